package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A dataset whose tables seedgen makes loads by default by the server's bulk path, every table side by side on one
 * pool of workers, the keys built after the rows: the same rows as --keys-first (tables in order, parents first,
 * every key up front), the same keys after, and a kill -9 anywhere in it (the tables' rows half in; a key build under
 * way) leaves what --resume finishes to the clean run's tables and keys.
 */
class SideBySideIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(SideBySideIT.class);

    private static final List<String> SNS = List.of("users", "posts", "likes", "bookmarks", "follows");

    @TempDir
    Path dir;

    @Test
    void byDefaultTheTablesGoSideBySideAndMatchAKeysFirstLoadRowForRowAndKeyForKey() throws Exception {
        String side = db.name("side");
        CliRun run = db.seedgen(dir, side, "--dataset", "sns", "--rows", "2000", "--batch", "700").assertExit(0);
        assertTrue(run.out().contains("; tables side by side, their keys added after the rows"), run::describe);
        assertTrue(run.err().contains("users: database and table created; writing 2,000 rows side by side with the "
                + "other tables (table 1 of 5; 2,000 of the run's "), run::describe);
        assertTrue(run.err().contains("follows: database and table created; writing ") && run.err().contains(
                " rows side by side with the other tables (table 5 of 5; "), run::describe);
        assertTrue(run.out().contains("7 checked after the load: no orphan row"), run::describe);
        String first = db.name("first");
        CliRun keysFirst = db.seedgen(dir, first, "--dataset", "sns", "--rows", "2000", "--keys-first",
                "--method", "insert", "--threads", "3").assertExit(0);
        assertTrue(keysFirst.out().contains("; tables in load order, parents first"), keysFirst::describe);
        assertFalse(keysFirst.out().contains("keys added after"), keysFirst::describe);
        for (String t : SNS) {
            assertEquals(db.checksum(first, t), db.checksum(side, t), t + ": the same rows");
            assertEquals(db.showCreate(first, t), db.showCreate(side, t), t + ": the same columns and keys");
        }
        CliRun both = db.seedgen(dir, db.name("both"), "--dataset", "sns", "--rows", "10", "--keys-first",
                "--defer-indexes").assertRefused(2);
        assertTrue(both.err().contains("--keys-first and --defer-indexes exclude each other"), both::describe);
    }

    /** Killed while every table's rows are going in: the resume writes what is missing of each, then the keys. */
    @Test
    void killedWhileTheTablesLoadSideBySideTheResumeEndsAsACleanRun() throws Exception {
        String clean = db.name("clean");
        db.seedgen(dir, clean, "--dataset", "sns", "--rows", "3000").assertExit(0);
        String killed = db.name("killed");
        Process p = db.startProcess(dir, killed, "--dataset", "sns", "--rows", "3000", "--batch", "100",
                "--threads", "2", "--progress", "none");
        try {
            Faults.awaitRows(db, killed, "bookmarks", 200, p::isAlive, () -> output());
            assertTrue(p.isAlive(), "the kill point must come before the end");
        } finally {
            p.destroyForcibly().waitFor(); // SIGKILL: no hook, no cleanup
        }
        assertTrue(db.count(killed, "follows") < db.count(clean, "follows"), "killed before the last rows");
        CliRun resumed = db.seedgen(dir, killed, "--dataset", "sns", "--rows", "3000", "--resume", "--threads", "3")
                .assertExit(0);
        assertTrue(resumed.err().contains("resuming the interrupted run"), resumed::describe);
        assertTrue(resumed.out().contains("no orphan row"), resumed::describe);
        assertSameAsClean(clean, killed);
    }

    /**
     * Killed while the keys are built after the rows: one table's build is held (a reader of the table holds its
     * metadata lock, so the ALTER waits) and the process is killed then; the resume finds every row in and builds the
     * keys still missing.
     */
    @Test
    void killedWhileTheKeysAreBuiltTheResumeBuildsTheRestAndEndsAsACleanRun() throws Exception {
        String clean = db.name("kclean");
        db.seedgen(dir, clean, "--dataset", "sns", "--rows", "3000").assertExit(0);
        String killed = db.name("kkilled");
        Process p = db.startProcess(dir, killed, "--dataset", "sns", "--rows", "3000", "--threads", "2",
                "--progress", "none");
        try (Connection reader = db.admin()) {
            try {
                Faults.awaitRows(db, killed, "likes", 1, p::isAlive, () -> output());
                reader.setAutoCommit(false);
                try (Statement st = reader.createStatement(); ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM "
                        + ItDatabase.table(killed, "likes"))) {
                    rs.next(); // the transaction now holds the table's metadata lock: an ALTER of it waits
                }
                await(() -> processlistHas("ALTER TABLE `" + killed + "`.`likes`"), p::isAlive);
                assertTrue(p.isAlive(), "the kill point must come before the end");
            } finally {
                p.destroyForcibly().waitFor();
                reader.rollback();
            }
        }
        assertTrue(Files.readString(dir.resolve("killed.out")).contains("building its keys"), this::output);
        await(() -> !processlistHas("ALTER TABLE `" + killed + "`"), () -> true);
        CliRun resumed = db.seedgen(dir, killed, "--dataset", "sns", "--rows", "3000", "--resume").assertExit(0);
        assertTrue(resumed.err().contains("resuming the interrupted run: all "), resumed::describe);
        assertTrue(resumed.out().contains("no orphan row"), resumed::describe);
        assertSameAsClean(clean, killed);
    }

    private void assertSameAsClean(String clean, String loaded) throws Exception {
        for (String t : SNS) {
            assertEquals(db.checksum(clean, t), db.checksum(loaded, t), t + " after the resume");
            assertEquals(db.showCreate(clean, t), db.showCreate(loaded, t), t + ": its keys after the resume");
        }
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_SCHEMA = '"
                + loaded + "' AND TABLE_NAME LIKE 'seedgen%'"), "the run's records are gone");
        db.assertNoConnectionLeft();
    }

    private boolean processlistHas(String text) {
        try (Connection c = db.admin(); Statement st = c.createStatement(); ResultSet rs = st.executeQuery(
                "SELECT INFO FROM information_schema.PROCESSLIST WHERE INFO IS NOT NULL")) {
            while (rs.next()) {
                if (rs.getString(1).startsWith(text)) {
                    return true;
                }
            }
            return false;
        } catch (java.sql.SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Waits up to 60 s for {@code done}, failing at once if {@code alive} turns false first. */
    private void await(BooleanSupplier done, BooleanSupplier alive) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!done.getAsBoolean()) {
            if (!alive.getAsBoolean()) {
                throw new AssertionError("the run ended first\n" + output());
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("not within 60 s\n" + output());
            }
            Thread.sleep(20);
        }
    }

    private String output() {
        try {
            return Files.readString(dir.resolve("killed.out"));
        } catch (java.io.IOException e) {
            return "(no output: " + e + ")";
        }
    }
}
