package seedgen.run;

import java.net.URL;
import java.time.Duration;

/**
 * How a run exposes its metrics, checked by the cli. {@code port} null means no /metrics endpoint (0 picks a
 * free port); {@code pushgateway} null means no pushing; {@code linger} keeps the endpoint up after the run.
 */
public record MetricsSpec(String host, Integer port, URL pushgateway, Duration pushInterval, Duration linger) {

    public static final String DEFAULT_HOST = "127.0.0.1";
    public static final Duration DEFAULT_PUSH_INTERVAL = Duration.ofSeconds(5);

    public static final MetricsSpec OFF = new MetricsSpec(DEFAULT_HOST, null, null, DEFAULT_PUSH_INTERVAL,
            Duration.ZERO);

    public MetricsSpec {
        if (host == null || host.isBlank()) {
            throw new IllegalArgumentException("host must not be empty");
        }
        if (port != null && (port < 0 || port > 65535)) {
            throw new IllegalArgumentException("port must be 0 to 65535, was " + port);
        }
        if (pushInterval.isNegative() || pushInterval.isZero()) {
            throw new IllegalArgumentException("pushInterval must be positive, was " + pushInterval);
        }
        if (linger.isNegative()) {
            throw new IllegalArgumentException("linger must not be negative, was " + linger);
        }
    }

    public boolean enabled() {
        return port != null || pushgateway != null;
    }
}
