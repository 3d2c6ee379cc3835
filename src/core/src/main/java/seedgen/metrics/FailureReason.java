package seedgen.metrics;

import seedgen.dialect.SqlOutcome;
import java.util.List;

/**
 * A small, fixed set of label values for why a batch failed or was retried: a label must never carry an error
 * message (unbounded, and it may quote data or a URL), only one of these words.
 */
public enum FailureReason {
    DEADLOCK, LOCK_WAIT_TIMEOUT, CONNECTION_LOST, SERVER_ERROR, CLIENT_ERROR;

    public static final List<FailureReason> ALL = List.of(values());

    public String label() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /**
     * The label of a batch that failed with {@code outcome} (the dialect's classification, {@link SqlOutcome#of});
     * null, a failure of seedgen's own, is a client error. A serialization failure counts as a deadlock, as the
     * retry counts do.
     */
    public static FailureReason of(SqlOutcome outcome) {
        return outcome == null ? CLIENT_ERROR : switch (outcome) {
            case DEADLOCK, SERIALIZATION_FAILURE -> DEADLOCK;
            case LOCK_WAIT -> LOCK_WAIT_TIMEOUT;
            case LOST_CONNECTION -> CONNECTION_LOST;
            case FAILED -> SERVER_ERROR;
        };
    }
}
