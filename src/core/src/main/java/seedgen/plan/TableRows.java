package seedgen.plan;

import java.util.Iterator;
import java.util.List;

/**
 * The rows of one table of a plan, made in memory, no database: row {@code n} (1-based) holds the values a load or
 * {@code --out} of the same spec, seed and rows writes at that row, typed as {@link #types()} says. Every row is a pure
 * function of its number, so any range can be made alone, on any machine, in any order: {@link #slice} cuts the table
 * into ranges for parallel readers (a Spark partition each).
 */
public interface TableRows {

    /** The table's name. */
    String table();

    /** The column names, in the table's order. */
    List<String> columns();

    /** Each column's {@link ValueType}, in the order of {@link #columns()}. */
    List<ValueType> types();

    /**
     * Each column's SQL type as the spec declares it ({@code BIGINT}, {@code DECIMAL(10,2)}, {@code timestamptz}), in
     * the order of {@link #columns()}: what a reader needs beyond {@link #types()}, a decimal's precision and scale.
     */
    List<String> declaredTypes();

    /** How many rows the table has. */
    long count();

    /** Rows {@code first} to {@code last} (1-based, inclusive), a new array each, values in column order. */
    Iterator<Object[]> rows(long first, long last);

    /**
     * Part {@code k} (1-based) of {@code n} near-equal contiguous ranges of {@code count} rows, as {first, last}; an
     * empty part (more parts than rows) is {first, first - 1}.
     */
    static long[] slice(long count, int k, int n) {
        if (n < 1 || k < 1 || k > n || count < 0) {
            throw new IllegalArgumentException("slice " + k + " of " + n + " of " + count + " rows: k must be 1.." + n);
        }
        long base = count / n;
        long extra = count % n;
        long first = 1 + (k - 1) * base + Math.min(k - 1, extra);
        long size = base + (k <= extra ? 1 : 0);
        return new long[] {first, first + size - 1};
    }
}
