package seedgen.run;

import seedgen.error.SeedgenException;

/**
 * How big a run is, as asked, checked once here: the rows of its root tables ({@code rows}; null for the counts the
 * spec gives), the rows of a batch (one transaction each), and the worker threads. Messages name the option.
 */
public record RunSize(Long rows, int batch, int threads) {

    public static final int MAX_THREADS = 512;
    /**
     * Connections a run holds at once besides its threads' own: the run lock's, the checks' (probe) and, after the
     * rows, the keys'. A server must allow {@code threads} + this many.
     */
    public static final int BESIDE_THREADS = 3;
    /** Larger batches stop paying off long before this, and each one is a single transaction. */
    public static final int MAX_BATCH = 100_000;

    public RunSize {
        if (rows != null && rows < 1) {
            throw SeedgenException.badInput("--rows must be at least 1, got " + rows);
        }
        if (batch < 1 || batch > MAX_BATCH) {
            throw SeedgenException.badInput("--batch must be between 1 and " + MAX_BATCH + ", got " + batch);
        }
        if (threads < 1 || threads > MAX_THREADS) {
            throw SeedgenException.badInput("--threads must be between 1 and " + MAX_THREADS + ", got " + threads);
        }
    }

    /** Worker threads a table of {@code tableRows} rows starts: never more than there are batches to hand out. */
    public int effectiveThreads(long tableRows) {
        // Not (rows + batch - 1) / batch: that overflows for rows near Long.MAX_VALUE.
        long batches = tableRows / batch + (tableRows % batch == 0 ? 0 : 1);
        return (int) Math.max(1, Math.min(threads, batches));
    }
}
