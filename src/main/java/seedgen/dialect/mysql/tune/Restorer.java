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
                    Variables.set(c, s, originals.get(s));
                    if (s == Setting.INNODB_BUFFER_POOL_SIZE) {
                        awaitShrink(c, Long.parseLong(originals.get(s)), info);
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

    private static void awaitShrink(Connection c, long bytes, Consumer<String> info) throws SQLException {
        BufferPoolResize.Outcome o = BufferPoolResize.await(c, bytes, () -> false);
        if (!o.done()) {
            info.accept("Buffer pool: still shrinking back to " + Sizes.format(o.serverBytes()) + " after "
                    + o.waited().toSeconds() + " s (" + o.status() + "); the server finishes it in the background");
        }
    }
}
