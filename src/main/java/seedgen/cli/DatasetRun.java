package seedgen.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import picocli.CommandLine.ParseResult;
import seedgen.load.DatasetDdl;
import seedgen.connect.Environment;
import seedgen.error.SeedgenException;
import seedgen.connect.Target;
import seedgen.embedded.EmbeddedMariaDb;
import seedgen.load.DatasetLoad;
import seedgen.load.LoadResult;
import seedgen.dialect.Method;
import seedgen.metrics.RunTelemetry;
import seedgen.spec.BuiltIn;
import seedgen.spec.Dataset;
import seedgen.spec.DatasetCompiler;
import seedgen.spec.Spec;
import seedgen.spec.SpecReader;

/** {@code seedgen --spec FILE} and {@code seedgen --dataset NAME}: a dataset's tables, parents first. */
final class DatasetRun {

    /** Options of the users table, or not yet carried to datasets: refused rather than ignored. */
    private static final List<String> NOT_FOR_DATASETS = List.of("--table", "--password-plain", "--bcrypt-cost");

    /** A spec as read: the parsed spec and the text it came from (for the run's fingerprint). */
    /** The keys with orphans among {@code orphans}: a schema's hundred keys are not all listed for one. */
    private static Map<String, Long> broken(Map<String, Long> orphans) {
        Map<String, Long> out = new java.util.LinkedHashMap<>(orphans);
        out.values().removeIf(n -> n == 0);
        return out;
    }

    /** A spec, its text, and notes for the summary (the tables given fewer rows than asked, and why). */
    record Loaded(Spec spec, String text, List<String> notes) {
        Loaded(Spec spec, String text) {
            this(spec, text, List.of());
        }
    }

    private final Environment env;
    private final boolean quiet;
    private final List<String> notes;

    DatasetRun(Environment env, boolean quiet) {
        this(env, quiet, List.of());
    }

    DatasetRun(Environment env, boolean quiet, List<String> notes) {
        this.notes = notes;
        this.env = env;
        this.quiet = quiet;
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

    static void refuseUnsupported(ParseResult given) {
        for (String option : NOT_FOR_DATASETS) {
            if (given.hasMatchedOption(option)) {
                throw SeedgenException.badInput(option + " is not supported with --spec or --dataset yet: drop it"
                        + (option.equals("--password-plain") || option.equals("--bcrypt-cost")
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

    int run(Spec spec, long seed, Long rows, int batch, int threads, Method method, DatasetLoad.Start start,
            boolean dryRun, TargetOptions targetOptions, RunTelemetry telemetry, PrintStream info, String resumeLine,
            Path reportFile, seedgen.tune.TuneSpec tuneSpec, Split split) {
        Dataset dataset = DatasetCompiler.compile(spec, seed, rows);
        return run(dataset, seed, batch, threads, method, start, dryRun, targetOptions, telemetry, info, resumeLine,
                reportFile, tuneSpec, split);
    }

    /**
     * The whole {@code dataset}, or this process's slice of it: a partition into the one server, or the shards (all,
     * or with --partition the one of this process) each into its own server.
     */
    int run(Dataset whole, long seed, int batch, int threads, Method method, DatasetLoad.Start start,
            boolean dryRun, TargetOptions targetOptions, RunTelemetry telemetry, PrintStream info, String resumeLine,
            Path reportFile, seedgen.tune.TuneSpec tuneSpec, Split split) {
        if (split.shards() == null) {
            seedgen.slice.Slice slice = split.partition() == null ? seedgen.slice.Slice.whole(whole)
                    : seedgen.slice.Slice.of(whole, null, 0, 1, null, split.partition());
            if (dryRun) {
                printPlan(slice.dataset(), targetOptions);
                printSlice(whole, slice, env.out());
                return ExitCodes.DONE;
            }
            return run(slice, whole, seed, batch, threads, method, split.partition() == null ? start
                    : start.partition(split.partition()), targetOptions.resolve(env, info::println), telemetry, info,
                    resumeLine, reportFile, tuneSpec);
        }
        seedgen.slice.Shards shards = split.shards();
        int n = shards.shards().size();
        for (int i = 0; i < n; i++) {
            if (split.partition() != null && split.partition().k() != i + 1) {
                continue;
            }
            seedgen.slice.Shards.Shard shard = shards.shards().get(i);
            seedgen.slice.Slice slice = seedgen.slice.Slice.of(whole, shards.routing(), i, n, shard.name(), null);
            TargetOptions at = targetOptions.forShard(shard);
            if (dryRun) {
                printPlan(slice.dataset(), at);
                printSlice(whole, slice, env.out());
                continue;
            }
            info.println("seedgen: shard " + shard.name() + " (" + (i + 1) + " of " + n + ")");
            int exit = run(slice, whole, seed, batch, threads, method, start, at.resolve(env, info::println),
                    telemetry, info, resumeLine, reportFile, tuneSpec);
            if (exit != ExitCodes.DONE) {
                if (i + 1 < n && split.partition() == null) {
                    env.err().println("seedgen: shards after " + shard.name() + " were not started");
                }
                return exit;
            }
        }
        return ExitCodes.DONE;
    }

    /** Loads a compiled {@code dataset} into {@code resolved}; the exit code. */
    int run(Dataset dataset, long seed, int batch, int threads, Method method, DatasetLoad.Start start,
            Target resolved, RunTelemetry telemetry, PrintStream info, String resumeLine, Path reportFile,
            seedgen.tune.TuneSpec tuneSpec) {
        return run(seedgen.slice.Slice.whole(dataset), dataset, seed, batch, threads, method, start, resolved,
                telemetry, info, resumeLine, reportFile, tuneSpec);
    }

    /** Loads {@code slice} of dataset {@code whole} into {@code resolved}; the exit code. */
    private int run(seedgen.slice.Slice slice, Dataset whole, long seed, int batch, int threads, Method method,
            DatasetLoad.Start start, Target resolved, RunTelemetry telemetry, PrintStream info, String resumeLine,
            Path reportFile, seedgen.tune.TuneSpec tuneSpec) {
        Dataset dataset = slice.dataset();
        DatasetLoad load = new DatasetLoad(info::println, telemetry.metrics(), slice.label().isEmpty() ? "all"
                : slice.label());
        java.util.concurrent.atomic.AtomicBoolean stopping = new java.util.concurrent.atomic.AtomicBoolean();
        java.util.concurrent.atomic.AtomicReference<seedgen.tune.TuningReport> tuned =
                new java.util.concurrent.atomic.AtomicReference<>(seedgen.tune.TuningReport.off());
        if (tuneSpec != null && resolved.isPostgresql()) {
            seedgen.dialect.postgresql.PgAdvice.refuseServerTuning(!tuneSpec.equals(seedgen.tune.TuneSpec.profile()));
        }
        DatasetLoad.Tuning tuning = tuneSpec == null ? null : resolved.isPostgresql() ? live -> () -> tuned.set(
                seedgen.tune.TuningReport.sessions(seedgen.dialect.postgresql.PgLoading.TUNING)) : live -> {
            seedgen.tune.ServerTuning t = TunedLoad.apply(live, tuneSpec, env, info, stopping);
            return () -> {
                t.close();
                tuned.set(t.report());
            };
        };
        try (SignalGuard guard = new SignalGuard(() -> {
            stopping.set(true);
            load.requestStop();
        })) {
            DatasetLoad.Result result;
            if (resolved.isEmbedded()) {
                info.println("Using the embedded MariaDB in " + EmbeddedMariaDb.homeFor(env.workDir()));
                EmbeddedMariaDb started = EmbeddedStart.start(env.workDir(), 0, info::println, env.err());
                if (started == null) {
                    return ExitCodes.INTERRUPTED;
                }
                try (EmbeddedMariaDb db = started) {
                    result = load.load(dataset, resolved.at(db.host(), db.port()), method, batch, threads, start,
                            tuning);
                    print(dataset, result, seed, resumeLine, tuned.get(), whole, slice);
                }
            } else {
                result = load.load(dataset, resolved, method, batch, threads, start, tuning);
                print(dataset, result, seed, resumeLine, tuned.get(), whole, slice);
            }
            if (reportFile != null) {
                try {
                    seedgen.report.JsonReport.writeDataset(dataset.name(), seed, result, tuned.get(), reportFile,
                            slice.label().isEmpty() ? null : sliceReport(whole, slice));
                } catch (IOException e) {
                    throw SeedgenException.runFailed("--report " + reportFile + ": writing failed (" + e.getMessage()
                            + "): the load itself ended as the summary says", e);
                }
            }
            return switch (result.status()) {
                case DONE -> ExitCodes.DONE;
                case FAILED -> ExitCodes.FAILED;
                case INTERRUPTED -> ExitCodes.INTERRUPTED;
            };
        }
    }

    /**
     * --out: one SQL file (a name ending in .sql or .sql.gz, or --format sql) or a directory of CSV files and
     * load.sql; no server is touched.
     */
    int export(Spec spec, long seed, Long rows, int batch, String out, seedgen.format.OutputFormat format,
            boolean postgresql) {
        if (out.equals("-")) {
            throw SeedgenException.badInput("--out - : a dataset is several tables; give a directory for CSV files "
                    + "or a .sql file");
        }
        String lower = out.toLowerCase(Locale.ROOT);
        boolean sql = seedgen.export.DatasetExport.isSqlFile(out, format);
        if (!sql && (lower.endsWith(".csv") || lower.endsWith(".gz"))) {
            throw SeedgenException.badInput("--out " + out + ": a dataset is several tables; give a directory (one CSV "
                    + "file a table and load.sql) or a file ending in .sql or .sql.gz");
        }
        if (sql && postgresql) {
            throw SeedgenException.badInput("--out " + out + ": an SQL file for PostgreSQL is not written yet; give a "
                    + "directory (one CSV file a table and a load.sql for psql)");
        }
        Dataset dataset = DatasetCompiler.compile(spec, seed, rows);
        Path target = env.workDir().resolve(out);
        java.util.concurrent.atomic.AtomicBoolean stop = new java.util.concurrent.atomic.AtomicBoolean();
        seedgen.export.DatasetExport.Result r;
        try (SignalGuard guard = new SignalGuard(() -> stop.set(true))) {
            try {
                r = sql ? seedgen.export.DatasetExport.toSqlFile(dataset, target, lower.endsWith(".gz"), batch, stop::get)
                        : seedgen.export.DatasetExport.toCsvDirectory(dataset, target, stop::get, postgresql
                                ? seedgen.dialect.postgresql.Postgres.INSTANCE : seedgen.dialect.mysql.MySql.INSTANCE);
            } catch (java.util.concurrent.CancellationException e) {
                env.err().println("seedgen: interrupted; the file being written was removed: run the same command "
                        + "again");
                return ExitCodes.INTERRUPTED;
            } catch (IOException e) {
                throw SeedgenException.runFailed("--out " + out + ": writing failed (" + e.getMessage() + "): check "
                        + "the disk space and the path; no file was left half-written", e);
            }
        }
        if (!quiet) {
            env.out().println(String.format(Locale.ROOT, "seedgen: done: %,d rows of dataset %s written to %s in %.1f s"
                    + " (%,d bytes)", dataset.totalRows(), dataset.name(), target, r.seconds(), r.bytes()));
            for (Path f : r.files()) {
                env.out().println("  file           " + f);
            }
            if (!sql) {
                env.out().println("  load with      cd " + ResumeCommand.quote(target.toString()) + " && " + (postgresql
                        ? "psql -v ON_ERROR_STOP=1 -d DATABASE -f " : "mariadb --local-infile=1 DATABASE < ")
                        + seedgen.export.DatasetExport.LOAD_SCRIPT);
            }
        }
        return ExitCodes.DONE;
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

    /** Which rows of each table a slice holds, and the foreign keys a shard's tables leave out. */
    private static void printSlice(Dataset whole, seedgen.slice.Slice slice, PrintStream out) {
        if (slice.label().isEmpty()) {
            return;
        }
        out.println("  slice          " + slice.label() + " of dataset " + whole.name());
        int width = Math.max(14, whole.tables().stream().mapToInt(t -> t.name().length()).max().orElse(0));
        for (Dataset.Table t : whole.tables()) {
            out.println(String.format(Locale.ROOT, "    %-" + width + "s %s", t.name(), slice.describe(t.name(),
                    t.rows())));
        }
        List<String> crossing = slice.crossing(whole);
        if (!crossing.isEmpty()) {
            out.println("  no constraint  " + String.join("; ", crossing) + " (their rows can sit on two shards)");
        }
    }

    private void print(Dataset dataset, DatasetLoad.Result r, long seed, String resumeLine,
            seedgen.tune.TuningReport tuned, Dataset whole, seedgen.slice.Slice slice) {
        PrintStream out = quiet && r.status() == LoadResult.Status.DONE ? null
                : r.status() == LoadResult.Status.DONE ? env.out() : env.err();
        long written = r.tables().stream().mapToLong(DatasetLoad.TableResult::rowsWritten).sum();
        if (out != null) {
            out.println(String.format(Locale.ROOT, "seedgen: %s: %,d of %,d rows of dataset %s written in %.1f s "
                    + "(%,.0f rows/s)", r.status() == LoadResult.Status.DONE ? "done" : r.status() == LoadResult
                    .Status.FAILED ? "failed" : "interrupted", written, r.rowsPlanned(), dataset.name(),
                    r.seconds(), r.seconds() > 0 ? written / r.seconds() : 0));
            out.println("  target         " + r.target() + "; password never shown");
            out.println("  method         " + r.method() + "; tables in load order, parents first");
            int width = Math.max(14, r.tables().stream().mapToInt(t -> t.table().length()).max().orElse(0));
            for (DatasetLoad.TableResult t : r.tables()) {
                out.println(String.format(Locale.ROOT, "  %-" + width + "s %,d rows in %.1f s (%,.0f rows/s)%s%s",
                        t.table(), t.rowsWritten(), t.seconds(), t.rowsPerSecond(), t.rowsBefore() == 0 ? ""
                                : String.format(Locale.ROOT, "; %,d were there", t.rowsBefore()), t.held() == 0 ? ""
                                : String.format(Locale.ROOT, "; added to %,d (--append)", t.held())));
            }
            for (String note : notes) {
                out.println("  " + note);
            }
            if (r.keysAdded().unique() + r.keysAdded().foreign() > 0) {
                out.println(String.format(Locale.ROOT, "  keys           %d unique and %d foreign keys added after the "
                        + "rows in %.1f s", r.keysAdded().unique(), r.keysAdded().foreign(), r.keysAdded().seconds()));
            }
            if (!r.orphans().isEmpty()) {
                long orphans = r.orphans().values().stream().mapToLong(Long::longValue).sum();
                out.println(String.format(Locale.ROOT, "  foreign keys   %d checked after the load: %s",
                        r.orphans().size(), orphans == 0 ? "no orphan row" : orphans + " orphan rows " + broken(r.orphans())));
            }
            out.println("  seed           " + seed + " (same seed and spec, same rows, whatever --threads, --batch "
                    + "and --method)");
            seedgen.report.Summary.printTuning(tuned, out);
            printSlice(whole, slice, out);
            if (!r.waitingFor().isEmpty()) {
                out.println("  partitions     " + r.waitingFor().size() + " still to end (" + String.join(", ",
                        r.waitingFor().stream().map(Object::toString).toList()) + "): the last to end adds the keys, "
                        + "checks them and removes the run's record");
            }
        }
        if (r.status() != LoadResult.Status.DONE) {
            (out == null ? env.err() : out).println("  resume         " + resumeLine);
        }
        if (r.error() != null) {
            env.err().println("seedgen: " + r.error());
        }
    }

    /** The dry run's plan, in the words of the server --url or --dialect names. */
    void printPlan(Dataset dataset, TargetOptions target) {
        boolean pg = target.postgresql();
        String namespace = pg ? (target.schema != null ? target.schema : Target.DEFAULT_SCHEMA)
                : target.database != null ? target.database : Target.DEFAULT_DATABASE;
        printPlan(dataset, namespace, pg ? seedgen.dialect.postgresql.Postgres.INSTANCE
                : seedgen.dialect.mysql.MySql.INSTANCE);
    }

    private void printPlan(Dataset dataset, String database, seedgen.dialect.Dialect dialect) {
        PrintStream out = env.out();
        out.println(String.format(Locale.ROOT, "seedgen: dry run, nothing written: dataset %s, %,d rows in %d tables",
                dataset.name(), dataset.totalRows(), dataset.tables().size()));
        for (Dataset.Table t : dataset.tables()) {
            out.println();
            out.println(String.format(Locale.ROOT, "-- %s: %,d rows%s", t.name(), t.rows(),
                    t.owner() == null ? "" : " (per row of " + t.owner() + ")"));
            out.println(DatasetDdl.ddl(dataset, t, database, dialect) + ";");
            for (long row = 1; row <= Math.min(3, t.rows()); row++) {
                out.println("--   " + java.util.Arrays.toString(t.spec().row(row)));
            }
        }
        List<String> after = DatasetDdl.keysAfterRows(dataset, database, dialect);
        if (!after.isEmpty()) {
            out.println();
            out.println("-- after the rows: the foreign keys to tables loaded later (a cycle)");
            after.forEach(a -> out.println(a + ";"));
        }
    }
}
