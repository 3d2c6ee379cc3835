package seedgen.spec;

import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.LongToDoubleFunction;
import seedgen.generate.Distribution;
import seedgen.generate.Empirical;
import seedgen.generate.Generators;
import seedgen.generate.Geometries;
import seedgen.generate.Mix;
import seedgen.generate.ValueGenerator;
import seedgen.model.ColumnType;

/** Columns of numbers, uuids, booleans, codes, bits and geometries. */
final class ScalarColumns {

    private final Compilation comp;
    private final long seed;
    private final NumbersAfter numbersAfter;

    ScalarColumns(Compilation comp) {
        this.comp = comp;
        this.seed = comp.seed;
        this.numbersAfter = new NumbersAfter(comp);
    }

    /** gen: sequence. */
    Col sequenceColumn(Table t, Spec.ColumnDef c, int stream) {
        Map<String, Node> o = c.options();
        long start = o.containsKey("start") ? o.get("start").integer("start") : 1;
        if (t.rows > 0 && start > Long.MAX_VALUE - t.rows) {
            throw o.get("start").where().error("start " + start + " with " + t.rows + " rows passes BIGINT's "
                    + "largest value");
        }
        Col dense = denseSequence(t, c, stream, start);
        // step: N, every N-th value from start (several tables numbered by one counter, each from its own start)
        long step = o.containsKey("step") ? o.get("step").integer("step") : 1;
        if (step < 1) {
            throw o.get("step").where().error("step must be 1 or more, not " + step);
        }
        if (step == 1) {
            return dense;
        }
        double[] range = t.ranges.get(c.name());
        if ((range[1] - start) * (double) step > Long.MAX_VALUE - start) {
            throw o.get("step").where().error("start " + start + " with " + t.rows + " rows " + step + " apart passes "
                    + "BIGINT's largest value");
        }
        t.ranges.put(c.name(), new double[] {start, start + (range[1] - start) * step});
        seedgen.generate.ValueGenerator values = dense.gen();
        return Col.plain(c, row -> start + ((Long) values.valueFor(row) - start) * step, ColumnType.bigint(), true,
                false);
    }

    /** The sequence's values from {@code start}, one apart (or with the gaps of {@code deleted:}). */
    private Col denseSequence(Table t, Spec.ColumnDef c, int stream, long start) {
        Map<String, Node> o = c.options();
        if (o.containsKey("deleted")) {
            // hard deletes of long ago: gaps in the key, the rows asked being the rows left
            double share = o.get("deleted").number("deleted");
            if (!(share >= 0 && share <= 0.9)) {
                throw o.get("deleted").where().error("deleted: is the share of keys whose rows were deleted, from 0 "
                        + "to 0.9, not " + share);
            }
            if (share > 0) {
                seedgen.generate.KeyGaps gaps = new seedgen.generate.KeyGaps(start, share, seed, stream, t.rows);
                long last = t.rows > 0 ? gaps.key(t.rows) : start;
                if (last < start) {
                    throw o.get("deleted").where().error("start " + start + " with " + t.rows + " rows and their "
                            + "gaps passes BIGINT's largest value");
                }
                t.ranges.put(c.name(), new double[] {start, last});
                return Col.plain(c, gaps, ColumnType.bigint(), true, false);
            }
        }
        t.ranges.put(c.name(), new double[] {start, start + Math.max(0, t.rows - 1)});
        return Col.plain(c, Generators.sequence(start), ColumnType.bigint(), true, false);
    }

    /** gen: uuid, uuid4, uuid7. */
    Col uuidColumn(Table t, Spec.ColumnDef c, int stream) {
        Map<String, Node> o = c.options();
        long version = c.gen().equals("uuid7") ? 7 : c.gen().equals("uuid4") ? 4
                : o.containsKey("version") ? o.get("version").integer("version") : 4;
        if (version != 4 && version != 7) {
            throw o.get("version").where().error("uuid version must be 4 (random) or 7 (time-ordered)");
        }
        boolean binary = TypeChecks.storedAsBytes(c);
        return Col.plain(c, Generators.uuid(seed, (int) version, binary),
                binary ? ColumnType.binaryUuid() : ColumnType.fixedChar(36), true, false);
    }

    /** gen: int. */
    Col intColumn(Table t, Spec.ColumnDef c, int stream) {
        Map<String, Node> o = c.options();
        if (o.containsKey("after")) {
            return numbersAfter.intAfter(t, c, stream);
        }
        if (o.containsKey("steps") || o.containsKey("start")) {
            Correlations.refuse(c, "a series draws its steps");
            return comp.series.series(t, c, stream, false);
        }
        for (String option : List.of("within", "snap", "runs")) {
            if (o.containsKey(option)) {
                throw o.get(option).where().error(option + ": goes with a series within each parent (ordered: true, "
                        + "steps: and start:)");
            }
        }
        if (o.containsKey("ordered") && o.get("ordered").bool("ordered")) {
            Correlations.refuse(c, "ordered: true lays the values out in row order");
            return OrderedColumns.ordered(t, c, false);
        }
        if (o.containsKey("quantiles")) {
            Empirical.Quantiles q = quantiles(o, List.of("min", "max", "distribution", "mean", "s", "at_least"));
            t.ranges.put(c.name(), new double[] {Math.round(q.min()), Math.round(q.max())});
            boolean small = q.min() >= Integer.MIN_VALUE && q.max() <= Integer.MAX_VALUE;
            LongToDoubleFunction u = comp.correlations.correlated(t, c, stream);
            return Col.plain(c, u == null ? row -> Math.round(q.at(Mix.unit(seed, row, stream)))
                    : row -> Math.round(q.at(u.applyAsDouble(row))),
                    small ? ColumnType.sql("INT", 11) : ColumnType.bigint(), false, false);
        }
        Correlations.refuse(c, "give quantiles:");
        long min = o.containsKey("min") ? o.get("min").integer("min") : 0;
        long max = o.containsKey("max") ? o.get("max").integer("max") : 100;
        if (min > max) {
            throw (o.containsKey("min") ? o.get("min") : o.get("max")).where().error("min " + min
                    + " is above max " + max + ": swap them");
        }
        String dist = o.containsKey("distribution") ? o.get("distribution").scalar("distribution") : "uniform";
        Double param = o.containsKey("mean") ? Double.valueOf(o.get("mean").number("mean"))
                : o.containsKey("s") ? Double.valueOf(o.get("s").number("s")) : null;
        Distribution.Draw d = OptionValues.draw(dist, min, max, param, c.genWhere(), "int");
        t.ranges.put(c.name(), new double[] {min, max});
        boolean small = min >= Integer.MIN_VALUE && max <= Integer.MAX_VALUE;
        ColumnType type = small ? ColumnType.sql("INT", 11) : ColumnType.bigint();
        if (o.containsKey("at_least")) {
            if (d.kind() != Distribution.UNIFORM) {
                throw o.get("at_least").where().error("at_least draws uniformly from the other column's "
                        + "value to max: drop distribution:");
            }
            ValueGenerator least = atLeast(t, c, new BigDecimal(max)).gen();
            return Col.plain(c, Generators.integerAtLeast(seed, stream, least, min, max), type, false, false);
        }
        return Col.plain(c, Generators.integer(seed, stream, d), type, false, false);
    }

    /** gen: decimal. */
    Col decimalColumn(Table t, Spec.ColumnDef c, int stream) {
        Map<String, Node> o = c.options();
        if (o.containsKey("after")) {
            return numbersAfter.decimalAfter(t, c, stream);
        }
        if (o.containsKey("quantiles")) {
            Empirical.Quantiles q = quantiles(o, List.of("min", "max", "at_least"));
            t.ranges.put(c.name(), new double[] {q.min(), q.max()});
            long scale = o.containsKey("scale") ? o.get("scale").integer("scale") : 2;
            if (scale < 0 || scale > 30) {
                throw o.get("scale").where().error("scale is the digits after the point, 0 to 30");
            }
            int digits = Math.max(BigDecimal.valueOf(Math.abs(q.max())).toBigInteger().toString().length(),
                    BigDecimal.valueOf(Math.abs(q.min())).toBigInteger().toString().length());
            int precision = Math.min(65, digits + (int) scale);
            int sc = (int) scale;
            LongToDoubleFunction u = comp.correlations.correlated(t, c, stream);
            LongToDoubleFunction draw = u != null ? u : row -> Mix.unit(seed, row, stream);
            return Col.plain(c, row -> BigDecimal.valueOf(q.at(draw.applyAsDouble(row)))
                    .setScale(sc, java.math.RoundingMode.HALF_EVEN).toPlainString(),
                    ColumnType.sql("DECIMAL(" + precision + "," + scale + ")", precision + 2), false, false);
        }
        Correlations.refuse(c, "give quantiles:");
        BigDecimal min = OptionValues.decimal(o, "min", "0");
        BigDecimal max = OptionValues.decimal(o, "max", "100");
        if (min.compareTo(max) > 0) {
            throw o.get("min").where().error("min " + min + " is above max " + max + ": swap them");
        }
        long scale = o.containsKey("scale") ? o.get("scale").integer("scale") : 2;
        if (scale < 0 || scale > 30) {
            throw o.get("scale").where().error("scale is the digits after the point, 0 to 30");
        }
        t.ranges.put(c.name(), new double[] {min.doubleValue(), max.doubleValue()});
        int intDigits = Math.max(max.abs().toBigInteger().toString().length(),
                min.abs().toBigInteger().toString().length());
        int precision = Math.min(65, intDigits + (int) scale);
        ValueGenerator made = o.containsKey("at_least")
                ? Generators.decimalAtLeast(seed, stream, atLeast(t, c, max).gen(), min, max, (int) scale)
                : Generators.decimal(seed, stream, min, max, (int) scale);
        return Col.plain(c, made,
                ColumnType.sql("DECIMAL(" + precision + "," + scale + ")", precision + 2), false, false);
    }

    /** {@code quantiles: [...]}, refused beside the options that give the values another way. */
    private static Empirical.Quantiles quantiles(Map<String, Node> o, List<String> others) {
        for (String other : others) {
            if (o.containsKey(other)) {
                throw o.get(other).where().error("quantiles: gives the values as measured: drop " + other + ":");
            }
        }
        return OptionValues.quantiles(o.get("quantiles"), n -> n.number("a quantile"));
    }

    /** gen: bool. */
    Col boolColumn(Table t, Spec.ColumnDef c, int stream) {
        Map<String, Node> o = c.options();
        double p = o.containsKey("p") ? o.get("p").number("p") : 0.5;
        if (p < 0 || p > 1) {
            throw o.get("p").where().error("p is a probability, 0 to 1");
        }
        return Col.plain(c, Generators.bool(seed, stream, p), ColumnType.sql("BOOLEAN", 1), false, false);
    }

    /** gen: code. */
    Col codeColumn(Table t, Spec.ColumnDef c, int stream) {
        Map<String, Node> o = c.options();
        String scheme = o.containsKey("scheme") ? o.get("scheme").scalar("scheme") : "shuffled";
        if (!scheme.equals("shuffled") && !scheme.equals("affine")) {
            throw o.get("scheme").where().error("scheme is shuffled (the default) or affine (the codes of data "
                    + "version 4 and before)");
        }
        boolean affine = scheme.equals("affine");
        long length = o.containsKey("length") ? o.get("length").integer("length") : 8;
        int most = affine ? 12 : 16;
        if (length < 1 || length > most) {
            throw (o.containsKey("length") ? o.get("length").where() : c.genWhere()).error("length is 1 to " + most
                    + " characters" + (affine ? " with scheme: affine (drop it for up to 16)" : ""));
        }
        long values = Generators.codeValues((int) length);
        if (t.rows > values) {
            throw (o.containsKey("length") ? o.get("length").where() : c.genWhere()).error(String.format(
                    Locale.ROOT, "a code of %d characters has %,d values, fewer than the table's %,d rows: "
                            + "make it longer or the table smaller", length, values, t.rows));
        }
        seedgen.generate.ValueGenerator code = affine ? Generators.affineCode(seed, stream, (int) length)
                : Generators.code(seed, stream, (int) length);
        if (o.containsKey("case")) {
            String letters = o.get("case").scalar("case");
            if (!letters.equals("lower") && !letters.equals("upper")) {
                throw o.get("case").where().error("case is lower or upper (the letters of the code)");
            }
            if (letters.equals("lower")) {
                seedgen.generate.ValueGenerator upper = code;
                code = row -> ((String) upper.valueFor(row)).toLowerCase(Locale.ROOT);
            }
        }
        return Col.plain(c, code, ColumnType.fixedChar((int) length), true, false);
    }

    /** gen: bits. */
    Col bitsColumn(Table t, Spec.ColumnDef c, int stream) {
        Map<String, Node> o = c.options();
        long width = o.containsKey("width") ? o.get("width").integer("width") : 1;
        if (width < 1 || width > 64) {
            throw o.get("width").where().error("width is the bits of a BIT(n) column, 1 to 64");
        }
        return Col.plain(c, Generators.bits(seed, stream, (int) width), ColumnType.bytes("BIT(" + width + ")",
                (int) (width + 7) / 8), false, false);
    }

    /** gen: geometry. */
    Col geometryColumn(Table t, Spec.ColumnDef c, int stream) {
        Map<String, Node> o = c.options();
        String kind = o.containsKey("kind") ? o.get("kind").scalar("kind") : "point";
        Geometries.Kind k = Geometries.Kind.ofType(kind);
        if (k == null || kind.equalsIgnoreCase("geometry")) {
            throw o.get("kind").where().error("kind is one of point, linestring, polygon, multipoint, "
                    + "multilinestring, multipolygon, geometrycollection");
        }
        long srid = o.containsKey("srid") ? o.get("srid").integer("srid") : 0;
        if (srid < 0 || srid > 0xFFFF_FFFFL) {
            throw o.get("srid").where().error("srid is a spatial reference system's number, such as 0 or 4326");
        }
        return Col.plain(c, Geometries.of(k, (int) srid, seed, stream), ColumnType.bytes(k.name(), k.bytes),
                false, false);
    }

    /**
     * The column {@code at_least:} names, made by the same generator as {@code c} and never above {@code max}, so
     * that a value from it up to {@code max} exists on every row: {@code max_price} at least {@code min_price}.
     */
    private Col atLeast(Table t, Spec.ColumnDef c, BigDecimal max) {
        Node node = c.options().get("at_least");
        String name = node.scalar("at_least");
        Spec.ColumnDef other = t.columnDef(name);
        if (other == null || !other.gen().equals(c.gen())) {
            throw node.where().error("at_least: names " + name + ", which is not a " + c.gen() + " column of "
                    + t.def.name() + ": name one made by gen: " + c.gen());
        }
        BigDecimal otherMax = OptionValues.decimal(other.options(), "max", "100");
        if (otherMax.compareTo(max) > 0) {
            throw node.where().error("at_least: " + name + " reaches " + otherMax.toPlainString() + ", above this "
                    + "column's max " + max.toPlainString() + ": give " + c.name() + " a max of at least "
                    + otherMax.toPlainString());
        }
        return comp.column(t, name, node.where());
    }
}
