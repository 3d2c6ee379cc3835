package seedgen.dialect.mysql;

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
import seedgen.catalog.Catalog.Column;
import seedgen.catalog.Catalog;
import seedgen.catalog.Kind;
import seedgen.connect.Target;
import seedgen.model.ForeignKey;

/** A MySQL or MariaDB database's {@link Catalog}, read from information_schema. */
public final class MySqlCatalog {

    private MySqlCatalog() {
    }

    /** Reads {@code database}'s base tables, or only those named in {@code only} (every name must exist). */
    public static Catalog read(Connection c, Target target, List<String> only) throws SQLException {
        String database = target.database();
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
        names = Catalog.chosen(names, only, database + target.embeddedPlace(), target.embeddedFix(), true);
        Map<String, List<String>> checks = checks(c, database);
        java.util.Set<String> json = new java.util.HashSet<>();
        checks.forEach((table, clauses) -> clauses.removeIf(clause -> {
            java.util.regex.Matcher m = JSON_VALID.matcher(clause);
            return m.matches() && json.add(table + "." + m.group(1));
        }));
        Map<String, List<Column>> columns = columns(c, database, json, srids(c, database), prefixes(c, database));
        Map<String, Map<String, List<String>>> indexes = uniqueIndexes(c, database);
        Map<String, List<ForeignKey>> fks = foreignKeys(c, database);
        return Catalog.of(database, names, columns, indexes, fks, java.util.Set.of(), checks, Catalog.defaulted(c,
                "SELECT TABLE_NAME, COLUMN_NAME FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = ? AND "
                        + "COLUMN_DEFAULT IS NOT NULL AND COLUMN_DEFAULT <> 'NULL'", database), Catalog.said(c,
                "SELECT TABLE_NAME, COLUMN_NAME, CASE WHEN EXTRA LIKE '%DEFAULT_GENERATED%' THEN NULL ELSE "
                        + "COLUMN_DEFAULT END, COLUMN_COMMENT FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = ?",
                database, MySqlCatalog::constant))
                .withTriggers(Triggers.read(c, database));
    }

    private static final java.util.regex.Pattern NUMBER = java.util.regex.Pattern.compile("-?[0-9]+(\\.[0-9]+)?");

    /**
     * A DEFAULT as information_schema prints it, read as a constant's text: MariaDB quotes a string ({@code 'Y'},
     * {@code ''}) and prints an expression as written ({@code current_timestamp()}); MySQL 8 prints a string bare and
     * marks an expression DEFAULT_GENERATED (left out by the query). Null for NULL, an expression, or bits.
     */
    static String constant(String printed) {
        if (printed.equals("NULL")) {
            return null;
        }
        if (printed.length() >= 2 && printed.startsWith("'") && printed.endsWith("'")) {
            return printed.substring(1, printed.length() - 1).replace("''", "'").replace("\\'", "'");
        }
        if (NUMBER.matcher(printed).matches()) {
            return printed;
        }
        if (printed.contains("(") || printed.startsWith("b'") || printed.equalsIgnoreCase("current_timestamp")) {
            return null;
        }
        return printed; // MySQL 8's string, unquoted
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
                    String dataType = rs.getString(3).toLowerCase(Locale.ROOT);
                    out.computeIfAbsent(rs.getString(1), k -> new ArrayList<>()).add(new Column(rs.getString(2),
                            dataType, rs.getString(4),
                            "YES".equals(rs.getString(5)), prefix != null && (length == null || prefix < length)
                                    ? prefix : length,
                            (Long) rs.getObject(7, Long.class), (Long) rs.getObject(8, Long.class),
                            extra.contains("auto_increment"), extra.contains("generated")
                                    && !extra.contains("default_generated") || extra.contains("row start")
                                    || extra.contains("row end"), // MariaDB's system versioning fills these
                            json.contains(rs.getString(1) + "." + rs.getString(2)),
                            srids.get(rs.getString(1) + "." + rs.getString(2)), dataType, kind(dataType)));
                }
            }
        }
        return out;
    }

    /**
     * The kind of a column whose DATA_TYPE is {@code dataType} (lower-case). MariaDB's JSON is a LONGTEXT, so TEXT;
     * MySQL's BOOLEAN a TINYINT, so INTEGER.
     */
    public static Kind kind(String dataType) {
        return switch (dataType) {
            case "tinyint", "smallint", "mediumint", "int", "integer", "bigint" -> Kind.INTEGER;
            case "decimal", "numeric" -> Kind.DECIMAL;
            case "float", "double", "real" -> Kind.FLOAT;
            case "char", "varchar", "tinytext", "text", "mediumtext", "longtext" -> Kind.TEXT;
            case "binary", "varbinary", "tinyblob", "blob", "mediumblob", "longblob" -> Kind.BINARY;
            case "json" -> Kind.JSON;
            case "date" -> Kind.DATE;
            case "datetime", "timestamp" -> Kind.DATETIME;
            case "time" -> Kind.TIME;
            case "year" -> Kind.YEAR;
            case "uuid" -> Kind.UUID;
            case "inet4", "inet6" -> Kind.NETWORK;
            case "bit" -> Kind.BITS;
            case "enum" -> Kind.ENUM;
            case "set" -> Kind.SET;
            case "geometry", "point", "linestring", "polygon", "multipoint", "multilinestring", "multipolygon",
                    "geometrycollection", "geomcollection" -> Kind.SPATIAL;
            default -> Kind.OTHER;
        };
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
                        // the clause's literals as standard SQL reads them (MySQL's backslash escapes spelled out)
                        out.computeIfAbsent(rs.getString(1), k -> new ArrayList<>()).add(
                                seedgen.check.CheckParser.standardLiterals(rs.getString(2)));
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
}
