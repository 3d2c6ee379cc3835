package seedgen.spark;

import java.util.Iterator;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.catalyst.expressions.GenericInternalRow;
import org.apache.spark.sql.connector.read.InputPartition;
import org.apache.spark.sql.connector.read.PartitionReader;
import org.apache.spark.sql.connector.read.PartitionReaderFactory;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.StructType;
import seedgen.plan.TableRows;
import seedgen.plan.ValueType;

/** Reads slice k of n of a table on an executor: its rows made there, from the options alone. */
final class SliceReader implements PartitionReader<InternalRow> {

    /** Part {@code k} of {@code n} of the table's rows, as {@link TableRows#slice} cuts it. */
    record Slice(int k, int n) implements InputPartition {
    }

    /** Made on the driver, sent to the executors: it carries the options, the spec's text among them. */
    record Factory(SourceOptions source, StructType schema) implements PartitionReaderFactory {

        @Override
        public PartitionReader<InternalRow> createReader(InputPartition partition) {
            Slice slice = (Slice) partition;
            return new SliceReader(source.rows(), schema, slice.k(), slice.n());
        }
    }

    private final TableRows rows;
    private final ValueType[] types;
    private final DataType[] spark;
    private final Iterator<Object[]> made;
    private long row;
    private InternalRow current;

    SliceReader(TableRows rows, StructType schema, int k, int n) {
        this.rows = rows;
        this.types = rows.types().toArray(ValueType[]::new);
        this.spark = new DataType[types.length];
        for (int i = 0; i < types.length; i++) {
            spark[i] = schema.fields()[i].dataType(); // as the driver decided it
        }
        long[] range = TableRows.slice(rows.count(), k, n);
        this.row = range[0] - 1;
        this.made = rows.rows(range[0], range[1]);
    }

    @Override
    public boolean next() {
        if (!made.hasNext()) {
            return false;
        }
        Object[] values = made.next();
        row++;
        for (int i = 0; i < values.length; i++) {
            try {
                values[i] = SparkTypes.internal(types[i], spark[i], values[i]);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("seedgen: " + rows.table() + "." + rows.columns().get(i)
                        + " at row " + row + ": " + e.getMessage(), e);
            }
        }
        current = new GenericInternalRow(values);
        return true;
    }

    @Override
    public InternalRow get() {
        return current;
    }

    @Override
    public void close() {
        // the rows are made as they are read: nothing is held open
    }
}
