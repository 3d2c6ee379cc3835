package seedgen.fromdb;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The base tables of one database as the server's catalog (information_schema) describes them: columns with their
 * full types, the primary key, unique keys, foreign keys within the database, and whether a trigger writes the table.
 * Views, routines and events are not read.
 */
public record Catalog(String database, List<Table> tables, List<String> excluded) {

    public Catalog(String database, List<Table> tables) {
        this(database, tables, List.of());
    }

    /**
     * Without the tables {@code names} (--exclude-tables), each of which must be one; a table that refers to one of
     * them is then left out of a fill too, where a --tables list that forgets a parent is refused.
     */
    public Catalog without(List<String> names) {
        if (names == null || names.isEmpty()) {
            return this;
        }
        List<String> excluded = new ArrayList<>();
        for (String n : names) {
            Table t = table(n);
            if (t == null) {
                throw seedgen.error.SeedgenException.badInput("--exclude-tables names " + n + ", which is not a base table "
                        + "of " + database + " (or is not among --tables): check the name");
            }
            excluded.add(t.name());
        }
        return new Catalog(database, tables.stream().filter(t -> !excluded.contains(t.name())).toList(),
                List.copyOf(excluded));
    }

    /**
     * One column; {@code type} is the server's full column type, such as {@code int(10) unsigned}; {@code length}
     * its most characters (or bytes), or the prefix a unique key holds it by when that is shorter; {@code srid} the
     * spatial reference system a MySQL 8 geometry column is restricted to, or null.
     */
    public record Column(String name, String dataType, String type, boolean nullable, Long length, Long precision,
            Long scale, boolean autoIncrement, boolean generated, boolean json, Long srid) {
    }

    /** A foreign key: {@code columns} of this table refer to {@code refColumns} of {@code refTable}. */
    public record ForeignKey(String name, List<String> columns, String refTable, List<String> refColumns) {
    }

    /**
     * {@code checks}: the clauses of the table's CHECK constraints, MariaDB's JSON checks left out; {@code defaulted}:
     * the columns with a DEFAULT of their own, which the server fills when a row leaves them out.
     */
    public record Table(String name, List<Column> columns, List<String> primaryKey, List<List<String>> unique,
            List<ForeignKey> foreignKeys, boolean writtenByTrigger, List<String> checks, java.util.Set<String> defaulted) {

        public Table(String name, List<Column> columns, List<String> primaryKey, List<List<String>> unique,
                List<ForeignKey> foreignKeys, boolean writtenByTrigger) {
            this(name, columns, primaryKey, unique, foreignKeys, writtenByTrigger, List.of());
        }

        public Table(String name, List<Column> columns, List<String> primaryKey, List<List<String>> unique,
                List<ForeignKey> foreignKeys, boolean writtenByTrigger, List<String> checks) {
            this(name, columns, primaryKey, unique, foreignKeys, writtenByTrigger, checks, java.util.Set.of());
        }

        /** Whether the server fills the column when a row leaves it out: NULL, or its DEFAULT. */
        public boolean serverFills(Column c) {
            return c.nullable() || c.autoIncrement() || defaulted.stream().anyMatch(c.name()::equalsIgnoreCase);
        }

        /** Whether the column is in the primary key or a unique key. */
        public boolean inKey(String column) {
            return primaryKey.stream().anyMatch(column::equalsIgnoreCase)
                    || unique.stream().anyMatch(u -> u.stream().anyMatch(column::equalsIgnoreCase));
        }

        public Column column(String name) {
            return columns.stream().filter(c -> c.name().equalsIgnoreCase(name)).findFirst().orElse(null);
        }

        /** Whether {@code columns}, in any order, are exactly one of the table's unique keys or its primary key. */
        public boolean isKey(List<String> columns) {
            if (sameSet(primaryKey, columns)) {
                return true;
            }
            return unique.stream().anyMatch(u -> sameSet(u, columns));
        }

        private static boolean sameSet(List<String> a, List<String> b) {
            return a.size() == b.size() && a.stream().allMatch(x -> b.stream().anyMatch(x::equalsIgnoreCase));
        }
    }

    public Table table(String name) {
        return tables.stream().filter(t -> t.name().equalsIgnoreCase(name)).findFirst().orElse(null);
    }

    private static final List<String> BOOKKEEPING = List.of(seedgen.runs.DatasetRuns.TABLE,
            seedgen.runs.ProgressTable.RUNS, seedgen.runs.ProgressTable.PROGRESS);

    /** Reads {@code database}'s base tables, or only those named in {@code only} (every name must exist). */
    public static Catalog read(Connection c, String database, List<String> only) throws SQLException {
        List<String> names = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT TABLE_NAME FROM information_schema.TABLES "
                + "WHERE TABLE_SCHEMA = ? AND TABLE_TYPE IN ('BASE TABLE', 'SYSTEM VERSIONED') "
                + "ORDER BY TABLE_NAME")) {
            ps.setString(1, database);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    names.add(rs.getString(1));
                }
            }
        }
        names = chosen(names, only, database, true);
        Map<String, List<String>> checks = checks(c, database);
        java.util.Set<String> json = new java.util.HashSet<>();
        checks.forEach((table, clauses) -> clauses.removeIf(clause -> {
            java.util.regex.Matcher m = JSON_VALID.matcher(clause);
            return m.matches() && json.add(table + "." + m.group(1));
        }));
        Map<String, List<Column>> columns = columns(c, database, json, srids(c, database), prefixes(c, database));
        Map<String, Map<String, List<String>>> indexes = uniqueIndexes(c, database);
        Map<String, List<ForeignKey>> fks = foreignKeys(c, database);
        return of(database, names, columns, indexes, fks, triggered(c, database), checks, defaulted(c,
                "SELECT TABLE_NAME, COLUMN_NAME FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = ? AND "
                        + "COLUMN_DEFAULT IS NOT NULL AND COLUMN_DEFAULT <> 'NULL'", database));
    }

    /**
     * {@code names} without seedgen's own bookkeeping (a run being filled or resumed records itself there; it is not
     * the application's), or only those {@code only} names, each of which must be one ({@code where} names the
     * database or schema; {@code ignoreCase} as the server compares names).
     */
    public static List<String> chosen(List<String> names, List<String> only, String where, boolean ignoreCase) {
        List<String> all = new ArrayList<>(names);
        all.removeIf(n -> BOOKKEEPING.stream().anyMatch(n::equalsIgnoreCase));
        if (only == null || only.isEmpty()) {
            return all;
        }
        List<String> chosen = new ArrayList<>();
        for (String o : only) {
            chosen.add(all.stream().filter(n -> ignoreCase ? n.equalsIgnoreCase(o) : n.equals(o)).findFirst()
                    .orElseThrow(() -> seedgen.error.SeedgenException.badInput("--tables names " + o + ", which is not a "
                            + "base table of " + where + ": check the name (views are not filled)")));
        }
        return chosen;
    }

    /**
     * The catalog of {@code names}: per table its columns, its unique indexes by name (the primary key as PRIMARY),
     * foreign keys, whether a trigger writes it, and its CHECK clauses.
     */
    public static Catalog of(String namespace, List<String> names, Map<String, List<Column>> columns,
            Map<String, Map<String, List<String>>> indexes, Map<String, List<ForeignKey>> fks,
            java.util.Set<String> triggered, Map<String, List<String>> checks,
            Map<String, java.util.Set<String>> defaulted) {
        List<Table> tables = new ArrayList<>();
        for (String n : names) {
            Map<String, List<String>> keys = indexes.getOrDefault(n, Map.of());
            List<String> pk = keys.getOrDefault("PRIMARY", List.of());
            List<List<String>> unique = keys.entrySet().stream().filter(e -> !e.getKey().equals("PRIMARY"))
                    .map(Map.Entry::getValue).toList();
            tables.add(new Table(n, columns.getOrDefault(n, List.of()), pk, unique, fks.getOrDefault(n, List.of()),
                    triggered.contains(n), List.copyOf(checks.getOrDefault(n, List.of())),
                    java.util.Set.copyOf(defaulted.getOrDefault(n, java.util.Set.of()))));
        }
        return new Catalog(namespace, tables);
    }

    /** Per table, its columns that have a DEFAULT: {@code query}'s rows (table, column), one parameter. */
    public static Map<String, java.util.Set<String>> defaulted(Connection c, String query, String namespace)
            throws SQLException {
        Map<String, java.util.Set<String>> out = new java.util.HashMap<>();
        try (PreparedStatement ps = c.prepareStatement(query)) {
            ps.setString(1, namespace);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.computeIfAbsent(rs.getString(1), k -> new java.util.TreeSet<>()).add(rs.getString(2));
                }
            }
        }
        return out;
    }

    /** Foreign keys gathered column by column (table, then name, to key) as the tables' lists. */
    public static Map<String, List<ForeignKey>> frozen(Map<String, Map<String, ForeignKey>> byName) {
        Map<String, List<ForeignKey>> out = new LinkedHashMap<>();
        byName.forEach((t, m) -> out.put(t, m.values().stream().map(f -> new ForeignKey(f.name(),
                List.copyOf(f.columns()), f.refTable(), List.copyOf(f.refColumns()))).toList()));
        return out;
    }

    private static Map<String, List<Column>> columns(Connection c, String database, java.util.Set<String> json,
            Map<String, Long> srids, Map<String, Long> prefixes) throws SQLException {
        Map<String, List<Column>> out = new LinkedHashMap<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT TABLE_NAME, COLUMN_NAME, DATA_TYPE, COLUMN_TYPE, "
                + "IS_NULLABLE, CHARACTER_MAXIMUM_LENGTH, NUMERIC_PRECISION, NUMERIC_SCALE, EXTRA "
                + "FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = ? ORDER BY TABLE_NAME, ORDINAL_POSITION")) {
            ps.setString(1, database);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    String extra = rs.getString(9) == null ? "" : rs.getString(9).toLowerCase(Locale.ROOT);
                    Long length = (Long) rs.getObject(6, Long.class);
                    Long prefix = prefixes.get(rs.getString(1) + "." + rs.getString(2));
                    out.computeIfAbsent(rs.getString(1), k -> new ArrayList<>()).add(new Column(rs.getString(2),
                            rs.getString(3).toLowerCase(Locale.ROOT), rs.getString(4),
                            "YES".equals(rs.getString(5)), prefix != null && (length == null || prefix < length)
                                    ? prefix : length,
                            (Long) rs.getObject(7, Long.class), (Long) rs.getObject(8, Long.class),
                            extra.contains("auto_increment"), extra.contains("generated")
                                    && !extra.contains("default_generated") || extra.contains("row start")
                                    || extra.contains("row end"), // MariaDB's system versioning fills these
                            json.contains(rs.getString(1) + "." + rs.getString(2)),
                            srids.get(rs.getString(1) + "." + rs.getString(2))));
                }
            }
        }
        return out;
    }

    /** Per table, each unique index (PRIMARY among them) by name, its columns in order. Prefix indexes included. */
    private static Map<String, Map<String, List<String>>> uniqueIndexes(Connection c, String database)
            throws SQLException {
        Map<String, Map<String, List<String>>> out = new LinkedHashMap<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT TABLE_NAME, INDEX_NAME, COLUMN_NAME "
                + "FROM information_schema.STATISTICS WHERE TABLE_SCHEMA = ? AND NON_UNIQUE = 0 "
                + "ORDER BY TABLE_NAME, INDEX_NAME, SEQ_IN_INDEX")) {
            ps.setString(1, database);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.computeIfAbsent(rs.getString(1), k -> new TreeMap<>())
                            .computeIfAbsent(rs.getString(2), k -> new ArrayList<>()).add(rs.getString(3));
                }
            }
        }
        return out;
    }

    private static Map<String, List<ForeignKey>> foreignKeys(Connection c, String database) throws SQLException {
        Map<String, List<ForeignKey>> out = new LinkedHashMap<>();
        for (seedgen.dialect.Dialect.DeclaredForeignKey d : seedgen.dialect.mysql.MySql.INSTANCE
                .declaredForeignKeys(c, database)) {
            out.computeIfAbsent(d.table(), k -> new ArrayList<>()).add(new ForeignKey(d.name(),
                    List.copyOf(d.columns()), d.refTable(), List.copyOf(d.refColumns())));
        }
        return out;
    }

    /**
     * TABLE.COLUMN to the shortest prefix (STATISTICS.SUB_PART) a unique key holds the column by: its values must
     * differ within that many characters or bytes, so the column is read as that long.
     */
    private static Map<String, Long> prefixes(Connection c, String database) throws SQLException {
        Map<String, Long> out = new java.util.HashMap<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT TABLE_NAME, COLUMN_NAME, MIN(SUB_PART) FROM "
                + "information_schema.STATISTICS WHERE TABLE_SCHEMA = ? AND NON_UNIQUE = 0 AND SUB_PART IS NOT NULL "
                + "GROUP BY TABLE_NAME, COLUMN_NAME")) {
            ps.setString(1, database);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.put(rs.getString(1) + "." + rs.getString(2), rs.getLong(3));
                }
            }
        }
        return out;
    }

    /** TABLE.COLUMN to the SRID of MySQL 8's geometry columns that name one; MariaDB has no such column. */
    private static Map<String, Long> srids(Connection c, String database) throws SQLException {
        Map<String, Long> out = new java.util.HashMap<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT TABLE_NAME, COLUMN_NAME, SRS_ID FROM "
                + "information_schema.COLUMNS WHERE TABLE_SCHEMA = ? AND SRS_ID IS NOT NULL")) {
            ps.setString(1, database);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.put(rs.getString(1) + "." + rs.getString(2), rs.getLong(3));
                }
            }
        } catch (SQLException e) {
            if (e.getErrorCode() != 1054) { // no SRS_ID column: MariaDB, MySQL before 8.0
                throw e;
            }
        }
        return out;
    }

    /**
     * The clauses of each table's CHECK constraints: MariaDB's CHECK_CONSTRAINTS names the table; MySQL 8.0.16+ names
     * it in TABLE_CONSTRAINTS; MySQL before 8.0.16 has no such table (and enforces no CHECK).
     */
    private static Map<String, List<String>> checks(Connection c, String database) throws SQLException {
        Map<String, List<String>> out = new java.util.HashMap<>();
        String mariadb = "SELECT TABLE_NAME, CHECK_CLAUSE FROM information_schema.CHECK_CONSTRAINTS "
                + "WHERE CONSTRAINT_SCHEMA = ? ORDER BY TABLE_NAME, CONSTRAINT_NAME";
        String mysql = "SELECT t.TABLE_NAME, k.CHECK_CLAUSE FROM information_schema.CHECK_CONSTRAINTS k "
                + "JOIN information_schema.TABLE_CONSTRAINTS t ON t.CONSTRAINT_SCHEMA = k.CONSTRAINT_SCHEMA "
                + "AND t.CONSTRAINT_NAME = k.CONSTRAINT_NAME AND t.CONSTRAINT_TYPE = 'CHECK' "
                + "WHERE k.CONSTRAINT_SCHEMA = ? ORDER BY t.TABLE_NAME, k.CONSTRAINT_NAME";
        for (String sql : List.of(mariadb, mysql)) {
            try (PreparedStatement ps = c.prepareStatement(sql)) {
                ps.setString(1, database);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        out.computeIfAbsent(rs.getString(1), k -> new ArrayList<>()).add(rs.getString(2));
                    }
                }
                return out;
            } catch (SQLException e) {
                if (e.getErrorCode() == 1109) { // no CHECK_CONSTRAINTS: MySQL before 8.0.16
                    return out;
                }
                if (e.getErrorCode() != 1054) { // 1054: no TABLE_NAME column, MySQL's layout
                    throw e;
                }
            }
        }
        return out;
    }

    private static final java.util.regex.Pattern JSON_VALID = java.util.regex.Pattern.compile(
            "(?i)^\\s*\\(?\\s*json_valid\\(`?(\\w+)`?\\)\\s*\\)?\\s*$");

    /** The tables a trigger of {@code database} writes. */
    private static java.util.Set<String> triggered(Connection c, String database) throws SQLException {
        java.util.Set<String> out = new java.util.TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        out.addAll(seedgen.dialect.mysql.Triggers.written(c, database).keySet());
        return out;
    }
}
