package seedgen.dialect.mysql;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;
import seedgen.error.SeedgenException;
import seedgen.dialect.Dialect;
import seedgen.format.CsvEncoder;
import seedgen.generate.Column;
import seedgen.generate.ColumnType;
import seedgen.generate.TableSpec;

/** The DDL of a {@link TableSpec}, and the checks that an existing table can take its rows. */
public final class TableSchema {

    private final TableSpec spec;
    private final String database;
    private final Dialect dialect;

    /** A table of {@code database} on MySQL or MariaDB. */
    public TableSchema(TableSpec spec, String database) {
        this(spec, database, MySql.INSTANCE);
    }

    /** A table of {@code namespace} (a MySQL database, a PostgreSQL schema) on a server that speaks {@code dialect}. */
    public TableSchema(TableSpec spec, String namespace, Dialect dialect) {
        this.spec = spec;
        this.database = namespace;
        this.dialect = dialect;
    }

    public Dialect dialect() {
        return dialect;
    }

    public String database() {
        return database;
    }

    public TableSpec spec() {
        return spec;
    }

    public String qualifiedName() {
        return dialect.qualify(database, spec.name());
    }

    /** The primary key column: the BIGINT id every batch is cut from. */
    public String primaryKeyName() {
        return spec.primaryKey().name();
    }

    public String createDatabaseDdl() {
        return "CREATE DATABASE IF NOT EXISTS " + Identifiers.quote(database)
                + " CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci";
    }

    public String createTableDdl() {
        return createTableDdl(qualifiedName(), true);
    }

    /** The table without its unique secondary keys (primary key kept), for --defer-indexes. */
    public String createTableDdlWithoutUniqueKeys() {
        return createTableDdl(qualifiedName(), false);
    }

    /** {@code CREATE TABLE IF NOT EXISTS} with the bare table name, for a SQL file loaded into any database. */
    public String portableCreateTableDdl() {
        return createTableDdl(Identifiers.quote(spec.name()), true).replaceFirst("^CREATE TABLE ",
                "CREATE TABLE IF NOT EXISTS ");
    }

    private String createTableDdl(String name, boolean withUniqueKeys) {
        StringJoiner body = new StringJoiner(",\n  ", "(\n  ", "\n)");
        for (Column c : spec.columns()) {
            body.add(Identifiers.quote(c.name()) + " " + c.type().ddl() + " NOT NULL");
        }
        body.add("PRIMARY KEY (" + Identifiers.quote(spec.primaryKey().name()) + ")");
        if (withUniqueKeys) {
            spec.uniqueColumns().forEach(unique -> body.add(uniqueKeyClause(unique)));
        }
        return "CREATE TABLE " + name + " " + body
                + " ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci";
    }

    private static String uniqueKeyClause(String column) {
        return "UNIQUE KEY " + Identifiers.quote("uk_" + column) + " (" + Identifiers.quote(column) + ")";
    }

    /** One ALTER adding the unique keys on {@code columns}: InnoDB builds them in one pass over the table. */
    public String addUniqueKeysSql(List<String> columns) {
        StringJoiner adds = new StringJoiner(", ");
        columns.forEach(c -> adds.add("ADD " + uniqueKeyClause(c)));
        return "ALTER TABLE " + qualifiedName() + " " + adds;
    }

    /** One ALTER dropping the named indexes. */
    public String dropIndexesSql(List<String> indexNames) {
        StringJoiner drops = new StringJoiner(", ");
        indexNames.forEach(n -> drops.add("DROP INDEX " + Identifiers.quote(n)));
        return "ALTER TABLE " + qualifiedName() + " " + drops;
    }

    /**
     * The spec's unique columns and the single-column unique index on each, if the table has one (whatever its
     * name). A missing one is what an interrupted --defer-indexes run leaves behind.
     */
    public Map<String, String> uniqueIndexes(Connection c) throws SQLException {
        Map<String, String> found = new HashMap<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT s.INDEX_NAME, MIN(s.COLUMN_NAME) "
                + "FROM information_schema.STATISTICS s WHERE s.TABLE_SCHEMA = ? AND s.TABLE_NAME = ? "
                + "AND s.NON_UNIQUE = 0 AND s.INDEX_NAME <> 'PRIMARY' GROUP BY s.INDEX_NAME HAVING COUNT(*) = 1")) {
            ps.setString(1, database);
            ps.setString(2, spec.name());
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    found.put(rs.getString(2).toLowerCase(Locale.ROOT), rs.getString(1));
                }
            }
        }
        Map<String, String> result = new LinkedHashMap<>();
        for (String unique : spec.uniqueColumns()) {
            result.put(unique, found.get(unique.toLowerCase(Locale.ROOT)));
        }
        return result;
    }

    /** The LOAD DATA statement whose rows come from the connection's local-infile stream. */
    public String loadDataSql() {
        return CsvEncoder.loadDataStatement("stream", qualifiedName(), quotedColumns(), hexColumns(), false);
    }

    public List<String> quotedColumns() {
        return spec.columns().stream().map(c -> dialect.quote(c.name())).toList();
    }

    /** The quoted names of the binary columns, which CSV carries as hex. */
    public Set<String> hexColumns() {
        return spec.columns().stream().filter(c -> c.type().isBinary()).map(c -> dialect.quote(c.name()))
                .collect(java.util.stream.Collectors.toUnmodifiableSet());
    }

    /** {@code INSERT INTO db.t (a, b) VALUES }: the start of every multi-row INSERT a batch sends. */
    public String insertPrefix() {
        return "INSERT INTO " + qualifiedName() + " " + quotedColumnList() + " VALUES ";
    }

    private String quotedColumnList() {
        StringJoiner names = new StringJoiner(", ", "(", ")");
        spec.columns().forEach(c -> names.add(dialect.quote(c.name())));
        return names.toString();
    }

    /** The single-row INSERT with a placeholder per column. */
    public String insertSql() {
        StringJoiner marks = new StringJoiner(", ", "(", ")");
        spec.columns().forEach(c -> marks.add("?"));
        return "INSERT INTO " + qualifiedName() + " " + quotedColumnList() + " VALUES " + marks;
    }

    public boolean databaseExists(Connection c) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT 1 FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = ?")) {
            ps.setString(1, database);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next();
            }
        }
    }

    /** The existing table's columns (name to description), empty when the table does not exist. */
    public Map<String, ExistingColumn> existingColumns(Connection c) throws SQLException {
        Map<String, ExistingColumn> columns = new HashMap<>();
        try (PreparedStatement ps = c.prepareStatement(dialect.columnsQuery())) {
            ps.setString(1, database);
            ps.setString(2, spec.name());
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    long length = rs.getLong(3);
                    columns.put(rs.getString(1).toLowerCase(Locale.ROOT), new ExistingColumn(rs.getString(1),
                            rs.getString(2).toLowerCase(Locale.ROOT), rs.wasNull() ? -1 : length,
                            "YES".equals(rs.getString(4)), rs.getString(5) != null,
                            String.valueOf(rs.getString(6)), String.valueOf(rs.getString(7))));
                }
            }
        }
        return columns;
    }

    /** One column of an existing table, as information_schema describes it. */
    public record ExistingColumn(String name, String dataType, long maxLength, boolean nullable,
            boolean hasDefault, String extra, String key) {

        /**
         * Whether an INSERT that leaves the column out still gives it a value: NULL, a default, AUTO_INCREMENT, a
         * generated column, or MariaDB's system-versioning row start and end.
         */
        public boolean serverFills() {
            String x = extra.toLowerCase(Locale.ROOT);
            return nullable || hasDefault || x.contains("auto_increment") || x.contains("generated")
                    || x.contains("row start") || x.contains("row end");
        }
    }

    /**
     * Refuses a table that cannot take the spec's rows: a missing column, a type too narrow, a required
     * column seedgen would not fill, or a primary key elsewhere than on the id.
     */
    public void checkCompatible(Map<String, ExistingColumn> existing) {
        List<String> problems = new ArrayList<>();
        for (Column c : spec.columns()) {
            ExistingColumn e = existing.get(c.name().toLowerCase(Locale.ROOT));
            if (e == null) {
                problems.add("no column " + c.name());
            } else if (!fits(c.type(), e)) {
                problems.add("column " + c.name() + " is " + e.dataType()
                        + (e.maxLength() > 0 ? "(" + e.maxLength() + ")" : "") + ", needs " + c.type().ddl());
            }
        }
        ExistingColumn id = existing.get(spec.primaryKey().name().toLowerCase(Locale.ROOT));
        if (id != null && !"PRI".equals(id.key())) {
            problems.add("column " + spec.primaryKey().name() + " is not the primary key");
        }
        for (ExistingColumn e : existing.values()) {
            boolean ours = spec.columns().stream().anyMatch(c -> c.name().equalsIgnoreCase(e.name()));
            if (!ours && !e.serverFills()) {
                problems.add("column " + e.name() + " is NOT NULL without a default, and seedgen does not fill it");
            }
        }
        if (!problems.isEmpty()) {
            throw SeedgenException.targetUnusable("table " + database + "." + spec.name()
                    + " does not fit the rows seedgen writes: " + String.join("; ", problems)
                    + ": choose another --table, or drop this one and let seedgen create it", null);
        }
    }

    private static boolean fits(ColumnType type, ExistingColumn e) {
        String t = e.dataType();
        return switch (type.family()) {
            case BIGINT -> t.equals("bigint");
            case VARCHAR, CHAR -> (t.equals("varchar") || t.equals("char") || t.endsWith("text"))
                    && (e.maxLength() < 0 || e.maxLength() >= type.length());
            case DATETIME -> t.equals("datetime") || t.equals("timestamp");
            case BINARY -> t.equals("binary") && e.maxLength() == type.length();
            case OTHER, BYTES -> type.sql().toLowerCase(Locale.ROOT).startsWith(t);
        };
    }

    /** Whether the table holds any row. */
    public boolean isEmpty(Connection c) throws SQLException {
        try (Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("SELECT 1 FROM " + qualifiedName() + " LIMIT 1")) {
            return !rs.next();
        }
    }

    /** The largest id in the table, 0 when empty. */
    public long maxId(Connection c) throws SQLException {
        try (Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("SELECT COALESCE(MAX(" + dialect.quote(spec.primaryKey().name())
                        + "), 0) FROM " + qualifiedName())) {
            rs.next();
            return rs.getLong(1);
        }
    }

    public long count(Connection c) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM " + qualifiedName())) {
            rs.next();
            return rs.getLong(1);
        }
    }

    /**
     * An INSERT that inserts nothing: it needs INSERT and SELECT on the table exactly as a batch does, so a missing
     * privilege shows before the first row instead of at the first batch.
     */
    public String insertNothingSql() {
        StringJoiner names = new StringJoiner(", ", "(", ")");
        StringJoiner values = new StringJoiner(", ");
        for (Column c : spec.columns()) {
            names.add(dialect.quote(c.name()));
            values.add(dialect.quote(c.name()));
        }
        return "INSERT INTO " + qualifiedName() + " " + names + " SELECT " + values + " FROM " + qualifiedName()
                + " WHERE 1 = 0";
    }

    public String truncateSql() {
        return "TRUNCATE TABLE " + qualifiedName();
    }
}
