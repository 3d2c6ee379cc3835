package seedgen.dialect;

import java.sql.SQLException;
import java.util.Objects;

/**
 * A failed statement as its server's {@link Dialect} reads it: what it means for the run ({@link SqlOutcome}), the
 * server's code (MySQL's error number, PostgreSQL's SQLSTATE) and the server's own words on one line. The one value
 * that retries, metrics labels, one-line messages and reports ask; nothing else reads an SQLException's code to decide
 * what a failure means.
 */
public record SqlFailure(SqlOutcome outcome, String code, String serverText) {

    public SqlFailure {
        Objects.requireNonNull(outcome, "outcome");
        if (outcome != SqlOutcome.CLIENT_ERROR) {
            Objects.requireNonNull(code, "code");
            Objects.requireNonNull(serverText, "serverText");
        }
    }

    /** A failure of seedgen's own: no server error behind it, so no code and no server text. */
    public static final SqlFailure CLIENT = new SqlFailure(SqlOutcome.CLIENT_ERROR, null, null);

    /**
     * {@code failure} as {@code dialect} reads it: the first transient failure among the SQL errors in its chain of
     * causes (each error's next exceptions too), else the first SQL error's, else {@link #CLIENT} when it holds none
     * (a failure of seedgen's own, as a run that ran out of --retry-for throws, still labelled by its server's cause).
     */
    public static SqlFailure of(Throwable failure, Dialect dialect) {
        SqlFailure first = null;
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof SQLException e) {
                for (SQLException s = e; s != null; s = s.getNextException() == s ? null : s.getNextException()) {
                    SqlFailure f = dialect.failure(s);
                    if (f.retried()) {
                        return f;
                    }
                    first = first == null ? f : first;
                }
            }
        }
        return first == null ? CLIENT : first;
    }

    /** Whether a batch that failed this way is tried again. */
    public boolean retried() {
        return outcome.retried();
    }

    public boolean lostConnection() {
        return outcome == SqlOutcome.LOST_CONNECTION;
    }

    /** The outcome's label: see {@link SqlOutcome#label()}. */
    public String label() {
        return outcome.label();
    }
}
