package seedgen.cli;

import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import seedgen.run.FeedRequest;

/**
 * {@code seedgen feed}: rows of one table of a dataset, as a load of the same dataset, seed and rows writes them,
 * computed from the spec with no database, in CSV or JSON for a load tool (k6, JMeter, Gatling, nGrinder).
 */
@Command(name = "feed", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = "Write rows of one table of a dataset, exactly as a load of the same --dataset or --spec, --rows "
                + "and --seed wrote them, computed with no database: a uniform sample (--count) or a range (--range), "
                + "CSV with a header or JSON, for a load tool. A bcrypt column is written as its plaintext. "
                + "--where keeps the rows referred to by so many rows of another table (users with 90 to 110 posts); --absent "
                + "writes key pairs the load did not write, to insert.")
final class FeedCommand implements Callable<Integer> {

    @picocli.CommandLine.ParentCommand
    SeedgenCommand parent;

    @Mixin
    LoadOptions load;

    @Option(names = "--password-plain", paramLabel = "TEXT", defaultValue = "password",
            description = "With --dataset users: the load's --password-plain (default ${DEFAULT-VALUE}).")
    String passwordPlain;

    @Option(names = "--table", paramLabel = "T", required = true, description = "The table whose rows to write.")
    String table;

    @Option(names = "--columns", paramLabel = "A,B", split = ",", description = "Its columns to write, in this "
            + "order (default: all).")
    List<String> columns = List.of();

    @Option(names = "--count", paramLabel = "K", converter = Counts.LongCount.class, description = "Rows to write: "
            + "a sample of the table's rows, uniform and without repeats, the same for the same seed.")
    Long count;

    @Option(names = "--range", paramLabel = "A..B", description = "Rows A to B of the table instead, in order.")
    String range;

    @Option(names = "--where", paramLabel = "T[.C]:A..B", description = "Only rows referred to by A to B rows of "
            + "table T (through its column C, needed where T refers to this table twice): posts:90..110, likes:1001.., "
            + "follows.followee_id:..5, bookmarks:0 (A..B, A.., ..B or N). Repeat it: every one must hold. Composes "
            + "with --count (a uniform sample of the rows that match) and --range (the rows among A..B that match).")
    List<String> where = List.of();

    @Option(names = "--absent", description = "Instead of rows, --count pairs of the table's key (its parent "
            + "column and a reference: likes' user_id,post_id) that the load did not write, of rows that exist, "
            + "different from each other: rows a load test can insert without a duplicate key.")
    boolean absent;

    @Option(names = "--format", paramLabel = "csv|json", description = "csv (a header, then a row a line: k6's "
            + "papaparse, JMeter's CSV Data Set, Gatling, nGrinder) or json (an array of objects: k6's SharedArray); "
            + "default: json for an --out ending in .json, else csv.")
    String format;

    @Option(names = "--out", paramLabel = "FILE", required = true, description = "The file to write (- for standard "
            + "output); written beside and moved over it, whole or not at all.")
    String out;

    @Override
    public Integer call() {
        return Execute.run(parent.environment(), new FeedRequest(load.dataset, load.specFile, load.rows, load.seed,
                load.params, passwordPlain, table, columns, count, range, where, absent, format, out));
    }
}
