package seedgen.load;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import seedgen.dialect.Dialect;
import seedgen.spec.Dataset;

/** The check after a load: rows whose foreign key has no parent row, per constraint, counted by LEFT JOIN. */
public final class OrphanCount {

    private OrphanCount() {
    }

    /** Rows whose foreign key has no parent row, per constraint, counted by LEFT JOIN on a server of {@code sql}. */
    public static Map<String, Long> orphans(Connection c, Dataset dataset, String database, Dialect sql)
            throws SQLException {
        Map<String, Long> out = new LinkedHashMap<>();
        for (Dataset.Table t : dataset.tables()) {
            for (Dataset.ForeignKey fk : t.foreignKeys()) {
                out.put(DatasetDdl.fkName(t.name(), fk, sql), orphanCount(c, database, t.name(), fk.columns(),
                        fk.refTable(), fk.refColumns(), sql));
            }
        }
        return out;
    }

    /**
     * Rows that break a foreign key of the schema's catalog, per key ({@code table.name}): every key declared in it,
     * a partition's own among them, whether or not the load wrote its table (a table left out still refers to the
     * rows the load replaced).
     */
    public static Map<String, Long> declaredOrphans(Connection c, Dataset dataset, String database, Dialect sql)
            throws SQLException {
        Map<String, Long> out = new LinkedHashMap<>();
        java.util.Set<List<Object>> declared = new java.util.HashSet<>();
        for (Dialect.DeclaredForeignKey fk : sql.declaredForeignKeys(c, database)) {
            out.put(fk.table() + "." + fk.name(), orphanCount(c, database, fk.table(), fk.columns(), fk.refTable(),
                    fk.refColumns(), sql));
            declared.add(List.of(fk.root(), fk.columns(), fk.refRoot(), fk.refColumns()));
        }
        // and the references the spec makes that the schema does not declare (an employee reached through a
        // salary's row): those rows must find their parent too
        for (Dataset.Table t : dataset.tables()) {
            for (Dataset.ForeignKey fk : t.foreignKeys()) {
                if (!declared.contains(List.of(t.name(), fk.columns(), fk.refTable(), fk.refColumns()))) {
                    out.put(DatasetDdl.fkName(t.name(), fk, sql), orphanCount(c, database, t.name(), fk.columns(),
                            fk.refTable(), fk.refColumns(), sql));
                }
            }
        }
        return out;
    }

    /**
     * Rows of {@code table} whose {@code columns}, none NULL (a key with a NULL member refers to nothing, as the
     * servers' MATCH SIMPLE has it), find no row of {@code refTable}.
     */
    static long orphanCount(Connection c, String database, String table, List<String> columns,
            String refTable, List<String> refColumns, Dialect sql) throws SQLException {
        StringJoiner on = new StringJoiner(" AND ");
        StringJoiner present = new StringJoiner(" AND ");
        for (int i = 0; i < columns.size(); i++) {
            on.add("c." + sql.quote(columns.get(i)) + " = p." + sql.quote(refColumns.get(i)));
            present.add("c." + sql.quote(columns.get(i)) + " IS NOT NULL");
        }
        String query = "SELECT COUNT(*) FROM " + sql.qualify(database, table) + " c"
                + sql.orphanScanHint(c, database, table, columns) + " LEFT JOIN " + sql.qualify(database, refTable)
                + " p ON " + on + " WHERE " + present + " AND p." + sql.quote(refColumns.get(0)) + " IS NULL";
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(query)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
