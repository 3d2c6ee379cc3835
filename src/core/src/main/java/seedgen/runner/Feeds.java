package seedgen.runner;

import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import seedgen.error.SeedgenException;
import seedgen.feed.AbsentPairs;
import seedgen.feed.Feed;
import seedgen.model.Dataset;
import seedgen.plan.BuiltIn;
import seedgen.run.Environment;
import seedgen.run.FeedOutcome;
import seedgen.run.FeedRequest;
import seedgen.spec.DatasetCompiler;
import seedgen.spec.UsersTable;

/**
 * Runs a {@link FeedRequest}: the rows a load wrote to one table, made again with no database, written whole to a file
 * (beside it, then moved over it) or to standard output, and a line on err saying what was written.
 */
final class Feeds {

    private final Environment env;
    private final Supplier<OutputStream> stdout;

    Feeds(Environment env, Supplier<OutputStream> stdout) {
        this.env = env;
        this.stdout = stdout;
    }

    FeedOutcome run(FeedRequest request) {
        try {
            return feed(request);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private FeedOutcome feed(FeedRequest request) throws IOException {
        String table = request.table();
        Feed.Format f = format(request.out(), request.format());
        Dataset whole;
        if (request.dataset() != null && BuiltIn.isUsers(request.dataset())) {
            whole = new UsersTable(request.table(), request.passwordPlain(), 10).dataset(request.seed(),
                    request.rows());
        } else {
            Loaded loaded = Loaded.read(env, request.specFile(), request.dataset(), request.params());
            whole = DatasetCompiler.compile(loaded.spec(), request.seed(), request.rows());
        }
        Dataset.Table t = whole.tables().stream().filter(x -> x.name().equals(table)).findFirst()
                .orElseThrow(() -> SeedgenException.badInput("--table " + table + ": the dataset has no such table ("
                        + "its tables: " + String.join(", ", whole.tables().stream().map(Dataset.Table::name).toList())
                        + ")"));
        if (request.absent()) {
            return absent(request, whole, f);
        }
        Feed feed;
        try {
            feed = new Feed(t, request.columns());
        } catch (IllegalArgumentException e) {
            throw SeedgenException.badInput("--columns: " + e.getMessage());
        }
        List<Feed.Where> wheres = new java.util.ArrayList<>();
        for (String w : request.where()) {
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
        if (request.range() != null) {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d+)\\.\\.(\\d+)")
                    .matcher(request.range().strip());
            if (!m.matches() || Long.parseLong(m.group(1)) < 1
                    || Long.parseLong(m.group(1)) > Long.parseLong(m.group(2))) {
                throw SeedgenException.badInput("--range " + request.range() + ": give the first and last row, from 1, "
                        + "as A..B");
            }
            first = Long.parseLong(m.group(1));
            long last = Long.parseLong(m.group(2));
            if (last > t.rows()) {
                throw SeedgenException.badInput(String.format(Locale.ROOT, "--range %s: table %s has %,d rows at "
                        + "--rows %d: end the range at %d or before", request.range(), table, t.rows(), request.rows(),
                        t.rows()));
            }
            k = last - first + 1;
        } else {
            long count = request.count();
            if (count < 1 || count > t.rows()) {
                throw SeedgenException.badInput(String.format(Locale.ROOT, "--count %d: table %s has %,d rows at "
                        + "--rows %d: ask for 1 to %d", count, table, t.rows(), request.rows(), t.rows()));
            }
            if (count > feed.matching()) {
                throw SeedgenException.badInput(String.format(Locale.ROOT, "--count %d: %,d rows of %s match "
                        + "--where %s at --rows %d: ask for %s, or widen the bounds", count, feed.matching(), table,
                        String.join(" --where ", request.where()), request.rows(), feed.matching() == 0 ? "none" : "1 to "
                        + feed.matching()));
            }
            k = count;
        }
        Feed chosen = feed;
        long first0 = first;
        long k0 = k;
        String matched = wheres.isEmpty() ? "" : String.format(Locale.ROOT, ", of %,d rows matching --where %s "
                + "(counted in %.2f s)", feed.matching(), String.join(" --where ", request.where()), counting);
        return written(request, f, String.join(", ", feed.columns()), matched,
                (w, fmt) -> chosen.write(w, fmt, k0, request.range() == null, first0, request.seed()));
    }

    /** --absent: pairs of the table's key that the load did not write. */
    private FeedOutcome absent(FeedRequest request, Dataset whole, Feed.Format f) throws IOException {
        String table = request.table();
        long count = request.count() == null ? 0 : request.count();
        if (request.range() != null || !request.where().isEmpty()) {
            throw SeedgenException.badInput("--absent writes key pairs the load did not write, which have no rows to "
                    + "pick from: give --count K, without --range or --where");
        }
        AbsentPairs pairs;
        try {
            pairs = new AbsentPairs(whole, table, request.columns());
        } catch (IllegalArgumentException e) {
            throw SeedgenException.badInput("--absent: " + e.getMessage());
        }
        if (count < 1 || count > pairs.possible()) {
            throw SeedgenException.badInput(String.format(Locale.ROOT, "--count %d: table %s has at most %,d absent "
                    + "pairs at --rows %d: ask for 1 to %d", count, table, pairs.possible(), request.rows(),
                    pairs.possible()));
        }
        try {
            return written(request, f, String.join(", ", pairs.columns()), ", absent from the load",
                    (w, fmt) -> pairs.write(w, fmt, count, request.seed()));
        } catch (IllegalArgumentException e) {
            throw SeedgenException.badInput("--absent: " + e.getMessage());
        }
    }

    /** What writes the feed: the rows written. */
    private interface Rows {
        long write(Writer w, Feed.Format format) throws IOException;
    }

    /** The feed to --out, whole or not at all (or to standard output), and a line saying what was written. */
    private FeedOutcome written(FeedRequest request, Feed.Format f, String columnList, String what, Rows feed)
            throws IOException {
        long start = System.nanoTime();
        if (request.out().equals("-")) {
            Writer w = new OutputStreamWriter(stdout.get(), StandardCharsets.UTF_8);
            long k = feed.write(w, f);
            w.flush();
            return new FeedOutcome(k, null);
        }
        Path file = OutFile.checked(env, request.out(), "logins.csv");
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
                + "(%,.0f rows/s)", k, request.table(), columnList, what, file, seconds, k / seconds));
        return new FeedOutcome(k, file);
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
