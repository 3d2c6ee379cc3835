package seedgen.load;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BiConsumer;
import seedgen.dialect.SqlOutcome;

/**
 * Batches retried, by the label of their outcome ({@link SqlOutcome#label()}, the same word the metrics use): the
 * metric behind "transient faults are retried with a bound". Thread-safe counters that only grow, so a metrics
 * registry can read them as counters.
 */
public final class RetryCounts {

    private final Map<String, AtomicLong> counts = new LinkedHashMap<>();
    private final BiConsumer<String, SqlOutcome> listener;

    public RetryCounts() {
        this((table, outcome) -> { });
    }

    /** Counts, and tells {@code listener} (the run's metrics) of each retry as it happens, with its table. */
    public RetryCounts(BiConsumer<String, SqlOutcome> listener) {
        this.listener = listener;
        for (String label : SqlOutcome.RETRIED_LABELS) {
            counts.put(label, new AtomicLong());
        }
    }

    void add(String table, SqlOutcome outcome) {
        if (!outcome.retried()) {
            throw new IllegalArgumentException(outcome + " is not retried");
        }
        counts.get(outcome.label()).incrementAndGet();
        listener.accept(table, outcome);
    }

    public long total() {
        return counts.values().stream().mapToLong(AtomicLong::get).sum();
    }

    /** label -> count, every retried outcome's label in a fixed order, for the summary and the JSON report. */
    public Map<String, Long> snapshot() {
        Map<String, Long> m = new LinkedHashMap<>();
        counts.forEach((label, n) -> m.put(label, n.get()));
        return m;
    }
}
