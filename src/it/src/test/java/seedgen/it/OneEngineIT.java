package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * One engine runs every dataset, so what only the plain users table had works for a dataset of several tables too:
 * batch latency percentiles, the login line, the retries and the run's figures in the summary and the report; a dry
 * run that reads the server and refuses as the real run would; a checkpoint per table that a resume trusts; runs on
 * different tables of one database side by side.
 */
class OneEngineIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(OneEngineIT.class);

    private static final List<String> SNS = List.of("users", "posts", "likes", "bookmarks", "follows");

    @TempDir
    Path dir;

    @Test
    void aDatasetHasTheSummaryReportAndDryRunTheUsersTableHad() throws Exception {
        String database = db.name("summary");
        Path report = dir.resolve("sns.json");
        CliRun run = db.seedgen(dir, database, "--dataset", "sns", "--rows", "2000", "--batch", "500", "--report",
                report.toString()).assertExit(0);
        String out = run.out();
        assertTrue(out.contains("p50 ") && out.contains("p95 ") && out.contains("p99 "), run::describe);
        assertTrue(out.contains("login          every row of users logs in with the password \"password\" (bcrypt "
                + "cost 10, 1 hash computed for all rows)"), run::describe);
        assertTrue(out.contains("retries        none"), run::describe);
        // the default: the server's bulk path, the tables side by side
        assertTrue(out.contains("method         load-data; tables side by side")
                ? out.contains("LOAD DATA LOCAL INFILE statements") : out.contains("method         insert; tables "
                        + "side by side") && out.contains("INSERT statements"), run::describe);
        assertTrue(out.contains("rows of dataset sns written"), run::describe);
        JsonNode json = Faults.report(report);
        assertEquals("DONE", json.path("status").asText(), json::toString);
        long written = 0;
        for (JsonNode t : json.get("tables")) {
            written += t.get("rowsWritten").asLong();
        }
        assertEquals(written, json.path("rowsWritten").asLong(-1), json::toString);
        assertTrue(json.path("batchLatency").path("batches").asLong() >= SNS.size(), json::toString);
        assertEquals(json.path("statements").asLong(-1), json.path("batchLatency").path("batches").asLong(),
                "one statement a batch: " + json);
        assertEquals(0, json.path("retries").path("deadlock").asLong(-1), json::toString);
        assertEquals("password", json.path("logins").get(0).path("plaintext").asText(), json::toString);

        CliRun again = db.seedgen(dir, database, "--dataset", "sns", "--rows", "10", "--dry-run").assertRefused(2);
        assertTrue(again.err().contains("already has table(s)") && again.err().contains("--truncate"),
                again::describe);
        CliRun dry = db.seedgen(dir, database, "--dataset", "sns", "--rows", "10", "--dry-run", "--truncate")
                .assertExit(0);
        assertTrue(dry.out().contains("-- users: 10 rows; table holds rows: it would be emptied first (--truncate)"),
                dry::describe);
        assertTrue(dry.out().lines().anyMatch(l -> l.startsWith("id | first_name | last_name | ")), dry::describe);
        assertTrue(dry.out().lines().anyMatch(l -> l.startsWith("1 | ")), dry::describe);
        CliRun appended = db.seedgen(dir, database, "--dataset", "sns", "--rows", "10", "--dry-run", "--append")
                .assertExit(0);
        assertTrue(appended.out().contains("-- users: 10 rows; table holds 2,000 rows: rows would be added after "
                + "them (--append)"), appended::describe);
        assertTrue(appended.out().lines().anyMatch(l -> l.startsWith("2001 | ")), appended::describe);
        assertEquals(2000, db.count(database, "users"), "dry runs write nothing");
    }

    /**
     * A dataset run that fails at its last table keeps a checkpoint for every table (each whole table's at its last
     * row, the failed one's before its first) and its record with the seed and rows asked; --resume trusts them, and
     * ends with the same tables as a clean run.
     */
    @Test
    void aFailedDatasetRunKeepsACheckpointPerTableThatTheResumeTrusts() throws Exception {
        String clean = db.name("clean");
        db.seedgen(dir, clean, "--dataset", "sns", "--rows", "1000").assertExit(0);
        String failed = db.name("failed");
        String follows = ItDatabase.table(failed, "follows");
        db.execute("CREATE DATABASE `" + failed + "`", "CREATE TABLE " + follows + " LIKE "
                + ItDatabase.table(clean, "follows"), "CREATE TRIGGER " + ItDatabase.table(failed, "refuse_all")
                + " BEFORE INSERT ON " + follows + " FOR EACH ROW SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = "
                + "'refused on purpose'");
        CliRun run = db.seedgen(dir, failed, "--dataset", "sns", "--rows", "1000", "--batch", "300").assertExit(1);
        assertTrue(run.err().contains("refused on purpose") && run.out().contains("--resume"), run::describe);
        String progress = ItDatabase.table(failed, "seedgen_progress");
        for (String t : SNS) {
            long rows = db.count(clean, t);
            long last = db.queryLong("SELECT last_id FROM " + progress + " WHERE table_name = '" + t + "'");
            assertEquals(t.equals("follows") ? 0 : rows, last, t + ": its checkpoint");
        }
        assertEquals(1000, db.queryLong("SELECT rows_asked FROM " + ItDatabase.table(failed, "seedgen_dataset_runs")
                + " WHERE dataset = 'sns' AND seed = 1 AND batch_size = 300"));

        db.execute("DROP TRIGGER " + ItDatabase.table(failed, "refuse_all"));
        CliRun resumed = db.seedgen(dir, failed, "--dataset", "sns", "--rows", "1000", "--resume").assertExit(0);
        assertTrue(resumed.err().contains("resuming the interrupted run: all ") && resumed.out().contains(
                "no orphan row"), resumed::describe);
        for (String t : SNS) {
            assertEquals(db.checksum(clean, t), db.checksum(failed, t), t + " after the resume");
        }
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_SCHEMA = '" + failed
                + "' AND TABLE_NAME LIKE 'seedgen%'"), "the run's records are gone");

        CliRun nothing = db.seedgen(dir, failed, "--dataset", "sns", "--rows", "1000", "--resume").assertExit(0);
        assertTrue(nothing.err().contains("nothing to resume"), nothing::describe);
        CliRun otherSeed = db.seedgen(dir, failed, "--dataset", "sns", "--rows", "1000", "--seed", "2", "--resume")
                .assertRefused(3);
        assertTrue(otherSeed.err().contains("--seed 2 does not generate them"), otherSeed::describe);
    }

    /** The run lock is on each table: a users table and the chat dataset share a database and load at once. */
    @Test
    void runsOnDifferentTablesOfOneDatabaseGoSideBySide() throws Exception {
        String database = db.name("shared");
        Process chat = Faults.startJvm(db, dir, "chat", database, "--dataset", "chat", "--rows", "20000",
                "--threads", "1", "--batch", "50");
        try {
            Faults.awaitRows(db, database, "users", 1, chat::isAlive, () -> Faults.output(dir, "chat"));
            CliRun users = db.seedgen(dir, database, "--rows", "3000", "--table", "accounts").assertExit(0);
            assertTrue(users.out().contains("ids 1..3000"), users::describe);
            assertTrue(chat.isAlive(), "the chat run was still loading while the users table was written");
        } finally {
            chat.destroyForcibly().waitFor();
        }
    }
}
