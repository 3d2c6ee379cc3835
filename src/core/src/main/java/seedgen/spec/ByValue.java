package seedgen.spec;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.LongUnaryOperator;
import seedgen.generate.Generators;
import seedgen.generate.GroupFold;
import seedgen.generate.Mix;
import seedgen.generate.OrderedValues;
import seedgen.generate.ValueGenerator;
import seedgen.model.ForeignKey;

/**
 * {@code gen: ref, table: T, column: X, where: {Y: Z}}: a row of T whose column Y holds this row's column Z's value,
 * uniform among them, and its column X. Y is laid out in row order in T ({@code ordered: true} with
 * {@code quantiles:}), so the rows of one value are one run, found by halving; {@code distinct: true} gives the rows of
 * one group (a parent's rows with equal Z) different rows of T. With Z the column is a foreign key (Z, X) to T's key
 * (Y, X): batting's (yearID, teamID) to teams.
 */
final class ByValue {

    private static final List<String> OTHERS = List.of("distribution", "s", "within", "with", "before", "fanout",
            "exact", "exclude", "roots");

    private final Compilation comp;
    private final long seed;

    ByValue(Compilation comp) {
        this.comp = comp;
        this.seed = comp.seed;
    }

    Col ref(Table t, Spec.ColumnDef c, int stream, Table target) {
        Map<String, Node> o = c.options();
        Node where = o.get("where");
        for (String other : OTHERS) {
            if (o.containsKey(other)) {
                throw o.get(other).where().error("where: picks among the rows of " + target.def.name() + " that hold "
                        + "this row's value: drop " + other + ":");
            }
        }
        if (!o.containsKey("column")) {
            throw where.where().error("where: needs column: X, the column of " + target.def.name() + " to take from "
                    + "the row it finds");
        }
        Map<String, Node> pair = where.mapping("where");
        if (pair.size() != 1) {
            throw where.where().error("where: pairs one column of " + target.def.name() + " with one of this row: "
                    + "{Y: Z}");
        }
        String y = pair.keySet().iterator().next();
        Node zNode = pair.get(y);
        String z = zNode.scalar("where's column");
        OrderedValues values = orderedColumn(target, y, where.keyWhere(y));
        if (t.columnDef(z) == null || z.equals(c.name())) {
            throw zNode.where().error("where: {" + y + ": " + z + "} names " + (z.equals(c.name()) ? "the column itself"
                    : "no column '" + z + "' of " + t.def.name()) + ": name a column of this row");
        }
        Col zc = comp.column(t, z, zNode.where());
        if (!findsRows(t.columnDef(z), target, y)) {
            throw zNode.where().error("where: {" + y + ": " + z + "}: " + z + " may hold a value no row of "
                    + target.def.name() + " has in " + y + ": make it with snap: " + target.def.name() + "." + y
                    + " (or a ref to " + target.def.name() + " with column: " + y + ")");
        }
        String x = o.get("column").scalar("column");
        if (target.columnDef(x) == null) {
            throw o.get("column").where().error("table " + target.def.name() + " has no column '" + x + "'");
        }
        Col xc = comp.column(target, x, o.get("column").where());
        boolean time = target.columnDef(y).gen().equals("datetime");
        ValueGenerator zValue = zc.gen();
        Generators.Timed zTime = zc.timed();
        if (time && zTime == null) {
            throw zNode.where().error("where: " + y + " of " + target.def.name() + " is a time: " + z + " must be a "
                    + "datetime too");
        }
        // Z's value as the ordered column holds it: a whole number, or a time's epoch second; null where Z is NULL
        java.util.function.LongFunction<Object> key = row -> {
            Object v = zValue.valueFor(row);
            return v == null ? null : time ? zTime.epochAt(row) : ((Number) v).longValue();
        };
        boolean distinct = o.containsKey("distinct") && o.get("distinct").bool("distinct");
        boolean excess = false;
        LongUnaryOperator pick;
        if (distinct) {
            if (t.def.per() == null) {
                throw o.get("distinct").where().error("distinct: true gives the rows of one parent with equal " + z
                        + " different rows: it needs a table with per:");
            }
            GroupColumns.Bound most = comp.groups.groupBound(t, List.of(z));
            long bound = most.rows();
            long shortest = values.shortestRun();
            excess = bound > shortest;
            if (excess && c.nullRatio() <= 0) {
                throw o.get("distinct").where().error(String.format(Locale.ROOT, "distinct: true gives the rows of a "
                        + "group (a %s row's rows with equal %s) different rows of %s, but a group may hold %,d rows "
                        + "(%s) and some value of %s has %,d: give the column null: (a group's rows past "
                        + "them NULL), or drop distinct:", t.def.per().parent(), z, target.def.name(), bound,
                        most.why(), y, shortest));
            }
            GroupFold fold = new GroupFold(GroupColumns.owner(t), key::apply, (row, first, previous) -> first ? 0
                    : previous + 1);
            pick = row -> {
                long k = fold.valueAt(row);
                Object v = fold.lastGroup();
                if (v == null) {
                    return -1;
                }
                long[] run = values.runOf((Long) v);
                long n = run[1] - run[0] + 1;
                if (k >= n) {
                    return -1;
                }
                long owner = Mix.mix64(t.place(row).parent() ^ Mix.mix64((Long) v));
                return run[0] - 1 + Generators.distinctPick(seed, stream, owner, k, n);
            };
            t.uniqueWithin.put(c.name(), List.of(z));
        } else {
            pick = row -> {
                Object v = key.apply(row);
                if (v == null) {
                    return -1;
                }
                long[] run = values.runOf((Long) v);
                return run[0] + Long.remainderUnsigned(Mix.hash(seed, row, stream), run[1] - run[0] + 1);
            };
        }
        LongUnaryOperator chosen = Generators.keptForTheRow(pick);
        ValueGenerator value = xc.gen();
        boolean nullable = zc.nullable() || excess;
        if (!nullable) {
            t.picks.put(c.name(), new Picked(target, x, chosen));
        }
        return new Col(c.name(), row -> {
            long r = chosen.applyAsLong(row);
            return r < 0 ? null : value.valueFor(r);
        }, xc.type(), false, xc.digitFree(), null, foreignKey(t, c, target, z, y, x), false, null, nullable);
    }

    /** Column {@code y} of {@code target}, laid out in row order; refused where it is not. */
    private OrderedValues orderedColumn(Table target, String y, Where w) {
        if (target.columnDef(y) == null) {
            throw w.error("table " + target.def.name() + " has no column '" + y + "'");
        }
        comp.column(target, y, w);
        OrderedValues values = target.ordered.get(y);
        if (values == null || values.rows() == 0) {
            throw w.error("where: " + y + " of " + target.def.name() + " is not laid out in row order (ordered: true "
                    + "with quantiles: in a table with rows: and at least one row), so its rows of one value are not "
                    + "one run to pick from");
        }
        return values;
    }

    /**
     * Whether every value column {@code z} holds is one some row of {@code target} holds in {@code y}: a series moved
     * to its values ({@code snap: T.Y}), or a reference to {@code target} that copies {@code y}.
     */
    private static boolean findsRows(Spec.ColumnDef z, Table target, String y) {
        Map<String, Node> o = z.options();
        if (o.containsKey("snap") && o.get("snap").scalar("snap").equals(target.def.name() + "." + y)) {
            return true;
        }
        return z.gen().equals("ref") && o.containsKey("table") && o.get("table").scalar("table")
                .equals(target.def.name()) && o.containsKey("column") && o.get("column").scalar("column").equals(y)
                && !o.containsKey("where");
    }

    /**
     * (Z, X) to the key of {@code target} that is (Y, X), in that key's order; X alone where X is a key of its own;
     * none otherwise.
     */
    private ForeignKey foreignKey(Table t, Spec.ColumnDef c, Table target, String z, String y, String x) {
        if (target.pk == null) {
            target.pk = comp.keys.primaryKey(target);
        }
        List<List<String>> keys = new ArrayList<>();
        keys.add(target.pk);
        keys.addAll(target.def.unique());
        for (List<String> k : keys) {
            if (k.size() == 2 && k.contains(y) && k.contains(x) && !y.equals(x)) {
                List<String> columns = k.stream().map(col -> col.equals(y) ? z : c.name()).toList();
                return new ForeignKey(columns, target.def.name(), k);
            }
        }
        for (List<String> k : keys) {
            if (k.equals(List.of(x))) {
                return new ForeignKey(List.of(c.name()), target.def.name(), k);
            }
        }
        return null;
    }
}
