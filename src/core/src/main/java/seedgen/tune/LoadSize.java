package seedgen.tune;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import seedgen.generate.Bytes;
import seedgen.model.Column;
import seedgen.model.Dataset;

/**
 * What a load's tables hold once written, before any server's own overhead: {@code rows}, {@code rowBytes} (the bytes
 * of their values), {@code keyEntries} and {@code keyBytes} (the entries of their secondary keys, unique and foreign,
 * and the bytes of each entry's columns with the primary key it points to). Estimated from a few rows of each table,
 * spread over its ids: enough to size a buffer pool, not to bill for disk.
 */
public record LoadSize(long rows, long rowBytes, long keyEntries, long keyBytes) {

    /** Rows sampled per table: generating them costs microseconds, and their average settles after a few dozen. */
    static final int SAMPLE = 64;
    /** A fixed-width value: a BIGINT, a DATETIME, and anything whose width is not known. */
    static final int FIXED = 8;

    public LoadSize {
        if (rows < 0 || rowBytes < 0 || keyEntries < 0 || keyBytes < 0) {
            throw new IllegalArgumentException("sizes cannot be negative");
        }
    }

    /** The size of every table of {@code dataset}, each at the rows it holds once the load is done. */
    public static LoadSize of(Dataset dataset) {
        long rows = 0;
        long rowBytes = 0;
        long keyEntries = 0;
        long keyBytes = 0;
        for (Dataset.Table t : dataset.tables()) {
            if (t.rows() < 1) {
                continue;
            }
            double[] average = averageBytes(t);
            List<Integer> primary = positions(t, t.primaryKey());
            double primaryBytes = primary.isEmpty() ? FIXED : sum(average, primary);
            List<List<Integer>> keys = secondaryKeys(t);
            rows += t.rows();
            rowBytes += Math.round(sum(average, allColumns(average.length)) * t.rows());
            keyEntries += (long) keys.size() * t.rows();
            for (List<Integer> key : keys) {
                keyBytes += Math.round((sum(average, key) + primaryBytes) * t.rows());
            }
        }
        return new LoadSize(rows, rowBytes, keyEntries, keyBytes);
    }

    /** The average bytes of each column's values over up to {@link #SAMPLE} rows spread over the table's ids. */
    private static double[] averageBytes(Dataset.Table t) {
        List<Column> columns = t.spec().columns();
        double[] total = new double[columns.size()];
        int k = (int) Math.min(SAMPLE, t.rows());
        Object[] row = new Object[columns.size()];
        for (int i = 0; i < k; i++) {
            long id = k == 1 ? 1 : 1 + i * (t.rows() - 1) / (k - 1);
            t.spec().fillRow(id, row);
            for (int c = 0; c < row.length; c++) {
                total[c] += bytes(columns.get(c), row[c]);
            }
        }
        for (int c = 0; c < total.length; c++) {
            total[c] /= k;
        }
        return total;
    }

    /** The bytes one value takes: its own for text and bytes (with a length byte), a fixed width otherwise. */
    static int bytes(Column column, Object value) {
        if (value == null) {
            return 0;
        }
        return switch (column.type().family()) {
            case BIGINT, DATETIME -> FIXED;
            case BINARY -> column.type().length();
            case BYTES -> (value instanceof Bytes b ? b.value().length : String.valueOf(value).length()) + 1;
            case VARCHAR, CHAR, OTHER -> value instanceof Number || value instanceof Boolean ? FIXED
                    : String.valueOf(value).getBytes(StandardCharsets.UTF_8).length + 1;
        };
    }

    /** The unique keys, the foreign keys and the unconstrained references: each an index beside the rows. */
    private static List<List<Integer>> secondaryKeys(Dataset.Table t) {
        Set<List<String>> keys = new LinkedHashSet<>(t.unique());
        t.foreignKeys().forEach(fk -> keys.add(fk.columns()));
        t.unconstrained().forEach(fk -> keys.add(fk.columns()));
        keys.remove(t.primaryKey());
        List<List<Integer>> out = new ArrayList<>();
        for (List<String> key : keys) {
            out.add(positions(t, key));
        }
        return out;
    }

    private static List<Integer> positions(Dataset.Table t, List<String> names) {
        List<Column> columns = t.spec().columns();
        List<Integer> out = new ArrayList<>();
        for (String n : names) {
            for (int c = 0; c < columns.size(); c++) {
                if (columns.get(c).name().equals(n)) {
                    out.add(c);
                }
            }
        }
        return out;
    }

    private static List<Integer> allColumns(int n) {
        List<Integer> out = new ArrayList<>();
        for (int c = 0; c < n; c++) {
            out.add(c);
        }
        return out;
    }

    private static double sum(double[] average, List<Integer> columns) {
        double s = 0;
        for (int c : columns) {
            s += average[c];
        }
        return s;
    }
}
