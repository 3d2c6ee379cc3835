package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code spec --from-db --learn} and {@code --from-db --learn-from} on a shop made by {@link ShopSource} (20,000
 * accounts, about 35,000 orders and 90,000 items; nothing of seedgen's made it), on MariaDB and PostgreSQL: the copy
 * made from what was learned, in an empty copy of the schema, holds the source's shape within the issue's bounds (rows
 * within 3%, every fan-out at a KS distance of at most 0.05 with its largest within 2x, NULL shares and category
 * weights within 0.02, p50 and p90 of numbers within 10%), no row older than its parent, keys in time order, and no
 * value of a column of many values; at --scale 10, ten times the rows in the same shapes.
 */
class LearnIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(LearnIT.class);

    @RegisterExtension
    static final SharedPg pg = new SharedPg();

    @TempDir
    Path dir;

    static final int ACCOUNTS = 20_000;
    static final int PRODUCTS = 2_000;

    @Test
    void mariadbCopyHasTheShopsShapeAt1xAndAt10x() throws Exception {
        String src = db.name("src");
        String copy = db.name("copy");
        String big = db.name("big");
        String single = db.name("one");
        try (Connection c = db.admin()) {
            for (String name : List.of(src, copy, big, single)) {
                try (Statement st = c.createStatement()) {
                    st.execute("CREATE DATABASE " + name);
                }
                c.setCatalog(name);
                ShopSource.create(c, false);
            }
            c.setCatalog(src);
            ShopSource.fill(c, ACCOUNTS, PRODUCTS, 42);
        }
        CliRun learned = db.seedgen(dir, src, "spec", "--from-db", "--learn").assertExit(0);
        assertTrue(learned.err().matches("(?s).*seedgen: learning " + src + ": table order_items \\(\\d of 4, "
                + "\\d[\\d,]* rows\\), .*"), learned::describe);
        Path spec = dir.resolve("learned.yaml");
        Files.writeString(spec, learned.out());
        db.seedgen(dir, copy, "--from-db", "--spec", spec.toString()).assertExit(0);
        try (Connection s = mysql(src); Connection c = mysql(copy)) {
            assertSameShape(s, c, 1, learned.out());
        }
        // the same rows whatever the threads, batch and method
        db.seedgen(dir, single, "--from-db", "--spec", spec.toString(), "--threads", "1", "--batch", "777",
                "--method", "load-data").assertExit(0);
        try (Connection a = mysql(copy); Connection b = mysql(single)) {
            for (String table : List.of("accounts", "products", "orders", "order_items")) {
                assertEquals(checksum(a, table), checksum(b, table), table + ": the same rows with one thread");
            }
        }
        CliRun tenfold = db.seedgen(dir, src, "spec", "--from-db", "--learn", "--scale", "10").assertExit(0);
        Path spec10 = dir.resolve("learned10.yaml");
        Files.writeString(spec10, tenfold.out());
        db.seedgen(dir, big, "--from-db", "--spec", spec10.toString()).assertExit(0);
        try (Connection s = mysql(src); Connection c = mysql(big)) {
            assertSameShape(s, c, 10, tenfold.out());
        }
    }

    @Test
    void postgresqlLearnsAndFillsInOneGo() throws Exception {
        String src = pg.server.database("learn_src");
        String copy = pg.server.database("learn_copy");
        try (Connection c = pg.server.connectAsTestUser(copy)) {
            ShopSource.create(c, true);
        }
        try (Connection c = pg.server.connectAsTestUser(src)) {
            ShopSource.create(c, true);
            ShopSource.fill(c, ACCOUNTS, PRODUCTS, 43);
        }
        CliRun printed = CliRun.of(Map.of("SEEDGEN_PASSWORD", PgTestServer.IT_PASSWORD), dir, "spec", "--from-db",
                "--learn", "--url", pg.server.url(src), "--user", PgTestServer.IT_USER).assertExit(0);
        // an existing schema's foreign keys are checked after the rows, which needs this right (as AppSchemasIT)
        pg.server.admin("GRANT SET ON PARAMETER session_replication_role TO " + PgTestServer.IT_USER);
        CliRun run;
        try {
            run = CliRun.of(Map.of("SEEDGEN_PASSWORD", PgTestServer.IT_PASSWORD), dir, "--from-db", "--learn-from",
                    src, "--url", pg.server.url(copy), "--user", PgTestServer.IT_USER).assertExit(0);
        } finally {
            pg.server.admin("REVOKE SET ON PARAMETER session_replication_role FROM " + PgTestServer.IT_USER);
        }
        assertTrue(run.out().contains("checked after the load: no orphan row") || run.out().contains("validated"),
                run::describe);
        try (Connection s = pg.server.connectAsTestUser(src); Connection c = pg.server.connectAsTestUser(copy)) {
            assertSameShape(s, c, 1, printed.out());
        }
    }

    @Test
    void learnValuesNoneCopiesNoValueAndBadInputIsOneLine() throws Exception {
        String src = db.name("few");
        try (Connection c = db.admin()) {
            try (Statement st = c.createStatement()) {
                st.execute("CREATE DATABASE " + src);
            }
            c.setCatalog(src);
            ShopSource.create(c, false);
            ShopSource.fill(c, 2_000, 200, 7);
        }
        CliRun all = db.seedgen(dir, src, "spec", "--from-db", "--learn").assertExit(0);
        assertTrue(all.out().contains("\"refunded\": "), "the statuses, a column of few values: " + all.describe());
        CliRun none = db.seedgen(dir, src, "spec", "--from-db", "--learn", "--learn-values", "none").assertExit(0);
        for (String value : List.of("refunded", "\"paid\"", "\"free\"", "\"team\"", "\"US\"", "\"DE\"")) {
            assertFalse(none.out().contains(value), value + " copied with --learn-values none");
        }
        assertTrue(none.out().contains("no value copied: --learn-values none"), none::describe);
        for (String[] bad : List.of(new String[] {"--scale", "0"}, new String[] {"--rows", "5"},
                new String[] {"--learn-values", "some"})) {
            List<String> args = new ArrayList<>(List.of("spec", "--from-db", "--learn"));
            args.addAll(List.of(bad));
            CliRun refused = db.seedgen(dir, src, args.toArray(String[]::new)).assertRefused(2);
            assertEquals(1, refused.err().strip().lines().count(), refused::describe);
        }
        CliRun scaleAlone = db.seedgen(dir, src, "spec", "--from-db", "--scale", "2").assertRefused(2);
        assertTrue(scaleAlone.err().contains("--scale goes with --learn"), scaleAlone::describe);
        CliRun itself = db.seedgen(dir, src, "--from-db", "--learn-from", src).assertRefused(2);
        assertTrue(itself.err().contains("is the database to fill"), itself::describe);
    }

    /**
     * A key member of an UNSIGNED type, measured against its owner's times: seasons that start the year before a
     * player's debut, or end after it, differ from its year by less than zero, which MySQL's unsigned arithmetic
     * refused (Roundcube's contactgroupmembers, an UNSIGNED contact_id under contactgroups.changed, stopped --learn
     * with exit 3).
     */
    @Test
    void anUnsignedKeyMemberIsMeasuredAgainstItsOwnersTimes() throws Exception {
        String src = db.name("unsigned");
        db.execute("CREATE DATABASE " + src);
        try (Connection c = mysql(src); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE players (id INT UNSIGNED PRIMARY KEY, debut DATETIME NOT NULL)");
            st.execute("CREATE TABLE seasons (player_id INT UNSIGNED NOT NULL, year SMALLINT UNSIGNED NOT NULL, "
                    + "PRIMARY KEY (player_id, year), FOREIGN KEY (player_id) REFERENCES players (id))");
            for (int player = 1; player <= 40; player++) {
                int debut = 2000 + player % 10;
                st.execute("INSERT INTO players VALUES (" + player + ", '" + debut + "-05-01')");
                for (int year = debut - player % 2; year <= debut + 2; year++) {
                    st.execute("INSERT INTO seasons VALUES (" + player + ", " + year + ")");
                }
            }
        }
        CliRun learned = db.seedgen(dir, src, "spec", "--from-db", "--learn").assertExit(0);
        assertTrue(learned.out().contains("year_of: {start: \"players.debut\""), learned::describe);
    }

    private static long checksum(Connection c, String table) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("CHECKSUM TABLE " + table)) {
            rs.next();
            return rs.getLong(2);
        }
    }

    private static Connection mysql(String database) throws SQLException {
        Connection c = db.admin();
        c.setCatalog(database);
        return c;
    }

    /** The bounds of the issue, the copy against the source at {@code scale} times its rows. */
    static void assertSameShape(Connection src, Connection copy, double scale, String spec) throws SQLException {
        String why = "\nspec:\n" + spec;
        List<String> figures = new ArrayList<>();
        for (String table : List.of("accounts", "products", "orders", "order_items")) {
            long s = count(src, "SELECT COUNT(*) FROM " + table);
            long c = count(copy, "SELECT COUNT(*) FROM " + table);
            assertTrue(Math.abs(c - s * scale) <= 0.03 * s * scale, table + ": " + c + " rows against " + s + " x "
                    + scale + why);
            figures.add(String.format(java.util.Locale.ROOT, "%s rows %+.2f%%", table, 100.0 * (c - s * scale)
                    / (s * scale)));
        }
        String[][] keys = {{"orders", "account_id", "accounts"}, {"order_items", "order_id", "orders"},
            {"order_items", "product_id", "products"}};
        for (String[] k : keys) {
            TreeMap<Long, Long> s = fanOut(src, k[0], k[1], k[2]);
            TreeMap<Long, Long> c = fanOut(copy, k[0], k[1], k[2]);
            double ks = ks(s, c);
            assertTrue(ks <= 0.05, k[0] + "." + k[1] + ": KS " + ks + "\nsource " + s + "\ncopy " + c + why);
            double most = (double) c.lastKey() / s.lastKey();
            figures.add(String.format(java.util.Locale.ROOT, "%s.%s KS %.4f most %d/%d", k[0], k[1], ks, c.lastKey(),
                    s.lastKey()));
            assertTrue(most >= 0.5 && most <= 2, k[0] + "." + k[1] + ": most " + c.lastKey() + " against "
                    + s.lastKey() + why);
        }
        for (String[] n : new String[][] {{"accounts", "bio"}, {"accounts", "age"}, {"orders", "shipped_at"}}) {
            double s = nullShare(src, n[0], n[1]);
            double c = nullShare(copy, n[0], n[1]);
            assertTrue(Math.abs(s - c) <= 0.02, n[0] + "." + n[1] + ": NULLs " + c + " against " + s + why);
            figures.add(String.format(java.util.Locale.ROOT, "%s.%s NULL %.4f/%.4f", n[0], n[1], c, s));
        }
        for (String[] n : new String[][] {{"accounts", "country"}, {"accounts", "plan"}, {"orders", "status"}}) {
            Map<String, Double> s = shares(src, n[0], n[1]);
            Map<String, Double> c = shares(copy, n[0], n[1]);
            for (String v : s.keySet()) {
                double d = Math.abs(s.get(v) - c.getOrDefault(v, 0.0));
                assertTrue(d <= 0.02, n[0] + "." + n[1] + " = " + v + ": " + c.get(v) + " against " + s.get(v) + why);
            }
            assertEquals(s.keySet(), c.keySet(), n[0] + "." + n[1] + ": the same values");
            figures.add(String.format(java.util.Locale.ROOT, "%s.%s worst weight %.4f", n[0], n[1], s.keySet()
                    .stream().mapToDouble(v -> Math.abs(s.get(v) - c.get(v))).max().orElse(0)));
        }
        for (String[] n : new String[][] {{"orders", "amount"}, {"accounts", "age"}, {"products", "price"},
            {"order_items", "unit_price"}, {"order_items", "quantity"}}) {
            List<Double> s = values(src, n[0], n[1]);
            List<Double> c = values(copy, n[0], n[1]);
            for (double p : new double[] {0.5, 0.9}) {
                double a = quantile(s, p);
                double b = quantile(c, p);
                assertTrue(Math.abs(b - a) <= 0.10 * Math.abs(a), n[0] + "." + n[1] + " p" + (int) (p * 100) + ": "
                        + b + " against " + a + why);
                figures.add(String.format(java.util.Locale.ROOT, "%s.%s p%d %s/%s", n[0], n[1], (int) (p * 100), b,
                        a));
            }
        }
        assertEquals(0, count(copy, "SELECT COUNT(*) FROM orders o JOIN accounts a ON a.id = o.account_id WHERE "
                + "o.created_at < a.created_at"), "orders before their account signed up" + why);
        assertEquals(0, count(copy, "SELECT COUNT(*) FROM orders WHERE shipped_at < created_at"),
                "orders shipped before they were made" + why);
        assertEquals(0, count(src, "SELECT COUNT(*) FROM orders WHERE shipped_at < created_at"), "the source's own");
        for (String[] t : new String[][] {{"accounts", "created_at"}, {"orders", "created_at"}}) {
            double rho = spearman(copy, t[0], t[1]);
            assertTrue(rho >= 0.9, t[0] + ": key and " + t[1] + " rank correlation " + rho + why);
            figures.add(String.format(java.util.Locale.ROOT, "%s rank correlation %.4f", t[0], rho));
        }
        for (String[] t : new String[][] {{"accounts", "email"}, {"accounts", "bio"}, {"products", "name"}}) {
            Set<String> s = new HashSet<>(strings(src, t[0], t[1]));
            List<String> copied = strings(copy, t[0], t[1]).stream().filter(s::contains).limit(3).toList();
            assertTrue(copied.isEmpty(), t[0] + "." + t[1] + ": source values in the copy: " + copied);
        }
        System.out.println("LearnIT x" + scale + ": " + String.join("; ", figures));
    }

    /** Parent rows by their children: children -> parent rows, those with none included. */
    private static TreeMap<Long, Long> fanOut(Connection c, String child, String column, String parent)
            throws SQLException {
        TreeMap<Long, Long> out = new TreeMap<>();
        long with = 0;
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT g.n, COUNT(*) FROM (SELECT "
                + "COUNT(*) AS n FROM " + child + " GROUP BY " + column + ") g GROUP BY g.n")) {
            while (rs.next()) {
                out.put(rs.getLong(1), rs.getLong(2));
                with += rs.getLong(2);
            }
        }
        long parents = count(c, "SELECT COUNT(*) FROM " + parent);
        if (parents > with) {
            out.put(0L, parents - with);
        }
        return out;
    }

    /** Kolmogorov-Smirnov distance of two distributions of whole numbers. */
    static double ks(TreeMap<Long, Long> a, TreeMap<Long, Long> b) {
        double na = a.values().stream().mapToLong(Long::longValue).sum();
        double nb = b.values().stream().mapToLong(Long::longValue).sum();
        java.util.TreeSet<Long> xs = new java.util.TreeSet<>(a.keySet());
        xs.addAll(b.keySet());
        double ca = 0;
        double cb = 0;
        double d = 0;
        for (long x : xs) {
            ca += a.getOrDefault(x, 0L);
            cb += b.getOrDefault(x, 0L);
            d = Math.max(d, Math.abs(ca / na - cb / nb));
        }
        return d;
    }

    private static double nullShare(Connection c, String table, String column) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT COUNT(*), COUNT(" + column
                + ") FROM " + table)) {
            rs.next();
            return 1 - (double) rs.getLong(2) / rs.getLong(1);
        }
    }

    private static Map<String, Double> shares(Connection c, String table, String column) throws SQLException {
        Map<String, Double> out = new LinkedHashMap<>();
        long all = count(c, "SELECT COUNT(" + column + ") FROM " + table);
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT " + column + ", COUNT(*) FROM "
                + table + " WHERE " + column + " IS NOT NULL GROUP BY " + column)) {
            while (rs.next()) {
                out.put(rs.getString(1), (double) rs.getLong(2) / all);
            }
        }
        return out;
    }

    private static List<Double> values(Connection c, String table, String column) throws SQLException {
        List<Double> out = new ArrayList<>();
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT " + column + " FROM " + table
                + " WHERE " + column + " IS NOT NULL")) {
            while (rs.next()) {
                out.add(rs.getDouble(1));
            }
        }
        Collections.sort(out);
        return out;
    }

    private static List<String> strings(Connection c, String table, String column) throws SQLException {
        List<String> out = new ArrayList<>();
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT " + column + " FROM " + table
                + " WHERE " + column + " IS NOT NULL")) {
            while (rs.next()) {
                out.add(rs.getString(1));
            }
        }
        return out;
    }

    private static double quantile(List<Double> sorted, double p) {
        return sorted.get((int) Math.min(sorted.size() - 1, Math.floor(p * (sorted.size() - 1))));
    }

    /** Spearman's rank correlation of the table's id and {@code column}, ties broken by id. */
    private static double spearman(Connection c, String table, String column) throws SQLException {
        List<long[]> rows = new ArrayList<>();
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT id FROM " + table + " WHERE "
                + column + " IS NOT NULL ORDER BY " + column + ", id")) {
            long rank = 0;
            while (rs.next()) {
                rows.add(new long[] {rs.getLong(1), ++rank});
            }
        }
        rows.sort((x, y) -> Long.compare(x[0], y[0]));
        double n = rows.size();
        double sum = 0;
        for (int i = 0; i < rows.size(); i++) {
            double d = (i + 1) - rows.get(i)[1];
            sum += d * d;
        }
        return 1 - 6 * sum / (n * (n * n - 1));
    }

    private static long count(Connection c, String query) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(query)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
