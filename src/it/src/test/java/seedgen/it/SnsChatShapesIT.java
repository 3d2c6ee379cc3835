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
 * than a row it depends on (each datetime of a child against its parent's first, across every foreign key the schema
 * declares, and a message against its sender's membership), none made after its user left, no time of a row's
 * history before its first, no reference to a deleted row, the history's shares, popularity with a heavy tail (the share the top 1% of posts and of users hold),
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
        double usersChanged = changed(sns, "users", "created_at", "updated_at");
        double usersLeft = changed(sns, "users", "created_at", "deleted_at");
        double postsEdited = changed(sns, "posts", "created_at", "updated_at");
        double postsGone = gaps(sns, "posts", "id");
        System.out.printf("sns: history: %.3f of the users changed, %.3f left; %.3f of the posts edited, %.3f of "
                + "posts.id gaps%n", usersChanged, usersLeft, postsEdited, postsGone);
        assertEquals(0.5, usersChanged, 0.02, "users changed");
        assertEquals(0.05, usersLeft, 0.01, "users who left");
        assertEquals(0.15, postsEdited, 0.01, "posts edited");
        assertEquals(0.05, postsGone, 0.005, "posts deleted");
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
        double usersLeft = changed(chat, "users", "created_at", "deleted_at");
        double edited = changed(chat, "messages", "sent_at", "edited_at");
        double roomsGone = gaps(chat, "rooms", "id");
        System.out.printf("chat: history: %.3f of the users left, %.3f of the messages edited, %.3f of rooms.id "
                + "gaps%n", usersLeft, edited, roomsGone);
        assertEquals(0.05, usersLeft, 0.01, "users who left");
        assertEquals(0.07, edited, 0.01, "messages edited");
        assertEquals(0.03, roomsGone, 0.005, "rooms deleted");
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
            List<String> parentTimes = datetimes(database, k[2]);
            for (String childTime : datetimes(database, k[0])) {
                // a row depends on its parent's making (its first time), not on the parent's later edits
                for (String parentTime : parentTimes.subList(0, 1)) {
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
        for (String[] k : keys) {
            // nothing a row depends on is gone (a deleted key is a gap nothing refers to)
            long orphans = db.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(database, k[0]) + " c LEFT JOIN "
                    + ItDatabase.table(database, k[2]) + " p ON p.`" + k[3] + "` = c.`" + k[1] + "` WHERE p.`" + k[3]
                    + "` IS NULL");
            System.out.printf("%s: %s.%s with no %s row: %d%n", database, k[0], k[1], k[2], orphans);
            total += orphans;
            // and nothing is made after what it depends on was deleted (a post after its author left)
            if (datetimes(database, k[2]).contains("deleted_at")) {
                String made = datetimes(database, k[0]).get(0);
                long n = db.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(database, k[0]) + " c JOIN "
                        + ItDatabase.table(database, k[2]) + " p ON p.`" + k[3] + "` = c.`" + k[1] + "` WHERE c.`"
                        + made + "` > p.deleted_at");
                System.out.printf("%s: %s.%s after %s.deleted_at (by %s): %d rows%n", database, k[0], made, k[2],
                        k[1], n);
                total += n;
            }
        }
        for (String t : tables(database)) {
            // within a row, each later time of its history is after the one before it
            List<String> times = datetimes(database, t);
            for (int i = 1; i < times.size(); i++) {
                long n = db.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(database, t) + " WHERE `"
                        + times.get(i) + "` < `" + times.get(0) + "`");
                System.out.printf("%s: %s.%s before %s: %d rows%n", database, t, times.get(i), times.get(0), n);
                total += n;
            }
        }
        return total;
    }

    private List<String> tables(String database) throws Exception {
        List<String> out = new ArrayList<>();
        try (Connection c = db.admin(); Statement st = c.createStatement(); ResultSet rs = st.executeQuery(
                "SELECT TABLE_NAME FROM information_schema.TABLES WHERE TABLE_SCHEMA = '" + database + "' ORDER BY 1")) {
            while (rs.next()) {
                out.add(rs.getString(1));
            }
        }
        return out;
    }

    /** The history: the share of a table's rows whose {@code later} time is set and after {@code first}. */
    private double changed(String database, String table, String first, String later) throws Exception {
        return (double) db.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(database, table) + " WHERE `" + later
                + "` > `" + first + "`") / db.count(database, table);
    }

    /** The share of a sequence key's values from its least to its greatest that no row holds. */
    private double gaps(String database, String table, String key) throws Exception {
        long span = db.queryLong("SELECT MAX(`" + key + "`) - MIN(`" + key + "`) + 1 FROM "
                + ItDatabase.table(database, table));
        return 1 - (double) db.count(database, table) / span;
    }

    private List<String> datetimes(String database, String table) throws Exception {
        List<String> out = new ArrayList<>();
        try (Connection c = db.admin(); Statement st = c.createStatement(); ResultSet rs = st.executeQuery(
                "SELECT COLUMN_NAME FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = '" + database + "' AND "
                        + "TABLE_NAME = '" + table + "' AND DATA_TYPE IN ('datetime', 'timestamp', 'date') ORDER BY "
                        + "ORDINAL_POSITION")) {
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
