package seedgen.run;

import java.time.Instant;

/**
 * How a request was invoked, for what a run prints and serves around its work: {@code quiet} (nothing but errors and
 * a failed run's summary), {@code verbose} (what a failed probe said), the line that resumes it ({@code resumeLine}),
 * the command as the user runs it ({@code launcher}), when the process started ({@code launched}, for the summary's
 * "start" phase; null: none), the metrics it serves or pushes, and its progress display ({@code progress}: auto, bar,
 * plain or none). The library's runs are silent and serve nothing.
 */
public record Invocation(boolean quiet, boolean verbose, String resumeLine, String launcher, Instant launched,
        MetricsSpec metrics, String progress) {

    public static final Invocation LIBRARY = new Invocation(true, false, "", "seedgen", null, MetricsSpec.OFF,
            "none");
}
