package seedgen.spec;

import java.util.Locale;
import java.util.Map;
import java.util.function.LongUnaryOperator;
import seedgen.generate.ColumnType;
import seedgen.generate.Generators;

/** Datetime columns: a range, an ordered series, or a time after another column's. */
final class Datetimes {

    private final Compilation comp;
    private final long seed;

    Datetimes(Compilation comp) {
        this.comp = comp;
        this.seed = comp.seed;
    }

    Col datetime(Table t, Spec.ColumnDef c, int stream) {
        Map<String, Node> o = c.options();
        if (o.containsKey("after")) {
            String after = o.get("after").scalar("after");
            Where w = o.get("after").where();
            Generators.Timed base;
            LongUnaryOperator baseRow;
            int dot = after.indexOf('.');
            if (dot < 0) {
                Col own = comp.column(t, after, w);
                if (own.timed() == null) {
                    throw w.error("column " + after + " is not a datetime made by seedgen");
                }
                base = own.timed();
                baseRow = row -> row;
            } else {
                String table = after.substring(0, dot);
                if (t.def.per() == null || !t.def.per().parent().equals(table)) {
                    throw w.error("after: " + after + " names a column of " + table + ", which is not this table's "
                            + "parent (per: {parent: ...}); name a column of the parent or of this table");
                }
                Table parent = comp.table(table, w);
                String name = after.substring(dot + 1);
                Col pc = parent.columnDef(name) == null ? null : comp.column(parent, name, w);
                if (pc == null || pc.timed() == null) {
                    throw w.error(table + "." + after.substring(dot + 1) + " is not a datetime column of " + table);
                }
                base = pc.timed();
                baseRow = row -> t.place(row).parent();
            }
            boolean ordered = o.containsKey("ordered") && o.get("ordered").bool("ordered");
            Generators.Timed timed;
            if (ordered) {
                if (dot < 0) {
                    throw o.get("ordered").where().error("ordered: true orders the rows of one parent: after: must "
                            + "name the parent's column (PARENT.COLUMN)");
                }
                long step = step(c, 60);
                timed = Generators.series(base, baseRow, row -> t.place(row).k(), seed, stream, step);
                t.uniqueInParent.add(c.name());
            } else {
                long within = o.containsKey("within") ? OptionValues.seconds(o.get("within")) : 30L * 86_400;
                long least = o.containsKey("min") ? OptionValues.seconds(o.get("min")) : 0;
                if (least > within) {
                    throw o.get("min").where().error("min is the least time after, within the most: min " + least
                            + "s is above within " + within + "s");
                }
                timed = Generators.after(base, baseRow, seed, stream, least, within);
                if (c.type() != null && TypeChecks.DATE_OR_TIME.matcher(c.type()).matches()
                        && !c.type().strip().toUpperCase(Locale.ROOT).startsWith("DATE")) {
                    // a TIME drops the day: a time past midnight would read as earlier than the one it follows
                    timed = Generators.sameDay(timed, base, baseRow);
                }
            }
            return new Col(c.name(), timed, ColumnType.datetime(), false, false, timed, null, false, null, false);
        }
        long from = OptionValues.epoch(o.get("from"), "2024-01-01");
        if (o.containsKey("ordered") && o.get("ordered").bool("ordered")) {
            // Times that only grow: from the start by steps, over the rows of one parent (a unique key with the
            // parent column) or, in a table of its own rows, over the whole table (unique by itself).
            if (o.containsKey("to")) {
                throw o.get("to").where().error("ordered: true runs from from: by step: with no end: drop to:");
            }
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
