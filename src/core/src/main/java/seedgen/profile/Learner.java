package seedgen.profile;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.StringJoiner;
import java.util.function.Consumer;
import seedgen.catalog.Catalog;
import seedgen.catalog.Kind;
import seedgen.dialect.Dialect;
import seedgen.dialect.LearnSql;
import seedgen.model.ForeignKey;
import seedgen.run.Learning;

/**
 * Measures the shape of a database's tables by aggregate queries (SELECT only; nothing is written, no statistics
 * rebuilt): what {@code seedgen spec --from-db --learn} turns into a spec. Per table its rows; per column its NULL
 * share, distinct values and quantiles of its measure (numbers as they are, times in seconds, text by
 * its length) found by ranking the values on the server, and the members of a column of few values; per foreign key
 * of one column its fan-out with the parent rows that have none; per time, the times across foreign keys it is never
 * before, and its delay after the latest of them; the time the key grows with. A table of more than {@value #SAMPLE}
 * rows with a key of one integer column is read in {@value #RANGES} ranges of its key spread over the whole (a foreign
 * key's fan-out: ranges of the parent's key), so the time grows with the tables' count rather than their rows.
 */
public final class Learner {

    /**
     * The ranks a column's quantiles are read at: every 2.5% of its values, and more near both ends (0.01%, 0.1%,
     * 0.5%, 1%; 99%, 99.5%, 99.9%, 99.99%), the least and the greatest included, so that a tail keeps its shape:
     * drawn evenly between 97.5% and the greatest, one outlier would spread 2.5% of a copy's rows over its range.
     */
    public static final double[] RANKS = ranks();

    private static double[] ranks() {
        List<Double> r = new ArrayList<>(List.of(0.0, 0.0001, 0.001, 0.005, 0.01));
        for (int i = 1; i < 40; i++) {
            r.add(i / 40.0);
        }
        r.addAll(List.of(0.99, 0.995, 0.999, 0.9999, 1.0));
        return r.stream().sorted().mapToDouble(Double::doubleValue).toArray();
    }
    /** Rows of a table (or a foreign key's child rows) above which the shapes are read from key ranges. */
    public static final long SAMPLE = 200_000;
    /** Key ranges a sample is read from, spread over the key's span. */
    static final int RANGES = 32;
    /**
     * A parent table of at most this many rows has every row's fan-out read (never from a sample), and the spec deals
     * those counts exactly: with a few parent rows (16 airlines), counts drawn at random would miss the measured ones
     * by many percent.
     */
    public static final long EXACT_PARENTS = 4_096;
    /** Rank correlation of key and time at or above which the time is taken to follow the key. */
    public static final double KEY_TIME = 0.9;

    private final Connection c;
    private final Dialect sql;
    private final LearnSql queries;
    private final String namespace;
    private final Consumer<String> progress;
    private final boolean values;

    public Learner(Connection c, Dialect sql, String namespace, Consumer<String> progress, boolean values) {
        this.c = c;
        this.sql = sql;
        this.queries = new LearnSql(sql);
        this.namespace = namespace;
        this.progress = progress;
        this.values = values;
    }

    public Learned learn(Catalog catalog, String source) throws SQLException {
        long start = System.nanoTime();
        Map<String, Learned.TableShape> tables = new LinkedHashMap<>();
        Map<String, Long> rows = new LinkedHashMap<>();
        for (Catalog.Table t : catalog.tables()) {
            rows.put(t.name(), single(queries.rows(table(t.name()))));
        }
        int n = 0;
        for (Catalog.Table t : catalog.tables()) {
            progress.accept(String.format(Locale.ROOT, "seedgen: learning %s: table %s (%d of %d, %,d rows), %.1f s",
                    source, t.name(), ++n, catalog.tables().size(), rows.get(t.name()),
                    (System.nanoTime() - start) / 1e9));
            try {
                tables.put(t.name(), table(catalog, t, rows));
            } catch (SQLException e) {
                throw new SQLException("table " + t.name() + ": " + e.getMessage(), e.getSQLState(), e.getErrorCode(), e);
            }
        }
        return new Learned(source, tables, values, (System.nanoTime() - start) / 1e9);
    }

    private String table(String name) {
        return sql.qualify(namespace, name);
    }

    /** The table's key when it is one integer column, for ranges of it. */
    private static String integerKey(Catalog.Table t) {
        if (t.primaryKey().size() != 1) {
            return null;
        }
        Catalog.Column k = t.column(t.primaryKey().get(0));
        return k != null && Profiler.whole(k) ? k.name() : null;
    }

    /**
     * Ranges of an integer key, together a share {@code share} of its span {@code [min, max]}: {@value #RANGES} of
     * them spread evenly over it, so that a sample holds rows of every age.
     */
    record Sample(long min, long max, double share) {

        static final Sample WHOLE = new Sample(0, 0, 1);

        /** {@code AND (expr BETWEEN a AND b OR ...)}, or "" for the whole. */
        String on(String expr) {
            if (share >= 1) {
                return "";
            }
            double span = (double) max - min + 1;
            long width = Math.max(1, (long) Math.ceil(span * share / RANGES));
            StringJoiner or = new StringJoiner(" OR ", " AND (", ")");
            for (int i = 0; i < RANGES; i++) {
                long from = min + (long) Math.floor(span * i / RANGES);
                or.add(expr + " BETWEEN " + from + " AND " + Math.min(max, from + width - 1));
            }
            return or.toString();
        }
    }

    /** A sample of {@code share} of {@code keyed}'s integer key {@code key}, or the whole where there is none. */
    private Sample sample(Catalog.Table keyed, String key, double share) throws SQLException {
        if (share >= 1 || key == null) {
            return Sample.WHOLE;
        }
        Learned.KeySpan span = span(keyed, key);
        return new Sample(span.min(), span.max(), share);
    }

    /** The least and greatest value of {@code keyed}'s integer key {@code key}: the ends of its index. */
    private Learned.KeySpan span(Catalog.Table keyed, String key) throws SQLException {
        try (Statement st = c.createStatement();
                ResultSet rs = st.executeQuery(queries.span(table(keyed.name()), sql.quote(key)))) {
            rs.next();
            return new Learned.KeySpan(key, rs.getLong(1), rs.getLong(2));
        }
    }

    private Learned.TableShape table(Catalog catalog, Catalog.Table t, Map<String, Long> rows) throws SQLException {
        long total = rows.get(t.name());
        String key = integerKey(t);
        // the key's span gives its gaps (rows deleted for good) and the ranges a sample of a large table reads
        Learned.KeySpan span = key == null || total == 0 ? null : span(t, key);
        Sample sample = total > SAMPLE && span != null ? new Sample(span.min(), span.max(), (double) SAMPLE / total)
                : Sample.WHOLE;
        String from = queries.fromWhere(table(t.name()), key == null ? "" : sample.on(sql.quote(key)));
        Scan counts = scan(t, from);
        Map<String, Learned.ColumnShape> columns = new LinkedHashMap<>();
        for (int i = 0; i < counts.measured().size(); i++) {
            Catalog.Column col = counts.measured().get(i);
            columns.put(col.name(), column(col, counts.sampled(), counts.nonNull()[i], counts.distinct()[i], from));
        }
        Map<String, Learned.FanOut> fanOuts = new LinkedHashMap<>();
        for (ForeignKey fk : t.foreignKeys()) {
            Catalog.Table parent = catalog.table(fk.refTable());
            if (parent == null) {
                continue;
            }
            fanOuts.put(String.join(",", fk.columns()), fanOut(t, fk, parent, total, rows.get(parent.name())));
        }
        Times times = times(catalog, t, key, sample, from, columns);
        Learned.KeyShape keyShape = new KeyShapes(c, sql, this::quantiles, this::table).measure(catalog, t, from);
        Facts facts = Facts.measure(c, sql, t, from.strip(), counts.facts(columns));
        List<Learned.Difference> differences = differences(t, facts, columns, from);
        List<Learned.GivenRef> givens = givenRefs(t, facts, rows);
        return new Learned.TableShape(t.name(), total, sample.share() < 1 ? counts.sampled() : 0, columns,
                fanOuts, times.after(), times.best() >= KEY_TIME ? times.keyTime() : null, times.best(), keyShape,
                values ? facts : facts.withoutValues(), differences, givens, span);
    }

    /** One scan's figures: the rows sampled, and each column's non-NULL values and (where it groups) distinct ones. */
    private record Scan(List<Catalog.Column> measured, long sampled, long[] nonNull, long[] distinct) {

        /** The figures the facts start from, over the same rows, with the quantiles measured of non-text columns. */
        Facts.Counts facts(Map<String, Learned.ColumnShape> columns) {
            Map<String, Long> nonNulls = new LinkedHashMap<>();
            Map<String, Long> distincts = new LinkedHashMap<>();
            for (int i = 0; i < measured.size(); i++) {
                nonNulls.put(measured.get(i).name(), nonNull[i]);
                distincts.put(measured.get(i).name(), distinct[i]);
            }
            Map<String, Learned.Quantiles> quantiles = new LinkedHashMap<>();
            columns.forEach((name, shape) -> {
                if (shape.quantiles() != null && shape.kind() != Profile.Kind.TEXT) {
                    quantiles.put(name, shape.quantiles());
                }
            });
            return new Facts.Counts(sampled, nonNulls, distincts, quantiles);
        }
    }

    /** Every column's counts in one scan of the sampled rows. */
    private Scan scan(Catalog.Table t, String from) throws SQLException {
        List<Catalog.Column> measured = new ArrayList<>();
        List<String> quoted = new ArrayList<>();
        List<Boolean> grouped = new ArrayList<>();
        for (Catalog.Column col : t.columns()) {
            Profile.Kind kind = Profiler.kind(col);
            quoted.add(sql.quote(col.name()));
            grouped.add(groups(col, kind));
            measured.add(col);
        }
        long[] nonNull = new long[measured.size()];
        long[] distinct = new long[measured.size()];
        try (Statement st = c.createStatement();
                ResultSet rs = st.executeQuery(queries.counts(quoted, grouped, from))) {
            rs.next();
            long sampled = rs.getLong(1);
            for (int i = 0; i < measured.size(); i++) {
                nonNull[i] = rs.getLong(2 + 2 * i);
                distinct[i] = rs.getLong(3 + 2 * i);
            }
            return new Scan(measured, sampled, nonNull, distinct);
        }
    }

    /** A column's shape: its values and their rows where it has few (a category), else its quantiles. */
    private Learned.ColumnShape column(Catalog.Column col, long sampled, long nonNull, long distinct, String from)
            throws SQLException {
        Profile.Kind kind = Profiler.kind(col);
        String q = sql.quote(col.name());
        List<Profile.Member> members = null;
        Learned.Rare rare = null;
        if (values && groups(col, kind) && kind != Profile.Kind.TIME && distinct > 0
                && distinct <= Learning.FEW_VALUES) {
            List<Profile.Member> all = new ArrayList<>();
            try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(queries.members(q, from))) {
                while (rs.next()) {
                    all.add(new Profile.Member(rs.getString(1), rs.getLong(2)));
                }
            }
            // a value on a row or two is that row's, not a category: such values are not copied, only what they
            // have in common; where they hold most of the rows, the column is no category at all
            if (kind == Profile.Kind.NUMBER) {
                // a number of few values keeps every one: a quantile point copies a row's number anyway
                members = all;
            } else {
                members = all.stream().filter(m -> m.rows() >= Learning.LEAST_ROWS).toList();
                rare = rare(all.stream().filter(m -> m.rows() < Learning.LEAST_ROWS).toList());
                long kept = members.stream().mapToLong(Profile.Member::rows).sum();
                if (members.isEmpty() || kept < nonNull / 2.0) {
                    members = null;
                    rare = null;
                }
            }
        }
        Learned.Quantiles quantiles = null;
        boolean measurable = kind != Profile.Kind.OTHER && !col.json() && col.kind() != Kind.JSON;
        if (measurable && nonNull > 0 && (members == null || kind == Profile.Kind.NUMBER)) {
            quantiles = quantiles(Profiler.measure(sql, kind, q), from + " AND " + q + " IS NOT NULL", nonNull);
        }
        return new Learned.ColumnShape(col.name(), kind, sampled, nonNull, distinct, quantiles, members, rare);
    }

    /**
     * The table's times: each one's delay after another time it follows ({@code after}), and of those that follow
     * none, the one whose order is most like the key's ({@code keyTime}, its rank correlation {@code best}).
     */
    private record Times(Map<String, Learned.After> after, String keyTime, double best) {
    }

    private Times times(Catalog catalog, Catalog.Table t, String key, Sample sample, String from,
            Map<String, Learned.ColumnShape> columns) throws SQLException {
        java.util.Set<String> keyed = new java.util.HashSet<>();
        t.primaryKey().forEach(k -> keyed.add(k.toLowerCase(Locale.ROOT)));
        t.foreignKeys().forEach(fk -> fk.columns().forEach(k -> keyed.add(k.toLowerCase(Locale.ROOT))));
        Map<String, Learned.After> after = new LinkedHashMap<>();
        String keyTime = null;
        double best = -2;
        for (Catalog.Column col : t.columns()) {
            if (Profiler.kind(col) != Profile.Kind.TIME || keyed.contains(col.name().toLowerCase(Locale.ROOT))) {
                continue;
            }
            Learned.After a = after(catalog, t, col, key == null ? "" : sample.on("c." + sql.quote(key)));
            if (a != null) {
                after.put(col.name(), a);
            } else if (key != null && columns.get(col.name()).nonNull() > 1) {
                double rho = rankCorrelation(sql.quote(key), sql.quote(col.name()), from + " AND "
                        + sql.quote(col.name()) + " IS NOT NULL");
                if (rho > best) {
                    best = rho;
                    keyTime = col.name();
                }
            }
        }
        return new Times(after, keyTime, best);
    }

    /** Cramér's V at or above which two columns of few values are taken to depend on each other. */
    public static final double DEPENDENT = 0.2;

    /**
     * For each pair of references of one column to tables of at most {@value #EXACT_PARENTS} rows (whose fan-outs are
     * read whole and dealt exactly) that depend on each other (Cramér's V of {@value #DEPENDENT} or more over the rows
     * read), the rows of the whole table by the pair of counts of the rows the two refer to: one grouping of the
     * table. Values of the rows are read but kept only as those counts.
     */
    private List<Learned.GivenRef> givenRefs(Catalog.Table t, Facts facts, Map<String, Long> rows) throws SQLException {
        List<Learned.GivenRef> out = new ArrayList<>();
        for (Facts.Categories k : facts.categories()) {
            ForeignKey fa = single(t, k.a());
            ForeignKey fb = single(t, k.b());
            if (k.v() < DEPENDENT || fa == null || fb == null || rows.getOrDefault(fa.refTable(), Long.MAX_VALUE)
                    > EXACT_PARENTS || rows.getOrDefault(fb.refTable(), Long.MAX_VALUE) > EXACT_PARENTS) {
                continue;
            }
            String qa = sql.quote(k.a());
            String qb = sql.quote(k.b());
            Map<String, Long> countA = new java.util.HashMap<>();
            Map<String, Long> countB = new java.util.HashMap<>();
            List<Object[]> groups = new ArrayList<>();
            try (Statement st = c.createStatement();
                    ResultSet rs = st.executeQuery(queries.pairs(table(t.name()), qa, qb))) {
                while (rs.next()) {
                    String a = rs.getString(1);
                    String b = rs.getString(2);
                    long n = rs.getLong(3);
                    if (a != null) {
                        countA.merge(a, n, Long::sum);
                    }
                    if (b != null) {
                        countB.merge(b, n, Long::sum);
                    }
                    if (a != null && b != null) {
                        groups.add(new Object[] {a, b, n});
                    }
                }
            }
            // rows that refer to the same pair of counts are one cell: the copy cannot tell their parents apart
            Map<List<Long>, Long> cells = new java.util.TreeMap<>((x, y) -> x.get(0).equals(y.get(0))
                    ? Long.compare(x.get(1), y.get(1)) : Long.compare(x.get(0), y.get(0)));
            for (Object[] g : groups) {
                cells.merge(List.of(countA.get((String) g[0]), countB.get((String) g[1])), (Long) g[2], Long::sum);
            }
            List<long[]> list = new ArrayList<>();
            cells.forEach((ab, n) -> list.add(new long[] {ab.get(0), ab.get(1), n}));
            out.add(new Learned.GivenRef(k.a(), k.b(), k.v(), list));
        }
        return out;
    }

    /** The foreign key of one column that is {@code column}, or null. */
    private static ForeignKey single(Catalog.Table t, String column) {
        return t.foreignKeys().stream().filter(f -> f.columns().size() == 1 && f.columns().get(0).equalsIgnoreCase(
                column)).findFirst().orElse(null);
    }

    /** A share of rows in one order at or above which two numbers are taken to follow one another. */
    public static final double ORDERED = 0.9;
    /** A rank correlation at or above which (either sign) two numbers are taken to move together. */
    public static final double RELATED = 0.5;

    /**
     * For the pairs of numbers of the row that keep an order ({@value #ORDERED} of the rows or more) and move together
     * (a rank correlation of {@value #RELATED} or more either way: an arrival time with the departure's), the later
     * column's difference from the earlier one as quantiles: a copy can make the later as the earlier plus a
     * difference drawn from these, which keeps the order's share and much of the correlation. The
     * {@value #MOST_DIFFERENCES} pairs most related, over rows holding both; a foreign key's numbers name rows and are
     * not compared.
     */
    private List<Learned.Difference> differences(Catalog.Table t, Facts facts, Map<String, Learned.ColumnShape> columns,
            String from) throws SQLException {
        java.util.Set<String> keys = new java.util.HashSet<>();
        t.foreignKeys().forEach(fk -> fk.columns().forEach(k -> keys.add(k.toLowerCase(Locale.ROOT))));
        t.primaryKey().forEach(k -> keys.add(k.toLowerCase(Locale.ROOT)));
        List<Learned.Difference> out = new ArrayList<>();
        List<Facts.Order> candidates = new ArrayList<>();
        for (Facts.Order o : facts.orders()) {
            Learned.ColumnShape a = columns.get(o.a());
            Learned.ColumnShape b = columns.get(o.b());
            if (a == null || b == null || a.kind() != Profile.Kind.NUMBER || b.kind() != Profile.Kind.NUMBER
                    || keys.contains(o.a().toLowerCase(Locale.ROOT)) || keys.contains(o.b().toLowerCase(Locale.ROOT))
                    || o.compared() < 2) {
                continue;
            }
            if (o.lessShare() < ORDERED && o.greaterShare() < ORDERED || Math.abs(rho(facts, o)) < RELATED) {
                continue;
            }
            candidates.add(o);
        }
        // the pairs most related first, a few of them: each difference is a sort of the rows
        candidates.sort(java.util.Comparator.comparingDouble((Facts.Order o) -> -Math.abs(rho(facts, o))));
        for (Facts.Order o : candidates.subList(0, Math.min(MOST_DIFFERENCES, candidates.size()))) {
            String qa = sql.quote(o.a());
            String qb = sql.quote(o.b());
            String both = from + " AND " + qa + " IS NOT NULL AND " + qb + " IS NOT NULL";
            // as exact numbers that may be negative: MariaDB refuses b - a of two BIGINT UNSIGNED where b < a
            Learned.Quantiles d = quantiles("(" + qb + " + 0.0) - (" + qa + " + 0.0)", both, o.compared());
            if (d != null) {
                out.add(new Learned.Difference(o.a(), o.b(), o.lessShare(), rho(facts, o), d));
            }
        }
        return out;
    }

    /** The differences measured in one table at most: the pairs most related. */
    static final int MOST_DIFFERENCES = 8;

    private static double rho(Facts facts, Facts.Order o) {
        return facts.ranks().stream().filter(r -> r.a().equals(o.a()) && r.b().equals(o.b())).mapToDouble(
                Facts.Rank::rho).findFirst().orElse(0);
    }

    /** What the values of a column held by too few rows have in common (null when there are none). */
    static Learned.Rare rare(List<Profile.Member> few) {
        if (few.isEmpty()) {
            return null;
        }
        int shortest = Integer.MAX_VALUE;
        int longest = 0;
        boolean upper = false;
        boolean lower = false;
        boolean digits = false;
        boolean other = false;
        for (Profile.Member m : few) {
            String v = m.value() == null ? "" : m.value();
            int n = v.codePointCount(0, v.length());
            shortest = Math.min(shortest, n);
            longest = Math.max(longest, n);
            for (char ch : v.toCharArray()) {
                upper |= ch >= 'A' && ch <= 'Z';
                lower |= ch >= 'a' && ch <= 'z';
                digits |= ch >= '0' && ch <= '9';
                other |= !(ch >= 'A' && ch <= 'Z' || ch >= 'a' && ch <= 'z' || ch >= '0' && ch <= '9');
            }
        }
        String chars = other || upper && lower ? "alnum" : upper && digits ? "upper_digits" : upper ? "upper"
                : lower && digits ? "alnum" : lower ? "lower" : "digits";
        return new Learned.Rare(few.stream().mapToLong(Profile.Member::rows).sum(), few.size(), Math.max(1, shortest),
                Math.max(1, longest), chars);
    }

    /** Types whose values group and compare as they are. */
    private static boolean groups(Catalog.Column col, Profile.Kind kind) {
        return (kind != Profile.Kind.OTHER || col.kind() == Kind.BOOLEAN) && !col.json() && col.kind() != Kind.JSON;
    }

    /**
     * Quantiles of {@code m} over the {@code n} rows {@code fromWhere} selects (n counted by the same predicate) at
     * {@link #RANKS}: the values at those ranks of the rows, found by numbering the rows in the measure's order on the
     * server. Ranks that fall on the same row (few rows) are read once.
     */
    private Learned.Quantiles quantiles(String m, String fromWhere, long n) throws SQLException {
        List<Double> ps = new ArrayList<>();
        List<Long> rows = new ArrayList<>();
        for (double p : RANKS) {
            long row = 1 + Math.round(p * (n - 1));
            if (!rows.isEmpty() && rows.get(rows.size() - 1) == row) {
                if (p < 1) {
                    continue;
                }
                ps.remove(ps.size() - 1); // the greatest row is read as rank 1, not as the rank before it
                rows.remove(rows.size() - 1);
            }
            ps.add(p);
            rows.add(row);
        }
        Map<Long, Double> at = new java.util.HashMap<>();
        try (Statement st = c.createStatement();
                ResultSet rs = st.executeQuery(queries.atRanks(m, fromWhere, rows.stream().distinct().toList()))) {
            while (rs.next()) {
                at.put(rs.getLong(1), rs.getDouble(2));
            }
        }
        double[] ranks = new double[ps.size()];
        double[] q = new double[ps.size()];
        for (int i = 0; i < q.length; i++) {
            Double v = at.get(rows.get(i));
            if (v == null) {
                return null; // rows changed between the count and the ranking: no quantiles rather than wrong ones
            }
            ranks[i] = ps.get(i);
            q[i] = i > 0 ? Math.max(q[i - 1], v) : v;
        }
        if (ranks.length == 1) { // one row: the least is the greatest
            return new Learned.Quantiles(new double[] {0, 1}, new double[] {q[0], q[0]});
        }
        return new Learned.Quantiles(ranks, q);
    }

    /**
     * Children per parent row of {@code fk} (of one column or several, grouped by all of them; a row with a NULL in
     * any refers to none): a child table of more than {@value #SAMPLE} rows whose parent has more than
     * {@value #EXACT_PARENTS} rows and a key of one integer column (the one {@code fk} refers to) is read over ranges
     * of that key, with the parent rows in them. A parent of fewer rows is read whole, so that each of its rows' counts
     * is known exactly.
     */
    private Learned.FanOut fanOut(Catalog.Table t, ForeignKey fk, Catalog.Table parent, long childRows,
            long parentRows) throws SQLException {
        StringJoiner cols = new StringJoiner(", ");
        StringJoiner notNull = new StringJoiner(" AND ");
        for (String column : fk.columns()) {
            cols.add(sql.quote(column));
            notNull.add(sql.quote(column) + " IS NOT NULL");
        }
        String parentKey = fk.columns().size() == 1 ? integerKey(parent) : null;
        boolean toKey = parentKey != null && parentKey.equalsIgnoreCase(fk.refColumns().get(0));
        double share = childRows > SAMPLE && toKey && parentRows > EXACT_PARENTS ? (double) SAMPLE / childRows : 1;
        Sample sample = sample(parent, parentKey, share);
        String childRanges = toKey ? sample.on(sql.quote(fk.columns().get(0))) : "";
        String parentRanges = parentKey == null ? "" : sample.on(sql.quote(parentKey));
        long parents = single(queries.rowsIn(queries.fromWhere(table(parent.name()), parentRanges)));
        List<Profile.Count> counts = new ArrayList<>();
        long with = 0;
        long children = 0;
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(queries.fanOut(table(t.name()),
                cols.toString(), notNull.toString(), childRanges))) {
            while (rs.next()) {
                counts.add(new Profile.Count(rs.getLong(1), rs.getLong(2)));
                with += rs.getLong(2);
                children += rs.getLong(1) * rs.getLong(2);
            }
        }
        if (parents > with) {
            counts.add(0, new Profile.Count(0, parents - with));
        }
        return new Learned.FanOut(String.join(",", fk.columns()), parent.name(), Math.max(parents, with), children,
                counts);
    }

    /**
     * The parents' times {@code time} is never before (over the rows read): per foreign key of one column to another
     * table, the parent's time it is nearest after, if never before it; the delay after the latest of them.
     */
    private Learned.After after(Catalog catalog, Catalog.Table t, Catalog.Column time, String sample) throws SQLException {
        String ct = "c." + sql.quote(time.name());
        List<String> bases = new ArrayList<>();
        List<String> joins = new ArrayList<>();
        List<String> parentTimes = new ArrayList<>();
        List<String> baseColumns = new ArrayList<>();
        int alias = 0;
        for (ForeignKey fk : t.foreignKeys()) {
            Catalog.Table parent = catalog.table(fk.refTable());
            if (fk.columns().size() != 1 || parent == null || parent.name().equalsIgnoreCase(t.name())) {
                continue;
            }
            String on = "p.%s = c." + sql.quote(fk.columns().get(0));
            String chosen = null;
            double nearest = Double.MAX_VALUE;
            for (Catalog.Column pc : parent.columns()) {
                if (Profiler.kind(pc) != Profile.Kind.TIME) {
                    continue;
                }
                String pt = "p." + sql.quote(pc.name());
                String delay = sql.epochSeconds(ct) + " - " + sql.epochSeconds(pt);
                try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(queries.beforeParent(
                        table(t.name()), table(parent.name()), String.format(on, sql.quote(fk.refColumns().get(0))), ct,
                        pt, delay, sample))) {
                    rs.next();
                    if (rs.getLong(1) > 0 && rs.getLong(2) == 0 && rs.getDouble(3) < nearest) {
                        nearest = rs.getDouble(3);
                        chosen = pc.name();
                    }
                }
            }
            if (chosen != null) {
                String a = "p" + alias++;
                bases.add(fk.columns().get(0) + "." + chosen);
                joins.add(queries.join(table(parent.name()), a, sql.quote(fk.refColumns().get(0)),
                        sql.quote(fk.columns().get(0))));
                parentTimes.add(sql.epochSeconds(a + "." + sql.quote(chosen)));
                baseColumns.add(a + "." + sql.quote(chosen));
            }
        }
        // the same row's other times it is never before, and after at least once (so no two follow each other)
        for (Catalog.Column other : t.columns()) {
            if (other == time || Profiler.kind(other) != Profile.Kind.TIME) {
                continue;
            }
            String ot = "c." + sql.quote(other.name());
            try (Statement st = c.createStatement();
                    ResultSet rs = st.executeQuery(queries.sameRowOrder(table(t.name()), ct, ot, sample))) {
                rs.next();
                if (rs.getLong(1) == 0 && rs.getLong(2) > 0) {
                    bases.add(other.name());
                    parentTimes.add(sql.epochSeconds(ot));
                    baseColumns.add(ot);
                }
            }
        }
        if (bases.isEmpty()) {
            return null;
        }
        String latest = parentTimes.size() == 1 ? parentTimes.get(0) : "GREATEST(" + String.join(", ", parentTimes) + ")";
        // the delays after rows whose every base holds a time: where one is NULL the servers' GREATEST differ (NULL on
        // MySQL and MariaDB, the greatest of the rest on PostgreSQL), and a copy's times follow every base anyway
        StringBuilder notNull = new StringBuilder();
        for (String b : baseColumns) {
            notNull.append(" AND ").append(b).append(" IS NOT NULL");
        }
        String fromWhere = queries.joinedFromWhere(table(t.name()), String.join("", joins), ct, notNull + sample);
        String delay = sql.epochSeconds(ct) + " - " + latest;
        long n;
        long same;
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(queries.zeros(delay, fromWhere))) {
            rs.next();
            n = rs.getLong(1);
            same = rs.getLong(2);
        }
        if (n == 0) {
            return null;
        }
        // rows left at the time they follow (never updated) are a share of their own: the delays' 49 ranks would
        // place it only to within 2.5%, so it is counted and the ranks are of the other rows' delays
        double unchanged = (double) same / n;
        if (same < n && unchanged >= LEAST_UNCHANGED) {
            Learned.Quantiles changed = quantiles(delay, fromWhere + " AND " + delay + " <> 0", n - same);
            return changed == null ? null : new Learned.After(time.name(), bases, changed, unchanged);
        }
        Learned.Quantiles delays = quantiles(delay, fromWhere, n);
        return delays == null ? null : new Learned.After(time.name(), bases, delays, 0);
    }

    /**
     * The share of a time's rows at exactly the time they follow from which it is kept apart from the delays: one row
     * in a hundred. Below it the ranks near the least (0.01%, 0.1%, 0.5%, 1%) place the share to within half a percent
     * already, and a delay whose mean is minutes lands on 0 seconds by chance (chat's edits: 0.2% of them).
     */
    public static final double LEAST_UNCHANGED = 0.01;

    /**
     * Spearman's rank correlation of {@code key} and {@code time} over the rows {@code fromWhere} selects. The two are
     * taken out under names of seedgen's before they are ranked, so that no column's name (a time called {@code a})
     * can be read as a rank's.
     */
    private double rankCorrelation(String key, String time, String fromWhere) throws SQLException {
        try (Statement st = c.createStatement();
                ResultSet rs = st.executeQuery(queries.rankDifferences(key, time, fromWhere))) {
            rs.next();
            double sum = rs.getDouble(1);
            double n = rs.getLong(2);
            return n < 2 ? 0 : 1 - 6 * sum / (n * (n * n - 1));
        }
    }

    private long single(String query) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(query)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
