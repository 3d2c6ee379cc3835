package seedgen.workload;

import java.util.List;
import java.util.Map;

/**
 * What a workload run did: its operations by kind (latency from when each was due, so a late start counts, and
 * service time from when it started), the share that started within a second of their schedule, the failures by
 * cause, and the rows each table gained or lost; and the rows the whole stream (every partition) changes when every
 * operation succeeds. {@code resumed}: with {@code --resume}, the operations of this part an interrupted run had
 * done (its writes as the journal has them, and its reads up to its last write), not run again.
 */
public record WorkloadResult(long operations, long failed, long onTime, double seconds, double rate,
        List<Kind> kinds, Map<String, Long> errors, Map<String, Long> rowsChanged, long skipped,
        Map<String, Long> streamRowsChanged, long resumed) {

    /** One kind's figures; latencies in milliseconds. */
    public record Kind(String name, long done, long failed, long rowsRead, double p50, double p95, double p99,
            double max, double serviceP50, double serviceP99) {
    }

    public WorkloadResult {
        kinds = List.copyOf(kinds);
        errors = Map.copyOf(errors);
        rowsChanged = Map.copyOf(rowsChanged);
        streamRowsChanged = Map.copyOf(streamRowsChanged);
    }

    /** The share of operations that started within a second of when they were due. */
    public double onTimeShare() {
        return operations == 0 ? 1 : (double) onTime / operations;
    }
}
