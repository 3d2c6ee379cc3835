package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.PartitionInfo;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.connect.data.Field;
import org.apache.kafka.connect.data.SchemaAndValue;
import org.apache.kafka.connect.data.Struct;
import org.apache.kafka.connect.json.JsonConverter;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import seedgen.Seedgen;
import seedgen.plan.Plan;

/**
 * {@code seedgen workload --kafka} against a real broker started once in this JVM ({@link KafkaBroker}, KRaft): every
 * record read back committed through Kafka Connect's JsonConverter, as Debezium's consumers read its topics, and
 * compared with the stream {@code --out} writes for the same options: the same writes, each once, in the same order
 * for each key, at the stream's clock; and a run killed with SIGKILL, then resumed, leaves no duplicate and no gap.
 */
class KafkaSinkIT {

    private static KafkaBroker broker;

    @TempDir
    static Path dir;

    private static final LocalDateTime CLOCK = LocalDateTime.of(2030, 1, 1, 0, 0);

    @BeforeAll
    static void start() throws Exception {
        broker = new KafkaBroker();
    }

    @AfterAll
    static void stop() throws Exception {
        if (broker != null) {
            broker.close();
        }
    }

    private static String[] workload(String seed, String rate, String duration, String... more) {
        List<String> a = new ArrayList<>(List.of("workload", "--dataset", "sns", "--rows", "2000", "--seed", seed,
                "--rate", rate, "--duration", duration));
        a.addAll(List.of(more));
        return a.toArray(String[]::new);
    }

    private static CliRun cli(String... args) {
        return CliRun.of(Map.of(), dir, args);
    }

    /** The issue's run: 60 s at 500/s, a topic a table; every record is --out's operation, in its order per key. */
    @Test
    void aMinuteAt500ASecondLandsOnceInOrderPerKeyAsOutWritesIt() throws Exception {
        CliRun run = cli(workload("5", "500", "60s", "--kafka", broker.bootstrap())).assertExit(0);
        assertTrue(run.out().contains("to Kafka: "), run::describe);
        cli(workload("5", "500", "60s", "--out", "stream5")).assertExit(0);
        Map<String, List<String>> expected = outStream(dir.resolve("stream5"), "5");
        List<String> topics = List.of("seedgen.sns.users", "seedgen.sns.posts", "seedgen.sns.likes",
                "seedgen.sns.bookmarks", "seedgen.sns.follows");
        Map<String, List<String>> read = read(topics, 5);
        int writes = expected.values().stream().mapToInt(List::size).sum();
        assertEquals(writes, read.values().stream().mapToInt(List::size).sum(), "records against --out's writes");
        assertEquals(expected, read, "each key's operations, in order, as --out's stream has them");
        // 30,000 operations, half of them reads, which change nothing and make no record
        assertTrue(writes > 12_000, "writes: " + writes);
        // the same run again would write every record twice: refused, in one line
        CliRun again = cli(workload("5", "500", "60s", "--kafka", broker.bootstrap())).assertRefused(3);
        assertTrue(again.err().contains("already ran to its end into these topics"), again::describe);
    }

    /** kill -9 in the middle, then --resume: each operation once, none missing, each key's order kept. */
    @Test
    void aKilledRunResumesWithNoDuplicateAndNoGap() throws Exception {
        String[] args = workload("6", "500", "20s", "--kafka", broker.bootstrap(), "--topic", "sns-killed");
        String[] resume = killAndResume(args, "sns-killed", 1500);
        cli(workload("6", "500", "20s", "--out", "stream6")).assertExit(0);
        Map<String, List<String>> expected = outStream(dir.resolve("stream6"), "6");
        assertEquals(expected, read(List.of("sns-killed"), 6), "the killed and resumed run's records, by key");
        CliRun nothing = cli(resume).assertRefused(3);
        assertTrue(nothing.err().contains("already ran to its end"), nothing::describe);
    }

    /** The journal is kept per stream part and topics: the same stream into other topics is a run of its own. */
    @Test
    void theSameStreamIntoOtherTopicsIsAnotherRun() throws Exception {
        cli(workload("7", "500", "2s", "--kafka", broker.bootstrap(), "--topic", "sns-a")).assertExit(0);
        cli(workload("7", "500", "2s", "--kafka", broker.bootstrap(), "--topic", "sns-b")).assertExit(0);
        assertEquals(read(List.of("sns-a"), 7), read(List.of("sns-b"), 7));
        cli(workload("7", "500", "2s", "--kafka", broker.bootstrap(), "--topic", "sns-a")).assertRefused(3);
    }

    /**
     * {@code --dataset ... --kafka}: every row as a snapshot record (op r, after the row as the load writes it), then
     * the stream of the same dataset on the same topic goes on from it; the snapshot again is refused.
     */
    @Test
    void aSnapshotOfTheRowsComesBeforeTheStream() throws Exception {
        CliRun snap = cli("--dataset", "sns", "--rows", "2000", "--seed", "8", "--kafka", broker.bootstrap(),
                "--topic", "sns-cdc").assertExit(0);
        assertTrue(snap.out().contains("as snapshot records (op r)"), snap::describe);
        cli(workload("8", "500", "5s", "--kafka", broker.bootstrap(), "--topic", "sns-cdc")).assertExit(0);
        Plan plan = Seedgen.dataset("sns").rows(2000).seed(8).plan();
        Map<String, List<String>> read = read(List.of("sns-cdc"), 8);
        Map<String, Long> snapshotRows = new HashMap<>();
        for (Map.Entry<String, List<String>> e : read.entrySet()) {
            List<String> ops = e.getValue();
            long reads = ops.stream().filter(o -> o.endsWith(" r")).count();
            assertTrue(reads <= 1, e.getKey() + ": each row once in the snapshot: " + ops);
            if (reads == 1) {
                assertTrue(ops.get(0).endsWith(" r"), e.getKey() + ": the snapshot before the stream: " + ops);
                snapshotRows.merge(e.getKey().substring(0, e.getKey().indexOf(':')), 1L, Long::sum);
            }
        }
        for (Plan.Table t : plan.tables()) {
            assertEquals(t.rows(), snapshotRows.getOrDefault(t.name(), 0L), t.name() + ": rows in the snapshot");
        }
        // the snapshot's rows are the load's: every users row, column by column
        seedgen.plan.TableRows users = plan.rows("users");
        java.util.Iterator<Object[]> rows = users.rows(1, users.count());
        while (rows.hasNext()) {
            Object[] row = rows.next();
            Struct after = SNAPSHOT.get("users:" + row[0] + " ");
            assertNotNull(after, "users " + row[0]);
            for (int c = 0; c < row.length; c++) {
                Object want = row[c] instanceof LocalDateTime t ? micros(t.toString()) : row[c];
                assertEquals(want, after.get(users.columns().get(c)), "users " + row[0] + " " + users.columns()
                        .get(c));
            }
        }
        CliRun again = cli("--dataset", "sns", "--rows", "2000", "--seed", "8", "--kafka", broker.bootstrap(),
                "--topic", "sns-cdc").assertRefused(3);
        assertTrue(again.err().contains("already ran to its end"), again::describe);
    }

    /** A snapshot killed with SIGKILL, then --resume: every row once, none missing. */
    @Test
    void aKilledSnapshotResumesWithEveryRowOnce() throws Exception {
        String[] args = {"--dataset", "sns", "--rows", "10000", "--seed", "9", "--kafka", broker.bootstrap(),
            "--topic", "sns-snapshot-killed"};
        killAndResume(args, "sns-snapshot-killed", 60_000);
        Plan plan = Seedgen.dataset("sns").rows(10000).seed(9).plan();
        Map<String, List<String>> read = read(List.of("sns-snapshot-killed"), 9);
        assertEquals(plan.totalRows(), read.size(), "each row's key once");
        assertEquals(plan.totalRows(), read.values().stream().mapToInt(List::size).sum(), "records: no duplicate");
        java.util.Set<Long> seqs = new java.util.HashSet<>();
        read.values().forEach(l -> l.forEach(x -> seqs.add(Long.parseLong(x.substring(0, x.indexOf(' '))))));
        assertEquals(plan.totalRows(), seqs.size(), "every row's place once: no gap");
        assertEquals(plan.totalRows() - 1, seqs.stream().mapToLong(Long::longValue).max().orElseThrow());
    }

    /**
     * Runs {@code args} as its own process, kills it with SIGKILL once {@code topic} holds {@code committed} records,
     * checks that a run again is refused naming --resume and that the --resume run says what it skipped; answers
     * the --resume run's arguments.
     */
    private static String[] killAndResume(String[] args, String topic, long committed) throws Exception {
        Process p = launch(args);
        long seen = 0;
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
        while (seen < committed && p.isAlive() && System.nanoTime() < deadline) {
            Thread.sleep(100);
            seen = committed(topic);
        }
        assertTrue(p.isAlive(), () -> "the run ended before it could be killed: " + text("killed.out"));
        p.destroyForcibly().waitFor();
        assertTrue(seen >= committed, "records (and markers) committed before the kill: " + seen);
        CliRun fresh = cli(args).assertRefused(3);
        assertTrue(fresh.err().contains("add --resume"), fresh::describe);
        List<String> resume = new ArrayList<>(List.of(args));
        resume.add("--resume");
        CliRun resumed = cli(resume.toArray(String[]::new)).assertExit(0);
        assertTrue(resumed.out().contains("resumed: "), resumed::describe);
        return resume.toArray(String[]::new);
    }

    /** The committed end of {@code topic}'s partitions, summed: its records and its transactions' markers. */
    private static long committed(String topic) {
        Properties p = new Properties();
        p.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrap());
        p.put(ConsumerConfig.ISOLATION_LEVEL_CONFIG, "read_committed");
        try (KafkaConsumer<byte[], byte[]> c = new KafkaConsumer<>(p, new ByteArrayDeserializer(),
                new ByteArrayDeserializer())) {
            List<PartitionInfo> info = c.partitionsFor(topic, Duration.ofSeconds(30));
            if (info == null || info.isEmpty()) {
                return 0;
            }
            List<TopicPartition> parts = info.stream().map(i -> new TopicPartition(topic, i.partition())).toList();
            return c.endOffsets(parts, Duration.ofSeconds(30)).values().stream().mapToLong(Long::longValue).sum();
        }
    }

    private static Process launch(String... args) throws java.io.IOException {
        List<String> command = new ArrayList<>(List.of(Path.of("cli/seedgen").toAbsolutePath().toString()));
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(dir.resolve("killed.out").toFile());
        pb.environment().put("SEEDGEN_JAVA_OPTS", "-Duser.home=" + dir);
        pb.environment().remove("SEEDGEN_LAUNCHER");
        return pb.start();
    }

    /** The library's two verbs send what the command sends: the snapshot, then the stream, on one topic. */
    @Test
    void theLibrarySendsTheSnapshotAndTheStream() throws Exception {
        seedgen.run.ExportOutcome snap = Seedgen.dataset("chat").rows(200).seed(3).toKafka(broker.bootstrap(),
                "chat-library");
        Plan plan = Seedgen.dataset("chat").rows(200).seed(3).plan();
        assertEquals(plan.totalRows(), snap.rows(), "rows sent");
        seedgen.run.WorkloadOutcome stream = Seedgen.dataset("chat").rows(200).seed(3).workload().rate("500")
                .duration(Duration.ofSeconds(2)).kafka(broker.bootstrap(), "chat-library");
        long writes = stream.byOperation().values().stream().mapToLong(Long::longValue).sum();
        Map<String, List<String>> read = read(List.of("chat-library"), 3);
        assertEquals(plan.totalRows() + writes, read.values().stream().mapToInt(List::size).sum(),
                "the snapshot's rows and the stream's records");
        assertTrue(writes > 0, "the stream's records: " + stream.byOperation());
    }

    /**
     * A cluster that asks its clients to log in is reached with --kafka-config, Kafka's client properties in a file:
     * the password is never on the command line nor in what seedgen prints; a wrong one, and a file that sets what
     * seedgen sets for exactly once, are refused in one line.
     */
    @Test
    void aClusterThatAsksALoginIsReachedWithAClientPropertiesFile() throws Exception {
        Files.writeString(dir.resolve("client.properties"), "security.protocol=SASL_PLAINTEXT\nsasl.mechanism=PLAIN\n"
                + "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\""
                + KafkaBroker.SASL_USER + "\" password=\"" + KafkaBroker.SASL_PASSWORD + "\";\n");
        CliRun run = cli(workload("10", "500", "3s", "--kafka", broker.saslBootstrap(), "--topic", "sns-sasl",
                "--kafka-config", "client.properties")).assertExit(0);
        assertFalse((run.out() + run.err()).contains(KafkaBroker.SASL_PASSWORD), run::describe);
        long records = read(List.of("sns-sasl"), 10).values().stream().mapToInt(List::size).sum();
        assertTrue(run.out().contains(String.format(java.util.Locale.ROOT, "%,d records", records)) && records > 0,
                () -> records + " records read back\n" + run.describe());

        Files.writeString(dir.resolve("wrong.properties"), "security.protocol=SASL_PLAINTEXT\nsasl.mechanism=PLAIN\n"
                + "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\""
                + KafkaBroker.SASL_USER + "\" password=\"not-it\";\n");
        CliRun wrong = cli(workload("11", "500", "3s", "--kafka", broker.saslBootstrap(), "--topic", "sns-sasl",
                "--kafka-config", "wrong.properties")).assertRefused(3);
        assertTrue(wrong.err().contains("refused the client"), wrong::describe);
        assertFalse(wrong.err().contains("not-it"), wrong::describe);

        Files.writeString(dir.resolve("acks.properties"), "acks=1\n");
        assertTrue(cli(workload("11", "500", "3s", "--kafka", broker.bootstrap(), "--kafka-config",
                "acks.properties")).assertRefused(2).err().contains("sets acks, which seedgen sets itself"));
    }

    /** Mistakes are one line each, before any broker is asked. */
    @Test
    void badKafkaOptionsAreRefusedInOneLine() {
        assertTrue(cli(workload("5", "500", "1s", "--kafka", "nohost")).assertRefused(2).err()
                .contains("give the brokers as HOST:PORT"));
        assertTrue(cli(workload("5", "500", "1s", "--topic", "t")).assertRefused(2).err()
                .contains("give the brokers with --kafka HOST:PORT"));
        assertTrue(cli("--dataset", "sns", "--kafka-config", "x.properties").assertRefused(2).err()
                .contains("--kafka-config applies to Kafka"));
        assertTrue(cli(workload("5", "500", "1s", "--kafka", broker.bootstrap(), "--kafka-config", "none.properties"))
                .assertRefused(2).err().contains("--kafka-config none.properties: cannot read it (no such file)"));
        assertTrue(cli(workload("5", "500", "1s", "--kafka", broker.bootstrap(), "--out", "x")).assertRefused(2)
                .err().contains("give one of them"));
        assertTrue(cli(workload("5", "500", "1s", "--kafka", broker.bootstrap(), "--threads", "4"))
                .assertRefused(2).err().contains("--threads does not apply"));
        assertTrue(cli(workload("5", "500", "1s", "--kafka", broker.bootstrap(), "--topic", "a b"))
                .assertRefused(2).err().contains("a Kafka topic's name"));
    }

    private static String text(String file) {
        try {
            return Files.readString(dir.resolve(file));
        } catch (java.io.IOException e) {
            return e.toString();
        }
    }

    /**
     * The writes of --out's stream, by key ("table:key values"), each as "index op" in stream order; each write's
     * values and due time are kept in {@link #WRITTEN} to compare with its record's.
     */
    private static final Map<Long, Map<String, String>> WRITTEN = new java.util.concurrent.ConcurrentHashMap<>();

    /** The after of each snapshot record read, by key ("table:key values"). */
    private static final Map<String, Struct> SNAPSHOT = new java.util.concurrent.ConcurrentHashMap<>();

    private static Map<String, List<String>> outStream(Path stream, String seed) throws Exception {
        Plan plan = Seedgen.dataset("sns").rows(2000).seed(Long.parseLong(seed)).plan();
        Map<String, List<String>> byKey = new LinkedHashMap<>();
        List<String[]> all = new ArrayList<>();
        List<String> operations = Files.readAllLines(stream.resolve("operations.csv"));
        for (String line : operations.subList(1, operations.size())) {
            // operation,file,count,share,statement
            String[] f = line.split(",", 3);
            String name = f[0];
            if (name.startsWith("read ") || f[1].isEmpty()) {
                continue;
            }
            String table = name.substring(name.indexOf(' ') + 1);
            String op = name.startsWith("insert ") ? "c" : name.startsWith("update ") ? "u" : "d";
            List<String> lines = Files.readAllLines(stream.resolve(f[1]));
            List<String> header = List.of(lines.get(0).split(","));
            List<String> key = plan.table(table).primaryKey();
            for (String row : lines.subList(1, lines.size())) {
                String[] v = row.split(",", -1); // sns's values hold no comma
                StringBuilder k = new StringBuilder(table).append(':');
                for (String c : key) {
                    k.append(v[header.indexOf(c)]).append(' ');
                }
                all.add(new String[] {v[0], k.toString(), op, v[1]});
                Map<String, String> values = new HashMap<>();
                for (int i = 3; i < header.size(); i++) {
                    values.put(header.get(i), v[i]);
                }
                values.put("#due", v[1]);
                WRITTEN.put(Long.parseLong(seed) * 10_000_000L + Long.parseLong(v[0]), values);
            }
        }
        all.sort((a, b) -> Long.compare(Long.parseLong(a[0]), Long.parseLong(b[0])));
        for (String[] w : all) {
            byKey.computeIfAbsent(w[1], x -> new ArrayList<>()).add(w[0] + " " + w[2]);
        }
        return byKey;
    }

    /**
     * Every committed record of {@code topics}, read as a Debezium consumer reads them (Kafka Connect's JsonConverter,
     * schemas on), by key, each as "seq op" in the order of its partition.
     */
    private static Map<String, List<String>> read(List<String> topics, long seed) throws Exception {
        JsonConverter keys = new JsonConverter();
        keys.configure(Map.of("schemas.enable", "true"), true);
        JsonConverter values = new JsonConverter();
        values.configure(Map.of("schemas.enable", "true"), false);
        Properties p = new Properties();
        p.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrap());
        p.put(ConsumerConfig.ISOLATION_LEVEL_CONFIG, "read_committed");
        p.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
        Map<String, List<String>> byKey = new LinkedHashMap<>();
        try (KafkaConsumer<byte[], byte[]> c = new KafkaConsumer<>(p, new ByteArrayDeserializer(),
                new ByteArrayDeserializer())) {
            List<TopicPartition> parts = new ArrayList<>();
            for (String t : topics) {
                List<PartitionInfo> info = c.partitionsFor(t, Duration.ofSeconds(30));
                if (info != null) {
                    info.forEach(i -> parts.add(new TopicPartition(t, i.partition())));
                }
            }
            c.assign(parts);
            c.seekToBeginning(parts);
            Map<TopicPartition, Long> end = c.endOffsets(parts, Duration.ofSeconds(30));
            while (parts.stream().anyMatch(tp -> c.position(tp, Duration.ofSeconds(30)) < end.get(tp))) {
                for (ConsumerRecord<byte[], byte[]> r : c.poll(Duration.ofMillis(500))) {
                    Struct key = (Struct) keys.toConnectData(r.topic(), r.key()).value();
                    SchemaAndValue v = values.toConnectData(r.topic(), r.value());
                    Struct envelope = (Struct) v.value();
                    Struct source = envelope.getStruct("source");
                    String op = envelope.getString("op");
                    long seq = source.getInt64("seq");
                    StringBuilder k = new StringBuilder(source.getString("table")).append(':');
                    for (Field f : key.schema().fields()) {
                        k.append(key.get(f)).append(' ');
                    }
                    checkEnvelope(envelope, op, seq, key, seed);
                    if (op.equals("r")) {
                        SNAPSHOT.put(k.toString(), envelope.getStruct("after"));
                    }
                    byKey.computeIfAbsent(k.toString(), x -> new ArrayList<>()).add(seq + " " + op);
                }
            }
        }
        return byKey;
    }

    /** The envelope as Debezium's: after for c and u, before for u and d, the key's values in it, ts_ms the clock. */
    private static void checkEnvelope(Struct envelope, String op, long seq, Struct key, long seed) {
        Struct before = envelope.getStruct("before");
        Struct after = envelope.getStruct("after");
        Struct row = op.equals("d") ? before : after;
        assertNotNull(row, op + " " + seq);
        if (op.equals("c") || op.equals("r")) {
            assertNull(before, "a create or a snapshot's read has no before: " + seq);
        } else {
            assertNotNull(before, op + " " + seq + " has its before");
        }
        for (Field f : key.schema().fields()) {
            assertEquals(key.get(f), row.get(f.name()), "the key's " + f.name() + " in the row, " + seq);
        }
        Map<String, String> written = op.equals("r") ? null : WRITTEN.get(seed * 10_000_000L + seq);
        if (written == null) {
            return; // a record of a stream whose --out has not been read yet (the killed run, while it runs)
        }
        double due = Double.parseDouble(written.get("#due"));
        long ts = CLOCK.toInstant(ZoneOffset.UTC).toEpochMilli() + (long) Math.floor(due);
        assertTrue(Math.abs(envelope.getInt64("ts_ms") - ts) <= 1, "ts_ms of " + seq + " at the stream's clock");
        if (op.equals("d")) {
            return;
        }
        for (Map.Entry<String, String> e : written.entrySet()) {
            if (e.getKey().startsWith("#")) {
                continue;
            }
            Object got = after.get(e.getKey());
            Field f = after.schema().field(e.getKey());
            String want = e.getValue();
            String text = got == null ? "" : "io.debezium.time.MicroTimestamp".equals(f.schema().name())
                    ? micros(want) == (Long) got ? want : got.toString() : got.toString();
            assertEquals(want, text, op + " " + seq + " " + e.getKey());
        }
    }

    private static long micros(String text) {
        LocalDateTime t = LocalDateTime.parse(text.replace(' ', 'T'));
        return t.toEpochSecond(ZoneOffset.UTC) * 1_000_000L + t.getNano() / 1000;
    }
}
