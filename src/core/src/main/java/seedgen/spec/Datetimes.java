package seedgen.spec;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.LongUnaryOperator;
import seedgen.generate.Generators;
import seedgen.model.ColumnType;

/**
 * Datetime columns: a range, an ordered series, or a time after another column's: of the same row, of the parent
 * row, of the row a ref column picks, or the latest of several of these.
 */
final class Datetimes {

    private final Compilation comp;
    private final long seed;

    Datetimes(Compilation comp) {
        this.comp = comp;
        this.seed = comp.seed;
    }

    /**
     * {@code unchanged: SHARE}: that share of the rows keep the time they follow exactly (an {@code updated_at} of a
     * row never updated is its {@code created_at}), drawn apart from the delay, which the others take as before.
     */
    private Generators.Timed unchanged(Node share, boolean ordered, Generators.Timed timed, Generators.Timed base,
            LongUnaryOperator baseRow, int stream) {
        if (ordered) {
            throw share.where().error("unchanged: keeps some rows at the time they follow: it does not go with "
                    + "ordered: true");
        }
        double p = share.number("unchanged");
        if (!(p >= 0 && p <= 1)) {
            throw share.where().error("unchanged: is the share of rows at the time they follow, from 0 to 1, not "
                    + p);
        }
        int draw = stream ^ 0x0C4A;
        return row -> seedgen.generate.Mix.unit(seed, row, draw) < p ? base.epochAt(baseRow.applyAsLong(row))
                : timed.epochAt(row);
    }

    Col datetime(Table t, Spec.ColumnDef c, int stream) {
        Col col = times(t, c, stream);
        Node format = c.options().get("format");
        return format == null ? col : TimeFormats.apply(col, c, format);
    }

    private Col times(Table t, Spec.ColumnDef c, int stream) {
        Map<String, Node> o = c.options();
        boolean series = o.containsKey("steps") || o.containsKey("start");
        for (String end : List.of("until", "since")) {
            if (o.containsKey(end) && !(o.containsKey("after") && o.containsKey("quantiles"))
                    && !(series && end.equals("until"))) {
                throw o.get(end).where().error(end + ": bounds the window of a delay drawn from quantiles: it goes "
                        + "with after: and quantiles: (other times stay within from: and to:), or until: ends a "
                        + "series (steps:, start:)");
            }
        }
        if (o.containsKey("steps") || o.containsKey("start")) {
            if (o.containsKey("after")) {
                throw o.get("after").where().error("a series takes its values from start: and steps:: drop after:");
            }
            if (o.containsKey("unchanged")) {
                throw o.get("unchanged").where().error("unchanged: goes with after:, not with a series");
            }
            Correlations.refuse(c, "a series draws its steps");
            return comp.series.series(t, c, stream, true);
        }
        if (o.containsKey("snap")) {
            throw o.get("snap").where().error("snap: goes with a series of whole numbers (gen: int, ordered: true, "
                    + "steps: and start:)");
        }
        if (o.containsKey("runs")) {
            throw o.get("runs").where().error("runs: caps the rows of a series that repeat a value: it goes with "
                    + "ordered: true, steps: and start:");
        }
        if (!o.containsKey("quantiles") || o.containsKey("after")) {
            Correlations.refuse(c, o.containsKey("after") ? "after: draws a delay; correlate the time it follows "
                    + "instead" : "give quantiles:");
        }
        if (o.containsKey("after")) {
            return after(t, c, stream);
        }
        return alone(t, c, stream);
    }

    /** A time {@code after:} one or more others: ordered in its parent's rows, or a delay measured or drawn. */
    private Col after(Table t, Spec.ColumnDef c, int stream) {
        Map<String, Node> o = c.options();
        Node afterNode = o.get("after");
        List<Node> names = afterNode.isList() ? afterNode.list("after") : List.of(afterNode);
        if (names.isEmpty()) {
            throw afterNode.where().error("after: names at least one column");
        }
        List<Base> bases = new ArrayList<>();
        for (Node n : names) {
            bases.add(base(t, n.scalar("after"), n.where()));
        }
        Generators.Timed base = bases.size() == 1 ? bases.get(0).timed() : latest(bases);
        LongUnaryOperator baseRow = bases.size() == 1 ? bases.get(0).row() : row -> row;
        if (o.containsKey("ordered") && o.get("ordered").bool("ordered")
                && (bases.size() != 1 || !bases.get(0).parent())) {
            throw o.get("ordered").where().error("ordered: true orders the rows of one parent: after: must "
                    + "name the parent's column (PARENT.COLUMN), and only it");
        }
        boolean ordered = o.containsKey("ordered") && o.get("ordered").bool("ordered");
        Generators.Timed timed = ordered ? orderedAfter(t, c, base, baseRow, stream)
                : o.containsKey("quantiles") ? measuredDelay(o, base, baseRow, stream)
                : drawnDelay(c, base, baseRow, stream);
        if (o.containsKey("unchanged")) {
            timed = unchanged(o.get("unchanged"), ordered, timed, base, baseRow, stream);
        }
        return new Col(c.name(), timed, ColumnType.datetime(), false, false, timed, null, false, null, false);
    }

    /** After the latest of several times: their times on this row (each at its own row), the largest. */
    private static Generators.Timed latest(List<Base> bases) {
        Generators.Timed[] ts = bases.stream().map(Base::timed).toArray(Generators.Timed[]::new);
        LongUnaryOperator[] rs = bases.stream().map(Base::row).toArray(LongUnaryOperator[]::new);
        return row -> {
            long latest = Long.MIN_VALUE;
            for (int i = 0; i < ts.length; i++) {
                latest = Math.max(latest, ts[i].epochAt(rs[i].applyAsLong(row)));
            }
            return latest;
        };
    }

    /** Times after the parent's, growing by steps over the rows of one parent. */
    private Generators.Timed orderedAfter(Table t, Spec.ColumnDef c, Generators.Timed base, LongUnaryOperator baseRow,
            int stream) {
        Map<String, Node> o = c.options();
        for (String option : List.of("delay", "mean")) {
            if (o.containsKey(option)) {
                throw o.get(option).where().error(option + ": does not go with ordered: true (its times "
                        + "move by step:)");
            }
        }
        long step = step(c, 60);
        t.uniqueInParent.add(c.name());
        return Generators.series(base, baseRow, row -> t.place(row).k(), seed, stream, step);
    }

    /** The delays measured ({@code quantiles:}, seconds after the time followed), within a window if one is given. */
    private Generators.Timed measuredDelay(Map<String, Node> o, Generators.Timed base, LongUnaryOperator baseRow,
            int stream) {
        for (String option : List.of("within", "min", "delay", "mean")) {
            if (o.containsKey(option)) {
                throw o.get(option).where().error("quantiles: gives the delays as measured (seconds after): "
                        + "drop " + option + ":");
            }
        }
        seedgen.generate.Empirical.Quantiles q = OptionValues.quantiles(o.get("quantiles"),
                n -> n.number("a delay in seconds"));
        if (q.min() < 0) {
            throw o.get("quantiles").where().error("a delay after another time is 0 seconds or more");
        }
        if (o.containsKey("until") || o.containsKey("since")) {
            // a window: the delay drawn among those that keep the time within it (the draw's uniform moved
            // into their share of the ranks), so the measured delays keep their shape inside and no time
            // leaves it; where no delay fits, the nearest end of the window
            long until = o.containsKey("until") ? OptionValues.epoch(o.get("until"), null) : Long.MAX_VALUE;
            long since = o.containsKey("since") ? OptionValues.epoch(o.get("since"), null) : Long.MIN_VALUE;
            if (since > until) {
                throw o.get("since").where().error("since: is the window's start and until: its end: since "
                        + "is after until");
            }
            return row -> {
                long from = base.epochAt(baseRow.applyAsLong(row));
                double low = since == Long.MIN_VALUE ? 0 : q.rankOf(Math.nextDown((double) (since - from)));
                double high = until == Long.MAX_VALUE ? 1 : q.rankOf(until - from);
                if (high <= low) {
                    return Math.min(until, Math.max(since, from + (long) Math.floor(q.min())));
                }
                double u = low + (high - low) * seedgen.generate.Mix.unit(seed, row, stream);
                return Math.max(since, Math.min(until, from + (long) Math.floor(q.at(u))));
            };
        }
        return row -> base.epochAt(baseRow.applyAsLong(row))
                + (long) Math.floor(q.at(seedgen.generate.Mix.unit(seed, row, stream)));
    }

    /** A delay drawn uniform or exponential, from {@code min:} to {@code within:}; a TIME column keeps the day. */
    private Generators.Timed drawnDelay(Spec.ColumnDef c, Generators.Timed base, LongUnaryOperator baseRow,
            int stream) {
        Map<String, Node> o = c.options();
        Generators.Timed timed;
        long within = o.containsKey("within") ? OptionValues.seconds(o.get("within")) : 30L * 86_400;
        long least = o.containsKey("min") ? OptionValues.seconds(o.get("min")) : 0;
        if (least > within) {
            throw o.get("min").where().error("min is the least time after, within the most: min " + least
                    + "s is above within " + within + "s");
        }
        String delay = o.containsKey("delay") ? o.get("delay").scalar("delay") : "uniform";
        if (delay.equals("exponential")) {
            if (!o.containsKey("mean")) {
                throw o.get("delay").where().error("delay: exponential needs mean: (the mean delay, e.g. "
                        + "2d)");
            }
            long mean = OptionValues.seconds(o.get("mean"));
            if (mean < 1) {
                throw o.get("mean").where().error("mean must be at least 1s");
            }
            timed = Generators.afterExponential(base, baseRow, seed, stream, least, within, mean);
        } else if (delay.equals("uniform")) {
            if (o.containsKey("mean")) {
                throw o.get("mean").where().error("mean: goes with delay: exponential (a uniform delay's "
                        + "mean is halfway from min to within)");
            }
            timed = Generators.after(base, baseRow, seed, stream, least, within);
        } else {
            throw o.get("delay").where().error("delay is uniform (the default) or exponential, not '" + delay
                    + "'");
        }
        if (c.type() != null && TypeChecks.DATE_OR_TIME.matcher(c.type()).matches()
                && !c.type().strip().toUpperCase(Locale.ROOT).startsWith("DATE")) {
            // a TIME drops the day: a time past midnight would read as earlier than the one it follows
            timed = Generators.sameDay(timed, base, baseRow);
        }
        return timed;
    }

    /** A time of its own: measured quantiles, a series from {@code from:} in row order, or drawn between two times. */
    private Col alone(Table t, Spec.ColumnDef c, int stream) {
        Map<String, Node> o = c.options();
        for (String option : List.of("delay", "mean")) {
            if (o.containsKey(option)) {
                throw o.get(option).where().error(option + ": is the delay after another time: it goes with after:");
            }
        }
        if (o.containsKey("unchanged")) {
            throw o.get("unchanged").where().error("unchanged: keeps a share of the rows at the time they follow: it "
                    + "goes with after:");
        }
        if (o.containsKey("quantiles") && o.containsKey("ordered") && o.get("ordered").bool("ordered")) {
            Correlations.refuse(c, "ordered: true lays the times out in row order");
            return OrderedColumns.ordered(t, c, true);
        }
        if (o.containsKey("quantiles")) {
            for (String option : List.of("from", "to", "ordered", "step", "within", "min")) {
                if (o.containsKey(option)) {
                    throw o.get(option).where().error("quantiles: gives the times as measured: drop " + option + ":");
                }
            }
            seedgen.generate.Empirical.Quantiles q = OptionValues.quantiles(o.get("quantiles"),
                    n -> OptionValues.epoch(n, null));
            java.util.function.LongToDoubleFunction u = comp.correlations.correlated(t, c, stream);
            Generators.Timed timed = u == null
                    ? row -> (long) Math.floor(q.at(seedgen.generate.Mix.unit(seed, row, stream)))
                    : row -> (long) Math.floor(q.at(u.applyAsDouble(row)));
            return new Col(c.name(), timed, ColumnType.datetime(), false, false, timed, null, false, null, false);
        }
        long from = OptionValues.epoch(o.get("from"), "2024-01-01");
        if (o.containsKey("ordered") && o.get("ordered").bool("ordered") && o.containsKey("to")) {
            return spread(t, c, o, from, stream);
        }
        if (o.containsKey("ordered") && o.get("ordered").bool("ordered")) {
            // Times that only grow: from the start by steps, over the rows of one parent (a unique key with the
            // parent column) or, in a table of its own rows, over the whole table (unique by itself).
            long step = step(c, 86_400);
            Generators.Timed start = row -> from;
            if (t.def.per() != null) {
                Generators.Timed timed = Generators.series(start, row -> 0, row -> t.place(row).k(), seed, stream,
                        step);
                t.uniqueInParent.add(c.name());
                return new Col(c.name(), timed, ColumnType.datetime(), false, false, timed, null, false, null, false);
            }
            Generators.Timed timed = Generators.series(start, row -> 0, row -> row - 1, seed, stream, step);
            return new Col(c.name(), timed, ColumnType.datetime(), true, false, timed, null, false, null, false);
        }
        long to = OptionValues.epoch(o.get("to"), "2025-01-01");
        if (from >= to) {
            throw (o.containsKey("from") ? o.get("from") : o.get("to")).where().error("from must be before to");
        }
        Generators.Timed timed = Generators.dateTime(seed, stream, from, to);
        return new Col(c.name(), timed, ColumnType.datetime(), false, false, timed, null, false, null, false);
    }


    /**
     * {@code ordered: true} with {@code from:} and {@code to:} in a table of its own rows: the rows' times spread
     * over the span in row order, each in its own slot of the span, so that a sequence key grows with the time as an
     * application's inserts make it (users signing up, ids given out). Unique where the span holds a second for
     * every row.
     */
    private Col spread(Table t, Spec.ColumnDef c, Map<String, Node> o, long from, int stream) {
        if (t.def.per() != null) {
            throw o.get("to").where().error("ordered: true with to: spreads the rows of a table of its own rows "
                    + "(rows:) over the span; in a table with per: the times run per parent: drop to: and give step:");
        }
        if (o.containsKey("step")) {
            throw o.get("step").where().error("ordered: true with to: spreads the rows evenly from from: to to:: "
                    + "drop step: (or to:, for steps from from:)");
        }
        long to = OptionValues.epoch(o.get("to"), "2025-01-01");
        if (from >= to) {
            throw o.get("to").where().error("from must be before to");
        }
        String type = c.type() == null ? "" : c.type().strip().toUpperCase(Locale.ROOT);
        if (TypeChecks.DATE_OR_TIME.matcher(type).matches()) {
            throw c.where().error("ordered: true with to: spreads times over seconds: use DATETIME (a DATE or a TIME "
                    + "would repeat values and lose the order)");
        }
        Generators.Timed timed = Generators.spread(seed, stream, from, to, t.rows);
        boolean unique = t.rows <= to - from;
        t.spreadTime = c.name();
        return new Col(c.name(), timed, ColumnType.datetime(), unique, false, timed, null, false, null, false);
    }

    /** A time a datetime follows: a column's times, and which of its rows goes with a row of this table. */
    record Base(Generators.Timed timed, LongUnaryOperator row, boolean parent) {
    }

    /**
     * The time {@code after} names: a column of this table (COLUMN), of its parent (PARENT.COLUMN, the parent row that
     * owns the row), or of the row a ref column of this table picks (REF.COLUMN: {@code post_id.created_at}, the time
     * of the post a like is of).
     */
    Base base(Table t, String after, Where w) {
        int dot = after.indexOf('.');
        if (dot < 0) {
            Col own = comp.column(t, after, w);
            if (own.timed() == null) {
                throw w.error("column " + after + " is not a datetime made by seedgen");
            }
            return new Base(own.timed(), row -> row, false);
        }
        String first = after.substring(0, dot);
        String name = after.substring(dot + 1);
        if (t.def.per() != null && t.def.per().parent().equals(first)) {
            Table parent = comp.table(first, w);
            Col pc = parent.columnDef(name) == null ? null : comp.column(parent, name, w);
            if (pc == null || pc.timed() == null) {
                throw w.error(first + "." + name + " is not a datetime column of " + first);
            }
            return new Base(pc.timed(), t::parentOf, true);
        }
        if (t.columnDef(first) != null) {
            comp.column(t, first, w);
            Picked picked = t.picks.get(first);
            if (picked == null) {
                throw w.error("after: " + after + ": column " + first + " of " + t.def.name() + " is not a ref "
                        + "column (gen: ref), so it picks no row whose " + name + " to follow");
            }
            Table target = picked.target();
            if (target == t) {
                throw w.error("after: " + after + ": " + first + " picks a row of this same table; name a column "
                        + "of this row, of the parent or of another table's row");
            }
            Col tc = target.columnDef(name) == null ? null : comp.column(target, name, w);
            if (tc == null || tc.timed() == null) {
                throw w.error(target.def.name() + "." + name + " (the row " + first + " picks) is not a datetime "
                        + "column of " + target.def.name());
            }
            LongUnaryOperator pick = picked.pick();
            return new Base(tc.timed(), pick, false);
        }
        throw w.error("after: " + after + ": " + first + " is neither this table's parent (per: {parent: ...}) nor "
                + "a ref column of " + t.def.name() + "; name COLUMN, PARENT.COLUMN or REF_COLUMN.COLUMN");
    }

    /**
     * An ordered series' step, {@code dflt} seconds when not given: at least 1s, and whole days when the column is a
     * DATE, so that the dates grow as the times do (a TIME would lose the order with the day).
     */
    private static long step(Spec.ColumnDef c, long dflt) {
        Node node = c.options().get("step");
        long step = node == null ? dflt : OptionValues.seconds(node);
        Where w = node == null ? c.genWhere() : node.where();
        if (step < 1) {
            throw w.error("step must be at least 1s");
        }
        String type = c.type() == null ? "" : c.type().strip().toUpperCase(Locale.ROOT);
        if (type.equals("DATE") && step % 86_400 != 0) {
            throw w.error("a DATE keeps the day: give ordered: true a step of whole days (1d, 7d, ...)");
        }
        if (TypeChecks.DATE_OR_TIME.matcher(type).matches() && !type.startsWith("DATE")) {
            throw c.where().error("a TIME drops the day, so ordered times would repeat: use DATETIME or DATE");
        }
        return step;
    }
}
