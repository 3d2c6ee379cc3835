package seedgen.fromdb;

import static seedgen.fromdb.SpecYaml.comment;
import static seedgen.fromdb.YamlText.yamlName;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import seedgen.check.CheckParser;
import seedgen.check.Expr;
import seedgen.error.SeedgenException;
import seedgen.spec.Dataset;
import seedgen.spec.DatasetCompiler;
import seedgen.spec.SpecReader;

/**
 * A draft's checks as its compiled spec keeps them: the spec compiled with its rows sampled ({@link
 * DatasetCompiler#compileChecked}), each table's checks either kept by the generators on every row sampled (derived)
 * or kept by drawing some columns again on the rows that broke them (redrawn, with the share of rows), or on some row
 * by no draw at all (the table is then left out, with why). The notes go on the checks and on each column redrawn.
 */
final class DraftChecks {

    private DraftChecks() {
    }

    /** Each drafted table's checks as the compiled draft keeps them; none where the draft does not compile. */
    static Map<String, Dataset.Checks> sample(String text, Set<String> tables) {
        Dataset d;
        try {
            d = DatasetCompiler.compileChecked(SpecReader.read("the spec drafted", text, Map.of()), 1, null);
        } catch (SeedgenException e) {
            return Map.of(); // the fill's own compile says what is wrong, with the place
        }
        Map<String, Dataset.Checks> out = new LinkedHashMap<>();
        for (Dataset.Table t : d.tables()) {
            if (tables.contains(t.name()) && !t.checks().checks().isEmpty()) {
                out.put(t.name(), t.checks());
            }
        }
        return out;
    }

    /** The table's draft with a note on each check and on each column drawn again. */
    static SpecDraft.TableDraft noted(SpecDraft.TableDraft d, Dataset.Checks r) {
        List<SpecDraft.CheckDraft> checks = new ArrayList<>();
        Map<String, List<String>> readBy = new LinkedHashMap<>();
        for (SpecDraft.CheckDraft c : d.checks()) {
            List<String> columns = columns(c.sql(), d);
            columns.forEach(col -> readBy.computeIfAbsent(col, k -> new ArrayList<>()).add(c.sql()));
            List<String> drawn = columns.stream().filter(col -> r.redrawnByColumn().getOrDefault(col, 0L) > 0)
                    .toList();
            String note = drawn.isEmpty() ? String.format(Locale.ROOT, "derived: the generators keep it on all %,d "
                    + "rows sampled", r.sampled()) : "redrawn: a row that breaks it draws " + String.join(", ", drawn)
                    + " again (" + share(drawn.stream().mapToLong(col -> r.redrawnByColumn().get(col)).max()
                    .orElse(0), r.sampled()) + " of the rows sampled)";
            checks.add(new SpecDraft.CheckDraft(c.name(), c.sql(), note));
        }
        List<SpecDraft.ColumnDraft> columns = new ArrayList<>();
        for (SpecDraft.ColumnDraft c : d.columns()) {
            long n = r.redrawnByColumn().getOrDefault(c.name(), 0L);
            if (n > 0) {
                List<String> by = readBy.getOrDefault(c.name(), List.of());
                c = c.noting(yamlName(c.name()) + ": drawn again on " + share(n, r.sampled()) + " of the rows, to keep "
                        + comment(by.size() == 1 ? "CHECK (" + by.get(0) + ")" : by.size() + " checks (below)")
                        + " (redrawn)");
            }
            columns.add(c);
        }
        return d.withNotes(columns, checks);
    }

    private static String share(long n, long of) {
        double p = of == 0 ? 0 : 100.0 * n / of;
        return p < 0.1 ? String.format(Locale.ROOT, "%.2f%%", p) : String.format(Locale.ROOT, "%.1f%%", p);
    }

    /** The draft's columns a check reads, by their names in the draft. */
    private static List<String> columns(String sql, SpecDraft.TableDraft d) {
        List<String> out = new ArrayList<>();
        try {
            for (String name : Expr.columns(CheckParser.parse(sql))) {
                d.columns().stream().filter(c -> c.name().equalsIgnoreCase(name)).findFirst()
                        .ifPresent(c -> out.add(c.name()));
            }
        } catch (CheckParser.CheckSyntax e) {
            // not read: a check the draft did not write
        }
        return out;
    }
}
