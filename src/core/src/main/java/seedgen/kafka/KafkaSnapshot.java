package seedgen.kafka;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.apache.kafka.common.KafkaException;
import seedgen.model.Dataset;

/**
 * A dataset's rows as a CDC tool's snapshot on Kafka: every row of every table, in load order, a record with
 * {@code op: r}, keyed by its primary key (a table without one: no key), on a topic a table
 * ({@code seedgen.DATASET.TABLE}) or one topic for all, before the workload's stream of the same dataset goes on with
 * {@code c}, {@code u} and {@code d}. Through a {@link KafkaLog}: committed every second or
 * {@value #COMMIT_RECORDS} records with the last row's place, so that a killed snapshot resumes after the last
 * committed row and a consumer of committed records reads each row once.
 */
public final class KafkaSnapshot {

    private static final int COMMIT_RECORDS = 50_000;

    private KafkaSnapshot() {
    }

    /** What a snapshot wrote: rows by table, those an earlier run had committed, its seconds, and the topics. */
    public record Outcome(Map<String, Long> rows, long resumed, double seconds, List<String> topics) {

        public long total() {
            return rows.values().stream().mapToLong(Long::longValue).sum();
        }
    }

    /**
     * Writes {@code dataset}'s rows to the brokers {@code bootstrap}, on {@code topic} (null: a topic a table), each
     * event at {@code clockMillis} (the workload's clock, when the stream after it starts); {@code fingerprint} names
     * the rows (spec, seed, rows) in the journal. Refused (exit 3) as {@link KafkaLog#checkResume} says; {@code stop}
     * ends it early with what was sent committed. {@code client}: Kafka client properties (TLS, SASL), or none.
     */
    public static Outcome write(Dataset dataset, String fingerprint, String bootstrap, String topic,
            java.util.Properties client, long clockMillis, boolean resume, BooleanSupplier stop,
            Consumer<String> progress) {
        List<String> topics = new ArrayList<>();
        List<ChangeEvents> events = new ArrayList<>();
        for (Dataset.Table t : dataset.tables()) {
            String name = topic != null ? topic : KafkaLog.topicName("seedgen." + dataset.name() + "." + t.name());
            topics.add(name);
            int[] key = t.primaryKey().stream().mapToInt(c -> t.columns().indexOf(c)).toArray();
            events.add(new ChangeEvents(dataset.name(), t.name(), t.spec().columns(), key, name));
        }
        String runKey = "snapshot/" + fingerprint + "/" + String.join(",", new java.util.TreeSet<>(topics));
        long start = System.nanoTime();
        try (KafkaLog log = KafkaLog.open(bootstrap, client, runKey, topics, 1000, COMMIT_RECORDS)) {
            log.checkResume(resume, "this snapshot (the same rows)", "row");
            long last = log.recorded() == null ? -1 : log.recorded().last();
            Map<String, Long> written = new LinkedHashMap<>();
            long seq = 0;
            long resumed = 0;
            long nextReport = System.nanoTime() + 10_000_000_000L;
            try {
                for (int i = 0; i < dataset.tables().size() && !stop.getAsBoolean(); i++) {
                    Dataset.Table t = dataset.tables().get(i);
                    ChangeEvents e = events.get(i);
                    Object[] row = new Object[t.spec().columns().size()];
                    long n = 0;
                    for (long r = 1; r <= t.rows() && !stop.getAsBoolean(); r++, seq++) {
                        if (seq <= last) {
                            resumed++;
                            continue;
                        }
                        t.spec().fillRow(r, row);
                        log.send(topics.get(i), e.key(row), e.value(ChangeEvents.Op.READ, null, row, clockMillis,
                                seq));
                        n++;
                        log.commitIfDue(seq);
                        if (System.nanoTime() >= nextReport) {
                            nextReport = System.nanoTime() + 10_000_000_000L;
                            progress.accept(String.format(java.util.Locale.ROOT, "seedgen: snapshot %,d rows sent, "
                                    + "table %s", log.sent(), t.name()));
                        }
                    }
                    written.put(t.name(), n);
                }
                log.commit(seq - 1, !stop.getAsBoolean());
            } catch (KafkaException e) {
                throw log.failed(e);
            }
            return new Outcome(written, resumed, (System.nanoTime() - start) / 1e9,
                    List.copyOf(new LinkedHashSet<>(topics)));
        }
    }
}
