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
import seedgen.model.Dataset;
import seedgen.model.ForeignKey;

/**
 * The check after a load: rows whose foreign key finds no parent row, per constraint. Where the parent's key is an
 * integer that holds every value from its smallest to its largest (the rows count as many as the span: a sequence 1..N)
 * and the child's column is an integer, no orphan is proved by the ends alone: every child value between the parent's
 * smallest and largest key finds its row. That takes the two ends of an index (or one pass over the child) instead of
 * a join, and is no weaker. Anything else is counted by LEFT JOIN, exactly.
 */
public final class OrphanCount {

    private OrphanCount() {
    }

    /** One reference to check: its name, the table whose rows refer, the reference, and its target's primary key. */
    record Check(String name, String table, ForeignKey key, List<String> refKey) {

        List<String> columns() {
            return key.columns();
        }

        String refTable() {
            return key.refTable();
        }

        List<String> refColumns() {
            return key.refColumns();
        }
    }

    /** The checks of every foreign key of the dataset but those in {@code validated} (the server checked them). */
    static List<Check> checks(Dataset dataset, Dialect sql, java.util.Set<String> validated) {
        List<Check> out = new java.util.ArrayList<>();
        for (Dataset.Table t : dataset.tables()) {
            for (ForeignKey fk : t.foreignKeys()) {
                String name = DatasetDdl.fkName(t.name(), fk, sql);
                if (!validated.contains(name)) {
                    out.add(new Check(name, t.name(), fk, dataset.table(fk.refTable()).primaryKey()));
                }
            }
            // a reference whose table another column names holds on the rows that name that table
            for (ForeignKey fk : t.unconstrained()) {
                if (fk.conditional()) {
                    out.add(new Check(DatasetDdl.fkName(t.name(), fk, sql) + " where " + fk.when().column() + " = '"
                            + fk.when().value() + "'", t.name(), fk, dataset.table(fk.refTable()).primaryKey()));
                }
            }
        }
        return out;
    }

    /** Rows whose foreign key has no parent row, per constraint, on a server of {@code sql}. */
    public static Map<String, Long> orphans(Connection c, Dataset dataset, String database, Dialect sql)
            throws SQLException {
        Map<String, Long> out = new LinkedHashMap<>();
        for (Check check : checks(dataset, sql, java.util.Set.of())) {
            out.put(check.name(), count(c, database, check, sql));
        }
        return out;
    }

    /** The orphans of one foreign key: 0 where the ends prove it, else counted. */
    static long count(Connection c, String database, Check check, Dialect sql) throws SQLException {
        if (!check.key().conditional() && provedNone(c, database, check, sql)) {
            return 0;
        }
        return orphanCount(c, database, check.table(), check.columns(), check.refTable(), check.refColumns(), sql,
                check.key().when());
    }

    /**
     * Whether no row of the check's table can be an orphan: one integer column referring to the parent's whole primary
     * key, one integer column, whose values are every integer from the smallest to the largest (as many rows as the
     * span); and the child's values, NULL aside, all within those ends.
     */
    static boolean provedNone(Connection c, String database, Check check, Dialect sql) throws SQLException {
        if (check.columns().size() != 1 || !check.refColumns().equals(check.refKey())) {
            return false;
        }
        String key = sql.quote(check.refColumns().get(0));
        String column = sql.quote(check.columns().get(0));
        // MIN and MAX are asked of integers only: PostgreSQL has no min(uuid), and the ends prove nothing of a text
        if (!integral(c, key, sql.qualify(database, check.refTable()), sql)
                || !integral(c, column, sql.qualify(database, check.table()), sql)) {
            return false;
        }
        // each table's own rows: a parent by inheritance's children hold values the key does not see
        Object[] parent = row(c, sql.countAndRange(sql.ownRows(c, database, check.refTable()), key));
        Object[] child = row(c, sql.range(sql.ownRows(c, database, check.table()), column));
        if (child[0] == null) {
            return true; // every value NULL, or no row: nothing refers to anything
        }
        if (!(parent[1] instanceof Number) || !(child[0] instanceof Number) || !whole(parent[1]) || !whole(child[0])) {
            return false;
        }
        long rows = ((Number) parent[0]).longValue();
        long low = ((Number) parent[1]).longValue();
        long high = ((Number) parent[2]).longValue();
        // a primary key's values are distinct: as many as the span means every value of it
        boolean contiguous = rows > 0 && high - low + 1 == rows;
        return contiguous && ((Number) child[0]).longValue() >= low && ((Number) child[1]).longValue() <= high;
    }

    /** Whether {@code column} of {@code table} is an integer, as the driver types it (no row is read). */
    private static boolean integral(Connection c, String column, String table, Dialect sql) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql.noRow(table, column))) {
            int type = rs.getMetaData().getColumnType(1);
            return type == java.sql.Types.BIGINT || type == java.sql.Types.INTEGER || type == java.sql.Types.SMALLINT
                    || type == java.sql.Types.TINYINT;
        }
    }

    private static boolean whole(Object n) {
        return n instanceof Long || n instanceof Integer || n instanceof Short || n instanceof Byte;
    }

    private static Object[] row(Connection c, String query) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(query)) {
            rs.next();
            Object[] out = new Object[rs.getMetaData().getColumnCount()];
            for (int i = 0; i < out.length; i++) {
                out[i] = rs.getObject(i + 1);
            }
            return out;
        }
    }

    /**
     * The checks of every foreign key of the schema's catalog, named {@code table.name}: every key declared in it, a
     * partition's own among them, whether or not the load wrote its table (a table left out still refers to the rows
     * the load replaced), on the rows the server checks (a parent by inheritance's own); the keys the schema implies
     * on the rows of a table that inherits from one that declares them, named {@code child.name (inherited from
     * parent)}, since the application reads those rows as the parent's; and the references the spec makes that the
     * schema does not declare (an employee reached through a salary's row), whose rows must find their parent too.
     */
    static List<Check> declaredChecks(Connection c, Dataset dataset, String database, Dialect sql)
            throws SQLException {
        List<Check> out = new java.util.ArrayList<>();
        java.util.Set<List<Object>> declared = new java.util.HashSet<>();
        List<Dialect.DeclaredForeignKey> keys = sql.declaredForeignKeys(c, database);
        for (Dialect.DeclaredForeignKey fk : keys) {
            out.add(new Check(fk.table() + "." + fk.name(), fk.table(), fk.key(), refKey(dataset, fk.refRoot())));
            declared.add(List.of(fk.root(), fk.columns(), fk.refRoot(), fk.refColumns()));
        }
        Map<String, List<String>> links = sql.inheritance(c, database);
        for (String child : links.keySet()) {
            for (String ancestor : seedgen.catalog.Catalog.ancestors(links, child)) {
                for (Dialect.DeclaredForeignKey fk : keys) {
                    if (fk.table().equals(ancestor) && declared.add(List.of(child, fk.columns(), fk.refRoot(),
                            fk.refColumns()))) {
                        out.add(new Check(child + "." + fk.name() + " (inherited from " + ancestor + ")", child,
                                fk.key(), refKey(dataset, fk.refRoot())));
                    }
                }
            }
        }
        for (Check check : checks(dataset, sql, java.util.Set.of())) {
            if (!declared.contains(List.of(check.table(), check.columns(), check.refTable(), check.refColumns()))) {
                out.add(check);
            }
        }
        return out;
    }

    /** The primary key of {@code table} as the dataset makes it (empty where the dataset does not make it). */
    private static List<String> refKey(Dataset dataset, String table) {
        return dataset.tables().stream().filter(t -> t.name().equals(table)).findFirst()
                .map(Dataset.Table::primaryKey).orElse(List.of());
    }

    /**
     * Rows of {@code table} whose {@code columns}, none NULL (a key with a NULL member refers to nothing, as the
     * servers' MATCH SIMPLE has it), find no row of {@code refTable}.
     */
    public static long orphanCount(Connection c, String database, String table, List<String> columns,
            String refTable, List<String> refColumns, Dialect sql) throws SQLException {
        return orphanCount(c, database, table, columns, refTable, refColumns, sql, null);
    }

    /** As above, on the rows {@code when} names only (where it is not null). */
    static long orphanCount(Connection c, String database, String table, List<String> columns,
            String refTable, List<String> refColumns, Dialect sql, ForeignKey.When when) throws SQLException {
        StringJoiner on = new StringJoiner(" AND ");
        StringJoiner present = new StringJoiner(" AND ");
        if (when != null) {
            present.add("c." + sql.quote(when.column()) + " = " + sql.literal(when.value()));
        }
        for (int i = 0; i < columns.size(); i++) {
            on.add("c." + sql.quote(columns.get(i)) + " = p." + sql.quote(refColumns.get(i)));
            present.add("c." + sql.quote(columns.get(i)) + " IS NOT NULL");
        }
        // each table's own rows, as the server checks a key (a parent by inheritance's key: not its children's)
        String query = sql.orphans(sql.ownRows(c, database, table), sql.orphanScanHint(c, database, table, columns),
                sql.ownRows(c, database, refTable), on.toString(), present.toString(), sql.quote(refColumns.get(0)));
        Dialect.Setting setting = sql.orphanCountSetting();
        try (Statement st = c.createStatement()) {
            if (setting != null) {
                st.execute(sql.set(setting));
            }
            try (ResultSet rs = st.executeQuery(query)) {
                rs.next();
                return rs.getLong(1);
            } finally {
                if (setting != null) {
                    st.execute("RESET " + setting.name());
                }
            }
        }
    }
}
