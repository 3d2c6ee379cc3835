package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The workload's stream keeps every rule docs/datasets.md states for sns and chat, on both server families: after a
 * stream at 500/s, each rule, written as the SQL a user would write ({@code {users}} is the table), counts 0 rows
 * breaking it. The same rules count 0 on the load before the stream. The stream runs {@value #DEFAULT_SECONDS} s in the
 * build; {@code -Dseedgen.it.streamSeconds=60} runs the 60 s the issue asks for (src/bench/stream-rules.sh).
 */
class StreamRulesIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(StreamRulesIT.class);

    @RegisterExtension
    static final SharedPg pg = new SharedPg();

    @TempDir
    Path dir;

    static final int DEFAULT_SECONDS = 15;
    static final String ROWS = "2000";

    /** sns's rules, from docs/datasets.md ("sns": a year's history, rows after what they depend on). */
    static final Map<String, String> SNS = new LinkedHashMap<>();
    /** chat's rules, from docs/datasets.md ("chat"). */
    static final Map<String, String> CHAT = new LinkedHashMap<>();

    static {
        SNS.put("a user's updated_at before its created_at", "SELECT COUNT(*) FROM {users} WHERE updated_at < "
                + "created_at");
        SNS.put("a user's deleted_at before its updated_at", "SELECT COUNT(*) FROM {users} WHERE deleted_at < "
                + "updated_at");
        SNS.put("a post before its author signed up", "SELECT COUNT(*) FROM {posts} p JOIN {users} u ON u.id = "
                + "p.user_id WHERE p.created_at < u.created_at");
        SNS.put("a post's updated_at before its created_at", "SELECT COUNT(*) FROM {posts} WHERE updated_at < "
                + "created_at");
        for (String t : List.of("likes", "bookmarks")) {
            SNS.put(t + " before the user signed up", "SELECT COUNT(*) FROM {" + t + "} x JOIN {users} u ON u.id = "
                    + "x.user_id WHERE x.created_at < u.created_at");
            SNS.put(t + " before the post", "SELECT COUNT(*) FROM {" + t + "} x JOIN {posts} p ON p.id = x.post_id "
                    + "WHERE x.created_at < p.created_at");
            SNS.put(t + " of a post that is gone", "SELECT COUNT(*) FROM {" + t + "} x LEFT JOIN {posts} p ON p.id = "
                    + "x.post_id WHERE p.id IS NULL");
            SNS.put(t + " of a user that is gone", "SELECT COUNT(*) FROM {" + t + "} x LEFT JOIN {users} u ON u.id = "
                    + "x.user_id WHERE u.id IS NULL");
        }
        SNS.put("a post of a user that is gone", "SELECT COUNT(*) FROM {posts} p LEFT JOIN {users} u ON u.id = "
                + "p.user_id WHERE u.id IS NULL");
        SNS.put("a follow of oneself", "SELECT COUNT(*) FROM {follows} WHERE follower_id = followee_id");
        for (String side : List.of("follower_id", "followee_id")) {
            SNS.put("a follow before its " + side + " signed up", "SELECT COUNT(*) FROM {follows} f JOIN {users} u "
                    + "ON u.id = f." + side + " WHERE f.created_at < u.created_at");
            SNS.put("a follow after its " + side + " left", "SELECT COUNT(*) FROM {follows} f JOIN {users} u ON "
                    + "u.id = f." + side + " WHERE f.created_at > u.deleted_at");
            SNS.put("a follow whose " + side + " is gone", "SELECT COUNT(*) FROM {follows} f LEFT JOIN {users} u "
                    + "ON u.id = f." + side + " WHERE u.id IS NULL");
        }
        for (String[] made : new String[][] {{"posts", "created_at"}, {"posts", "updated_at"}, {"likes", "created_at"},
                {"bookmarks", "created_at"}}) {
            SNS.put(made[0] + "." + made[1] + " after the user left", "SELECT COUNT(*) FROM {" + made[0] + "} x JOIN "
                    + "{users} u ON u.id = x.user_id WHERE x." + made[1] + " > u.deleted_at");
        }

        CHAT.put("a room before its owner signed up", "SELECT COUNT(*) FROM {rooms} r JOIN {users} u ON u.id = "
                + "r.owner_id WHERE r.created_at < u.created_at");
        CHAT.put("a room made after its owner left", "SELECT COUNT(*) FROM {rooms} r JOIN {users} u ON u.id = "
                + "r.owner_id WHERE r.created_at > u.deleted_at");
        CHAT.put("a membership before its room was made", "SELECT COUNT(*) FROM {room_members} rm JOIN {rooms} r ON "
                + "r.id = rm.room_id WHERE rm.joined_at < r.created_at");
        CHAT.put("a membership before its user signed up", "SELECT COUNT(*) FROM {room_members} rm JOIN {users} u "
                + "ON u.id = rm.user_id WHERE rm.joined_at < u.created_at");
        CHAT.put("a membership taken after its user left", "SELECT COUNT(*) FROM {room_members} rm JOIN {users} u "
                + "ON u.id = rm.user_id WHERE rm.joined_at > u.deleted_at");
        CHAT.put("a membership of a room that is gone", "SELECT COUNT(*) FROM {room_members} rm LEFT JOIN {rooms} r "
                + "ON r.id = rm.room_id WHERE r.id IS NULL");
        CHAT.put("a message whose sender is not a member of the room", "SELECT COUNT(*) FROM {messages} m WHERE NOT "
                + "EXISTS (SELECT 1 FROM {room_members} rm WHERE rm.room_id = m.room_id AND rm.user_id = m.sender_id)");
        CHAT.put("a message sent before its sender joined the room", "SELECT COUNT(*) FROM {messages} m JOIN "
                + "{room_members} rm ON rm.room_id = m.room_id AND rm.user_id = m.sender_id WHERE m.sent_at < "
                + "rm.joined_at");
        CHAT.put("a message sent before its room was made", "SELECT COUNT(*) FROM {messages} m JOIN {rooms} r ON "
                + "r.id = m.room_id WHERE m.sent_at < r.created_at");
        CHAT.put("a message sent after its sender left", "SELECT COUNT(*) FROM {messages} m JOIN {users} u ON u.id = "
                + "m.sender_id WHERE m.sent_at > u.deleted_at");
        CHAT.put("a message edited before it was sent", "SELECT COUNT(*) FROM {messages} WHERE edited_at < sent_at");
        CHAT.put("a message of a room that is gone", "SELECT COUNT(*) FROM {messages} m LEFT JOIN {rooms} r ON r.id = "
                + "m.room_id WHERE r.id IS NULL");
    }

    static int seconds() {
        return Integer.getInteger("seedgen.it.streamSeconds", DEFAULT_SECONDS);
    }

    private static List<String> workload(String dataset) {
        return List.of("workload", "--dataset", dataset, "--rows", ROWS, "--seed", "5", "--rate", "500", "--duration",
                seconds() + "s");
    }

    @Test
    void onMariaDb() throws Exception {
        for (String dataset : List.of("sns", "chat")) {
            String database = db.name(dataset + "_rules");
            db.seedgen(dir, database, "--dataset", dataset, "--rows", ROWS, "--seed", "5").assertExit(0);
            UnaryOperator<String> sql = q -> qualify(q, t -> ItDatabase.table(database, t));
            String before = leftUsers(sql, db::queryLong);
            assertEquals(Map.of(), broken(dataset, sql, db::queryLong), "the load, before the stream");
            CliRun run = db.seedgen(dir, database, workload(dataset).toArray(String[]::new)).assertExit(0);
            check(dataset, run, sql, db::queryLong, before, leftUsers(sql, db::queryLong));
        }
    }

    @Test
    void onPostgresql() throws Exception {
        for (String dataset : List.of("sns", "chat")) {
            String database = pg.server.database(dataset + "_rules");
            String url = pg.server.url(database);
            PgTestServer.seedgenAsTestUser(dir, "--dataset", dataset, "--rows", ROWS, "--seed", "5", "--url", url)
                    .assertExit(0);
            try (Connection c = pg.server.connect(database)) {
                UnaryOperator<String> sql = q -> qualify(q, t -> "public." + t);
                Query<Long> count = s -> {
                    try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(s)) {
                        rs.next();
                        return rs.getLong(1);
                    }
                };
                String before = leftUsers(sql, count);
                assertEquals(Map.of(), broken(dataset, sql, count), "the load, before the stream");
                List<String> args = new ArrayList<>(workload(dataset));
                args.addAll(List.of("--url", url));
                CliRun run = PgTestServer.seedgenAsTestUser(dir, args.toArray(String[]::new)).assertExit(0);
                check(dataset, run, sql, count, before, leftUsers(sql, count));
            }
        }
    }

    interface Query<T> {
        T run(String sql) throws SQLException;
    }

    private static String qualify(String sql, UnaryOperator<String> table) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\{(\\w+)}").matcher(sql);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(out, java.util.regex.Matcher.quoteReplacement(table.apply(m.group(1))));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** The users who left: how many, and the sum of their ids and of their squares (none restored, none added). */
    private static String leftUsers(UnaryOperator<String> sql, Query<Long> count) throws SQLException {
        return count.run(sql.apply("SELECT COUNT(*) FROM {users} WHERE deleted_at IS NOT NULL")) + " users, ids "
                + count.run(sql.apply("SELECT COALESCE(SUM(id), 0) FROM {users} WHERE deleted_at IS NOT NULL"))
                + " summed, " + count.run(sql.apply("SELECT COALESCE(SUM(id * id), 0) FROM {users} WHERE deleted_at "
                + "IS NOT NULL")) + " squared";
    }

    /** Each rule of the dataset with the rows breaking it, where any do. */
    private static Map<String, Long> broken(String dataset, UnaryOperator<String> sql, Query<Long> count)
            throws SQLException {
        Map<String, Long> out = new LinkedHashMap<>();
        for (Map.Entry<String, String> rule : (dataset.equals("sns") ? SNS : CHAT).entrySet()) {
            long n = count.run(sql.apply(rule.getValue()));
            if (n != 0) {
                out.put(rule.getKey(), n);
            }
        }
        return out;
    }

    private static void check(String dataset, CliRun run, UnaryOperator<String> sql, Query<Long> count, String before,
            String after) throws SQLException {
        assertTrue(run.out().contains(", 0 failed"), run::describe);
        java.util.regex.Matcher done = java.util.regex.Pattern.compile("([\\d,]+) operations in").matcher(run.out());
        assertTrue(done.find(), run::describe);
        long operations = Long.parseLong(done.group(1).replace(",", ""));
        assertTrue(operations >= 500L * seconds() * 9 / 10, dataset + ": the stream ran " + operations
                + " operations of " + 500 * seconds());
        assertEquals(Map.of(), broken(dataset, sql, count), dataset + ": rules broken after " + operations
                + " operations (rule=rows)");
        assertEquals(before, after, dataset + ": the users who left (count:sum of ids), none restored");
        System.out.println("StreamRulesIT " + dataset + ": " + operations + " operations, " + (dataset.equals("sns")
                ? SNS : CHAT).size() + " rules, 0 rows breaking any");
    }
}
