package seedgen.load;

import java.util.concurrent.TimeUnit;
import org.HdrHistogram.ConcurrentHistogram;
import org.HdrHistogram.Histogram;

/** Batch latencies in a constant-memory histogram (microseconds, 3 significant digits), safe across workers. */
final class LatencyRecorder {

    private final ConcurrentHistogram histogram = new ConcurrentHistogram(3);

    void record(long nanos) {
        histogram.recordValue(Math.max(1, TimeUnit.NANOSECONDS.toMicros(nanos)));
    }

    BatchLatency snapshot() {
        Histogram h = histogram.copy();
        if (h.getTotalCount() == 0) {
            return new BatchLatency(0, 0, 0, 0, 0);
        }
        return new BatchLatency(h.getTotalCount(), ms(h.getValueAtPercentile(50)), ms(h.getValueAtPercentile(95)),
                ms(h.getValueAtPercentile(99)), ms(h.getMaxValue()));
    }

    private static double ms(long micros) {
        return micros / 1000.0;
    }
}
