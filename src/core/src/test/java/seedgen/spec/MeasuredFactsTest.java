package seedgen.spec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.Test;
import seedgen.model.Dataset;

/**
 * The options that let a learned spec keep what a measure found: quantiles at given ranks (a tail's shape), rare
 * members of a choice, counts dealt exactly, columns NULL together, a number after another and a rank correlation.
 */
class MeasuredFactsTest {

    static Dataset compile(String yaml, long seed) {
        return DatasetCompiler.compile(SpecReader.read("t.yaml", yaml, Map.of()), seed, null);
    }

    /** Column {@code column} (0-based) of every row of {@code table}, as numbers (NULL as NaN). */
    static double[] numbers(Dataset d, String table, int column) {
        Dataset.Table t = d.table(table);
        double[] out = new double[(int) t.rows()];
        for (long row = 1; row <= t.rows(); row++) {
            Object v = t.spec().row(row)[column];
            out[(int) row - 1] = v == null ? Double.NaN : v instanceof Number n ? n.doubleValue()
                    : Double.parseDouble(v.toString());
        }
        return out;
    }

    /** The value below which a share {@code p} of the sorted values lies. */
    static double quantile(double[] sorted, double p) {
        return sorted[(int) Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
    }

    /**
     * {@code value} is the {@code rank} quantile of {@code values}: a share below it no more than rank and a share at
     * or below it no less (a whole number or a rounded decimal holds a step of rank), within four standard errors of
     * a share of that many draws.
     */
    static void holdsRank(double[] values, double value, double rank, String what) {
        double below = Arrays.stream(values).filter(v -> v < value).count() / (double) values.length;
        double atOrBelow = Arrays.stream(values).filter(v -> v <= value).count() / (double) values.length;
        double error = 4 * Math.sqrt(Math.max(rank * (1 - rank), 1e-4) / values.length);
        assertTrue(below <= rank + error && atOrBelow >= rank - error, what + ": " + below + " of the values below "
                + value + " and " + atOrBelow + " at or below it, for rank " + rank);
    }

    /**
     * Quantiles at given ranks keep a tail: of 100,000 draws of {0: 1, 0.5: 12, 0.9: 40, 0.99: 191, 0.999: 700,
     * 1: 1301}, a share 0.5 lies at or below 12, 0.9 at or below 40, 0.99 at or below 191 (with evenly spaced points
     * the top 2.5% of rows spread over everything up to 1301: p99 719), as integers, decimals and delays after a time,
     * and the times of a map of dates likewise. The p99 of the draws is within 1% of 191 from below; from above it
     * moves with the draws, as the 0.9% of rows between ranks 0.99 and 0.999 spread over 509 values (a share 0.0001
     * more than 0.99 is 5.7 more), so that side is held by the share, which is what the ranks promise.
     */
    @Test
    void quantilesAtGivenRanksKeepTheTopOfADistribution() {
        String ranks = "{0: 1, 0.5: 12, 0.9: 40, 0.99: 191, 0.999: 700, 1: 1301}";
        Dataset d = compile("seedgen: 1\ntables:\n  t:\n    rows: 100000\n    columns:\n      id: {gen: sequence}\n"
                + "      n: {gen: int, quantiles: " + ranks + "}\n"
                + "      x: {gen: decimal, scale: 3, quantiles: " + ranks + "}\n"
                + "      at: {gen: datetime, quantiles: {0: \"2024-01-01\", 0.99: \"2024-01-02\", 1: \"2025-01-01\"}}\n"
                + "      later: {gen: datetime, after: at, quantiles: " + ranks + "}\n", 4);
        Dataset.Table t = d.table("t");
        double[] days = new double[(int) t.rows()];
        double[] delays = new double[(int) t.rows()];
        for (long row = 1; row <= t.rows(); row++) {
            Object[] r = t.spec().row(row);
            java.time.LocalDateTime at = java.time.LocalDateTime.parse(((String) r[3]).replace(' ', 'T'));
            java.time.LocalDateTime later = java.time.LocalDateTime.parse(((String) r[4]).replace(' ', 'T'));
            days[(int) row - 1] = at.getYear() == 2024 ? at.getDayOfYear() - 1 : 366;
            delays[(int) row - 1] = java.time.Duration.between(at, later).getSeconds();
        }
        Map<String, double[]> columns = Map.of("int", numbers(d, "t", 1), "decimal", numbers(d, "t", 2),
                "delay", delays);
        for (Map.Entry<String, double[]> e : columns.entrySet()) {
            double[] v = e.getValue();
            holdsRank(v, 12, 0.5, e.getKey());
            holdsRank(v, 40, 0.9, e.getKey());
            holdsRank(v, 191, 0.99, e.getKey());
            holdsRank(v, 700, 0.999, e.getKey());
            Arrays.sort(v);
            assertTrue(quantile(v, 0.99) >= 191 * 0.99, e.getKey() + " p99 " + quantile(v, 0.99));
            assertTrue(quantile(v, 0.99) < 300, e.getKey() + " p99 " + quantile(v, 0.99));
            assertTrue(v[0] >= 1 && v[v.length - 1] <= 1301 && v[v.length - 1] > 700,
                    e.getKey() + " from " + v[0] + " to " + v[v.length - 1]);
        }
        // 99% of the times in the first day of 2024, 1% over the rest of the year
        holdsRank(days, 0, 0.99, "times");
    }

    /**
     * A choice's rare members as one weight: of 100,000 rows of {R: 1200, L: 340} with other: {weight: 3, length:
     * 1..2, chars: upper}, R, L and made-up values take their weights' shares; a made-up value is never R or L, one or
     * two capitals, both lengths about as often. Where the members leave one value free (25 of the 26 capitals), every
     * made-up value is that one (drawn again, then walked to); in an integer column, numbers of the digits given.
     */
    @Test
    void aChoiceMakesUpItsRareValuesAndKeepsItsMembersWeights() {
        Dataset d = compile("seedgen: 1\ntables:\n  t:\n    rows: 100000\n    columns:\n      id: {gen: sequence}\n"
                + "      hand: {gen: choice, values: {R: 1200, L: 340}, other: {weight: 3, length: 1..2, chars: upper}}\n"
                + "      letter: {gen: choice, values: [A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, T, U, V, "
                + "W, X, Y], other: {weight: 5, length: 1, chars: upper}}\n"
                + "      code: {gen: choice, values: {1: 10, 2: 10, 10: 5}, other: {weight: 5, length: 1..2, chars: digits},"
                + " type: TINYINT}\n", 6);
        Dataset.Table t = d.table("t");
        Map<String, Integer> hands = new java.util.HashMap<>();
        int[] lengths = new int[3];
        int zs = 0;
        int made = 0;
        for (long row = 1; row <= t.rows(); row++) {
            Object[] r = t.spec().row(row);
            String hand = (String) r[1];
            hands.merge(hand.equals("R") || hand.equals("L") ? hand : "other", 1, Integer::sum);
            if (!hand.equals("R") && !hand.equals("L")) {
                assertTrue(hand.matches("[A-Z]{1,2}"), hand);
                lengths[hand.length()]++;
            }
            String letter = (String) r[2];
            zs += letter.equals("Z") ? 1 : 0;
            assertTrue(letter.matches("[A-Z]"), letter);
            String code = (String) r[3];
            if (!code.equals("1") && !code.equals("2") && !code.equals("10")) {
                made++;
                assertTrue(code.matches("[0-9]|[1-9][0-9]"), "a number of its digits: " + code);
            }
        }
        double n = t.rows();
        assertEquals(1200 / 1543.0, hands.get("R") / n, 0.006, hands.toString());
        assertEquals(340 / 1543.0, hands.get("L") / n, 0.006, hands.toString());
        assertEquals(3 / 1543.0, hands.get("other") / n, 0.0006, hands.toString());
        assertEquals(lengths[1], lengths[2], 0.25 * (lengths[1] + lengths[2]), "lengths 1 and 2: " + lengths[1] + ", "
                + lengths[2]);
        assertEquals(5 / 30.0, zs / n, 0.005, "Z is the one letter left");
        assertEquals(5 / 30.0, made / n, 0.005, "made-up numbers");
    }

    /** Rows of {@code table} for each value of column {@code column} (0-based), by that value. */
    static java.util.TreeMap<Long, Long> rowsPer(Dataset d, String table, int column) {
        java.util.TreeMap<Long, Long> out = new java.util.TreeMap<>();
        Dataset.Table t = d.table(table);
        for (long row = 1; row <= t.rows(); row++) {
            out.merge(((Number) t.spec().row(row)[column]).longValue(), 1L, Long::sum);
        }
        return out;
    }

    /** How many keys of {@code counts} have each count, and {@code none} more with 0. */
    static java.util.TreeMap<Long, Long> byCount(java.util.Map<Long, Long> counts, long parents) {
        java.util.TreeMap<Long, Long> out = new java.util.TreeMap<>();
        counts.values().forEach(n -> out.merge(n, 1L, Long::sum));
        if (parents > counts.size()) {
            out.put(0L, parents - counts.size());
        }
        return out;
    }

    private static final String AIRLINES = "{1: 1, 2: 1, 3: 1, 5: 1, 8: 1, 13: 1, 21: 1, 34: 1, 55: 1, 89: 1, 144: 1, "
            + "233: 1, 377: 1, 610: 1, 987: 1, 1597: 1}";
    private static final long AIRLINE_FLIGHTS = 1 + 2 + 3 + 5 + 8 + 13 + 21 + 34 + 55 + 89 + 144 + 233 + 377 + 610
            + 987 + 1597;

    /**
     * Counts dealt exactly: 16 airlines with 16 measured counts (weights of 1 each) get exactly those counts, as
     * owners (per:) and as the picked rows of a ref (fanout:); at 160 airlines each count goes to exactly 10 of them,
     * and at ten times the flights each airline of 16 is picked by exactly ten times its count. Shares of ranges add up
     * to exactly the parent rows, by largest remainder, and each row of a range draws within it.
     */
    @Test
    void exactCountsAreDealtInTheirSharesAndAddUpToTheRows() {
        java.util.TreeMap<Long, Long> measured = new java.util.TreeMap<>();
        for (String count : AIRLINES.replaceAll("[{} ]", "").split(",")) {
            measured.put(Long.parseLong(count.split(":")[0]), 1L);
        }
        for (long airlines : new long[] {16, 160}) {
            String spec = "seedgen: 1\ntables:\n  airlines:\n    rows: " + airlines + "\n    columns:\n"
                    + "      id: {gen: sequence}\n"
                    + "  flights:\n    per: {parent: airlines, weights: " + AIRLINES + ", exact: true}\n    columns:\n"
                    + "      id: {gen: sequence}\n      carrier: {gen: parent}\n"
                    + "  tickets:\n    rows: " + AIRLINE_FLIGHTS * airlines / 16 + "\n    columns:\n"
                    + "      id: {gen: sequence}\n      carrier: {gen: ref, table: airlines, fanout: " + AIRLINES
                    + ", exact: true}\n";
            Dataset d = compile(spec, 7);
            long k = airlines / 16;
            assertEquals(AIRLINE_FLIGHTS * k, d.table("flights").rows());
            java.util.TreeMap<Long, Long> expected = new java.util.TreeMap<>();
            measured.forEach((count, parents) -> expected.put(count, parents * k));
            assertEquals(expected, byCount(rowsPer(d, "flights", 1), airlines), "owned flights per airline");
            assertEquals(expected, byCount(rowsPer(d, "tickets", 1), airlines), "picks per airline");
        }
        String tenfold = "seedgen: 1\ntables:\n  airlines:\n    rows: 16\n    columns:\n      id: {gen: sequence}\n"
                + "  tickets:\n    rows: " + AIRLINE_FLIGHTS * 10 + "\n    columns:\n      id: {gen: sequence}\n"
                + "      carrier: {gen: ref, table: airlines, fanout: " + AIRLINES + ", exact: true}\n";
        java.util.TreeMap<Long, Long> tenTimes = new java.util.TreeMap<>();
        measured.forEach((count, parents) -> tenTimes.put(count * 10, parents));
        assertEquals(tenTimes, byCount(rowsPer(compile(tenfold, 7), "tickets", 1), 16), "ten times the picks");

        // 20,001 accounts over 0 (weight 5), 1 (3) and 2..9 (2): 10,000.5, 6,000.3 and 4,000.2 rows, so the account
        // left over goes to the largest remainder, 0's
        Dataset d = compile("seedgen: 1\ntables:\n  accounts:\n    rows: 20001\n    columns:\n      id: {gen: sequence}\n"
                + "  orders:\n    per: {parent: accounts, weights: {0: 5, 1: 3, 2..9: 2}, exact: true}\n    columns:\n"
                + "      id: {gen: sequence}\n      account_id: {gen: parent}\n", 3);
        java.util.TreeMap<Long, Long> per = byCount(rowsPer(d, "orders", 1), 20_001);
        assertEquals(10_001, per.get(0L));
        assertEquals(6_000, per.get(1L));
        assertEquals(4_000, per.subMap(2L, true, 9L, true).values().stream().mapToLong(Long::longValue).sum());
        assertEquals(20_001, per.values().stream().mapToLong(Long::longValue).sum());
        assertEquals(8, per.subMap(2L, true, 9L, true).size(), per.toString());
        long sum = 0;
        for (Map.Entry<Long, Long> e : per.entrySet()) {
            sum += e.getKey() * e.getValue();
            assertTrue(e.getKey() <= 9 && (e.getKey() < 2 || e.getValue() > 300), per.toString());
        }
        assertEquals(d.table("orders").rows(), sum);
    }

    /**
     * Columns NULL together: cancelled flights have no departure and no arrival. With arr_time null: 0.028 and
     * null_with: dep_time (null: 0.0245), every row whose dep_time is NULL has arr_time NULL, and each keeps its share;
     * a chain (a with b, b with c) shares c's draw, so the smallest share nests in the next; a column without
     * null_with: draws on its own.
     */
    @Test
    void columnsNullTogetherNestTheirNulls() {
        Dataset d = compile("seedgen: 1\ntables:\n  flights:\n    rows: 100000\n    columns:\n"
                + "      id: {gen: sequence}\n"
                + "      dep_time: {gen: int, min: 0, max: 2359, null: 0.0245}\n"
                + "      arr_time: {gen: int, min: 0, max: 2359, null: 0.028, null_with: dep_time}\n"
                + "      a: {gen: int, null: 0.01, null_with: b}\n"
                + "      b: {gen: int, null: 0.3, null_with: c}\n"
                + "      c: {gen: int, null: 0.2}\n"
                + "      apart: {gen: int, null: 0.0245}\n", 8);
        Dataset.Table t = d.table("flights");
        int dep = 0;
        int arr = 0;
        int together = 0;
        int[] chain = new int[3];
        int apartAndDep = 0;
        for (long row = 1; row <= t.rows(); row++) {
            Object[] r = t.spec().row(row);
            dep += r[1] == null ? 1 : 0;
            arr += r[2] == null ? 1 : 0;
            together += r[1] == null && r[2] == null ? 1 : 0;
            assertTrue(r[1] == null ? r[2] == null : true, "row " + row + ": no departure, but an arrival");
            for (int i = 0; i < 3; i++) {
                chain[i] += r[3 + i] == null ? 1 : 0;
            }
            // c's draw decides all three: a (0.01) inside c (0.2) inside b (0.3)
            assertTrue(r[3] == null ? r[5] == null : true, "row " + row + ": a NULL where c is not");
            assertTrue(r[5] == null ? r[4] == null : true, "row " + row + ": c NULL where b is not");
            apartAndDep += r[6] == null && r[1] == null ? 1 : 0;
        }
        double n = t.rows();
        assertEquals(0.0245, dep / n, 0.002);
        assertEquals(0.028, arr / n, 0.002);
        assertEquals(dep, together, "every cancelled departure has no arrival");
        assertEquals(0.01, chain[0] / n, 0.002);
        assertEquals(0.3, chain[1] / n, 0.006);
        assertEquals(0.2, chain[2] / n, 0.005);
        // a column on its own draw meets dep_time's NULLs by chance only: 0.0245 squared of the rows
        assertTrue(apartAndDep < 0.002 * n, "apart NULL with dep_time on " + apartAndDep + " rows");
    }

    /**
     * A number after another: arr_delay is dep_delay plus a difference drawn from {0: -80, 0.3: -15, 0.5: -6, 0.7: 3,
     * 0.97: 40, 1: 300}. Over 100,000 flights the differences hold those ranks, so the share of flights that arrive
     * later than they left (a difference above 0: 1 - 0.6333 of them, less the rounding of 0) follows; where
     * dep_delay is NULL (a cancelled flight) so is arr_delay; max: cuts, and a decimal after an int takes its scale.
     */
    @Test
    void aNumberAfterAnotherAddsTheMeasuredDifferences() {
        Dataset d = compile("seedgen: 1\ntables:\n  flights:\n    rows: 100000\n    columns:\n"
                + "      id: {gen: sequence}\n"
                + "      dep_delay: {gen: int, quantiles: {0: -20, 0.5: -2, 0.9: 40, 0.99: 191, 1: 1301}, null: 0.0245}\n"
                + "      arr_delay: {gen: int, after: dep_delay, quantiles: {0: -80, 0.3: -15, 0.5: -6, 0.7: 3, 0.97: 40,"
                + " 1: 300}}\n"
                + "      capped: {gen: int, after: dep_delay, quantiles: [0, 10], max: 100}\n"
                + "      cost: {gen: decimal, after: dep_delay, quantiles: [0.5, 1.5], scale: 1}\n", 9);
        Dataset.Table t = d.table("flights");
        java.util.List<Double> diffs = new java.util.ArrayList<>();
        int later = 0;
        for (long row = 1; row <= t.rows(); row++) {
            Object[] r = t.spec().row(row);
            if (r[1] == null) {
                assertTrue(r[2] == null && r[3] == null && r[4] == null, "row " + row + " has no dep_delay");
                continue;
            }
            long dep = (Long) r[1];
            long arr = (Long) r[2];
            diffs.add((double) (arr - dep));
            later += arr > dep ? 1 : 0;
            long capped = (Long) r[3];
            assertTrue(capped == Math.min(100, capped) && (capped == 100 || capped - dep >= 0 && capped - dep <= 10),
                    dep + " then " + capped);
            String cost = (String) r[4];
            double extra = Double.parseDouble(cost) - dep;
            assertTrue(cost.matches("-?\\d+\\.\\d") && extra >= 0.5 && extra <= 1.5, dep + " then " + cost);
        }
        double[] v = diffs.stream().mapToDouble(Double::doubleValue).toArray();
        assertEquals(0.0245, 1 - v.length / (double) t.rows(), 0.002, "cancelled");
        holdsRank(v, -15, 0.3, "differences");
        holdsRank(v, -6, 0.5, "differences");
        holdsRank(v, 3, 0.7, "differences");
        holdsRank(v, 40, 0.97, "differences");
        // a difference rounds to 1 or more from 0.5 on: rank 0.5 + 0.2 * 6.5 / 9
        assertEquals(1 - (0.5 + 0.2 * 6.5 / 9), later / (double) v.length, 0.006, "arrived later than they left");
        assertEquals("INT", t.spec().columns().get(2).type().ddl());
        assertTrue(t.nullable().containsAll(java.util.List.of("dep_delay", "arr_delay", "capped", "cost")),
                "nullable: " + t.nullable());
    }

    /** Ranks of {@code v} from 1, ties given their mean rank. */
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

    /** Spearman's rho of the rows where both are not NULL: Pearson's correlation of their ranks. */
    static double spearman(double[] x, double[] y) {
        int n = 0;
        double[] a = new double[x.length];
        double[] b = new double[x.length];
        for (int i = 0; i < x.length; i++) {
            if (!Double.isNaN(x[i]) && !Double.isNaN(y[i])) {
                a[n] = x[i];
                b[n++] = y[i];
            }
        }
        double[] ra = ranks(Arrays.copyOf(a, n));
        double[] rb = ranks(Arrays.copyOf(b, n));
        double ma = Arrays.stream(ra).average().orElse(0);
        double mb = Arrays.stream(rb).average().orElse(0);
        double sab = 0;
        double saa = 0;
        double sbb = 0;
        for (int i = 0; i < n; i++) {
            sab += (ra[i] - ma) * (rb[i] - mb);
            saa += (ra[i] - ma) * (ra[i] - ma);
            sbb += (rb[i] - mb) * (rb[i] - mb);
        }
        return sab / Math.sqrt(saa * sbb);
    }

    /**
     * A rank correlation by a Gaussian copula: over 100,000 rows, Spearman's rho of each correlated pair is within
     * 0.02 of its rank (0.3, 0.63, 0.9, and -0.5), with skewed quantiles on both sides (a tail to the right, times
     * bunched at the start, a tail to the left), along a chain (0.9 to a column itself correlated) and beside a partner
     * that is NULL on a tenth of its rows; each column keeps its own quantiles, and a column without correlate: none.
     */
    @Test
    void aCopulaGivesTwoColumnsTheirRankCorrelation() {
        Dataset d = compile("seedgen: 1\ntables:\n  t:\n    rows: 100000\n    columns:\n      id: {gen: sequence}\n"
                + "      x: {gen: decimal, scale: 3, quantiles: {0: 0, 0.5: 1, 0.9: 5, 0.99: 100, 1: 5000}, null: 0.1}\n"
                + "      a: {gen: int, quantiles: {0: -50, 0.5: 0, 0.9: 40, 0.99: 191, 0.999: 700, 1: 13010},"
                + " correlate: {with: x, rank: 0.3}}\n"
                + "      b: {gen: datetime, quantiles: {0: \"2024-01-01\", 0.8: \"2024-01-08\", 1: \"2026-01-01\"},"
                + " correlate: {with: x, rank: 0.63}}\n"
                + "      c: {gen: decimal, quantiles: [-100000, -1000, -10, -1, 0, 0.5], correlate: {with: b, rank: 0.9}}\n"
                + "      e: {gen: int, quantiles: [0, 100000000], correlate: {with: a, rank: -0.5}}\n"
                + "      free: {gen: int, quantiles: [0, 1000000]}\n", 10);
        Dataset.Table t = d.table("t");
        double[] x = numbers(d, "t", 1);
        double[] a = numbers(d, "t", 2);
        double[] b = new double[(int) t.rows()];
        for (long row = 1; row <= t.rows(); row++) {
            b[(int) row - 1] = java.time.LocalDateTime.parse(((String) t.spec().row(row)[3]).replace(' ', 'T'))
                    .toEpochSecond(java.time.ZoneOffset.UTC);
        }
        double[] c = numbers(d, "t", 4);
        double[] e = numbers(d, "t", 5);
        double[] free = numbers(d, "t", 6);
        assertEquals(0.3, spearman(x, a), 0.02, "x and a");
        assertEquals(0.63, spearman(x, b), 0.02, "x and b");
        assertEquals(0.9, spearman(b, c), 0.02, "b and c");
        assertEquals(-0.5, spearman(a, e), 0.02, "a and e");
        assertEquals(0, spearman(x, free), 0.02, "x and free");
        // each keeps its own quantiles
        holdsRank(a, 191, 0.99, "a");
        holdsRank(c, -10, 0.4, "c");
        holdsRank(b, java.time.LocalDateTime.parse("2024-01-08T00:00:00").toEpochSecond(java.time.ZoneOffset.UTC), 0.8,
                "b");
    }
}
