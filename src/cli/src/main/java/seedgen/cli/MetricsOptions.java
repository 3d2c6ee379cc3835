package seedgen.cli;

import java.net.MalformedURLException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.time.Duration;
import picocli.CommandLine.Option;
import seedgen.error.SeedgenException;
import seedgen.run.MetricsSpec;
import seedgen.runner.Telemetries;

/** --metrics-port, --metrics-host, --pushgateway, --metrics-linger and --progress: turned into a MetricsSpec. */
final class MetricsOptions {

    @Option(names = "--metrics-port", paramLabel = "PORT",
            description = "Serve Prometheus metrics at http://HOST:PORT/metrics during the run (0: any free port).")
    Integer port;

    @Option(names = "--metrics-host", paramLabel = "ADDRESS", defaultValue = MetricsSpec.DEFAULT_HOST,
            description = "Address the metrics endpoint binds to (default ${DEFAULT-VALUE}: this machine only).")
    String host;

    @Option(names = "--pushgateway", paramLabel = "URL",
            description = "Push the metrics to this Prometheus Pushgateway (http://host:9091) every 5 s and at the end.")
    String pushgateway;

    @Option(names = "--metrics-linger", paramLabel = "SECONDS", defaultValue = "0",
            description = "Keep the metrics endpoint up this long after the run, for the last scrape (default 0).")
    int lingerSeconds;

    @Option(names = "--progress", paramLabel = "MODE", defaultValue = "auto",
            description = "auto (a bar on a terminal, else a line every 5 s), bar, plain or none (default auto).")
    String progress;

    MetricsSpec toSpec() {
        if (port != null && (port < 0 || port > 65535)) {
            throw SeedgenException.badInput("--metrics-port " + port + " is not a port: give 1 to 65535, or 0 for "
                    + "any free port");
        }
        if (lingerSeconds < 0 || lingerSeconds > 3600) {
            throw SeedgenException.badInput("--metrics-linger " + lingerSeconds + " is out of range: give 0 to "
                    + "3600 seconds");
        }
        if (lingerSeconds > 0 && port == null) {
            throw SeedgenException.badInput("--metrics-linger keeps the /metrics endpoint up: add --metrics-port");
        }
        if (host.isBlank()) {
            throw SeedgenException.badInput("--metrics-host is empty: give an address such as 127.0.0.1");
        }
        Telemetries.progressMode(progress);
        return new MetricsSpec(host.strip(), port, pushgatewayUrl(), MetricsSpec.DEFAULT_PUSH_INTERVAL,
                Duration.ofSeconds(lingerSeconds));
    }

    private URL pushgatewayUrl() {
        if (pushgateway == null) {
            return null;
        }
        try {
            URI uri = new URI(pushgateway);
            if (!("http".equals(uri.getScheme()) || "https".equals(uri.getScheme())) || uri.getHost() == null) {
                throw SeedgenException.badInput("--pushgateway needs an http:// or https:// URL with a host, e.g. "
                        + "http://127.0.0.1:9091");
            }
            if (uri.getUserInfo() != null) {
                throw SeedgenException.badInput("--pushgateway: credentials in the URL are refused (they would "
                        + "show in ps and in logs); give the URL without user:password@");
            }
            return uri.toURL();
        } catch (URISyntaxException | MalformedURLException | IllegalArgumentException e) {
            throw SeedgenException.badInput("--pushgateway is not a URL: give one like http://127.0.0.1:9091");
        }
    }

    boolean given() {
        return port != null || pushgateway != null || lingerSeconds != 0;
    }
}
