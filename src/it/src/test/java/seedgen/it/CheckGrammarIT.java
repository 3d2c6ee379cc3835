package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * CHECK constraints drawn from a grammar (comparisons with a literal and between two columns, references among them,
 * AND, OR, NOT, IS [NOT] NULL, IN, BETWEEN, LIKE, regular expressions, lower, upper, length, arithmetic over two
 * columns, casts, dates, a flag), each on a table of its own on MariaDB and on PostgreSQL, filled by {@code seedgen
 * --from-db}: the server enforces every check on every row, so a fill that ends with exit 0 wrote no row the server
 * refuses. Each check is satisfiable: it is drawn beside a witness row, and the server says whether the witness keeps
 * it (it is negated where it does not). Most of the tables are filled, none stops the load, and a table left out says
 * which check. The grammar's seed is {@code -Dseedgen.it.checkSeed} (48 by default).
 */
class CheckGrammarIT {

    private static final long SEED = Long.getLong("seedgen.it.checkSeed", 48);
    private static final int TABLES = 24;
    /** The least share of the tables a fill gives rows: a check drawn at random may leave few rows to draw from. */
    private static final double LEAST_FILLED = 0.8;

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(CheckGrammarIT.class);

    @RegisterExtension
    static final SharedPg pg = new SharedPg();

    @TempDir
    Path dir;

    /** A family's spelling of what the grammar draws. */
    record Family(boolean postgresql) {
        String regex(String x, String pattern) {
            return postgresql ? x + " ~ '" + pattern + "'" : x + " REGEXP '" + pattern.replace("\\", "\\\\") + "'";
        }

        String text(String x) {
            return postgresql ? "(" + x + ")::text" : "CAST(" + x + " AS CHAR)";
        }

        String flag(boolean v) {
            return postgresql ? String.valueOf(v) : v ? "1" : "0";
        }

        String columns() {
            return "id int PRIMARY KEY, a int NULL, b int NULL, c int NOT NULL, s varchar(24) NULL, t varchar(24) NOT "
                    + "NULL, d date NULL, e " + (postgresql ? "timestamp" : "datetime") + " NOT NULL, f "
                    + (postgresql ? "boolean" : "tinyint(1)") + " NOT NULL, r1 int NOT NULL REFERENCES parent (id), "
                    + "r2 int NULL REFERENCES parent (id)";
        }
    }

    /** A row the checks are drawn beside: its values, as literals. */
    record Witness(Integer a, Integer b, int c, String s, String t, String d, String e, boolean f, int r1, Integer r2) {
        static Witness draw(Random r) {
            return new Witness(r.nextInt(5) == 0 ? null : r.nextInt(200) - 50, r.nextInt(5) == 0 ? null
                    : r.nextInt(200) - 50, r.nextInt(1000), r.nextInt(5) == 0 ? null : word(r), word(r),
                    r.nextInt(5) == 0 ? null : String.format(Locale.ROOT, "20%02d-%02d-%02d", 10 + r.nextInt(15),
                            1 + r.nextInt(12), 1 + r.nextInt(28)), String.format(Locale.ROOT, "20%02d-%02d-%02d "
                            + "%02d:00:00", 10 + r.nextInt(15), 1 + r.nextInt(12), 1 + r.nextInt(28), r.nextInt(24)),
                    r.nextBoolean(), 1 + r.nextInt(50), r.nextInt(4) == 0 ? null : 1 + r.nextInt(50));
        }

        private static String word(Random r) {
            StringBuilder b = new StringBuilder();
            int n = 3 + r.nextInt(8);
            for (int i = 0; i < n; i++) {
                b.append((char) ((r.nextInt(3) == 0 ? 'A' : 'a') + r.nextInt(26)));
            }
            return b.toString();
        }

        String values(Family fam) {
            return "(1, " + lit(a) + ", " + lit(b) + ", " + c + ", " + lit(s) + ", " + lit(t) + ", " + lit(d) + ", "
                    + lit(e) + ", " + fam.flag(f) + ", " + r1 + ", " + lit(r2) + ")";
        }

        private static String lit(Object v) {
            return v == null ? "NULL" : v instanceof String x ? "'" + x + "'" : v.toString();
        }
    }

    /** One condition drawn at random, near the witness's values so that both answers are likely. */
    static String atom(Random r, Witness w, Family fam) {
        String[] ops = {"=", "<>", "<", "<=", ">", ">="};
        String op = ops[r.nextInt(ops.length)];
        int near = w.c() + r.nextInt(41) - 20;
        return switch (r.nextInt(17)) {
            case 0 -> "c " + op + " " + near;
            case 1 -> (r.nextBoolean() ? "a" : "b") + " " + op + " " + (r.nextInt(200) - 50);
            case 2 -> "a " + op + " b";
            case 3 -> "r1 " + (r.nextBoolean() ? "<>" : op) + " r2";
            case 4 -> (new String[] {"a", "b", "s", "d", "r2"})[r.nextInt(5)] + (r.nextBoolean() ? " IS NULL"
                    : " IS NOT NULL");
            case 5 -> "c IN (" + near + ", " + (near + 3) + ", " + w.c() + ")";
            case 6 -> "c BETWEEN " + (near - 100) + " AND " + (near + 100);
            case 7 -> "t LIKE '" + w.t().charAt(0) + "%'";
            case 8 -> "s LIKE '%" + (w.s() == null ? "a" : w.s().substring(w.s().length() - 1)) + "'";
            case 9 -> fam.regex("t", r.nextBoolean() ? "^[a-zA-Z]+$" : "^[a-z]{3,}");
            case 10 -> r.nextBoolean() ? "lower(t) = t" : "upper(s) <> s";
            case 11 -> "length(t) " + op + " " + (3 + r.nextInt(8));
            case 12 -> "a + b " + op + " c";
            case 13 -> "(c % 7) " + op + " " + r.nextInt(7);
            case 14 -> fam.text("c") + " LIKE '" + (1 + r.nextInt(9)) + "%'";
            case 15 -> r.nextBoolean() ? "d " + op + " '20" + (10 + r.nextInt(15)) + "-06-01'" : "d < e";
            default -> r.nextBoolean() ? "f = " + fam.flag(r.nextBoolean()) : "(f = " + fam.flag(true)
                    + ") OR (a IS NULL)";
        };
    }

    /** A condition of one to four atoms joined by AND, OR and NOT. */
    static String tree(Random r, Witness w, Family fam, int depth) {
        if (depth == 0 || r.nextInt(3) == 0) {
            return "(" + atom(r, w, fam) + ")";
        }
        String join = r.nextBoolean() ? " AND " : " OR ";
        String left = tree(r, w, fam, depth - 1);
        String right = tree(r, w, fam, depth - 1);
        String both = "(" + left + join + right + ")";
        return r.nextInt(5) == 0 ? "(NOT " + both + ")" : both;
    }

    @Test
    void everyRowMariadbAcceptsAndMostTablesAreFilled() throws Exception {
        String database = db.name("grammar");
        db.execute("CREATE DATABASE " + Sql.quote(database));
        try (Connection c = db.admin()) {
            c.setCatalog(database);
            fillAndCheck(c, new Family(false), ddl -> {
                try (Statement st = c.createStatement()) {
                    st.execute(ddl);
                }
            }, args -> db.seedgen(dir, database, args));
        }
    }

    @Test
    void everyRowPostgresqlAcceptsAndMostTablesAreFilled() throws Exception {
        String database = pg.server.database("grammar");
        pg.server.admin("GRANT SET ON PARAMETER session_replication_role TO " + PgTestServer.IT_USER);
        try (Connection c = pg.server.connectAsTestUser(database)) {
            fillAndCheck(c, new Family(true), ddl -> {
                try (Statement st = c.createStatement()) {
                    st.execute(ddl);
                }
            }, args -> {
                List<String> all = new ArrayList<>(List.of(args));
                all.addAll(List.of("--url", pg.server.url(database)));
                return PgTestServer.seedgenAsTestUser(dir, all.toArray(String[]::new));
            });
        } finally {
            pg.server.admin("REVOKE SET ON PARAMETER session_replication_role FROM " + PgTestServer.IT_USER);
        }
    }

    interface Ddl {
        void run(String ddl) throws SQLException;
    }

    interface Seedgen {
        CliRun run(String... args);
    }

    private void fillAndCheck(Connection c, Family fam, Ddl ddl, Seedgen seedgen) throws Exception {
        Random r = new Random(SEED);
        ddl.run("CREATE TABLE parent (id int PRIMARY KEY, name varchar(20) NOT NULL)");
        List<String> checks = new ArrayList<>();
        for (int i = 0; i < TABLES; i++) {
            Witness w = Witness.draw(r);
            String check = tree(r, w, fam, 2);
            // the witness says whether the check can hold: where the server finds it false there, it is negated
            ddl.run("CREATE TABLE witness_" + i + " (" + fam.columns().replace(" REFERENCES parent (id)", "") + ")");
            ddl.run("INSERT INTO witness_" + i + " VALUES " + w.values(fam));
            if (truth(c, "witness_" + i, check) == 0) {
                check = "NOT " + check;
            }
            assertTrue(truth(c, "witness_" + i, check) != 0, "the witness keeps " + check);
            ddl.run("DROP TABLE witness_" + i);
            ddl.run("CREATE TABLE g_" + i + " (" + fam.columns() + ", CONSTRAINT g_" + i + "_check CHECK (" + check
                    + "))");
            checks.add(check);
        }
        CliRun run = seedgen.run("--from-db", "--rows", "300", "--seed", String.valueOf(SEED));
        run.assertExit(0); // the server enforces every check on every row: exit 0 is every row accepted
        int filled = 0;
        List<String> left = new ArrayList<>();
        for (int i = 0; i < TABLES; i++) {
            long rows = count(c, "g_" + i);
            if (rows > 0) {
                filled++;
                assertEquals(0, count(c, "g_" + i + " WHERE NOT (" + checks.get(i) + ")"), checks.get(i));
            } else {
                int table = i;
                assertTrue(run.out().lines().anyMatch(l -> l.startsWith("  left out       g_" + table + ": ")),
                        () -> "g_" + table + " has no row and the summary does not say why\n" + run.describe());
                left.add("g_" + i + ": " + checks.get(i));
            }
        }
        assertTrue(filled >= TABLES * LEAST_FILLED, filled + " of " + TABLES + " tables filled; left out: " + left
                + "\n" + run.describe());
    }

    /** 1 where the check is true on the table's one row, 0 where false, 2 where unknown. */
    private static int truth(Connection c, String table, String check) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT CASE WHEN " + check
                + " THEN 1 WHEN NOT " + check + " THEN 0 ELSE 2 END FROM " + table)) {
            rs.next();
            return rs.getInt(1);
        }
    }

    private static long count(Connection c, String from) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM " + from)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
