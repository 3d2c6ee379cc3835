package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Events;
import seedgen.embedded.EmbeddedPostgresql;
import seedgen.junit.SeedgenData;
import seedgen.junit.SeedgenDataset;

/**
 * --embedded postgresql end to end, in one folder of its own (one first start, about 100 MB, paid once for the class):
 * the chat dataset through the normal PostgreSQL target, the data kept in .seedgen/postgresql/ and found again by the
 * next run (which refuses to add to tables holding rows, as every run does), one process at a time, no server left
 * behind, even by a seedgen process killed outright; then the JUnit extension's {@code embedded = "postgresql"}.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class EmbeddedPostgresIT {

    @TempDir
    static Path dir;

    @Test
    @Order(1)
    void loadsChatIntoTheEmbeddedPostgresqlAndFindsItAgainOnTheNextRun() throws Exception {
        Path home = EmbeddedPostgresql.homeFor(dir);
        CliRun first = CliRun.of(Map.of(), dir, "--embedded", "postgresql", "--dataset", "chat", "--rows", "2000");

        first.assertExit(0);
        assertEquals(List.of("Using the embedded PostgreSQL in " + home, "Preparing the embedded PostgreSQL in "
                + home.toAbsolutePath() + " (first run only; about 100 MB)..."), first.errLines().subList(0, 2),
                first::describe);
        assertTrue(first.out().contains("postgres@127.0.0.1:"), first::describe);
        assertTrue(first.out().contains("method         copy"), first::describe);
        assertTrue(first.out().contains("5 checked after the load: no orphan row"), first::describe);
        assertTrue(first.out().contains("data kept in " + home.toAbsolutePath() + " for the next run in this folder "
                + "(--append adds to these tables, --truncate fills them anew); `seedgen serve --embedded postgresql` "
                + "to query it with any PostgreSQL client"), first::describe);
        assertTrue(Files.isRegularFile(home.resolve("data/PG_VERSION")), "no cluster in " + home);
        Processes.assertNoneMention(dir, Duration.ofSeconds(10));

        CliRun again = CliRun.of(Map.of(), dir, "--embedded", "postgresql", "--dataset", "chat", "--rows", "2000");
        assertEquals("Using the embedded PostgreSQL in " + home, again.errLines().get(0), again::describe);
        assertEquals("seedgen: schema public already has table(s) [users, rooms, room_members, messages] of this "
                + "dataset holding rows: add --truncate to empty them first, --append to add to them, or choose another "
                + "--schema", again.errLines().get(1), again::describe);
        assertEquals(2, again.errLines().size(), again::describe);
        Processes.assertNoneMention(dir, Duration.ofSeconds(10));

        // the spec read from the schema is named after the database, as on MySQL, not after the schema (public)
        CliRun spec = CliRun.of(Map.of(), dir, "spec", "--from-db", "--embedded", "postgresql").assertExit(0);
        assertTrue(spec.out().startsWith("# The tables of seedgen, as seedgen would fill them")
                && spec.out().contains("\nname: seedgen\n"), spec::describe);
        CliRun noSchema = CliRun.of(Map.of(), dir, "spec", "--from-db", "--embedded", "postgresql", "--schema", "shop")
                .assertRefused(2);
        assertEquals("seedgen: schema shop of database seedgen on the embedded PostgreSQL has no base table to fill: "
                + "check --schema and --database; to use a server of your own, name it with --url, or --dialect "
                + "postgresql and --host/--port (or PGHOST/PGPORT), instead of --embedded", noSchema.errLines().get(0),
                noSchema::describe);
        CliRun noDatabase = CliRun.of(Map.of(), dir, "spec", "--from-db", "--embedded", "postgresql", "--database",
                "shop").assertRefused(3);
        assertTrue(noDatabase.err().startsWith("seedgen: the embedded PostgreSQL at 127.0.0.1:")
                && noDatabase.err().contains(" has no database 'shop': ") && noDatabase.err().contains("; to use a "
                + "server of your own, name it with --url"), noDatabase::describe);
        CliRun noTable = CliRun.of(Map.of(), dir, "spec", "--from-db", "--embedded", "postgresql", "--exclude-tables",
                "nope").assertRefused(2);
        assertTrue(noTable.err().startsWith("seedgen: --exclude-tables names nope, which is not a base table of "
                + "seedgen on the embedded PostgreSQL") && noTable.err().contains("; to use a server of your own"),
                noTable::describe);

        CliRun truncated = CliRun.of(Map.of(), dir, "--embedded", "postgresql", "--dataset", "chat", "--rows", "1500",
                "--truncate");
        truncated.assertExit(0);
        assertFalse(truncated.err().contains("Preparing"), truncated::describe);
        Processes.assertNoneMention(dir, Duration.ofSeconds(10));

        try (EmbeddedPostgresql server = EmbeddedPostgresql.start(dir, 0, line -> { });
                Connection c = DriverManager.getConnection(server.jdbcUrl("seedgen"), "postgres", "");
                Statement st = c.createStatement()) {
            assertFalse(Processes.running(dir.toAbsolutePath().toString()).isEmpty(),
                    "the process check must see a running embedded server, or it proves nothing");
            assertEquals(List.of(1500L, 1500L, 0L), longs(st, "SELECT COUNT(*), COUNT(DISTINCT id), (SELECT COUNT(*) "
                    + "FROM public.messages m LEFT JOIN public.rooms r ON r.id = m.room_id WHERE r.id IS NULL) "
                    + "FROM public.users"));
            assertTrue(longs(st, "SELECT COUNT(*) FROM public.messages").get(0) > 10_000);
        }
        Processes.assertNoneMention(dir, Duration.ofSeconds(10));
    }

    @Test
    @Order(2)
    void aSecondProcessIsRefusedAndAServerLeftByAKilledProcessIsStopped() throws Exception {
        Process serve = serve();
        try {
            int port = Integer.parseInt(printed("JDBC").replaceAll(".*127\\.0\\.0\\.1:(\\d+)/.*", "$1"));

            CliRun refused = CliRun.of(Map.of(), dir, "--embedded", "postgresql", "--rows", "100");
            refused.assertExit(3);
            assertEquals("seedgen: the embedded PostgreSQL in " + EmbeddedPostgresql.homeFor(dir).toAbsolutePath()
                    + " is in use by seedgen process " + serve.pid() + " (its server listens on 127.0.0.1:" + port
                    + "): wait for it to end, or run in another folder; or load into that server with --host "
                    + "127.0.0.1 --port " + port + " --user postgres --dialect postgresql", refused.errLines().get(1),
                    refused::describe);

            CliRun intoServe = CliRun.of(Map.of(), dir, "--rows", "100", "--host", "127.0.0.1", "--port",
                    Integer.toString(port), "--user", "postgres", "--dialect", "postgresql", "--database", "plain");
            intoServe.assertExit(0);
            assertTrue(intoServe.out().contains("ids 1..100"), intoServe::describe);
        } finally {
            serve.destroy();
            assertTrue(serve.waitFor(60, TimeUnit.SECONDS), "seedgen serve must stop on SIGTERM");
        }
        Processes.assertNoneMention(dir, Duration.ofSeconds(10));

        // kill -9: the JVM cannot stop its server, which pg_ctl detached; the next run must.
        Process killed = serve();
        killed.destroyForcibly();
        assertTrue(killed.waitFor(30, TimeUnit.SECONDS));
        assertFalse(Processes.running(dir.toAbsolutePath().toString()).isEmpty(),
                "the killed process's server runs on");
        CliRun after = CliRun.of(Map.of(), dir, "--embedded", "postgresql", "--rows", "50", "--append", "--database",
                "plain");
        after.assertExit(0);
        assertTrue(after.err().contains("Stopping the embedded PostgreSQL that an ended seedgen process left running"),
                after::describe);
        assertTrue(after.out().contains("ids 101..150"), after::describe);
        Processes.assertNoneMention(dir, Duration.ofSeconds(10));
    }

    /** A test class of a user's, asking the extension for the embedded PostgreSQL. */
    @SeedgenDataset(name = "chat", rows = 300, seed = 5, embedded = "postgresql", database = "from_junit")
    static class UsesTheEmbeddedPostgresql {
        @Test
        void seesItsRows(SeedgenData data) throws SQLException {
            assertTrue(data.target().url().startsWith("jdbc:postgresql://127.0.0.1:"), data.target().url());
            assertTrue(data.target().url().endsWith("/from_junit"), data.target().url());
            try (Connection c = data.connect(); Statement st = c.createStatement()) {
                assertEquals(List.of(300L, data.rows("messages")), longs(st, "SELECT (SELECT COUNT(*) FROM users), "
                        + "(SELECT COUNT(*) FROM messages)"));
            }
        }
    }

    @Test
    @Order(3)
    void theJunitExtensionLoadsIntoTheEmbeddedPostgresqlOfItsFolder() throws Exception {
        System.setProperty("seedgen.embedded.dir", dir.toString());
        Events tests;
        try {
            tests = EngineTestKit.engine("junit-jupiter").selectors(selectClass(UsesTheEmbeddedPostgresql.class))
                    .execute().testEvents();
        } finally {
            System.clearProperty("seedgen.embedded.dir");
        }
        assertEquals(1, tests.succeeded().count(), () -> tests.list().toString() + tests.failed().list().stream()
                .map(e -> e.getPayload(org.junit.platform.engine.TestExecutionResult.class).orElseThrow()
                        .getThrowable().map(Throwable::toString).orElse("")).toList());
        Processes.assertNoneMention(dir, Duration.ofSeconds(10));
        // The same folder's server: the rows are there for the next run, and the command's loads too.
        try (EmbeddedPostgresql server = EmbeddedPostgresql.start(dir, 0, line -> { });
                Connection c = DriverManager.getConnection(server.jdbcUrl("from_junit"), "postgres", "");
                Statement st = c.createStatement()) {
            assertEquals(List.of(300L), longs(st, "SELECT COUNT(*) FROM users"));
        }
        Processes.assertNoneMention(dir, Duration.ofSeconds(10));
    }

    private static List<Long> longs(Statement st, String sql) throws SQLException {
        try (ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            List<Long> values = new java.util.ArrayList<>();
            for (int i = 1; i <= rs.getMetaData().getColumnCount(); i++) {
                values.add(rs.getLong(i));
            }
            return values;
        }
    }

    /** seedgen serve --embedded postgresql in its own JVM, once it says how to connect. */
    private static Process serve() throws Exception {
        Files.deleteIfExists(dir.resolve("serve.out"));
        Process serve = Faults.startSeedgen(dir, "serve", Map.of(), "serve", "--embedded", "postgresql");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (!Files.exists(dir.resolve("serve.out"))
                || !Files.readString(dir.resolve("serve.out")).contains("Press Ctrl-C")) {
            assertTrue(serve.isAlive() && System.nanoTime() < deadline, () -> "seedgen serve did not start: "
                    + Faults.output(dir, "serve"));
            Thread.sleep(100);
        }
        return serve;
    }

    private static String printed(String label) throws Exception {
        return Files.readAllLines(dir.resolve("serve.out")).stream().map(String::strip)
                .filter(l -> l.startsWith(label + " ")).findFirst()
                .orElseThrow(() -> new AssertionError("no " + label + " line")).substring(label.length()).strip();
    }
}
