package seedgen.metrics;

import seedgen.run.MetricsSpec;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/** The HTTP sides against real sockets: the /metrics endpoint, the Pushgateway push, the plain progress line. */
class EndpointAndPushTest {

    private static HttpResponse<String> get(String url) throws IOException, InterruptedException {
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(url)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void theEndpointServesTheScrapeOnLoopbackAndIsGoneWhenClosed() throws Exception {
        MetricsEndpoint endpoint = MetricsEndpoint.start(MetricsSpec.DEFAULT_HOST, 0, () -> "seedgen_x 1.0\n");
        String url;
        try (endpoint) {
            assertEquals("127.0.0.1", endpoint.address().getAddress().getHostAddress());
            url = endpoint.url();
            HttpResponse<String> r = get(url);
            assertEquals(200, r.statusCode());
            assertEquals("seedgen_x 1.0\n", r.body());
            assertTrue(r.headers().firstValue("Content-Type").orElse("").startsWith("text/plain"));
            assertEquals(404, get(url.replace("/metrics", "/other")).statusCode());
        }
        assertThrows(ConnectException.class, () -> get(url));
    }

    @Test
    void theDefaultSpecBindsTheEndpointToLoopbackOnly() throws Exception {
        MetricsSpec spec = new MetricsSpec(MetricsSpec.DEFAULT_HOST, 0, null, MetricsSpec.DEFAULT_PUSH_INTERVAL,
                Duration.ZERO);
        List<String> info = new CopyOnWriteArrayList<>();
        try (RunTelemetry t = RunTelemetry.open(spec, "r-1", null, info::add)) {
            assertTrue(t.endpoint().address().getAddress().isLoopbackAddress(), t.endpoint().url());
            t.metrics().runStarted(new RunMetrics.RunInfo("users", "insert", 100));
            t.metrics().batchCommitted("users", 100, 5_000_000);
            String body = get(t.endpoint().url()).body();
            assertTrue(body.contains("seedgen_rows_written_total{method=\"insert\",run_id=\"r-1\",table=\"users\",} 100.0"),
                    body);
        }
        assertTrue(info.get(0).startsWith("Metrics at http://127.0.0.1:"), info.toString());
    }

    @Test
    void aPortInUseIsRefusedWithTheAddress() throws Exception {
        try (MetricsEndpoint first = MetricsEndpoint.start("127.0.0.1", 0, () -> "")) {
            int port = first.address().getPort();
            MetricsSpec spec = new MetricsSpec("127.0.0.1", port, null, MetricsSpec.DEFAULT_PUSH_INTERVAL,
                    Duration.ZERO);
            Exception e = assertThrows(java.io.UncheckedIOException.class,
                    () -> RunTelemetry.open(spec, "r", null, s -> { }));
            assertTrue(e.getMessage().contains("127.0.0.1:" + port), e.getMessage());
        }
    }

    @Test
    void theLastValuesArePushedToAGatewayWhenTheLoopCloses() throws Exception {
        List<String> pushes = new CopyOnWriteArrayList<>();
        HttpServer gateway = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        gateway.createContext("/", exchange -> {
            pushes.add(exchange.getRequestMethod() + " " + exchange.getRequestURI() + "\n"
                    + new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
            exchange.sendResponseHeaders(200, -1);
            exchange.close();
        });
        gateway.start();
        try (PrometheusRunMetrics m = new PrometheusRunMetrics("run-7")) {
            m.runStarted(new RunMetrics.RunInfo("users", "load-data", 50));
            URL url = new URL("http://127.0.0.1:" + gateway.getAddress().getPort());
            List<String> warnings = new CopyOnWriteArrayList<>();
            PushLoop loop = new PushLoop(url, m.collectorRegistry(), m.runId(), Duration.ofHours(1), warnings::add);
            m.batchCommitted("users", 50, 1_000_000);
            loop.close();
            assertEquals(List.of(), warnings);
        } finally {
            gateway.stop(0);
        }
        assertEquals(1, pushes.size(), pushes.toString());
        String push = pushes.get(0);
        assertTrue(push.startsWith("PUT /metrics/job/seedgen/instance/run-7\n"), push);
        assertTrue(push.contains("seedgen_rows_written_total"), push);
    }

    @Test
    void anUnreachableGatewayIsSaidOnceAndDoesNotThrow() throws Exception {
        int closedPort;
        try (java.net.ServerSocket s = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            closedPort = s.getLocalPort();
        }
        List<String> warnings = new CopyOnWriteArrayList<>();
        try (PrometheusRunMetrics m = new PrometheusRunMetrics("r")) {
            PushLoop loop = new PushLoop(new URL("http://127.0.0.1:" + closedPort), m.collectorRegistry(), "r",
                    Duration.ofMillis(50), warnings::add);
            Thread.sleep(300);
            loop.close();
        }
        assertEquals(1, warnings.size(), warnings.toString());
        assertTrue(warnings.get(0).contains("127.0.0.1:" + closedPort), warnings.get(0));
    }

    @Test
    void plainProgressLinesAppearEveryIntervalAndStopAtTheEnd() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        Progress p = new Progress(Progress.Mode.LINES, out, Duration.ofMillis(100));
        p.runStarted(new RunMetrics.RunInfo("users", "insert", 1000));
        p.batchCommitted("users", 250, 1);
        Thread.sleep(350);
        p.runEnded(RunMetrics.State.DONE);
        String printed = bytes.toString(StandardCharsets.UTF_8);
        long lines = printed.lines().count();
        assertTrue(lines >= 2, printed);
        assertTrue(printed.lines().allMatch(l -> l.startsWith("seedgen: 250 of 1,000 rows (25.0%), ")), printed);
        Thread.sleep(250);
        assertEquals(lines, bytes.toString(StandardCharsets.UTF_8).lines().count(), "no line after the end");
        assertEquals("seedgen: 500 of 1,000 rows (50.0%), 100 rows/s, ETA 5 s",
                Progress.line(0, 500, 1000, 5_000_000_000L));
        // A resume: 600 rows were committed before; the rate is this run's 200 rows in 4 s.
        assertEquals("seedgen: 800 of 1,000 rows (80.0%), 50 rows/s, ETA 4 s",
                Progress.line(600, 200, 1000, 4_000_000_000L));
    }

    /** Tables side by side: one line for all their rows, whichever table each batch is of. */
    @Test
    void tablesSideBySideShowOneLineForAllTheirRows() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        Progress p = new Progress(Progress.Mode.LINES, out, Duration.ofMillis(100));
        p.tablesStarted(List.of(new RunMetrics.RunInfo("users", "copy", 1000, 200),
                new RunMetrics.RunInfo("posts", "copy", 3000)));
        p.batchCommitted("posts", 500, 1);
        p.batchCommitted("users", 300, 1);
        Thread.sleep(350);
        p.rowsEnded();
        String printed = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(printed.lines().count() >= 2, printed);
        assertTrue(printed.lines().allMatch(l -> l.startsWith("seedgen: 2 tables: 1,000 of 4,000 rows (25.0%), ")),
                printed);
    }

    @Test
    void aResumeCountsTheRowsCommittedBeforeAndLinesStopWhenTheRowsEnd() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        Progress p = new Progress(Progress.Mode.LINES, out, Duration.ofMillis(100));
        p.runStarted(new RunMetrics.RunInfo("users", "insert", 1000, 900));
        p.batchCommitted("users", 50, 1);
        Thread.sleep(350);
        p.rowsEnded(); // e.g. --defer-indexes adding its keys now: no more "rows" lines
        String printed = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(printed.lines().count() >= 2, printed);
        assertTrue(printed.lines().allMatch(l -> l.startsWith("seedgen: 950 of 1,000 rows (95.0%), ")), printed);
        Thread.sleep(250);
        assertEquals(printed, bytes.toString(StandardCharsets.UTF_8), "no line after the rows ended");
        p.runEnded(RunMetrics.State.DONE);
        assertEquals(100, new RunMetrics.RunInfo("users", "insert", 1000, 900).rowsToWrite());
        assertThrows(IllegalArgumentException.class, () -> new RunMetrics.RunInfo("users", "insert", 10, 11));
    }
}
