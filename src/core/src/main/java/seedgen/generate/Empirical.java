package seedgen.generate;

import java.util.Arrays;

/**
 * Distributions given by what was measured rather than by a formula: a value's quantiles, or the share of each
 * whole number (or range of them). Each draw is a pure function of a uniform {@code u} in [0, 1), as every other
 * draw is, and costs a halving search over the points given, whatever the rows.
 */
public final class Empirical {

    private Empirical() {
    }

    /**
     * A number from its quantiles: {@code q[0]} the least, {@code q[q.length - 1]} the greatest, and {@code q[i]} the
     * value below which a share {@code ranks[i]} lies; between two points the values are spread evenly. Without ranks
     * (null) the points stand at equal steps of share, {@code i / (q.length - 1)}; with them, at the ranks given
     * ({@code 0, 0.5, 0.9, 0.99, 0.999, 1}: more points where a tail needs them).
     */
    public record Quantiles(double[] q, double[] ranks) {

        public Quantiles(double[] q) {
            this(q, null);
        }

        public Quantiles {
            if (q.length < 2) {
                throw new IllegalArgumentException("quantiles need at least two points: the least and the greatest");
            }
            for (int i = 1; i < q.length; i++) {
                if (!(q[i] >= q[i - 1])) {
                    throw new IllegalArgumentException("quantiles must not decrease: " + q[i - 1] + " then " + q[i]);
                }
            }
            if (ranks != null) {
                if (ranks.length != q.length) {
                    throw new IllegalArgumentException(ranks.length + " ranks for " + q.length + " quantiles");
                }
                if (ranks[0] != 0 || ranks[ranks.length - 1] != 1) {
                    throw new IllegalArgumentException("the ranks run from exactly 0 (the least) to exactly 1 (the "
                            + "greatest), not " + ranks[0] + " to " + ranks[ranks.length - 1]);
                }
                for (int i = 1; i < ranks.length; i++) {
                    if (!(ranks[i] > ranks[i - 1])) {
                        throw new IllegalArgumentException("ranks must increase: " + ranks[i - 1] + " then "
                                + ranks[i]);
                    }
                }
                ranks = ranks.clone();
            }
            q = q.clone();
        }

        public double at(double u) {
            if (ranks != null) {
                return atRank(u);
            }
            double x = u * (q.length - 1);
            int i = Math.min(q.length - 2, (int) x);
            return q[i] + (q[i + 1] - q[i]) * (x - i);
        }

        /** Between the two ranks around {@code u}, the value as far between theirs as u is between them. */
        private double atRank(double u) {
            int lo = 0;
            int hi = ranks.length - 2;
            while (lo < hi) { // the last i with ranks[i] <= u
                int mid = (lo + hi + 1) >>> 1;
                if (ranks[mid] <= u) {
                    lo = mid;
                } else {
                    hi = mid - 1;
                }
            }
            double share = (u - ranks[lo]) / (ranks[lo + 1] - ranks[lo]);
            return q[lo] + (q[lo + 1] - q[lo]) * Math.min(1, share);
        }

        public double min() {
            return q[0];
        }

        public double max() {
            return q[q.length - 1];
        }

        /**
         * The share of draws that come out at or below {@code x}: the largest {@code u} with {@code at(u) <= x} (0 below
         * the least, 1 from the greatest on), linear between two points as {@link #at} is.
         */
        public double rankOf(double x) {
            if (x < q[0]) {
                return 0;
            }
            if (x >= q[q.length - 1]) {
                return 1;
            }
            int i = q.length - 2;
            while (i > 0 && q[i] > x) { // the last point at or below x
                i--;
            }
            double r0 = rank(i);
            double r1 = rank(i + 1);
            return q[i + 1] == q[i] ? r1 : r0 + (r1 - r0) * (x - q[i]) / (q[i + 1] - q[i]);
        }

        private double rank(int i) {
            return ranks != null ? ranks[i] : (double) i / (q.length - 1);
        }
    }

    /**
     * Whole numbers by weight: bin i holds {@code lo[i]..hi[i]} (one number where they are equal) with weight
     * {@code w[i]}; a draw takes a bin by its share of the weights and a number of it evenly.
     */
    public static final class Weights {

        private final long[] lo;
        private final long[] hi;
        private final double[] cumulative;
        private final double[] w;

        public Weights(long[] lo, long[] hi, double[] w) {
            if (lo.length == 0 || lo.length != hi.length || lo.length != w.length) {
                throw new IllegalArgumentException("weights need at least one value");
            }
            this.lo = lo.clone();
            this.hi = hi.clone();
            this.w = w.clone();
            cumulative = new double[w.length];
            double sum = 0;
            for (int i = 0; i < w.length; i++) {
                if (!(w[i] >= 0) || lo[i] > hi[i]) {
                    throw new IllegalArgumentException("a weight must be 0 or more, and a range not reversed");
                }
                sum += w[i];
                cumulative[i] = sum;
            }
            if (!(sum > 0)) {
                throw new IllegalArgumentException("the weights add up to 0: give at least one above 0");
            }
        }

        public long draw(double u) {
            double total = cumulative[cumulative.length - 1];
            double x = u * total;
            int i = Arrays.binarySearch(cumulative, x);
            i = i >= 0 ? i + 1 : -i - 1;
            // weights of 0 hold no draw: step past them
            while (i < cumulative.length - 1 && (cumulative[i] <= x || (i > 0 ? cumulative[i] - cumulative[i - 1]
                    : cumulative[i]) == 0)) {
                i++;
            }
            if (lo[i] == hi[i]) {
                return lo[i];
            }
            double start = i == 0 ? 0 : cumulative[i - 1];
            double within = (x - start) / (cumulative[i] - start);
            long span = hi[i] - lo[i] + 1;
            return lo[i] + Math.min(span - 1, (long) (Math.max(0, within) * span));
        }

        /** Each bin's least number, its greatest, its weight, in the order given. */
        public long[] lows() {
            return lo.clone();
        }

        public long[] highs() {
            return hi.clone();
        }

        public double[] weights() {
            return w.clone();
        }

        public long min() {
            return Arrays.stream(lo).min().getAsLong();
        }

        public long max() {
            return Arrays.stream(hi).max().getAsLong();
        }

        /** The mean of a draw. */
        public double mean() {
            double total = cumulative[cumulative.length - 1];
            double sum = 0;
            for (int i = 0; i < lo.length; i++) {
                double w = cumulative[i] - (i == 0 ? 0 : cumulative[i - 1]);
                sum += w * (lo[i] + hi[i]) / 2.0;
            }
            return sum / total;
        }
    }
}
