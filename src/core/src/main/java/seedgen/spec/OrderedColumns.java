package seedgen.spec;

import java.util.List;
import java.util.Map;
import seedgen.generate.Empirical;
import seedgen.generate.Generators;
import seedgen.generate.OrderedValues;
import seedgen.model.ColumnType;

/**
 * {@code gen: int} or {@code gen: datetime} with {@code quantiles:} and {@code ordered: true} in a table of its own
 * rows: the values in row order, row r at the quantile of rank (r - 0.5) / rows ({@link OrderedValues}), so the
 * measured distribution holds exactly and the rows of one value are one run: teams by year, which a reference by
 * value ({@code where:}) and a series ({@code snap:}) find by halving.
 */
final class OrderedColumns {

    private static final List<String> INT_OTHERS = List.of("min", "max", "distribution", "mean", "s", "at_least",
            "correlate");
    private static final List<String> TIME_OTHERS = List.of("from", "to", "step", "within", "min", "correlate");

    private OrderedColumns() {
    }

    /** The column, left in {@link Table#ordered} for the references and series that find its values. */
    static Col ordered(Table t, Spec.ColumnDef c, boolean time) {
        Map<String, Node> o = c.options();
        Node node = o.get("ordered");
        if (t.def.per() != null) {
            throw node.where().error("ordered: true with quantiles: lays the rows of a table of its own rows (rows:) "
                    + "out in order; in a table with per:, give steps: and start: for a series within each parent");
        }
        if (!o.containsKey("quantiles")) {
            throw node.where().error("ordered: true in a table of its own rows needs quantiles: (the values it lays "
                    + "out in row order)");
        }
        for (String other : time ? TIME_OTHERS : INT_OTHERS) {
            if (o.containsKey(other)) {
                throw o.get(other).where().error("ordered: true with quantiles: gives row r the quantile at rank "
                        + "(r - 0.5) / rows: drop " + other + ":");
            }
        }
        Empirical.Quantiles q = OptionValues.quantiles(o.get("quantiles"), time ? n -> OptionValues.epoch(n, null)
                : n -> n.number("a quantile"));
        OrderedValues values = new OrderedValues(q, t.rows, !time);
        t.ordered.put(c.name(), values);
        if (time) {
            Generators.Timed timed = values::valueAt;
            return new Col(c.name(), timed, ColumnType.datetime(), false, false, timed, null, false, null, false);
        }
        long least = Math.round(q.min());
        long greatest = Math.round(q.max());
        t.ranges.put(c.name(), new double[] {least, greatest});
        boolean small = least >= Integer.MIN_VALUE && greatest <= Integer.MAX_VALUE;
        return Col.plain(c, values::valueAt, small ? ColumnType.sql("INT", 11) : ColumnType.bigint(), false, false);
    }
}
