package seedgen.runner;

import java.time.Duration;

/** A duration as a summary says it: in the largest unit it is a whole number of (1h, 5m, 90s, 500ms). */
final class Durations {

    private Durations() {
    }

    static String text(Duration d) {
        long millis = d.toMillis();
        if (millis % 1000 != 0) {
            return millis + "ms";
        }
        long s = millis / 1000;
        return s > 0 && s % 3600 == 0 ? s / 3600 + "h" : s > 0 && s % 60 == 0 ? s / 60 + "m" : s + "s";
    }
}
