package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import seedgen.embedded.EmbeddedMariaDb;

/**
 * The server restarts in the middle of a load: the test owns a MariaDB of its own (in target/it-restart-mariadb,
 * on its own port), stops it while seedgen writes and starts it again two seconds later. seedgen retries the
 * batches in flight on fresh connections (--retry-for), finishes by itself, and its table equals a clean run's.
 */
class ServerRestartIT {

    static final String USER = "restart_it";
    static final String PASSWORD = "restart-pw-not-a-secret";
    static final String DATABASE = "it_restart";
    static final long ROWS = 40_000;

    @TempDir
    Path dir;

    @Test
    void aServerRestartMidRunIsRiddenOutWithoutDuplicatesOrGaps() throws Exception {
        Path home = Path.of("target/it-restart-mariadb");
        int port = freePort();
        EmbeddedMariaDb server = EmbeddedMariaDb.start(home, port, System.err::println);
        try {
            admin(port, "DROP DATABASE IF EXISTS " + DATABASE, "CREATE DATABASE " + DATABASE,
                    "DROP USER IF EXISTS '" + USER + "'@'%'", "DROP USER IF EXISTS '" + USER + "'@'localhost'",
                    "CREATE USER '" + USER + "'@'%' IDENTIFIED BY '" + PASSWORD + "'",
                    "CREATE USER '" + USER + "'@'localhost' IDENTIFIED BY '" + PASSWORD + "'",
                    "GRANT ALL ON " + DATABASE + ".* TO '" + USER + "'@'%'",
                    "GRANT ALL ON " + DATABASE + ".* TO '" + USER + "'@'localhost'");
            assertEquals(0, seedgen(port, "--table", "clean").exit());

            CompletableFuture<CliRun> run = CompletableFuture.supplyAsync(() -> seedgen(port, "--table",
                    "restarted", "--retry-for", "90s", "--report", dir.resolve("r.json").toString()));
            awaitRows(port, "restarted", 8_000, run);
            server.close();
            Thread.sleep(2_000);
            server = EmbeddedMariaDb.start(home, port, System.err::println);

            CliRun done = run.get(180, TimeUnit.SECONDS);
            done.assertExit(0);
            assertTrue(Faults.report(dir.resolve("r.json")).get("retries").get("lost_connection").asLong() >= 1,
                    done::describe);
            String t = DATABASE + ".restarted";
            assertEquals(ROWS, query(port, "SELECT COUNT(*) FROM " + t));
            assertEquals(ROWS, query(port, "SELECT COUNT(DISTINCT email) FROM " + t));
            assertEquals(ROWS, query(port, "SELECT COUNT(DISTINCT username) FROM " + t));
            assertEquals(1, query(port, "SELECT MIN(id) FROM " + t));
            assertEquals(ROWS, query(port, "SELECT MAX(id) FROM " + t));
            assertEquals(checksum(port, "clean"), checksum(port, "restarted"));
            assertEquals(0, query(port, "SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_SCHEMA = '"
                    + DATABASE + "' AND TABLE_NAME LIKE 'seedgen%'"), "bookkeeping dropped after the run");
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
            while (query(port, "SELECT COUNT(*) FROM information_schema.PROCESSLIST WHERE USER = '" + USER + "'") > 0
                    && System.nanoTime() < deadline) {
                Thread.sleep(100);
            }
            assertEquals(0, query(port, "SELECT COUNT(*) FROM information_schema.PROCESSLIST WHERE USER = '"
                    + USER + "'"), "no seedgen connection left");
        } finally {
            server.close();
        }
    }

    private CliRun seedgen(int port, String... extra) {
        String[] args = new String[extra.length + 10];
        System.arraycopy(new String[] {"--rows", Long.toString(ROWS), "--batch", "100", "--threads", "2", "--url",
            "jdbc:mysql://127.0.0.1:" + port + "/" + DATABASE, "--user", USER}, 0, args, 0, 10);
        System.arraycopy(extra, 0, args, 10, extra.length);
        return CliRun.of(Map.of("SEEDGEN_PASSWORD", PASSWORD), dir, args);
    }

    private static void awaitRows(int port, String table, long rows, CompletableFuture<CliRun> run)
            throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline && !run.isDone()) {
            try {
                if (query(port, "SELECT COUNT(*) FROM " + DATABASE + "." + table) >= rows) {
                    return;
                }
            } catch (SQLException notYet) {
                // the table is created by the run
            }
            Thread.sleep(20);
        }
        throw new AssertionError("no " + rows + " rows in time" + (run.isDone() ? ": " + run.get().describe() : ""));
    }

    private static Connection connect(int port) throws SQLException {
        Properties info = new Properties();
        info.setProperty("user", EmbeddedMariaDb.USER);
        info.setProperty("password", "");
        return DriverManager.getConnection("jdbc:mysql://127.0.0.1:" + port + "/", info);
    }

    private static void admin(int port, String... sql) throws SQLException {
        try (Connection c = connect(port); Statement st = c.createStatement()) {
            for (String s : sql) {
                st.execute(s);
            }
        }
    }

    private static long query(int port, String sql) throws SQLException {
        try (Connection c = connect(port); Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private static long checksum(int port, String table) throws SQLException {
        try (Connection c = connect(port); Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("CHECKSUM TABLE " + DATABASE + "." + table)) {
            rs.next();
            return rs.getLong(2);
        }
    }

    private static int freePort() throws Exception {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            return s.getLocalPort();
        }
    }
}
