package seedgen.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import seedgen.dialect.SqlOutcome;
import seedgen.metrics.PrometheusRunMetrics;
import seedgen.metrics.RunMetrics;
import seedgen.report.JsonReport;
import seedgen.report.Summary;
import seedgen.tune.TuningReport;

/**
 * A retried outcome is one word wherever it is shown: the JSON report's {@code retries} member, the summary's
 * {@code retries} line and the Prometheus {@code reason} label (a lost connection was {@code lost_connection} in the
 * first two and {@code connection_lost} in the third). Each retry goes through the run's own wiring: the retry counts
 * tell the metrics, as a load wires them.
 */
class OneLabelPerOutcomeTest {

    private static final Pattern RETRIES = Pattern.compile(
            "^seedgen_retries_total\\{[^}]*reason=\"([^\"]+)\"[^}]*\\} (\\S+)$", Pattern.MULTILINE);

    @TempDir
    Path dir;

    @Test
    void eachRetriedOutcomeIsOneWordInTheReportTheSummaryAndTheMetrics() throws Exception {
        List<String> words = new ArrayList<>();
        for (SqlOutcome outcome : SqlOutcome.values()) {
            if (!outcome.retried()) {
                continue;
            }
            try (PrometheusRunMetrics metrics = new PrometheusRunMetrics("one-label")) {
                metrics.runStarted(new RunMetrics.RunInfo("users", "insert", 10));
                RetryCounts counts = new RetryCounts(metrics::retried);
                counts.add("users", outcome);
                RunResult result = result(counts.snapshot());

                String reported = reportedRetry(result, outcome);
                assertEquals(List.of(reported), metricRetries(metrics.scrape()), outcome::name);
                assertTrue(summary(result).contains("transient faults (" + reported.replace('_', ' ') + " 1)"),
                        () -> outcome + ": " + summary(result));
                assertEquals(outcome.label(), reported);
                words.add(reported);
            }
        }
        assertEquals(List.of("deadlock", "lock_wait_timeout", "deadlock", "lost_connection"), words);
    }

    /** The one member of the report's retries at 1 (every other at 0). */
    private String reportedRetry(RunResult result, SqlOutcome outcome) throws Exception {
        Path file = dir.resolve(outcome + ".json");
        JsonReport.write(result, 1, TuningReport.off(), file, null);
        JsonNode retries = new ObjectMapper().readTree(file.toFile()).get("retries");
        List<String> one = new ArrayList<>();
        retries.fields().forEachRemaining(f -> {
            if (f.getValue().asLong() == 1) {
                one.add(f.getKey());
            } else {
                assertEquals(0, f.getValue().asLong(), f.getKey());
            }
        });
        assertEquals(1, one.size(), retries::toString);
        return one.get(0);
    }

    /** The reasons whose seedgen_retries_total is 1 (every other is 0). */
    private static List<String> metricRetries(String scrape) {
        List<String> at1 = new ArrayList<>();
        Matcher m = RETRIES.matcher(scrape);
        while (m.find()) {
            double v = Double.parseDouble(m.group(2));
            if (v == 1) {
                at1.add(m.group(1));
            } else {
                assertEquals(0, v, m.group());
            }
        }
        return at1;
    }

    private static String summary(RunResult result) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Summary.print(result, 1, TuningReport.off(), List.of(), List.of(), new PrintStream(bytes, true,
                StandardCharsets.UTF_8));
        return bytes.toString(StandardCharsets.UTF_8);
    }

    private static RunResult result(Map<String, Long> retries) {
        return new RunResult(RunResult.Status.DONE, "users", "shop", "loader@db.example:3306/shop", null, "insert",
                false, List.of(new RunResult.TableResult("users", "created", 10, 10, 0, 1.0, 1, 0, 1, 10, true)),
                Map.of(), 1.0, null, RunResult.KeysAdded.NONE, 10, List.of(), new BatchLatency(1, 1, 1, 1, 1), 1, 1,
                1, 10, List.of(), retries, List.of(), List.of());
    }
}
