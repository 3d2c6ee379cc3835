package seedgen.runner;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import seedgen.catalog.Catalog;
import seedgen.connect.Target;
import seedgen.dialect.servers.Servers;
import seedgen.error.SeedgenException;
import seedgen.fromdb.InferredReferences;
import seedgen.fromdb.SpecFromCatalog;
import seedgen.fromdb.TriggerPlan;
import seedgen.profile.Learned;
import seedgen.profile.Learner;
import seedgen.run.Environment;
import seedgen.run.FromSchema;
import seedgen.run.Learning;
import seedgen.spec.SpecReader;

/**
 * A fill of the tables that already exist, as a {@link FromSchema} asks it: the catalog read, the shape learned where
 * it says so, and the spec composed from both, for a run or for {@code seedgen spec --from-db} to print.
 */
public final class SchemaFill {

    private SchemaFill() {
    }

    /**
     * The spec that fills the tables of {@code resolved} (each holding rows kept unless {@code truncate}; those a
     * run to {@code resume} wrote filled again), as {@code seedgen spec --from-db} prints it, learned from
     * {@code learnFrom} when it is set; {@code rows}: each unowned table's rows (null: {@link FromSchema#DEFAULT_ROWS}).
     * {@code triggers} (--triggers): whether the triggers that write other tables fire, their rows then left to them
     * ({@link TriggerFill}), tried first with rows of {@code seed} where {@code tried} (not in a dry run, nor for
     * --out, which write nothing to the server). Refused when nothing can be filled.
     */
    public static Loaded compose(FromSchema from, Environment env, Target resolved, Long rows, boolean truncate,
            boolean resume, Map<String, String> params, boolean triggers, long seed, boolean tried) {
        if (from.learnFrom() != null && from.learnFrom().equals(resolved.database())) {
            throw SeedgenException.badInput("--learn-from " + from.learnFrom() + " is the database to fill: name the "
                    + "one to learn from, and fill an empty copy of its schema");
        }
        Schema schema = Schema.read(env, resolved, from.tables(), from.exclude(), true, truncate, resume,
                from.inferReferences(), triggers);
        Catalog catalog = schema.catalog();
        Learned learned = null;
        List<InferredReferences.Dropped> dropped = List.of();
        if (from.learning() != null) {
            Target source = resolved.withDatabase(from.learnFrom());
            Catalog sourceCatalog = Schema.catalog(env, source, from.tables(), from.exclude());
            // an inferred reference the source's rows break is no reference: dropped, and the rest measured too
            dropped = unheld(env, source, sourceCatalog, InferredReferences.of(catalog));
            catalog = InferredReferences.without(catalog, dropped);
            learned = learn(from.learning(), env, source, InferredReferences.with(sourceCatalog,
                    InferredReferences.of(catalog)));
        }
        // Tables whose CHECKs its values could break are left out, as tables it cannot fill are: the rest is filled
        Learned measured = learned;
        List<InferredReferences.Dropped> unheld = dropped;
        TriggerFill.Composed composed = TriggerFill.compose(env, resolved, catalog, names(schema.kept().keySet()),
                triggers, seen -> SpecFromCatalog.compose(seen, rows == null ? FromSchema.DEFAULT_ROWS : rows,
                        from.rowsFor(), true, measured, from.learning() == null ? 1 : from.learning().scale(),
                        schema.kept(), schema.judged(), unheld, from.inferReferences()), tried ? new TriggerFill.Trial(seed, params, resume)
                        : null);
        SpecFromCatalog.Written written = composed.written();
        refuseNothingToFill(resolved, schema, catalog, written, composed.plan());
        String text = written.text();
        String label = resolved.namespace() + " (read with --from-db)";
        List<String> notes = new ArrayList<>(Schema.notes(written));
        notes.addAll(composed.notes(filled(catalog, schema, written, composed.plan()),
                TriggerFill.switching(resolved)));
        return new Loaded(SpecReader.read(label, text, params), text, notes, composed);
    }

    /** The tables a spec fills: neither kept, nor left out, nor the triggers'. */
    private static java.util.Set<String> filled(Catalog catalog, Schema schema, SpecFromCatalog.Written written,
            TriggerPlan plan) {
        java.util.Set<String> out = names(catalog.tables().stream().map(Catalog.Table::name).toList());
        out.removeAll(schema.kept().keySet());
        out.removeAll(plan.rowsFrom().keySet());
        written.leftOut().forEach(l -> out.remove(l.substring(0, l.indexOf(": "))));
        return out;
    }

    private static java.util.Set<String> names(java.util.Collection<String> names) {
        java.util.Set<String> out = new java.util.TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        out.addAll(names);
        return out;
    }

    /**
     * The spec {@code seedgen spec --from-db} prints for the tables of {@code resolved}: guessed from the schema, the
     * tables that hold rows kept (emptied and filled where {@code truncate}); or, with {@link FromSchema#learning},
     * measured in {@link FromSchema#learnFrom} (the same database, for an empty copy of it), every table filled.
     * {@code rows}: each unowned table's rows where nothing is measured; {@code triggers} and {@code seed} as a fill's.
     */
    public static Printed spec(FromSchema from, Environment env, Target resolved, long rows, boolean truncate,
            boolean triggers, long seed) {
        // a spec learned from these tables is for an empty copy; one guessed keeps the rows they hold
        Schema schema = Schema.read(env, resolved, from.tables(), from.exclude(), from.learning() == null, truncate,
                false, from.inferReferences(), triggers);
        Catalog catalog = schema.catalog();
        List<InferredReferences.Dropped> dropped = List.of();
        Learned learned = null;
        if (from.learning() != null) {
            Target source = from.learnFrom().equals(resolved.database()) ? resolved
                    : resolved.withDatabase(from.learnFrom());
            // an inferred reference the rows measured break is no reference: dropped before they are measured
            dropped = unheld(env, source, catalog, InferredReferences.of(catalog));
            catalog = InferredReferences.without(catalog, dropped);
            learned = learn(from.learning(), env, source, catalog);
        }
        // a learned spec is to fill an empty copy as it is: a table whose CHECKs its values could break is left out
        // with a comment saying so, as a fill without a spec leaves it out
        double scale = from.learning() == null ? 1 : from.learning().scale();
        Learned measured = learned;
        List<InferredReferences.Dropped> unheld = dropped;
        TriggerFill.Composed composed = TriggerFill.compose(env, resolved, catalog, names(schema.kept().keySet()),
                triggers, seen -> SpecFromCatalog.compose(seen, rows, from.rowsFor(), measured != null, measured,
                        scale, schema.kept(), schema.judged(), unheld, from.inferReferences()),
                new TriggerFill.Trial(seed, Map.of(), false));
        return new Printed(composed.written(), catalog.tables().size());
    }

    /** A printed spec, and the number of tables of the schema it was read from. */
    public record Printed(SpecFromCatalog.Written written, int tables) {
    }

    private static void refuseNothingToFill(Target resolved, Schema schema, Catalog catalog,
            SpecFromCatalog.Written written, TriggerPlan plan) {
        long triggers = plan.rowsFrom().size();
        if (written.leftOut().isEmpty() && schema.kept().size() + triggers == catalog.tables().size()) {
            // bad usage, as for a dataset's tables that hold rows (exit 2): --truncate or another schema is the fix
            throw SeedgenException.badInput("the tables of " + resolved.namespace() + " already hold rows, "
                    + "which seedgen keeps as they are: nothing to fill; add --truncate to empty them and fill them "
                    + "again (migration tables stay), or fill an empty copy of the schema");
        }
        if (written.leftOut().size() + schema.kept().size() == catalog.tables().size() && !written.leftOut()
                .isEmpty()) {
            throw SeedgenException.badInput("no table of " + resolved.namespace() + " can be filled (" + written
                    .leftOut().get(0) + "): print the spec with seedgen spec --from-db > FILE, write the tables by "
                    + "hand, and fill with --from-db --spec FILE");
        }
    }

    /**
     * Of the references inferred in the schema ({@code inferred}), those the rows of {@code source} break (a value
     * no parent row holds), each with why; one query each. {@code sourceCatalog}: the tables as {@code source} has
     * them.
     */
    private static List<InferredReferences.Dropped> unheld(Environment env, Target source, Catalog sourceCatalog,
            List<InferredReferences.Inferred> inferred) {
        if (inferred.isEmpty()) {
            return List.of();
        }
        return OnServer.run(env, source, live -> Servers.family(live).admin().read(live,
                (c, dialect) -> InferredReferences.unheld(c, dialect, live.namespace(), sourceCatalog, inferred)));
    }

    /** What the tables of {@code catalog} in {@code source} hold, measured, with progress on the error stream. */
    private static Learned learn(Learning how, Environment env, Target source, Catalog catalog) {
        String name = Servers.family(source).dialect().namespaceName(source.database(), source.schema());
        return OnServer.run(env, source, live -> Servers.family(live).admin().read(live,
                (c, dialect) -> new Learner(c, dialect, live.namespace(), env.err()::println, how.values())
                        .learn(catalog, name)));
    }
}
