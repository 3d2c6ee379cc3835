package seedgen.it.shape;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import seedgen.it.shape.Measure.Kind;
import seedgen.it.shape.Schema.Column;
import seedgen.it.shape.Schema.Sort;

/** The measures of one table's columns: NULL shares, category weights, quantiles, time windows, copied values. */
final class ColumnMeasures {

    /** A column of at most this many distinct values in the source is a category. */
    static final int FEW = 64;
    static final double NULL_BOUND = 0.02;
    static final double WEIGHT_BOUND = 0.02;
    private static final double[] QUANTILES = {0.5, 0.9, 0.99};
    /** The ranks either side of a quantile whose source values a copy's may lie between. */
    static final double RANK_SLACK = 0.005;
    /**
     * Quantiles of a column of at most this many distinct values in the source are read from its values' counts
     * (GROUP BY, a pass that needs no sort of every row), and so are the copy's while it has at most ten times as
     * many; others from ROW_NUMBER() over every row, several times slower on millions of rows.
     */
    static final int GROUPED = 10_000;

    private final Side source;
    private final Side copy;
    private final Schema.Table table;
    private final String copyTable;
    private final List<Measure> out;

    ColumnMeasures(Side source, Side copy, Schema.Table table, String copyTable, List<Measure> out) {
        this.source = source;
        this.copy = copy;
        this.table = table;
        this.copyTable = copyTable;
        this.out = out;
    }

    void measure() throws SQLException {
        List<Column> columns = table.columns();
        double[] s = source.numbers(countsQuery(source, table.name(), columns, true));
        double[] c = copy.numbers(countsQuery(copy, copyTable, columns, false));
        for (int i = 0; i < columns.size(); i++) {
            Column col = columns.get(i);
            double sNonNull = s[1 + 2 * i];
            double distinct = s[2 + 2 * i];
            double cNonNull = c[1 + i];
            double sNull = s[0] == 0 ? Double.NaN : 1 - sNonNull / s[0];
            double cNull = c[0] == 0 ? Double.NaN : 1 - cNonNull / c[0];
            add(Kind.NULLS, col.name(), "NULL share", Figures.share(sNull), Figures.share(cNull),
                    "±" + NULL_BOUND, Math.abs(sNull - cNull) <= NULL_BOUND);
            if (sNonNull == 0 || col.sort() == Sort.OTHER) {
                continue;
            }
            boolean key = table.isReference(col.name()) || table.isSingleKey(col.name());
            // a column whose every value is on one row is an identity (a 16-row table's names), not a category
            if (!key && distinct <= FEW && distinct < sNonNull) {
                weights(col);
            }
            // a number that is a key or a reference of one column is an identity: --scale 10 makes ten times as many
            boolean identity = table.isSingleKey(col.name()) || table.isSingleReference(col.name());
            if (col.sort() != Sort.NUMBER || !identity) {
                quantiles(col, (long) sNonNull, (long) cNonNull, col.sort() == Sort.TEXT || distinct <= GROUPED);
            }
            if (col.sort() == Sort.TEXT && !table.isReference(col.name()) && distinct > FEW) {
                copied(col, (long) distinct);
            }
        }
    }

    /** COUNT(*), then per column COUNT(col) and, on the source, COUNT(DISTINCT col) (not for binary or JSON). */
    private static String countsQuery(Side side, String table, List<Column> columns, boolean distinct)
            throws SQLException {
        StringBuilder b = new StringBuilder("SELECT COUNT(*)");
        for (Column col : columns) {
            String q = side.quote(side.column(table, col.name()));
            b.append(", COUNT(").append(q).append(")");
            if (distinct) {
                b.append(col.sort() == Sort.OTHER ? ", 0" : ", COUNT(DISTINCT " + q + ")");
            }
        }
        return b.append(" FROM ").append(side.table(table)).toString();
    }

    /**
     * Each source value's share of the non-NULL rows, against the copy's; then the copy's share of values the source
     * lacks, against 0, which is how a weight leaking to a guessed value shows.
     */
    private void weights(Column col) throws SQLException {
        Map<String, Double> s = shares(source, table.name(), col);
        Map<String, Double> c = shares(copy, copyTable, col);
        for (Map.Entry<String, Double> e : s.entrySet()) {
            double cv = c.getOrDefault(e.getKey(), 0.0);
            add(Kind.WEIGHT, col.name(), "weight of '" + e.getKey() + "'", Figures.share(e.getValue()),
                    Figures.share(cv), "±" + WEIGHT_BOUND, Math.abs(e.getValue() - cv) <= WEIGHT_BOUND);
        }
        double other = 0;
        int others = 0;
        for (Map.Entry<String, Double> e : c.entrySet()) {
            if (!s.containsKey(e.getKey())) {
                other += e.getValue();
                others++;
            }
        }
        // the source's values on fewer than RARE rows are a row's, not a category's: a copy may make others in their
        // place, so their share is the most values the source lacks may take (a copy that takes the source's own
        // values there, as the quantiles of a number do, makes none, which is as good)
        double rare = rareShare(col);
        add(Kind.WEIGHT, col.name(), "weight of values not in the source", Figures.share(rare)
                + (rare > 0 ? " (on values of fewer than " + RARE + " rows)" : ""), Figures.share(other)
                + (others > 0 ? " (" + others + " values)" : ""), "<= source+" + WEIGHT_BOUND,
                other <= rare + WEIGHT_BOUND);
    }

    /** Fewer rows than this make a value a row's rather than a category's (as the learner reads it). */
    static final int RARE = 5;

    /** The share of the source's non-NULL rows whose value is on fewer than {@value #RARE} rows. */
    private double rareShare(Column col) throws SQLException {
        String q = source.quote(source.column(table.name(), col.name()));
        LinkedHashMap<String, Long> counts = source.counts("SELECT " + q + ", COUNT(*) FROM " + source.table(
                table.name()) + " WHERE " + q + " IS NOT NULL GROUP BY " + q);
        double all = counts.values().stream().mapToLong(Long::longValue).sum();
        double few = counts.values().stream().filter(n -> n < RARE).mapToLong(Long::longValue).sum();
        return all == 0 ? 0 : few / all;
    }

    private static Map<String, Double> shares(Side side, String table, Column col) throws SQLException {
        String q = side.quote(side.column(table, col.name()));
        LinkedHashMap<String, Long> counts = side.counts("SELECT " + q + ", COUNT(*) FROM " + side.table(table)
                + " WHERE " + q + " IS NOT NULL GROUP BY " + q + " ORDER BY 2 DESC");
        double all = counts.values().stream().mapToLong(Long::longValue).sum();
        Map<String, Double> out = new LinkedHashMap<>();
        counts.forEach((v, n) -> out.put(v, n / all));
        return out;
    }

    /**
     * p50, p90 and p99 of a number, a time (epoch seconds) or a text's length, each within
     * {@link Stats#quantileBound} of the source's; for a time, also its least and greatest against the source's window.
     */
    private void quantiles(Column col, long sRows, long cRows, boolean grouped) throws SQLException {
        double[] s = points(source, table.name(), col, sRows, grouped);
        double[] c = cRows == 0 ? null : points(copy, copyTable, col, cRows, grouped);
        boolean time = col.sort() == Sort.TIME || col.sort() == Sort.DATE;
        String what = col.sort() == Sort.TEXT ? "length " : "";
        for (int i = 0; i < QUANTILES.length; i++) {
            double sv = s[2 + i];
            double cv = c == null ? Double.NaN : c[2 + i];
            double bound = time ? Stats.timeQuantileBound(s[1], s[4]) : Stats.quantileBound(sv, s[1], s[4]);
            String label = what + "p" + Math.round(QUANTILES[i] * 100);
            // or the source's own value within RANK_SLACK of the rank: a quantile on a step between two values (a
            // stint's p90 where 89.8% of the rows hold 1) is either, and only the weights say how near
            boolean near = cv >= s[6 + 2 * i] && cv <= s[7 + 2 * i];
            add(Kind.QUANTILE, col.name(), label, time ? Figures.time(sv) : Figures.number(sv),
                    time ? Figures.time(cv) : Figures.number(cv), "±" + (time ? Figures.span(bound)
                            : Figures.number(bound)) + " or the source's at ±" + RANK_SLACK + " of the rank",
                    Math.abs(cv - sv) <= bound || near);
        }
        if (time) {
            double cMin = c == null ? Double.NaN : c[0];
            double cMax = c == null ? Double.NaN : c[5];
            add(Kind.WINDOW, col.name(), "earliest", Figures.time(s[0]), Figures.time(cMin), ">= source's",
                    cMin >= s[0]);
            add(Kind.WINDOW, col.name(), "latest", Figures.time(s[5]), Figures.time(cMax), "<= source's",
                    cMax <= s[5]);
        }
    }

    /** The least, p1, p50, p90, p99 and the greatest. */
    private static double[] points(Side side, String table, Column col, long n, boolean grouped)
            throws SQLException {
        long[] rows = new long[6 + 2 * QUANTILES.length];
        long[] fixed = {1, Stats.quantileRow(0.01, n), Stats.quantileRow(0.5, n), Stats.quantileRow(0.9, n),
            Stats.quantileRow(0.99, n), n};
        System.arraycopy(fixed, 0, rows, 0, fixed.length);
        for (int i = 0; i < QUANTILES.length; i++) {
            rows[6 + 2 * i] = Stats.quantileRow(QUANTILES[i] - RANK_SLACK, n);
            rows[7 + 2 * i] = Stats.quantileRow(Math.min(1, QUANTILES[i] + RANK_SLACK), n);
        }
        String q = side.quote(side.column(table, col.name()));
        String value = col.sort() == Sort.TEXT ? "CHAR_LENGTH(" + q + ")" : q;
        long[] ascending = java.util.stream.LongStream.of(rows).distinct().sorted().toArray();
        double[] fromCounts = grouped ? fromCounts(side, table, col, value, q, ascending) : null;
        double[] at = fromCounts != null ? fromCounts : byRowNumber(side, table, col, value, q, ascending);
        double[] out = new double[rows.length];
        for (int i = 0; i < rows.length; i++) {
            out[i] = at[java.util.Arrays.binarySearch(ascending, rows[i])];
        }
        return out;
    }

    /** The points from the values' counts in order; null when there are more than 10 x {@link #GROUPED} values. */
    private static double[] fromCounts(Side side, String table, Column col, String value, String q, long[] rows)
            throws SQLException {
        int most = 10 * GROUPED;
        List<Double> values = new ArrayList<>();
        List<Long> counts = new ArrayList<>();
        try (Statement st = side.connection().createStatement(); ResultSet rs = st.executeQuery("SELECT " + value
                + ", COUNT(*) FROM " + side.table(table) + " WHERE " + q + " IS NOT NULL GROUP BY " + value
                + " ORDER BY " + value + " LIMIT " + (most + 1))) {
            while (rs.next()) {
                if (values.size() == most) {
                    return null;
                }
                values.add(value(rs, 1, col.sort()));
                counts.add(rs.getLong(2));
            }
        }
        return Stats.atRows(values.stream().mapToDouble(Double::doubleValue).toArray(),
                counts.stream().mapToLong(Long::longValue).toArray(), rows);
    }

    /** The points read at their ranks of ROW_NUMBER() on the server. */
    private static double[] byRowNumber(Side side, String table, Column col, String value, String q, long[] rows)
            throws SQLException {
        StringBuilder in = new StringBuilder();
        for (long r : new java.util.TreeSet<>(java.util.stream.LongStream.of(rows).boxed().toList())) {
            in.append(in.length() == 0 ? "" : ", ").append(r);
        }
        // aliases no column is likely to have: MariaDB resolves a window's ORDER BY name to a select alias first
        String sql = "SELECT shape_x.shape_rn, shape_x.shape_v FROM (SELECT " + value + " AS shape_v, ROW_NUMBER() "
                + "OVER (ORDER BY " + value + ") AS shape_rn FROM " + side.table(table) + " WHERE " + q
                + " IS NOT NULL) shape_x WHERE shape_x.shape_rn IN (" + in + ")";
        Map<Long, Double> at = new TreeMap<>();
        try (Statement st = side.connection().createStatement(); ResultSet rs = st.executeQuery(sql)) {
            while (rs.next()) {
                at.put(rs.getLong(1), value(rs, 2, col.sort()));
            }
        }
        double[] out = new double[rows.length];
        for (int i = 0; i < rows.length; i++) {
            out[i] = at.getOrDefault(rows[i], Double.NaN);
        }
        return out;
    }

    private static double value(ResultSet rs, int column, Sort sort) throws SQLException {
        switch (sort) {
            case DATE:
                return rs.getObject(column, LocalDate.class).toEpochDay() * 86_400.0;
            case TIME:
                try {
                    return rs.getObject(column, LocalDateTime.class).toEpochSecond(ZoneOffset.UTC);
                } catch (SQLException notLocal) {
                    // a time with its zone (PostgreSQL's timestamptz) comes only as an offset time
                    return rs.getObject(column, OffsetDateTime.class).toEpochSecond();
                }
            default:
                return rs.getDouble(column);
        }
    }

    /**
     * Whether a text of many values was copied: the share of the source's distinct values that the copy holds. A copy
     * of the column holds nearly all of them; generators of their own meet real values by chance (a three-letter code
     * among 46,656, a common surname of a built-in list), so at most {@value #COPIED_BOUND} of them may be there.
     */
    private void copied(Column col, long sourceDistinct) throws SQLException {
        Set<String> s = distinct(source, table.name(), col);
        // the copy's values streamed past the source's: a DISTINCT of millions of values is a sort on the server
        Set<String> found = new HashSet<>();
        Set<String> all = new HashSet<>();
        String q = copy.quote(copy.column(copyTable, col.name()));
        copy.stream("SELECT " + q + " FROM " + copy.table(copyTable) + " WHERE " + q + " IS NOT NULL", rs -> {
            String v = rs.getString(1);
            all.add(v);
            if (s.contains(v)) {
                found.add(v);
            }
        });
        List<String> shared = new ArrayList<>(found);
        String example = shared.isEmpty() ? "" : " (" + String.join(", ", shared.stream().sorted().limit(3)
                .map(v -> "'" + v + "'").toList()) + (shared.size() > 3 ? ", ..." : "") + ")";
        double share = s.isEmpty() ? 0 : (double) shared.size() / s.size();
        add(Kind.COPIED, col.name(), "share of the source's distinct values in the copy",
                Figures.count(sourceDistinct) + " distinct", Figures.share(share) + ", " + Figures.count(shared.size())
                        + " of " + Figures.count(all.size()) + example, "<= " + COPIED_BOUND, share <= COPIED_BOUND);
    }

    /** The most of the source's distinct values a copy may hold in a column of many values. */
    static final double COPIED_BOUND = 0.5;

    private static Set<String> distinct(Side side, String table, Column col) throws SQLException {
        String q = side.quote(side.column(table, col.name()));
        Set<String> out = new HashSet<>();
        try (Statement st = side.connection().createStatement(); ResultSet rs = st.executeQuery("SELECT DISTINCT " + q
                + " FROM " + side.table(table) + " WHERE " + q + " IS NOT NULL")) {
            while (rs.next()) {
                out.add(rs.getString(1));
            }
        }
        return out;
    }

    private void add(Kind kind, String column, String what, String s, String c, String bound, boolean holds) {
        out.add(new Measure(kind, table.name(), column, what, s, c, bound, holds));
    }
}
