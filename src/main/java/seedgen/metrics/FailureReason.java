package seedgen.metrics;

import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
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

    public static FailureReason of(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof SQLException sql) {
                return ofSql(sql);
            }
        }
        return CLIENT_ERROR;
    }

    private static FailureReason ofSql(SQLException e) {
        String state = e.getSQLState();
        // MySQL's error codes (its lock wait timeout carries SQLSTATE 40001 too); PostgreSQL's errors have no code,
        // only a SQLSTATE (deadlock_detected, serialization_failure, lock_not_available)
        String pgState = e.getErrorCode() == 0 ? String.valueOf(state) : "";
        if (e.getErrorCode() == 1213 || "40P01".equals(pgState) || "40001".equals(pgState)) {
            return DEADLOCK;
        }
        if (e.getErrorCode() == 1205 || "55P03".equals(pgState)) {
            return LOCK_WAIT_TIMEOUT;
        }
        if (e instanceof SQLTransientConnectionException || (state != null && state.startsWith("08"))) {
            return CONNECTION_LOST;
        }
        return SERVER_ERROR;
    }
}
