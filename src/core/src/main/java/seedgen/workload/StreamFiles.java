package seedgen.workload;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import seedgen.dialect.Dialect;

/**
 * A partition of a workload's stream written out for a load tool (Gatling, k6, JMeter, nGrinder) instead of run: a
 * CSV file per kind of operation, a row per operation with its index, when it is due (milliseconds after the start),
 * the operations it must follow and its values, in the order its statement takes them; and {@code operations.csv},
 * a line per kind with its file, its count and its statement.
 */
public final class StreamFiles {

    private StreamFiles() {
    }

    /** Writes the files into {@code dir} (which exists); answers the operations written. */
    public static long write(Plan plan, Workload.Settings settings, Dialect dialect, Path dir) throws IOException {
        OperationStream stream = Workload.stream(plan, settings);
        Map<Integer, BufferedWriter> files = new HashMap<>();
        long[] counts = new long[plan.kinds().size()];
        long written = 0;
        StringBuilder line = new StringBuilder(256);
        try {
            for (Operation op = stream.next(); op != null; op = stream.next()) {
                if (op.partition() != settings.partition() - 1) {
                    continue;
                }
                OpKind k = op.kind();
                BufferedWriter w = files.get(k.id());
                if (w == null) {
                    w = Files.newBufferedWriter(dir.resolve(fileName(k)), StandardCharsets.UTF_8);
                    files.put(k.id(), w);
                    line.setLength(0);
                    line.append("index,due_ms,after");
                    for (String p : parameters(k)) {
                        line.append(',');
                        seedgen.feed.Feed.csv(line, p);
                    }
                    w.append(line).append('\n');
                }
                line.setLength(0);
                line.append(op.index()).append(',').append(String.format(Locale.ROOT, "%.3f", op.dueNanos() / 1e6))
                        .append(',');
                for (int i = 0; i < op.after().length; i++) {
                    line.append(i > 0 ? " " : "").append(op.after()[i]);
                }
                for (Object v : op.params()) {
                    line.append(',');
                    if (v != null) {
                        seedgen.feed.Feed.csv(line, v.toString());
                    }
                }
                w.append(line).append('\n');
                counts[k.id()]++;
                written++;
            }
        } finally {
            for (BufferedWriter w : files.values()) {
                w.close();
            }
        }
        try (BufferedWriter w = Files.newBufferedWriter(dir.resolve("operations.csv"), StandardCharsets.UTF_8)) {
            w.append("operation,file,count,share,statement\n");
            double sum = plan.kinds().stream().mapToDouble(OpKind::weight).sum();
            for (OpKind k : plan.kinds()) {
                line.setLength(0);
                seedgen.feed.Feed.csv(line, k.name());
                line.append(',').append(counts[k.id()] == 0 ? "" : fileName(k)).append(',').append(counts[k.id()])
                        .append(',').append(String.format(Locale.ROOT, "%.4f", k.weight() / sum)).append(',');
                seedgen.feed.Feed.csv(line, Statements.of(k, dialect, null));
                w.append(line).append('\n');
            }
        }
        return written;
    }

    /** The parameters' names, in the statement's order. */
    static List<String> parameters(OpKind k) {
        return switch (k.action()) {
            case INSERT_ROW, INSERT_PAIR -> k.columns();
            case UPDATE -> java.util.stream.Stream.concat(k.columns().stream(), k.where().stream()).toList();
            default -> k.where();
        };
    }

    static String fileName(OpKind k) {
        return k.name().replaceAll("[^A-Za-z0-9_]+", "_") + ".csv";
    }
}
