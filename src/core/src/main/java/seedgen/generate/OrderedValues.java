package seedgen.generate;

/**
 * The values of a column in row order ({@code ordered: true} with {@code quantiles:} in a table of its own rows): row r
 * of {@code rows} takes the quantile at rank (r - 0.5) / rows, rounded to a whole number (a time's seconds rounded
 * down), so the measured distribution holds exactly and the values never decrease with the row. The rows of one value
 * are one run, found by halving: a reference by value ({@code where:}) picks among them, and a series ({@code snap:})
 * moves to a value the column holds. A row past {@code rows} (a table grown by --append) takes the greatest value.
 */
public final class OrderedValues {

    private final Empirical.Quantiles quantiles;
    private final long rows;
    private final boolean rounded;

    /** {@code rounded}: whole numbers rounded to the nearest; otherwise (epoch seconds) rounded down. */
    public OrderedValues(Empirical.Quantiles quantiles, long rows, boolean rounded) {
        this.quantiles = quantiles;
        this.rows = rows;
        this.rounded = rounded;
    }

    public long rows() {
        return rows;
    }

    /** The value of row {@code row} (from 1). */
    public long valueAt(long row) {
        double rank = Math.min(1, (row - 0.5) / Math.max(1, rows));
        double v = quantiles.at(Math.max(0, rank));
        return rounded ? Math.round(v) : (long) Math.floor(v);
    }

    /** The first row whose value is at least {@code v}, or rows + 1 where none is. */
    public long firstAtLeast(long v) {
        long lo = 1;
        long hi = rows + 1;
        while (lo < hi) {
            long mid = lo + (hi - lo) / 2;
            if (valueAt(mid) >= v) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return lo;
    }

    /** The rows holding {@code v}: from {@code [0]} to {@code [1]}, an empty run ([1] below [0]) where none does. */
    public long[] runOf(long v) {
        long first = firstAtLeast(v);
        long end = v == Long.MAX_VALUE ? rows + 1 : firstAtLeast(v + 1);
        return new long[] {first, end - 1};
    }

    /** The value held nearest {@code v}, upward first: the least at or above it, else the greatest. */
    public long ceiling(long v) {
        long first = firstAtLeast(v);
        return valueAt(first <= rows ? first : rows);
    }

    /** The most rows any value held has: a run, value by value (each found by halving). */
    public long longestRun() {
        long longest = 0;
        long r = 1;
        while (r <= rows) {
            long v = valueAt(r);
            long next = v == Long.MAX_VALUE ? rows + 1 : firstAtLeast(v + 1);
            longest = Math.max(longest, next - r);
            r = next;
        }
        return longest;
    }

    /** The fewest rows any value held has: what a group may pick distinct rows of one value among. */
    public long shortestRun() {
        long shortest = Long.MAX_VALUE;
        long run = 0;
        long last = 0;
        for (long r = 1; r <= rows; r++) {
            long v = valueAt(r);
            if (r > 1 && v != last) {
                shortest = Math.min(shortest, run);
                run = 0;
            }
            run++;
            last = v;
        }
        return rows == 0 ? 0 : Math.min(shortest, run);
    }
}
