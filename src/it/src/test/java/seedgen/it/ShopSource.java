package seedgen.it;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Random;

/**
 * A shop's database made with java.util.Random, nothing of seedgen's: the source {@code --learn} measures. Accounts
 * signing up over two years in key order (40/25/10% from three countries, the rest from twenty; plans 80/15/5%; 60%
 * NULL bios of varied lengths; ages log-normal, 8% NULL); products (prices log-normal); orders of half the accounts
 * (a power law of exponent 1.3 up to 400, one account with the 400), each after its account signed up, statuses
 * 70/20/10%, amounts log-normal (median 40), shipped after ordered unless pending; 1 to 30 items an order
 * (geometric), products by a zipf rank, quantities 60/20/10/5/5%.
 */
final class ShopSource {

    static final String[] COUNTRIES = {"US", "DE", "FR", "GB", "IT", "ES", "NL", "SE", "PL", "BR", "MX", "CA", "AU",
        "JP", "KR", "IN", "NO", "DK", "FI", "IE", "AT", "CH", "BE"};
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");
    private static final LocalDateTime START = LocalDateTime.of(2022, 1, 1, 0, 0);
    private static final String LETTERS = "abcdefghijklmnopqrstuvwxyz";

    private ShopSource() {
    }

    static List<String> ddl(boolean pg) {
        String time = pg ? "TIMESTAMP" : "DATETIME";
        return List.of(
                "CREATE TABLE accounts (id BIGINT PRIMARY KEY, email VARCHAR(120) NOT NULL UNIQUE, country CHAR(2) NOT "
                        + "NULL, plan VARCHAR(16) NOT NULL, bio TEXT, age INT, created_at " + time + " NOT NULL)",
                "CREATE TABLE products (id BIGINT PRIMARY KEY, name VARCHAR(80) NOT NULL, price DECIMAL(10,2) NOT NULL, "
                        + "created_at " + time + " NOT NULL)",
                "CREATE TABLE orders (id BIGINT PRIMARY KEY, account_id BIGINT NOT NULL REFERENCES accounts (id), "
                        + "status VARCHAR(12) NOT NULL, amount DECIMAL(12,2) NOT NULL, created_at " + time + " NOT NULL, "
                        + "shipped_at " + time + ")",
                "CREATE TABLE order_items (id BIGINT PRIMARY KEY, order_id BIGINT NOT NULL REFERENCES orders (id), "
                        + "product_id BIGINT NOT NULL REFERENCES products (id), quantity INT NOT NULL, unit_price "
                        + "DECIMAL(10,2) NOT NULL)");
    }

    static void create(Connection c, boolean pg) throws SQLException {
        try (Statement st = c.createStatement()) {
            for (String s : ddl(pg)) {
                st.execute(s);
            }
        }
    }

    /** Fills the tables: {@code accounts} accounts and what they own; {@code products} products. */
    static void fill(Connection c, int accounts, int products, long seed) throws SQLException {
        Random r = new Random(seed);
        boolean auto = c.getAutoCommit();
        c.setAutoCommit(false);
        long[] created = new long[accounts + 1];
        try (InsertRows rows = new InsertRows(c, "accounts", null)) {
            for (int i = 1; i <= accounts; i++) {
                created[i] = (long) ((double) (i - 1) / accounts * 730 * 86_400) + r.nextInt(3_600);
                double u = r.nextDouble();
                String country = u < 0.40 ? "US" : u < 0.65 ? "DE" : u < 0.75 ? "FR"
                        : COUNTRIES[3 + r.nextInt(COUNTRIES.length - 3)];
                double p = r.nextDouble();
                String plan = p < 0.80 ? "free" : p < 0.95 ? "pro" : "team";
                String bio = r.nextDouble() < 0.60 ? null : words(r, (int) Math.max(1, Math.round(Math.exp(2.3
                        + 0.8 * r.nextGaussian()))));
                String age = r.nextDouble() < 0.08 ? null : Long.toString(Math.min(95, 18 + Math.round(Math.exp(2.7
                        + 0.6 * r.nextGaussian()))));
                rows.add(i, text("u" + i + "." + Long.toString(r.nextLong() & 0xFFFFFFFFL, 36) + "@shop.example"),
                        text(country), text(plan), bio == null ? "NULL" : text(bio), age == null ? "NULL" : age,
                        text(time(created[i])));
            }
        }
        double[] price = new double[products + 1];
        try (InsertRows rows = new InsertRows(c, "products", null)) {
            for (int i = 1; i <= products; i++) {
                price[i] = Math.round(Math.exp(3.2 + 0.9 * r.nextGaussian()) * 100) / 100.0 + 0.5;
                rows.add(i, text("Product " + words(r, 2) + " " + i), money(price[i]),
                        text(time(r.nextInt(365 * 86_400) - 365L * 86_400)));
            }
        }
        // products by popularity: rank k is product perm[k]
        int[] perm = new int[products];
        for (int i = 0; i < products; i++) {
            perm[i] = i + 1;
        }
        for (int i = products - 1; i > 0; i--) {
            int j = r.nextInt(i + 1);
            int t = perm[i];
            perm[i] = perm[j];
            perm[j] = t;
        }
        long order = 0;
        long item = 0;
        int heaviest = 1 + r.nextInt(accounts);
        try (InsertRows orders = new InsertRows(c, "orders", null);
                InsertRows items = new InsertRows(c, "order_items", orders)) {
            for (int a = 1; a <= accounts; a++) {
                int n = a == heaviest ? 400 : r.nextDouble() < 0.5 ? 0
                        : (int) Math.min(400, Math.floor(Math.pow(r.nextDouble(), -1 / 1.3)));
                for (int k = 0; k < n; k++) {
                    long at = created[a] + (long) (-Math.log(1 - r.nextDouble()) * 60 * 86_400);
                    double s = r.nextDouble();
                    String status = s < 0.7 ? "paid" : s < 0.9 ? "pending" : "refunded";
                    String shipped = status.equals("pending") ? "NULL"
                            : text(time(at + 3_600 + r.nextInt(10 * 86_400)));
                    double amount = Math.round(Math.exp(Math.log(40) + 1.25 * r.nextGaussian()) * 100) / 100.0 + 1;
                    orders.add(++order, Long.toString(a), text(status), money(amount), text(time(at)), shipped);
                    int lines = 1 + (int) Math.min(29, Math.floor(Math.log(1 - r.nextDouble()) / Math.log(0.6)));
                    for (int l = 0; l < lines; l++) {
                        int rank = zipfRank(r.nextDouble(), products, 1.05);
                        int product = perm[rank - 1];
                        double q = r.nextDouble();
                        int quantity = q < 0.6 ? 1 : q < 0.8 ? 2 : q < 0.9 ? 3 : q < 0.95 ? 4 : 5;
                        items.add(++item, Long.toString(order), Long.toString(product), Integer.toString(quantity),
                                money(price[product] * (0.8 + 0.4 * r.nextDouble())));
                    }
                }
            }
        }
        c.commit();
        c.setAutoCommit(auto);
    }

    static int zipfRank(double u, int n, double s) {
        double a = Math.pow(n + 1.0, 1 - s);
        return (int) Math.max(1, Math.min(n, Math.floor(Math.pow(1 + u * (a - 1), 1 / (1 - s)))));
    }

    private static String words(Random r, int n) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < n; i++) {
            int len = 2 + r.nextInt(8);
            if (i > 0) {
                b.append(' ');
            }
            for (int k = 0; k < len; k++) {
                b.append(LETTERS.charAt(r.nextInt(LETTERS.length())));
            }
        }
        return b.toString();
    }

    private static String time(long secondsAfterStart) {
        return START.plusSeconds(secondsAfterStart).format(TIME);
    }

    private static String text(String s) {
        return "'" + s.replace("'", "''") + "'";
    }

    private static String money(double v) {
        return String.format(java.util.Locale.ROOT, "%.2f", v);
    }
}
