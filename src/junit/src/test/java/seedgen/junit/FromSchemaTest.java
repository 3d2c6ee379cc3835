package seedgen.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Events;
import seedgen.Seedgen;

/**
 * An application's own schema filled through the library and the extension alone, no command: on a real PostgreSQL
 * started for this class, a schema as migrations leave it (a migration table holding its row, a foreign key, a
 * reference nobody declared, a CHECK), filled with {@code fromSchema}; and the same schema in another database,
 * filled with the shape learned from a third one that holds rows.
 */
class FromSchemaTest {

    private static final String SCHEMA = String.join("\n",
            "CREATE TABLE flyway_schema_history (installed_rank int PRIMARY KEY, version varchar(50),",
            "  description varchar(200) NOT NULL, script varchar(1000) NOT NULL, success boolean NOT NULL);",
            "INSERT INTO flyway_schema_history VALUES (1, '1', 'init', 'V1__init.sql', true);",
            "CREATE TABLE customers (id serial PRIMARY KEY, email varchar(120) NOT NULL UNIQUE,",
            "  created_at timestamptz NOT NULL);",
            "CREATE TABLE orders (id bigserial PRIMARY KEY, customer_id int NOT NULL REFERENCES customers(id),",
            "  total numeric(10,2) NOT NULL CHECK (total >= 0), placed_at timestamptz NOT NULL);",
            // no foreign key declared: the name and the type say it refers to orders(id)
            "CREATE TABLE order_notes (id serial PRIMARY KEY, order_id bigint NOT NULL, note text);");

    private static EmbeddedPostgres pg;
    static String app;
    static String copy;

    @BeforeAll
    static void start() throws IOException, SQLException {
        pg = EmbeddedPostgres.builder().start();
        try (Connection c = admin("postgres"); Statement st = c.createStatement()) {
            for (String db : List.of("app", "staging", "copy")) {
                st.execute("CREATE DATABASE " + db);
            }
        }
        for (String db : List.of("app", "staging", "copy")) {
            try (Connection c = admin(db); Statement st = c.createStatement()) {
                st.execute(SCHEMA);
            }
        }
        // staging: 40 customers, the first with 30 orders and the others with one each; every order a note
        try (Connection c = admin("staging"); Statement st = c.createStatement()) {
            st.execute("INSERT INTO customers (email, created_at) SELECT 'c' || g || '@example.com', "
                    + "timestamptz '2024-01-01' + g * interval '1 day' FROM generate_series(1, 40) g");
            st.execute("INSERT INTO orders (customer_id, total, placed_at) SELECT CASE WHEN g <= 30 THEN 1 ELSE g - 29 "
                    + "END, g * 1.5, timestamptz '2024-03-01' + g * interval '1 hour' FROM generate_series(1, 69) g");
            st.execute("INSERT INTO order_notes (order_id, note) SELECT id, 'n' || id FROM orders");
        }
        app = url("app");
        copy = url("copy");
    }

    @AfterAll
    static void stop() throws IOException {
        if (pg != null) {
            pg.close();
        }
    }

    private static String url(String db) {
        return "jdbc:postgresql://127.0.0.1:" + pg.getPort() + "/" + db;
    }

    static Connection admin(String db) throws SQLException {
        return DriverManager.getConnection(url(db), "postgres", "");
    }

    static long count(String db, String sql) throws SQLException {
        try (Connection c = admin(db); Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    @SeedgenDataset(fromSchema = true, rows = 200, seed = 3)
    static class FillsTheSchema {
        @SeedgenTarget
        static JdbcTarget db() {
            return JdbcTarget.of(app, "postgres", "");
        }

        @Test
        void everyTableButTheMigrationsFilled(SeedgenData data) throws SQLException {
            assertEquals(200, count("app", "SELECT count(*) FROM customers"));
            assertEquals(count("app", "SELECT count(*) FROM orders"), data.plan().table("orders").rows());
            assertTrue(count("app", "SELECT count(*) FROM order_notes") > 0, "order_notes filled");
            // the migration table's row kept as it was, and no other row added to it
            assertEquals(1, count("app", "SELECT count(*) FROM flyway_schema_history WHERE script = 'V1__init.sql'"));
            assertEquals(1, count("app", "SELECT count(*) FROM flyway_schema_history"));
            // the inferred reference holds: every note's order exists
            assertEquals(0, count("app", "SELECT count(*) FROM order_notes n WHERE NOT EXISTS "
                    + "(SELECT 1 FROM orders o WHERE o.id = n.order_id)"));
            assertEquals(0, count("app", "SELECT count(*) FROM orders WHERE total < 0"));
        }
    }

    @SeedgenDataset(fromSchema = true, learnFrom = "staging", seed = 3)
    static class LearnsFromStaging {
        @SeedgenTarget
        static JdbcTarget db() {
            return JdbcTarget.of(copy, "postgres", "");
        }

        @Test
        void theCopyHasTheSourcesShape() throws SQLException {
            assertEquals(40, count("copy", "SELECT count(*) FROM customers"));
            assertEquals(69, count("copy", "SELECT count(*) FROM orders"));
            assertEquals(0, count("copy", "SELECT count(*) FROM orders o WHERE NOT EXISTS "
                    + "(SELECT 1 FROM customers c WHERE c.id = o.customer_id)"));
            // the heavy customer's fan-out is learned: one customer holds far more orders than the rest
            long most = count("copy", "SELECT max(n) FROM (SELECT count(*) n FROM orders GROUP BY customer_id) t");
            assertTrue(most >= 10, "most orders of one customer: " + most);
        }
    }

    @Test
    void theExtensionFillsAnApplicationsSchema() {
        Events tests = EngineTestKit.engine("junit-jupiter").selectors(selectClass(FillsTheSchema.class)).execute()
                .testEvents();
        assertEquals(0, tests.failed().count(), () -> tests.failed().list().toString());
        assertEquals(1, tests.succeeded().count());
    }

    @Test
    void theExtensionLearnsFromOneDatabaseAndFillsAnother() {
        Events tests = EngineTestKit.engine("junit-jupiter").selectors(selectClass(LearnsFromStaging.class)).execute()
                .testEvents();
        assertEquals(0, tests.failed().count(), () -> tests.failed().list().toString());
        assertEquals(1, tests.succeeded().count());
    }

    @Test
    void theLibraryFillsTheSchemaAndSaysWhatItKept() throws SQLException {
        try (Connection c = admin("postgres"); Statement st = c.createStatement()) {
            st.execute("CREATE DATABASE lib");
        }
        try (Connection c = admin("lib"); Statement st = c.createStatement()) {
            st.execute(SCHEMA);
        }
        Seedgen.Result r = Seedgen.fromSchema().rows(50).rowsFor("orders", 120).seed(9).into(url("lib"), "postgres",
                "");
        assertEquals(50, r.rows("customers"));
        assertEquals(120, r.rows("orders"));
        assertEquals(50, count("lib", "SELECT count(*) FROM customers"));
        assertEquals(120, count("lib", "SELECT count(*) FROM orders"));
        assertTrue(r.notes().stream().anyMatch(n -> n.startsWith("kept") && n.contains("flyway_schema_history")),
                r.notes().toString());
        assertTrue(r.notes().stream().anyMatch(n -> n.startsWith("inferred") && n.contains("order_notes.order_id")),
                r.notes().toString());
        // a second fill keeps what the first wrote: the tables hold rows, so nothing is left to fill
        seedgen.error.SeedgenException again = org.junit.jupiter.api.Assertions.assertThrows(
                seedgen.error.SeedgenException.class, () -> Seedgen.fromSchema().into(url("lib"), "postgres", ""));
        assertTrue(again.getMessage().contains("already hold rows"), again.getMessage());
        assertEquals(50, count("lib", "SELECT count(*) FROM customers"));
    }
}
