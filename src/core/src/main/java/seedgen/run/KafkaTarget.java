package seedgen.run;

import java.nio.file.Path;

/**
 * Kafka instead of a database ({@code --kafka}): the brokers ({@code bootstrap}, HOST:PORT[,HOST:PORT...]), one topic
 * for every table's records ({@code topic}; null: a topic a table, seedgen.DATASET.TABLE), and a file of Kafka client
 * properties ({@code config}, as Kafka's tools take {@code --command-config}: TLS, SASL; null: none), which keeps a
 * password off the command line.
 */
public record KafkaTarget(String bootstrap, String topic, Path config) {

    public KafkaTarget {
        if (bootstrap == null || bootstrap.isBlank()) {
            throw seedgen.error.SeedgenException.badInput("--kafka needs the brokers as HOST:PORT");
        }
    }
}
