package seedgen.it.shape;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import seedgen.it.shape.Measure.Kind;

/**
 * The fan-out of a foreign key: how many parent rows have 0, 1, 2... children, the children grouped by all the key's
 * columns (a child with any of them NULL refers to nothing), the parents with none counted from the parent's rows.
 * Held to a KS distance of 0.05, the largest within 0.5x..2x of the source's, the share with none within 0.02.
 */
final class FanOuts {

    static final double KS_BOUND = 0.05;
    static final double NONE_BOUND = 0.02;

    private FanOuts() {
    }

    static void measure(Side source, Side copy, Schema.ForeignKey key, Map<String, String> copyTables,
            List<Measure> out) throws SQLException {
        TreeMap<Long, Long> s = distribution(source, key.child(), key.columns(), key.parent());
        TreeMap<Long, Long> c = distribution(copy, copyTables.getOrDefault(key.child(), key.child()), key.columns(),
                copyTables.getOrDefault(key.parent(), key.parent()));
        String subject = key.describe();
        double ks = Stats.ks(s, c);
        out.add(new Measure(Kind.FANOUT_KS, key.child(), subject, "KS distance", "-", Figures.share(ks),
                "<= " + KS_BOUND, ks <= KS_BOUND));
        double sMax = s.isEmpty() ? Double.NaN : s.lastKey();
        double cMax = c.isEmpty() ? Double.NaN : c.lastKey();
        out.add(new Measure(Kind.FANOUT_MAX, key.child(), subject, "most children", Figures.count(sMax),
                Figures.count(cMax), "0.5x..2x", cMax >= 0.5 * sMax && cMax <= 2 * sMax));
        double sNone = none(s);
        double cNone = none(c);
        out.add(new Measure(Kind.FANOUT_NONE, key.child(), subject, "parents with none", Figures.share(sNone),
                Figures.share(cNone), "±" + NONE_BOUND, Math.abs(sNone - cNone) <= NONE_BOUND));
    }

    private static double none(TreeMap<Long, Long> d) {
        double all = d.values().stream().mapToLong(Long::longValue).sum();
        return all == 0 ? Double.NaN : d.getOrDefault(0L, 0L) / all;
    }

    /** Children -> parent rows with that many, those with none included. */
    static TreeMap<Long, Long> distribution(Side side, String child, List<String> columns, String parent)
            throws SQLException {
        StringBuilder group = new StringBuilder();
        StringBuilder present = new StringBuilder();
        for (String col : columns) {
            String q = side.quote(side.column(child, col));
            group.append(group.length() == 0 ? "" : ", ").append(q);
            present.append(present.length() == 0 ? "" : " AND ").append(q).append(" IS NOT NULL");
        }
        TreeMap<Long, Long> out = new TreeMap<>();
        long with = 0;
        try (Statement st = side.connection().createStatement(); ResultSet rs = st.executeQuery("SELECT shape_g.n, "
                + "COUNT(*) FROM (SELECT COUNT(*) AS n FROM " + side.table(child) + " WHERE " + present + " GROUP BY "
                + group + ") shape_g GROUP BY shape_g.n")) {
            while (rs.next()) {
                out.put(rs.getLong(1), rs.getLong(2));
                with += rs.getLong(2);
            }
        }
        long parents = (long) side.numbers("SELECT COUNT(*) FROM " + side.table(parent))[0];
        if (parents > with) {
            out.put(0L, parents - with);
        }
        return out;
    }
}
