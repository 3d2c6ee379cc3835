package seedgen.dialect;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import seedgen.model.TableSpec;

/**
 * A table of a spec in a namespace of a server, in that server's words: its quoted names, and what a run asks of the
 * table as it is (its columns as the catalog has them, its largest key, its rows). {@code namespace} null: the bare
 * table name, for a file loaded into any database.
 */
public final class TableSql {

    private final TableSpec spec;
    private final String namespace;
    private final Dialect dialect;

    public TableSql(TableSpec spec, String namespace, Dialect dialect) {
        this.spec = spec;
        this.namespace = namespace;
        this.dialect = dialect;
    }

    public Dialect dialect() {
        return dialect;
    }

    public String namespace() {
        return namespace;
    }

    public TableSpec spec() {
        return spec;
    }

    /** The query counting the table's rows. */
    public String countRows() {
        return "SELECT COUNT(*) FROM " + qualifiedName();
    }

    /**
     * The head of a multi-row INSERT of every column, as a .sql file writes it: {@code INSERT INTO t (a, b) VALUES}
     * and a newline, the rows' tuples to follow.
     */
    public String insertValues() {
        return "INSERT INTO " + qualifiedName() + " (" + String.join(", ", quotedColumns()) + ") VALUES\n";
    }

    /** The statement emptying the table, row by row (in the run's transaction, unlike TRUNCATE). */
    public String deleteAll() {
        return "DELETE FROM " + qualifiedName();
    }

    public String qualifiedName() {
        return namespace == null ? dialect.quote(spec.name()) : dialect.qualify(namespace, spec.name());
    }

    /** The first column: a users-like table's key, which is its row number. */
    public String primaryKeyName() {
        return spec.primaryKey().name();
    }

    public List<String> quotedColumns() {
        return spec.columns().stream().map(c -> dialect.quote(c.name())).toList();
    }

    /** The quoted names of the binary columns, which CSV carries as hex. */
    public Set<String> hexColumns() {
        return spec.columns().stream().filter(c -> c.type().isBinary()).map(c -> dialect.quote(c.name()))
                .collect(java.util.stream.Collectors.toUnmodifiableSet());
    }

    /** The existing table's columns (lower-cased name to description), empty when the table does not exist. */
    public Map<String, ExistingColumn> existingColumns(Connection c) throws SQLException {
        Map<String, ExistingColumn> columns = new HashMap<>();
        try (PreparedStatement ps = c.prepareStatement(dialect.columnsQuery())) {
            ps.setString(1, namespace);
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

    /** One column of an existing table, as the catalog describes it. */
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

    /** The largest value of the first column, 0 when the table is empty. */
    public long maxId(Connection c) throws SQLException {
        try (Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("SELECT COALESCE(MAX(" + dialect.quote(primaryKeyName())
                        + "), 0) FROM " + qualifiedName())) {
            rs.next();
            return rs.getLong(1);
        }
    }

    public long count(Connection c) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM "
                + qualifiedName())) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
