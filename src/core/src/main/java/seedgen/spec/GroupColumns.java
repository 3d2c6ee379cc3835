package seedgen.spec;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.LongFunction;
import seedgen.generate.GroupFold;
import seedgen.generate.MadeUpValues;
import seedgen.generate.Mix;
import seedgen.generate.OrderedValues;
import seedgen.generate.ParentIndex;
import seedgen.generate.RunMembers;
import seedgen.generate.ValueGenerator;
import seedgen.model.ColumnType;

/**
 * Columns made along the rows of one parent, per group (the parent's rows with equal values of the {@code within:}
 * columns): a counter ({@code gen: counter}) and a different member for each row of a group ({@code gen: choice,
 * distinct: true, within: [...]}). With the parent's key and the within: columns, each is a key of the table.
 */
final class GroupColumns {

    private final Compilation comp;
    private final long seed;

    GroupColumns(Compilation comp) {
        this.comp = comp;
        this.seed = comp.seed;
    }

    /**
     * gen: counter: one more than the rows of the same parent before this one (in row order) whose within: columns
     * hold this row's values, from {@code start:} (1 unless given); in a table of its own rows, among the rows with
     * equal values of within: columns laid out in row order.
     */
    Col counter(Table t, Spec.ColumnDef c, int stream) {
        Map<String, Node> o = c.options();
        long start = o.containsKey("start") ? o.get("start").integer("start") : 1;
        List<String> within = within(t, c);
        ValueGenerator gen;
        long most;
        if (t.def.per() == null) {
            if (within.isEmpty()) {
                throw c.genWhere().error("a counter counts the rows of a parent (a table with per:) or of equal values "
                        + "of an ordered column: give " + t.def.name() + " per: or the counter within: [COLUMN]");
            }
            gen = amongOrdered(t, c, within, start);
            most = t.rows;
            t.uniqueAmong.put(c.name(), within);
        } else {
            GroupFold fold = new GroupFold(owner(t), group(t, within), (row, first, previous) -> first ? 0
                    : previous + 1);
            gen = row -> start + fold.valueAt(row);
            most = groupBound(t, within).rows();
            t.uniqueWithin.put(c.name(), within);
        }
        long greatest = start + Math.max(0, most - 1);
        if (c.type() != null && TypeChecks.INTEGER_TYPE.matcher(c.type()).matches()) {
            long[] range = TypeChecks.integerRange(c.type());
            if (start < range[0] || greatest > range[1]) {
                throw c.where().error(String.format(Locale.ROOT, "a counter from %d reaches %d here (a group may hold "
                        + "%,d rows): %s holds %d..%d; use a wider type", start, greatest, most, c.type().strip(),
                        range[0], range[1]));
            }
        }
        t.ranges.put(c.name(), new double[] {start, greatest});
        boolean small = start >= Integer.MIN_VALUE && greatest <= Integer.MAX_VALUE;
        return Col.plain(c, gen, small ? ColumnType.sql("INT", 11) : ColumnType.bigint(), false, false);
    }

    /** A counter in a table of its own rows: the row's place in the run of rows with its within: values. */
    private static ValueGenerator amongOrdered(Table t, Spec.ColumnDef c, List<String> within, long start) {
        OrderedValues[] columns = orderedWithin(t, c, within, "a counter counts");
        return row -> start + row - firstOfRun(columns, row);
    }

    /**
     * The within: columns of a column in a table of its own rows, each laid out in row order; refused where one is not
     * ({@code does}: what the column does within them, for the message).
     */
    private static OrderedValues[] orderedWithin(Table t, Spec.ColumnDef c, List<String> within, String does) {
        List<OrderedValues> by = new ArrayList<>();
        for (String w : within) {
            OrderedValues values = t.ordered.get(w);
            if (values == null) {
                throw c.options().get("within").where().error("in a table of its own rows " + does + " within "
                        + "columns laid out in row order (ordered: true with quantiles:), and " + w + " is not one");
            }
            by.add(values);
        }
        return by.toArray(OrderedValues[]::new);
    }

    /** The first row whose values of {@code columns} (each never decreasing) are those of {@code row}: by halving. */
    static long firstOfRun(OrderedValues[] columns, long row) {
        long[] at = new long[columns.length];
        for (int i = 0; i < columns.length; i++) {
            at[i] = columns[i].valueAt(row);
        }
        long lo = 1;
        long hi = row;
        while (lo < hi) {
            long mid = lo + (hi - lo) / 2;
            if (compare(columns, mid, at) >= 0) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return lo;
    }

    private static int compare(OrderedValues[] columns, long row, long[] values) {
        for (int i = 0; i < columns.length; i++) {
            int c = Long.compare(columns[i].valueAt(row), values[i]);
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }

    /**
     * gen: choice with distinct: true and within: [A, B]: the rows of one group (a parent's rows with equal A, B) take
     * different members, in an order drawn by weight without putting one back (the members ranked by -ln(u) / weight,
     * a draw of its own per group and member). A group that can hold more rows than there are members is refused,
     * unless the column has null:, whose group's rows past the members are NULL.
     */
    Col distinctChoice(Table t, Spec.ColumnDef c, List<String> names, List<Double> weights, int stream, int longest,
            boolean digitFree, MadeUpValues other) {
        Where w = c.options().get("distinct").where();
        List<String> within = within(t, c);
        if (t.def.per() == null) {
            return amongOrdered(t, c, names, weights, stream, longest, digitFree, within, w, other);
        }
        List<String> members = weighed(names, weights);
        List<Double> shares = weighed(weights, weights);
        Bound most = groupBound(t, within);
        long bound = most.rows();
        tooFewMadeUp(c, other, bound - members.size());
        if (bound > members.size() && c.nullRatio() <= 0 && other == null) {
            throw w.error(String.format(Locale.ROOT, "distinct: true gives the rows of a group (a %s row's rows with "
                    + "equal %s) different values, but a group may hold %,d rows (%s) and there are %d "
                    + "values: give the column null: (a group's rows past the values NULL), more values, or a "
                    + "within: column that counts the group's rows or caps its runs:", t.def.per().parent(),
                    String.join(", ", within), bound, most.why(), members.size()));
        }
        GroupFold fold = new GroupFold(owner(t), group(t, within), (row, first, previous) -> first ? 0
                : previous + 1);
        String[] values = members.toArray(String[]::new);
        double[] weight = shares.stream().mapToDouble(Double::doubleValue).toArray();
        ThreadLocal<Order> last = ThreadLocal.withInitial(Order::new);
        ValueGenerator gen = row -> {
            long k = fold.valueAt(row);
            long parent = t.place(row).parent();
            long group = Mix.mix64(GroupFold.hash(fold.lastGroup()) ^ Mix.mix64(parent));
            if (k >= values.length) {
                return other == null ? null : madeUp(other, group, k - values.length);
            }
            return values[last.get().of(group, seed, stream, weight)[(int) k]];
        };
        t.uniqueWithin.put(c.name(), within);
        return new Col(c.name(), gen, ColumnType.varchar(Math.max(1, longest)), false, digitFree, null, null, false,
                null, bound > members.size() && other == null);
    }

    /**
     * A distinct choice in a table of its own rows: the rows of one run of equal within: values (columns laid out in
     * row order: the teams of one year) take different members, dealt to the runs by weight ({@link RunMembers}; by a
     * draw per run without putting back where within: names several columns or the runs are too many to deal); a run
     * longer than the members is refused unless the column has null: (the rows past them NULL) or other: (values
     * made up for them, different within the run and never a member).
     */
    private Col amongOrdered(Table t, Spec.ColumnDef c, List<String> names, List<Double> weights, int stream,
            int longest, boolean digitFree, List<String> within, Where w, MadeUpValues other) {
        if (within.isEmpty()) {
            return amongAll(t, c, names, weights, stream, longest, digitFree, w, other);
        }
        OrderedValues[] columns = orderedWithin(t, c, within, "a distinct choice is distinct");
        long bound = Long.MAX_VALUE;
        for (OrderedValues values : columns) {
            bound = Math.min(bound, values.longestRun());
        }
        List<String> members = weighed(names, weights);
        List<Double> shares = weighed(weights, weights);
        tooFewMadeUp(c, other, bound - members.size());
        if (bound > members.size() && c.nullRatio() <= 0 && other == null) {
            throw w.error(String.format(Locale.ROOT, "distinct: true gives the rows of a run of equal %s different "
                    + "values, but a run holds up to %,d rows here and there are %d values: give the column null: "
                    + "(a run's rows past the values NULL) or other: (values made up for them), more values, or "
                    + "the table fewer rows",
                    String.join(", ", within), bound, members.size()));
        }
        String[] values = members.toArray(String[]::new);
        double[] weight = shares.stream().mapToDouble(Double::doubleValue).toArray();
        ThreadLocal<Order> last = ThreadLocal.withInitial(Order::new);
        // within one column: its runs dealt the members by weight, so each holds its share of the rows; a table of
        // too many runs to deal up front draws each run's members by weight instead
        RunMembers dealt = columns.length == 1 ? RunMembers.deal(columns[0], weight, seed, stream) : null;
        ValueGenerator gen = dealt != null ? row -> {
            int m = dealt.memberAt(row);
            if (m >= 0) {
                return values[m];
            }
            long first = dealt.runStart(row);
            return other == null ? null : madeUp(other, Mix.mix64(first ^ 0x7E4D), row - first - values.length);
        } : row -> {
            long first = firstOfRun(columns, row);
            long k = row - first;
            long group = Mix.mix64(first ^ 0x7E4D);
            if (k >= values.length) {
                return other == null ? null : madeUp(other, group, k - values.length);
            }
            return values[last.get().of(group, seed, stream, weight)[(int) k]];
        };
        t.uniqueAmong.put(c.name(), within);
        return new Col(c.name(), gen, ColumnType.varchar(Math.max(1, longest)), false, digitFree, null, null, false,
                null, bound > members.size() && other == null);
    }

    /**
     * A distinct choice with no within: in a table of its own rows: every row a different member, in an order drawn
     * by weight without putting one back (a table of settings rows, one per allowed name; a single-row table whose
     * key a CHECK holds to one value). A table of more rows than members is refused unless the column has null: or
     * other:, as for a run.
     */
    private Col amongAll(Table t, Spec.ColumnDef c, List<String> names, List<Double> weights, int stream,
            int longest, boolean digitFree, Where w, MadeUpValues other) {
        List<String> members = weighed(names, weights);
        List<Double> shares = weighed(weights, weights);
        tooFewMadeUp(c, other, t.rows - members.size());
        if (t.rows > members.size() && c.nullRatio() <= 0 && other == null) {
            throw w.error(String.format(Locale.ROOT, "distinct: true gives every row of the table a different value, "
                    + "but it has %,d rows and there are %d values: give the table rows: %d or fewer, the column "
                    + "null: (the rows past the values NULL) or other: (values made up for them), or the choice "
                    + "within: [COLUMN]", t.rows, members.size(), members.size()));
        }
        String[] values = members.toArray(String[]::new);
        int[] order = new Order().of(0x5E77, seed, stream, shares.stream().mapToDouble(Double::doubleValue)
                .toArray()).clone();
        ValueGenerator gen = row -> {
            long k = row - 1;
            if (k >= values.length) {
                return other == null ? null : madeUp(other, 0x5E77, k - values.length);
            }
            return values[order[(int) k]];
        };
        t.uniqueAmong.put(c.name(), List.of());
        boolean past = t.rows > members.size(); // rows past the members: NULL (a key's NULLs never collide) or other:
        return new Col(c.name(), gen, ColumnType.varchar(Math.max(1, longest)), !past, digitFree, null, null, false,
                null, past && other == null);
    }

    /** The items of {@code items} whose weight is above 0, in their order. */
    private static <T> List<T> weighed(List<T> items, List<Double> weights) {
        List<T> out = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            if (weights.get(i) > 0) {
                out.add(items.get(i));
            }
        }
        return out;
    }

    /** Refused where other: cannot make {@code past} different values for a group's rows past the members. */
    private static void tooFewMadeUp(Spec.ColumnDef c, MadeUpValues other, long past) {
        if (other != null && past > 0 && other.count() < 4 * past) {
            throw c.options().get("other").where().error(String.format(Locale.ROOT, "other: makes up the values of "
                    + "a group's rows past the members, up to %,d different ones here, and its length and chars "
                    + "give %,d values: give it longer values or more chars", past, other.count()));
        }
    }

    /**
     * The {@code j}-th value made up for a group's rows past the members (j from 0): never a member, and different
     * from the group's earlier made-up values (a value equal to one is made again from the next draw).
     */
    static String madeUp(MadeUpValues other, long group, long j) {
        List<String> made = new ArrayList<>();
        long draw = 0;
        while (made.size() <= j) {
            String v = other.valueFor(Mix.mix64(group ^ Mix.mix64(0x0E7A + draw++)));
            if (!made.contains(v)) {
                made.add(v);
            }
        }
        return made.get((int) j);
    }

    /** Each thread's last group's order of members: the rows of a group come one after another. */
    private static final class Order {
        private long group;
        private int[] order;

        int[] of(long group, long seed, int stream, double[] weight) {
            if (order == null || this.group != group) {
                double[] rank = new double[weight.length];
                Integer[] by = new Integer[weight.length];
                for (int i = 0; i < weight.length; i++) {
                    double u = Mix.unit(seed, Mix.mix64(group + i), stream ^ 0x0D15);
                    rank[i] = -StrictMath.log(1 - u) / weight[i];
                    by[i] = i;
                }
                Arrays.sort(by, (a, b) -> Double.compare(rank[a], rank[b]));
                order = Arrays.stream(by).mapToInt(Integer::intValue).toArray();
                this.group = group;
            }
            return order;
        }
    }

    /** The most rows a group can hold, and what says so (for a refusal to name). */
    record Bound(long rows, String why) {
    }

    /**
     * The most rows of one parent a group of {@code within} can hold: 1 where one of its columns is unique within
     * the parent and columns of the group (a counter, a series without a step of 0 or with runs: 1); else the least
     * of the parent's largest count and the runs: of each series in the group whose own within: columns are in the
     * group too (a series caps its runs along its own group: the rows of other values of its within: columns are
     * other runs). A nullable column bounds nothing: its NULL rows are one group of any size.
     */
    Bound groupBound(Table t, List<String> within) {
        Bound bound = new Bound(t.def.per().max(), "per:'s count");
        for (String w : within) {
            if (t.cols.get(w).nullable()) {
                continue;
            }
            List<String> among = t.uniqueWithin.get(w);
            if (t.uniqueInParent.contains(w) || among != null && within.containsAll(among)) {
                return new Bound(1, w + " differs between the rows of its group");
            }
            Table.Runs runs = t.runs.get(w);
            if (runs != null && within.containsAll(runs.within()) && runs.most() < bound.rows()) {
                bound = new Bound(runs.most(), w + "'s runs:");
            }
        }
        return bound;
    }

    /**
     * The columns {@code within:} names, each made before this one (written earlier in the table), compiled; none
     * where it is not given.
     */
    List<String> within(Table t, Spec.ColumnDef c) {
        Node node = c.options().get("within");
        if (node == null) {
            return List.of();
        }
        List<String> names = node.names("within");
        List<String> order = t.def.columns().stream().map(Spec.ColumnDef::name).toList();
        int self = order.indexOf(c.name());
        for (String name : names) {
            int at = order.indexOf(name);
            if (at < 0) {
                throw node.where().error("within: names no column '" + name + "' of " + t.def.name());
            }
            if (at >= self) {
                throw node.where().error("within: names " + name + ", which is made after " + c.name() + " (a group "
                        + "is of columns made before): write " + name + " before " + c.name() + " in the table");
            }
            comp.column(t, name, node.where());
        }
        return List.copyOf(names);
    }

    /** A row's parent and the parent's first row. */
    static GroupFold.Owner owner(Table t) {
        return row -> {
            ParentIndex.Place p = t.place(row);
            return new long[] {p.parent(), p.firstChild()};
        };
    }

    /** A row's values of {@code within}, as one key (NULL among them); null for no column (one group). */
    LongFunction<Object> group(Table t, List<String> within) {
        if (within.isEmpty()) {
            return null;
        }
        ValueGenerator[] of = within.stream().map(n -> t.cols.get(n).gen()).toArray(ValueGenerator[]::new);
        return row -> {
            Object[] values = new Object[of.length];
            for (int i = 0; i < of.length; i++) {
                values[i] = of[i].valueFor(row);
            }
            return Arrays.asList(values);
        };
    }
}
