package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Interrupt a load in every way a process can be interrupted, then --resume: kill -9 (twice, at different
 * points, the second during the resume), SIGINT (the printed resume command is then run as printed), a batch
 * refused by the server (a trigger). Each time the final table equals a clean run's exactly. Also the refusals:
 * a resume with other parameters, a resume with nothing recorded, a user without CREATE.
 */
class ResumeIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(ResumeIT.class);

    static final long ROWS = 60_000;
    static final String[] LOAD = {"--rows", Long.toString(ROWS), "--batch", "100", "--threads", "2"};

    @TempDir
    Path dir;

    @BeforeAll
    static void cleanRun(@TempDir Path cleanDir) throws Exception {
        db.seedgen(cleanDir, db.name(), args("--table", "clean")).assertExit(0);
    }

    static String[] args(String... extra) {
        String[] all = new String[LOAD.length + extra.length];
        System.arraycopy(LOAD, 0, all, 0, LOAD.length);
        System.arraycopy(extra, 0, all, LOAD.length, extra.length);
        return all;
    }

    private static void killAfter(Process p, String table, long rows, Path dir, String name) throws Exception {
        try {
            Faults.awaitRows(db, db.name(), table, rows, p::isAlive, () -> Faults.output(dir, name));
            assertTrue(p.isAlive(), "the kill point must come before the end");
        } finally {
            p.destroyForcibly().waitFor(); // SIGKILL: no hook, no cleanup
        }
    }

    @Test
    void killMinus9TwiceThenResumeEndsWithExactlyTheCleanTable() throws Exception {
        String table = "k`i'l;l \u00e9 select"; // backtick, quote, semicolon, space, Unicode, a reserved word
        killAfter(Faults.startJvm(db, dir, "first", db.name(), args("--table", table)), table, 3_000, dir, "first");
        long afterFirst = db.count(db.name(), table);
        assertTrue(afterFirst < ROWS);
        assertTrue(Faults.runRecorded(db, db.name(), table), "the killed run's record stays for --resume");

        killAfter(Faults.startJvm(db, dir, "second", db.name(), args("--table", table, "--resume")), table,
                afterFirst + 15_000, dir, "second");
        assertTrue(Faults.output(dir, "second").contains("resuming the interrupted run"),
                () -> Faults.output(dir, "second"));

        // Other --threads and --batch than the killed runs': only which ranges are missing matters.
        CliRun resumed = db.seedgen(dir, db.name(), "--rows", Long.toString(ROWS), "--batch", "250", "--threads", "3",
                "--table", table, "--resume");
        resumed.assertExit(0);
        assertTrue(resumed.err().contains("resuming the interrupted run"), resumed::describe);
        assertTrue(resumed.out().contains("rows had been committed by the interrupted run"), resumed::describe);
        // the headline counts the whole table: all its rows are in, this run's and the interrupted runs'
        java.util.regex.Matcher head = java.util.regex.Pattern.compile("seedgen: done: all 60,000 rows of "
                + java.util.regex.Pattern.quote(db.name() + "." + table) + " are in: ([0-9,]+) written by this run "
                + "in [0-9.]+ s \\([0-9,]+ rows/s\\), ([0-9,]+) by the interrupted one\n").matcher(resumed.out());
        assertTrue(head.find(), resumed::describe);
        assertEquals(ROWS, Long.parseLong(head.group(1).replace(",", "")) + Long.parseLong(head.group(2)
                .replace(",", "")), resumed::describe);
        assertTrue(Long.parseLong(head.group(2).replace(",", "")) >= afterFirst, resumed::describe);
        Faults.assertSameTable(db, db.name(), "clean", table, ROWS);

        // a resume of the finished run says there was nothing left to do, each count with its noun's right number
        CliRun again = db.seedgen(dir, db.name(), "--rows", Long.toString(ROWS), "--batch", "1", "--threads", "1",
                "--table", table, "--resume");
        again.assertExit(0);
        assertTrue(again.err().contains("nothing to resume"), again::describe);
        assertTrue(again.out().startsWith("seedgen: done: nothing left to do: all 60,000 rows of "), again::describe);
        assertTrue(again.out().contains(" were in already, written by an earlier run (checked in "), again::describe);
        assertTrue(again.out().contains("  resumed        nothing to resume: the run had finished, all 60,000 rows "
                + "were in already; none written now\n"), again::describe);
        assertTrue(again.out().contains("  batches        0 of up to 1 row, one transaction each, 0 INSERT "
                + "statements\n"), again::describe);
        assertTrue(again.out().contains("  connections    0 pooled for 1 worker thread, plus 1 holding the run lock"),
                again::describe);
        Faults.assertSameTable(db, db.name(), "clean", table, ROWS);
    }

    @Test
    void sigintPrintsTheResumeCommandWhichFinishesTheTableAndOtherParametersAreRefused() throws Exception {
        String table = "sig int's";
        Process p = Faults.startJvm(db, dir, "sigint", db.name(), "--rows", Long.toString(ROWS), "--threads", "2",
                "--table", table, "--method", "load-data", "--batch", "500", "--defer-indexes");
        try {
            Faults.awaitRows(db, db.name(), table, 3_000, p::isAlive, () -> Faults.output(dir, "sigint"));
            assumeFalse(ignoresSigint(p), "the test JVM ignores SIGINT (a background job without job control)");
            new ProcessBuilder("kill", "-INT", Long.toString(p.pid())).inheritIO().start().waitFor();
            assertTrue(p.waitFor(60, TimeUnit.SECONDS), "still running 60 s after SIGINT");
            assertEquals(130, p.exitValue(), () -> Faults.output(dir, "sigint"));
        } finally {
            p.destroyForcibly().waitFor();
        }
        String out = Faults.output(dir, "sigint");
        assertTrue(out.contains("INTERRUPTED"), out);
        db.assertNoConnectionLeft();
        long partial = db.count(db.name(), table);
        assertTrue(partial < ROWS, out);

        CliRun otherSeed = db.seedgen(dir, db.name(), args("--table", table, "--resume", "--seed", "2"));
        otherSeed.assertRefused(3);
        assertTrue(otherSeed.err().contains("--seed 2 (the interrupted run used 1)"), otherSeed::describe);
        CliRun otherRows = db.seedgen(dir, db.name(), "--rows", "70000", "--table", table, "--resume");
        otherRows.assertRefused(3);
        assertTrue(otherRows.err().contains("--rows 70000 (the interrupted run used 60000)"), otherRows::describe);
        CliRun plain = db.seedgen(dir, db.name(), args("--table", table));
        plain.assertRefused(2);
        assertTrue(plain.err().contains("--resume"), plain::describe);
        assertEquals(partial, db.count(db.name(), table), "refusals write nothing");

        List<String> printed = Faults.resumeArgs(Files.readString(dir.resolve("sigint.out")));
        assertTrue(printed.contains(table) && printed.contains("--resume"), printed::toString);
        Map<String, String> env = new LinkedHashMap<>();
        env.put("SEEDGEN_PASSWORD", TestServer.IT_PASSWORD);
        CliRun resumed = CliRun.of(env, dir, printed.toArray(String[]::new));
        resumed.assertExit(0);
        assertTrue(db.showCreate(db.name(), table).contains("UNIQUE KEY"), "the deferred keys are in place");
        Faults.assertSameTable(db, db.name(), "clean", table, ROWS);
    }

    @Test
    void aBatchTheServerRefusesStopsTheRunResumablyAndTheResumeFinishesIt() throws Exception {
        String table = "refused";
        db.seedgen(dir, db.name(), "--rows", "1", "--table", table).assertExit(0);
        String t = ItDatabase.table(db.name(), table);
        String trigger = ItDatabase.table(db.name(), "refuse_one");
        db.execute("TRUNCATE TABLE " + t, "CREATE TRIGGER " + trigger + " BEFORE INSERT ON " + t
                + " FOR EACH ROW BEGIN IF NEW.id = 25000 THEN SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = "
                + "'refused on purpose'; END IF; END");

        CliRun failed = db.seedgen(dir, db.name(), args("--table", table));
        failed.assertExit(1);
        assertTrue(failed.err().contains("refused on purpose"), failed::describe);
        assertTrue(failed.out().contains("--resume"), failed::describe);
        assertTrue(db.count(db.name(), table) < ROWS);
        db.assertNoConnectionLeft();

        db.execute("DROP TRIGGER " + trigger);
        db.seedgen(dir, db.name(), args("--table", table, "--resume")).assertExit(0);
        Faults.assertSameTable(db, db.name(), "clean", table, ROWS);
    }

    @Test
    void nothingRecordedAndNoTableIsRefused() throws Exception {
        CliRun run = db.seedgen(dir, db.name(), args("--table", "never_loaded", "--resume"));
        run.assertRefused(3);
        assertTrue(run.err().contains("no interrupted run is recorded"), run::describe);
        assertFalse(db.tableExists(db.name(), "never_loaded"));
    }

    @Test
    void aUserWithOnlyInsertAndSelectIsRefusedBeforeAnyRow() throws Exception {
        String database = db.name("priv");
        db.seedgen(dir, database, "--rows", "1", "--table", "users").assertExit(0);
        db.execute("TRUNCATE TABLE " + ItDatabase.table(database, "users"));
        String user = "seedgen_ins_sel";
        db.createUser(user, "ins-sel-pw");
        db.server().grant("INSERT, SELECT", database, user);

        CliRun run = db.seedgenAs(user, "ins-sel-pw", dir, database, args("--table", "users"));

        run.assertRefused(3);
        assertTrue(run.err().contains("lacks the CREATE privilege"), run::describe);
        assertEquals(0, db.count(database, "users"), "nothing written");
        assertFalse(db.tableExists(database, "seedgen_dataset_runs") || db.tableExists(database, "seedgen_progress"),
                "no bookkeeping created");
        db.assertNoConnectionLeft(user);
    }

    @Test
    void aResumeWithNothingRecordedChecksTheTableAndRefusesOtherOptions() throws Exception {
        String table = "finished";
        String[] target = {"--rows", "3000", "--table", table};
        db.seedgen(dir, db.name(), with(target, "--seed", "7", "--password-plain", "s3cret")).assertExit(0);
        long checksum = db.checksum(db.name(), table);
        assertFalse(db.tableExists(db.name(), "seedgen_progress") && Faults.runRecorded(db, db.name(), table),
                "a finished run keeps no record: the table is the evidence");

        CliRun otherSeed = db.seedgen(dir, db.name(), with(target, "--resume", "--seed", "5", "--password-plain",
                "s3cret"));
        otherSeed.assertRefused(3);
        assertTrue(otherSeed.err().contains("--seed 5 does not generate them"), otherSeed::describe);
        CliRun otherPlain = db.seedgen(dir, db.name(), with(target, "--resume", "--seed", "7", "--password-plain",
                "other"));
        otherPlain.assertRefused(3);
        assertTrue(otherPlain.err().contains("--password-plain (the table's password hashes are of another "
                + "plaintext)") && !otherPlain.err().contains("--seed"), otherPlain::describe);
        CliRun otherCost = db.seedgen(dir, db.name(), with(target, "--resume", "--seed", "7", "--password-plain",
                "s3cret", "--bcrypt-cost", "4"));
        otherCost.assertRefused(3);
        assertTrue(otherCost.err().contains("--bcrypt-cost 4 (the table's password hashes have cost 10)"),
                otherCost::describe);
        assertEquals(checksum, db.checksum(db.name(), table), "refusals write nothing");

        CliRun same = db.seedgen(dir, db.name(), with(target, "--resume", "--seed", "7", "--password-plain",
                "s3cret"));
        same.assertExit(0);
        assertTrue(same.err().contains("nothing to resume") && same.err().contains("rows 1, 1500, 3000 checked"),
                same::describe);
        assertTrue(same.out().contains("logs in with the password \"s3cret\"") && same.out().lines()
                .anyMatch(l -> l.matches("\\s*seed\\s+7 .*")), same::describe);
        assertEquals(checksum, db.checksum(db.name(), table));

        // The middle row is checked too: one changed value there is a refusal, whatever the options.
        db.execute("UPDATE " + ItDatabase.table(db.name(), table) + " SET email = 'changed@example.com' WHERE id = "
                + "1500");
        CliRun changed = db.seedgen(dir, db.name(), with(target, "--resume", "--seed", "7", "--password-plain",
                "s3cret"));
        changed.assertRefused(3);
        assertTrue(changed.err().contains("(email differ)"), changed::describe);
    }

    @Test
    void theResumeLineOfTheLauncherRunsAsPrintedInAShell() throws Exception {
        Path launcher = Path.of("cli", "seedgen").toAbsolutePath(); // the tests run in the project folder
        assertTrue(Files.isExecutable(launcher), launcher::toString);
        String table = "launched";
        String trigger = emptyTableRefusingId25000(table, "refuse_launched");

        // Started as a user would, by a relative path from another folder; it is not on the PATH.
        List<String> cmd = new java.util.ArrayList<>(List.of(dir.relativize(launcher).toString()));
        cmd.addAll(List.of(args("--table", table, "--url", db.url(db.name()), "--user", TestServer.IT_USER)));
        Process failed = shell(new ProcessBuilder(cmd), "launched");
        assertEquals(1, failed.exitValue(), () -> Faults.output(dir, "launched"));
        String line = Files.readAllLines(dir.resolve("launched.out")).stream().map(String::strip)
                .filter(l -> l.startsWith("resume ")).findFirst()
                .orElseThrow(() -> new AssertionError(Faults.output(dir, "launched")))
                .substring("resume".length()).strip();
        assertTrue(line.startsWith(launcher + " "), line);

        db.execute("DROP TRIGGER " + trigger);
        Process resumed = shell(new ProcessBuilder("bash", "-c", line), "pasted");
        assertEquals(0, resumed.exitValue(), () -> Faults.output(dir, "pasted"));
        Faults.assertSameTable(db, db.name(), "clean", table, ROWS);
    }

    /** Creates {@code table} empty, with a trigger that refuses id 25000; returns the trigger's quoted name. */
    private String emptyTableRefusingId25000(String table, String triggerName) throws Exception {
        db.seedgen(dir, db.name(), "--rows", "1", "--table", table).assertExit(0);
        String t = ItDatabase.table(db.name(), table);
        String trigger = ItDatabase.table(db.name(), triggerName);
        db.execute("TRUNCATE TABLE " + t, "CREATE TRIGGER " + trigger + " BEFORE INSERT ON " + t
                + " FOR EACH ROW BEGIN IF NEW.id = 25000 THEN SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = "
                + "'refused on purpose'; END IF; END");
        return trigger;
    }

    /** Runs {@code pb} in {@code dir} with the password in the environment, as a user's shell would. */
    private Process shell(ProcessBuilder pb, String name) throws Exception {
        pb.directory(dir.toFile()).redirectOutput(dir.resolve(name + ".out").toFile())
                .redirectError(dir.resolve(name + ".err").toFile());
        pb.environment().remove("SEEDGEN_LAUNCHER"); // set by the launcher itself, never inherited here
        pb.environment().put("SEEDGEN_PASSWORD", TestServer.IT_PASSWORD);
        pb.environment().put("SEEDGEN_JAVA_OPTS", "-Duser.home=" + dir);
        Process p = pb.start();
        assertTrue(p.waitFor(5, TimeUnit.MINUTES), () -> name + " did not end\n" + Faults.output(dir, name));
        return p;
    }

    private static boolean ignoresSigint(Process p) throws Exception {
        return Faults.ignoresSigint(p);
    }

    private static String[] with(String[] base, String... extra) {
        String[] all = java.util.Arrays.copyOf(base, base.length + extra.length);
        System.arraycopy(extra, 0, all, base.length, extra.length);
        return all;
    }
}
