package seedgen.dialect.mysql;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import seedgen.dialect.Dialect;
import seedgen.dialect.SqlFailure;
import seedgen.dialect.SqlOutcome;
import seedgen.dialect.TableSql;
import seedgen.model.ColumnType;

/** MySQL and MariaDB: backticks, InnoDB tables in utf8mb4, a database per namespace, foreign_key_checks. */
public final class MySql implements Dialect {

    public static final MySql INSTANCE = new MySql();

    /** MariaDB's "Connection was killed" (KILL CONNECTION while a statement runs). */
    static final int CONNECTION_KILLED = 1927;
    static final int DEADLOCK = 1213;
    static final int LOCK_WAIT_TIMEOUT = 1205;

    /**
     * By error code alone: Connector/J gives a lock wait timeout (1205) SQLSTATE 40001 too, so the state does not
     * tell it from a deadlock. A lost connection is told by its state (08xxx), its socket failure, or MariaDB's
     * 1927 (the connection killed under a running statement).
     */
    @Override
    public SqlFailure failure(SQLException e) {
        return new SqlFailure(outcome(e), String.valueOf(e.getErrorCode()), text(e));
    }

    private static SqlOutcome outcome(SQLException e) {
        if (e.getErrorCode() == DEADLOCK) {
            return SqlOutcome.DEADLOCK;
        }
        if (e.getErrorCode() == LOCK_WAIT_TIMEOUT) {
            return SqlOutcome.LOCK_WAIT;
        }
        if (e.getErrorCode() == CONNECTION_KILLED || e instanceof java.sql.SQLTransientConnectionException
                || MySqlErrors.isCommunication(e)) {
            return SqlOutcome.LOST_CONNECTION;
        }
        return SqlOutcome.FAILED;
    }

    /** Error codes: no such table, no such database. */
    private static final int NO_SUCH_TABLE = 1146;
    private static final int NO_SUCH_DATABASE = 1049;

    private MySql() {
    }

    @Override
    public String name() {
        return "MySQL";
    }

    @Override
    public String namespaceKind() {
        return "database";
    }

    @Override
    public String quote(String identifier) {
        return Identifiers.quote(identifier);
    }

    @Override
    public String literal(String text) {
        return "'" + text.replace("\\", "\\\\").replace("'", "''") + "'";
    }

    @Override
    public int maxNameLength() {
        return Identifiers.MAX_LENGTH;
    }

    @Override
    public int nameLength(String name) {
        return name.codePointCount(0, name.length());
    }

    @Override
    public String columnType(ColumnType type, String table, String column) {
        return type.ddl();
    }

    @Override
    public boolean hasUuidType() {
        return false;
    }

    @Override
    public String tableOptions() {
        return " ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci";
    }

    @Override
    public String uniqueKey(String name, String columns) {
        return "UNIQUE KEY " + quote(name) + " " + columns;
    }

    @Override
    public String dropForeignKey(String name) {
        return "DROP FOREIGN KEY " + quote(name);
    }

    @Override
    public String dropUniqueKey(String name) {
        return "DROP INDEX " + quote(name);
    }

    @Override
    public void enterNamespace(Connection c, String namespace) throws SQLException {
        try (Statement st = c.createStatement()) {
            // CREATE DATABASE IF NOT EXISTS needs CREATE even where the database exists: asked only when it does not
            if (!namespaceExists(c, namespace)) {
                st.execute(createDatabaseSql(namespace));
            }
            st.execute("USE " + quote(namespace));
        }
    }

    @Override
    public boolean namespaceExists(Connection c, String namespace) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT 1 FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = ?")) {
            ps.setString(1, namespace);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next();
            }
        }
    }

    @Override
    public void dropNamespace(Connection c, String namespace) throws SQLException {
        try (Statement st = c.createStatement()) {
            st.execute("DROP DATABASE IF EXISTS " + quote(namespace));
        }
    }

    @Override
    public boolean tableExists(Connection c, String namespace, String table) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT 1 FROM information_schema.TABLES WHERE "
                + "TABLE_SCHEMA = ? AND TABLE_NAME = ? AND TABLE_TYPE IN ('BASE TABLE', 'SYSTEM VERSIONED')")) {
            ps.setString(1, namespace);
            ps.setString(2, table);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next();
            }
        }
    }

    @Override
    public Set<String> indexNames(Connection c, String namespace, String table) throws SQLException {
        return Dialect.names(c, "SELECT DISTINCT INDEX_NAME FROM information_schema.STATISTICS WHERE TABLE_SCHEMA = ? "
                + "AND TABLE_NAME = ?", namespace, table);
    }

    @Override
    public Set<String> leadingIndexColumns(Connection c, String namespace, String table) throws SQLException {
        return Dialect.names(c, "SELECT DISTINCT COLUMN_NAME FROM information_schema.STATISTICS WHERE TABLE_SCHEMA = ? "
                + "AND TABLE_NAME = ? AND SEQ_IN_INDEX = 1", namespace, table);
    }

    @Override
    public Set<String> foreignKeyNames(Connection c, String namespace, String table) throws SQLException {
        return Dialect.names(c, "SELECT CONSTRAINT_NAME FROM information_schema.TABLE_CONSTRAINTS WHERE "
                + "CONSTRAINT_TYPE = 'FOREIGN KEY' AND TABLE_SCHEMA = ? AND TABLE_NAME = ?", namespace, table);
    }

    /** MySQL and MariaDB partitioned tables have no foreign keys: each key is on the table that holds it. */
    @Override
    public List<DeclaredForeignKey> declaredForeignKeys(Connection c, String namespace) throws SQLException {
        Map<String, DeclaredForeignKey> byName = new LinkedHashMap<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT TABLE_NAME, CONSTRAINT_NAME, COLUMN_NAME, "
                + "REFERENCED_TABLE_NAME, REFERENCED_COLUMN_NAME FROM information_schema.KEY_COLUMN_USAGE "
                + "WHERE TABLE_SCHEMA = ? AND REFERENCED_TABLE_SCHEMA = ? AND REFERENCED_TABLE_NAME IS NOT NULL "
                + "ORDER BY TABLE_NAME, CONSTRAINT_NAME, ORDINAL_POSITION")) {
            ps.setString(1, namespace);
            ps.setString(2, namespace);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    String table = rs.getString(1);
                    String name = rs.getString(2);
                    String ref = rs.getString(4);
                    DeclaredForeignKey fk = byName.computeIfAbsent(table + "\0" + name,
                            k -> new DeclaredForeignKey(table, table, name, ref, ref));
                    fk.columns().add(rs.getString(3));
                    fk.refColumns().add(rs.getString(5));
                }
            }
        }
        return List.copyOf(byName.values());
    }

    @Override
    public void truncate(Connection c, String namespace, List<String> tables) throws SQLException {
        withoutForeignKeyChecks(c, () -> {
            try (Statement st = c.createStatement()) {
                for (String t : tables) {
                    st.execute(truncateSql(namespace, t));
                }
            }
        });
    }

    String createDatabaseSql(String namespace) {
        return "CREATE DATABASE IF NOT EXISTS " + quote(namespace) + " CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci";
    }

    String truncateSql(String namespace, String table) {
        return "TRUNCATE TABLE " + qualify(namespace, table);
    }

    @Override
    public void withoutForeignKeyChecks(Connection c, SqlAction body) throws SQLException {
        try (Statement st = c.createStatement()) {
            st.execute("SET SESSION foreign_key_checks = 0");
            try {
                body.run();
            } finally {
                st.execute("SET SESSION foreign_key_checks = 1");
            }
        }
    }

    /**
     * FORCE INDEX of an index whose leading columns are the foreign key's, so that the parent rows are looked up in
     * key order (pages read once, in order) rather than in the child's primary key order (a random read per row: on
     * a 15M-row child with a buffer pool smaller than its parent, 20 times slower). Empty when the primary key
     * already starts with them, or no index does.
     */
    @Override
    public String orphanScanHint(Connection c, String namespace, String table, List<String> columns)
            throws SQLException {
        Map<String, List<String>> indexes = new LinkedHashMap<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT INDEX_NAME, COLUMN_NAME FROM "
                + "information_schema.STATISTICS WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ? ORDER BY INDEX_NAME, "
                + "SEQ_IN_INDEX")) {
            ps.setString(1, namespace);
            ps.setString(2, table);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    indexes.computeIfAbsent(rs.getString(1), k -> new ArrayList<>()).add(rs.getString(2));
                }
            }
        }
        if (startsWith(indexes.get("PRIMARY"), columns)) {
            return "";
        }
        return indexes.entrySet().stream().filter(e -> startsWith(e.getValue(), columns)).map(Map.Entry::getKey)
                .findFirst().map(index -> " FORCE INDEX (" + quote(index) + ")").orElse("");
    }

    private static boolean startsWith(List<String> index, List<String> columns) {
        return index != null && index.size() >= columns.size()
                && index.subList(0, columns.size()).stream().map(s -> s.toLowerCase(Locale.ROOT)).toList()
                        .equals(columns.stream().map(s -> s.toLowerCase(Locale.ROOT)).toList());
    }

    @Override
    public boolean columnExists(Connection c, String namespace, String table, String column) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT COUNT(*) FROM information_schema.COLUMNS "
                + "WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ? AND COLUMN_NAME = ?")) {
            ps.setString(1, namespace);
            ps.setString(2, table);
            ps.setString(3, column);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getLong(1) > 0;
            }
        }
    }

    @Override
    public String columnsQuery() {
        return "SELECT COLUMN_NAME, DATA_TYPE, CHARACTER_MAXIMUM_LENGTH, IS_NULLABLE, COLUMN_DEFAULT, EXTRA, "
                + "COLUMN_KEY FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ?";
    }

    /**
     * AUTO_INCREMENT moves past the largest value by itself. A table the application keeps as a sequence of another's
     * key ({@code BATCH_JOB_INSTANCE_SEQ} of {@code BATCH_JOB_INSTANCE}: one row, whose integer column it increments
     * for each new row) is moved past that key's largest value, so the application's next row takes a key no filled
     * row holds.
     */
    @Override
    public void afterRows(Connection c, String namespace, List<String> tables) throws SQLException {
        Map<String, String> counters = new LinkedHashMap<>(); // the sequence table (lower case) to its first column
        Map<String, String> named = new LinkedHashMap<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT TABLE_NAME, COLUMN_NAME FROM information_schema.COLUMNS "
                + "WHERE TABLE_SCHEMA = ? AND (TABLE_NAME LIKE '%\\_SEQ' OR TABLE_NAME LIKE '%\\_SEQUENCE') AND DATA_TYPE "
                + "IN ('tinyint', 'smallint', 'mediumint', 'int', 'bigint') ORDER BY TABLE_NAME, ORDINAL_POSITION")) {
            ps.setString(1, namespace);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    named.putIfAbsent(rs.getString(1).toLowerCase(Locale.ROOT), rs.getString(1));
                    counters.putIfAbsent(rs.getString(1).toLowerCase(Locale.ROOT), rs.getString(2));
                }
            }
        }
        for (String table : tables) {
            String seq = named.containsKey(table.toLowerCase(Locale.ROOT) + "_seq") ? table + "_seq"
                    : named.containsKey(table.toLowerCase(Locale.ROOT) + "_sequence") ? table + "_sequence" : null;
            String key = seq == null ? null : integerKey(c, namespace, table);
            if (key == null) {
                continue;
            }
            String real = named.get(seq.toLowerCase(Locale.ROOT));
            String col = quote(counters.get(seq.toLowerCase(Locale.ROOT)));
            try (Statement st = c.createStatement()) {
                // one row only: a table of several is no counter
                st.executeUpdate("UPDATE " + qualify(namespace, real) + " SET " + col + " = GREATEST(" + col
                        + ", COALESCE((SELECT MAX(" + quote(key) + ") FROM " + qualify(namespace, table) + "), 0)) "
                        + "WHERE (SELECT COUNT(*) FROM (SELECT 1 FROM " + qualify(namespace, real) + " LIMIT 2) n) = 1");
            }
        }
    }

    /** The table's primary key where it is one integer column; else null. */
    private static String integerKey(Connection c, String namespace, String table) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT k.COLUMN_NAME, c.DATA_TYPE FROM "
                + "information_schema.KEY_COLUMN_USAGE k JOIN information_schema.COLUMNS c ON c.TABLE_SCHEMA = "
                + "k.TABLE_SCHEMA AND c.TABLE_NAME = k.TABLE_NAME AND c.COLUMN_NAME = k.COLUMN_NAME WHERE "
                + "k.TABLE_SCHEMA = ? AND k.TABLE_NAME = ? AND k.CONSTRAINT_NAME = 'PRIMARY'")) {
            ps.setString(1, namespace);
            ps.setString(2, table);
            try (ResultSet rs = ps.executeQuery()) {
                String key = rs.next() && Set.of("tinyint", "smallint", "mediumint", "int", "bigint").contains(
                        rs.getString(2).toLowerCase(Locale.ROOT)) ? rs.getString(1) : null;
                return key != null && !rs.next() ? key : null;
            }
        }
    }

    @Override
    public String loadScriptHeader(String script) {
        return "-- Run from this directory: mariadb --local-infile=1 DATABASE < " + script + "\nSET NAMES utf8mb4;\n";
    }

    @Override
    public String loadFile(String file, String table, List<String> quotedColumns, Set<String> hexColumns) {
        return LoadDataStatement.of(file, quote(table), quotedColumns, hexColumns, true) + ";\n";
    }

    /**
     * The table's CREATE TABLE and the LOAD DATA of the file, to paste into a client that allows LOCAL INFILE. The
     * binary columns are loaded as written, without UNHEX, as the hint always said.
     */
    @Override
    public String csvFileHint(String file, boolean toStdout, boolean gzip, String createTable, TableSql table) {
        String when = toStdout ? ", saved as FILE.csv," : gzip ? ", after gunzip," : "";
        return "  load it" + when + " with a client that allows LOCAL INFILE (mariadb --local-infile=1 DATABASE), "
                + "pasting these two statements:\n" + createTable + ";\n"
                + LoadDataStatement.of(file, table.qualifiedName(), table.quotedColumns(), true) + ";";
    }

    /**
     * {@code SqlEncoder} escapes with backslashes, which the session reads as escapes unless its sql_mode has
     * NO_BACKSLASH_ESCAPES: the file clears that mode, and {@link #sqlFileEpilogue} puts it back.
     */
    @Override
    public String sqlFilePrologue() {
        return "SET NAMES utf8mb4;\n"
                + "SET @seedgen_sql_mode = @@SESSION.sql_mode;\n"
                + "SET SESSION sql_mode = REPLACE(@@SESSION.sql_mode, 'NO_BACKSLASH_ESCAPES', '');\n";
    }

    @Override
    public String sqlFileEpilogue() {
        return "SET SESSION sql_mode = @seedgen_sql_mode;\n";
    }

    @Override
    public boolean isMissingTable(SQLException e) {
        return e.getErrorCode() == NO_SUCH_TABLE || e.getErrorCode() == NO_SUCH_DATABASE;
    }

    /** InnoDB makes an index, named after the constraint, for a foreign key no index starts with. */
    @Override
    public String foreignKeyIndex(String name, String columns) {
        return "KEY " + quote(name) + " " + columns;
    }

    /** A named lock (GET_LOCK), held by the session, never by a transaction: DDL does not free it. */
    @Override
    public boolean lockSetup(Connection c, String namespace, String dataset, int seconds) throws SQLException {
        try (java.sql.PreparedStatement ps = c.prepareStatement("SELECT GET_LOCK(?, ?)")) {
            ps.setString(1, setupLock(namespace, dataset));
            ps.setInt(2, seconds);
            try (java.sql.ResultSet rs = ps.executeQuery()) {
                return rs.next() && rs.getInt(1) == 1;
            }
        }
    }

    @Override
    public void unlockSetup(Connection c, String namespace, String dataset) throws SQLException {
        try (java.sql.PreparedStatement ps = c.prepareStatement("DO RELEASE_LOCK(?)")) {
            ps.setString(1, setupLock(namespace, dataset));
            ps.execute();
        }
    }

    @Override
    public boolean lockBookkeeping(Connection c, String namespace, int seconds) throws SQLException {
        return NamedLocks.get(c, LockNames.bookkeeping(namespace, LockNames.foldsCase(c)), seconds);
    }

    @Override
    public void unlockBookkeeping(Connection c, String namespace) throws SQLException {
        NamedLocks.release(c, LockNames.bookkeeping(namespace, LockNames.foldsCase(c)));
    }

    @Override
    public String nameColumnType() {
        return "VARCHAR(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin";
    }

    @Override
    public boolean primaryKeyAfterRows() {
        return false;
    }

    @Override
    public String primaryKeyName(String table) {
        return "PRIMARY";
    }

    @Override
    public boolean validatesAddedForeignKeys() {
        return false;
    }

    @Override
    public String addedUnchecked() {
        return "";
    }

    @Override
    public String validateForeignKey(String qualifiedTable, String name) {
        return null;
    }

    /** The families seedgen's own DDL makes, read as information_schema names them. */
    @Override
    public boolean columnFits(ColumnType type, TableSql.ExistingColumn e) {
        String t = e.dataType();
        return switch (type.family()) {
            case BIGINT -> t.equals("bigint");
            case VARCHAR, CHAR -> (t.equals("varchar") || t.equals("char") || t.endsWith("text"))
                    && (e.maxLength() < 0 || e.maxLength() >= type.length());
            case DATETIME -> t.equals("datetime") || t.equals("timestamp");
            case BINARY -> t.equals("binary") && e.maxLength() == type.length();
            // a spec's own SQL type (JSON, ENUM, DECIMAL...) is named differently by each server's catalog
            // (MariaDB's JSON is longtext): taken as the spec gives it
            case OTHER, BYTES -> true;
        };
    }

    @Override
    public String text(SQLException e) {
        return MySqlErrors.serverText(e);
    }

    @Override
    public String insertNothing(String table, String columns) {
        return "INSERT INTO " + table + " (" + columns + ") SELECT " + columns + " FROM " + table + " WHERE 1 = 0";
    }

    @Override
    public String createTemporary(String createTable) {
        return createTable.replaceFirst("^CREATE TABLE ", "CREATE TEMPORARY TABLE ");
    }

    @Override
    public String temporaryTable(String namespace, String name) {
        return qualify(namespace, name);
    }

    @Override
    public String dropTemporaryTable(String qualified) {
        return "DROP TEMPORARY TABLE IF EXISTS " + qualified;
    }

    /** TIMESTAMPDIFF from the epoch reads a DATETIME as written, whatever the session's time zone. */
    @Override
    public String epochSeconds(String quotedColumn) {
        return "TIMESTAMPDIFF(SECOND, '1970-01-01 00:00:00', " + quotedColumn + ")";
    }

    @Override
    public long tableBytes(Connection c, String namespace, String table) throws SQLException {
        return Dialect.number(c, "SELECT DATA_LENGTH + INDEX_LENGTH FROM information_schema.TABLES WHERE "
                + "TABLE_SCHEMA = ? AND TABLE_NAME = ?", namespace, table, -1);
    }

    @Override
    public String asText(String quotedColumn) {
        return "CAST(" + quotedColumn + " AS CHAR)";
    }

    private static String setupLock(String namespace, String dataset) {
        return seedgen.dialect.mysql.LockNames.load(namespace, "(setup of dataset) " + dataset, false);
    }
}
