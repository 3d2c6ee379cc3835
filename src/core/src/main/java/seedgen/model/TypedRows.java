package seedgen.model;

import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import seedgen.plan.TableRows;
import seedgen.plan.ValueType;

/** A table's rows made from its generators, each value as its column's {@link ValueType}. */
final class TypedRows implements TableRows {

    private final Dataset.Table table;
    private final List<String> columns;
    private final List<ValueType> types;
    private final List<String> declared;

    TypedRows(Dataset.Table table) {
        this.table = table;
        this.columns = table.columns();
        this.types = table.spec().columns().stream().map(c -> ValueTypes.of(c.type())).toList();
        this.declared = table.spec().columns().stream().map(c -> c.type().ddl()).toList();
    }

    @Override
    public String table() {
        return table.name();
    }

    @Override
    public List<String> columns() {
        return columns;
    }

    @Override
    public List<ValueType> types() {
        return types;
    }

    @Override
    public List<String> declaredTypes() {
        return declared;
    }

    @Override
    public long count() {
        return table.rows();
    }

    @Override
    public Iterator<Object[]> rows(long first, long last) {
        if (first < 1 || last > table.rows() || first > last + 1) {
            throw new IllegalArgumentException("rows " + first + " to " + last + " of table " + table.name()
                    + ", which has rows 1 to " + table.rows());
        }
        TableSpec spec = table.spec();
        ValueType[] typeOf = types.toArray(ValueType[]::new);
        return new Iterator<>() {
            private long next = first;

            @Override
            public boolean hasNext() {
                return next <= last;
            }

            @Override
            public Object[] next() {
                if (next > last) {
                    throw new NoSuchElementException();
                }
                long row = next++;
                Object[] values = spec.row(row);
                for (int i = 0; i < values.length; i++) {
                    try {
                        values[i] = ValueTypes.as(typeOf[i], values[i]);
                    } catch (IllegalArgumentException e) {
                        throw new IllegalStateException(table.name() + "." + columns.get(i) + " at row " + row + ": "
                                + e.getMessage(), e);
                    }
                }
                return values;
            }
        };
    }
}
