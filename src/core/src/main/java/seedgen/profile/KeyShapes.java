package seedgen.profile;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.StringJoiner;
import seedgen.catalog.Catalog;
import seedgen.dialect.Dialect;
import seedgen.dialect.LearnSql;
import seedgen.model.ForeignKey;

/**
 * How the members of a table's key of several columns vary within the rows of one parent: batting keyed by
 * (playerID, yearID, stint) is a player's seasons in order, a season's stints counted 1, 2, ...; weather keyed by
 * (origin, time_hour) is a station's hours one after another. The owner is the first foreign key the key holds whole
 * (a one-column reference, or a reference of several columns such as (yearID, teamID) to teams); each other member, in
 * the key's order, is measured within the group of the owner and the members before it: the step from one row to the
 * next in key order, the value a group starts at, and whether it counts the group's rows (1..k, or 0..k-1). Aggregate
 * queries only, over the rows {@code fromWhere} selects.
 */
public final class KeyShapes {

    /** Steps kept of a member, the most frequent: enough for years, hours and counters; a rare step is dropped. */
    static final int MOST_STEPS = 64;

    /** Quantiles of a measure over the rows a FROM ... WHERE text selects, n of them: the learner's. */
    interface QuantileReader {
        Learned.Quantiles read(String measure, String fromWhere, long n) throws SQLException;
    }

    private final Connection c;
    private final Dialect sql;
    private final LearnSql queries;
    private final QuantileReader quantiles;
    /** A table's name as the queries name it: qualified by the learner's database or schema. */
    private final java.util.function.UnaryOperator<String> qualify;

    KeyShapes(Connection c, Dialect sql, QuantileReader quantiles, java.util.function.UnaryOperator<String> qualify) {
        this.c = c;
        this.sql = sql;
        this.queries = new LearnSql(sql);
        this.quantiles = quantiles;
        this.qualify = qualify;
    }

    /** The owner of {@code t}'s key of several columns, or null where the key holds no foreign key whole. */
    public static ForeignKey ownerOf(Catalog.Table t) {
        if (t.primaryKey().size() < 2) {
            return null;
        }
        ForeignKey best = null;
        int first = Integer.MAX_VALUE;
        for (ForeignKey fk : t.foreignKeys()) {
            if (fk.refTable().equalsIgnoreCase(t.name()) || fk.columns().size() >= t.primaryKey().size()
                    || !fk.columns().stream().allMatch(col -> at(t, col) >= 0)) {
                continue;
            }
            int at = fk.columns().stream().mapToInt(col -> at(t, col)).min().orElse(Integer.MAX_VALUE);
            if (at < first) {
                first = at;
                best = fk;
            }
        }
        return best;
    }

    /** Where {@code column} stands in {@code t}'s primary key, -1 where it is no member. */
    public static int at(Catalog.Table t, String column) {
        for (int i = 0; i < t.primaryKey().size(); i++) {
            if (t.primaryKey().get(i).equalsIgnoreCase(column)) {
                return i;
            }
        }
        return -1;
    }

    /** The shape of {@code t}'s key within its owner's rows, or null where it has no owner. */
    Learned.KeyShape measure(Catalog catalog, Catalog.Table t, String fromWhere) throws SQLException {
        ForeignKey owner = ownerOf(t);
        if (owner == null) {
            return null;
        }
        Catalog.Table parent = catalog.table(owner.refTable());
        List<String> group = new ArrayList<>(owner.columns());
        List<Learned.MemberShape> members = new ArrayList<>();
        for (String member : t.primaryKey()) {
            if (owner.columns().stream().anyMatch(member::equalsIgnoreCase)) {
                continue;
            }
            Catalog.Column col = t.column(member);
            Profile.Kind kind = Profiler.kind(col);
            String measure = kind == Profile.Kind.NUMBER || kind == Profile.Kind.TIME
                    ? Profiler.measure(sql, kind, sql.quote(member)) : null;
            List<Profile.Count> steps = measure == null ? List.of() : steps(measure, group, member, fromWhere);
            int counts = kind == Profile.Kind.NUMBER ? counts(member, group, fromWhere) : -1;
            Learned.Quantiles starts = measure == null ? null : starts(measure, group, fromWhere);
            // the first member, a year, against the owner's times: a player's first season is his debut's year
            Learned.YearsOf years = members.isEmpty() && kind == Profile.Kind.NUMBER && parent != null
                    && owner.columns().size() == 1 ? years(owner, parent, member, fromWhere) : null;
            group.add(member);
            members.add(new Learned.MemberShape(member, kind, steps, starts, counts, longestRun(group, fromWhere),
                    years));
        }
        return new Learned.KeyShape(owner.columns(), owner.refTable(), members);
    }

    /** The most years a group's first value may stray from a parent's time's year, in the middle half, to follow it. */
    static final double TIGHT_YEARS = 2;
    /** The share of groups whose last value is at most a parent's time's year for that year to end them. */
    static final double ENDED = 0.95;

    /**
     * Where {@code member} (a whole number) starts each owner's group at about the year of one of the parent's times
     * (the middle half of the differences within {@value #TIGHT_YEARS} years), that time and the differences; and the
     * parent's time whose year the groups' last values keep at or below ({@value #ENDED} of them or more). Null where
     * no time of the parent starts the groups.
     */
    private Learned.YearsOf years(ForeignKey owner, Catalog.Table parent, String member, String fromWhere)
            throws SQLException {
        String o = sql.quote(owner.columns().get(0));
        String key = sql.quote(owner.refColumns().get(0));
        String m = sql.quote(member);
        // times 1.0: a signed number, so the differences below may go under zero where the member is UNSIGNED (MySQL
        // and MariaDB refuse an unsigned result below zero: BIGINT UNSIGNED value is out of range)
        String groups = queries.ownerGroups(o, m, fromWhere, parentTable(owner), key);
        String best = null;
        Learned.Quantiles offsets = null;
        double narrowest = TIGHT_YEARS;
        String end = null;
        double latest = Double.MAX_VALUE;
        for (Catalog.Column pc : parent.columns()) {
            if (Profiler.kind(pc) != Profile.Kind.TIME) {
                continue;
            }
            String year = queries.parentYear(sql.quote(pc.name()));
            String from = queries.withParentTime(groups, sql.quote(pc.name()));
            long n;
            long ended;
            double gap;
            try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(queries.yearEnds(year, from))) {
                rs.next();
                n = rs.getLong(1);
                ended = rs.getLong(2);
                gap = rs.getDouble(3);
            }
            if (n < 2) {
                continue;
            }
            Learned.Quantiles q = quantiles.read(queries.firstAfter(year), from, n);
            if (q != null && q.at(0.75) - q.at(0.25) <= narrowest) {
                narrowest = q.at(0.75) - q.at(0.25);
                best = pc.name();
                offsets = q;
            }
            if ((double) ended / n >= ENDED && gap < latest) {
                latest = gap;
                end = pc.name();
            }
        }
        return best == null ? null : new Learned.YearsOf(best, offsets, end);
    }

    private String parentTable(ForeignKey owner) {
        return qualify.apply(owner.refTable());
    }

    private String columns(List<String> names, String prefix) {
        StringJoiner out = new StringJoiner(", ");
        names.forEach(n -> out.add(prefix + sql.quote(n)));
        return out.toString();
    }

    /**
     * From one row of a group to the next in key order, how much {@code measure} grows, and on how many rows: the most
     * frequent {@value #MOST_STEPS} steps.
     */
    private List<Profile.Count> steps(String measure, List<String> group, String member, String fromWhere)
            throws SQLException {
        String order = sql.quote(member);
        List<Profile.Count> out = new ArrayList<>();
        try (Statement st = c.createStatement();
                ResultSet rs = st.executeQuery(queries.steps(measure, columns(group, ""), order, fromWhere))) {
            while (rs.next() && out.size() < MOST_STEPS) {
                out.add(new Profile.Count(Math.round(rs.getDouble(1)), rs.getLong(2)));
            }
        }
        return out;
    }

    /** The first value of each group (the least of it), as quantiles: what a series within the parent starts at. */
    private Learned.Quantiles starts(String measure, List<String> group, String fromWhere) throws SQLException {
        String groups = queries.groupStarts(measure, columns(group, ""), fromWhere);
        long n;
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(queries.rowsIn(groups))) {
            rs.next();
            n = rs.getLong(1);
        }
        return n == 0 ? null : quantiles.read(queries.groupStart(), groups, n);
    }

    /**
     * 1 where {@code member} numbers the rows of each group 1..k, 0 where 0..k-1, -1 where it does neither (a stint
     * counts a player's teams in a season; a game number of 0, 1, 2 does not).
     */
    private int counts(String member, List<String> group, String fromWhere) throws SQLException {
        String m = sql.quote(member);
        try (Statement st = c.createStatement();
                ResultSet rs = st.executeQuery(queries.numbering(m, columns(group, ""), fromWhere))) {
            rs.next();
            if (rs.getLong(3) == 0) {
                return -1;
            }
            return rs.getLong(1) == 0 ? 1 : rs.getLong(2) == 0 ? 0 : -1;
        }
    }

    /** The most rows that share the values of {@code group}'s columns. */
    private long longestRun(List<String> group, String fromWhere) throws SQLException {
        try (Statement st = c.createStatement();
                ResultSet rs = st.executeQuery(queries.longestRun(columns(group, ""), fromWhere))) {
            rs.next();
            return rs.getLong(1);
        }
    }

    static String describe(Learned.KeyShape k) {
        StringJoiner out = new StringJoiner("; ");
        for (Learned.MemberShape m : k.members()) {
            out.add(m.column() + (m.counts() >= 0 ? " counts " + m.counts() + ".." : " steps " + m.steps().size()));
        }
        return String.format(Locale.ROOT, "within each %s row: %s", k.parent(), out);
    }
}
