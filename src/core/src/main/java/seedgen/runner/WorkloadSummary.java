package seedgen.runner;

import java.io.PrintStream;
import java.util.Locale;
import java.util.Map;
import seedgen.model.Dataset;
import seedgen.workload.Workload;
import seedgen.workload.WorkloadResult;

/** What a workload run did, as the command prints it: a headline, a line per operation, the tables after. */
final class WorkloadSummary {

    private final PrintStream out;
    private final Dataset whole;
    private final Workload.Settings settings;
    private final WorkloadResult r;
    private final Map<String, Long> before;
    private final Map<String, Long> after;

    WorkloadSummary(PrintStream out, Dataset whole, Workload.Settings settings, WorkloadResult r,
            Map<String, Long> before, Map<String, Long> after) {
        this.out = out;
        this.whole = whole;
        this.settings = settings;
        this.r = r;
        this.before = before;
        this.after = after;
    }

    void print() {
        boolean part = settings.partitions() > 1;
        out.println(String.format(Locale.ROOT, "seedgen: workload of %s%s: %,d operations in %.1f s (%,.0f/s at %s), "
                + "%.1f%% started within 1 s of schedule, %,d failed", whole.name(), part ? " (partition "
                + settings.partition() + "/" + settings.partitions() + ")" : "", r.operations(), r.seconds(), r.rate(),
                settings.rate(), 100 * r.onTimeShare(), r.failed()));
        if (r.resumed() > 0) {
            out.println(String.format(Locale.ROOT, "  resumed: %,d operations the interrupted run had done were not "
                    + "run again", r.resumed()));
        }
        int width = r.kinds().stream().mapToInt(k -> k.name().length()).max().orElse(9);
        out.println(String.format(Locale.ROOT, "  %-" + width + "s %9s %7s %8s %8s %8s %8s  (ms from due)",
                "operation", "done", "failed", "p50", "p95", "p99", "max"));
        for (WorkloadResult.Kind k : r.kinds()) {
            if (k.done() > 0) {
                out.println(String.format(Locale.ROOT, "  %-" + width + "s %,9d %,7d %8.2f %8.2f %8.2f %8.1f",
                        k.name(), k.done(), k.failed(), k.p50(), k.p95(), k.p99(), k.max()));
            }
        }
        r.errors().forEach((cause, n) -> out.println(String.format(Locale.ROOT, "  failed: %,d %s", n, cause)));
        StringBuilder tables = new StringBuilder();
        StringBuilder mismatch = new StringBuilder();
        for (Dataset.Table t : whole.tables()) {
            long changed = r.rowsChanged().getOrDefault(t.name(), 0L);
            long held = after.get(t.name());
            tables.append(tables.length() == 0 ? "" : ", ").append(String.format(Locale.ROOT, "%s %,d", t.name(),
                    held));
            if (changed != 0) {
                tables.append(String.format(Locale.ROOT, " (%+,d)", changed));
            }
            if (!part && held != before.get(t.name()) + changed) {
                mismatch.append(mismatch.length() == 0 ? "" : ", ").append(String.format(Locale.ROOT,
                        "%s %,d where its operations leave %,d", t.name(), held, before.get(t.name()) + changed));
            }
        }
        out.println("  the tables hold: " + tables);
        if (part) {
            // what the whole stream leaves, said done only where the tables hold it now: the last part to finish
            // sees every other's writes; an earlier one, or one beside a part that failed or was killed, does not
            StringBuilder all = new StringBuilder();
            boolean done = true;
            for (Dataset.Table t : whole.tables()) {
                long expected = t.rows() + r.streamRowsChanged().getOrDefault(t.name(), 0L);
                done &= after.get(t.name()) == expected;
                all.append(all.length() == 0 ? "" : ", ").append(String.format(Locale.ROOT, "%s %,d", t.name(),
                        expected));
            }
            out.println(done ? "  every partition is done: they hold what the whole stream leaves: " + all
                    : "  not every partition is done yet (or one failed or was stopped): when all are done, they will "
                    + "hold: " + all);
        }
        if (mismatch.length() > 0) {
            out.println("  not as the operations left them (another session wrote meanwhile?): " + mismatch);
        }
        out.flush();
    }
}
