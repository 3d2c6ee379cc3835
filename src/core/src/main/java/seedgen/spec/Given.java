package seedgen.spec;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.LongUnaryOperator;
import seedgen.generate.DealtCounts;
import seedgen.generate.Generators;
import seedgen.generate.Mix;
import seedgen.generate.ValueGenerator;
import seedgen.model.ColumnType;

/**
 * A column drawn given another column of the same row ({@code given: {column: COLUMN, ...}}), so that a dependence
 * measured between the two holds: a choice takes the weights listed for COLUMN's value ({@code values:}), a carrier's
 * weights at its airport; a reference whose target's rows are dealt counts takes, by the count COLUMN's row was
 * dealt, a count by the rows of the cells measured ({@code cells:}) and a row dealt that count.
 */
final class Given {

    private static final Set<String> CHOICE = Set.of("column", "values", "counts");
    private static final Set<String> REF = Set.of("column", "cells");

    private final Compilation comp;
    private final long seed;

    Given(Compilation comp) {
        this.comp = comp;
        this.seed = comp.seed;
    }

    /**
     * {@code gen: choice} with {@code given: {column: COLUMN, values: {V: {MEMBER: WEIGHT, ...}, ...}}}: where COLUMN
     * holds V (read as text), the member is drawn by V's weights, else by the choice's own ({@code own}, with the
     * values {@code other:} makes up where it has them); the same uniform either way, so the rows whose V is not listed
     * are those the choice without {@code given:} makes. The members given are among the choice's {@code values:},
     * whose column type holds them.
     */
    Col choice(Table t, Spec.ColumnDef c, List<String> names, double[] weights, int stream, int longest,
            boolean digitFree, ValueGenerator own) {
        Map<String, Node> o = c.options();
        Node node = o.get("given");
        Map<String, Node> f = node.mapping("given", CHOICE);
        if (o.containsKey("other") && f.containsKey("counts")) {
            throw o.get("other").where().error("given: counts: draws a member by the count another column's row was "
                    + "dealt, and other: makes values up: drop one");
        }
        if (!f.containsKey("column") || f.containsKey("values") == f.containsKey("counts")) {
            throw node.where().error("given needs column: COLUMN (another column of this row) and either values: "
                    + "{VALUE: {MEMBER: WEIGHT, ...}, ...} (the weights where COLUMN holds VALUE) or counts: {COUNT: "
                    + "{MEMBER: WEIGHT, ...}, ...} (the weights where COLUMN's row was dealt COUNT)");
        }
        if (f.containsKey("counts")) {
            return byCount(t, c, names, weights, stream, longest, digitFree, f);
        }
        Col other = column(t, c, f.get("column"));
        Map<String, double[]> byValue = new LinkedHashMap<>();
        for (Map.Entry<String, Node> e : f.get("values").mapping("given's values").entrySet()) {
            byValue.put(e.getKey(), members(e.getKey(), e.getValue(), names));
        }
        return Col.plain(c, Generators.choiceGiven(seed, stream, List.copyOf(names), weights, other.gen(), byValue,
                own), ColumnType.varchar(Math.max(1, longest)), false, digitFree);
    }

    /**
     * {@code given: {column: COLUMN, counts: {A: {MEMBER: WEIGHT, ...}, ...}}}, COLUMN this table's {@code gen: parent}
     * under {@code per: {..., exact: true}} or a ref with {@code fanout:} and {@code exact: true}: where COLUMN's row
     * was dealt count A, the member is drawn by A's weights, else by the choice's own. What keeps a category that
     * depends on a parent whose rows the copy makes anew (an origin by its carrier): the copy's carriers are told apart
     * by the counts they were dealt, not by their values.
     */
    private Col byCount(Table t, Spec.ColumnDef c, List<String> names, double[] weights, int stream, int longest,
            boolean digitFree, Map<String, Node> f) {
        Dealt given = dealt(t, c, f.get("column"), "given: counts: names ");
        String name = given.name();
        DealtCounts byCounts = given.counts();
        LongUnaryOperator rowOf = given.rowOf();
        double[][] byBin = new double[byCounts.bins()][];
        for (Map.Entry<String, Node> e : f.get("counts").mapping("given's counts").entrySet()) {
            long count;
            try {
                count = Long.parseLong(e.getKey());
            } catch (NumberFormatException notANumber) {
                throw f.get("counts").keyWhere(e.getKey()).error("given: counts: is keyed by the counts dealt to "
                        + name + "'s rows, not '" + e.getKey() + "'");
            }
            int bin = byCounts.binHolding(count);
            if (bin < 0) {
                throw f.get("counts").keyWhere(e.getKey()).error(count + " is no count dealt to the rows of " + name
                        + ": name one of its counts");
            }
            byBin[bin] = members(e.getKey(), e.getValue(), names);
        }
        double[] own = Generators.cumulative(weights);
        double[][] cumulativeBy = new double[byBin.length][];
        for (int i = 0; i < byBin.length; i++) {
            cumulativeBy[i] = byBin[i] == null ? own : Generators.cumulative(byBin[i]);
        }
        List<String> values = List.copyOf(names);
        return Col.plain(c, row -> {
            double[] at = cumulativeBy[byCounts.binOf(rowOf.applyAsLong(row))];
            return values.get(Generators.pick(at, Mix.unit(seed, row, stream) * at[at.length - 1]));
        }, ColumnType.varchar(Math.max(1, longest)), false, digitFree);
    }

    /**
     * A ref with {@code fanout:} and {@code exact: true} and {@code given: {column: COLUMN, cells: [[A, B, ROWS],
     * ...]}}, COLUMN this table's {@code gen: parent} under {@code per: {..., exact: true}} or another ref with
     * {@code fanout:} and {@code exact: true}: a row whose COLUMN row was dealt count A draws, among the cells of A,
     * a count B by their rows, then uniformly one of the target rows dealt B ({@code dealt} taken back). A row whose
     * count has no cell, or whose B no row was dealt (the target at another scale), takes {@code plain}'s pick.
     */
    LongUnaryOperator ref(Table t, Spec.ColumnDef c, int stream, DealtCounts dealt, LongUnaryOperator plain) {
        Node node = c.options().get("given");
        Map<String, Node> f = node.mapping("given", REF);
        if (!f.containsKey("column") || !f.containsKey("cells")) {
            throw node.where().error("given needs column: COLUMN (this table's gen: parent under an exact per:, or "
                    + "a ref with an exact fanout:) and cells: [[COUNT, COUNT, ROWS], ...] (the rows of each pair of "
                    + "counts)");
        }
        Dealt given = dealt(t, c, f.get("column"), "given: ");
        String name = given.name();
        DealtCounts byCounts = given.counts();
        LongUnaryOperator rowOf = given.rowOf();
        Cells cells = cells(f.get("cells"), byCounts, dealt, name);
        int cellStream = stream ^ 0x61CE;
        int rowStream = stream ^ 0x61CF;
        return row -> {
            int from = byCounts.binOf(rowOf.applyAsLong(row));
            int[] to = cells.to()[from];
            if (to == null) {
                return plain.applyAsLong(row);
            }
            double[] cumulative = cells.rows()[from];
            double u = Mix.unit(seed, row, cellStream) * cumulative[cumulative.length - 1];
            int bin = to[Generators.pick(cumulative, u)];
            long n = dealt.rowsOf(bin);
            if (n == 0) {
                return plain.applyAsLong(row);
            }
            return dealt.rowAt(bin, Math.min(n - 1, (long) (Mix.unit(seed, row, rowStream) * n)));
        };
    }

    /** The column given: names, the counts dealt to the rows it picks, and its row's pick. */
    private record Dealt(String name, DealtCounts counts, LongUnaryOperator rowOf) {
    }

    /**
     * The column {@code named} (another of this row, compiled) with the counts dealt to the rows it picks: this table's
     * gen: parent under an exact per:, or a ref with an exact fanout:. {@code says} begins the refusal of another.
     */
    private Dealt dealt(Table t, Spec.ColumnDef c, Node named, String says) {
        String name = named.scalar("given's column");
        Spec.ColumnDef other = t.columnDef(name);
        if (other == null || name.equals(c.name())) {
            throw named.where().error("given: column: names " + (other == null ? "no column '" + name + "' of "
                    + t.def.name() : "the column itself") + ": name another column of this row");
        }
        comp.column(t, name, named.where());
        if (other.gen().equals("parent") && t.dealt != null) {
            return new Dealt(name, t.dealt, t::parentOf);
        }
        if (t.dealtByRef.containsKey(name)) {
            return new Dealt(name, t.dealtByRef.get(name), t.picks.get(name).pick());
        }
        throw named.where().error(says + name + (says.endsWith("names ") ? ", which has" : " has") + " no counts "
                + "dealt to its rows: name this table's gen: parent under per: {..., exact: true}, or a ref with "
                + "fanout: and exact: true");
    }

    /** Per bin of the named column's counts, the target's bins its cells go to and their rows, cumulated. */
    private record Cells(int[][] to, double[][] rows) {
    }

    /**
     * {@code cells: [[A, B, ROWS], ...]}: each A a count {@code from} deals, each B one {@code to} deals, ROWS 0 or
     * more; grouped by A's bin (none for a bin without rows).
     */
    private static Cells cells(Node node, DealtCounts from, DealtCounts to, String name) {
        List<List<Integer>> targets = new ArrayList<>();
        List<List<Double>> rows = new ArrayList<>();
        for (int i = 0; i < from.bins(); i++) {
            targets.add(new ArrayList<>());
            rows.add(new ArrayList<>());
        }
        for (Node cell : node.list("cells")) {
            List<Node> three = cell.list("a cell");
            if (three.size() != 3) {
                throw cell.where().error("a cell is [COUNT OF " + name + ", COUNT OF THIS COLUMN, ROWS], not "
                        + three.size() + " numbers");
            }
            long a = three.get(0).integer("a count");
            long b = three.get(1).integer("a count");
            long n = three.get(2).integer("a cell's rows");
            int fromBin = from.binHolding(a);
            if (fromBin < 0) {
                throw three.get(0).where().error(String.format(Locale.ROOT, "cell [%d, %d, %d]: %d is no count "
                        + "dealt to the rows of %s: name one of its counts", a, b, n, a, name));
            }
            int toBin = to.binHolding(b);
            if (toBin < 0) {
                throw three.get(1).where().error(String.format(Locale.ROOT, "cell [%d, %d, %d]: %d is no count of "
                        + "this column's fanout: name one of its counts", a, b, n, b));
            }
            if (n < 0) {
                throw three.get(2).where().error("a cell's rows are 0 or more, not " + n);
            }
            if (n > 0) {
                targets.get(fromBin).add(toBin);
                rows.get(fromBin).add((double) n);
            }
        }
        int[][] goesTo = new int[from.bins()][];
        double[][] cumulative = new double[from.bins()][];
        for (int i = 0; i < goesTo.length; i++) {
            if (targets.get(i).isEmpty()) {
                continue;
            }
            goesTo[i] = targets.get(i).stream().mapToInt(Integer::intValue).toArray();
            cumulative[i] = new double[goesTo[i].length];
            double sum = 0;
            for (int k = 0; k < goesTo[i].length; k++) {
                sum += rows.get(i).get(k);
                cumulative[i][k] = sum;
            }
        }
        return new Cells(goesTo, cumulative);
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
