package seedgen.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.sql.SQLException;
import seedgen.dialect.SqlFailure;
import seedgen.dialect.SqlOutcome;
import seedgen.error.SeedgenException;
import seedgen.dialect.mysql.MySql;
import seedgen.dialect.postgresql.Postgres;
import org.junit.jupiter.api.Test;

/**
 * Which failures a batch is retried for, on MySQL (error codes) and on PostgreSQL (SQLSTATEs), each read by its own
 * dialect: the one classification ({@link SqlFailure}) behind retries and metric labels alike.
 */
class TransientReasonTest {

    /** The outcome of {@code e} when a batch is retried for it, null when it is not. */
    private static SqlOutcome reason(SQLException e, seedgen.dialect.Dialect dialect) {
        SqlOutcome outcome = SqlFailure.of(e, dialect).outcome();
        return outcome.retried() ? outcome : null;
    }

    @Test
    void deadlocksLockWaitsAndLostSessionsAreRetriedOnBothServerKinds() {
        assertEquals(SqlOutcome.DEADLOCK, reason(new SQLException("d", "40001", 1213), MySql.INSTANCE));
        assertEquals(SqlOutcome.DEADLOCK, reason(new SQLException("deadlock detected",
                "40P01"), Postgres.INSTANCE));
        assertEquals(SqlOutcome.SERIALIZATION_FAILURE, reason(new SQLException("could not serialize",
                "40001"), Postgres.INSTANCE));
        assertEquals("deadlock", reason(new SQLException("could not serialize",
                "40001"), Postgres.INSTANCE).label());
        assertEquals(SqlOutcome.LOCK_WAIT, reason(new SQLException("w", "HY000", 1205), MySql.INSTANCE));
        // Connector/J gives MySQL's lock wait timeout SQLSTATE 40001, PostgreSQL's serialization failure's
        assertEquals(SqlOutcome.LOCK_WAIT, reason(new SQLException("w", "40001", 1205), MySql.INSTANCE));
        assertEquals(SqlOutcome.LOCK_WAIT, reason(new SQLException("lock", "55P03"), Postgres.INSTANCE));
        assertEquals(SqlOutcome.LOST_CONNECTION, reason(new SQLException(
                "terminating connection due to administrator command", "57P01"), Postgres.INSTANCE));
        assertEquals(SqlOutcome.LOST_CONNECTION, reason(new SQLException("io", "08006"), Postgres.INSTANCE));
    }

    @Test
    void theMetricsNameTheSameReasons() {
        assertEquals("lock_wait_timeout", label(new SQLException("Lock wait timeout exceeded", "40001",
                1205), MySql.INSTANCE));
        assertEquals("deadlock", label(new SQLException("Deadlock found", "40001", 1213), MySql.INSTANCE));
        assertEquals("deadlock", label(new SQLException("deadlock detected", "40P01"), Postgres.INSTANCE));
        assertEquals("lock_wait_timeout", label(new SQLException("could not obtain lock", "55P03"),
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
        assertEquals("lost_connection", SqlFailure.of(SeedgenException.runFailed(
                "lost the connection to the server while writing ids 1..50", killed), MySql.INSTANCE).label());
        assertEquals("client_error", SqlFailure.of(new IllegalStateException("bug"),
                MySql.INSTANCE).label());
        assertEquals("server_error", label(new SQLException("Duplicate entry", "23000", 1062),
                MySql.INSTANCE));
    }

    private static String label(SQLException e, seedgen.dialect.Dialect dialect) {
        return SqlFailure.of(e, dialect).label();
    }

    @Test
    void anythingElseStopsTheRun() {
        assertNull(reason(new SQLException("duplicate key", "23505"), Postgres.INSTANCE));
        assertNull(reason(new SQLException("permission denied", "42501"), Postgres.INSTANCE));
        assertNull(reason(new SQLException("Duplicate entry", "23000", 1062), MySql.INSTANCE));
    }
}
