package seedgen.dialect.postgresql;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import seedgen.dialect.Dialect;
import seedgen.dialect.SqlFailure;
import seedgen.dialect.SqlOutcome;
import seedgen.dialect.TableSql;
import seedgen.error.SeedgenException;
import seedgen.model.ColumnType;

/**
 * PostgreSQL: double-quoted names, a schema per namespace, MySQL's type names in specs mapped to PostgreSQL's (a
 * spec written for MySQL loads unchanged), unique keys as constraints, TRUNCATE of all the tables at once.
 */
public final class Postgres implements Dialect {

    public static final Postgres INSTANCE = new Postgres();

    /** PostgreSQL's form: a VALUES list, each value cast to the column's type. */
    @Override
    public String countBreaking(String column, String type, int n, java.util.List<String> clauses) {
        StringBuilder rows = new StringBuilder();
        for (int i = 0; i < n; i++) {
            rows.append(i == 0 ? "" : ", ").append("(CAST(? AS ").append(type).append("))");
        }
        return "SELECT COUNT(*) FROM (VALUES " + rows + ") AS v (" + column + ") WHERE NOT (" + String.join(") OR "
                + "NOT (", clauses) + ")";
    }

    @Override
    public String namespaceWords(String database, String schema) {
        return "schema " + schema + " of database " + database;
    }

    @Override
    public String namespaceName(String database, String schema) {
        return database + "." + schema;
    }

    @Override
    public String namespaceOptions() {
        return "--schema and --database";
    }

    /** The session ended by the server: admin_shutdown (pg_terminate_backend, a restart), crash_shutdown, cannot_connect_now. */
    private static final java.util.Set<String> SHUTDOWN = java.util.Set.of("57P01", "57P02", "57P03");

    /** By SQLSTATE: PostgreSQL's errors carry no vendor code. */
    @Override
    public SqlFailure failure(SQLException e) {
        String state = String.valueOf(e.getSQLState());
        return new SqlFailure(outcome(state, e), state, text(e));
    }

    private static SqlOutcome outcome(String state, SQLException e) {
        return switch (state) {
            case "40P01" -> SqlOutcome.DEADLOCK;
            case "40001" -> SqlOutcome.SERIALIZATION_FAILURE;
            case "55P03" -> SqlOutcome.LOCK_WAIT;
            default -> state.startsWith("08") || SHUTDOWN.contains(state)
                    || e instanceof java.sql.SQLTransientConnectionException ? SqlOutcome.LOST_CONNECTION
                    : SqlOutcome.FAILED;
        };
    }

    /** NAMEDATALEN - 1: longer names are cut by the server, so two keys could end up with one name. */
    private static final int MAX_NAME = 63;
    /** SQLSTATE undefined_table, invalid_schema_name. */
    private static final Set<String> MISSING = Set.of("42P01", "3F000");
    private static final Pattern TYPE = Pattern.compile(
            "\\s*([A-Za-z][A-Za-z ]*?)\\s*(?:\\(([^)]*)\\))?\\s*(UNSIGNED)?\\s*(ZEROFILL)?\\s*",
            Pattern.CASE_INSENSITIVE);

    private Postgres() {
    }

    @Override
    public String name() {
        return "PostgreSQL";
    }

    @Override
    public String namespaceKind() {
        return "schema";
    }

    @Override
    public String quote(String identifier) {
        if (identifier.indexOf('\0') >= 0) {
            throw SeedgenException.badInput("name '" + identifier.replace("\0", "\\0") + "' contains a NUL character, "
                    + "which PostgreSQL does not allow in names: choose another name");
        }
        if (identifier.getBytes(java.nio.charset.StandardCharsets.UTF_8).length > MAX_NAME) {
            throw SeedgenException.badInput("name '" + identifier + "' is longer than " + MAX_NAME + " bytes, "
                    + "PostgreSQL's limit (it would be cut): choose a shorter name");
        }
        return '"' + identifier.replace("\"", "\"\"") + '"';
    }

    @Override
    public String literal(String text) {
        return "'" + text.replace("'", "''") + "'"; // standard_conforming_strings: a backslash is itself
    }

    @Override
    public int maxNameLength() {
        return MAX_NAME;
    }

    @Override
    public int nameLength(String name) {
        return name.getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
    }

    @Override
    public String columnType(ColumnType type, String table, String column) {
        return switch (type.family()) {
            case BIGINT -> "bigint";
            case VARCHAR -> "varchar(" + type.length() + ")";
            case CHAR -> "char(" + type.length() + ")";
            case DATETIME -> "timestamp(0)";
            case BINARY -> "uuid"; // the only binary values are UUIDs' 16 bytes
            case BYTES -> throw SeedgenException.badInput(table + "." + column + " is " + type.sql() + ", whose "
                    + "bytes seedgen makes in MySQL's layout; PostgreSQL has no such column here: give the column "
                    + "another gen, or load this spec into MySQL or MariaDB");
            case OTHER -> otherType(type.sql(), table, column);
        };
    }

    /** A type a spec names (MySQL's words or PostgreSQL's) as PostgreSQL writes it. */
    static String otherType(String sql, String table, String column) {
        Matcher m = TYPE.matcher(sql);
        if (!m.matches()) {
            return sql; // a PostgreSQL type as written (numeric[], timestamp with time zone, ...)
        }
        String base = m.group(1).toUpperCase(Locale.ROOT).replaceAll("\\s+", " ");
        String args = m.group(2);
        boolean unsigned = m.group(3) != null;
        return switch (base) {
            case "TINYINT", "SMALLINT", "YEAR" -> unsigned ? "integer" : "smallint";
            case "MEDIUMINT" -> "integer";
            case "INT", "INTEGER" -> unsigned ? "bigint" : "integer";
            case "BIGINT" -> unsigned ? "numeric(20)" : "bigint";
            case "DECIMAL", "DEC", "NUMERIC", "FIXED" -> args == null ? "numeric" : "numeric(" + args + ")";
            case "FLOAT" -> "real";
            case "DOUBLE", "DOUBLE PRECISION", "REAL" -> "double precision";
            case "BOOLEAN", "BOOL" -> "boolean";
            case "TINYTEXT", "TEXT", "MEDIUMTEXT", "LONGTEXT" -> "text";
            case "VARCHAR", "CHAR", "CHARACTER", "CHARACTER VARYING" -> sql.toLowerCase(Locale.ROOT);
            case "JSON" -> "jsonb";
            case "DATETIME", "TIMESTAMP" -> args == null ? "timestamp(0)" : "timestamp(" + args + ")";
            case "DATE" -> "date";
            case "TIME" -> args == null ? "time(0)" : "time(" + args + ")";
            case "ENUM" -> "text";
            case "UUID" -> "uuid";
            case "INET4", "INET6" -> "inet";
            case "SET", "BIT", "BINARY", "VARBINARY", "TINYBLOB", "BLOB", "MEDIUMBLOB", "LONGBLOB", "GEOMETRY",
                    "POINT", "LINESTRING", "POLYGON", "MULTIPOINT", "MULTILINESTRING", "MULTIPOLYGON",
                    "GEOMETRYCOLLECTION", "VECTOR" -> throw SeedgenException.badInput(table + "." + column + " has "
                            + "type " + sql + ", which PostgreSQL does not have: give the column a PostgreSQL type "
                            + "(type: in the spec)");
            default -> sql;
        };
    }

    /** The load's INSERT writes keys into an identity column so ({@link InsertWriter}), and so does one row. */
    @Override
    public String insertRow(String qualifiedTable, List<String> quotedColumns) {
        return "INSERT INTO " + qualifiedTable + " (" + String.join(", ", quotedColumns) + ") OVERRIDING SYSTEM VALUE "
                + "VALUES (" + String.join(", ", java.util.Collections.nCopies(quotedColumns.size(), "?")) + ")";
    }

    /** Every value as untyped text, which the server casts to the column's type, as the load's INSERT binds it. */
    @Override
    public void bind(java.sql.PreparedStatement ps, int index, Object v) throws SQLException {
        if (v == null) {
            ps.setNull(index, java.sql.Types.OTHER);
        } else {
            ps.setObject(index, v instanceof seedgen.generate.BinaryUuid u ? new java.util.UUID(u.high(), u.low())
                    .toString() : v.toString(), java.sql.Types.OTHER);
        }
    }

    @Override
    public boolean hasUuidType() {
        return true;
    }

    @Override
    public String tableOptions() {
        return "";
    }

    @Override
    public String uniqueKey(String name, String columns) {
        return "CONSTRAINT " + quote(name) + " UNIQUE " + columns;
    }

    @Override
    public String dropForeignKey(String name) {
        return "DROP CONSTRAINT " + quote(name);
    }

    @Override
    public String dropUniqueKey(String name) {
        return "DROP CONSTRAINT " + quote(name);
    }

    @Override
    public void enterNamespace(Connection c, String namespace) throws SQLException {
        try (Statement st = c.createStatement()) {
            if (!schemaExists(c, namespace)) {
                createSchema(c, st, namespace);
            }
            st.execute("SET search_path TO " + quote(namespace));
        }
    }

    /**
     * CREATE SCHEMA IF NOT EXISTS is not safe against itself: two sessions that make the same schema at the same
     * moment (the partitions of a split run starting together) can both pass the check, and the second's insert into
     * the catalog fails with 23505 on pg_namespace. That session finds the schema there, made by the other: done.
     */
    private void createSchema(Connection c, Statement st, String namespace) throws SQLException {
        java.sql.Savepoint before = c.getAutoCommit() ? null : c.setSavepoint();
        try {
            st.execute("CREATE SCHEMA IF NOT EXISTS " + quote(namespace));
        } catch (SQLException e) {
            if (!"23505".equals(e.getSQLState())) {
                throw e;
            }
            if (before != null) {
                c.rollback(before);
            }
            if (!schemaExists(c, namespace)) {
                throw e;
            }
        }
    }

    private static boolean schemaExists(Connection c, String schema) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT 1 FROM pg_namespace WHERE nspname = ?")) {
            ps.setString(1, schema);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next();
            }
        }
    }

    @Override
    public boolean namespaceExists(Connection c, String namespace) throws SQLException {
        return schemaExists(c, namespace);
    }

    /** Only a schema this run made and left empty: RESTRICT refuses one that holds anything. */
    @Override
    public void dropNamespace(Connection c, String namespace) throws SQLException {
        try (Statement st = c.createStatement()) {
            st.execute("DROP SCHEMA IF EXISTS " + quote(namespace) + " RESTRICT");
        }
    }

    @Override
    public boolean tableExists(Connection c, String namespace, String table) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT 1 FROM pg_class t JOIN pg_namespace n ON n.oid = "
                + "t.relnamespace WHERE n.nspname = ? AND t.relname = ? AND t.relkind IN ('r', 'p')")) {
            ps.setString(1, namespace);
            ps.setString(2, table);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next();
            }
        }
    }

    /** Every index of the table (a unique constraint's index has the constraint's name). */
    @Override
    public Set<String> indexNames(Connection c, String namespace, String table) throws SQLException {
        return Dialect.names(c, "SELECT indexname FROM pg_indexes WHERE schemaname = ? AND tablename = ?", namespace,
                table);
    }

    @Override
    public Set<String> leadingIndexColumns(Connection c, String namespace, String table) throws SQLException {
        return Dialect.names(c, "SELECT a.attname FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid JOIN "
                + "pg_namespace n ON n.oid = t.relnamespace JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = "
                + "i.indkey[0] WHERE n.nspname = ? AND t.relname = ?", namespace, table);
    }

    @Override
    public Set<String> foreignKeyNames(Connection c, String namespace, String table) throws SQLException {
        return Dialect.names(c, "SELECT con.conname FROM pg_constraint con JOIN pg_class t ON t.oid = con.conrelid "
                + "JOIN pg_namespace n ON n.oid = t.relnamespace WHERE con.contype = 'f' AND n.nspname = ? AND "
                + "t.relname = ?", namespace, table);
    }

    /**
     * Every foreign key as declared, a partition's own among them (PostgreSQL before 12 could declare one only there,
     * and a schema may still), without the copies PostgreSQL makes of a partitioned table's key on each partition
     * ({@code conparentid} names their original).
     */
    @Override
    public List<DeclaredForeignKey> declaredForeignKeys(Connection c, String namespace) throws SQLException {
        Map<Long, DeclaredForeignKey> byOid = new java.util.LinkedHashMap<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT con.oid, t.relname, tr.relname, con.conname, "
                + "a.attname, rt.relname, rr.relname, ra.attname FROM pg_constraint con JOIN pg_class t ON t.oid = "
                + "con.conrelid JOIN pg_namespace n ON n.oid = t.relnamespace JOIN pg_class tr ON tr.oid = CASE WHEN "
                + "t.relispartition THEN pg_partition_root(t.oid) ELSE t.oid END JOIN pg_class rt ON rt.oid = "
                + "con.confrelid JOIN pg_namespace rn ON rn.oid = rt.relnamespace JOIN pg_class rr ON rr.oid = CASE "
                + "WHEN rt.relispartition THEN pg_partition_root(rt.oid) ELSE rt.oid END CROSS JOIN LATERAL "
                + "unnest(con.conkey, con.confkey) WITH ORDINALITY AS k(att, ratt, ord) JOIN pg_attribute a ON "
                + "a.attrelid = t.oid AND a.attnum = k.att JOIN pg_attribute ra ON ra.attrelid = rt.oid AND "
                + "ra.attnum = k.ratt WHERE con.contype = 'f' AND con.conparentid = 0 AND n.nspname = ? AND "
                + "rn.nspname = ? ORDER BY t.relname, con.conname, k.ord")) {
            ps.setString(1, namespace);
            ps.setString(2, namespace);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    String table = rs.getString(2);
                    String root = rs.getString(3);
                    String name = rs.getString(4);
                    String ref = rs.getString(6);
                    String refRoot = rs.getString(7);
                    DeclaredForeignKey fk = byOid.computeIfAbsent(rs.getLong(1), k -> new DeclaredForeignKey(table,
                            root, name, ref, refRoot));
                    fk.columns().add(rs.getString(5));
                    fk.refColumns().add(rs.getString(8));
                }
            }
        }
        return List.copyOf(byOid.values());
    }

    /** Each child by INHERITS to its parents in the same schema, partitions aside (they are their table's rows). */
    @Override
    public Map<String, List<String>> inheritance(Connection c, String namespace) throws SQLException {
        Map<String, List<String>> out = new java.util.LinkedHashMap<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT k.relname, p.relname FROM pg_inherits i JOIN pg_class k "
                + "ON k.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent JOIN pg_namespace kn ON kn.oid = "
                + "k.relnamespace JOIN pg_namespace pn ON pn.oid = p.relnamespace WHERE kn.nspname = ? AND "
                + "pn.nspname = ? AND k.relkind = 'r' AND NOT k.relispartition ORDER BY k.relname, i.inhseqno")) {
            ps.setString(1, namespace);
            ps.setString(2, namespace);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.computeIfAbsent(rs.getString(1), k -> new ArrayList<>()).add(rs.getString(2));
                }
            }
        }
        return out;
    }

    /**
     * {@code ONLY table} for a plain table that has (or had) children by INHERITS: its own rows, as its foreign keys
     * see them. A partitioned table holds no row of its own (its partitions' are its rows), and a table without
     * children needs no ONLY.
     */
    @Override
    public String ownRows(Connection c, String namespace, String table) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT t.relkind = 'r' AND t.relhassubclass FROM pg_class t "
                + "JOIN pg_namespace n ON n.oid = t.relnamespace WHERE n.nspname = ? AND t.relname = ?")) {
            ps.setString(1, namespace);
            ps.setString(2, table);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() && rs.getBoolean(1) ? "ONLY " + qualify(namespace, table) : qualify(namespace, table);
            }
        }
    }

    /** Each column of {@code namespace.table} with its type as the server writes it in messages. */
    Map<String, String> columnTypes(Connection c, String namespace, String table) throws SQLException {
        Map<String, String> out = new java.util.LinkedHashMap<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT a.attname, format_type(a.atttypid, a.atttypmod) FROM "
                + "pg_attribute a WHERE a.attrelid = ?::regclass AND a.attnum > 0 AND NOT a.attisdropped ORDER BY "
                + "a.attnum")) {
            ps.setString(1, qualify(namespace, table));
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.put(rs.getString(1), rs.getString(2));
                }
            }
        }
        return out;
    }

    /**
     * One TRUNCATE of all of them: PostgreSQL refuses to empty a referenced table on its own. A parent by INHERITS
     * is emptied of its own rows alone (ONLY), not of its children's, which are emptied only if listed.
     */
    @Override
    public void truncate(Connection c, String namespace, List<String> tables) throws SQLException {
        StringJoiner all = new StringJoiner(", ");
        for (String t : tables) {
            all.add(ownRows(c, namespace, t));
        }
        try (Statement st = c.createStatement()) {
            st.execute("TRUNCATE TABLE " + all);
        }
    }

    /** PostgreSQL has no such switch for a session: a foreign key added is checked as it is added. */
    @Override
    public void withoutForeignKeyChecks(Connection c, SqlAction body) throws SQLException {
        body.run();
    }

    @Override
    public String orphanScanHint(Connection c, String namespace, String table, List<String> columns) {
        return "";
    }

    /**
     * No nested loop: an application's table filled just now still has the statistics of the rows it shipped with (a
     * few, or none), from which the planner takes a nested loop for the anti-join, whose inner side it reads again
     * for every row (Zabbix's items.master_itemid to items.itemid, 40,000 rows: 3.3 s; by a hash join after
     * ANALYZE: under 0.1 s). A hash or merge join reads each side once whatever the statistics say.
     */
    @Override
    public Setting orphanCountSetting() {
        return new Setting("enable_nestloop", "off");
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
        return "SELECT c.column_name, c.data_type, c.character_maximum_length, c.is_nullable, c.column_default, "
                + "CASE WHEN c.is_identity = 'YES' AND c.identity_generation = 'ALWAYS' THEN 'always identity' "
                + "WHEN c.is_identity = 'YES' OR c.column_default LIKE 'nextval(%' THEN 'auto_increment' "
                + "WHEN c.is_generated = 'ALWAYS' THEN 'generated' ELSE '' END, CASE WHEN EXISTS (SELECT 1 FROM "
                + "information_schema.key_column_usage k JOIN information_schema.table_constraints t ON "
                + "t.constraint_schema = k.constraint_schema AND t.constraint_name = k.constraint_name WHERE "
                + "t.constraint_type = 'PRIMARY KEY' AND k.table_schema = c.table_schema AND k.table_name = "
                + "c.table_name AND k.column_name = c.column_name) THEN 'PRI' ELSE '' END FROM "
                + "information_schema.columns c WHERE c.table_schema = ? AND c.table_name = ?";
    }

    /**
     * Each sequence a column of {@code tables} takes its values from (an identity column's, one OWNED BY the column,
     * one its DEFAULT nextval(...) names without owning it, or one it names by text, {@code nextval('t_seq'::text)},
     * which no dependency records) moved past the largest value of every such column: a sequence two tables share
     * goes past both.
     */
    @Override
    public void afterRows(Connection c, String namespace, List<String> tables) throws SQLException {
        // one statement for all the tables, each column's sequences found from the column (its serial, its default's
        // dependency, the name its default gives): a statement per table that tried every sequence of the database
        // against each column took 40 s after a 364-table load (MusicBrainz's), before the summary
        java.sql.Array names = c.createArrayOf("text", tables.toArray());
        Map<String, List<String[]>> found = byTable(c, namespace, names, "SELECT t.relname, a.attname, "
                + "s.oid::regclass::text FROM pg_class t JOIN pg_namespace tn ON tn.oid = t.relnamespace JOIN "
                + "pg_attribute a ON a.attrelid = t.oid AND a.attnum > 0 AND NOT a.attisdropped JOIN pg_type ty ON "
                + "ty.oid = a.atttypid CROSS JOIN "
                + "LATERAL (SELECT pg_get_serial_sequence(format('%I.%I', tn.nspname, t.relname), a.attname)"
                + "::regclass::oid AS seq UNION SELECT dep.refobjid FROM pg_attrdef d JOIN pg_depend dep ON "
                + "dep.classid = 'pg_attrdef'::regclass AND dep.objid = d.oid AND dep.refclassid = "
                + "'pg_class'::regclass WHERE d.adrelid = a.attrelid AND d.adnum = a.attnum "
                // named by text, nextval('t_seq'::text): no dependency records it, the name is in the default
                + "UNION SELECT (CASE WHEN position('.' in m.name) = 0 THEN to_regclass(quote_ident(tn.nspname) || "
                + "'.' || m.name) ELSE to_regclass(m.name) END)::oid FROM pg_attrdef d CROSS JOIN LATERAL (SELECT "
                + "substring(pg_get_expr(d.adbin, d.adrelid) from 'nextval\\(\\(''([^'']+)''::text\\)') AS name) "
                + "m WHERE d.adrelid = a.attrelid AND d.adnum = a.attnum AND m.name IS NOT NULL) cand JOIN pg_class "
                + "s ON s.oid = cand.seq AND s.relkind = 'S' WHERE tn.nspname = ? AND t.relname = ANY (?) AND "
                + "ty.typname IN ('int2', 'int4', 'int8', 'numeric') ORDER BY t.relname, a.attnum");
        Map<String, List<String>> users = new java.util.LinkedHashMap<>();
        for (String table : tables) {
            for (String[] col : found.getOrDefault(table, List.of())) {
                users.computeIfAbsent(col[1], k -> new ArrayList<>()).add("SELECT MAX(" + quote(col[0]) + ") AS m "
                        + "FROM " + qualify(namespace, table));
            }
        }
        // a sequence no column owns or names, named after a table whose one integer key it numbers in the
        // application's code (Spring Batch's batch_job_instance_seq): past that key too
        Map<String, List<String[]>> named = byTable(c, namespace, names, "SELECT t.relname, a.attname, "
                + "s.oid::regclass::text FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND "
                + "a.attnum = i.indkey[0] JOIN pg_type ty ON ty.oid = a.atttypid JOIN pg_class t ON t.oid = "
                + "i.indrelid JOIN pg_namespace tn ON tn.oid = "
                + "t.relnamespace JOIN pg_class s ON s.relkind = 'S' AND s.relnamespace = t.relnamespace AND "
                + "s.relname IN (t.relname || '_seq', t.relname || '_id_seq', 'seq_' || t.relname, t.relname || '_' "
                + "|| a.attname || '_seq') WHERE tn.nspname = ? AND t.relname = ANY (?) AND i.indisprimary AND "
                + "i.indnatts = 1 AND ty.typname IN ('int2', 'int4', 'int8') AND NOT EXISTS (SELECT 1 FROM pg_depend "
                + "d WHERE d.objid = s.oid AND d.classid = 'pg_class'::regclass AND d.refobjsubid > 0 AND d.deptype "
                + "IN ('a', 'i')) ORDER BY t.relname, s.relname");
        for (String table : tables) {
            for (String[] col : named.getOrDefault(table, List.of())) {
                List<String> maxima = users.computeIfAbsent(col[1], k -> new ArrayList<>());
                String max = "SELECT MAX(" + quote(col[0]) + ") AS m FROM " + qualify(namespace, table);
                if (!maxima.contains(max)) {
                    maxima.add(max);
                }
            }
        }
        for (Map.Entry<String, List<String>> e : users.entrySet()) {
            // never below the sequence's own least value (a sequence that starts at 1000)
            try (PreparedStatement ps = c.prepareStatement("SELECT setval(?, GREATEST(COALESCE((SELECT MAX(m) FROM ("
                    + String.join(" UNION ALL ", e.getValue()) + ") x) + 1, s.start_value), s.min_value), false) FROM "
                    + "pg_sequences s WHERE format('%I.%I', s.schemaname, s.sequencename)::regclass = ?::regclass")) {
                ps.setString(1, e.getKey());
                ps.setString(2, e.getKey());
                ps.executeQuery().close();
            }
        }
    }

    /**
     * The rows of {@code sql} (table, column, sequence; its parameters the namespace and the tables' names) by table:
     * each table's columns and their sequences.
     */
    private static Map<String, List<String[]>> byTable(Connection c, String namespace, java.sql.Array tables,
            String sql) throws SQLException {
        Map<String, List<String[]>> out = new java.util.HashMap<>();
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setString(1, namespace);
            ps.setArray(2, tables);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.computeIfAbsent(rs.getString(1), k -> new ArrayList<>()).add(new String[] {rs.getString(2),
                            rs.getString(3)});
                }
            }
        }
        return out;
    }

    @Override
    public String loadScriptHeader(String script) {
        return "-- Run from this directory: psql -v ON_ERROR_STOP=1 -d DATABASE -f " + script
                + "\n\\set ON_ERROR_STOP 1\n";
    }

    /** psql's {@code \\copy} (COPY FROM STDIN of the file), on one line: psql reads it to the end of its line. */
    @Override
    public String loadFile(String file, String table, List<String> quotedColumns, Set<String> hexColumns) {
        return "\\copy " + quote(table) + " (" + String.join(", ", quotedColumns) + ") FROM " + literal(file)
                + " WITH (FORMAT csv, HEADER true, NULL 'NULL')\n";
    }

    /** psql's {@code \\copy} of the file into the table by its bare name, after the table is made. */
    @Override
    public String csvFileHint(String file, boolean toStdout, boolean gzip, String createTable, TableSql table) {
        return "  load it" + (gzip ? ", after gunzip," : "") + " with psql: create the table (seedgen --dry-run "
                + "prints it), then \\copy " + table.spec().name() + " FROM '" + file
                + "' WITH (FORMAT csv, HEADER true)";
    }

    /** SqlEncoder's literals are MySQL's (backslash escapes): --out refuses an SQL file for PostgreSQL before this. */
    @Override
    public String sqlFilePrologue() {
        throw noSqlFile();
    }

    @Override
    public String sqlFileEpilogue() {
        throw noSqlFile();
    }

    private static SeedgenException noSqlFile() {
        return SeedgenException.badInput("an SQL file for PostgreSQL is not written yet: write CSV (--format csv), "
                + "which psql's \\copy loads");
    }

    @Override
    public boolean isMissingTable(SQLException e) {
        return MISSING.contains(e.getSQLState());
    }

    /** PostgreSQL makes no index for a foreign key: {@link #createIndex} makes it. */
    @Override
    public String foreignKeyIndex(String name, String columns) {
        return null;
    }

    @Override
    public String createIndex(String qualifiedTable, String name, String columns) {
        return "CREATE INDEX " + quote(name) + " ON " + qualifiedTable + " " + columns;
    }

    @Override
    public String dropIndex(String namespace, String name) {
        return "DROP INDEX " + (namespace == null ? quote(name) : qualify(namespace, name));
    }

    /** A session advisory lock, tried every 100 ms: a waiting pg_advisory_lock would outlast any timeout. */
    @Override
    public boolean lockSetup(Connection c, String namespace, String dataset, int seconds) throws SQLException {
        return advisoryLock(c, setupKey(c, namespace, dataset), seconds);
    }

    @Override
    public boolean lockBookkeeping(Connection c, String namespace, int seconds) throws SQLException {
        return advisoryLock(c, bookkeepingKey(c, namespace), seconds);
    }

    @Override
    public void unlockBookkeeping(Connection c, String namespace) throws SQLException {
        try (java.sql.PreparedStatement ps = c.prepareStatement("SELECT pg_advisory_unlock(?)")) {
            ps.setLong(1, bookkeepingKey(c, namespace));
            ps.execute();
        }
    }

    private static long bookkeepingKey(Connection c, String namespace) throws SQLException {
        return PgRunLock.key(c.getCatalog() + "\0" + namespace + "\0(bookkeeping)");
    }

    @Override
    public String nameColumnType() {
        return "varchar(64)";
    }

    @Override
    public boolean primaryKeyAfterRows() {
        return true;
    }

    /** PostgreSQL's own name for a primary key made without one: the table's, cut to fit, and "_pkey". */
    @Override
    public String primaryKeyName(String table) {
        String name = table;
        while (nameLength(name + "_pkey") > MAX_NAME) {
            name = name.substring(0, name.length() - 1);
        }
        return name + "_pkey";
    }

    @Override
    public boolean validatesAddedForeignKeys() {
        return true;
    }

    /**
     * ADD CONSTRAINT takes SHARE ROW EXCLUSIVE on both tables, which two such statements cannot hold at once: added NOT
     * VALID it holds them for a moment, and VALIDATE CONSTRAINT (SHARE UPDATE EXCLUSIVE on the table, ROW SHARE on its
     * parent) checks the rows of several tables at the same time.
     */
    @Override
    public String addedUnchecked() {
        return " NOT VALID";
    }

    @Override
    public String validateForeignKey(String qualifiedTable, String name) {
        return "ALTER TABLE " + qualifiedTable + " VALIDATE CONSTRAINT " + quote(name);
    }

    /**
     * The families seedgen's own DDL makes, read as the catalog names them; any other type is taken as the spec gives
     * it (a spec for an application's schema names its types itself).
     */
    @Override
    public boolean columnFits(ColumnType type, seedgen.dialect.TableSql.ExistingColumn e) {
        String t = e.dataType();
        return switch (type.family()) {
            case BIGINT -> t.equals("bigint");
            case VARCHAR, CHAR -> (t.equals("character varying") || t.equals("character") || t.equals("text"))
                    && (e.maxLength() < 0 || e.maxLength() >= type.length());
            case DATETIME -> t.startsWith("timestamp");
            case BINARY -> t.equals("uuid") || t.equals("bytea");
            case OTHER, BYTES -> true;
        };
    }

    @Override
    public String text(SQLException e) {
        return PgErrors.serverText(e);
    }

    /** As a batch writes it: an identity column GENERATED ALWAYS is written too (OVERRIDING SYSTEM VALUE). */
    @Override
    public String insertNothing(String table, String columns) {
        return "INSERT INTO " + table + " (" + columns + ") OVERRIDING SYSTEM VALUE SELECT " + columns + " FROM "
                + table + " WHERE false";
    }

    /** A temporary table lives in the session's own schema, pg_temp, whatever the search path. */
    @Override
    public String createTemporary(String createTable) {
        return createTable.replaceFirst("^CREATE TABLE ", "CREATE TEMPORARY TABLE ");
    }

    @Override
    public String temporaryTable(String namespace, String name) {
        return "pg_temp." + quote(name);
    }

    @Override
    public String dropTemporaryTable(String qualified) {
        return "DROP TABLE IF EXISTS " + qualified;
    }

    /** A timestamp without time zone is read as UTC by EXTRACT(EPOCH ...); a date as its midnight. */
    @Override
    public String epochSeconds(String quotedColumn) {
        return "EXTRACT(EPOCH FROM " + quotedColumn + ")";
    }

    /**
     * A partitioned table's size is its partitions' together; a plain table's its own (pg_partition_tree lists
     * nothing for a table that is neither partitioned nor a partition).
     */
    @Override
    public long tableBytes(Connection c, String namespace, String table) throws SQLException {
        return Dialect.number(c, "SELECT CASE WHEN t.relkind = 'p' THEN (SELECT SUM(pg_total_relation_size(r.relid)) "
                + "FROM pg_partition_tree(t.oid) r) ELSE pg_total_relation_size(t.oid) END FROM pg_class t "
                + "WHERE t.oid = format('%I.%I', ?::text, ?::text)::regclass", namespace, table, -1);
    }

    @Override
    public String asText(String quotedColumn) {
        return quotedColumn + "::text";
    }

    /** Session advisory lock {@code key}, tried every 100 ms for up to {@code seconds}. */
    private static boolean advisoryLock(Connection c, long key, int seconds) throws SQLException {
        long until = System.nanoTime() + seconds * 1_000_000_000L;
        try (java.sql.PreparedStatement ps = c.prepareStatement("SELECT pg_try_advisory_lock(?)")) {
            ps.setLong(1, key);
            while (true) {
                try (java.sql.ResultSet rs = ps.executeQuery()) {
                    if (rs.next() && rs.getBoolean(1)) {
                        return true;
                    }
                }
                if (System.nanoTime() > until) {
                    return false;
                }
                try {
                    Thread.sleep(100);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return false;
                }
            }
        }
    }

    @Override
    public void unlockSetup(Connection c, String namespace, String dataset) throws SQLException {
        try (java.sql.PreparedStatement ps = c.prepareStatement("SELECT pg_advisory_unlock(?)")) {
            ps.setLong(1, setupKey(c, namespace, dataset));
            ps.execute();
        }
    }

    private static long setupKey(Connection c, String namespace, String dataset) throws SQLException {
        return PgRunLock.key(c.getCatalog() + "\0" + namespace + "\0(setup of dataset) " + dataset);
    }
}
