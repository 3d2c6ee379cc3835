package seedgen.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import seedgen.error.SeedgenException;
import seedgen.load.LoadResult;

/** The summary as JSON (--report FILE), written whole or not at all. */
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

    public static void write(LoadResult result, Path file) throws IOException {
        writeWhole(result, file);
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

    /** The report with a "tuning" member: whether --tune was on, and each setting before, during and after. */
    public static void write(LoadResult result, seedgen.tune.TuningReport tuning, Path file) throws IOException {
        com.fasterxml.jackson.databind.node.ObjectNode tree = MAPPER.valueToTree(result);
        tree.set("tuning", MAPPER.valueToTree(tuning));
        writeWhole(tree, file);
    }

    /**
     * A dataset run's report: its name and seed, then the run (status, target, method, per table the rows planned,
     * written and already there, the rows a table held before an --append run, seconds and statements, the orphan
     * count per foreign key, the keys added after
     * the rows, the error if any, and the tuning as for users).
     */
    public static void writeDataset(String dataset, long seed, Object result, seedgen.tune.TuningReport tuning,
            Path file) throws IOException {
        writeDataset(dataset, seed, result, tuning, file, null);
    }

    /**
     * As above, for a slice of the dataset ({@code slice}: its label, and per table the rows written, the whole
     * table's rows and which they are).
     */
    public static void writeDataset(String dataset, long seed, Object result, seedgen.tune.TuningReport tuning,
            Path file, Object slice) throws IOException {
        com.fasterxml.jackson.databind.node.ObjectNode tree = MAPPER.createObjectNode();
        tree.put("dataset", dataset);
        tree.put("seed", seed);
        if (slice != null) {
            tree.set("slice", MAPPER.valueToTree(slice));
        }
        tree.setAll((com.fasterxml.jackson.databind.node.ObjectNode) MAPPER.valueToTree(result));
        tree.set("tuning", MAPPER.valueToTree(tuning));
        writeWhole(tree, file);
    }

    public static String toJson(LoadResult result) throws IOException {
        return MAPPER.writeValueAsString(result);
    }
}
