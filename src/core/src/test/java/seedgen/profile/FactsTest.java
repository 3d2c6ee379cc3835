package seedgen.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class FactsTest {

    /**
     * What the ranking query gives a value: twice its average rank, as 2 * RANK() (the first position of its ties,
     * from 1) plus its ties, less one, computed here the way the server does.
     */
    private static long[] serverRanks(double[] v) {
        long[] out = new long[v.length];
        for (int i = 0; i < v.length; i++) {
            long below = 0;
            long ties = 0;
            for (double w : v) {
                below += w < v[i] ? 1 : 0;
                ties += w == v[i] ? 1 : 0;
            }
            out[i] = 2 * (below + 1) + ties - 1;
        }
        return out;
    }

    /** rho from the sums the outer query adds up over the server's ranks. */
    private static double rho(double[] x, double[] y) {
        long[] a = serverRanks(x);
        long[] b = serverRanks(y);
        BigDecimal sa = BigDecimal.ZERO;
        BigDecimal sb = BigDecimal.ZERO;
        BigDecimal saa = BigDecimal.ZERO;
        BigDecimal sbb = BigDecimal.ZERO;
        BigDecimal sab = BigDecimal.ZERO;
        for (int i = 0; i < a.length; i++) {
            sa = sa.add(BigDecimal.valueOf(a[i]));
            sb = sb.add(BigDecimal.valueOf(b[i]));
            saa = saa.add(BigDecimal.valueOf(a[i] * a[i]));
            sbb = sbb.add(BigDecimal.valueOf(b[i] * b[i]));
            sab = sab.add(BigDecimal.valueOf(a[i] * b[i]));
        }
        return Association.pearson(a.length, sa, sb, saa, sbb, sab);
    }

    @Test
    void rhoFromRanksIsSpearmans() {
        // no ties: d = 1, 1, 1, 1, 0, so 1 - 6 * 4 / (5 * 24) = 0.8
        assertEquals(0.8, rho(new double[] {1, 2, 3, 4, 5}, new double[] {2, 1, 4, 3, 5}), 1e-12);
        // ties take their average rank: x ranks 1, 2.5, 2.5, 4 and y 1, 3, 2, 4: 4.5 / sqrt(4.5 * 5)
        assertEquals(4.5 / Math.sqrt(4.5 * 5), rho(new double[] {1, 2, 2, 3}, new double[] {1, 3, 2, 4}), 1e-12);
        assertEquals(1.0, rho(new double[] {1, 5, 7, 100}, new double[] {-3, 0, 2, 2.5}), 1e-12, "monotone");
        assertEquals(-1.0, rho(new double[] {1, 5, 7, 100}, new double[] {9, 8, 1, -50}), 1e-12, "falling");
        assertTrue(Double.isNaN(rho(new double[] {1, 2, 3}, new double[] {4, 4, 4})), "one value: no order");
        assertTrue(Double.isNaN(rho(new double[] {1}, new double[] {2})), "one row");
    }

    /** Sums as large as 10 million rows give (squares of ranks near 4e14, their sums near 1e21) stay exact. */
    @Test
    void rhoOfManyRowsIsExact() {
        BigDecimal n = BigDecimal.valueOf(10_000_000);
        // x = y, ranked 1, 3, 5, ... (a linear function of the ranks): the sum of the first n odd numbers is n^2, of
        // their squares n(2n - 1)(2n + 1) / 3
        BigDecimal s = n.multiply(n);
        BigDecimal two = BigDecimal.valueOf(2);
        BigDecimal ss = n.multiply(two.multiply(n).subtract(BigDecimal.ONE)).multiply(two.multiply(n).add(
                BigDecimal.ONE)).divide(BigDecimal.valueOf(3));
        assertEquals(1.0, Association.pearson(n.longValue(), s, s, ss, ss, ss), 1e-12);
        // y in the reverse order: the odd j against 2n - j, so the cross sum is 2n * n^2 - ss
        BigDecimal cross = two.multiply(n).multiply(s).subtract(ss);
        assertEquals(-1.0, Association.pearson(n.longValue(), s, s, ss, ss, cross), 1e-12);
    }

    private static List<Facts.Cell> table(long[][] counts) {
        List<Facts.Cell> cells = new ArrayList<>();
        for (int r = 0; r < counts.length; r++) {
            for (int k = 0; k < counts[r].length; k++) {
                if (counts[r][k] > 0) {
                    cells.add(new Facts.Cell("r" + r, "k" + k, counts[r][k]));
                }
            }
        }
        return cells;
    }

    @Test
    void cramersVIsCorrectedForTheTablesSize() {
        // [[30, 10], [10, 30]]: phi = (900 - 100) / 40^2 = 0.5, phi^2 0.25; corrected by 1/79 on each side
        double phi2 = 0.25 - 1.0 / 79;
        double side = 2 - 1.0 / 79 - 1;
        assertEquals(Math.sqrt(phi2 / side), Association.cramersV(table(new long[][] {{30, 10}, {10, 30}})), 1e-12);
        // one decides the other: 1 whatever the rows
        assertEquals(1.0, Association.cramersV(table(new long[][] {{50, 0, 0}, {0, 20, 0}, {0, 0, 30}})), 1e-12);
        // independent: the cells are the products of the margins, chi-squared 0
        assertEquals(0.0, Association.cramersV(table(new long[][] {{10, 20, 30}, {20, 40, 60}})), 1e-12);
        // a 3 x 2 table worked by hand: chi-squared 40 / 3 on 100 rows, corrected
        // rows 40, 30, 30; columns 50, 50; expected 20, 15, 15 a side; observed (30, 10), (10, 20), (10, 20)
        double chi2 = 2 * 100.0 / 20 + 2 * 25.0 / 15 + 2 * 25.0 / 15;
        double corrected = chi2 / 100 - 2.0 * 1 / 99;
        double least = Math.min(3 - 4.0 / 99 - 1, 2 - 1.0 / 99 - 1);
        assertEquals(Math.sqrt(corrected / least), Association.cramersV(table(new long[][] {{30, 10}, {10, 20},
            {10, 20}})), 1e-12);
        assertEquals(0.0, Association.cramersV(table(new long[][] {{5, 7}})), "one value on a side: nothing to tell");
        assertEquals(0.0, Association.cramersV(List.of()));
    }

    /** Independent columns of 64 values each on 20,000 rows: V about 0 corrected (uncorrected it reads about 0.06). */
    @Test
    void independentColumnsOfManyValuesReadNearZero() {
        long[][] counts = new long[64][64];
        java.util.Random r = new java.util.Random(5);
        for (int i = 0; i < 20_000; i++) {
            counts[r.nextInt(64)][r.nextInt(64)]++;
        }
        double v = Association.cramersV(table(counts));
        assertTrue(v < 0.02, "V " + v);
    }

    @Test
    void theRowsMustBeGivenAsFromWhere() {
        seedgen.catalog.Catalog.Table t = new seedgen.catalog.Catalog.Table("t", List.of(), List.of(), List.of(),
                List.of(), false);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Facts.measure(null, null, t, "SELECT * FROM t"));
        assertEquals("the rows of t must be given as FROM ... WHERE ..., not: SELECT * FROM t", e.getMessage());
    }

    @Test
    void countsGivenMustCoverEveryColumn() {
        seedgen.catalog.Catalog.Column a = new seedgen.catalog.Catalog.Column("a", "int", "int", true, null, null, null,
                false, false, false, null, "int", seedgen.catalog.Kind.INTEGER);
        seedgen.catalog.Catalog.Column b = new seedgen.catalog.Catalog.Column("b", "int", "int", true, null, null, null,
                false, false, false, null, "int", seedgen.catalog.Kind.INTEGER);
        seedgen.catalog.Catalog.Table t = new seedgen.catalog.Catalog.Table("t", List.of(a, b), List.of(), List.of(),
                List.of(), false);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Facts.measure(null, null, t,
                "FROM t", new Facts.Counts(10, java.util.Map.of("A", 5L, "b", 6L), java.util.Map.of("a", 2L))));
        assertEquals("the counts given for t have none for its column b", e.getMessage());
    }

    @Test
    void sharesOfTheRecords() {
        Facts.NullPair p = new Facts.NullPair("a", "b", 100, 120, 100);
        assertEquals(1.0, p.bGivenA());
        assertEquals(100.0 / 120, p.aGivenB());
        Facts.Order o = new Facts.Order("dep", "arr", 873, 0, 27);
        assertEquals(900, o.compared());
        assertEquals(0.97, o.lessShare(), 1e-12);
        assertEquals(0.03, o.greaterShare(), 1e-12);
        assertEquals(0, new Facts.Order("a", "b", 0, 0, 0).lessShare());
    }
}
