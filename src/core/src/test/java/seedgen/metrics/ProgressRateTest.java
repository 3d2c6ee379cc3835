package seedgen.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ProgressRateTest {

    private static final long S = 1_000_000_000L;

    @Test
    void theEtaFollowsTheRecentRateNotTheAverageSinceTheStart() {
        Progress.RecentRate recent = new Progress.RecentRate(Progress.RATE_WINDOW_NANOS);
        // 60 s at 1,000 rows/s, then 30 s at 250 rows/s: the average says 750 rows/s, the last 20 s say 250.
        long rows = 0;
        for (long t = 0; t <= 60; t += 5) {
            recent.add(t * S, rows);
            rows += 5_000;
        }
        rows -= 5_000;
        for (long t = 65; t <= 90; t += 5) {
            rows += 1_250;
            recent.add(t * S, rows);
        }
        assertEquals(250, recent.rate(), 1e-9);
        assertEquals("seedgen: 67,500 of 100,000 rows (67.5%), 250 rows/s, ETA 130 s",
                Progress.lineAtRate(0, rows, 100_000, recent.rate()));
        assertEquals("seedgen: 67,500 of 100,000 rows (67.5%), 750 rows/s, ETA 43 s",
                Progress.line(0, rows, 100_000, 90 * S), "the average would promise 43 s");
    }

    @Test
    void withOneSampleTheRateIsUnknown() {
        Progress.RecentRate recent = new Progress.RecentRate(Progress.RATE_WINDOW_NANOS);
        recent.add(0, 0);
        assertEquals(0, recent.rate());
        assertEquals("seedgen: 0 of 10 rows (0.0%), 0 rows/s, ETA unknown", Progress.lineAtRate(0, 0, 10, 0));
    }

    @Test
    void theBarsEtaFollowsTheRecentRateToo() {
        Progress.RecentRate rate = new Progress.RecentRate(Progress.RATE_WINDOW_NANOS);
        // As the renderer asks: 10,000 rows already there (a resume), then 60 s at 1,000 rows/s, 30 s at 250.
        rate.add(0, 10_000);
        long rows = 10_000;
        java.util.Optional<java.time.Duration> eta = java.util.Optional.empty();
        for (long t = 1; t <= 90; t++) {
            rows += t <= 60 ? 1_000 : 250;
            eta = Progress.eta(rate, t * S, rows, 200_000);
        }
        // 77,500 rows at 90 s; 122,500 left at 250 rows/s is 490 s (the average since the start would say 164 s).
        assertEquals(java.time.Duration.ofSeconds(490), eta.orElseThrow());
        assertEquals(java.util.Optional.empty(), Progress.eta(new Progress.RecentRate(Progress.RATE_WINDOW_NANOS), 0,
                0, 10), "one sample: no ETA yet");
    }
}
