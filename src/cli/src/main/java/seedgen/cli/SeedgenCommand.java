package seedgen.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import java.util.List;
import seedgen.connect.Environment;
import seedgen.connect.TargetResolver;
import seedgen.error.SeedgenException;
import seedgen.load.RunSize;
import seedgen.load.Start;
import seedgen.report.JsonReport;
import seedgen.run.FromSchema;
import seedgen.run.Learning;
import seedgen.run.Loaded;
import seedgen.spec.BuiltIn;
import seedgen.spec.Dataset;
import seedgen.spec.DatasetCompiler;
import seedgen.spec.UsersTable;

/**
 * The root command: loads a dataset (the plain users table, a built-in, a spec, or the schema --from-db reads) into a
 * server or to files. Turns the options into one run's work and place, and makes one call.
 */
@Command(name = "seedgen", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        sortOptions = false, usageHelpAutoWidth = true,
        customSynopsis = {"seedgen --rows N [OPTIONS]", "       seedgen COMMAND [OPTIONS]"},
        description = "Fills MySQL, MariaDB or PostgreSQL tables with realistic, reproducible data, fast.",
        subcommands = {ServeCommand.class, TuneCommand.class, DoctorCommand.class, DatasetsCommand.class,
                SpecCommand.class, ReportCommand.class, FeedCommand.class, FinishCommand.class, HelpCommand.class},
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
            description = "Rows per transaction: per INSERT batch (default 1000) or per chunk of the bulk path, "
                    + "load-data or copy (default 50000).")
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

    @Option(names = "--learn-from", paramLabel = "DATABASE", description = "With --from-db: learn the shape of the "
            + "same tables in DATABASE, on the same server, and fill the target database with it in one go: each "
            + "table's rows (times the scale), fan-outs, NULL shares, values and times.")
    String learnFrom;

    @Option(names = "--scale", paramLabel = "F", description = "With --learn-from: each table's rows times F "
            + "(default 1).")
    Double scale;

    @Option(names = "--learn-values", paramLabel = "all|none", description = "With --learn-from: all (default) "
            + "copies the values of text columns of few values with their shares; none copies no value.")
    String learnValues;

    @Option(names = "--no-inferred-references", description = "With --from-db: follow only the foreign keys the "
            + "schema declares. By default a column whose name and type say it refers to another table's key "
            + "(user_id to users.id, MediaWiki's rev_page to page.page_id) is filled as a reference too, and counted "
            + "in the orphan check.")
    boolean noInferredReferences;

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
        refuseMismatched();
        picocli.CommandLine.ParseResult given = spec.commandLine().getParseResult();
        boolean users = usersTable();
        if (users && !params.isEmpty()) {
            throw SeedgenException.badInput("--param sets a parameter of a dataset spec: add --spec FILE or --dataset "
                    + "NAME, or drop it");
        }
        if (users && rows == null) {
            throw SeedgenException.badInput("--rows is required: say how many rows to write, e.g. --rows 1000000");
        }
        if (!users) {
            DatasetRun.refuseUsersOnly(given);
        }
        if (quiet && verbose) {
            throw SeedgenException.badInput("--quiet and --verbose exclude each other: choose one");
        }
        refuseUnused(given);
        DatasetRun.Split split = split();
        RunSize size = new RunSize(rows, speed.batchOr(batch, bulkByDefault(users)), threads);
        seedgen.tune.TuneSpec tuneSpec = tuning.toSpec();
        if (tuneSpec != null && (speed.out != null || dryRun)) {
            throw SeedgenException.badInput("--tune changes the server for a load, and " + (dryRun ? "a dry run"
                    : "--out") + " touches no server: drop --tune" + (dryRun ? " (see the settings with `seedgen tune "
                    + "--show`)" : ""));
        }
        if (speed.out != null) {
            return export(users, size, given);
        }
        speed.checkDatabaseOnly();
        speed.checkMethodFor(target.postgresql());
        Path reportFile = report == null ? null : env.workDir().resolve(report);
        if (reportFile != null) {
            JsonReport.checkWritable(reportFile);
        }
        DatasetRun.Work work = users ? usersWork(size) : datasetWork(size);
        String resumeLine = ResumeCommand.of(env.variable(ResumeCommand.LAUNCHER).orElse(null),
                given.originalArgs());
        PrintStream info = quiet ? nullStream() : env.err();
        DatasetRun run = new DatasetRun(env, quiet, verbose);
        if (dryRun) {
            return run.run(work, new DatasetRun.Place(target, null, resumeLine, null, null, split, true), info);
        }
        try (seedgen.metrics.RunTelemetry telemetry = metrics.open(metrics.toSpec(), env, quiet, info)) {
            int exit = run.run(work, new DatasetRun.Place(target, telemetry, resumeLine, reportFile, tuneSpec, split,
                    false), info);
            lingerThenClose(telemetry);
            return exit;
        }
    }

    /** Whether this run writes the plain command's users table (no spec, no --from-db, no other dataset). */
    private boolean usersTable() {
        return specFile == null && !fromDb && (dataset == null || BuiltIn.isUsers(dataset));
    }

    /**
     * Whether a run loads by the server's bulk path unless --method says otherwise: a dataset whose tables seedgen
     * makes (not the users table, which keeps its INSERTs, nor an application's schema, --from-db).
     */
    private boolean bulkByDefault(boolean users) {
        return !users && !fromDb;
    }

    /** Options that name two things at once, or a thing for a run that has none. */
    private void refuseMismatched() {
        if (specFile != null && dataset != null) {
            throw SeedgenException.badInput("--spec and --dataset exclude each other: choose one");
        }
        if ((learnFrom != null || scale != null || learnValues != null) && (!fromDb || specFile != null)) {
            throw SeedgenException.badInput("--learn-from, --scale and --learn-values learn a database's shape for "
                    + "--from-db without --spec: " + (fromDb ? "the spec given is the shape; drop them"
                            : "add --from-db or drop them"));
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
        if (noInferredReferences && (!fromDb || specFile != null)) {
            throw SeedgenException.badInput("--no-inferred-references changes the spec --from-db reads from the "
                    + "schema: " + (fromDb ? "with --spec FILE the spec names the references; drop "
                            + "--no-inferred-references" : "add --from-db or drop it"));
        }
        if (fromDbTables != null && (!fromDb || specFile != null)) {
            throw SeedgenException.badInput("--tables chooses the tables --from-db reads from the schema: "
                    + (fromDb ? "with --spec FILE the spec names them; drop --tables" : "add --from-db or drop it"));
        }
    }

    /** How the run starts: rows already in the tables, the keys, the retries. */
    private Start start(String fingerprint, Long rowsAsked, String madeFrom, Start.Sizing sizing) {
        return Start.of(fingerprint, seed, rowsAsked, madeFrom).sizing(sizing).existingRows(truncate, resume, append)
                .deferKeys(speed.keysAfter(usersTable()), speed.deferOnRows).retryFor(Durations.parse(retryFor, "--retry-for"));
    }

    /** The plain command's users table, the built-in users dataset of one table. */
    private DatasetRun.Work usersWork(RunSize size) {
        UsersTable users = new UsersTable(table, passwordPlain, bcryptCost);
        Dataset whole = users.dataset(seed, rows);
        int workers = size.effectiveThreads(rows);
        String plan = String.format(java.util.Locale.ROOT, "%,d rows, seed %d, %d %s, %d rows a batch, bcrypt cost %d "
                + "of \"%s\" computed once", rows, seed, workers, workers == 1 ? "thread" : "threads", size.batch(),
                bcryptCost, passwordPlain);
        Start start = start(users.fingerprint(seed, rows), rows, UsersTable.MADE_FROM,
                sized -> users.dataset(seed, sized.get(table)));
        return new DatasetRun.Work(whole, seed, size, speed.methodOr(false), start, plan, List.of());
    }

    /** A spec: a file, a built-in, or the schema --from-db reads. */
    private DatasetRun.Work datasetWork(RunSize size) {
        Loaded loaded = fromDb && specFile == null ? fromSchema() : Loaded.read(env, specFile, dataset, params);
        seedgen.spec.Spec parsed = loaded.spec();
        // A spec read with --from-db already holds each table's rows (capped where a key holds fewer values)
        Long rootRows = fromDb && specFile == null ? null : rows;
        Dataset whole = DatasetCompiler.compile(parsed, seed, rootRows);
        if (whole.tables().isEmpty() && !whole.kept().isEmpty()) {
            // a spec printed from a schema whose tables all held rows: every table kept, nothing to write
            throw SeedgenException.badInput("spec " + (specFile != null ? specFile : dataset) + " keeps every table "
                    + "(kept: true), so there is nothing to fill: print it again with seedgen spec --from-db "
                    + "--truncate to fill tables that hold rows, or drop kept: from the tables to fill");
        }
        String plan = String.format(java.util.Locale.ROOT, "%,d rows, seed %d, up to %d threads, %d rows a batch",
                whole.totalRows(), seed, size.threads(), size.batch());
        Start start = start(seedgen.spec.SpecReader.fingerprint(loaded.text(), params, seed, rows), rows,
                "spec or --param", sized -> DatasetCompiler.compile(parsed, seed, rootRows, sized))
                .existingSchema(fromDb);
        return new DatasetRun.Work(whole, seed, size, speed.methodOr(bulkByDefault(false)), start, plan,
                loaded.notes());
    }

    /** --out: the rows to files, no server. */
    private int export(boolean users, RunSize size, picocli.CommandLine.ParseResult given) {
        if (metrics.given()) {
            throw SeedgenException.badInput("--metrics-port, --pushgateway and --metrics-linger need a load into a "
                    + "database, not --out: drop them");
        }
        for (String option : new String[] {"--resume", "--truncate", "--append", "--dry-run", "--method"}) {
            if (given.hasMatchedOption(option)) {
                throw SeedgenException.badInput("--out writes files and uses no database, so " + option
                        + " does not apply: drop " + option + " or --out");
            }
        }
        // with --from-db the target options name the server whose schema was read; nothing is written there
        speed.checkFileOnly(fromDb && specFile == null ? new TargetOptions() : target, false, false, false,
                report != null, !users);
        Dataset whole = users ? new UsersTable(table, passwordPlain, bcryptCost).dataset(seed, rows)
                : datasetWork(size).whole();
        return new OutRun(env, quiet).run(whole, size.batch(), speed, target.postgresql(), users);
    }

    /** The spec of the tables in --database, read from its catalog, as {@code seedgen spec --from-db} prints it. */
    private Loaded fromSchema() {
        seedgen.connect.Target resolved = target.resolve(env, env.err()::println);
        Learning learning = Learning.check(learnFrom != null, scale, learnValues, rows, "--learn-from");
        FromSchema source = new FromSchema(fromDbTables, excludeTables, SpecCommand.rowsFor(rowsFor),
                !noInferredReferences, learning == null ? null : learnFrom, learning);
        return source.compose(env, resolved, rows, truncate, resume, params);
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

    static PrintStream nullStream() {
        return new PrintStream(java.io.OutputStream.nullOutputStream());
    }
}
