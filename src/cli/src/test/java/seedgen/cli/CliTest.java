package seedgen.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import seedgen.embedded.EmbeddedMariaDb;
import seedgen.run.Environment;

/** The whole command line in-process, against temporary home and working folders: no ~/.my.cnf, no server. */
class CliTest {

    @TempDir
    Path tmp;
    Path home;
    Path work;
    ByteArrayOutputStream out;
    ByteArrayOutputStream err;
    int prompts;

    @BeforeEach
    void environment() throws IOException {
        home = Files.createDirectory(tmp.resolve("home"));
        work = Files.createDirectory(tmp.resolve("work"));
        out = new ByteArrayOutputStream();
        err = new ByteArrayOutputStream();
    }

    private int run(String... args) {
        Environment env = new Environment(Map.of(), home, work,
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                text -> {
                    prompts++;
                    return Optional.empty();
                });
        return new Cli(env).run(args);
    }

    private String stdout() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String stderr() {
        return err.toString(StandardCharsets.UTF_8);
    }

    private List<String> nonEmptyLines(String text) {
        return text.lines().filter(l -> !l.isBlank()).toList();
    }

    private void assertWorkDirUntouched() throws IOException {
        assertFalse(Files.exists(work.resolve(EmbeddedMariaDb.STATE_DIR)), ".seedgen created in the work dir");
        try (Stream<Path> entries = Files.list(work)) {
            assertEquals(List.of(), entries.toList(), "work dir should stay empty");
        }
    }

    static Stream<Arguments> badInputs() {
        return Stream.of(
                Arguments.of(List.of("--rows", "0"), "--rows"),
                Arguments.of(List.of("--rows", "-5"), "--rows"),
                Arguments.of(List.of("--rows", "abc"), "--rows"),
                Arguments.of(List.of("--rows", "10", "--batch", "0"), "--batch"),
                Arguments.of(List.of("--rows", "10", "--batch", "100001"), "--batch"),
                Arguments.of(List.of("--rows", "10", "--threads", "0"), "--threads"),
                Arguments.of(List.of("--rows", "10", "--threads", "100000"), "--threads"),
                Arguments.of(List.of("--rows", "10", "--frobnicate"), "--frobnicate"),
                Arguments.of(List.of(), "--rows"),
                Arguments.of(List.of("--batch", "10"), "--rows"),
                Arguments.of(List.of("--rows", "10", "--append", "--truncate"), "--append"),
                Arguments.of(List.of("--rows", "10", "-p", "secret"), "SEEDGEN_PASSWORD"),
                Arguments.of(List.of("--rows", "10", "-psecret"), "SEEDGEN_PASSWORD"),
                Arguments.of(List.of("--rows", "10", "--password=secret"), "SEEDGEN_PASSWORD"),
                Arguments.of(List.of("--rows", "10", "--password", "secret"), "SEEDGEN_PASSWORD"),
                Arguments.of(List.of("--rows", "10", "-p"), "SEEDGEN_PASSWORD"),
                Arguments.of(List.of("--rows", "10", "--table", "a.b"), "--table"),
                Arguments.of(List.of("--rows", "10", "--table", ""), "--table"),
                Arguments.of(List.of("--rows", "10", "--bcrypt-cost", "99"), "--bcrypt-cost"),
                Arguments.of(List.of("--rows", "10", "--password-plain", ""), "--password-plain"),
                Arguments.of(List.of("--rows", "10", "--url", "jdbc:mysql://root:secret@db.example/x"),
                        "SEEDGEN_PASSWORD"),
                Arguments.of(List.of("--rows", "10", "--url", "jdbc:mysql://db.example/x", "--host", "h"), "--url"),
                Arguments.of(List.of("--rows", "10", "--embedded", "--host", "h"), "--embedded"),
                Arguments.of(List.of("--rows", "10", "--embedded", "postgresql", "--host", "h"), "--embedded"),
                Arguments.of(List.of("--rows", "10", "--embedded", "postgresql", "--port", "5433"), "--embedded"),
                Arguments.of(List.of("--rows", "10", "--embedded=postgresql", "--url", "jdbc:postgresql://h/x"),
                        "--embedded"),
                Arguments.of(List.of("--rows", "10", "--embedded", "oracle"), "--embedded oracle"),
                Arguments.of(List.of("--rows", "10", "--embedded", "mysql"), "use mariadb or postgresql"),
                Arguments.of(List.of("--rows", "10", "--embedded", "postgresql", "--dialect", "mysql"), "--dialect"),
                Arguments.of(List.of("--rows", "10", "--embedded", "mariadb", "--dialect", "postgresql"), "--dialect"),
                Arguments.of(List.of("--rows", "10", "--embedded", "mariadb", "--schema", "s"), "--schema"),
                Arguments.of(List.of("--rows", "10", "--embedded", "postgresql", "--defaults-file", "my.cnf"),
                        "--defaults-file"),
                Arguments.of(List.of("--rows", "10", "--embedded", "postgresql", "--ssl-mode", "REQUIRED"),
                        "not the embedded one"),
                Arguments.of(List.of("--rows", "10", "--embedded", "postgresql", "--out", "u.csv"), "--embedded"),
                Arguments.of(List.of("--rows", "10", "--defaults-file", "missing.cnf"), "missing.cnf"),
                Arguments.of(List.of("--rows", "10", "--host", "h", "--ask-password"), "SEEDGEN_PASSWORD"));
    }

    @ParameterizedTest
    @MethodSource("badInputs")
    void badInputExitsTwoWithOneLineAndTouchesNothing(List<String> args, String named) throws IOException {
        int code = run(args.toArray(String[]::new));

        assertEquals(ExitCodes.BAD_INPUT, code, "exit code; stderr: " + stderr());
        List<String> lines = nonEmptyLines(stderr());
        assertEquals(1, lines.size(), "stderr lines: " + lines);
        String line = lines.get(0);
        assertTrue(line.startsWith("seedgen: "), line);
        assertTrue(line.contains(named), "message should mention " + named + ": " + line);
        assertFalse(stderr().contains("\tat "), "stack trace on stderr: " + stderr());
        assertFalse(stderr().contains("Exception"), "exception name on stderr: " + stderr());
        assertFalse(stderr().contains("secret"), "password echoed: " + stderr());
        assertFalse(stdout().contains("secret"), "password echoed: " + stdout());
        assertWorkDirUntouched();
    }

    static Stream<Arguments> unusedOptions() {
        return Stream.of(
                Arguments.of(List.of("--out", "u.csv", "--threads", "8"), "--threads"),
                Arguments.of(List.of("--out", "u.csv", "--retry-for", "5s"), "--retry-for"),
                Arguments.of(List.of("--out", "u.sql", "--progress", "plain"), "--progress"),
                Arguments.of(List.of("--out", "u.csv", "--ssl-mode", "REQUIRED"), "--ssl-mode"),
                Arguments.of(List.of("--out", "u.csv", "--batch", "50"), "--batch"),
                Arguments.of(List.of("--format", "csv"), "--format"),
                Arguments.of(List.of("--dry-run", "--report", "r.json"), "--report"),
                Arguments.of(List.of("--dry-run", "--metrics-port", "0"), "--metrics-port"),
                Arguments.of(List.of("--dry-run", "--progress", "bar"), "--progress"),
                Arguments.of(List.of("--dry-run", "--retry-for", "5s"), "--retry-for"),
                Arguments.of(List.of("--quiet", "--progress", "plain"), "--progress"),
                Arguments.of(List.of("--metrics-host", "0.0.0.0"), "--metrics-host"),
                Arguments.of(List.of("--tune-skip", "sync_binlog"), "--tune"));
    }

    @ParameterizedTest
    @MethodSource("unusedOptions")
    void anOptionTheRunWouldNotUseIsRefusedNotIgnored(List<String> extra, String named) throws IOException {
        List<String> args = new java.util.ArrayList<>(List.of("--rows", "10"));
        args.addAll(extra);
        assertEquals(ExitCodes.BAD_INPUT, run(args.toArray(String[]::new)), "stderr: " + stderr());
        List<String> lines = nonEmptyLines(stderr());
        assertEquals(1, lines.size(), "stderr lines: " + lines);
        assertTrue(lines.get(0).startsWith("seedgen: ") && lines.get(0).contains(named), lines.get(0));
        assertEquals("", stdout());
        assertWorkDirUntouched();
    }

    @Test
    void theSameOptionsAreAcceptedWhereTheyAreUsed() throws IOException {
        assertEquals(ExitCodes.DONE, run("--rows", "10", "--out", tmp.resolve("u.sql").toString(), "--batch", "5",
                "--quiet"), stderr());
        assertEquals(2, Files.readAllLines(tmp.resolve("u.sql")).stream().filter(l -> l.startsWith("INSERT INTO"))
                .count(), "--batch 5 cuts 10 rows into two INSERTs");
    }

    @Test
    void aCommandInAMessageStartsWithTheLauncherSeedgenWasStartedWith() throws IOException {
        Environment env = new Environment(Map.of("SEEDGEN_LAUNCHER", "/opt/seed gen/bin/seedgen"), home, work,
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                text -> Optional.empty());
        assertEquals(ExitCodes.BAD_INPUT, new Cli(env).run("--rows", "10", "--tune", "--dry-run", "--host", "h"));
        assertTrue(stderr().contains("`'/opt/seed gen/bin/seedgen' tune --show`"), stderr());
        assertFalse(stderr().contains("`seedgen "), stderr());
        err.reset();
        assertEquals(ExitCodes.BAD_INPUT, run("--rows", "10", "--tune", "--dry-run", "--host", "h"));
        assertTrue(stderr().contains("`seedgen tune --show`"), "no launcher known: the plain name; " + stderr());
        assertWorkDirUntouched();
    }

    @Test
    void datasetsListsTheBuiltInsAndSpecPrintsOneThatLoadsBack() throws IOException {
        assertEquals(ExitCodes.DONE, run("datasets"));
        for (String name : List.of("users", "sns", "chat")) {
            assertTrue(stdout().lines().anyMatch(l -> l.startsWith(name + " ")), stdout());
        }
        out.reset();
        assertEquals(ExitCodes.DONE, run("spec", "--dataset", "sns"));
        seedgen.model.Dataset sns = seedgen.spec.DatasetCompiler.compile(
                seedgen.spec.SpecReader.read("printed", stdout(), Map.of()), 1, 10L);
        assertEquals(List.of("users", "posts", "likes", "bookmarks", "follows"),
                sns.tables().stream().map(seedgen.model.Dataset.Table::name).toList());
        assertEquals(ExitCodes.BAD_INPUT, run("spec", "--dataset", "nope"));
        assertTrue(stderr().contains("sns, chat"), stderr());
        assertWorkDirUntouched();
    }

    /** The hint after a CSV file is the server's own way to load it, as the command wrote it before the dialect did. */
    @Test
    void aCsvFileIsFollowedByItsServersLoadHint() throws IOException {
        Path csv = tmp.resolve("u.csv");
        assertEquals(ExitCodes.DONE, run("--rows", "10", "--out", csv.toString()), stderr());
        String columns = String.join(", ", Arrays.stream(Files.readAllLines(csv).get(0).split(","))
                .map(c -> "`" + c + "`").toList());
        List<String> lines = stdout().lines().toList();
        assertEquals("  load it with a client that allows LOCAL INFILE (mariadb --local-infile=1 DATABASE), pasting "
                + "these two statements:", lines.get(1), stdout());
        assertTrue(lines.get(2).startsWith("CREATE TABLE IF NOT EXISTS `users` ("), stdout());
        assertTrue(lines.get(lines.size() - 2).endsWith(";"), "the CREATE TABLE ends the line before: " + stdout());
        assertEquals("LOAD DATA LOCAL INFILE '" + csv + "' INTO TABLE `users` CHARACTER SET utf8mb4 FIELDS "
                + "TERMINATED BY ',' OPTIONALLY ENCLOSED BY '\"' ESCAPED BY '' LINES TERMINATED BY '\\n' IGNORE 1 "
                + "LINES (" + columns + ");", lines.get(lines.size() - 1), stdout());
    }

    @Test
    void countsAcceptThousandsSeparatorsExponentsAndSuffixes() throws IOException {
        for (String rows : List.of("1_000", "1e3", "1k", "0.001M")) {
            java.nio.file.Path csv = tmp.resolve("rows-" + rows + ".csv");
            assertEquals(ExitCodes.DONE, run("--rows", rows, "--out", csv.toString(), "--quiet"), stderr());
            assertEquals(1001, Files.readAllLines(csv).size(), "header and 1,000 rows for --rows " + rows);
        }
    }

    @Test
    void aCountInNoKnownFormIsRefusedNamingTheForms() throws IOException {
        assertEquals(ExitCodes.BAD_INPUT, run("--rows", "1million"));
        List<String> lines = nonEmptyLines(stderr());
        assertEquals(1, lines.size(), lines::toString);
        assertTrue(lines.get(0).contains("--rows") && lines.get(0).contains("1_000_000, 1e6, 1M or 250k")
                && !lines.get(0).contains("is not a long"), lines.get(0));
    }

    @Test
    void verboseShowsTheStackTraceBehindTheSameOneLineMessage() throws IOException {
        assertEquals(ExitCodes.BAD_INPUT, run("--rows", "0", "--verbose"));
        assertTrue(stderr().contains("\tat "), "--verbose should show the stack trace: " + stderr());
        List<String> lines = nonEmptyLines(stderr());
        assertEquals("seedgen: --rows must be at least 1, got 0", lines.get(lines.size() - 1));
        assertWorkDirUntouched();
    }

    @Test
    void quietAndVerboseTogetherAreBadInput() throws IOException {
        assertEquals(ExitCodes.BAD_INPUT, run("--rows", "10", "--quiet", "--verbose"));
        List<String> lines = nonEmptyLines(stderr());
        assertTrue(lines.get(lines.size() - 1).contains("--quiet and --verbose"), stderr());
        assertWorkDirUntouched();
    }

    @Test
    void helpExitsZeroAndDocumentsTheExitCodes() throws IOException {
        assertEquals(ExitCodes.DONE, run("--help"));
        String help = stdout();
        assertTrue(help.contains("--rows"), help);
        assertTrue(help.contains("--dry-run"), help);
        assertTrue(help.contains("Exit codes"), help);
        for (String code : new String[] {"0 done", "1 failed", "2 bad usage", "3 target unusable", "130 interrupted"}) {
            assertTrue(help.replaceAll("\\s+", " ").contains(code), "help should document '" + code + "': " + help);
        }
        assertFalse(help.contains("IGNORED"), "the refused --password option is hidden: " + help);
        assertEquals("", stderr());
        assertWorkDirUntouched();
    }

    @Test
    void helpListsTheCommandsAndHelpsWithEach() throws IOException {
        assertEquals(ExitCodes.DONE, run("help"));
        for (String command : List.of("serve", "tune", "doctor", "help")) {
            assertTrue(stdout().lines().anyMatch(l -> l.strip().startsWith(command + " ")), command + ": " + stdout());
        }
        out.reset();
        assertEquals(ExitCodes.DONE, run("help", "tune"));
        assertTrue(stdout().startsWith("Usage: seedgen tune"), stdout());
        assertWorkDirUntouched();
    }

    /** A loopback server that accepts connections and sends {@code greeting} (nothing if empty), then waits. */
    private static java.net.ServerSocket fakeServer(byte[] greeting) throws IOException {
        java.net.ServerSocket server = new java.net.ServerSocket(0, 5, java.net.InetAddress.getLoopbackAddress());
        // Held until the test ends: an accepted socket nothing refers to is closed when the garbage collector finds
        // it, and the client then sees a lost connection instead of a server that says nothing.
        List<java.net.Socket> accepted = new java.util.concurrent.CopyOnWriteArrayList<>();
        Thread t = new Thread(() -> {
            while (!server.isClosed()) {
                try {
                    java.net.Socket c = server.accept();
                    accepted.add(c);
                    c.getOutputStream().write(greeting);
                    c.getOutputStream().flush();
                } catch (IOException e) {
                    return; // closed
                }
            }
        }, "fake-server");
        t.setDaemon(true);
        t.start();
        return server;
    }

    @ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {"", "SSH-2.0-OpenSSH_9.2\r\n",
        "HTTP/1.1 400 Bad Request\r\n\r\n"})
    void aServerThatDoesNotSpeakMySqlIsNamedAsSuch(String greeting) throws IOException {
        byte[] bytes = greeting.getBytes(StandardCharsets.US_ASCII);
        try (java.net.ServerSocket server = fakeServer(bytes)) {
            assertEquals(ExitCodes.TARGET_UNUSABLE, run("--host", "127.0.0.1", "--port",
                    Integer.toString(server.getLocalPort()), "--user", "root", "--rows", "10"));
        }
        List<String> lines = nonEmptyLines(stderr());
        assertEquals(1, lines.size(), lines::toString);
        assertTrue(lines.get(0).contains("does not speak the MySQL protocol"), lines.get(0));
        assertTrue(lines.get(0).contains(greeting.isEmpty() ? "sent no greeting" : "not a MySQL handshake"),
                lines.get(0));
    }

    @Test
    void postgreSqlIsNotTakenForAnUnreachableServer() throws IOException {
        try (java.net.Socket probe = new java.net.Socket()) {
            probe.connect(new java.net.InetSocketAddress("127.0.0.1", 5432), 500);
        } catch (IOException e) {
            org.junit.jupiter.api.Assumptions.abort("no PostgreSQL listens at 127.0.0.1:5432");
        }
        assertEquals(ExitCodes.TARGET_UNUSABLE, run("--host", "127.0.0.1", "--port", "5432", "--user", "root",
                "--rows", "10"));
        assertTrue(stderr().contains("127.0.0.1:5432 does not speak the MySQL protocol"), stderr());
    }

    @Test
    void aMistypedOptionGetsASuggestion() throws IOException {
        assertEquals(ExitCodes.BAD_INPUT, run("--rows", "10", "--thread", "4"));
        List<String> lines = nonEmptyLines(stderr());
        assertEquals(1, lines.size(), lines::toString);
        assertTrue(lines.get(0).contains("did you mean --threads?"), lines.get(0));
        assertWorkDirUntouched();
    }

    @Test
    void aMistypedCommandGetsTheWholeModelsSuggestion() throws IOException {
        // parsed first without the commands (no command is named), then again with them for the error
        assertTrue(Cli.rootOnly("--rows", "10", "workloa"));
        assertEquals(ExitCodes.BAD_INPUT, run("--rows", "10", "workloa"));
        List<String> lines = nonEmptyLines(stderr());
        assertEquals(1, lines.size(), lines::toString);
        assertTrue(lines.get(0).contains("'workloa'; did you mean workload or report? (see seedgen --help)"),
                lines.get(0));
        assertWorkDirUntouched();
    }

    @Test
    void onlyARunOfTheRootIsParsedWithoutTheCommands() {
        assertTrue(Cli.rootOnly("--rows", "10k", "--host", "db1", "--threads", "2"));
        assertFalse(Cli.rootOnly("workload", "--rate", "10"));
        assertFalse(Cli.rootOnly("--host", "db1", "doctor"));
        assertFalse(Cli.rootOnly("--help"));
        assertFalse(Cli.rootOnly("-h"));
        assertFalse(Cli.rootOnly("-V"));
    }

    @Test
    void versionExitsZero() throws IOException {
        assertEquals(ExitCodes.DONE, run("--version"));
        assertTrue(stdout().startsWith("seedgen "), stdout());
        assertEquals("", stderr());
        assertWorkDirUntouched();
    }

    @Test
    void dryRunOnTheEmbeddedPostgresqlPlansPostgresqlDdlWithoutStartingTheServer() throws IOException {
        for (List<String> embedded : List.of(List.of("--embedded", "postgresql"), List.of("--embedded=postgres"),
                List.of("--dialect", "postgresql", "--embedded"), List.of("--embedded", "--dialect", "postgresql"))) {
            out.reset();
            err.reset();
            List<String> args = new java.util.ArrayList<>(List.of("--dry-run", "--rows", "5"));
            args.addAll(embedded);

            assertEquals(ExitCodes.DONE, run(args.toArray(String[]::new)), embedded + " stderr: " + stderr());
            assertTrue(stderr().startsWith("Using the embedded PostgreSQL in "
                    + seedgen.embedded.EmbeddedPostgresql.homeFor(work) + "\n"), embedded + ": " + stderr());
            assertTrue(stdout().contains("target         the embedded PostgreSQL (not started), database seedgen "
                    + "schema public"), stdout());
            assertTrue(stdout().contains("CREATE TABLE \"public\".\"users\""), stdout());
            assertWorkDirUntouched();
        }
    }

    @Test
    void dryRunOnTheEmbeddedTargetPrintsDdlAndThreeRowsWithoutStartingTheServer() throws IOException {
        int code = run("--dry-run", "--rows", "5", "--embedded");

        assertEquals(ExitCodes.DONE, code, "stderr: " + stderr());
        String text = stdout();
        assertTrue(text.contains("dry run, nothing written"), text);
        assertTrue(text.contains("CREATE TABLE `seedgen`.`users`"), text);
        assertTrue(text.contains("PRIMARY KEY (`id`)"), text);
        assertTrue(text.contains("id | username | email | password_hash | first_name | last_name | user_type | "
                + "created_at"), text);
        List<String> rows = text.lines().filter(l -> l.matches("\\d+ \\| .*")).toList();
        assertEquals(3, rows.size(), "row lines: " + rows);
        for (int i = 0; i < 3; i++) {
            String[] values = rows.get(i).split(" \\| ");
            assertEquals(8, values.length, rows.get(i));
            assertEquals(Integer.toString(i + 1), values[0]);
            assertTrue(values[2].matches("[a-z]+\\.[a-z]+\\." + (i + 1) + "@example\\.(com|org|net)"), values[2]);
            assertTrue(values[3].startsWith("$2a$10$"), values[3]);
        }
        assertFalse(stderr().contains("Exception"), stderr());
        assertWorkDirUntouched();
    }

    @Test
    void dryRunRowsAreTheSameRowsOnEveryRun() {
        assertEquals(ExitCodes.DONE, run("--dry-run", "--rows", "3", "--embedded", "--seed", "77",
                "--bcrypt-cost", "4"));
        String first = stdout();
        out.reset();
        assertEquals(ExitCodes.DONE, run("--dry-run", "--rows", "3", "--embedded", "--seed", "77",
                "--bcrypt-cost", "4"));
        assertEquals(first, stdout());
        out.reset();
        assertEquals(ExitCodes.DONE, run("--dry-run", "--rows", "3", "--embedded", "--seed", "78",
                "--bcrypt-cost", "4"));
        assertFalse(first.equals(stdout()), "another seed should give other rows");
    }

    @Test
    void dryRunPlanShowsTheEffectiveThreadsForHugeRowCounts() throws IOException {
        assertEquals(ExitCodes.DONE, run("--dry-run", "--rows", Long.toString(Long.MAX_VALUE), "--threads", "8",
                "--embedded", "--bcrypt-cost", "4"));
        assertTrue(stdout().contains(" 8 threads"), stdout());
        assertWorkDirUntouched();
    }

    @Test
    void dryRunWithNoServerNamedFallsBackToEmbeddedAndSaysSo() throws IOException {
        assertEquals(ExitCodes.DONE, run("--dry-run", "--rows", "1", "--bcrypt-cost", "4"));
        assertTrue(stderr().contains("no server given"), stderr());
        List<String> rows = stdout().lines().filter(l -> l.matches("\\d+ \\| .*")).toList();
        assertEquals(1, rows.size(), Arrays.toString(rows.toArray()));
        assertEquals(0, prompts);
        assertWorkDirUntouched();
    }
}
