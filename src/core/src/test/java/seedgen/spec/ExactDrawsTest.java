package seedgen.spec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import seedgen.error.SeedgenException;
import seedgen.model.Dataset;

/**
 * {@code exact: true} on a quantile-drawn column: the rows hold each share of the quantiles to within one row, where
 * independent draws miss it by sampling noise (a number of few values, 60/20/10/5/5%, whose 90th percentile sits on the
 * step from one value to the next).
 */
class ExactDrawsTest {

    private static final String FEW = "{0: 1, 0.6: 1, 0.600000001: 2, 0.8: 2, 0.800000001: 3, 0.9: 3, 0.900000001: 4, "
            + "0.95: 4, 0.950000001: 5, 1: 5}";

    private static String spec(String options) {
        return "seedgen: 1\nname: t\ntables:\n  orders:\n    rows: 300\n    columns:\n      id: {gen: sequence}\n"
                + "  items:\n    per: {parent: orders, count: 1..60}\n    columns:\n      order_id: {gen: parent}\n"
                + "      quantity: {gen: int, quantiles: " + FEW + options + "}\n    primary_key: []\n";
    }

    @Test
    void eachValueHoldsItsShareToWithinARow() {
        Dataset d = MeasuredFactsTest.compile(spec(", exact: true"), 7);
        double[] q = MeasuredFactsTest.numbers(d, "items", 1);
        double n = q.length;
        double[] shares = {0.6, 0.2, 0.1, 0.05, 0.05};
        for (int v = 1; v <= 5; v++) {
            int value = v;
            long rows = Arrays.stream(q).filter(x -> x == value).count();
            assertEquals(shares[v - 1] * n, rows, 1.0 + 1e-9, "rows holding " + v + " of " + n);
        }
        Arrays.sort(q);
        assertEquals(3, q[(int) Math.floor(0.899 * (n - 1))], "just below the step to 4");
    }

    @Test
    void drawsWithoutItAreTheSameAsBeforeAndWithItOnlyMoved() {
        double[] plain = MeasuredFactsTest.numbers(MeasuredFactsTest.compile(spec(""), 7), "items", 1);
        double[] exact = MeasuredFactsTest.numbers(MeasuredFactsTest.compile(spec(", exact: true"), 7), "items", 1);
        assertEquals(plain.length, exact.length);
        assertNotEquals(Arrays.toString(plain), Arrays.toString(exact), "the draws are spread, so they move");
        // the same rows every time: a pure function of the seed and the row
        assertEquals(Arrays.toString(exact), Arrays.toString(MeasuredFactsTest.numbers(
                MeasuredFactsTest.compile(spec(", exact: true"), 7), "items", 1)));
    }

    /**
     * A dealt column that is mostly NULL (learn-real's planes.speed: 23 values on 3,322 rows): its NULLs are dealt too,
     * so exactly its share of the rows hold a value, and the values are dealt over those rows; a column NULL with it
     * ({@code null_with:}) is NULL only where it is. Drawn, 23 rows' values miss their shares by a row or more each.
     */
    @Test
    void aMostlyNullColumnDealsItsNullsAndItsValuesOverTheRest() {
        String yaml = "seedgen: 1\nname: t\ntables:\n  planes:\n    rows: 3322\n    columns:\n      id: {gen: sequence}\n"
                + "      year: {gen: int, min: 1960, max: 2013, null: 0.0211}\n"
                + "      speed: {gen: int, quantiles: {0: 90, 0.5: 90, 0.500001: 126, 0.75: 126, 0.750001: 432, 1: 432}"
                + ", exact: true, null: 0.9931, null_with: year}\n";
        for (long seed = 1; seed <= 5; seed++) {
            Dataset d = MeasuredFactsTest.compile(yaml, seed);
            double[] year = MeasuredFactsTest.numbers(d, "planes", 1);
            double[] speed = MeasuredFactsTest.numbers(d, "planes", 2);
            assertEquals(Math.round(0.0211 * 3322), Arrays.stream(year).filter(Double::isNaN).count(), "seed " + seed);
            assertEquals(3322 - Math.round(0.9931 * 3322), Arrays.stream(speed).filter(x -> !Double.isNaN(x)).count());
            for (int i = 0; i < year.length; i++) {
                assertTrue(!Double.isNaN(speed[i]) ? !Double.isNaN(year[i]) : true, "speed NULL where year is, row "
                        + (i + 1));
            }
            // 23 values: 11.5, 5.75 and 5.75 of them; each value holds its whole slots of the 23 and at most the
            // two it shares with its neighbours (126: slots 12 to 16 whole, 11 and 17 in part, so 5 to 7 rows)
            assertEquals(11.5, Arrays.stream(speed).filter(x -> x == 90).count(), 1.5, "seed " + seed);
            assertEquals(5.75, Arrays.stream(speed).filter(x -> x == 126).count(), 1.25, "seed " + seed);
            assertEquals(5.75, Arrays.stream(speed).filter(x -> x == 432).count(), 1.25, "seed " + seed);
        }
    }

    @Test
    void onlyAQuantileDrawTakesIt() {
        SeedgenException e = assertThrows(SeedgenException.class, () -> MeasuredFactsTest.compile("seedgen: 1\nname: "
                + "t\ntables:\n  t:\n    rows: 5\n    columns:\n      id: {gen: sequence}\n      n: {gen: int, min: 1, "
                + "max: 9, exact: true}\n", 1));
        assertTrue(e.getMessage().contains("t.yaml:8:") && e.getMessage().contains("exact: spreads"), e.getMessage());
    }
}
