package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import seedgen.connect.Secret;
import seedgen.connect.Target;
import seedgen.dialect.Dialect;
import seedgen.dialect.SqlFailure;
import seedgen.dialect.SqlOutcome;
import seedgen.dialect.mysql.MySql;
import seedgen.dialect.mysql.MySqlLoading;
import seedgen.dialect.postgresql.PgLoading;
import seedgen.dialect.postgresql.Postgres;
import seedgen.run.Protocol;

/**
 * The one classification of failed SQL, on the errors real servers raise: a deadlock between two sessions that
 * lock two rows in opposite orders, a lock wait that runs out, a session killed by an administrator, a serialization
 * failure (PostgreSQL) and a duplicate key, each provoked on MariaDB and on PostgreSQL and read by that server's
 * dialect. Retries, metric labels and messages all take the outcome from here.
 */
class SqlOutcomeIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(SqlOutcomeIT.class);

    @RegisterExtension
    static final SharedPg pg = new SharedPg();

    /** Where the messages say the server is: only named in their text, never connected to. */
    private static final Target MESSAGE_TARGET = new Target(Target.Kind.SERVER, "db.example", 3306, "loader",
            Secret.of("x"), "SEEDGEN_PASSWORD", "shop", java.util.Map.of());
    private static final Target PG_MESSAGE_TARGET = new Target(Target.Kind.SERVER, "db.example", 5432, "loader",
            Secret.of("x"), "PGPASSWORD", "shop", java.util.Map.of(), Protocol.POSTGRESQL, "public");

    /** Opens a connection to the database under test. */
    private interface Sessions {
        Connection open() throws SQLException;
    }

    @Test
    void mariadbErrorsAreClassifiedByItsDialect() throws Exception {
        String t = ItDatabase.table(db.name(), "rows");
        db.execute("CREATE DATABASE IF NOT EXISTS " + Sql.quote(db.name()),
                "CREATE TABLE " + t + " (id INT PRIMARY KEY, v INT) ENGINE=InnoDB",
                "INSERT INTO " + t + " VALUES (1, 0), (2, 0)");
        Sessions s = () -> db.server().admin();
        check(MySql.INSTANCE, e -> MySqlLoading.describeFailure(e, MESSAGE_TARGET), s, t,
                "SET SESSION innodb_lock_wait_timeout = 1", "SELECT CONNECTION_ID()",
                "KILL CONNECTION %d", "SELECT SLEEP(30)");
    }

    @Test
    void postgresqlErrorsAreClassifiedByItsDialect() throws Exception {
        String database = pg.server.database("outcome");
        Sessions s = () -> pg.server.connect(database);
        String t = "outcome_rows";
        try (Connection c = s.open(); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE " + t + " (id INT PRIMARY KEY, v INT)");
            st.execute("INSERT INTO " + t + " VALUES (1, 0), (2, 0)");
        }
        check(Postgres.INSTANCE, new PgLoading(PG_MESSAGE_TARGET, line -> { })::describe, s, t,
                "SET lock_timeout = '1s'", "SELECT pg_backend_pid()",
                "SELECT pg_terminate_backend(%d)", "SELECT pg_sleep(30)");
        // Write skew under SERIALIZABLE: each reads both rows and changes one; the second to commit cannot be ordered.
        try (Connection a = s.open(); Connection b = s.open()) {
            for (Connection c : new Connection[] {a, b}) {
                c.setAutoCommit(false);
                c.setTransactionIsolation(Connection.TRANSACTION_SERIALIZABLE);
                c.createStatement().executeQuery("SELECT SUM(v) FROM " + t).close();
            }
            a.createStatement().executeUpdate("UPDATE " + t + " SET v = v + 1 WHERE id = 1");
            b.createStatement().executeUpdate("UPDATE " + t + " SET v = v + 1 WHERE id = 2");
            a.commit();
            SQLException e = failure(() -> b.commit());
            assertEquals(SqlOutcome.SERIALIZATION_FAILURE, SqlFailure.of(e, Postgres.INSTANCE).outcome(), e::toString);
            assertEquals("deadlock", SqlFailure.of(e, Postgres.INSTANCE).label());
        }
    }

    /**
     * Deadlock, lock wait, killed session and duplicate key on one server, each classified by {@code dialect}; the
     * family's one-line {@code message} calls the killed session a lost connection, as the outcome does, and nothing
     * else.
     */
    private static void check(Dialect dialect, Function<SQLException, String> message, Sessions s, String t,
            String shortLockWait, String sessionId, String kill, String sleep) throws Exception {
        // A deadlock: a locks row 1, b row 2, then each asks for the other's.
        try (Connection a = s.open(); Connection b = s.open()) {
            a.setAutoCommit(false);
            b.setAutoCommit(false);
            a.createStatement().executeUpdate("UPDATE " + t + " SET v = 1 WHERE id = 1");
            b.createStatement().executeUpdate("UPDATE " + t + " SET v = 1 WHERE id = 2");
            CompletableFuture<SQLException> first = CompletableFuture.supplyAsync(() -> failure(
                    () -> a.createStatement().executeUpdate("UPDATE " + t + " SET v = 2 WHERE id = 2")));
            Thread.sleep(300);
            SQLException second = failure(() -> b.createStatement().executeUpdate("UPDATE " + t
                    + " SET v = 2 WHERE id = 1"));
            SQLException victim = second != null ? second : first.get(30, TimeUnit.SECONDS);
            assertNotNull(victim, "one of the two sessions is the deadlock's victim");
            assertEquals(SqlOutcome.DEADLOCK, SqlFailure.of(victim, dialect).outcome(), victim::toString);
            a.rollback();
            b.rollback();
            first.get(30, TimeUnit.SECONDS);
        }
        // A lock wait that runs out: a holds row 1; b waits one second for it.
        try (Connection a = s.open(); Connection b = s.open()) {
            a.setAutoCommit(false);
            a.createStatement().executeUpdate("UPDATE " + t + " SET v = 3 WHERE id = 1");
            b.createStatement().execute(shortLockWait);
            b.setAutoCommit(false);
            SQLException e = failure(() -> b.createStatement().executeUpdate("UPDATE " + t + " SET v = 4 WHERE id = 1"));
            assertEquals(SqlOutcome.LOCK_WAIT, SqlFailure.of(e, dialect).outcome(), String.valueOf(e));
            assertEquals("lock_wait_timeout", SqlFailure.of(e, dialect).label());
            a.rollback();
            b.rollback();
        }
        // A session killed by an administrator while its statement runs.
        try (Connection admin = s.open(); Connection victim = s.open()) {
            long id;
            try (var rs = victim.createStatement().executeQuery(sessionId)) {
                rs.next();
                id = rs.getLong(1);
            }
            CompletableFuture<SQLException> killed = CompletableFuture.supplyAsync(() -> failure(
                    () -> victim.createStatement().executeQuery(sleep).close()));
            Thread.sleep(500);
            admin.createStatement().execute(String.format(kill, id));
            SQLException e = killed.get(30, TimeUnit.SECONDS);
            assertEquals(SqlOutcome.LOST_CONNECTION, SqlFailure.of(e, dialect).outcome(), String.valueOf(e));
            assertEquals("lost_connection", SqlFailure.of(e, dialect).label());
            assertTrue(message.apply(e).startsWith("lost the connection to "), message.apply(e));
        }
        // Not transient: a duplicate key fails the batch with the server's reason.
        try (Connection c = s.open()) {
            SQLException e = failure(() -> c.createStatement().executeUpdate("INSERT INTO " + t + " VALUES (1, 0)"));
            assertEquals(SqlOutcome.FAILED, SqlFailure.of(e, dialect).outcome(), String.valueOf(e));
            assertEquals("server_error", SqlFailure.of(e, dialect).label());
            assertTrue(message.apply(e).startsWith("the server refused a batch: "), message.apply(e));
        }
    }

    private interface Call {
        void run() throws SQLException;
    }

    /** The SQLException {@code call} throws; null when it does not. */
    private static SQLException failure(Call call) {
        try {
            call.run();
            return null;
        } catch (SQLException e) {
            return e;
        }
    }
}
