package seedgen.report;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import seedgen.dialect.MethodWords;
import seedgen.format.Plural;
import seedgen.load.BatchLatency;
import seedgen.load.RunResult;
import seedgen.slice.Partition;

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
        print(r, seed, tuned, notes, slice, null, out);
    }

    /** As above, for {@code part} of a split run (--partition K/N; null for a whole run). */
    public static void print(RunResult r, long seed, seedgen.tune.TuningReport tuned, List<String> notes,
            List<String> slice, Partition part, PrintStream out) {
        boolean one = r.tables().size() == 1 && r.waitingFor().isEmpty() && slice.isEmpty();
        out.println(headline(r, one, part));
        row(out, "target", r.target() + (r.serverVersion() == null ? "" : " (" + r.serverVersion() + ")")
                + "; password never shown");
        if (one) {
            RunResult.TableResult t = r.tables().get(0);
            row(out, "table", t.action() + "; " + (t.rowIds() ? "ids " : "rows ") + t.firstRow() + ".."
                    + t.lastRow());
        } else {
            // an application's tables go side by side with their keys in place: none is added after their rows
            boolean keysAfter = r.keysAdded().unique() + r.keysAdded().foreign() > 0;
            row(out, "method", r.method() + (!r.sideBySide() ? "; tables in load order, parents first"
                    : keysAfter ? "; tables side by side, their keys added after the rows"
                    : "; tables side by side"));
            int width = Math.max(14, r.tables().stream().mapToInt(t -> t.table().length()).max().orElse(0));
            for (RunResult.TableResult t : r.tables()) {
                out.println(fmt("  %-" + width + "s %s in %.1f s (%,.0f rows/s)%s%s", t.table(),
                        Plural.of(t.rowsWritten(), "row"), t.seconds(), t.rowsPerSecond(), t.rowsBefore() == 0 ? ""
                                : fmt("; %,d were there", t.rowsBefore()), t.held() == 0 ? ""
                                : fmt("; added to %,d (--append)", t.held())));
            }
        }
        for (String note : notes) {
            out.println("  " + note);
        }
        BatchLatency l = r.batchLatency();
        row(out, "batches", num(l.batches()) + " of up to " + Plural.of(r.batchSize(), "row") + ", one transaction "
                + "each, " + MethodWords.sent(r.statements(), r.method()));
        StringBuilder phases = new StringBuilder();
        for (RunResult.Phase p : r.phases()) {
            phases.append(phases.length() == 0 ? "" : ", ").append(p.name()).append(' ')
                    .append(fmt("%.1f s", p.seconds()));
        }
        row(out, "phases", phases.toString());
        row(out, "batch latency", fmt("p50 %.1f ms, p95 %.1f ms, p99 %.1f ms, max %.1f ms", l.p50Ms(), l.p95Ms(),
                l.p99Ms(), l.maxMs()));
        row(out, "connections", r.connections() + " pooled for " + Plural.of(r.threads(), "worker thread")
                + ", plus 1 holding the run lock and 1 for checks; all closed");
        if (r.keysAdded().unique() + r.keysAdded().foreign() > 0) {
            row(out, "keys", r.keysAdded().unique() + " unique and " + Plural.of(r.keysAdded().foreign(),
                    "foreign key") + fmt(" added after the rows in %.1f s", r.keysAdded().seconds()));
        }
        if (!r.orphans().isEmpty()) {
            long orphans = r.orphans().values().stream().mapToLong(Long::longValue).sum();
            java.util.Map<String, Long> broken = new java.util.LinkedHashMap<>(r.orphans());
            broken.values().removeIf(n -> n == 0);
            row(out, "foreign keys", r.orphans().size() + " checked after the load: " + (orphans == 0
                    ? "no orphan row" : Plural.of(orphans, "orphan row") + " " + broken));
        }
        for (RunResult.LoginUsed login : r.logins()) {
            row(out, "login", (r.tables().size() == 1 ? "every user" : "every row of " + login.table())
                    + " logs in with the password \"" + login.plaintext() + "\" (bcrypt cost " + login.cost() + ", "
                    + Plural.of(login.hashesComputed(), "hash", "hashes")
                    + " computed for all rows)");
        }
        row(out, "seed", seed + " (same seed and spec, same rows, whatever --threads, --batch and --method)");
        if (r.resumed()) {
            row(out, "resumed", nothingLeft(r) ? "nothing to resume: the run had finished, all "
                    + Plural.of(r.rowsPlanned(), "row") + " were in already; none written now"
                    : Plural.of(r.rowsAlreadyCommitted(), "row") + " had been committed by the interrupted run; "
                    + num(r.rowsWritten()) + " written now");
        }
        row(out, "retries", r.retriesTotal() == 0 ? "none" : Plural.of(r.retriesTotal(), "batch retry",
                "batch retries") + " after transient faults (" + retryDetail(r) + "); no row written twice");
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

    /**
     * The first line: how the run ended and its rows. A resume says all the rows are in and who wrote which, and one
     * that found every row in place says there was nothing left to do, rather than "0 of N rows written"; a partition
     * says it is one part of the run.
     */
    private static String headline(RunResult r, boolean one, Partition part) {
        String head = switch (r.status()) {
            case DONE -> "seedgen: done: ";
            case FAILED -> "seedgen: FAILED: ";
            case INTERRUPTED -> "seedgen: INTERRUPTED: ";
        } + (part == null ? "" : "part " + part.k() + " of " + part.n() + ": ");
        String ofPart = part == null ? "" : " of this part";
        String of = one ? " of " + r.namespace() + "." + r.tables().get(0).table() : " of dataset " + r.dataset();
        long written = r.rowsWritten();
        long before = r.rowsAlreadyCommitted();
        String took = fmt("%.1f s", r.seconds());
        String rate = " (" + num(Math.round(r.rowsPerSecond())) + " rows/s)";
        if (nothingLeft(r)) {
            return head + "nothing left to do: all " + Plural.of(r.rowsPlanned(), "row") + ofPart + of
                    + (r.rowsPlanned() == 1 ? " was" : " were") + " in already, written by an earlier run (checked in "
                    + took + ")";
        }
        if (r.status() == RunResult.Status.DONE && before > 0) {
            return head + "all " + Plural.of(r.rowsPlanned(), "row") + ofPart + of + " are in: " + num(written)
                    + " written by this run in " + took + rate + ", " + num(before) + " by the interrupted one";
        }
        return head + num(written) + " of " + Plural.of(r.rowsPlanned(), "row") + ofPart + (one ? " written to "
                + r.namespace() + "." + r.tables().get(0).table() : " of dataset " + r.dataset() + " written") + " in "
                + took + rate + (before == 0 ? "" : "; " + num(before) + " more were in from the interrupted run");
    }

    /** Whether the run found every row it was to write in place already (a resume of a finished run, say). */
    private static boolean nothingLeft(RunResult r) {
        return r.status() == RunResult.Status.DONE && r.rowsWritten() == 0 && r.rowsPlanned() > 0
                && r.rowsAlreadyCommitted() == r.rowsPlanned();
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
        row(out, "embedded", "data kept in " + home + " for the next run in this folder (--append adds to these "
                + "tables, --truncate fills them anew); `" + command + " " + serve + "` to query it with any " + client
                + " client");
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
