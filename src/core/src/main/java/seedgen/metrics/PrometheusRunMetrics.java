package seedgen.metrics;

import com.zaxxer.hikari.metrics.IMetricsTracker;
import com.zaxxer.hikari.metrics.MetricsTrackerFactory;
import com.zaxxer.hikari.metrics.micrometer.MicrometerMetricsTrackerFactory;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.binder.jvm.ClassLoaderMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmGcMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmMemoryMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmThreadMetrics;
import io.micrometer.core.instrument.binder.system.ProcessorMetrics;
import io.micrometer.core.instrument.binder.system.UptimeMetrics;
import io.micrometer.prometheus.PrometheusConfig;
import io.micrometer.prometheus.PrometheusMeterRegistry;
import io.prometheus.client.CollectorRegistry;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import seedgen.dialect.SqlOutcome;

/**
 * The one Micrometer implementation: a Prometheus (simpleclient) registry whose seedgen meters are registered
 * once, when the run starts and its labels (run_id, table, method) are known, together with the JVM binders (a
 * dataset: run_id, dataset and method for the run, and each table's rows and batches labelled with its table);
 * HikariCP binds its own pool meters through {@link #poolMetrics()}. Owns the registry and closes it.
 */
public final class PrometheusRunMetrics implements RunMetrics, AutoCloseable {

    private final PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    private final String runId;
    private final AtomicBoolean started = new AtomicBoolean();
    private final AtomicReference<State> state = new AtomicReference<>(State.LOADING);
    /** Each table's meters, by table; a one-table run's under its table, unlabelled. */
    private final Map<String, Meters> meters = new java.util.concurrent.ConcurrentHashMap<>();
    private volatile boolean isDataset;
    private volatile String currentTable;
    private final java.util.Set<String> tables = java.util.concurrent.ConcurrentHashMap.newKeySet();
    private JvmGcMetrics gc;

    /** The meters of one run, made together so a worker sees all of them or none. */
    private record Meters(Counter rows, Counter committed, Counter failed, Timer batch,
            Map<String, Counter> failures, Map<String, Counter> retries) {
    }

    public PrometheusRunMetrics(String runId) {
        this.runId = Labels.checkRunId(runId);
    }

    public String runId() {
        return runId;
    }

    /** The simpleclient registry underneath, for the Pushgateway. */
    CollectorRegistry collectorRegistry() {
        return registry.getPrometheusRegistry();
    }

    /** The text exposition format (0.0.4) of everything registered. */
    public String scrape() {
        return registry.scrape();
    }

    @Override
    public void runStarted(RunInfo run) {
        begin("run_id", runId, "table", run.table(), "method", run.method());
        meters.put(run.table(), tableMeters(Tags.empty(), run));
    }

    /**
     * A dataset: its series share run_id, dataset, method and slice; each table's rows and batches carry a table
     * label.
     */
    @Override
    public void datasetStarted(String dataset, String method, String slice) {
        begin("run_id", runId, "dataset", dataset, "method", method, "slice", slice);
        isDataset = true;
    }

    @Override
    public void tableStarted(RunInfo table) {
        if (!isDataset) {
            throw new IllegalStateException("tableStarted before datasetStarted in run " + runId);
        }
        if (!tables.add(table.table())) {
            throw new IllegalStateException("the metrics of table " + table.table() + " are already registered");
        }
        currentTable = table.table();
        meters.put(table.table(), tableMeters(Tags.of("table", table.table()), table));
    }

    /** Tables side by side: each its own meters, and the one pool they share its plain name. */
    @Override
    public void tablesStarted(java.util.List<RunInfo> tables) {
        tables.forEach(this::tableStarted);
        currentTable = null;
    }

    /** The meters every run has once: the common labels, the JVM binders, the start time and the state. */
    private void begin(String... commonTags) {
        if (!started.compareAndSet(false, true)) {
            throw new IllegalStateException("the metrics of run " + runId + " are already registered");
        }
        registry.config().commonTags(commonTags);
        new JvmMemoryMetrics().bindTo(registry);
        new JvmThreadMetrics().bindTo(registry);
        new ClassLoaderMetrics().bindTo(registry);
        new ProcessorMetrics().bindTo(registry);
        new UptimeMetrics().bindTo(registry);
        gc = new JvmGcMetrics();
        gc.bindTo(registry);
        double startSeconds = System.currentTimeMillis() / 1000.0;
        Gauge.builder("seedgen.run.start.time", () -> startSeconds).baseUnit("seconds")
                .description("When the rows started, in seconds since the epoch").register(registry);
        for (State s : State.values()) {
            Gauge.builder("seedgen.run.state", () -> state.get() == s ? 1 : 0).tag("state", s.label())
                    .description("1 for the run's current state, 0 for the others").register(registry);
        }
    }

    /** The meters of one table's rows; {@code tags} tell a dataset's tables apart (none for a one-table run). */
    private Meters tableMeters(Tags tags, RunInfo run) {
        long planned = run.rowsToWrite();
        Gauge.builder("seedgen.rows.planned", () -> planned).tags(tags).description("Rows this run is to write")
                .register(registry);
        Counter rows = Counter.builder("seedgen.rows.written").tags(tags).description("Rows committed")
                .register(registry);
        Counter committed = batches(tags, "committed");
        Counter failed = batches(tags, "failed");
        Timer batch = Timer.builder("seedgen.batch.duration").tags(tags)
                .description("Time to write and commit one batch, getConnection() included")
                .publishPercentiles(0.5, 0.95, 0.99).publishPercentileHistogram()
                .minimumExpectedValue(Duration.ofMillis(1)).maximumExpectedValue(Duration.ofMinutes(1))
                .register(registry);
        Map<String, Counter> failures = new java.util.HashMap<>();
        Map<String, Counter> retries = new java.util.HashMap<>();
        // Every outcome's label is registered up front at 0, so "no errors" is a series at 0, not a missing series.
        for (String label : SqlOutcome.LABELS) {
            failures.put(label, Counter.builder("seedgen.batch.failures").tags(tags).tag("reason", label)
                    .description("Batches that failed for good, by reason").register(registry));
            retries.put(label, Counter.builder("seedgen.retries").tags(tags).tag("reason", label)
                    .description("Batches tried again after a transient failure, by reason").register(registry));
        }
        return new Meters(rows, committed, failed, batch, failures, retries);
    }

    private Counter batches(Tags tags, String outcome) {
        return Counter.builder("seedgen.batches").tags(tags).tag("outcome", outcome).description("Batches by outcome")
                .register(registry);
    }

    @Override
    public void batchCommitted(String table, long rows, long nanos) {
        Meters m = meters.get(table);
        if (m != null) {
            m.rows.increment(rows);
            m.committed.increment();
            m.batch.record(nanos, TimeUnit.NANOSECONDS);
        }
    }

    @Override
    public void batchFailed(String table, SqlOutcome outcome) {
        Meters m = table == null ? null : meters.get(table);
        if (m != null) {
            m.failed.increment();
            m.failures.get(outcome.label()).increment();
        }
    }

    @Override
    public void retried(String table, SqlOutcome outcome) {
        Meters m = meters.get(table);
        if (m != null) {
            m.retries.get(outcome.label()).increment();
        }
    }

    @Override
    public void runEnded(State end) {
        state.set(end);
    }

    /**
     * HikariCP's Micrometer tracker (hikaricp_connections_active, _idle, _pending, _acquire_seconds, ...),
     * except that closing the pool leaves its meters in place: Hikari would remove them, and the last scrape
     * during --metrics-linger or the final push would then lose the pool's series.
     */
    @Override
    public MetricsTrackerFactory poolMetrics() {
        MicrometerMetricsTrackerFactory micrometer = new MicrometerMetricsTrackerFactory(registry);
        // A dataset whose tables load one after the other opens a pool a table: each its own pool label, or the
        // second would show the first's gauges.
        String table = currentTable;
        return (poolName, stats) -> new KeepMetersOnClose(micrometer.create(table == null ? poolName
                : poolName + "-" + table, stats));
    }

    private record KeepMetersOnClose(IMetricsTracker delegate) implements IMetricsTracker {
        @Override
        public void recordConnectionCreatedMillis(long millis) {
            delegate.recordConnectionCreatedMillis(millis);
        }

        @Override
        public void recordConnectionAcquiredNanos(long nanos) {
            delegate.recordConnectionAcquiredNanos(nanos);
        }

        @Override
        public void recordConnectionUsageMillis(long millis) {
            delegate.recordConnectionUsageMillis(millis);
        }

        @Override
        public void recordConnectionTimeout() {
            delegate.recordConnectionTimeout();
        }

        @Override
        public void close() {
            // the registry's close removes them
        }
    }

    @Override
    public void close() {
        if (gc != null) {
            gc.close();
        }
        registry.close();
    }
}
