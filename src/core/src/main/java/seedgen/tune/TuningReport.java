package seedgen.tune;

import java.util.List;

/**
 * What tuning did, for the summary and the JSON report: each setting with its value before, during and
 * after the run, and why. {@code restored} is false only when the restore failed and the snapshot was kept.
 */
public record TuningReport(boolean enabled, List<Row> settings, boolean restored, String snapshot,
        boolean sessionOnly) {

    /** One setting; {@code changed} false means it was only reported ({@code during} equals {@code before}). */
    public record Row(String setting, String before, String during, String after, boolean changed, String why) {
    }

    public TuningReport {
        settings = List.copyOf(settings);
    }

    /** Server settings changed for the run and put back after it. */
    public TuningReport(boolean enabled, List<Row> settings, boolean restored, String snapshot) {
        this(enabled, settings, restored, snapshot, false);
    }

    public static TuningReport off() {
        return new TuningReport(false, List.of(), true, null);
    }

    /** Settings of the load's own sessions ({@code sessionOnly}): no server setting changed, nothing to put back. */
    public static TuningReport sessions(List<Row> settings) {
        return new TuningReport(true, settings, true, null, true);
    }
}
