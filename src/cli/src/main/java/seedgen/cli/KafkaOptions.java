package seedgen.cli;

import picocli.CommandLine.Option;

/** --kafka and --topic, for the rows (a snapshot) and for the workload's stream: Kafka instead of a database. */
final class KafkaOptions {

    @Option(names = "--kafka", paramLabel = "HOST:PORT", description = "Send to these Kafka brokers instead of a "
            + "database: a record a row (a snapshot, op r) or a write of the workload (op c, u, d), keyed by its "
            + "primary key, Debezium's envelope as JSON, committed exactly once.")
    String kafka;

    @Option(names = "--topic", paramLabel = "NAME", description = "With --kafka: every table's records on this topic "
            + "(default: a topic a table, seedgen.DATASET.TABLE).")
    String topic;
}
