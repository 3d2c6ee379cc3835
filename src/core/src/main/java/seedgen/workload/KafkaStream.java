package seedgen.workload;

import java.time.ZoneOffset;
import java.util.BitSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import org.apache.kafka.common.KafkaException;
import seedgen.kafka.ChangeEvents;
import seedgen.kafka.KafkaLog;

/**
 * A part of a workload's stream as change events on Kafka, instead of statements on a database: each write a record
 * keyed by its row's primary key, its value Debezium's envelope ({@link ChangeEvents}), on a topic a table
 * ({@code seedgen.DATASET.TABLE}) or one topic for all. Reads change nothing and make no record.
 *
 * <p>The records go through a {@link KafkaLog}: committed about every {@value #COMMIT_MILLIS} ms with the part's
 * progress (the last operation handed over), so that a consumer reading committed records sees each operation once,
 * a killed run's open transaction is aborted when the part starts again, and {@code --resume} goes on after the last
 * committed operation. Each key's records keep the stream's order: one producer, in stream order, the key choosing
 * the partition.
 *
 * <p>What an event carries: a create, the whole new row; an update, the row before (the loaded row, or as the
 * stream's last update of it left it) and after; a delete, the key alone in {@code before}, as Debezium gives on
 * PostgreSQL with its default replica identity (the stream does not keep the rows it made, so its memory stays
 * bounded).
 */
public final class KafkaStream {

    static final long COMMIT_MILLIS = 100;

    private KafkaStream() {
    }

    /**
     * Where: {@code bootstrap} (HOST:PORT[,HOST:PORT...]), one {@code topic} for every table or null, and Kafka client
     * properties (TLS, SASL) for every client of the run.
     */
    public record Target(String bootstrap, String topic, java.util.Properties client) {
    }

    /**
     * What a run wrote: records by operation ({@code c}, {@code u}, {@code d}), the part's operations handed over
     * (reads included) and those an earlier run had done, its seconds, and the topics.
     */
    public record Outcome(Map<String, Long> records, long operations, long resumed, double seconds,
            List<String> topics) {

        public long total() {
            return records.values().stream().mapToLong(Long::longValue).sum();
        }
    }

    /** The topic of {@code table}'s events: {@code topic} if given, else seedgen.DATASET.TABLE, names made legal. */
    public static String topic(Target target, String dataset, String table) {
        return target.topic() != null ? target.topic() : KafkaLog.topicName("seedgen." + dataset + "." + table);
    }

    /**
     * Opens the settings' part of the stream on Kafka (see {@link KafkaLog#open}). Refused (exit 3) where the part
     * already ran to its end into these topics, where an interrupted run of it is recorded and {@code resume} is not
     * given, and where {@code resume} is given and none is.
     */
    public static Open open(Plan plan, String dataset, Workload.Settings settings, Target target, boolean resume) {
        Sink sink = new Sink(plan, dataset, settings, target);
        // a stream part's progress into these topics: the same stream into other topics is another run
        String key = "workload/" + Journal.fingerprint(plan, settings) + "/" + settings.partition() + "of"
                + settings.partitions() + "/" + String.join(",", new java.util.TreeSet<>(sink.topics.values()));
        sink.log = KafkaLog.open(target.bootstrap(), target.client(), key, sink.topics.values(), COMMIT_MILLIS,
                10_000);
        try {
            sink.log.checkResume(resume, String.format(java.util.Locale.ROOT, "partition %d/%d of this workload",
                    settings.partition(), settings.partitions()), "operation");
        } catch (RuntimeException e) {
            sink.log.close();
            throw e;
        }
        KafkaLog.Recorded r = sink.log.recorded();
        if (r != null && r.last() >= 0) {
            sink.done.set(0, Math.toIntExact(r.last() + 1));
        }
        return new Open(sink, plan, settings);
    }

    /** A part of the stream opened on Kafka, to run once and close. */
    public static final class Open implements AutoCloseable {
        private final Sink sink;
        private final Plan plan;
        private final Workload.Settings settings;

        private Open(Sink sink, Plan plan, Workload.Settings settings) {
            this.sink = sink;
            this.plan = plan;
            this.settings = settings;
        }

        /**
         * Sends the part, paced as against a database; {@code stop} ends it early, what was handed over committed
         * (and {@code --resume} goes on from there).
         */
        public Outcome run(AtomicBoolean stop, Consumer<String> progress) throws InterruptedException {
            Pacing.Handed handed;
            try {
                handed = Pacing.run(Workload.stream(plan, settings), settings.partition(), sink, stop, progress);
            } catch (KafkaException e) {
                throw sink.log.failed(e);
            }
            Map<String, Long> records = new LinkedHashMap<>();
            for (ChangeEvents.Op op : ChangeEvents.Op.values()) {
                if (sink.counts[op.ordinal()] > 0) {
                    records.put(op.code(), sink.counts[op.ordinal()]);
                }
            }
            return new Outcome(records, handed.handed(), handed.resumed(), handed.seconds(),
                    List.copyOf(new LinkedHashSet<>(sink.topics.values())));
        }

        @Override
        public void close() {
            sink.log.close();
        }
    }

    /** The sink: a record for each write as it is due; the log commits them with the last operation handed over. */
    private static final class Sink implements OperationSink {
        private final Plan plan;
        private final Map<String, ChangeEvents> events = new HashMap<>();
        private final Map<String, String> topics = new TreeMap<>();
        private final Map<String, Updates> updates = new HashMap<>();
        private final long clockMillis;
        private final long[] counts = new long[ChangeEvents.Op.values().length];
        private final BitSet done = new BitSet();
        private KafkaLog log;
        private long lastHanded = -1;

        Sink(Plan plan, String dataset, Workload.Settings settings, Target target) {
            this.plan = plan;
            this.clockMillis = settings.clock().toInstant(ZoneOffset.UTC).toEpochMilli();
            for (OpKind k : plan.kinds()) {
                if (!k.action().reads() && !events.containsKey(k.table())) {
                    TableShape s = plan.shape(k.table());
                    String topic = topic(target, dataset, k.table());
                    topics.put(k.table(), topic);
                    events.put(k.table(), new ChangeEvents(dataset, k.table(), s.table().spec().columns(),
                            s.keyColumns(), topic));
                }
            }
        }

        @Override
        public BitSet done() {
            return done;
        }

        @Override
        public boolean paced() {
            return true;
        }

        @Override
        public void already(Operation op) {
            if (op.kind().action() == OpKind.Action.UPDATE) {
                updatesOf(op.kind()).apply(op); // the row as the earlier run left it, for the next update's before
            }
        }

        @Override
        public void accept(Operation op, long dueNanos) {
            lastHanded = op.index();
            if (!op.kind().action().reads()) {
                send(op);
            }
            log.commitIfDue(lastHanded);
        }

        private void send(Operation op) {
            OpKind k = op.kind();
            TableShape s = plan.shape(k.table());
            Object[] before = null;
            Object[] after = null;
            ChangeEvents.Op what;
            switch (k.action()) {
                case INSERT_ROW, INSERT_PAIR -> {
                    what = ChangeEvents.Op.CREATE;
                    after = op.params();
                }
                case UPDATE -> {
                    what = ChangeEvents.Op.UPDATE;
                    Object[][] images = updatesOf(k).apply(op);
                    before = images[0];
                    after = images[1];
                }
                default -> { // DELETE_PAIR, DELETE_MADE: the key's columns, as the statement's WHERE names them
                    what = ChangeEvents.Op.DELETE;
                    before = new Object[s.width()];
                    for (int i = 0; i < k.where().size(); i++) {
                        before[s.table().columns().indexOf(k.where().get(i))] = op.params()[i];
                    }
                }
            }
            ChangeEvents e = events.get(k.table());
            log.send(topics.get(k.table()), e.key(after != null ? after : before), e.value(what, before, after,
                    clockMillis + op.dueNanos() / 1_000_000, op.index()));
            counts[what.ordinal()]++;
        }

        private Updates updatesOf(OpKind k) {
            return updates.computeIfAbsent(k.table(), t -> new Updates(plan.shape(t), k));
        }

        @Override
        public void finish(boolean stopped) {
            if (log.open() || !stopped) {
                log.commit(lastHanded, !stopped);
            }
        }
    }

    /**
     * The rows a table's updates changed: before an update, the row as the load made it, or as the stream's last update
     * of it left it; after, that row with the update's columns set. One entry a row updated, the columns it sets.
     */
    private static final class Updates {
        private final TableShape shape;
        private final int[] set;
        private final Map<Long, Object[]> last = new HashMap<>();

        Updates(TableShape shape, OpKind kind) {
            this.shape = shape;
            this.set = kind.columns().stream().mapToInt(c -> shape.table().columns().indexOf(c)).toArray();
        }

        /** The row before and after {@code op}, an update of it; before null where the stream cannot tell it. */
        Object[][] apply(Operation op) {
            Object[] params = op.params();
            long key = ((Number) params[params.length - 1]).longValue();
            long row = rowOf(key);
            Object[] before = row < 0 ? null : loaded(row);
            Object[] previous = last.get(key);
            if (before != null && previous != null) {
                for (int i = 0; i < set.length; i++) {
                    before[set[i]] = previous[i];
                }
            }
            Object[] after = before == null ? new Object[shape.width()] : before.clone();
            after[shape.sequenceKey()] = params[params.length - 1];
            Object[] values = new Object[set.length];
            for (int i = 0; i < set.length; i++) {
                after[set[i]] = params[i];
                values[i] = params[i];
            }
            last.put(key, values);
            return new Object[][] {before, after};
        }

        private Object[] loaded(long row) {
            Object[] v = new Object[shape.width()];
            for (int c = 0; c < v.length; c++) {
                v[c] = shape.value(c, row);
            }
            return v;
        }

        /** The loaded row whose sequence key is {@code key}: the keys rise with the row; -1 where none has it. */
        private long rowOf(long key) {
            long lo = 1;
            long hi = shape.rows();
            while (lo <= hi) {
                long mid = (lo + hi) >>> 1;
                long at = ((Number) shape.value(shape.sequenceKey(), mid)).longValue();
                if (at == key) {
                    return mid;
                }
                if (at < key) {
                    lo = mid + 1;
                } else {
                    hi = mid - 1;
                }
            }
            return -1;
        }
    }
}
