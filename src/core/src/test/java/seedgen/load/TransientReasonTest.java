package seedgen.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.sql.SQLException;
import seedgen.dialect.SqlOutcome;
import seedgen.error.SeedgenException;
import seedgen.metrics.FailureReason;
import seedgen.dialect.mysql.MySql;
import seedgen.dialect.postgresql.Postgres;
import org.junit.jupiter.api.Test;

/**
 * Which failures a batch is retried for, on MySQL (error codes) and on PostgreSQL (SQLSTATEs), each read by its own
 * dialect: the one classification ({@link SqlOutcome}) behind retries and metric labels alike.
 */
class TransientReasonTest {

    private static RetryCounts.Reason reason(SQLException e, seedgen.dialect.Dialect dialect) {
        return RetryCounts.Reason.of(SqlOutcome.of(e, dialect));
    }

    @Test
    void deadlocksLockWaitsAndLostSessionsAreRetriedOnBothServerKinds() {
        assertEquals(RetryCounts.Reason.DEADLOCK, reason(new SQLException("d", "40001", 1213), MySql.INSTANCE));
        assertEquals(RetryCounts.Reason.DEADLOCK, reason(new SQLException("deadlock detected",
                "40P01"), Postgres.INSTANCE));
        assertEquals(RetryCounts.Reason.DEADLOCK, reason(new SQLException("could not serialize",
                "40001"), Postgres.INSTANCE));
        assertEquals(RetryCounts.Reason.LOCK_WAIT, reason(new SQLException("w", "HY000", 1205), MySql.INSTANCE));
        // Connector/J gives MySQL's lock wait timeout SQLSTATE 40001, PostgreSQL's serialization failure's
        assertEquals(RetryCounts.Reason.LOCK_WAIT, reason(new SQLException("w", "40001", 1205), MySql.INSTANCE));
        assertEquals(RetryCounts.Reason.LOCK_WAIT, reason(new SQLException("lock", "55P03"), Postgres.INSTANCE));
        assertEquals(RetryCounts.Reason.CONNECTION, reason(new SQLException(
                "terminating connection due to administrator command", "57P01"), Postgres.INSTANCE));
        assertEquals(RetryCounts.Reason.CONNECTION, reason(new SQLException("io", "08006"), Postgres.INSTANCE));
    }

    @Test
    void theMetricsNameTheSameReasons() {
        assertEquals(FailureReason.LOCK_WAIT_TIMEOUT, label(new SQLException("Lock wait timeout exceeded", "40001",
                1205), MySql.INSTANCE));
        assertEquals(FailureReason.DEADLOCK, label(new SQLException("Deadlock found", "40001", 1213), MySql.INSTANCE));
        assertEquals(FailureReason.DEADLOCK, label(new SQLException("deadlock detected", "40P01"), Postgres.INSTANCE));
        assertEquals(FailureReason.LOCK_WAIT_TIMEOUT, label(new SQLException("could not obtain lock", "55P03"),
                Postgres.INSTANCE));
    }

    /**
     * A batch that ran out of --retry-for after its connection was killed fails with seedgen's own message, the
     * server's error its cause: labelled by that cause (it was labelled server_error when the metrics had rules of
     * their own that did not know MariaDB's 1927).
     */
    @Test
    void aBatchThatExhaustsItsRetriesIsLabelledByItsCause() {
        SQLException killed = new SQLException("Connection was killed", "70100", 1927);
        assertEquals(FailureReason.CONNECTION_LOST, FailureReason.of(SqlOutcome.of(SeedgenException.runFailed(
                "lost the connection to the server while writing ids 1..50", killed), MySql.INSTANCE)));
        assertEquals(FailureReason.CLIENT_ERROR, FailureReason.of(SqlOutcome.of(new IllegalStateException("bug"),
                MySql.INSTANCE)));
        assertEquals(FailureReason.SERVER_ERROR, label(new SQLException("Duplicate entry", "23000", 1062),
                MySql.INSTANCE));
    }

    private static FailureReason label(SQLException e, seedgen.dialect.Dialect dialect) {
        return FailureReason.of(SqlOutcome.of(e, dialect));
    }

    @Test
    void anythingElseStopsTheRun() {
        assertNull(reason(new SQLException("duplicate key", "23505"), Postgres.INSTANCE));
        assertNull(reason(new SQLException("permission denied", "42501"), Postgres.INSTANCE));
        assertNull(reason(new SQLException("Duplicate entry", "23000", 1062), MySql.INSTANCE));
    }
}
