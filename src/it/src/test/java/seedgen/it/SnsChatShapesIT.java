package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The built-in sns and chat as loaded with default options at 20,000 users, measured on the server: no row earlier
 * than a row it depends on (every pair of datetimes across every foreign key the schema declares, and a message
 * against its sender's membership), popularity with a heavy tail (the share the top 1% of posts and of users hold),
 * and every sequence key in the order of its table's time (Spearman's rank correlation). The figures go to the
 * output; docs/datasets.md quotes them.
 */
class SnsChatShapesIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(SnsChatShapesIT.class);

    @TempDir
    Path dir;

    @Test
    void snsIsCausalHeavyTailedAndItsKeysFollowTime() throws Exception {
        String sns = db.name("sns");
        db.seedgen(dir, sns, "--dataset", "sns", "--rows", "20000").assertExit(0);
        assertEquals(0, backwardsPairs(sns), "rows earlier than a row they depend on");
        double likes = topShare(sns, "likes", "post_id", "posts");
        double bookmarks = topShare(sns, "bookmarks", "post_id", "posts");
        double follows = topShare(sns, "follows", "followee_id", "users");
        double posts = topShare(sns, "posts", "user_id", "users");
        System.out.printf("sns: the top 1%% of posts hold %.1f%% of the likes and %.1f%% of the bookmarks; the top 1%%"
                + " of users %.1f%% of the follows and %.1f%% of the posts%n", likes, bookmarks, follows, posts);
        assertTrue(likes >= 10, "likes: " + likes);
        assertTrue(follows >= 20, "follows: " + follows);
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(sns, "follows")
                + " WHERE follower_id = followee_id"), "nobody follows themselves");
        for (String[] key : new String[][] {{"users", "id", "created_at"}, {"posts", "id", "created_at"}}) {
            double rho = spearman(sns, key[0], key[1], key[2]);
            System.out.printf("sns: %s.%s against %s: rank correlation %.4f%n", key[0], key[1], key[2], rho);
            assertTrue(rho >= 0.9, key[0] + ": " + rho);
        }
    }

    @Test
    void chatIsCausalHeavyTailedAndItsKeysFollowTime() throws Exception {
        String chat = db.name("chat");
        db.seedgen(dir, chat, "--dataset", "chat", "--rows", "20000").assertExit(0);
        assertEquals(0, backwardsPairs(chat), "rows earlier than a row they depend on");
        String messages = ItDatabase.table(chat, "messages");
        String members = ItDatabase.table(chat, "room_members");
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM " + messages + " g LEFT JOIN " + members + " m ON "
                + "m.room_id = g.room_id AND m.user_id = g.sender_id WHERE m.user_id IS NULL"), "a sender not a member");
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM " + messages + " g JOIN " + members + " m ON "
                + "m.room_id = g.room_id AND m.user_id = g.sender_id WHERE g.sent_at < m.joined_at"),
                "a message sent before its sender joined the room");
        double rooms = topShare(chat, "messages", "room_id", "rooms");
        double sizes = topShare(chat, "room_members", "room_id", "rooms");
        System.out.printf("chat: the top 1%% of rooms hold %.1f%% of the messages and %.1f%% of the memberships%n",
                rooms, sizes);
        assertTrue(rooms >= 20, "messages: " + rooms);
        for (String[] key : new String[][] {{"users", "id", "created_at"}, {"rooms", "id", "created_at"},
                {"messages", "id", "sent_at"}}) {
            double rho = spearman(chat, key[0], key[1], key[2]);
            System.out.printf("chat: %s.%s against %s: rank correlation %.4f%n", key[0], key[1], key[2], rho);
            assertTrue(rho >= 0.9, key[0] + ": " + rho);
        }
    }

    /**
     * Every foreign key of the database as the catalog declares it, and every pair of a datetime of the child and one
     * of the parent: the child rows whose time is before their parent row's. Printed per pair; the total returned.
     */
    private long backwardsPairs(String database) throws Exception {
        List<String[]> keys = new ArrayList<>();
        try (Connection c = db.admin(); Statement st = c.createStatement(); ResultSet rs = st.executeQuery(
                "SELECT TABLE_NAME, COLUMN_NAME, REFERENCED_TABLE_NAME, REFERENCED_COLUMN_NAME FROM "
                        + "information_schema.KEY_COLUMN_USAGE WHERE TABLE_SCHEMA = '" + database + "' AND "
                        + "REFERENCED_TABLE_NAME IS NOT NULL ORDER BY 1, 2")) {
            while (rs.next()) {
                keys.add(new String[] {rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4)});
            }
        }
        assertTrue(keys.size() >= 4, "foreign keys: " + keys.size());
        long total = 0;
        int pairs = 0;
        for (String[] k : keys) {
            for (String childTime : datetimes(database, k[0])) {
                for (String parentTime : datetimes(database, k[2])) {
                    long n = db.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(database, k[0]) + " c JOIN "
                            + ItDatabase.table(database, k[2]) + " p ON p.`" + k[3] + "` = c.`" + k[1] + "` WHERE c.`"
                            + childTime + "` < p.`" + parentTime + "`");
                    System.out.printf("%s: %s.%s before %s.%s (by %s): %d rows%n", database, k[0], childTime, k[2],
                            parentTime, k[1], n);
                    total += n;
                    pairs++;
                }
            }
        }
        assertTrue(pairs >= keys.size(), "every foreign key has a time pair: " + pairs);
        return total;
    }

    private List<String> datetimes(String database, String table) throws Exception {
        List<String> out = new ArrayList<>();
        try (Connection c = db.admin(); Statement st = c.createStatement(); ResultSet rs = st.executeQuery(
                "SELECT COLUMN_NAME FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = '" + database + "' AND "
                        + "TABLE_NAME = '" + table + "' AND DATA_TYPE IN ('datetime', 'timestamp', 'date')")) {
            while (rs.next()) {
                out.add(rs.getString(1));
            }
        }
        return out;
    }

    /** The share (%) of {@code child}'s rows that refer to the 1% of {@code parent}'s rows they refer to most. */
    private double topShare(String database, String child, String column, String parent) throws Exception {
        long parents = db.count(database, parent);
        long top = Math.max(1, parents / 100);
        long children = db.count(database, child);
        long held = db.queryLong("SELECT COALESCE(SUM(n), 0) FROM (SELECT COUNT(*) AS n FROM "
                + ItDatabase.table(database, child) + " GROUP BY `" + column + "` ORDER BY n DESC LIMIT " + top + ") t");
        return 100.0 * held / children;
    }

    /** Spearman's rank correlation of a table's key with one of its times, ties in time at their mean rank. */
    private double spearman(String database, String table, String key, String time) throws Exception {
        int n = (int) db.count(database, table);
        double[] keys = new double[n];
        double[] times = new double[n];
        try (Connection c = db.admin(); Statement st = c.createStatement(); ResultSet rs = st.executeQuery(
                "SELECT `" + key + "`, UNIX_TIMESTAMP(`" + time + "`) FROM " + ItDatabase.table(database, table))) {
            int i = 0;
            while (rs.next()) {
                keys[i] = rs.getLong(1);
                times[i] = rs.getDouble(2);
                i++;
            }
            assertEquals(n, i);
        }
        return pearson(ranks(keys), ranks(times));
    }

    static double[] ranks(double[] v) {
        Integer[] order = new Integer[v.length];
        for (int i = 0; i < v.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> Double.compare(v[a], v[b]));
        double[] rank = new double[v.length];
        for (int i = 0; i < v.length; ) {
            int j = i;
            while (j + 1 < v.length && v[order[j + 1]] == v[order[i]]) {
                j++;
            }
            for (int k = i; k <= j; k++) {
                rank[order[k]] = (i + j) / 2.0 + 1;
            }
            i = j + 1;
        }
        return rank;
    }

    static double pearson(double[] x, double[] y) {
        double mx = Arrays.stream(x).average().orElse(0);
        double my = Arrays.stream(y).average().orElse(0);
        double sxy = 0;
        double sxx = 0;
        double syy = 0;
        for (int i = 0; i < x.length; i++) {
            sxy += (x[i] - mx) * (y[i] - my);
            sxx += (x[i] - mx) * (x[i] - mx);
            syy += (y[i] - my) * (y[i] - my);
        }
        return sxy / Math.sqrt(sxx * syy);
    }
}
