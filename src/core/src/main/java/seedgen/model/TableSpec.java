package seedgen.model;

import java.util.List;
import java.util.Objects;
import seedgen.generate.Login;

/**
 * What a generated table looks like and how its rows are made. The first column is the BIGINT primary key,
 * whose value is the row id itself; {@code uniqueColumns} get a unique key each. Writers know nothing of
 * users: anything shaped as a TableSpec plugs into the same writers.
 */
public record TableSpec(String name, List<Column> columns, List<String> uniqueColumns, boolean rowIdKey) {

    /**
     * {@code rowIdKey}: the first column is the BIGINT primary key whose value is the row id (the users table, whose
     * resume looks batches up by it). A dataset spec's table declares its own keys (seedgen.spec) and passes false.
     */
    public TableSpec {
        Objects.requireNonNull(name, "name");
        columns = List.copyOf(columns);
        uniqueColumns = List.copyOf(uniqueColumns);
        if (columns.isEmpty()) {
            throw new IllegalArgumentException("a table needs at least one column");
        }
        if (rowIdKey && columns.get(0).type().family() != ColumnType.Family.BIGINT) {
            throw new IllegalArgumentException("the first column must be the BIGINT primary key");
        }
        for (String unique : uniqueColumns) {
            if (columns.stream().noneMatch(c -> c.name().equals(unique))) {
                throw new IllegalArgumentException("unique column " + unique + " is not a column of " + name);
            }
        }
    }

    /** A table whose first column is the BIGINT primary key holding the row id. */
    public TableSpec(String name, List<Column> columns, List<String> uniqueColumns) {
        this(name, columns, uniqueColumns, true);
    }

    /** The same table under another name. */
    public TableSpec withName(String newName) {
        return new TableSpec(newName, columns, uniqueColumns, rowIdKey);
    }

    /**
     * The same table whose row {@code id} is this table's row {@code global(id)}: a slice of a table, numbered from 1,
     * whose every value is the one the whole table has at that row.
     */
    public TableSpec rowsAt(java.util.function.LongUnaryOperator global) {
        // A login's value is the same on every row: it stays a Login, which the summary and a resume read.
        List<Column> mapped = columns.stream().map(c -> c.generator() instanceof Login ? c : new Column(c.name(),
                c.type(), id -> c.generator().valueFor(global.applyAsLong(id)))).toList();
        // row n of the slice holds the key of the whole table's row global(n): no longer the row number
        return new TableSpec(name, mapped, uniqueColumns, false);
    }

    public Column primaryKey() {
        return columns.get(0);
    }

    public int width() {
        return columns.size();
    }

    /** Fills {@code out} (of length {@link #width()}) with the values of row {@code id}. */
    public void fillRow(long id, Object[] out) {
        for (int i = 0; i < out.length; i++) {
            out[i] = columns.get(i).generator().valueFor(id);
        }
    }

    public Object[] row(long id) {
        Object[] out = new Object[width()];
        fillRow(id, out);
        return out;
    }
}
