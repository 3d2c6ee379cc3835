package seedgen.cli;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import seedgen.run.Environment;
import seedgen.error.SeedgenException;
import seedgen.feed.AbsentPairs;
import seedgen.feed.Feed;
import seedgen.spec.BuiltIn;
import seedgen.spec.Dataset;
import seedgen.spec.DatasetCompiler;
import seedgen.spec.UsersTable;

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
    public Integer call() throws IOException {
        Environment env = parent.environment();
        if ((load.dataset == null) == (load.specFile == null)) {
            throw SeedgenException.badInput("say which rows: --dataset NAME or --spec FILE, as the load was given");
        }
        if ((count == null) == (range == null)) {
            throw SeedgenException.badInput("say which rows to write: --count K (a sample) or --range A..B");
        }
        if (load.rows == null) {
            throw SeedgenException.badInput("--rows: give the --rows the load was given");
        }
        if (load.rows < 1) {
            throw SeedgenException.badInput("--rows must be at least 1");
        }
        Feed.Format f = format(out, format);
        Dataset whole;
        if (load.dataset != null && BuiltIn.isUsers(load.dataset)) {
            whole = new UsersTable(table, passwordPlain, 10).dataset(load.seed, load.rows);
        } else {
            seedgen.runner.Loaded loaded = seedgen.runner.Loaded.read(env, load.specFile, load.dataset, load.params);
            whole = DatasetCompiler.compile(loaded.spec(), load.seed, load.rows);
        }
        Dataset.Table t = whole.tables().stream().filter(x -> x.name().equals(table)).findFirst()
                .orElseThrow(() -> SeedgenException.badInput("--table " + table + ": the dataset has no such table ("
                        + "its tables: " + String.join(", ", whole.tables().stream().map(Dataset.Table::name).toList())
                        + ")"));
        if (absent) {
            return absent(env, whole, f);
        }
        Feed feed;
        try {
            feed = new Feed(t, columns);
        } catch (IllegalArgumentException e) {
            throw SeedgenException.badInput("--columns: " + e.getMessage());
        }
        List<Feed.Where> wheres = new java.util.ArrayList<>();
        for (String w : where) {
            try {
                wheres.add(Feed.Where.parse(w));
            } catch (IllegalArgumentException e) {
                throw SeedgenException.badInput("--where " + e.getMessage());
            }
        }
        long started = System.nanoTime();
        try {
            feed = feed.where(whole, wheres);
        } catch (IllegalArgumentException e) {
            throw SeedgenException.badInput("--where " + e.getMessage());
        }
        double counting = (System.nanoTime() - started) / 1e9;
        long first = 1;
        long k;
        if (range != null) {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d+)\\.\\.(\\d+)").matcher(range.strip());
            if (!m.matches() || Long.parseLong(m.group(1)) < 1 || Long.parseLong(m.group(1)) > Long.parseLong(m.group(2))) {
                throw SeedgenException.badInput("--range " + range + ": give the first and last row, from 1, as A..B");
            }
            first = Long.parseLong(m.group(1));
            long last = Long.parseLong(m.group(2));
            if (last > t.rows()) {
                throw SeedgenException.badInput(String.format(Locale.ROOT, "--range %s: table %s has %,d rows at --rows "
                        + "%d: end the range at %d or before", range, table, t.rows(), load.rows, t.rows()));
            }
            k = last - first + 1;
        } else {
            if (count < 1 || count > t.rows()) {
                throw SeedgenException.badInput(String.format(Locale.ROOT, "--count %d: table %s has %,d rows at --rows "
                        + "%d: ask for 1 to %d", count, table, t.rows(), load.rows, t.rows()));
            }
            if (count > feed.matching()) {
                throw SeedgenException.badInput(String.format(Locale.ROOT, "--count %d: %,d rows of %s match "
                        + "--where %s at --rows %d: ask for %s, or widen the bounds", count, feed.matching(), table,
                        String.join(" --where ", where), load.rows, feed.matching() == 0 ? "none" : "1 to "
                        + feed.matching()));
            }
            k = count;
        }
        Feed chosen = feed;
        long first0 = first;
        long k0 = k;
        String matched = wheres.isEmpty() ? "" : String.format(Locale.ROOT, ", of %,d rows matching --where %s "
                + "(counted in %.2f s)", feed.matching(), String.join(" --where ", where), counting);
        return written(env, f, String.join(", ", feed.columns()), matched,
                (w, fmt) -> chosen.write(w, fmt, k0, range == null, first0, load.seed));
    }

    /** --absent: pairs of the table's key that the load did not write. */
    private Integer absent(Environment env, Dataset whole, Feed.Format f) throws IOException {
        if (range != null || !where.isEmpty()) {
            throw SeedgenException.badInput("--absent writes key pairs the load did not write, which have no rows to "
                    + "pick from: give --count K, without --range or --where");
        }
        AbsentPairs pairs;
        try {
            pairs = new AbsentPairs(whole, table, columns);
        } catch (IllegalArgumentException e) {
            throw SeedgenException.badInput("--absent: " + e.getMessage());
        }
        if (count < 1 || count > pairs.possible()) {
            throw SeedgenException.badInput(String.format(Locale.ROOT, "--count %d: table %s has at most %,d absent "
                    + "pairs at --rows %d: ask for 1 to %d", count, table, pairs.possible(), load.rows,
                    pairs.possible()));
        }
        try {
            return written(env, f, String.join(", ", pairs.columns()), ", absent from the load",
                    (w, fmt) -> pairs.write(w, fmt, count, load.seed));
        } catch (IllegalArgumentException e) {
            throw SeedgenException.badInput("--absent: " + e.getMessage());
        }
    }

    /** What writes the feed: the rows written. */
    private interface Rows {
        long write(Writer w, Feed.Format format) throws IOException;
    }

    /** The feed to --out, whole or not at all (or to standard output), and a line saying what was written. */
    private Integer written(Environment env, Feed.Format f, String columnList, String what, Rows feed)
            throws IOException {
        long start = System.nanoTime();
        if (out.equals("-")) {
            Writer w = new OutputStreamWriter(System.out, StandardCharsets.UTF_8);
            feed.write(w, f);
            return ExitCodes.DONE;
        }
        Path file = seedgen.runner.OutFile.checked(env, out, "logins.csv");
        Path tmp = Files.createTempFile(file.toAbsolutePath().getParent(), ".seedgen-feed", ".tmp");
        long k;
        try {
            try (Writer w = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
                k = feed.write(w, f);
            }
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        env.err().println(String.format(Locale.ROOT, "seedgen: feed of %,d rows of %s (%s)%s written to %s in %.2f s "
                + "(%,.0f rows/s)", k, table, columnList, what, file, seconds, k / seconds));
        return ExitCodes.DONE;
    }

    private static Feed.Format format(String out, String format) {
        if (format == null) {
            return out.toLowerCase(Locale.ROOT).endsWith(".json") ? Feed.Format.JSON : Feed.Format.CSV;
        }
        return switch (format.toLowerCase(Locale.ROOT)) {
            case "csv" -> Feed.Format.CSV;
            case "json" -> Feed.Format.JSON;
            default -> throw SeedgenException.badInput("--format " + format + ": csv or json");
        };
    }
}
