package seedgen.metrics;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.prometheus.client.exporter.common.TextFormat;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * GET /metrics in the Prometheus text format, served by the JDK's HttpServer on one named daemon thread.
 * Bound to the address it is given (127.0.0.1 unless --metrics-host says otherwise); closed at the end.
 */
public final class MetricsEndpoint implements AutoCloseable {

    private final HttpServer server;
    private final ExecutorService executor;

    private MetricsEndpoint(HttpServer server, ExecutorService executor) {
        this.server = server;
        this.executor = executor;
    }

    /** Starts serving {@code scrape} at http://host:port/metrics; port 0 picks a free one. */
    public static MetricsEndpoint start(String host, int port, Supplier<String> scrape) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(host, port), 8);
        ExecutorService executor = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "seedgen-metrics-http");
            t.setDaemon(true);
            return t;
        });
        server.setExecutor(executor);
        server.createContext("/metrics", exchange -> serve(exchange, scrape));
        server.createContext("/", exchange -> {
            exchange.sendResponseHeaders(404, -1);
            exchange.close();
        });
        server.start();
        return new MetricsEndpoint(server, executor);
    }

    private static void serve(HttpExchange exchange, Supplier<String> scrape) throws IOException {
        try (exchange) {
            if (!"GET".equals(exchange.getRequestMethod()) && !"HEAD".equals(exchange.getRequestMethod())) {
                exchange.sendResponseHeaders(405, -1);
                return;
            }
            byte[] body = scrape.get().getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", TextFormat.CONTENT_TYPE_004);
            boolean head = "HEAD".equals(exchange.getRequestMethod());
            exchange.sendResponseHeaders(200, head ? -1 : body.length);
            if (!head) {
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(body);
                }
            }
        }
    }

    /** The address actually bound (the port is the real one when 0 was asked for). */
    public InetSocketAddress address() {
        return server.getAddress();
    }

    public String url() {
        InetSocketAddress a = address();
        String host = a.getAddress().getHostAddress();
        return "http://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + a.getPort() + "/metrics";
    }

    @Override
    public void close() {
        // a scrape being answered is finished first: the one thread serves in order, so a task queued behind it
        // runs once it is written (stopping at once cut a body after its headers)
        try {
            executor.submit(() -> { }).get(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
            // a scrape stuck on a slow client: closed under it below
        }
        server.stop(0);
        executor.shutdown();
        try {
            executor.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
