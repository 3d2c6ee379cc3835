package seedgen.dialect.mysql.tune;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Locale;
import java.util.function.BooleanSupplier;

/**
 * InnoDB resizes its buffer pool in chunks, in a background thread, after SET GLOBAL has returned. This waits,
 * with a bound, until the resize status no longer says it is working, the variable has left the size it had before
 * the SET, and the pool's pages add up to the variable (within 5%: the server keeps some pages for itself). The new
 * size is the one the server took, read back on every look, not the one asked for: InnoDB rounds it up to a whole
 * number of chunks (innodb_buffer_pool_chunk_size x innodb_buffer_pool_instances), so on MySQL 8 a pool asked to be
 * 320 MiB becomes 384 MiB, which is never within 5% of 320 MiB. MySQL sets the variable at the SET; MariaDB 11.4 only
 * once the resize is done, and until then its status still says the last resize completed and its pages add up to
 * the old size: the variable having moved is what tells the two apart.
 */
final class BufferPoolResize {

    static final Duration BOUND = Duration.ofSeconds(120);
    private static final long POLL_MS = 200;

    private BufferPoolResize() {
    }

    /** What the wait found: done, and how long it took, or the last status seen; the size the server took. */
    record Outcome(boolean done, Duration waited, String status, long serverBytes) {
    }

    /** Waits for the resize from {@code fromBytes}, the size before the SET, to {@code askedBytes}. */
    static Outcome await(Connection c, long fromBytes, long askedBytes, BooleanSupplier stop) throws SQLException {
        long t0 = System.nanoTime();
        long deadline = t0 + BOUND.toNanos();
        String status = "";
        long wantedBytes = askedBytes;
        while (true) {
            status = Variables.status(c, "Innodb_buffer_pool_resize_status").orElse("");
            long now = Variables.global(c, "innodb_buffer_pool_size").map(Long::parseLong).orElse(askedBytes);
            if (moved(fromBytes, askedBytes, now)) {
                wantedBytes = now;
                if (!inProgress(status) && sizeReached(c, wantedBytes)) {
                    return new Outcome(true, Duration.ofNanos(System.nanoTime() - t0), status, wantedBytes);
                }
            }
            if (System.nanoTime() > deadline || stop.getAsBoolean()) {
                return new Outcome(false, Duration.ofNanos(System.nanoTime() - t0), status, wantedBytes);
            }
            try {
                Thread.sleep(POLL_MS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return new Outcome(false, Duration.ofNanos(System.nanoTime() - t0), status, wantedBytes);
            }
        }
    }

    /**
     * The variable, {@code nowBytes}, has left the size it had before the SET: the server took the new size (a SET to
     * the size the pool already has moves nothing, and is done at once).
     */
    static boolean moved(long fromBytes, long askedBytes, long nowBytes) {
        return nowBytes != fromBytes || askedBytes == fromBytes;
    }

    static boolean inProgress(String status) {
        String s = status.strip().toLowerCase(Locale.ROOT);
        return !s.isEmpty() && !s.startsWith("completed") && !s.contains("did not change")
                && !s.contains("failed");
    }

    private static boolean sizeReached(Connection c, long wantedBytes) throws SQLException {
        long pages = Variables.status(c, "Innodb_buffer_pool_pages_total").map(Long::parseLong).orElse(-1L);
        long pageSize = Variables.global(c, "innodb_page_size").map(Long::parseLong).orElse(16384L);
        if (pages < 0) {
            return true;
        }
        return reached(pages * pageSize, wantedBytes);
    }

    /** The pool's pages add up to the size the server took, within 5%. */
    static boolean reached(long actualBytes, long serverBytes) {
        return Math.abs(actualBytes - serverBytes) <= serverBytes / 20;
    }
}
