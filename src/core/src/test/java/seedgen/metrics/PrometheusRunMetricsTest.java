package seedgen.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import seedgen.dialect.SqlFailure;
import seedgen.dialect.SqlOutcome;

class PrometheusRunMetricsTest {

    private static final Pattern TYPE = Pattern.compile("^# TYPE (\\S+) (\\S+)$", Pattern.MULTILINE);
    private static final Pattern SAMPLE = Pattern.compile("^(seedgen_\\w+)\\{([^}]*)\\} (\\S+)$", Pattern.MULTILINE);
    private static final Pattern LABEL = Pattern.compile("(\\w+)=\"((?:[^\"\\\\]|\\\\.)*)\"");

    private static String scrapeAfterARun() {
        try (PrometheusRunMetrics m = new PrometheusRunMetrics("test-run-1")) {
            m.runStarted(new RunMetrics.RunInfo("users", "insert", 1000));
            m.batchCommitted("users", 600, 20_000_000);
            m.batchCommitted("users", 400, 10_000_000);
            m.batchFailed("users", SqlFailure.of(new SQLException("Deadlock found", "40001", 1213),
                    seedgen.dialect.mysql.MySql.INSTANCE).outcome());
            m.retried("users", SqlOutcome.LOST_CONNECTION);
            m.runEnded(RunMetrics.State.DONE);
            return m.scrape();
        }
    }

    private static Map<String, String> types(String scrape) {
        Map<String, String> types = new TreeMap<>();
        Matcher t = TYPE.matcher(scrape);
        while (t.find()) {
            types.put(t.group(1), t.group(2));
        }
        return types;
    }

    private static double value(String scrape, String name, String labelPart) {
        Matcher s = SAMPLE.matcher(scrape);
        while (s.find()) {
            if (s.group(1).equals(name) && s.group(2).contains(labelPart)) {
                return Double.parseDouble(s.group(3));
            }
        }
        throw new AssertionError("no sample " + name + "{" + labelPart + "} in\n" + scrape);
    }

    @Test
    void seedgenMetricsHaveTheirPrometheusNamesAndTypes() {
        Map<String, String> types = types(scrapeAfterARun());

        assertEquals("counter", types.get("seedgen_rows_written_total"));
        assertEquals("counter", types.get("seedgen_batches_total"));
        assertEquals("counter", types.get("seedgen_batch_failures_total"));
        assertEquals("counter", types.get("seedgen_retries_total"));
        assertEquals("histogram", types.get("seedgen_batch_duration_seconds"));
        assertEquals("gauge", types.get("seedgen_rows_planned"));
        assertEquals("gauge", types.get("seedgen_run_start_time_seconds"));
        assertEquals("gauge", types.get("seedgen_run_state"));
        assertEquals("gauge", types.get("jvm_memory_used_bytes"), "JVM metrics are bound: " + types.keySet());
        for (String name : types.keySet()) {
            assertTrue(name.matches("[a-z_][a-z0-9_]*"), name);
        }
    }

    @Test
    void valuesFollowTheCalls() {
        String scrape = scrapeAfterARun();

        assertEquals(1000, value(scrape, "seedgen_rows_written_total", ""));
        assertEquals(2, value(scrape, "seedgen_batches_total", "outcome=\"committed\""));
        assertEquals(1, value(scrape, "seedgen_batches_total", "outcome=\"failed\""));
        assertEquals(1, value(scrape, "seedgen_batch_failures_total", "reason=\"deadlock\""));
        assertEquals(0, value(scrape, "seedgen_batch_failures_total", "reason=\"lost_connection\""));
        assertEquals(1, value(scrape, "seedgen_retries_total", "reason=\"lost_connection\""));
        assertEquals(2, value(scrape, "seedgen_batch_duration_seconds_count", ""));
        assertEquals(0.030, value(scrape, "seedgen_batch_duration_seconds_sum", ""), 1e-9);
        assertEquals(1000, value(scrape, "seedgen_rows_planned", ""));
        assertEquals(1, value(scrape, "seedgen_run_state", "state=\"done\""));
        assertEquals(0, value(scrape, "seedgen_run_state", "state=\"loading\""));
        double start = value(scrape, "seedgen_run_start_time_seconds", "");
        assertTrue(Math.abs(start - System.currentTimeMillis() / 1000.0) < 60, "epoch seconds: " + start);
    }

    @Test
    void everySeedgenSeriesCarriesTheRunLabelsAndNoOthers() {
        String scrape = scrapeAfterARun();
        Set<String> allowed = Set.of("run_id", "table", "method", "outcome", "reason", "state", "le", "quantile");
        Set<String> seen = new TreeSet<>();
        Matcher s = SAMPLE.matcher(scrape);
        int samples = 0;
        while (s.find()) {
            samples++;
            Map<String, String> labels = new TreeMap<>();
            Matcher l = LABEL.matcher(s.group(2));
            while (l.find()) {
                labels.put(l.group(1), l.group(2));
            }
            seen.addAll(labels.keySet());
            assertEquals("test-run-1", labels.get("run_id"), s.group());
            assertEquals("users", labels.get("table"), s.group());
            assertEquals("insert", labels.get("method"), s.group());
        }
        assertTrue(samples > 20, "expected many seedgen samples, got " + samples);
        assertTrue(allowed.containsAll(seen), "unexpected label names: " + seen);
    }

    @Test
    void meterCallsBeforeTheRunStartsAreIgnoredAndTheMetersRegisterOnce() {
        try (PrometheusRunMetrics m = new PrometheusRunMetrics("r1")) {
            m.batchCommitted("users", 10, 1000);
            assertFalse(m.scrape().contains("seedgen_"), "nothing registered before the run starts");
            m.runStarted(new RunMetrics.RunInfo("users", "insert", 10));
            assertEquals(0, value(m.scrape(), "seedgen_rows_written_total", ""));
            assertThrows(IllegalStateException.class,
                    () -> m.runStarted(new RunMetrics.RunInfo("users", "insert", 10)));
        }
    }

    /** Tables written side by side: their batches arrive interleaved, and each counts under its own table. */
    @Test
    void tablesSideBySideCountTheirInterleavedBatchesEachUnderItsTable() {
        try (PrometheusRunMetrics m = new PrometheusRunMetrics("r5")) {
            m.datasetStarted("sns", "copy", "all");
            m.tablesStarted(List.of(new RunMetrics.RunInfo("users", "copy", 100),
                    new RunMetrics.RunInfo("posts", "copy", 500)));
            m.batchCommitted("posts", 200, 1_000_000);
            m.batchCommitted("users", 100, 1_000_000);
            m.retried("users", SqlOutcome.LOST_CONNECTION);
            m.batchCommitted("posts", 300, 1_000_000);
            m.batchFailed("posts", SqlOutcome.DEADLOCK);
            m.rowsEnded();
            String scrape = m.scrape();
            assertEquals(100, value(scrape, "seedgen_rows_written_total", "table=\"users\""));
            assertEquals(500, value(scrape, "seedgen_rows_written_total", "table=\"posts\""));
            assertEquals(2, value(scrape, "seedgen_batches_total", "outcome=\"committed\",run_id=\"r5\","
                    + "slice=\"all\",table=\"posts\""));
            assertEquals(1, value(scrape, "seedgen_batches_total", "outcome=\"failed\",run_id=\"r5\","
                    + "slice=\"all\",table=\"posts\""));
            assertEquals(1, value(scrape, "seedgen_retries_total", "reason=\"lost_connection\",run_id=\"r5\","
                    + "slice=\"all\",table=\"users\""));
            assertEquals(0, value(scrape, "seedgen_retries_total", "reason=\"lost_connection\",run_id=\"r5\","
                    + "slice=\"all\",table=\"posts\""));
        }
    }

    @Test
    void aDatasetsTablesEachHaveTheirOwnRowsAndBatchesUnderOneRun() {
        try (PrometheusRunMetrics m = new PrometheusRunMetrics("r3")) {
            m.datasetStarted("sns", "load-data", "all");
            m.tableStarted(new RunMetrics.RunInfo("users", "load-data", 100));
            m.batchCommitted("users", 100, 1_000_000);
            m.rowsEnded();
            m.tableStarted(new RunMetrics.RunInfo("posts", "load-data", 500, 200));
            m.batchCommitted("posts", 250, 1_000_000);
            m.retried("posts", SqlOutcome.DEADLOCK);
            String during = m.scrape();
            assertEquals(1, value(during, "seedgen_run_state", "state=\"loading\""));
            m.batchCommitted("posts", 50, 1_000_000);
            m.rowsEnded();
            m.runEnded(RunMetrics.State.DONE);
            String scrape = m.scrape();
            assertEquals(100, value(scrape, "seedgen_rows_written_total", "table=\"users\""));
            assertEquals(300, value(scrape, "seedgen_rows_written_total", "table=\"posts\""));
            assertEquals(100, value(scrape, "seedgen_rows_planned", "table=\"users\""));
            assertEquals(300, value(scrape, "seedgen_rows_planned", "table=\"posts\""));
            assertEquals(2, value(scrape, "seedgen_batches_total", "outcome=\"committed\",run_id=\"r3\",slice=\"all\","
                    + "table=\"posts\""));
            assertEquals(1, value(scrape, "seedgen_retries_total", "reason=\"deadlock\",run_id=\"r3\",slice=\"all\","
                    + "table=\"posts\""));
            assertEquals(0, value(scrape, "seedgen_retries_total", "reason=\"deadlock\",run_id=\"r3\",slice=\"all\","
                    + "table=\"users\""));
            assertEquals(1, value(scrape, "seedgen_run_state", "state=\"done\""));
            Matcher s = SAMPLE.matcher(scrape);
            while (s.find()) {
                assertTrue(s.group(2).contains("dataset=\"sns\"") && s.group(2).contains("method=\"load-data\"")
                        && s.group(2).contains("run_id=\"r3\"") && s.group(2).contains("slice=\"all\""), s.group());
                boolean perTable = !s.group(1).startsWith("seedgen_run_");
                assertEquals(perTable, s.group(2).contains("table=\""), s.group());
            }
            assertThrows(IllegalStateException.class,
                    () -> m.tableStarted(new RunMetrics.RunInfo("posts", "load-data", 500)));
            assertThrows(IllegalStateException.class, () -> m.runStarted(new RunMetrics.RunInfo("x", "insert", 1)));
        }
        try (PrometheusRunMetrics m = new PrometheusRunMetrics("r4")) {
            m.runStarted(new RunMetrics.RunInfo("users", "insert", 10));
            assertThrows(IllegalStateException.class, () -> m.tableStarted(new RunMetrics.RunInfo("t", "insert", 1)));
        }
    }

    @Test
    void aResumePlansOnlyTheRowsItStillHasToWrite() {
        try (PrometheusRunMetrics m = new PrometheusRunMetrics("r2")) {
            m.runStarted(new RunMetrics.RunInfo("users", "insert", 1000, 400));
            assertEquals(600, value(m.scrape(), "seedgen_rows_planned", ""));
        }
    }

    @Test
    void aRunIdThatCouldCarrySomethingElseIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new PrometheusRunMetrics("jdbc:mysql://h/db?password=x"));
        assertThrows(IllegalArgumentException.class, () -> new PrometheusRunMetrics(""));
        assertTrue(Labels.newRunId().matches("\\d{8}-\\d{6}-[0-9a-f]{4}"), Labels.newRunId());
    }

    @Test
    void failuresAreClassifiedIntoAFewWords() {
        assertEquals("deadlock", label(new SQLException("x", "40001", 1213)));
        assertEquals("lock_wait_timeout", label(new SQLException("x", "HY000", 1205)));
        assertEquals("lost_connection", label(new SQLException("x", "08S01", 0)));
        assertEquals("server_error", label(new SQLException("x", "23000", 1062)));
        assertEquals("deadlock",
                label(new RuntimeException(new SQLException("x", "40001", 1213))));
        assertEquals("client_error", label(new IllegalStateException("x")));
    }

    /** Every outcome's label is a series of both counters from the start, at 0: the few words, and no others. */
    @Test
    void everyOutcomesLabelIsRegisteredAtZero() {
        try (PrometheusRunMetrics m = new PrometheusRunMetrics("r6")) {
            m.runStarted(new RunMetrics.RunInfo("users", "insert", 10));
            String scrape = m.scrape();
            Set<String> failures = new TreeSet<>();
            Matcher s = SAMPLE.matcher(scrape);
            while (s.find()) {
                Matcher reason = Pattern.compile("reason=\"([^\"]*)\"").matcher(s.group(2));
                if (s.group(1).equals("seedgen_batch_failures_total") && reason.find()) {
                    failures.add(reason.group(1));
                    assertEquals(0, Double.parseDouble(s.group(3)), s.group());
                }
            }
            assertEquals(new TreeSet<>(List.of("deadlock", "lock_wait_timeout", "lost_connection", "server_error",
                    "client_error")), failures);
            for (SqlOutcome o : SqlOutcome.values()) {
                assertEquals(0, value(scrape, "seedgen_retries_total", "reason=\"" + o.label() + "\""), o::name);
            }
        }
    }

    /** The label of a failure on MySQL: the dialect classifies, the metrics name the class. */
    private static String label(Throwable failure) {
        return SqlFailure.of(failure, seedgen.dialect.mysql.MySql.INSTANCE).label();
    }
}
