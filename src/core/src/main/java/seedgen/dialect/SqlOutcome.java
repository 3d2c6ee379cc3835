package seedgen.dialect;

import java.util.List;

/**
 * What a failed statement means for the run, as the server's {@link Dialect} reads its error ({@link SqlFailure}):
 * the one classification that retries, metrics, messages and reports all switch on. The first four are transient, so
 * the batch is tried again (a lock conflict up to a bound, a lost connection for up to --retry-for); anything else
 * fails the run with the server's reason.
 *
 * <p>Each outcome has one label, the same in the JSON report, the summary and the Prometheus {@code reason} label. A
 * serialization failure is labelled {@code deadlock}: it is retried like one, and a dashboard or a report reader
 * need not know PostgreSQL's isolation levels to see "two transactions collided".
 */
public enum SqlOutcome {
    /** The server chose this batch's transaction as a deadlock victim (MySQL 1213, PostgreSQL 40P01). */
    DEADLOCK("deadlock"),
    /** A lock the batch needed was held too long (MySQL 1205, PostgreSQL 55P03). */
    LOCK_WAIT("lock_wait_timeout"),
    /** A SERIALIZABLE (or REPEATABLE READ) transaction could not be ordered (PostgreSQL 40001). */
    SERIALIZATION_FAILURE("deadlock"),
    /**
     * The connection dropped, was killed, or the server is restarting or shutting down (MySQL: SQLSTATE class 08, a
     * socket failure, MariaDB 1927; PostgreSQL: class 08, 57P01-57P03); the commit's outcome is unknown.
     */
    LOST_CONNECTION("lost_connection"),
    /** Not transient: the batch, and the run, fail with the server's reason. */
    FAILED("server_error"),
    /** No SQL error in the failure at all: seedgen's own (a bug, a value it refused), not the server's. */
    CLIENT_ERROR("client_error");

    /** Every label, once each, in a fixed order: what a metric registers up front at 0. */
    public static final List<String> LABELS = java.util.Arrays.stream(values()).map(SqlOutcome::label).distinct()
            .toList();

    /** The labels of the outcomes that are retried, once each, in a fixed order: the report's retry counts. */
    public static final List<String> RETRIED_LABELS = java.util.Arrays.stream(values()).filter(SqlOutcome::retried)
            .map(SqlOutcome::label).distinct().toList();

    private final String label;

    SqlOutcome(String label) {
        this.label = label;
    }

    /** Whether a batch that failed this way is tried again. */
    public boolean retried() {
        return this != FAILED && this != CLIENT_ERROR;
    }

    /**
     * Its name in the report, the summary and the metrics: a fixed word, never an error message (unbounded, and it
     * may quote data or a URL).
     */
    public String label() {
        return label;
    }
}
