package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.IntPredicate;
import seedgen.catalog.Catalog;
import seedgen.dialect.Dialect;
import seedgen.profile.Facts;

/**
 * Tables with known facts across their columns, made here row by row, and the figures {@link Facts} must read of them,
 * worked out in Java from the same rows (average ranks and Pearson, the full chi-squared), never by the code under
 * test.
 *
 * <p>{@code flights}, 1,000 rows (k = id - 1): {@code dep} and {@code arr} NULL together on the 100 rows with
 * k % 10 = 9, and arr after dep on 873 of the 900 others (97%), before it on 27; {@code z} NULL on the 143 rows with
 * k % 7 = 0; {@code a} a permutation of 0..999, {@code b} a tenth of it plus k % 3 (ties), {@code z} falling with a;
 * {@code carrier} of four values, {@code origin} decided by it (one carrier flies from two), {@code kind} and
 * {@code team_id} (a foreign key of five values) independent of it; {@code gate} and {@code slot} of 24 and 60
 * values, so many combinations that the categories are grouped a pair at a time. The columns named {@code a} and
 * {@code b} are there on purpose: a window ordered by a bare {@code a} beside an alias {@code a} is refused by
 * MariaDB. {@code crews}, 200 rows: a {@code role} of three values and a {@code shift} it mostly decides, NULL on 8
 * rows: few combinations, grouped in one query.
 */
final class FactsSource {

    static final int FLIGHTS = 1_000;
    static final int CREWS = 200;
    static final String[] CARRIERS = {"AA", "BB", "CC", "DD"};
    private static final LocalDateTime START = LocalDateTime.of(2024, 1, 1, 0, 0);

    private FactsSource() {
    }

    /** One row of flights, by k = id - 1. */
    record Flight(int k, int team, String carrier, String origin, String kind, String gate, String slot,
            LocalDateTime dep, LocalDateTime arr, int a, double b, Integer z) {
    }

    static List<Flight> flights() {
        List<Flight> rows = new ArrayList<>();
        int timed = 0;
        for (int k = 0; k < FLIGHTS; k++) {
            String carrier = CARRIERS[k % 4];
            String origin = switch (carrier) {
                case "AA" -> "EWR";
                case "BB" -> "JFK";
                case "CC" -> "LGA";
                default -> k % 8 == 3 ? "EWR" : "JFK";
            };
            LocalDateTime dep = null;
            LocalDateTime arr = null;
            if (k % 10 != 9) {
                dep = START.plusHours(k);
                arr = timed++ % 100 < 3 ? dep.minusHours(1) : dep.plusHours(2).plusMinutes(k % 7);
            }
            int a = (k * 37) % 1000;
            rows.add(new Flight(k, k % 5 + 1, carrier, origin, (k / 4) % 2 == 0 ? "x" : "y",
                    String.format("G%02d", k % 24), String.format("S%02d", (k * 7) % 60), dep, arr, a,
                    a / 10 + (k % 3), k % 7 == 0 ? null : 2000 - a + (k % 13)));
        }
        return rows;
    }

    static void create(Connection c, boolean pg) throws SQLException {
        String time = pg ? "TIMESTAMP" : "DATETIME";
        String dbl = pg ? "DOUBLE PRECISION" : "DOUBLE";
        try (Statement st = c.createStatement()) {
            st.execute("CREATE TABLE teams (id INT PRIMARY KEY, name VARCHAR(20) NOT NULL)");
            // the foreign key as a table's clause: MySQL ignores a REFERENCES written on the column
            st.execute("CREATE TABLE flights (id INT PRIMARY KEY, team_id INT NOT NULL, carrier "
                    + "VARCHAR(2) NOT NULL, origin VARCHAR(3) NOT NULL, kind CHAR(1) NOT NULL, gate VARCHAR(3) NOT "
                    + "NULL, slot VARCHAR(3) NOT NULL, dep " + time + " NULL, arr " + time + " NULL, a INT NOT NULL, "
                    + "b " + dbl + " NOT NULL, z INT NULL, FOREIGN KEY (team_id) REFERENCES teams (id))");
            st.execute("CREATE TABLE crews (id INT PRIMARY KEY, role VARCHAR(10) NOT NULL, shift VARCHAR(5) NULL)");
            for (int t = 1; t <= 5; t++) {
                st.execute("INSERT INTO teams VALUES (" + t + ", 'team " + t + "')");
            }
        }
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO flights VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
                + "?)")) {
            for (Flight f : flights()) {
                ps.setInt(1, f.k() + 1);
                ps.setInt(2, f.team());
                ps.setString(3, f.carrier());
                ps.setString(4, f.origin());
                ps.setString(5, f.kind());
                ps.setString(6, f.gate());
                ps.setString(7, f.slot());
                ps.setObject(8, f.dep());
                ps.setObject(9, f.arr());
                ps.setInt(10, f.a());
                ps.setDouble(11, f.b());
                ps.setObject(12, f.z());
                ps.addBatch();
            }
            ps.executeBatch();
        }
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO crews VALUES (?, ?, ?)")) {
            for (int i = 0; i < CREWS; i++) {
                ps.setInt(1, i + 1);
                ps.setString(2, role(i));
                ps.setString(3, shift(i));
                ps.addBatch();
            }
            ps.executeBatch();
        }
    }

    static String role(int i) {
        return List.of("pilot", "crew", "chief").get(i % 3);
    }

    static String shift(int i) {
        if (i % 25 == 0) {
            return null;
        }
        return switch (role(i)) {
            case "pilot" -> "day";
            case "chief" -> "night";
            default -> i % 2 == 0 ? "day" : "night";
        };
    }

    /**
     * Measures flights over the rows {@code where} (SQL on the id) selects and holds every figure to the one worked out
     * here over the same rows ({@code rows} picks them by k).
     */
    static void assertFlights(Connection c, Dialect sql, Catalog catalog, String namespace, String where,
            IntPredicate rows) throws SQLException {
        Catalog.Table t = catalog.table("flights");
        Facts f = Facts.measure(c, sql, t, "FROM " + sql.qualify(namespace, "flights") + " WHERE " + where);
        List<Flight> in = flights().stream().filter(x -> rows.test(x.k())).toList();
        assertEquals(in.size(), f.rows(), "the rows the text selects");
        assertEquals("flights", f.table());

        // NULL together: dep and arr on the same rows; z on others, 1 in 70 rows NULL with dep
        Facts.NullPair depArr = nullPair(f, "dep", "arr");
        long depNull = in.stream().filter(x -> x.dep() == null).count();
        assertEquals(List.of(depNull, depNull, depNull), List.of(depArr.nullA(), depArr.nullB(), depArr.both()));
        assertEquals(1.0, depArr.bGivenA());
        Facts.NullPair depZ = nullPair(f, "dep", "z");
        assertEquals(in.stream().filter(x -> x.dep() == null && x.z() == null).count(), depZ.both());
        assertEquals(in.stream().filter(x -> x.z() == null).count(), depZ.nullB());
        assertEquals(3, f.nulls().size(), "dep, arr and z: the only columns with NULLs");

        // the order of dep and arr: 97% after on the whole table
        Facts.Order order = order(f, "dep", "arr");
        assertEquals(in.stream().filter(x -> x.dep() != null && x.dep().isBefore(x.arr())).count(), order.less());
        assertEquals(in.stream().filter(x -> x.dep() != null && x.dep().isAfter(x.arr())).count(), order.greater());
        assertEquals(0, order.equal());
        if (in.size() == FLIGHTS) {
            assertEquals(873, order.less());
            assertEquals(0.97, order.lessShare(), 1e-12);
        }
        Facts.Order az = order(f, "a", "z");
        assertEquals(in.stream().filter(x -> x.z() != null).count(), az.less(), "z is always above a");
        assertEquals(0, az.greater() + az.equal());
        assertTrue(f.orders().stream().noneMatch(o -> o.a().equals("team_id") || o.b().equals("team_id")),
                "a foreign key's numbers are no measure");

        // Spearman of every pair of id, a, b, z, dep, arr: over the rows with both, ties at their average rank
        Map<String, Function<Flight, Double>> measures = new LinkedHashMap<>();
        measures.put("id", x -> (double) x.k() + 1);
        measures.put("dep", x -> x.dep() == null ? null : (double) x.dep().toEpochSecond(ZoneOffset.UTC));
        measures.put("arr", x -> x.arr() == null ? null : (double) x.arr().toEpochSecond(ZoneOffset.UTC));
        measures.put("a", x -> (double) x.a());
        measures.put("b", x -> x.b());
        measures.put("z", x -> x.z() == null ? null : (double) x.z());
        assertEquals(15, f.ranks().size(), "every pair of the six numbers and times: " + f.ranks());
        for (Facts.Rank r : f.ranks()) {
            List<double[]> both = new ArrayList<>();
            for (Flight x : in) {
                Double u = measures.get(r.a()).apply(x);
                Double w = measures.get(r.b()).apply(x);
                if (u != null && w != null) {
                    both.add(new double[] {u, w});
                }
            }
            assertEquals(both.size(), r.rows(), r.toString());
            assertEquals(spearman(both), r.rho(), 1e-9, r.toString());
        }
        assertTrue(rank(f, "a", "z").rho() < -0.99, "z falls as a grows");
        assertTrue(rank(f, "dep", "arr").rho() > 0.99, "arr follows dep");

        // categories: origin decided by carrier; kind and team_id independent of it; gate and slot of many combinations
        assertEquals(15, f.categories().size(), "every pair of team_id, carrier, origin, kind, gate, slot");
        for (Facts.Categories k : f.categories()) {
            Function<Flight, String> x = category(k.a());
            Function<Flight, String> y = category(k.b());
            Map<List<String>, Long> cells = new LinkedHashMap<>();
            in.forEach(r -> cells.merge(List.of(x.apply(r), y.apply(r)), 1L, Long::sum));
            Map<List<String>, Long> read = new LinkedHashMap<>();
            k.cells().forEach(cell -> read.put(List.of(cell.a(), cell.b()), cell.rows()));
            assertEquals(cells, read, k.a() + " by " + k.b());
            assertEquals(cramersV(cells), k.v(), 1e-9, k.a() + " by " + k.b());
            assertEquals(in.size(), k.rows());
        }
        if (in.size() == FLIGHTS) {
            assertEquals(0, categories(f, "carrier", "kind").v(), 1e-12, "independent by construction");
            assertEquals(0, categories(f, "team_id", "carrier").v(), 1e-12, "independent by construction");
            Facts.Categories carrierOrigin = categories(f, "carrier", "origin");
            assertTrue(carrierOrigin.v() > 0.8, carrierOrigin.toString());
            assertEquals(List.of(4, 3), List.of(carrierOrigin.valuesA(), carrierOrigin.valuesB()));
        }
        assertTrue(f.withoutValues().categories().stream().allMatch(k -> k.cells().isEmpty()), "no values");

        // the same facts when the caller gives the counts (counted here by a query of the test's own)
        Map<String, Long> values = new LinkedHashMap<>();
        Map<String, Long> distinct = new LinkedHashMap<>();
        for (Catalog.Column col : t.columns()) {
            String q = sql.quote(col.name());
            try (Statement st = c.createStatement(); java.sql.ResultSet rs = st.executeQuery("SELECT COUNT(" + q
                    + "), COUNT(DISTINCT " + q + ") FROM " + sql.qualify(namespace, "flights") + " WHERE " + where)) {
                rs.next();
                values.put(col.name().toUpperCase(java.util.Locale.ROOT), rs.getLong(1)); // names in either case
                distinct.put(col.name(), rs.getLong(2));
            }
        }
        assertEquals(f, Facts.measure(c, sql, t, "FROM " + sql.qualify(namespace, "flights") + " WHERE " + where,
                new Facts.Counts(in.size(), values, distinct)));
    }

    /** crews: two columns of few values grouped in one query, NULLs left out of their pair. */
    static void assertCrews(Connection c, Dialect sql, Catalog catalog, String namespace) throws SQLException {
        Facts f = Facts.measure(c, sql, catalog.table("crews"), "FROM " + sql.qualify(namespace, "crews")
                + " WHERE 1 = 1");
        assertEquals(CREWS, f.rows());
        assertEquals(1, f.categories().size(), f.toString());
        Facts.Categories k = f.categories().get(0);
        Map<List<String>, Long> cells = new LinkedHashMap<>();
        for (int i = 0; i < CREWS; i++) {
            if (shift(i) != null) {
                cells.merge(List.of(role(i), shift(i)), 1L, Long::sum);
            }
        }
        Map<List<String>, Long> read = new LinkedHashMap<>();
        k.cells().forEach(cell -> read.put(List.of(cell.a(), cell.b()), cell.rows()));
        assertEquals(cells, read);
        assertEquals(CREWS - 8, k.rows());
        assertEquals(cramersV(cells), k.v(), 1e-9);
        assertTrue(k.v() > 0.5, k.toString());
        assertEquals(List.of(), f.ranks(), "one number only: the key");
    }

    private static Function<Flight, String> category(String column) {
        return switch (column) {
            case "team_id" -> x -> Integer.toString(x.team());
            case "carrier" -> Flight::carrier;
            case "origin" -> Flight::origin;
            case "kind" -> Flight::kind;
            case "gate" -> Flight::gate;
            case "slot" -> Flight::slot;
            default -> throw new AssertionError("not a category here: " + column);
        };
    }

    private static Facts.NullPair nullPair(Facts f, String a, String b) {
        return f.nulls().stream().filter(p -> p.a().equals(a) && p.b().equals(b)).findFirst()
                .orElseThrow(() -> new AssertionError("no NULL pair " + a + ", " + b + " in " + f.nulls()));
    }

    private static Facts.Order order(Facts f, String a, String b) {
        return f.orders().stream().filter(p -> p.a().equals(a) && p.b().equals(b)).findFirst()
                .orElseThrow(() -> new AssertionError("no order " + a + ", " + b + " in " + f.orders()));
    }

    private static Facts.Rank rank(Facts f, String a, String b) {
        Facts.Rank r = f.ranks().stream().filter(p -> p.a().equals(a) && p.b().equals(b)).findFirst().orElse(null);
        assertNotNull(r, "no rank " + a + ", " + b + " in " + f.ranks());
        return r;
    }

    private static Facts.Categories categories(Facts f, String a, String b) {
        return f.categories().stream().filter(p -> p.a().equals(a) && p.b().equals(b)).findFirst()
                .orElseThrow(() -> new AssertionError("no categories " + a + ", " + b + " in " + f.categories()));
    }

    /** Spearman's rho as the textbook has it: each side's average ranks, then Pearson's correlation of them. */
    static double spearman(List<double[]> pairs) {
        double[] x = averageRanks(pairs.stream().mapToDouble(p -> p[0]).toArray());
        double[] y = averageRanks(pairs.stream().mapToDouble(p -> p[1]).toArray());
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

    static double[] averageRanks(double[] v) {
        Integer[] order = new Integer[v.length];
        for (int i = 0; i < v.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, Comparator.comparingDouble(i -> v[i]));
        double[] rank = new double[v.length];
        for (int i = 0; i < v.length;) {
            int j = i;
            while (j + 1 < v.length && v[order[j + 1]] == v[order[i]]) {
                j++;
            }
            for (int t = i; t <= j; t++) {
                rank[order[t]] = (i + j) / 2.0 + 1; // positions i..j (from 0) share the mean of ranks i+1..j+1
            }
            i = j + 1;
        }
        return rank;
    }

    /** Cramér's V with Bergsma's correction, from the full chi-squared: every cell, the empty ones too. */
    static double cramersV(Map<List<String>, Long> cells) {
        Map<String, Long> rows = new LinkedHashMap<>();
        Map<String, Long> cols = new LinkedHashMap<>();
        long n = 0;
        for (var e : cells.entrySet()) {
            rows.merge(e.getKey().get(0), e.getValue(), Long::sum);
            cols.merge(e.getKey().get(1), e.getValue(), Long::sum);
            n += e.getValue();
        }
        double chi2 = 0;
        for (var r : rows.entrySet()) {
            for (var c : cols.entrySet()) {
                double expected = (double) r.getValue() * c.getValue() / n;
                double observed = cells.getOrDefault(List.of(r.getKey(), c.getKey()), 0L);
                chi2 += (observed - expected) * (observed - expected) / expected;
            }
        }
        int r = rows.size();
        int k = cols.size();
        double phi2 = Math.max(0, chi2 / n - (double) (r - 1) * (k - 1) / (n - 1));
        double rc = r - (double) (r - 1) * (r - 1) / (n - 1);
        double kc = k - (double) (k - 1) * (k - 1) / (n - 1);
        return Math.sqrt(phi2 / Math.min(rc - 1, kc - 1));
    }
}
