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
