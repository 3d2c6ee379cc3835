package seedgen.it.shape;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.AbstractMap.SimpleImmutableEntry;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** The comparator's arithmetic and its fact lines, against figures worked by hand. */
class StatsTest {

    private static TreeMap<Long, Long> dist(long... pairs) {
        TreeMap<Long, Long> m = new TreeMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            m.put(pairs[i], pairs[i + 1]);
        }
        return m;
    }

    @Test
    void ksIsTheLargestGapOfTheCumulativeShares() {
        assertEquals(0, Stats.ks(dist(0, 5, 1, 5), dist(0, 50, 1, 50)), 1e-12, "the same shares at any size");
        // cumulative at 0: 0.5 against 1.0
        assertEquals(0.5, Stats.ks(dist(0, 1, 1, 1), dist(0, 2)), 1e-12);
        assertEquals(1, Stats.ks(dist(1, 3), dist(7, 3)), 1e-12, "apart");
        // 0: 0.2 / 0.1; 2: 0.6 / 0.5; 5: 1 / 0.9; 9: 1 / 1
        assertEquals(0.1, Stats.ks(dist(0, 2, 2, 4, 5, 4), dist(0, 1, 2, 4, 5, 4, 9, 1)), 1e-12);
        assertEquals(1, Stats.ks(dist(1, 3), dist()), 1e-12, "an empty copy");
    }

    @Test
    void quantileRowsAndTheirBound() {
        assertEquals(50, Stats.quantileRow(0.5, 100));
        assertEquals(99, Stats.quantileRow(0.99, 100));
        assertEquals(1, Stats.quantileRow(0.99, 1));
        assertEquals(1_000_000, Stats.quantileRow(1, 1_000_000));
        assertThrows(IllegalArgumentException.class, () -> Stats.quantileRow(0.5, 0));
        // 10% of the value where that is wider than 5% of the p1..p99 spread
        assertEquals(20, Stats.quantileBound(200, 0, 300), 1e-12);
        // the floor: a quantile near 0 is held to 5% of the spread, not to 10% of itself
        assertEquals(50, Stats.quantileBound(2, -100, 900), 1e-12);
        assertEquals(5, Stats.quantileBound(-50, -60, 40), 1e-12, "a negative value by its size");
        assertEquals(0, Stats.quantileBound(0, 0, 0), 1e-12, "a constant 0 must stay 0");
    }

    @Test
    void valuesAtRowsOfRuns() {
        // 5 x3, 7 x1, 9 x2: rows 1..3 are 5, row 4 is 7, rows 5..6 are 9
        double[] values = {5, 7, 9};
        long[] counts = {3, 1, 2};
        assertEquals(List.of(5.0, 5.0, 7.0, 9.0, 9.0), box(Stats.atRows(values, counts, new long[] {1, 3, 4, 5, 6})));
        assertTrue(Double.isNaN(Stats.atRows(values, counts, new long[] {7})[0]), "past the last row");
        assertThrows(IllegalArgumentException.class, () -> Stats.atRows(values, counts, new long[] {4, 2}));
    }

    @Test
    void tiesShareTheirAverageRank() {
        assertEquals(List.of(1.0, 2.5, 2.5, 4.0), box(Stats.averageRanks(new double[] {10, 20, 20, 30})));
        assertEquals(List.of(3.0, 1.5, 1.5), box(Stats.averageRanks(new double[] {7, -1, -1})));
    }

    @Test
    void spearmanFromAverageRanks() {
        assertEquals(1, Stats.spearman(new double[] {1, 2, 3, 4}, new double[] {10, 100, 1000, 10000}), 1e-12,
                "any increasing relation");
        assertEquals(-1, Stats.spearman(new double[] {1, 2, 3}, new double[] {3, 2, 1}), 1e-12);
        // y's ranks 1, 2, 3.5, 5, 3.5 against 1..5: 8 / sqrt(10 * 9.5)
        assertEquals(8 / Math.sqrt(95), Stats.spearman(new double[] {1, 2, 3, 4, 5},
                new double[] {5, 6, 7, 8, 7}), 1e-12);
        assertTrue(Double.isNaN(Stats.spearman(new double[] {1, 2, 3}, new double[] {4, 4, 4})), "a constant side");
        // the sums the server adds up give the same figure
        double[] ra = {1, 2, 3, 4, 5};
        double[] rb = {1, 2, 3.5, 5, 3.5};
        Stats.Sums s = new Stats.Sums(5, sum(ra, null), sum(rb, null), sum(ra, ra), sum(rb, rb), sum(ra, rb));
        assertEquals(8 / Math.sqrt(95), s.pearson(), 1e-12);
    }

    @Test
    void cramersVCountsTheEmptyCellsToo() {
        assertEquals(1, Stats.cramersV(cells(new long[][] {{10, 0}, {0, 10}})), 1e-12, "one decides the other");
        assertEquals(0, Stats.cramersV(cells(new long[][] {{10, 10}, {10, 10}})), 1e-12, "independent");
        // chi-square 60 * (1000 / 900 - 1) = 6.67 over 60 * 1
        assertEquals(1 / 3.0, Stats.cramersV(cells(new long[][] {{20, 10}, {10, 20}})), 1e-12);
        // every expected count 5: cells give 5, 5, 0, 5, 5, 0 = 20, over 30 * (2 - 1)
        assertEquals(Math.sqrt(20 / 30.0), Stats.cramersV(cells(new long[][] {{10, 0, 5}, {0, 10, 5}})), 1e-12);
        assertEquals(0, Stats.cramersV(cells(new long[][] {{4, 6, 9}})), 1e-12, "one row value");
    }

    @Test
    void factLinesGiveEachFamilyItsExpressions() {
        List<Fact> facts = Fact.parse(List.of(
                "# comment",
                "arrival after departure | share | flights | {dep_time} IS NOT NULL | {arr_time} > {dep_time}",
                "delays | spearman | flights | {dep_delay} | {arr_delay}",
                "years | query | people | SELECT AVG(YEAR({debut})) FROM {people}",
                "[postgresql] years | query | people | SELECT AVG(EXTRACT(YEAR FROM {debut})) FROM {people}"));
        assertEquals(3, facts.size());
        assertEquals(Fact.Kind.SHARE, facts.get(0).kind());
        assertEquals("flights", facts.get(0).table());
        assertEquals("{arr_time} > {dep_time}", facts.get(0).expressions().get(1).postgresql());
        Fact years = facts.get(2);
        assertEquals("SELECT AVG(YEAR({debut})) FROM {people}", years.expressions().get(0).mysql());
        assertEquals("SELECT AVG(EXTRACT(YEAR FROM {debut})) FROM {people}", years.expressions().get(0).postgresql());
        assertEquals("`arr_time` > `dep_time`", Fact.resolve("{arr_time} > {dep_time}", n -> "`" + n + "`"));
        assertThrows(IllegalArgumentException.class, () -> Fact.parse(List.of("x | share | t | {a}")),
                "a share takes two expressions");
        assertThrows(IllegalArgumentException.class, () -> Fact.parse(List.of("x | median | t | {a}")));
    }

    @Test
    void figuresPrintTimesAsUtc() {
        assertEquals("2013-01-01", Figures.time(1_356_998_400));
        assertEquals("2013-01-01 05:17", Figures.time(1_356_998_400 + 5 * 3600 + 17 * 60));
        assertEquals("1814-11-01", Figures.time(java.time.LocalDate.of(1814, 11, 1).toEpochDay() * 86_400.0));
        assertEquals("12.35", Figures.number(12.3456));
        assertEquals("1,301", Figures.number(1301));
    }

    private static List<Double> box(double[] v) {
        return java.util.Arrays.stream(v).boxed().toList();
    }

    private static double sum(double[] a, double[] b) {
        double s = 0;
        for (int i = 0; i < a.length; i++) {
            s += b == null ? a[i] : a[i] * b[i];
        }
        return s;
    }

    private static Map<Map.Entry<String, String>, Long> cells(long[][] table) {
        Map<Map.Entry<String, String>, Long> out = new HashMap<>();
        for (int r = 0; r < table.length; r++) {
            for (int c = 0; c < table[r].length; c++) {
                if (table[r][c] > 0) {
                    out.put(new SimpleImmutableEntry<>("r" + r, "c" + c), table[r][c]);
                }
            }
        }
        return out;
    }
}
