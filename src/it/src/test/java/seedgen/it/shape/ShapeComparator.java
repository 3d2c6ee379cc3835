package seedgen.it.shape;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.UnaryOperator;
import seedgen.it.shape.Measure.Kind;

/**
 * A copy's shape against its source's, measure by measure, on MySQL, MariaDB or PostgreSQL (two sides may be of
 * different families). The keys are read from the source's metadata (composite ones whole); names are matched in any
 * case and quoted as each side spells them. Every measure, with its bound:
 *
 * <ul>
 *   <li><b>rows</b> of each table within 3% of the source's times {@code scale};</li>
 *   <li><b>fan-out</b> of every foreign key (children per parent row, grouped by all the key's columns, parents with
 *       none counted from the parent's rows): KS distance at most 0.05, the largest within 0.5x..2x of the source's,
 *       the share of parents with none within 0.02;</li>
 *   <li><b>NULL share</b> of every column within 0.02;</li>
 *   <li><b>category weights</b>, for a column of at most 64 distinct values in the source that is neither a
 *       foreign-key member nor a key of one column (their values are made by the key's generator and their shape is
 *       the fan-out's), nor a column whose every value is on one row (an identity, as a 16-row table's names): each
 *       source value's share of the non-NULL rows within 0.02, and the copy's share of values
 *       the source lacks within 0.02 of 0;</li>
 *   <li><b>quantiles</b> p50, p90 and p99 of numbers (not a numeric key or reference of one column: its values are
 *       identities, which --scale multiplies),
 *       of text lengths: within 10% of the source's value, but never held closer than 5% of the source's spread
 *       from p1 to p99, so a quantile at or near 0 is not held to 10% of nothing; of times (as epoch seconds, UTC):
 *       within 10% of the source's spread from p1 to p99 (10% of seconds since 1970 would be years). The quantile p
 *       of n values is the value at row {@code 1 + floor(p * (n - 1))} in order;</li>
 *   <li><b>time window</b>: every time column's least and greatest in the copy inside the source's, at any scale;</li>
 *   <li><b>copied values</b>: a text column of more than 64 distinct values in the source (not a foreign-key
 *       member: its values are its parent's): the copy holds at most half of the source's distinct values. A copy
 *       of the column would hold nearly all of them; seedgen's own codes and name lists meet real values by chance
 *       (a three-letter code among 46,656; a common surname);</li>
 *   <li><b>facts</b> across columns ({@link Fact}), each within 0.05 of the source's figure.</li>
 * </ul>
 */
public final class ShapeComparator {

    static final double ROWS_BOUND = 0.03;

    private final Side source;
    private final Side copy;
    private final double scale;
    private final List<String> tables;
    private final List<Fact> facts;

    public ShapeComparator(Side source, Side copy, double scale, List<String> tables, List<Fact> facts) {
        if (!(scale > 0)) {
            throw new IllegalArgumentException("scale must be above 0, not " + scale);
        }
        this.source = source;
        this.copy = copy;
        this.scale = scale;
        this.tables = List.copyOf(tables);
        this.facts = List.copyOf(facts);
    }

    /** Every measure, table by table in the order given, then the facts. */
    public List<Measure> measure() throws SQLException {
        Map<String, String> sNames = source.tableNames();
        Map<String, String> cNames = copy.tableNames();
        Map<String, String> copyTables = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        List<Schema.Table> read = new ArrayList<>();
        for (String t : tables) {
            String s = sNames.get(t);
            String c = cNames.get(t);
            if (s == null || c == null) {
                throw new IllegalArgumentException("no table " + t + " in the " + (s == null ? "source's " + source
                        : "copy's " + copy));
            }
            copyTables.put(s, c);
            read.add(source.read(s));
        }
        for (Schema.ForeignKey k : read.stream().flatMap(t -> t.foreignKeys().stream()).toList()) {
            copyTables.putIfAbsent(k.parent(), cNames.getOrDefault(k.parent(), k.parent()));
        }
        List<Measure> out = new ArrayList<>();
        for (Schema.Table t : read) {
            String c = copyTables.get(t.name());
            rows(t.name(), c, out);
            for (Schema.ForeignKey k : t.foreignKeys()) {
                FanOuts.measure(source, copy, k, copyTables, out);
            }
            new ColumnMeasures(source, copy, t, c, out).measure();
        }
        for (Fact f : facts) {
            double s = Facts.measure(f, source, names(source, read, sNames));
            double c = Facts.measure(f, copy, names(copy, read, cNames));
            out.add(new Measure(Kind.FACT, f.table(), f.name(), f.kind().label(), Figures.share(s), Figures.share(c),
                    "±" + Facts.BOUND, Math.abs(s - c) <= Facts.BOUND));
        }
        return out;
    }

    private void rows(String table, String copyTable, List<Measure> out) throws SQLException {
        double s = source.numbers("SELECT COUNT(*) FROM " + source.table(table))[0];
        double c = copy.numbers("SELECT COUNT(*) FROM " + copy.table(copyTable))[0];
        double want = s * scale;
        String bound = "±3%" + (scale == 1 ? "" : " of " + Figures.count(want));
        String change = want == 0 ? "" : String.format(java.util.Locale.ROOT, " (%+.1f%%)", 100 * (c - want) / want);
        out.add(new Measure(Kind.ROWS, table, "", "rows", Figures.count(s), Figures.count(c) + change, bound,
                Math.abs(c - want) <= ROWS_BOUND * want));
    }

    /** A name in a fact's braces: a compared table, qualified, or else a column of one of them, quoted. */
    private static UnaryOperator<String> names(Side side, List<Schema.Table> read, Map<String, String> tableNames) {
        Map<String, String> columns = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        for (Schema.Table t : read) {
            for (Schema.Column c : t.columns()) {
                columns.putIfAbsent(c.name(), c.name());
            }
        }
        Map<String, String> resolved = new LinkedHashMap<>();
        return name -> resolved.computeIfAbsent(name, n -> {
            if (tableNames.containsKey(n)) {
                return side.table(tableNames.get(n));
            }
            if (columns.containsKey(n)) {
                return side.quote(columns.get(n));
            }
            throw new IllegalArgumentException("a fact names {" + n + "}, no compared table or column");
        });
    }
}
