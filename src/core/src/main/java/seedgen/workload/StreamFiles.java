package seedgen.workload;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
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
        Files sink = new Files(dir, plan.kinds().size());
        try {
            Pacing.run(Workload.stream(plan, settings), settings.partition(), sink, new AtomicBoolean(), x -> { });
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new java.io.InterruptedIOException("stopped while writing the stream");
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        long[] counts = sink.counts;
        StringBuilder line = new StringBuilder(256);
        try (BufferedWriter w = java.nio.file.Files.newBufferedWriter(dir.resolve("operations.csv"),
                StandardCharsets.UTF_8)) {
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
        return sink.written;
    }

    /** The sink: a CSV file per kind, opened at its first operation; every operation written as it comes. */
    private static final class Files implements OperationSink {
        private final Path dir;
        private final Map<Integer, BufferedWriter> files = new HashMap<>();
        private final long[] counts;
        private final StringBuilder line = new StringBuilder(256);
        private long written;

        Files(Path dir, int kinds) {
            this.dir = dir;
            this.counts = new long[kinds];
        }

        @Override
        public BitSet done() {
            return new BitSet();
        }

        @Override
        public boolean paced() {
            return false;
        }

        @Override
        public void already(Operation op) {
            throw new IllegalStateException("a stream written to files is written whole");
        }

        @Override
        public void accept(Operation op, long dueNanos) {
            try {
                write(op);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        private void write(Operation op) throws IOException {
            OpKind k = op.kind();
            BufferedWriter w = files.get(k.id());
            if (w == null) {
                w = java.nio.file.Files.newBufferedWriter(dir.resolve(fileName(k)), StandardCharsets.UTF_8);
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

        @Override
        public void finish(boolean stopped) {
            IOException first = null;
            for (BufferedWriter w : files.values()) {
                try {
                    w.close();
                } catch (IOException e) {
                    first = first == null ? e : first;
                }
            }
            if (first != null) {
                throw new UncheckedIOException(first);
            }
        }
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
