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
import java.time.Duration;
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
        Processes.assertNoneMention(dir, Duration.ofSeconds(5));
        assertTrue(first.out().contains("ids 1..2000"), first::describe);
        assertTrue(first.out().contains("data kept in " + EmbeddedMariaDb.homeFor(dir).toAbsolutePath() + " for the "
                + "next run in this folder (--append adds to these tables, --truncate fills them anew)"),
                first::describe);
        assertEmbeddedNamed(CliRun.of(Map.of(), dir, "spec", "--from-db", "--database", "shop").assertRefused(2),
                "database shop on the embedded MariaDB has no base table to fill: check --database");
        assertEmbeddedNamed(CliRun.of(Map.of(), dir, "report", "--against", "shop", "--out", dir.resolve("r.html")
                .toString()).assertRefused(2), "database shop on the embedded MariaDB has no base table to report");
        CliRun appendNowhere = CliRun.of(Map.of(), dir, "--rows", "10", "--append", "--database", "shop");
        appendNowhere.assertExit(3);
        assertEmbeddedNamed(appendNowhere, "--append adds to the dataset's tables, but shop on the embedded MariaDB "
                + "has no table users");

        CliRun second = CliRun.of(Map.of(), dir, "--rows", "500", "--append");

        second.assertExit(0);
        assertTrue(second.out().contains("ids 2001..2500"), () -> "rows of the first run were lost\n"
                + second.describe());
        Processes.assertNoneMention(dir, Duration.ofSeconds(5));

        try (EmbeddedMariaDb server = EmbeddedMariaDb.start(dir, line -> { });
                Connection c = DriverManager.getConnection("jdbc:mysql://" + server.host() + ":" + server.port()
                        + "/seedgen", "root", "");
                Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("SELECT COUNT(*), COUNT(DISTINCT id), MIN(id), MAX(id) FROM users")) {
            assertFalse(Processes.running(dir.toAbsolutePath().toString()).isEmpty(),
                    "the process check must see a running embedded server, or it proves nothing");
            rs.next();
            assertEquals(List.of(2500L, 2500L, 1L, 2500L),
                    List.of(rs.getLong(1), rs.getLong(2), rs.getLong(3), rs.getLong(4)));
        }
        Processes.assertNoneMention(dir, Duration.ofSeconds(5));
    }

    /**
     * A refusal about a database the embedded server lacks says it looked there (the user's database may be on a
     * server of their own, which they did not name) and how to name another server.
     */
    private static void assertEmbeddedNamed(CliRun refused, String message) {
        assertTrue(refused.err().contains("seedgen: " + message), refused::describe);
        assertTrue(refused.err().contains("; to use a server of your own, name it with --host/--port, --url or an "
                + "option file (--defaults-file, ~/.my.cnf): with none named, seedgen uses its own"),
                refused::describe);
    }

    /** The built-in datasets load into the embedded default as into any server, each key kind of chat too. */
    @Test
    void theBuiltInDatasetsLoadIntoTheEmbeddedServer() throws Exception {
        CliRun sns = CliRun.of(Map.of(), dir, "--dataset", "sns", "--rows", "2000");
        sns.assertExit(0);
        assertTrue(sns.out().contains("7 checked after the load: no orphan row"), sns::describe);
        for (String key : List.of("sequence", "uuid4", "uuid7")) {
            CliRun chat = CliRun.of(Map.of(), dir, "--dataset", "chat", "--param", "message_key=" + key, "--rows",
                    "500", "--database", "chat_" + key, "--method", "load-data");
            chat.assertExit(0);
            assertTrue(chat.out().contains("no orphan row"), chat::describe);
        }
        Processes.assertNoneMention(dir, Duration.ofSeconds(5));
        try (EmbeddedMariaDb server = EmbeddedMariaDb.start(dir, line -> { });
                Connection c = DriverManager.getConnection("jdbc:mysql://" + server.host() + ":" + server.port()
                        + "/seedgen", "root", "");
                Statement st = c.createStatement()) {
            try (ResultSet rs = st.executeQuery("SELECT (SELECT COUNT(*) FROM users), (SELECT COUNT(*) FROM likes l "
                    + "LEFT JOIN posts p ON p.id = l.post_id WHERE p.id IS NULL), (SELECT COUNT(*) FROM likes)")) {
                rs.next();
                assertEquals(2000, rs.getLong(1));
                assertEquals(0, rs.getLong(2), "likes of posts that do not exist");
                assertTrue(rs.getLong(3) > 10_000, "likes: " + rs.getLong(3));
            }
            for (String key : List.of("sequence", "uuid4", "uuid7")) {
                try (ResultSet rs = st.executeQuery("SELECT COUNT(*), COUNT(DISTINCT id) FROM chat_" + key
                        + ".messages")) {
                    rs.next();
                    assertTrue(rs.getLong(1) > 1000 && rs.getLong(1) == rs.getLong(2), key + ": " + rs.getLong(1));
                }
            }
        }
        Processes.assertNoneMention(dir, Duration.ofSeconds(5));
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
        Processes.assertNoneMention(dir, Duration.ofSeconds(5));

        CliRun after = CliRun.of(Map.of(), dir, "--rows", "50", "--append");
        after.assertExit(0);
        assertTrue(after.out().contains("ids 101..150"), () -> "the folder is free again and holds the rows "
                + "loaded through serve\n" + after.describe());
        Processes.assertNoneMention(dir, Duration.ofSeconds(5));
    }

    /**
     * Ctrl-C at four moments of a first start, each in a fresh folder: as the JVM starts, while the server is
     * unpacked, while its data folder is installed, while it starts. Each time: exit 130, no stack trace, at most
     * the one line; then the next run in that folder works without anything deleted by hand. The first folder's
     * next run is {@code serve}, whose printed JDBC URL and client command are then used as printed.
     */
    @Test
    void ctrlCDuringTheFirstStartIsOneLineAndLeavesTheFolderUsable() throws Exception {
        Map<String, java.util.function.Predicate<Path>> moments = new java.util.LinkedHashMap<>();
        long launched = 0;
        moments.put("500 ms after launch", home -> true);
        moments.put("unpacking", home -> Files.isDirectory(home.resolve("base/bin")));
        moments.put("installing", home -> Files.isDirectory(home.resolve("data/mysql")));
        moments.put("starting", home -> Files.isDirectory(home.resolve("data/mysql"))
                && Files.notExists(home.resolve("first-start-unfinished")));
        for (var moment : moments.entrySet()) {
            Path folder = Files.createDirectories(dir.resolve(moment.getKey().replace(' ', '-')));
            Path home = EmbeddedMariaDb.homeFor(folder);
            // On a terminal Ctrl-C signals the whole foreground process group: seedgen and the server's processes.
            List<String> cmd = new java.util.ArrayList<>(List.of("setsid"));
            cmd.addAll(Faults.command(folder, "--rows", "10"));
            Process p = new ProcessBuilder(cmd).directory(folder.toFile())
                    .redirectOutput(folder.resolve("first.out").toFile())
                    .redirectError(folder.resolve("first.err").toFile()).start();
            try {
                launched = System.nanoTime();
                org.junit.jupiter.api.Assumptions.assumeFalse(Faults.ignoresSigint(p),
                        "the test JVM ignores SIGINT (a background job without job control)");
                Thread.sleep(500);
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(180);
                while (!moment.getValue().test(home)) {
                    assertTrue(p.isAlive() && System.nanoTime() < deadline, () -> "never reached: " + moment.getKey()
                            + "\n" + Faults.output(folder, "first"));
                    Thread.sleep(5);
                }
                assertTrue(p.isAlive(), () -> "ended before " + moment.getKey() + "\n" + Faults.output(folder,
                        "first"));
                new ProcessBuilder("kill", "-INT", "--", "-" + p.pid()).inheritIO().start().waitFor();
                assertTrue(p.waitFor(60, TimeUnit.SECONDS), "still running 60 s after Ctrl-C");
            } finally {
                p.destroyForcibly().waitFor();
            }
            String output = Faults.output(folder, "first");
            String at = moment.getKey() + " (" + (System.nanoTime() - launched) / 1_000_000 + " ms)\n" + output;
            assertEquals(130, p.exitValue(), at);
            assertFalse(output.contains("\tat ") || output.contains("Exception") || output.contains("ERROR"), at);
            List<String> said = output.lines().filter(l -> l.startsWith("seedgen: ")).toList();
            assertTrue(said.size() <= 1, at);
            if (!moment.getKey().startsWith("500 ms")) {
                // The signal came after seedgen took over: it says so once, in its own words.
                assertTrue(said.size() == 1 && (said.get(0).startsWith("seedgen: interrupted while the embedded "
                        + "MariaDB in " + home + " was starting; nothing is lost")
                        || said.get(0).startsWith("seedgen: INTERRUPTED: 0 of 10 rows")), at);
            }
            Processes.assertNoneMention(folder, Duration.ofSeconds(5));

            if (moment.getKey().startsWith("500 ms")) {
                serveAndConnectAsPrinted(folder);
            } else {
                // A signal that came once the run had recorded itself leaves a run to resume, as its line says.
                boolean recorded = said.get(0).startsWith("seedgen: INTERRUPTED");
                CliRun next = recorded ? CliRun.of(Map.of(), folder, "--rows", "10", "--resume")
                        : CliRun.of(Map.of(), folder, "--rows", "10");
                next.assertExit(0);
                assertTrue(next.out().contains("ids 1..10"), next::describe);
                Processes.assertNoneMention(folder, Duration.ofSeconds(5));
            }
        }
    }

    /** serve in {@code folder}: its JDBC URL and its client command work as printed (the database exists). */
    private static void serveAndConnectAsPrinted(Path folder) throws Exception {
        Process serve = Faults.startSeedgen(folder, "serve", Map.of(), "serve");
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(180);
            while (!Files.readString(folder.resolve("serve.out")).contains("Press Ctrl-C")) {
                assertTrue(serve.isAlive() && System.nanoTime() < deadline, () -> "seedgen serve did not start: "
                        + Faults.output(folder, "serve"));
                Thread.sleep(100);
            }
            List<String> lines = Files.readAllLines(folder.resolve("serve.out"));
            String url = printed(lines, "JDBC").replaceFirst(" \\(user root, empty password\\)$", "");
            try (Connection c = DriverManager.getConnection(url, "root", "");
                    Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT DATABASE()")) {
                rs.next();
                assertEquals("seedgen", rs.getString(1), url);
            }
            String client = printed(lines, "client");
            boolean hasClient = new ProcessBuilder("sh", "-c", "command -v mariadb").start().waitFor() == 0;
            if (hasClient) { // the client is not part of what seedgen needs; where it is installed, it is used
                Path query = Files.writeString(folder.resolve("query.sql"), "SELECT DATABASE();\n");
                Process p = new ProcessBuilder("bash", "-c", client).directory(folder.toFile())
                        .redirectInput(query.toFile()).redirectErrorStream(true).start();
                String answer = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
                assertEquals(0, p.waitFor(), client + "\n" + answer);
                assertEquals(List.of("DATABASE()", "seedgen"), answer.lines().toList(), client);
            }
        } finally {
            serve.destroy();
            assertTrue(serve.waitFor(60, TimeUnit.SECONDS), "seedgen serve must stop on SIGTERM");
        }
        Processes.assertNoneMention(folder, Duration.ofSeconds(5));
    }

    private static String printed(List<String> lines, String label) {
        return lines.stream().map(String::strip).filter(l -> l.startsWith(label + " ")).findFirst()
                .orElseThrow(() -> new AssertionError("no " + label + " line in " + lines))
                .substring(label.length()).strip();
    }
}
