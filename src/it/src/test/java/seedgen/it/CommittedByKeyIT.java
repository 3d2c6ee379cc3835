package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Which batches committed is read from the table, by key: no bookkeeping row per batch. A resume finds batches
 * missing anywhere past the checkpoint (here: holes cut into an interrupted table and the checkpoint moved back,
 * as after a kill -9 with batches in flight), and a batch whose COMMIT went through but whose answer was lost on
 * the way back (a relay drops it) is found committed and not written again, on both write paths. Each time the
 * table ends equal to a clean run's.
 */
class CommittedByKeyIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(CommittedByKeyIT.class);

    static final long ROWS = 20_000;

    @TempDir
    Path dir;

    @BeforeAll
    static void cleanRun(@TempDir Path cleanDir) throws Exception {
        db.seedgen(cleanDir, db.name(), "--rows", Long.toString(ROWS), "--table", "clean").assertExit(0);
        db.seedgen(cleanDir, db.name(), "--rows", "2000", "--table", "clean_2000").assertExit(0);
    }

    private long progressRows(String table) throws Exception {
        return db.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(db.name(), "seedgen_progress")
                + " WHERE table_name = '" + table + "'");
    }

    @Test
    void aResumeFindsTheMissingBatchesByKeyWhereverTheyAre() throws Exception {
        String table = "holes";
        String t = ItDatabase.table(db.name(), table);
        String trigger = emptyTableRefusing(table, 15_001);
        CliRun failed = db.seedgen(dir, db.name(), "--rows", Long.toString(ROWS), "--table", table, "--batch", "100",
                "--threads", "3");
        failed.assertExit(1);
        assertTrue(failed.err().contains("refused on purpose"), failed::describe);
        db.execute("DROP TRIGGER " + trigger);

        // One checkpoint row for the run, never one per batch; it stops below the refused batch.
        assertEquals(1, progressRows(table), "the run kept a checkpoint, not a row per batch");
        long checkpoint = db.queryLong("SELECT last_id FROM " + ItDatabase.table(db.name(), "seedgen_progress")
                + " WHERE table_name = '" + table + "'");
        assertTrue(checkpoint <= 15_000, "checkpoint " + checkpoint + " passes the refused batch");
        assertEquals(100, db.queryLong("SELECT batch_size FROM " + ItDatabase.table(db.name(), "seedgen_dataset_runs")
                + " WHERE dataset = 'users:" + table + "'"));

        // As after a kill -9 before the checkpoint moved on, with batches in flight: the checkpoint back at the
        // start, two whole batches gone below where the rows reach, and the refused one missing too.
        db.execute("UPDATE " + ItDatabase.table(db.name(), "seedgen_progress") + " SET last_id = first_id - 1 "
                + "WHERE table_name = '" + table + "'",
                "DELETE FROM " + t + " WHERE id BETWEEN 201 AND 300 OR id BETWEEN 9001 AND 9100");
        long committed = db.count(db.name(), table);
        assertTrue(committed < ROWS - 200);

        // Another --batch and --threads: the batches stay those of the interrupted run (100 ids each).
        CliRun resumed = db.seedgen(dir, db.name(), "--rows", Long.toString(ROWS), "--table", table, "--batch",
                "1000", "--threads", "2", "--resume");
        resumed.assertExit(0);
        Matcher m = Pattern.compile("([\\d,]+) of ([\\d,]+) rows were committed, ([\\d,]+) to write \\(([\\d,]+) "
                + "batches past the checkpoint looked up by key").matcher(resumed.out());
        assertTrue(m.find(), resumed::describe);
        assertEquals(committed, number(m.group(1)), resumed::describe);
        assertEquals(ROWS - committed, number(m.group(3)), resumed::describe);
        assertTrue(number(m.group(4)) >= (committed + 200) / 100, "every batch up to the largest id looked up: "
                + resumed.describe());
        assertTrue(resumed.out().contains("in batches of 100 rows as the interrupted run"), resumed::describe);
        Faults.assertSameTable(db, db.name(), "clean", table, ROWS);
    }

    /**
     * A run of the users table that seedgen 0.1 recorded (its own seedgen_runs row, with the grid, and a checkpoint)
     * and that stopped part-way is taken over by --resume: the same table as a clean run's, the old record and both
     * bookkeeping tables gone after. Other options than the recorded run's are refused naming each. The record is
     * written here as 0.1 wrote it: the columns' fingerprint is SHA-256 of "name TYPE;" per column and
     * "unique:COLUMNS", the login's of the password hash.
     */
    @Test
    void aRunRecordedBySeedgenZeroOneIsResumedExactly() throws Exception {
        String database = db.name() + "_zero_one";
        String q = "`" + database + "`";
        db.seedgen(dir, database, "--rows", Long.toString(ROWS), "--table", "old").assertExit(0);
        db.execute("DELETE FROM " + q + ".`old` WHERE id > 12000 OR id BETWEEN 2001 AND 2100",
                "CREATE TABLE " + q + ".seedgen_runs (table_name VARCHAR(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin "
                + "NOT NULL PRIMARY KEY, seed BIGINT NOT NULL, first_id BIGINT NOT NULL, row_count BIGINT NOT NULL, "
                + "columns_fingerprint CHAR(64) NOT NULL, login_fingerprint CHAR(64) NOT NULL, started_at TIMESTAMP "
                + "NOT NULL DEFAULT CURRENT_TIMESTAMP, batch_size BIGINT NOT NULL DEFAULT 0) ENGINE=InnoDB",
                "CREATE TABLE " + q + ".seedgen_progress (table_name VARCHAR(64) CHARACTER SET utf8mb4 COLLATE "
                + "utf8mb4_bin NOT NULL, first_id BIGINT NOT NULL, last_id BIGINT NOT NULL, PRIMARY KEY (table_name, "
                + "first_id)) ENGINE=InnoDB");
        String columns = sha256("id BIGINT;username VARCHAR(64);email VARCHAR(255);password_hash CHAR(60);"
                + "first_name VARCHAR(50);last_name VARCHAR(50);user_type VARCHAR(16);created_at DATETIME;"
                + "unique:username,email");
        String login = sha256(new seedgen.generate.PasswordHashes(1, 10).hashOf("password"));
        db.execute("INSERT INTO " + q + ".seedgen_runs (table_name, seed, first_id, row_count, columns_fingerprint, "
                + "login_fingerprint, batch_size) VALUES ('old', 1, 1, " + ROWS + ", '" + columns + "', '" + login
                + "', 100)", "INSERT INTO " + q + ".seedgen_progress VALUES ('old', 1, 1500)");

        CliRun otherSeed = db.seedgen(dir, database, "--rows", Long.toString(ROWS), "--table", "old", "--seed", "2",
                "--resume").assertRefused(3);
        assertTrue(otherSeed.err().contains("--seed 2 (the interrupted run used 1)"), otherSeed::describe);
        CliRun otherPlain = db.seedgen(dir, database, "--rows", Long.toString(ROWS), "--table", "old",
                "--password-plain", "other", "--resume").assertRefused(3);
        assertTrue(otherPlain.err().contains("--password-plain or --bcrypt-cost"), otherPlain::describe);
        assertEquals(11_900, db.count(database, "old"), "refusals write nothing");

        CliRun resumed = db.seedgen(dir, database, "--rows", Long.toString(ROWS), "--table", "old", "--batch", "700",
                "--resume").assertExit(0);
        assertTrue(resumed.err().contains("resuming the interrupted run"), resumed::describe);
        assertTrue(resumed.out().contains("in batches of 100 rows as the interrupted run"), resumed::describe);
        assertTrue(resumed.out().contains("11,900 of 20,000 rows were committed, 8,100 to write"), resumed::describe);
        Faults.assertSameTable(db, database, "old", "old", ROWS);
        assertEquals(db.checksum(db.name(), "clean"), db.checksum(database, "old"), "the clean run's rows");
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_SCHEMA = '" + database
                + "' AND TABLE_NAME LIKE 'seedgen%'"), "the old record and the bookkeeping are gone");
    }

    private static String sha256(String text) throws Exception {
        return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256")
                .digest(text.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
    }

    /** Creates {@code table} empty, with a trigger refusing the row of {@code id}; returns the trigger's name. */
    private String emptyTableRefusing(String table, long id) throws Exception {
        db.seedgen(dir, db.name(), "--rows", "1", "--table", table).assertExit(0);
        String t = ItDatabase.table(db.name(), table);
        String trigger = ItDatabase.table(db.name(), "refuse_" + table);
        db.execute("TRUNCATE TABLE " + t, "CREATE TRIGGER " + trigger + " BEFORE INSERT ON " + t
                + " FOR EACH ROW BEGIN IF NEW.id = " + id + " THEN SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = "
                + "'refused on purpose'; END IF; END");
        return trigger;
    }

    private static long number(String digits) {
        return Long.parseLong(digits.replace(",", ""));
    }

    @ParameterizedTest
    @ValueSource(strings = {"insert", "load-data"})
    void aBatchWhoseCommitAnswerIsLostIsFoundCommittedAndNotWrittenAgain(String method) throws Exception {
        String table = "lost_answer_" + method.replace('-', '_');
        try (LostCommitProxy proxy = new LostCommitProxy(db.server().host(), db.server().port(), 5)) {
            Map<String, String> env = new LinkedHashMap<>();
            env.put("SEEDGEN_PASSWORD", TestServer.IT_PASSWORD);
            Path report = dir.resolve(table + ".json");
            CliRun run = CliRun.of(env, dir, List.of("--rows", Long.toString(ROWS), "--table", table, "--batch",
                    "500", "--threads", "2", "--method", method, "--report", report.toString(), "--ssl-mode",
                    "DISABLED", "--url", "jdbc:mysql://127.0.0.1:" + proxy.port() + "/" + db.name(), "--user",
                    TestServer.IT_USER).toArray(String[]::new));
            run.assertExit(0);
            assertEquals(1, proxy.answersLost(), "the relay lost exactly one COMMIT's answer: " + run.describe());
            assertEquals(1, Faults.report(report).get("retries").get("lost_connection").asLong(), run::describe);
        }
        Faults.assertSameTable(db, db.name(), "clean", table, ROWS);
    }

    @Test
    void aRunRecordedByAnEarlierSeedgenIsRefusedAndItsTablesStillServeNewRuns() throws Exception {
        String database = db.name() + "_legacy";
        String q = "`" + database + "`";
        db.seedgen(dir, database, "--rows", "1000", "--table", "old").assertExit(0);
        db.execute(
                // The bookkeeping as the earlier seedgen made it: no batch_size, a row per committed batch.
                "CREATE TABLE " + q + ".seedgen_runs (table_name VARCHAR(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin "
                + "NOT NULL PRIMARY KEY, seed BIGINT NOT NULL, first_id BIGINT NOT NULL, row_count BIGINT NOT NULL, "
                + "columns_fingerprint CHAR(64) NOT NULL, login_fingerprint CHAR(64) NOT NULL, started_at TIMESTAMP "
                + "NOT NULL DEFAULT CURRENT_TIMESTAMP) ENGINE=InnoDB",
                "CREATE TABLE " + q + ".seedgen_progress (table_name VARCHAR(64) CHARACTER SET utf8mb4 COLLATE "
                + "utf8mb4_bin NOT NULL, first_id BIGINT NOT NULL, last_id BIGINT NOT NULL, PRIMARY KEY (table_name, "
                + "first_id)) ENGINE=InnoDB");
        db.execute("INSERT INTO " + q + ".seedgen_runs (table_name, seed, first_id, row_count, columns_fingerprint, "
                + "login_fingerprint) VALUES ('old', 1, 1, 2000, REPEAT('0', 64), REPEAT('0', 64))",
                "INSERT INTO " + q + ".seedgen_progress VALUES ('old', 1, 1000)");

        CliRun refused = db.seedgen(dir, database, "--rows", "2000", "--table", "old", "--resume").assertRefused(3);
        assertTrue(refused.err().contains("started by an earlier seedgen"), refused::describe);
        assertEquals(1000, db.count(database, "old"), "nothing written");

        // A new run on another table shares the checkpoint table and leaves the earlier record as it was.
        db.seedgen(dir, database, "--rows", "1000", "--table", "fresh").assertExit(0);
        assertEquals(1, db.queryLong("SELECT COUNT(*) FROM " + q + ".seedgen_runs WHERE table_name = 'old' AND "
                + "seed = 1 AND row_count = 2000"));
        assertEquals(1, db.queryLong("SELECT COUNT(*) FROM " + q + ".seedgen_progress WHERE table_name = 'old'"));
    }

    @Test
    void aUserWithoutUpdateIsRefusedBeforeAnyRow() throws Exception {
        String database = db.name("noupdate");
        db.seedgen(dir, database, "--rows", "1", "--table", "users").assertExit(0);
        db.execute("TRUNCATE TABLE " + ItDatabase.table(database, "users"));
        String user = "seedgen_no_update";
        db.createUser(user, "no-update-pw");
        db.server().grant("CREATE, DROP, INSERT, SELECT, DELETE", database, user);

        CliRun run = db.seedgenAs(user, "no-update-pw", dir, database, "--rows", "5000", "--table", "users");

        run.assertRefused(3);
        assertTrue(run.err().contains("UPDATE"), run::describe);
        assertEquals(0, db.count(database, "users"), "nothing written");
        db.assertNoConnectionLeft(user);
    }

    @Test
    void aBatchTooLargeForOneStatementStillCommitsAsOneTransaction() throws Exception {
        assumeTrue(db.server().isEmbedded(), "changes a global setting: only on the embedded test server");
        String table = "split";
        // Id 450 lies in a later statement of the first batch (about 40 rows fit in 8 KiB).
        String trigger = emptyTableRefusing(table, 450);
        long original = db.queryLong("SELECT @@GLOBAL.max_allowed_packet");
        Path report = dir.resolve("split.json");
        try {
            db.execute("SET GLOBAL max_allowed_packet = 8192");
            CliRun failed = db.seedgen(dir, db.name(), "--rows", "2000", "--table", table, "--batch", "500",
                    "--threads", "1", "--report", report.toString());
            failed.assertExit(1);
            assertTrue(Faults.report(report).path("statements").asLong() > 1, "the batch took several statements");
            assertEquals(0, db.count(db.name(), table), "the refused batch's earlier statements were rolled back");
        } finally {
            db.execute("SET GLOBAL max_allowed_packet = " + original);
        }
        db.execute("DROP TRIGGER " + trigger);
        db.seedgen(dir, db.name(), "--rows", "2000", "--table", table, "--batch", "500", "--threads", "1",
                "--resume").assertExit(0);
        assertEquals(db.checksum(db.name(), "clean_2000"), db.checksum(db.name(), table));
    }
}
