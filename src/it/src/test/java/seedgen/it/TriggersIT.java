package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Triggers that keep other tables' rows (issue 48, item 5), on PostgreSQL and MariaDB, with schemas of our own in
 * the forms LedgerSMB's take (schemas/triggers-pg.sql): a ledger every entry and payment writes its row into before
 * it goes in, and refers to; an audit trail written through a function; a trigger that only sets a column of the new
 * row; a guard; a trigger that writes another table with what only the application's sessions have. Filled with
 * --from-db as typed: exit 0, nothing left out, every entry and payment with its ledger row, zero orphans; the
 * triggers as they were found after the run, after a failure, and after a run killed mid-load and resumed; the same
 * rows on one thread; --triggers off as before.
 */
class TriggersIT {

    @RegisterExtension
    static final SharedPg pg = new SharedPg();

    @RegisterExtension
    static final ItDatabase maria = new ItDatabase(TriggersIT.class);

    @TempDir
    Path dir;

    private static final List<String> SAME_ROWS = List.of("ledger", "entries", "payments", "entry_lines", "seen",
            "app_users", "kinds");

    private CliRun seedgen(String db, String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of("--url", pg.server.url(db)));
        return PgTestServer.seedgenAsTestUser(dir, all.toArray(String[]::new));
    }

    /** Schema {@code schema} of {@code db}, owned by the tests' user, made by schemas/triggers-pg.sql. */
    private static void makePg(String db, String schema) throws Exception {
        String ddl = new String(TriggersIT.class.getResourceAsStream("/schemas/triggers-pg.sql").readAllBytes(),
                StandardCharsets.UTF_8);
        try (Connection c = pg.server.connect(db); Statement st = c.createStatement()) {
            st.execute("CREATE SCHEMA " + schema + " AUTHORIZATION " + PgTestServer.IT_USER);
            st.execute("SET ROLE " + PgTestServer.IT_USER);
            st.execute("SET search_path = " + schema);
            st.execute(ddl);
        }
    }

    @Test
    void onPostgresqlTheTriggersThatWriteOtherTablesFireAndEveryRowHasItsOwn() throws Exception {
        String db = pg.server.database("trg");
        for (String schema : List.of("app", "one", "off")) {
            makePg(db, schema);
        }
        String found = triggerStates(db, "app");
        pg.server.admin("GRANT SET ON PARAMETER session_replication_role TO " + PgTestServer.IT_USER);
        try {
            CliRun run = seedgen(db, "--from-db", "--schema", "app", "--rows", "400").assertExit(0);
            assertFalse(run.out().contains("left out"), run::describe);
            // every entry and payment has its ledger row, written by its trigger as it went in
            assertEquals(400, queryLong(db, "SELECT COUNT(*) FROM app.entries e JOIN app.ledger l ON l.id = e.id AND "
                    + "l.kind = 'entries' AND l.approved"));
            assertEquals(400, queryLong(db, "SELECT COUNT(*) FROM app.payments p JOIN app.ledger l ON l.id = p.id AND "
                    + "l.kind = 'payments'"));
            assertEquals(800, queryLong(db, "SELECT COUNT(*) FROM app.ledger"), "the ledger's rows are the triggers'");
            // the rows the triggers wrote are counted too (ledger.kind -> kinds.name, kinds kept with its two rows)
            assertTrue(run.out().contains("  foreign keys   5 checked after the load: no orphan row"), run::describe);
            assertEquals(400, queryLong(db, "SELECT COUNT(*) FROM app.payments p WHERE (SELECT COUNT(*) FROM "
                    + "app.audit a WHERE a.tab = 'payments' AND a.row_id = p.id) = 1"), "one audit row a payment, "
                    + "through log_row");
            assertEquals(400, queryLong(db, "SELECT COUNT(*) FROM app.entry_lines x JOIN app.entries e ON e.id = "
                    + "x.entry_id"), "a line's entry is an entry, whose ledger row its trigger wrote");
            assertTrue(run.out().contains("  from triggers  ledger: 800 rows, written by trigger entries_track of "
                    + "entries (400 of its 400 rows with theirs;"), run::describe);
            assertTrue(run.out().contains("  triggers on    payments: trigger payments_audit fires (EXECUTE FUNCTION "
                    + "app.audit_row()): it writes audit; switched to ENABLE ALWAYS for the run, put back as found "
                    + "after"), run::describe);
            // the trigger that needs the application's user: tried, refused, and its table filled as any other
            assertTrue(run.out().contains("  triggers off   entries: trigger entries_seen did not fire (EXECUTE "
                    + "FUNCTION app.mark_seen()): the server refused rows of entries with it firing, tried before the "
                    + "load (null value in column \"by_user\""), run::describe);
            assertEquals(400, queryLong(db, "SELECT COUNT(*) FROM app.seen"));
            // a setter of the new row and a guard stay off, named: their columns hold seedgen's values
            assertTrue(run.out().contains("  triggers off   entries: trigger entries_upper did not fire (EXECUTE "
                    + "FUNCTION app.upper_memo()): it writes no other table (it sets NEW.memo_upper"), run::describe);
            assertTrue(run.out().contains("  triggers off   payments: trigger payments_guard did not fire (EXECUTE "
                    + "FUNCTION app.no_large()): it writes no other table (a check of the row)"), run::describe);
            assertTrue(queryLong(db, "SELECT COUNT(*) FROM app.entries WHERE memo_upper IS DISTINCT FROM "
                    + "upper(memo)") > 0);
            // as found: every trigger's state, and no record of seedgen's left
            assertEquals(found, triggerStates(db, "app"));
            assertEquals(0, queryLong(db, "SELECT COUNT(*) FROM pg_tables WHERE tablename = 'seedgen_triggers'"));

            // the same rows on one thread (the audit's own key follows the order the rows went in)
            seedgen(db, "--from-db", "--schema", "one", "--rows", "400", "--threads", "1").assertExit(0);
            for (String t : SAME_ROWS) {
                assertEquals(rowsHash(db, "app", t), rowsHash(db, "one", t), t + " on one thread");
            }
            assertEquals(auditRows(db, "app"), auditRows(db, "one"));

            // --triggers off: the fill as before, every table seedgen's, no trigger fired
            CliRun off = seedgen(db, "--from-db", "--schema", "off", "--rows", "400", "--triggers", "off")
                    .assertExit(0);
            assertTrue(off.out().contains("  triggers off   entries: trigger entries_track did not fire (EXECUTE "
                    + "FUNCTION off.track()): --triggers off"), off::describe);
            assertEquals(400, queryLong(db, "SELECT COUNT(*) FROM off.ledger"), "the ledger's rows seedgen's");
            assertEquals(400, queryLong(db, "SELECT COUNT(*) FROM off.audit"));
            assertEquals(0, queryLong(db, "SELECT COUNT(*) FROM off.audit WHERE tab = 'payments'"), "no audit row is "
                    + "the trigger's");
            assertEquals(triggerStates(db, "app").replace("app.", ""), triggerStates(db, "off").replace("off.", ""));
        } finally {
            pg.server.admin("REVOKE SET ON PARAMETER session_replication_role FROM " + PgTestServer.IT_USER);
        }
    }

    @Test
    void onPostgresqlARunKilledMidLoadLeavesItsRecordAndTheResumePutsTheTriggersBack() throws Exception {
        String db = pg.server.database("trgkill");
        makePg(db, "clean");
        makePg(db, "killed");
        String found = triggerStates(db, "killed");
        String[] fill = {"--from-db", "--rows", "30000", "--batch", "200", "--method", "insert"};
        pg.server.admin("GRANT SET ON PARAMETER session_replication_role TO " + PgTestServer.IT_USER);
        try {
            List<String> clean = new ArrayList<>(List.of(fill));
            clean.addAll(List.of("--schema", "clean"));
            seedgen(db, clean.toArray(String[]::new)).assertExit(0);
            Process p = start(db, "killed", fill);
            long seen = 0;
            long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
            while (seen < 2_000 && p.isAlive() && System.nanoTime() < deadline) {
                Thread.sleep(20);
                seen = queryLong(db, "SELECT COUNT(*) FROM killed.entries");
            }
            String early = p.isAlive() ? "" : Files.readString(dir.resolve("killed.out"));
            assertTrue(p.isAlive(), () -> "the run ended before it could be killed: " + early);
            p.destroyForcibly().waitFor();
            assertTrue(queryLong(db, "SELECT COUNT(*) FROM killed.entries") < 30_000, "killed mid-load");
            // what a kill leaves: the triggers switched on, and the record of how they were found
            assertEquals("entries_track=O,payments_audit=O,payments_track=O", queryString(db, "SELECT "
                    + "string_agg(trigger_name || '=' || enabled::text, ',' ORDER BY trigger_name) FROM "
                    + "killed.seedgen_triggers"));
            assertEquals("A", queryString(db, "SELECT tgenabled FROM pg_trigger WHERE tgname = 'entries_track' AND "
                    + "tgrelid = 'killed.entries'::regclass"));
            List<String> resume = new ArrayList<>(List.of(fill));
            resume.addAll(List.of("--schema", "killed", "--resume", "--threads", "3"));
            CliRun resumed = seedgen(db, resume.toArray(String[]::new)).assertExit(0);
            assertTrue(resumed.err().contains("seedgen: trigger entries_track of entries put back as it was found "
                    + "(ENABLE), where a run killed while it was switched on left it"), resumed::describe);
            assertTrue(resumed.out().contains("no orphan row"), resumed::describe);
        } finally {
            pg.server.admin("REVOKE SET ON PARAMETER session_replication_role FROM " + PgTestServer.IT_USER);
        }
        assertEquals(found, triggerStates(db, "killed"), "every trigger as it was found");
        assertEquals(0, queryLong(db, "SELECT COUNT(*) FROM pg_tables WHERE tablename = 'seedgen_triggers'"));
        assertEquals(30_000, queryLong(db, "SELECT COUNT(*) FROM killed.entries e JOIN killed.ledger l ON l.id = "
                + "e.id AND l.kind = 'entries'"), "every entry with its ledger row, before the kill and after");
        for (String t : SAME_ROWS) {
            assertEquals(rowsHash(db, "clean", t), rowsHash(db, "killed", t), t + " after the resume");
        }
        assertEquals(auditRows(db, "clean"), auditRows(db, "killed"));
    }

    @Test
    void onPostgresqlAUserWhoMayNotSwitchTheTriggersIsToldBeforeAnythingIsWrittenAndATriggerThatFailsIsPutBack()
            throws Exception {
        String db = pg.server.database("trgowner");
        // the tables the administrator's: the tests' user may fill them, not alter them
        String ddl = new String(TriggersIT.class.getResourceAsStream("/schemas/triggers-pg.sql").readAllBytes(),
                StandardCharsets.UTF_8);
        try (Connection c = pg.server.connect(db); Statement st = c.createStatement()) {
            st.execute("CREATE SCHEMA app");
            st.execute("SET search_path = app");
            st.execute(ddl);
            st.execute("GRANT USAGE, CREATE ON SCHEMA app TO " + PgTestServer.IT_USER);
            st.execute("GRANT SELECT, INSERT, UPDATE, DELETE, TRUNCATE ON ALL TABLES IN SCHEMA app TO "
                    + PgTestServer.IT_USER);
            st.execute("GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA app TO " + PgTestServer.IT_USER);
        }
        String found = triggerStates(db, "app");
        pg.server.admin("GRANT SET ON PARAMETER session_replication_role TO " + PgTestServer.IT_USER);
        try {
            CliRun refused = seedgen(db, "--from-db", "--schema", "app", "--rows", "100").assertRefused(3);
            assertTrue(refused.err().contains("by ALTER TABLE ... ENABLE ALWAYS TRIGGER for the run, and user '"
                    + PgTestServer.IT_USER + "' may not") && refused.err().contains("add --triggers off"),
                    refused::describe);
            assertEquals(0, queryLong(db, "SELECT COUNT(*) FROM app.entries") + queryLong(db, "SELECT COUNT(*) FROM "
                    + "app.app_users"), "nothing written");
            assertEquals(found, triggerStates(db, "app"));
            seedgen(db, "--from-db", "--schema", "app", "--rows", "100", "--triggers", "off").assertExit(0);
        } finally {
            pg.server.admin("REVOKE SET ON PARAMETER session_replication_role FROM " + PgTestServer.IT_USER);
        }
        assertEquals(found, triggerStates(db, "app"));
    }

    /** Every trigger of {@code schema}'s tables and its state: table.trigger=O|A|R|D. */
    private static String triggerStates(String db, String schema) throws Exception {
        return queryString(db, "SELECT string_agg(c.relname || '.' || t.tgname || '=' || t.tgenabled::text, ',' ORDER BY "
                + "c.relname, t.tgname) FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE "
                + "c.relnamespace = '" + schema + "'::regnamespace AND NOT t.tgisinternal");
    }

    /** The audit's rows but its key, which follows the order the rows went in on several threads. */
    private static String auditRows(String db, String schema) throws Exception {
        return queryString(db, "SELECT COUNT(*) || ':' || md5(string_agg(tab || row_id, '|' ORDER BY tab, row_id)) "
                + "FROM " + schema + ".audit");
    }

    private Process start(String db, String schema, String... args) throws java.io.IOException {
        List<String> command = new ArrayList<>(List.of(Path.of("cli/seedgen").toAbsolutePath().toString()));
        command.addAll(List.of(args));
        command.addAll(List.of("--progress", "none", "--url", pg.server.url(db), "--schema", schema, "--user",
                PgTestServer.IT_USER));
        ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(dir.resolve("killed.out").toFile());
        pb.environment().put("SEEDGEN_PASSWORD", PgTestServer.IT_PASSWORD);
        pb.environment().put("SEEDGEN_JAVA_OPTS", "-Duser.home=" + dir);
        pb.environment().remove("SEEDGEN_LAUNCHER");
        return pb.start();
    }

    private static String rowsHash(String db, String schema, String table) throws Exception {
        return queryString(db, "SELECT COUNT(*) || ':' || COALESCE(md5(string_agg(t::text, '|' ORDER BY t::text)), "
                + "'') FROM " + schema + "." + table + " t");
    }

    private static long queryLong(String db, String sql) throws Exception {
        return Long.parseLong(queryString(db, sql));
    }

    private static String queryString(String db, String sql) throws Exception {
        try (Connection c = pg.server.connect(db)) {
            return Sql.text(c, sql);
        }
    }

    // ---- MariaDB: every trigger fires as the rows arrive, by INSERT and by LOAD DATA ----

    /** The same schema in MariaDB's words: each trigger one statement, the audit through a procedure. */
    private static void makeMaria(String database) throws Exception {
        String t = Sql.quote(database);
        maria.execute("CREATE DATABASE " + t,
                "CREATE TABLE " + t + ".ledger (id INT PRIMARY KEY, kind VARCHAR(20) NOT NULL, approved TINYINT(1))",
                "CREATE TABLE " + t + ".entries (id INT PRIMARY KEY, memo VARCHAR(200), memo_upper VARCHAR(200), "
                        + "amount DECIMAL(8,2) NOT NULL, FOREIGN KEY (id) REFERENCES ledger (id))",
                "CREATE TABLE " + t + ".payments (id INT PRIMARY KEY, amount DECIMAL(8,2) NOT NULL, FOREIGN KEY (id) "
                        + "REFERENCES ledger (id))",
                "CREATE TABLE " + t + ".entry_lines (id INT AUTO_INCREMENT PRIMARY KEY, entry_id INT NOT NULL, note "
                        + "VARCHAR(100), FOREIGN KEY (entry_id) REFERENCES ledger (id))",
                "CREATE TABLE " + t + ".audit (n BIGINT AUTO_INCREMENT PRIMARY KEY, tab VARCHAR(64) NOT NULL, row_id "
                        + "INT NOT NULL)",
                "CREATE PROCEDURE " + t + ".log_row(t VARCHAR(64), i INT) INSERT INTO audit (tab, row_id) VALUES "
                        + "(t, i)",
                "CREATE TRIGGER " + t + ".entries_track BEFORE INSERT ON " + t + ".entries FOR EACH ROW INSERT INTO "
                        + "ledger (id, kind, approved) VALUES (NEW.id, 'entries', 1)",
                "CREATE TRIGGER " + t + ".payments_track BEFORE INSERT ON " + t + ".payments FOR EACH ROW INSERT "
                        + "INTO ledger (id, kind, approved) VALUES (NEW.id, 'payments', 1)",
                "CREATE TRIGGER " + t + ".payments_audit AFTER INSERT ON " + t + ".payments FOR EACH ROW CALL "
                        + "log_row('payments', NEW.id)",
                "CREATE TRIGGER " + t + ".entries_upper BEFORE INSERT ON " + t + ".entries FOR EACH ROW SET "
                        + "NEW.memo_upper = UPPER(NEW.memo)");
    }

    @Test
    void onMariaDbEveryTriggerFiresByInsertAndByLoadDataAndTheTablesTheyWriteAreTheirs() throws Exception {
        String byInsert = maria.name("ins");
        String byLoad = maria.name("load");
        String one = maria.name("one");
        for (String d : List.of(byInsert, byLoad, one)) {
            makeMaria(d);
        }
        CliRun run = maria.seedgen(dir, byInsert, "--from-db", "--rows", "300").assertExit(0);
        assertFalse(run.out().contains("left out"), run::describe);
        assertTrue(run.out().contains("no orphan row"), run::describe);
        assertTrue(run.out().contains("  from triggers  ledger: 600 rows, written by trigger entries_track of entries "
                + "(300 of its 300 rows with theirs;"), run::describe);
        assertTrue(run.out().contains("  triggers on    entries: trigger entries_upper fires (BEFORE INSERT): it fires "
                + "in the fill's sessions as it is"), run::describe);
        CliRun load = maria.seedgen(dir, byLoad, "--from-db", "--rows", "300", "--method", "load-data")
                .assertExit(0);
        assertTrue(load.out().contains("method         load-data"), load::describe);
        // MySQL and MariaDB fire every trigger whatever is asked: said, and the same rows
        CliRun off = maria.seedgen(dir, one, "--from-db", "--rows", "300", "--threads", "1", "--triggers", "off")
                .assertExit(0);
        assertTrue(off.out().contains("(--triggers off does not hold it off)"), off::describe);
        for (String d : List.of(byInsert, byLoad, one)) {
            assertEquals(300, maria.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(d, "entries") + " e JOIN "
                    + ItDatabase.table(d, "ledger") + " l ON l.id = e.id AND l.kind = 'entries'"), d);
            assertEquals(300, maria.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(d, "payments") + " p JOIN "
                    + ItDatabase.table(d, "ledger") + " l ON l.id = p.id AND l.kind = 'payments'"), d);
            assertEquals(600, maria.count(d, "ledger"), d);
            assertEquals(300, maria.queryLong("SELECT COUNT(DISTINCT row_id) FROM " + ItDatabase.table(d, "audit")
                    + " WHERE tab = 'payments'"), d + ": the procedure the trigger calls wrote the audit");
            assertEquals(0, maria.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(d, "entry_lines") + " x LEFT "
                    + "JOIN " + ItDatabase.table(d, "entries") + " e ON e.id = x.entry_id WHERE e.id IS NULL"), d);
            // the setter of the new row fires here: its column holds the trigger's value
            assertEquals(0, maria.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(d, "entries") + " WHERE NOT "
                    + "(memo_upper <=> UPPER(memo))"), d);
        }
        for (String t : List.of("ledger", "entries", "payments", "entry_lines")) {
            assertEquals(maria.checksum(byInsert, t), maria.checksum(byLoad, t), t + " by LOAD DATA");
            assertEquals(maria.checksum(byInsert, t), maria.checksum(one, t), t + " on one thread");
        }
        Map<String, String> audits = new java.util.LinkedHashMap<>();
        for (String d : List.of(byInsert, byLoad, one)) {
            audits.put(d, maria.queryString("SELECT CONCAT(COUNT(*), ':', MD5(GROUP_CONCAT(CONCAT(tab, row_id) ORDER "
                    + "BY tab, row_id SEPARATOR '|'))) FROM " + ItDatabase.table(d, "audit")));
        }
        assertEquals(1, new java.util.HashSet<>(audits.values()).size(), audits::toString);
    }
}
