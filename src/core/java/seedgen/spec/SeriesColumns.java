package seedgen.spec;

import java.util.List;
import java.util.Map;
import seedgen.generate.ColumnType;
import seedgen.generate.Distribution;
import seedgen.generate.Empirical;
import seedgen.generate.Generators;
import seedgen.generate.GroupFold;
import seedgen.generate.Mix;
import seedgen.generate.OrderedValues;

/**
 * {@code gen: int} or {@code gen: datetime} with {@code ordered: true}, {@code steps:} and {@code start:}: a series
 * over the rows of one parent, in row order, per group (the parent's rows with equal values of the {@code within:}
 * columns): a group's first row takes a value drawn from {@code start:}, each next row of the group the previous one's
 * and a step drawn from {@code steps:} (seconds for a time), so the values never decrease within a group and a step of
 * 0 repeats one (a player's second team in a season). {@code snap: TABLE.COLUMN} (whole numbers) moves each value to
 * the nearest one a column laid out in row order holds, upward first, so that a reference by that value finds rows.
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
        Empirical.Quantiles start = OptionValues.quantiles(o.get("start"), time ? n -> OptionValues.epoch(n, null)
                : n -> n.number("a start"));
        List<String> within = comp.groups.within(t, c);
        OrderedValues snap = snap(c, time);
        int stepStream = stream ^ 0x57E9;
        GroupFold fold = new GroupFold(GroupColumns.owner(t), comp.groups.group(t, within), (row, first, previous) -> {
            long v = first ? (long) (time ? Math.floor(start.at(Mix.unit(seed, row, stream)))
                    : Math.round(start.at(Mix.unit(seed, row, stream))))
                    : previous + step.draw(Mix.unit(seed, row, stepStream));
            return snap == null ? v : snap.ceiling(v);
        });
        if (steps.min() >= 1 && snap == null) {
            t.uniqueWithin.put(c.name(), within);
        }
        if (time) {
            Generators.Timed timed = fold::valueAt;
            return new Col(c.name(), timed, ColumnType.datetime(), false, false, timed, null, false, null, false);
        }
        double least = snap != null ? snap.valueAt(1) : Math.round(start.min());
        double greatest = snap != null ? snap.valueAt(snap.rows())
                : Math.round(start.max()) + (double) Math.max(0, t.def.per().max() - 1) * steps.max();
        t.ranges.put(c.name(), new double[] {least, greatest});
        boolean small = least >= Integer.MIN_VALUE && greatest <= Integer.MAX_VALUE;
        return Col.plain(c, row -> fold.valueAt(row), small ? ColumnType.sql("INT", 11) : ColumnType.bigint(),
                false, false);
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
