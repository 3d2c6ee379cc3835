package seedgen.generate;

/**
 * A permutation of the places 0..n-1 keyed by (seed, stream): a Feistel network over the smallest square power of
 * two at or above n, walked back into n (cycle walking), so that neighbouring places land apart and the permutation
 * is a pure function of its key and n. What deals counts to parent rows ({@link DealtCounts}) and spreads a column's
 * draws evenly over a table's rows.
 */
public final class Shuffle {

    /** Feistel rounds: four make a keyed permutation whose neighbours land apart. */
    private static final int ROUNDS = 4;

    private final long n;
    private final long seed;
    private final int stream;
    private final int halfBits;
    private final long halfMask;

    public Shuffle(long n, long seed, int stream) {
        if (n < 0) {
            throw new IllegalArgumentException("places " + n);
        }
        this.n = n;
        this.seed = seed;
        this.stream = stream;
        int bits = 64 - Long.numberOfLeadingZeros(Math.max(1, n - 1));
        halfBits = Math.max(1, (bits + 1) / 2);
        halfMask = (1L << halfBits) - 1;
    }

    /** The place of {@code x} (0..n-1). */
    public long permute(long x) {
        if (n <= 1) {
            return 0;
        }
        long y = x;
        do {
            y = feistel(y);
        } while (y >= n);
        return y;
    }

    /**
     * Place y of [0, n) back to its row: the rounds run backwards, walked back into n as {@link #permute} walked
     * forward (the places it passed outside n are the ones met going back, before the row).
     */
    public long unpermute(long y) {
        if (n <= 1) {
            return 0;
        }
        long x = y;
        do {
            x = unfeistel(x);
        } while (x >= n);
        return x;
    }

    private long unfeistel(long x) {
        long left = x >>> halfBits;
        long right = x & halfMask;
        for (int round = ROUNDS - 1; round >= 0; round--) {
            long before = right ^ (Mix.hash(seed, left, stream ^ (0xFE15_7E00 + round)) & halfMask);
            right = left;
            left = before;
        }
        return (left << halfBits) | right;
    }

    private long feistel(long x) {
        long left = x >>> halfBits;
        long right = x & halfMask;
        for (int round = 0; round < ROUNDS; round++) {
            long next = left ^ (Mix.hash(seed, right, stream ^ (0xFE15_7E00 + round)) & halfMask);
            left = right;
            right = next;
        }
        return (left << halfBits) | right;
    }

    public long size() {
        return n;
    }

    /**
     * A uniform in [0, 1) for row {@code row} (1-based) that spreads the rows 1..n over n equal slots of [0, 1), one
     * row a slot, at a random point of it ({@code within}, a uniform of the row's own): n rows drawn this way fill each
     * share of [0, 1) with as many rows as it holds, to within one. A row past n (a table grown by --append) gets
     * {@code within} itself.
     */
    public double spread(long row, double within) {
        return row < 1 || row > n ? within : (permute(row - 1) + within) / n;
    }
}
