package seedgen.generate;

/**
 * The standard normal distribution's function Phi and its inverse, in {@link StrictMath} alone, so that a value made
 * from them is the same on every machine and JIT. Phi: Marsaglia's series (J. Stat. Software 11(4), 2004), whose
 * terms are all positive, for |x| at most 2; beyond, Laplace's continued fraction of the tail, 120 terms from the
 * bottom up, which keeps its relative accuracy far out (1e-14 at worst, near 2). The inverse: Acklam's rational
 * approximation (relative error at most 1.15e-9) and one step of Halley's method on Phi, from the lower tail (an upper
 * p is 1 - p exactly, by Sterbenz's lemma), which brings it to the last digits.
 */
public final class Normal {

    /** log(sqrt(2 pi)). */
    private static final double LOG_SQRT_2PI = 0.91893853320467274178;
    private static final double SQRT_2PI = 2.50662827463100050242;
    /** Where the series hands over to the tail's continued fraction. */
    private static final double SERIES_LIMIT = 2;
    private static final int FRACTION_TERMS = 120;

    private static final double[] A = {-3.969683028665376e+01, 2.209460984245205e+02, -2.759285104469687e+02,
        1.383577518672690e+02, -3.066479806614716e+01, 2.506628277459239e+00};
    private static final double[] B = {-5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02,
        6.680131188771972e+01, -1.328068155288572e+01};
    private static final double[] C = {-7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00,
        -2.549732539343734e+00, 4.374664141464968e+00, 2.938163982698783e+00};
    private static final double[] D = {7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00,
        3.754408661907416e+00};
    /** Below it, Acklam's tail form; above, his central one. */
    private static final double P_LOW = 0.02425;

    private Normal() {
    }

    /** P(Z <= x) for a standard normal Z. */
    public static double cdf(double x) {
        if (Double.isNaN(x)) {
            return x;
        }
        if (StrictMath.abs(x) <= SERIES_LIMIT) {
            // x + x^3/3 + x^5/(3 5) + ..., each term the last times x^2 / (2k + 1), until adding one changes nothing
            double q = x * x;
            double sum = x;
            double term = x;
            double before = 0;
            for (int i = 1; sum != before; ) {
                before = sum;
                i += 2;
                term *= q / i;
                sum = before + term;
            }
            return 0.5 + sum * StrictMath.exp(-0.5 * q - LOG_SQRT_2PI);
        }
        double tail = upperTail(StrictMath.abs(x));
        return x < 0 ? tail : 1 - tail;
    }

    /** P(Z > z) for z above {@value #SERIES_LIMIT}: the density over z + 1/(z + 2/(z + 3/(z + ...))). */
    private static double upperTail(double z) {
        double f = z;
        for (int k = FRACTION_TERMS; k >= 1; k--) {
            f = z + k / f;
        }
        return StrictMath.exp(-0.5 * z * z - LOG_SQRT_2PI) / f;
    }

    /** The x with P(Z <= x) = p: -Infinity at 0, +Infinity at 1, NaN outside [0, 1]. */
    public static double inverse(double p) {
        if (!(p >= 0 && p <= 1)) {
            return Double.NaN;
        }
        if (p > 0.5) {
            return -lower(1 - p);
        }
        return lower(p);
    }

    /** As {@link #inverse}, for p at most 0.5 (so x at most 0, where Phi keeps its relative accuracy). */
    private static double lower(double p) {
        if (p == 0) {
            return Double.NEGATIVE_INFINITY;
        }
        double x;
        if (p < P_LOW) {
            double q = StrictMath.sqrt(-2 * StrictMath.log(p));
            x = (((((C[0] * q + C[1]) * q + C[2]) * q + C[3]) * q + C[4]) * q + C[5])
                    / ((((D[0] * q + D[1]) * q + D[2]) * q + D[3]) * q + 1);
        } else {
            double q = p - 0.5;
            double r = q * q;
            x = (((((A[0] * r + A[1]) * r + A[2]) * r + A[3]) * r + A[4]) * r + A[5]) * q
                    / (((((B[0] * r + B[1]) * r + B[2]) * r + B[3]) * r + B[4]) * r + 1);
        }
        // one step of Halley's method: e = Phi(x) - p over the density at x
        double e = cdf(x) - p;
        double u = e * SQRT_2PI * StrictMath.exp(0.5 * x * x);
        return Double.isFinite(u) ? x - u / (1 + 0.5 * x * u) : x; // past 1e-300 the density underflows: keep x
    }

    /** Pearson's r of two normals whose ranks correlate by Spearman's {@code rank}: 2 sin(pi rank / 6). */
    public static double pearsonOfRank(double rank) {
        return 2 * StrictMath.sin(StrictMath.PI * rank / 6);
    }

    /**
     * A Gaussian copula: the uniform that {@code u} becomes beside {@code uWith} where their normals correlate by
     * {@code r}: Phi(r Phi^-1(uWith) + sqrt(1 - r^2) Phi^-1(u)). Both uniforms are taken at the middle of their
     * 2^-53 step, so that neither is 0; the result is in [0, 1).
     */
    public static double copula(double uWith, double u, double r) {
        double z = r * inverse(uWith + 0x1.0p-54) + StrictMath.sqrt(1 - r * r) * inverse(u + 0x1.0p-54);
        return StrictMath.min(cdf(z), 0x1.fffffffffffffp-1);
    }
}
