package seedgen.cli;

import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.time.Duration;
import java.util.Locale;
import picocli.CommandLine.Option;
import seedgen.run.Environment;
import seedgen.error.SeedgenException;
import seedgen.metrics.Labels;
import seedgen.metrics.MetricsSpec;
import seedgen.metrics.Progress;
import seedgen.metrics.RunTelemetry;

/** --metrics-port, --metrics-host, --pushgateway, --metrics-linger and --progress: turned into a MetricsSpec. */
final class MetricsOptions {

    /** How often the plain progress line is printed when the output is not a terminal. */
    static final Duration PLAIN_PROGRESS_EVERY = Duration.ofSeconds(5);

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
        progressMode();
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

    /** BAR, LINES, or null for none. */
    private Progress.Mode progressMode() {
        return switch (progress.toLowerCase(Locale.ROOT)) {
            case "auto" -> null;
            case "bar" -> Progress.Mode.BAR;
            case "plain" -> Progress.Mode.LINES;
            case "none" -> null;
            default -> throw SeedgenException.badInput("--progress " + progress + " is not a mode: give auto, bar, "
                    + "plain or none");
        };
    }

    boolean given() {
        return port != null || pushgateway != null || lingerSeconds != 0;
    }

    /**
     * The progress display for this run, or null: none with --quiet or --progress none; with auto a bar when
     * seedgen's stderr is the process's and a terminal is attached, else plain lines.
     */
    Progress progressFor(Environment env, boolean quiet, PrintStream info) {
        if (quiet || "none".equalsIgnoreCase(progress)) {
            return null;
        }
        Progress.Mode mode = progressMode();
        if (mode == null) {
            mode = env.err() == System.err && System.console() != null ? Progress.Mode.BAR : Progress.Mode.LINES;
        }
        return new Progress(mode, info, PLAIN_PROGRESS_EVERY);
    }

    /** Starts the endpoint, the Pushgateway loop and the progress display; a port in use is refused (exit 2). */
    RunTelemetry open(MetricsSpec spec, Environment env, boolean quiet, PrintStream info) {
        try {
            return RunTelemetry.open(spec, Labels.newRunId(), progressFor(env, quiet, info), info::println);
        } catch (UncheckedIOException e) {
            throw SeedgenException.badInput(e.getMessage() + ": choose another --metrics-port (0 picks a free one) "
                    + "or --metrics-host");
        }
    }

    /**
     * --metrics-linger keeps the endpoint up after the run. Ctrl-C/SIGTERM ends the wait early; the final push
     * and the endpoint's shutdown still happen before the process exits 130, as for a signal during the load.
     */
    static void lingerThenClose(seedgen.metrics.RunTelemetry telemetry) {
        if (!telemetry.lingers()) {
            return;
        }
        java.util.concurrent.atomic.AtomicBoolean stop = new java.util.concurrent.atomic.AtomicBoolean();
        try (SignalGuard guard = new SignalGuard(() -> stop.set(true))) {
            // Closed inside the guard: once the guard closes after a signal, the process halts at once.
            try {
                telemetry.linger(stop::get);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } finally {
                telemetry.close();
            }
        }
    }
}
