package example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mindrot.jbcrypt.BCrypt;
import seedgen.junit.JdbcTarget;
import seedgen.junit.SeedgenData;
import seedgen.junit.SeedgenDataset;
import seedgen.junit.SeedgenTarget;
import seedgen.plan.Plan;

/** The sns dataset at 2,000 users, loaded once before these tests, as a suite's fixture. */
@SeedgenDataset(name = "sns", rows = 2000, seed = 7, database = "sample_sns")
class SnsFixtureTest {

    @SeedgenTarget
    static JdbcTarget database() {
        return SampleDatabase.get();
    }

    private static SeedgenData loaded;

    @BeforeAll
    static void once(SeedgenData data) {
        loaded = data;
    }

    @Test
    void theClassLoadsOnceAndEveryTestSeesThatLoad(SeedgenData data) {
        assertSame(loaded, data);
        assertEquals(2000, data.rows("users"));
    }

    @Test
    void everyTableHoldsTheRowsThePlanSays(SeedgenData data) throws SQLException {
        try (Connection c = data.connect(); Statement st = c.createStatement()) {
            for (Plan.Table t : data.plan().tables()) {
                try (ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM " + t.name())) {
                    rs.next();
                    assertEquals(t.rows(), rs.getLong(1), t.name());
                    assertEquals(t.rows(), data.rows(t.name()), t.name());
                }
            }
        }
    }

    @Test
    void aFeedOfLoginsLogsIn(SeedgenData data) throws SQLException {
        List<Map<String, Object>> logins = data.sample("users", 50, "email", "password_hash");
        assertEquals(50, logins.size());
        try (Connection c = data.connect();
                PreparedStatement find = c.prepareStatement("SELECT password_hash FROM users WHERE email = ?")) {
            for (Map<String, Object> login : logins) {
                find.setString(1, (String) login.get("email"));
                try (ResultSet rs = find.executeQuery()) {
                    assertTrue(rs.next(), "no user " + login.get("email"));
                    assertTrue(BCrypt.checkpw((String) login.get("password_hash"), rs.getString(1)),
                            "the feed's password for " + login.get("email") + " does not match its stored hash");
                }
            }
        }
    }

    @Test
    void aFeedOfLikesNamesLikesThatAreThere(SeedgenData data) throws SQLException {
        List<Map<String, Object>> likes = data.sample("likes", 200, "user_id", "post_id");
        try (Connection c = data.connect();
                PreparedStatement find = c.prepareStatement("SELECT 1 FROM likes WHERE user_id = ? AND post_id = ?")) {
            for (Map<String, Object> like : likes) {
                find.setLong(1, ((Number) like.get("user_id")).longValue());
                find.setLong(2, ((Number) like.get("post_id")).longValue());
                try (ResultSet rs = find.executeQuery()) {
                    assertTrue(rs.next(), "no like " + like);
                }
            }
        }
    }

    @Test
    @SeedgenDataset(name = "chat", rows = 300, seed = 3, database = "sample_chat")
    void aTestCanLoadADatasetOfItsOwn(SeedgenData data) throws SQLException {
        assertEquals(300, data.rows("users"));
        try (Connection c = data.connect(); Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM messages")) {
            rs.next();
            assertEquals(data.rows("messages"), rs.getLong(1));
        }
    }
}
