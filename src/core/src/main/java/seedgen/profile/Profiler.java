package seedgen.profile;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;
import java.util.function.Consumer;
import seedgen.catalog.Catalog;
import seedgen.catalog.Kind;
import seedgen.dialect.Dialect;
import seedgen.dialect.ProfileSql;
import seedgen.model.ForeignKey;

/**
 * Reads a {@link Profile} of the tables a {@link Catalog} lists, by aggregate queries any user who may SELECT them can
 * run: per column one scan (counts, the range of its measure) and one for its histogram, one for its members where it
 * has few, one for the characters of text of one length; per table one query for the quantiles of its numbers and
 * times (a window each) and the queries of its {@link Facts}; per foreign key one for its fan-out and one join per
 * pair of times across it. Each table is read whole: the time grows with its rows.
 */
public final class Profiler {

    /** A column with at most this many distinct values shows each with its rows. */
    public static final int FEW = 12;
    /** Histogram bins of a column's measure. */
    static final int BINS = 20;

    private final Connection c;
    private final Dialect sql;
    private final ProfileSql queries;
    private final String namespace;
    private final Consumer<String> info;

    public Profiler(Connection c, Dialect sql, String namespace, Consumer<String> info) {
        this.c = c;
        this.sql = sql;
        this.queries = new ProfileSql(sql);
        this.namespace = namespace;
        this.info = info;
    }

    /** The profile of {@code catalog}'s tables, named {@code name}, on a server described as {@code server}. */
    public Profile read(Catalog catalog, String name, String server) throws SQLException {
        List<Profile.TableProfile> tables = new ArrayList<>();
        int n = 0;
        for (Catalog.Table t : catalog.tables()) {
            info.accept("seedgen: " + name + ": table " + t.name() + " (" + ++n + " of " + catalog.tables().size() + ")");
            try {
                tables.add(table(catalog, t));
            } catch (SQLException e) {
                throw new SQLException("table " + t.name() + ": " + e.getMessage(), e.getSQLState(), e.getErrorCode(), e);
            }
        }
        return new Profile(name, server, tables);
    }

    private String table(String name) {
        return sql.qualify(namespace, name);
    }

    private Profile.TableProfile table(Catalog catalog, Catalog.Table t) throws SQLException {
        long rows = single(sql.countRows(namespace, t.name()));
        List<Profile.ColumnProfile> columns = new ArrayList<>();
        for (Catalog.Column col : t.columns()) {
            columns.add(column(t.name(), col, rows));
        }
        columns = detailed(t, columns);
        List<Profile.KeyProfile> keys = new ArrayList<>();
        for (ForeignKey fk : t.foreignKeys()) {
            Catalog.Table parent = catalog.table(fk.refTable());
            if (parent != null) {
                keys.add(key(t, fk, parent));
            }
        }
        java.util.Map<String, Long> values = new java.util.HashMap<>();
        java.util.Map<String, Long> distinct = new java.util.HashMap<>();
        for (Profile.ColumnProfile col : columns) {
            values.put(col.name(), col.nonNull());
            distinct.put(col.name(), col.distinct());
        }
        Facts facts = Facts.measure(c, sql, t, "FROM " + table(t.name()), new Facts.Counts(rows, values, distinct))
                .withoutValues();
        return new Profile.TableProfile(t.name(), rows, sql.tableBytes(c, namespace, t.name()), columns, keys, facts);
    }

    /**
     * {@code columns} with what their charts need beyond a histogram: the quantiles of every number and time of more
     * than one value whose histogram is lopsided enough to hide a tail (one query for the table, a window a column)
     * but the columns of its primary key and foreign keys, whose values name rows (how many rows share one is the
     * fan-out's chart); the characters of text whose values all have one length and are more than a few.
     */
    private List<Profile.ColumnProfile> detailed(Catalog.Table t, List<Profile.ColumnProfile> columns)
            throws SQLException {
        String name = t.name();
        java.util.Set<String> keys = new java.util.TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        keys.addAll(t.primaryKey());
        t.foreignKeys().forEach(fk -> keys.addAll(fk.columns()));
        List<Quantiles.Measured> measured = new ArrayList<>();
        for (Profile.ColumnProfile col : columns) {
            if ((col.kind() == Profile.Kind.NUMBER || col.kind() == Profile.Kind.TIME) && col.min() != null
                    && col.min() < col.max() && !keys.contains(col.name()) && Quantiles.lopsided(col.histogram())) {
                measured.add(new Quantiles.Measured(col.name(), measure(sql, col.kind(), sql.quote(col.name())),
                        col.nonNull()));
            }
        }
        java.util.Map<String, List<Profile.Quantile>> quantiles = Quantiles.read(c, queries, table(name), measured);
        List<Profile.ColumnProfile> out = new ArrayList<>();
        for (Profile.ColumnProfile col : columns) {
            if (quantiles.containsKey(col.name())) {
                col = col.withQuantiles(quantiles.get(col.name()));
            } else if (col.kind() == Profile.Kind.TEXT && col.min() != null && col.min().equals(col.max())
                    && col.members().isEmpty()) {
                col = col.withCharacters(Characters.read(c, queries, table(name), sql.quote(col.name()),
                        col.max().longValue()));
            }
            out.add(col);
        }
        return out;
    }

    /** The arrays measured by their text form, as PostgreSQL prints them: arrays of text. */
    private static final java.util.Set<String> TEXT_ARRAYS = java.util.Set.of("array:char", "array:varchar",
            "array:text");

    /**
     * How a column is measured, by its kind: numbers, moments on the calendar (a time of day is not one), text and
     * the labels, UUIDs and JSON read as text; the rest (bytes, bits, flags, addresses, geometry, intervals, other
     * arrays) only counted, and so is PostgreSQL's money, which prints with its currency's sign.
     */
    static Profile.Kind kind(Catalog.Column col) {
        return switch (col.kind()) {
            case INTEGER, FLOAT, YEAR -> Profile.Kind.NUMBER;
            case DECIMAL -> col.nativeType().equals("money") ? Profile.Kind.OTHER : Profile.Kind.NUMBER;
            case DATE, DATETIME -> Profile.Kind.TIME;
            case TEXT, ENUM, SET, UUID, JSON -> Profile.Kind.TEXT;
            case ARRAY -> TEXT_ARRAYS.contains(col.dataType()) ? Profile.Kind.TEXT : Profile.Kind.OTHER;
            default -> Profile.Kind.OTHER;
        };
    }

    /** A whole number: an integer column. */
    static boolean whole(Catalog.Column col) {
        return col.kind() == Kind.INTEGER;
    }

    /** Types whose values group and compare as they are: a column of a few of them shows each. */
    private static boolean groups(Catalog.Column col, Profile.Kind kind) {
        return kind != Profile.Kind.OTHER && col.kind() != Kind.JSON || col.kind() == Kind.BOOLEAN;
    }

    /**
     * The figure a column of {@code kind} is measured by: a number as it is, a time in epoch seconds, text by its
     * length in characters (of its text form: a uuid, enum or citext has no length of its own on PostgreSQL).
     */
    static String measure(Dialect sql, Profile.Kind kind, String q) {
        return switch (kind) {
            case NUMBER -> q;
            case TIME -> sql.epochSeconds(q);
            case TEXT -> "CHAR_LENGTH(" + sql.asText(q) + ")";
            case OTHER -> throw new IllegalArgumentException("no measure");
        };
    }

    private Profile.ColumnProfile column(String table, Catalog.Column col, long rows) throws SQLException {
        String q = sql.quote(col.name());
        Profile.Kind kind = kind(col);
        boolean groups = groups(col, kind);
        String from = table(table);
        long nonNull;
        long distinct = -1;
        Double min = null;
        Double max = null;
        if (kind == Profile.Kind.OTHER) {
            String count = queries.counts(from, q, groups);
            try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(count)) {
                rs.next();
                nonNull = rs.getLong(1);
                distinct = groups ? rs.getLong(2) : -1;
            }
        } else {
            String m = measure(sql, kind, q);
            String count = queries.countsAndRange(from, q, groups, m);
            try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(count)) {
                rs.next();
                nonNull = rs.getLong(1);
                distinct = rs.getLong(2);
                double lo = rs.getDouble(3);
                min = rs.wasNull() ? null : lo;
                double hi = rs.getDouble(4);
                max = rs.wasNull() ? null : hi;
            }
        }
        List<Profile.Bin> bins = min == null ? List.of() : histogram(from, q, measure(sql, kind, q), min, max,
                kind != Profile.Kind.NUMBER || whole(col));
        List<Profile.Member> members = new ArrayList<>();
        if (groups && distinct >= 0 && distinct <= FEW && nonNull > 0) {
            try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(queries.members(from, q))) {
                while (rs.next()) {
                    members.add(new Profile.Member(rs.getString(1), rs.getLong(2)));
                }
            }
        }
        return new Profile.ColumnProfile(col.name(), col.type(), kind, rows, nonNull, distinct, min, max, bins,
                members);
    }

    /**
     * {@value #BINS} bins of equal width from {@code min} to {@code max} (whole numbers of a measure that only takes
     * whole numbers: fewer bins where the range is shorter), each with its rows; every bin, empty ones too.
     */
    private List<Profile.Bin> histogram(String from, String q, String m, double min, double max, boolean whole)
            throws SQLException {
        double span = max - min;
        int bins = span == 0 ? 1 : whole ? (int) Math.min(BINS, span + 1) : BINS;
        double width = span == 0 ? 1 : whole ? Math.ceil((span + 1) / bins) : span / bins;
        long[] counts = new long[bins];
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(queries.histogram(from, q, m,
                literal(min), literal(width)))) {
            while (rs.next()) {
                int b = (int) Math.max(0, Math.min(bins - 1, rs.getLong(1)));
                counts[b] += rs.getLong(2);
            }
        }
        List<Profile.Bin> out = new ArrayList<>();
        for (int b = 0; b < bins; b++) {
            double lo = min + b * width;
            out.add(new Profile.Bin(lo, b == bins - 1 ? max : lo + width, counts[b]));
        }
        return out;
    }

    private static String literal(double v) {
        return java.math.BigDecimal.valueOf(v).toPlainString();
    }

    private Profile.KeyProfile key(Catalog.Table t, ForeignKey fk, Catalog.Table parent) throws SQLException {
        StringJoiner cols = new StringJoiner(", ");
        StringJoiner notNull = new StringJoiner(" AND ");
        StringJoiner on = new StringJoiner(" AND ");
        for (int i = 0; i < fk.columns().size(); i++) {
            String q = sql.quote(fk.columns().get(i));
            cols.add(q);
            notNull.add(q + " IS NOT NULL");
            on.add("p." + sql.quote(fk.refColumns().get(i)) + " = c." + q);
        }
        long parents = single(sql.countRows(namespace, parent.name()));
        List<Profile.Count> fanOut = new ArrayList<>();
        long withChildren = 0;
        long children = 0;
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(queries.fanOut(table(t.name()),
                cols.toString(), notNull.toString()))) {
            while (rs.next()) {
                fanOut.add(new Profile.Count(rs.getLong(1), rs.getLong(2)));
                withChildren += rs.getLong(2);
                children += rs.getLong(1) * rs.getLong(2);
            }
        }
        if (parents > withChildren) {
            fanOut.add(0, new Profile.Count(0, parents - withChildren));
        }
        long most = fanOut.isEmpty() ? 0 : fanOut.get(fanOut.size() - 1).children();
        List<Profile.TimePair> times = new ArrayList<>();
        for (Catalog.Column tc : t.columns()) {
            if (kind(tc) != Profile.Kind.TIME) {
                continue;
            }
            for (Catalog.Column pc : parent.columns()) {
                TimeRole parentRole = TimeRole.of(pc.name());
                // a parent's later edits say nothing of its children's times; its deletion bounds their making only
                if (kind(pc) != Profile.Kind.TIME || parentRole == TimeRole.CHANGED
                        || parentRole == TimeRole.DELETED && TimeRole.of(tc.name()) != TimeRole.MADE) {
                    continue;
                }
                boolean after = parentRole == TimeRole.DELETED;
                String ct = "c." + sql.quote(tc.name());
                String pt = "p." + sql.quote(pc.name());
                try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(queries.timeOrder(
                        table(t.name()), table(parent.name()), on.toString(), ct, pt, after))) {
                    rs.next();
                    times.add(new Profile.TimePair(tc.name(), pc.name(), rs.getLong(1), rs.getLong(2), after));
                }
            }
        }
        return new Profile.KeyProfile(fk.name(), fk.columns(), parent.name(), fk.refColumns(), parents, fanOut, most,
                topShare(fanOut, parents, children), times);
    }

    /** The share of {@code children} the 1% of {@code parents} with the most hold (at least one parent). */
    static double topShare(List<Profile.Count> fanOut, long parents, long children) {
        if (children == 0) {
            return 0;
        }
        long top = Math.max(1, parents / 100);
        long held = 0;
        for (int i = fanOut.size() - 1; i >= 0 && top > 0; i--) {
            long take = Math.min(top, fanOut.get(i).parents());
            held += take * fanOut.get(i).children();
            top -= take;
        }
        return (double) held / children;
    }

    private long single(String query) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(query)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
