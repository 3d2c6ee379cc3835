package seedgen.cli;

import java.nio.file.Path;
import picocli.CommandLine.Option;
import seedgen.error.SeedgenException;
import seedgen.run.KafkaTarget;

/** --kafka, --topic and --kafka-config, for the rows (a snapshot) and for the workload's stream. */
final class KafkaOptions {

    @Option(names = "--kafka", paramLabel = "HOST:PORT", description = "Send to these Kafka brokers instead of a "
            + "database: a record a row (a snapshot, op r) or a write of the workload (op c, u, d), keyed by its "
            + "primary key, Debezium's envelope as JSON, committed exactly once.")
    String kafka;

    @Option(names = "--topic", paramLabel = "NAME", description = "With --kafka: every table's records on this topic "
            + "(default: a topic a table, seedgen.DATASET.TABLE).")
    String topic;

    @Option(names = "--kafka-config", paramLabel = "FILE", description = "With --kafka: a file of Kafka client "
            + "properties (security.protocol, sasl.*, ssl.*), as Kafka's own tools take one; the password stays in it.")
    Path config;

    /** Where --kafka sends, or null; --topic or --kafka-config without --kafka refused. */
    KafkaTarget target() {
        if (kafka == null) {
            String alone = topic != null ? "--topic" : config != null ? "--kafka-config" : null;
            if (alone != null) {
                throw SeedgenException.badInput(alone + " applies to Kafka: give the brokers with --kafka HOST:PORT");
            }
            return null;
        }
        return new KafkaTarget(kafka, topic, config);
    }
}
