package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import seedgen.dialect.mysql.LoadDataStatement;
import seedgen.format.ByteSink;
import seedgen.format.CsvEncoder;

/**
 * --out: files that load back into a real server as the same rows seedgen writes directly, and the CSV
 * encoding itself checked against the server's own LOAD DATA parser with hostile values.
 */
class OutFileIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(OutFileIT.class);

    @TempDir
    Path dir;

    private static CliRun out(Path dir, String... args) {
        return CliRun.of(Map.of(), dir, args);
    }

    private Connection localInfileAdmin() throws Exception {
        Properties p = new Properties();
        p.setProperty("allowLoadLocalInfile", "true");
        p.setProperty("allowMultiQueries", "true");
        return db.server().admin(p);
    }

    private void loadCsv(Path csv, String table) throws Exception {
        try (Connection c = localInfileAdmin(); Statement st = c.createStatement();
                InputStream in = Files.newInputStream(csv)) {
            st.unwrap(com.mysql.cj.jdbc.JdbcStatement.class).setLocalInfileInputStream(in);
            st.execute(LoadDataStatement.of("stream", ItDatabase.table(db.name(), table),
                    List.of("`id`", "`username`", "`email`", "`password_hash`", "`first_name`", "`last_name`",
                            "`user_type`", "`created_at`"), true));
        }
    }

    @Test
    void csvAndGzipAndSqlLoadBackAsTheSameRows() throws Exception {
        db.seedgen(dir, db.name(), "--rows", "5000", "--seed", "5", "--table", "direct", "--method", "load-data")
                .assertExit(0);
        long direct = db.checksum(db.name(), "direct");

        CliRun csv = out(dir, "--rows", "5000", "--seed", "5", "--out", "users.csv").assertExit(0);
        assertTrue(csv.out().contains("LOAD DATA LOCAL INFILE") && csv.out().contains("IGNORE 1 LINES"), csv::describe);
        List<String> lines = Files.readAllLines(dir.resolve("users.csv"));
        assertEquals("id,username,email,password_hash,first_name,last_name,user_type,created_at", lines.get(0));
        assertEquals(5001, lines.size());
        db.execute("CREATE TABLE " + ItDatabase.table(db.name(), "from_csv") + " LIKE "
                + ItDatabase.table(db.name(), "direct"));
        loadCsv(dir.resolve("users.csv"), "from_csv");
        assertEquals(5000, db.count(db.name(), "from_csv"));
        assertEquals(direct, db.checksum(db.name(), "from_csv"), "the CSV must hold the rows seedgen loads");

        out(dir, "--rows", "5000", "--seed", "5", "--out", "users.csv.gz").assertExit(0);
        try (InputStream gz = new GZIPInputStream(Files.newInputStream(dir.resolve("users.csv.gz")))) {
            assertArrayEquals(Files.readAllBytes(dir.resolve("users.csv")), gz.readAllBytes());
        }

        CliRun sql = out(dir, "--rows", "5000", "--seed", "5", "--batch", "300", "--out", "users.sql").assertExit(0);
        String script = Files.readString(dir.resolve("users.sql"), StandardCharsets.UTF_8);
        assertEquals(17, script.split("INSERT INTO", -1).length - 1, "5000 rows in statements of 300");
        try (Connection c = localInfileAdmin(); Statement st = c.createStatement()) {
            st.execute("CREATE DATABASE " + Sql.quote(db.name("sql")));
            st.execute("USE " + Sql.quote(db.name("sql")) + ";\n" + script);
        }
        assertEquals(5000, db.count(db.name("sql"), "users"));
        assertEquals(direct, db.checksum(db.name("sql"), "users"), "the SQL file must hold the rows seedgen loads");
        assertTrue(sql.err().isEmpty(), sql::describe);
    }

    @Test
    void stdoutCarriesOnlyTheRows() throws Exception {
        CliRun run = out(dir, "--rows", "3", "--out", "-", "--format", "csv").assertExit(0);
        assertEquals(4, run.out().lines().count(), run::describe);
        assertTrue(run.err().contains("3 rows written"), run::describe);
        assertTrue(Files.notExists(dir.resolve(".seedgen")), "--out must not start the embedded server");
    }

    @Test
    void hostileValuesSurviveTheServersLoadDataParser() throws Exception {
        List<String> values = List.of("comma,here", "quote\"here", "\"", "\"\"", "line\nbreak", "cr\rlf\r\n",
                "tab\there", "back\\slash", "\\N", "\\", "nul\0byte", "NULL", "null", "", " padded ",
                "Zoë 名前 😀", "ends with quote\"", ",\"\n,");
        String table = ItDatabase.table(db.name("hostile"), "hostile");
        db.execute("CREATE DATABASE " + Sql.quote(db.name("hostile")), "CREATE TABLE " + table + " (id BIGINT PRIMARY KEY, v VARCHAR(100) NOT NULL) "
                + "CHARACTER SET utf8mb4 COLLATE utf8mb4_bin");
        ByteSink sink = new ByteSink(64);
        for (int i = 0; i < values.size(); i++) {
            CsvEncoder.row(new Object[] {(long) i, values.get(i)}, sink);
        }
        Path file = dir.resolve("hostile.csv");
        try (var o = Files.newOutputStream(file)) {
            sink.writeTo(o);
        }
        try (Connection c = localInfileAdmin(); Statement st = c.createStatement(); InputStream in =
                Files.newInputStream(file)) {
            st.unwrap(com.mysql.cj.jdbc.JdbcStatement.class).setLocalInfileInputStream(in);
            assertEquals(values.size(), st.executeUpdate(LoadDataStatement.of("stream", table,
                    List.of("`id`", "`v`"), false)));
            assertEquals(null, st.getWarnings());
            try (PreparedStatement ps = c.prepareStatement("SELECT v FROM " + table + " WHERE id = ?")) {
                for (int i = 0; i < values.size(); i++) {
                    ps.setLong(1, i);
                    try (var rs = ps.executeQuery()) {
                        rs.next();
                        assertEquals(values.get(i), rs.getString(1), "value " + i + " read back differently");
                    }
                }
            }
        }
    }

    private static long sizeOrZero(Path file) {
        try {
            return Files.size(file);
        } catch (java.io.IOException gone) {
            return 0;
        }
    }

    @Test
    void aSignalledExportLeavesTheOldFileAndNoHalfWrittenOne() throws Exception {
        Path file = dir.resolve("big.csv");
        Files.writeString(file, "the previous export\n");
        Path partial = dir.resolve("big.csv.seedgen-partial");
        // A separate JVM, so a real SIGTERM reaches seedgen's shutdown hook.
        Process p = Faults.startSeedgen(dir, "export", Map.of(), "--rows", "500000000", "--out", "big.csv", "--quiet");
        try {
            long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(60);
            while (sizeOrZero(partial) < 4 << 20) {
                assertTrue(p.isAlive() && System.nanoTime() < deadline,
                        () -> "the export should be writing " + partial + ": " + Faults.output(dir, "export"));
                Thread.sleep(20);
            }
            assertEquals("the previous export\n", Files.readString(file), "the old file is untouched while writing");
            p.destroy(); // SIGTERM
            assertTrue(p.waitFor(60, java.util.concurrent.TimeUnit.SECONDS), "seedgen must stop on SIGTERM");
        } finally {
            p.destroyForcibly();
        }
        String output = Faults.output(dir, "export");
        assertEquals(130, p.exitValue(), output);
        assertTrue(output.contains("seedgen: interrupted: " + file + " was not written"), output);
        assertEquals("the previous export\n", Files.readString(file));
        assertTrue(!Files.exists(partial), "the partial file must be removed: " + output);
    }

    /** The refusal of a failed export: exit 1, one line saying how far it got, no "done", no stack trace. */
    private static void assertRefusedOutput(int exit, String stderr, String cause, String describe) {
        assertEquals(1, exit, describe);
        List<String> lines = stderr.lines().toList();
        assertEquals(1, lines.size(), "one line on stderr\n" + describe);
        assertTrue(lines.get(0).startsWith("seedgen: ") && lines.get(0).contains(cause)
                && lines.get(0).contains("bytes were accepted"), describe);
        assertFalse(stderr.contains("done") || stderr.contains("\tat "), describe);
    }

    @Test
    void aReaderThatStopsEarlyFailsTheExportSayingHowFarItGot() throws Exception {
        // A real pipe: seedgen's stdout is read by this test, which takes two lines and closes it, as `| head -2`.
        ProcessBuilder pb = new ProcessBuilder(Faults.command(dir, "--rows", "200000", "--out", "-", "--format",
                "csv")).directory(dir.toFile()).redirectError(dir.resolve("pipe.err").toFile());
        Process p = pb.start();
        String first;
        String second;
        try (var reader = new java.io.BufferedReader(new java.io.InputStreamReader(p.getInputStream(),
                StandardCharsets.UTF_8))) {
            first = reader.readLine();
            second = reader.readLine();
        }
        assertTrue(p.waitFor(60, java.util.concurrent.TimeUnit.SECONDS), "seedgen must stop once its reader is gone");
        assertEquals("id,username,email,password_hash,first_name,last_name,user_type,created_at", first);
        assertTrue(second.startsWith("1,"), second);
        String err = Files.readString(dir.resolve("pipe.err"), StandardCharsets.UTF_8);
        assertRefusedOutput(p.exitValue(), err, "standard output refused the rows (Broken pipe)", err);
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("after ([0-9,]+) bytes were accepted \\(the "
                + "first ([0-9,]+) of 200,000 rows whole\\)").matcher(err);
        assertTrue(m.find(), err);
        long bytes = Long.parseLong(m.group(1).replace(",", ""));
        long rows = Long.parseLong(m.group(2).replace(",", ""));
        assertTrue(bytes > 0 && bytes < 10_000_000, "the pipe took what this test read and what fit in it: " + err);
        assertTrue(rows < 200_000 && rows * 100 < bytes, "whole rows within the accepted bytes: " + err);
    }

    @Test
    void aFullDiskFailsTheExportSayingHowFarItGot() throws Exception {
        Path full = Path.of("/dev/full"); // Linux's always-full device: every write fails with ENOSPC
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isWritable(full), "no /dev/full on this system");
        CliRun file = out(dir, "--rows", "20000", "--out", full.toString(), "--format", "csv");
        assertRefusedOutput(file.exit(), file.err(), "writing --out /dev/full failed (No space left on device) after 0 "
                + "bytes were accepted", file.describe());
        assertEquals("", file.out(), file::describe);

        ProcessBuilder pb = new ProcessBuilder(Faults.command(dir, "--rows", "20000", "--out", "-", "--format",
                "sql")).directory(dir.toFile()).redirectOutput(full.toFile())
                .redirectError(dir.resolve("full.err").toFile());
        Process p = pb.start();
        assertTrue(p.waitFor(60, java.util.concurrent.TimeUnit.SECONDS));
        String err = Files.readString(dir.resolve("full.err"), StandardCharsets.UTF_8);
        assertRefusedOutput(p.exitValue(), err, "standard output refused the rows (No space left on device)", err);
    }

    @Test
    void theCsvExportPrintsTheCreateTableAndTheLoadDataThatLoadItAsPrinted() throws Exception {
        db.seedgen(dir, db.name("printed"), "--rows", "3000", "--seed", "9", "--table", "direct").assertExit(0);
        CliRun csv = out(dir, "--rows", "3000", "--seed", "9", "--out", "printed users.csv").assertExit(0);
        List<String> lines = csv.out().lines().toList();
        int from = lines.indexOf(lines.stream().filter(l -> l.contains("pasting these two statements:")).findFirst()
                .orElseThrow(() -> new AssertionError("no statements printed\n" + csv.describe()))) + 1;
        String statements = String.join("\n", lines.subList(from, lines.size()));
        assertTrue(statements.startsWith("CREATE TABLE") && statements.contains("\nLOAD DATA LOCAL INFILE "),
                csv::describe);
        // As a client would run them when pasted: in the database it is connected to, reading the file itself.
        db.execute("CREATE DATABASE " + Sql.quote(db.name("pasted")));
        try (Connection c = localInfileAdmin(); Statement st = c.createStatement()) {
            st.execute("USE " + Sql.quote(db.name("pasted")) + ";\n" + statements);
        }
        assertEquals(3000, db.count(db.name("pasted"), "users"));
        assertEquals(db.checksum(db.name("printed"), "direct"), db.checksum(db.name("pasted"), "users"),
                "the printed statements load the rows seedgen writes");
        assertEquals(db.showCreate(db.name("printed"), "direct").replace("`direct`", "`users`"),
                db.showCreate(db.name("pasted"), "users"), "the printed CREATE TABLE makes seedgen's table");
    }
}
