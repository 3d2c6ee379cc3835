package seedgen.fromdb;

import static seedgen.fromdb.SpecYaml.comment;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.ToLongFunction;
import seedgen.catalog.Catalog;
import seedgen.error.SeedgenException;
import seedgen.profile.Learned;

/**
 * One table's draft: the shape of its rows and its keys ({@link KeyShape}), each column's generator
 * ({@link ColumnChoice}), how many rows it gets and why, and the checks it does not follow.
 */
final class TableRules {

    /**
     * What every table of one spec is drafted with.
     *
     * @param rowsOf the rows a table gets (what --rows-for says, else learned, else --rows)
     * @param exactRows the tables another refers to one to one, whose rows are the count learned
     * @param dropped the inferred references left out, each said on its column
     * @param kept the tables kept as they are, by name (any case), with the rows the others refer to
     * @param leftOut the tables left out so far, by name (a view the drafting adds to)
     */
    record Context(Catalog catalog, Learned learned, ToLongFunction<String> rowsOf, Set<String> exactRows,
            List<InferredReferences.Dropped> dropped, Map<String, KeptRows.Kept> kept, Set<String> leftOut,
            boolean inferPairs) {

        Context(Catalog catalog, Learned learned, ToLongFunction<String> rowsOf, Set<String> exactRows,
                List<InferredReferences.Dropped> dropped, Map<String, KeptRows.Kept> kept, Set<String> leftOut) {
            this(catalog, learned, rowsOf, exactRows, dropped, kept, leftOut, true);
        }

        Context(Catalog catalog, Learned learned, ToLongFunction<String> rowsOf, Set<String> exactRows,
                List<InferredReferences.Dropped> dropped) {
            this(catalog, learned, rowsOf, exactRows, dropped, Map.of(), Set.of());
        }

        /** Whether table {@code name} is drafted here: not left out, not kept as it is, not a trigger's. */
        boolean drafted(String name) {
            Catalog.Table t = catalog.table(name);
            return t != null && !t.writtenByTrigger() && !leftOut.contains(name) && kept.keySet().stream()
                    .noneMatch(name::equalsIgnoreCase);
        }
    }

    /**
     * A table drafted, and the columns it leaves to NULL or their default ({@code table.column: left to ..., why}).
     */
    record Made(SpecDraft.TableDraft draft, List<String> columnsLeft) {

        /** The checks not followed, as {@code TABLE: CHECK (CLAUSE)}. */
        List<String> unfollowed() {
            return draft.unfollowed().stream().map(c -> draft.name() + ": CHECK (" + c + ")").toList();
        }

        /** The table given fewer rows than asked, with why; else nothing. */
        List<String> capped() {
            return draft.cappedBy() == null ? List.of() : List.of(String.format(Locale.ROOT, "%s: %,d, not %,d: %s",
                    draft.name(), draft.rows(), draft.asked(), draft.cappedBy()));
        }
    }

    private TableRules() {
    }

    /**
     * The draft of table {@code t} of {@code rows} rows ({@code exact}: --rows-for asked for them, so a table that
     * cannot hold them is refused), its references in {@code nulledRefs} left to NULL, the generators in
     * {@code judged} the server judged to keep the checks seedgen does not read.
     */
    static Made draft(Context ctx, Catalog.Table t, long rows, boolean exact, Set<String> nulledRefs,
            Map<String, ServerJudge.Judged> judged) {
        Learned.TableShape shape = ctx.learned() == null ? null : ctx.learned().tables().get(t.name());
        KeyShape k = KeyShape.of(ctx.catalog(), t, shape, ctx.learned(), rows, ctx.rowsOf(), ctx.exactRows(),
                ctx::drafted);
        PolymorphicPairs.apply(ctx, t, k);
        PairChecks.apply(t, k);
        ColumnChoice choice = new ColumnChoice(ctx, k, nulledRefs, judged);
        List<SpecDraft.ColumnDraft> columns = choice.columns();
        long most = choice.most;
        if (exact && k.per != null) {
            throw SeedgenException.badInput("--rows-for " + t.name() + "=" + rows + ": the rows of " + t.name()
                    + " follow its parent's (" + k.per + "): set the parent's rows instead");
        }
        if (exact && most < rows) {
            throw SeedgenException.badInput(String.format(Locale.ROOT, "--rows-for %s=%d: %s, so the table holds at "
                    + "most %,d rows: ask for %d or fewer", t.name(), rows, choice.why, most, most));
        }
        boolean capped = k.per == null && most < rows;
        List<String> unfollowed = choice.broken.stream().map(c -> CheckClauses.normal(c).replaceAll("\\s+", " ")).toList();
        List<String> key = t.primaryKey();
        String keyNote = null;
        if (key.isEmpty()) {
            // No primary key: a unique key of NOT NULL columns tells a row as well; else the table has no key,
            // and a resumed run writes it again (a lost connection while it is written stops the run)
            key = t.unique().stream().filter(u -> u.stream().noneMatch(c -> t.column(c).nullable())).findFirst()
                    .orElse(List.of());
            keyNote = key.isEmpty() ? "none: a resumed run writes this table again" : "its unique key";
        }
        // a key with a member left to NULL holds on every row: NULL is equal to nothing
        List<List<String>> composite = t.unique().stream().filter(u -> u.size() > 1 && u.stream().noneMatch(
                c -> k.nulls.stream().anyMatch(c::equalsIgnoreCase))).toList();
        List<SpecDraft.CheckDraft> checks = new ArrayList<>();
        for (CheckClauses.Clause clause : k.checks.clauses()) {
            if (clause.evaluable()) {
                checks.add(new SpecDraft.CheckDraft(null, CheckClauses.normal(clause.text()), null));
            }
        }
        SpecDraft.TableDraft draft = new SpecDraft.TableDraft(t.name(), measured(shape), k.per,
                shape == null ? k.perWhy : null, capped ? most : rows, rows, capped ? choice.why : null, columns,
                unfollowed, key, keyNote, composite, checks);
        return new Made(draft, List.copyOf(choice.columnsLeft));
    }

    /** What was learned of the table: its rows, how its shapes were measured, its fan-outs. */
    private static List<String> measured(Learned.TableShape shape) {
        if (shape == null) {
            return List.of();
        }
        List<String> lines = new ArrayList<>();
        lines.add(String.format(Locale.ROOT, "measured: %,d rows%s%s", shape.rows(), shape.sampled() > 0
                ? String.format(Locale.ROOT, " (shapes from %,d of them, in key ranges)", shape.sampled()) : "",
                shape.keyTime() == null ? "" : String.format(Locale.ROOT, "; %s follows the key (rank "
                        + "correlation %.3f)", shape.keyTime(), shape.keyTimeCorrelation())));
        if (shape.keyGaps() >= ColumnChoice.LEAST_GAPS) {
            lines.add(String.format(Locale.ROOT, "%s: %.2f%% of the values from %,d to %,d held by no row (gaps)",
                    comment(shape.span().column()), 100 * shape.keyGaps(), shape.span().min(), shape.span().max()));
        }
        for (Learned.FanOut f : shape.fanOuts().values()) {
            lines.add(comment(LearnedFanOuts.describe(f)));
        }
        return lines;
    }
}
