package seedgen.profile;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import seedgen.dialect.ProfileSql;

/**
 * The quantiles of a table's numbers and times for the report, in one query: each column's values numbered in order by
 * a window (a sort each), and the rows at the wanted numbers read back. Spread towards the top, where a tail is, so
 * that a plot of them shows what 20 bins of equal width hide.
 */
final class Quantiles {

    /**
     * The shares drawn: the least, 1%, 5%, every 5% to 95%, 99%, 99.9% and the greatest. The top three apart from the
     * rest are the tail: one value in a thousand is past p99.9.
     */
    static final double[] POINTS = {0, 0.01, 0.05, 0.10, 0.15, 0.20, 0.25, 0.30, 0.35, 0.40, 0.45, 0.50, 0.55, 0.60,
        0.65, 0.70, 0.75, 0.80, 0.85, 0.90, 0.95, 0.99, 0.999, 1};
    /** p99 over p1 above which positive numbers spread over more than two orders of magnitude. */
    static final double MAGNITUDES = 100;
    /**
     * Where p50 lies between p1 and p99, as a share of that span, below which values of many magnitudes are crowded at
     * the bottom of a linear axis: half of them in the first two of 20 bins. Numbers 1 to 20,000 spread evenly span
     * four orders of magnitude, but their median sits mid-way and 20 bins show them well.
     */
    static final double CROWDED = 0.1;
    /**
     * How far the top 1% (p99 to the greatest) or the bottom 1% (the least to p1) reaches, against the 98% between
     * p1 and p99, above which it is a tail: at 1 the outer 1% spans more than everything else. A normal distribution
     * of 100,000 values reads about 0.45, an exponential one about 1.5, one outlier ten times past the rest 100.
     */
    static final double REACH = 1;

    /** A half of a histogram's span this thin (its share of the rows) may hide a tail beyond it. */
    static final double THIN = 0.05;
    /** Two end bins this full (their share of the rows) may hide values of many magnitudes crowded there. */
    static final double CROWD = 0.4;

    private Quantiles() {
    }

    /** A column to measure: its name, the SQL of its measure, and its rows with a value. */
    record Measured(String name, String measure, long nonNull) {
    }

    /**
     * The {@link #POINTS} of each of {@code columns} over the rows of {@code qualifiedTable}: the value at rank
     * 1 + round(p * (n - 1)) of the n values, as the learner's quantiles.
     */
    static Map<String, List<Profile.Quantile>> read(Connection c, ProfileSql queries, String qualifiedTable,
            List<Measured> columns) throws SQLException {
        Map<String, List<Profile.Quantile>> out = new LinkedHashMap<>();
        if (columns.isEmpty()) {
            return out;
        }
        List<String> measures = new ArrayList<>();
        List<java.util.Set<Long>> wanted = new ArrayList<>();
        for (Measured m : columns) {
            measures.add(m.measure());
            java.util.Set<Long> ranks = new java.util.TreeSet<>();
            for (double p : POINTS) {
                ranks.add(rank(p, m.nonNull()));
            }
            wanted.add(ranks);
        }
        Double[][] found = new Double[columns.size()][POINTS.length];
        String query = queries.quantiles(qualifiedTable, measures, wanted);
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(query)) {
            while (rs.next()) {
                for (int i = 0; i < columns.size(); i++) {
                    double v = rs.getDouble(1 + 2 * i);
                    if (rs.wasNull()) {
                        continue;
                    }
                    long n = rs.getLong(2 + 2 * i);
                    for (int p = 0; p < POINTS.length; p++) {
                        if (rank(POINTS[p], columns.get(i).nonNull()) == n) {
                            found[i][p] = v;
                        }
                    }
                }
            }
        }
        for (int i = 0; i < columns.size(); i++) {
            List<Profile.Quantile> q = new ArrayList<>();
            for (int p = 0; p < POINTS.length; p++) {
                if (found[i][p] == null) {
                    q = null; // rows changed between the count and this query: none rather than wrong ones
                    break;
                }
                q.add(new Profile.Quantile(POINTS[p], found[i][p]));
            }
            out.put(columns.get(i).name(), q == null ? List.of() : q);
        }
        return out;
    }

    /**
     * Whether a histogram could hide a tail that {@link #tail} would find, so that its column's quantiles are worth a
     * sort: a half of its span with at most {@value #THIN} of the rows (past p99 a tail of reach spans more than the
     * rest: at least half), or its two lowest or highest bins with at least {@value #CROWD} of them (values of many
     * magnitudes crowd at the bottom). Numbers spread evenly, or normally, pass neither and keep their histogram.
     */
    static boolean lopsided(List<Profile.Bin> histogram) {
        int n = histogram.size();
        long total = histogram.stream().mapToLong(Profile.Bin::rows).sum();
        if (n < 4 || total == 0) {
            return false;
        }
        long low = 0;
        for (int i = 0; i < n / 2; i++) {
            low += histogram.get(i).rows();
        }
        long high = total - low;
        long bottom = histogram.get(0).rows() + histogram.get(1).rows();
        long top = histogram.get(n - 1).rows() + histogram.get(n - 2).rows();
        return low <= THIN * total || high <= THIN * total || bottom >= CROWD * total || top >= CROWD * total;
    }

    /** The rank, from 1, of quantile {@code p} of {@code n} values. */
    private static long rank(double p, long n) {
        return 1 + Math.round(p * (n - 1));
    }

    /**
     * Whether {@code q} (of {@link #POINTS}) shows a tail that 20 bins of equal width hide: positive numbers spread
     * over more than two orders of magnitude between p1 and p99 ({@link #MAGNITUDES}) and crowded at the bottom of
     * that spread ({@link #CROWDED}), or the top or bottom 1% reaching further than the 98% between them
     * ({@link #REACH}).
     */
    static boolean tail(List<Profile.Quantile> q, Profile.Kind kind) {
        if (q.size() != POINTS.length) {
            return false;
        }
        double least = q.get(0).value();
        double p1 = q.get(1).value();
        double p99 = q.get(POINTS.length - 3).value();
        double greatest = q.get(POINTS.length - 1).value();
        double median = q.get(java.util.Arrays.binarySearch(POINTS, 0.5)).value();
        if (kind == Profile.Kind.NUMBER && p1 > 0 && p99 / p1 > MAGNITUDES && median - p1 < CROWDED * (p99 - p1)) {
            return true;
        }
        double middle = p99 - p1;
        return greatest - p99 > REACH * middle || p1 - least > REACH * middle;
    }
}
