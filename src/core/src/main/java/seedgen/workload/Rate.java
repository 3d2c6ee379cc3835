package seedgen.workload;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import seedgen.generate.Mix;

/**
 * When each operation of a workload is due, as an offset from its start: a constant rate (operation i at i / rate), a
 * Poisson process of that mean rate (exponential gaps, each drawn from the seed and the operation's index), or a ramp
 * from one rate to another over the run's duration. The same seed gives the same schedule.
 */
public record Rate(Kind kind, double from, double to) {

    public enum Kind {
        CONSTANT, POISSON, RAMP
    }

    private static final Pattern FORM = Pattern.compile(
            "(?:(poisson):)?(\\d+(?:\\.\\d+)?)(?:\\.\\.(\\d+(?:\\.\\d+)?))?");
    /** The most operations a second a run is scheduled for: more is a typo, not a plan. */
    public static final double MOST = 10_000_000;

    public Rate {
        if (!(from > 0 && from <= MOST && to > 0 && to <= MOST)) {
            throw new IllegalArgumentException("a rate is more than 0 and at most " + (long) MOST + " a second");
        }
        if (kind != Kind.RAMP && from != to) {
            throw new IllegalArgumentException("only a ramp goes from one rate to another");
        }
    }

    /** {@code 500} (a second, constant), {@code poisson:500} (mean), {@code 100..1000} (a ramp over the run). */
    public static Rate parse(String text) {
        Matcher m = FORM.matcher(text.strip().toLowerCase(Locale.ROOT));
        if (!m.matches() || (m.group(1) != null && m.group(3) != null)) {
            throw new IllegalArgumentException("--rate " + text + ": give operations a second as 500 (constant), "
                    + "poisson:500 (exponential gaps of mean 1/500 s) or 100..1000 (a ramp over --duration)");
        }
        double from = Double.parseDouble(m.group(2));
        if (m.group(3) != null) {
            return new Rate(Kind.RAMP, from, Double.parseDouble(m.group(3)));
        }
        return new Rate(m.group(1) != null ? Kind.POISSON : Kind.CONSTANT, from, from);
    }

    /**
     * The schedule of a run of {@code durationNanos}: call {@link Clock#next} once for each operation, in order; it
     * answers the operation's due offset in nanoseconds.
     */
    public Clock clock(long seed, long durationNanos) {
        return new Clock(this, seed, durationNanos);
    }

    @Override
    public String toString() {
        return switch (kind) {
            case CONSTANT -> fmt(from) + "/s";
            case POISSON -> "Poisson, mean " + fmt(from) + "/s";
            case RAMP -> fmt(from) + "/s to " + fmt(to) + "/s";
        };
    }

    private static String fmt(double r) {
        return r == Math.rint(r) ? String.format(Locale.ROOT, "%,d", (long) r) : String.format(Locale.ROOT, "%,.2f", r);
    }

    /** The due offsets of a run's operations, one after another. */
    public static final class Clock {
        private final Rate rate;
        private final long seed;
        private final double seconds;
        private double at;
        private long index;

        private Clock(Rate rate, long seed, long durationNanos) {
            this.rate = rate;
            this.seed = seed;
            this.seconds = durationNanos / 1e9;
        }

        /** The due offset of the next operation, in nanoseconds. */
        public long next() {
            long i = index++;
            double t = switch (rate.kind) {
                case CONSTANT -> i / rate.from;
                case POISSON -> {
                    double gap = i == 0 ? 0 : -Math.log(1 - Mix.unit(seed ^ 0x7A7EL, i, 0x50)) / rate.from;
                    yield at + gap;
                }
                case RAMP -> ramp(i);
            };
            at = t;
            return Math.round(t * 1e9);
        }

        /** The time by which i operations were due under a rate going straight from {@code from} to {@code to}. */
        private double ramp(long i) {
            double a = (rate.to - rate.from) / (2 * seconds);
            if (Math.abs(a) < 1e-12) {
                return i / rate.from;
            }
            double b = rate.from;
            double disc = b * b + 4 * a * i;
            if (disc < 0) { // a falling ramp that reached zero: past the run's end
                return Double.MAX_VALUE / 4;
            }
            return (-b + Math.sqrt(disc)) / (2 * a);
        }
    }
}
