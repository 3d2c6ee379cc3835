package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Transient faults while a load runs, each retried without a duplicate or a gap: seedgen's server connections
 * killed (KILL CONNECTION) three times; a competing transaction holding a row the load needs past
 * innodb_lock_wait_timeout (1205); a competing transaction forced into a deadlock with the load (1213). The run
 * ends by itself (exit 0), its table equals a clean run's, the report counts the retries by reason.
 */
class FaultIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(FaultIT.class);

    static final long ROWS = 40_000;

    @TempDir
    Path dir;

    @BeforeAll
    static void cleanRun(@TempDir Path cleanDir) throws Exception {
        db.seedgen(cleanDir, db.name(), "--rows", Long.toString(ROWS), "--table", "clean").assertExit(0);
    }

    private CompletableFuture<CliRun> load(String table, String... extra) {
        String[] args = new String[extra.length + 6];
        System.arraycopy(new String[] {"--rows", Long.toString(ROWS), "--table", table, "--report",
            dir.resolve(table + ".json").toString()}, 0, args, 0, 6);
        System.arraycopy(extra, 0, args, 6, extra.length);
        return CompletableFuture.supplyAsync(() -> db.seedgen(dir, db.name(), args));
    }

    private JsonNode retries(String table) throws Exception {
        return Faults.report(dir.resolve(table + ".json")).get("retries");
    }

    @Test
    void killedConnectionsAreReplacedAndTheirBatchesRetried() throws Exception {
        CompletableFuture<CliRun> run = load("killed_conn", "--batch", "100", "--threads", "3");
        int killed = 0;
        for (long at : new long[] {4_000, 14_000, 26_000}) {
            Faults.awaitRows(db, db.name(), "killed_conn", at, () -> !run.isDone(),
                    () -> "ended: " + run.join().describe());
            killed += Faults.killConnectionsOf(db, TestServer.IT_USER);
        }
        CliRun done = run.get(120, TimeUnit.SECONDS);
        done.assertExit(0);
        assertTrue(killed >= 3, "connections killed: " + killed);
        assertTrue(retries("killed_conn").get("lost_connection").asLong() >= 1, done::describe);
        assertTrue(done.out().contains("lost connection"), done::describe);
        Faults.assertSameTable(db, db.name(), "clean", "killed_conn", ROWS);
    }

    /** Inserts id {@code id} into {@code table} on {@code c} (autocommit off) and leaves the transaction open. */
    private static void holdRow(Connection c, String table, long id) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO " + ItDatabase.table(db.name(), table)
                + " (id, username, email, password_hash, first_name, last_name, user_type, created_at) "
                + "VALUES (?, ?, ?, REPEAT('x', 60), 'Comp', 'Eting', 'USER', '2024-01-01 00:00:00')")) {
            ps.setLong(1, id);
            ps.setString(2, "competitor" + id);
            ps.setString(3, "competitor" + id + "@example.com");
            ps.executeUpdate();
        }
    }

    private void emptyTable(String table) throws Exception {
        db.seedgen(dir, db.name(), "--rows", "1", "--table", table).assertExit(0);
        db.execute("TRUNCATE TABLE " + ItDatabase.table(db.name(), table));
    }

    @Test
    void aLockHeldPastTheLockWaitTimeoutIsRetriedUntilReleased() throws Exception {
        assumeTrue(db.server().isEmbedded(), "sets innodb_lock_wait_timeout globally: embedded test server only");
        emptyTable("lock_wait");
        long original = db.queryLong("SELECT @@GLOBAL.innodb_lock_wait_timeout");
        try (Connection competitor = db.server().admin()) {
            db.execute("SET GLOBAL innodb_lock_wait_timeout = 1"); // seedgen's new sessions take it
            competitor.setAutoCommit(false);
            holdRow(competitor, "lock_wait", 20_000);
            CompletableFuture<CliRun> run = load("lock_wait", "--batch", "100", "--threads", "2");
            // From the first wait of the batch holding id 20000 (not from the start, which a busy machine delays):
            // at least two 1 s lock waits
            awaitLockWait();
            Thread.sleep(2_500);
            competitor.rollback();
            CliRun done = run.get(120, TimeUnit.SECONDS);
            done.assertExit(0);
            assertTrue(retries("lock_wait").get("lock_wait_timeout").asLong() >= 1, done::describe);
        } finally {
            db.execute("SET GLOBAL innodb_lock_wait_timeout = " + original);
        }
        Faults.assertSameTable(db, db.name(), "clean", "lock_wait", ROWS);
    }

    @Test
    void aDeadlockVictimBatchIsRetried() throws Exception {
        emptyTable("deadlock");
        String scratch = ItDatabase.table(db.name(), "deadlock_weight");
        db.execute("CREATE TABLE " + scratch + " (n INT PRIMARY KEY)");
        try (Connection competitor = db.server().admin()) {
            competitor.setAutoCommit(false);
            try (Statement st = competitor.createStatement()) {
                // Weight: InnoDB rolls back the smaller transaction of a deadlock, and this makes it seedgen's.
                st.execute("INSERT INTO " + scratch + " SELECT seq FROM " + ItDatabase.table(db.name(), "seq_1_to_5000"));
            }
            holdRow(competitor, "deadlock", 20_000);
            CompletableFuture<CliRun> run = load("deadlock", "--batch", "100", "--threads", "1");
            awaitLockWait();
            // seedgen holds 19901..19999 and waits for 20000; taking 19950 closes the cycle.
            try (PreparedStatement ps = competitor.prepareStatement("DELETE FROM "
                    + ItDatabase.table(db.name(), "deadlock") + " WHERE id = 19950")) {
                ps.executeUpdate();
            }
            Thread.sleep(500);
            competitor.rollback();
            CliRun done = run.get(120, TimeUnit.SECONDS);
            done.assertExit(0);
            assertTrue(retries("deadlock").get("deadlock").asLong() >= 1, done::describe);
        }
        Faults.assertSameTable(db, db.name(), "clean", "deadlock", ROWS);
    }

    private static void awaitLockWait() throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline) {
            if (db.queryLong("SELECT COUNT(*) FROM information_schema.INNODB_TRX WHERE trx_state = 'LOCK WAIT'") > 0) {
                return;
            }
            Thread.sleep(20);
        }
        throw new AssertionError("seedgen never waited for the competitor's row");
    }

    @Test
    void retriesAreCountedAsNoneWhenNothingFails() throws Exception {
        CliRun done = load("calm", "--batch", "1000").get(120, TimeUnit.SECONDS);
        done.assertExit(0);
        assertEquals(0, retries("calm").get("deadlock").asLong());
        assertTrue(done.out().contains("retries        none"), done::describe);
        Faults.assertSameTable(db, db.name(), "clean", "calm", ROWS);
    }
}
