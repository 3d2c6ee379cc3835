package seedgen.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import seedgen.model.Dataset;
import seedgen.spec.DatasetCompiler;
import seedgen.spec.Spec;
import seedgen.spec.SpecReader;

/**
 * Same seed, same stream, across versions: the first operations of each built-in dataset's workload (their index,
 * kind, due time, part, values, the operations each follows, and the rows each changes) are fingerprinted and compared
 * with golden/stream-pins.txt. A change that moves one operation's value or time (a refactor, a dependency, the rule
 * a stream keeps) fails here; a deliberate one replaces the pins (the failure prints the lines to paste) and says so in
 * docs/changelog.md, as for the load's rows.
 */
class StreamPinsTest {

    static final Path PINS = Path.of("src/core/src/test/resources/golden/stream-pins.txt");
    static final int OPERATIONS = 3_000;

    private static Spec spec(String name) {
        try (InputStream in = StreamPinsTest.class.getResourceAsStream("/seedgen/datasets/" + name + ".yaml")) {
            return SpecReader.read(name + ".yaml", new String(in.readAllBytes(), StandardCharsets.UTF_8), Map.of());
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** The fingerprint of the first {@link #OPERATIONS} operations of part {@code part} of {@code parts}. */
    static String fingerprint(String dataset, long seed, long rows, String rate, int part, int parts) throws Exception {
        Spec spec = spec(dataset);
        Dataset data = DatasetCompiler.compile(spec, seed, rows);
        OperationStream s = Workload.stream(Plan.of(spec, data, null), new Workload.Settings(seed, Rate.parse(rate),
                Duration.ofSeconds(60), OPERATIONS, part, parts, 1, Workload.DEFAULT_CLOCK));
        MessageDigest sha = MessageDigest.getInstance("SHA-256");
        int n = 0;
        for (Operation op = s.next(); op != null; op = s.next()) {
            StringBuilder line = new StringBuilder().append(op.index()).append('|').append(op.kind().name()).append('|')
                    .append(op.dueNanos()).append('|').append(op.partition()).append('|');
            for (Object p : op.params()) {
                line.append(p instanceof byte[] b ? HexFormat.of().formatHex(b) : String.valueOf(p)).append(',');
            }
            line.append('|').append(java.util.Arrays.toString(op.after())).append('|').append(op.rowsDelta())
                    .append('\n');
            sha.update(line.toString().getBytes(StandardCharsets.UTF_8));
            n++;
        }
        return n + " " + HexFormat.of().formatHex(sha.digest()).substring(0, 24);
    }

    @Test
    void theFirstOperationsOfEachDatasetsStreamAreAsPinned() throws Exception {
        Map<String, String> now = new LinkedHashMap<>();
        for (String dataset : List.of("sns", "chat")) {
            for (long seed : new long[] {5, 7}) {
                now.put(dataset + " seed " + seed + " rows 2000 rate 500",
                        fingerprint(dataset, seed, 2000, "500", 1, 1));
            }
            now.put(dataset + " seed 5 rows 2000 rate poisson:500", fingerprint(dataset, 5, 2000, "poisson:500", 1, 1));
            now.put(dataset + " seed 5 rows 2000 rate 500 part 2/3", fingerprint(dataset, 5, 2000, "500", 2, 3));
        }
        Map<String, String> pinned = new LinkedHashMap<>();
        for (String line : Files.readAllLines(PINS, StandardCharsets.UTF_8)) {
            if (!line.isBlank() && !line.startsWith("#")) {
                int eq = line.indexOf(" = ");
                pinned.put(line.substring(0, eq), line.substring(eq + 3));
            }
        }
        List<String> paste = new ArrayList<>();
        now.forEach((k, v) -> paste.add(k + " = " + v));
        assertEquals(pinned, now, () -> "the stream moved; if on purpose, replace the pins in " + PINS + " with:\n"
                + String.join("\n", paste));
        assertTrue(now.values().stream().allMatch(v -> v.startsWith(OPERATIONS + " ")), () -> "each pin covers "
                + OPERATIONS + " operations: " + now);
    }
}
