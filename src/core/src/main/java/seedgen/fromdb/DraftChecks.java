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
import seedgen.model.Dataset;
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

    /**
     * A drafted table the compiler refuses (a key its generators cannot make unique, where two rules of the draft
     * disagree): it is left out with the compiler's words, and the other tables are drafted again without it.
     */
    static final class Refused extends RuntimeException {
        final String table;
        final String why;

        Refused(String table, String why) {
            super(table + ": " + why, null, false, false);
            this.table = table;
            this.why = why;
        }
    }

    private static final java.util.regex.Pattern PLACE = java.util.regex.Pattern.compile(
            "^the spec drafted:(\\d+):\\d+: (.*)$", java.util.regex.Pattern.DOTALL);

    /**
     * Each drafted table's checks as the compiled draft keeps them; {@link Refused} naming the drafted table the
     * compiler refused, where it names one of {@code tables}; none where it refuses anything else (the fill's own
     * compile then says what is wrong, with the place).
     */
    static Map<String, Dataset.Checks> sample(String text, Set<String> tables) {
        Dataset d;
        try {
            d = DatasetCompiler.compileChecked(SpecReader.read("the spec drafted", text, Map.of()), 1, null);
        } catch (SeedgenException e) {
            java.util.regex.Matcher m = PLACE.matcher(e.getMessage() == null ? "" : e.getMessage());
            String table = m.matches() ? tableAt(text, Integer.parseInt(m.group(1)), tables) : null;
            if (table != null) {
                throw new Refused(table, m.group(2));
            }
            return Map.of();
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

    /** The drafted table whose entry holds line {@code line} (from 1) of the draft, or null. */
    private static String tableAt(String text, int line, Set<String> tables) {
        String[] lines = text.split("\n", -1);
        for (int i = Math.min(line, lines.length) - 1; i >= 0; i--) {
            String l = lines[i];
            if (l.startsWith("  ") && !l.startsWith("   ") && !l.startsWith("  #") && l.endsWith(":")) {
                String header = l.substring(2, l.length() - 1);
                return tables.stream().filter(t -> yamlName(t).equals(header)).findFirst().orElse(null);
            }
            if (!l.startsWith(" ") && !l.isEmpty() && !l.startsWith("#")) {
                return null; // above the tables
            }
        }
        return null;
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
