package seedgen.load;

import seedgen.dialect.Dialect;
import seedgen.dialect.SqlFailure;
import seedgen.dialect.SqlOutcome;
import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.time.Duration;
import java.util.function.BooleanSupplier;
import javax.sql.DataSource;
import seedgen.error.SeedgenException;
import seedgen.runs.CommittedBatches;

/**
 * Writes a range and retries it when, and only when, the dialect classifies the failure as transient
 * ({@link SqlFailure}): a deadlock, a serialization failure or a lock wait timeout, up to {@value #LOCK_ATTEMPTS}
 * attempts with a growing pause; a lost connection (or a server that is restarting), on a fresh connection, for up
 * to --retry-for. Every retry is counted. After a lost connection the commit's outcome is unknown, so the table is
 * asked first: a range whose first id is there committed and is not written twice. Anything else is thrown at once.
 * Shared by a table's workers; holds no per-range state.
 */
final class BatchRetry {

    static final int LOCK_ATTEMPTS = 10;
    private static final long FIRST_PAUSE_MS = 50;
    private static final long MAX_PAUSE_MS = 2_000;

    private final String table;
    private final DataSource pool;
    private final CommittedBatches committed;
    private final Duration retryFor;
    private final RetryCounts counts;
    private final BooleanSupplier stopping;
    private final Dialect dialect;

    BatchRetry(String table, DataSource pool, CommittedBatches committed, Duration retryFor, RetryCounts counts,
            BooleanSupplier stopping, Dialect dialect) {
        this.table = table;
        this.dialect = dialect;
        this.pool = pool;
        this.committed = committed;
        this.retryFor = retryFor;
        this.counts = counts;
        this.stopping = stopping;
    }

    /** What {@code e} means for the batch, as the dialect reads it. */
    private SqlOutcome outcome(SQLException e) {
        return SqlFailure.of(e, dialect).outcome();
    }

    /**
     * Writes ids {@code first..last} with {@code tx}. Returns true once they are committed (by this call or, as
     * the table shows, by an attempt whose commit's answer was lost), false if the run was asked to stop while
     * waiting to retry (the range is then not committed, or committed by an attempt whose answer was lost).
     */
    boolean write(RangeTransaction tx, long first, long last) throws SQLException {
        int lockFailures = 0;
        long lostSince = 0;
        boolean outcomeUnknown = false;
        for (int attempt = 0; ; attempt++) {
            try {
                if (attemptOnce(tx, first, last, outcomeUnknown)) {
                    return true;
                }
            } catch (SQLException e) {
                SqlOutcome outcome = outcome(e);
                if (!outcome.retried()) {
                    throw e;
                }
                counts.add(table, outcome);
                if (outcome == SqlOutcome.LOST_CONNECTION) {
                    outcomeUnknown = true;
                    long now = System.nanoTime();
                    lostSince = lostSince == 0 ? now : lostSince;
                    if (now - lostSince >= retryFor.toNanos()) {
                        throw SeedgenException.runFailed("lost the connection to the server while writing ids "
                                + first + ".." + last + " and could not write them for " + retryFor.toSeconds()
                                + " s (--retry-for) (" + dialect.text(e) + "): check the server, then "
                                + "continue with --resume", e);
                    }
                } else if (++lockFailures >= LOCK_ATTEMPTS) {
                    throw SeedgenException.runFailed("ids " + first + ".." + last + " failed " + LOCK_ATTEMPTS
                            + " times in a row on " + (outcome == SqlOutcome.LOCK_WAIT ? "a lock wait timeout"
                            : "a deadlock") + " (" + dialect.text(e) + "): another session holds "
                            + "locks on the table's keys; stop it, then continue with --resume", e);
                }
            }
            if (!pause(attempt)) {
                return false;
            }
        }
    }

    /** One attempt on a fresh pooled connection; false if the range turned out to be committed already. */
    private boolean attemptOnce(RangeTransaction tx, long first, long last, boolean outcomeUnknown)
            throws SQLException {
        Connection c = pool.getConnection();
        try {
            if (outcomeUnknown && committed.isCommitted(c, first)) {
                if (!c.getAutoCommit()) {
                    c.rollback();
                }
                return true;
            }
            tx.run(c, first, last);
            return true;
        } catch (SQLException e) {
            SQLException seen = !outcome(e).retried() && isDead(c)
                    // The driver sometimes reports a connection killed under it as a closed statement (error 0,
                    // "No operations allowed after statement closed"): a dead connection is a lost one.
                    ? new SQLTransientConnectionException("the connection died: " + dialect.text(e), "08S01", e)
                    : e;
            if (outcome(seen) == SqlOutcome.LOST_CONNECTION && pool instanceof HikariDataSource hikari) {
                // The connection is dead (or was killed): the pool must not hand it out again.
                hikari.evictConnection(c);
            }
            throw seen;
        } finally {
            c.close();
        }
    }

    private static boolean isDead(Connection c) {
        try {
            return c.isClosed() || !c.isValid(2);
        } catch (SQLException e) {
            return true;
        }
    }

    /** Waits before the next attempt, growing to 2 s; false if the run is asked to stop meanwhile. */
    private boolean pause(int attempt) {
        long ms = Math.min(MAX_PAUSE_MS, FIRST_PAUSE_MS << Math.min(attempt, 10));
        long end = System.nanoTime() + ms * 1_000_000;
        while (System.nanoTime() < end) {
            if (stopping.getAsBoolean()) {
                return false;
            }
            try {
                Thread.sleep(Math.min(50, Math.max(1, (end - System.nanoTime()) / 1_000_000)));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
        return !stopping.getAsBoolean();
    }
}
