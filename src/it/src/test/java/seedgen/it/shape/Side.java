package seedgen.it.shape;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * One side of a comparison: a connection and the database (MySQL, MariaDB) or schema (PostgreSQL) its tables are
 * in. Names are read from the metadata and quoted with the connection's own quote string, so a PostgreSQL name that
 * was folded to lower case, or kept in camelCase by quotes, is written as the server holds it.
 */
public final class Side {

    private final Connection connection;
    private final String namespace;
    private final boolean postgresql;
    private final String quote;
    private final Map<String, Map<String, String>> columns = new java.util.HashMap<>();

    /** {@code namespace}: the database on MySQL and MariaDB, the schema on PostgreSQL. */
    public Side(Connection connection, String namespace) throws SQLException {
        this.connection = connection;
        this.namespace = namespace;
        DatabaseMetaData md = connection.getMetaData();
        this.postgresql = md.getDatabaseProductName().toLowerCase(Locale.ROOT).contains("postgres");
        String q = md.getIdentifierQuoteString();
        this.quote = q == null || q.isBlank() ? "\"" : q.strip();
    }

    /** The connection's own database (MySQL, MariaDB) or current schema (PostgreSQL). */
    public static Side of(Connection connection) throws SQLException {
        boolean pg = connection.getMetaData().getDatabaseProductName().toLowerCase(Locale.ROOT).contains("postgres");
        return new Side(connection, pg ? connection.getSchema() : connection.getCatalog());
    }

    public boolean postgresql() {
        return postgresql;
    }

    public Connection connection() {
        return connection;
    }

    public String quote(String identifier) {
        return quote + identifier.replace(quote, quote + quote) + quote;
    }

    /** A table's name, qualified by this side's database or schema. */
    public String table(String table) {
        return quote(namespace) + "." + quote(table);
    }

    private String catalog() {
        return postgresql ? null : namespace;
    }

    private String schema() {
        return postgresql ? namespace : null;
    }

    /** A table's name as a metadata pattern that matches it alone ("order_items" must not match "orderXitems"). */
    private String pattern(String table) throws SQLException {
        String escape = connection.getMetaData().getSearchStringEscape();
        return escape == null || escape.isEmpty() ? table
                : table.replace(escape, escape + escape).replace("_", escape + "_").replace("%", escape + "%");
    }

    /** The exact names of this side's tables, by their names in any case. */
    public Map<String, String> tableNames() throws SQLException {
        Map<String, String> names = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        try (ResultSet rs = connection.getMetaData().getTables(catalog(), schema(), "%", new String[] {"TABLE"})) {
            while (rs.next()) {
                names.put(rs.getString("TABLE_NAME"), rs.getString("TABLE_NAME"));
            }
        }
        return names;
    }

    /** The table's columns in order, its primary key, its unique keys and its foreign keys (composite ones whole). */
    public Schema.Table read(String table) throws SQLException {
        DatabaseMetaData md = connection.getMetaData();
        List<Schema.Column> columns = new ArrayList<>();
        try (ResultSet rs = md.getColumns(catalog(), schema(), pattern(table), "%")) {
            while (rs.next()) {
                columns.add(new Schema.Column(rs.getString("COLUMN_NAME"),
                        Schema.sortOf(rs.getInt("DATA_TYPE"), rs.getString("TYPE_NAME")), rs.getString("TYPE_NAME")));
            }
        }
        if (columns.isEmpty()) {
            throw new IllegalArgumentException("no table " + table + " in " + namespace);
        }
        TreeMap<Short, String> pk = new TreeMap<>();
        try (ResultSet rs = md.getPrimaryKeys(catalog(), schema(), table)) {
            while (rs.next()) {
                pk.put(rs.getShort("KEY_SEQ"), rs.getString("COLUMN_NAME"));
            }
        }
        Map<String, TreeMap<Short, String>> unique = new LinkedHashMap<>();
        try (ResultSet rs = md.getIndexInfo(catalog(), schema(), table, true, false)) {
            while (rs.next()) {
                if (rs.getString("INDEX_NAME") != null && rs.getString("COLUMN_NAME") != null
                        && !rs.getBoolean("NON_UNIQUE")) {
                    unique.computeIfAbsent(rs.getString("INDEX_NAME"), k -> new TreeMap<>())
                            .put(rs.getShort("ORDINAL_POSITION"), rs.getString("COLUMN_NAME"));
                }
            }
        }
        List<List<String>> uniqueKeys = new ArrayList<>();
        for (TreeMap<Short, String> k : unique.values()) {
            List<String> cols = List.copyOf(k.values());
            if (!cols.equals(List.copyOf(pk.values())) && !uniqueKeys.contains(cols)) {
                uniqueKeys.add(cols);
            }
        }
        return new Schema.Table(table, columns, List.copyOf(pk.values()), uniqueKeys, foreignKeys(table));
    }

    private List<Schema.ForeignKey> foreignKeys(String table) throws SQLException {
        // grouped by the key's name and its parent, each in KEY_SEQ order
        Map<String, TreeMap<Short, String[]>> keys = new LinkedHashMap<>();
        try (ResultSet rs = connection.getMetaData().getImportedKeys(catalog(), schema(), table)) {
            while (rs.next()) {
                String name = rs.getString("FK_NAME") + "\u0000" + rs.getString("PKTABLE_NAME");
                keys.computeIfAbsent(name, k -> new TreeMap<>()).put(rs.getShort("KEY_SEQ"), new String[] {
                    rs.getString("FKCOLUMN_NAME"), rs.getString("PKTABLE_NAME"), rs.getString("PKCOLUMN_NAME")});
            }
        }
        List<Schema.ForeignKey> out = new ArrayList<>();
        for (Map.Entry<String, TreeMap<Short, String[]>> k : keys.entrySet()) {
            List<String> cols = new ArrayList<>();
            List<String> parentCols = new ArrayList<>();
            String parent = null;
            for (String[] c : k.getValue().values()) {
                cols.add(c[0]);
                parent = c[1];
                parentCols.add(c[2]);
            }
            out.add(new Schema.ForeignKey(k.getKey().substring(0, k.getKey().indexOf('\u0000')), table,
                    List.copyOf(cols), parent, List.copyOf(parentCols)));
        }
        return out;
    }

    /** A column's exact name in this side's {@code table}, by its name in any case. */
    public String column(String table, String name) throws SQLException {
        Map<String, String> names = columns.get(table);
        if (names == null) {
            names = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
            try (ResultSet rs = connection.getMetaData().getColumns(catalog(), schema(), pattern(table), "%")) {
                while (rs.next()) {
                    names.put(rs.getString("COLUMN_NAME"), rs.getString("COLUMN_NAME"));
                }
            }
            columns.put(table, names);
        }
        String exact = names.get(name);
        if (exact == null) {
            throw new IllegalArgumentException("no column " + name + " in " + table + " of the " + this);
        }
        return exact;
    }

    /** What is done with each row of {@link #stream}. */
    public interface RowReader {
        void read(ResultSet row) throws SQLException;
    }

    /** Every row of a query, read as the server sends them rather than held all at once. */
    public void stream(String sql, RowReader reader) throws SQLException {
        boolean auto = connection.getAutoCommit();
        // PostgreSQL's driver fetches in batches only inside a transaction; MySQL's streams at Integer.MIN_VALUE
        if (postgresql && auto) {
            connection.setAutoCommit(false);
        }
        try (Statement st = connection.createStatement(ResultSet.TYPE_FORWARD_ONLY, ResultSet.CONCUR_READ_ONLY)) {
            st.setFetchSize(postgresql ? 10_000 : Integer.MIN_VALUE);
            try (ResultSet rs = st.executeQuery(sql)) {
                while (rs.next()) {
                    reader.read(rs);
                }
            }
        } finally {
            if (postgresql && auto) {
                connection.setAutoCommit(true);
            }
        }
    }

    /** The first row's numbers of a query, as doubles (NULL as NaN). */
    public double[] numbers(String sql) throws SQLException {
        try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            if (!rs.next()) {
                throw new IllegalStateException("no row from " + sql);
            }
            int n = rs.getMetaData().getColumnCount();
            double[] out = new double[n];
            for (int i = 0; i < n; i++) {
                out[i] = rs.getDouble(i + 1);
                if (rs.wasNull()) {
                    out[i] = Double.NaN;
                }
            }
            return out;
        }
    }

    /** Rows of a query whose first column is a text (NULL as null) and second a count, in the server's order. */
    public LinkedHashMap<String, Long> counts(String sql) throws SQLException {
        LinkedHashMap<String, Long> out = new LinkedHashMap<>();
        try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            while (rs.next()) {
                out.merge(rs.getString(1), rs.getLong(2), Long::sum);
            }
        }
        return out;
    }

    @Override
    public String toString() {
        return (postgresql ? "PostgreSQL schema " : "database ") + namespace;
    }
}
