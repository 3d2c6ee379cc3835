package seedgen.cli;

import com.zaxxer.hikari.HikariDataSource;
import io.micrometer.prometheus.PrometheusConfig;
import io.micrometer.prometheus.PrometheusMeterRegistry;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDateTime;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import seedgen.connect.Environment;
import seedgen.connect.Target;
import seedgen.connect.TargetResolver;
import seedgen.dialect.Dialect;
import seedgen.dialect.Loading;
import seedgen.dialect.servers.Servers;
import seedgen.error.SeedgenException;
import seedgen.metrics.MetricsEndpoint;
import seedgen.slice.Partition;
import seedgen.spec.BuiltIn;
import seedgen.spec.Dataset;
import seedgen.spec.DatasetCompiler;
import seedgen.workload.Plan;
import seedgen.workload.Rate;
import seedgen.workload.StreamFiles;
import seedgen.workload.Workload;
import seedgen.workload.WorkloadResult;

/**
 * {@code seedgen workload}: after a load, the dataset's next operations (reads, inserts, updates, deletes of its own
 * tables) at a rate for a duration, against the database or written out as a stream for a load tool.
 */
@Command(name = "workload", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = "After a load of the same --dataset or --spec, --rows and --seed, run its next operations "
                + "against the database: reads by key, new rows and pairs that never collide, updates and deletes that "
                + "break no key, at --rate for --duration, the same stream for the same seed, split over processes by "
                + "--partition K/N; or write the stream to --out DIR for a load tool.",
        footer = {"", "Examples:",
            "  seedgen --dataset sns --rows 20000 --seed 5 -D shop",
            "  seedgen workload --dataset sns --rows 20000 --seed 5 --rate 300 --duration 60s -D shop",
            "  seedgen workload --dataset sns --rows 20000 --seed 5 --rate 300 --duration 60s -D shop --resume",
            "  seedgen workload --dataset sns --rows 20000 --seed 5 --dry-run",
            "", "Exit codes: 0 done; 1 an operation failed (counted by cause); 2 bad usage or input (a table "
                + "missing or not as the load left it, a database that does not exist, more --threads than the "
                + "server's connections, an option the run does not use); 3 target unusable (unreachable, "
                + "privileges; an interrupted run of this workload here: finish it with its own options and "
                + "--resume; a --resume with none to finish; a part of a split stream run again before every "
                + "part ended); 130 stopped by a signal (--resume runs the rest)."})
final class WorkloadCommand implements Callable<Integer> {

    @picocli.CommandLine.ParentCommand
    SeedgenCommand parent;

    @Mixin
    LoadOptions load;






    @Option(names = "--rate", paramLabel = "R", defaultValue = "100", description = "Operations a second: 500 "
            + "(constant), poisson:500 (exponential gaps) or 100..1000 (a ramp over --duration); default "
            + "${DEFAULT-VALUE}.")
    String rate;

    @Option(names = "--duration", paramLabel = "TIME", defaultValue = "60s", description = "How long the stream "
            + "runs: 30s, 5m, 1h (default ${DEFAULT-VALUE}).")
    String duration;

    @Option(names = "--operations", paramLabel = "N", converter = Counts.LongCount.class, description = "At most "
            + "this many operations of the whole stream (default: as many as --rate makes in --duration).")
    Long operations;

    @Option(names = "--mix", paramLabel = "NAME=W,...", description = "Weights of the operations by name, e.g. "
            + "'insert likes=30,read posts by user_id=40' (0 leaves one out); only:NAME=W,... runs only those named; "
            + "--dry-run lists them.")
    String mix;

    @Option(names = "--partition", paramLabel = "K/N", description = "Run the K-th of N parts of the stream (split by "
            + "the acting root row, so no part waits for another); the N parts together are the whole stream.")
    String partition;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "8", converter = Counts.IntCount.class,
            description = "Operations in flight at once, each on its own connection (default ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--clock", paramLabel = "DATETIME", description = "Where the event times of new rows start "
            + "(yyyy-MM-ddTHH:mm:ss; default 2030-01-01T00:00:00, after every time the built-ins make).")
    String clock;

    @Option(names = "--out", paramLabel = "DIR", description = "Write the stream (a CSV file per operation and "
            + "operations.csv with each statement) into this new directory instead of running it.")
    Path out;

    @Option(names = "--dry-run", description = "Print the plan (operations, shares, statements) and run nothing.")
    boolean dryRun;

    @Option(names = "--resume", description = "Finish a run of the same workload (options and part) that was stopped "
            + "or killed: the writes it did, as its journal in the database has them, are not done again, and the "
            + "rest run on schedule from now.")
    boolean resume;

    @Option(names = "--metrics-port", paramLabel = "PORT", description = "Serve Prometheus metrics at "
            + "http://HOST:PORT/metrics during the run (0: any free port).")
    Integer metricsPort;

    @Option(names = "--metrics-host", paramLabel = "ADDRESS", defaultValue = "127.0.0.1",
            description = "Address the metrics endpoint binds to (default ${DEFAULT-VALUE}: this machine only).")
    String metricsHost;

    @Mixin
    TargetOptions target;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws IOException, InterruptedException {
        Environment env = parent.environment();
        if (target.passwordGiven()) {
            throw TargetResolver.passwordOnCommandLine();
        }
        if ((load.dataset == null) == (load.specFile == null)) {
            throw SeedgenException.badInput("say which dataset was loaded: --dataset NAME or --spec FILE, as the load "
                    + "was given");
        }
        if (load.dataset != null && BuiltIn.isUsers(load.dataset)) {
            throw SeedgenException.badInput("--dataset users is one table with nothing to refer to: give a dataset "
                    + "such as sns or chat, or a --spec");
        }
        if (load.rows != null && load.rows < 1) {
            throw SeedgenException.badInput("--rows must be at least 1");
        }
        Workload.Settings settings = settings(env);
        seedgen.runner.Loaded loaded = seedgen.runner.Loaded.read(env, load.specFile, load.dataset, load.params);
        Dataset whole = DatasetCompiler.compile(loaded.spec(), load.seed, load.rows);
        Plan plan;
        try {
            plan = Plan.of(loaded.spec(), whole, mix);
        } catch (IllegalArgumentException e) {
            throw SeedgenException.badInput(e.getMessage());
        }
        plan.notes().forEach(n -> env.err().println("seedgen: " + n));
        if (resume && (dryRun || out != null)) {
            throw SeedgenException.badInput("--resume finishes a run against a database: drop it with "
                    + (dryRun ? "--dry-run" : "--out"));
        }
        refuseUnused(spec.commandLine().getParseResult());
        if (dryRun) {
            env.out().println("seedgen: workload of " + whole.name() + " at " + settings.rate() + " for "
                    + duration + ": " + plan.describe());
            env.out().println("  operation, share and statement (? its values; --dialect postgresql quotes as "
                    + "PostgreSQL does):");
            plan.statements(Servers.family(target.toRequest().protocol()).dialect()).forEach(env.out()::println);
            return ExitCodes.DONE;
        }
        if (out != null) {
            return writeStream(env, plan, settings);
        }
        Target resolved = target.resolve(env, env.err()::println);
        return seedgen.runner.OnServer.run(env, resolved, live -> runOn(env, live, whole, plan, settings));
    }

    /**
     * An option this run would not use is refused (exit 2), never ignored: --out writes files and reaches no server
     * (its --url or --dialect only say how to quote), --dry-run prints the plan and runs nothing.
     */
    private void refuseUnused(picocli.CommandLine.ParseResult given) {
        if (out != null) {
            for (String option : new String[] {"--threads", "--host", "--port", "--user", "--database",
                    "--defaults-file", "--ask-password", "--embedded", "--ssl-mode", "--ssl-ca", "--metrics-port",
                    "--metrics-host"}) {
                if (given.hasMatchedOption(option)) {
                    throw SeedgenException.badInput("--out writes the stream to files and reaches no server, so "
                            + option + " does not apply: drop " + option + " or --out");
                }
            }
        }
        if (dryRun) {
            for (String option : new String[] {"--threads", "--metrics-port", "--metrics-host"}) {
                if (given.hasMatchedOption(option)) {
                    throw SeedgenException.badInput("--dry-run prints the plan and runs nothing, so " + option
                            + " does not apply: drop " + option + " or --dry-run");
                }
            }
        }
        if (given.hasMatchedOption("--metrics-host") && !given.hasMatchedOption("--metrics-port")) {
            throw SeedgenException.badInput("--metrics-host is the address the --metrics-port endpoint binds to: add "
                    + "--metrics-port PORT or drop --metrics-host");
        }
    }

    private Workload.Settings settings(Environment env) {
        Partition part = partition == null ? new Partition(1, 1)
                : Partition.parse(partition, name -> env.variable(name).orElse(null));
        LocalDateTime start = Workload.DEFAULT_CLOCK;
        if (clock != null) {
            try {
                start = LocalDateTime.parse(clock.strip().replace(' ', 'T'));
            } catch (DateTimeParseException e) {
                throw SeedgenException.badInput("--clock " + clock + ": give a date and time as 2030-01-01T00:00:00");
            }
        }
        try {
            return new Workload.Settings(load.seed, Rate.parse(rate), Durations.parse(duration, "--duration"),
                    operations == null ? Long.MAX_VALUE : operations, part.k(), part.n(), threads, start);
        } catch (IllegalArgumentException e) {
            throw SeedgenException.badInput(e.getMessage());
        }
    }

    private int writeStream(Environment env, Plan plan, Workload.Settings settings) throws IOException {
        Path dir = env.workDir().resolve(out);
        if (Files.exists(dir)) {
            throw SeedgenException.badInput("--out " + out + " exists: name a new directory (the stream is written "
                    + "into it whole)");
        }
        Dialect dialect = Servers.family(target.toRequest().protocol()).dialect();
        Path tmp = Files.createTempDirectory(dir.toAbsolutePath().getParent(), ".seedgen-workload");
        long n;
        try {
            n = StreamFiles.write(plan, settings, dialect, tmp);
            Files.move(tmp, dir, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        } finally {
            if (Files.exists(tmp)) {
                try (var files = Files.list(tmp)) {
                    for (Path f : files.toList()) {
                        Files.delete(f);
                    }
                }
                Files.delete(tmp);
            }
        }
        env.out().println(String.format(Locale.ROOT, "seedgen: workload stream of %,d operations (partition %d/%d, "
                + "%s for %s) written to %s", n, settings.partition(), settings.partitions(), settings.rate(),
                duration, dir));
        return ExitCodes.DONE;
    }

    private int runOn(Environment env, Target live, Dataset whole, Plan plan, Workload.Settings settings) {
        Loading loading = Servers.family(live).loading(live, env.err()::println);
        Dialect dialect = loading.dialect();
        String namespace = live.namespace();
        try (loading) {
            Map<String, Long> before;
            boolean streamUnderway;
            try (Connection probe = loading.existingProbe("load the dataset first, with the same "
                    + load.rowsText() + " and --seed " + load.seed)) {
                loading.prepare(probe, x -> { });
                // the pool's connections, the probe's and the count's after the run: refused before any operation
                Workload.checkConnections(loading.maxConnections(probe), settings.threads());
                Workload.checkJournal(probe, plan, settings, dialect, namespace, resume);
                before = counts(probe, dialect, namespace, whole, live);
                streamUnderway = Workload.partsRecorded(probe, plan, settings, dialect, namespace);
                for (Plan.Lookup l : plan.lookups()) {
                    if (!dialect.leadingIndexColumns(probe, namespace, l.table()).contains(l.column())) {
                        // named, as MySQL and MariaDB need it to be (PostgreSQL's CREATE INDEX ON t (c) is not theirs)
                        String index = "CREATE INDEX " + dialect.quote("idx_" + l.table() + "_" + l.column()) + " ON "
                                + dialect.qualify(namespace, l.table()) + " (" + dialect.quote(l.column()) + ")";
                        env.err().println("seedgen: warning: " + l.table() + "." + l.column() + " has no index, so "
                                + "each '" + l.operation() + "' scans " + l.table() + " (an application has one: "
                                + index + ")");
                    }
                }
            }
            // the copy as the load left it; a part of a split stream also takes it as the stream's other parts,
            // recorded here, are changing it
            if (!resume && !streamUnderway) {
                for (Dataset.Table t : whole.tables()) {
                    if (before.get(t.name()) != t.rows()) {
                        throw SeedgenException.badInput(String.format(Locale.ROOT, "table %s holds %,d rows where "
                                + "the load of %s and --seed %d wrote %,d: the workload runs on the dataset as "
                                + "that load left it%s (load it again)", t.name(), before.get(t.name()),
                                load.rowsText(), load.seed, t.rows(), settings.partitions() > 1 ? ", or as the other "
                                + "parts of its stream are changing it, and none of them is recorded here" : ""));
                    }
                }
            }
            PrometheusMeterRegistry registry = metricsPort == null ? null
                    : new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
            AtomicBoolean stop = new AtomicBoolean();
            // the summary is printed inside the guard: after a signal the guard's closing ends the process (130)
            try (MetricsEndpoint endpoint = registry == null ? null : MetricsEndpoint.start(metricsHost, metricsPort,
                    registry::scrape); SignalGuard guard = new SignalGuard(() -> stop.set(true));
                    HikariDataSource pool = loading.pool(settings.threads(), false, false, null)) {
                if (endpoint != null) {
                    env.err().println("seedgen: metrics at " + endpoint.url());
                }
                env.err().println("seedgen: workload of " + whole.name() + " at " + settings.rate() + " for "
                        + duration + (settings.partitions() > 1 ? ", partition " + settings.partition() + "/"
                        + settings.partitions() : "") + ": " + plan.describe());
                WorkloadResult result = Workload.run(plan, settings, pool, dialect, namespace, registry, stop,
                        resume, env.err()::println);
                Map<String, Long> after;
                try (Connection probe = loading.single()) {
                    after = counts(probe, dialect, namespace, whole, live);
                }
                new WorkloadSummary(env.out(), whole, settings, result, before, after).print();
                if (stop.get()) {
                    env.err().println("seedgen: workload stopped by a signal: the operations handed out finished; "
                        + "the same command with --resume runs the rest");
                    return ExitCodes.INTERRUPTED;
                }
                return result.failed() == 0 ? ExitCodes.DONE : ExitCodes.FAILED;
            } catch (IOException e) {
                throw SeedgenException.badInput("--metrics-port " + metricsPort + ": " + e.getMessage()
                        + ": choose another (0 picks a free one)");
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return ExitCodes.INTERRUPTED;
            }
        } catch (SQLException e) {
            throw loading.connectFailure(e);
        }
    }

    /** Each table's rows; a table missing is refused, naming the load that makes it. */
    private Map<String, Long> counts(Connection c, Dialect dialect, String namespace, Dataset whole, Target live) {
        Map<String, Long> out = new LinkedHashMap<>();
        for (Dataset.Table t : whole.tables()) {
            try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT count(*) FROM "
                    + dialect.qualify(namespace, t.name()))) {
                rs.next();
                out.put(t.name(), rs.getLong(1));
            } catch (SQLException e) {
                throw SeedgenException.badInput("table " + t.name() + " of " + live.describe() + live.embeddedPlace()
                        + " cannot be read (" + dialect.failure(e).serverText() + "): load the dataset first, with the "
                        + "same " + load.rowsText() + " and --seed " + load.seed + live.embeddedFix());
            }
        }
        return out;
    }
}
