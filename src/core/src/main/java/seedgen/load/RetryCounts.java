package seedgen.load;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BiConsumer;

/**
 * Batches retried, by reason: the metric behind "transient faults are retried with a bound". Thread-safe
 * counters that only grow, so a metrics registry can read them as counters.
 */
public final class RetryCounts {

    /** Why a batch was retried. */
    public enum Reason {
        /** Error 1213: InnoDB chose this batch's transaction as a deadlock victim. */
        DEADLOCK("deadlock"),
        /** Error 1205: a lock the batch needed was held past innodb_lock_wait_timeout. */
        LOCK_WAIT("lock_wait_timeout"),
        /** The connection dropped, was killed, or no connection could be had (the server restarting). */
        CONNECTION("lost_connection");

        private final String label;

        Reason(String label) {
            this.label = label;
        }

        /** The same reason in the metrics' terms (seedgen_retries_total{reason=...}). */
        public seedgen.metrics.FailureReason asFailureReason() {
            return switch (this) {
                case DEADLOCK -> seedgen.metrics.FailureReason.DEADLOCK;
                case LOCK_WAIT -> seedgen.metrics.FailureReason.LOCK_WAIT_TIMEOUT;
                case CONNECTION -> seedgen.metrics.FailureReason.CONNECTION_LOST;
            };
        }

        public String label() {
            return label;
        }

        /** The reason a batch that failed with {@code outcome} is retried for; null when it is not retried. */
        public static Reason of(seedgen.dialect.SqlOutcome outcome) {
            return outcome == null ? null : switch (outcome) {
                case DEADLOCK, SERIALIZATION_FAILURE -> DEADLOCK;
                case LOCK_WAIT -> LOCK_WAIT;
                case LOST_CONNECTION -> CONNECTION;
                case FAILED -> null;
            };
        }
    }

    private final Map<Reason, AtomicLong> counts = new LinkedHashMap<>();
    private final BiConsumer<String, Reason> listener;

    public RetryCounts() {
        this((table, reason) -> { });
    }

    /** Counts, and tells {@code listener} (the run's metrics) of each retry as it happens, with its table. */
    public RetryCounts(BiConsumer<String, Reason> listener) {
        this.listener = listener;
        for (Reason r : Reason.values()) {
            counts.put(r, new AtomicLong());
        }
    }

    void add(String table, Reason reason) {
        counts.get(reason).incrementAndGet();
        listener.accept(table, reason);
    }

    public long count(Reason reason) {
        return counts.get(reason).get();
    }

    public long total() {
        return counts.values().stream().mapToLong(AtomicLong::get).sum();
    }

    /** label -> count, in a fixed order, for the summary and the JSON report. */
    public Map<String, Long> snapshot() {
        Map<String, Long> m = new LinkedHashMap<>();
        counts.forEach((r, n) -> m.put(r.label(), n.get()));
        return m;
    }
}
