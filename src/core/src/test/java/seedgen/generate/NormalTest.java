package seedgen.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Phi and its inverse against values worked out to 20 digits elsewhere (mpmath at 50 digits), across the middle and
 * both tails, and against each other.
 */
class NormalTest {

    /** x, Phi(x). */
    private static final double[][] CDF = {
        {0, 0.5},
        {1, 0.84134474606854294859},
        {1.96, 0.97500210485177956586},
        {-1.5, 0.066807201268858066004},
        {2.5, 0.99379033467422386483},
        {-3, 0.0013498980316300945267},
        {3.2, 0.99931286206208415154},
        {-6, 9.865876450376981407e-10},
        {-8, 6.2209605742717841235e-16},
        {-10, 7.619853024160526066e-24},
    };

    /** p, Phi^-1(p). */
    private static final double[][] INVERSE = {
        {0.975, 1.9599639845400542355},
        {0.001, -3.0902323061678135415},
        {0.999, 3.0902323061678135415},
        {0.3, -0.52440051270804078404},
        {0.02425, -1.9729610513118848503},
        {1e-10, -6.3613409024040562047},
        {1e-300, -37.047096299361199237},
    };

    @Test
    void phiHoldsKnownValuesToTheirRelativeLastDigits() {
        for (double[] c : CDF) {
            double got = Normal.cdf(c[0]);
            assertEquals(c[1], got, 2e-14 * c[1], "Phi(" + c[0] + ")");
        }
        assertEquals(0, Normal.cdf(-40), 1e-300);
        assertEquals(1, Normal.cdf(40));
        assertTrue(Double.isNaN(Normal.cdf(Double.NaN)));
    }

    @Test
    void theInverseHoldsKnownValuesAndUndoesPhi() {
        for (double[] c : INVERSE) {
            assertEquals(c[1], Normal.inverse(c[0]), 2e-14 * Math.abs(c[1]), "Phi^-1(" + c[0] + ")");
        }
        assertEquals(0, Normal.inverse(0.5), 1e-15);
        assertEquals(Double.NEGATIVE_INFINITY, Normal.inverse(0));
        assertEquals(Double.POSITIVE_INFINITY, Normal.inverse(1));
        assertTrue(Double.isNaN(Normal.inverse(1.5)));
        for (int i = 1; i < 1000; i++) {
            double p = i / 1000.0;
            assertEquals(p, Normal.cdf(Normal.inverse(p)), 1e-14, "Phi(Phi^-1(" + p + "))");
            // below 0, where Phi's value keeps its relative digits (above, 1 - Phi(x) holds only 1e-16 / Phi(x)'s)
            double x = -20 + 20.0 * i / 1000;
            assertEquals(x, Normal.inverse(Normal.cdf(x)), 1e-13 * Math.max(1, Math.abs(x)), "Phi^-1(Phi(" + x + "))");
        }
    }

    /** Spearman's rank 0.63 is Pearson's 2 sin(0.63 pi / 6) = 0.6478 of the normals; the copula keeps [0, 1). */
    @Test
    void theCopulaMapsRanksToPearsonAndStaysAUniform() {
        assertEquals(0.64783, Normal.pearsonOfRank(0.63), 1e-5);
        assertEquals(1, Normal.pearsonOfRank(1), 1e-15);
        assertEquals(-1, Normal.pearsonOfRank(-1), 1e-15);
        assertEquals(0.3, Normal.copula(0.8, 0.3, 0), 1e-12);
        assertEquals(0.8, Normal.copula(0.8, 0.3, 1), 1e-12);
        double top = Normal.copula(Math.nextDown(1.0), Math.nextDown(1.0), 0.9);
        assertTrue(top < 1 && top > 0.999_999, "top " + top);
        assertTrue(Normal.copula(0, 0, 0.9) >= 0);
    }
}
