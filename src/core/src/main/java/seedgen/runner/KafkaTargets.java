package seedgen.runner;

import seedgen.error.SeedgenException;

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

    /** {@code --topic} as Kafka allows a topic's name, or null; refused (exit 2) otherwise. */
    static String topic(String given) {
        if (given != null && !given.matches("[a-zA-Z0-9._-]{1,249}")) {
            throw SeedgenException.badInput("--topic " + given + ": a Kafka topic's name is at most 249 of "
                    + "a-z, A-Z, 0-9, '.', '_' and '-'");
        }
        return given;
    }
}
