package seedgen.cli;

import seedgen.run.TargetRequest;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import seedgen.error.SeedgenException;
import seedgen.run.FromSchema;
import seedgen.run.Learning;
import seedgen.run.SpecRequest;

/**
 * {@code seedgen spec --dataset NAME}: a built-in dataset's spec, to copy and edit; {@code seedgen spec --from-db}:
 * the spec that fills the tables of an existing database, read from its catalog.
 */
@Command(name = "spec", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = "Print a dataset spec (YAML) to save, edit and load with --spec FILE: a built-in one "
                + "(--dataset NAME), or one for the tables of an existing database (--from-db).")
final class SpecCommand implements Callable<Integer> {

    @picocli.CommandLine.ParentCommand
    SeedgenCommand parent;

    @Option(names = "--dataset", paramLabel = "NAME", description = "The built-in dataset: " + HelpSections.DATASETS
            + " (all but users, the plain command's table, have a spec).")
    String dataset;

    @Option(names = "--from-db", description = "Read the tables of --database (every base table, or --tables) "
            + "and print the spec that fills them.")
    boolean fromDb;

    @Option(names = "--tables", paramLabel = "A,B", split = ",",
            description = "With --from-db: only these tables (a reference to a table left out is refused).")
    List<String> tables;

    @Option(names = "--exclude-tables", paramLabel = "A,B", split = ",",
            description = "With --from-db: all tables but these (a table that refers to one is left out too).")
    List<String> excludeTables;

    @Option(names = "--rows", paramLabel = "N", converter = Counts.LongCount.class,
            description = "With --from-db: rows of each table that is not owned by another (default 1000).")
    Long rows;

    @Option(names = "--rows-for", paramLabel = "TABLE=N", description = "With --from-db: this table's rows "
            + "(repeatable); refused when its keys cannot hold them.")
    java.util.Map<String, String> rowsFor = new java.util.LinkedHashMap<>();

    @Option(names = "--truncate", description = "With --from-db: the spec of a fill with --truncate, which "
            + "empties and fills the tables that hold rows (migration tables stay kept) instead of keeping them.")
    boolean truncate;

    @Option(names = "--no-inferred-references", description = "With --from-db: follow only the foreign keys the "
            + "schema declares. By default a column whose name and type say it refers to another table's key "
            + "(user_id to users.id, MediaWiki's rev_page to page.page_id) is filled as a reference too, marked in "
            + "the spec as inferred.")
    boolean noInferredReferences;

    @Option(names = "--triggers", paramLabel = "on|off", description = "With --from-db: on (default), the tables "
            + "whose rows the triggers of the tables filled write are left to them; off, filled as any other.")
    String triggers;

    @Option(names = "--seed", paramLabel = "N", description = "The seed the spec's fill line names (default 1): "
            + "a fill of the spec with the same seed makes the same rows.")
    Long seed;

    @Option(names = "--learn", description = "With --from-db: measure the tables' rows (aggregates only) and write "
            + "what was measured into the spec: each table's rows, every foreign key's fan-out, each column's NULL "
            + "share, quantiles and values of few kinds, times after their parents', keys in time order.")
    boolean learn;

    @Option(names = "--scale", paramLabel = "F", description = "With --learn: each table's rows times F (default 1; "
            + "10 for ten times production, 0.1 for a tenth).")
    Double scale;

    @Option(names = "--learn-values", paramLabel = "all|none", description = "With --learn: all (default) copies the "
            + "values of text columns of few values (at most " + Learning.FEW_VALUES + ", each on at "
            + "least " + Learning.LEAST_ROWS + " rows) with their shares; none copies no value.")
    String learnValues;

    @Mixin
    TargetOptions target;

    @Override
    public Integer call() {
        if (!fromDb && dataset != null && (tables != null || excludeTables != null || rows != null || !rowsFor.isEmpty() || learn
                || scale != null || learnValues != null || truncate || noInferredReferences || triggers != null)) {
            throw SeedgenException.badInput("--tables, --exclude-tables, --rows, --rows-for, --learn, --scale, "
                    + "--learn-values, --truncate, --no-inferred-references and --triggers go with --from-db, not "
                    + "--dataset");
        }
        if (fromDb && target.passwordGiven()) {
            throw TargetRequest.passwordOnCommandLine();
        }
        Learning learning = fromDb ? Learning.check(learn, scale, learnValues, rows, "--learn") : null;
        FromSchema schema = fromDb ? new FromSchema(tables, excludeTables, rowsFor(rowsFor), !noInferredReferences,
                null, null) : null;
        return Execute.run(parent.environment(), new SpecRequest(dataset, schema, learning,
                rows == null ? FromSchema.DEFAULT_ROWS : rows, truncate, SourceOptions.onOff("--triggers", triggers),
                seed, target.toChoice()));
    }

    /** --rows-for TABLE=N, each count read as --rows reads one. */
    static java.util.Map<String, Long> rowsFor(java.util.Map<String, String> given) {
        java.util.Map<String, Long> out = new java.util.LinkedHashMap<>();
        given.forEach((table, count) -> {
            long n;
            try {
                n = Counts.parse(count);
            } catch (IllegalArgumentException e) {
                throw SeedgenException.badInput("--rows-for " + table + "=" + count + ": " + e.getMessage());
            }
            if (n < 1) {
                throw SeedgenException.badInput("--rows-for " + table + "=" + count + ": at least 1 row");
            }
            out.put(table, n);
        });
        return out;
    }
}
