package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;
import org.mindrot.jbcrypt.BCrypt;
import seedgen.dialect.mysql.LockNames;
import seedgen.tune.Sizes;

/**
 * seedgen against a real MySQL 8 (Community Server 8.0.15, {@link MySql8Server}), as a user meets it: accounts
 * with passwords under the default caching_sha2_password, local_infile OFF, SET GLOBAL needing
 * SYSTEM_VARIABLES_ADMIN, the buffer pool resized in chunks in the background. The server is this class's own,
 * so globals may be changed (and are put back).
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class MySql8IT {

    static final String DB = "my8";
    static final long ROWS = 20_000;
    static final String SEED = "7";
    static final String LOADER = "seedgen_my8";
    static final String LOADER_PW = "my8-Loader-pw-not-a-secret";
    static final String[] HOSTS = {"%", "localhost"};

    static MySql8Server server;

    @TempDir
    Path dir;

    @BeforeAll
    static void startMySql8() throws Exception {
        String unsupported = MySql8Server.unsupportedReason();
        assumeTrue(unsupported == null, () -> "MySql8IT skipped: " + unsupported);
        server = MySql8Server.start(ItPaths.target("mysql8"));
        createUser(LOADER, LOADER_PW, "ALL PRIVILEGES ON `my8%`.*");
        // The clean reference table every later test compares with.
        seedgen(LOADER, LOADER_PW, Files.createTempDirectory("my8-clean"), "--rows", Long.toString(ROWS), "--seed",
                SEED, "--table", "clean", "--batch", "1000", "--threads", "2").assertExit(0);
    }

    @AfterAll
    static void stopMySql8() {
        if (server != null) {
            server.close();
        }
    }

    // ---------------------------------------------------------------- helpers

    static void createUser(String user, String password, String... grants) throws SQLException {
        for (String h : HOSTS) {
            String account = TestServer.account(user, h);
            server.execute("DROP USER IF EXISTS " + account,
                    "CREATE USER " + account + " IDENTIFIED BY " + TestServer.literal(password));
            for (String g : grants) {
                server.execute("GRANT " + g + " TO " + account);
            }
        }
    }

    static CliRun seedgen(String user, String password, Path dir, String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of("--host", server.host(), "--port", Integer.toString(server.port()), "--user", user,
                "--database", DB));
        return CliRun.of(Map.of("SEEDGEN_PASSWORD", password), dir, all.toArray(String[]::new));
    }

    CliRun load(String... args) {
        return seedgen(LOADER, LOADER_PW, dir, args);
    }

    static String t(String table) {
        return Sql.quote(DB) + "." + Sql.quote(table);
    }

    static long queryLong(String sql) throws SQLException {
        try (Connection c = server.admin(); Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            assertTrue(rs.next(), "no row from " + sql);
            return rs.getLong(1);
        }
    }

    static String queryString(String sql) throws SQLException {
        try (Connection c = server.admin(); Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            assertTrue(rs.next(), "no row from " + sql);
            return rs.getString(1);
        }
    }

    static long checksum(String table) throws SQLException {
        try (Connection c = server.admin(); Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("CHECKSUM TABLE " + t(table))) {
            rs.next();
            long v = rs.getLong(2);
            assertFalse(rs.wasNull(), "CHECKSUM TABLE " + table + " is NULL: no such table");
            return v;
        }
    }

    static boolean tableExists(String table) throws SQLException {
        try (Connection c = server.admin(); PreparedStatement ps = c.prepareStatement(
                "SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ?")) {
            ps.setString(1, DB);
            ps.setString(2, table);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getLong(1) > 0;
            }
        }
    }

    /** Waits up to 5 s for {@code user}'s connections to go (a close is asynchronous), then asserts none is left. */
    static void assertNoConnectionLeft(String user) throws Exception {
        long deadline = System.nanoTime() + 5_000_000_000L;
        long open;
        do {
            try (Connection c = server.admin(); PreparedStatement ps = c.prepareStatement(
                    "SELECT COUNT(*) FROM information_schema.PROCESSLIST WHERE USER = ?")) {
                ps.setString(1, user);
                try (ResultSet rs = ps.executeQuery()) {
                    rs.next();
                    open = rs.getLong(1);
                }
            }
            if (open > 0) {
                Thread.sleep(100);
            }
        } while (open > 0 && System.nanoTime() < deadline);
        assertEquals(0, open, "connections of " + user + " still open 5 s after the run");
    }

    /** The table equals the clean one: count, distinct keys, min/max id, CHECKSUM TABLE. */
    static void assertSameAsClean(String table) throws SQLException {
        String q = t(table);
        assertEquals(ROWS, queryLong("SELECT COUNT(*) FROM " + q), "rows of " + table);
        assertEquals(ROWS, queryLong("SELECT COUNT(DISTINCT id) FROM " + q), "distinct ids of " + table);
        assertEquals(ROWS, queryLong("SELECT COUNT(DISTINCT username) FROM " + q), "distinct usernames of " + table);
        assertEquals(ROWS, queryLong("SELECT COUNT(DISTINCT email) FROM " + q), "distinct emails of " + table);
        assertEquals(1, queryLong("SELECT MIN(id) FROM " + q));
        assertEquals(ROWS, queryLong("SELECT MAX(id) FROM " + q));
        assertEquals(checksum("clean"), checksum(table), "CHECKSUM TABLE of " + table + " against the clean table");
    }

    static Map<String, String> globals() throws SQLException {
        Map<String, String> m = new TreeMap<>();
        try (Connection c = server.admin(); Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("SHOW GLOBAL VARIABLES")) {
            while (rs.next()) {
                m.put(rs.getString(1), rs.getString(2));
            }
        }
        return m;
    }

    static Map<String, String> diff(Map<String, String> before, Map<String, String> after) {
        Map<String, String> d = new TreeMap<>();
        before.forEach((k, v) -> {
            if (!v.equals(after.get(k))) {
                d.put(k, v + " -> " + after.get(k));
            }
        });
        after.keySet().stream().filter(k -> !before.containsKey(k)).forEach(k -> d.put(k, "(new) " + after.get(k)));
        return d;
    }

    private static Map<String, String> byItem(String json) throws Exception {
        Map<String, String> m = new HashMap<>();
        for (JsonNode row : new ObjectMapper().readTree(json)) {
            m.put(row.get("item").asText(), row.get("found").asText());
        }
        return m;
    }

    // ---------------------------------------------------------------- 1. a load

    @Test
    @Order(1)
    void aPasswordUserLoadsUniqueDeterministicRowsEqualToTheExport() throws Exception {
        assertEquals("caching_sha2_password", queryString("SELECT plugin FROM mysql.user WHERE user = '" + LOADER
                + "' AND host = '%'"), "the test user must use MySQL 8's default plugin");
        assertTrue(queryString("SELECT VERSION()").startsWith("8.0."), "a MySQL 8 server");

        CliRun run = load("--rows", Long.toString(ROWS), "--seed", SEED, "--table", "users", "--batch", "50",
                "--threads", "8").assertExit(0);
        String q = t("users");
        assertEquals(ROWS, queryLong("SELECT COUNT(*) FROM " + q), run::describe);
        assertEquals(ROWS, queryLong("SELECT COUNT(DISTINCT email) FROM " + q));
        assertEquals(ROWS, queryLong("SELECT COUNT(DISTINCT username) FROM " + q));
        assertEquals(ROWS, queryLong("SELECT COUNT(DISTINCT id) FROM " + q));
        assertEquals(1, queryLong("SELECT MIN(id) FROM " + q));
        assertEquals(ROWS, queryLong("SELECT MAX(id) FROM " + q));
        assertTrue(run.out().contains("(8.0.15)"), run::describe);
        assertNoConnectionLeft(LOADER);

        load("--rows", Long.toString(ROWS), "--seed", SEED, "--table", "users_other", "--batch", "777",
                "--threads", "3").assertExit(0);
        assertEquals(checksum("users"), checksum("users_other"), "same seed, other --threads/--batch: same table");
        assertEquals(checksum("clean"), checksum("users"));
        load("--rows", Long.toString(ROWS), "--seed", "8", "--table", "users_seed8").assertExit(0);
        assertNotEquals(checksum("users"), checksum("users_seed8"), "another seed gives other rows");

        // Every row as MySQL stores it equals seedgen's own CSV of the same seed (no server involved).
        CliRun csv = CliRun.of(Map.of(), dir, "--rows", Long.toString(ROWS), "--seed", SEED, "--out", "-",
                "--format", "csv").assertExit(0);
        List<String> lines = csv.out().lines().toList();
        assertEquals(ROWS + 1, lines.size(), "a header and one line a row");
        List<String> header = List.of(lines.get(0).split(","));
        int compared = 0;
        try (Connection c = server.admin(); Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("SELECT * FROM " + q + " ORDER BY id")) {
            ResultSetMetaData md = rs.getMetaData();
            assertEquals(header.size(), md.getColumnCount());
            while (rs.next()) {
                String[] expected = lines.get(compared + 1).split(",", -1);
                for (int i = 0; i < header.size(); i++) {
                    assertEquals(header.get(i), md.getColumnLabel(i + 1));
                    assertEquals(expected[i], rs.getString(i + 1), "row " + (compared + 1) + " column "
                            + header.get(i));
                }
                compared++;
            }
        }
        assertEquals(ROWS, compared);

        Matcher login = Pattern.compile("logs in with the password \"([^\"]*)\"").matcher(run.out());
        assertTrue(login.find(), run::describe);
        String hash = queryString("SELECT password_hash FROM " + q + " WHERE id = 12345");
        assertTrue(BCrypt.checkpw(login.group(1), hash), "the stored hash verifies against the printed password");
        assertFalse(BCrypt.checkpw(login.group(1) + "x", hash));
    }

    @Test
    @Order(2)
    void withoutTlsTheFirstLoginOfACachingSha2AccountIsExplained() throws Exception {
        // caching_sha2_password sends a password over plain TCP only RSA-encrypted with the server's public
        // key, which Connector/J fetches only with allowPublicKeyRetrieval=true; FLUSH PRIVILEGES empties the
        // server's cache of earlier (TLS) logins, so this is the account's first login as a user meets it.
        String user = "seedgen_my8_plain";
        createUser(user, "plain-pw", "ALL PRIVILEGES ON `my8%`.*");
        server.execute("FLUSH PRIVILEGES");
        CliRun refused = seedgen(user, "plain-pw", dir, "--rows", "10", "--table", "plain", "--ssl-mode", "DISABLED")
                .assertRefused(3);
        assertTrue(refused.err().contains("allowPublicKeyRetrieval"), refused::describe);
        assertFalse(tableExists("plain"));

        // --url cannot be combined with --host/--port, so this run names the target by URL alone.
        CliRun fixed = CliRun.of(Map.of("SEEDGEN_PASSWORD", "plain-pw"), dir, "--rows", "10", "--table", "plain",
                "--ssl-mode", "DISABLED", "--url", "jdbc:mysql://127.0.0.1:" + server.port() + "/" + DB
                        + "?allowPublicKeyRetrieval=true", "--user", user);
        fixed.assertExit(0);
        assertEquals(10, queryLong("SELECT COUNT(*) FROM " + t("plain")));
    }

    // ---------------------------------------------------------------- 2. local_infile

    @Test
    @Order(3)
    void loadDataIsRefusedWhileLocalInfileIsOffByDefaultAndMatchesInsertOnceOn() throws Exception {
        assertEquals(0, queryLong("SELECT @@GLOBAL.local_infile"), "MySQL 8's default");
        CliRun refused = load("--rows", Long.toString(ROWS), "--seed", SEED, "--table", "ld_off", "--method",
                "load-data").assertRefused(3);
        assertTrue(refused.err().contains("local_infile=OFF") && refused.err().contains("SET GLOBAL local_infile=ON")
                && refused.err().contains("--method insert"), refused::describe);
        assertFalse(tableExists("ld_off"), "nothing written before the refusal");

        CliRun auto = load("--rows", Long.toString(ROWS), "--seed", SEED, "--table", "ld_auto", "--method", "auto")
                .assertExit(0);
        assertTrue(auto.err().contains("--method auto uses insert"), auto::describe);
        // 20,000 rows in batches of up to 50,000: one statement, and the count agrees with its noun
        assertTrue(auto.out().contains("batches        1 of up to 50,000 rows, one transaction each, "
                + "1 INSERT statement\n"), auto::describe);
        assertSameAsClean("ld_auto");

        server.execute("SET GLOBAL local_infile = ON");
        try {
            CliRun ld = load("--rows", Long.toString(ROWS), "--seed", SEED, "--table", "ld_on", "--method",
                    "load-data", "--threads", "2", "--batch", "3000").assertExit(0);
            assertTrue(ld.out().contains("LOAD DATA LOCAL INFILE statements"), ld::describe);
            assertSameAsClean("ld_on");
            CliRun autoOn = load("--rows", "100", "--table", "ld_auto_on", "--method", "auto").assertExit(0);
            assertTrue(autoOn.out().contains("1 LOAD DATA LOCAL INFILE statement (--method load-data)"),
                    autoOn::describe);
        } finally {
            server.execute("SET GLOBAL local_infile = OFF");
        }
        assertNoConnectionLeft(LOADER);
    }

    // ---------------------------------------------------------------- 3. --tune

    @Test
    @Order(4)
    void tuneWithoutSystemVariablesAdminIsRefusedAndChangesNothing() throws Exception {
        String user = "seedgen_my8_nopriv";
        createUser(user, "nopriv-pw", "ALL PRIVILEGES ON `my8%`.*");
        Map<String, String> before = globals();

        CliRun run = seedgen(user, "nopriv-pw", dir, "--rows", "100", "--table", "untuned", "--tune",
                "--tune-buffer-pool", "300M").assertRefused(3);

        assertTrue(run.err().contains("SYSTEM_VARIABLES_ADMIN"), run::describe);
        assertEquals(Map.of(), diff(before, globals()), run::describe);
        assertFalse(tableExists("untuned"), "no table created: " + run.describe());
        assertFalse(Files.exists(dir.resolve(".seedgen/tune-snapshot")));
        assertNoConnectionLeft(user);
    }

    @Test
    @Order(5)
    void tuneWithSystemVariablesAdminAppliesTheProfileAndPutsEveryValueBack() throws Exception {
        String user = "seedgen_my8_tuner";
        createUser(user, "tuner-pw", "ALL PRIVILEGES ON `my8%`.*", "SYSTEM_VARIABLES_ADMIN ON *.*");
        assertEquals(0, queryLong("SELECT COUNT(*) FROM mysql.user WHERE user = '" + user + "' AND Super_priv = 'Y'"),
                "the tuner has no SUPER");
        // A witness trigger records the GLOBAL values the load ran under.
        seedgen(user, "tuner-pw", dir, "--rows", "1", "--table", "tuned").assertExit(0);
        server.execute("TRUNCATE TABLE " + t("tuned"),
                "CREATE TABLE " + t("tuned_during") + " (k VARCHAR(64) PRIMARY KEY, v VARCHAR(64))",
                "CREATE TRIGGER " + t("tuned_witness") + " BEFORE INSERT ON " + t("tuned") + " FOR EACH ROW BEGIN"
                        + " IF NEW.id = 1 THEN INSERT INTO " + t("tuned_during") + " VALUES"
                        + " ('innodb_buffer_pool_size', @@GLOBAL.innodb_buffer_pool_size),"
                        + " ('innodb_flush_log_at_trx_commit', @@GLOBAL.innodb_flush_log_at_trx_commit),"
                        + " ('wait_timeout', @@GLOBAL.wait_timeout); END IF; END");
        Map<String, String> before = globals();
        long pool = Long.parseLong(before.get("innodb_buffer_pool_size"));
        long chunk = Long.parseLong(before.get("innodb_buffer_pool_chunk_size"));
        // Not a whole number of chunks: MySQL rounds it up to one.
        long wanted = pool + chunk + chunk / 2;
        Path report = dir.resolve("tune.json");

        CliRun run = seedgen(user, "tuner-pw", dir, "--rows", Long.toString(ROWS), "--seed", SEED, "--table",
                "tuned", "--truncate", "--tune", "--tune-buffer-pool", Long.toString(wanted), "--report",
                report.toString()).assertExit(0);

        assertEquals(Map.of(), diff(before, globals()), "SHOW GLOBAL VARIABLES after the run\n" + run.describe());
        String during = "SELECT v FROM " + t("tuned_during") + " WHERE k = ";
        assertEquals("2", queryString(during + "'innodb_flush_log_at_trx_commit'"), run::describe);
        assertEquals("300", queryString(during + "'wait_timeout'"), run::describe);
        long poolDuring = Long.parseLong(queryString(during + "'innodb_buffer_pool_size'"));
        assertTrue(poolDuring >= wanted, "pool during the load " + poolDuring + " < " + wanted + "\n" + run.describe());
        assertTrue(run.err().contains("Buffer pool: finished raising to " + Sizes.format(poolDuring) + " ("
                + Sizes.format(wanted) + " asked for, rounded up by the server"), run::describe);
        assertTrue(run.elapsed().toSeconds() < 60, "no wait for a size the server never takes\n" + run.describe());
        assertFalse(run.err().contains("still raising") || run.err().contains("still shrinking"), run::describe);
        assertTrue(run.out().contains("tuning         on;"), run::describe);
        JsonNode tuning = new ObjectMapper().readTree(report.toFile()).get("tuning");
        assertTrue(tuning.get("restored").asBoolean(), tuning::toString);
        for (JsonNode s : tuning.get("settings")) {
            assertEquals(before.get(s.get("setting").asText()), s.get("after").asText(), tuning::toString);
        }
        assertTrue(queryStatus("Innodb_buffer_pool_resize_status").startsWith("Completed resizing buffer pool"),
                queryStatus("Innodb_buffer_pool_resize_status"));
        assertEquals(pool, queryLongStatus("Innodb_buffer_pool_pages_total")
                * Long.parseLong(before.get("innodb_page_size")), pool / 20.0, "the pool itself is back to its size");
        assertSameAsClean("tuned");
        assertFalse(Files.exists(dir.resolve(".seedgen/tune-snapshot")));
        assertNoConnectionLeft(user);
    }

    static String queryStatus(String name) throws SQLException {
        try (Connection c = server.admin(); PreparedStatement ps = c.prepareStatement("SHOW GLOBAL STATUS LIKE ?")) {
            ps.setString(1, name);
            try (ResultSet rs = ps.executeQuery()) {
                assertTrue(rs.next(), name);
                return rs.getString(2);
            }
        }
    }

    static long queryLongStatus(String name) throws SQLException {
        return Long.parseLong(queryStatus(name));
    }

    // ---------------------------------------------------------------- 4. run lock

    @Test
    @Order(6)
    void aHeldRunLockRefusesTheRunAndDoctorNamesTheHolder() throws Exception {
        try (Connection holder = server.admin();
                PreparedStatement ps = holder.prepareStatement("SELECT GET_LOCK(?, 0), CONNECTION_ID()")) {
            ps.setString(1, LockNames.load(DB, "locked", LockNames.foldsCase(holder)));
            long id;
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                assertEquals(1, rs.getInt(1));
                id = rs.getLong(2);
            }
            CliRun refused = load("--rows", "100", "--table", "locked").assertRefused(3);
            assertTrue(refused.err().contains("another seedgen run is loading `" + DB + "`.`locked` (server connection "
                    + id + ")"), refused::describe);
            assertFalse(tableExists("locked"));
            CliRun doctor = load("doctor", "--table", "locked", "--json").assertExit(0);
            assertEquals("loading now (server connection " + id + ")", byItem(doctor.out()).get(
                    "seedgen run on the table"), doctor::describe);
        }
        load("--rows", "100", "--table", "locked").assertExit(0);
        assertNoConnectionLeft(LOADER);
    }

    // ---------------------------------------------------------------- 5. --resume

    @Test
    @Order(7)
    void aRunRefusedHalfWayIsFinishedByResumeExactlyLikeACleanRun() throws Exception {
        load("--rows", "1", "--table", "resumed").assertExit(0);
        server.execute("TRUNCATE TABLE " + t("resumed"), "CREATE TRIGGER " + t("refuse_one") + " BEFORE INSERT ON "
                + t("resumed") + " FOR EACH ROW BEGIN IF NEW.id = 12345 THEN SIGNAL SQLSTATE '45000' SET "
                + "MESSAGE_TEXT = 'refused on purpose'; END IF; END");
        String[] args = {"--rows", Long.toString(ROWS), "--seed", SEED, "--table", "resumed", "--batch", "50",
            "--threads", "8"};
        CliRun failed = load(args).assertExit(1);
        assertTrue(failed.err().contains("refused on purpose"), failed::describe);
        assertTrue(failed.out().contains("--resume"), failed::describe);
        assertTrue(queryLong("SELECT COUNT(*) FROM " + t("resumed")) < ROWS);
        assertNoConnectionLeft(LOADER);

        server.execute("DROP TRIGGER " + t("refuse_one"));
        // Other --batch and --threads than the refused run's: only which ranges are missing matters.
        CliRun resumed = load("--rows", Long.toString(ROWS), "--seed", SEED, "--table", "resumed", "--batch", "300",
                "--threads", "3", "--resume").assertExit(0);
        assertTrue(resumed.err().contains("resuming the interrupted run"), resumed::describe);
        assertSameAsClean("resumed");
        assertEquals(0, queryLong("SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_SCHEMA = '" + DB
                + "' AND TABLE_NAME IN ('seedgen_dataset_runs', 'seedgen_progress', 'seedgen_runs')"), "bookkeeping dropped at "
                + "the end");
        assertNoConnectionLeft(LOADER);
    }

    // ---------------------------------------------------------------- 6. tune --show, doctor

    @Test
    @Order(8)
    void tuneShowAndDoctorReportTheServersRealValues() throws Exception {
        CliRun show = load("tune", "--show", "--json").assertExit(0);
        Map<String, String> found = byItem(show.out());
        long pool = queryLong("SELECT @@GLOBAL.innodb_buffer_pool_size");
        assertTrue(found.get("innodb_buffer_pool_size").startsWith(pool + " ("), show::describe);
        assertEquals(queryString("SELECT @@GLOBAL.local_infile"), found.get("local_infile"), show::describe);
        assertEquals("0", found.get("local_infile"), "OFF by default on MySQL 8");
        assertEquals(queryString("SELECT @@GLOBAL.innodb_flush_log_at_trx_commit"),
                found.get("innodb_flush_log_at_trx_commit"));
        assertTrue(found.get("binary log").startsWith("log_bin " + queryString("SELECT @@GLOBAL.log_bin")
                + ", sync_binlog " + queryString("SELECT @@GLOBAL.sync_binlog")), show::describe);
        assertTrue(found.get("redo log size").endsWith("(innodb_log_file_size x 2 files)"),
                "8.0.15 has no innodb_redo_log_capacity\n" + show.describe());
        assertTrue(found.get("buffer pool use").contains(" of " + queryLongStatus("Innodb_buffer_pool_pages_total")
                + " pages"), show::describe);

        CliRun doctor = load("doctor", "--table", "clean", "--threads", "7", "--json").assertExit(0);
        Map<String, String> d = byItem(doctor.out());
        assertEquals(queryString("SELECT @@GLOBAL.wait_timeout") + " s", d.get("wait_timeout"), doctor::describe);
        assertTrue(d.get("connection budget").startsWith("--threads 7 needs 10") && d.get("connection budget")
                .contains("max_connections " + queryString("SELECT @@GLOBAL.max_connections") + ","), doctor::describe);
        assertEquals("id bigint: sequential", d.get("primary key"), doctor::describe);
        assertTrue(d.get("secondary indexes").contains("uk_email (unique: email)")
                && d.get("secondary indexes").contains("uk_username (unique: username)"), doctor::describe);
        assertEquals("none", d.get("seedgen run on the table"), doctor::describe);
        assertTrue(d.get("connections by state").matches(".*\\w+ \\d+ \\(longest \\d+ s\\).*"), doctor::describe);
    }

    // ---------------------------------------------------------------- 9. datasets

    @Test
    @Order(9)
    void builtInDatasetsLoadWithEveryReferenceHolding() throws Exception {
        for (String[] d : new String[][] {{"sns", "my8_sns"}, {"chat", "my8_chat"}}) {
            CliRun run = CliRun.of(Map.of("SEEDGEN_PASSWORD", LOADER_PW), dir, "--dataset", d[0], "--rows", "2000",
                    "--threads", "4", "--host", server.host(), "--port",
                    Integer.toString(server.port()), "--user", LOADER, "--database", d[1]).assertExit(0);
            assertTrue(run.out().contains("no orphan row"), run::describe);
            seedgen.plan.Plan plan = seedgen.Seedgen.dataset(d[0]).rows(2000).plan();
            for (seedgen.plan.Plan.Table t : plan.tables()) {
                assertEquals(t.rows(), queryLong("SELECT COUNT(*) FROM " + Sql.quote(d[1]) + "." + Sql.quote(t.name())),
                        d[0] + "." + t.name());
            }
        }
    }

    // ---------------------------------------------------------------- 10. facts across columns

    /** The facts of {@link FactsSource} as {@link FactsIT} reads them, on MySQL 8, whose RANK() is unsigned. */
    @Test
    @Order(10)
    void factsAcrossColumnsAreReadAsOnTheOtherServers() throws Exception {
        try (Connection c = server.admin()) {
            try (Statement st = c.createStatement()) {
                st.execute("CREATE DATABASE my8_facts");
            }
            c.setCatalog("my8_facts");
            FactsSource.create(c, false);
        }
        seedgen.connect.Target target = new seedgen.connect.Target(seedgen.connect.Target.Kind.SERVER, server.host(),
                server.port(), LOADER, seedgen.connect.Secret.of(LOADER_PW), "test", "my8_facts", Map.of());
        FactsIT.assertFacts(target, "my8_facts", false);
    }
}
