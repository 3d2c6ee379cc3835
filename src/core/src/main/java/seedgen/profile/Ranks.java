package seedgen.profile;

import java.util.ArrayList;
import java.util.List;

/**
 * A value's rank among its column's values (0 the least, 1 the greatest), read off the column's quantiles by an SQL
 * expression: a value between two quantile points takes the rank halfway between theirs, a value that points share
 * (a run of zeros) the middle of their ranks, so ties take their average rank as Spearman's rho wants. The expression
 * is a nest of comparisons that halves the points at each step: about seven comparisons a value for fifty points.
 */
final class Ranks {

    private Ranks() {
    }

    /** The rank of {@code expr} (a number, or a time's epoch seconds) by {@code q}; NULL where it is NULL. */
    static String of(Learned.Quantiles q, String expr) {
        // the distinct values of the points, each with the ranks of the points at it
        List<Double> at = new ArrayList<>();
        List<double[]> ranks = new ArrayList<>();
        for (int i = 0; i < q.values().length; i++) {
            double v = q.values()[i];
            if (!at.isEmpty() && at.get(at.size() - 1) == v) {
                ranks.get(ranks.size() - 1)[1] = q.ranks()[i];
            } else {
                at.add(v);
                ranks.add(new double[] {q.ranks()[i], q.ranks()[i]});
            }
        }
        // segments in order: below the least, at each value, and between each value and the next
        List<String> rank = new ArrayList<>();
        List<String> bound = new ArrayList<>(); // the condition that puts a value past segment k
        rank.add("0");
        for (int j = 0; j < at.size(); j++) {
            bound.add(expr + " >= " + literal(at.get(j)));
            rank.add(literal((ranks.get(j)[0] + ranks.get(j)[1]) / 2));
            bound.add(expr + " > " + literal(at.get(j)));
            rank.add(literal(j + 1 < at.size() ? (ranks.get(j)[1] + ranks.get(j + 1)[0]) / 2 : 1));
        }
        return "CASE WHEN " + expr + " IS NULL THEN NULL ELSE " + nest(rank, bound, 0, rank.size() - 1) + " END";
    }

    /** The rank of segments lo..hi: which one a value falls in, by halving. */
    private static String nest(List<String> rank, List<String> bound, int lo, int hi) {
        if (lo == hi) {
            return rank.get(lo);
        }
        int mid = (lo + hi + 1) / 2; // past bound mid - 1: segment mid or later
        return "CASE WHEN " + bound.get(mid - 1) + " THEN " + nest(rank, bound, mid, hi) + " ELSE "
                + nest(rank, bound, lo, mid - 1) + " END";
    }

    /**
     * {@code v} as a floating-point literal ({@code 1.5E0}): MySQL and MariaDB compare a column with it in doubles,
     * where a plain decimal ({@code 1.5}) costs a decimal comparison per value; PostgreSQL reads both as numeric.
     */
    private static String literal(double v) {
        String d = Double.toString(v);
        return d.contains("E") ? d : d + "E0";
    }
}
