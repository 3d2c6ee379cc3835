package seedgen.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.net.ConnectException;
import java.sql.BatchUpdateException;
import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLTransientConnectionException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.postgresql.util.PSQLException;
import org.postgresql.util.ServerErrorMessage;
import seedgen.connect.Secret;
import seedgen.connect.Target;
import seedgen.dialect.mysql.MySql;
import seedgen.dialect.mysql.MySqlLoading;
import seedgen.dialect.postgresql.PgLoading;
import seedgen.dialect.postgresql.Postgres;
import seedgen.run.Protocol;

/**
 * Each family's dialect reads a failed statement once ({@link SqlFailure}), and the one-line message agrees with what
 * the retries and the metrics were told: a failure the load retries as a lost connection is said as a lost connection,
 * and nothing else is. The messages once had rules of their own (PostgreSQL's only class 08, MySQL's not MariaDB's
 * 1927).
 */
class OneFailureTest {

    private static final Target MYSQL = new Target(Target.Kind.SERVER, "127.0.0.1", 1, "loader",
            Secret.of("s3cr3t!"), "SEEDGEN_PASSWORD", "shop", Map.of());
    // port 1: were a message to ask the server for a column's type, it is refused at once
    private static final Target POSTGRESQL = new Target(Target.Kind.SERVER, "127.0.0.1", 1, "loader",
            Secret.of("s3cr3t!"), "PGPASSWORD", "shop", Map.of(), Protocol.POSTGRESQL, "public");
    private static final PgLoading PG = new PgLoading(POSTGRESQL, line -> { });

    private static String mysqlMessage(SQLException e) {
        return new MySqlLoading(MYSQL).describe(e);
    }

    private static PSQLException pgServerError(String severity, String state, String message) {
        return new PSQLException(new ServerErrorMessage("S" + severity + "\0V" + severity + "\0C" + state + "\0M"
                + message + "\0"));
    }

    @Test
    void mariadbsKilledConnectionIsALostConnectionInTheMessageToo() {
        SQLException killed = new SQLException("Connection was killed", "70100", 1927);

        assertEquals(new SqlFailure(SqlOutcome.LOST_CONNECTION, "1927", "Connection was killed"),
                SqlFailure.of(killed, MySql.INSTANCE));
        assertEquals("lost the connection to 127.0.0.1:1 (Connection was killed)", mysqlMessage(killed));
    }

    @Test
    void postgresqlsSessionEndedByTheServerIsALostConnectionInTheMessageToo() {
        for (String state : List.of("57P01", "57P02", "57P03")) {
            PSQLException ended = pgServerError("FATAL", state, "terminating connection due to administrator command");

            assertEquals(new SqlFailure(SqlOutcome.LOST_CONNECTION, state,
                    "FATAL: terminating connection due to administrator command"), SqlFailure.of(ended,
                    Postgres.INSTANCE));
            assertEquals("lost the connection to 127.0.0.1:1 (FATAL: terminating connection due to administrator "
                    + "command)", PG.describe(ended), state);
            assertEquals(PG.describe(ended), PG.describeRefusal(ended, "public", "users"), state);
        }
        SQLException io = new SQLException("An I/O error occurred while sending to the backend.", "08006");
        assertEquals("lost the connection to 127.0.0.1:1 (An I/O error occurred while sending to the backend.)",
                PG.describe(io));
    }

    /** The server's code and words: MySQL's error number, PostgreSQL's SQLSTATE; the deciding error's. */
    @Test
    void aFailureCarriesTheCodeAndTheWordsOfTheErrorThatDecidedIt() {
        SQLException duplicate = new SQLException("Duplicate entry '1' for key 'PRIMARY'\nmore", "23000", 1062);
        assertEquals(new SqlFailure(SqlOutcome.FAILED, "1062", "Duplicate entry '1' for key 'PRIMARY'"),
                SqlFailure.of(duplicate, MySql.INSTANCE));
        assertEquals("the server refused a batch: error 1062 (Duplicate entry '1' for key 'PRIMARY')",
                mysqlMessage(duplicate));

        // a failed batch whose own state says nothing, the server's error behind getNextException: that one decides
        BatchUpdateException batch = new BatchUpdateException("Batch entry 0 INSERT INTO t was aborted", null, 0,
                new int[0]);
        batch.setNextException(pgServerError("ERROR", "40P01", "deadlock detected"));
        assertEquals(new SqlFailure(SqlOutcome.DEADLOCK, "40P01", "deadlock detected"), SqlFailure.of(batch,
                Postgres.INSTANCE));

        assertEquals(SqlFailure.CLIENT, SqlFailure.of(new IllegalStateException("bug"), MySql.INSTANCE));
        assertEquals("client_error", SqlFailure.CLIENT.label());
    }

    /** Over failures of every kind: the message says "lost the connection" exactly when the outcome says so. */
    @Test
    void theMessageAndTheOutcomeAgree() {
        List<SQLException> mysql = List.of(new SQLException("Connection was killed", "70100", 1927),
                new SQLNonTransientConnectionException("Communications link failure", "08S01", 0),
                new SQLTransientConnectionException("pool: connection is not available", "08001"),
                new SQLException("Could not connect", null, 0, new ConnectException("refused")),
                new SQLException("Deadlock found", "40001", 1213), new SQLException("Lock wait", "40001", 1205),
                new SQLException("Duplicate entry", "23000", 1062), new SQLException("Data too long", "22001", 1406));
        for (SQLException e : mysql) {
            assertEquals(SqlFailure.of(e, MySql.INSTANCE).lostConnection(),
                    mysqlMessage(e).startsWith("lost the connection"), e::toString);
        }
        List<SQLException> postgresql = List.of(pgServerError("FATAL", "57P01", "terminating"),
                pgServerError("FATAL", "57P02", "crash"), pgServerError("FATAL", "57P03", "starting up"),
                new SQLException("io", "08006", new IOException("reset")), new SQLException("gone", "08003"),
                new SQLTransientConnectionException("pool: connection is not available", "08001"),
                new SQLTransientConnectionException("pool timed out"),
                new SQLException("deadlock detected", "40P01"), new SQLException("duplicate key", "23505"));
        for (SQLException e : postgresql) {
            assertEquals(SqlFailure.of(e, Postgres.INSTANCE).lostConnection(),
                    PG.describe(e).startsWith("lost the connection"), e::toString);
        }
    }
}
