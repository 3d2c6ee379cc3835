package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import seedgen.dialect.mysql.LockNames;
import seedgen.dialect.mysql.tune.Setting;
import seedgen.dialect.mysql.tune.Snapshot;
import seedgen.dialect.mysql.tune.SnapshotStore;

/**
 * Two runs on one table: the run lock (GET_LOCK on a name derived from database and table) lets one load and
 * refuses the other (exit 3) before it changes anything; runs on different tables do not wait for each other; a
 * --tune run and `tune --restore` are refused while another --tune run holds the server; the lock's idle connection
 * survives a wait_timeout shorter than the run, and when it is lost anyway it is taken again, or, if another
 * session took it meanwhile, the run stops as failed and --resume finishes it.
 *
 * <p>Loads are held in the middle by a competing transaction that holds one row of the table (an uncommitted
 * INSERT): the load waits for it, which makes "while the other run is still going" certain rather than a race.
 */
class RunLockIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(RunLockIT.class);

    static final long ROWS = 10_000;

    @TempDir
    Path dir;

    @BeforeAll
    static void cleanRun(@TempDir Path cleanDir) throws Exception {
        db.seedgen(cleanDir, db.name(), "--rows", Long.toString(ROWS), "--table", "clean").assertExit(0);
    }

    private static String[] load(String table, int threads, String... extra) {
        List<String> args = new ArrayList<>(List.of("--rows", Long.toString(ROWS), "--table", table, "--batch", "200",
                "--threads", Integer.toString(threads)));
        args.addAll(List.of(extra));
        return args.toArray(String[]::new);
    }

    /** The name seedgen derives for the table's run lock on this server. */
    private static String lockName(String database, String table) throws SQLException {
        try (Connection c = db.server().admin()) {
            return LockNames.load(database, table, LockNames.foldsCase(c));
        }
    }

    /** A new admin connection holding {@code name}; closing it releases the lock. */
    private static Connection hold(String name) throws SQLException {
        Connection c = db.server().admin();
        assertEquals(1, getLock(c, name, 0), "the test takes " + name);
        return c;
    }

    private static long getLock(Connection c, String name, int seconds) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT GET_LOCK(?, ?)")) {
            ps.setString(1, name);
            ps.setInt(2, seconds);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }

    private static long connectionId(Connection c) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT CONNECTION_ID()")) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private static OptionalLong holderOf(String name) throws SQLException {
        try (Connection c = db.server().admin(); PreparedStatement ps = c.prepareStatement("SELECT IS_USED_LOCK(?)")) {
            ps.setString(1, name);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                long id = rs.getLong(1);
                return rs.wasNull() ? OptionalLong.empty() : OptionalLong.of(id);
            }
        }
    }

    /** The table exists and is empty, so that a competitor can hold one of its rows before seedgen starts. */
    private void emptyTable(String table) throws Exception {
        db.seedgen(dir, db.name(), "--rows", "1", "--table", table).assertExit(0);
        db.execute("TRUNCATE TABLE " + ItDatabase.table(db.name(), table));
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

    /** A competitor holding row {@code id} of each table, in one open transaction; roll it back to let loads on. */
    private static Connection competitor(long id, String... tables) throws SQLException {
        Connection c = db.server().admin();
        try (Statement st = c.createStatement()) {
            st.execute("SET SESSION wait_timeout = 3600"); // it idles while tests shorten the global one
        }
        c.setAutoCommit(false);
        for (String table : tables) {
            holdRow(c, table, id);
        }
        return c;
    }

    /** Waits (up to 60 s) until {@code n} transactions wait for a row lock, failing if {@code alive} turns false. */
    private static void awaitLockWaits(int n, BooleanSupplier alive, Supplier<String> describe) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline) {
            if (db.queryLong("SELECT COUNT(*) FROM information_schema.INNODB_TRX WHERE trx_state = 'LOCK WAIT'") >= n) {
                return;
            }
            if (!alive.getAsBoolean()) {
                throw new AssertionError("a load ended before " + n + " of them waited for the held row\n"
                        + describe.get());
            }
            Thread.sleep(20);
        }
        throw new AssertionError("fewer than " + n + " loads waited for the held row after 60 s\n" + describe.get());
    }

    private static String outputs(Path dir, String... names) {
        StringBuilder b = new StringBuilder();
        for (String name : names) {
            b.append("== ").append(name).append('\n').append(Faults.output(dir, name));
        }
        return b.toString();
    }

    private static String stderr(Path dir, String name) {
        try {
            return Files.readString(dir.resolve(name + ".err"), StandardCharsets.UTF_8);
        } catch (java.io.IOException e) {
            return "";
        }
    }

    @Test
    void aHeldRunLockRefusesTheRunBeforeItChangesAnythingAndTheSameCommandRunsOnceItIsFree() throws Exception {
        String database = db.name("held");
        db.seedgen(dir, database, "--rows", "1000", "--table", "held").assertExit(0);
        long checksum = db.checksum(database, "held");
        String ddl = db.showCreate(database, "held");
        assertFalse(db.tableExists(database, "seedgen_dataset_runs"), "a finished run leaves no bookkeeping");
        String[] truncating = {"--rows", "500", "--table", "held", "--truncate", "--defer-indexes"};

        try (Connection holder = hold(lockName(database, "held"))) {
            long holderId = connectionId(holder);
            for (String[] args : List.of(truncating, new String[] {"--rows", "1000", "--table", "held", "--resume"},
                    new String[] {"--rows", "500", "--table", "held", "--append", "--tune"})) {
                CliRun refused = db.seedgen(dir, database, args);
                refused.assertRefused(3);
                assertTrue(refused.err().contains("another seedgen run is loading `" + database + "`.`held` (server "
                        + "connection " + holderId + ")"), refused::describe);
                assertTrue(refused.err().contains("wait for it to end or stop it"), refused::describe);
                assertEquals(checksum, db.checksum(database, "held"), () -> "the table was changed\n"
                        + refused.describe());
                assertEquals(ddl, db.showCreate(database, "held"), "no key dropped");
                assertFalse(db.tableExists(database, "seedgen_dataset_runs")
                        || db.tableExists(database, "seedgen_progress"),
                        () -> "bookkeeping touched\n" + refused.describe());
                assertFalse(Files.exists(dir.resolve(".seedgen").resolve(SnapshotStore.FILE_NAME)),
                        "no tuning snapshot: the server's settings were never read for a change");
                db.assertNoConnectionLeft();
            }

            CliRun dry = db.seedgen(dir, database, "--rows", "500", "--table", "held", "--dry-run");
            dry.assertExit(0);
            assertTrue(dry.out().contains("another seedgen run is loading it now (server connection " + holderId + ")"),
                    dry::describe);
            db.assertNoConnectionLeft();

            // Another table of the same database is not held.
            db.seedgen(dir, database, "--rows", "100", "--table", "other").assertExit(0);
            assertEquals(100, db.count(database, "other"));
        }

        CliRun after = db.seedgen(dir, database, truncating);
        after.assertExit(0);
        assertEquals(500, db.count(database, "held"));
        assertEquals(500, db.queryLong("SELECT MAX(id) FROM " + ItDatabase.table(database, "held")));
        assertFalse(db.tableExists(database, "seedgen_dataset_runs"));
        CliRun dry = db.seedgen(dir, database, "--rows", "5", "--table", "held", "--dry-run", "--append");
        dry.assertExit(0);
        assertFalse(dry.out().contains("another seedgen run"), dry::describe);
        db.assertNoConnectionLeft();
    }

    @Test
    void twoRunsStartedTogetherOnOneTableEndWithOneLoadAndOneRefusal() throws Exception {
        String table = "raced";
        emptyTable(table);
        Process a;
        Process b;
        try (Connection competitor = competitor(ROWS / 2, table)) {
            a = Faults.startJvm(db, dir, "a", db.name(), load(table, 2));
            b = Faults.startJvm(db, dir, "b", db.name(), load(table, 2));
            try {
                // The winner cannot get past the held row, so the other run is refused while it is surely going.
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
                while (a.isAlive() && b.isAlive() && System.nanoTime() < deadline) {
                    Thread.sleep(50);
                }
                assertFalse(a.isAlive() && b.isAlive(), () -> "neither run stopped by itself within 90 s\n"
                        + outputs(dir, "a", "b"));
                competitor.rollback();
                assertTrue(a.waitFor(120, TimeUnit.SECONDS) && b.waitFor(120, TimeUnit.SECONDS),
                        () -> outputs(dir, "a", "b"));
            } finally {
                a.destroyForcibly().waitFor();
                b.destroyForcibly().waitFor();
            }
        }
        List<Integer> exits = new ArrayList<>(List.of(a.exitValue(), b.exitValue()));
        exits.sort(null);
        assertEquals(List.of(0, 3), exits, () -> outputs(dir, "a", "b"));
        String loser = a.exitValue() == 3 ? "a" : "b";
        assertTrue(stderr(dir, loser).contains("another seedgen run is loading `" + db.name() + "`.`" + table + "`"),
                () -> outputs(dir, "a", "b"));
        Faults.assertSameTable(db, db.name(), "clean", table, ROWS);
    }

    @Test
    void runsOnDifferentTablesOfOneDatabaseLoadAtTheSameTime() throws Exception {
        emptyTable("left");
        emptyTable("right");
        Process left;
        Process right;
        try (Connection competitor = competitor(ROWS / 2, "left", "right")) {
            left = Faults.startJvm(db, dir, "left", db.name(), load("left", 2));
            right = Faults.startJvm(db, dir, "right", db.name(), load("right", 2));
            try {
                // Both waiting for their held row at once: both were loading at the same time.
                awaitLockWaits(2, () -> left.isAlive() && right.isAlive(), () -> outputs(dir, "left", "right"));
                competitor.rollback();
                assertTrue(left.waitFor(120, TimeUnit.SECONDS) && right.waitFor(120, TimeUnit.SECONDS),
                        () -> outputs(dir, "left", "right"));
            } finally {
                left.destroyForcibly().waitFor();
                right.destroyForcibly().waitFor();
            }
        }
        assertEquals(0, left.exitValue(), () -> outputs(dir, "left", "right"));
        assertEquals(0, right.exitValue(), () -> outputs(dir, "left", "right"));
        Faults.assertSameTable(db, db.name(), "clean", "left", ROWS);
        Faults.assertSameTable(db, db.name(), "clean", "right", ROWS);
    }

    @Test
    void aHeldTuningLockRefusesTuneRunsAndRestoreButNotPlainLoads() throws Exception {
        String value = db.queryString("SELECT @@GLOBAL.innodb_flush_log_at_trx_commit");
        SnapshotStore store = new SnapshotStore(dir.resolve(".seedgen"));
        try (Connection tuner = hold(LockNames.TUNE)) {
            long tunerId = connectionId(tuner);
            CliRun tuned = db.seedgen(dir, db.name(), "--rows", "100", "--table", "tuned", "--tune");
            tuned.assertRefused(3);
            assertTrue(tuned.err().contains("another seedgen run is tuning the server at " + db.server().host() + ":"
                    + db.server().port() + " (server connection " + tunerId + ")"), tuned::describe);
            assertFalse(db.tableExists(db.name(), "tuned"), tuned::describe);
            assertFalse(Files.exists(store.file()), tuned::describe);

            // A snapshot as a killed --tune run leaves it; restoring it under a live --tune run is refused.
            store.write(new Snapshot(db.server().host() + ":" + db.server().port(), Instant.now(), 1,
                    Map.of(Setting.INNODB_FLUSH_LOG_AT_TRX_COMMIT, value)));
            CliRun restore = db.seedgen(dir, db.name(), "tune", "--restore");
            restore.assertRefused(3);
            assertTrue(restore.err().contains("is still going (server connection " + tunerId + ")"),
                    restore::describe);
            assertTrue(Files.exists(store.file()), "the snapshot stays for a later restore");

            db.seedgen(dir, db.name(), "--rows", "100", "--table", "tuned").assertExit(0);
            assertEquals(100, db.count(db.name(), "tuned"));
            db.assertNoConnectionLeft();
        } finally {
            store.delete();
        }
        assertEquals(value, db.queryString("SELECT @@GLOBAL.innodb_flush_log_at_trx_commit"));
    }

    @Test
    void theLockConnectionOutlivesAWaitTimeoutShorterThanTheRun() throws Exception {
        assumeTrue(db.server().isEmbedded(), "sets wait_timeout globally: embedded test server only");
        String table = "idle";
        emptyTable(table);
        String name = lockName(db.name(), table);
        long original = db.queryLong("SELECT @@GLOBAL.wait_timeout");
        CliRun done;
        try (Connection competitor = competitor(ROWS / 2, table)) {
            db.execute("SET GLOBAL wait_timeout = 2"); // seedgen's new sessions take it
            CompletableFuture<CliRun> run = CompletableFuture.supplyAsync(() -> db.seedgen(dir, db.name(),
                    load(table, 1)));
            awaitLockWaits(1, () -> !run.isDone(), () -> run.join().describe());
            long holder = holderOf(name).orElseThrow(() -> new AssertionError("no run lock while loading"));
            // Twice the wait_timeout: an idle session left with the global value is closed by now.
            Thread.sleep(4_000);
            assertEquals(OptionalLong.of(holder), holderOf(name), "the run lock's connection still holds it");
            competitor.rollback();
            done = run.get(120, TimeUnit.SECONDS);
        } finally {
            db.execute("SET GLOBAL wait_timeout = " + original);
        }
        done.assertExit(0);
        assertFalse(done.err().contains("was lost"), done::describe);
        Faults.assertSameTable(db, db.name(), "clean", table, ROWS);
    }

    @Test
    void aLostLockIsTakenAgainAndALockTakenMeanwhileByAnotherSessionFailsTheRunWhichResumeFinishes()
            throws Exception {
        String table = "lost";
        emptyTable(table);
        String name = lockName(db.name(), table);
        Process p;
        try (Connection competitor = competitor(ROWS / 2, table); Connection thief = db.server().admin()) {
            p = Faults.startJvm(db, dir, "lost", db.name(), load(table, 1));
            try {
                awaitLockWaits(1, p::isAlive, () -> Faults.output(dir, "lost"));
                long first = holderOf(name).orElseThrow(() -> new AssertionError("no run lock while loading"));

                kill(first);
                long second = awaitHolderOtherThan(name, first, p);
                assertTrue(awaitLine(dir, "lost", "the run lock was taken again, on server connection " + second, p),
                        () -> Faults.output(dir, "lost"));

                // The thief waits for the lock before seedgen's connection goes, so it gets it first.
                long thiefId = connectionId(thief);
                CompletableFuture<Long> stolen = CompletableFuture.supplyAsync(() -> {
                    try {
                        return getLock(thief, name, 30);
                    } catch (SQLException e) {
                        throw new IllegalStateException(e);
                    }
                });
                awaitState(thiefId, "lock");
                kill(second);
                assertEquals(1L, stolen.get(30, TimeUnit.SECONDS));
                assertTrue(awaitLine(dir, "lost", "Stopping the run: the run lock on `" + db.name() + "`.`lost` was "
                        + "lost with its connection and another session took it (server connection " + thiefId + ")",
                        p), () -> Faults.output(dir, "lost"));
                competitor.rollback();
                assertTrue(p.waitFor(120, TimeUnit.SECONDS), () -> Faults.output(dir, "lost"));
            } finally {
                p.destroyForcibly().waitFor();
            }
        }
        assertEquals(1, p.exitValue(), () -> Faults.output(dir, "lost"));
        assertTrue(Faults.output(dir, "lost").contains("FAILED"), () -> Faults.output(dir, "lost"));
        assertTrue(Faults.runRecorded(db, db.name(), table), "the failed run's record stays for --resume");
        assertTrue(db.count(db.name(), table) < ROWS);

        CliRun resumed = db.seedgen(dir, db.name(), load(table, 2, "--resume"));
        resumed.assertExit(0);
        Faults.assertSameTable(db, db.name(), "clean", table, ROWS);
    }

    @Test
    void theBookkeepingTablesAreCreatedAndDroppedOnlyUnderTheDatabaseWideLock() throws Exception {
        String table = "books";
        emptyTable(table);
        String books;
        try (Connection c = db.server().admin()) {
            books = LockNames.bookkeeping(db.name(), LockNames.foldsCase(c));
        }
        CliRun done;
        try (Connection competitor = competitor(ROWS / 2, table)) {
            CompletableFuture<CliRun> run;
            try (Connection holder = hold(books)) {
                run = CompletableFuture.supplyAsync(() -> db.seedgen(dir, db.name(), load(table, 1)));
                awaitUserLockWait(() -> !run.isDone(), () -> run.join().describe());
                assertFalse(db.tableExists(db.name(), "seedgen_progress") && Faults.runRecorded(db, db.name(), table),
                        "the run records itself only once it has the lock");
            }
            awaitLockWaits(1, () -> !run.isDone(), () -> run.join().describe());
            assertTrue(Faults.runRecorded(db, db.name(), table));
            try (Connection holder = hold(books)) {
                competitor.rollback();
                // Its rows are in: it now waits to see whether it may drop the tables.
                awaitUserLockWait(() -> !run.isDone(), () -> run.join().describe());
                assertTrue(db.tableExists(db.name(), "seedgen_dataset_runs")
                        && db.tableExists(db.name(), "seedgen_progress"),
                        "dropped without the lock");
            }
            done = run.get(120, TimeUnit.SECONDS);
        }
        done.assertExit(0);
        Faults.assertSameTable(db, db.name(), "clean", table, ROWS);
        assertFalse(db.tableExists(db.name(), "seedgen_dataset_runs"), "the last run in the database drops the tables");
    }

    /** Waits (up to 30 s) until a connection of the test user waits for a named lock (GET_LOCK). */
    private static void awaitUserLockWait(BooleanSupplier alive, Supplier<String> describe) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (System.nanoTime() < deadline) {
            try (Connection c = db.server().admin(); PreparedStatement ps = c.prepareStatement("SELECT COUNT(*) FROM "
                    + "information_schema.PROCESSLIST WHERE USER = ? AND LOWER(STATE) LIKE 'user lock%'")) {
                ps.setString(1, TestServer.IT_USER);
                try (ResultSet rs = ps.executeQuery()) {
                    rs.next();
                    if (rs.getLong(1) > 0) {
                        return;
                    }
                }
            }
            if (!alive.getAsBoolean()) {
                throw new AssertionError("the run ended without waiting for the lock\n" + describe.get());
            }
            Thread.sleep(20);
        }
        throw new AssertionError("no seedgen connection waited for the lock within 30 s");
    }

    private static void kill(long connection) throws SQLException {
        db.execute("KILL CONNECTION " + connection);
    }

    /** Waits (up to 30 s) for another connection to hold {@code name}; fails if {@code p} ends first. */
    private static long awaitHolderOtherThan(String name, long old, Process p) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (System.nanoTime() < deadline && p.isAlive()) {
            OptionalLong now = holderOf(name);
            if (now.isPresent() && now.getAsLong() != old) {
                return now.getAsLong();
            }
            Thread.sleep(50);
        }
        throw new AssertionError("the run lock was not taken again within 30 s");
    }

    /** Waits (up to 30 s) for a line containing {@code text} in the JVM's stderr; false if it ends or time runs out. */
    private static boolean awaitLine(Path dir, String name, String text, Process p) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (System.nanoTime() < deadline) {
            if (stderr(dir, name).contains(text)) {
                return true;
            }
            if (!p.isAlive()) {
                return stderr(dir, name).contains(text);
            }
            Thread.sleep(50);
        }
        return false;
    }

    /** Waits (up to 10 s) until the server connection's state mentions {@code word} (e.g. "User lock"). */
    private static void awaitState(long connection, String word) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (System.nanoTime() < deadline) {
            String state = db.queryString("SELECT COALESCE(MAX(STATE), '') FROM information_schema.PROCESSLIST "
                    + "WHERE ID = " + connection);
            if (state.toLowerCase(java.util.Locale.ROOT).contains(word)) {
                return;
            }
            Thread.sleep(20);
        }
        throw new AssertionError("connection " + connection + " never waited for the lock");
    }
}
