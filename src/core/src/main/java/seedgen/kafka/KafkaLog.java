package seedgen.kafka;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.KafkaException;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.TopicExistsException;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import seedgen.error.SeedgenException;

/**
 * Records sent to Kafka exactly once, for a run that may be killed and resumed: an idempotent, transactional producer
 * (acks=all) whose transactions are committed every {@code commitMillis} ms or {@code commitRecords} records, each with
 * a record of the run's progress (the last item handed over, and whether the run ended) on the compacted journal topic
 * {@value #JOURNAL}, in the same transaction. A consumer reading committed records sees each record once: starting the
 * producer aborts the open transaction of a killed run of the same key, and the journal says where to go on.
 */
public final class KafkaLog implements AutoCloseable {

    /** The topic of every run's progress, compacted, a record per run key. */
    public static final String JOURNAL = "seedgen.journal";

    private static final Pattern TOPIC_CHAR = Pattern.compile("[^a-zA-Z0-9._-]");
    private static final Pattern RECORDED = Pattern.compile("\"last\":(-?\\d+),\"ended\":(true|false)");

    /** What the journal holds of a run: the last item it committed, and whether it ran to its end. */
    public record Recorded(long last, boolean ended) {
    }

    private final String bootstrap;
    private final Properties client;
    private final byte[] key;
    private final long commitNanos;
    private final int commitRecords;
    private KafkaProducer<byte[], byte[]> producer;
    private Recorded recorded;
    private boolean inTransaction;
    private long transactionStarted;
    private int transactionRecords;
    private long sent;

    private KafkaLog(String bootstrap, Properties client, String key, long commitMillis, int commitRecords) {
        this.bootstrap = bootstrap;
        this.client = client;
        this.key = key.getBytes(StandardCharsets.UTF_8);
        this.commitNanos = TimeUnit.MILLISECONDS.toNanos(commitMillis);
        this.commitRecords = commitRecords;
    }

    /** A topic's name made legal: every character Kafka refuses becomes '_'. */
    public static String topicName(String name) {
        return TOPIC_CHAR.matcher(name).replaceAll("_");
    }

    /**
     * Opens the run {@code key} on the brokers {@code bootstrap}, each client with the properties {@code client} (TLS,
     * SASL) beside seedgen's own: {@code topics} and the journal made where missing (a topic with the brokers'
     * defaults), the producer started, the run's journal record read. Refused (exit 3) where the brokers cannot be
     * reached, refuse the client's credentials, or start no transaction.
     */
    public static KafkaLog open(String bootstrap, Properties client, String key, Collection<String> topics,
            long commitMillis, int commitRecords) {
        KafkaLog log = new KafkaLog(bootstrap, client, key, commitMillis, commitRecords);
        try {
            log.makeTopics(topics);
            log.startProducer();
            log.recorded = log.readJournal();
            return log;
        } catch (KafkaException e) {
            log.close();
            throw log.failed(e);
        } catch (RuntimeException e) {
            log.close();
            throw e;
        }
    }

    /** The run's journal record as the last committed transaction left it; null where it has none. */
    public Recorded recorded() {
        return recorded;
    }

    /** Refused (exit 3) as the journal says: ran to its end, interrupted and not resumed, or nothing to resume. */
    public void checkResume(boolean resume, String what, String items) {
        if (recorded != null && recorded.ended()) {
            throw SeedgenException.targetUnusable(what + " already ran to its end into these topics (" + JOURNAL
                    + " records it): a run again would write its records twice; give other topics with --topic, or "
                    + "delete these", null);
        }
        if (!resume && recorded != null) {
            throw SeedgenException.targetUnusable(String.format(java.util.Locale.ROOT, "a run of %s into these "
                    + "topics was interrupted after %s %,d (%s): add --resume to finish it", what, items,
                    recorded.last(), JOURNAL), null);
        }
        if (resume && recorded == null) {
            throw SeedgenException.targetUnusable("--resume: no interrupted run of " + what + " is recorded in "
                    + JOURNAL + ": run it without --resume", null);
        }
    }

    /** Sends one record in the open transaction (opening one where none is). */
    public void send(String topic, byte[] recordKey, byte[] value) {
        begin();
        producer.send(new ProducerRecord<>(topic, recordKey, value));
        transactionRecords++;
        sent++;
    }

    /** Commits the open transaction, with {@code last} as the run's progress, if it is due (by time or records). */
    public void commitIfDue(long last) {
        if (inTransaction && (System.nanoTime() - transactionStarted >= commitNanos
                || transactionRecords >= commitRecords)) {
            commit(last, false);
        }
    }

    /** Whether a transaction is open (records or progress not yet committed). */
    public boolean open() {
        return inTransaction;
    }

    /** Commits the journal's record of {@code last} (and {@code ended}) with whatever the transaction holds. */
    public void commit(long last, boolean ended) {
        begin();
        String value = "{\"last\":" + last + ",\"ended\":" + ended + "}";
        producer.send(new ProducerRecord<>(JOURNAL, 0, key, value.getBytes(StandardCharsets.UTF_8)));
        try {
            producer.commitTransaction();
        } catch (KafkaException e) {
            throw failed(e);
        }
        inTransaction = false;
    }

    /** The records sent. */
    public long sent() {
        return sent;
    }

    private void begin() {
        if (!inTransaction) {
            producer.beginTransaction();
            inTransaction = true;
            transactionStarted = System.nanoTime();
            transactionRecords = 0;
        }
    }

    /** Kafka's failure in seedgen's words: exit 3, naming the brokers. */
    public SeedgenException failed(KafkaException e) {
        if (e instanceof org.apache.kafka.common.errors.AuthenticationException
                || e instanceof org.apache.kafka.common.errors.AuthorizationException) {
            return unreachable(e);
        }
        return SeedgenException.targetUnusable("Kafka at " + bootstrap + ": " + e.getMessage(), e);
    }

    private void makeTopics(Collection<String> topics) {
        Properties p = clientProperties();
        p.put(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        p.put(AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, "20000");
        p.put(AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, "15000");
        try (Admin admin = Admin.create(p)) {
            Set<String> have = admin.listTopics().names().get(30, TimeUnit.SECONDS);
            List<NewTopic> missing = new ArrayList<>();
            for (String t : new LinkedHashSet<>(topics)) {
                if (!have.contains(t)) {
                    missing.add(new NewTopic(t, Optional.empty(), Optional.empty()));
                }
            }
            if (!have.contains(JOURNAL)) {
                missing.add(new NewTopic(JOURNAL, Optional.of(1), Optional.empty())
                        .configs(Map.of("cleanup.policy", "compact")));
            }
            for (NewTopic t : missing) {
                try {
                    admin.createTopics(List.of(t)).all().get(30, TimeUnit.SECONDS);
                } catch (ExecutionException e) {
                    if (!(e.getCause() instanceof TopicExistsException)) {
                        throw unreachable(e.getCause());
                    }
                }
            }
        } catch (ExecutionException | java.util.concurrent.TimeoutException e) {
            throw unreachable(e instanceof ExecutionException ? e.getCause() : e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw SeedgenException.targetUnusable("interrupted while reaching Kafka at " + bootstrap, e);
        }
    }

    /** A new client's properties: the run's client properties, to which each client adds its own. */
    private Properties clientProperties() {
        Properties p = new Properties();
        p.putAll(client);
        return p;
    }

    private SeedgenException unreachable(Throwable cause) {
        if (cause instanceof org.apache.kafka.common.errors.AuthenticationException
                || cause instanceof org.apache.kafka.common.errors.AuthorizationException) {
            return SeedgenException.targetUnusable("Kafka at " + bootstrap + " refused the client (" + cause.getClass()
                    .getSimpleName() + "): check the credentials and the rights --kafka-config gives", cause);
        }
        return SeedgenException.targetUnusable("cannot reach Kafka at " + bootstrap + " (" + cause.getClass()
                .getSimpleName() + (cause.getMessage() == null ? "" : ": " + cause.getMessage().lines().findFirst()
                .orElse("")) + "): check --kafka HOST:PORT and that the broker runs", cause);
    }

    private void startProducer() {
        Properties p = clientProperties();
        p.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        p.put(ProducerConfig.ACKS_CONFIG, "all");
        p.put(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, "true");
        p.put(ProducerConfig.TRANSACTIONAL_ID_CONFIG, "seedgen-" + new String(key, StandardCharsets.UTF_8));
        p.put(ProducerConfig.LINGER_MS_CONFIG, "5");
        p.put(ProducerConfig.BATCH_SIZE_CONFIG, "65536");
        p.put(ProducerConfig.MAX_BLOCK_MS_CONFIG, "30000");
        p.put(ProducerConfig.CLIENT_ID_CONFIG, "seedgen");
        producer = new KafkaProducer<>(p, new ByteArraySerializer(), new ByteArraySerializer());
        try {
            producer.initTransactions(); // fences a killed run of this key and aborts its open transaction
        } catch (org.apache.kafka.common.errors.TimeoutException e) {
            throw SeedgenException.targetUnusable("Kafka at " + bootstrap + " started no transaction within 30 s: a "
                    + "cluster of fewer than 3 brokers needs transaction.state.log.replication.factor and "
                    + "transaction.state.log.min.isr at most its size", e);
        }
    }

    /** This run's last journal record, read committed; null where there is none. */
    private Recorded readJournal() {
        Properties p = clientProperties();
        p.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        p.put(ConsumerConfig.ISOLATION_LEVEL_CONFIG, "read_committed");
        p.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
        String found = null;
        try (KafkaConsumer<byte[], byte[]> c = new KafkaConsumer<>(p, new ByteArrayDeserializer(),
                new ByteArrayDeserializer())) {
            TopicPartition tp = new TopicPartition(JOURNAL, 0);
            c.assign(List.of(tp));
            c.seekToBeginning(List.of(tp));
            long end = c.endOffsets(List.of(tp), Duration.ofSeconds(30)).get(tp);
            while (c.position(tp, Duration.ofSeconds(30)) < end) {
                for (ConsumerRecord<byte[], byte[]> r : c.poll(Duration.ofMillis(500))) {
                    if (Arrays.equals(key, r.key())) {
                        found = r.value() == null ? null : new String(r.value(), StandardCharsets.UTF_8);
                    }
                }
            }
        }
        if (found == null) {
            return null;
        }
        Matcher m = RECORDED.matcher(found);
        return m.find() ? new Recorded(Long.parseLong(m.group(1)), Boolean.parseBoolean(m.group(2))) : null;
    }

    @Override
    public void close() {
        if (producer != null) {
            producer.close(Duration.ofSeconds(30));
        }
    }
}
