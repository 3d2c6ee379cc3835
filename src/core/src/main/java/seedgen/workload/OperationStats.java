package seedgen.workload;

import org.HdrHistogram.Histogram;

/** One kind's operations as a run did them: how many, how many failed, and their latencies. */
final class OperationStats {

    private static final long MAX_NANOS = java.util.concurrent.TimeUnit.MINUTES.toNanos(10);

    final OpKind kind;
    private final Histogram latency = new Histogram(1000, MAX_NANOS, 2);
    private final Histogram service = new Histogram(1000, MAX_NANOS, 2);
    private long done;
    private long failed;
    private long rowsRead;

    OperationStats(OpKind kind) {
        this.kind = kind;
    }

    synchronized void record(boolean ok, long latencyNanos, long serviceNanos, long rows) {
        done++;
        if (!ok) {
            failed++;
        }
        rowsRead += rows;
        latency.recordValue(Math.max(1000, Math.min(MAX_NANOS, latencyNanos)));
        service.recordValue(Math.max(1000, Math.min(MAX_NANOS, serviceNanos)));
    }

    synchronized WorkloadResult.Kind result() {
        return new WorkloadResult.Kind(kind.name(), done, failed, rowsRead, ms(latency, 50), ms(latency, 95),
                ms(latency, 99), ms(latency, 100), ms(service, 50), ms(service, 99));
    }

    private static double ms(Histogram h, double percentile) {
        return h.getTotalCount() == 0 ? 0 : h.getValueAtPercentile(percentile) / 1e6;
    }
}
