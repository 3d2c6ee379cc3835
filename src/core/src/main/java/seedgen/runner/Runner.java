package seedgen.runner;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import seedgen.connect.Target;
import seedgen.embedded.EmbeddedServer;
import seedgen.error.SeedgenException;
import seedgen.load.DatasetLoad;
import seedgen.load.DryRun;
import seedgen.load.RunResult;
import seedgen.load.Start;
import seedgen.metrics.RunTelemetry;
import seedgen.model.Dataset;
import seedgen.report.Summary;
import seedgen.run.Environment;
import seedgen.run.Method;
import seedgen.run.RunRequest.SchemaSource;
import seedgen.run.RunRequest.SpecSource;
import seedgen.run.RunRequest.SpecText;
import seedgen.run.RunRequest.Users;
import seedgen.run.RunRequest;
import seedgen.run.RunSize;
import seedgen.run.Split;
import seedgen.run.StopSignals;
import seedgen.run.TargetChoice;
import seedgen.run.TuneSpec;
import seedgen.slice.Shards;
import seedgen.spec.DatasetCompiler;
import seedgen.spec.SpecReader;
import seedgen.spec.UsersTable;
import seedgen.tune.TuningReport;

/**
 * A run of any dataset (the plain command's users table is the built-in {@code users} dataset): the whole dataset, a
 * partition of it, or its shards, each into its server; the dry run; the summary, the report and the faster-path
 * advice. The one path every load takes, from the command line and from the library.
 */
public final class Runner {

    /**
     * What one run is: the whole dataset, its seed and size, the method, how it starts, the dry-run plan's first line
     * ({@code plan}), and the summary's notes.
     */
    public record Work(Dataset whole, long seed, RunSize size, Method method, Start start, String plan,
            List<String> notes, TriggerFill.Composed triggers) {

        public Work(Dataset whole, long seed, RunSize size, Method method, Start start, String plan,
                List<String> notes) {
            this(whole, seed, size, method, start, plan, notes, null);
        }
    }

    /**
     * What {@code r} writes: the whole dataset, how it starts, the plan's first line and the summary's notes
     * ({@code toFile}: rows go to files). A spec read from the schema ({@link SchemaSource}) reads the catalog of the
     * target, where the rows go (with --out, the server whose schema is read).
     */
    public static Work work(RunRequest r, Environment env, boolean toFile) {
        RunSize size = r.size(toFile);
        if (r.source() instanceof Users u) {
            return usersWork(r, u, size);
        }
        Map<String, String> params = r.params();
        Loaded loaded;
        if (r.source() instanceof SchemaSource s) {
            Target resolved = Targets.resolve(r.target(), env, env.err()::println);
            loaded = SchemaFill.compose(s.schema(), env, resolved, r.rows(), r.keys().truncate(), r.keys().resume(),
                    params, r.triggers(), r.seed(), !r.dryRun() && !toFile);
        } else if (r.source() instanceof SpecSource s) {
            loaded = Loaded.read(env, s.file(), s.builtIn(), params);
        } else {
            SpecText s = (SpecText) r.source();
            loaded = new Loaded(SpecReader.read(s.label(), s.text(), params), s.text());
        }
        seedgen.spec.Spec parsed = loaded.spec();
        long seed = r.seed();
        // A spec read from the schema already holds each table's rows (capped where a key holds fewer values)
        Long rootRows = r.source() instanceof SchemaSource ? null : r.rows();
        Dataset whole = DatasetCompiler.compile(parsed, seed, rootRows);
        if (whole.tables().isEmpty() && !whole.kept().isEmpty()) {
            // a spec printed from a schema whose tables all held rows: every table kept, nothing to write
            SpecSource s = (SpecSource) r.source();
            throw SeedgenException.badInput("spec " + (s.file() != null ? s.file() : s.builtIn()) + " keeps every "
                    + "table (kept: true), so there is nothing to fill: print it again with seedgen spec --from-db "
                    + "--truncate to fill tables that hold rows, or drop kept: from the tables to fill");
        }
        String plan = String.format(Locale.ROOT, "%,d rows, seed %d, up to %d threads, %d rows a batch",
                whole.totalRows(), seed, size.threads(), size.batch());
        Start start = start(r, Start.of(SpecReader.fingerprint(loaded.text(), params, seed, r.rows()), seed, r.rows(),
                "spec or --param"), sized -> DatasetCompiler.compile(parsed, seed, rootRows, sized))
                .existingSchema(r.existingSchema());
        TriggerFill.Composed triggers = loaded.triggers();
        List<String> notes = loaded.notes();
        if (triggers != null && triggers.written() != null) {
            notes = Schema.withFollowed(notes, triggers.written().follows(), whole);
        }
        if (triggers == null && r.existingSchema() && !toFile) {
            // a spec given for an application's tables fills exactly them: their triggers fire as they may
            Target resolved = Targets.resolve(r.target(), env, line -> { }); // its warnings are said by the run
            triggers = TriggerFill.fixed(env, resolved, whole, r.triggers(), r.dryRun() ? null
                    : new TriggerFill.Trial(seed, params, r.keys().resume()), loaded.text());
            notes = new ArrayList<>(notes);
            notes.addAll(triggers.notes(whole.tables().stream().map(Dataset.Table::name).collect(
                    java.util.stream.Collectors.toSet()), TriggerFill.switching(resolved)));
        }
        if (triggers != null && !toFile) {
            start = start.fired(triggers.fired());
        }
        return new Work(whole, seed, size, r.methodOrDefault(), start, plan, notes, triggers);
    }

    private static Work usersWork(RunRequest r, Users u, RunSize size) {
        UsersTable users = new UsersTable(u.table(), u.passwordPlain(), u.bcryptCost());
        long seed = r.seed();
        long rows = r.rows();
        Dataset whole = users.dataset(seed, rows);
        int workers = size.effectiveThreads(rows);
        String plan = String.format(Locale.ROOT, "%,d rows, seed %d, %d %s, %d rows a batch, bcrypt cost %d "
                + "of \"%s\" computed once", rows, seed, workers, workers == 1 ? "thread" : "threads", size.batch(),
                u.bcryptCost(), u.passwordPlain());
        // the fingerprint covers the rows' bcrypt hash: computed while the run connects, not before
        Start start = start(r, Start.computedMeanwhile(() -> users.fingerprint(seed, rows), seed, rows,
                UsersTable.MADE_FROM), sized -> users.dataset(seed, sized.get(u.table())));
        return new Work(whole, seed, size, r.methodOrDefault(), start, plan, List.of());
    }

    /** How the run starts: rows already in the tables, the keys, the retries. */
    private static Start start(RunRequest r, Start fresh, Start.Sizing sizing) {
        RunRequest.Keys keys = r.keys();
        return fresh.sizing(sizing).existingRows(keys.truncate(),
                keys.resume(), keys.append()).deferKeys(keys.keysAfter(), keys.deferOnRows()).retryFor(r.retryFor());
    }

    /**
     * Where the run goes and what goes with it: the target, the telemetry (null in a dry run), the line that resumes
     * it, the report file, the tuning, the split; {@code launcher}: the command as the user runs it, for the hint of
     * the embedded server; {@code launched}: when the process that runs it started (the command's: its summary then
     * begins its phases with "start", the time before the load), or null (the library's, in a JVM of its own).
     */
    public record Place(TargetChoice target, RunTelemetry telemetry, String resumeLine, Path reportFile, TuneSpec tune,
            Split split, boolean dryRun, String launcher, java.time.Instant launched) {
    }

    private final Environment env;
    /** The split of the run under way, as read when it started. */
    private Splits.Resolved split = Splits.Resolved.NONE;
    private final boolean quiet;
    private final boolean verbose;
    private final StopSignals signals;

    /** {@code quiet}: the summary only on failure; {@code verbose}: what a failed probe said. */
    public Runner(Environment env, boolean quiet, boolean verbose, StopSignals signals) {
        this.env = env;
        this.quiet = quiet;
        this.verbose = verbose;
        this.signals = signals;
    }

    /**
     * How a run ended: DONE, or the status of the first load that did not finish; {@code loads}: each load's result,
     * one per server (a shard) or one for the whole or a partition; none for a dry run.
     */
    public record Outcome(RunResult.Status status, List<RunResult> loads) {

        public seedgen.run.Ending ending() {
            return status.ending();
        }
    }

    /**
     * The whole dataset, or this process's slice of it: a partition into the one server, or the shards (all, or with
     * --partition the one of this process) each into its own server.
     */
    public Outcome run(Work work, Place place, PrintStream info) {
        List<RunResult> loads = new ArrayList<>();
        RunResult.Status status = run(work, place, info, loads);
        return new Outcome(status, List.copyOf(loads));
    }

    private RunResult.Status run(Work work, Place place, PrintStream info, List<RunResult> loads) {
        Splits.Resolved split = Splits.resolve(place.split(), env);
        this.split = split;
        if (split.shards() == null) {
            seedgen.slice.Slice slice = split.partition() == null ? seedgen.slice.Slice.whole(work.whole())
                    : seedgen.slice.Slice.of(work.whole(), null, 0, 1, null, split.partition());
            Start start = split.partition() == null ? work.start() : work.start().partition(split.partition());
            return run(slice, work, start, place.target(), place, info, loads);
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
            RunResult.Status exit = run(slice, work, work.start(), Targets.forShard(place.target(), shard), place,
                    info, loads);
            if (exit != RunResult.Status.DONE) {
                if (i + 1 < n && split.partition() == null) {
                    env.err().println("seedgen: shards after " + shard.name() + " were not started");
                }
                return exit;
            }
        }
        return RunResult.Status.DONE;
    }

    /** Loads (or plans, in a dry run) {@code slice} of the dataset into the server {@code at} names; the exit code. */
    private RunResult.Status run(seedgen.slice.Slice slice, Work work, Start start, TargetChoice at, Place place,
            PrintStream info, List<RunResult> loads) {
        Target resolved = Targets.resolve(at, env, info::println);
        EmbeddedServer.Family family = resolved.isEmbedded() ? EmbeddedStart.family(resolved) : null;
        if (family != null) {
            info.println("Using the embedded " + family.display() + " in " + family.homeFor(env.workDir())
                    + (at.request().embedded() ? "" : " (no server given: name one with --url, --host or an option file)"));
        }
        if (place.dryRun()) {
            Dataset dataset = slice.dataset();
            DryRun found = family != null && resolved.host() == null ? DryRun.unread(dataset, "embedded "
                    + family.display() + " not started in a dry run; a real run creates the table if it is missing")
                    : new DatasetLoad(line -> { }, seedgen.metrics.RunMetrics.NONE).dryRun(dataset, resolved, start,
                            work.size().batch());
            DryRuns.print(dataset, found, work.plan(), resolved, env.out());
            printSlice(work.whole(), slice, env.out());
            return RunResult.Status.DONE;
        }
        Dataset dataset = slice.dataset();
        DatasetLoad load = new DatasetLoad(info::println, place.telemetry().metrics(), slice.label().isEmpty() ? "all"
                : slice.label());
        AtomicBoolean stopping = new AtomicBoolean();
        AtomicReference<TuningReport> tuned = new AtomicReference<>(TuningReport.off());
        DatasetLoad.Tuning tuning = place.tune() == null ? null : Tunings.of(resolved, place.tune(), dataset, env, info,
                stopping, tuned);
        try (StopSignals.Handle guard = signals.watch(() -> {
            stopping.set(true);
            load.requestStop();
        })) {
            RunResult result;
            if (family != null) {
                RunScope.Lease lease = EmbeddedStart.start(() -> RunScope.embedded(family, env.workDir(),
                        info::println), env.err());
                if (lease == null) {
                    return RunResult.Status.INTERRUPTED;
                }
                try (lease) {
                    EmbeddedServer db = lease.server();
                    Target live = resolved.at(db.host(), db.port());
                    RunResult.Phase before = startPhase(place, loads);
                    result = load.load(dataset, live, work.method(), work.size().batch(), work.size().threads(), start,
                            tuning).startingWith(before);
                    finish(result, work, slice, tuned.get(), place, live, dataset, info);
                    if (!quiet) {
                        Summary.printEmbeddedHint(env.out(), db.home().toString(),
                                place.launcher(), family.serveArguments(), family.clients());
                    }
                }
            } else {
                RunResult.Phase before = startPhase(place, loads);
                result = load.load(dataset, resolved, work.method(), work.size().batch(), work.size().threads(), start,
                        tuning).startingWith(before);
                finish(result, work, slice, tuned.get(), place, resolved, dataset, info);
            }
            loads.add(result);
            return result.status();
        }
    }

    /**
     * The time from the process's start to its first load (the JVM, the options, the request, an embedded server
     * started), so that the summary's phases add up to the process's time; null for the library's runs and a shard
     * after the first.
     */
    private static RunResult.Phase startPhase(Place place, List<RunResult> loads) {
        if (place.launched() == null || !loads.isEmpty()) {
            return null;
        }
        return new RunResult.Phase("start", java.time.Duration.between(place.launched(), java.time.Instant.now())
                .toNanos() / 1e9);
    }

    /**
     * The summary's notes of a run that ended: the work's, the lines of the tables whose rows came from triggers
     * counted now that the rows are in.
     */
    private List<String> notes(Work work, Target live, RunResult r) {
        if (work.triggers() == null) {
            return work.notes();
        }
        List<String> after;
        try {
            after = TriggerFill.afterLoad(env, live, work.triggers(), r);
        } catch (SeedgenException e) {
            after = List.of("from triggers  not counted: " + e.getMessage());
        }
        if (after.isEmpty()) {
            return work.notes();
        }
        List<String> notes = new ArrayList<>(work.notes().stream().filter(n -> !n.startsWith("from triggers  "))
                .toList());
        notes.addAll(after);
        return notes;
    }

    /** The summary, the resume line, the error, the report and the faster-path advice of a run that ended. */
    private void finish(RunResult r, Work work, seedgen.slice.Slice slice, TuningReport tuned, Place place,
            Target live, Dataset dataset, PrintStream info) {
        boolean done = r.status() == RunResult.Status.DONE;
        PrintStream out = quiet ? env.err() : env.out();
        if (!quiet || !done) {
            // with --shards, --partition K/N picks shard K, whose summary names it in its slice line
            Summary.print(r, work.seed(), tuned, notes(work, live, r), sliceLines(work.whole(), slice),
                    split.shards() == null ? split.partition() : null, out);
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
