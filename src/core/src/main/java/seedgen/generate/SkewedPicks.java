package seedgen.generate;

import java.util.Arrays;

/**
 * An owner's distinct picks among {@code rows} rows, skewed by a draw of ranks (zipf: the ranks spread over the table
 * as {@link Generators#pickRow} spreads them, so that the rows popular with one owner are popular with all): the k-th
 * pick is the k-th different row of the owner's sequence of draws. Where the draws keep landing on rows the owner has
 * (an owner that picks most of the table), the rest are the owner's uniform distinct picks it does not have yet, so
 * the picks stay distinct and a pure function of (seed, stream, owner, k).
 * <p>
 * One per column: each thread keeps the picks so far of the last owner it was asked for, since the rows of a batch
 * ask for one owner's picks in order (a cache of the pure function, so any thread gives the same picks).
 */
public final class SkewedPicks {

    private final long seed;
    private final int stream;
    private final long rows;
    private final Distribution.Draw skew;
    /** The spread of ranks over the table, as pickRow's: the same for every owner. */
    private final long a;
    private final long b;
    private final ThreadLocal<Owner> last = ThreadLocal.withInitial(Owner::new);

    public SkewedPicks(long seed, int stream, long rows, Distribution.Draw skew) {
        this.seed = seed;
        this.stream = stream;
        this.rows = rows;
        this.skew = skew;
        this.a = Generators.coprimeMultiplier(seed, stream, rows);
        this.b = Long.remainderUnsigned(Mix.hash(seed, 0, stream ^ 0xB), rows);
    }

    /**
     * The owner's k-th pick, never row {@code excluded} (a user's follows never of the user: the draws and the
     * fallback picks that land on it are passed over, so the owner has {@code rows - 1} rows to pick from); 0
     * excludes none.
     */
    public long pick(long owner, long k, long excluded) {
        if (k >= rows - (excluded > 0 ? 1 : 0)) {
            throw new IllegalArgumentException("pick " + k + " of " + rows + " rows: not that many distinct rows");
        }
        Owner p = last.get();
        if (!p.set || p.owner != owner || p.excluded != excluded) {
            p.reset(owner, excluded);
        }
        while (p.size <= k) {
            long row;
            if (p.draws < 32L * (p.size + 1) + 64) {
                long rank = skew.draw(Mix.unit(seed, Mix.mix64(owner * 0x9E3779B97F4A7C15L + p.draws), stream));
                p.draws++;
                row = 1 + Generators.affine(a, b, rank - 1, rows);
            } else {
                row = Generators.distinctPick(seed, stream, owner, p.fallback++, rows);
            }
            if (row != excluded) {
                p.add(row);
            }
        }
        return p.picks[(int) k];
    }

    /** One thread's picks so far of one owner, with the rows among them in an open-addressed set. */
    private static final class Owner {
        private boolean set;
        private long owner;
        private long excluded;
        private long[] picks = new long[16];
        private int size;
        private long draws;
        private long fallback;
        /** Rows picked (never 0: rows count from 1), 0 for a free slot; a power of two long, at most half full. */
        private long[] seen = new long[32];

        void reset(long owner, long excluded) {
            this.owner = owner;
            this.excluded = excluded;
            this.size = 0;
            this.draws = 0;
            this.fallback = 0;
            if (seen.length > 1024) {
                seen = new long[32];
            } else {
                Arrays.fill(seen, 0);
            }
            this.set = true;
        }

        void add(long row) {
            int mask = seen.length - 1;
            int i = (int) Mix.mix64(row) & mask;
            while (seen[i] != 0) {
                if (seen[i] == row) {
                    return;
                }
                i = (i + 1) & mask;
            }
            seen[i] = row;
            if (size == picks.length) {
                picks = Arrays.copyOf(picks, size * 2);
            }
            picks[size++] = row;
            if (2 * size > seen.length) {
                grow();
            }
        }

        private void grow() {
            long[] old = seen;
            seen = new long[old.length * 2];
            int mask = seen.length - 1;
            for (int j = 0; j < size; j++) {
                int i = (int) Mix.mix64(picks[j]) & mask;
                while (seen[i] != 0) {
                    i = (i + 1) & mask;
                }
                seen[i] = picks[j];
            }
        }
    }
}
