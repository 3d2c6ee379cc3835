package seedgen.load;

import java.util.List;
import java.util.Map;

/**
 * What a load did, for the summary and the JSON report. Holds no password: the target is described as
 * user@host:port/database.
 */
public record LoadResult(Status status, String target, String serverVersion, String table, String tableAction,
        long rowsRequested, long rowsWritten, long firstId, long lastId, long seed, int batchSize, int threads,
        double elapsedSeconds, double rowsPerSecond, BatchLatency batchLatency, long statements, int connections,
        String loginPlaintext, int bcryptCost, int bcryptHashesComputed, String error, String method,
        List<Phase> phases, long rowsAlreadyCommitted, Map<String, Long> retries, boolean resumed) {

    public LoadResult {
        phases = List.copyOf(phases);
        retries = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(retries));
    }

    /** Batches retried after a transient fault, all reasons together. */
    public long retriesTotal() {
        return retries.values().stream().mapToLong(Long::longValue).sum();
    }

    /** A timed step of the run: prepare (checks and DDL), load, add unique keys. */
    public record Phase(String name, double seconds) {
    }

    public enum Status {
        DONE, FAILED, INTERRUPTED
    }
}
