package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** Built-in datasets loaded into a real server: the same tables whatever the way, every key and reference holds. */
class DatasetIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(DatasetIT.class);

    @TempDir
    Path dir;

    private static final List<String> SNS = List.of("users", "posts", "likes", "bookmarks", "follows");

    @Test
    void snsIsTheSameTablesWhateverThreadsBatchAndMethodAndEveryReferenceHolds() throws Exception {
        CliRun a = db.seedgen(dir, db.name("a"), "--dataset", "sns", "--rows", "3000", "--threads", "1", "--batch",
                "1000").assertExit(0);
        assertTrue(a.out().contains("no orphan row"), a::describe);
        db.seedgen(dir, db.name("b"), "--dataset", "sns", "--rows", "3000", "--threads", "6", "--batch", "37",
                "--method", "load-data").assertExit(0);
        for (String t : SNS) {
            long rows = db.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(db.name("a"), t));
            assertTrue(rows > 0, t);
            assertEquals(rows, db.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(db.name("b"), t)), t);
            assertEquals(checksum(db.name("a"), t), checksum(db.name("b"), t), t + ": same rows both ways");
        }
        String likes = ItDatabase.table(db.name("b"), "likes");
        String posts = ItDatabase.table(db.name("b"), "posts");
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM " + likes + " l LEFT JOIN " + posts
                + " p ON p.id = l.post_id WHERE p.id IS NULL"), "likes of posts that do not exist");
        assertEquals(3000, db.queryLong("SELECT COUNT(DISTINCT email) FROM " + ItDatabase.table(db.name("b"), "users")));
    }

    @Test
    void chatLoadsWithEachKindOfMessageKeyAndSendersAreMembersOfTheirRoom() throws Exception {
        for (String key : List.of("sequence", "uuid4", "uuid7")) {
            String database = db.name(key);
            db.seedgen(dir, database, "--dataset", "chat", "--param", "message_key=" + key, "--rows", "1500")
                    .assertExit(0);
            String type = db.queryString("SELECT DATA_TYPE FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = '"
                    + database + "' AND TABLE_NAME = 'messages' AND COLUMN_NAME = 'id'");
            assertEquals(key.equals("sequence") ? "bigint" : "char", type, key);
            assertEquals(0, db.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(database, "messages") + " m LEFT JOIN "
                    + ItDatabase.table(database, "room_members") + " r ON r.room_id = m.room_id AND r.user_id = "
                    + "m.sender_id WHERE r.user_id IS NULL"), key + ": a sender outside the room");
        }
    }

    @Test
    void aBadSpecIsRefusedWithItsPlaceAndNothingIsWritten() throws Exception {
        Path spec = dir.resolve("bad.yaml");
        Files.writeString(spec, "seedgen: 1\ntables:\n  t:\n    rows: 10\n    columns:\n      id: {gen: sequence}\n"
                + "      kind: {gen: choice, values: [a, b, c], unique: true}\n");
        String database = db.name("bad");
        CliRun bad = db.seedgen(dir, database, "--spec", spec.toString()).assertRefused(2);
        assertTrue(bad.err().contains(spec + ":7:7: ") && bad.err().contains("unique by construction"), bad::describe);
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = '"
                + database + "'"), "no database made");
        CliRun nothing = db.seedgen(dir, database, "--dataset", "sns", "--resume").assertRefused(3);
        assertTrue(nothing.err().contains("no interrupted run of dataset sns"), nothing::describe);
        CliRun append = db.seedgen(dir, database, "--dataset", "sns", "--append").assertRefused(3);
        assertTrue(append.err().contains("load the dataset first (without --append)"), append::describe);
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = '"
                + database + "'"), "still no database made");
    }

    /**
     * kill -9 while the third table (likes) is being written, then --resume: the finished tables stay, likes is
     * completed from its keys, the later tables are loaded, and every table equals a clean run's.
     */
    @Test
    void killedDuringTheThirdTableAndResumedEveryTableEqualsACleanRun() throws Exception {
        db.seedgen(dir, db.name("clean"), "--dataset", "sns", "--rows", "20000").assertExit(0);
        String killed = db.name("killed");
        long likes = killWhenLikesReach(20_000, killed, "--rows", "20000");
        assertTrue(likes >= 20_000 && tableRows(killed, "follows") == 0, "killed within likes: " + likes);
        CliRun resumed = db.seedgen(dir, killed, "--dataset", "sns", "--rows", "20000", "--threads", "3",
                "--resume").assertExit(0);
        assertTrue(resumed.err().contains("batches looked up by key"), resumed::describe);
        for (String t : SNS) {
            assertEquals(checksum(db.name("clean"), t), checksum(killed, t), t + " after the resume");
        }
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_SCHEMA = '"
                + killed + "' AND TABLE_NAME = 'seedgen_dataset_runs'"), "the run record is gone");
    }

    /**
     * --append adds the rows of more users (and their posts, likes, ...) to a whole run: the rows there stay as they
     * are, every key and reference holds, the result is the same by INSERT and by LOAD DATA, a run killed in its
     * third table resumes to the same tables, and tables made with another seed are refused with nothing written.
     */
    @Test
    void appendAddsMoreUsersWithTheirRowsAndEveryKeyAndReferenceHolds() throws Exception {
        String base = db.name("app_base");
        db.seedgen(dir, base, "--dataset", "sns", "--rows", "3000").assertExit(0);
        String a = db.name("app_a");
        db.seedgen(dir, a, "--dataset", "sns", "--rows", "3000", "--threads", "1").assertExit(0);
        CliRun more = db.seedgen(dir, a, "--dataset", "sns", "--rows", "6000", "--append", "--threads", "3",
                "--batch", "37").assertExit(0);
        assertTrue(more.out().contains("no orphan row"), more::describe);
        assertTrue(more.out().contains("users          6,000 rows in"), more::describe);
        assertTrue(more.out().contains("; added to 3,000 (--append)"), more::describe);
        assertEquals(9000, tableRows(a, "users"));
        for (String t : SNS) {
            assertTrue(tableRows(a, t) > tableRows(base, t), t + " grew");
            assertKept(base, a, t);
        }
        assertEquals(9000, db.queryLong("SELECT COUNT(DISTINCT email) FROM " + ItDatabase.table(a, "users")));

        String b = db.name("app_b");
        db.seedgen(dir, b, "--dataset", "sns", "--rows", "3000", "--method", "load-data").assertExit(0);
        db.seedgen(dir, b, "--dataset", "sns", "--rows", "6000", "--append", "--method", "load-data", "--threads", "1")
                .assertExit(0);
        assertSameTables(a, b);

        CliRun otherSeed = db.seedgen(dir, b, "--dataset", "sns", "--rows", "10", "--append", "--seed", "2")
                .assertExit(3);
        assertTrue(otherSeed.err().contains("--append continues a whole run of this spec"), otherSeed::describe);
        assertSameTables(a, b);

        String killed = db.name("app_killed");
        db.seedgen(dir, killed, "--dataset", "sns", "--rows", "3000").assertExit(0);
        long likes = tableRows(killed, "likes");
        // small batches on one thread, killed at its first thousand likes: the kill lands within the table (a
        // later mark lost the race on a busy machine, likes whole before the count was read), whose batches the
        // resume then looks up by key
        killWhenLikesReach(likes + 1_000, killed, "--rows", "6000", "--append", "--batch", "1000", "--threads", "1");
        assertTrue(tableRows(killed, "follows") == tableRows(base, "follows"), "killed before follows");
        CliRun resumed = db.seedgen(dir, killed, "--dataset", "sns", "--rows", "6000", "--resume", "--threads", "2")
                .assertExit(0);
        assertTrue(resumed.err().contains("batches looked up by key"), resumed::describe);
        assertSameTables(a, killed);

        CliRun deferred = db.seedgen(dir, killed, "--dataset", "sns", "--rows", "500", "--append", "--defer-indexes")
                .assertExit(2);
        assertTrue(deferred.err().contains("add --defer-indexes-on-rows"), deferred::describe);
        assertSameTables(a, killed);
        CliRun onRows = db.seedgen(dir, killed, "--dataset", "sns", "--rows", "500", "--append", "--defer-indexes",
                "--defer-indexes-on-rows").assertExit(0);
        assertTrue(onRows.out().contains("2 unique and 7 foreign keys added after the rows"), onRows::describe);
        assertTrue(onRows.out().contains("no orphan row"), onRows::describe);
        assertEquals(9500, tableRows(killed, "users"));
        for (String t : SNS) {
            assertEquals(showCreate(a, t), showCreate(killed, t), t + ": every key back");
        }
        CliRun missing = db.seedgen(dir, db.name("app_none"), "--dataset", "sns", "--rows", "5", "--append")
                .assertExit(3);
        assertTrue(missing.err().contains("load the dataset first (without --append)"), missing::describe);
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = '"
                + db.name("app_none") + "'"), "a refused --append makes no database");
    }

    private static List<String> names(String sql) throws Exception {
        List<String> names = new java.util.ArrayList<>();
        try (java.sql.Connection c = db.server().admin(); java.sql.Statement st = c.createStatement();
                java.sql.ResultSet rs = st.executeQuery(sql)) {
            while (rs.next()) {
                names.add(rs.getString(1));
            }
        }
        return names;
    }

    /** Every row of {@code table} in {@code kept} is in {@code grown} with the same values. */
    private static void assertKept(String kept, String grown, String table) throws Exception {
        String where = " WHERE TABLE_SCHEMA = '" + kept + "' AND TABLE_NAME = '" + table + "'";
        List<String> columns = names("SELECT COLUMN_NAME FROM information_schema.COLUMNS" + where
                + " ORDER BY ORDINAL_POSITION");
        List<String> key = names("SELECT COLUMN_NAME FROM information_schema.STATISTICS" + where
                + " AND INDEX_NAME = 'PRIMARY'");
        // the primary key joins by its index; every other column must match too, NULL with NULL
        String on = String.join(" AND ", columns.stream().map(n -> "k." + Sql.quote(n) + (key.contains(n) ? " = g."
                : " <=> g.") + Sql.quote(n)).toList());
        assertEquals(tableRows(kept, table), db.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(kept, table)
                + " k JOIN " + ItDatabase.table(grown, table) + " g ON " + on), table + ": the rows there before");
    }

    /**
     * --defer-indexes: the tables are created with their primary keys alone and get their unique and foreign keys
     * after the rows, into a new database and over existing tables (--truncate drops their keys first); the rows and
     * the tables' definitions equal a load with the keys up front.
     */
    @Test
    void deferredKeysGiveTheSameRowsAndTheSameTables() throws Exception {
        String ref = db.name("keys_ref");
        db.seedgen(dir, ref, "--dataset", "sns", "--rows", "3000").assertExit(0);
        String deferred = db.name("keys_deferred");
        CliRun fresh = db.seedgen(dir, deferred, "--dataset", "sns", "--rows", "3000", "--method", "load-data",
                "--defer-indexes").assertExit(0);
        assertTrue(fresh.out().contains("2 unique and 7 foreign keys added after the rows"), fresh::describe);
        assertTrue(fresh.out().contains("no orphan row"), fresh::describe);
        assertSameTables(ref, deferred);
        CliRun again = db.seedgen(dir, deferred, "--dataset", "sns", "--rows", "3000", "--truncate",
                "--defer-indexes").assertExit(0);
        assertTrue(again.out().contains("2 unique and 7 foreign keys added after the rows"), again::describe);
        assertSameTables(ref, deferred);
    }

    /** kill -9 in the middle of a --defer-indexes run; --resume loads the rest and adds every key. */
    @Test
    void aDeferredRunKilledAndResumedGetsItsKeys() throws Exception {
        String ref = db.name("keys_ref2");
        db.seedgen(dir, ref, "--dataset", "sns", "--rows", "10000").assertExit(0);
        String killed = db.name("keys_killed");
        killWhenLikesReach(5_000, killed, "--rows", "10000", "--defer-indexes");
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM information_schema.TABLE_CONSTRAINTS WHERE TABLE_SCHEMA = '"
                + killed + "' AND CONSTRAINT_TYPE <> 'PRIMARY KEY'"), "killed before any key was added");
        CliRun resumed = db.seedgen(dir, killed, "--dataset", "sns", "--rows", "10000", "--resume").assertExit(0);
        assertTrue(resumed.out().contains("2 unique and 7 foreign keys added after the rows"), resumed::describe);
        assertSameTables(ref, killed);
    }

    /**
     * Tables that refer to their own rows (a comment's reply, an employee's manager) load with many connections in
     * small batches, whose rows can arrive before the earlier rows they refer to: the foreign keys to a table's own
     * rows are added after the rows, and hold; the tables are the same with one connection by LOAD DATA, and again
     * over existing tables (--truncate drops those keys first).
     */
    @Test
    void tablesThatReferToTheirOwnRowsLoadInParallelAndTheirKeysHold() throws Exception {
        Path spec = dir.resolve("self.yaml");
        Files.writeString(spec, """
                seedgen: 1
                tables:
                  posts:
                    rows: 300
                    columns:
                      id: {gen: sequence}
                  comments:
                    per: {parent: posts, count: 0..20}
                    columns:
                      id: {gen: sequence}
                      post_id: {gen: parent}
                      reply_to: {gen: ref, table: comments, within: parent, null: 0.3}
                      cites: {gen: ref, table: comments}
                  employees:
                    rows: 500
                    columns:
                      id: {gen: sequence}
                      manager_id: {gen: ref, table: employees}
                      city: {gen: faker, expr: address.city}
                      phone: {gen: faker, expr: phone_number.cell_phone, type: "VARCHAR(14)"}
                      profile: {gen: json, fields: {id: id, manager: manager_id, level: {gen: int, min: 1, max: 9},
                                motto: {gen: lorem, words: 1..4}, joined: {gen: datetime, from: "2024-01-01"}}}
                """);
        String a = db.name("self_a");
        String b = db.name("self_b");
        CliRun parallel = db.seedgen(dir, a, "--spec", spec.toString(), "--threads", "4", "--batch", "7").assertExit(0);
        // by default every foreign key goes on after the rows, the tables side by side
        assertTrue(parallel.out().contains("0 unique and 4 foreign keys added after the rows"), parallel::describe);
        assertTrue(parallel.out().contains("4 checked after the load: no orphan row"), parallel::describe);
        assertTrue(showCreate(a, "comments").contains("FOREIGN KEY (`reply_to`) REFERENCES `comments` (`id`)"),
                () -> showCreateOrEmpty(a, "comments"));
        // keys first: only the keys to a table's own rows wait for the rows
        CliRun first = db.seedgen(dir, b, "--spec", spec.toString(), "--threads", "1", "--method", "load-data",
                "--keys-first").assertExit(0);
        assertTrue(first.out().contains("0 unique and 3 foreign keys added after the rows"), first::describe);
        Path report = dir.resolve("report.json");
        CliRun again = db.seedgen(dir, a, "--spec", spec.toString(), "--threads", "4", "--batch", "7", "--truncate",
                "--report", report.toString()).assertExit(0);
        // --truncate empties the tables and takes every foreign key off for the rows, as on new tables
        assertTrue(again.out().contains("0 unique and 4 foreign keys added after the rows"), again::describe);
        var json = new com.fasterxml.jackson.databind.ObjectMapper().readTree(report.toFile());
        assertEquals("DONE", json.get("status").asText(), json::toString);
        assertEquals(1, json.get("seed").asLong(), json::toString);
        assertEquals(4, json.get("keysAdded").get("foreign").asInt(), json::toString);
        assertTrue(json.get("sideBySide").asBoolean(), json::toString);
        assertEquals(List.of("posts", "comments", "employees"), java.util.stream.StreamSupport.stream(
                json.get("tables").spliterator(), false).map(t -> t.get("table").asText()).toList());
        for (var t : json.get("tables")) {
            assertEquals(db.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(a, t.get("table").asText())),
                    t.get("rowsWritten").asLong(), json::toString);
        }
        json.get("orphans").forEach(n -> assertEquals(0, n.asLong(), json::toString));
        assertEquals(4, json.get("orphans").size(), json::toString);
        assertTrue(!json.toString().contains(TestServer.IT_PASSWORD), "no password in the report");
        for (String t : List.of("posts", "comments", "employees")) {
            assertEquals(checksum(a, t), checksum(b, t), t);
            assertEquals(showCreate(a, t), showCreate(b, t), t);
        }
        String comments = ItDatabase.table(a, "comments");
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM " + comments + " c JOIN " + comments + " r ON r.id = "
                + "c.reply_to WHERE r.post_id <> c.post_id OR r.id >= c.id"), "a reply to a later comment or another post");
        assertTrue(db.queryLong("SELECT COUNT(*) FROM " + comments + " WHERE reply_to IS NOT NULL") > 1000);
        assertEquals(500, db.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(a, "employees") + " WHERE "
                + "JSON_VALID(profile) AND JSON_EXTRACT(profile, '$.id') = id AND (JSON_EXTRACT(profile, '$.manager') "
                + "= manager_id OR (manager_id IS NULL AND JSON_TYPE(JSON_EXTRACT(profile, '$.manager')) = 'NULL'))"),
                "every profile a JSON object holding the row's id and manager");
    }

    private static String showCreateOrEmpty(String database, String table) {
        try {
            return showCreate(database, table);
        } catch (Exception e) {
            return "";
        }
    }

    /**
     * Starts seedgen --dataset sns into {@code database} as a process of its own, and kills it with SIGKILL (no
     * cleanup of any kind) once likes holds {@code likes} rows; returns the likes seen just before.
     */
    private long killWhenLikesReach(long likes, String database, String... args) throws Exception {
        Process p = startToBeKilled(database, args);
        long seen = 0;
        long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.MINUTES.toNanos(3);
        while (seen < likes && p.isAlive() && System.nanoTime() < deadline) {
            Thread.sleep(20);
            seen = tableRows(database, "likes");
        }
        String early = p.isAlive() ? "" : Files.readString(dir.resolve("killed.out"));
        assertTrue(p.isAlive(), () -> "the run ended before it could be killed: " + early);
        p.destroyForcibly().waitFor();
        return seen;
    }

    /** seedgen --dataset sns into {@code database} through the launcher, as a process of its own to kill. */
    private Process startToBeKilled(String database, String... args) throws java.io.IOException {
        List<String> all = new java.util.ArrayList<>(List.of("--dataset", "sns", "--progress", "none"));
        all.addAll(List.of(args));
        return db.startProcess(dir, database, all.toArray(String[]::new));
    }

    private static void assertSameTables(String expected, String actual) throws Exception {
        for (String t : SNS) {
            assertEquals(checksum(expected, t), checksum(actual, t), t + ": the same rows");
            assertEquals(showCreate(expected, t), showCreate(actual, t), t + ": the same keys");
        }
    }

    private static String showCreate(String database, String table) throws Exception {
        try (java.sql.Connection c = db.server().admin(); java.sql.Statement st = c.createStatement();
                java.sql.ResultSet rs = st.executeQuery("SHOW CREATE TABLE " + ItDatabase.table(database, table))) {
            rs.next();
            return rs.getString(2);
        }
    }

    private static long tableRows(String database, String table) throws Exception {
        try {
            return db.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(database, table));
        } catch (java.sql.SQLException e) {
            return 0; // not created yet
        }
    }

    private static String checksum(String database, String table) throws Exception {
        try (java.sql.Connection c = db.server().admin(); java.sql.Statement st = c.createStatement();
                java.sql.ResultSet rs = st.executeQuery("CHECKSUM TABLE " + ItDatabase.table(database, table)
                        + " EXTENDED")) {
            rs.next();
            return rs.getString(2);
        }
    }
}
