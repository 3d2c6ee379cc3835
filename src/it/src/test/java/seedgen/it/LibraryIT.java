package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import seedgen.Seedgen;
import seedgen.error.SeedgenException;

/** The library entry point, as a user's test would call it: a few lines, no command line. */
class LibraryIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(LibraryIT.class);

    @Test
    void aTestLoadsADatasetIntoItsOwnDatabaseInAFewLines() throws Exception {
        Seedgen.Result r = Seedgen.dataset("chat").rows(800).seed(3).param("message_key", "uuid7")
                .into(db.url(db.name()), TestServer.IT_USER, TestServer.IT_PASSWORD);
        for (String table : r.tables().keySet()) {
            assertEquals(r.rows(table), db.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(db.name(), table)),
                    table);
        }
        assertEquals(800, r.rows("users"));
        assertTrue(r.rows("messages") > 0);
        assertEquals(Seedgen.dataset("chat").rows(800).seed(3).param("message_key", "uuid7").plan().totalRows(),
                r.totalRows(), "the plan says what the load writes");
        SeedgenException again = assertThrows(SeedgenException.class, () -> Seedgen.dataset("chat").rows(800)
                .into(db.url(db.name()), TestServer.IT_USER, TestServer.IT_PASSWORD));
        // in the library's words: the call that empties the tables, and the URL's database, not the command's flags
        assertTrue(again.getMessage().contains("truncate()") && again.getMessage().contains("choose another database in "
                + "the JDBC URL") && !again.getMessage().contains("--"), again.getMessage());
        assertEquals(r.totalRows(), Seedgen.dataset("chat").rows(800).seed(3).param("message_key", "uuid7").truncate()
                .into(db.url(db.name()), TestServer.IT_USER, TestServer.IT_PASSWORD).totalRows());
    }

    /** A pool as an application's would be: its own session time zone, autocommit on, the driver's settings its own. */
    private static HikariDataSource pool(String database, String settings) {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(db.url(database) + settings);
        config.setUsername(TestServer.IT_USER);
        config.setPassword(TestServer.IT_PASSWORD);
        config.setMaximumPoolSize(8);
        config.setConnectionInitSql("SET SESSION time_zone = '-05:00', wait_timeout = 3333");
        config.setPoolName("the-test's-pool");
        return new HikariDataSource(config);
    }

    /** The session a connection borrowed from {@code pool} now has, on every connection the pool holds. */
    private static List<String> sessions(HikariDataSource pool) throws SQLException {
        List<Connection> all = new ArrayList<>();
        List<String> seen = new ArrayList<>();
        try {
            for (int i = 0; i < pool.getHikariPoolMXBean().getTotalConnections(); i++) {
                all.add(pool.getConnection());
            }
            for (Connection c : all) {
                try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT @@SESSION.time_zone, "
                        + "@@SESSION.foreign_key_checks, @@SESSION.wait_timeout, DATABASE()")) {
                    rs.next();
                    seen.add(rs.getString(1) + " " + rs.getString(2) + " " + rs.getString(3) + " " + rs.getString(4)
                            + " autocommit=" + c.getAutoCommit() + " timeout=" + c.getNetworkTimeout());
                }
            }
        } finally {
            for (Connection c : all) {
                c.close();
            }
        }
        return seen;
    }

    @Test
    void aTestLoadsThroughItsOwnPoolAndGetsItBackAsItWas() throws Exception {
        String database = db.name("pool");
        try (Connection c = db.admin(); Statement st = c.createStatement()) {
            st.execute("CREATE DATABASE " + database);
        }
        try (HikariDataSource pool = pool(database, "?allowLoadLocalInfile=true")) {
            List<String> before = sessions(pool);
            Seedgen.Result r = Seedgen.dataset("chat").rows(500).seed(3).threads(3).into(pool);
            assertEquals("load-data", r.method(), "the pool's connections allow local infile");
            for (String table : r.tables().keySet()) {
                assertEquals(r.rows(table), db.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(database, table)),
                        table);
            }
            assertEquals(0, pool.getHikariPoolMXBean().getActiveConnections(), "connections left borrowed");
            assertTrue(!pool.isClosed(), "the user's pool was closed");
            List<String> after = sessions(pool);
            assertTrue(after.size() > before.size(), "the run borrowed more than the test had: " + after);
            after.forEach(s -> assertEquals(before.get(0), s, "a connection came back changed"));
        }
        // without local infile on the pool's connections, auto goes by INSERT into the same database
        try (HikariDataSource pool = pool(database, "")) {
            Seedgen.Result r = Seedgen.dataset("chat").rows(300).seed(4).truncate().into(pool);
            assertEquals("insert", r.method());
            // the fallback is said in the result, as the command says it on a line of its own, in the library's words
            assertTrue(r.notes().stream().anyMatch(n -> n.contains("allowLoadLocalInfile")
                    && n.endsWith("the run uses INSERT")), () -> "notes: " + r.notes());
            assertEquals(300, db.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(database, "users")));
            assertEquals(0, pool.getHikariPoolMXBean().getActiveConnections(), "connections left borrowed");
            SeedgenException loadData = assertThrows(SeedgenException.class, () -> Seedgen.dataset("chat").rows(300)
                    .truncate().loadData().into(pool));
            assertTrue(loadData.getMessage().contains("allowLoadLocalInfile=true"), loadData.getMessage());
            assertTrue(loadData.getMessage().endsWith("or use insert()") && !loadData.getMessage().contains("--"),
                    loadData.getMessage());
        }
    }
}
