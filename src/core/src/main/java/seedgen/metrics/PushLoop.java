package seedgen.metrics;

import io.prometheus.client.CollectorRegistry;
import io.prometheus.client.exporter.PushGateway;
import java.io.IOException;
import java.net.URL;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * Pushes the registry to a Pushgateway every {@code interval} on a named daemon thread, and once more when
 * closed: the usual pattern for a batch job, whose last values would otherwise be lost with the process.
 * Grouped by job "seedgen" and instance = the run id. A failed push is said once and never fails the load.
 */
public final class PushLoop implements AutoCloseable {

    static final String JOB = "seedgen";

    private final PushGateway gateway;
    private final CollectorRegistry registry;
    private final Map<String, String> grouping;
    private final Consumer<String> warn;
    private final String where;
    private final ScheduledExecutorService scheduler;
    private final AtomicBoolean warned = new AtomicBoolean();

    public PushLoop(URL gatewayUrl, CollectorRegistry registry, String runId, Duration interval,
            Consumer<String> warn) {
        this.gateway = new PushGateway(gatewayUrl);
        this.registry = registry;
        this.grouping = Map.of("instance", runId);
        this.warn = warn;
        this.where = gatewayUrl.getHost() + ":" + gatewayUrl.getPort();
        this.scheduler = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "seedgen-metrics-push");
            t.setDaemon(true);
            return t;
        });
        long ms = interval.toMillis();
        scheduler.scheduleWithFixedDelay(this::push, ms, ms, TimeUnit.MILLISECONDS);
    }

    /** True when the last push succeeded. */
    boolean push() {
        try {
            gateway.push(registry, JOB, grouping);
            return true;
        } catch (IOException | RuntimeException e) {
            if (warned.compareAndSet(false, true)) {
                warn.accept("seedgen: warning: pushing metrics to the Pushgateway at " + where + " failed ("
                        + e.getClass().getSimpleName() + ": " + e.getMessage() + "); the load goes on");
            }
            return false;
        }
    }

    @Override
    public void close() {
        scheduler.shutdown();
        try {
            scheduler.awaitTermination(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        push();
    }
}
