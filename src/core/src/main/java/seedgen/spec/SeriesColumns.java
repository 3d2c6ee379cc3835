package seedgen.spec;

import java.util.List;
import java.util.Map;
import seedgen.generate.Distribution;
import seedgen.generate.Empirical;
import seedgen.generate.Generators;
import seedgen.generate.GroupFold;
import seedgen.generate.Mix;
import seedgen.generate.OrderedValues;
import seedgen.model.ColumnType;

/**
 * {@code gen: int} or {@code gen: datetime} with {@code ordered: true}, {@code steps:} and {@code start:}: a series
 * over the rows of one parent, in row order, per group (the parent's rows with equal values of the {@code within:}
 * columns): a group's first row takes a value drawn from {@code start:}, each next row of the group the previous one's
 * and a step drawn from {@code steps:} (seconds for a time), so the values never decrease within a group and a step of
 * 0 repeats one (a player's second team in a season). {@code snap: TABLE.COLUMN} (whole numbers) moves each value to
 * the nearest one a column laid out in row order holds, upward first, so that a reference by that value finds rows.
 * {@code runs: K} lets no more than K rows of a group in a row hold one value: where a step of 0 would make the
 * K+1-th, the row draws its step again among those above 0, so a group of the series' within: columns and the series
 * holds at most K rows (a stint's positions). {@code until: V} ends each parent's series at V at the latest: a start
 * that would take the parent's rows past it moves down by as much (the seasons of a player who started late are
 * fewer years past the last one measured), so no value piles up at the end.
 */
final class SeriesColumns {

    private static final List<String> INT_OTHERS = List.of("min", "max", "distribution", "mean", "s", "at_least",
            "quantiles", "correlate");
    private static final List<String> TIME_OTHERS = List.of("from", "to", "step", "min", "delay", "mean", "quantiles",
            "correlate");

    private final Compilation comp;
    private final long seed;

    SeriesColumns(Compilation comp) {
        this.comp = comp;
        this.seed = comp.seed;
    }

    Col series(Table t, Spec.ColumnDef c, int stream, boolean time) {
        Map<String, Node> o = c.options();
        Node ordered = o.get("ordered");
        if (ordered == null || !ordered.bool("ordered")) {
            Node at = o.containsKey("steps") ? o.get("steps") : o.get("start");
            throw at.where().error("steps: and start: make a series in row order: they go with ordered: true");
        }
        if (t.def.per() == null) {
            throw ordered.where().error("steps: make a series over each parent's rows: it needs a table with per: (a "
                    + "table of its own rows takes ordered: true with quantiles:)");
        }
        if (!o.containsKey("steps") || !o.containsKey("start")) {
            throw ordered.where().error("a series needs steps: {STEP: WEIGHT, ...} (from one row to the next) and "
                    + "start: (the quantiles of a group's first value)");
        }
        for (String other : time ? TIME_OTHERS : INT_OTHERS) {
            if (o.containsKey(other)) {
                throw o.get(other).where().error("a series takes its values from start: and steps: drop " + other
                        + ":");
            }
        }
        Empirical.Weights steps = OptionValues.weights(o.get("steps"), time ? "step in seconds" : "step");
        if (steps.min() < 0) {
            throw o.get("steps").where().error("a step is 0 or more: the values of a series never decrease");
        }
        Distribution.Draw step = Distribution.Draw.empirical(steps);
        long runs = runs(o.get("runs"));
        Distribution.Draw rise = runs == 0 ? null : Distribution.Draw.empirical(above0(o.get("runs"), steps));
        Empirical.Quantiles start = OptionValues.quantiles(o.get("start"), time ? n -> OptionValues.epoch(n, null)
                : n -> n.number("a start"));
        List<String> within = comp.groups.within(t, c);
        OrderedValues snap = snap(c, time);
        int stepStream = stream ^ 0x57E9;
        int riseStream = stream ^ 0x2153;
        long most = comp.groups.groupBound(t, within).rows();
        Long until = until(o.get("until"), within, time);
        YearOf yearOf = yearOf(t, c, within, time);
        GroupFold fold = new GroupFold(GroupColumns.owner(t), comp.groups.group(t, within),
                (row, first, previous, run) -> {
                    if (first) {
                        double u = Mix.unit(seed, row, stream);
                        long v = yearOf != null && yearOf.start != null
                                ? yearOf.year(yearOf.start, row) + Math.round(yearOf.offsets.at(u))
                                : (long) (time ? Math.floor(start.at(u)) : Math.round(start.at(u)));
                        if (yearOf != null && yearOf.until != null || until != null) {
                            long span = span(t.place(row), step, rise, runs, stepStream, riseStream);
                            if (yearOf != null && yearOf.until != null) {
                                // by the parent's later year where the rows fit after the earlier's, never before it
                                long floor = yearOf.start == null ? Long.MIN_VALUE : yearOf.year(yearOf.start, row);
                                v = Math.max(Math.min(v, yearOf.year(yearOf.until, row) - span), Math.min(v, floor));
                            }
                            if (until != null) {
                                v = Math.min(v, until - span);
                            }
                        }
                        return snap == null ? v : snap.ceiling(v);
                    }
                    long s = stepAt(row, run, step, rise, runs, stepStream, riseStream);
                    return snap == null ? previous + s : snap.ceiling(previous + s);
                });
        if (snap == null && (steps.min() >= 1 || runs == 1)) {
            t.uniqueWithin.put(c.name(), within);
        } else if (snap == null && runs > 1) {
            t.runs.put(c.name(), new Table.Runs(runs, within));
        }
        if (time) {
            Generators.Timed timed = fold::valueAt;
            return new Col(c.name(), timed, ColumnType.datetime(), false, false, timed, null, false, null, false);
        }
        double least = snap != null ? snap.valueAt(1) : Math.round(start.min());
        double greatest = snap != null ? snap.valueAt(snap.rows())
                : Math.round(start.max()) + (double) Math.max(0, most - 1) * steps.max();
        t.ranges.put(c.name(), new double[] {least, greatest});
        boolean small = least >= Integer.MIN_VALUE && greatest <= Integer.MAX_VALUE;
        return Col.plain(c, row -> fold.valueAt(row), small ? ColumnType.sql("INT", 11) : ColumnType.bigint(),
                false, false);
    }

    /** The step from the row before to {@code row}, whose value the {@code run} rows before it held. */
    private long stepAt(long row, long run, Distribution.Draw step, Distribution.Draw rise, long runs, int stepStream,
            int riseStream) {
        long s = step.draw(Mix.unit(seed, row, stepStream));
        if (s == 0 && runs > 0 && run >= runs) {
            s = rise.draw(Mix.unit(seed, row, riseStream));
        }
        return s;
    }

    /** How far the series of a parent's rows climbs from its first row to its last: its steps summed. */
    private long span(seedgen.generate.ParentIndex.Place p, Distribution.Draw step, Distribution.Draw rise, long runs,
            int stepStream, int riseStream) {
        long span = 0;
        long run = 1;
        for (long r = p.firstChild() + 1; r < p.firstChild() + p.siblings(); r++) {
            long s = stepAt(r, run, step, rise, runs, stepStream, riseStream);
            run = s == 0 ? run + 1 : 1;
            span += s;
        }
        return span;
    }

    /**
     * {@code year_of: {start: PARENT.COLUMN, offsets: QUANTILES, until: PARENT.COLUMN}}: a series of years over a whole
     * parent's rows that starts at the year of the parent's time and an offset drawn from {@code offsets:} (a player's
     * first season in his debut's year), and ends by the year of another (his final game's), its start moved down
     * where its steps would pass it, but not below the first time's year: a parent with more rows than years between
     * the two runs past the later one rather than before the earlier; either part may be left out. {@code until: V}
     * still bounds the whole series. Null where it is not given.
     */
    private YearOf yearOf(Table t, Spec.ColumnDef c, List<String> within, boolean time) {
        Node node = c.options().get("year_of");
        if (node == null) {
            return null;
        }
        if (time || !within.isEmpty()) {
            throw node.where().error("year_of: starts and ends a series of years over a whole parent's rows: it goes "
                    + "with gen: int and no within:");
        }
        Map<String, Node> f = node.mapping("year_of", java.util.Set.of("start", "offsets", "until"));
        if (!f.containsKey("start") && !f.containsKey("until")) {
            throw node.where().error("year_of needs start: PARENT.COLUMN (with offsets: of the years after it) or "
                    + "until: PARENT.COLUMN, a time of the parent row");
        }
        if (f.containsKey("start") != f.containsKey("offsets")) {
            throw node.where().error("year_of's start: and offsets: go together: the first year is the parent's "
                    + "time's year and an offset drawn from offsets:");
        }
        Datetimes.Base start = f.containsKey("start") ? parentTime(t, f.get("start")) : null;
        Datetimes.Base until = f.containsKey("until") ? parentTime(t, f.get("until")) : null;
        Empirical.Quantiles offsets = f.containsKey("offsets")
                ? OptionValues.quantiles(f.get("offsets"), n -> n.number("an offset")) : null;
        return new YearOf(start, offsets, until);
    }

    private Datetimes.Base parentTime(Table t, Node node) {
        String named = node.scalar("year_of's time");
        Datetimes.Base base = comp.datetimes.base(t, named, node.where());
        if (!base.parent()) {
            throw node.where().error("year_of names the parent's time as PARENT.COLUMN (" + t.def.per().parent()
                    + ".COLUMN), not " + named);
        }
        return base;
    }

    /** The parent's times a series of years starts and ends by; the offsets of its first year. */
    private record YearOf(Datetimes.Base start, Empirical.Quantiles offsets, Datetimes.Base until) {
        long year(Datetimes.Base time, long row) {
            long epoch = time.timed().epochAt(time.row().applyAsLong(row));
            return java.time.LocalDate.ofEpochDay(Math.floorDiv(epoch, 86_400L)).getYear();
        }
    }

    /** {@code until: V}, the latest value of a series over a whole parent's rows; null where it is not given. */
    private static Long until(Node node, List<String> within, boolean time) {
        if (node == null) {
            return null;
        }
        if (!within.isEmpty()) {
            throw node.where().error("until: ends the series of a parent's rows, and within: makes one per group: "
                    + "drop one");
        }
        return time ? OptionValues.epoch(node, null) : node.integer("until");
    }

    /** {@code runs: K}, a whole number of 1 or more; 0 where it is not given. */
    private static long runs(Node node) {
        if (node == null) {
            return 0;
        }
        long k = node.integer("runs");
        if (k < 1) {
            throw node.where().error("runs: is the most rows of a group in a row that hold one value: 1 or more, not "
                    + k);
        }
        return k;
    }

    /**
     * The steps above 0, by their weights: a range from 0 keeps its part above 0, by the share of its numbers there.
     * Refused where none is: a run could not end.
     */
    private static Empirical.Weights above0(Node runs, Empirical.Weights steps) {
        long[] lo = steps.lows();
        long[] hi = steps.highs();
        double[] w = steps.weights();
        List<long[]> bins = new java.util.ArrayList<>();
        List<Double> weights = new java.util.ArrayList<>();
        for (int i = 0; i < lo.length; i++) {
            if (hi[i] < 1 || w[i] <= 0) {
                continue;
            }
            long from = Math.max(1, lo[i]);
            bins.add(new long[] {from, hi[i]});
            weights.add(w[i] * (hi[i] - from + 1) / (hi[i] - lo[i] + 1));
        }
        if (bins.isEmpty()) {
            throw runs.where().error("runs: ends a run of one value by a step above 0, and steps: has none: give "
                    + "one, or drop runs:");
        }
        return new Empirical.Weights(bins.stream().mapToLong(b -> b[0]).toArray(),
                bins.stream().mapToLong(b -> b[1]).toArray(), weights.stream().mapToDouble(Double::doubleValue)
                        .toArray());
    }

    /** The column {@code snap: TABLE.COLUMN} names, laid out in row order; null where none is named. */
    private OrderedValues snap(Spec.ColumnDef c, boolean time) {
        Node node = c.options().get("snap");
        if (node == null) {
            return null;
        }
        if (time) {
            throw node.where().error("snap: moves whole numbers to those a column holds: a time's series has none");
        }
        String at = node.scalar("snap");
        int dot = at.indexOf('.');
        if (dot < 0) {
            throw node.where().error("snap: names TABLE.COLUMN, a column laid out in row order (ordered: true with "
                    + "quantiles:), not '" + at + "'");
        }
        Table target = comp.table(at.substring(0, dot), node.where());
        String name = at.substring(dot + 1);
        if (target.columnDef(name) == null) {
            throw node.where().error("table " + target.def.name() + " has no column '" + name + "'");
        }
        comp.column(target, name, node.where());
        OrderedValues values = target.columnDef(name).gen().equals("int") ? target.ordered.get(name) : null;
        if (values == null || values.rows() == 0) {
            throw node.where().error("snap: " + at + " is not a column laid out in row order (gen: int, ordered: "
                    + "true, quantiles: in a table with rows: and at least one row): nothing to move the values to");
        }
        return values;
    }
}
