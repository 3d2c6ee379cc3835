package seedgen.report;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import seedgen.load.BatchLatency;
import seedgen.load.LoadResult;
import seedgen.load.LoadService;

/** The human summary printed at the end of a load, and the dry-run plan. */
public final class Summary {

    private Summary() {
    }

    public static void print(LoadResult r, PrintStream out) {
        String head = switch (r.status()) {
            case DONE -> "seedgen: done";
            case FAILED -> "seedgen: FAILED";
            case INTERRUPTED -> "seedgen: INTERRUPTED";
        };
        out.println(head + ": " + num(r.rowsWritten()) + " of " + num(r.rowsRequested()) + " rows written to "
                + r.table() + " in " + fmt("%.1f s", r.elapsedSeconds()) + " (" + num(Math.round(r.rowsPerSecond()))
                + " rows/s)");
        row(out, "target", r.target() + " (" + r.serverVersion() + "); password never shown");
        row(out, "table", r.tableAction() + "; ids " + r.firstId() + ".." + r.lastId());
        BatchLatency l = r.batchLatency();
        boolean loadData = "load-data".equals(r.method());
        row(out, "batches", num(l.batches()) + " of up to " + r.batchSize() + " rows, one transaction each, "
                + num(r.statements()) + (loadData ? " LOAD DATA LOCAL INFILE statements (--method load-data)"
                : " INSERT statements"));
        StringBuilder phases = new StringBuilder();
        for (LoadResult.Phase p : r.phases()) {
            phases.append(phases.length() == 0 ? "" : ", ").append(p.name()).append(' ')
                    .append(fmt("%.1f s", p.seconds()));
        }
        row(out, "phases", phases.toString());
        row(out, "batch latency", fmt("p50 %.1f ms, p95 %.1f ms, p99 %.1f ms, max %.1f ms", l.p50Ms(), l.p95Ms(),
                l.p99Ms(), l.maxMs()));
        row(out, "connections", r.connections() + " pooled for " + r.threads() + " worker threads, plus 1 holding "
                + "the run lock and 1 for checks; all closed");
        row(out, "login", "every user logs in with the password \"" + r.loginPlaintext() + "\" (bcrypt cost "
                + r.bcryptCost() + ", " + r.bcryptHashesComputed() + " hash computed for all rows)");
        row(out, "seed", r.seed() + " (same seed, same rows, whatever --threads and --batch)");
        if (r.resumed()) {
            row(out, "resumed", num(r.rowsAlreadyCommitted()) + " rows had been committed by the interrupted run; "
                    + num(r.rowsWritten()) + " written now");
        }
        row(out, "retries", r.retriesTotal() == 0 ? "none" : num(r.retriesTotal()) + " batch retries after "
                + "transient faults (" + retryDetail(r) + "); no row written twice");
        if (r.error() != null) {
            row(out, "error", r.error());
        }
    }

    private static String retryDetail(LoadResult r) {
        StringBuilder b = new StringBuilder();
        r.retries().forEach((reason, n) -> {
            if (n > 0) {
                b.append(b.length() == 0 ? "" : ", ").append(reason.replace('_', ' ')).append(' ').append(n);
            }
        });
        return b.toString();
    }

    /** The exact command that continues a run that did not finish. */
    public static void printResume(String command, PrintStream out) {
        row(out, "resume", command);
    }

    /** The tuning line(s) of the summary: off, or each changed value before -> during -> after. */
    public static void printTuning(seedgen.tune.TuningReport t, PrintStream out) {
        if (!t.enabled()) {
            row(out, "tuning", "off (--tune applies the bulk-load server profile for the run)");
            return;
        }
        if (t.sessionOnly()) {
            row(out, "tuning", "on, for the load's own sessions (no server setting changed): " + String.join(", ",
                    t.settings().stream().map(r -> r.setting() + " " + r.during()).toList()));
            return;
        }
        List<String> changed = t.settings().stream().filter(seedgen.tune.TuningReport.Row::changed)
                .map(r -> r.setting() + " " + r.before() + " -> " + r.during() + " -> " + r.after()).toList();
        row(out, "tuning", "on; " + (changed.isEmpty() ? "nothing needed changing" : "restored after the run: "
                + String.join(", ", changed)));
    }

    /** {@code command}: how to run seedgen again, e.g. the launcher's path. */
    public static void printEmbeddedHint(PrintStream out, String home, String command) {
        row(out, "embedded", "data kept in " + home + "; run " + command + " again in this folder to add to it, or "
                + "`" + command + " serve` to query it with any MySQL client");
    }

    public static void printDryRun(LoadService.DryRun d, String plan, PrintStream out) {
        out.println("seedgen: dry run, nothing written");
        row(out, "plan", plan);
        row(out, "target", d.target() + (d.serverVersion() == null ? "" : " (" + d.serverVersion() + ")"));
        row(out, "table", d.table() + ": " + d.tableState());
        out.println();
        out.println(d.ddl() + ";");
        out.println();
        out.println(String.join(" | ", d.columns()));
        for (Object[] rowValues : d.firstRows()) {
            StringBuilder line = new StringBuilder();
            for (Object v : rowValues) {
                line.append(line.length() == 0 ? "" : " | ").append(v);
            }
            out.println(line);
        }
    }

    private static void row(PrintStream out, String label, String text) {
        out.println(String.format(Locale.ROOT, "  %-14s %s", label, text));
    }

    private static String num(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    private static String fmt(String format, Object... args) {
        return String.format(Locale.ROOT, format, args);
    }
}
