package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.ConnectException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** A real load with --metrics-port: /metrics answers on 127.0.0.1 during the run with seedgen and pool series. */
class MetricsIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(MetricsIT.class);

    private static final Pattern ROWS = Pattern.compile("^seedgen_rows_written_total\\{[^}]*\\} (\\S+)$",
            Pattern.MULTILINE);

    @TempDir
    Path dir;

    private static int freePort() throws Exception {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    private static String scrape(HttpClient http, int port) throws Exception {
        try {
            HttpResponse<String> r = http.send(HttpRequest.newBuilder(
                    URI.create("http://127.0.0.1:" + port + "/metrics")).build(), HttpResponse.BodyHandlers.ofString());
            return r.statusCode() == 200 ? r.body() : null;
        } catch (ConnectException notYet) {
            return null;
        } catch (java.io.IOException closing) {
            return null; // a scrape the endpoint's close cut short as the run ended: not a scrape
        }
    }

    @Test
    void metricsAreServedOnLoopbackDuringTheRunWithoutSecrets() throws Exception {
        int port = freePort();
        CompletableFuture<CliRun> run = CompletableFuture.supplyAsync(() -> db.seedgen(dir, db.name(),
                "--rows", "60000", "--batch", "200", "--threads", "3", "--table", "metered",
                "--metrics-port", Integer.toString(port), "--metrics-linger", "2"));
        HttpClient http = HttpClient.newHttpClient();
        List<Double> rowsSeen = new ArrayList<>();
        String last = null;
        while (!run.isDone()) {
            String body = scrape(http, port);
            if (body != null) {
                Matcher m = ROWS.matcher(body);
                if (m.find()) {
                    rowsSeen.add(Double.parseDouble(m.group(1)));
                    last = body;
                }
            }
            Thread.sleep(50);
        }
        CliRun done = run.get(1, TimeUnit.MINUTES).assertExit(0);
        String text = last;
        assertTrue(text != null, () -> "never scraped seedgen_rows_written_total\n" + done.describe());
        assertTrue(rowsSeen.get(rowsSeen.size() - 1) == 60000.0, () -> "rows seen: " + rowsSeen);
        assertTrue(text.contains("hikaricp_connections_acquire_seconds_count{"), text);
        assertTrue(text.contains("hikaricp_connections_pending{"), text);
        assertTrue(text.contains("seedgen_run_state{method=\"insert\",run_id=\""), text);
        assertTrue(text.contains("jvm_memory_used_bytes{"), text);
        assertTrue(text.contains("table=\"metered\""), text);
        assertFalse(text.contains(TestServer.IT_PASSWORD), "the password must never be a label");
        assertFalse(text.contains("jdbc:"), "no URL in the metrics");
        assertFalse(text.contains(db.server().host() + ":" + db.server().port()), "no server address in the metrics");
        assertTrue(done.err().contains("Metrics at http://127.0.0.1:" + port + "/metrics"), done::describe);
        assertTrue(scrape(http, port) == null, "the endpoint is closed after the run");
        db.assertNoConnectionLeft();
    }

    @Test
    void aSignalDuringTheLingerEndsItWithTheContractsExitCode() throws Exception {
        int port = freePort();
        Process p = Faults.startJvm(db, dir, "linger", db.name(), "--rows", "2000", "--table", "lingered",
                "--progress", "none", "--metrics-port", Integer.toString(port), "--metrics-linger", "600");
        HttpClient http = HttpClient.newHttpClient();
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
            while (!Faults.output(dir, "linger").contains("seedgen: done: 2,000 of 2,000 rows")) {
                assertTrue(p.isAlive() && System.nanoTime() < deadline, () -> Faults.output(dir, "linger"));
                Thread.sleep(50);
            }
            assertTrue(scrape(http, port) != null, "the endpoint must stay up while lingering");
            p.destroy(); // SIGTERM
            assertTrue(p.waitFor(30, TimeUnit.SECONDS), "the linger must end on SIGTERM, not after 600 s");
        } finally {
            p.destroyForcibly();
        }
        org.junit.jupiter.api.Assertions.assertEquals(130, p.exitValue(), Faults.output(dir, "linger"));
        assertTrue(scrape(http, port) == null, "the endpoint must be closed");
        org.junit.jupiter.api.Assertions.assertEquals(2000, db.count(db.name(), "lingered"));
    }

    /**
     * The tables of a dataset loaded side by side (the default): each table's rows under one run_id, and the one pool
     * they share under its plain name, no pool a table.
     */
    @Test
    void aDatasetsTablesEachHaveTheirRowsAndShareOnePoolUnderOneRunId() throws Exception {
        String body = scrapeDataset("side", db.name("side"));
        assertTrue(body.contains("pool=\"seedgen-pool\""), body);
        assertFalse(body.contains("pool=\"seedgen-pool-"), "one pool for the tables side by side\n" + body);
    }

    /** With --keys-first the tables load one after the other, each with its own pool and its pool's own series. */
    @Test
    void aDatasetsTablesLoadedOneAfterTheOtherEachHaveTheirOwnPool() throws Exception {
        String body = scrapeDataset("first", db.name("first"), "--keys-first");
        for (String table : SNS) {
            // a pool a table, each with its own series: the second pool's gauges are not the first's
            assertTrue(body.contains("pool=\"seedgen-pool-" + table + "\""), table + "\n" + body);
        }
    }

    private static final List<String> SNS = List.of("users", "posts", "likes", "bookmarks", "follows");

    /**
     * Loads sns into {@code database} with metrics lingering, scrapes the endpoint once the run is done, ends the
     * linger by SIGTERM and checks what every dataset run's series must say: each table's rows written as counted in
     * the table, one run_id for all, the state done. Returns the scraped page.
     */
    private String scrapeDataset(String name, String database, String... extra) throws Exception {
        int port = freePort();
        List<String> args = new java.util.ArrayList<>(List.of("--dataset", "sns", "--rows", "300", "--threads", "2",
                "--progress", "none", "--metrics-port", Integer.toString(port), "--metrics-linger", "600"));
        args.addAll(List.of(extra));
        Process p = Faults.startJvm(db, dir, name, database, args.toArray(String[]::new));
        HttpClient http = HttpClient.newHttpClient();
        String body;
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
            while (!Faults.output(dir, name).contains("seedgen: done: ")) {
                assertTrue(p.isAlive() && System.nanoTime() < deadline, () -> Faults.output(dir, name));
                Thread.sleep(50);
            }
            body = scrape(http, port);
            p.destroy();
            assertTrue(p.waitFor(30, TimeUnit.SECONDS), "the linger must end on SIGTERM");
        } finally {
            p.destroyForcibly();
        }
        assertTrue(body != null, "the endpoint must answer while lingering");
        String runId = null;
        for (String table : SNS) {
            Matcher m = Pattern.compile("^seedgen_rows_written_total\\{dataset=\"sns\",method=\"([^\"]+)\",run_id=\""
                    + "([^\"]+)\",slice=\"all\",table=\"" + table + "\",\\} (\\S+)$", Pattern.MULTILINE).matcher(body);
            assertTrue(m.find(), table + "\n" + body);
            org.junit.jupiter.api.Assertions.assertEquals((double) db.count(database, table),
                    Double.parseDouble(m.group(3)), table);
            assertTrue(runId == null || runId.equals(m.group(2)), "one run_id for every table");
            runId = m.group(2);
        }
        assertTrue(db.count(database, "likes") > 0, "the dataset wrote children");
        assertTrue(body.contains("seedgen_run_state{dataset=\"sns\",method="), body);
        assertTrue(Pattern.compile("^seedgen_run_state\\{[^}]*state=\"done\",\\} 1\\.0$", Pattern.MULTILINE)
                .matcher(body).find(), body);
        org.junit.jupiter.api.Assertions.assertEquals(130, p.exitValue(), Faults.output(dir, name));
        db.assertNoConnectionLeft();
        return body;
    }
}
