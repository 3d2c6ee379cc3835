package seedgen.generate;

/**
 * A child table whose rows are owned by parent rows, each parent owning a number of children drawn from a
 * {@link Distribution.Draw} as a pure function of (seed, parent row). Child rows are numbered 1..total in parent
 * order, so child row c belongs to exactly one parent and is its k-th child, found by arithmetic. Nothing of the
 * parents is read from a database.
 * <p>
 * The counts are drawn once, when the index is built, and kept in as few bytes as the largest needs (one byte a
 * parent where no parent owns more than 255: 10 MB for 10M parents), with a prefix sum for every {@value #FINE}
 * parents (half a byte a parent) and a guide into those sums (a quarter of a byte a parent). A look-up, in order or at random (a
 * like's post, to find the post's author), starts where the guide says, a run or two from its answer, and scans at
 * most {@value #FINE} kept counts: no count is drawn twice. Over
 * {@value #MEMO_LIMIT} parents the counts are not kept but drawn again where a look-up needs them.
 */
public final class ParentIndex {

    /** Parents a prefix sum is kept for. */
    static final int FINE = 16;
    /** The most parents whose counts are kept; beyond, a look-up draws up to {@value #FINE} counts again. */
    static final long MEMO_LIMIT = 1L << 30;

    private final long parents;
    /** Children of a parent row, as drawn. */
    private final java.util.function.LongUnaryOperator counts;
    /** The counts kept, parent p at p - 1: one of these, in the narrowest that holds them; none when not kept. */
    private final byte[] counts8;
    private final char[] counts16;
    private final int[] counts32;
    /** before[j]: children of parent rows 1..j * FINE. */
    private final long[] before;
    /**
     * A guide to {@link #before}: the children cut into as many equal spans as there are runs of FINE parents, and
     * for each span the run its first child falls in, so a look-up starts at most a few runs from its answer.
     */
    private final int[] guide;
    private final double spansPerChild;
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
        this(parents, counts, MEMO_LIMIT);
    }

    /** As above, keeping the counts only where there are at most {@code memoLimit} parents (a test's lever). */
    ParentIndex(long parents, java.util.function.LongUnaryOperator counts, long memoLimit) {
        this.parents = parents;
        this.counts = counts;
        int blocks = (int) ((parents + FINE - 1) / FINE);
        before = new long[blocks + 1];
        Kept kept = parents <= memoLimit ? new Kept((int) parents) : null;
        long sum = 0;
        for (int b = 0; b < blocks; b++) {
            before[b] = sum;
            long last = Math.min(parents, (long) (b + 1) * FINE);
            for (long p = (long) b * FINE + 1; p <= last; p++) {
                long n = counts.applyAsLong(p);
                if (n < 0) {
                    throw new IllegalArgumentException("parent row " + p + " owns " + n + " rows: a count is 0 or more");
                }
                if (kept != null && !kept.put((int) (p - 1), n)) {
                    kept = null;
                }
                sum = Math.addExact(sum, n);
            }
        }
        before[blocks] = sum;
        total = sum;
        guide = new int[Math.max(1, blocks)];
        spansPerChild = total == 0 ? 0 : (double) guide.length / total;
        int run = 0;
        for (int k = 0; k < guide.length; k++) {
            long first = 1 + (long) (k / spansPerChild);
            while (run + 1 < blocks && before[run + 1] < first) {
                run++;
            }
            guide[k] = run;
        }
        counts8 = kept == null ? null : kept.narrow;
        counts16 = kept == null ? null : kept.middle;
        counts32 = kept == null ? null : kept.wide;
    }

    /** Counts while they are kept: bytes until one needs more, then chars, then ints; past an int, none. */
    private static final class Kept {
        byte[] narrow;
        char[] middle;
        int[] wide;

        Kept(int n) {
            narrow = new byte[n];
        }

        boolean put(int i, long n) {
            if (narrow != null) {
                if (n <= 0xFF) {
                    narrow[i] = (byte) n;
                    return true;
                }
                middle = new char[narrow.length];
                for (int j = 0; j < i; j++) {
                    middle[j] = (char) (narrow[j] & 0xFF);
                }
                narrow = null;
            }
            if (middle != null) {
                if (n <= 0xFFFF) {
                    middle[i] = (char) n;
                    return true;
                }
                wide = new int[middle.length];
                for (int j = 0; j < i; j++) {
                    wide[j] = middle[j];
                }
                middle = null;
            }
            if (n <= Integer.MAX_VALUE) {
                wide[i] = (int) n;
                return true;
            }
            return false;
        }
    }

    /** Children of parent row {@code p}. */
    public long countOf(long p) {
        int i = (int) (p - 1);
        if (counts8 != null) {
            return counts8[i] & 0xFF;
        }
        if (counts16 != null) {
            return counts16[i];
        }
        if (counts32 != null) {
            return counts32[i];
        }
        return counts.applyAsLong(p);
    }

    /** Children of parent rows {@code from}..{@code to - 1}. */
    private long sum(long from, long to) {
        long s = 0;
        if (counts8 != null) {
            for (int i = (int) from - 1, end = (int) to - 1; i < end; i++) {
                s += counts8[i] & 0xFF;
            }
        } else if (counts16 != null) {
            for (int i = (int) from - 1, end = (int) to - 1; i < end; i++) {
                s += counts16[i];
            }
        } else {
            for (long p = from; p < to; p++) {
                s += countOf(p);
            }
        }
        return s;
    }

    public long total() {
        return total;
    }

    public long parents() {
        return parents;
    }

    /** The first child row of parent {@code p} (1-based; meaningful when it has children). */
    public long firstChildOf(long p) {
        int b = (int) ((p - 1) / FINE);
        return before[b] + sum((long) b * FINE + 1, p) + 1;
    }

    /** Children of parent rows 1..p-1: of all parents for {@code p} = parents + 1. */
    public long childrenBefore(long p) {
        if (p < 1 || p > parents + 1) {
            throw new IllegalArgumentException("parent row " + p + " is outside 1.." + (parents + 1));
        }
        return p == parents + 1 ? total : firstChildOf(p) - 1;
    }

    /**
     * The parent row of child row {@code child} (1..total): as {@link #locate}'s, found the same way with nothing
     * made, for a column that needs the parent alone (a parent's key, a time after the parent's).
     */
    public long parentOf(long child) {
        if (child < 1 || child > total) {
            throw new IllegalArgumentException("child row " + child + " is outside 1.." + total);
        }
        int lo = run(child);
        long seen = before[lo];
        int i = lo * FINE;
        if (counts8 != null) {
            while (child > (seen += counts8[i] & 0xFF)) {
                i++;
            }
            return i + 1L;
        }
        if (counts16 != null) {
            while (child > (seen += counts16[i])) {
                i++;
            }
            return i + 1L;
        }
        return locate(child).parent();
    }

    /** The last run of FINE parents whose children start before {@code child}: from the guide's, a step or two away. */
    private int run(long child) {
        int lo = guide[(int) Math.min(guide.length - 1, (long) ((child - 1) * spansPerChild))];
        while (lo > 0 && before[lo] >= child) {
            lo--;
        }
        while (lo + 2 < before.length && before[lo + 1] < child) {
            lo++;
        }
        return lo;
    }

    /** The parent of child row {@code child} (1..total) and the child's place among its siblings. */
    public Place locate(long child) {
        if (child < 1 || child > total) {
            throw new IllegalArgumentException("child row " + child + " is outside 1.." + total);
        }
        int lo = run(child);
        long seen = before[lo];
        int i = lo * FINE;
        if (counts8 != null) {
            // the kept counts scanned as they are, a loop the compiler keeps tight
            long n;
            while (child > seen + (n = counts8[i] & 0xFF)) {
                seen += n;
                i++;
            }
            return new Place(i + 1L, child - seen - 1, n, seen + 1);
        }
        if (counts16 != null) {
            long n;
            while (child > seen + (n = counts16[i])) {
                seen += n;
                i++;
            }
            return new Place(i + 1L, child - seen - 1, n, seen + 1);
        }
        long p = (long) lo * FINE + 1;
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

        /** The parent of {@code child}: the last place's where the child is its sibling, else as {@link #locate}. */
        public long parentOf(long child) {
            Place l = last;
            if (l != null && child >= l.firstChild() && child < l.firstChild() + l.siblings()) {
                return l.parent();
            }
            return locate(child).parent();
        }

        public Place locate(long child) {
            Place l = last;
            if (l != null && child == l.firstChild() + l.k()) {
                // the same row again: the columns of a row ask for their row's place one after another
                return l;
            }
            if (l != null && child >= l.firstChild() && child < l.firstChild() + l.siblings()) {
                Place p = new Place(l.parent(), child - l.firstChild(), l.siblings(), l.firstChild());
                last = p;
                return p;
            }
            if (l != null && child >= l.firstChild() + l.siblings()
                    && child <= before[(int) Math.min(before.length - 1, l.parent() / FINE + 2)]) {
                // a later parent's child, among the children of this run of FINE parents or the next (the next row,
                // or a modulo shard's next parent, N rows on): walked to from the last one; a child further on (a
                // look-up in no order) is found from the guide
                long first = l.firstChild() + l.siblings();
                for (long p = l.parent() + 1; ; p++) {
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
