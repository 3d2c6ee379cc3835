package seedgen.dialect.mysql;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import seedgen.error.SeedgenException;
import seedgen.connect.Target;

/**
 * A run's claim on its table, and for a --tune run on the server's settings: named locks (GET_LOCK, see
 * {@link LockNames}) taken before anything is written or changed and held until the run ends, on a connection of
 * their own that the load never uses (it is not one of the pool's --threads). The server frees them when that
 * session ends, however it ends, so a kill -9 of seedgen leaves nothing behind.
 *
 * <p>The connection sits idle for as long as the load runs, and a lock that silently went with it would protect
 * nothing. So its session wait_timeout is set to {@value #SESSION_WAIT_TIMEOUT_SECONDS} s, whatever the server's,
 * and every {@link #CHECK_INTERVAL} a named thread asks the server whether this connection still holds the locks
 * (which also resets the idle clock). When it does not (the connection was killed, the server restarted, the
 * network dropped), the locks are taken again on a new connection, with a warning. If another session took one in
 * between, the run is told through {@link #onTakenOver} and stops as failed: two runs were loading the table.
 */
public final class MySqlRunLock implements AutoCloseable {

    /**
     * How long taking a lock waits for its holder. A process killed a moment ago still holds its locks until the
     * server notices its closed socket and ends the session; this rides that out, and is short enough for a
     * prompt refusal when another run really holds the lock.
     */
    static final int GRACE_SECONDS = 2;
    /** How often the lock connection asks the server whether it still holds its locks. */
    static final Duration CHECK_INTERVAL = Duration.ofSeconds(5);
    /**
     * The lock connection's own wait_timeout: far above {@link #CHECK_INTERVAL}, so the server never closes it for
     * idleness while seedgen lives (whatever the global value: --tune sets 300 s, some servers a few seconds), and
     * short enough that the lock of a client that vanished without closing its connection (a power cut, a network
     * partition) is freed within two minutes.
     */
    static final int SESSION_WAIT_TIMEOUT_SECONDS = 120;
    /** The longest close() waits for a check in progress (connect, then a few quick statements). */
    private static final Duration CHECK_SHUTDOWN_WAIT = Duration.ofSeconds(30);

    /** One named lock and what to tell the user when someone else holds it; {@code %s} names the holder. */
    private record Claim(String name, String refusal, String takenOver) {

        String refusal(OptionalLong holder) {
            return String.format(refusal, holderText(holder));
        }

        String takenOver(OptionalLong holder) {
            return String.format(takenOver, holderText(holder));
        }

        private static String holderText(OptionalLong holder) {
            return holder.isPresent() ? "server connection " + holder.getAsLong()
                    : "server connection unknown: it let go while seedgen asked";
        }
    }

    private final Target target;
    private final List<Claim> claims;
    private final Consumer<String> info;
    private final ScheduledExecutorService checker;
    // All below guarded by this.
    private Connection connection; // null while lost
    private long connectionId;
    private boolean reportedUnreachable;
    private SeedgenException takenOver;
    private Consumer<SeedgenException> onTakenOver = e -> { };
    private boolean closed;

    private MySqlRunLock(Target target, List<Claim> claims, Consumer<String> info, Connection connection,
            long connectionId) {
        this.target = target;
        this.claims = List.copyOf(claims);
        this.info = info;
        this.connection = connection;
        this.connectionId = connectionId;
        this.checker = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "seedgen-run-lock");
            t.setDaemon(true);
            return t;
        });
    }

    /**
     * Claims each of {@code tables} of {@code target.database()} for a load (all on one connection), and with
     * {@code tuning} the server's settings too. Refuses (exit 3) when another session holds one, naming the table and
     * the holder's connection; {@code info} hears of a lost and re-taken lock later on.
     */
    public static MySqlRunLock forLoad(Target target, List<String> tables, boolean tuning, Consumer<String> info) {
        String server = target.host() + ":" + target.port();
        return take(target, info, foldCase -> {
            List<Claim> claims = new ArrayList<>();
            for (String table : tables) {
                String where = Identifiers.quote(target.database()) + "." + Identifiers.quote(table);
                claims.add(new Claim(LockNames.load(target.database(), table, foldCase),
                        "another seedgen run is loading " + where + " (%s): wait for it to end or stop it, then run "
                                + "again (with --resume if it was stopped before the end)",
                        "the run lock on " + where + " was lost with its connection and another session took it "
                                + "(%s), most likely another seedgen run on the same table: stop that run, then finish "
                                + "this one with --resume"));
            }
            if (tuning) {
                claims.add(new Claim(LockNames.TUNE,
                        "another seedgen run is tuning the server at " + server + " (%s): --tune runs one at a time "
                                + "on a server; wait for it to end (it puts the settings back itself) or run without "
                                + "--tune",
                        "the tuning lock on the server at " + server + " was lost with its connection and another "
                                + "session took it (%s): another --tune run may have taken this run's tuned values "
                                + "for the originals; check them with `seedgen tune --show`"));
            }
            return claims;
        });
    }

    /** Claims the server's settings for `seedgen tune --restore`: refused (exit 3) while a --tune run is going. */
    public static MySqlRunLock forTuneRestore(Target target, Consumer<String> info) {
        String server = target.host() + ":" + target.port();
        return take(target, info, foldCase -> List.of(new Claim(LockNames.TUNE,
                "a seedgen --tune run on the server at " + server + " is still going (%s): it puts the settings "
                        + "back itself when it ends; restore only what a killed run left, once no --tune run is "
                        + "going",
                "the tuning lock on the server at " + server + " was lost with its connection and another "
                        + "session took it (%s)")));
    }

    /** The connection that holds the run lock on {@code database}.{@code table}, if any; takes nothing. */
    public static OptionalLong loadHolder(Connection c, String database, String table) throws SQLException {
        return holder(c, LockNames.load(database, table, LockNames.foldsCase(c)));
    }

    /** IS_USED_LOCK: the server connection holding {@code name}, if any. */
    static OptionalLong holder(Connection c, String name) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT IS_USED_LOCK(?)")) {
            ps.setString(1, name);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                long id = rs.getLong(1);
                return rs.wasNull() ? OptionalLong.empty() : OptionalLong.of(id);
            }
        }
    }

    private interface ClaimsFor {
        List<Claim> claims(boolean foldCase);
    }

    private static MySqlRunLock take(Target target, Consumer<String> info, ClaimsFor claimsFor) {
        Connection c;
        try {
            c = MySqlConnections.probe(target);
        } catch (SQLException e) {
            throw MySqlErrors.atConnect(e, target);
        }
        try {
            List<Claim> claims = claimsFor.claims(LockNames.foldsCase(c));
            long id = prepareSession(c);
            List<String> taken = new ArrayList<>();
            for (Claim claim : claims) {
                OptionalLong holder = takeOrFindHolder(c, claim.name());
                if (holder != null) {
                    // A borrowed session goes back to its pool alive, holding what it took: let go of it first.
                    for (String name : taken) {
                        NamedLocks.release(c, name);
                    }
                    throw SeedgenException.targetUnusable(claim.refusal(holder), null);
                }
                taken.add(claim.name());
            }
            MySqlRunLock lock = new MySqlRunLock(target, claims, info, c, id);
            lock.checker.scheduleWithFixedDelay(lock::check, CHECK_INTERVAL.toMillis(), CHECK_INTERVAL.toMillis(),
                    TimeUnit.MILLISECONDS);
            return lock;
        } catch (SQLException | RuntimeException e) {
            // Closing the session frees whatever it took (a borrowed one let go of it above).
            try {
                c.close();
            } catch (SQLException closeFailure) {
                e.addSuppressed(closeFailure);
            }
            throw e instanceof SQLException sql ? MySqlErrors.atConnect(sql, target) : (RuntimeException) e;
        }
    }

    /** Sets the session's wait_timeout (see {@link #SESSION_WAIT_TIMEOUT_SECONDS}); returns its connection id. */
    private static long prepareSession(Connection c) throws SQLException {
        try (Statement st = c.createStatement()) {
            st.execute("SET SESSION wait_timeout = " + SESSION_WAIT_TIMEOUT_SECONDS);
            try (ResultSet rs = st.executeQuery("SELECT CONNECTION_ID()")) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }

    /** Null when the lock was taken; otherwise who holds it (empty if it let go between the two questions twice). */
    private static OptionalLong takeOrFindHolder(Connection c, String name) throws SQLException {
        OptionalLong holder = OptionalLong.empty();
        for (int attempt = 0; attempt < 2; attempt++) {
            if (NamedLocks.get(c, name, GRACE_SECONDS)) {
                return null;
            }
            holder = holder(c, name);
            if (holder.isPresent()) {
                return holder;
            }
        }
        return holder;
    }

    /**
     * {@code listener} is told, once, on the checker thread, if a lock was lost and another session took it before
     * it could be taken again; at once if that already happened.
     */
    public synchronized void onTakenOver(Consumer<SeedgenException> listener) {
        onTakenOver = listener;
        if (takenOver != null) {
            listener.accept(takenOver);
        }
    }

    private synchronized void check() {
        if (closed || takenOver != null) {
            return;
        }
        try {
            if (connection != null) {
                String lost = whyNotHeld();
                if (lost == null) {
                    return;
                }
                try {
                    connection.close();
                } catch (SQLException e) {
                    lost += "; closing it failed too: " + MySqlErrors.serverText(e);
                }
                connection = null;
                info.accept("warning: the run lock's connection to the server was lost (" + lost + "); taking the "
                        + "lock again on a new one");
            }
            retake();
        } catch (RuntimeException e) {
            // A periodic task that throws is never run again: say so rather than stop checking unnoticed.
            info.accept("warning: checking the run lock failed (" + e + "); checking again in "
                    + CHECK_INTERVAL.toSeconds() + " s");
        }
    }

    /** Null while this connection holds every lock; otherwise why not. */
    private String whyNotHeld() {
        try {
            for (Claim claim : claims) {
                OptionalLong holder = holder(connection, claim.name());
                if (holder.isEmpty() || holder.getAsLong() != connectionId) {
                    return "the server no longer counts " + claim.name() + " as held by server connection "
                            + connectionId;
                }
            }
            return null;
        } catch (SQLException e) {
            return MySqlErrors.serverText(e);
        }
    }

    private void retake() {
        Connection c;
        try {
            c = MySqlConnections.probe(target);
        } catch (SQLException e) {
            if (!reportedUnreachable) {
                reportedUnreachable = true;
                info.accept("warning: cannot reach the server to take the run lock again (" + MySqlErrors.serverText(e)
                        + "); trying every " + CHECK_INTERVAL.toSeconds() + " s");
            }
            return;
        }
        try {
            long id = prepareSession(c);
            for (Claim claim : claims) {
                OptionalLong holder = takeOrFindHolder(c, claim.name());
                if (holder != null) {
                    takenOver = SeedgenException.runFailed(claim.takenOver(holder), null);
                    onTakenOver.accept(takenOver);
                    closeAfterTakeover(c);
                    return;
                }
            }
            connection = c;
            connectionId = id;
            reportedUnreachable = false;
            info.accept("warning: the run lock was taken again, on server connection " + id);
        } catch (SQLException e) {
            try {
                c.close();
            } catch (SQLException closeFailure) {
                e.addSuppressed(closeFailure);
            }
            info.accept("warning: taking the run lock again failed (" + MySqlErrors.serverText(e) + "); trying again "
                    + "in " + CHECK_INTERVAL.toSeconds() + " s");
        }
    }

    private void closeAfterTakeover(Connection c) {
        try {
            c.close();
        } catch (SQLException e) {
            info.accept("warning: closing the connection that tried to take the run lock again failed ("
                    + MySqlErrors.serverText(e) + ")");
        }
    }

    /**
     * Stops the checks and releases the locks. RELEASE_LOCK answers once the lock is free, so a run started right
     * after this one ends finds it free; closing the session alone frees it only when the server gets round to it.
     */
    @Override
    public void close() {
        checker.shutdown();
        try {
            if (!checker.awaitTermination(CHECK_SHUTDOWN_WAIT.toMillis(), TimeUnit.MILLISECONDS)) {
                info.accept("warning: a check of the run lock still runs after " + CHECK_SHUTDOWN_WAIT.toSeconds()
                        + " s; releasing the lock anyway");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
            if (connection == null) {
                return;
            }
            try (Connection c = connection; PreparedStatement ps = c.prepareStatement("SELECT RELEASE_LOCK(?)")) {
                for (int i = claims.size() - 1; i >= 0; i--) {
                    ps.setString(1, claims.get(i).name());
                    ps.executeQuery().close();
                }
            } catch (SQLException e) {
                info.accept("warning: could not release the run lock (" + MySqlErrors.serverText(e) + "); the server "
                        + "frees it as the connection closes");
            } finally {
                connection = null;
            }
        }
    }
}
