package seedgen.tune;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Locale;
import java.util.function.BooleanSupplier;

/**
 * InnoDB resizes its buffer pool in chunks, in a background thread, after SET GLOBAL has returned. This waits,
 * with a bound, until the resize status no longer says it is working and the pool's pages add up to the new
 * size (within 5%: the server rounds to whole chunks and keeps some pages for itself).
 */
final class BufferPoolResize {

    static final Duration BOUND = Duration.ofSeconds(120);
    private static final long POLL_MS = 200;

    private BufferPoolResize() {
    }

    /** What the wait found: done, and how long it took, or the last status seen. */
    record Outcome(boolean done, Duration waited, String status) {
    }

    static Outcome await(Connection c, long wantedBytes, BooleanSupplier stop) throws SQLException {
        long t0 = System.nanoTime();
        long deadline = t0 + BOUND.toNanos();
        String status = "";
        while (true) {
            status = Variables.status(c, "Innodb_buffer_pool_resize_status").orElse("");
            if (!inProgress(status) && sizeReached(c, wantedBytes)) {
                return new Outcome(true, Duration.ofNanos(System.nanoTime() - t0), status);
            }
            if (System.nanoTime() > deadline || stop.getAsBoolean()) {
                return new Outcome(false, Duration.ofNanos(System.nanoTime() - t0), status);
            }
            try {
                Thread.sleep(POLL_MS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return new Outcome(false, Duration.ofNanos(System.nanoTime() - t0), status);
            }
        }
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
        long actual = pages * pageSize;
        return Math.abs(actual - wantedBytes) <= wantedBytes / 20;
    }
}
