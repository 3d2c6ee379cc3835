package seedgen.dialect;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Set;
import seedgen.model.ColumnType;
import seedgen.model.ForeignKey;

/**
 * What a dataset load says differently to each kind of server: how names are quoted, the DDL of types and keys,
 * where the tables go and how they are emptied, what the catalog says a table has. The load speaks to this
 * interface; each implementation knows one server family.
 */
public interface Dialect {

    /**
     * What one SQL error (not its causes: {@link SqlFailure#of} reads the chain) means for the run on this server
     * family: a deadlock, a lock wait, a serialization failure or a lost connection (retried), or a failure; with the
     * server's code and words. The one place per family that decides: retries, metrics, messages and reports ask it.
     */
    SqlFailure failure(SQLException e);

    /** The family's name for messages: MySQL, PostgreSQL. */
    String name();

    /** What a namespace is called, as its option is: database (MySQL), schema (PostgreSQL). */
    String namespaceKind();

    /** {@code identifier} quoted for this server; one it cannot hold is refused naming it. */
    String quote(String identifier);

    /** {@code text} as a string literal. */
    String literal(String text);

    /** The namespace a target names, in a message's words: "database shop" (MySQL's). */
    default String namespaceWords(String database, String schema) {
        return "database " + database;
    }

    /** The namespace a target names, as one name: shop (MySQL's). */
    default String namespaceName(String database, String schema) {
        return database;
    }

    /** The options that name the namespace, for a hint to check them: --database (MySQL's). */
    default String namespaceOptions() {
        return "--database";
    }

    default String qualify(String namespace, String table) {
        return quote(namespace) + "." + quote(table);
    }

    /** The longest name the server keeps for a table, key or constraint, in {@link #nameLength}'s units. */
    int maxNameLength();

    /** The length of {@code name} as the server counts it (characters, or bytes). */
    int nameLength(String name);

    /** The type of {@code table.column} in CREATE TABLE; refused (one line) when this server has none for it. */
    String columnType(ColumnType type, String table, String column);

    /** Whether a UUID kept as 16 bytes goes in a uuid type of the server's (else BINARY(16)). */
    boolean hasUuidType();

    /** What follows a CREATE TABLE's column list (engine, character set), possibly empty. */
    String tableOptions();

    /** A unique key as CREATE TABLE and ALTER TABLE ... ADD write it; {@code columns} quoted, in parentheses. */
    String uniqueKey(String name, String columns);

    /**
     * Whether a table whose keys go on after the rows is made without its primary key too (PostgreSQL: a heap takes
     * rows faster without an index, and the key is built in one sort after); MySQL's InnoDB keeps its rows in the
     * primary key, which stays.
     */
    boolean primaryKeyAfterRows();

    /** The name the server gives {@code table}'s primary key, as {@link #indexNames} shows it. */
    String primaryKeyName(String table);

    /**
     * Whether the server checks every row when a foreign key is added to a table that holds rows (PostgreSQL's ADD
     * CONSTRAINT validates); MySQL's is added with its checks off, and the rows are counted after.
     */
    boolean validatesAddedForeignKeys();

    /**
     * What follows a foreign key's clause added after the rows so that adding it only writes the catalog and locks
     * briefly (PostgreSQL: NOT VALID, checked after by {@link #validateForeignKey}); empty where it already does
     * (MySQL, with its checks off).
     */
    String addedUnchecked();

    /** The statement checking every row against a foreign key added unchecked, or null where the server has none. */
    String validateForeignKey(String qualifiedTable, String name);

    /** The ALTER TABLE clause dropping a foreign key. */
    String dropForeignKey(String name);

    /** The ALTER TABLE clause dropping a unique key made by {@link #uniqueKey}. */
    String dropUniqueKey(String name);

    /** Creates {@code namespace} (a MySQL database, a PostgreSQL schema) if missing and makes it the session's. */
    void enterNamespace(Connection c, String namespace) throws SQLException;

    /** Whether {@code namespace} (a MySQL database, a PostgreSQL schema) exists. */
    boolean namespaceExists(Connection c, String namespace) throws SQLException;

    /** Drops {@code namespace}, which this run created and left empty when its setup was refused. */
    void dropNamespace(Connection c, String namespace) throws SQLException;

    /** Whether {@code namespace.table} exists as a base table. */
    boolean tableExists(Connection c, String namespace, String table) throws SQLException;

    /** The names of the table's indexes and unique keys. */
    Set<String> indexNames(Connection c, String namespace, String table) throws SQLException;

    /** The first column of each of the table's indexes (the primary key's too): the columns a lookup is quick by. */
    Set<String> leadingIndexColumns(Connection c, String namespace, String table) throws SQLException;

    /** The names of the table's foreign keys. */
    Set<String> foreignKeyNames(Connection c, String namespace, String table) throws SQLException;

    /**
     * Every foreign key declared in {@code namespace} as the catalog holds it, on the table that declares it (a
     * partition's own among them), to a table of the same namespace: what "no orphan" must be true of.
     */
    List<DeclaredForeignKey> declaredForeignKeys(Connection c, String namespace) throws SQLException;

    /**
     * Which tables of {@code namespace} inherit from which (PostgreSQL's INHERITS, partitions aside): each child to
     * its direct parents, in the order it names them; empty where the server has no such thing.
     */
    default java.util.Map<String, List<String>> inheritance(Connection c, String namespace) throws SQLException {
        return java.util.Map.of();
    }

    /**
     * What follows FROM to read {@code namespace.table}'s own rows: on PostgreSQL a table others inherit from reads
     * their rows with its own unless ONLY is written, and its foreign keys, and those that refer to it, hold for its
     * own rows alone.
     */
    default String ownRows(Connection c, String namespace, String table) throws SQLException {
        return qualify(namespace, table);
    }

    /**
     * A foreign key as declared: its {@code key}, from {@code table} (a partition, or a plain table) whose {@code root}
     * is the table a load writes (itself, or the partitioned table it belongs to), to the key's table, whose root is
     * {@code refRoot}.
     */
    record DeclaredForeignKey(String table, String root, String refRoot, ForeignKey key) {

        /** A key read column by column: {@code columns} and {@code refColumns} are filled as its rows are read. */
        public DeclaredForeignKey(String table, String root, String name, String refTable, String refRoot) {
            this(table, root, refRoot, new ForeignKey(name, new java.util.ArrayList<>(), refTable,
                    new java.util.ArrayList<>()));
        }

        public String name() {
            return key.name();
        }

        public List<String> columns() {
            return key.columns();
        }

        public String refTable() {
            return key.refTable();
        }

        public List<String> refColumns() {
            return key.refColumns();
        }
    }

    /** Empties the tables, whatever foreign keys run between them. */
    void truncate(Connection c, String namespace, List<String> tables) throws SQLException;

    /**
     * Runs {@code body} with the session's foreign key checks off, where the server has such a switch (adding a
     * foreign key then does not re-read the rows; the orphan count that follows is the check).
     */
    void withoutForeignKeyChecks(Connection c, SqlAction body) throws SQLException;

    /**
     * What follows {@code FROM table alias} in an orphan count so that the child is read in the order of its index
     * on {@code columns}; empty where the planner needs no hint.
     */
    String orphanScanHint(Connection c, String namespace, String table, List<String> columns) throws SQLException;

    /** A session setting: its name and the value it takes. */
    record Setting(String name, String value) {
    }

    /** The session setting an orphan count runs under (set before it, reset after), or null for none. */
    default Setting orphanCountSetting() {
        return null;
    }

    /**
     * Whether {@code namespace.table} has {@code column}: for seedgen's own bookkeeping tables, which an earlier
     * seedgen made without some.
     */
    boolean columnExists(Connection c, String namespace, String table, String column) throws SQLException;

    /**
     * The query of a table's columns, two parameters (namespace, table), seven columns: name, data type, longest
     * length (or NULL), {@code YES} when nullable, the default (or NULL), extras ({@code auto_increment},
     * {@code generated}, {@code always identity}), and {@code PRI} for a primary key column.
     */
    String columnsQuery();

    /**
     * After the rows: what the server needs to go on as if it had made them (PostgreSQL: each serial or identity
     * column's sequence moved past the largest value, so the application's next row does not collide).
     */
    void afterRows(Connection c, String namespace, List<String> tables) throws SQLException;

    /** The first lines of a directory export's load script {@code script}: how to run it; ends with a newline. */
    String loadScriptHeader(String script);

    /**
     * The load script's statement that loads CSV file {@code file} (a header line, then rows as the export writes
     * them) into {@code table}; {@code hexColumns}, of {@code quotedColumns}, carry bytes as hex. Ends with a newline.
     */
    String loadFile(String file, String table, List<String> quotedColumns, Set<String> hexColumns);

    /**
     * What --out prints after writing one table as CSV (a header line, then the rows): how to load that file, as
     * lines without the last newline. {@code file}: the file's name as the user will load it (after a gunzip);
     * {@code toStdout}: the rows went to stdout, to be saved as {@code file}; {@code gzip}: the file is gzipped;
     * {@code createTable}: the table's CREATE TABLE; {@code table}: the table, its namespace null.
     */
    String csvFileHint(String file, boolean toStdout, boolean gzip, String createTable, TableSql table);

    /**
     * The first lines of an SQL file of multi-row INSERTs as {@code SqlEncoder} writes them: the session made to
     * read its literals as written. Refused (one line) where the server has no such file yet.
     */
    String sqlFilePrologue();

    /** The last line of such a file: the session's settings put back as {@link #sqlFilePrologue} found them. */
    String sqlFileEpilogue();

    /**
     * The index the server makes for a foreign key on {@code columns} (quoted, in parentheses) when no key of the table
     * starts with them, as a CREATE TABLE or ADD clause: for a reference written without its key (a shard's), so
     * that it is indexed as it would be with it. Null where the server makes none.
     */
    String foreignKeyIndex(String name, String columns);

    /**
     * Where the server makes no index for a foreign key ({@link #foreignKeyIndex} null), the statement making the one
     * an application has on its columns ({@code columns} quoted, in parentheses), so that a row's children are found
     * without a scan (reading a user's posts, checking a deleted post's likes); null where the server makes its own.
     */
    default String createIndex(String qualifiedTable, String name, String columns) {
        return null;
    }

    /**
     * The statement an application would run to index {@code column} of {@code table} for lookups by it, named (as
     * MySQL and MariaDB need an index to be) {@code idx_TABLE_COLUMN}.
     */
    default String lookupIndex(String namespace, String table, String column) {
        return "CREATE INDEX " + quote("idx_" + table + "_" + column) + " ON " + qualify(namespace, table) + " ("
                + quote(column) + ")";
    }

    /** {@code clauses} (ADD ..., DROP ..., comma-separated) applied to {@code qualified} in one statement. */
    default String alterTable(String qualified, String clauses) {
        return "ALTER TABLE " + qualified + " " + clauses;
    }

    /** The table {@code qualified} with {@code body} (its columns and keys, in parentheses), the family's options. */
    default String createTable(String qualified, String body) {
        return "CREATE TABLE " + qualified + " " + body + tableOptions();
    }

    /** The greatest of {@code column} (quoted) in {@code qualified}, 0 for none. */
    default String maxOrZero(String qualified, String column) {
        return "SELECT COALESCE(MAX(" + column + "), 0) FROM " + qualified;
    }

    /** The row of {@code qualified} whose {@code keys} (quoted) are the parameters, as {@code select} lists. */
    default String rowByKey(String qualified, String select, java.util.List<String> keys) {
        return "SELECT " + select + " FROM " + qualified + " WHERE " + String.join(" AND ", keys.stream()
                .map(k -> k + " = ?").toList());
    }

    /** {@code columns} (quoted, comma-separated) of no row of {@code qualified}: its result set's metadata. */
    default String noRow(String qualified, String columns) {
        return "SELECT " + columns + " FROM " + qualified + " WHERE 1 = 0";
    }

    /** The rows of {@code from} and the least and greatest of {@code column} (quoted). */
    default String countAndRange(String from, String column) {
        return "SELECT COUNT(*), MIN(" + column + "), MAX(" + column + ") FROM " + from;
    }

    /** The least and greatest of {@code column} (quoted) in {@code from}. */
    default String range(String from, String column) {
        return "SELECT MIN(" + column + "), MAX(" + column + ") FROM " + from;
    }

    /**
     * The rows of {@code child} (alias c, {@code hint} after it) that refer to no row of {@code parent} (alias p) on
     * {@code on}, among those where {@code present} holds; {@code refColumn} (quoted) a column of the key referred to.
     */
    default String orphans(String child, String hint, String parent, String on, String present, String refColumn) {
        return "SELECT COUNT(*) FROM " + child + " c" + hint + " LEFT JOIN " + parent + " p ON " + on + " WHERE "
                + present + " AND p." + refColumn + " IS NULL";
    }

    /** The statement that sets {@code setting} for the session. */
    default String set(Setting setting) {
        return "SET " + setting.name() + " = " + setting.value();
    }

    /** Every column of the rows of {@code table} whose {@code keys} (quoted) equal the parameters. */
    default String selectByKeys(String table, java.util.List<String> keys) {
        return "SELECT * FROM " + table + " WHERE " + equalParameters(keys, " AND ");
    }

    /**
     * As {@link #selectByKeys}, the latest first by {@code orderBy} (quoted, each descending), at most {@code limit}.
     */
    default String selectLatestByKeys(String table, java.util.List<String> keys, java.util.List<String> orderBy,
            int limit) {
        return selectByKeys(table, keys) + " ORDER BY " + String.join(", ", orderBy.stream().map(c -> c + " DESC")
                .toList()) + " LIMIT " + limit;
    }

    /** {@code columns} (quoted) set to the parameters on the rows whose {@code keys} equal the ones after them. */
    default String updateByKeys(String table, java.util.List<String> columns, java.util.List<String> keys) {
        return "UPDATE " + table + " SET " + equalParameters(columns, ", ") + " WHERE "
                + equalParameters(keys, " AND ");
    }

    /** The rows of {@code table} whose {@code keys} (quoted) equal the parameters, deleted. */
    default String deleteByKeys(String table, java.util.List<String> keys) {
        return "DELETE FROM " + table + " WHERE " + equalParameters(keys, " AND ");
    }

    private static String equalParameters(java.util.List<String> columns, String joiner) {
        return String.join(joiner, columns.stream().map(c -> c + " = ?").toList());
    }

    /**
     * How many of {@code n} values (the parameters), each as column {@code column} (quoted) of type {@code type}, break
     * one of {@code clauses}: MySQL's form, the values a union of one-row SELECTs.
     */
    default String countBreaking(String column, String type, int n, java.util.List<String> clauses) {
        StringBuilder rows = new StringBuilder();
        for (int i = 0; i < n; i++) {
            rows.append(i == 0 ? "SELECT ? AS " + column : " UNION ALL SELECT ?");
        }
        return "SELECT COUNT(*) FROM (" + rows + ") AS v WHERE NOT (" + String.join(") OR NOT (", clauses) + ")";
    }

    /** {@code ddl}, a CREATE TABLE, made to leave a table that exists as it is (IF NOT EXISTS). */
    default String ifNotExists(String ddl) {
        return ddl.replaceFirst("^CREATE TABLE ", "CREATE TABLE IF NOT EXISTS ");
    }

    /** The query counting the rows of {@code from} (a table, or a table as {@link #ownRows} names it). */
    default String countFrom(String from) {
        return "SELECT COUNT(*) FROM " + from;
    }

    /** The distinct values of {@code column} (quoted, or a plain name) of {@code table}. */
    default String distinct(String table, String column) {
        return "SELECT DISTINCT " + column + " FROM " + table;
    }

    /** The {@code limit} most held values of {@code column} (quoted) in {@code from}, and their rows, ties by value. */
    default String mostHeld(String from, String column, int limit) {
        return "SELECT " + column + ", COUNT(*) FROM " + from + " WHERE " + column + " IS NOT NULL GROUP BY " + column
                + " ORDER BY COUNT(*) DESC, " + column + " LIMIT " + limit;
    }

    /** The first {@code limit} rows of {@code columns} (quoted) in {@code from}, none NULL, in {@code by}'s order. */
    default String firstRows(String from, List<String> columns, List<String> by, int limit) {
        return "SELECT " + String.join(", ", columns) + " FROM " + from + " WHERE " + String.join(" AND ",
                columns.stream().map(q -> q + " IS NOT NULL").toList()) + " ORDER BY " + String.join(", ", by)
                + " LIMIT " + limit;
    }

    /** The query that finds whether {@code from} (a table as {@link #ownRows} names it) holds a row: one row if so. */
    default String anyRow(String from) {
        return "SELECT 1 FROM " + from + " LIMIT 1";
    }

    /** The query counting {@code table}'s rows. */
    default String countRows(String namespace, String table) {
        return "SELECT count(*) FROM " + qualify(namespace, table);
    }

    /** The statement dropping an index {@link #createIndex} made, in {@code namespace}. */
    default String dropIndex(String namespace, String name) {
        return null;
    }

    /** Whether {@code e} says the table (or its database or schema) does not exist. */
    boolean isMissingTable(SQLException e);

    /**
     * Takes, on {@code c}'s session, the short-held lock under which the partitions of one split run of
     * {@code dataset} set up and finish its tables one at a time, waiting up to {@code seconds}; false when it did
     * not come free in that time.
     */
    boolean lockSetup(Connection c, String namespace, String dataset, int seconds) throws SQLException;

    /** Frees what {@link #lockSetup} took (closing the session frees it too). */
    void unlockSetup(Connection c, String namespace, String dataset) throws SQLException;

    /**
     * Takes, on {@code c}'s session, the short-held lock under which seedgen's own bookkeeping tables in
     * {@code namespace} are created, recorded in and dropped by the runs that share them, waiting up to
     * {@code seconds}; false when it did not come free in that time.
     */
    boolean lockBookkeeping(Connection c, String namespace, int seconds) throws SQLException;

    /** Frees what {@link #lockBookkeeping} took. */
    void unlockBookkeeping(Connection c, String namespace) throws SQLException;

    /**
     * The type of a column of seedgen's bookkeeping that holds a table's name: compared with case, as names are on a
     * server that keeps {@code Users} and {@code users} apart.
     */
    String nameColumnType();

    /**
     * Whether an existing column the catalog describes as {@code existing} can hold every value of {@code type}: a type
     * of the same family, at least as wide.
     */
    boolean columnFits(ColumnType type, TableSql.ExistingColumn existing);

    /** The server's own words for a failed statement, one line, without the statement. */
    String text(SQLException e);

    /**
     * An INSERT of no row into {@code table} ({@code columns} quoted, comma-separated): it needs what a batch needs, so
     * a missing privilege shows before the first row.
     */
    String insertNothing(String table, String columns);

    /** {@code createTable}, a CREATE TABLE statement, as the statement that makes the same table temporary. */
    String createTemporary(String createTable);

    /** The qualified name of temporary table {@code name} made on a connection to {@code namespace}. */
    String temporaryTable(String namespace, String name);

    /** The statement that drops temporary table {@code qualified}, and never a table of the same name that is not. */
    String dropTemporaryTable(String qualified);

    /** A date or time column's value as seconds since 1970-01-01 (a DATETIME read as UTC), in a SELECT list. */
    String epochSeconds(String quotedColumn);

    /** The bytes the server keeps for {@code namespace.table}, its indexes included; -1 where it does not say. */
    long tableBytes(Connection c, String namespace, String table) throws SQLException;

    /** {@code column} as text, in a SELECT list: how a stored value is read back to compare with a generated one. */
    String asText(String quotedColumn);

    /** The first column of {@code query}'s rows, its two parameters {@code namespace} and {@code table}. */
    static Set<String> names(Connection c, String query, String namespace, String table) throws SQLException {
        Set<String> names = new java.util.HashSet<>();
        try (java.sql.PreparedStatement ps = c.prepareStatement(query)) {
            ps.setString(1, namespace);
            ps.setString(2, table);
            try (java.sql.ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    names.add(rs.getString(1));
                }
            }
        }
        return names;
    }

    /** The first column of {@code query}'s first row as a number, its two parameters {@code namespace} and
     * {@code table}; {@code none} when it has no row. */
    static long number(Connection c, String query, String namespace, String table, long none) throws SQLException {
        try (java.sql.PreparedStatement ps = c.prepareStatement(query)) {
            ps.setString(1, namespace);
            ps.setString(2, table);
            try (java.sql.ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getLong(1) : none;
            }
        }
    }

    /**
     * A one-row INSERT of {@code quotedColumns} into {@code qualifiedTable} with a parameter for each, which writes the
     * given keys even into a column the server would number itself.
     */
    default String insertRow(String qualifiedTable, List<String> quotedColumns) {
        return "INSERT INTO " + qualifiedTable + " (" + String.join(", ", quotedColumns) + ") VALUES ("
                + String.join(", ", java.util.Collections.nCopies(quotedColumns.size(), "?")) + ")";
    }

    /**
     * Binds a generated value (a Long, a String, a BinaryUuid, Bytes, or null) as parameter {@code index} of a
     * statement, as the load writes the same value.
     */
    default void bind(java.sql.PreparedStatement ps, int index, Object v) throws SQLException {
        if (v == null) {
            ps.setNull(index, java.sql.Types.NULL);
        } else if (v instanceof Long l) {
            ps.setLong(index, l);
        } else if (v instanceof seedgen.generate.BinaryUuid u) {
            ps.setBytes(index, java.nio.ByteBuffer.allocate(16).putLong(u.high()).putLong(u.low()).array());
        } else if (v instanceof seedgen.generate.Bytes b) {
            ps.setBytes(index, b.value());
        } else {
            ps.setString(index, v.toString());
        }
    }

    /** Statements against a connection, which may throw what JDBC throws. */
    interface SqlAction {
        void run() throws SQLException;
    }
}
