package seedgen.dialect.postgresql;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.OptionalLong;
import seedgen.error.SeedgenException;
import seedgen.connect.Target;
import seedgen.dialect.Loading;

/**
 * A run's claim on a dataset's schema: a session-level advisory lock (pg_try_advisory_lock) on a connection of its
 * own, keyed by a hash of database, schema and what is loaded. The server frees it when the session ends, however
 * seedgen ends, so a kill -9 leaves nothing behind.
 */
final class PgRunLock implements Loading.Lock {

    /** How long taking the lock waits for a holder that is going away (a run killed a moment ago). */
    static final long GRACE_MILLIS = 2_000;

    private final Connection connection;

    private PgRunLock(Connection connection) {
        this.connection = connection;
    }

    /**
     * Takes the claim on each of {@code names} (tables of the target's schema, or a split run's partition) on
     * {@code connection}, waiting out a holder that is going away; refused (exit 3) naming the first one held.
     */
    static PgRunLock take(Target target, List<String> names, Connection connection) throws SQLException {
        try {
            for (String name : names) {
                takeOne(target, name, connection);
            }
        } catch (SQLException | RuntimeException e) {
            // A borrowed session goes back to its pool alive, holding what it took: let go of it first.
            try (PreparedStatement ps = connection.prepareStatement("SELECT pg_advisory_unlock_all()")) {
                ps.executeQuery().close();
            } catch (SQLException unlocking) {
                e.addSuppressed(unlocking);
            }
            throw e;
        }
        return new PgRunLock(connection);
    }

    /** The key of the claim on {@code name} in the target's schema. */
    static long keyOf(Target target, String name) {
        return key(target.database() + "\0" + target.schema() + "\0" + name);
    }

    private static void takeOne(Target target, String name, Connection connection) throws SQLException {
        long key = keyOf(target, name);
        long deadline = System.nanoTime() + GRACE_MILLIS * 1_000_000;
        while (true) {
            try (PreparedStatement ps = connection.prepareStatement("SELECT pg_try_advisory_lock(?)")) {
                ps.setLong(1, key);
                try (ResultSet rs = ps.executeQuery()) {
                    rs.next();
                    if (rs.getBoolean(1)) {
                        return;
                    }
                }
            }
            if (System.nanoTime() > deadline) {
                OptionalLong holder = holder(connection, key);
                throw SeedgenException.targetUnusable("another seedgen run is loading schema " + target.schema()
                        + " of database " + target.database() + " (" + name + ", " + (holder.isPresent()
                        ? "server process " + holder.getAsLong() : "a session that let go while seedgen asked")
                        + "): wait for it to end or stop it, then run again (with --resume if it was stopped before "
                        + "the end)", null);
            }
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new SeedgenException(SeedgenException.Kind.INTERRUPTED, "interrupted", e);
            }
        }
    }

    /** The backend holding advisory lock {@code key}: a bigint key is kept as (classid, objid) with objsubid 1. */
    static OptionalLong holder(Connection c, long key) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND "
                + "classid::bigint = ? AND objid::bigint = ? AND objsubid = 1 AND granted")) {
            ps.setLong(1, key >>> 32);
            ps.setLong(2, key & 0xFFFF_FFFFL);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? OptionalLong.of(rs.getLong(1)) : OptionalLong.empty();
            }
        }
    }

    static long key(String text) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            long key = 0;
            for (int i = 0; i < 8; i++) {
                key = key << 8 | digest[i] & 0xFF;
            }
            return key;
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }

    /** Closing the session frees the lock; an unlock first makes it free at once for the next run. */
    @Override
    public void close() {
        try (Connection c = connection; PreparedStatement ps = c.prepareStatement("SELECT pg_advisory_unlock_all()")) {
            ps.executeQuery().close();
        } catch (SQLException e) {
            // the session is gone, and its lock with it
        }
    }
}
