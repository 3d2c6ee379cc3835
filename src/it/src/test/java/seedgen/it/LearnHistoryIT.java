package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --learn} reads the history of the built-in sns (data version 4) and the copy made from it holds the same
 * shares within 0.02, on MariaDB (the spec printed, then filled) and on PostgreSQL (learned and filled in one go with
 * {@code --learn-from}): the rows updated after they were made (updated_at later than created_at) of users and posts,
 * the users soft-deleted (deleted_at set), and the gaps of each sequence key (1 - rows / (greatest - least + 1): posts
 * deleted for good). The source must hold the history for the test to mean anything, so its shares are checked too.
 * The figures go to the output; docs/learn.md quotes them.
 */
class LearnHistoryIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(LearnHistoryIT.class);

    @RegisterExtension
    static final SharedPg pg = new SharedPg();

    @TempDir
    Path dir;

    static final String USERS = "5000";
    static final String SEED = "5";
    static final List<String> SNS = List.of("likes", "bookmarks", "follows", "posts", "users");

    /** Each share measured, by name, as SQL that works on both families over one table. */
    static final Map<String, String> SHARES = new LinkedHashMap<>();

    static {
        SHARES.put("users updated", "SELECT AVG(CASE WHEN updated_at > created_at THEN 1.0 ELSE 0 END) FROM users");
        SHARES.put("users soft-deleted", "SELECT AVG(CASE WHEN deleted_at IS NOT NULL THEN 1.0 ELSE 0 END) FROM users");
        SHARES.put("users.id gaps", "SELECT 1 - COUNT(*) * 1.0 / (MAX(id) - MIN(id) + 1) FROM users");
        SHARES.put("posts updated", "SELECT AVG(CASE WHEN updated_at > created_at THEN 1.0 ELSE 0 END) FROM posts");
        SHARES.put("posts.id gaps", "SELECT 1 - COUNT(*) * 1.0 / (MAX(id) - MIN(id) + 1) FROM posts");
    }

    /** The shares sns's spec gives its history (users.id has none), about which the source's must lie. */
    static final Map<String, Double> SNS_SHARES = Map.of("users updated", 0.5, "users soft-deleted", 0.05,
            "users.id gaps", 0.0, "posts updated", 0.15, "posts.id gaps", 0.05);

    @Test
    void mariadbCopyOfALearnedSnsKeepsItsHistory() throws Exception {
        String src = db.name("src");
        String copy = db.name("copy");
        db.seedgen(dir, src, "--dataset", "sns", "--rows", USERS, "--seed", SEED).assertExit(0);
        // the copy's tables as sns makes them, emptied: the schema the learned spec fills
        db.seedgen(dir, copy, "--dataset", "sns", "--rows", "10").assertExit(0);
        try (Connection c = mysql(copy); Statement st = c.createStatement()) {
            st.execute("SET FOREIGN_KEY_CHECKS = 0");
            for (String table : SNS) {
                st.execute("TRUNCATE TABLE " + table);
            }
            st.execute("SET FOREIGN_KEY_CHECKS = 1");
        }
        CliRun learned = db.seedgen(dir, src, "spec", "--from-db", "--learn").assertExit(0);
        Path spec = dir.resolve("learned.yaml");
        Files.writeString(spec, learned.out());
        db.seedgen(dir, copy, "--from-db", "--spec", spec.toString()).assertExit(0);
        try (Connection s = mysql(src); Connection c = mysql(copy)) {
            assertSameHistory("MariaDB", s, c, learned.out());
        }
    }

    @Test
    void postgresqlCopyLearnedInOneGoKeepsItsHistory() throws Exception {
        String src = pg.server.database("lh_src");
        String copy = pg.server.database("lh_copy");
        pgSeedgen("--dataset", "sns", "--rows", USERS, "--seed", SEED, "--url", pg.server.url(src));
        pgSeedgen("--dataset", "sns", "--rows", "10", "--url", pg.server.url(copy));
        try (Connection c = pg.server.connectAsTestUser(copy); Statement st = c.createStatement()) {
            st.execute("TRUNCATE TABLE " + String.join(", ", SNS));
        }
        CliRun printed = pgSeedgen("spec", "--from-db", "--learn", "--url", pg.server.url(src));
        // an existing schema's foreign keys are checked after the rows, which needs this right (as LearnIT)
        pg.server.admin("GRANT SET ON PARAMETER session_replication_role TO " + PgTestServer.IT_USER);
        try {
            pgSeedgen("--from-db", "--learn-from", src, "--url", pg.server.url(copy));
        } finally {
            pg.server.admin("REVOKE SET ON PARAMETER session_replication_role FROM " + PgTestServer.IT_USER);
        }
        try (Connection s = pg.server.connectAsTestUser(src); Connection c = pg.server.connectAsTestUser(copy)) {
            assertSameHistory("PostgreSQL", s, c, printed.out());
        }
    }

    /** Every share of the source near sns's own, and the copy's within 0.02 of the source's. */
    private static void assertSameHistory(String family, Connection src, Connection copy, String spec)
            throws SQLException {
        StringBuilder figures = new StringBuilder(family + ", sns at " + USERS + " users (share: source, copy):");
        for (Map.Entry<String, String> e : SHARES.entrySet()) {
            String name = e.getKey();
            double s = share(src, e.getValue());
            double c = share(copy, e.getValue());
            figures.append(String.format(Locale.ROOT, " %s %.4f, %.4f;", name, s, c));
            assertEquals(SNS_SHARES.get(name), s, 0.02, family + ": " + name + " in the source, as sns makes it");
            assertEquals(s, c, 0.02, family + ": " + name + " in the copy against the source's\nspec:\n" + spec);
        }
        System.out.println(figures);
    }

    private static double share(Connection c, String sql) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            return rs.getDouble(1);
        }
    }

    private CliRun pgSeedgen(String... args) {
        return PgTestServer.seedgenAsTestUser(dir, args).assertExit(0);
    }


    private static Connection mysql(String database) throws SQLException {
        Connection c = db.admin();
        c.setCatalog(database);
        return c;
    }
}
