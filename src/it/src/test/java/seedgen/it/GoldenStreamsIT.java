package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Same seed, same output, for what a run writes besides a dataset's rows, pinned beside {@link GoldenIT}'s rows before
 * the commands are rebuilt as requests one runner executes: the files {@code workload --out} writes (sns with MariaDB's
 * and with PostgreSQL's statements, a partition of chat's Poisson stream), the files {@code feed} writes (a sample, a
 * range as JSON, rows chosen by --where, pairs --absent, chosen columns), fingerprinted in golden/streams.txt with
 * GoldenIT's data version and way to re-pin; and the JSON report of a load (--report), pinned word for word in
 * golden/report-sns.json with what legitimately varies normalised: every time ({@code seconds}, the latencies, rows a
 * second), the target, the database's name and the server's version. A report that differs is written to
 * target/it/golden-report-sns.json to diff against, or to copy over the pin when the change is meant.
 */
class GoldenStreamsIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(GoldenStreamsIT.class);

    @TempDir
    Path dir;

    static final Path PINS = Path.of("src/it/src/test/resources/golden/streams.txt");
    static final Path REPORT = Path.of("src/it/src/test/resources/golden/report-sns.json");
    static final Path REPORT_NOW = Path.of("target/it/golden-report-sns.json");

    private static final String[] SNS = {"--dataset", "sns", "--rows", "150", "--seed", "7"};
    private static final String[] CHAT = {"--dataset", "chat", "--rows", "60", "--seed", "3"};

    @Test
    void theWorkloadsStreamsHoldThePinnedBytes() throws Exception {
        Map<String, String> actual = new TreeMap<>();
        stream(actual, "sns-mariadb", with(SNS, "--operations", "2000", "--rate", "1000"));
        stream(actual, "sns-postgresql", with(SNS, "--operations", "2000", "--rate", "1000", "--dialect",
                "postgresql"));
        stream(actual, "chat-poisson-2of3", with(CHAT, "--operations", "1500", "--rate", "poisson:500",
                "--partition", "2/3"));
        GoldenIT.compare(PINS, "workload", c -> true, actual);
    }

    /** One stream written to a new folder: every file's fingerprint, keyed "CASE FILE". */
    private void stream(Map<String, String> actual, String name, String... args) throws Exception {
        Path out = written("workload", name, args);
        try (Stream<Path> files = Files.list(out)) {
            List<Path> written = files.sorted().toList();
            assertTrue(written.size() > 3, name + ": " + written);
            for (Path f : written) {
                actual.put(name + " " + f.getFileName(), GoldenIT.hash(Files.readAllBytes(f)));
            }
        }
    }

    @Test
    void theFeedsHoldThePinnedBytes() throws Exception {
        Map<String, String> actual = new TreeMap<>();
        feed(actual, "posts-sample.csv", with(SNS, "--table", "posts", "--count", "50"));
        feed(actual, "users-range.json", with(SNS, "--table", "users", "--range", "10..40", "--format", "json"));
        feed(actual, "users-where.csv", with(SNS, "--table", "users", "--where", "posts.user_id:5..20", "--count",
                "10"));
        feed(actual, "likes-absent.csv", with(SNS, "--table", "likes", "--absent", "--count", "30"));
        feed(actual, "messages-columns.csv", with(CHAT, "--table", "messages", "--count", "40", "--columns",
                "id,room_id"));
        GoldenIT.compare(PINS, "feed", c -> true, actual);
    }

    private void feed(Map<String, String> actual, String file, String... args) throws Exception {
        Path out = written("feed", file, args);
        byte[] bytes = Files.readAllBytes(out);
        assertTrue(bytes.length > 100, file + ": " + new String(bytes, StandardCharsets.UTF_8));
        actual.put(file + " " + file, GoldenIT.hash(bytes));
    }

    /** Runs {@code command} with {@code args} and --out {@code name} in the test's folder; where it wrote. */
    private Path written(String command, String name, String... args) {
        Path out = dir.resolve(name);
        List<String> all = new ArrayList<>(List.of(command));
        all.addAll(List.of(args));
        all.addAll(List.of("--out", out.toString()));
        CliRun.of(Map.of(), dir, all.toArray(String[]::new)).assertExit(0);
        return out;
    }

    /**
     * A load of sns by INSERT (2 threads, 500 rows a batch: the same statements on any server) with --report: the
     * report's fields, their order and every value that does not vary with the machine.
     */
    @Test
    void aLoadsReportHoldsThePinnedJson() throws Exception {
        String database = db.name("report");
        Path report = dir.resolve("report.json");
        db.seedgen(dir, database, with(SNS, "--method", "insert", "--threads", "2", "--batch", "500", "--report",
                report.toString())).assertExit(0);
        ObjectMapper json = new ObjectMapper();
        JsonNode tree = json.readTree(report.toFile());
        normalise(tree, database);
        String now = json.writerWithDefaultPrettyPrinter().writeValueAsString(tree) + "\n";
        String pinned = Files.exists(REPORT) ? Files.readString(REPORT) : "";
        if (!now.equals(pinned)) {
            Files.createDirectories(REPORT_NOW.getParent());
            Files.writeString(REPORT_NOW, now);
        }
        assertEquals(pinned, now, () -> "the report differs from " + REPORT + "; what this run wrote is in "
                + REPORT_NOW + ": diff them, and copy it over the pin if the change is meant");
    }

    /** Replaces what varies with the machine, the server or the test's database by a word, in place. */
    static void normalise(JsonNode node, String database) {
        if (node instanceof ObjectNode o) {
            List<String> names = new ArrayList<>();
            o.properties().forEach(e -> names.add(e.getKey()));
            for (String name : names) {
                JsonNode v = o.get(name);
                if (v.isNumber() && (name.equals("seconds") || name.equals("rowsPerSecond") || name.endsWith("Ms"))) {
                    o.put(name, "TIME");
                } else if (name.equals("target")) {
                    o.put(name, "TARGET");
                } else if (name.equals("serverVersion")) {
                    o.put(name, "VERSION");
                } else if (v.isTextual()) {
                    o.put(name, v.asText().replace(database, "DATABASE"));
                } else {
                    normalise(v, database);
                }
            }
        } else if (node instanceof ArrayNode a) {
            for (int i = 0; i < a.size(); i++) {
                JsonNode v = a.get(i);
                if (v.isTextual()) {
                    a.set(i, a.textNode(v.asText().replace(database, "DATABASE")));
                } else {
                    normalise(v, database);
                }
            }
        }
    }

    private static String[] with(String[] base, String... more) {
        List<String> all = new ArrayList<>(List.of(base));
        all.addAll(List.of(more));
        return all.toArray(String[]::new);
    }
}
