package seedgen.spec;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import seedgen.check.CheckParser;
import seedgen.check.Evaluator;
import seedgen.check.Expr;
import seedgen.check.ValueKind;
import seedgen.generate.Generators;
import seedgen.generate.Redraws;
import seedgen.generate.ValueGenerator;
import seedgen.model.Dataset;

/**
 * A table's {@code checks:} while it compiles and after: each condition read ({@link CheckParser}) and evaluated on
 * every row ({@link Evaluator}), and the columns they read that can be drawn again ({@link Redraws}) wrapped so that
 * a row's values are those of the first attempt that keeps every condition. Which columns can be drawn again: those
 * whose values do not depend on their row's place or on other columns, and that no key holds (a key's values are
 * distinct by construction, which a redraw would break), nor another column reads (a time after it, a copy of it).
 */
final class TableChecks {

    /** Rows of a table sampled when it compiles, to find a condition no redraw keeps and the share redrawn. */
    static final int SAMPLE = 2_000;

    /** The generators whose values are plain draws, with the options that keep them so. */
    private static final Map<String, Set<String>> PLAIN = Map.ofEntries(
            Map.entry("int", Set.of("min", "max", "distribution", "mean", "s", "quantiles")),
            Map.entry("decimal", Set.of("min", "max", "scale", "quantiles")),
            Map.entry("choice", Set.of("values", "other")),
            Map.entry("bool", Set.of("p")),
            Map.entry("code", Set.of("length", "case", "scheme")),
            Map.entry("pattern", Set.of("regex", "not_regex", "like", "not_like", "similar", "not_similar", "escape",
                    "ignore_case", "length", "case")),
            Map.entry("bits", Set.of("width")),
            Map.entry("geometry", Set.of("kind", "srid")),
            Map.entry("first_name", Set.of()),
            Map.entry("last_name", Set.of()),
            Map.entry("lorem", Set.of("words")),
            Map.entry("faker", Set.of("expr", "locale")),
            Map.entry("constant", Set.of("value")),
            Map.entry("json", Set.of("fields")),
            Map.entry("array", Set.of("of", "count")),
            Map.entry("datetime", Set.of("from", "to", "format", "quantiles", "mean")),
            Map.entry("ref", Set.of("table", "column", "distribution", "s")),
            Map.entry("range", Set.of("kind")),
            Map.entry("macaddr", Set.of("bytes")),
            Map.entry("bitstring", Set.of("width", "varying")),
            Map.entry("xml", Set.of()),
            Map.entry("shape", Set.of("kind")),
            Map.entry("hstore", Set.of()),
            Map.entry("ltree", Set.of()),
            Map.entry("tsvector", Set.of("from")));

    /** One condition: as written, read, and the columns it reads. */
    record Check(Spec.CheckDef def, Expr expr, Set<String> columns) {
        String describe() {
            return "CHECK " + (def.name() == null ? "" : def.name() + " ") + "(" + def.sql() + ")";
        }
    }


    private final Table t;
    private final long seed;
    final List<Check> checks = new ArrayList<>();
    /** Every column the conditions read, in the table's order: the local indices of {@link Redraws}. */
    final List<String> read = new ArrayList<>();
    /** The columns drawn again where a row breaks a condition. */
    final Set<String> redrawn = new LinkedHashSet<>();
    /** Why each column the conditions read cannot be drawn again (none for those that can). */
    private final Map<String, String> fixedWhy = new java.util.LinkedHashMap<>();
    /** The repairs: per branch of a condition that names values, the columns set and what to ({@link #repair}). */
    private final List<Map<String, Object>> repairs = new ArrayList<>();
    /** The columns a repair sets, or a redraw draws: wrapped, so that the row's value is the attempt's. */
    private final Set<String> wrapped = new LinkedHashSet<>();
    /** Per column redrawn, its generator as compiled, before it was wrapped. */
    private final Map<String, Col> bases = new java.util.HashMap<>();
    private volatile Redraws redraws;
    /** What the sample found: the share redrawn, or why no draw kept a row. */
    Dataset.Checks report = Dataset.Checks.NONE;

    private TableChecks(Table t, long seed) {
        this.t = t;
        this.seed = seed;
    }

    /** Whether a row of table {@code table} holds {@code value} in column {@code column} (null: its key). */
    interface KeyHolds {
        boolean test(String table, String column, String value);
    }

    private KeyHolds keyHolds = (table, column, value) -> false;

    /** The table's conditions read, and its columns to redraw chosen; null where it has none. */
    static TableChecks of(Table t, long seed, Set<String> dependedOn, KeyHolds keyHolds) {
        if (t.def.checks().isEmpty()) {
            return null;
        }
        TableChecks out = new TableChecks(t, seed);
        out.keyHolds = keyHolds;
        for (Spec.CheckDef def : t.def.checks()) {
            Expr e;
            try {
                e = CheckParser.parse(def.sql());
            } catch (CheckParser.CheckSyntax bad) {
                throw def.where().error("check of " + t.def.name() + " is " + bad.getMessage());
            }
            Set<String> columns = new LinkedHashSet<>();
            for (String named : Expr.columns(e)) {
                Spec.ColumnDef c = column(t, named);
                if (c == null) {
                    throw def.where().error("check of " + t.def.name() + " names no column '" + named + "' of the "
                            + "table (it has: " + String.join(", ", t.def.columns().stream().map(Spec.ColumnDef::name)
                            .toList()) + ")");
                }
                columns.add(c.name());
            }
            out.checks.add(new Check(def, e, columns));
            for (String asked : def.redraw()) {
                Spec.ColumnDef c = column(t, asked);
                if (c == null || !columns.contains(c.name())) {
                    throw def.where().error("redraw: names " + asked + ", which the check does not read (it reads: "
                            + String.join(", ", columns) + ")");
                }
                String why = whyNot(t, c, dependedOn);
                if (why != null) {
                    throw def.where().error("redraw: names " + asked + ", which cannot be drawn again: " + why);
                }
            }
        }
        for (Spec.ColumnDef c : t.def.columns()) {
            if (out.checks.stream().anyMatch(k -> k.columns().contains(c.name()))) {
                out.read.add(c.name());
            }
        }
        for (Check k : out.checks) {
            for (String col : k.def().redraw().isEmpty() ? k.columns() : k.def().redraw()) {
                Spec.ColumnDef c = column(t, col);
                if (k.def().redraw().isEmpty() ? whyNot(t, c, dependedOn) == null : true) {
                    out.redrawn.add(c.name());
                }
            }
        }
        for (String col : out.read) {
            String why = whyNot(t, t.columnDef(col), dependedOn);
            if (why != null && !out.redrawn.contains(col)) {
                out.fixedWhy.put(col, why);
            }
        }
        out.wrapped.addAll(out.redrawn);
        List<List<Map<String, Object>>> byCheck = new ArrayList<>();
        for (Check k : out.checks) {
            int before = out.repairs.size();
            out.repairs(t, k.expr());
            byCheck.add(new ArrayList<>(out.repairs.subList(before, out.repairs.size())));
        }
        out.combined(byCheck);
        return out;
    }

    /** At most this many repairs that join two checks' repairs. */
    private static final int MOST_JOINED = 64;

    /**
     * Repairs of two checks joined, where they set different columns: a row that breaks both (a flag's check and a
     * bound's) is kept by setting what each names at once, which neither repair alone nor a redraw may reach.
     */
    private void combined(List<List<Map<String, Object>>> byCheck) {
        int joined = 0;
        for (int i = 0; i < byCheck.size(); i++) {
            for (int j = i + 1; j < byCheck.size(); j++) {
                for (Map<String, Object> a : byCheck.get(i)) {
                    for (Map<String, Object> b : byCheck.get(j)) {
                        if (joined < MOST_JOINED && a.keySet().stream().noneMatch(b::containsKey)) {
                            Map<String, Object> both = new java.util.LinkedHashMap<>(a);
                            both.putAll(b);
                            if (!repairs.contains(both)) {
                                repairs.add(both);
                                joined++;
                            }
                        }
                    }
                }
            }
        }
    }

    /**
     * The repairs a condition names: for each of its branches (the parts of an OR at its top) that sets values
     * ({@code col IS NULL}, {@code col = 3}, {@code col IS TRUE}, {@code col IN ('a', 'b')}, {@code a = b}, a bound
     * on a number, {@code col >= 894}: the bound), those columns set so, also in an OR under the clause's AND, where
     * each of them may be set: {@code id <> 1 OR (type = 3 AND area IS NULL)} gives type 3 and area NULL, for the row
     * that is 1. The branch's other conditions must then hold as drawn.
     */
    private void repairs(Table t, Expr e) {
        if (e instanceof Expr.And a) { // c <> 979 AND (c BETWEEN 894 AND 1094 OR ...): the OR's branches too
            a.parts().stream().filter(p -> p instanceof Expr.Or).forEach(p -> repairs(t, p));
        }
        List<Expr> branches = e instanceof Expr.Or o ? o.parts() : List.of(e);
        for (Expr branch : branches) {
            Map<String, Object> set = new java.util.LinkedHashMap<>();
            boolean ok = true;
            for (Expr part : branch instanceof Expr.And a ? a.parts() : List.of(branch)) {
                ok &= setting(t, part, set);
            }
            if (ok && !set.isEmpty() && !repairs.contains(set)) {
                repairs.add(set);
                wrapped.addAll(set.keySet());
            }
        }
    }

    /** What {@code part} sets, into {@code set}; false where it sets a column that may not be set. */
    private boolean setting(Table t, Expr part, Map<String, Object> set) {
        if (part instanceof Expr.IsNull n && !n.not() && column(t, n.e()) != null) {
            return set(t, column(t, n.e()), null, set);
        }
        if (part instanceof Expr.IsBool b && !b.not() && b.value() != null && column(t, b.e()) != null) {
            return set(t, column(t, b.e()), b.value() ? "1" : "0", set);
        }
        if (part instanceof Expr.Cmp c && c.op() == Expr.Op.EQ) {
            Spec.ColumnDef l = column(t, c.left());
            Spec.ColumnDef r = column(t, c.right());
            if (l != null && r != null && !l.name().equals(r.name())) {
                return set(t, l, new Copy(r.name()), set) || set(t, r, new Copy(l.name()), set);
            }
            String v = l != null ? literal(c.right()) : r != null ? literal(c.left()) : null;
            if (v != null) {
                return set(t, l != null ? l : r, v, set);
            }
        }
        if (part instanceof Expr.Cmp c && (c.op() == Expr.Op.GT || c.op() == Expr.Op.GE || c.op() == Expr.Op.LT
                || c.op() == Expr.Op.LE)) {
            // a bound on a number (c BETWEEN 894 AND 1094 is c >= 894 AND c <= 1094): the bound itself, or one past it
            boolean left = column(t, c.left()) != null;
            Spec.ColumnDef col = left ? column(t, c.left()) : column(t, c.right());
            String v = left ? literal(c.right()) : literal(c.left());
            java.math.BigDecimal n = v == null ? null : number(v);
            if (col != null && n != null) {
                Expr.Op op = left ? c.op() : c.op().flipped();
                java.math.BigDecimal at = op == Expr.Op.GT ? n.add(java.math.BigDecimal.ONE)
                        : op == Expr.Op.LT ? n.subtract(java.math.BigDecimal.ONE) : n;
                return set(t, col, at.toPlainString(), set);
            }
        }
        if (part instanceof Expr.AnyOf a && a.op() == Expr.Op.EQ && !a.all() && column(t, a.left()) != null
                && !a.items().isEmpty() && literal(a.items().get(0)) != null) {
            return set(t, column(t, a.left()), literal(a.items().get(0)), set);
        }
        return true; // a condition the branch must keep as drawn
    }

    private static java.math.BigDecimal number(String v) {
        try {
            return new java.math.BigDecimal(v);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** A column another one is copied into: its name, made the other's local index when bound. */
    private record Copy(String from) {
    }

    /**
     * {@code c} set to {@code value} (SQL's text of a literal, null, or a {@link Copy}) where it may be: no key's
     * member, no parent or sequence, a reference or a time only to NULL (a value would break its foreign key, or leave
     * the times that follow it behind).
     */
    private boolean set(Table t, Spec.ColumnDef c, Object value, Map<String, Object> set) {
        String why = whyNot(t, c, Set.of());
        boolean keyed = why != null && why.startsWith("a key");
        Set<String> fixedGens = Set.of("parent", "sequence", "counter", "list", "states", "state_time", "uuid",
                "uuid4", "uuid7", "template", "bcrypt");
        // a reference to a literal only where a row of its table holds that key (the rows its key's sequence makes)
        boolean refersToNone = value != null && c.gen().equals("ref") && (!(value instanceof String v)
                || !keyHolds.test(c.options().get("table").scalar("table"), c.options().containsKey("column")
                ? c.options().get("column").scalar("column") : null, v));
        if (keyed || fixedGens.contains(c.gen()) || refersToNone || value != null && c.gen().equals("datetime")) {
            return false;
        }
        set.put(c.name(), value);
        return true;
    }

    private static Spec.ColumnDef column(Table t, Expr e) {
        Expr x = e;
        while (x instanceof Expr.Cast c) {
            x = c.e();
        }
        return x instanceof Expr.Col col ? column(t, col.name()) : null;
    }

    /** A literal's SQL text ({@code 3}, {@code 'a'}, {@code true} as 1), or null for anything else. */
    private static String literal(Expr e) {
        Expr x = e;
        while (x instanceof Expr.Cast c) {
            x = c.e();
        }
        if (x instanceof Expr.Neg n && n.e() instanceof Expr.Lit l && l.value() instanceof java.math.BigDecimal b) {
            return b.negate().toPlainString();
        }
        if (!(x instanceof Expr.Lit l) || l.value() == null) {
            return null;
        }
        return l.value() instanceof Boolean b ? (b ? "1" : "0") : l.value() instanceof java.math.BigDecimal b
                ? b.toPlainString() : (String) l.value();
    }

    private static Spec.ColumnDef column(Table t, String name) {
        Spec.ColumnDef exact = t.columnDef(name);
        if (exact != null) {
            return exact;
        }
        return t.def.columns().stream().filter(c -> c.name().equalsIgnoreCase(name)).findFirst().orElse(null);
    }

    /** Why column {@code c} cannot be drawn again, or null when it can. */
    static String whyNot(Table t, Spec.ColumnDef c, Set<String> dependedOn) {
        if (c.unique() || t.def.primaryKey().contains(c.name()) || t.def.unique().stream().anyMatch(
                u -> u.contains(c.name()))) {
            return "a key holds it (its values are distinct by construction)";
        }
        Set<String> plain = PLAIN.get(c.gen());
        if (plain == null || !plain.containsAll(c.options().keySet())) {
            return "gen " + c.gen() + (plain == null ? "" : " with " + String.join(", ", c.options().keySet()))
                    + " makes its values from the row's place or from other columns";
        }
        if (c.nullWith() != null) {
            return "null_with: ties its NULLs to another column's";
        }
        if (dependedOn.contains(key(t.def.name(), c.name()))) {
            return "another column is made from it";
        }
        return null;
    }

    static String key(String table, String column) {
        return table + "\u0000" + column.toLowerCase(Locale.ROOT);
    }

    /** {@code col}, compiled, as the table's rows give it: wrapped where it is redrawn. */
    Col wrap(Col col) {
        if (!wrapped.contains(col.name())) {
            return col;
        }
        bases.put(col.name(), col);
        int local = read.indexOf(col.name());
        ValueGenerator gen = row -> bound().column(local).valueFor(row);
        Generators.Timed timed = col.timed() == null ? null : new Generators.Timed() {
            @Override
            public long epochAt(long row) {
                return bound().timed(local, col.timed()).epochAt(row);
            }

            @Override
            public Object valueFor(long row) {
                return gen.valueFor(row);
            }
        };
        return new Col(col.name(), gen, col.type(), col.unique(), col.digitFree(), timed, col.fk(),
                col.parentColumn(), col.distinctOwnerOf(), col.nullable());
    }

    private Redraws bound() {
        Redraws r = redraws;
        if (r == null) {
            throw new IllegalStateException("the rows of " + t.def.name() + " were read before its checks were bound");
        }
        return r;
    }

    /** The columns the checks read, by their local index, each of the kind its type says. */
    private Evaluator.Binding binding() {
        return new Evaluator.Binding() {
            @Override
            public int index(String name) {
                Spec.ColumnDef c = column(t, name);
                return c == null ? -1 : read.indexOf(c.name());
            }

            @Override
            public ValueKind kind(int index) {
                Spec.ColumnDef c = t.columnDef(read.get(index));
                String type = c.type() != null ? c.type() : t.cols.get(c.name()).type().ddl();
                return ValueKind.ofType(type);
            }

            @Override
            public int padTo(int index) {
                return Evaluator.padding(t.columnDef(read.get(index)).type());
            }
        };
    }

    /** Once every column of the table is compiled: the conditions evaluated against the columns' generators. */
    void bind() {
        List<Evaluator> evaluators = new ArrayList<>();
        Evaluator.Binding binding = binding();
        for (Check k : checks) {
            try {
                evaluators.add(Evaluator.compile(k.expr(), binding));
            } catch (Evaluator.Unevaluable u) {
                throw k.def().where().error("check of " + t.def.name() + " " + u.getMessage() + ": seedgen evaluates "
                        + "it on every row, so it must be one seedgen can evaluate; drop it from checks: and keep the "
                        + "columns it reads to it by their generators");
            }
        }
        ValueGenerator[] gens = new ValueGenerator[read.size()];
        boolean[] redrawable = new boolean[read.size()];
        for (int i = 0; i < gens.length; i++) {
            String name = read.get(i);
            redrawable[i] = redrawn.contains(name);
            gens[i] = wrapped.contains(name) ? bases.get(name).gen() : t.cols.get(name).gen();
        }
        List<Map<Integer, Object>> local = new ArrayList<>();
        for (Map<String, Object> repair : repairs) {
            Map<Integer, Object> one = new java.util.LinkedHashMap<>();
            repair.forEach((col, v) -> one.put(read.indexOf(col), v instanceof Copy c
                    ? new Redraws.Copy(read.indexOf(c.from())) : v == null ? null : value((String) v,
                    binding.kind(read.indexOf(col)))));
            local.add(one);
        }
        Redraws.Test[] tests = new Redraws.Test[evaluators.size()];
        int[][] reads = new int[evaluators.size()][];
        for (int k = 0; k < tests.length; k++) {
            Evaluator e = evaluators.get(k);
            tests[k] = values -> e.holds(values::apply);
            reads[k] = e.columns().stream().mapToInt(Integer::intValue).toArray();
        }
        String describe = checks.size() == 1 ? checks.get(0).describe() : "its " + checks.size() + " checks";
        redraws = new Redraws(seed, Generators.stream(t.def.name(), "(checks)"), gens, redrawable, tests, reads,
                local, t.def.name() + "'s " + describe);
    }

    /**
     * A literal as the value a column of {@code kind} is made of: a whole number of an integer (or a truth value, as
     * the flags' generators make them 0 and 1), the text of any other.
     */
    private static Object value(String text, ValueKind kind) {
        if (kind == ValueKind.INTEGER || kind == ValueKind.BOOLEAN || kind == ValueKind.UNKNOWN) {
            try {
                return new java.math.BigDecimal(text).longValueExact();
            } catch (ArithmeticException | NumberFormatException notWhole) {
                Boolean b = text.equalsIgnoreCase("true") || text.equalsIgnoreCase("t") ? Boolean.TRUE
                        : text.equalsIgnoreCase("false") || text.equalsIgnoreCase("f") ? Boolean.FALSE : null;
                return b != null && kind != ValueKind.UNKNOWN ? (Object) (b ? 1L : 0L) : text;
            }
        }
        return text;
    }

    /**
     * Rows spread over the table, each decided: the share redrawn, per column; a condition no redraw keeps on a row
     * refused with the check named and the columns it reads ({@code lenient}: said in the report instead).
     */
    void sample(boolean lenient) {
        long rows = t.rows;
        long n = Math.min(rows, SAMPLE);
        long redrawnRows = 0;
        long[] byColumn = new long[read.size()];
        String failure = null;
        for (long i = 0; i < n && failure == null; i++) {
            long row = 1 + i * rows / Math.max(1, n);
            int attempt;
            try {
                attempt = redraws.attemptOf(row);
            } catch (Redraws.Exhausted e) {
                failure = failure(row, e);
                if (!lenient) {
                    throw checks.get(0).def().where().error(failure);
                }
                break;
            }
            redrawnRows += attempt == 0 ? 0 : 1;
            for (int c = 0; c < read.size(); c++) {
                byColumn[c] += redraws.changes(attempt, c) ? 1 : 0;
            }
        }
        Map<String, Long> counts = new java.util.LinkedHashMap<>();
        for (int c = 0; c < read.size(); c++) {
            if (wrapped.contains(read.get(c))) {
                counts.put(read.get(c), byColumn[c]);
            }
        }
        report = new Dataset.Checks(checks.stream().map(k -> k.def().sql()).toList(), List.copyOf(wrapped), n,
                redrawnRows, counts, failure);
    }

    /** Why row {@code row} keeps its checks on no draw: the first check it breaks as drawn, and what could change. */
    private String failure(long row, Redraws.Exhausted e) {
        Check broken = checks.get(0);
        for (Check k : checks) {
            Evaluator one = Evaluator.compile(k.expr(), binding());
            // the row as drawn: the columns redrawn read before their wrapping
            if (!one.holds(i -> (wrapped.contains(read.get(i)) ? bases.get(read.get(i)) : t.cols.get(read.get(i)))
                    .gen().valueFor(row))) {
                broken = k;
                break;
            }
        }
        List<String> fixed = broken.columns().stream().filter(c -> !redrawn.contains(c)).toList();
        return "table " + t.def.name() + ", row " + row + ": no draw of its columns keeps " + broken.describe()
                + (redrawn.stream().anyMatch(broken.columns()::contains) ? " (drawn again: " + String.join(", ",
                broken.columns().stream().filter(redrawn::contains).toList()) + "; " : " (") + (fixed.isEmpty()
                ? "every column it reads was)" : "not drawn again: " + String.join("; ", fixed.stream().map(c -> c + ", "
                + fixedWhy.getOrDefault(c, "a repair sets it")).toList()) + ")");
    }
}
