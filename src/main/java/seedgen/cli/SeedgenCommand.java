package seedgen.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import seedgen.connect.Environment;
import seedgen.error.SeedgenException;
import seedgen.connect.Target;
import seedgen.connect.TargetResolver;
import seedgen.embedded.EmbeddedMariaDb;
import seedgen.load.LoadOptions;
import seedgen.load.LoadResult;
import seedgen.load.LoadService;
import seedgen.load.WritePath;
import seedgen.report.JsonReport;
import seedgen.report.Summary;
import seedgen.runs.ExistingRows;

/** The root command: loads generated users into a table. Turns options into a LoadOptions and a Target. */
@Command(name = "seedgen", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        sortOptions = false, usageHelpAutoWidth = true,
        customSynopsis = {"seedgen --rows N [OPTIONS]", "       seedgen COMMAND [OPTIONS]"},
        description = "Fills MySQL, MariaDB or PostgreSQL tables with realistic, reproducible data, fast.",
        subcommands = {ServeCommand.class, TuneCommand.class, DoctorCommand.class, DatasetsCommand.class,
                SpecCommand.class, FinishCommand.class, HelpCommand.class},
        commandListHeading = "%nCommands (seedgen help COMMAND for each one's options):%n",
        footer = {"", "Exit codes: 0 done; 1 failed while running; 2 bad usage or input; 3 target unusable "
                + "(unreachable, authentication, privileges, incompatible table, another run on the table or "
                + "another --tune run on the server); 130 interrupted.",
                "The password comes from SEEDGEN_PASSWORD, --ask-password or an option file, never the command "
                + "line."})
public final class SeedgenCommand implements Callable<Integer> {

    // Not picocli-required: that would also demand it of `seedgen serve`. call() checks it.
    @Option(names = "--rows", paramLabel = "N", converter = Counts.LongCount.class,
            description = "Rows to write (required, at least 1): 1000000, 1_000_000, 1e6, 1M or 250k.")
    Long rows;

    @Option(names = "--batch", paramLabel = "N", converter = Counts.IntCount.class,
            description = "Rows per transaction: per INSERT batch (default 1000) or per LOAD DATA chunk (default "
                    + "50000).")
    Integer batch;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "4", converter = Counts.IntCount.class,
            description = "Worker threads, each with one pooled connection (default ${DEFAULT-VALUE}, at most 512).")
    int threads;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1",
            description = "Seed: same seed, same rows (default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--table", paramLabel = "NAME", defaultValue = "users",
            description = "Table to fill, created if missing (default ${DEFAULT-VALUE}).")
    String table;

    @Option(names = "--spec", paramLabel = "FILE",
            description = "Load the tables of a dataset spec (YAML) instead of the users table; --rows then sets "
                    + "the rows of its root tables.")
    Path specFile;

    @Option(names = "--dataset", paramLabel = "NAME",
            description = "Load a built-in dataset: users, sns or chat (seedgen datasets lists them).")
    String dataset;

    @Option(names = "--from-db", description = "Fill the tables that already exist in --database (or --tables), "
            + "with a spec read from the schema (seedgen spec --from-db prints it); with --spec FILE, that spec.")
    boolean fromDb;

    @Option(names = "--tables", paramLabel = "A,B", split = ",",
            description = "With --from-db: only these tables.")
    java.util.List<String> fromDbTables;

    @Option(names = "--exclude-tables", paramLabel = "A,B", split = ",",
            description = "With --from-db: all tables but these (a table that refers to one is left out too).")
    java.util.List<String> excludeTables;

    @Option(names = "--rows-for", paramLabel = "TABLE=N", description = "With --from-db: this table's rows "
            + "(repeatable); refused when its keys cannot hold them.")
    java.util.Map<String, String> rowsFor = new java.util.LinkedHashMap<>();

    @Option(names = "--param", paramLabel = "NAME=VALUE",
            description = "A parameter the spec declares, e.g. message_key=uuid7 (repeatable).")
    java.util.Map<String, String> params = new java.util.LinkedHashMap<>();

    @Mixin
    TargetOptions target;

    @Mixin
    SpeedOptions speed;

    @Option(names = "--partition", paramLabel = "K/N", description = "Load only the K-th of N slices of the dataset "
            + "(each root table's rows split evenly, every row they own with them): N processes, on one machine or "
            + "many, together write one run's rows. auto/N takes K from JOB_COMPLETION_INDEX (a Kubernetes Indexed "
            + "Job). With --shards, the K-th shard.")
    String partition;

    @Option(names = "--shards", paramLabel = "FILE", description = "Spread the dataset over the servers FILE lists, "
            + "each row of its routing table, and every row it owns, on one of them (see docs/scale-out.md).")
    Path shardsFile;

    @Option(names = "--resume",
            description = "Finish the interrupted run recorded for --table: write only the id ranges that did not "
                    + "commit (same --rows, --seed and --password-plain as that run).")
    boolean resume;

    @Option(names = "--retry-for", paramLabel = "DURATION", defaultValue = "60s",
            description = "How long a batch is retried after a lost connection or a server restart, e.g. 30s, 5m "
                    + "(default ${DEFAULT-VALUE}); 0 stops at the first loss.")
    String retryFor;

    @Option(names = "--append", description = "Continue after the table's current largest id (a dataset: add --rows "
            + "rows to each root table, and their rows to the others, after a whole earlier run).")
    boolean append;

    @Option(names = "--truncate", description = "Empty the table first.")
    boolean truncate;

    @Option(names = "--password-plain", paramLabel = "TEXT", defaultValue = "password",
            description = "Plaintext every generated user logs in with (default ${DEFAULT-VALUE}).")
    String passwordPlain;

    @Option(names = "--bcrypt-cost", paramLabel = "N", defaultValue = "10",
            description = "bcrypt cost of the stored hash, 4 to 16 (default ${DEFAULT-VALUE}).")
    int bcryptCost;

    @Mixin
    TuneOptions tuning;

    @Mixin
    MetricsOptions metrics;

    @Option(names = "--dry-run", description = "Print the plan, the DDL and the first three rows; write nothing.")
    boolean dryRun;

    @Option(names = "--report", paramLabel = "FILE", description = "Also write the summary as JSON to FILE.")
    Path report;

    @Option(names = "--verbose", description = "Log more, and show stack traces with errors.")
    boolean verbose;

    @Option(names = "--quiet", description = "Print nothing but errors.")
    boolean quiet;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    private final Environment env;

    SeedgenCommand(Environment env) {
        this.env = env;
    }

    boolean verbose() {
        return verbose;
    }

    Environment environment() {
        return env;
    }

    @Override
    public Integer call() throws IOException {
        if (target.passwordGiven()) {
            throw TargetResolver.passwordOnCommandLine();
        }
        if (specFile != null && dataset != null) {
            throw SeedgenException.badInput("--spec and --dataset exclude each other: choose one");
        }
        if (fromDb && dataset != null) {
            throw SeedgenException.badInput("--from-db fills the tables of --database; --dataset makes its own: "
                    + "choose one");
        }
        if (!rowsFor.isEmpty() && (!fromDb || specFile != null)) {
            throw SeedgenException.badInput("--rows-for sets a table's rows in the spec --from-db reads from the "
                    + "schema: " + (fromDb ? "with --spec FILE, set rows: in the file; drop --rows-for"
                            : "add --from-db or drop it"));
        }
        if (excludeTables != null && (!fromDb || specFile != null)) {
            throw SeedgenException.badInput("--exclude-tables leaves tables out of those --from-db reads from the "
                    + "schema: " + (fromDb ? "with --spec FILE the spec names them; drop --exclude-tables"
                            : "add --from-db or drop it"));
        }
        if (fromDbTables != null && (!fromDb || specFile != null)) {
            throw SeedgenException.badInput("--tables chooses the tables --from-db reads from the schema: "
                    + (fromDb ? "with --spec FILE the spec names them; drop --tables" : "add --from-db or drop it"));
        }
        if (specFile != null || fromDb || dataset != null && !seedgen.spec.BuiltIn.isUsers(dataset)) {
            return datasetRun();
        }
        if (!params.isEmpty()) {
            throw SeedgenException.badInput("--param sets a parameter of a dataset spec: add --spec FILE or --dataset "
                    + "NAME, or drop it");
        }
        if (rows == null) {
            throw SeedgenException.badInput("--rows is required: say how many rows to write, e.g. --rows 1000000");
        }
        if (append && truncate) {
            throw SeedgenException.badInput("--append and --truncate exclude each other: choose one");
        }
        if (resume && (append || truncate)) {
            throw SeedgenException.badInput("--resume continues the recorded run where it stopped, so "
                    + (append ? "--append" : "--truncate") + " does not apply: drop it");
        }
        if (quiet && verbose) {
            throw SeedgenException.badInput("--quiet and --verbose exclude each other: choose one");
        }
        refuseUnused(spec.commandLine().getParseResult());
        DatasetRun.Split split = split();
        LoadOptions options = new LoadOptions(rows, speed.batchOr(batch), threads, seed, table,
                resume ? ExistingRows.RESUME : append ? ExistingRows.APPEND : truncate ? ExistingRows.TRUNCATE
                        : ExistingRows.REFUSE,
                passwordPlain, bcryptCost);
        seedgen.tune.TuneSpec tuneSpec = tuning.toSpec();
        seedgen.metrics.MetricsSpec metricsSpec = metrics.toSpec();
        if (speed.out != null && metrics.given()) {
            throw SeedgenException.badInput("--metrics-port, --pushgateway and --metrics-linger need a load into a "
                    + "database, not --out: drop them");
        }
        if (speed.out != null) {
            if (tuneSpec != null) {
                throw SeedgenException.badInput("--tune and --out exclude each other: writing a file touches no "
                        + "server; drop --tune");
            }
            speed.checkFileOnly(target, append, truncate, dryRun, report != null);
            if (resume) {
                throw SeedgenException.badInput("--out writes a file and uses no database, so --resume does not "
                        + "apply: drop --resume or --out");
            }
            return new OutRun(env, quiet).run(options, speed);
        }
        speed.checkDatabaseOnly();
        speed.checkMethodFor(target.postgresql());
        WritePath path = speed.writePath(Durations.parse(retryFor, "--retry-for"));
        if (tuneSpec != null && dryRun) {
            throw SeedgenException.badInput("--tune and --dry-run exclude each other: a dry run changes nothing; "
                    + "see the settings with `seedgen tune --show`");
        }
        Path reportFile = report == null ? null : env.workDir().resolve(report);
        if (reportFile != null) {
            JsonReport.checkWritable(reportFile);
        }
        PrintStream info = quiet ? nullStream() : env.err();
        Target resolved = shardsFile != null ? null : target.resolve(env, info::println);
        if (resolved == null || resolved.isPostgresql() || split != DatasetRun.Split.NONE) {
            return usersAsDataset(options, path, resolved, tuneSpec, reportFile, info, split);
        }
        if (resolved.isEmbedded()) {
            info.println("Using the embedded MariaDB in " + EmbeddedMariaDb.homeFor(env.workDir())
                    + (target.embedded ? "" : " (no server given: name one with --url, --host or an option file)"));
        }
        if (dryRun) {
            LoadService.DryRun plan = new LoadService(info::println).dryRun(options, resolved);
            Summary.printDryRun(plan, describePlan(options), env.out());
            return ExitCodes.DONE;
        }
        try (seedgen.metrics.RunTelemetry telemetry = metrics.open(metricsSpec, env, quiet, info)) {
            int exit = load(new LoadService(info::println, telemetry.metrics()), options, path, resolved, tuneSpec,
                    reportFile, info);
            lingerThenClose(telemetry);
            return exit;
        }
    }

    /**
     * The users table through the dataset load: on PostgreSQL, and split (--partition, --shards) on any server. The
     * same rows (the users built-in as a dataset of one table), --append, --resume and --truncate as for any dataset.
     */
    private int usersAsDataset(LoadOptions options, WritePath path, Target resolved, seedgen.tune.TuneSpec tuneSpec,
            Path reportFile, PrintStream info, DatasetRun.Split split) {
        String hash = new seedgen.generate.PasswordHashes(options.seed(), options.bcryptCost())
                .hashOf(options.passwordPlain());
        java.util.function.LongFunction<seedgen.spec.Dataset> users = n -> seedgen.spec.BuiltIn.users(
                seedgen.generate.UsersSpec.create(options.seed(), hash).withName(options.table()), n);
        DatasetRun run = new DatasetRun(env, quiet);
        if (dryRun) {
            return run.run(users.apply(options.rows()), options.seed(), options.batchSize(), options.threads(),
                    path.method(), null, true, target, null, info, null, null, null, split);
        }
        ExistingRows existing = options.existing();
        seedgen.load.DatasetLoad.Start start = new seedgen.load.DatasetLoad.Start(existing == ExistingRows.TRUNCATE,
                existing == ExistingRows.RESUME, seedgen.spec.SpecReader.fingerprint("users table " + options.table()
                        + " " + hash, java.util.Map.of(), options.seed(), options.rows()), path.retryFor(),
                path.deferIndexes(), existing == ExistingRows.APPEND, path.deferOnRows(),
                sized -> users.apply(sized.get(options.table())), false);
        String resumeLine = ResumeCommand.of(env.variable(ResumeCommand.LAUNCHER).orElse(null),
                spec.commandLine().getParseResult().originalArgs());
        try (seedgen.metrics.RunTelemetry telemetry = metrics.open(metrics.toSpec(), env, quiet, info)) {
            int exit = split == DatasetRun.Split.NONE ? run.run(users.apply(options.rows()), options.seed(),
                    options.batchSize(), options.threads(), path.method(), start, resolved, telemetry, info,
                    resumeLine, reportFile, tuneSpec)
                    : run.run(users.apply(options.rows()), options.seed(), options.batchSize(), options.threads(),
                            path.method(), start, false, target, telemetry, info, resumeLine, reportFile, tuneSpec,
                            split);
            lingerThenClose(telemetry);
            return exit;
        }
    }

    /**
     * --metrics-linger keeps the endpoint up after the run. Ctrl-C/SIGTERM ends the wait early; the final push
     * and the endpoint's shutdown still happen before the process exits 130, as for a signal during the load.
     */
    private static void lingerThenClose(seedgen.metrics.RunTelemetry telemetry) {
        if (!telemetry.lingers()) {
            return;
        }
        java.util.concurrent.atomic.AtomicBoolean stop = new java.util.concurrent.atomic.AtomicBoolean();
        try (SignalGuard guard = new SignalGuard(() -> stop.set(true))) {
            // Closed inside the guard: once the guard closes after a signal, the process halts at once.
            try {
                telemetry.linger(stop::get);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } finally {
                telemetry.close();
            }
        }
    }

    private int load(LoadService service, LoadOptions options, WritePath path, Target resolved,
            seedgen.tune.TuneSpec tuneSpec, Path reportFile, PrintStream info) throws IOException {
        java.util.concurrent.atomic.AtomicBoolean stopping = new java.util.concurrent.atomic.AtomicBoolean();
        try (SignalGuard guard = new SignalGuard(() -> {
            stopping.set(true);
            service.requestStop();
        })) {
            LoadResult result;
            if (resolved.isEmbedded()) {
                EmbeddedMariaDb started = EmbeddedStart.start(env.workDir(), 0, info::println, env.err());
                if (started == null) {
                    return ExitCodes.INTERRUPTED;
                }
                try (EmbeddedMariaDb db = started) {
                    TunedLoad.Outcome o = TunedLoad.run(service, options, path, resolved.at(db.host(), db.port()),
                            tuneSpec, env, info, stopping);
                    result = o.result();
                    finish(result, o.tuning(), reportFile);
                    adviseFasterPath(result, options, resolved.at(db.host(), db.port()), info);
                    if (!quiet) {
                        Summary.printEmbeddedHint(env.out(), db.home().toString(),
                                env.variable(ResumeCommand.LAUNCHER).map(ResumeCommand::quote).orElse("seedgen"));
                    }
                }
            } else {
                TunedLoad.Outcome o = TunedLoad.run(service, options, path, resolved, tuneSpec, env, info,
                        stopping);
                result = o.result();
                finish(result, o.tuning(), reportFile);
                adviseFasterPath(result, options, resolved, info);
            }
            return switch (result.status()) {
                case DONE -> ExitCodes.DONE;
                case FAILED -> ExitCodes.FAILED;
                case INTERRUPTED -> ExitCodes.INTERRUPTED;
            };
        }
    }

    private void finish(LoadResult result, seedgen.tune.TuningReport tuned, Path reportFile) throws IOException {
        if (!quiet || result.status() != LoadResult.Status.DONE) {
            Summary.print(result, quiet ? env.err() : env.out());
            Summary.printTuning(tuned, quiet ? env.err() : env.out());
        }
        if (result.status() != LoadResult.Status.DONE) {
            Summary.printResume(ResumeCommand.of(env.variable(ResumeCommand.LAUNCHER).orElse(null),
                    spec.commandLine().getParseResult().originalArgs()),
                    quiet ? env.err() : env.out());
        }
        if (result.status() == LoadResult.Status.FAILED) {
            env.err().println("seedgen: " + result.error());
        }
        if (reportFile != null) {
            JsonReport.write(result, tuned, reportFile);
        }
    }

    /** The spec of the tables in --database, read from its catalog, as {@code seedgen spec --from-db} prints it. */
    private DatasetRun.Loaded fromSchema() {
        seedgen.connect.Target resolved = target.resolve(env, env.err()::println);
        seedgen.catalog.Catalog catalog = SpecCommand.readCatalog(env, resolved, fromDbTables, excludeTables);
        // Tables whose CHECKs its values could break are left out, as tables it cannot fill are: the rest is filled
        seedgen.fromdb.SpecFromCatalog.Written written = seedgen.fromdb.SpecFromCatalog.compose(catalog,
                rows == null ? SpecCommand.FROM_DB_ROWS : rows, SpecCommand.rowsFor(rowsFor), true);
        if (written.leftOut().size() == catalog.tables().size()) {
            throw SeedgenException.badInput("no table of " + resolved.namespace() + " can be filled (" + written
                    .leftOut().get(0) + "): print the spec with seedgen spec --from-db > FILE, write the tables by "
                    + "hand, and fill with --from-db --spec FILE");
        }
        String text = written.text();
        String label = resolved.namespace() + " (read with --from-db)";
        return new DatasetRun.Loaded(seedgen.spec.SpecReader.read(label, text, params), text,
                SpecCommand.notes(written));
    }

    private int datasetRun() {
        if (quiet && verbose) {
            throw SeedgenException.badInput("--quiet and --verbose exclude each other: choose one");
        }
        picocli.CommandLine.ParseResult given = spec.commandLine().getParseResult();
        DatasetRun.refuseUnsupported(given);
        refuseUnused(given);
        DatasetRun.Split split = split();
        if (rows != null && rows < 1) {
            throw SeedgenException.badInput("--rows must be at least 1, got " + rows);
        }
        if (resume && (truncate || append)) {
            throw SeedgenException.badInput("--resume continues the recorded run where it stopped, so "
                    + (append ? "--append" : "--truncate") + " does not apply: drop it");
        }
        if (append && truncate) {
            throw SeedgenException.badInput("--append and --truncate exclude each other: choose one");
        }
        DatasetRun.Loaded loaded = fromDb && specFile == null ? fromSchema()
                : DatasetRun.read(env, specFile, dataset, params);
        PrintStream info = quiet ? nullStream() : env.err();
        DatasetRun run = new DatasetRun(env, quiet, loaded.notes());
        seedgen.tune.TuneSpec tuneSpec = tuning.toSpec();
        if (tuneSpec != null && (speed.out != null || dryRun)) {
            throw SeedgenException.badInput("--tune changes the server for a load: " + (dryRun ? "a dry run" : "--out")
                    + " touches no server; drop --tune");
        }
        if (speed.out != null) {
            for (String option : new String[] {"--resume", "--truncate", "--append", "--dry-run", "--method"}) {
                if (given.hasMatchedOption(option)) {
                    throw SeedgenException.badInput("--out writes files and uses no database, so " + option
                            + " does not apply: drop " + option + " or --out");
                }
            }
            // with --from-db the target options name the server whose schema was read; nothing is written there
            speed.checkFileOnly(fromDb && specFile == null ? new TargetOptions() : target, false, false, false,
                    report != null, true);
            return run.export(loaded.spec(), seed, fromDb && specFile == null ? null : rows, speed.batchOr(batch),
                    speed.out, speed.format, target.postgresql());
        }
        speed.checkDatabaseOnly();
        speed.checkMethodFor(target.postgresql());
        int threadCount = Math.min(threads, LoadOptions.MAX_THREADS);
        seedgen.spec.Spec parsed = loaded.spec();
        // A spec read with --from-db already holds each table's rows (capped where a key holds fewer values)
        Long rootRows = fromDb && specFile == null ? null : rows;
        seedgen.load.DatasetLoad.Start start = new seedgen.load.DatasetLoad.Start(truncate, resume,
                seedgen.spec.SpecReader.fingerprint(loaded.text(), params, seed, rows), Durations.parse(retryFor, "--retry-for"),
                speed.deferIndexes, append, speed.deferOnRows,
                sized -> seedgen.spec.DatasetCompiler.compile(parsed, seed, rootRows, sized), fromDb);
        String resumeLine = ResumeCommand.of(env.variable(ResumeCommand.LAUNCHER).orElse(null),
                spec.commandLine().getParseResult().originalArgs());
        Path reportFile = report == null ? null : env.workDir().resolve(report);
        if (reportFile != null) {
            JsonReport.checkWritable(reportFile);
        }
        if (dryRun) {
            return run.run(loaded.spec(), seed, rootRows, speed.batchOr(batch), threadCount, speed.method, start, true,
                    target, null, info, resumeLine, null, null, split);
        }
        try (seedgen.metrics.RunTelemetry telemetry = metrics.open(metrics.toSpec(), env, quiet, info)) {
            int exit = run.run(loaded.spec(), seed, rootRows, speed.batchOr(batch), threadCount, speed.method, start,
                    false, target, telemetry, info, resumeLine, reportFile, tuneSpec, split);
            lingerThenClose(telemetry);
            return exit;
        }
    }

    /**
     * --partition and --shards as given (NONE for neither), checked against the options they do not go with; the
     * shards file read.
     */
    private DatasetRun.Split split() {
        if (partition == null && shardsFile == null) {
            return DatasetRun.Split.NONE;
        }
        picocli.CommandLine.ParseResult given = spec.commandLine().getParseResult();
        String option = shardsFile != null ? "--shards" : "--partition";
        for (String other : new String[] {"--append", "--from-db", "--out"}) {
            if (given.hasMatchedOption(other)) {
                throw SeedgenException.badInput(other + " is not supported with " + option + ": load the dataset "
                        + "split without it, or " + other + " in one process");
            }
        }
        seedgen.slice.Partition part = partition == null ? null
                : seedgen.slice.Partition.parse(partition, name -> env.variable(name).orElse(null));
        seedgen.slice.Shards shards = null;
        if (shardsFile != null) {
            for (String other : TargetOptions.SERVER_OPTIONS) {
                if (given.hasMatchedOption(other)) {
                    throw SeedgenException.badInput(other + " names one server, but --shards " + shardsFile + " names "
                            + "the servers: put it in the file's shard entries, or drop --shards");
                }
            }
            if (part == null && (given.hasMatchedOption("--report") || metrics.given())) {
                throw SeedgenException.badInput((given.hasMatchedOption("--report") ? "--report" : "the metrics "
                        + "options") + " describe one load, and --shards without --partition loads every shard in "
                        + "turn: run one process per shard (--partition K/N, N the number of shards)");
            }
            Path file = env.workDir().resolve(shardsFile);
            String text;
            try {
                text = java.nio.file.Files.readString(file, java.nio.charset.StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw SeedgenException.badInput("--shards " + shardsFile + ": cannot read it (" + e.getMessage()
                        + "): check the path");
            }
            shards = seedgen.slice.Shards.parse(shardsFile.toString(), text);
        }
        return new DatasetRun.Split(part, shards);
    }

    /**
     * An option given that this run would not use is refused (exit 2), never ignored: the user meant something by
     * it. (The --out, --tune and TLS pairings that need more context are checked where they are used.)
     */
    private void refuseUnused(picocli.CommandLine.ParseResult given) {
        if (speed.out != null) {
            for (String option : new String[] {"--threads", "--retry-for", "--progress", "--ssl-mode", "--ssl-ca"}) {
                if (given.hasMatchedOption(option)) {
                    throw SeedgenException.badInput("--out writes a file in one thread and uses no database, so "
                            + option + " does not apply: drop " + option + " or --out");
                }
            }
            if (given.hasMatchedOption("--batch") && speed.outputFormat() == seedgen.format.OutputFormat.CSV) {
                throw SeedgenException.badInput("--batch sets the rows of each INSERT in an SQL file; a CSV file has "
                        + "no statements: drop --batch, or write SQL (--format sql)");
            }
        }
        if (dryRun) {
            for (String option : new String[] {"--retry-for", "--progress", "--report", "--metrics-port",
                    "--pushgateway", "--metrics-linger", "--metrics-host"}) {
                if (given.hasMatchedOption(option)) {
                    throw SeedgenException.badInput("--dry-run writes nothing and only prints the plan, so " + option
                            + " does not apply: drop " + option + " or --dry-run");
                }
            }
        }
        if (quiet && given.hasMatchedOption("--progress")) {
            throw SeedgenException.badInput("--quiet prints nothing but errors, so --progress does not apply: drop "
                    + "one of them");
        }
        if (given.hasMatchedOption("--metrics-host") && !given.hasMatchedOption("--metrics-port")) {
            throw SeedgenException.badInput("--metrics-host is the address the --metrics-port endpoint binds to: add "
                    + "--metrics-port PORT or drop --metrics-host");
        }
    }

    /**
     * After a finished INSERT load of at least FasterPath.MIN_ROWS rows: a probe on this server, and the summary's
     * "faster" lines when LOAD DATA (with the keys added after, on a table that started empty) would likely have
     * taken at most 3/4 of the time. A probe that fails says so under --verbose and changes nothing else.
     */
    private void adviseFasterPath(LoadResult result, LoadOptions options, Target target, PrintStream info) {
        if (quiet || result.status() != LoadResult.Status.DONE || !"insert".equals(result.method())
                || result.rowsWritten() < seedgen.load.FasterPath.MIN_ROWS) {
            return;
        }
        double loadSeconds = result.phases().stream().filter(p -> p.name().equals("load"))
                .mapToDouble(LoadResult.Phase::seconds).sum();
        boolean emptyAtStart = result.firstId() == 1 && !result.resumed() && result.rowsAlreadyCommitted() == 0;
        try {
            seedgen.load.FasterPath.Advice advice = seedgen.load.FasterPath.probe(target, options, loadSeconds,
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

    private static String describePlan(LoadOptions o) {
        return String.format(java.util.Locale.ROOT, "%,d rows, seed %d, %d threads, %d rows a batch, "
                + "bcrypt cost %d of \"%s\" computed once", o.rows(), o.seed(), o.effectiveThreads(), o.batchSize(),
                o.bcryptCost(), o.passwordPlain());
    }

    static PrintStream nullStream() {
        return new PrintStream(java.io.OutputStream.nullOutputStream());
    }
}
