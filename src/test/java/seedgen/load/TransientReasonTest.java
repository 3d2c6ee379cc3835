package seedgen.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.sql.SQLException;
import org.junit.jupiter.api.Test;

/** Which failures a batch is retried for, on MySQL (error codes) and on PostgreSQL (SQLSTATEs). */
class TransientReasonTest {

    @Test
    void deadlocksLockWaitsAndLostSessionsAreRetriedOnBothServerKinds() {
        assertEquals(RetryCounts.Reason.DEADLOCK, BatchRetry.transientReason(new SQLException("d", "40001", 1213)));
        assertEquals(RetryCounts.Reason.DEADLOCK, BatchRetry.transientReason(new SQLException("deadlock detected",
                "40P01")));
        assertEquals(RetryCounts.Reason.DEADLOCK, BatchRetry.transientReason(new SQLException("could not serialize",
                "40001")));
        assertEquals(RetryCounts.Reason.LOCK_WAIT, BatchRetry.transientReason(new SQLException("w", "HY000", 1205)));
        // Connector/J gives MySQL's lock wait timeout SQLSTATE 40001, PostgreSQL's serialization failure's
        assertEquals(RetryCounts.Reason.LOCK_WAIT, BatchRetry.transientReason(new SQLException("w", "40001", 1205)));
        assertEquals(RetryCounts.Reason.LOCK_WAIT, BatchRetry.transientReason(new SQLException("lock", "55P03")));
        assertEquals(RetryCounts.Reason.CONNECTION, BatchRetry.transientReason(new SQLException(
                "terminating connection due to administrator command", "57P01")));
        assertEquals(RetryCounts.Reason.CONNECTION, BatchRetry.transientReason(new SQLException("io", "08006")));
    }

    @Test
    void theMetricsNameTheSameReasons() {
        assertEquals(seedgen.metrics.FailureReason.LOCK_WAIT_TIMEOUT, seedgen.metrics.FailureReason.of(
                new SQLException("Lock wait timeout exceeded", "40001", 1205)));
        assertEquals(seedgen.metrics.FailureReason.DEADLOCK, seedgen.metrics.FailureReason.of(
                new SQLException("Deadlock found", "40001", 1213)));
        assertEquals(seedgen.metrics.FailureReason.DEADLOCK, seedgen.metrics.FailureReason.of(
                new SQLException("deadlock detected", "40P01")));
        assertEquals(seedgen.metrics.FailureReason.LOCK_WAIT_TIMEOUT, seedgen.metrics.FailureReason.of(
                new SQLException("could not obtain lock", "55P03")));
    }

    @Test
    void anythingElseStopsTheRun() {
        assertNull(BatchRetry.transientReason(new SQLException("duplicate key", "23505")));
        assertNull(BatchRetry.transientReason(new SQLException("permission denied", "42501")));
        assertNull(BatchRetry.transientReason(new SQLException("Duplicate entry", "23000", 1062)));
    }
}
