package seedgen.runner;

import com.zaxxer.hikari.HikariDataSource;
import io.micrometer.prometheus.PrometheusConfig;
import io.micrometer.prometheus.PrometheusMeterRegistry;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import seedgen.connect.Target;
import seedgen.dialect.Dialect;
import seedgen.dialect.Loading;
import seedgen.dialect.servers.Servers;
import seedgen.error.SeedgenException;
import seedgen.metrics.MetricsEndpoint;
import seedgen.model.Dataset;
import seedgen.run.Ending;
import seedgen.run.Environment;
import seedgen.run.LoadGiven;
import seedgen.run.StopSignals;
import seedgen.run.WorkloadOutcome;
import seedgen.run.WorkloadRequest;
import seedgen.slice.Partition;
import seedgen.spec.DatasetCompiler;
import seedgen.workload.Plan;
import seedgen.workload.Rate;
import seedgen.workload.StreamFiles;
import seedgen.workload.Workload;
import seedgen.workload.WorkloadResult;

/**
 * Runs a {@link WorkloadRequest}: the plan printed ({@code dryRun}), the stream written to files ({@code out}), or run
 * against the target's tables, which must hold what the load left (or what the stream's other parts, recorded there,
 * are making of it), with the summary printed to the environment's out and progress to its err.
 */
public final class Workloads {

    private final Environment env;
    private final StopSignals signals;

    public Workloads(Environment env, StopSignals signals) {
        this.env = env;
        this.signals = signals;
    }

    public WorkloadOutcome run(WorkloadRequest w) {
        Workload.Settings settings = settings(w);
        LoadGiven load = w.load();
        Loaded loaded = Loaded.read(env, load.source(), load.params());
        Dataset whole = DatasetCompiler.compile(loaded.spec(), load.seed(), load.rows());
        Plan plan;
        try {
            plan = Plan.of(loaded.spec(), whole, w.mix());
        } catch (IllegalArgumentException e) {
            throw SeedgenException.badInput(e.getMessage());
        }
        plan.notes().forEach(n -> env.err().println("seedgen: " + n));
        if (w.dryRun()) {
            env.out().println("seedgen: workload of " + whole.name() + " at " + settings.rate() + " for "
                    + Durations.text(w.duration()) + ": " + plan.describe());
            env.out().println("  operation, share and statement (? its values; --dialect postgresql quotes as "
                    + "PostgreSQL does):");
            plan.statements(Targets.family(w.target()).dialect()).forEach(env.out()::println);
            return new WorkloadOutcome(Ending.DONE, 0, 0, 0, Map.of(), Map.of(), Map.of(), Map.of(), null);
        }
        if (w.out() != null) {
            return writeStream(w, plan, settings);
        }
        if (w.kafka() != null) {
            return KafkaWorkload.run(env, signals, w, whole.name(), plan, settings);
        }
        Target resolved = Targets.resolve(w.target(), env, env.err()::println);
        return OnServer.run(env, resolved, live -> runOn(w, live, whole, plan, settings));
    }

    private Workload.Settings settings(WorkloadRequest w) {
        Partition part = w.partition() == null ? new Partition(1, 1)
                : Partition.parse(w.partition(), name -> env.variable(name).orElse(null));
        try {
            return new Workload.Settings(w.load().seed(), Rate.parse(w.rate()), w.duration(),
                    w.operations() == null ? Long.MAX_VALUE : w.operations(), part.k(), part.n(), w.threads(),
                    w.clock() == null ? Workload.DEFAULT_CLOCK : w.clock());
        } catch (IllegalArgumentException e) {
            throw SeedgenException.badInput(e.getMessage());
        }
    }

    private WorkloadOutcome writeStream(WorkloadRequest w, Plan plan, Workload.Settings settings) {
        Path dir = env.workDir().resolve(w.out());
        if (Files.exists(dir)) {
            throw SeedgenException.badInput("--out " + w.out() + " exists: name a new directory (the stream is "
                    + "written into it whole)");
        }
        Dialect dialect = Targets.family(w.target()).dialect();
        long n;
        try {
            Path tmp = Files.createTempDirectory(dir.toAbsolutePath().getParent(), ".seedgen-workload");
            try {
                n = StreamFiles.write(plan, settings, dialect, tmp);
                Files.move(tmp, dir, StandardCopyOption.ATOMIC_MOVE);
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
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        env.out().println(String.format(Locale.ROOT, "seedgen: workload stream of %,d operations (partition %d/%d, "
                + "%s for %s) written to %s", n, settings.partition(), settings.partitions(), settings.rate(),
                Durations.text(w.duration()), dir));
        return new WorkloadOutcome(Ending.DONE, n, 0, 0, Map.of(), Map.of(), Map.of(), Map.of(), dir);
    }

    private WorkloadOutcome runOn(WorkloadRequest w, Target live, Dataset whole, Plan plan,
            Workload.Settings settings) {
        LoadGiven load = w.load();
        Loading loading = Servers.family(live).loading(live, env.err()::println);
        Dialect dialect = loading.dialect();
        String namespace = live.namespace();
        try (loading) {
            Map<String, Long> before;
            boolean streamUnderway;
            try (Connection probe = loading.existingProbe("load the dataset first, with the same "
                    + load.rowsText() + " and --seed " + load.seed())) {
                loading.prepare(probe, x -> { });
                // the pool's connections, the probe's and the count's after the run: refused before any operation
                Workload.checkConnections(loading.maxConnections(probe), settings.threads());
                Workload.checkJournal(probe, plan, settings, dialect, namespace, w.resume());
                before = counts(probe, dialect, namespace, whole, live, load);
                streamUnderway = Workload.partsRecorded(probe, plan, settings, dialect, namespace);
                for (Plan.Lookup l : plan.lookups()) {
                    if (!dialect.leadingIndexColumns(probe, namespace, l.table()).contains(l.column())) {
                        env.err().println("seedgen: warning: " + l.table() + "." + l.column() + " has no index, so "
                                + "each '" + l.operation() + "' scans " + l.table() + " (an application has one: "
                                + dialect.lookupIndex(namespace, l.table(), l.column()) + ")");
                    }
                }
            }
            // the copy as the load left it; a part of a split stream also takes it as the stream's other parts,
            // recorded here, are changing it
            if (!w.resume() && !streamUnderway) {
                for (Dataset.Table t : whole.tables()) {
                    if (before.get(t.name()) != t.rows()) {
                        throw SeedgenException.badInput(String.format(Locale.ROOT, "table %s holds %,d rows where "
                                + "the load of %s and --seed %d wrote %,d: the workload runs on the dataset as "
                                + "that load left it%s (load it again)", t.name(), before.get(t.name()),
                                load.rowsText(), load.seed(), t.rows(), settings.partitions() > 1 ? ", or as the "
                                + "other parts of its stream are changing it, and none of them is recorded here"
                                : ""));
                    }
                }
            }
            return paced(w, loading, live, whole, plan, settings, before);
        } catch (SQLException e) {
            throw loading.connectFailure(e);
        }
    }

    /** The run itself, under the signals' watch: the summary is printed before the watch ends. */
    private WorkloadOutcome paced(WorkloadRequest w, Loading loading, Target live, Dataset whole, Plan plan,
            Workload.Settings settings, Map<String, Long> before) throws SQLException {
        Dialect dialect = loading.dialect();
        String namespace = live.namespace();
        PrometheusMeterRegistry registry = w.metricsPort() == null ? null
                : new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
        AtomicBoolean stop = new AtomicBoolean();
        try (MetricsEndpoint endpoint = registry == null ? null : MetricsEndpoint.start(w.metricsHost(),
                w.metricsPort(), registry::scrape); StopSignals.Handle watch = signals.watch(() -> stop.set(true));
                HikariDataSource pool = loading.pool(settings.threads(), false, false, null)) {
            if (endpoint != null) {
                env.err().println("seedgen: metrics at " + endpoint.url());
            }
            env.err().println("seedgen: workload of " + whole.name() + " at " + settings.rate() + " for "
                    + Durations.text(w.duration()) + (settings.partitions() > 1 ? ", partition "
                    + settings.partition() + "/" + settings.partitions() : "") + ": " + plan.describe());
            WorkloadResult result = Workload.run(plan, settings, pool, dialect, namespace, registry, stop,
                    w.resume(), env.err()::println);
            Map<String, Long> after;
            try (Connection probe = loading.single()) {
                after = counts(probe, dialect, namespace, whole, live, w.load());
            }
            new WorkloadSummary(env.out(), whole, settings, result, before, after).print();
            Ending ending = stop.get() ? Ending.INTERRUPTED : result.failed() == 0 ? Ending.DONE : Ending.FAILED;
            if (stop.get()) {
                env.err().println("seedgen: workload stopped by a signal: the operations handed out finished; "
                        + "the same command with --resume runs the rest");
            }
            Map<String, Long> byOperation = new LinkedHashMap<>();
            result.kinds().forEach(k -> byOperation.put(k.name(), k.done()));
            return new WorkloadOutcome(ending, result.operations(), result.failed(), result.seconds(),
                    byOperation, result.errors(), before, after, null);
        } catch (IOException e) {
            throw SeedgenException.badInput("--metrics-port " + w.metricsPort() + ": " + e.getMessage()
                    + ": choose another (0 picks a free one)");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new WorkloadOutcome(Ending.INTERRUPTED, 0, 0, 0, Map.of(), Map.of(), before, Map.of(), null);
        }
    }

    /** Each table's rows; a table missing is refused, naming the load that makes it. */
    private static Map<String, Long> counts(Connection c, Dialect dialect, String namespace, Dataset whole,
            Target live, LoadGiven load) {
        Map<String, Long> out = new LinkedHashMap<>();
        for (Dataset.Table t : whole.tables()) {
            try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(dialect.countRows(namespace,
                    t.name()))) {
                rs.next();
                out.put(t.name(), rs.getLong(1));
            } catch (SQLException e) {
                throw SeedgenException.badInput("table " + t.name() + " of " + live.describe() + live.embeddedPlace()
                        + " cannot be read (" + dialect.failure(e).serverText() + "): load the dataset first, with the "
                        + "same " + load.rowsText() + " and --seed " + load.seed() + live.embeddedFix());
            }
        }
        return out;
    }
}
