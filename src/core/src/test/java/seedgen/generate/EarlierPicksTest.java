package seedgen.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class EarlierPicksTest {

    /** 12 rows picked by none, 4 by one, 2 by three, one by 5 to 8 (a range, as --learn writes beyond 32). */
    private static final Empirical.Weights WEIGHTS = new Empirical.Weights(new long[] {0, 1, 3, 5},
            new long[] {0, 1, 3, 8}, new double[] {12, 4, 2, 1});

    /**
     * The counts dealt are the measured ones, the greatest first: at 1x, 10x and 100x, the rows picked by none, by one,
     * by three as the weights say, and the range's rows within it, its greatest on the first. Each row is picked by its
     * count in proportion (times the rows that pick over the counts' sum) to within one; at 1x, where the counts add up
     * to the rows after the first, by exactly its count.
     */
    @Test
    void everyRowIsPickedByItsCountInProportionAndTheCountsAreTheMeasuredOnes() {
        for (long scale : new long[] {1, 10, 100}) {
            long n = 19 * scale;
            EarlierPicks picks = new EarlierPicks(WEIGHTS, n, 3, 7);
            Map<Long, Long> picked = new TreeMap<>();
            for (long row = 1; row <= n; row++) {
                long p = picks.pick(row);
                if (p != 0) {
                    picked.merge(p, 1L, Long::sum);
                }
            }
            Map<Long, Long> rowsByCount = new TreeMap<>();
            double perPlace = (double) (n - 1) / picks.total();
            for (long p = 1; p <= n; p++) {
                long count = picks.countOf(p);
                rowsByCount.merge(Math.min(5, count), 1L, Long::sum);
                assertTrue(count <= 8 && (p == 1 || count <= picks.countOf(p - 1)), scale + "x: row " + p
                        + " dealt " + count);
                long got = picked.getOrDefault(p, 0L);
                assertEquals(count * perPlace, got, 1, scale + "x: row " + p + " picked " + got + ", dealt " + count);
                if (scale == 1) {
                    assertEquals(count, got, "row " + p);
                }
            }
            assertEquals(8, picks.countOf(1), scale + "x: the greatest count measured on the first row");
            assertEquals(Map.of(0L, 12 * scale, 1L, 4 * scale, 3L, 2 * scale, 5L, scale), rowsByCount, scale + "x");
        }
    }

    /**
     * No row picks itself or a later one: over sizes from 2 rows up, with weights of many rows picked by none (a
     * nullable column's roots), of every row picked once (a chain), of ranges overlapping (the counts out of order,
     * where the uniform pick takes over), and rows past n (--append) going round.
     */
    @Test
    void noRowPicksItselfOrALaterRow() {
        Empirical.Weights chain = new Empirical.Weights(new long[] {1}, new long[] {1}, new double[] {1});
        Empirical.Weights overlapping = new Empirical.Weights(new long[] {0, 2, 1}, new long[] {9, 2, 40},
                new double[] {5, 3, 1});
        for (Empirical.Weights w : new Empirical.Weights[] {WEIGHTS, chain, overlapping}) {
            for (long n : new long[] {2, 3, 16, 17, 100, 1001}) {
                EarlierPicks picks = new EarlierPicks(w, n, 5, 11);
                assertEquals(0, picks.pick(1), "row 1 has no earlier row");
                for (long row = 2; row <= 3 * n; row++) {
                    long p = picks.pick(row);
                    assertTrue(p >= 1 && p < row && p <= n, n + " rows: row " + row + " picks " + p);
                }
            }
        }
    }

    /** Counts all 0 (no row picked in the source): no row picks one; a pick is the same asked twice. */
    @Test
    void noCountsNoPicksAndAPickIsAPureFunctionOfTheRow() {
        EarlierPicks none = new EarlierPicks(new Empirical.Weights(new long[] {0}, new long[] {0}, new double[] {1}),
                50, 1, 2);
        for (long row = 1; row <= 50; row++) {
            assertEquals(0, none.pick(row));
        }
        EarlierPicks a = new EarlierPicks(WEIGHTS, 1000, 1, 2);
        EarlierPicks b = new EarlierPicks(WEIGHTS, 1000, 1, 2);
        for (long row = 1000; row >= 1; row--) {
            assertEquals(a.pick(row), b.pick(row));
        }
    }
}
