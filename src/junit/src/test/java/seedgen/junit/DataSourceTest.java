package seedgen.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Events;
import seedgen.Seedgen;
import seedgen.error.SeedgenException;

/**
 * Loads through a DataSource the test already has (a HikariCP pool) on a real PostgreSQL started for this class, by
 * the library and by {@code @SeedgenTarget}: the rows go where the pool points (its database and schema) by COPY, and
 * the pool is left as found: its connections come back with their session settings as they were lent, none stays
 * borrowed, and the pool stays open.
 */
class DataSourceTest {

    /** The pool's own session settings, unlike every one seedgen sets, so a setting left behind shows. */
    private static final String POOL_SESSION = "SET TIME ZONE 'America/New_York'; SET synchronous_commit = on; "
            + "SET maintenance_work_mem = '7MB'";

    private static EmbeddedPostgres pg;
    static HikariDataSource byExtension;

    @BeforeAll
    static void start() throws IOException, SQLException {
        pg = EmbeddedPostgres.builder().start();
        try (Connection c = DriverManager.getConnection(url("postgres"), "postgres", "");
                Statement st = c.createStatement()) {
            st.execute("CREATE DATABASE lib");
            st.execute("CREATE DATABASE ext");
            st.execute("CREATE DATABASE small");
            st.execute("CREATE DATABASE shop");
        }
        // the pool's connections write to schema app: the run must find it there, not in public
        for (String db : List.of("lib", "ext", "small", "shop")) {
            try (Connection c = DriverManager.getConnection(url(db), "postgres", "");
                    Statement st = c.createStatement()) {
                st.execute("CREATE SCHEMA app");
            }
        }
        byExtension = pool("ext", 6);
    }

    @AfterAll
    static void stop() throws IOException {
        if (byExtension != null) {
            byExtension.close();
        }
        if (pg != null) {
            pg.close();
        }
    }

    private static String url(String db) {
        return "jdbc:postgresql://127.0.0.1:" + pg.getPort() + "/" + db;
    }

    /** A pool as an application's would be: its own session settings, autocommit on, schema app. */
    static HikariDataSource pool(String db, int size) {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(url(db) + "?currentSchema=app");
        config.setUsername("postgres");
        config.setPassword("");
        config.setMaximumPoolSize(size);
        config.setConnectionInitSql(POOL_SESSION);
        config.setPoolName("the-test's-pool");
        return new HikariDataSource(config);
    }

    /** The session settings seedgen changes, as a connection borrowed from {@code pool} now has them. */
    static List<String> session(HikariDataSource pool) throws SQLException {
        try (Connection c = pool.getConnection()) {
            return session(c);
        }
    }

    static List<String> session(Connection c) throws SQLException {
        List<String> values = new ArrayList<>();
        try (Statement st = c.createStatement()) {
            for (String name : List.of("TimeZone", "search_path", "session_replication_role", "synchronous_commit",
                    "maintenance_work_mem")) {
                try (ResultSet rs = st.executeQuery("SHOW " + name)) {
                    rs.next();
                    values.add(name + "=" + rs.getString(1));
                }
            }
        }
        values.add("autocommit=" + c.getAutoCommit());
        values.add("networkTimeout=" + c.getNetworkTimeout());
        values.add("schema=" + c.getSchema());
        return values;
    }

    static long count(HikariDataSource pool, String sql) throws SQLException {
        try (Connection c = pool.getConnection(); Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    /** Every connection the pool holds has been borrowed after the run, and none is left borrowed. */
    static void leftAsFound(HikariDataSource pool, List<String> before) throws SQLException {
        assertEquals(0, pool.getHikariPoolMXBean().getActiveConnections(), "connections left borrowed");
        assertFalse(pool.isClosed(), "the pool was closed");
        // every idle connection, not only the first: borrow them all at once and read each
        int total = pool.getHikariPoolMXBean().getTotalConnections();
        List<Connection> all = new ArrayList<>();
        try {
            for (int i = 0; i < total; i++) {
                all.add(pool.getConnection());
            }
            for (Connection c : all) {
                assertEquals(before, session(c), "a connection came back changed");
            }
        } finally {
            for (Connection c : all) {
                c.close();
            }
        }
        assertTrue(before.contains("TimeZone=America/New_York"), before.toString());
    }

    @Test
    void theLibraryLoadsThroughTheTestsPoolByCopyAndLeavesItAsFound() throws SQLException {
        try (HikariDataSource pool = pool("lib", 10)) {
            List<String> before = session(pool);
            Seedgen.Result r = Seedgen.dataset("sns").rows(300).seed(5).threads(3).into(pool);
            assertEquals("copy", r.method());
            assertEquals(300, r.rows("users"));
            assertEquals(300, count(pool, "SELECT count(*) FROM app.users"));
            assertEquals(r.rows("posts"), count(pool, "SELECT count(*) FROM app.posts"));
            assertEquals(0, count(pool, "SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public' "
                    + "AND table_name = 'users'"), "the rows go where the pool points: schema app");
            leftAsFound(pool, before);
            // the pool still works for the test, and a second load through it finds the first one's rows
            SeedgenException again = assertThrows(SeedgenException.class,
                    () -> Seedgen.dataset("sns").rows(300).seed(5).into(pool));
            // in the library's words: the calls that empty or add, and the pool's schema, not the command's flags
            assertTrue(again.getMessage().contains("add truncate() to empty them first, append() to add to them, or "
                    + "choose another schema (currentSchema in the JDBC URL)") && !again.getMessage().contains("--"),
                    again.getMessage());
            leftAsFound(pool, before);
        }
    }

    /**
     * An application's schema in the pool's schema, filled by the bulk path (COPY through the pool's connections, which
     * unwrap to pgjdbc's) on sessions whose foreign keys wait (PostgreSQL's session_replication_role = replica): the
     * setting is put back with the rest.
     */
    @Test
    void theLibraryFillsTheSchemaThePoolPointsAtByCopy() throws SQLException {
        try (HikariDataSource pool = pool("shop", 8)) {
            try (Connection c = pool.getConnection(); Statement st = c.createStatement()) {
                st.execute("CREATE TABLE customers (id serial PRIMARY KEY, email varchar(120) NOT NULL UNIQUE)");
                st.execute("CREATE TABLE orders (id bigserial PRIMARY KEY, customer_id int NOT NULL REFERENCES "
                        + "customers(id), total numeric(10,2) NOT NULL CHECK (total >= 0), placed_at timestamptz)");
            }
            List<String> before = session(pool);
            Seedgen.Result r = Seedgen.fromSchema().rows(80).rowsFor("orders", 200).seed(6).into(pool);
            assertEquals("copy", r.method());
            assertEquals(80, count(pool, "SELECT count(*) FROM app.customers"));
            assertEquals(200, count(pool, "SELECT count(*) FROM app.orders"));
            assertEquals(0, count(pool, "SELECT count(*) FROM app.orders o WHERE NOT EXISTS "
                    + "(SELECT 1 FROM app.customers c WHERE c.id = o.customer_id)"));
            leftAsFound(pool, before);
        }
    }

    @Test
    void theThreadsAreCappedAtWhatThePoolLendsAndATinyPoolIsRefused() throws SQLException {
        try (HikariDataSource pool = pool("small", 4)) {
            Seedgen.Result r = Seedgen.dataset("chat").rows(50).seed(2).threads(8).into(pool);
            assertEquals(1, r.threads(), "a pool of 4 lends 1 thread beside the run lock, the checks and the keys");
            assertEquals(0, pool.getHikariPoolMXBean().getActiveConnections());
        }
        try (HikariDataSource pool = pool("small", 3)) {
            SeedgenException e = assertThrows(SeedgenException.class,
                    () -> Seedgen.dataset("chat").rows(50).truncate().into(pool));
            assertTrue(e.getMessage().contains("maximumPoolSize of 4"), e.getMessage());
            assertEquals(0, pool.getHikariPoolMXBean().getActiveConnections());
        }
    }

    @Test
    void anotherDatabaseIsNotReachedThroughThePool() {
        try (HikariDataSource pool = pool("lib", 4)) {
            SeedgenException e = assertThrows(SeedgenException.class,
                    () -> Seedgen.fromSchema().learnFrom("ext").into(pool));
            assertTrue(e.getMessage().contains("does not switch"), e.getMessage());
            assertEquals(0, pool.getHikariPoolMXBean().getActiveConnections());
        }
    }

    @SeedgenDataset(name = "chat", rows = 120, seed = 4, threads = 3)
    static class LoadsThroughThePool {
        @SeedgenTarget
        static javax.sql.DataSource pool() {
            return byExtension;
        }

        @Test
        void theRowsAreWhereThePoolPoints(SeedgenData data) throws SQLException {
            assertEquals("copy", data.result().method());
            assertTrue(data.dataSource() == byExtension);
            try (Connection c = data.connect(); Statement st = c.createStatement();
                    ResultSet rs = st.executeQuery("SELECT count(*) FROM app.users")) {
                rs.next();
                assertEquals(data.rows("users"), rs.getLong(1));
            }
        }
    }

    @Test
    void theExtensionLoadsThroughADataSourceAndLeavesItAsFound() throws SQLException {
        List<String> before = session(byExtension);
        Events tests = EngineTestKit.engine("junit-jupiter").selectors(selectClass(LoadsThroughThePool.class))
                .execute().testEvents();
        assertEquals(0, tests.failed().count(), () -> tests.failed().list().toString());
        assertEquals(1, tests.succeeded().count());
        assertTrue(count(byExtension, "SELECT count(*) FROM app.users") > 0);
        leftAsFound(byExtension, before);
    }
}
