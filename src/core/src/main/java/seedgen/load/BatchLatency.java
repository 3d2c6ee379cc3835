package seedgen.load;

/** Batch latency percentiles in milliseconds, from taking a pooled connection to the commit. */
public record BatchLatency(long batches, double p50Ms, double p95Ms, double p99Ms, double maxMs) {
}
