package seedgen.write;

import java.util.List;

/**
 * The id ranges a run still has to write, handed out one batch at a time to the workers: the whole id span for a
 * new run, the gaps between committed ranges for a resumed one. A batch never crosses a gap, so every range
 * handed out is one contiguous transaction. Thread-safe; one call per batch, so the lock costs nothing.
 */
final class IdRanges {

    private final List<long[]> gaps;
    private final long alreadyCommitted;
    private final long missing;
    private int gap;
    private long next;

    /** {@code gaps}: inclusive [first, last] pairs in id order; {@code alreadyCommitted}: rows found committed. */
    IdRanges(List<long[]> gaps, long alreadyCommitted) {
        this.gaps = List.copyOf(gaps);
        this.alreadyCommitted = alreadyCommitted;
        long m = 0;
        for (long[] g : gaps) {
            m += g[1] - g[0] + 1;
        }
        this.missing = m;
        this.next = gaps.isEmpty() ? 0 : gaps.get(0)[0];
    }

    static IdRanges all(long firstId, long rows) {
        return new IdRanges(List.of(new long[] {firstId, Math.addExact(firstId, rows - 1)}), 0);
    }

    /** Rows still to write. */
    long missing() {
        return missing;
    }

    long alreadyCommitted() {
        return alreadyCommitted;
    }

    /** Batches still to write, at {@code batchSize} rows each (fewer at the end of each gap). */
    long batches(int batchSize) {
        long n = 0;
        for (long[] g : gaps) {
            long rows = g[1] - g[0] + 1;
            n += rows / batchSize + (rows % batchSize == 0 ? 0 : 1);
        }
        return n;
    }

    /** The next range of at most {@code batchSize} ids, or null when none is left. */
    synchronized long[] next(int batchSize) {
        if (gap >= gaps.size()) {
            return null;
        }
        long[] g = gaps.get(gap);
        long first = next;
        // Written so that it cannot overflow when the ids end near Long.MAX_VALUE.
        long last = g[1] - first < batchSize ? g[1] : first + batchSize - 1;
        if (last == g[1]) {
            gap++;
            next = gap < gaps.size() ? gaps.get(gap)[0] : 0;
        } else {
            next = last + 1;
        }
        return new long[] {first, last};
    }
}
