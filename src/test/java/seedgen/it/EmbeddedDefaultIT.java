package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import seedgen.embedded.EmbeddedMariaDb;

/**
 * With no server named anywhere, seedgen starts its own MariaDB in ./.seedgen, keeps the data there across
 * runs, and leaves no server process behind. Uses its own working directory (a fresh ~300 MB install), not
 * the shared test server.
 */
class EmbeddedDefaultIT {

    @TempDir
    Path dir;

    @Test
    void loadsIntoTheEmbeddedServerAndKeepsTheRowsAcrossRuns() throws Exception {
        CliRun first = CliRun.of(Map.of(), dir, "--rows", "2000");

        first.assertExit(0);
        assertTrue(first.errLines().get(0).startsWith("Using the embedded MariaDB in "
                + EmbeddedMariaDb.homeFor(dir)), first::describe);
        assertTrue(Files.isDirectory(dir.resolve(".seedgen/mariadb/data")), "no data folder");
        assertNoProcessMentions(dir);
        assertTrue(first.out().contains("ids 1..2000"), first::describe);

        CliRun second = CliRun.of(Map.of(), dir, "--rows", "500", "--append");

        second.assertExit(0);
        assertTrue(second.out().contains("ids 2001..2500"), () -> "rows of the first run were lost\n"
                + second.describe());
        assertNoProcessMentions(dir);

        try (EmbeddedMariaDb server = EmbeddedMariaDb.start(dir, line -> { });
                Connection c = DriverManager.getConnection("jdbc:mysql://" + server.host() + ":" + server.port()
                        + "/seedgen", "root", "");
                Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("SELECT COUNT(*), COUNT(DISTINCT id), MIN(id), MAX(id) FROM users")) {
            assertFalse(running(dir.toAbsolutePath().toString()).isEmpty(),
                    "the process check must see a running embedded server, or it proves nothing");
            rs.next();
            assertEquals(List.of(2500L, 2500L, 1L, 2500L),
                    List.of(rs.getLong(1), rs.getLong(2), rs.getLong(3), rs.getLong(4)));
        }
        assertNoProcessMentions(dir);
    }

    @Test
    void aSecondProcessOnTheSameFolderIsRefusedAndToldWhereTheServerIs() throws Exception {
        int port;
        try (java.net.ServerSocket s = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            port = s.getLocalPort();
        }
        Process serve = Faults.startSeedgen(dir, "serve", Map.of(), "serve", "--port", Integer.toString(port));
        try {
            long deadline = System.nanoTime() + 180_000_000_000L;
            while (!Files.readString(dir.resolve("serve.out")).contains("Embedded MariaDB running")) {
                assertTrue(serve.isAlive() && System.nanoTime() < deadline, () -> "seedgen serve did not start: "
                        + Faults.output(dir, "serve"));
                Thread.sleep(100);
            }

            CliRun refused = CliRun.of(Map.of(), dir, "--rows", "100");

            refused.assertExit(3);
            assertEquals(List.of("seedgen: the embedded MariaDB in " + EmbeddedMariaDb.homeFor(dir).toAbsolutePath()
                    + " is in use by seedgen process " + serve.pid() + " (its server listens on 127.0.0.1:" + port
                    + "): wait for it to end, or run in another folder; or load into that server with --host "
                    + "127.0.0.1 --port " + port + " --user root"), refused.errLines().subList(1, 2),
                    refused::describe);

            CliRun intoServe = CliRun.of(Map.of(), dir, "--rows", "100", "--host", "127.0.0.1", "--port",
                    Integer.toString(port), "--user", "root");
            intoServe.assertExit(0);
            assertTrue(intoServe.out().contains("ids 1..100"), intoServe::describe);
        } finally {
            serve.destroy();
            assertTrue(serve.waitFor(60, TimeUnit.SECONDS), "seedgen serve must stop on SIGTERM");
        }
        assertNoProcessMentions(dir);

        CliRun after = CliRun.of(Map.of(), dir, "--rows", "50", "--append");
        after.assertExit(0);
        assertTrue(after.out().contains("ids 101..150"), () -> "the folder is free again and holds the rows "
                + "loaded through serve\n" + after.describe());
        assertNoProcessMentions(dir);
    }

    /** No live process has {@code dir} on its command line (the embedded mariadbd does while it runs). */
    private static void assertNoProcessMentions(Path dir) throws InterruptedException {
        String needle = dir.toAbsolutePath().toString();
        long deadline = System.nanoTime() + 5_000_000_000L;
        List<String> alive = running(needle);
        while (!alive.isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(100);
            alive = running(needle);
        }
        assertEquals(List.of(), alive, "processes still running for " + needle);
    }

    private static List<String> running(String needle) {
        return ProcessHandle.allProcesses().filter(ProcessHandle::isAlive)
                .filter(p -> p.info().commandLine().map(cmd -> cmd.contains(needle)).orElse(false))
                .map(p -> p.pid() + " " + p.info().commandLine().orElse("")).toList();
    }
}
