package seedgen.run;

import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;

/**
 * The next operations after a load ({@code load}): at {@code rate} (500, poisson:500 or 100..1000) for
 * {@code duration}, at most {@code operations} of them (null: as many as the rate makes), weighted by {@code mix}
 * (null: the plan's own), part {@code partition} (K/N, null: the whole stream), on {@code threads} connections, new
 * rows' event times from {@code clock} (null: the default); run against {@code target}, or written to the new
 * directory {@code out}, or sent to Kafka ({@code kafka}), or only planned ({@code dryRun}); {@code resume}: finish a
 * stopped run of the same stream; Prometheus metrics at {@code metricsHost}:{@code metricsPort} during the run (port
 * null: none).
 */
public record WorkloadRequest(LoadGiven load, String rate, Duration duration, Long operations, String mix,
        String partition, int threads, LocalDateTime clock, Path out, boolean dryRun, boolean resume,
        Integer metricsPort, String metricsHost, TargetChoice target, KafkaTarget kafka) implements Request {

    public WorkloadRequest {
        if (resume && (dryRun || out != null)) {
            throw seedgen.error.SeedgenException.badInput("--resume finishes a run against a database or Kafka: drop "
                    + "it with " + (dryRun ? "--dry-run" : "--out"));
        }
        if (kafka != null && (dryRun || out != null)) {
            throw seedgen.error.SeedgenException.badInput("--kafka sends the stream to Kafka, --" + (dryRun ? "dry-run"
                    : "out") + " " + (dryRun ? "only plans it" : "writes it to files") + ": give one of them");
        }
    }
}
