package seedgen.report;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import seedgen.dialect.MethodWords;
import seedgen.load.BatchLatency;
import seedgen.load.RunResult;

/**
 * The human summary printed at the end of a run, the same for every dataset: a one-table run (the plain command's
 * users table among them) names its table and ids on one line, a dataset of several lists each table.
 */
public final class Summary {

    private Summary() {
    }

    /**
     * The summary of {@code r}, made with {@code seed}: {@code notes} (tables given fewer rows, left out) and
     * {@code slice} (which rows of each table a slice holds) are the caller's lines, said in their place.
     */
    public static void print(RunResult r, long seed, seedgen.tune.TuningReport tuned, List<String> notes,
            List<String> slice, PrintStream out) {
        boolean one = r.tables().size() == 1 && r.waitingFor().isEmpty() && slice.isEmpty();
        String head = switch (r.status()) {
            case DONE -> "seedgen: done";
            case FAILED -> "seedgen: FAILED";
            case INTERRUPTED -> "seedgen: INTERRUPTED";
        };
        out.println(head + ": " + num(r.rowsWritten()) + " of " + num(r.rowsPlanned()) + " rows "
                + (one ? "written to " + r.namespace() + "." + r.tables().get(0).table()
                : "of dataset " + r.dataset() + " written") + " in " + fmt("%.1f s", r.seconds()) + " ("
                + num(Math.round(r.rowsPerSecond())) + " rows/s)");
        row(out, "target", r.target() + (r.serverVersion() == null ? "" : " (" + r.serverVersion() + ")")
                + "; password never shown");
        if (one) {
            RunResult.TableResult t = r.tables().get(0);
            row(out, "table", t.action() + "; " + (t.rowIds() ? "ids " : "rows ") + t.firstRow() + ".."
                    + t.lastRow());
        } else {
            row(out, "method", r.method() + (r.sideBySide() ? "; tables side by side, their keys added after the rows"
                    : "; tables in load order, parents first"));
            int width = Math.max(14, r.tables().stream().mapToInt(t -> t.table().length()).max().orElse(0));
            for (RunResult.TableResult t : r.tables()) {
                out.println(fmt("  %-" + width + "s %,d rows in %.1f s (%,.0f rows/s)%s%s", t.table(),
                        t.rowsWritten(), t.seconds(), t.rowsPerSecond(), t.rowsBefore() == 0 ? ""
                                : fmt("; %,d were there", t.rowsBefore()), t.held() == 0 ? ""
                                : fmt("; added to %,d (--append)", t.held())));
            }
        }
        for (String note : notes) {
            out.println("  " + note);
        }
        BatchLatency l = r.batchLatency();
        row(out, "batches", num(l.batches()) + " of up to " + r.batchSize() + " rows, one transaction each, "
                + num(r.statements()) + MethodWords.sentAs(r.method()));
        StringBuilder phases = new StringBuilder();
        for (RunResult.Phase p : r.phases()) {
            phases.append(phases.length() == 0 ? "" : ", ").append(p.name()).append(' ')
                    .append(fmt("%.1f s", p.seconds()));
        }
        row(out, "phases", phases.toString());
        row(out, "batch latency", fmt("p50 %.1f ms, p95 %.1f ms, p99 %.1f ms, max %.1f ms", l.p50Ms(), l.p95Ms(),
                l.p99Ms(), l.maxMs()));
        row(out, "connections", r.connections() + " pooled for " + r.threads() + " worker threads, plus 1 holding "
                + "the run lock and 1 for checks; all closed");
        if (r.keysAdded().unique() + r.keysAdded().foreign() > 0) {
            row(out, "keys", fmt("%d unique and %d foreign keys added after the rows in %.1f s",
                    r.keysAdded().unique(), r.keysAdded().foreign(), r.keysAdded().seconds()));
        }
        if (!r.orphans().isEmpty()) {
            long orphans = r.orphans().values().stream().mapToLong(Long::longValue).sum();
            java.util.Map<String, Long> broken = new java.util.LinkedHashMap<>(r.orphans());
            broken.values().removeIf(n -> n == 0);
            row(out, "foreign keys", r.orphans().size() + " checked after the load: " + (orphans == 0
                    ? "no orphan row" : orphans + " orphan rows " + broken));
        }
        for (RunResult.LoginUsed login : r.logins()) {
            row(out, "login", (r.tables().size() == 1 ? "every user" : "every row of " + login.table())
                    + " logs in with the password \"" + login.plaintext() + "\" (bcrypt cost " + login.cost() + ", "
                    + login.hashesComputed() + (login.hashesComputed() == 1 ? " hash" : " hashes")
                    + " computed for all rows)");
        }
        row(out, "seed", seed + " (same seed and spec, same rows, whatever --threads, --batch and --method)");
        if (r.resumed()) {
            row(out, "resumed", num(r.rowsAlreadyCommitted()) + " rows had been committed by the interrupted run; "
                    + num(r.rowsWritten()) + " written now");
        }
        row(out, "retries", r.retriesTotal() == 0 ? "none" : num(r.retriesTotal()) + " batch retries after "
                + "transient faults (" + retryDetail(r) + "); no row written twice");
        printTuning(tuned, out);
        slice.forEach(out::println);
        if (!r.waitingFor().isEmpty()) {
            row(out, "partitions", r.waitingFor().size() + " still to end (" + String.join(", ",
                    r.waitingFor().stream().map(Object::toString).toList()) + "): the last to end adds the keys, "
                    + "checks them and removes the run's record");
        }
        if (r.error() != null) {
            row(out, "error", r.error());
        }
    }

    private static String retryDetail(RunResult r) {
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

    /**
     * {@code command}: how to run seedgen again, e.g. the launcher's path; {@code serve}: the arguments that serve this
     * folder's server; {@code client}: the kind of client it takes (MySQL, PostgreSQL).
     */
    public static void printEmbeddedHint(PrintStream out, String home, String command, String serve, String client) {
        row(out, "embedded", "data kept in " + home + "; run " + command + " again in this folder to add to it, or "
                + "`" + command + " " + serve + "` to query it with any " + client + " client");
    }

    /** One labelled line of the summary. */
    public static void row(PrintStream out, String label, String text) {
        out.println(String.format(Locale.ROOT, "  %-14s %s", label, text));
    }

    private static String num(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    private static String fmt(String format, Object... args) {
        return String.format(Locale.ROOT, format, args);
    }
}
