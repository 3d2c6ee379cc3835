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
        CliRun second = db.seedgen(dir, a, workload("--partition", "2/2")).assertExit(0);
        assertTrue(second.out().contains("every partition is done: they hold what the whole stream leaves: users "),
                second::describe);
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

    /**
     * The stream keeps the rules docs/datasets.md states, as a fresh load keeps them: in chat, a message's sender is a
     * member of its room (a membership others' messages need is never deleted) who has not left; in sns, an edit
     * neither deletes nor restores a user (deleted_at is no column an update sets), and users who left make no rows
     * and are followed by no one new. Each rule is the SQL a user would write, counted after 8 s at 300/s.
     */
    @Test
    void theStreamKeepsTheDatasetsRules() throws Exception {
        String chat = db.name("chat_rules");
        db.seedgen(dir, chat, "--dataset", "chat", "--rows", "2000", "--seed", "5").assertExit(0);
        db.seedgen(dir, chat, "workload", "--dataset", "chat", "--rows", "2000", "--seed", "5", "--rate", "300",
                "--duration", "8s").assertExit(0);
        String q = ItDatabase.table(chat, "messages");
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM " + q + " m WHERE NOT EXISTS (SELECT 1 FROM "
                + ItDatabase.table(chat, "room_members") + " rm WHERE rm.room_id = m.room_id AND rm.user_id = "
                + "m.sender_id)"), "chat: messages whose sender is not a member of the room");
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM " + q + " m JOIN " + ItDatabase.table(chat, "users")
                + " u ON u.id = m.sender_id WHERE m.sent_at > u.deleted_at"), "chat: messages sent after the sender "
                + "left");
        assertTrue(db.queryLong("SELECT COUNT(*) FROM " + q + " WHERE sent_at >= '2030-01-01'") > 50,
                "the stream sent messages");

        String sns = db.name("sns_rules");
        db.seedgen(dir, sns, "--dataset", "sns", "--rows", "2000", "--seed", "5").assertExit(0);
        String users = ItDatabase.table(sns, "users");
        long left = db.queryLong("SELECT COUNT(*) FROM " + users + " WHERE deleted_at IS NOT NULL");
        String deletedBefore = db.queryString("SELECT GROUP_CONCAT(id ORDER BY id) FROM " + users
                + " WHERE deleted_at IS NOT NULL");
        db.seedgen(dir, sns, "workload", "--dataset", "sns", "--rows", "2000", "--seed", "5", "--rate", "300",
                "--duration", "8s").assertExit(0);
        assertEquals(deletedBefore, db.queryString("SELECT GROUP_CONCAT(id ORDER BY id) FROM " + users
                + " WHERE deleted_at IS NOT NULL"), "sns: the same " + left + " users have left, none restored");
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM " + users + " WHERE deleted_at < updated_at"),
                "sns: a user's deleted_at before its updated_at");
        for (String[] made : new String[][] {{"posts", "user_id", "created_at"}, {"likes", "user_id", "created_at"},
                {"bookmarks", "user_id", "created_at"}, {"follows", "follower_id", "created_at"},
                {"follows", "followee_id", "created_at"}}) {
            assertEquals(0, db.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(sns, made[0]) + " x JOIN "
                    + users + " u ON u.id = x." + made[1] + " WHERE x." + made[2] + " > u.deleted_at"),
                    "sns: " + made[0] + " made after " + made[1] + "'s user left");
        }
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
