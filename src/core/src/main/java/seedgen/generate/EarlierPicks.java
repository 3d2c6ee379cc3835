package seedgen.generate;

import java.util.Arrays;
import java.util.Comparator;

/**
 * Picks of a table's own earlier rows (a customer's referrer, an employee's manager) whose fan-out follows measured
 * weights ({@code fanout: {0: 7350, 1: 1420, ..., 97: 1}}: the rows picked by none, by one, ... by 97), with no row
 * picking itself or a later row, so that the references make trees and no row is its own ancestor.
 * <p>
 * The counts are dealt as {@link DealtCounts} deals them, each count to its weight's share of the n rows by largest
 * remainder, but in order rather than shuffled: the greatest counts to the first rows (the rows of a range from its
 * greatest count down), so that no row's count is greater than the one's before it. Rows 2..n then take the counts'
 * places in order, row r place {@code q = floor((r - 2) * total / (n - 1))} from 0. That place's row p comes before
 * r: as no count is greater than the one before it, the rows before p hold at least {@code (p - 1) / n} of the
 * places, so {@code p - 1 <= q * n / total <= (r - 2) * n / (n - 1) < r - 1}. Ranges that overlap (never in what
 * {@code --learn} writes) can break that order; a row whose place falls on itself or a later row then picks an earlier
 * row uniformly, as a reference to its own rows without {@code fanout:} does.
 * <p>
 * Each row picks one row, so where the rows, not all of them picking (a nullable column's NULLs), outnumber the
 * places, each row picked gets its count in proportion: its count times the share of the rows that pick. The pick of
 * a row is a pure function of (weights, n, seed, stream, row); rows past n (a table grown by {@code --append}) go round
 * rows 2..n again, all of them earlier.
 */
public final class EarlierPicks {

    private final long n;
    private final long seed;
    private final int stream;
    private final ParentIndex index;

    public EarlierPicks(Empirical.Weights weights, long n, long seed, int stream) {
        if (n < 0) {
            throw new IllegalArgumentException("rows " + n);
        }
        this.n = n;
        this.seed = seed;
        this.stream = stream;
        long[] lo = weights.lows();
        long[] hi = weights.highs();
        long[] shares = DealtCounts.shares(weights.weights(), n);
        Integer[] order = new Integer[lo.length];
        Arrays.setAll(order, i -> i);
        // the greatest counts first: by the range's top, then its bottom
        Arrays.sort(order, Comparator.<Integer>comparingLong(i -> -hi[i]).thenComparingLong(i -> -lo[i]));
        long[] firstRow = new long[order.length + 1];
        long[] binLo = new long[order.length];
        long[] binHi = new long[order.length];
        firstRow[0] = 1;
        for (int b = 0; b < order.length; b++) {
            binLo[b] = lo[order[b]];
            binHi[b] = hi[order[b]];
            firstRow[b + 1] = firstRow[b] + shares[order[b]];
        }
        index = new ParentIndex(n, p -> countOf(p, firstRow, binLo, binHi));
    }

    /** The count of row p: its bin's, or within a range, from the greatest down over the bin's rows. */
    private static long countOf(long p, long[] firstRow, long[] lo, long[] hi) {
        int b = Arrays.binarySearch(firstRow, p);
        b = b >= 0 ? b : -b - 2;
        while (firstRow[b + 1] == firstRow[b]) { // bins dealt no row
            b++;
        }
        long rows = firstRow[b + 1] - firstRow[b];
        long span = hi[b] - lo[b] + 1;
        return hi[b] - (long) ((double) (p - firstRow[b]) * span / rows);
    }

    /** The row {@code row} picks, before it; 0 where it picks none (row 1, or every row where no count is above 0). */
    public long pick(long row) {
        if (n < 2 || index.total() == 0) {
            return 0;
        }
        long r = row <= n ? row : 2 + Math.floorMod(row - 2, n - 1);
        if (r < 2) {
            return 0;
        }
        long total = index.total();
        long q = Math.multiplyHigh(r - 2, total) == 0 && (r - 2) * total >= 0 ? (r - 2) * total / (n - 1)
                : (long) ((double) (r - 2) * total / (n - 1));
        long p = index.parentOf(1 + Math.min(total - 1, q));
        return p < r ? p : 1 + Long.remainderUnsigned(Mix.hash(seed, row, stream ^ 0xEA), r - 1);
    }

    /** The count dealt to row {@code p} (1..n): how many rows pick it where every row picks one. */
    public long countOf(long p) {
        return index.countOf(p);
    }

    /** The places over all rows: the sum of the counts dealt. */
    public long total() {
        return index.total();
    }
}
