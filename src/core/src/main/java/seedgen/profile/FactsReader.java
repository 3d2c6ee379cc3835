package seedgen.profile;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;
import java.util.TreeSet;
import seedgen.catalog.Catalog;
import seedgen.catalog.Kind;
import seedgen.dialect.Dialect;
import seedgen.dialect.LearnSql;

/**
 * The queries behind {@link Facts#measure}. Every query reads the rows as a derived table,
 * {@code (SELECT col AS v0, ... FROM ... WHERE ...) s}: the caller's text stays whole, and the values go by names
 * ({@code v0}, {@code r0}) that no column of the table can shadow (a window ordered by a bare name that is also a
 * window's alias is refused by MariaDB).
 */
final class FactsReader {

    private final Connection c;
    private final Dialect sql;
    private final LearnSql queries;
    private final Catalog.Table table;
    private final String fromWhere;
    private final List<Catalog.Column> columns;
    private final Set<String> references = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);

    // what the caller or the first scan counted
    private long rows;
    private long[] nonNull;
    private long[] distinct;
    private final Map<List<Integer>, Long> bothNull = new LinkedHashMap<>();
    /** The quantiles the caller gave, by column: where there are any, ranks come from them ({@link #binnedRanks}). */
    private final Map<Integer, Learned.Quantiles> quantiles = new LinkedHashMap<>();

    FactsReader(Connection c, Dialect sql, Catalog.Table table, String fromWhere, Facts.Counts counts) {
        String text = fromWhere.strip();
        if (!text.regionMatches(true, 0, "FROM ", 0, 5)) {
            throw new IllegalArgumentException("the rows of " + table.name() + " must be given as FROM ... WHERE ...,"
                    + " not: " + fromWhere);
        }
        this.c = c;
        this.sql = sql;
        this.queries = new LearnSql(sql);
        this.table = table;
        this.fromWhere = " " + text;
        this.columns = table.columns();
        table.foreignKeys().forEach(fk -> references.addAll(fk.columns()));
        if (counts != null) {
            rows = counts.rows();
            nonNull = new long[columns.size()];
            distinct = new long[columns.size()];
            for (int i = 0; i < columns.size(); i++) {
                Long values = find(counts.nonNull(), name(i));
                Long kinds = find(counts.distinct(), name(i));
                if (values == null || kinds == null) {
                    throw new IllegalArgumentException("the counts given for " + table.name() + " have none for its "
                            + "column " + name(i));
                }
                nonNull[i] = values;
                distinct[i] = kinds;
                String column = name(i);
                Learned.Quantiles q = counts.quantiles().entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase(
                        column)).map(Map.Entry::getValue).findFirst().orElse(null);
                if (q != null) {
                    quantiles.put(i, q);
                }
            }
        }
    }


    private static Long find(Map<String, Long> counts, String column) {
        Long exact = counts.get(column);
        if (exact != null) {
            return exact;
        }
        return counts.entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase(column)).map(Map.Entry::getValue)
                .findFirst().orElse(null);
    }

    Facts read() throws SQLException {
        List<int[]> orderPairs = new ArrayList<>(pairs(ordered(Profile.Kind.NUMBER)));
        orderPairs.addAll(pairs(ordered(Profile.Kind.TIME)));
        long[] order = scan(orderPairs);
        List<Integer> nullable = nullable();
        patterns(nullable);
        List<Facts.NullPair> nulls = new ArrayList<>();
        for (int[] p : pairs(nullable)) {
            nulls.add(new Facts.NullPair(name(p[0]), name(p[1]), rows - nonNull[p[0]], rows - nonNull[p[1]],
                    bothNull.get(List.of(p[0], p[1]))));
        }
        List<Facts.Order> orders = new ArrayList<>();
        for (int i = 0; i < orderPairs.size(); i++) {
            int[] p = orderPairs.get(i);
            long less = order[3 * i];
            long equal = order[3 * i + 1];
            long greater = order[3 * i + 2];
            if (less + equal + greater > 0) {
                orders.add(new Facts.Order(name(p[0]), name(p[1]), less, equal, greater));
            }
        }
        return new Facts(table.name(), rows, nulls, orders, quantiles.isEmpty() ? ranks() : binnedRanks(),
                categories());
    }

    /**
     * Spearman's rho of every pair of the numbers and times the caller gave quantiles of (at most
     * {@value Facts#MAX_BINNED}, not references), over the rows holding both, in one scan: each value's rank is read
     * off its column's quantiles (the middle of the ranks around it), and rho is Pearson's r of those ranks.
     */
    private List<Facts.Rank> binnedRanks() throws SQLException {
        List<Integer> ranked = new ArrayList<>();
        for (int i = 0; i < columns.size() && ranked.size() < Facts.MAX_BINNED; i++) {
            Profile.Kind kind = Profiler.kind(columns.get(i));
            if ((kind == Profile.Kind.NUMBER || kind == Profile.Kind.TIME) && !references.contains(name(i))
                    && distinct[i] >= 2 && quantiles.containsKey(i)) {
                ranked.add(i);
            }
        }
        List<int[]> pairs = pairs(ranked);
        if (pairs.isEmpty()) {
            return List.of();
        }
        // the ranks made once a row: a LIMIT keeps the servers from folding the derived table into the sums, which
        // would work each rank out again for every sum that names it
        String rows = rowsOf(new TreeSet<>(ranked));
        List<String> inner = new ArrayList<>();
        for (int i : ranked) {
            Profile.Kind kind = Profiler.kind(columns.get(i));
            inner.add(v(i));
            inner.add(Ranks.of(quantiles.get(i), kind == Profile.Kind.TIME ? sql.epochSeconds(v(i)) : v(i)) + " AS q"
                    + i);
        }
        List<String> select = new ArrayList<>();
        for (int[] p : pairs) {
            String both = v(p[0]) + " IS NOT NULL AND " + v(p[1]) + " IS NOT NULL";
            String x = "q" + p[0];
            String y = "q" + p[1];
            select.add(queries.countWhere(both));
            for (String e : List.of(x, y, x + " * " + x, y + " * " + y, x + " * " + y)) {
                select.add(queries.sumWhere(both, e));
            }
        }
        return ranks(pairs, select(select, queries.once(inner, rows)));
    }

    /**
     * The rank correlation of each pair from its six sums in {@code got} (rows, x, y, x², y², xy, in the pairs'
     * order); a pair with no spread is left out.
     */
    private List<Facts.Rank> ranks(List<int[]> pairs, BigDecimal[] got) {
        List<Facts.Rank> out = new ArrayList<>();
        for (int k = 0; k < pairs.size(); k++) {
            int at = 6 * k;
            long n = got[at].longValue();
            double rho = Association.pearson(n, got[at + 1], got[at + 2], got[at + 3], got[at + 4], got[at + 5]);
            if (!Double.isNaN(rho)) {
                out.add(new Facts.Rank(name(pairs.get(k)[0]), name(pairs.get(k)[1]), n, rho));
            }
        }
        return out;
    }

    private String name(int i) {
        return columns.get(i).name();
    }

    private static String v(int i) {
        return "v" + i;
    }

    /** The rows as a derived table {@code s} of the columns {@code which} (by their index), each as v + index. */
    private String rowsOf(Iterable<Integer> which) {
        List<String> values = new ArrayList<>();
        for (int i : which) {
            values.add(sql.quote(name(i)) + " AS " + v(i));
        }
        return queries.derived(values, fromWhere);
    }

    private static List<int[]> pairs(List<Integer> which) {
        List<int[]> pairs = new ArrayList<>();
        for (int x = 0; x < which.size(); x++) {
            for (int y = x + 1; y < which.size(); y++) {
                pairs.add(new int[] {which.get(x), which.get(y)});
            }
        }
        return pairs;
    }

    /** Types whose values group and compare as they are (not JSON, binary or spatial). */
    private static boolean groups(Catalog.Column col) {
        return (Profiler.kind(col) != Profile.Kind.OTHER || col.kind() == Kind.BOOLEAN) && !col.json()
                && col.kind() != Kind.JSON;
    }

    /** The columns paired for NULLs: the first {@value Facts#MAX_NULLABLE} that hold NULLs and values. */
    private List<Integer> nullable() {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < columns.size() && out.size() < Facts.MAX_NULLABLE; i++) {
            if (nonNull[i] > 0 && nonNull[i] < rows) {
                out.add(i);
            }
        }
        return out;
    }

    /**
     * Rows NULL in both columns of each pair of {@code nullable}, from one grouping of the rows by which of them are
     * NULL (a bit a column): a sum of a CASE a pair would be hundreds of expressions a row for a wide table, where the
     * patterns are few (columns NULL together share theirs) and each is added to every pair it holds here.
     */
    private void patterns(List<Integer> nullable) throws SQLException {
        if (nullable.size() < 2) {
            return;
        }
        StringJoiner bits = new StringJoiner(" + ");
        for (int b = 0; b < nullable.size(); b++) {
            bits.add(queries.nullBit(v(nullable.get(b)), 1L << b));
        }
        long[][] both = new long[nullable.size()][nullable.size()];
        try (Statement st = c.createStatement();
                ResultSet rs = st.executeQuery(queries.byPattern(bits.toString(), rowsOf(nullable)))) {
            while (rs.next()) {
                long pattern = rs.getLong(1);
                long n = rs.getLong(2);
                for (int x = 0; x < nullable.size(); x++) {
                    if ((pattern >> x & 1) == 0) {
                        continue;
                    }
                    for (int y = x + 1; y < nullable.size(); y++) {
                        if ((pattern >> y & 1) != 0) {
                            both[x][y] += n;
                        }
                    }
                }
            }
        }
        for (int x = 0; x < nullable.size(); x++) {
            for (int y = x + 1; y < nullable.size(); y++) {
                bothNull.put(List.of(nullable.get(x), nullable.get(y)), both[x][y]);
            }
        }
    }

    private List<Integer> ordered(Profile.Kind kind) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < columns.size() && out.size() < Facts.MAX_ORDERED; i++) {
            if (Profiler.kind(columns.get(i)) == kind && !references.contains(name(i))) {
                out.add(i);
            }
        }
        return out;
    }

    /** What one sum of a pair of columns adds for a row with a = b, and for a row with a > b (a < b adds 1). */
    private static final BigDecimal EQUAL = new BigDecimal("1000000000000");
    private static final BigDecimal GREATER = EQUAL.multiply(EQUAL);

    /**
     * The first scan: rows, values and distinct values of every column (unless given); returns, per pair of
     * {@code orderPairs}, rows with a < b, a = b, a > b. Each pair is one sum, the three counts in digits of their own
     * (1, 10^12, 10^24 a row: exact in the servers' decimal sums for up to 10^12 rows), a third of the sums three
     * would be.
     */
    private long[] scan(List<int[]> orderPairs) throws SQLException {
        List<String> select = new ArrayList<>();
        Set<Integer> read = new TreeSet<>();
        boolean count = nonNull == null;
        if (count) {
            select.add(queries.countAll());
            for (int i = 0; i < columns.size(); i++) {
                select.add(queries.countValues(v(i)));
                // a key of one column holds each value once: no need to count them
                boolean unique = table.isKey(List.of(name(i)));
                select.add(!groups(columns.get(i)) ? "-1" : unique ? queries.countValues(v(i))
                        : queries.countDistinct(v(i)));
                read.add(i);
            }
        }
        for (int[] p : orderPairs) {
            String a = v(p[0]);
            String b = v(p[1]);
            select.add(queries.orderSum(a, b, EQUAL.toPlainString(), GREATER.toPlainString()));
            read.addAll(List.of(p[0], p[1]));
        }
        if (select.isEmpty()) {
            return new long[0];
        }
        BigDecimal[] got = select(select, rowsOf(read));
        int at = 0;
        if (count) {
            rows = got[0].longValue();
            nonNull = new long[columns.size()];
            distinct = new long[columns.size()];
            for (int i = 0; i < columns.size(); i++) {
                nonNull[i] = got[1 + 2 * i].longValue();
                distinct[i] = got[2 + 2 * i].longValue();
            }
            at = 1 + 2 * columns.size();
        }
        long[] order = new long[3 * orderPairs.size()];
        for (int i = 0; i < orderPairs.size(); i++) {
            BigDecimal[] greater = got[at++].divideAndRemainder(GREATER);
            BigDecimal[] equal = greater[1].divideAndRemainder(EQUAL);
            order[3 * i] = equal[1].longValueExact();
            order[3 * i + 1] = equal[0].longValueExact();
            order[3 * i + 2] = greater[0].longValueExact();
        }
        return order;
    }

    /**
     * The expressions {@code select} over {@code from}, read in queries of at most {@value Facts#MAX_SELECTED} of them;
     * a NULL (a sum over no rows) as 0.
     */
    private BigDecimal[] select(List<String> select, String from) throws SQLException {
        BigDecimal[] out = new BigDecimal[select.size()];
        for (int start = 0; start < select.size(); start += Facts.MAX_SELECTED) {
            int end = Math.min(select.size(), start + Facts.MAX_SELECTED);
            String query = queries.select(select.subList(start, end), from);
            try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(query)) {
                rs.next();
                for (int i = start; i < end; i++) {
                    BigDecimal x = rs.getBigDecimal(1 + i - start);
                    out[i] = x == null ? BigDecimal.ZERO : x;
                }
            }
        }
        return out;
    }

    /** Whether the rows NULL in {@code a} are all NULL in {@code b} too, as the first scan counted (unknown: no). */
    private boolean nullsWithin(int a, int b) {
        if (nonNull[a] == rows) {
            return true;
        }
        Long both = bothNull.get(a < b ? List.of(a, b) : List.of(b, a));
        return both != null && both == rows - nonNull[a];
    }

    /**
     * The rows a pair of {@code a} and {@code b} is ranked over, those where both hold a value, named by the columns
     * whose NULLs decide them: none (no NULL in either), the one whose NULLs hold the other's, or both where neither
     * does. A column NULL on the same rows as an earlier one stands for it, so that pairs over the same rows share
     * their rankings.
     */
    private List<Integer> over(int a, int b, List<Integer> ranked) {
        boolean aInB = nullsWithin(a, b);
        boolean bInA = nullsWithin(b, a);
        if (aInB && bInA) {
            return nonNull[a] == rows ? List.of() : List.of(stand(a, ranked));
        }
        if (aInB || bInA) {
            return List.of(stand(aInB ? b : a, ranked));
        }
        return java.util.stream.Stream.of(stand(a, ranked), stand(b, ranked)).sorted().toList();
    }

    /** The first of {@code ranked} NULL on the same rows as {@code i}. */
    private int stand(int i, List<Integer> ranked) {
        for (int j : ranked) {
            if (nullsWithin(i, j) && nullsWithin(j, i)) {
                return j;
            }
        }
        return i;
    }

    /** A column ranked over the rows where the columns of {@code over} all hold a value (all rows: none). */
    private record Ranking(int column, List<Integer> over) {
    }

    /** Windows of a ranking: two, or one for a column without ties (no count of them needed). */
    private int windows(Ranking r) {
        return distinct[r.column()] == nonNull[r.column()] ? 1 : 2;
    }

    private List<Facts.Rank> ranks() throws SQLException {
        List<Integer> candidates = new ArrayList<>();
        for (boolean many : new boolean[] {true, false}) {
            for (int i = 0; i < columns.size(); i++) {
                Profile.Kind kind = Profiler.kind(columns.get(i));
                if ((kind == Profile.Kind.NUMBER || kind == Profile.Kind.TIME) && !references.contains(name(i))
                        && distinct[i] >= 2 && (distinct[i] > Facts.FEW) == many) {
                    candidates.add(i);
                }
            }
        }
        // the columns, in that order, whose every pair can be ranked within the windows allowed
        List<Integer> ranked = new ArrayList<>();
        Map<Ranking, String> rankings = new LinkedHashMap<>();
        for (int next : candidates) {
            if (ranked.size() == Facts.MAX_RANKED) {
                break;
            }
            List<Integer> trial = new ArrayList<>(ranked);
            trial.add(next);
            trial.sort(null);
            Map<Ranking, String> needed = new LinkedHashMap<>();
            for (int[] p : pairs(trial)) {
                List<Integer> over = over(p[0], p[1], trial);
                needed.putIfAbsent(new Ranking(p[0], over), "r" + needed.size());
                needed.putIfAbsent(new Ranking(p[1], over), "r" + needed.size());
            }
            if (needed.keySet().stream().mapToInt(this::windows).sum() <= Facts.MAX_WINDOWS) {
                ranked = trial;
                rankings = needed;
            }
        }
        List<int[]> pairs = pairs(ranked);
        if (pairs.isEmpty()) {
            return List.of();
        }
        List<String> select = new ArrayList<>();
        for (int[] p : pairs) {
            List<Integer> over = over(p[0], p[1], ranked);
            String both = v(p[0]) + " IS NOT NULL AND " + v(p[1]) + " IS NOT NULL";
            String x = rankings.get(new Ranking(p[0], over));
            String y = rankings.get(new Ranking(p[1], over));
            select.add(queries.countWhere(both));
            for (String e : List.of(x, y, x + " * " + x, y + " * " + y, x + " * " + y)) {
                select.add(queries.sumWhere(both, e));
            }
        }
        Set<Integer> read = new TreeSet<>(ranked);
        rankings.keySet().forEach(r -> read.addAll(r.over()));
        String rows = rowsOf(read);
        List<String> inner = new ArrayList<>();
        ranked.forEach(i -> inner.add(v(i)));
        rankings.forEach((r, alias) -> inner.add(ranking(r) + " AS " + alias));
        return ranks(pairs, select(select, queries.over(inner, rows)));
    }

    /**
     * Twice the average rank of a value among the rows a ranking is over: the rows there up to it, its ties included
     * ({@code le}, a window in its column's order), doubled, less its ties there ({@code ties}, a window partitioned
     * by it), plus one: 2 (below + (ties + 1) / 2). Every ranking of one column reads the same order, so the server
     * sorts by it once; and no rank is subtracted from another, which MySQL 8 refuses (its RANK() is unsigned).
     */
    private String ranking(Ranking r) {
        String v = v(r.column());
        String in;
        if (r.over().isEmpty() && nonNull[r.column()] == rows) {
            in = "1";
        } else {
            in = queries.held(v, r.over().stream().map(FactsReader::v).toList());
        }
        return queries.doubledRank(v, in, windows(r) != 1);
    }

    private List<Facts.Categories> categories() throws SQLException {
        List<Integer> few = new ArrayList<>();
        double product = 1;
        for (int i = 0; i < columns.size() && few.size() < Facts.MAX_CATEGORICAL; i++) {
            // a column whose every value is on one row determines every other: no dependence to tell
            if (groups(columns.get(i)) && distinct[i] >= 2 && distinct[i] <= Facts.FEW && distinct[i] < nonNull[i]) {
                few.add(i);
                product *= distinct[i] + 1; // and NULL
            }
        }
        List<int[]> pairs = pairs(few);
        if (pairs.isEmpty()) {
            return List.of();
        }
        Map<List<Integer>, Map<List<String>, Long>> tables = new LinkedHashMap<>();
        pairs.forEach(p -> tables.put(List.of(p[0], p[1]), new LinkedHashMap<>()));
        if (product <= Facts.MAX_COMBINATIONS) {
            group(few, tables);
        } else {
            for (int[] p : pairs) {
                group(List.of(p[0], p[1]), tables);
            }
        }
        List<Facts.Categories> out = new ArrayList<>();
        for (var e : tables.entrySet()) {
            List<Facts.Cell> cells = new ArrayList<>();
            long n = 0;
            Set<String> a = new TreeSet<>();
            Set<String> b = new TreeSet<>();
            for (var cell : e.getValue().entrySet()) {
                cells.add(new Facts.Cell(cell.getKey().get(0), cell.getKey().get(1), cell.getValue()));
                n += cell.getValue();
                a.add(cell.getKey().get(0));
                b.add(cell.getKey().get(1));
            }
            if (n > 0) {
                out.add(new Facts.Categories(name(e.getKey().get(0)), name(e.getKey().get(1)), n, a.size(), b.size(),
                        Association.cramersV(cells), cells));
            }
        }
        return out;
    }

    /** One grouping by {@code by}, its rows added to the contingency table of each pair of {@code tables} in it. */
    private void group(List<Integer> by, Map<List<Integer>, Map<List<String>, Long>> tables) throws SQLException {
        List<String> grouped = by.stream().map(FactsReader::v).toList();
        try (Statement st = c.createStatement();
                ResultSet rs = st.executeQuery(queries.combinations(grouped, rowsOf(by)))) {
            String[] values = new String[by.size()];
            while (rs.next()) {
                for (int i = 0; i < values.length; i++) {
                    values[i] = rs.getString(1 + i);
                }
                long n = rs.getLong(1 + values.length);
                for (int x = 0; x < values.length; x++) {
                    for (int y = x + 1; y < values.length; y++) {
                        Map<List<String>, Long> t = tables.get(List.of(by.get(x), by.get(y)));
                        if (t != null && values[x] != null && values[y] != null) {
                            t.merge(List.of(values[x], values[y]), n, Long::sum);
                        }
                    }
                }
            }
        }
    }
}
