package seedgen.dialect.mysql.tune;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import seedgen.error.SeedgenException;
import seedgen.tune.Sizes;

/**
 * Puts saved values back: at the end of a --tune run, and for `seedgen tune --restore` after a kill -9. Uses a
 * new connection, since the run's own may be gone. Every value is tried even if one fails; the snapshot is
 * deleted only when all are back.
 */
public final class Restorer {

    private Restorer() {
    }

    /** Restores {@code originals}; returns the values read back after; throws, keeping the snapshot, on failure. */
    public static Map<Setting, String> restore(ConnectionSource source, Map<Setting, String> originals,
            SnapshotStore store, Consumer<String> info) {
        Map<Setting, String> after = new EnumMap<>(Setting.class);
        List<String> failed = new ArrayList<>();
        SQLException failure = null;
        try (Connection c = source.open()) {
            List<Setting> order = new ArrayList<>(originals.keySet());
            java.util.Collections.reverse(order);
            for (Setting s : order) {
                try {
                    if (s == Setting.INNODB_BUFFER_POOL_SIZE) {
                        long from = Variables.global(c, s.variable()).map(Long::parseLong).orElse(-1L);
                        retryingAbortedShrink(() -> Variables.set(c, s, originals.get(s)), BufferPoolResize.BOUND,
                                Thread::sleep, info);
                        awaitShrink(c, from, Long.parseLong(originals.get(s)), info);
                    } else {
                        Variables.set(c, s, originals.get(s));
                    }
                    after.put(s, Variables.global(c, s.variable()).orElse("?"));
                } catch (SQLException e) {
                    failed.add(s.variable() + " (" + e.getMessage() + ")");
                    if (failure == null) {
                        failure = e;
                    } else {
                        failure.addSuppressed(e);
                    }
                }
            }
        } catch (SQLException e) {
            throw SeedgenException.runFailed("could not reconnect to put the server's settings back (" + e.getMessage()
                    + "); they are saved in " + store.file() + ": run `seedgen tune --restore` when the server is "
                    + "reachable", e);
        }
        if (!failed.isEmpty()) {
            throw SeedgenException.runFailed("could not put back " + String.join(", ", failed) + "; the original "
                    + "values are kept in " + store.file() + ": run `seedgen tune --restore`", failure);
        }
        store.delete();
        return after;
    }

    /** A statement against the server. */
    interface SqlAction {
        void run() throws SQLException;
    }

    /** Waits a number of milliseconds. */
    interface Sleeper {
        void sleep(long millis) throws InterruptedException;
    }

    /**
     * Runs {@code set}, the SET GLOBAL that shrinks the buffer pool back, again once a second while the server
     * refuses it as aborted, within {@code bound}. MariaDB 10.11.12 and later shrink at once or not at all and abort
     * when they cannot evict enough pages (many are still dirty from the load just ended: seen here after a 2.8M-row
     * load, the same statement taking a few seconds later); its page cleaner writes them meanwhile. Any other
     * failure, or the last refusal, is thrown.
     */
    static void retryingAbortedShrink(SqlAction set, java.time.Duration bound, Sleeper sleeper, Consumer<String> info)
            throws SQLException {
        long deadline = System.nanoTime() + bound.toNanos();
        boolean said = false;
        while (true) {
            try {
                set.run();
                return;
            } catch (SQLException e) {
                if (!isAbortedResize(e) || System.nanoTime() > deadline) {
                    throw e;
                }
                if (!said) {
                    info.accept("Buffer pool: the server refused to shrink it back yet (" + e.getMessage() + "): "
                            + "trying again once a second for up to " + bound.toSeconds() + " s while it writes "
                            + "the load's pages");
                    said = true;
                }
                try {
                    sleeper.sleep(1_000);
                } catch (InterruptedException interrupted) {
                    Thread.currentThread().interrupt();
                    throw e;
                }
            }
        }
    }

    /** MariaDB's refusal of a buffer pool resize it could not make: "innodb_buffer_pool_size change aborted". */
    static boolean isAbortedResize(SQLException e) {
        String m = e.getMessage();
        return m != null && m.contains("innodb_buffer_pool_size change aborted");
    }

    private static void awaitShrink(Connection c, long from, long bytes, Consumer<String> info) throws SQLException {
        BufferPoolResize.Outcome o = BufferPoolResize.await(c, from, bytes, () -> false);
        if (!o.done()) {
            info.accept("Buffer pool: still shrinking back to " + Sizes.format(o.serverBytes()) + " after "
                    + o.waited().toSeconds() + " s (" + o.status() + "); the server finishes it in the background");
        }
    }
}
