package seedgen.metrics;

import seedgen.run.MetricsSpec;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * Owns what one run exposes: the registry, the /metrics endpoint, the Pushgateway loop and the progress
 * display, and closes them in order (progress, final push, endpoint, registry). {@link #metrics()} is what
 * the load calls.
 */
public final class RunTelemetry implements AutoCloseable {

    private final PrometheusRunMetrics prometheus;
    private final MetricsEndpoint endpoint;
    private final PushLoop push;
    private final Progress progress;
    private final RunMetrics metrics;
    private final MetricsSpec spec;
    private boolean closed;

    private RunTelemetry(PrometheusRunMetrics prometheus, MetricsEndpoint endpoint, PushLoop push, Progress progress,
            MetricsSpec spec) {
        this.prometheus = prometheus;
        this.endpoint = endpoint;
        this.push = push;
        this.progress = progress;
        this.spec = spec;
        List<RunMetrics> parts = new ArrayList<>();
        if (prometheus != null) {
            parts.add(prometheus);
        }
        if (progress != null) {
            parts.add(progress);
        }
        this.metrics = RunMetrics.all(parts);
    }

    /**
     * Starts what {@code spec} asks for; {@code progress} may be null (--quiet). {@code info} gets the line
     * naming the endpoint's address.
     */
    public static RunTelemetry open(MetricsSpec spec, String runId, Progress progress, Consumer<String> info) {
        if (!spec.enabled()) {
            return new RunTelemetry(null, null, null, progress, spec);
        }
        PrometheusRunMetrics prometheus = new PrometheusRunMetrics(runId);
        MetricsEndpoint endpoint = null;
        try {
            if (spec.port() != null) {
                endpoint = MetricsEndpoint.start(spec.host(), spec.port(), prometheus::scrape);
                info.accept("Metrics at " + endpoint.url() + " (run_id " + runId + ")");
            }
            PushLoop push = spec.pushgateway() == null ? null
                    : new PushLoop(spec.pushgateway(), prometheus.collectorRegistry(), runId, spec.pushInterval(),
                            info);
            return new RunTelemetry(prometheus, endpoint, push, progress, spec);
        } catch (IOException | RuntimeException e) {
            if (endpoint != null) {
                endpoint.close();
            }
            prometheus.close();
            if (e instanceof IOException io) {
                throw new UncheckedIOException("cannot serve metrics on " + spec.host() + ":" + spec.port() + ": "
                        + io.getMessage(), io);
            }
            throw (RuntimeException) e;
        }
    }

    /** No metrics, no endpoint, no progress: a run of the library's that only its caller watches. */
    public static RunTelemetry none() {
        return new RunTelemetry(null, null, null, null, MetricsSpec.OFF);
    }

    public RunMetrics metrics() {
        return metrics;
    }

    /** The endpoint, or null without --metrics-port. */
    public MetricsEndpoint endpoint() {
        return endpoint;
    }

    /** Whether {@link #linger} waits at all: an endpoint is served and --metrics-linger is above zero. */
    public boolean lingers() {
        return endpoint != null && !spec.linger().isZero();
    }

    /** Keeps the endpoint up for --metrics-linger after the run, or until {@code stop} turns true. */
    public void linger(BooleanSupplier stop) throws InterruptedException {
        if (!lingers()) {
            return;
        }
        long end = System.nanoTime() + spec.linger().toNanos();
        while (!stop.getAsBoolean() && System.nanoTime() < end) {
            Thread.sleep(Math.min(200, Math.max(1, (end - System.nanoTime()) / 1_000_000)));
        }
    }

    /** Stops progress, pushes once more, stops the endpoint; a second call does nothing. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        if (progress != null) {
            progress.close();
        }
        if (push != null) {
            push.close();
        }
        if (endpoint != null) {
            endpoint.close();
        }
        if (prometheus != null) {
            prometheus.close();
        }
    }
}
