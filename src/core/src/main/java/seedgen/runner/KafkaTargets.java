package seedgen.runner;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import java.util.Set;
import seedgen.error.SeedgenException;
import seedgen.run.Environment;

/** The brokers and topic a command names with --kafka and --topic, checked before any broker is asked. */
final class KafkaTargets {

    private KafkaTargets() {
    }

    /** {@code --kafka}'s HOST:PORT list, stripped; refused (exit 2) in any other form. */
    static String bootstrap(String given) {
        String b = given.strip();
        if (!b.matches("[^\\s,:]+:\\d{1,5}(,[^\\s,:]+:\\d{1,5})*")) {
            throw SeedgenException.badInput("--kafka " + given + ": give the brokers as HOST:PORT (several "
                    + "separated by commas)");
        }
        return b;
    }

    /** What seedgen sets itself, for exactly once: a client properties file may not change it. */
    private static final Set<String> OURS = Set.of("bootstrap.servers", "acks", "enable.idempotence",
            "transactional.id", "isolation.level", "key.serializer", "value.serializer", "key.deserializer",
            "value.deserializer", "enable.auto.commit");

    /**
     * The Kafka client properties of {@code --kafka-config} (TLS, SASL), or none; a file that cannot be read, or that
     * sets what seedgen sets for exactly once, is refused (exit 2), naming the file and never a value.
     */
    static Properties client(Environment env, Path config) {
        Properties p = new Properties();
        if (config == null) {
            return p;
        }
        Path file = env.workDir().resolve(config);
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            p.load(r);
        } catch (IOException | IllegalArgumentException e) {
            throw SeedgenException.badInput("--kafka-config " + config + ": cannot read it (" + (e instanceof
                    java.nio.file.NoSuchFileException ? "no such file" : e.getClass().getSimpleName()) + "): give a "
                    + "file of Kafka client properties, a key=value line each");
        }
        for (String key : p.stringPropertyNames()) {
            if (OURS.contains(key)) {
                throw SeedgenException.badInput("--kafka-config " + config + " sets " + key + ", which seedgen sets "
                        + "itself for exactly once (the brokers come from --kafka): remove it from the file");
            }
        }
        return p;
    }

    /** {@code --topic} as Kafka allows a topic's name, or null; refused (exit 2) otherwise. */
    static String topic(String given) {
        if (given != null && !given.matches("[a-zA-Z0-9._-]{1,249}")) {
            throw SeedgenException.badInput("--topic " + given + ": a Kafka topic's name is at most 249 of "
                    + "a-z, A-Z, 0-9, '.', '_' and '-'");
        }
        return given;
    }
}
