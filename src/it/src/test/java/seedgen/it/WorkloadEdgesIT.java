package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The workload's edge paths, each refused before its first operation with one line and exit 2, leaving the server as
 * it was: more threads than the server's connections (which used to fill the server, write rows and exit 3 with no
 * summary and no journal), and a database that does not exist (which PostgreSQL's run used to create and leave
 * behind).
 */
class WorkloadEdgesIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(WorkloadEdgesIT.class);

    @RegisterExtension
    static final SharedPg pg = new SharedPg();

    @TempDir
    Path dir;

    static final String[] LOAD = {"--dataset", "sns", "--rows", "300", "--seed", "5"};

    private static String[] workload(String... more) {
        String[] head = {"workload", "--dataset", "sns", "--rows", "300", "--seed", "5", "--rate", "100",
            "--duration", "3s"};
        String[] all = java.util.Arrays.copyOf(head, head.length + more.length);
        System.arraycopy(more, 0, all, head.length, more.length);
        return all;
    }

    @Test
    void moreThreadsThanTheServerAllowsAreRefusedBeforeAnyOperation() throws Exception {
        String a = db.name("threads");
        db.seedgen(dir, a, LOAD).assertExit(0);
        long users = db.count(a, "users");
        long allowed = db.queryLong("SELECT @@max_connections");
        CliRun run = db.seedgen(dir, a, workload("--threads", Long.toString(allowed + 10))).assertRefused(2);
        assertTrue(run.err().contains("but the server allows " + allowed + " in all (max_connections): lower "
                + "--threads to " + (allowed - 2) + " or less"), run::describe);
        assertEquals(users, db.count(a, "users"), "no operation ran");
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_SCHEMA = '" + a
                + "' AND TABLE_NAME = 'seedgen_workload_ops'"), "no journal was made");
        db.seedgen(dir, a, workload("--threads", "2")).assertExit(0);

        String database = pg.server.database("threads");
        PgTestServer.seedgenAsTestUser(dir, concat(LOAD, "--url", pg.server.url(database))).assertExit(0);
        long pgAllowed;
        try (Connection c = pg.server.connect(database); var st = c.createStatement();
                ResultSet rs = st.executeQuery("SELECT current_setting('max_connections')::int "
                        + "- current_setting('superuser_reserved_connections')::int")) {
            rs.next();
            pgAllowed = rs.getLong(1);
        }
        CliRun pgRun = PgTestServer.seedgenAsTestUser(dir, concat(workload("--threads", Long.toString(pgAllowed + 10)),
                "--url", pg.server.url(database))).assertRefused(2);
        assertTrue(pgRun.err().contains("(max_connections): lower --threads to"), pgRun::describe);
        try (Connection c = pg.server.connect(database); var st = c.createStatement();
                ResultSet rs = st.executeQuery("SELECT to_regclass('public.seedgen_workload_ops') IS NULL")) {
            rs.next();
            assertTrue(rs.getBoolean(1), "no journal was made on PostgreSQL");
        }
    }

    @Test
    void aMissingDatabaseIsRefusedAndNotMade() throws Exception {
        String missing = pg.server.newName("absent");
        CliRun run = PgTestServer.seedgenAsTestUser(dir, concat(workload(), "--url", pg.server.url(missing)))
                .assertRefused(2);
        assertTrue(run.err().contains("database " + missing + " does not exist on "), run::describe);
        assertTrue(run.err().contains("load the dataset first, with the same --rows 300 and --seed 5"),
                run::describe);
        assertFalse(run.err().contains("created database"), run::describe);
        try (Connection c = pg.server.connect("postgres");
                PreparedStatement ps = c.prepareStatement("SELECT COUNT(*) FROM pg_database WHERE datname = ?")) {
            ps.setString(1, missing);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                assertEquals(0, rs.getLong(1), "the workload made no database");
            }
        }

        String absent = db.name("absent");
        CliRun my = db.seedgen(dir, absent, workload()).assertRefused(2);
        assertTrue(my.err().contains("load the dataset first"), my::describe);
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = '"
                + absent + "'"), "the workload made no database on MariaDB");
    }

    /**
     * One part of a split stream run alone cannot say the tables hold what the whole stream leaves: it used to print
     * "with every partition done and none failed, they hold" with totals no table held. A part says done only where
     * the tables hold the whole stream's rows (the last part to finish).
     */
    @Test
    void onePartAloneDoesNotSayTheWholeStreamIsDone() throws Exception {
        String a = db.name("part");
        db.seedgen(dir, a, LOAD).assertExit(0);
        CliRun first = db.seedgen(dir, a, workload("--partition", "1/2")).assertExit(0);
        assertTrue(first.out().contains("not every partition is done yet (or one failed or was stopped): when all "
                + "are done, they will hold: users "), first::describe);
        assertFalse(first.out().contains("they hold what the whole stream leaves"), first::describe);
        // the part that ended is not run again while its stream is not done: its mark says so
        long users = db.count(a, "users");
        CliRun again = db.seedgen(dir, a, workload("--partition", "1/2")).assertRefused(3);
        assertTrue(again.err().contains("partition 1/2 of this workload already ran to its end here"), again::describe);
        assertEquals(users, db.count(a, "users"), "the refused part ran no operation");
        // the other part finds the tables changed by its own stream (part 1's mark), and runs
        CliRun second = db.seedgen(dir, a, workload("--partition", "2/2")).assertExit(0);
        assertTrue(second.out().contains("every partition is done: they hold what the whole stream leaves: users "),
                second::describe);
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_SCHEMA = '" + a
                + "' AND TABLE_NAME LIKE 'seedgen\\_workload\\_%'"), "the last part to end took the bookkeeping");
        // issue 50 (4): a part on a copy a stream already changed, no part of it recorded, is refused before any
        // operation (it used to run, fail 192 of 483 operations on duplicate keys, write rows and exit 1)
        long changed = db.count(a, "users");
        CliRun late = db.seedgen(dir, a, workload("--partition", "1/2")).assertRefused(2);
        assertTrue(late.err().contains("the workload runs on the dataset as that load left it, or as the other parts "
                + "of its stream are changing it, and none of them is recorded here (load it again)"), late::describe);
        assertEquals(changed, db.count(a, "users"), "the refused part ran no operation");
    }

    /** Options the run would not use are refused, as exit-codes.md says, with the option named; nothing written. */
    @Test
    void optionsTheRunWouldNotUseAreRefused() throws Exception {
        Path out = dir.resolve("stream");
        for (String[] extra : List.of(new String[] {"--threads", "4"}, new String[] {"--host", "127.0.0.1"},
                new String[] {"--metrics-port", "0"})) {
            CliRun run = CliRun.of(Map.of(), dir, concat(workload("--out", out.toString()), extra)).assertRefused(2);
            assertTrue(run.err().contains("--out writes the stream to files and reaches no server, so " + extra[0]
                    + " does not apply"), run::describe);
            assertFalse(java.nio.file.Files.exists(out), "nothing written");
        }
        CliRun dry = CliRun.of(Map.of(), dir, workload("--dry-run", "--metrics-port", "0")).assertRefused(2);
        assertTrue(dry.err().contains("--dry-run prints the plan and runs nothing, so --metrics-port does not apply"),
                dry::describe);
        CliRun.of(Map.of(), dir, workload("--out", out.toString(), "--dialect", "postgresql")).assertExit(0);
    }

    /** --dry-run prints each operation's statement, as the help says, quoted for the server family named. */
    @Test
    void aDryRunPrintsTheStatements() {
        CliRun my = CliRun.of(Map.of(), dir, workload("--dry-run")).assertExit(0);
        assertTrue(my.out().contains("SELECT * FROM `users` WHERE `username` = ?"), my::describe);
        assertTrue(my.out().contains("INSERT INTO `likes`"), my::describe);
        CliRun pgPlan = CliRun.of(Map.of(), dir, workload("--dry-run", "--dialect", "postgresql")).assertExit(0);
        assertTrue(pgPlan.out().contains("SELECT * FROM \"users\" WHERE \"username\" = ?"), pgPlan::describe);
    }

    private static String[] concat(String[] a, String... b) {
        String[] all = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }
}
