package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.ConnectException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code seedgen workload} after a load of sns, on MariaDB and on PostgreSQL. The run is sns at 20,000 users,
 * 500 operations a second for 60 s; here, within CI's time, the same checks at 2,000 users and 300 a second for 8 s
 * (the size is run by hand, docs/workload.md): no operation fails (so no duplicate key), at least 95% start
 * within a second of schedule, no reference is broken after, every table holds what the summary says; a second run of
 * the same seed on a second copy, and the stream split over two processes at once on a third, leave every table with
 * the same checksum; a second run on a copy the workload already changed is refused; the stream written with --out
 * inserts only pairs the load does not hold; the load indexed every reference, and a reference whose index is dropped
 * is warned of (PostgreSQL lets it go, InnoDB keeps one for its foreign key); the second run serves its timer on
 * --metrics-port, scraped while it runs: every operation it ran is counted there, as ok, with its histogram.
 */
class WorkloadIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(WorkloadIT.class);

    @RegisterExtension
    static final SharedPg pg = new SharedPg();

    @TempDir
    Path dir;

    static final String[] LOAD = {"--dataset", "sns", "--rows", "2000", "--seed", "5"};
    static final String[] RUN = {"--rate", "300", "--duration", "8s"};
    static final List<String> TABLES = List.of("users", "posts", "likes", "bookmarks", "follows");
    /** sns's references: table, column, table referred to, its key. */
    static final List<String[]> REFERENCES = List.of(new String[] {"posts", "user_id", "users", "id"},
            new String[] {"likes", "user_id", "users", "id"}, new String[] {"likes", "post_id", "posts", "id"},
            new String[] {"bookmarks", "user_id", "users", "id"}, new String[] {"bookmarks", "post_id", "posts", "id"},
            new String[] {"follows", "follower_id", "users", "id"},
            new String[] {"follows", "followee_id", "users", "id"});

    /** One server family as the test reaches it. */
    interface Server {
        String newDatabase(String suffix) throws SQLException;

        CliRun seedgen(Path dir, String database, String... args);

        Connection connect(String database) throws SQLException;

        /** Whether the server keeps an index for a foreign key whatever is dropped (InnoDB), or not (PostgreSQL). */
        boolean indexesForeignKeys();
    }

    @Test
    void onMariaDb() throws Exception {
        check(new Server() {
            public String newDatabase(String suffix) {
                return db.name(suffix);
            }

            public CliRun seedgen(Path d, String database, String... args) {
                return db.seedgen(d, database, args);
            }

            public Connection connect(String database) throws SQLException {
                Connection c = db.admin();
                c.setCatalog(database);
                return c;
            }

            public boolean indexesForeignKeys() {
                return true;
            }
        });
    }

    @Test
    void onPostgreSql() throws Exception {
        check(new Server() {
            public String newDatabase(String suffix) throws SQLException {
                return pg.server.database("workload_" + suffix);
            }

            public CliRun seedgen(Path d, String database, String... args) {
                List<String> all = new ArrayList<>(List.of(args));
                all.addAll(List.of("--url", pg.server.url(database), "--user", PgTestServer.IT_USER));
                return CliRun.of(Map.of("SEEDGEN_PASSWORD", PgTestServer.IT_PASSWORD), d, all.toArray(String[]::new));
            }

            public Connection connect(String database) throws SQLException {
                return pg.server.connect(database);
            }

            public boolean indexesForeignKeys() {
                return false;
            }
        });
    }

    private void check(Server s) throws Exception {
        String one = s.newDatabase("one");
        String two = s.newDatabase("two");
        String split = s.newDatabase("split");
        for (String d : List.of(one, two, split)) {
            s.seedgen(dir, d, LOAD).assertExit(0);
        }

        // --out before any run: its inserted pairs are not in the loaded copy
        Path out = dir.resolve("stream-" + one);
        CliRun.of(Map.of(), dir, concat(concat(new String[] {"workload", "--out", out.toString()}, LOAD), RUN))
                .assertExit(0);
        assertStreamInsertsAbsentPairs(s, two, out);

        CliRun first = s.seedgen(dir, one, concat(concat(new String[] {"workload"}, LOAD), RUN)).assertExit(0);
        String summary = first.out();
        assertTrue(summary.contains(", 0 failed"), first::describe);
        assertFalse(first.err().contains("has no index"), "the load indexed every reference: " + first.err());
        assertTrue(onTime(summary) >= 95.0, "at least 95% on time: " + summary);
        assertEquals(held(summary, "the tables hold: "), counts(s, one), summary);
        assertNoOrphans(s, one);
        long operations = Long.parseLong(matcher(summary, "workload of sns: ([\\d,]+) operations").group(1)
                .replace(",", ""));
        List<String> streamLines = Files.readAllLines(out.resolve("operations.csv"));
        long written = streamLines.stream().skip(1).mapToLong(l -> Long.parseLong(l.split(",")[2])).sum();
        assertEquals(operations, written, "the stream written holds the operations the run ran");

        if (!s.indexesForeignKeys()) {
            // on PostgreSQL an index the load made can go; the workload then says what each statement will scan
            try (Connection c = s.connect(two); Statement st = c.createStatement()) {
                st.execute("DROP INDEX fk_posts_user_id");
            }
        }
        int port = freePort();
        CompletableFuture<CliRun> running = CompletableFuture.supplyAsync(() -> s.seedgen(dir, two, concat(concat(
                new String[] {"workload", "--metrics-port", Integer.toString(port)}, LOAD), RUN)));
        String scraped = lastScrape(port, running);
        CliRun second = running.get(2, TimeUnit.MINUTES).assertExit(0);
        assertOperationsServed(scraped, second);
        assertTrue(second.err().contains("seedgen: metrics at http://127.0.0.1:" + port + "/metrics"),
                second::describe);
        assertTrue(scrape(port) == null, "the endpoint closes with the run");
        assertEquals(!s.indexesForeignKeys(), second.err().contains("warning: posts.user_id has no index, so each "
                + "'read posts by user_id' scans posts (an application has one: CREATE INDEX \"idx_posts_user_id\" ON"), second::describe);
        Map<String, String> sums = checksums(s, one);
        assertEquals(sums, checksums(s, two), "two runs of the same seed leave the same rows");

        CompletableFuture<CliRun> a = CompletableFuture.supplyAsync(() -> s.seedgen(dir, split, concat(concat(
                new String[] {"workload", "--partition", "1/2"}, LOAD), RUN)));
        CompletableFuture<CliRun> b = CompletableFuture.supplyAsync(() -> s.seedgen(dir, split, concat(concat(
                new String[] {"workload", "--partition", "2/2"}, LOAD), RUN)));
        CliRun ra = a.get().assertExit(0);
        CliRun rb = b.get().assertExit(0);
        assertTrue(ra.out().contains("(partition 1/2)") && rb.out().contains("(partition 2/2)"), ra::describe);
        // the part that finished last saw the other's writes, and says the whole stream is done
        String done = "every partition is done: they hold what the whole stream leaves: ";
        CliRun last = ra.out().contains(done) ? ra : rb;
        assertTrue(last.out().contains(done), () -> ra.describe() + rb.describe());
        assertEquals(held(last.out(), done), counts(s, split), last::describe);
        assertEquals(sums, checksums(s, split), "the stream split over two processes leaves the rows one run leaves");
        assertNoOrphans(s, split);

        CliRun again = s.seedgen(dir, one, concat(concat(new String[] {"workload"}, LOAD), RUN)).assertRefused(2);
        assertTrue(again.err().contains("the workload runs on the dataset as that load left it"), again::describe);
    }

    private static int freePort() throws Exception {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    /** The page at http://127.0.0.1:PORT/metrics, or null while nothing listens there. */
    private static String scrape(int port) throws Exception {
        try {
            HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(
                    "http://127.0.0.1:" + port + "/metrics")).build(), HttpResponse.BodyHandlers.ofString());
            return r.statusCode() == 200 ? r.body() : null;
        } catch (ConnectException notListening) {
            return null;
        }
    }

    /** Scrapes the run's endpoint until the run ends; answers the last page that held the workload's counts. */
    private static String lastScrape(int port, CompletableFuture<CliRun> running) throws Exception {
        String last = null;
        while (!running.isDone()) {
            String body = scrape(port);
            if (body != null && body.contains("seedgen_workload_operation_seconds_count{")) {
                last = body;
            }
            Thread.sleep(200);
        }
        return last;
    }

    private static final Pattern SERVED = Pattern.compile("^seedgen_workload_operation_seconds(_count|_bucket)"
            + "\\{op=\"([^\"]+)\",outcome=\"(ok|error)\",(?:le=\"\\+Inf\",)?\\} (\\S+)$", Pattern.MULTILINE);
    private static final Pattern SUMMARY_ROW = Pattern.compile("^  (\\S.*?)\\s+([\\d,]+)\\s+([\\d,]+)\\s+[\\d.]+\\s",
            Pattern.MULTILINE);

    /**
     * The last page scraped during the run counts, for each operation the run's summary lists, a positive number of
     * ok ones, at most what the summary says were done by the end, with the histogram's +Inf bucket equal to the
     * count; and an error series at 0 beside it (none failed).
     */
    private static void assertOperationsServed(String page, CliRun run) {
        assertTrue(page != null, () -> "the workload's metrics were never scraped\n" + run.describe());
        Map<String, Double> served = new LinkedHashMap<>();
        Matcher m = SERVED.matcher(page);
        while (m.find()) {
            served.put(m.group(2) + "/" + m.group(3) + m.group(1), Double.parseDouble(m.group(4)));
        }
        String table = run.out().substring(run.out().indexOf("(ms from due)"), run.out().indexOf("the tables hold"));
        Matcher row = SUMMARY_ROW.matcher(table);
        Set<String> ops = new HashSet<>();
        while (row.find()) {
            String op = row.group(1);
            long done = Long.parseLong(row.group(2).replace(",", ""));
            ops.add(op);
            Double ok = served.get(op + "/ok_count");
            assertTrue(ok != null && ok > 0 && ok <= done, op + ": " + ok + " ok served, " + done + " done\n" + page);
            assertEquals(ok, served.get(op + "/ok_bucket"), op + ": the +Inf bucket holds every operation");
            assertEquals(0.0, served.get(op + "/error_count"), op + ": an error series at 0\n" + page);
        }
        // no update users: an edit sets no deleted_at, and its other columns are keys, names a template reads or a hash
        assertEquals(12, ops.size(), "sns runs 12 kinds of operations: " + table);
        assertEquals(ops.size() * 4, served.size(), "one ok and one error series an operation, no other: " + served);
    }

    private static String[] concat(String[] a, String[] b) {
        String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    private static Matcher matcher(String text, String regex) {
        Matcher m = Pattern.compile(regex).matcher(text);
        assertTrue(m.find(), regex + " in " + text);
        return m;
    }

    private static double onTime(String summary) {
        return Double.parseDouble(matcher(summary, "([\\d.]+)% started within 1 s").group(1));
    }

    /** The rows per table a summary line gives: "users 2,043 (+43), posts ...". */
    private static Map<String, Long> held(String summary, String after) {
        String line = summary.substring(summary.indexOf(after) + after.length()).lines().findFirst().orElseThrow();
        Map<String, Long> out = new LinkedHashMap<>();
        Matcher m = Pattern.compile("(\\w+) ([\\d,]+)").matcher(line);
        while (m.find()) {
            out.put(m.group(1), Long.parseLong(m.group(2).replace(",", "")));
        }
        return out;
    }

    private static Map<String, Long> counts(Server s, String database) throws SQLException {
        Map<String, Long> out = new LinkedHashMap<>();
        try (Connection c = s.connect(database); Statement st = c.createStatement()) {
            for (String t : TABLES) {
                try (ResultSet rs = st.executeQuery("SELECT count(*) FROM " + t)) {
                    rs.next();
                    out.put(t, rs.getLong(1));
                }
            }
        }
        return out;
    }

    private static void assertNoOrphans(Server s, String database) throws SQLException {
        try (Connection c = s.connect(database); Statement st = c.createStatement()) {
            for (String[] r : REFERENCES) {
                try (ResultSet rs = st.executeQuery("SELECT count(*) FROM " + r[0] + " x LEFT JOIN " + r[2] + " y ON y."
                        + r[3] + " = x." + r[1] + " WHERE y." + r[3] + " IS NULL")) {
                    rs.next();
                    assertEquals(0, rs.getLong(1), r[0] + "." + r[1] + " rows refer to no " + r[2] + " row");
                }
            }
        }
    }

    /** A digest of each table's rows in key order, every column as text. */
    private static Map<String, String> checksums(Server s, String database) throws Exception {
        Map<String, String> out = new LinkedHashMap<>();
        try (Connection c = s.connect(database); Statement st = c.createStatement()) {
            for (String t : TABLES) {
                MessageDigest md = MessageDigest.getInstance("SHA-256");
                long n = 0;
                try (ResultSet rs = st.executeQuery("SELECT * FROM " + t + " ORDER BY 1, 2")) {
                    int width = rs.getMetaData().getColumnCount();
                    while (rs.next()) {
                        n++;
                        for (int i = 1; i <= width; i++) {
                            md.update(String.valueOf(rs.getString(i)).getBytes(java.nio.charset.StandardCharsets
                                    .UTF_8));
                            md.update((byte) 0);
                        }
                    }
                }
                out.put(t, n + " " + HexFormat.of().formatHex(md.digest()));
            }
        }
        return out;
    }

    /** Every pair the written stream inserts into likes is absent from the load, unless the stream deleted it first. */
    private static void assertStreamInsertsAbsentPairs(Server s, String loaded, Path out) throws Exception {
        Set<String> deletedBefore = new HashSet<>();
        java.util.TreeMap<Long, String> deletes = new java.util.TreeMap<>();
        List<String> deleteLines = Files.readAllLines(out.resolve("delete_likes.csv"));
        for (String line : deleteLines.subList(1, deleteLines.size())) {
            String[] f = line.split(",");
            deletes.put(Long.parseLong(f[0]), f[3] + "," + f[4]);
        }
        List<String> inserts = Files.readAllLines(out.resolve("insert_likes.csv"));
        assertEquals("index,due_ms,after,user_id,post_id,created_at", inserts.get(0));
        assertTrue(inserts.size() > 50, "the stream inserts likes: " + inserts.size());
        int checked = 0;
        try (Connection c = s.connect(loaded); PreparedStatement ps = c.prepareStatement(
                "SELECT 1 FROM likes WHERE user_id = ? AND post_id = ?")) {
            for (String line : inserts.subList(1, inserts.size())) {
                String[] f = line.split(",");
                long index = Long.parseLong(f[0]);
                deletes.headMap(index).values().forEach(deletedBefore::add);
                String pair = f[3] + "," + f[4];
                if (deletedBefore.contains(pair)) {
                    continue;
                }
                ps.setLong(1, Long.parseLong(f[3]));
                ps.setLong(2, Long.parseLong(f[4]));
                try (ResultSet rs = ps.executeQuery()) {
                    assertTrue(!rs.next(), "the stream inserts like " + pair + ", which the load holds");
                }
                checked++;
            }
        }
        assertTrue(checked > 50, "pairs checked: " + checked);
    }
}
