package seedgen.generate;

/**
 * A child table whose rows are owned by parent rows, each parent owning a number of children drawn from a
 * {@link Distribution.Draw} as a pure function of (seed, parent row). Child rows are numbered 1..total in parent
 * order, so child row c belongs to exactly one parent and is its k-th child, found by arithmetic: prefix sums of
 * the counts are kept for every block of {@link #BLOCK} parents (8 bytes per 1,024 parents: 800 KB for 100M
 * parents), and a look-up sums at most one block's counts. Nothing of the parents is read from a database.
 */
public final class ParentIndex {

    static final int BLOCK = 1024;
    /** Parents a prefix sum is kept for: {@link #BLOCK}, or fewer where the children are looked up at random. */
    private final int block;

    private final long parents;
    /** Children of a parent row. */
    private final java.util.function.LongUnaryOperator counts;
    /** before[b]: children of the parents of blocks 0..b-1, i.e. of parent rows 1..b*BLOCK. */
    private final long[] before;
    private final long total;

    /** Where a child row sits: its parent row (1-based) and its place among that parent's children (0-based). */
    public record Place(long parent, long k, long siblings, long firstChild) {
    }

    public ParentIndex(long parents, Distribution.Draw count, long seed, int stream) {
        this(parents, count, seed, stream, Long.MAX_VALUE);
    }

    /** {@code cap}: no parent owns more children than this (drawn counts above it are cut to it). */
    public ParentIndex(long parents, Distribution.Draw count, long seed, int stream, long cap) {
        this(parents, p -> Math.min(cap, count.draw(unit(count, seed, p, stream))));
    }

    /** Parents a stratified draw deals its {@value #STRATA} strata over, each once. */
    static final int STRATA = 4096;
    /** The odd number nearest STRATA over the golden ratio. */
    private static final long GOLDEN_STEP = 2531;

    /**
     * The uniform a parent's count is drawn from. An EMPIRICAL count (a fan-out measured) is stratified: each run of
     * {@value #STRATA} parents takes each of {@value #STRATA} equal slices of [0, 1) once, from a place of its own, so
     * that the counts reproduce the measured ones closely and their sum, which a heavy tail would throw some percent
     * off, stays near its mean; a parent's draw depends on its own row only, so more parents (--append) leave the
     * earlier ones' counts as they were.
     */
    static double unit(Distribution.Draw count, long seed, long p, int stream) {
        if (count.kind() != Distribution.EMPIRICAL) {
            return Mix.unit(seed, p, stream);
        }
        long block = (p - 1) / STRATA;
        long i = (p - 1) % STRATA;
        // a step of STRATA over the golden ratio: the strata of any first k parents of a block are spread evenly over
        // [0, 1) (a Weyl sequence), so a block cut short (fewer parents than STRATA) still draws the whole range
        long off = Mix.hash(seed, block, stream ^ 0x5758) & (STRATA - 1);
        long slot = (GOLDEN_STEP * i + off) & (STRATA - 1);
        return (slot + Mix.unit(seed, p, stream)) / STRATA;
    }

    /** As above, each parent's count also cut to {@code capOf} of it (the rows it can pick distinct ones of). */
    public static ParentIndex capped(long parents, Distribution.Draw count, long seed, int stream, long cap,
            java.util.function.LongUnaryOperator capOf) {
        return new ParentIndex(parents, p -> Math.min(Math.min(cap, capOf.applyAsLong(p)),
                count.draw(unit(count, seed, p, stream))));
    }

    /**
     * Parent rows 1..{@code parents} owning {@code counts} children each: a slice of a dataset numbers its own parent
     * rows, each of which owns what the whole dataset's parent row it stands for owns.
     */
    public ParentIndex(long parents, java.util.function.LongUnaryOperator counts) {
        this(parents, counts, BLOCK);
    }

    /**
     * As {@link #ParentIndex(long, Distribution.Draw, long, int)}, with a prefix sum for every 16 parents (half a byte
     * a parent: 5 MB for 10M), for look-ups of child rows in no order, each of which sums at most 16 counts.
     */
    public static ParentIndex forRandomLookups(long parents, Distribution.Draw count, long seed, int stream) {
        return new ParentIndex(parents, p -> count.draw(unit(count, seed, p, stream)), 16);
    }

    private ParentIndex(long parents, java.util.function.LongUnaryOperator counts, int block) {
        this.parents = parents;
        this.counts = counts;
        this.block = block;
        int blocks = (int) ((parents + block - 1) / block);
        before = new long[blocks + 1];
        long sum = 0;
        for (int b = 0; b < blocks; b++) {
            before[b] = sum;
            long last = Math.min(parents, (long) (b + 1) * block);
            for (long p = (long) b * block + 1; p <= last; p++) {
                sum = Math.addExact(sum, countOf(p));
            }
        }
        before[blocks] = sum;
        total = sum;
    }

    /** Children of parent row {@code p}. */
    public long countOf(long p) {
        return counts.applyAsLong(p);
    }

    public long total() {
        return total;
    }

    public long parents() {
        return parents;
    }

    /**
     * The first child row of parent {@code p} (1-based; meaningful when it has children). A thread's last answer is
     * kept: the rows of a batch ask for the same parent, or the next one (or one a few rows on), over and over, where
     * a fresh answer sums the counts of up to {@value #BLOCK} parents.
     */
    public long firstChildOf(long p) {
        long[] last = lastFirst.get();
        if (last[0] == p) {
            return last[1];
        }
        long first;
        if (last[0] != 0 && p > last[0] && p - last[0] <= NEAR) {
            // the next parent, or one a few rows on (a modulo shard's parents are N rows apart)
            first = last[1];
            for (long q = last[0]; q < p; q++) {
                first += countOf(q);
            }
        } else {
            int b = (int) ((p - 1) / block);
            long c = before[b];
            for (long q = (long) b * block + 1; q < p; q++) {
                c += countOf(q);
            }
            first = c + 1;
        }
        last[0] = p;
        last[1] = first;
        return first;
    }

    /** Children of parent rows 1..p-1: of all parents for {@code p} = parents + 1. */
    public long childrenBefore(long p) {
        if (p < 1 || p > parents + 1) {
            throw new IllegalArgumentException("parent row " + p + " is outside 1.." + (parents + 1));
        }
        return p == parents + 1 ? total : firstChildOf(p) - 1;
    }

    /** How far past the last parent asked a new answer is worked out from the last one rather than a block's start. */
    private static final int NEAR = 64;

    /** Per thread: the parent last asked of {@link #firstChildOf} and its answer ({0, 0} before the first). */
    private final ThreadLocal<long[]> lastFirst = ThreadLocal.withInitial(() -> new long[2]);

    /** The parent of child row {@code child} (1..total) and the child's place among its siblings. */
    public Place locate(long child) {
        if (child < 1 || child > total) {
            throw new IllegalArgumentException("child row " + child + " is outside 1.." + total);
        }
        // The last block whose children start at or before this row.
        int lo = 0;
        int hi = before.length - 2;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (before[mid] < child) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        long seen = before[lo];
        long p = (long) lo * block + 1;
        while (true) {
            long n = countOf(p);
            if (child <= seen + n) {
                return new Place(p, child - seen - 1, n, seen + 1);
            }
            seen += n;
            p++;
        }
    }

    /** A per-thread cache of the last place, for the rows of a batch, which come in order. */
    public final class Cursor {
        private Place last;

        public Place locate(long child) {
            Place l = last;
            if (l != null && child >= l.firstChild() && child < l.firstChild() + l.siblings()) {
                Place p = new Place(l.parent(), child - l.firstChild(), l.siblings(), l.firstChild());
                last = p;
                return p;
            }
            if (l != null && child >= l.firstChild() + l.siblings()) {
                // a later parent's child: walked to from the last one when it is near (the next row, or a modulo
                // shard's next parent, N rows on)
                long first = l.firstChild() + l.siblings();
                long p = l.parent() + 1;
                for (int step = 0; step < NEAR && p <= parents; step++, p++) {
                    long n = countOf(p);
                    if (child < first + n) {
                        last = new Place(p, child - first, n, first);
                        return last;
                    }
                    first += n;
                }
            }
            last = ParentIndex.this.locate(child);
            return last;
        }
    }

    public Cursor cursor() {
        return new Cursor();
    }
}
