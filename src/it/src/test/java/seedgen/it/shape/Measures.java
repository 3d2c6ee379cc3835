package seedgen.it.shape;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Measures as aligned text: failures first or every one in order, and the line "N of M measures hold". */
public final class Measures {

    private Measures() {
    }

    public static long holding(List<Measure> measures) {
        return measures.stream().filter(Measure::holds).count();
    }

    public static String summary(List<Measure> measures) {
        return holding(measures) + " of " + measures.size() + " measures hold";
    }

    /** Failing measures by kind: "quantile 12, category weight 3". */
    public static String failingByKind(List<Measure> measures) {
        Map<Measure.Kind, Integer> by = new LinkedHashMap<>();
        for (Measure.Kind k : Measure.Kind.values()) {
            int n = (int) measures.stream().filter(m -> !m.holds() && m.kind() == k).count();
            if (n > 0) {
                by.put(k, n);
            }
        }
        List<String> parts = new ArrayList<>();
        by.forEach((k, n) -> parts.add(k.label() + " " + n));
        return parts.isEmpty() ? "none failing" : "failing: " + String.join(", ", parts);
    }

    /** Every measure as a table, the failing ones first ({@code failuresFirst}) or in the order measured. */
    public static String text(List<Measure> measures, boolean failuresFirst) {
        List<Measure> shown = new ArrayList<>(measures);
        if (failuresFirst) {
            shown.sort(Comparator.comparing(Measure::holds));
        }
        return table(shown) + summary(measures) + " (" + failingByKind(measures) + ")\n";
    }

    /** Only the failing measures as a table, and the summary line. */
    public static String failures(List<Measure> measures) {
        return table(measures.stream().filter(m -> !m.holds()).toList()) + summary(measures) + " ("
                + failingByKind(measures) + ")\n";
    }

    private static String table(List<Measure> shown) {
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {"", "measure", "table", "column/key", "what", "source", "copy", "bound"});
        for (Measure m : shown) {
            rows.add(new String[] {m.holds() ? "ok" : "FAIL", m.kind().label(), m.table(), m.subject(), m.what(),
                m.source(), m.copy(), m.bound()});
        }
        int[] width = new int[8];
        for (String[] r : rows) {
            for (int i = 0; i < r.length; i++) {
                width[i] = Math.min(Math.max(width[i], r[i].length()), 48);
            }
        }
        StringBuilder b = new StringBuilder();
        for (String[] r : rows) {
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < r.length; i++) {
                line.append(String.format(Locale.ROOT, "%-" + width[i] + "s  ", r[i]));
            }
            b.append(line.toString().stripTrailing()).append('\n');
        }
        return b.toString();
    }
}
