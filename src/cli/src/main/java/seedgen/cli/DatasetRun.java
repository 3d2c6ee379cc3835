package seedgen.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import picocli.CommandLine.ParseResult;
import seedgen.connect.Environment;
import seedgen.connect.Target;
import seedgen.dialect.Method;
import seedgen.embedded.EmbeddedServer;
import seedgen.error.SeedgenException;
import seedgen.load.DatasetLoad;
import seedgen.load.DryRun;
import seedgen.load.RunResult;
import seedgen.load.RunSize;
import seedgen.load.Start;
import seedgen.metrics.RunTelemetry;
import seedgen.report.Summary;
import seedgen.spec.BuiltIn;
import seedgen.spec.Dataset;
import seedgen.spec.Spec;
import seedgen.spec.SpecReader;
import seedgen.tune.TuneSpec;
import seedgen.tune.TuningReport;

/**
 * A run of any dataset (the plain command's users table is the built-in {@code users} dataset): the whole dataset, a
 * partition of it, or its shards, each into its server; the dry run; the summary, the report and the faster-path
 * advice. The one path every load takes from the command line.
 */
final class DatasetRun {

    /** Options of the users table: refused with a spec or another built-in rather than ignored. */
    private static final List<String> USERS_ONLY = List.of("--table", "--password-plain", "--bcrypt-cost");

    /** A spec, its text, and notes for the summary (the tables given fewer rows than asked, and why). */
    record Loaded(Spec spec, String text, List<String> notes) {
        Loaded(Spec spec, String text) {
            this(spec, text, List.of());
        }
    }

    /**
     * What one run is: the whole dataset, its seed and size, the method, how it starts, the dry-run plan's first line
     * ({@code plan}), and the summary's notes.
     */
    record Work(Dataset whole, long seed, RunSize size, Method method, Start start, String plan, List<String> notes) {
    }

    /**
     * Where the run goes and what goes with it: the target options, the telemetry (null in a dry run), the line that
     * resumes it, the report file, the tuning, the split.
     */
    record Place(TargetOptions target, RunTelemetry telemetry, String resumeLine, Path reportFile, TuneSpec tune,
            Split split, boolean dryRun) {
    }

    private final Environment env;
    private final boolean quiet;
    private final boolean verbose;

    DatasetRun(Environment env, boolean quiet, boolean verbose) {
        this.env = env;
        this.quiet = quiet;
        this.verbose = verbose;
    }

    /** The spec's text and the label its errors name: the file as given, or the built-in's name. */
    static Loaded read(Environment env, Path specFile, String dataset, Map<String, String> params) {
        if (specFile != null) {
            Path file = env.workDir().resolve(specFile);
            String text;
            try {
                text = Files.readString(file, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw SeedgenException.badInput("--spec " + specFile + ": cannot read it (" + e.getMessage()
                        + "): check the path");
            }
            return new Loaded(SpecReader.read(specFile.toString(), text, params), text);
        }
        String text = BuiltIn.text(dataset);
        return new Loaded(SpecReader.read(dataset + ".yaml (built in)", text, params), text);
    }

    static void refuseUsersOnly(ParseResult given) {
        for (String option : USERS_ONLY) {
            if (given.hasMatchedOption(option)) {
                throw SeedgenException.badInput(option + " is an option of the users table: with --spec or --dataset "
                        + "drop it" + (option.equals("--password-plain") || option.equals("--bcrypt-cost")
                                ? " and set plaintext: and cost: of the spec's bcrypt column" : ""));
            }
        }
    }

    /**
     * How a load is split: this process's {@code partition} (null: all of it), the {@code shards} the dataset is
     * spread over (null: the one server the target options name).
     */
    record Split(seedgen.slice.Partition partition, seedgen.slice.Shards shards) {
        static final Split NONE = new Split(null, null);

        Split {
            if (shards != null && partition != null && partition.n() != shards.shards().size()) {
                throw SeedgenException.badInput("--partition " + partition + " with --shards loads one shard per "
                        + "process: N must be the number of shards (" + shards.shards().size() + "); drop --partition "
                        + "to load every shard from this process");
            }
        }
    }

    /**
     * The whole dataset, or this process's slice of it: a partition into the one server, or the shards (all, or with
     * --partition the one of this process) each into its own server.
     */
    int run(Work work, Place place, PrintStream info) {
        Split split = place.split();
        if (split.shards() == null) {
            seedgen.slice.Slice slice = split.partition() == null ? seedgen.slice.Slice.whole(work.whole())
                    : seedgen.slice.Slice.of(work.whole(), null, 0, 1, null, split.partition());
            Start start = split.partition() == null ? work.start() : work.start().partition(split.partition());
            return run(slice, work, start, place.target(), place, info);
        }
        seedgen.slice.Shards shards = split.shards();
        int n = shards.shards().size();
        for (int i = 0; i < n; i++) {
            if (split.partition() != null && split.partition().k() != i + 1) {
                continue;
            }
            seedgen.slice.Shards.Shard shard = shards.shards().get(i);
            seedgen.slice.Slice slice = seedgen.slice.Slice.of(work.whole(), shards.routing(), i, n, shard.name(), null);
            if (!place.dryRun()) {
                info.println("seedgen: shard " + shard.name() + " (" + (i + 1) + " of " + n + ")");
            }
            int exit = run(slice, work, work.start(), place.target().forShard(shard), place, info);
            if (exit != ExitCodes.DONE) {
                if (i + 1 < n && split.partition() == null) {
                    env.err().println("seedgen: shards after " + shard.name() + " were not started");
                }
                return exit;
            }
        }
        return ExitCodes.DONE;
    }

    /** Loads (or plans, in a dry run) {@code slice} of the dataset into the server {@code at} names; the exit code. */
    private int run(seedgen.slice.Slice slice, Work work, Start start, TargetOptions at, Place place,
            PrintStream info) {
        Target resolved = at.resolve(env, info::println);
        EmbeddedServer.Family family = resolved.isEmbedded() ? EmbeddedStart.family(resolved) : null;
        if (family != null) {
            info.println("Using the embedded " + family.display() + " in " + family.homeFor(env.workDir())
                    + (at.embedded != null ? "" : " (no server given: name one with --url, --host or an option file)"));
        }
        if (place.dryRun()) {
            Dataset dataset = slice.dataset();
            DryRun found = family != null && resolved.host() == null ? DryRun.unread(dataset, "embedded "
                    + family.display() + " not started in a dry run; a real run creates the table if it is missing")
                    : new DatasetLoad(line -> { }, seedgen.metrics.RunMetrics.NONE).dryRun(dataset, resolved, start,
                            work.size().batch());
            DryRuns.print(dataset, found, work.plan(), resolved, env.out());
            printSlice(work.whole(), slice, env.out());
            return ExitCodes.DONE;
        }
        Dataset dataset = slice.dataset();
        DatasetLoad load = new DatasetLoad(info::println, place.telemetry().metrics(), slice.label().isEmpty() ? "all"
                : slice.label());
        AtomicBoolean stopping = new AtomicBoolean();
        AtomicReference<TuningReport> tuned = new AtomicReference<>(TuningReport.off());
        DatasetLoad.Tuning tuning = place.tune() == null ? null : Tunings.of(resolved, place.tune(), env, info,
                stopping, tuned);
        try (SignalGuard guard = new SignalGuard(() -> {
            stopping.set(true);
            load.requestStop();
        })) {
            RunResult result;
            if (family != null) {
                EmbeddedServer started = EmbeddedStart.start(family, env.workDir(), 0, info::println, env.err());
                if (started == null) {
                    return ExitCodes.INTERRUPTED;
                }
                try (EmbeddedServer db = started) {
                    Target live = resolved.at(db.host(), db.port());
                    result = load.load(dataset, live, work.method(), work.size().batch(), work.size().threads(), start,
                            tuning);
                    finish(result, work, slice, tuned.get(), place, live, dataset, info);
                    if (!quiet) {
                        Summary.printEmbeddedHint(env.out(), db.home().toString(),
                                env.variable(ResumeCommand.LAUNCHER).map(ResumeCommand::quote).orElse("seedgen"),
                                ServeCommand.serveArguments(family), family == EmbeddedServer.Family.POSTGRESQL
                                        ? "PostgreSQL" : "MySQL");
                    }
                }
            } else {
                result = load.load(dataset, resolved, work.method(), work.size().batch(), work.size().threads(), start,
                        tuning);
                finish(result, work, slice, tuned.get(), place, resolved, dataset, info);
            }
            return switch (result.status()) {
                case DONE -> ExitCodes.DONE;
                case FAILED -> ExitCodes.FAILED;
                case INTERRUPTED -> ExitCodes.INTERRUPTED;
            };
        }
    }

    /** The summary, the resume line, the error, the report and the faster-path advice of a run that ended. */
    private void finish(RunResult r, Work work, seedgen.slice.Slice slice, TuningReport tuned, Place place,
            Target live, Dataset dataset, PrintStream info) {
        boolean done = r.status() == RunResult.Status.DONE;
        PrintStream out = quiet ? env.err() : env.out();
        if (!quiet || !done) {
            Summary.print(r, work.seed(), tuned, work.notes(), sliceLines(work.whole(), slice), out);
            if (!done) {
                Summary.printResume(place.resumeLine(), out);
            }
        }
        if (r.error() != null) {
            env.err().println("seedgen: " + r.error());
        }
        if (place.reportFile() != null) {
            try {
                seedgen.report.JsonReport.write(r, work.seed(), tuned, place.reportFile(), slice.label().isEmpty()
                        ? null : sliceReport(work.whole(), slice));
            } catch (IOException e) {
                throw SeedgenException.runFailed("--report " + place.reportFile() + ": writing failed ("
                        + e.getMessage() + "): the load itself ended as the summary says", e);
            }
        }
        if (!quiet && done) {
            adviseFasterPath(r, live, dataset, info);
        }
    }

    /**
     * After a finished INSERT run of at least FasterPath.MIN_ROWS rows: a probe on this server, and the summary's
     * "faster" lines when the bulk path (with the keys added after, on tables that started empty) would likely have
     * taken at most 3/4 of the time. A probe that fails says so under --verbose and changes nothing else.
     */
    private void adviseFasterPath(RunResult r, Target live, Dataset dataset, PrintStream info) {
        if (!"insert".equals(r.method()) || r.rowsWritten() < seedgen.load.FasterPath.MIN_ROWS) {
            return;
        }
        double loadSeconds = r.phases().stream().filter(p -> p.name().equals("load"))
                .mapToDouble(RunResult.Phase::seconds).sum();
        boolean emptyAtStart = r.tables().stream().allMatch(t -> t.held() == 0 && t.rowsBefore() == 0);
        try {
            seedgen.load.FasterPath.Advice advice = seedgen.load.FasterPath.probe(live, dataset, loadSeconds,
                    emptyAtStart);
            if (advice != null) {
                advice.lines().forEach(env.out()::println);
            }
        } catch (java.sql.SQLException | RuntimeException e) {
            if (verbose) {
                info.println("seedgen: the faster-path probe failed (" + e.getMessage() + "); nothing was changed");
            }
        }
    }

    /** A slice in the JSON report: which, and per table its rows, the whole table's, and which they are. */
    record SliceReport(String label, Map<String, SliceTable> tables, List<String> withoutConstraint) {
    }

    record SliceTable(long rows, long of, String which) {
    }

    private static SliceReport sliceReport(Dataset whole, seedgen.slice.Slice slice) {
        Map<String, SliceTable> tables = new java.util.LinkedHashMap<>();
        for (Dataset.Table t : whole.tables()) {
            tables.put(t.name(), new SliceTable(slice.rows().get(t.name()).count(), t.rows(),
                    slice.describe(t.name(), t.rows())));
        }
        return new SliceReport(slice.label(), tables, slice.crossing(whole));
    }

    /** Which rows of each table a slice holds, and the foreign keys a shard's tables leave out (none: whole). */
    private static List<String> sliceLines(Dataset whole, seedgen.slice.Slice slice) {
        List<String> lines = new ArrayList<>();
        if (slice.label().isEmpty()) {
            return lines;
        }
        lines.add("  slice          " + slice.label() + " of dataset " + whole.name());
        int width = Math.max(14, whole.tables().stream().mapToInt(t -> t.name().length()).max().orElse(0));
        for (Dataset.Table t : whole.tables()) {
            lines.add(String.format(Locale.ROOT, "    %-" + width + "s %s", t.name(), slice.describe(t.name(),
                    t.rows())));
        }
        List<String> crossing = slice.crossing(whole);
        if (!crossing.isEmpty()) {
            lines.add("  no constraint  " + String.join("; ", crossing) + " (their rows can sit on two shards)");
        }
        return lines;
    }

    private static void printSlice(Dataset whole, seedgen.slice.Slice slice, PrintStream out) {
        sliceLines(whole, slice).forEach(out::println);
    }

}
