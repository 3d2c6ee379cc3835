package seedgen.generate;

/**
 * How a whole number in {@code [min, max]} is drawn from a uniform double {@code u} in [0, 1): the same u gives the
 * same number, so a draw is a pure function of (seed, row, stream) like every other value.
 * <ul>
 *   <li>{@code FIXED}: always min (min == max);</li>
 *   <li>{@code UNIFORM}: every value equally likely;</li>
 *   <li>{@code GEOMETRIC}: min most likely, each next value less likely by the same factor, with the given mean
 *       (the tail beyond max folded back into the range);</li>
 *   <li>{@code ZIPF}: the value at rank r (min is rank 1) about as likely as 1/r^s: a few large, most small;
 *       drawn by inverting the continuous power law, so any range size costs the same.</li>
 *   <li>{@code EMPIRICAL}: each value (or range) with the weight measured for it ({@link Empirical.Weights}).</li>
 * </ul>
 */
public enum Distribution {
    FIXED, UNIFORM, GEOMETRIC, ZIPF, EMPIRICAL;

    /** The zipf exponent when none is given: skewed, as real popularity is. */
    public static final double DEFAULT_ZIPF_S = 1.1;

    /**
     * A drawing rule over {@code [min, max]}; {@code param} is the mean (GEOMETRIC) or the exponent (ZIPF);
     * {@code derived} is worked out once rather than at every draw: a GEOMETRIC draw's log(1 - p), a ZIPF draw's
     * {@link #zipfScale} (a power or a logarithm, which every draw needs and no row changes).
     */
    public record Draw(Distribution kind, long min, long max, double param, double derived,
            Empirical.Weights weights) {

        public Draw(Distribution kind, long min, long max, double param) {
            this(kind, min, max, param, kind == GEOMETRIC ? Math.log1p(-1.0 / (param - min + 1))
                    : kind == ZIPF && param > 0 && min <= max ? zipfScale(max - min + 1, param) : 0, null);
        }

        /** The values {@code weights} gives, each as likely as its weight. */
        public static Draw empirical(Empirical.Weights weights) {
            return new Draw(EMPIRICAL, weights.min(), weights.max(), 0, 0, weights);
        }

        public Draw {
            if (min > max) {
                throw new IllegalArgumentException("min " + min + " is above max " + max);
            }
            if (kind == GEOMETRIC && !(param > min && param <= max)) {
                throw new IllegalArgumentException("the mean of a geometric draw must be above min and at most max");
            }
            if (kind == EMPIRICAL && weights == null) {
                throw new IllegalArgumentException("an empirical draw needs its weights");
            }
            if (kind == ZIPF && !(param > 0)) {
                throw new IllegalArgumentException("the zipf exponent must be positive");
            }
        }

        public static Draw fixed(long n) {
            return new Draw(FIXED, n, n, 0);
        }

        public long draw(double u) {
            long span = max - min + 1;
            if (span == 1 || kind == FIXED) {
                return min;
            }
            return switch (kind) {
                case FIXED -> min;
                case UNIFORM -> min + Math.min(span - 1, (long) (u * span));
                case GEOMETRIC -> {
                    long k = (long) LogFloors.log1pNegOver(u, derived);
                    yield min + Math.floorMod(k, span);
                }
                case ZIPF -> min + zipfRank(u, span, param, derived) - 1;
                case EMPIRICAL -> weights.draw(u);
            };
        }

        /** The mean of the draw, exactly for FIXED and UNIFORM, by summation otherwise (used for planning). */
        public double mean() {
            return switch (kind) {
                case FIXED -> min;
                case UNIFORM -> (min + max) / 2.0;
                case EMPIRICAL -> weights.mean();
                default -> Double.NaN;
            };
        }
    }

    /** A rank in [1, n] with P(rank r) about proportional to r^-s, from u in [0, 1). */
    public static long zipfRank(double u, long n, double s) {
        return zipfRank(u, n, s, zipfScale(n, s));
    }

    /** What a zipf draw over n ranks with exponent s needs of n: log(n + 1) where s is 1, else (n + 1)^(1 - s). */
    static double zipfScale(long n, double s) {
        return Math.abs(s - 1) < 1e-9 ? Math.log(n + 1.0) : Math.pow(n + 1.0, 1 - s);
    }

    /** As {@link #zipfRank(double, long, double)}, with {@code scale} = {@link #zipfScale}(n, s) worked out before. */
    static long zipfRank(double u, long n, double s, double scale) {
        double r;
        if (Math.abs(s - 1) < 1e-9) {
            r = Math.exp(u * scale);
        } else {
            r = Math.pow(1 + u * (scale - 1), 1 / (1 - s));
        }
        return Math.max(1, Math.min(n, (long) Math.floor(r)));
    }
}
