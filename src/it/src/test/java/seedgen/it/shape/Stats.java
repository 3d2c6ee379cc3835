package seedgen.it.shape;

import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/** The arithmetic of the measures, apart from any server, so it can be tested on its own. */
public final class Stats {

    private Stats() {
    }

    /**
     * Kolmogorov-Smirnov distance of two distributions of whole numbers given as value -> how many: the largest gap
     * between their cumulative shares. 1 when one side is empty and the other is not, 0 when both are.
     */
    public static double ks(TreeMap<Long, Long> a, TreeMap<Long, Long> b) {
        double na = a.values().stream().mapToLong(Long::longValue).sum();
        double nb = b.values().stream().mapToLong(Long::longValue).sum();
        if (na == 0 || nb == 0) {
            return na == nb ? 0 : 1;
        }
        TreeSet<Long> xs = new TreeSet<>(a.keySet());
        xs.addAll(b.keySet());
        double ca = 0;
        double cb = 0;
        double d = 0;
        for (long x : xs) {
            ca += a.getOrDefault(x, 0L);
            cb += b.getOrDefault(x, 0L);
            d = Math.max(d, Math.abs(ca / na - cb / nb));
        }
        return d;
    }

    /**
     * The 1-based position, among {@code n} sorted values, of the value taken as quantile {@code p}: the lower of
     * the two values around {@code p * (n - 1)}, as LearnIT reads it.
     */
    public static long quantileRow(double p, long n) {
        if (n <= 0) {
            throw new IllegalArgumentException("no values to take quantile " + p + " of");
        }
        return 1 + (long) Math.floor(p * (n - 1));
    }

    /**
     * How far a copy's quantile may be from the source's {@code value}: 10% of it, but never less than 5% of the
     * source's spread from p1 to p99, so a quantile at or near 0 is not held to 10% of nothing. A constant column
     * (no spread) at 0 is held to exactly 0.
     */
    public static double quantileBound(double value, double p1, double p99) {
        return Math.max(0.10 * Math.abs(value), 0.05 * Math.abs(p99 - p1));
    }

    /**
     * How far a copy's quantile of a time may be from the source's: 10% of the source's spread from p1 to p99. A
     * time's value in seconds since 1970 says nothing of its scale (10% of it is years), its spread does.
     */
    public static double timeQuantileBound(double p1, double p99) {
        return 0.10 * Math.abs(p99 - p1);
    }

    /**
     * The values at 1-based {@code rows} (ascending) of sorted values given as runs: {@code values[i]} repeated
     * {@code counts[i]} times, in order. NaN for a row past the last.
     */
    public static double[] atRows(double[] values, long[] counts, long[] rows) {
        double[] out = new double[rows.length];
        int run = 0;
        long through = counts.length == 0 ? 0 : counts[0];
        for (int i = 0; i < rows.length; i++) {
            if (i > 0 && rows[i] < rows[i - 1]) {
                throw new IllegalArgumentException("rows must ascend: " + rows[i - 1] + " then " + rows[i]);
            }
            while (run < counts.length && through < rows[i]) {
                run++;
                through += run < counts.length ? counts[run] : 0;
            }
            out[i] = run < counts.length ? values[run] : Double.NaN;
        }
        return out;
    }

    /** Ranks from 1 with ties given the mean of the places they share (1, 2.5, 2.5, 4 for 1, 2, 2, 3). */
    public static double[] averageRanks(double[] values) {
        Integer[] order = new Integer[values.length];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (x, y) -> Double.compare(values[x], values[y]));
        double[] ranks = new double[values.length];
        int i = 0;
        while (i < order.length) {
            int j = i;
            while (j + 1 < order.length && values[order[j + 1]] == values[order[i]]) {
                j++;
            }
            double rank = (i + j) / 2.0 + 1;
            for (int k = i; k <= j; k++) {
                ranks[order[k]] = rank;
            }
            i = j + 1;
        }
        return ranks;
    }

    /**
     * Spearman's rank correlation of paired values: Pearson's correlation of their average ranks, so ties count as
     * the server's {@code RANK() + (ties - 1) / 2} counts them.
     */
    public static double spearman(double[] a, double[] b) {
        if (a.length != b.length) {
            throw new IllegalArgumentException(a.length + " values against " + b.length);
        }
        double[] ra = averageRanks(a);
        double[] rb = averageRanks(b);
        Sums s = new Sums();
        for (int i = 0; i < ra.length; i++) {
            s.add(ra[i], rb[i]);
        }
        return s.pearson();
    }

    /** The sums Pearson's correlation is made of, added in Java or read from a server's aggregate. */
    public static final class Sums {
        double n;
        double sa;
        double sb;
        double saa;
        double sbb;
        double sab;

        public Sums() {
        }

        public Sums(double n, double sa, double sb, double saa, double sbb, double sab) {
            this.n = n;
            this.sa = sa;
            this.sb = sb;
            this.saa = saa;
            this.sbb = sbb;
            this.sab = sab;
        }

        void add(double a, double b) {
            n++;
            sa += a;
            sb += b;
            saa += a * a;
            sbb += b * b;
            sab += a * b;
        }

        /** Pearson's correlation; NaN when either side is constant or there are fewer than two pairs. */
        public double pearson() {
            double cov = n * sab - sa * sb;
            double va = n * saa - sa * sa;
            double vb = n * sbb - sb * sb;
            if (n < 2 || va <= 0 || vb <= 0) {
                return Double.NaN;
            }
            return cov / Math.sqrt(va * vb);
        }
    }

    /**
     * Cramér's V of a contingency table given as (row value, column value) -> count: the chi-square statistic over
     * every cell (the empty ones too) against independence, divided by n * (min(rows, columns) - 1), square-rooted.
     * 0 when either side has a single value.
     */
    public static double cramersV(Map<Map.Entry<String, String>, Long> cells) {
        Map<String, Long> rows = new TreeMap<>();
        Map<String, Long> cols = new TreeMap<>();
        double n = 0;
        for (Map.Entry<Map.Entry<String, String>, Long> c : cells.entrySet()) {
            rows.merge(c.getKey().getKey(), c.getValue(), Long::sum);
            cols.merge(c.getKey().getValue(), c.getValue(), Long::sum);
            n += c.getValue();
        }
        int k = Math.min(rows.size(), cols.size());
        if (k < 2 || n == 0) {
            return 0;
        }
        // sum over every cell of (o - e)^2 / e = n * (sum of o^2 / (row * column) - 1): the empty cells' e cancels
        double sum = 0;
        for (Map.Entry<Map.Entry<String, String>, Long> c : cells.entrySet()) {
            double o = c.getValue();
            sum += o * o / ((double) rows.get(c.getKey().getKey()) * cols.get(c.getKey().getValue()));
        }
        double chi2 = n * (sum - 1);
        return Math.sqrt(Math.max(0, chi2) / (n * (k - 1)));
    }
}
