package seedgen.generate;

/**
 * The whole part of an exponential or geometric draw, {@code floor(c * log1p(-u))}, exactly as {@link Math#log1p}
 * makes it, for a fraction of its cost. On Java 17 {@code Math.log1p} is a native call; {@link Math#log} of
 * {@code 1 - u} is compiled in and lands within a known distance of it, so where the scaled value is further than
 * that distance from a whole number both have the same whole part and the cheap one is returned. Nearer (about one
 * draw in a million) the exact one decides. A draw's value is therefore the same as with {@code Math.log1p} alone:
 * the data does not change, only its cost.
 * <p>
 * The distance: {@code 1 - u} is rounded by at most 2^-53, which moves its logarithm by at most 2^-53 (u below 1/2;
 * above, the subtraction is exact); each function is within 1 ulp of the true logarithm; the product or quotient adds
 * half an ulp each. {@link #slack} allows over ten times that.
 */
final class LogFloors {

    private LogFloors() {
    }

    /** {@code Math.floor(scale * Math.log1p(-u))}, for u in [0, 1). */
    static double timesLog1pNeg(double scale, double u) {
        double x = scale * Math.log(1.0 - u);
        double f = Math.floor(x);
        double margin = slack(Math.abs(scale), x);
        if (x - f > margin && f + 1 - x > margin) {
            return f;
        }
        return Math.floor(scale * Math.log1p(-u));
    }

    /** {@code Math.floor(Math.log1p(-u) / divisor)}, for u in [0, 1) and a divisor not 0. */
    static double log1pNegOver(double u, double divisor) {
        double x = Math.log(1.0 - u) / divisor;
        double f = Math.floor(x);
        double margin = slack(1 / Math.abs(divisor), x);
        if (x - f > margin && f + 1 - x > margin) {
            return f;
        }
        return Math.floor(Math.log1p(-u) / divisor);
    }

    /**
     * How far apart the cheap and the exact value can be, with room to spare: the logarithms differ by at most
     * 2^-53 + 2 ulps of the logarithm, so the scaled values by {@code scale} 2^-53 + 2 ulps of x, and the last step
     * rounds each by half an ulp of x; an ulp of x is at most |x| 2^-52. This is over ten times that.
     */
    private static double slack(double scale, double x) {
        return 2e-14 * scale + 1e-13 * Math.abs(x) + Double.MIN_NORMAL;
    }
}
