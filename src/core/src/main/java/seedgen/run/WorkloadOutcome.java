package seedgen.run;

import java.nio.file.Path;
import java.util.Map;

/**
 * What a workload did: how it ended, the operations done and failed (a failed one counted by its cause in
 * {@code errors}), in how many seconds, each kind's done ({@code byOperation}, by the operation's name), each table's
 * rows before and after; or, for a stream written to files, the operations written and the directory ({@code out});
 * or, for a stream sent to Kafka, its records by Debezium's op ({@code c}, {@code u}, {@code d}) in
 * {@code byOperation}.
 */
public record WorkloadOutcome(Ending ending, long operations, long failed, double seconds,
        Map<String, Long> byOperation, Map<String, Long> errors, Map<String, Long> rowsBefore,
        Map<String, Long> rowsAfter, Path out) implements Outcome {
}
