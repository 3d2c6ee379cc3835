package seedgen.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import seedgen.error.SeedgenException;
import seedgen.load.RunResult;

/** The summary as JSON (--report FILE), the same for every dataset, written whole or not at all. */
public final class JsonReport {

    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private JsonReport() {
    }

    /** Fails early, before any work, when the report could not be written later. */
    public static void checkWritable(Path file) {
        Path dir = file.toAbsolutePath().getParent();
        if (dir == null || !Files.isDirectory(dir) || !Files.isWritable(dir)) {
            throw SeedgenException.badInput("--report " + file + ": folder " + dir
                    + " does not exist or is not writable: create it or choose another path");
        }
        if (Files.isDirectory(file)) {
            throw SeedgenException.badInput("--report " + file + " is a folder: give a file name");
        }
    }

    /**
     * A run's report: the dataset, seed and status; the rows planned, written, already committed (a resume) and the
     * rate; the batches' size, latency percentiles and statements, the connections and threads, the retries by
     * reason, the phases; per table what was found and done, its rows and time; the keys added after the rows and the
     * orphan count per foreign key; the logins; the error if any; the tuning, each setting before, during and after;
     * for a slice of a dataset ({@code slice}, else null) which rows of each table it holds.
     */
    public static void write(RunResult result, long seed, seedgen.tune.TuningReport tuning, Path file, Object slice)
            throws IOException {
        ObjectNode tree = MAPPER.createObjectNode();
        tree.put("dataset", result.dataset());
        tree.put("seed", seed);
        if (slice != null) {
            tree.set("slice", MAPPER.valueToTree(slice));
        }
        tree.put("status", result.status().name());
        tree.put("rowsWritten", result.rowsWritten());
        tree.put("rowsAlreadyCommitted", result.rowsAlreadyCommitted());
        tree.put("rowsPerSecond", result.rowsPerSecond());
        tree.put("retriesTotal", result.retriesTotal());
        tree.put("resumed", result.resumed());
        ObjectNode fields = MAPPER.valueToTree(result);
        fields.remove("dataset");
        fields.remove("status");
        tree.setAll(fields);
        tree.set("tuning", MAPPER.valueToTree(tuning));
        writeWhole(tree, file);
    }

    /** {@code value} as JSON in {@code file}, through a temporary file renamed over it: whole or not at all. */
    private static void writeWhole(Object value, Path file) throws IOException {
        Path target = file.toAbsolutePath();
        Path tmp = Files.createTempFile(target.getParent(), ".seedgen-report", ".tmp");
        try {
            MAPPER.writeValue(tmp.toFile(), value);
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}
