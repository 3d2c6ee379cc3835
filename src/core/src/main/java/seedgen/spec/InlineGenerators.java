package seedgen.spec;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import seedgen.generate.Generators;
import seedgen.generate.PgValues;
import seedgen.generate.ValueGenerator;
import seedgen.model.ColumnType;

/**
 * Columns whose values hold values of generators of their own: a JSON object's fields, an array's elements, and
 * PostgreSQL's own types.
 */
final class InlineGenerators {

    private final Compilation comp;
    private final long seed;

    InlineGenerators(Compilation comp) {
        this.comp = comp;
        this.seed = comp.seed;
    }

    /**
     * A JSON object per row: each field is another column's value ({@code name: COLUMN}) or made by a generator of its
     * own ({@code age: {gen: int, min: 18, max: 90}}), whose stream is named after the column and the field, so a
     * field added changes no other value. Numbers stay numbers, NULL is null, everything else is a JSON string.
     */
    Col json(Table t, Spec.ColumnDef c) {
        Node fieldsNode = c.options().get("fields");
        if (fieldsNode == null) {
            throw c.genWhere().error("json needs 'fields: {KEY: COLUMN or {gen: ...}}'");
        }
        Map<String, Node> fields = fieldsNode.mapping("fields");
        if (fields.isEmpty()) {
            throw fieldsNode.where().error("json needs at least one field");
        }
        List<String> keys = new ArrayList<>(fields.keySet());
        List<ValueGenerator> gens = new ArrayList<>();
        for (Map.Entry<String, Node> f : fields.entrySet()) {
            Node n = f.getValue();
            if (n.isScalar()) {
                gens.add(comp.column(t, n.scalar(f.getKey()), n.where()).gen());
                continue;
            }
            Spec.ColumnDef field = SpecReader.column(t.def.name(), c.name() + "_" + f.getKey(), n, n.where());
            if (field.gen().equals("json") || field.gen().equals("parent") || field.gen().equals("ref")) {
                throw field.genWhere().error("a json field cannot be made by " + field.gen() + ": make it a column "
                        + "and name the column (" + f.getKey() + ": COLUMN)");
            }
            if (field.nullWith() != null) {
                throw field.nullWith().where().error("null_with: shares a column's NULLs: name the column in the "
                        + "field (" + f.getKey() + ": COLUMN) rather than a generator");
            }
            int stream = Generators.stream(t.def.name(), c.name() + "." + f.getKey());
            ValueGenerator g = comp.generators.make(t, field, stream).gen();
            gens.add(field.nullRatio() > 0 ? Generators.nullable(g, seed, stream, field.nullRatio()) : g);
        }
        ValueGenerator gen = row -> {
            StringBuilder b = new StringBuilder("{");
            for (int i = 0; i < keys.size(); i++) {
                if (i > 0) {
                    b.append(", ");
                }
                jsonString(b, keys.get(i));
                b.append(": ");
                Object v = gens.get(i).valueFor(row);
                if (v == null) {
                    b.append("null");
                } else if (v instanceof Long || v instanceof Integer || v instanceof Short || v instanceof Byte
                        || v instanceof BigDecimal) {
                    b.append(v instanceof BigDecimal d ? d.toPlainString() : v.toString());
                } else if (v instanceof Boolean bool) {
                    b.append(bool);
                } else {
                    jsonString(b, v.toString());
                }
            }
            return b.append('}').toString();
        };
        return new Col(c.name(), gen, ColumnType.sql("JSON", 0), false, false, null, null, false, null, false);
    }

    /** A PostgreSQL array of {@code of}'s values, {@code count} of them (0..3 unless given, at most 4). */
    Col array(Table t, Spec.ColumnDef c, int stream) {
        Node of = c.options().get("of");
        if (of == null || of.isScalar()) {
            throw c.genWhere().error("array needs 'of: {gen: ...}', the generator of its elements");
        }
        Spec.ColumnDef element = SpecReader.column(t.def.name(), c.name() + "_element", of, of.where());
        if (element.nullWith() != null) {
            throw element.nullWith().where().error("null_with: shares a column's NULLs, not an array element's");
        }
        if (Set.of("array", "json", "parent", "ref", "sequence").contains(element.gen())) {
            throw element.genWhere().error("an array's elements cannot be made by " + element.gen());
        }
        long[] count = c.options().containsKey("count") ? SpecReader.range(c.options().get("count"), "count")
                : new long[] {0, 3};
        if (count[1] > 4) {
            throw c.options().get("count").where().error("an array holds 0 to 4 elements here");
        }
        int inner = Generators.stream(t.def.name(), c.name() + "[]");
        ValueGenerator g = comp.generators.make(t, element, inner).gen();
        ValueGenerator elements = element.nullRatio() > 0 ? Generators.nullable(g, seed, inner, element.nullRatio())
                : g;
        return Col.plain(c, PgValues.array(elements, seed, stream, (int) count[0], (int) count[1]),
                ColumnType.sql("TEXT", 0), false, false);
    }

    /** The value of one of PostgreSQL's own types that {@link PgValues} makes, by generator name. */
    ValueGenerator pgValue(Table t, Spec.ColumnDef c, int stream) {
        Map<String, Node> o = c.options();
        switch (c.gen()) {
            case "range", "shape": {
                List<String> kinds = c.gen().equals("range") ? PgValues.RANGES : PgValues.SHAPES;
                String kind = o.containsKey("kind") ? o.get("kind").scalar("kind").toLowerCase(Locale.ROOT) : "";
                if (!kinds.contains(kind)) {
                    throw (o.containsKey("kind") ? o.get("kind").where() : c.genWhere()).error(c.gen() + " needs "
                            + "'kind:', one of " + String.join(", ", kinds));
                }
                return c.gen().equals("range") ? PgValues.range(kind, seed, stream)
                        : PgValues.shape(kind, seed, stream);
            }
            case "macaddr": {
                long bytes = o.containsKey("bytes") ? o.get("bytes").integer("bytes") : 6;
                if (bytes != 6 && bytes != 8) {
                    throw o.get("bytes").where().error("bytes is 6 (macaddr) or 8 (macaddr8)");
                }
                return PgValues.macaddr(seed, stream, (int) bytes);
            }
            case "bitstring": {
                long width = o.containsKey("width") ? o.get("width").integer("width") : 1;
                if (width < 1 || width > 4096) {
                    throw o.get("width").where().error("width is the bits of a bit(n) or varbit(n), 1 to 4096");
                }
                boolean varying = o.containsKey("varying") && o.get("varying").bool("varying");
                return PgValues.bitString(seed, stream, (int) width, varying);
            }
            case "xml":
                return PgValues.xml(seed, stream);
            case "hstore":
                return PgValues.hstore(seed, stream);
            case "ltree":
                return PgValues.ltree(seed, stream);
            default: { // tsvector
                List<ValueGenerator> sources = new ArrayList<>();
                if (o.containsKey("from")) {
                    for (String name : o.get("from").names("from")) {
                        sources.add(comp.column(t, name, o.get("from").where()).gen());
                    }
                }
                return PgValues.tsvector(sources, seed, stream);
            }
        }
    }

    private static void jsonString(StringBuilder b, String s) {
        b.append('"');
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            switch (ch) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default -> {
                    if (ch < 0x20) {
                        b.append(String.format(java.util.Locale.ROOT, "\\u%04x", (int) ch));
                    } else {
                        b.append(ch);
                    }
                }
            }
        }
        b.append('"');
    }
}
