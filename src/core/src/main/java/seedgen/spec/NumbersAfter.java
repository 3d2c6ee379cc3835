package seedgen.spec;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.Map;
import seedgen.generate.Empirical;
import seedgen.generate.Mix;
import seedgen.generate.ValueGenerator;
import seedgen.model.ColumnType;

/**
 * {@code gen: int} or {@code gen: decimal} with {@code after: COLUMN} and {@code quantiles:}: another number column's
 * value on the same row plus a difference drawn from the quantiles (which may be negative), cut to {@code min:} and
 * {@code max:} where given; NULL where that column is NULL. An arrival delay is the departure delay and a difference
 * as measured, so the share of rows after their base and the two columns' rank correlation follow from it.
 */
final class NumbersAfter {

    /** Generators whose values a number can follow. */
    private static final List<String> NUMBERS = List.of("int", "decimal", "sequence");

    private final Compilation comp;
    private final long seed;

    NumbersAfter(Compilation comp) {
        this.comp = comp;
        this.seed = comp.seed;
    }

    /** A whole number: the base's value plus the difference, rounded, cut to [min, max]. */
    Col intAfter(Table t, Spec.ColumnDef c, int stream) {
        Map<String, Node> o = c.options();
        Empirical.Quantiles q = differences(c);
        Base base = base(t, c);
        long min = o.containsKey("min") ? o.get("min").integer("min") : Long.MIN_VALUE;
        long max = o.containsKey("max") ? o.get("max").integer("max") : Long.MAX_VALUE;
        if (min > max) {
            throw o.get("min").where().error("min " + min + " is above max " + max + ": swap them");
        }
        ValueGenerator of = base.col().gen();
        ValueGenerator gen = row -> {
            Object b = of.valueFor(row);
            if (b == null) {
                return null;
            }
            long diff = Math.round(q.at(Mix.unit(seed, row, stream)));
            long v = b instanceof Long l ? l + diff : Math.round(Double.parseDouble(b.toString()) + diff);
            return Math.max(min, Math.min(max, v));
        };
        double least = Math.max(min, base.range()[0] + Math.round(q.min()));
        double greatest = Math.min(max, base.range()[1] + Math.round(q.max()));
        t.ranges.put(c.name(), new double[] {least, greatest});
        boolean small = least >= Integer.MIN_VALUE && greatest <= Integer.MAX_VALUE;
        return column(c, gen, small ? ColumnType.sql("INT", 11) : ColumnType.bigint(), base);
    }

    /** A decimal of {@code scale} digits after the point: the base's value plus the difference, cut to [min, max]. */
    Col decimalAfter(Table t, Spec.ColumnDef c, int stream) {
        Map<String, Node> o = c.options();
        Empirical.Quantiles q = differences(c);
        Base base = base(t, c);
        long scale = o.containsKey("scale") ? o.get("scale").integer("scale") : 2;
        if (scale < 0 || scale > 30) {
            throw o.get("scale").where().error("scale is the digits after the point, 0 to 30");
        }
        BigDecimal min = o.containsKey("min") ? OptionValues.decimal(o, "min", "0") : null;
        BigDecimal max = o.containsKey("max") ? OptionValues.decimal(o, "max", "0") : null;
        if (min != null && max != null && min.compareTo(max) > 0) {
            throw o.get("min").where().error("min " + min + " is above max " + max + ": swap them");
        }
        int sc = (int) scale;
        ValueGenerator of = base.col().gen();
        ValueGenerator gen = row -> {
            Object b = of.valueFor(row);
            if (b == null) {
                return null;
            }
            BigDecimal v = new BigDecimal(b.toString()).add(BigDecimal.valueOf(q.at(Mix.unit(seed, row, stream))))
                    .setScale(sc, RoundingMode.HALF_EVEN);
            v = min != null && v.compareTo(min) < 0 ? min.setScale(sc, RoundingMode.CEILING) : v;
            v = max != null && v.compareTo(max) > 0 ? max.setScale(sc, RoundingMode.FLOOR) : v;
            return v.toPlainString();
        };
        double least = Math.max(min == null ? -Double.MAX_VALUE : min.doubleValue(), base.range()[0] + q.min());
        double greatest = Math.min(max == null ? Double.MAX_VALUE : max.doubleValue(), base.range()[1] + q.max());
        t.ranges.put(c.name(), new double[] {least, greatest});
        int digits = Math.max(digits(least), digits(greatest));
        int precision = Math.min(65, digits + sc);
        return column(c, gen, ColumnType.sql("DECIMAL(" + precision + "," + sc + ")", precision + 2), base);
    }

    private static int digits(double v) {
        return BigDecimal.valueOf(Math.abs(v)).toBigInteger().toString().length();
    }

    /** NULL where the base is: the column is nullable where the base is. */
    private static Col column(Spec.ColumnDef c, ValueGenerator gen, ColumnType type, Base base) {
        return new Col(c.name(), gen, type, false, false, null, null, false, null, base.col().nullable());
    }

    /** The differences' quantiles, refused beside the options that give the values another way. */
    private static Empirical.Quantiles differences(Spec.ColumnDef c) {
        Map<String, Node> o = c.options();
        Correlations.refuse(c, "after: draws a difference; correlate the column it follows instead");
        for (String other : List.of("distribution", "mean", "s", "at_least", "ordered", "steps", "start", "within",
                "snap", "runs")) {
            if (o.containsKey(other)) {
                throw o.get(other).where().error("after: adds a difference drawn from quantiles: to the other "
                        + "column's value: drop " + other + ":");
            }
        }
        if (!o.containsKey("quantiles")) {
            throw o.get("after").where().error("after: adds a difference to the other column's value: give the "
                    + "differences as quantiles: [...] (they may be negative)");
        }
        return OptionValues.quantiles(o.get("quantiles"), n -> n.number("a difference"));
    }

    /** The number column of the same row that {@code after:} names, and its range. */
    private record Base(Col col, double[] range) {
    }

    private Base base(Table t, Spec.ColumnDef c) {
        Node node = c.options().get("after");
        String name = node.scalar("after");
        Spec.ColumnDef def = t.columnDef(name);
        if (def == null || name.equals(c.name())) {
            throw node.where().error("after: names " + (def == null ? "no column '" + name + "' of "
                    + t.def.name() : "the column itself") + ": name another number column of this row");
        }
        if (!NUMBERS.contains(def.gen())) {
            throw node.where().error("after: " + name + " is made by " + def.gen() + ", not a number: name an int, "
                    + "decimal or sequence column of this row");
        }
        Col col = comp.column(t, name, node.where());
        double[] range = t.ranges.get(name);
        return new Base(col, range == null ? new double[] {Long.MIN_VALUE, Long.MAX_VALUE} : range);
    }
}
