package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import seedgen.Seedgen;
import seedgen.dialect.mysql.tune.Setting;
import seedgen.dialect.mysql.tune.Snapshot;
import seedgen.dialect.mysql.tune.SnapshotStore;
import seedgen.run.TuneSpec;
import seedgen.tune.Sizes;

/**
 * --tune against the real server: the values before a run equal those after it, for a run that ends, one that
 * fails half-way, one stopped with SIGINT, and one killed with kill -9 and then `tune --restore`. These tests
 * change GLOBAL variables, so they run only on the embedded test server, and put the values back themselves in
 * a finally whatever seedgen did.
 */
class TuneIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(TuneIT.class);

    static final String TUNER = "seedgen_tuner";
    static final String TUNER_PASSWORD = "tuner-pw-not-a-secret";
    static final String[] WATCHED = {"innodb_buffer_pool_size", "innodb_flush_log_at_trx_commit", "wait_timeout",
        "interactive_timeout"};

    @TempDir
    Path dir;

    private Map<String, String> before;

    @BeforeEach
    void onlyOnTheEmbeddedServer() throws Exception {
        assumeTrue(db.server().isEmbedded(), "TuneIT changes GLOBAL server variables, so it runs only on the embedded "
                + "test server, not on the server named by " + TestServer.URL_VARIABLE);
        db.createUser(TUNER, TUNER_PASSWORD);
        db.server().grant("ALL PRIVILEGES", pattern(), TUNER);
        for (String h : TestServer.USER_HOSTS) {
            db.execute("GRANT SUPER ON *.* TO " + TestServer.account(TUNER, h));
        }
        before = globals();
    }

    @AfterEach
    void putTheServerBackWhateverHappened() throws Exception {
        if (before == null) {
            return;
        }
        List<String> sets = new ArrayList<>();
        before.forEach((k, v) -> sets.add("SET GLOBAL " + k + " = " + v));
        db.execute(sets.toArray(String[]::new));
    }

    /** The report's tuning: on, put back, each setting back to its value before, the log flush at 2 during. */
    private void assertTheReportSaysTunedAndPutBack(Path report) throws java.io.IOException {
        JsonNode tuning = new ObjectMapper().readTree(report.toFile()).get("tuning");
        assertTrue(tuning.get("enabled").asBoolean() && tuning.get("restored").asBoolean(), tuning::toString);
        boolean flushTuned = false;
        for (JsonNode s : tuning.get("settings")) {
            assertEquals(before.get(s.get("setting").asText()), s.get("after").asText(), tuning::toString);
            flushTuned |= s.get("setting").asText().equals("innodb_flush_log_at_trx_commit")
                    && s.get("during").asText().equals("2");
        }
        assertTrue(flushTuned, tuning::toString);
    }

    private static String pattern() {
        return db.name().replace("_", "\\_") + "%";
    }

    static Map<String, String> globals() throws SQLException {
        Map<String, String> m = new LinkedHashMap<>();
        try (Connection c = db.server().admin(); Statement st = c.createStatement()) {
            for (String v : WATCHED) {
                try (ResultSet rs = st.executeQuery("SELECT @@GLOBAL." + v)) {
                    rs.next();
                    m.put(v, rs.getString(1));
                }
            }
        }
        return m;
    }

    private CliRun tuner(String... args) {
        return db.seedgenAs(TUNER, TUNER_PASSWORD, dir, db.name(), args);
    }

    private Path snapshot() {
        return dir.resolve(".seedgen").resolve("tune-snapshot");
    }

    /** Creates {@code table} with seedgen itself (one row, then emptied) and a trigger recording the GLOBAL values
     * the load saw at id 1 in {@code <table>_during}, and, if {@code failAt} > 0, failing the insert of that id. */
    private void tableWithWitness(String table, long failAt) throws Exception {
        tuner("--rows", "1", "--table", table).assertExit(0);
        String t = ItDatabase.table(db.name(), table);
        String w = ItDatabase.table(db.name(), table + "_during");
        db.execute("TRUNCATE TABLE " + t, "CREATE TABLE " + w + " (k VARCHAR(64) PRIMARY KEY, v VARCHAR(64))",
                "CREATE TRIGGER " + ItDatabase.table(db.name(), table + "_witness") + " BEFORE INSERT ON " + t
                        + " FOR EACH ROW BEGIN"
                        + " IF NEW.id = 1 THEN INSERT INTO " + w + " VALUES"
                        + " ('innodb_buffer_pool_size', @@GLOBAL.innodb_buffer_pool_size),"
                        + " ('innodb_flush_log_at_trx_commit', @@GLOBAL.innodb_flush_log_at_trx_commit),"
                        + " ('wait_timeout', @@GLOBAL.wait_timeout); END IF;"
                        + " IF NEW.id = " + failAt + " THEN SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'witness: "
                        + "failing on purpose'; END IF; END");
    }

    private String during(String table, String variable) throws SQLException {
        return db.queryString("SELECT v FROM " + ItDatabase.table(db.name(), table + "_during") + " WHERE k = '"
                + variable + "'");
    }

    @Test
    void aNormalRunTunesDuringTheLoadAndPutsEveryValueBack() throws Exception {
        tableWithWitness("normal", -1);
        long pool = Long.parseLong(before.get("innodb_buffer_pool_size"));
        long wanted = pool + (128L << 20);
        Path report = dir.resolve("report.json");

        CliRun run = tuner("--rows", "5000", "--table", "normal", "--truncate", "--tune", "--tune-buffer-pool",
                Long.toString(wanted), "--report", report.toString());

        run.assertExit(0);
        assertEquals(before, globals(), run::describe);
        assertFalse(Files.exists(snapshot()), "snapshot deleted after the restore");
        assertEquals("2", during("normal", "innodb_flush_log_at_trx_commit"), run::describe);
        assertEquals("300", during("normal", "wait_timeout"), run::describe);
        assertTrue(Long.parseLong(during("normal", "innodb_buffer_pool_size")) >= wanted - (8L << 20),
                "the pool was raised (and the resize awaited) before the first row\n" + run.describe());
        // MariaDB 11.4 shows the new size only once the resize is done: a wait that took the size read at once for
        // the new one waited for a size the pool never had, to its bound of 120 s, and said it was still raising.
        assertTrue(run.err().contains("Buffer pool: finished raising to " + Sizes.format(wanted)), run::describe);
        assertFalse(run.err().contains("still raising") || run.err().contains("still shrinking"), run::describe);
        assertEquals(5000, db.count(db.name(), "normal"));
        assertTrue(run.err().contains("setting") && run.err().contains("| before") && run.err().contains("| during")
                && run.err().contains("| why"), run::describe);
        assertTrue(run.out().contains("tuning         on;"), run::describe);
        JsonNode tuning = new ObjectMapper().readTree(report.toFile()).get("tuning");
        assertTrue(tuning.get("enabled").asBoolean());
        assertTrue(tuning.get("restored").asBoolean());
        for (JsonNode s : tuning.get("settings")) {
            assertEquals(before.get(s.get("setting").asText()), s.get("after").asText(), tuning::toString);
            assertEquals(before.get(s.get("setting").asText()), s.get("before").asText(), tuning::toString);
        }
        db.assertNoConnectionLeft(TUNER);
    }

    @Test
    void aDatasetRunIsTunedForItsWholeLoadAndPutBack() throws Exception {
        Path report = dir.resolve("dataset-report.json");
        String database = db.name("tuned_sns");
        CliRun run = db.seedgenAs(TUNER, TUNER_PASSWORD, dir, database, "--dataset", "sns", "--rows", "2000",
                "--tune", "--tune-skip", "innodb_buffer_pool_size", "--report", report.toString());
        run.assertExit(0);
        assertEquals(before, globals(), run::describe);
        assertFalse(Files.exists(snapshot()), "snapshot deleted after the restore");
        assertTrue(run.err().contains("Server tuned for the load"), run::describe);
        assertTrue(run.out().contains("tuning         on;"), run::describe);
        assertTrue(run.out().contains("no orphan row"), run::describe);
        assertTheReportSaysTunedAndPutBack(report);
        db.assertNoConnectionLeft(TUNER);
    }

    /** The library's tune(): the server tuned for the load and put back, said in the report, as with --tune. */
    @Test
    void theLibraryTunesTheServerForItsLoadAndPutsItBack() throws Exception {
        Path report = dir.resolve("library-report.json");
        Seedgen.Result r = Seedgen.dataset("chat").rows(1000).seed(2)
                .tune(new TuneSpec(Map.of(), Set.of("innodb_buffer_pool_size"), OptionalLong.empty())).report(report)
                .into(db.url(db.name("lib_tuned")), TUNER, TUNER_PASSWORD);
        assertEquals(1000, r.rows("users"));
        assertEquals(before, globals(), "every value put back when the load ended");
        assertFalse(Files.exists(Path.of(".seedgen", "tune-snapshot")), "snapshot deleted after the restore");
        assertTheReportSaysTunedAndPutBack(report);
        db.assertNoConnectionLeft(TUNER);
    }

    @Test
    void aRunThatFailsHalfWayPutsEveryValueBack() throws Exception {
        tableWithWitness("failing", 500);

        CliRun run = tuner("--rows", "5000", "--batch", "100", "--threads", "2", "--table", "failing", "--truncate",
                "--tune", "--tune-skip", "innodb_buffer_pool_size");

        run.assertExit(1);
        assertTrue(run.err().contains("failing on purpose"), run::describe);
        assertEquals("2", during("failing", "innodb_flush_log_at_trx_commit"), "tuned while it ran");
        assertEquals(before, globals(), run::describe);
        assertFalse(Files.exists(snapshot()));
        assertTrue(db.count(db.name(), "failing") < 5000);
        db.assertNoConnectionLeft(TUNER);
    }

    @Test
    void aUserWithoutThePrivilegeIsRefusedWithExit3BeforeAnythingChanges() throws Exception {
        String user = "seedgen_nosuper";
        db.createUser(user, "nosuper-pw");
        db.server().grant("ALL PRIVILEGES", pattern(), user);

        CliRun run = db.seedgenAs(user, "nosuper-pw", dir, db.name(), "--rows", "100", "--table", "untouched",
                "--tune", "--tune-buffer-pool", "1G");

        run.assertRefused(3);
        assertTrue(run.err().contains("SUPER"), run::describe);
        assertEquals(before, globals());
        assertFalse(db.tableExists(db.name(), "untouched"), "no table created: " + run.describe());
        assertFalse(Files.exists(snapshot()));
    }

    @Test
    void sigintOfASeparateProcessPutsEveryValueBack() throws Exception {
        Process p = startLoad("sigint");
        try {
            awaitTunedAndWriting(p, "sigint");
            assumeFalse(ignoresSigint(p), "the test JVM was started with SIGINT ignored (a background job without "
                    + "job control), so its children cannot be interrupted");
            new ProcessBuilder("kill", "-INT", Long.toString(p.pid())).inheritIO().start().waitFor();
            assertTrue(p.waitFor(90, TimeUnit.SECONDS), "still running 90 s after SIGINT");
            assertEquals(130, p.exitValue(), () -> output("sigint"));
        } finally {
            p.destroyForcibly().waitFor();
        }
        assertEquals(before, globals(), () -> output("sigint"));
        assertFalse(Files.exists(snapshot()), () -> output("sigint"));
        assertTrue(output("sigint").contains("INTERRUPTED"), () -> output("sigint"));
        db.assertNoConnectionLeft(TUNER);
    }

    @Test
    void killMinus9ThenTuneRestorePutsEveryValueBackAndASecondTuneIsRefusedMeanwhile() throws Exception {
        Process p = startLoad("killed");
        try {
            awaitTunedAndWriting(p, "killed");
        } finally {
            p.destroyForcibly().waitFor();
        }
        assertEquals("2", globals().get("innodb_flush_log_at_trx_commit"), "left tuned by the killed run");
        assertTrue(Files.exists(snapshot()));

        CliRun second = tuner("--rows", "10", "--table", "second", "--tune", "--tune-skip",
                "innodb_buffer_pool_size");
        second.assertRefused(3);
        assertTrue(second.err().contains("process " + p.pid() + " has ended without putting them back (killed?): "
                + "run `seedgen tune --restore` first"), second::describe);
        assertFalse(db.tableExists(db.name(), "second"));

        CliRun restore = tuner("tune", "--restore");
        restore.assertExit(0);
        assertEquals(before, globals(), restore::describe);
        assertFalse(Files.exists(snapshot()));
        tuner("tune", "--restore").assertExit(0);
    }

    @Test
    void aBareTuneRestoreAfterKillMinus9UsesTheServerInTheSnapshot() throws Exception {
        Process p = startLoad("bare");
        try {
            awaitTunedAndWriting(p, "bare");
        } finally {
            p.destroyForcibly().waitFor();
        }
        assertEquals("2", globals().get("innodb_flush_log_at_trx_commit"), "left tuned by the killed run");
        // No --url, --host or --port: only who to log in as.
        CliRun restore = CliRun.of(java.util.Map.of("SEEDGEN_PASSWORD", TUNER_PASSWORD), dir, "tune", "--restore",
                "--user", TUNER);
        restore.assertExit(0);
        assertTrue(restore.err().contains("Restoring the settings of 127.0.0.1:" + db.server().port()),
                restore::describe);
        assertEquals(before, globals(), restore::describe);
        assertFalse(Files.exists(snapshot()));
        db.assertNoConnectionLeft(TUNER);
    }

    @Test
    void aSnapshotOfAProcessStillRunningSaysSoAndChangesNothing() throws Exception {
        // This JVM stands in for a --tune run that is still going (on another server, or it would hold
        // the server-wide tune lock and be refused by that first).
        new SnapshotStore(dir.resolve(".seedgen")).write(new Snapshot("db.example:3306",
                java.time.Instant.now(), ProcessHandle.current().pid(),
                Map.of(Setting.INNODB_FLUSH_LOG_AT_TRX_COMMIT, "1")));

        CliRun refused = tuner("--rows", "10", "--table", "alive", "--tune", "--tune-skip",
                "innodb_buffer_pool_size");

        refused.assertRefused(3);
        assertTrue(refused.err().contains("process " + ProcessHandle.current().pid() + " is still running: let it "
                + "end, and it puts them back itself"), refused::describe);
        assertEquals(before, globals(), "nothing may change");
        assertFalse(db.tableExists(db.name(), "alive"));
        assertTrue(Files.exists(snapshot()), "the other run's snapshot must stay");
    }

    /** A load as a separate JVM (java seedgen.Main, the test JVM's class path), large enough to still be running. */
    private Process startLoad(String table) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> cmd = List.of(java, "-Duser.home=" + dir, "-cp", System.getProperty("java.class.path"),
                "seedgen.Main", "--rows", "5000000", "--batch", "200", "--threads", "2", "--table", table, "--tune",
                "--tune-skip", "innodb_buffer_pool_size", "--url", db.url(db.name()), "--user", TUNER);
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(dir.toFile());
        pb.environment().put("SEEDGEN_PASSWORD", TUNER_PASSWORD);
        pb.redirectOutput(dir.resolve(table + ".out").toFile());
        pb.redirectError(dir.resolve(table + ".err").toFile());
        return pb.start();
    }

    private void awaitTunedAndWriting(Process p, String table) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline) {
            if (!p.isAlive()) {
                throw new AssertionError("the load ended early: exit " + p.exitValue() + "\n" + output(table));
            }
            if (Files.exists(snapshot()) && db.tableExists(db.name(), table) && db.count(db.name(), table) > 0) {
                return;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("no rows within 60 s\n" + output(table));
    }

    private static boolean ignoresSigint(Process p) throws Exception {
        for (String line : Files.readAllLines(Path.of("/proc", Long.toString(p.pid()), "status"))) {
            if (line.startsWith("SigIgn:")) {
                return (Long.parseLong(line.substring(7).strip(), 16) & 0x2) != 0;
            }
        }
        return false;
    }

    private String output(String table) {
        try {
            return "-- stdout:\n" + Files.readString(dir.resolve(table + ".out"), StandardCharsets.UTF_8)
                    + "-- stderr:\n" + Files.readString(dir.resolve(table + ".err"), StandardCharsets.UTF_8);
        } catch (java.io.IOException e) {
            return "(no output: " + e + ")";
        }
    }

    static String classPathSeparator() {
        return File.pathSeparator;
    }
}
