package seedgen.runner;

import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;
import seedgen.error.SeedgenException;
import seedgen.metrics.Labels;
import seedgen.metrics.Progress;
import seedgen.metrics.RunTelemetry;
import seedgen.run.Environment;
import seedgen.run.Invocation;
import seedgen.run.StopSignals;

/** A fill's telemetry as its invocation asks: the metrics endpoint, the Pushgateway loop, the progress display. */
public final class Telemetries {

    /** How often --progress plain prints a line. */
    static final Duration PLAIN_PROGRESS_EVERY = Duration.ofSeconds(5);

    private Telemetries() {
    }

    /** --progress's mode: BAR, LINES, or null for auto and none; refused when it is none of those. */
    public static Progress.Mode progressMode(String progress) {
        return switch (progress.toLowerCase(Locale.ROOT)) {
            case "auto", "none" -> null;
            case "bar" -> Progress.Mode.BAR;
            case "plain" -> Progress.Mode.LINES;
            default -> throw SeedgenException.badInput("--progress " + progress + " is not a mode: give auto, bar, "
                    + "plain or none");
        };
    }

    /**
     * The progress display for this run, or null: none when quiet or with --progress none; with auto a bar when
     * seedgen's stderr is the process's and a terminal is attached, else plain lines.
     */
    static Progress progressFor(Invocation how, Environment env, PrintStream info) {
        if (how.quiet() || "none".equalsIgnoreCase(how.progress())) {
            return null;
        }
        Progress.Mode mode = progressMode(how.progress());
        if (mode == null) {
            mode = env.err() == System.err && System.console() != null ? Progress.Mode.BAR : Progress.Mode.LINES;
        }
        return new Progress(mode, info, PLAIN_PROGRESS_EVERY);
    }

    /** Starts the endpoint, the Pushgateway loop and the progress display; a port in use is refused (exit 2). */
    static RunTelemetry open(Invocation how, Environment env, PrintStream info) {
        try {
            return RunTelemetry.open(how.metrics(), Labels.newRunId(), progressFor(how, env, info), info::println);
        } catch (UncheckedIOException e) {
            throw SeedgenException.badInput(e.getMessage() + ": choose another --metrics-port (0 picks a free one) "
                    + "or --metrics-host");
        }
    }

    /**
     * --metrics-linger keeps the endpoint up after the run. A signal ends the wait early; the final push and the
     * endpoint's shutdown still happen before the process exits, as for a signal during the load.
     */
    @SuppressWarnings("try") // the watch is held, not read: closing it ends the signal handling
    static void lingerThenClose(RunTelemetry telemetry, StopSignals signals) {
        if (!telemetry.lingers()) {
            return;
        }
        AtomicBoolean stop = new AtomicBoolean();
        try (StopSignals.Handle watch = signals.watch(() -> stop.set(true))) {
            // Closed inside the watch: once it closes after a signal, the process halts at once.
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
