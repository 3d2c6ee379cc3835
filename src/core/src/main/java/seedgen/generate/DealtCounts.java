package seedgen.generate;

/**
 * Counts dealt to {@code n} parent rows rather than drawn for each: each count (or range of counts) of measured
 * {@link Empirical.Weights} goes to a share of the rows equal to its weight's share of all weights, rounded by
 * largest remainder so that the shares add up to exactly n; the rows take them in the order of a permutation of
 * 1..n seeded by (seed, stream), and a row of a range draws its count evenly within it. Where n is the sum of the
 * weights and no count is a range, the counts are exactly the ones measured (16 airlines, their 16 counts); at ten
 * times that, each count goes to ten times as many rows. A row's count is a pure function of (seed, stream, n, row):
 * more rows deal again.
 */
public final class DealtCounts {

    private final long n;
    private final long seed;
    private final int stream;
    private final long[] lo;
    private final long[] hi;
    /** firstPlace[i]: the first of the places 0..n-1 that bin i takes; firstPlace[bins] = n. */
    private final long[] firstPlace;
    private final Shuffle places;

    public DealtCounts(Empirical.Weights weights, long n, long seed, int stream) {
        if (n < 0) {
            throw new IllegalArgumentException("rows " + n);
        }
        this.n = n;
        this.seed = seed;
        this.stream = stream;
        this.lo = weights.lows();
        this.hi = weights.highs();
        long[] shares = shares(weights.weights(), n);
        firstPlace = new long[shares.length + 1];
        for (int i = 0; i < shares.length; i++) {
            firstPlace[i + 1] = firstPlace[i] + shares[i];
        }
        places = new Shuffle(n, seed, stream);
    }

    /**
     * Rows of {@code n} for each weight: {@code n * w[i] / sum} rounded down, and one more for as many of the
     * largest remainders (the first of equal ones) as the rows left over, so that they add up to n. A weight of 0
     * gets no row.
     */
    static long[] shares(double[] w, long n) {
        double sum = 0;
        for (double x : w) {
            sum += x;
        }
        long[] share = new long[w.length];
        double[] rest = new double[w.length];
        long dealt = 0;
        for (int i = 0; i < w.length; i++) {
            double q = (double) n * w[i] / sum;
            share[i] = (long) Math.floor(q);
            rest[i] = w[i] > 0 ? q - share[i] : -1;
            dealt += share[i];
        }
        Integer[] order = new Integer[w.length];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        java.util.Arrays.sort(order, (a, b) -> rest[a] != rest[b] ? Double.compare(rest[b], rest[a])
                : Integer.compare(a, b));
        for (int k = 0; dealt < n; k = (k + 1) % order.length) {
            if (rest[order[k]] >= 0) {
                share[order[k]]++;
                dealt++;
            }
        }
        return share;
    }

    /** The count of parent row {@code p} (1..n). */
    public long countOf(long p) {
        int bin = binOf(p);
        if (lo[bin] == hi[bin]) {
            return lo[bin];
        }
        long span = hi[bin] - lo[bin] + 1;
        return lo[bin] + Math.min(span - 1, (long) (Mix.unit(seed, p, stream ^ 0xDE17) * span));
    }

    /** The bin (the weights' entry, in their order) parent row {@code p} (1..n) is dealt. */
    public int binOf(long p) {
        long place = permute(p - 1);
        int low = 0;
        int high = firstPlace.length - 2;
        while (low < high) { // the last bin whose first place is at or before this one
            int mid = (low + high + 1) >>> 1;
            if (firstPlace[mid] <= place) {
                low = mid;
            } else {
                high = mid - 1;
            }
        }
        return low;
    }

    /** The bin whose count is {@code count}, else the first range that holds it; -1 where none does. */
    public int binHolding(long count) {
        int range = -1;
        for (int i = 0; i < lo.length; i++) {
            if (lo[i] == count && hi[i] == count) {
                return i;
            }
            if (range < 0 && lo[i] <= count && count <= hi[i]) {
                range = i;
            }
        }
        return range;
    }

    /** The bins: the weights' entries. */
    public int bins() {
        return lo.length;
    }

    /** How many of the n rows are dealt bin {@code bin}. */
    public long rowsOf(int bin) {
        return firstPlace[bin + 1] - firstPlace[bin];
    }

    /**
     * The k-th (from 0, below {@link #rowsOf}) of the rows dealt bin {@code bin}, 1..n: the bin's places are one run,
     * and the permutation taken back gives each its row.
     */
    public long rowAt(int bin, long k) {
        return unpermute(firstPlace[bin] + k) + 1;
    }

    /** Row x of [0, n) to its place. */
    long permute(long x) {
        return places.permute(x);
    }

    /** Place y of [0, n) back to its row. */
    long unpermute(long y) {
        return places.unpermute(y);
    }

    public long rows() {
        return n;
    }
}
