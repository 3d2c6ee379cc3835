package seedgen.it;

import java.io.IOException;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Properties;
import java.util.Set;
import java.util.stream.Stream;
import kafka.server.KafkaConfig;
import kafka.server.KafkaRaftServer;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.utils.Time;
import org.apache.kafka.metadata.storage.Formatter;
import org.apache.kafka.server.common.MetadataVersion;

/**
 * A Kafka broker in this JVM, in KRaft mode (one node, broker and controller), on free ports of 127.0.0.1 and a folder
 * of its own: Kafka's own server from Maven Central, no Docker. A single broker, so the transaction log's replication
 * is 1, as Kafka's quick-start configuration sets it. A second listener takes SASL PLAIN (user {@link #SASL_USER},
 * password {@link #SASL_PASSWORD}), as a secured cluster asks a client to log in. Closing it stops the server and
 * removes its folder.
 */
final class KafkaBroker implements AutoCloseable {

    private final Path dir;
    private final KafkaRaftServer server;
    private final int port;
    private final int saslPort;

    static final String SASL_USER = "seeder";
    static final String SASL_PASSWORD = "s3cret-kafka-test";

    KafkaBroker() throws Exception {
        dir = Files.createTempDirectory("seedgen-kafka");
        port = freePort();
        saslPort = freePort();
        int controller = freePort();
        String logs = dir.resolve("logs").toString();
        Properties p = new Properties();
        p.put("process.roles", "broker,controller");
        p.put("node.id", "1");
        p.put("controller.quorum.voters", "1@127.0.0.1:" + controller);
        p.put("listeners", "PLAINTEXT://127.0.0.1:" + port + ",SASL_PLAINTEXT://127.0.0.1:" + saslPort
                + ",CONTROLLER://127.0.0.1:" + controller);
        p.put("advertised.listeners", "PLAINTEXT://127.0.0.1:" + port + ",SASL_PLAINTEXT://127.0.0.1:" + saslPort);
        p.put("controller.listener.names", "CONTROLLER");
        p.put("listener.security.protocol.map", "PLAINTEXT:PLAINTEXT,SASL_PLAINTEXT:SASL_PLAINTEXT,"
                + "CONTROLLER:PLAINTEXT");
        p.put("sasl.enabled.mechanisms", "PLAIN");
        p.put("listener.name.sasl_plaintext.plain.sasl.jaas.config", "org.apache.kafka.common.security.plain."
                + "PlainLoginModule required user_" + SASL_USER + "=\"" + SASL_PASSWORD + "\";");
        p.put("inter.broker.listener.name", "PLAINTEXT");
        p.put("log.dirs", logs);
        p.put("num.partitions", "3");
        p.put("offsets.topic.replication.factor", "1");
        p.put("transaction.state.log.replication.factor", "1");
        p.put("transaction.state.log.min.isr", "1");
        p.put("group.initial.rebalance.delay.ms", "0");
        KafkaConfig config = new KafkaConfig(p);
        new Formatter().setPrintStream(new PrintStream(PrintStream.nullOutputStream()))
                .setClusterId(Uuid.randomUuid().toString()).setNodeId(1).setControllerListenerName("CONTROLLER")
                .setMetadataLogDirectory(logs).setDirectories(Set.of(logs))
                .setReleaseVersion(MetadataVersion.latestProduction()).run();
        server = new KafkaRaftServer(config, Time.SYSTEM);
        server.startup();
    }

    /** The brokers' address, as {@code --kafka} takes it. */
    String bootstrap() {
        return "127.0.0.1:" + port;
    }

    /** The SASL listener's address: a client logs in there (PLAIN). */
    String saslBootstrap() {
        return "127.0.0.1:" + saslPort;
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    @Override
    public void close() throws IOException {
        server.shutdown();
        server.awaitShutdown();
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path f : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(f);
            }
        }
    }
}
