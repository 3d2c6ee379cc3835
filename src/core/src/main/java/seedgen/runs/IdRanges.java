package seedgen.runs;

import java.util.List;
import java.util.TreeSet;

/**
 * The id ranges a run still has to write, handed out one batch at a time to the workers: the whole id span for a
 * new run, the gaps between committed ranges for a resumed one. A batch never crosses a gap, so every range
 * handed out is one contiguous transaction. It also knows how far the run has committed without a hole: a range
 * stays "in flight" from {@link #next} until {@link #done}, so every id below the smallest range in flight (or
 * below the next one to hand out) is committed; see {@link #committedThrough()}. A range whose worker gave up is
 * never done, and holds that mark below it for the rest of the run. Thread-safe; one call per batch, so the lock
 * costs nothing.
 */
public final class IdRanges {

    private final List<long[]> gaps;
    private final long alreadyCommitted;
    private final long missing;
    private final TreeSet<Long> inFlight = new TreeSet<>();
    /** The last id of the last range handed out, once every range is. */
    private long lastHandedOut;
    private int gap;
    private long next;

    /** {@code gaps}: inclusive [first, last] pairs in id order; {@code alreadyCommitted}: rows found committed. */
    public IdRanges(List<long[]> gaps, long alreadyCommitted) {
        this.gaps = List.copyOf(gaps);
        this.alreadyCommitted = alreadyCommitted;
        long m = 0;
        for (long[] g : gaps) {
            m += g[1] - g[0] + 1;
        }
        this.missing = m;
        this.next = gaps.isEmpty() ? 0 : gaps.get(0)[0];
    }

    public static IdRanges all(long firstId, long rows) {
        return new IdRanges(List.of(new long[] {firstId, Math.addExact(firstId, rows - 1)}), 0);
    }

    /** Rows still to write. */
    public long missing() {
        return missing;
    }

    public long alreadyCommitted() {
        return alreadyCommitted;
    }

    /** Batches still to write, at {@code batchSize} rows each (fewer at the end of each gap). */
    public long batches(int batchSize) {
        long n = 0;
        for (long[] g : gaps) {
            long rows = g[1] - g[0] + 1;
            n += rows / batchSize + (rows % batchSize == 0 ? 0 : 1);
        }
        return n;
    }

    /** The next range of at most {@code batchSize} ids, or null when none is left. */
    public synchronized long[] next(int batchSize) {
        if (gap >= gaps.size()) {
            return null;
        }
        long[] g = gaps.get(gap);
        long first = next;
        // Written so that it cannot overflow when the ids end near Long.MAX_VALUE.
        long last = g[1] - first < batchSize ? g[1] : first + batchSize - 1;
        inFlight.add(first);
        if (last == g[1]) {
            lastHandedOut = last;
            gap++;
            next = gap < gaps.size() ? gaps.get(gap)[0] : 0;
        } else {
            next = last + 1;
        }
        return new long[] {first, last};
    }

    /** The range starting at {@code first}, handed out by {@link #next}, is committed. */
    public synchronized void done(long first) {
        inFlight.remove(first);
    }

    /**
     * The largest id up to which every id of the run's span is committed, as far as this run knows: one below the
     * smallest range in flight or not yet handed out; the last id once every range is done. Ids before the first
     * gap were committed before this run began (a resume). 0 when not even the first range is committed.
     */
    public synchronized long committedThrough() {
        long bound;
        if (!inFlight.isEmpty()) {
            bound = inFlight.first();
        } else if (gap < gaps.size()) {
            bound = next;
        } else {
            return gaps.isEmpty() ? 0 : lastHandedOut;
        }
        return bound - 1;
    }
}
