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
 * as k6's SharedArray reads it; bad input one line, nothing written.
 */
class FeedIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(FeedIT.class);

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
