package seedgen.run;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import seedgen.catalog.Catalog;
import seedgen.connect.Environment;
import seedgen.connect.Target;
import seedgen.error.SeedgenException;
import seedgen.fromdb.InferredReferences;
import seedgen.fromdb.SpecFromCatalog;
import seedgen.profile.Learned;
import seedgen.spec.SpecReader;

/**
 * A run's source when it fills the tables that already exist in the target (--from-db without a spec): which tables
 * ({@code tables}, all when null, less {@code exclude}), a table's rows ({@code rowsFor}), whether references nobody
 * declared are followed ({@code inferReferences}), and the database on the same server whose shape is learned
 * ({@code learnFrom}, with {@code learning}; both null to guess the shape from the schema alone).
 */
public record FromSchema(List<String> tables, List<String> exclude, Map<String, Long> rowsFor,
        boolean inferReferences, String learnFrom, Learning learning) {

    public FromSchema {
        tables = tables == null ? null : List.copyOf(tables);
        exclude = exclude == null ? null : List.copyOf(exclude);
        rowsFor = Collections.unmodifiableMap(new LinkedHashMap<>(rowsFor)); // in the order given
        if ((learnFrom == null) != (learning == null)) {
            throw new IllegalArgumentException("learnFrom and learning go together");
        }
    }

    /** Every table of the target's schema, references inferred, nothing learned. */
    public static FromSchema all() {
        return new FromSchema(null, null, Map.of(), true, null, null);
    }

    /** The same source with these tables, table rows and inference, learning as it is. */
    public FromSchema with(List<String> tables, List<String> exclude, Map<String, Long> rowsFor,
            boolean inferReferences) {
        return new FromSchema(tables, exclude, rowsFor, inferReferences, learnFrom, learning);
    }

    /** The same source, its shape learned from {@code database} on the target's server. */
    public FromSchema learningFrom(String database, Learning how) {
        return new FromSchema(tables, exclude, rowsFor, inferReferences, database, how);
    }

    /**
     * The spec that fills the tables of {@code resolved} (each holding rows kept unless {@code truncate}; those a
     * run to {@code resume} wrote filled again), as {@code seedgen spec --from-db} prints it, learned from
     * {@code learnFrom} when it is set; {@code rows}: each unowned table's rows (null: {@link Schema#FROM_DB_ROWS}).
     * Refused when nothing can be filled.
     */
    public Loaded compose(Environment env, Target resolved, Long rows, boolean truncate, boolean resume,
            Map<String, String> params) {
        if (learnFrom != null && learnFrom.equals(resolved.database())) {
            throw SeedgenException.badInput("--learn-from " + learnFrom + " is the database to fill: name the one to "
                    + "learn from, and fill an empty copy of its schema");
        }
        Schema schema = Schema.read(env, resolved, tables, exclude, true, truncate, resume, inferReferences);
        Catalog catalog = schema.catalog();
        Learned learned = null;
        List<InferredReferences.Dropped> dropped = List.of();
        if (learning != null) {
            Target source = resolved.withDatabase(learnFrom);
            Catalog sourceCatalog = Schema.catalog(env, source, tables, exclude);
            // an inferred reference the source's rows break is no reference: dropped, and the rest measured too
            dropped = learning.unheld(env, source, sourceCatalog, InferredReferences.of(catalog));
            catalog = InferredReferences.without(catalog, dropped);
            learned = learning.learn(env, source, InferredReferences.with(sourceCatalog,
                    InferredReferences.of(catalog)));
        }
        // Tables whose CHECKs its values could break are left out, as tables it cannot fill are: the rest is filled
        SpecFromCatalog.Written written = SpecFromCatalog.compose(catalog, rows == null ? Schema.FROM_DB_ROWS : rows,
                rowsFor, true, learned, learning == null ? 1 : learning.scale(), schema.kept(), schema.judged(),
                dropped);
        refuseNothingToFill(resolved, schema, catalog, written);
        String text = written.text();
        String label = resolved.namespace() + " (read with --from-db)";
        List<String> notes = new ArrayList<>(Schema.notes(written));
        for (String trigger : schema.triggersNotFired()) { // only the tables this fill writes
            String table = trigger.substring(0, trigger.indexOf(": "));
            boolean filled = !schema.kept().containsKey(table) && written.leftOut().stream().noneMatch(
                    l -> l.startsWith(table + ": "));
            if (filled) {
                notes.add("triggers off   " + trigger);
            }
        }
        return new Loaded(SpecReader.read(label, text, params), text, notes);
    }

    /**
     * The spec {@code seedgen spec --from-db} prints for the tables of {@code resolved}: guessed from the schema, the
     * tables that hold rows kept (emptied and filled where {@code truncate}); or, with {@link #learning}, measured in
     * {@link #learnFrom} (the same database, for an empty copy of it), every table filled. {@code rows}: each unowned
     * table's rows where nothing is measured.
     */
    public Printed spec(Environment env, Target resolved, long rows, boolean truncate) {
        // a spec learned from these tables is for an empty copy; one guessed keeps the rows they hold
        Schema schema = Schema.read(env, resolved, tables, exclude, learning == null, truncate, false,
                inferReferences);
        Catalog catalog = schema.catalog();
        List<InferredReferences.Dropped> dropped = List.of();
        Learned learned = null;
        if (learning != null) {
            Target source = learnFrom.equals(resolved.database()) ? resolved : resolved.withDatabase(learnFrom);
            // an inferred reference the rows measured break is no reference: dropped before they are measured
            dropped = learning.unheld(env, source, catalog, InferredReferences.of(catalog));
            catalog = InferredReferences.without(catalog, dropped);
            learned = learning.learn(env, source, catalog);
        }
        // a learned spec is to fill an empty copy as it is: a table whose CHECKs its values could break is left out
        // with a comment saying so, as a fill without a spec leaves it out
        return new Printed(SpecFromCatalog.compose(catalog, rows, rowsFor, learned != null, learned, learning == null
                ? 1 : learning.scale(), schema.kept(), schema.judged(), dropped), catalog.tables().size());
    }

    /** A printed spec, and the number of tables of the schema it was read from. */
    public record Printed(SpecFromCatalog.Written written, int tables) {
    }

    private static void refuseNothingToFill(Target resolved, Schema schema, Catalog catalog,
            SpecFromCatalog.Written written) {
        long triggers = catalog.tables().stream().filter(Catalog.Table::writtenByTrigger).count();
        if (written.leftOut().isEmpty() && schema.kept().size() + triggers == catalog.tables().size()) {
            throw SeedgenException.targetUnusable("the tables of " + resolved.namespace() + " already hold rows, "
                    + "which seedgen keeps as they are: nothing to fill; add --truncate to empty them and fill them "
                    + "again (migration tables stay), or fill an empty copy of the schema", null);
        }
        if (written.leftOut().size() + schema.kept().size() == catalog.tables().size() && !written.leftOut()
                .isEmpty()) {
            throw SeedgenException.badInput("no table of " + resolved.namespace() + " can be filled (" + written
                    .leftOut().get(0) + "): print the spec with seedgen spec --from-db > FILE, write the tables by "
                    + "hand, and fill with --from-db --spec FILE");
        }
    }
}
