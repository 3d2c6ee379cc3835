package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import seedgen.run.Protocol;

/**
 * Datasets into a real PostgreSQL (embedded from Maven Central, or SEEDGEN_TEST_PG_URL's): the same rows whatever
 * the threads, batch and method (compared by an ordered hash of every row), every key and foreign key in place and
 * holding, an exact resume after kill -9, the run lock, no session left, and one-line refusals with nothing written.
 */
class PostgresIT {

    @RegisterExtension
    static final Server pg = new Server();

    @TempDir
    Path dir;

    private static final List<String> SNS = List.of("users", "posts", "likes", "bookmarks", "follows");
    private static final java.util.regex.Pattern PSQL_COPY = java.util.regex.Pattern.compile(
            "^\\\\copy (.*) FROM '([^']+)' (WITH .*)$");

    /** Starts (or finds) the shared PostgreSQL before the first test. */
    static final class Server implements BeforeAllCallback {
        private PgTestServer server;

        @Override
        public void beforeAll(ExtensionContext context) {
            server = PgTestServer.shared(context);
        }
    }

    private CliRun seedgen(String database, String... args) {
        return seedgenAs(PgTestServer.IT_USER, PgTestServer.IT_PASSWORD, database, args);
    }

    private CliRun seedgenAs(String user, String password, String database, String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of("--url", pg.server.url(database), "--user", user));
        Map<String, String> vars = new LinkedHashMap<>();
        vars.put("SEEDGEN_PASSWORD", password);
        return CliRun.of(vars, dir, all.toArray(String[]::new));
    }

    @Test
    void snsIsTheSameRowsWhateverThreadsBatchAndMethodAndEveryKeyHolds() throws Exception {
        String db = pg.server.database("sns");
        CliRun copy = seedgen(db, "--schema", "by_copy", "--dataset", "sns", "--rows", "3000", "--method", "copy",
                "--threads", "1").assertExit(0);
        assertTrue(copy.out().contains("method         copy"), copy::describe);
        assertTrue(copy.out().contains("7 checked after the load: no orphan row"), copy::describe);
        seedgen(db, "--schema", "by_insert", "--dataset", "sns", "--rows", "3000", "--method", "insert",
                "--threads", "3", "--batch", "37").assertExit(0);
        CliRun auto = seedgen(db, "--schema", "by_auto", "--dataset", "sns", "--rows", "3000", "--method", "auto",
                "--threads", "2", "--batch", "1000").assertExit(0);
        assertTrue(auto.out().contains("method         copy"), auto::describe);
        for (String t : SNS) {
            String expected = rowsHash(db, "by_copy", t);
            assertEquals(expected, rowsHash(db, "by_insert", t), t + " by insert");
            assertEquals(expected, rowsHash(db, "by_auto", t), t + " by auto");
        }
        assertEquals(3000, queryLong(db, "SELECT COUNT(DISTINCT email) FROM by_insert.users"));
        // every key in the catalog: 5 primary keys, 2 unique keys, 7 foreign keys, validated
        assertEquals(7, queryLong(db, "SELECT COUNT(*) FROM pg_constraint c JOIN pg_namespace n ON n.oid = "
                + "c.connamespace WHERE n.nspname = 'by_insert' AND c.contype = 'f' AND c.convalidated"));
        assertEquals(2, queryLong(db, "SELECT COUNT(*) FROM pg_constraint c JOIN pg_namespace n ON n.oid = "
                + "c.connamespace WHERE n.nspname = 'by_insert' AND c.contype = 'u'"));
        assertEquals(0, queryLong(db, "SELECT COUNT(*) FROM by_copy.likes l LEFT JOIN by_copy.posts p ON p.id = "
                + "l.post_id WHERE p.id IS NULL"));
        assertEquals(0, queryLong(db, "SELECT COUNT(*) FROM information_schema.tables WHERE table_name = "
                + "'seedgen_dataset_runs'"), "the run record is gone");
        assertEquals(0, pg.server.sessionsOf(PgTestServer.IT_USER), "no session left");

        CliRun again = seedgen(db, "--schema", "by_copy", "--dataset", "sns", "--rows", "10").assertRefused(2);
        assertTrue(again.err().contains("schema by_copy already has table(s)"), again::describe);
        seedgen(db, "--schema", "by_copy", "--dataset", "sns", "--rows", "3000", "--truncate", "--method", "insert",
                "--threads", "2").assertExit(0);
        for (String t : SNS) {
            assertEquals(rowsHash(db, "by_insert", t), rowsHash(db, "by_copy", t), t + " after --truncate");
        }
    }

    @Test
    void chatLoadsWithEachKindOfMessageKeyAndSendersAreMembersOfTheirRoom() throws Exception {
        String db = pg.server.database("chat");
        for (String key : List.of("sequence", "uuid4", "uuid7")) {
            CliRun run = seedgen(db, "--schema", "chat_" + key, "--dataset", "chat", "--param", "message_key=" + key,
                    "--rows", "500", "--threads", "2").assertExit(0);
            assertTrue(run.out().contains("no orphan row"), run::describe);
            assertEquals(0, queryLong(db, "SELECT COUNT(*) FROM chat_" + key + ".messages m LEFT JOIN chat_" + key
                    + ".room_members r ON r.room_id = m.room_id AND r.user_id = m.sender_id WHERE r.user_id IS NULL"),
                    key + ": every sender is a member of the room");
            assertTrue(queryLong(db, "SELECT COUNT(*) FROM chat_" + key + ".messages") > 1000, key);
        }
        // the same messages by INSERT, and the same users and rooms whatever the key kind
        seedgen(db, "--schema", "chat_uuid7_insert", "--dataset", "chat", "--param", "message_key=uuid7", "--rows",
                "500", "--method", "insert", "--batch", "29", "--threads", "3").assertExit(0);
        for (String t : List.of("users", "rooms", "room_members", "messages")) {
            assertEquals(rowsHash(db, "chat_uuid7", t), rowsHash(db, "chat_uuid7_insert", t), t);
        }
        assertEquals(rowsHash(db, "chat_sequence", "room_members"), rowsHash(db, "chat_uuid4", "room_members"));
    }

    /** The plain command's users table: the same rows as on MySQL's path, one table with its unique keys. */
    @Test
    void usersTableLoadsWithItsUniqueKeysAndAppendAddsToIt() throws Exception {
        String db = pg.server.database("users");
        seedgen(db, "--schema", "a", "--rows", "4000", "--threads", "3", "--batch", "333").assertExit(0);
        seedgen(db, "--schema", "b", "--rows", "1500", "--method", "copy").assertExit(0);
        CliRun more = seedgen(db, "--schema", "b", "--rows", "2500", "--append", "--method", "insert")
                .assertExit(0);
        assertTrue(more.out().contains("added to 1,500 (--append)"), more::describe);
        assertEquals(rowsHash(db, "a", "users"), rowsHash(db, "b", "users"));
        assertEquals(4000, queryLong(db, "SELECT COUNT(DISTINCT username) FROM a.users"));
        for (long id : new long[] {1, 2222, 4000}) {
            Object[] row = seedgen.spec.UsersSpec.create(1, "unused").row(id);
            assertEquals(row[1] + " " + row[2], queryString(db, "SELECT username || ' ' || email FROM a.users WHERE "
                    + "id = " + id), "row " + id + " as the users table makes it on any server");
        }
    }

    @Test
    void killedDuringTheThirdTableAndResumedEveryTableEqualsACleanRun() throws Exception {
        String db = pg.server.database("killed");
        seedgen(db, "--schema", "clean", "--dataset", "sns", "--rows", "20000").assertExit(0);
        Process p = start(db, "killed", "--dataset", "sns", "--rows", "20000", "--batch", "500", "--threads", "2",
                "--method", "insert");
        long seen = 0;
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
        while (seen < 20_000 && p.isAlive() && System.nanoTime() < deadline) {
            Thread.sleep(20);
            seen = tableExists(db, "killed", "likes") ? queryLong(db, "SELECT COUNT(*) FROM killed.likes") : 0;
        }
        String early = p.isAlive() ? "" : Files.readString(dir.resolve("killed.out"));
        assertTrue(p.isAlive(), () -> "the run ended before it could be killed: " + early);
        p.destroyForcibly().waitFor();
        assertEquals(0, queryLong(db, "SELECT COUNT(*) FROM killed.follows"), "killed before follows");

        CliRun refused = seedgen(db, "--schema", "killed", "--dataset", "sns", "--rows", "20000").assertRefused(2);
        assertTrue(refused.err().contains("finish it with --resume"), refused::describe);
        CliRun resumed = seedgen(db, "--schema", "killed", "--dataset", "sns", "--rows", "20000", "--resume",
                "--method", "copy", "--threads", "3").assertExit(0);
        assertTrue(resumed.err().contains("batches looked up by key"), resumed::describe);
        for (String t : SNS) {
            assertEquals(rowsHash(db, "clean", t), rowsHash(db, "killed", t), t + " after the resume");
        }
        assertFalse(tableExists(db, "killed", "seedgen_dataset_runs"), "the run record is gone");
        waitForNoSession();
    }

    /**
     * Killed while the keys are built after the rows (a reader of likes holds its lock, so ADD PRIMARY KEY there
     * waits, and the process is killed then): the resume finds every row in, builds what is missing, validates every
     * foreign key (one added NOT VALID by the killed run among them), and the schema ends as a clean run's.
     */
    @Test
    void killedWhileTheKeysAreBuiltTheResumeBuildsAndValidatesTheRest() throws Exception {
        String db = pg.server.database("keys");
        seedgen(db, "--schema", "clean", "--dataset", "sns", "--rows", "3000").assertExit(0);
        Process p = start(db, "killed", "--dataset", "sns", "--rows", "3000", "--threads", "2");
        try (Connection reader = pg.server.connect(db)) {
            try {
                long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
                while (!(tableExists(db, "killed", "likes")
                        && queryLong(db, "SELECT COUNT(*) FROM killed.likes") > 0)) {
                    assertTrue(p.isAlive() && System.nanoTime() < deadline, () -> output("killed.out"));
                    Thread.sleep(20);
                }
                reader.setAutoCommit(false);
                try (Statement st = reader.createStatement()) {
                    st.executeQuery("SELECT COUNT(*) FROM killed.likes").close(); // holds ACCESS SHARE until rollback
                }
                while (queryLong(db, "SELECT COUNT(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND "
                        + "query LIKE 'ALTER TABLE \"killed\".\"likes\"%'") == 0) {
                    assertTrue(p.isAlive() && System.nanoTime() < deadline, () -> output("killed.out"));
                    Thread.sleep(20);
                }
            } finally {
                p.destroyForcibly().waitFor();
                if (!reader.getAutoCommit()) { // else a wait above failed first: its message, not rollback's, is the news
                    reader.rollback();
                }
            }
        }
        assertTrue(output("killed.out").contains("building its keys"), () -> output("killed.out"));
        waitForNoSession();
        CliRun resumed = seedgen(db, "--schema", "killed", "--dataset", "sns", "--rows", "3000", "--resume")
                .assertExit(0);
        assertTrue(resumed.err().contains("resuming the interrupted run: all "), resumed::describe);
        assertTrue(resumed.out().contains("7 checked after the load: no orphan row"), resumed::describe);
        for (String t : SNS) {
            assertEquals(rowsHash(db, "clean", t), rowsHash(db, "killed", t), t + " after the resume");
        }
        assertEquals(keys(db, "clean"), keys(db, "killed"), "the same keys, every foreign key validated");
        assertFalse(tableExists(db, "killed", "seedgen_dataset_runs"), "the run record is gone");
        waitForNoSession();
    }

    /** Every constraint and index of {@code schema}: its table, name, definition and whether it is validated. */
    private static String keys(String db, String schema) throws Exception {
        return queryString(db, "SELECT string_agg(x, E'\\n' ORDER BY x) FROM (SELECT c.relname || ' ' || k.conname "
                + "|| ' ' || replace(pg_get_constraintdef(k.oid), '" + schema + ".', '') || ' valid=' "
                + "|| k.convalidated AS x FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid "
                + "WHERE k.connamespace = '" + schema + "'::regnamespace UNION ALL "
                + "SELECT replace(pg_get_indexdef(i.indexrelid), '" + schema + ".', '') FROM pg_index i "
                + "JOIN pg_class c ON c.oid = i.indrelid WHERE c.relnamespace = '" + schema + "'::regnamespace) s");
    }

    private String output(String file) {
        try {
            return Files.readString(dir.resolve(file));
        } catch (java.io.IOException e) {
            return "(no output: " + e + ")";
        }
    }

    /**
     * A session of the load ended by the server mid-batch (pg_terminate_backend, as a restart or an administrator
     * would): the batch is retried on a new connection and the tables end the same, with no stack trace printed.
     */
    @Test
    void aLoadSessionEndedByTheServerIsRetriedAndTheRowsAreTheSame() throws Exception {
        String db = pg.server.database("terminated");
        seedgen(db, "--schema", "clean", "--dataset", "sns", "--rows", "8000").assertExit(0);
        Process p = start(db, "cut", "--dataset", "sns", "--rows", "8000", "--method", "insert", "--batch", "100",
                "--threads", "2");
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
        long ended = 0;
        while (ended < 2 && p.isAlive() && System.nanoTime() < deadline) {
            Thread.sleep(20);
            if (tableExists(db, "cut", "likes") && queryLong(db, "SELECT COUNT(*) FROM cut.likes") > 0) {
                ended += queryLong(db, "SELECT COUNT(*) FROM (SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                        + "WHERE datname = '" + db + "' AND usename = '" + PgTestServer.IT_USER + "' AND state "
                        + "<> 'idle' AND pid <> pg_backend_pid() LIMIT 1) t");
            }
        }
        assertTrue(ended > 0, "a session of the load was ended");
        assertTrue(p.waitFor(2, TimeUnit.MINUTES), "the load ends");
        String out = Files.readString(dir.resolve("killed.out"));
        assertEquals(0, p.exitValue(), out);
        assertFalse(out.contains("\tat "), out);
        for (String t : SNS) {
            assertEquals(rowsHash(db, "clean", t), rowsHash(db, "cut", t), t + " after the retries");
        }
        waitForNoSession();
    }

    @Test
    void aSecondRunIntoTheSameSchemaIsRefusedWhileTheFirstHoldsTheLock() throws Exception {
        String db = pg.server.database("lock");
        Process p = start(db, "locked", "--dataset", "sns", "--rows", "200000", "--method", "insert", "--batch", "50",
                "--threads", "1");
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
        while (!tableExists(db, "locked", "users") && p.isAlive() && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        try {
            assertTrue(p.isAlive(), "the first run is loading");
            CliRun second = seedgen(db, "--schema", "locked", "--dataset", "sns", "--rows", "10", "--truncate")
                    .assertRefused(3);
            assertTrue(second.err().contains("another seedgen run is loading schema locked"), second::describe);
            assertTrue(second.err().contains("server process "), second::describe);
        } finally {
            p.destroyForcibly().waitFor();
        }
        waitForNoSession();
    }

    /** The faster-path probe on PostgreSQL: COPY into a temporary copy of the largest table, which is gone after. */
    @Test
    void theFasterPathProbeMeasuresCopyAndLeavesNoTable() throws Exception {
        String db = pg.server.database("probe");
        seedgen.connect.Target target = new seedgen.connect.Target(seedgen.connect.Target.Kind.SERVER,
                pg.server.host(), pg.server.port(), PgTestServer.IT_USER, seedgen.connect.Secret.of(
                        PgTestServer.IT_PASSWORD), "test", db, Map.of(), seedgen.run.Protocol.POSTGRESQL,
                "public");
        seedgen.model.Dataset users = new seedgen.spec.UsersTable("users", "password", 4).dataset(1, 300_000);
        seedgen.load.FasterPath.Advice advice = seedgen.load.FasterPath.probe(target, users, 60, true);
        assertEquals(5_000, advice.probeRows(), "1% of the rows, at least 5,000");
        assertEquals("copy", advice.option());
        assertTrue(advice.loadDataRate() > 1_000 && advice.deferRate() > 1_000, advice.toString());
        assertTrue(advice.lines().isEmpty() || advice.lines().get(0).contains("--method copy"), advice::toString);
        assertEquals(0, queryLong(db, "SELECT COUNT(*) FROM pg_class WHERE relname LIKE 'seedgen_probe%'"),
                "the temporary tables are gone");
        waitForNoSession();
    }

    @Test
    void badTargetsAreOneLineWithTheirExitCodeAndNothingIsWritten() throws Exception {
        CliRun closed = CliRun.of(Map.of(), dir, "--url", "jdbc:postgresql://127.0.0.1:1/x", "--user", "u",
                "--dataset", "sns", "--rows", "5").assertRefused(3);
        assertTrue(closed.err().contains("cannot reach the PostgreSQL server at 127.0.0.1:1"), closed::describe);

        String db = pg.server.database("bad");
        if (pg.server.embedded()) { // its pg_hba.conf asks for a password; a server of the user's may trust
            CliRun wrong = seedgenAs(PgTestServer.IT_USER, "not-the-password", db, "--dataset", "sns", "--rows", "5")
                    .assertRefused(3);
            assertTrue(wrong.err().contains("refused user '" + PgTestServer.IT_USER + "'"), wrong::describe);
            assertFalse(wrong.err().contains("not-the-password"), wrong::describe);
        }
        String missing = pg.server.newName("missing");
        CliRun noDb = seedgen(missing, "--dataset", "sns", "--rows", "5").assertRefused(3);
        assertTrue(noDb.err().contains("may not create it"), noDb::describe);

        pg.server.admin("REVOKE CREATE ON DATABASE " + db + " FROM PUBLIC", "REVOKE CREATE ON DATABASE " + db
                + " FROM " + PgTestServer.IT_USER);
        pg.server.admin("ALTER DATABASE " + db + " OWNER TO postgres");
        CliRun noPrivilege = seedgen(db, "--schema", "denied", "--dataset", "sns", "--rows", "5").assertRefused(3);
        assertTrue(noPrivilege.err().contains("lacks a privilege seedgen needs"), noPrivilege::describe);
        assertFalse(schemaExists(db, "denied"), "nothing written");

        String other = pg.server.database("other");
        try (Connection c = pg.server.connect(other); Statement st = c.createStatement()) {
            st.execute("SET ROLE " + PgTestServer.IT_USER);
            st.execute("CREATE TABLE public.users (id bigint PRIMARY KEY, nick text NOT NULL)");
            st.execute("INSERT INTO public.users VALUES (1, 'theirs')");
        }
        CliRun layout = seedgen(other, "--dataset", "sns", "--rows", "5", "--truncate").assertRefused(3);
        assertTrue(layout.err().contains("users has no column username"), layout::describe);
        assertTrue(layout.err().contains("users.nick is NOT NULL without a default"), layout::describe);
        assertEquals("theirs", queryString(other, "SELECT nick FROM public.users"), "nothing emptied");
        assertFalse(tableExists(other, "public", "posts"), "nothing created");

        CliRun loadData = seedgen(db, "--dataset", "sns", "--rows", "5", "--method", "load-data").assertRefused(2);
        assertTrue(loadData.err().contains("use --method copy"), loadData::describe);
        waitForNoSession();
    }

    /**
     * An application's schema (pg-shop.sql: serial and identity keys, a domain, an enum type, CHECKs, a nullable
     * self-reference, a two-column foreign key, a link table, a partial unique index): its spec read from the catalog,
     * filled by COPY and by INSERT to the same rows, every foreign key holding, each sequence moved past the keys
     * written. Without the right to defer foreign keys (session_replication_role) the fill is refused, nothing
     * written.
     */
    @Test
    void fromDbFillsAnApplicationsSchemaAndItsSequencesGoOnAfterTheRows() throws Exception {
        String db = pg.server.database("fromdb");
        makeApp(db, "pg-shop.sql");
        CliRun spec = seedgen(db, "spec", "--from-db", "--schema", "app", "--rows", "500").assertExit(0);
        for (String t : List.of("customers:", "products:", "orders:", "order_items:", "shipments:")) {
            assertTrue(spec.out().contains("\n  " + t + "\n"), () -> t + "\n" + spec.describe());
        }
        assertTrue(spec.out().contains("carrier: {gen: choice, values: [\"ups\", \"dhl\", \"post\"]"), spec::describe);
        // the email_address domain's CHECK (VALUE LIKE '%@%') is read as the column's, and kept by its template
        assertFalse(spec.out().contains("is not followed"), spec::describe);
        assertTrue(spec.out().contains("customer_id: {gen: ref, table: orders, column: customer_id, with: order_id}"),
                spec::describe);

        CliRun refused = seedgen(db, "--from-db", "--schema", "app", "--rows", "500").assertRefused(3);
        assertTrue(refused.err().contains("GRANT SET ON PARAMETER session_replication_role TO "
                + PgTestServer.IT_USER), refused::describe);
        assertEquals(0, queryLong(db, "SELECT COUNT(*) FROM app.customers"), "nothing written");

        pg.server.admin("GRANT SET ON PARAMETER session_replication_role TO " + PgTestServer.IT_USER);
        try {
            CliRun copy = seedgen(db, "--from-db", "--schema", "app", "--rows", "2000", "--method", "copy",
                    "--threads", "3").assertExit(0);
            assertTrue(copy.out().contains("5 checked after the load: no orphan row"), copy::describe);
            // the dataset is named as on MySQL, after the database (database.schema, the schema not being public)
            assertTrue(copy.out().startsWith("seedgen: done: ") && copy.out().contains(" rows of dataset " + db
                    + ".app written in "), copy::describe);
            List<String> tables = List.of("customers", "products", "orders", "order_items", "shipments");
            Map<String, String> byCopy = new LinkedHashMap<>();
            for (String t : tables) {
                byCopy.put(t, rowsHash(db, "app", t));
            }
            assertEquals(0, queryLong(db, "SELECT COUNT(*) FROM app.shipments s LEFT JOIN app.orders o ON o.id = "
                    + "s.order_id AND o.customer_id = s.customer_id WHERE o.id IS NULL"), "the two-column key holds");
            assertTrue(queryLong(db, "SELECT COUNT(*) FROM app.customers WHERE referred_by IS NOT NULL") > 0);
            assertEquals(2001, queryLong(db, "SELECT nextval('app.customers_id_seq')"), "serial moved on");
            assertEquals(2001, queryLong(db, "SELECT nextval(pg_get_serial_sequence('app.products', 'id'))"),
                    "identity moved on");
            assertEquals(4, queryLong(db, "SELECT COUNT(DISTINCT status) FROM app.orders"));

            seedgen(db, "--from-db", "--schema", "app", "--rows", "2000", "--truncate", "--method", "insert",
                    "--threads", "1", "--batch", "77").assertExit(0);
            for (String t : tables) {
                assertEquals(byCopy.get(t), rowsHash(db, "app", t), t + ": the same rows by INSERT");
            }
        } finally {
            pg.server.admin("REVOKE SET ON PARAMETER session_replication_role FROM " + PgTestServer.IT_USER);
        }
        waitForNoSession();
    }

    /**
     * A table with a column of each of PostgreSQL's own types (pg-types.sql) is filled by --from-db, by COPY and by
     * INSERT to the same rows: every value one the server accepted for its type, arrays of 0 to 3 elements, every
     * range's lower bound below its upper, the search vector the words of its row's text, the GENERATED ALWAYS
     * identity key written by seedgen and its sequence moved past it, the generated column the server's.
     */
    @Test
    void fromDbFillsEveryColumnTypeOfPostgresql() throws Exception {
        String db = pg.server.database("types");
        try (Connection c = pg.server.connect(db); Statement st = c.createStatement()) {
            st.execute("CREATE EXTENSION hstore");
            st.execute("CREATE EXTENSION ltree");
            st.execute("CREATE SCHEMA app AUTHORIZATION " + PgTestServer.IT_USER);
            st.execute("SET ROLE " + PgTestServer.IT_USER);
            st.execute("SET search_path = app, public");
            st.execute(Files.readString(Path.of("src/it/src/test/resources/schemas/pg-types.sql")));
        }
        CliRun spec = seedgen(db, "spec", "--from-db", "--schema", "app", "--rows", "300").assertExit(0);
        assertTrue(spec.out().contains("moods: {gen: array, of: {gen: choice, values: [\"sad\", \"ok\", "
                + "\"happy\"]}"), spec::describe);
        assertTrue(spec.out().contains("search_vector: {gen: tsvector, from: [title, body]"), spec::describe);
        assertTrue(spec.out().contains("# title_upper: generated by the server"), spec::describe);
        pg.server.admin("GRANT SET ON PARAMETER session_replication_role TO " + PgTestServer.IT_USER);
        try {
            seedgen(db, "--from-db", "--schema", "app", "--rows", "300", "--method", "copy").assertExit(0);
            String byCopy = rowsHash(db, "app", "everything");
            assertEquals(300, queryLong(db, "SELECT COUNT(*) FROM app.everything"));
            assertEquals(300, queryLong(db, "SELECT COUNT(*) FROM app.everything WHERE cardinality(tags) <= 3 "
                    + "AND cardinality(codes) <= 3 AND lower(seats) < upper(seats) AND lower(stay) < upper(stay) "
                    + "AND lower(slot_tz) < upper(slot_tz) AND NOT isempty(prices) AND NOT isempty(seat_sets) "
                    + "AND title_upper = upper(title) AND length(flags) = 8 AND length(mask) BETWEEN 1 AND 20 "
                    + "AND xml_is_well_formed_document(doc::text) AND nlevel(category) BETWEEN 1 AND 4 "
                    + "AND radius(zone) > 0 AND array_length(akeys(attrs), 1) BETWEEN 1 AND 3"));
            assertTrue(queryLong(db, "SELECT COUNT(*) FROM app.everything WHERE cardinality(moods) = 3") > 0,
                    "some arrays have three elements");
            assertEquals(300, queryLong(db, "SELECT COUNT(*) FROM app.everything WHERE search_vector @@ "
                    + "plainto_tsquery('simple', split_part(lower(title), ' ', 1))"), "the vector holds its title");
            assertEquals(301, queryLong(db, "SELECT nextval(pg_get_serial_sequence('app.everything', 'id'))"),
                    "the identity moved on");

            seedgen(db, "--from-db", "--schema", "app", "--rows", "300", "--truncate", "--method", "insert",
                    "--batch", "64").assertExit(0);
            assertEquals(byCopy, rowsHash(db, "app", "everything"), "the same rows by INSERT");
        } finally {
            pg.server.admin("REVOKE SET ON PARAMETER session_replication_role FROM " + PgTestServer.IT_USER);
        }
        waitForNoSession();
    }

    /**
     * tune --show reads the settings a load depends on as the server has them; doctor counts sessions and shows the
     * table's indexes; --tune sets the load's own sessions only and says so; a MySQL server setting is refused.
     */
    @Test
    void tuneShowDoctorAndTuneSpeakPostgresql() throws Exception {
        String db = pg.server.database("tune");
        CliRun show = seedgen(db, "tune", "--show", "--json").assertExit(0);
        for (String name : List.of("max_wal_size", "checkpoint_timeout", "wal_level", "synchronous_commit",
                "maintenance_work_mem", "shared_buffers")) {
            String value = queryString(db, "SELECT current_setting('" + name + "')");
            assertTrue(show.out().contains("\"item\" : \"" + name + "\",\n  \"found\" : \"" + value + "\""),
                    () -> name + " = " + value + "\n" + show.describe());
        }
        String before = queryString(db, "SELECT setting || source FROM pg_settings WHERE name = 'synchronous_commit'");
        CliRun tuned = seedgen(db, "--dataset", "sns", "--rows", "500", "--tune", "--defer-indexes").assertExit(0);
        assertTrue(tuned.out().contains("tuning         on, for the load's own sessions (no server setting changed): "
                + "synchronous_commit off, maintenance_work_mem 1GB"), tuned::describe);
        assertEquals(before, queryString(db, "SELECT setting || source FROM pg_settings WHERE name = "
                + "'synchronous_commit'"), "the server's setting unchanged");
        // the settings --tune gives the load's own sessions, read back from those sessions
        seedgen.connect.Target target = new seedgen.connect.Target(seedgen.connect.Target.Kind.SERVER,
                pg.server.host(), pg.server.port(), PgTestServer.IT_USER, seedgen.connect.Secret.of(
                        PgTestServer.IT_PASSWORD), "test", db, Map.of(), seedgen.run.Protocol.POSTGRESQL,
                "public");
        for (boolean tuning : new boolean[] {true, false}) {
            seedgen.dialect.postgresql.PgLoading loading = new seedgen.dialect.postgresql.PgLoading(target, l -> { });
            try (seedgen.dialect.Loading.Lock lock = loading.lock(List.of("tuning check"), tuning, l -> { });
                    com.zaxxer.hikari.HikariDataSource pool = loading.pool(1, true, false, null);
                    Connection session = pool.getConnection(); Connection keys = loading.single()) {
                assertEquals(tuning ? "off" : queryString(db, "SHOW synchronous_commit"), show(session,
                        "synchronous_commit"), "tuning " + tuning);
                assertEquals(tuning ? "1GB" : queryString(db, "SHOW maintenance_work_mem"), show(keys,
                        "maintenance_work_mem"), "tuning " + tuning);
            }
        }
        CliRun doctor = seedgen(db, "doctor", "--table", "likes", "--threads", "4").assertExit(0);
        assertTrue(doctor.out().contains("likes_pkey"), doctor::describe);
        assertTrue(doctor.out().contains("at least 7 (--threads 4, the run lock, a check, the keys)"), doctor::describe);
        CliRun mysqlSetting = seedgen(db, "--dataset", "sns", "--rows", "5", "--truncate", "--tune", "--tune-set",
                "innodb_flush_log_at_trx_commit=2").assertRefused(2);
        assertTrue(mysqlSetting.err().contains("name MySQL server settings"), mysqlSetting::describe);
        CliRun restore = seedgen(db, "tune", "--restore").assertExit(0);
        assertTrue(restore.out().contains("Nothing to restore"), restore::describe);
        waitForNoSession();
    }

    /**
     * Partitioned tables (pg-partitioned.sql): foreign keys declared on each partition and not on the parent, a
     * parent's key PostgreSQL copies onto its partitions, a reference to a partitioned table's key, a sequence a
     * DEFAULT uses without owning it, faker text in {@code character varying(12)}. Every key the catalog holds is
     * followed and counted; the sequence goes on past the rows; the same rows with one thread; a value the server
     * refuses is one line naming the column, by INSERT and by COPY, without the statement.
     */
    /**
     * A schema that declares no foreign key (schemas/pg-no-keys.sql): the references its names and types say are
     * printed as inferred, followed by the fill with no orphan (counted here by a join), and none with
     * --no-inferred-references.
     */
    @Test
    void fromDbInfersTheReferencesNobodyDeclaredAndFollowsThem() throws Exception {
        String db = pg.server.database("nokeys");
        makeApp(db, "pg-no-keys.sql");
        CliRun printed = seedgen(db, "spec", "--from-db", "--schema", "app", "--rows", "300").assertExit(0);
        assertTrue(printed.out().contains("      # rev_actor: refers to actor.actor_id, inferred (no foreign key "
                + "declares it)") && printed.out().contains("# 6 references no foreign key declares"),
                printed::describe);
        CliRun none = seedgen(db, "spec", "--from-db", "--schema", "app", "--no-inferred-references").assertExit(0);
        assertFalse(none.out().contains("gen: ref"), none::describe);
        pg.server.admin("GRANT SET ON PARAMETER session_replication_role TO " + PgTestServer.IT_USER);
        try {
            CliRun run = seedgen(db, "--from-db", "--schema", "app", "--rows", "300").assertExit(0);
            assertTrue(run.out().contains("6 checked after the load: no orphan row"), run::describe);
        } finally {
            pg.server.admin("REVOKE SET ON PARAMETER session_replication_role FROM " + PgTestServer.IT_USER);
        }
        for (List<String> r : FromDbIT.UNDECLARED) {
            assertTrue(queryLong(db, "SELECT COUNT(*) FROM app." + r.get(0)) > 0, r.get(0) + " has rows");
            assertEquals(0, queryLong(db, "SELECT COUNT(*) FROM app." + r.get(0) + " c LEFT JOIN app." + r.get(2)
                    + " p ON p." + r.get(3) + " = c." + r.get(1) + " WHERE c." + r.get(1) + " IS NOT NULL AND p."
                    + r.get(3) + " IS NULL"), r + ": no orphan");
        }
    }

    @Test
    void fromDbFollowsEveryForeignKeyOfPartitionedTablesAndMovesEverySequenceOn() throws Exception {
        String db = pg.server.database("partitions");
        makeApp(db, "pg-partitioned.sql");
        List<String> tables = List.of("accounts", "devices", "events", "event_notes", "sessions");
        pg.server.admin("GRANT SET ON PARAMETER session_replication_role TO " + PgTestServer.IT_USER);
        try {
            CliRun run = seedgen(db, "--from-db", "--schema", "app", "--rows", "500", "--threads", "2")
                    .assertExit(0);
            long declared = queryLong(db, "SELECT COUNT(*) FROM pg_constraint WHERE contype = 'f' AND conparentid = 0 "
                    + "AND connamespace = 'app'::regnamespace");
            assertEquals(9, declared, "six keys on the partitions of events, three elsewhere");
            assertTrue(run.out().contains(declared + " checked after the load: no orphan row"), run::describe);
            for (String partition : List.of("events_0", "events_1", "events_2")) {
                assertTrue(queryLong(db, "SELECT COUNT(*) FROM app." + partition) > 0, partition + " has rows");
                assertEquals(0, queryLong(db, "SELECT COUNT(*) FROM app." + partition + " e LEFT JOIN app.accounts a "
                        + "ON a.id = e.account_id WHERE a.id IS NULL"), partition + "'s account key holds");
                assertEquals(0, queryLong(db, "SELECT COUNT(*) FROM app." + partition + " e LEFT JOIN app.devices d "
                        + "ON d.id = e.device_id WHERE e.device_id IS NOT NULL AND d.id IS NULL"),
                        partition + "'s device key holds");
            }
            assertEquals(0, queryLong(db, "SELECT COUNT(*) FROM app.event_notes n LEFT JOIN app.events e ON e.id = "
                    + "n.event_id AND e.account_id = n.account_id WHERE e.id IS NULL"), "the key to events holds");
            for (String t : tables) {
                assertEquals(500, queryLong(db, "SELECT COUNT(*) FROM app." + t), t);
            }
            assertEquals(queryLong(db, "SELECT MAX(id) + 1 FROM app.events"),
                    queryLong(db, "SELECT nextval('app.event_ids')"), "a sequence no column owns moved on");
            Map<String, String> byTwo = new LinkedHashMap<>();
            for (String t : tables) {
                byTwo.put(t, rowsHash(db, "app", t));
            }
            try (Connection c = pg.server.connect(db); Statement st = c.createStatement()) {
                // the application's next rows take their keys from the sequences
                st.execute("INSERT INTO app.events (account_id, kind, happened_at) VALUES (1, 'signup', now())");
                st.execute("INSERT INTO app.accounts (email, display_name, created_at) VALUES ('new@example.com', "
                        + "'New', now())");
            }
            seedgen(db, "--from-db", "--schema", "app", "--rows", "500", "--threads", "1", "--truncate")
                    .assertExit(0);
            for (String t : tables) {
                assertEquals(byTwo.get(t), rowsHash(db, "app", t), t + ": the same rows with one thread");
            }

            Path spec = dir.resolve("long-kind.yaml");
            // the tables hold rows now: the spec of a fill that keeps them writes nothing, and says so
            Path keptAll = dir.resolve("kept.yaml");
            Files.writeString(keptAll, seedgen(db, "spec", "--from-db", "--schema", "app", "--rows", "50")
                    .assertExit(0).out());
            CliRun nothing = seedgen(db, "--from-db", "--spec", keptAll.toString(), "--schema", "app", "--truncate")
                    .assertRefused(2);
            assertTrue(nothing.err().contains("keeps every table") && nothing.err().contains("--truncate"),
                    nothing::describe);
            String printed = seedgen(db, "spec", "--from-db", "--schema", "app", "--rows", "50", "--truncate")
                    .assertExit(0).out();
            Files.writeString(spec, printed.replaceFirst("(?m)^(      kind: \\{)gen: [^}]*\\}",
                    "$1gen: template, text: \"a kind too long for its column {id}\"}"));
            for (String method : List.of("insert", "copy")) {
                CliRun refused = seedgen(db, "--from-db", "--spec", spec.toString(), "--schema", "app", "--truncate",
                        "--method", method, "--quiet").assertExit(1);
                List<String> lines = refused.err().lines().filter(l -> l.startsWith("seedgen: table ")).toList();
                assertEquals(1, lines.size(), refused::describe);
                assertTrue(lines.get(0).startsWith("seedgen: table events: column kind") && lines.get(0).contains(
                        "value too long for type character varying(12) (SQLSTATE 22001)"),
                        () -> method + ": " + refused.describe());
                assertFalse(refused.err().contains("INSERT INTO") || refused.err().contains("COPY ")
                        || refused.err().contains("a kind too long"), () -> method + ": " + refused.describe());
            }
        } finally {
            pg.server.admin("REVOKE SET ON PARAMETER session_replication_role FROM " + PgTestServer.IT_USER);
        }
        waitForNoSession();
    }

    /**
     * --out DIR --dialect postgresql: CSV files and a load.sql for psql, whose \\copy lines load the same rows a
     * seedgen load writes. The script is run as psql runs it: statements as they are, each \\copy as COPY FROM STDIN
     * of its file.
     */
    @Test
    void aDirectoryForPsqlHoldsTheRowsALoadWrites() throws Exception {
        String db = pg.server.database("files");
        Path out = dir.resolve("sns-files");
        CliRun files = CliRun.of(Map.of(), dir, "--dataset", "sns", "--rows", "800", "--out", out.toString(),
                "--dialect", "postgresql").assertExit(0);
        assertTrue(files.out().contains("psql -v ON_ERROR_STOP=1 -d DATABASE -f load.sql"), files::describe);
        CliRun sqlFile = CliRun.of(Map.of(), dir, "--dataset", "sns", "--rows", "8", "--out", "x.sql", "--dialect",
                "postgresql").assertRefused(2);
        assertTrue(sqlFile.err().contains("give a directory"), sqlFile::describe);
        try (Connection c = pg.server.connect(db); Statement st = c.createStatement()) {
            st.execute("CREATE SCHEMA from_files");
            st.execute("SET search_path = from_files");
            StringBuilder statement = new StringBuilder();
            for (String line : Files.readAllLines(out.resolve("load.sql"))) {
                if (line.startsWith("--") || line.startsWith("\\set ")) {
                    continue;
                }
                java.util.regex.Matcher copy = PSQL_COPY.matcher(line);
                if (copy.matches()) {
                    try (java.io.InputStream in = Files.newInputStream(out.resolve(copy.group(2)))) {
                        c.unwrap(org.postgresql.PGConnection.class).getCopyAPI().copyIn("COPY " + copy.group(1)
                                + " FROM STDIN " + copy.group(3), in);
                    }
                    continue;
                }
                statement.append(line).append('\n');
                if (line.endsWith(";")) {
                    st.execute(statement.toString());
                    statement.setLength(0);
                }
            }
        }
        seedgen(db, "--schema", "loaded", "--dataset", "sns", "--rows", "800", "--threads", "2").assertExit(0);
        for (String t : SNS) {
            assertEquals(rowsHash(db, "loaded", t), rowsHash(db, "from_files", t), t);
        }
    }

    /**
     * Three partitions of one run started at once as processes of their own (one by INSERT, two by COPY) into one
     * schema, which none of them has made yet: the rows of one unsplit run, every foreign key added once and
     * validated, the records gone, no session left.
     */
    @Test
    void threePartitionsAtOnceWriteOneRunsRows() throws Exception {
        String db = pg.server.database("parts");
        List<Process> parts = new ArrayList<>();
        for (int k = 1; k <= 3; k++) {
            parts.add(startInto("part-" + k + ".out", db, "split", "--dataset", "sns", "--rows", "3000", "--partition",
                    k + "/3", "--method", k == 2 ? "insert" : "copy", "--threads", "2"));
        }
        int last = 0;
        for (int k = 1; k <= 3; k++) {
            assertTrue(parts.get(k - 1).waitFor(5, TimeUnit.MINUTES), "partition " + k + " still running");
            String out = Files.readString(dir.resolve("part-" + k + ".out"));
            assertEquals(0, parts.get(k - 1).exitValue(), out);
            last += out.contains("is the last of dataset sns to end") ? 1 : 0;
        }
        assertEquals(1, last, "one partition adds the keys");
        seedgen(db, "--schema", "whole", "--dataset", "sns", "--rows", "3000").assertExit(0);
        for (String t : SNS) {
            assertEquals(rowsHash(db, "whole", t), rowsHash(db, "split", t), t);
        }
        assertEquals(7, queryLong(db, "SELECT COUNT(*) FROM pg_constraint c JOIN pg_namespace n ON n.oid = "
                + "c.connamespace WHERE n.nspname = 'split' AND c.contype = 'f' AND c.convalidated"));
        assertFalse(tableExists(db, "split", "seedgen_dataset_runs"), "the records are gone");
        waitForNoSession();
    }

    private Process start(String database, String schema, String... args) throws java.io.IOException {
        return startInto("killed.out", database, schema, args);
    }

    private Process startInto(String output, String database, String schema, String... args)
            throws java.io.IOException {
        List<String> command = new ArrayList<>(List.of(Path.of("cli/seedgen").toAbsolutePath().toString()));
        command.addAll(List.of(args));
        command.addAll(List.of("--progress", "none", "--url", pg.server.url(database), "--schema", schema, "--user",
                PgTestServer.IT_USER));
        ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(dir.resolve(output).toFile());
        pb.environment().put("SEEDGEN_PASSWORD", PgTestServer.IT_PASSWORD);
        pb.environment().put("SEEDGEN_JAVA_OPTS", "-Duser.home=" + dir);
        pb.environment().remove("SEEDGEN_LAUNCHER");
        return pb.start();
    }

    private static String show(Connection c, String setting) throws Exception {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SHOW " + setting)) {
            rs.next();
            return rs.getString(1);
        }
    }

    /** Schema {@code app} of {@code db}, owned by the tests' user, made by schemas/FILE as the application would. */
    /**
     * Issue 36: a sequence a DEFAULT names by text ({@code nextval('genre_seq'::text)}, as older dumps write it, which
     * no dependency records) goes on past the rows, so the application's next INSERT takes a free key; and a unique
     * index on {@code lower(name::text)} is read as a key of name, so the names differ folded.
     */
    @Test
    void aSequenceNamedByTextGoesOnAndAUniqueIndexOnACastNameHolds() throws Exception {
        String db = pg.server.database("textseq");
        makeAppOf(db, "CREATE SEQUENCE genre_seq; CREATE TABLE genre (id integer DEFAULT nextval('genre_seq'::text) "
                + "PRIMARY KEY, name varchar(255) NOT NULL); CREATE UNIQUE INDEX genre_idx_name ON genre "
                + "(lower(name::text))");
        pg.server.admin("GRANT SET ON PARAMETER session_replication_role TO " + PgTestServer.IT_USER);
        try {
            seedgen(db, "--from-db", "--schema", "app", "--rows", "3000").assertExit(0);
        } finally {
            pg.server.admin("REVOKE SET ON PARAMETER session_replication_role FROM " + PgTestServer.IT_USER);
        }
        assertEquals(3000, queryLong(db, "SELECT COUNT(DISTINCT lower(name)) FROM app.genre"));
        assertEquals(queryLong(db, "SELECT MAX(id) + 1 FROM app.genre"),
                queryLong(db, "SELECT nextval('app.genre_seq')"), "the sequence named by text moved on");
    }

    /**
     * A UNIQUE (user_id, role) beside a surrogate key, role a PostgreSQL enum type: each user's rows take different
     * roles (it was refused, "no member seedgen can make unique"); and a single-row table whose key a CHECK holds to
     * one value gets its one row.
     */
    @Test
    void anEnumBesideAReferenceInAKeyAndASingleRowTableAreFilled() throws Exception {
        String db = pg.server.database("enumkey");
        makeAppOf(db, "CREATE TYPE role_t AS ENUM ('owner', 'admin', 'member', 'guest'); CREATE TABLE users (id "
                + "serial PRIMARY KEY, name text); CREATE TABLE memberships (id serial PRIMARY KEY, user_id int NOT "
                + "NULL REFERENCES users (id), role role_t NOT NULL, UNIQUE (user_id, role)); CREATE TABLE position "
                + "(lock char(1) PRIMARY KEY DEFAULT 'X' CHECK (lock = 'X'), pos bigint NOT NULL)");
        pg.server.admin("GRANT SET ON PARAMETER session_replication_role TO " + PgTestServer.IT_USER);
        try {
            CliRun run = seedgen(db, "--from-db", "--schema", "app", "--rows", "400").assertExit(0);
            assertFalse(run.out().contains("left out"), run::describe);
        } finally {
            pg.server.admin("REVOKE SET ON PARAMETER session_replication_role FROM " + PgTestServer.IT_USER);
        }
        long rows = queryLong(db, "SELECT COUNT(*) FROM app.memberships");
        assertTrue(rows >= 200, "memberships " + rows);
        assertEquals(rows, queryLong(db, "SELECT COUNT(DISTINCT (user_id, role)) FROM app.memberships"));
        assertEquals(4, queryLong(db, "SELECT COUNT(DISTINCT role) FROM app.memberships"));
        assertEquals(1, queryLong(db, "SELECT COUNT(*) FROM app.position WHERE lock = 'X'"));
    }

    /**
     * On PostgreSQL too: a Flyway history, status codes and a default user are kept as they are, the empty tables
     * refer to them, and the sequences go on past every key; --truncate never empties the history.
     */
    @Test
    void rowsAnApplicationShipsAreKeptAndReferredTo() throws Exception {
        String db = pg.server.database("shipped");
        makeAppOf(db, "CREATE TABLE flyway_schema_history (installed_rank int PRIMARY KEY, version varchar(50), "
                + "script varchar(1000) NOT NULL); INSERT INTO flyway_schema_history VALUES (1, '1', 'V1__init.sql');"
                + "CREATE TABLE statuses (code varchar(10) PRIMARY KEY, label text NOT NULL); INSERT INTO statuses "
                + "VALUES ('new', 'New'), ('done', 'Done'); CREATE TABLE users (id serial PRIMARY KEY, name text); "
                + "INSERT INTO users (name) VALUES ('admin'); CREATE TABLE tasks (id bigserial PRIMARY KEY, owner_id "
                + "int NOT NULL REFERENCES users (id), status varchar(10) NOT NULL REFERENCES statuses (code), title "
                + "text)");
        String before = queryString(db, "SELECT string_agg(t::text, '|') FROM (SELECT * FROM app.flyway_schema_history) "
                + "t") + queryString(db, "SELECT string_agg(s::text, '|' ORDER BY code) FROM app.statuses s")
                + queryString(db, "SELECT string_agg(u::text, '|') FROM app.users u");
        pg.server.admin("GRANT SET ON PARAMETER session_replication_role TO " + PgTestServer.IT_USER);
        try {
            CliRun run = seedgen(db, "--from-db", "--schema", "app", "--rows", "400").assertExit(0);
            assertTrue(run.out().contains("  kept           statuses: 2 rows") && run.out().contains(
                    "  kept           flyway_schema_history: 1 row"), run::describe);
            String after = queryString(db, "SELECT string_agg(t::text, '|') FROM (SELECT * FROM "
                    + "app.flyway_schema_history) t") + queryString(db, "SELECT string_agg(s::text, '|' ORDER BY code) "
                    + "FROM app.statuses s") + queryString(db, "SELECT string_agg(u::text, '|') FROM app.users u");
            assertEquals(before, after, "the shipped rows as they were");
            assertEquals(400, queryLong(db, "SELECT COUNT(*) FROM app.tasks"));
            assertEquals(2, queryLong(db, "SELECT COUNT(DISTINCT status) FROM app.tasks"));
            assertEquals(0, queryLong(db, "SELECT COUNT(*) FROM app.tasks t LEFT JOIN app.users u ON u.id = "
                    + "t.owner_id WHERE u.id IS NULL"));
            assertTrue(queryLong(db, "SELECT nextval('app.tasks_id_seq')") > 400, "the sequence goes on");
            assertTrue(queryLong(db, "SELECT nextval('app.users_id_seq')") > 1, "the kept table's sequence too");
            seedgen(db, "--from-db", "--schema", "app", "--rows", "400", "--truncate").assertExit(0);
        } finally {
            pg.server.admin("REVOKE SET ON PARAMETER session_replication_role FROM " + PgTestServer.IT_USER);
        }
        assertEquals(1, queryLong(db, "SELECT COUNT(*) FROM app.flyway_schema_history"), "never emptied");
        assertEquals(400, queryLong(db, "SELECT COUNT(*) FROM app.statuses"), "--truncate fills the others");
    }

    /**
     * On PostgreSQL too: CHECKs on a function of a column, a length and a pattern, judged by the server; and an INSERT
     * trigger the fill does not fire is named in the summary.
     */
    @Test
    void checksSeedgenCannotReadAreJudgedByTheServer() throws Exception {
        String db = pg.server.database("judged");
        makeAppOf(db, "CREATE TABLE tags (id serial PRIMARY KEY, name varchar(40) NOT NULL UNIQUE CHECK (name = "
                + "lower(name))); CREATE TABLE items (id serial PRIMARY KEY, tag_id int NOT NULL REFERENCES tags (id), "
                + "sku text NOT NULL CHECK (char_length(sku) = 8), slug varchar(60) NOT NULL CHECK (slug ~ "
                + "'^[a-z0-9-]+$'), name_upper text); CREATE FUNCTION keep_upper() RETURNS trigger LANGUAGE plpgsql "
                + "AS $$ BEGIN NEW.name_upper := upper(NEW.slug); RETURN NEW; END $$; CREATE TRIGGER items_upper "
                + "BEFORE INSERT ON items FOR EACH ROW EXECUTE FUNCTION keep_upper()");
        pg.server.admin("GRANT SET ON PARAMETER session_replication_role TO " + PgTestServer.IT_USER);
        try {
            CliRun run = seedgen(db, "--from-db", "--schema", "app", "--rows", "2000").assertExit(0);
            assertFalse(run.out().contains("left out"), run::describe);
            // the fill runs with session_replication_role = replica: the trigger that did not fire is named
            assertTrue(run.out().contains("  triggers off   items: trigger items_upper did not fire (EXECUTE "
                    + "FUNCTION app.keep_upper())"), run::describe);
        } finally {
            pg.server.admin("REVOKE SET ON PARAMETER session_replication_role FROM " + PgTestServer.IT_USER);
        }
        assertEquals(2000, queryLong(db, "SELECT COUNT(*) FROM app.tags WHERE name = lower(name)"));
        assertEquals(2000, queryLong(db, "SELECT COUNT(*) FROM app.items WHERE char_length(sku) = 8 AND slug ~ "
                + "'^[a-z0-9-]+$'"));
    }

    /**
     * A foreign key to a uuid key is counted by a join after the load (it stopped the run: PostgreSQL has no
     * min(uuid), which the proof by the key's ends asked for); and a member of a key of two text columns keeps its
     * CHECK on a cast ({@code name::text = lower(name::text)}, as a DNS server's schema writes it), where the key's
     * code was in capitals and the load stopped on the check.
     */
    @Test
    void aUuidKeyIsCountedByAJoinAndAKeyMemberKeepsItsLowercaseCheck() throws Exception {
        String db = pg.server.database("uuidkey");
        makeAppOf(db, "CREATE TABLE releases (gid uuid PRIMARY KEY, title text NOT NULL); CREATE TABLE tracks (id "
                + "serial PRIMARY KEY, release_gid uuid NOT NULL REFERENCES releases (gid)); CREATE TABLE keys (id "
                + "serial PRIMARY KEY, name varchar(255), algorithm varchar(50), secret varchar(255), CONSTRAINT "
                + "lowercase_name CHECK (((name)::TEXT = LOWER((name)::TEXT)))); CREATE UNIQUE INDEX name_algorithm "
                + "ON keys (name, algorithm)");
        pg.server.admin("GRANT SET ON PARAMETER session_replication_role TO " + PgTestServer.IT_USER);
        try {
            CliRun run = seedgen(db, "--from-db", "--schema", "app", "--rows", "500").assertExit(0);
            assertTrue(run.out().contains("no orphan row"), run::describe);
            assertFalse(run.out().contains("left out"), run::describe);
        } finally {
            pg.server.admin("REVOKE SET ON PARAMETER session_replication_role FROM " + PgTestServer.IT_USER);
        }
        assertEquals(500, queryLong(db, "SELECT COUNT(*) FROM app.tracks t JOIN app.releases r ON r.gid = "
                + "t.release_gid"));
        assertEquals(500, queryLong(db, "SELECT COUNT(*) FROM app.keys WHERE name = lower(name)"));
        assertEquals(500, queryLong(db, "SELECT COUNT(DISTINCT (name, algorithm)) FROM app.keys"));
    }

    /**
     * Polymorphic pairs, which no foreign key declares: {@code comments (commentable_type, commentable_id)}, whose CHECK
     * lists the classes as a Laravel application spells them, and {@code taggings (taggable_type, taggable_id)}, whose
     * values nothing shows (every table a reference refers to, by its name). Each row's id is a row of the table its
     * type names.
     */
    @Test
    void aPairThatNamesATableRefersToARowOfThatTable() throws Exception {
        String db = pg.server.database("pairs");
        makeAppOf(db, "CREATE TABLE users (id serial PRIMARY KEY, name text); CREATE TABLE posts (id serial PRIMARY "
                + "KEY, user_id int NOT NULL REFERENCES users (id)); CREATE TABLE photos (id bigserial PRIMARY KEY, "
                + "user_id int NOT NULL REFERENCES users (id)); CREATE TABLE favorites (id serial PRIMARY KEY, post_id "
                + "int REFERENCES posts (id), photo_id bigint REFERENCES photos (id)); CREATE TABLE comments (id "
                + "serial PRIMARY KEY, commentable_type varchar(40) NOT NULL CHECK (commentable_type IN ('Post', "
                + "'App\\Models\\Photo')), commentable_id bigint NOT NULL, body text); CREATE TABLE taggings (id "
                + "serial PRIMARY KEY, taggable_type varchar(20) NOT NULL, taggable_id int NOT NULL)");
        pg.server.admin("GRANT SET ON PARAMETER session_replication_role TO " + PgTestServer.IT_USER);
        try {
            CliRun run = seedgen(db, "--from-db", "--schema", "app", "--rows", "400").assertExit(0);
            // the four declared and one a table of each pair, on the rows that name it
            assertTrue(run.out().contains("9 checked after the load: no orphan row"), run::describe);
            assertFalse(run.out().contains("left out"), run::describe);
        } finally {
            pg.server.admin("REVOKE SET ON PARAMETER session_replication_role FROM " + PgTestServer.IT_USER);
        }
        assertEquals(0, queryLong(db, "SELECT COUNT(*) FROM app.comments c WHERE NOT (c.commentable_type = 'Post' "
                + "AND EXISTS (SELECT 1 FROM app.posts p WHERE p.id = c.commentable_id) OR c.commentable_type = "
                + "'App\\Models\\Photo' AND EXISTS (SELECT 1 FROM app.photos p WHERE p.id = c.commentable_id))"));
        assertEquals(2, queryLong(db, "SELECT COUNT(DISTINCT commentable_type) FROM app.comments"));
        assertEquals(0, queryLong(db, "SELECT COUNT(*) FROM app.taggings t WHERE NOT (t.taggable_type = 'users' AND "
                + "EXISTS (SELECT 1 FROM app.users x WHERE x.id = t.taggable_id) OR t.taggable_type = 'posts' AND EXISTS "
                + "(SELECT 1 FROM app.posts x WHERE x.id = t.taggable_id) OR t.taggable_type = 'photos' AND EXISTS "
                + "(SELECT 1 FROM app.photos x WHERE x.id = t.taggable_id))"));
        assertEquals(3, queryLong(db, "SELECT COUNT(DISTINCT taggable_type) FROM app.taggings"));
        CliRun off = seedgen(db, "spec", "--from-db", "--schema", "app", "--no-inferred-references").assertExit(0);
        assertFalse(off.out().contains("one_of"), off::describe);
    }

    private static void makeApp(String db, String file) throws Exception {
        makeAppOf(db, Files.readString(Path.of("src/it/src/test/resources/schemas", file)));
    }

    /** Schema app of {@code db}, owned by the test user, made with {@code ddl}. */
    private static void makeAppOf(String db, String ddl) throws Exception {
        try (Connection c = pg.server.connect(db); Statement st = c.createStatement()) {
            st.execute("CREATE SCHEMA app AUTHORIZATION " + PgTestServer.IT_USER);
            st.execute("SET ROLE " + PgTestServer.IT_USER);
            st.execute("SET search_path = app");
            st.execute(ddl);
        }
    }

    /** A killed client's sessions end when the server sees its socket close: within seconds. */
    private static void waitForNoSession() throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (pg.server.sessionsOf(PgTestServer.IT_USER) > 0 && System.nanoTime() < deadline) {
            Thread.sleep(100);
        }
        assertEquals(0, pg.server.sessionsOf(PgTestServer.IT_USER), "no session left");
    }

    /** Every row of the table in one ordered hash: the same content, row for row and value for value. */
    private static String rowsHash(String db, String schema, String table) throws Exception {
        return queryString(db, "SELECT COUNT(*) || ':' || COALESCE(md5(string_agg(t::text, '|' ORDER BY t::text)), "
                + "'') FROM " + schema + "." + table + " t");
    }

    private static boolean tableExists(String db, String schema, String table) throws Exception {
        return queryLong(db, "SELECT COUNT(*) FROM pg_tables WHERE schemaname = '" + schema + "' AND tablename = '"
                + table + "'") > 0;
    }

    private static boolean schemaExists(String db, String schema) throws Exception {
        return queryLong(db, "SELECT COUNT(*) FROM pg_namespace WHERE nspname = '" + schema + "'") > 0;
    }

    private static long queryLong(String db, String sql) throws Exception {
        return Long.parseLong(queryString(db, sql));
    }

    private static String queryString(String db, String sql) throws Exception {
        try (Connection c = pg.server.connect(db)) {
            return Sql.text(c, sql);
        }
    }
}
