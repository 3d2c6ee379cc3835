package seedgen.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The cheap whole parts equal Math.log1p's, at random and where the value is a hair from a whole number. */
class LogFloorsTest {

    /** Means of exponential delays in seconds (a minute to a year, and odd ones), as afterExponential scales them. */
    private static final double[] SCALES = {-1, -7, -60, -3_600, -86_400, -604_800, -1_728_000, -31_536_000, -1e9,
        -123_456.789};
    /** log(1 - p) of geometric draws of mean 1.5 to 10,000, as Distribution.Draw keeps them. */
    private static final double[] DIVISORS = {Math.log1p(-1 / 1.5), Math.log1p(-1.0 / 6), Math.log1p(-1.0 / 16),
        Math.log1p(-1.0 / 101), Math.log1p(-1.0 / 10_001)};

    @Test
    void equalsMathLog1pAtRandom() {
        SplittableRandom r = new SplittableRandom(35);
        for (int i = 0; i < 2_000_000; i++) {
            double u = (r.nextLong() >>> 11) * 0x1.0p-53;
            double scale = SCALES[i % SCALES.length];
            assertEquals(Math.floor(scale * Math.log1p(-u)), LogFloors.timesLog1pNeg(scale, u), "u " + u);
            double d = DIVISORS[i % DIVISORS.length];
            assertEquals(Math.floor(Math.log1p(-u) / d), LogFloors.log1pNegOver(u, d), "u " + u);
        }
    }

    /**
     * u chosen so that the scaled logarithm lands on a whole number n, and the doubles either side of that u: where
     * the cheap value cannot tell the whole part, the exact one must (a floor off by one here would change a delay).
     */
    @Test
    void equalsMathLog1pAtWholeNumbers() {
        for (double scale : SCALES) {
            for (long n = 0; n < 2_000; n++) {
                double u0 = -Math.expm1(-n / -scale);
                for (double u : around(u0)) {
                    assertEquals(Math.floor(scale * Math.log1p(-u)), LogFloors.timesLog1pNeg(scale, u),
                            "scale " + scale + ", u " + u);
                }
            }
        }
        for (double d : DIVISORS) {
            for (long n = 0; n < 2_000; n++) {
                double u0 = -Math.expm1(n * d);
                for (double u : around(u0)) {
                    assertEquals(Math.floor(Math.log1p(-u) / d), LogFloors.log1pNegOver(u, d), "divisor " + d
                            + ", u " + u);
                }
            }
        }
    }

    /** u and the four doubles either side of it, those in [0, 1). */
    private static double[] around(double u) {
        double[] all = new double[9];
        int n = 0;
        double down = u;
        double up = u;
        for (int i = 0; i < 4; i++) {
            down = Math.nextDown(down);
            up = Math.nextUp(up);
            all[n++] = down;
            all[n++] = up;
        }
        all[n++] = u;
        return java.util.Arrays.stream(all, 0, n).filter(x -> x >= 0 && x < 1).toArray();
    }
}
