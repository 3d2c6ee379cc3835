package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/** What the fault-injection tests share: seedgen as a separate JVM, waiting for rows, and the exact-table check. */
final class Faults {

    private Faults() {
    }

    /** seedgen as its own JVM (the test JVM's class path), output in {@code dir/name.out|.err}. */
    static Process startJvm(ItDatabase db, Path dir, String name, String database, String... args) throws IOException {
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of("--url", db.url(database), "--user", TestServer.IT_USER));
        return startSeedgen(dir, name, Map.of("SEEDGEN_PASSWORD", TestServer.IT_PASSWORD),
                all.toArray(String[]::new));
    }

    /** seedgen as its own JVM in {@code dir} with {@code args} only, output in {@code dir/name.out|.err}. */
    static Process startSeedgen(Path dir, String name, Map<String, String> env, String... args)
            throws IOException {
        ProcessBuilder pb = new ProcessBuilder(command(dir, args)).directory(dir.toFile());
        pb.environment().putAll(env);
        pb.redirectOutput(dir.resolve(name + ".out").toFile());
        pb.redirectError(dir.resolve(name + ".err").toFile());
        return pb.start();
    }

    /** The command line of seedgen as its own JVM (the test JVM's class path), with {@code dir} as its home. */
    static List<String> command(Path dir, String... args) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> cmd = new ArrayList<>(List.of(java, "-Duser.home=" + dir, "-cp",
                System.getProperty("java.class.path"), "seedgen.Main"));
        cmd.addAll(List.of(args));
        return cmd;
    }

    /** Whether {@code p} ignores SIGINT (inherited from a background job without job control): then a test cannot send it. */
    static boolean ignoresSigint(Process p) throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc", Long.toString(p.pid()), "status"))) {
            if (line.startsWith("SigIgn:")) {
                return (Long.parseLong(line.substring(7).strip(), 16) & 0x2) != 0;
            }
        }
        return false;
    }

    static String output(Path dir, String name) {
        try {
            return "-- stdout:\n" + Files.readString(dir.resolve(name + ".out"), StandardCharsets.UTF_8)
                    + "-- stderr:\n" + Files.readString(dir.resolve(name + ".err"), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "(no output: " + e + ")";
        }
    }

    /** Waits (up to 60 s) until the table holds at least {@code rows} rows, failing if {@code alive} turns false. */
    static long awaitRows(ItDatabase db, String database, String table, long rows, BooleanSupplier alive,
            java.util.function.Supplier<String> describe) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline) {
            if (!alive.getAsBoolean()) {
                throw new AssertionError("the load ended before " + rows + " rows\n" + describe.get());
            }
            if (db.tableExists(database, table)) {
                long n = db.count(database, table);
                if (n >= rows) {
                    return n;
                }
            }
            Thread.sleep(20);
        }
        throw new AssertionError("fewer than " + rows + " rows after 60 s\n" + describe.get());
    }

    /**
     * The table equals the clean run's exactly: count, distinct keys, min and max id, CHECKSUM TABLE; and the run
     * left nothing behind (no progress bookkeeping, no connection).
     */
    static void assertSameTable(ItDatabase db, String database, String clean, String table, long rows)
            throws Exception {
        String t = ItDatabase.table(database, table);
        assertEquals(rows, db.count(database, table), "row count of " + table);
        assertEquals(rows, db.queryLong("SELECT COUNT(DISTINCT id) FROM " + t), "distinct ids");
        assertEquals(rows, db.queryLong("SELECT COUNT(DISTINCT username) FROM " + t), "distinct usernames");
        assertEquals(rows, db.queryLong("SELECT COUNT(DISTINCT email) FROM " + t), "distinct emails");
        assertEquals(1, db.queryLong("SELECT MIN(id) FROM " + t), "min id");
        assertEquals(rows, db.queryLong("SELECT MAX(id) FROM " + t), "max id");
        assertEquals(db.checksum(database, clean), db.checksum(database, table),
                "CHECKSUM TABLE of " + table + " must equal the clean run's");
        assertFalse(db.tableExists(database, "seedgen_progress") && runRecorded(db, database, table),
                "the finished run's progress record was removed");
        db.assertNoConnectionLeft();
    }

    static boolean runRecorded(ItDatabase db, String database, String table) throws SQLException {
        try (Connection c = db.server().admin(); PreparedStatement ps = c.prepareStatement(
                "SELECT COUNT(*) FROM " + ItDatabase.table(database, "seedgen_progress") + " WHERE table_name = ?")) {
            ps.setString(1, table);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getLong(1) > 0;
            }
        }
    }

    /** KILL CONNECTION of every server connection of {@code user}; returns how many were killed. */
    static int killConnectionsOf(ItDatabase db, String user) throws SQLException {
        List<Long> ids = new ArrayList<>();
        try (Connection c = db.server().admin(); PreparedStatement ps = c.prepareStatement(
                "SELECT ID FROM information_schema.PROCESSLIST WHERE USER = ?")) {
            ps.setString(1, user);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    ids.add(rs.getLong(1));
                }
            }
            try (Statement st = c.createStatement()) {
                for (long id : ids) {
                    try {
                        st.execute("KILL CONNECTION " + id);
                    } catch (SQLException gone) {
                        if (gone.getErrorCode() != 1094) { // unknown thread id: it closed meanwhile
                            throw gone;
                        }
                    }
                }
            }
        }
        return ids.size();
    }

    static JsonNode report(Path file) throws IOException {
        return new ObjectMapper().readTree(file.toFile());
    }

    /** The arguments of the printed "resume" line, unquoted as a POSIX shell would (single quotes only). */
    static List<String> resumeArgs(String stdout) {
        String line = stdout.lines().filter(l -> l.strip().startsWith("resume ")).findFirst()
                .orElseThrow(() -> new AssertionError("no resume line in:\n" + stdout)).strip();
        String cmd = line.substring("resume".length()).strip();
        List<String> words = new ArrayList<>();
        StringBuilder w = new StringBuilder();
        boolean quoted = false;
        boolean inWord = false;
        for (int i = 0; i < cmd.length(); i++) {
            char c = cmd.charAt(i);
            if (c == '\'') {
                quoted = !quoted;
                inWord = true;
            } else if (c == '\\' && !quoted && i + 1 < cmd.length()) {
                w.append(cmd.charAt(++i));
                inWord = true;
            } else if (c == ' ' && !quoted) {
                if (inWord) {
                    words.add(w.toString());
                    w.setLength(0);
                    inWord = false;
                }
            } else {
                w.append(c);
                inWord = true;
            }
        }
        if (inWord) {
            words.add(w.toString());
        }
        assertEquals("seedgen", words.get(0), line);
        return words.subList(1, words.size());
    }
}
