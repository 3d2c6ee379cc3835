package seedgen.dialect;

import java.sql.SQLException;

/**
 * What a failed statement means for the run, as the server's {@link Dialect} reads its error: the one
 * classification that retries, metrics and messages all use. The first four are transient, so the batch is tried
 * again (a lock conflict up to a bound, a lost connection for up to --retry-for); anything else fails the run with
 * the server's reason.
 */
public enum SqlOutcome {
    /** The server chose this batch's transaction as a deadlock victim (MySQL 1213, PostgreSQL 40P01). */
    DEADLOCK,
    /** A lock the batch needed was held too long (MySQL 1205, PostgreSQL 55P03). */
    LOCK_WAIT,
    /** A SERIALIZABLE (or REPEATABLE READ) transaction could not be ordered (PostgreSQL 40001). */
    SERIALIZATION_FAILURE,
    /** The connection dropped, was killed, or the server is restarting; the commit's outcome is unknown. */
    LOST_CONNECTION,
    /** Not transient: the batch, and the run, fail with the server's reason. */
    FAILED;

    /** Whether a batch that failed this way is tried again. */
    public boolean retried() {
        return this != FAILED;
    }

    /**
     * The outcome of {@code failure} as {@code dialect} reads it: the first transient outcome among the SQL errors in
     * its chain of causes, {@link #FAILED} when it holds SQL errors that are none of those, null when it holds none
     * (a failure of seedgen's own, not the server's).
     */
    public static SqlOutcome of(Throwable failure, Dialect dialect) {
        SqlOutcome found = null;
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof SQLException e) {
                for (SQLException s = e; s != null; s = s.getNextException() == s ? null : s.getNextException()) {
                    SqlOutcome o = dialect.outcome(s);
                    if (o.retried()) {
                        return o;
                    }
                    found = FAILED;
                }
            }
        }
        return found;
    }
}
