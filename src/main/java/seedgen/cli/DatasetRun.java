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
import seedgen.Environment;
import seedgen.SeedgenException;
import seedgen.connect.Target;
import seedgen.embedded.EmbeddedMariaDb;
import seedgen.load.DatasetLoad;
import seedgen.load.LoadResult;
import seedgen.load.Method;
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

    int run(Spec spec, long seed, Long rows, int batch, int threads, Method method, DatasetLoad.Start start,
            boolean dryRun, TargetOptions targetOptions, RunTelemetry telemetry, PrintStream info, String resumeLine,
            Path reportFile, seedgen.tune.TuneSpec tuneSpec) {
        Dataset dataset = DatasetCompiler.compile(spec, seed, rows);
        if (dryRun) {
            printPlan(dataset, targetOptions);
            return ExitCodes.DONE;
        }
        return run(dataset, seed, batch, threads, method, start, targetOptions.resolve(env, info::println), telemetry,
                info, resumeLine, reportFile, tuneSpec);
    }

    /** Loads a compiled {@code dataset} into {@code resolved}; the exit code. */
    int run(Dataset dataset, long seed, int batch, int threads, Method method, DatasetLoad.Start start,
            Target resolved, RunTelemetry telemetry, PrintStream info, String resumeLine, Path reportFile,
            seedgen.tune.TuneSpec tuneSpec) {
        DatasetLoad load = new DatasetLoad(info::println, telemetry.metrics());
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
                    print(dataset, result, seed, resumeLine, tuned.get());
                }
            } else {
                result = load.load(dataset, resolved, method, batch, threads, start, tuning);
                print(dataset, result, seed, resumeLine, tuned.get());
            }
            if (reportFile != null) {
                try {
                    seedgen.report.JsonReport.writeDataset(dataset.name(), seed, result, tuned.get(), reportFile);
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

    private void print(Dataset dataset, DatasetLoad.Result r, long seed, String resumeLine,
            seedgen.tune.TuningReport tuned) {
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
                out.println("  fewer rows     " + note);
            }
            if (r.keysAdded().unique() + r.keysAdded().foreign() > 0) {
                out.println(String.format(Locale.ROOT, "  keys           %d unique and %d foreign keys added after the "
                        + "rows in %.1f s", r.keysAdded().unique(), r.keysAdded().foreign(), r.keysAdded().seconds()));
            }
            if (!r.orphans().isEmpty()) {
                long orphans = r.orphans().values().stream().mapToLong(Long::longValue).sum();
                out.println(String.format(Locale.ROOT, "  foreign keys   %d checked after the load: %s",
                        r.orphans().size(), orphans == 0 ? "no orphan row" : orphans + " orphan rows " + r.orphans()));
            }
            out.println("  seed           " + seed + " (same seed and spec, same rows, whatever --threads, --batch "
                    + "and --method)");
            seedgen.report.Summary.printTuning(tuned, out);
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
            out.println(DatasetLoad.ddl(dataset, t, database, dialect) + ";");
            for (long row = 1; row <= Math.min(3, t.rows()); row++) {
                out.println("--   " + java.util.Arrays.toString(t.spec().row(row)));
            }
        }
        List<String> after = DatasetLoad.keysAfterRows(dataset, database, dialect);
        if (!after.isEmpty()) {
            out.println();
            out.println("-- after the rows: the foreign keys to tables loaded later (a cycle)");
            after.forEach(a -> out.println(a + ";"));
        }
    }
}
