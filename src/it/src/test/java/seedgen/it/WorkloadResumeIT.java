package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code seedgen workload} killed with SIGKILL in the middle of its stream, then {@code --resume}: every table ends
 * with the rows an uninterrupted run of the same stream leaves (CHECKSUM TABLE equal), so no write was done twice and
 * none left out; the journal is gone after either run; a run without --resume on the killed copy is refused naming it,
 * and a second --resume finds nothing to finish.
 */
class WorkloadResumeIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(WorkloadResumeIT.class);

    @RegisterExtension
    static final SharedPg pg = new SharedPg();

    @TempDir
    Path dir;

    static final String[] LOAD = {"--dataset", "sns", "--rows", "2000", "--seed", "5"};
    static final String[] RUN = {"workload", "--dataset", "sns", "--rows", "2000", "--seed", "5", "--rate", "300",
        "--duration", "8s"};
    static final List<String> TABLES = List.of("users", "posts", "likes", "bookmarks", "follows");
    static final String JOURNAL = "seedgen_workload_ops";

    @Test
    void aKilledWorkloadResumedLeavesTheRowsOfAWholeRun() throws Exception {
        String whole = db.name("whole");
        String killed = db.name("killed");
        db.seedgen(dir, whole, LOAD).assertExit(0);
        db.seedgen(dir, killed, LOAD).assertExit(0);

        CliRun reference = db.seedgen(dir, whole, RUN).assertExit(0);
        assertTrue(reference.out().contains(", 0 failed"), reference::describe);
        assertEquals(0, journalRows(whole), "a run that ends leaves no journal");

        long recorded = killWhenJournalHolds(killed, 400);
        assertTrue(recorded >= 400, "writes recorded before the kill: " + recorded);
        assertTrue(journalRows(killed) >= recorded, "the journal outlives a kill -9");

        CliRun fresh = db.seedgen(dir, killed, RUN).assertRefused(3);
        assertTrue(fresh.err().contains("add --resume to finish it"), fresh::describe);

        // one option changed: named, with the run's own value, on --resume and without it
        List<String> faster = new ArrayList<>(List.of(RUN));
        faster.set(faster.indexOf("300"), "400");
        CliRun otherRate = db.seedgen(dir, killed, faster.toArray(String[]::new)).assertRefused(3);
        assertTrue(otherRate.err().contains("a run of this workload with other options was interrupted here (--rate "
                + "300/s, not 400/s): finish it with its options and --resume"), otherRate::describe);
        faster.add("--resume");
        CliRun otherResume = db.seedgen(dir, killed, faster.toArray(String[]::new)).assertRefused(3);
        assertTrue(otherResume.err().contains("(--rate 300/s, not 400/s): --resume finishes it with its own options"),
                otherResume::describe);

        List<String> resumeArgs = new ArrayList<>(List.of(RUN));
        resumeArgs.add("--resume");
        CliRun resumed = db.seedgen(dir, killed, resumeArgs.toArray(String[]::new)).assertExit(0);
        Matcher m = Pattern.compile("resumed: ([\\d,]+) operations").matcher(resumed.out());
        assertTrue(m.find(), resumed::describe);
        long skipped = Long.parseLong(m.group(1).replace(",", ""));
        assertTrue(skipped >= recorded, resumed::describe);
        // the resumed process reports its own time, not the whole schedule's: the operations it did not run again
        // took the killed run skipped/300 s of the 8 s
        Matcher own = Pattern.compile("operations in ([\\d.]+) s \\(([\\d,]+)/s at").matcher(resumed.out());
        assertTrue(own.find(), resumed::describe);
        double seconds = Double.parseDouble(own.group(1));
        assertTrue(seconds <= 8.0 - skipped / 300.0 + 0.75, "the resumed run's own time, " + seconds + " s, after "
                + skipped + " operations of the 8 s schedule were done: " + resumed.out());
        assertTrue(resumed.out().contains(", 0 failed"), resumed::describe);

        assertEquals(checksums(whole), checksums(killed), "the killed and resumed run leaves the whole run's rows");
        assertEquals(0, journalRows(killed), "the resumed run, ended, leaves no journal");
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_SCHEMA = '" + killed
                + "' AND TABLE_NAME LIKE 'seedgen_workload%'"), "nor its record of options");

        CliRun again = db.seedgen(dir, killed, resumeArgs.toArray(String[]::new)).assertRefused(3);
        assertTrue(again.err().contains("no interrupted run of this workload"), again::describe);
    }

    /**
     * The same on PostgreSQL, with chat: killed after 300 writes, resumed, and every table's rows (hashed in order of
     * their text) equal to an uninterrupted run's; the journal and the record of options gone.
     */
    @Test
    void aKilledWorkloadResumedOnPostgresqlLeavesTheRowsOfAWholeRun() throws Exception {
        String[] load = {"--dataset", "chat", "--rows", "1000", "--seed", "5"};
        List<String> run = List.of("workload", "--dataset", "chat", "--rows", "1000", "--seed", "5", "--rate", "300",
                "--duration", "6s");
        String whole = pg.server.database("whole");
        String killed = pg.server.database("killed");
        for (String d : List.of(whole, killed)) {
            PgTestServer.seedgenAsTestUser(dir, concat(load, "--url", pg.server.url(d))).assertExit(0);
        }
        CliRun reference = PgTestServer.seedgenAsTestUser(dir, concat(run.toArray(String[]::new), "--url",
                pg.server.url(whole))).assertExit(0);
        assertTrue(reference.out().contains(", 0 failed"), reference::describe);

        List<String> command = new ArrayList<>(List.of(Path.of("cli/seedgen").toAbsolutePath().toString()));
        command.addAll(run);
        command.addAll(List.of("--url", pg.server.url(killed), "--user", PgTestServer.IT_USER));
        ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(dir.resolve("killed.out").toFile());
        pb.environment().put("SEEDGEN_PASSWORD", PgTestServer.IT_PASSWORD);
        pb.environment().put("SEEDGEN_JAVA_OPTS", "-Duser.home=" + dir);
        pb.environment().remove("SEEDGEN_LAUNCHER");
        Process p = pb.start();
        long seen = 0;
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
        while (seen < 300 && p.isAlive() && System.nanoTime() < deadline) {
            Thread.sleep(20);
            seen = pgJournalRows(killed);
        }
        String early = p.isAlive() ? "" : Files.readString(dir.resolve("killed.out"));
        assertTrue(p.isAlive(), () -> "the workload ended before it could be killed: " + early);
        p.destroyForcibly().waitFor();
        assertTrue(seen >= 300, "writes recorded before the kill: " + seen);

        List<String> resumeArgs = new ArrayList<>(run);
        resumeArgs.addAll(List.of("--url", pg.server.url(killed)));
        CliRun fresh = PgTestServer.seedgenAsTestUser(dir, resumeArgs.toArray(String[]::new)).assertRefused(3);
        assertTrue(fresh.err().contains("add --resume to finish it"), fresh::describe);
        resumeArgs.add("--resume");
        CliRun resumed = PgTestServer.seedgenAsTestUser(dir, resumeArgs.toArray(String[]::new)).assertExit(0);
        assertTrue(resumed.out().contains(", 0 failed"), resumed::describe);
        assertEquals(pgRows(whole), pgRows(killed), "the killed and resumed run leaves the whole run's rows");
        assertTrue(pgRows(killed).keySet().stream().noneMatch(t -> t.startsWith("seedgen_workload")),
                "the resumed run, ended, leaves no journal nor its record of options: " + pgRows(killed).keySet());
    }

    private static String[] concat(String[] a, String... b) {
        String[] all = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }

    private static long pgJournalRows(String database) throws SQLException {
        try (Connection c = pg.server.connect(database); Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM public." + JOURNAL + " WHERE op >= 0")) {
            rs.next();
            return rs.getLong(1);
        } catch (SQLException e) {
            if ("42P01".equals(e.getSQLState())) {
                return 0; // not there yet
            }
            throw e;
        }
    }

    /** Each table of the public schema: its rows' count and a hash of their text in order. */
    private static Map<String, String> pgRows(String database) throws SQLException {
        Map<String, String> out = new java.util.TreeMap<>();
        try (Connection c = pg.server.connect(database); Statement st = c.createStatement()) {
            List<String> tables = new ArrayList<>();
            try (ResultSet rs = st.executeQuery("SELECT table_name FROM information_schema.tables WHERE table_schema "
                    + "= 'public'")) {
                while (rs.next()) {
                    tables.add(rs.getString(1));
                }
            }
            for (String t : tables) {
                try (ResultSet rs = st.executeQuery("SELECT COUNT(*) || ' ' || coalesce(md5(string_agg(r::text, '|' "
                        + "ORDER BY r::text)), '') FROM public.\"" + t + "\" r")) {
                    rs.next();
                    out.put(t, rs.getString(1));
                }
            }
        }
        return out;
    }

    /** Starts the workload as a process of its own, and kills it (SIGKILL) once its journal holds {@code writes}. */
    private long killWhenJournalHolds(String database, long writes) throws Exception {
        Process p = db.startProcess(dir, database, RUN);
        long seen = 0;
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
        while (seen < writes && p.isAlive() && System.nanoTime() < deadline) {
            Thread.sleep(20);
            seen = journalRows(database);
        }
        String early = p.isAlive() ? "" : Files.readString(dir.resolve("killed.out"));
        assertTrue(p.isAlive(), () -> "the workload ended before it could be killed: " + early);
        p.destroyForcibly().waitFor();
        return seen;
    }

    private static long journalRows(String database) throws SQLException {
        try {
            return db.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(database, JOURNAL) + " WHERE op >= 0");
        } catch (SQLException e) {
            return 0; // not there
        }
    }

    private static Map<String, String> checksums(String database) throws SQLException {
        Map<String, String> out = new LinkedHashMap<>();
        try (Connection c = db.server().admin(); Statement st = c.createStatement()) {
            for (String t : TABLES) {
                try (ResultSet rs = st.executeQuery("CHECKSUM TABLE " + ItDatabase.table(database, t) + " EXTENDED")) {
                    rs.next();
                    out.put(t, db.count(database, t) + " " + rs.getString(2));
                }
            }
        }
        return out;
    }
}
