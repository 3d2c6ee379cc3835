package seedgen.runner;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import seedgen.connect.Target;
import seedgen.load.DatasetDdl;
import seedgen.load.DryRun;
import seedgen.model.Dataset;

/** A dry run's plan as printed: what it would do, each table's DDL in the target's words, and its first rows. */
public final class DryRuns {

    private DryRuns() {
    }

    public static void print(Dataset dataset, DryRun found, String plan, Target target, PrintStream out) {
        seedgen.dialect.Dialect dialect = seedgen.dialect.servers.Servers.family(target).dialect();
        String ns = target.namespace();
        out.println(String.format(Locale.ROOT, "seedgen: dry run, nothing written: dataset %s, %,d rows in %d %s",
                dataset.name(), dataset.totalRows(), dataset.tables().size(), dataset.tables().size() == 1 ? "table"
                        : "tables"));
        row(out, "plan", plan);
        row(out, "target", target.describe() + (found.serverVersion() == null ? "" : " (" + found.serverVersion()
                + ")"));
        Dataset written = found.written() == null ? dataset : found.written();
        for (Dataset.Table t : written.tables()) {
            long first = found.firstRows().getOrDefault(t.name(), 1L);
            long rows = t.rows() - first + 1;
            out.println();
            out.println(String.format(Locale.ROOT, "-- %s: %,d rows%s; %s", t.name(), rows, t.owner() == null ? ""
                    : " (per row of " + t.owner() + ")", found.states().get(t.name())));
            out.println(DatasetDdl.ddl(written, t, ns, dialect) + ";");
            DatasetDdl.indexStatements(t, ns, dialect).values().forEach(index -> out.println(index + ";"));
            checks(dataset.tables().stream().filter(d -> d.name().equals(t.name())).findFirst().orElse(t).checks(),
                    out);
            out.println(String.join(" | ", t.spec().columns().stream().map(c -> c.name()).toList()));
            for (long row = first; row < first + Math.min(3, rows); row++) {
                StringBuilder line = new StringBuilder();
                for (Object v : t.spec().row(row)) {
                    line.append(line.length() == 0 ? "" : " | ").append(v);
                }
                out.println(line);
            }
        }
        List<String> after = DatasetDdl.keysAfterRows(dataset, ns, dialect);
        if (!after.isEmpty()) {
            out.println();
            out.println("-- after the rows: the foreign keys to tables loaded later (a cycle)");
            after.forEach(a -> out.println(a + ";"));
        }
    }

    /**
     * Each of the table's checks as a comment: kept by the generators on every row sampled (derived), or the columns
     * drawn again on the rows that break one, with the share of the rows sampled (redrawn).
     */
    private static void checks(Dataset.Checks c, PrintStream out) {
        if (c.checks().isEmpty()) {
            return;
        }
        String drawn = String.join(", ", c.redrawnByColumn().entrySet().stream().filter(e -> e.getValue() > 0)
                .map(e -> String.format(Locale.ROOT, "%s on %.1f%%", e.getKey(), 100.0 * e.getValue()
                        / Math.max(1, c.sampled()))).toList());
        out.println(String.format(Locale.ROOT, "-- checks, on %,d rows sampled: %s", c.sampled(), c.redrawn() == 0
                ? "every row kept them as drawn (derived)" : String.format(Locale.ROOT, "%.1f%% of the rows redrawn "
                + "(%s)", 100.0 * c.redrawn() / Math.max(1, c.sampled()), drawn)));
        c.checks().forEach(check -> out.println("--   CHECK (" + check + ")"));
    }

    private static void row(PrintStream out, String label, String text) {
        out.println(String.format(Locale.ROOT, "  %-14s %s", label, text));
    }
}
