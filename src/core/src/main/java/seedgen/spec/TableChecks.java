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
            Map.entry("pattern", Set.of("regex", "not_regex", "like", "not_like", "similar", "ignore_case", "length",
                    "case")),
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
    /** Per column redrawn, its generator as compiled, before it was wrapped. */
    private final Map<String, Col> bases = new java.util.HashMap<>();
    private volatile Redraws redraws;
    /** What the sample found: the share redrawn, or why no draw kept a row. */
    Dataset.Checks report = Dataset.Checks.NONE;

    private TableChecks(Table t, long seed) {
        this.t = t;
        this.seed = seed;
    }

    /** The table's conditions read, and its columns to redraw chosen; null where it has none. */
    static TableChecks of(Table t, long seed, Set<String> dependedOn) {
        if (t.def.checks().isEmpty()) {
            return null;
        }
        TableChecks out = new TableChecks(t, seed);
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
        return out;
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
        if (!redrawn.contains(col.name())) {
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
            gens[i] = redrawable[i] ? bases.get(name).gen() : t.cols.get(name).gen();
        }
        Evaluator[] all = evaluators.toArray(Evaluator[]::new);
        Redraws.Test test = values -> {
            for (Evaluator e : all) {
                if (!e.holds(values::apply)) {
                    return false;
                }
            }
            return true;
        };
        String describe = checks.size() == 1 ? checks.get(0).describe() : "its " + checks.size() + " checks";
        redraws = new Redraws(seed, Generators.stream(t.def.name(), "(checks)"), gens, redrawable, test,
                t.def.name() + "'s " + describe);
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
                byColumn[c] += redraws.redraws(attempt, c) ? 1 : 0;
            }
        }
        Map<String, Long> counts = new java.util.LinkedHashMap<>();
        for (int c = 0; c < read.size(); c++) {
            if (redrawn.contains(read.get(c))) {
                counts.put(read.get(c), byColumn[c]);
            }
        }
        report = new Dataset.Checks(checks.stream().map(k -> k.def().sql()).toList(), List.copyOf(redrawn), n,
                redrawnRows, counts, failure);
    }

    /** Why row {@code row} keeps its checks on no draw: the first check it breaks as drawn, and what could change. */
    private String failure(long row, Redraws.Exhausted e) {
        Check broken = checks.get(0);
        for (Check k : checks) {
            Evaluator one = Evaluator.compile(k.expr(), binding());
            // the row as drawn: the columns redrawn read before their wrapping
            if (!one.holds(i -> (redrawn.contains(read.get(i)) ? bases.get(read.get(i)) : t.cols.get(read.get(i)))
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
                + whyNot(t, t.columnDef(c), Set.of())).toList()) + ")");
    }
}
