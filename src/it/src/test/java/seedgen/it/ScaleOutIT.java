package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;

/**
 * One dataset split across processes (--partition K/N, the Kubernetes Job's command lines) and across two servers
 * (--shards): the parts together are exactly one unsplit run's rows.
 */
class ScaleOutIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(ScaleOutIT.class);

    @TempDir
    Path dir;

    private static final List<String> SNS = List.of("users", "posts", "likes", "bookmarks", "follows");

    /**
     * The Job in config/kubernetes: its manifest parses, and its container's command line, started once per index
     * with JOB_COMPLETION_INDEX and the Secret's variable set as the Job sets them, all at once, writes the tables of
     * one unsplit run (the rows, the keys, the foreign keys); the last process to end adds and checks the keys.
     * Only the server (--url), the size (--rows) and the Pushgateway (a closed local port) are this test's.
     */
    @Test
    @SuppressWarnings("unchecked")
    void theJobsCommandLinesAllAtOnceWriteOneRunsTables() throws Exception {
        Map<String, Object> job = (Map<String, Object>) yaml(Path.of("config/kubernetes/job.yaml"));
        assertEquals("batch/v1", job.get("apiVersion"));
        assertEquals("Job", job.get("kind"));
        Map<String, Object> spec = (Map<String, Object>) job.get("spec");
        assertEquals("Indexed", spec.get("completionMode"));
        int n = (Integer) spec.get("completions");
        assertEquals(n, spec.get("parallelism"), "every partition runs at once");
        Map<String, Object> pod = (Map<String, Object>) ((Map<String, Object>) spec.get("template")).get("spec");
        Map<String, Object> container = ((List<Map<String, Object>>) pod.get("containers")).get(0);
        List<String> args = new ArrayList<>((List<String>) container.get("args"));
        assertEquals("auto/" + n, args.get(args.indexOf("--partition") + 1), "--partition auto/N, N the completions");
        Map<String, Object> password = ((List<Map<String, Object>>) container.get("env")).stream()
                .filter(e -> "SEEDGEN_PASSWORD".equals(e.get("name"))).findFirst().orElseThrow();
        Map<String, Object> secretRef = (Map<String, Object>) ((Map<String, Object>) password.get("valueFrom"))
                .get("secretKeyRef");
        Map<String, Object> secret = (Map<String, Object>) yaml(Path.of("config/kubernetes/secret.yaml"));
        assertEquals("Secret", secret.get("kind"));
        assertEquals(secretRef.get("name"), ((Map<String, Object>) secret.get("metadata")).get("name"));
        assertTrue(((Map<String, Object>) secret.get("stringData")).containsKey((String) secretRef.get("key")));
        assertFalse(String.join(" ", args).toLowerCase(java.util.Locale.ROOT).contains("password"),
                "no password on the command line");

        String database = db.name("job");
        set(args, "--url", db.url(database) + "?user=" + TestServer.IT_USER);
        set(args, "--rows", "3000");
        set(args, "--pushgateway", "http://127.0.0.1:" + closedPort());
        List<Process> pods = new ArrayList<>();
        for (int index = 0; index < n; index++) {
            List<String> command = new ArrayList<>(List.of(Path.of("cli/seedgen").toAbsolutePath().toString()));
            command.addAll(args);
            ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
                    .redirectOutput(dir.resolve("pod-" + index + ".out").toFile());
            pb.environment().put("JOB_COMPLETION_INDEX", Integer.toString(index));
            pb.environment().put("SEEDGEN_PASSWORD", TestServer.IT_PASSWORD);
            pb.environment().put("SEEDGEN_JAVA_OPTS", "-Duser.home=" + dir);
            pb.environment().remove("SEEDGEN_LAUNCHER");
            pods.add(pb.start());
        }
        int last = 0;
        for (int index = 0; index < n; index++) {
            Process p = pods.get(index);
            assertTrue(p.waitFor(5, TimeUnit.MINUTES), "pod " + index + " still running");
            String out = Files.readString(dir.resolve("pod-" + index + ".out"));
            assertEquals(0, p.exitValue(), out);
            assertTrue(out.contains("slice          partition " + (index + 1) + "/" + n), out);
            if (out.contains("is the last of dataset sns to end")) {
                last++;
                assertTrue(out.contains("no orphan row"), out);
            }
        }
        assertEquals(1, last, "exactly one partition adds and checks the keys");
        db.seedgen(dir, db.name("one"), "--dataset", "sns", "--rows", "3000").assertExit(0);
        assertSameTables(db.name("one"), database);
        assertNoRunRecord(database);
    }

    /**
     * A partition killed with SIGKILL resumes on its own, a second start of a partition that is running is refused,
     * and the four partitions, one of them resumed, still make one run's tables.
     */
    @Test
    void aKilledPartitionResumesAndOneStartedTwiceIsRefused() throws Exception {
        String database = db.name("kill");
        String[] base = {"--dataset", "sns", "--rows", "8000", "--progress", "none"};
        // chunks of 2,000 rows, not the bulk path's 50,000: the partition's likes commit a chunk at a time, so the kill
        // lands while they are written, before the tables after them (in one chunk, all its likes were seen at once,
        // and on a busy machine its follows were in by the kill)
        Process two = db.startProcess(dir, database, with(base, "--partition", "2/4", "--threads", "2", "--batch",
                "2000"));
        long likes = 0;
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
        while (likes == 0 && two.isAlive() && System.nanoTime() < deadline) {
            Thread.sleep(20);
            likes = rows(database, "likes");
        }
        String early = two.isAlive() ? "" : Files.readString(dir.resolve("killed.out"));
        assertTrue(two.isAlive(), () -> "partition 2/4 ended before it could be killed: " + early);
        two.destroyForcibly().waitFor();
        assertEquals(0, rows(database, "follows"), "killed before its last table");

        Process three = db.startProcess(dir, database, with(base, "--partition", "3/4", "--threads", "1", "--batch",
                "5"));
        deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
        while (!recorded(database, "sns part 3/4") && three.isAlive() && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertTrue(three.isAlive(), "partition 3/4 is running");
        CliRun twice = db.seedgen(dir, database, with(base, "--partition", "3/4")).assertRefused(3);
        assertTrue(twice.err().contains("another seedgen run is loading") && twice.err().contains("partition 3/4"),
                twice::describe);
        assertTrue(three.waitFor(5, TimeUnit.MINUTES), "partition 3/4 still running");
        assertEquals(0, three.exitValue(), Files.readString(dir.resolve("killed.out")));

        Path report = dir.resolve("one.json");
        db.seedgen(dir, database, with(base, "--partition", "1/4", "--report", report.toString())).assertExit(0);
        com.fasterxml.jackson.databind.JsonNode json = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(report.toFile());
        assertEquals("partition 1/4", json.path("slice").path("label").asText(), json::toString);
        assertEquals(2000, json.path("slice").path("tables").path("users").path("rows").asLong(), json::toString);
        assertEquals("rows 1..2,000 of 8,000", json.path("slice").path("tables").path("users").path("which").asText());
        assertEquals(2, json.path("waitingFor").size(), json::toString);
        CliRun four = db.seedgen(dir, database, with(base, "--partition", "4/4", "--threads", "3")).assertExit(0);
        assertTrue(four.out().contains("1 still to end (2/4)"), four::describe);
        CliRun resumed = db.seedgen(dir, database, with(base, "--partition", "2/4", "--resume")).assertExit(0);
        assertTrue(resumed.err().contains("was stopped before the end: resuming it"), resumed::describe);
        assertTrue(resumed.err().contains("batches looked up by key"), resumed::describe);
        assertTrue(resumed.out().contains("no orphan row"), resumed::describe);
        CliRun again = db.seedgen(dir, database, with(base, "--partition", "2/4")).assertExit(2);
        assertTrue(again.err().contains("already has table(s)"), again::describe);

        db.seedgen(dir, db.name("clean"), base).assertExit(0);
        assertSameTables(db.name("clean"), database);
        assertNoRunRecord(database);
    }

    /**
     * The last partition to end runs as a loader that may write rows but not alter tables: its rows go in, adding the
     * foreign keys fails (exit 1, saying how to finish). `seedgen finish` refuses while a partition is missing, then,
     * run by a user who may, adds and checks the keys: the tables of one unsplit run, the records gone.
     */
    @Test
    void finishEndsARunWhoseLastPartitionCouldNotAddTheKeys() throws Exception {
        String database = db.name("fin");
        db.createUser("seedgen_loader", "loader-pw-5k");
        db.server().grant("SELECT, INSERT, UPDATE, DELETE, CREATE, DROP", database, "seedgen_loader");
        String[] base = {"--dataset", "sns", "--rows", "1500", "--method", "insert"};
        CliRun one = db.seedgen(dir, database, with(base, "--partition", "1/2")).assertExit(0);
        assertTrue(one.out().contains("1 still to end (2/2)"), one::describe);
        // the headline says the rows are a part's, not the run's
        assertTrue(one.out().matches("(?s)seedgen: done: part 1 of 2: ([0-9,]+) of \\1 rows of this part of dataset "
                + "sns written in .*"), one::describe);
        CliRun oneAgain = db.seedgen(dir, database, with(base, "--partition", "1/2")).assertExit(0);
        assertTrue(oneAgain.err().contains("partition 1/2 of dataset sns: its rows are all in already")
                && oneAgain.out().startsWith("seedgen: done: part 1 of 2: nothing left to do: all ")
                && oneAgain.out().contains(" rows of this part of dataset sns were in already, written by an earlier "
                + "run") && oneAgain.out().contains("1 still to end (2/2)"), oneAgain::describe);
        String[] finish = {"finish", "--dataset", "sns", "--rows", "1500", "--partitions", "2"};
        CliRun early = db.seedgen(dir, database, finish).assertRefused(3);
        assertTrue(early.err().contains("partition(s) 2/2 of dataset sns have not written all their rows"),
                early::describe);
        CliRun two = db.seedgenAs("seedgen_loader", "loader-pw-5k", dir, database, with(base, "--partition", "2/2"))
                .assertExit(1);
        assertTrue(two.err().contains("the rows are in, but adding or checking their keys failed")
                && two.err().contains("seedgen finish"), two::describe);
        CliRun done = db.seedgen(dir, database, finish).assertExit(0);
        assertTrue(done.out().contains("the 2 partitions of dataset sns") && done.out().contains("7 foreign keys "
                + "checked (no orphan row)"), done::describe);
        db.seedgen(dir, db.name("fin_whole"), base).assertExit(0);
        assertSameTables(db.name("fin_whole"), database);
        assertNoRunRecord(database);
        CliRun again = db.seedgen(dir, database, finish).assertRefused(3);
        assertTrue(again.err().contains("nothing to finish"), again::describe);
    }

    /**
     * sns over two servers (the test's MariaDB and a MySQL 8 of its own, or a second database where MySQL 8 cannot
     * run), users routed by id modulo 2: each table's rows on the two shards are, together, the unsharded run's, none
     * twice; every user's posts, likes and bookmarks sit beside the user, whose foreign keys hold on each shard; the
     * references that can cross shards have no constraint. Each shard's password comes from its own option file.
     */
    @Test
    void snsOverTwoShardsIsTheUnshardedRunSplitByUser() throws Exception {
        MySql8Server mysql = MySql8Server.unsupportedReason() == null
                ? MySql8Server.start(ItPaths.target("mysql8")) : null;
        try {
            Path a = optionFile("a.cnf", TestServer.IT_PASSWORD);
            String shardB;
            Shard b;
            if (mysql != null) {
                Path bFile = optionFile("b.cnf", "");
                shardB = "    host: " + mysql.host() + "\n    port: " + mysql.port() + "\n    database: shard_b\n"
                        + "    user: root\n    defaults-file: " + bFile + "\n";
                b = new Shard("shard_b") {
                    @Override
                    Connection connect() throws SQLException {
                        return mysql.admin();
                    }
                };
            } else {
                System.err.println("ScaleOutIT: MySQL 8 cannot run here (" + MySql8Server.unsupportedReason()
                        + "); the second shard is a second database of the same server");
                shardB = "    url: " + db.url(db.name("shard_b")) + "\n    user: " + TestServer.IT_USER
                        + "\n    defaults-file: " + a + "\n";
                b = new Shard(db.name("shard_b")) {
                    @Override
                    Connection connect() throws SQLException {
                        return db.admin();
                    }
                };
            }
            Shard shardA = new Shard(db.name("shard_a")) {
                @Override
                Connection connect() throws SQLException {
                    return db.admin();
                }
            };
            Path shards = dir.resolve("shards.yaml");
            Files.writeString(shards, "routing: {table: users, by: modulo}\nshards:\n  - name: a\n    url: "
                    + db.url(shardA.database) + "\n    user: " + TestServer.IT_USER + "\n    defaults-file: " + a
                    + "\n  - name: b\n" + shardB);
            CliRun run = CliRun.of(Map.of(), dir, "--dataset", "sns", "--rows", "2000", "--shards", shards.toString())
                    .assertExit(0);
            assertTrue(run.out().contains("slice          shard a of dataset sns")
                    && run.out().contains("slice          shard b of dataset sns"), run::describe);
            assertTrue(run.out().contains("no constraint  likes(post_id) -> posts"), run::describe);
            String whole = db.name("unsharded");
            db.seedgen(dir, whole, "--dataset", "sns", "--rows", "2000").assertExit(0);
            Shard unsharded = new Shard(whole) {
                @Override
                Connection connect() throws SQLException {
                    return db.admin();
                }
            };
            for (String t : SNS) {
                List<String> onA = shardA.rows(t);
                List<String> onB = b.rows(t);
                assertFalse(onA.isEmpty() || onB.isEmpty(), t + " on both shards");
                Set<String> both = new HashSet<>(onA);
                both.retainAll(new HashSet<>(onB));
                assertTrue(both.isEmpty(), t + ": no row on both shards");
                List<String> union = new ArrayList<>(onA);
                union.addAll(onB);
                union.sort(null);
                List<String> expected = unsharded.rows(t);
                expected.sort(null);
                assertEquals(expected, union, t + ": the shards together are the unsharded run's rows");
                assertEquals(unsharded.indexes(t), shardA.indexes(t), t + ": the unsharded run's indexes on shard a");
                assertEquals(unsharded.indexes(t), b.indexes(t), t + ": the unsharded run's indexes on shard b");
            }
            for (Shard s : List.of(shardA, b)) {
                int place = s == shardA ? 0 : 1;
                assertEquals(0, s.count("SELECT COUNT(*) FROM users WHERE id % 2 <> " + place), "users routed by id");
                assertEquals(Set.of("posts.user_id", "likes.user_id", "bookmarks.user_id", "follows.follower_id"),
                        s.foreignKeys(), "the foreign keys whose rows sit on one shard, and only those");
                for (String child : List.of("posts", "likes", "bookmarks")) {
                    assertEquals(0, s.count("SELECT COUNT(*) FROM " + child + " c LEFT JOIN users u ON u.id = "
                            + "c.user_id WHERE u.id IS NULL"), child + " of a user on another shard");
                }
                assertEquals(0, s.count("SELECT COUNT(*) FROM follows c LEFT JOIN users u ON u.id = c.follower_id "
                        + "WHERE u.id IS NULL"), "follows of a user on another shard");
            }

            CliRun onlyB = CliRun.of(Map.of(), dir, "--dataset", "sns", "--rows", "2000", "--shards",
                    shards.toString(), "--partition", "2/2", "--truncate").assertExit(0);
            assertTrue(onlyB.out().contains("shard b of dataset") && !onlyB.out().contains("shard a of dataset"),
                    onlyB::describe);
            CliRun url = CliRun.of(Map.of(), dir, "--dataset", "sns", "--shards", shards.toString(), "--url",
                    db.url("x")).assertRefused(2);
            assertTrue(url.err().contains("--url names one server, but --shards"), url::describe);
            CliRun wrongN = CliRun.of(Map.of(), dir, "--dataset", "sns", "--shards", shards.toString(),
                    "--partition", "1/3").assertRefused(2);
            assertTrue(wrongN.err().contains("N must be the number of shards (2)"), wrongN::describe);
        } finally {
            if (mysql != null) {
                mysql.close();
            }
        }
    }

    /** A shard's database and how to reach it as its administrator. */
    private abstract static class Shard {
        final String database;

        Shard(String database) {
            this.database = database;
        }

        abstract Connection connect() throws SQLException;

        /** Every row of {@code table}, each as its columns' text. */
        List<String> rows(String table) throws SQLException {
            List<String> out = new ArrayList<>();
            try (Connection c = connect(); Statement st = c.createStatement();
                    ResultSet rs = st.executeQuery("SELECT * FROM " + ItDatabase.table(database, table))) {
                ResultSetMetaData md = rs.getMetaData();
                while (rs.next()) {
                    StringBuilder row = new StringBuilder();
                    for (int i = 1; i <= md.getColumnCount(); i++) {
                        row.append(rs.getString(i)).append('\u0001');
                    }
                    out.add(row.toString());
                }
            }
            return out;
        }

        long count(String sql) throws SQLException {
            try (Connection c = connect(); Statement st = c.createStatement()) {
                st.execute("USE " + Sql.quote(database));
                try (ResultSet rs = st.executeQuery(sql)) {
                    rs.next();
                    return rs.getLong(1);
                }
            }
        }

        /** The indexes of {@code table}, as name(columns). */
        Set<String> indexes(String table) throws SQLException {
            Set<String> out = new HashSet<>();
            try (Connection c = connect(); Statement st = c.createStatement(); ResultSet rs = st.executeQuery(
                    "SELECT INDEX_NAME, GROUP_CONCAT(COLUMN_NAME ORDER BY SEQ_IN_INDEX) FROM information_schema."
                            + "STATISTICS WHERE TABLE_SCHEMA = '" + database + "' AND TABLE_NAME = '" + table
                            + "' GROUP BY INDEX_NAME")) {
                while (rs.next()) {
                    out.add(rs.getString(1) + "(" + rs.getString(2) + ")");
                }
            }
            return out;
        }

        /** The foreign keys of the shard's tables, as table.column. */
        Set<String> foreignKeys() throws SQLException {
            Set<String> out = new HashSet<>();
            try (Connection c = connect(); Statement st = c.createStatement(); ResultSet rs = st.executeQuery(
                    "SELECT TABLE_NAME, COLUMN_NAME FROM information_schema.KEY_COLUMN_USAGE WHERE TABLE_SCHEMA = '"
                            + database + "' AND REFERENCED_TABLE_NAME IS NOT NULL")) {
                while (rs.next()) {
                    out.add(rs.getString(1) + "." + rs.getString(2));
                }
            }
            return out;
        }
    }

    private Path optionFile(String name, String password) throws Exception {
        Path f = dir.resolve(name);
        Files.writeString(f, "[client]\npassword=" + password + "\n");
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rw-------"));
        return f;
    }

    private static Object yaml(Path file) throws Exception {
        return new Load(LoadSettings.builder().build()).loadFromString(Files.readString(file));
    }

    private static void set(List<String> args, String option, String value) {
        int at = args.indexOf(option);
        assertTrue(at >= 0, "the Job's command line has " + option);
        args.set(at + 1, value);
    }

    private static String[] with(String[] base, String... more) {
        List<String> all = new ArrayList<>(List.of(base));
        all.addAll(List.of(more));
        return all.toArray(String[]::new);
    }

    private static int closedPort() throws Exception {
        try (java.net.ServerSocket s = new java.net.ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    private static long rows(String database, String table) {
        try {
            return db.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(database, table));
        } catch (SQLException e) {
            return 0; // not created yet
        }
    }

    private static boolean recorded(String database, String key) {
        try {
            return db.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(database, "seedgen_dataset_runs")
                    + " WHERE dataset = '" + key + "'") > 0;
        } catch (SQLException e) {
            return false;
        }
    }

    private static void assertSameTables(String expected, String actual) throws Exception {
        for (String t : SNS) {
            assertTrue(rows(expected, t) > 0, t);
            assertEquals(checksum(expected, t), checksum(actual, t), t + ": the same rows");
            assertEquals(showCreate(expected, t), showCreate(actual, t), t + ": the same keys");
        }
    }

    private static void assertNoRunRecord(String database) throws Exception {
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_SCHEMA = '"
                + database + "' AND TABLE_NAME = 'seedgen_dataset_runs'"), "the run's records are gone");
    }

    private static String checksum(String database, String table) throws Exception {
        try (Connection c = db.admin(); Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("CHECKSUM TABLE " + ItDatabase.table(database, table) + " EXTENDED")) {
            rs.next();
            return rs.getString(2);
        }
    }

    private static String showCreate(String database, String table) throws Exception {
        try (Connection c = db.admin(); Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("SHOW CREATE TABLE " + ItDatabase.table(database, table))) {
            rs.next();
            return rs.getString(2);
        }
    }
}
