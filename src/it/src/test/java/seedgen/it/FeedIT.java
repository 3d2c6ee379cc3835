package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.mindrot.jbcrypt.BCrypt;

/**
 * {@code seedgen feed} against a real load of the same dataset, seed and rows: sns at 20,000 users on MariaDB. A feed
 * of 1,000 logins (email and password): every email is a loaded user's, and its password verifies against that user's
 * stored bcrypt hash; a feed of 1,000 likes: every pair is a loaded like; the same feed twice is the same bytes; JSON
 * as k6's SharedArray reads it; bad input one line, nothing written. And --where and --absent against sns at 2,000
 * users on MariaDB and PostgreSQL, checked by SQL.
 */
class FeedIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(FeedIT.class);

    @RegisterExtension
    static final SharedPg pg = new SharedPg();

    @TempDir
    Path dir;

    @Test
    void feedsHoldTheLoadedRowsAndTheirPasswordsLogIn() throws Exception {
        String database = db.name("sns");
        db.seedgen(dir, database, "--dataset", "sns", "--rows", "20000", "--seed", "7").assertExit(0);
        Path logins = dir.resolve("logins.csv");
        CliRun feed = CliRun.of(Map.of(), dir, "feed", "--dataset", "sns", "--rows", "20000", "--seed", "7", "--table",
                "users", "--columns", "email,password_hash", "--count", "1000", "--out", logins.toString())
                .assertExit(0);
        assertTrue(feed.err().contains("feed of 1,000 rows of users"), feed::describe);
        List<String> lines = Files.readAllLines(logins);
        assertEquals("email,password_hash", lines.get(0));
        assertEquals(1001, lines.size());
        Set<String> emails = new HashSet<>();
        Set<String> verified = new HashSet<>();
        try (Connection c = db.admin()) {
            c.setCatalog(database);
            try (PreparedStatement ps = c.prepareStatement("SELECT password_hash FROM users WHERE email = ?")) {
                for (String line : lines.subList(1, lines.size())) {
                    String[] f = line.split(",");
                    assertTrue(emails.add(f[0]), "a sample without repeats: " + f[0]);
                    ps.setString(1, f[0]);
                    try (ResultSet rs = ps.executeQuery()) {
                        assertTrue(rs.next(), f[0] + " is not a loaded user");
                        // a pair of plaintext and hash checked once (bcrypt at cost 10 takes about 60 ms): sns hashes
                        // each distinct plaintext once, so the 1,000 users share one pair
                        String pair = f[1] + " " + rs.getString(1);
                        if (verified.add(pair)) {
                            assertTrue(BCrypt.checkpw(f[1], rs.getString(1)), f[0] + ": the password does not log in");
                        }
                    }
                }
            }
            Path likes = dir.resolve("likes.csv");
            CliRun.of(Map.of(), dir, "feed", "--dataset", "sns", "--rows", "20000", "--seed", "7", "--table", "likes",
                    "--columns", "user_id,post_id", "--count", "1000", "--out", likes.toString()).assertExit(0);
            List<String> pairs = Files.readAllLines(likes);
            assertEquals("user_id,post_id", pairs.get(0));
            try (PreparedStatement ps = c.prepareStatement("SELECT 1 FROM likes WHERE user_id = ? AND post_id = ?")) {
                for (String line : pairs.subList(1, pairs.size())) {
                    String[] f = line.split(",");
                    ps.setLong(1, Long.parseLong(f[0]));
                    ps.setLong(2, Long.parseLong(f[1]));
                    try (ResultSet rs = ps.executeQuery()) {
                        assertTrue(rs.next(), line + " is not a loaded like");
                    }
                }
            }
            // a range: the table's first rows in order, as loaded
            Path first = dir.resolve("first.json");
            CliRun.of(Map.of(), dir, "feed", "--dataset", "sns", "--rows", "20000", "--seed", "7", "--table", "users",
                    "--columns", "id,username", "--range", "1..3", "--out", first.toString()).assertExit(0);
            String json = Files.readString(first);
            try (java.sql.Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT id, username "
                    + "FROM users WHERE id <= 3 ORDER BY id")) {
                StringBuilder expected = new StringBuilder("[");
                while (rs.next()) {
                    expected.append(rs.getRow() == 1 ? "\n" : ",\n").append("{\"id\":").append(rs.getLong(1))
                            .append(",\"username\":\"").append(rs.getString(2)).append("\"}");
                }
                assertEquals(expected.append("\n]\n").toString(), json);
            }
        }
        Path again = dir.resolve("again.csv");
        CliRun.of(Map.of(), dir, "feed", "--dataset", "sns", "--rows", "20000", "--seed", "7", "--table", "users",
                "--columns", "email,password_hash", "--count", "1000", "--out", again.toString()).assertExit(0);
        assertArrayEquals(Files.readAllBytes(logins), Files.readAllBytes(again), "the same feed, the same bytes");
    }

    /**
     * --where and --absent against sns at 2,000 users as MariaDB and PostgreSQL hold it: the rows fed are those whose
     * counts SQL finds in range (the posts rows by user, likes and follows grouped by the row they refer to), no fewer
     * and no more; every absent pair is absent, and inserts without error (rolled back).
     */
    @Test
    void whereAndAbsentHoldAgainstTheLoadedRowsOnMariaDbAndPostgresql() throws Exception {
        String[] load = {"--dataset", "sns", "--rows", "2000", "--seed", "7"};
        String mariadb = db.name("where");
        db.seedgen(dir, mariadb, load).assertExit(0);
        try (Connection c = db.admin()) {
            c.setCatalog(mariadb);
            holds(c, "mariadb");
        }
        String postgres = pg.server.database("feedwhere");
        List<String> args = new java.util.ArrayList<>(List.of(load));
        args.addAll(List.of("--url", pg.server.url(postgres), "--user", PgTestServer.IT_USER, "--schema", "where_fed"));
        CliRun.of(Map.of("SEEDGEN_PASSWORD", PgTestServer.IT_PASSWORD), dir, args.toArray(String[]::new))
                .assertExit(0);
        try (Connection c = pg.server.connect(postgres)) {
            c.setSchema("where_fed");
            holds(c, "postgresql");
        }
    }

    private CliRun feed(Path out, String... args) {
        List<String> all = new java.util.ArrayList<>(List.of("feed", "--dataset", "sns", "--rows", "2000", "--seed",
                "7", "--out", out.toString()));
        all.addAll(List.of(args));
        return CliRun.of(Map.of(), dir, all.toArray(String[]::new)).assertExit(0);
    }

    /** The rows after the header, each split at its commas. */
    private static List<String[]> rows(Path csv) throws java.io.IOException {
        return Files.readAllLines(csv).stream().skip(1).map(l -> l.split(",")).toList();
    }

    private static Set<Long> ids(Connection c, String sql) throws Exception {
        Set<Long> out = new java.util.TreeSet<>();
        try (java.sql.Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            while (rs.next()) {
                out.add(rs.getLong(1));
            }
        }
        return out;
    }

    private void holds(Connection c, String server) throws Exception {
        // users with 3 to 6 posts: a sample of 100 of them, each checked; as many match as SQL finds
        Path users = dir.resolve(server + "-users.csv");
        CliRun run = feed(users, "--table", "users", "--columns", "id", "--where", "posts:3..6", "--count", "100");
        Set<Long> inRange = ids(c, "SELECT u.id FROM users u JOIN posts p ON p.user_id = u.id GROUP BY u.id "
                + "HAVING COUNT(*) BETWEEN 3 AND 6");
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("of ([\\d,]+) rows matching").matcher(run.err());
        assertTrue(m.find(), run::describe);
        assertEquals(inRange.size(), Long.parseLong(m.group(1).replace(",", "")), server + ": rows matching");
        List<String[]> fed = rows(users);
        assertEquals(100, fed.size());
        try (PreparedStatement ps = c.prepareStatement("SELECT COUNT(*) FROM posts WHERE user_id = ?")) {
            for (String[] f : fed) {
                ps.setLong(1, Long.parseLong(f[0]));
                try (ResultSet rs = ps.executeQuery()) {
                    rs.next();
                    long n = rs.getLong(1);
                    assertTrue(n >= 3 && n <= 6, server + ": user " + f[0] + " has " + n + " posts");
                }
            }
        }
        assertEquals(100, fed.stream().map(f -> f[0]).distinct().count(), "no repeats");
        // posts with at least 20 likes: the range of every post, exactly the posts SQL finds
        Path posts = dir.resolve(server + "-posts.csv");
        long postRows = ids(c, "SELECT COUNT(*) FROM posts").iterator().next();
        feed(posts, "--table", "posts", "--columns", "id", "--where", "likes:20..", "--range", "1.." + postRows);
        Set<Long> liked = ids(c, "SELECT post_id FROM likes GROUP BY post_id HAVING COUNT(*) >= 20");
        assertTrue(liked.size() > 10, server + ": " + liked.size() + " posts with 20 likes or more");
        assertEquals(liked, rows(posts).stream().map(f -> Long.parseLong(f[0]))
                .collect(java.util.stream.Collectors.toCollection(java.util.TreeSet::new)), server);
        // followed by 10 to 30 users and with a post: AND, in JSON
        Path followed = dir.resolve(server + "-followed.json");
        feed(followed, "--table", "users", "--columns", "id", "--where", "follows.followee_id:10..30", "--where",
                "posts:1..", "--count", "40");
        Set<Long> both = ids(c, "SELECT followee_id FROM follows GROUP BY followee_id HAVING COUNT(*) BETWEEN 10 "
                + "AND 30");
        both.retainAll(ids(c, "SELECT DISTINCT user_id FROM posts"));
        List<Long> json = java.util.Arrays.stream(Files.readString(followed).split("\n"))
                .filter(l -> l.startsWith("{")).map(l -> Long.parseLong(l.replaceAll("\\D", ""))).toList();
        assertEquals(40, json.size());
        assertTrue(both.containsAll(json), server + ": " + json + " not all in " + both);
        // pairs not present: absent, and each inserts (then rolled back)
        for (String[] t : new String[][] {{"likes", "user_id", "post_id"}, {"follows", "follower_id", "followee_id"}}) {
            Path absent = dir.resolve(server + "-" + t[0] + "-absent.csv");
            feed(absent, "--table", t[0], "--absent", "--count", "300");
            assertEquals(t[1] + "," + t[2], Files.readAllLines(absent).get(0));
            List<String[]> pairs = rows(absent);
            assertEquals(300, pairs.size());
            assertEquals(300, pairs.stream().map(p -> p[0] + "," + p[1]).distinct().count(), "no repeats");
            c.setAutoCommit(false);
            try (PreparedStatement there = c.prepareStatement("SELECT COUNT(*) FROM " + t[0] + " WHERE " + t[1]
                    + " = ? AND " + t[2] + " = ?"); PreparedStatement insert = c.prepareStatement("INSERT INTO " + t[0]
                    + " (" + t[1] + ", " + t[2] + ", created_at) VALUES (?, ?, CURRENT_TIMESTAMP)")) {
                for (String[] p : pairs) {
                    assertFalse(p[0].equals(p[1]) && t[0].equals("follows"), "a follow of oneself: " + p[0]);
                    there.setLong(1, Long.parseLong(p[0]));
                    there.setLong(2, Long.parseLong(p[1]));
                    try (ResultSet rs = there.executeQuery()) {
                        rs.next();
                        assertEquals(0, rs.getLong(1), server + ": " + t[0] + " holds " + p[0] + "," + p[1]);
                    }
                    insert.setLong(1, Long.parseLong(p[0]));
                    insert.setLong(2, Long.parseLong(p[1]));
                    insert.addBatch();
                }
                assertEquals(300, java.util.Arrays.stream(insert.executeBatch()).sum(), server + ": rows inserted");
            } finally {
                c.rollback();
                c.setAutoCommit(true);
            }
        }
    }

    @Test
    void badInputIsOneLineAndWritesNothing() throws Exception {
        String[][] bad = {
            {"--table", "nope", "--count", "5"},
            {"--table", "users", "--columns", "email,nope", "--count", "5"},
            {"--table", "users", "--count", "0"},
            {"--table", "users", "--count", "101"},
            {"--table", "users", "--range", "5..2"},
            {"--table", "users", "--count", "5", "--range", "1..2"},
            {"--table", "users", "--count", "5", "--format", "xml"},
            {"--table", "users", "--count", "5", "--where", "follows:5.."},
            {"--table", "users", "--count", "5", "--where", "posts:9..2"},
            {"--table", "users", "--count", "5", "--where", "posts:400.."},
            {"--table", "users", "--count", "5", "--where", "nope:1"},
            {"--table", "posts", "--count", "5", "--absent"},
            {"--table", "likes", "--range", "1..5", "--absent"},
        };
        for (String[] args : bad) {
            List<String> all = new java.util.ArrayList<>(List.of("feed", "--dataset", "sns", "--rows", "100", "--out",
                    "f.csv"));
            all.addAll(List.of(args));
            CliRun run = CliRun.of(Map.of(), dir, all.toArray(String[]::new)).assertRefused(2);
            assertEquals(1, run.err().strip().lines().count(), run::describe);
        }
        assertFalse(Files.exists(dir.resolve("f.csv")), "nothing written");
        try (var files = Files.list(dir)) {
            assertTrue(files.noneMatch(f -> f.getFileName().toString().startsWith(".seedgen-feed")), "no temp left");
        }
    }
}
