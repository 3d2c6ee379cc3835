package seedgen.spec;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import seedgen.generate.ColumnType;
import seedgen.generate.Generators;
import seedgen.generate.ValueGenerator;

/**
 * A column drawn given another column of the same row ({@code given: {column: COLUMN, ...}}), so that a dependence
 * measured between the two holds: a choice takes the weights listed for COLUMN's value ({@code values:}), a carrier's
 * weights at its airport.
 */
final class Given {

    private static final Set<String> CHOICE = Set.of("column", "values");

    private final Compilation comp;
    private final long seed;

    Given(Compilation comp) {
        this.comp = comp;
        this.seed = comp.seed;
    }

    /**
     * {@code gen: choice} with {@code given: {column: COLUMN, values: {V: {MEMBER: WEIGHT, ...}, ...}}}: where COLUMN
     * holds V (read as text), the member is drawn by V's weights, else by the choice's own; the same uniform either
     * way, so the rows whose V is not listed are those the choice without {@code given:} makes. The members given are
     * among the choice's {@code values:}, whose column type holds them.
     */
    Col choice(Table t, Spec.ColumnDef c, List<String> names, double[] weights, int stream, int longest,
            boolean digitFree) {
        Map<String, Node> o = c.options();
        Node node = o.get("given");
        if (o.containsKey("other")) {
            throw o.get("other").where().error("given: draws a member by another column's value among the values "
                    + "listed, and other: makes values up: drop one");
        }
        Map<String, Node> f = node.mapping("given", CHOICE);
        if (!f.containsKey("column") || !f.containsKey("values")) {
            throw node.where().error("given needs column: COLUMN (another column of this row) and values: {VALUE: "
                    + "{MEMBER: WEIGHT, ...}, ...} (the weights where COLUMN holds VALUE)");
        }
        Col other = column(t, c, f.get("column"));
        Map<String, double[]> byValue = new LinkedHashMap<>();
        for (Map.Entry<String, Node> e : f.get("values").mapping("given's values").entrySet()) {
            byValue.put(e.getKey(), members(e.getKey(), e.getValue(), names));
        }
        return Col.plain(c, Generators.choiceGiven(seed, stream, List.copyOf(names), weights, other.gen(), byValue),
                ColumnType.varchar(Math.max(1, longest)), false, digitFree);
    }

    /** The column {@code given:}'s {@code column:} names: another of this row, compiled, whose values are text. */
    private Col column(Table t, Spec.ColumnDef c, Node node) {
        String name = node.scalar("given's column");
        if (t.columnDef(name) == null || name.equals(c.name())) {
            throw node.where().error("given: column: names " + (name.equals(c.name()) ? "the column itself"
                    : "no column '" + name + "' of " + t.def.name()) + ": name another column of this row");
        }
        Col other = comp.column(t, name, node.where());
        if (other.type().isBinary()) {
            throw node.where().error("given: reads " + name + "'s value as text, and its values are bytes: name a "
                    + "column of text, numbers or times");
        }
        return other;
    }

    /**
     * The weights of one value's members, as weights of the choice's members in their order (0 for one not listed):
     * each listed member is one of the choice's, and one weight is above 0.
     */
    private static double[] members(String value, Node node, List<String> names) {
        double[] w = new double[names.size()];
        Map<String, Node> m = node.isMapping() ? node.mapping("the weights given " + value) : null;
        List<String> listed = m != null ? List.copyOf(m.keySet()) : node.names("the members given " + value);
        double sum = 0;
        for (String member : listed) {
            int at = names.indexOf(member);
            Where where = m != null ? node.keyWhere(member) : node.where();
            if (at < 0) {
                throw where.error("given " + value + ": '" + member + "' is not one of the choice's values: add it "
                        + "to values: (with weight 0 it comes only where given)");
            }
            double weight = m != null ? m.get(member).number("the weight of " + member) : 1;
            if (!(weight >= 0)) {
                throw m.get(member).where().error("a weight cannot be negative");
            }
            w[at] += weight;
            sum += weight;
        }
        if (!(sum > 0)) {
            throw node.where().error("given " + value + " needs at least one member with a weight above 0");
        }
        return w;
    }
}
