package seedgen.fromdb;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import seedgen.catalog.Catalog;

/**
 * The values the application's own rows hold, read as a sample of what it writes: a column that a fill makes, whose
 * name and type say nothing more than a number or a word (a code, a setting, a format), takes the values a column of
 * the same name and kind holds in a table the schema ships rows in (the table it refers to first, else the one with
 * the most rows), as often as they are there: Zabbix's {@code items.delay} ({@code 1m}, {@code 1h}) teaches
 * {@code httptest.delay}. Only a short list (at most {@value KeptRows#MOST_SAMPLED} values) is such a sample; more
 * is data of the application's, not a list of its values.
 */
final class Shipped {


    /** Names that each table may give codes of its own: a sample of another table's is none of this one's. */
    private static final java.util.Set<String> GENERIC = java.util.Set.of("type", "status", "state", "kind", "value",
            "flags", "flag", "mode", "level", "name", "title", "tag", "operator", "code", "category", "class",
            "priority", "sort", "position", "active", "enabled", "description", "data", "result", "source", "object",
            "action", "event", "method", "format", "unit", "units", "label", "key", "version", "severity", "role",
            "scope", "visible", "hidden", "deleted", "options", "params", "parameters", "url", "text", "comment");

    private Shipped() {
    }

    /** Tables of one thing: the first word of their names the same, a plural's s aside (items, item_preproc). */
    private static boolean kin(String a, String b) {
        List<String> wa = ColumnRules.words(a);
        List<String> wb = ColumnRules.words(b);
        return !wa.isEmpty() && !wb.isEmpty() && singular(wa.get(0)).equals(singular(wb.get(0)));
    }

    private static String singular(String w) {
        return w.endsWith("s") && w.length() > 3 ? w.substring(0, w.length() - 1) : w;
    }

    /**
     * The choice of the values the application's rows show for column {@code c} of {@code t}, guessed {@code guess}
     * from its name and type; null where no kept table shows values of it, or the guess says more than a code (a
     * moment, an address, a zone). {@code defaulted}: a DEFAULT refined the guess, whose values the rows outweigh.
     */
    static Priors.Prior of(TableRules.Context ctx, Catalog.Table t, Catalog.Column c, Gen guess, boolean defaulted) {
        // a guess that says no more than a number or a word: its name and type gave it no meaning
        boolean open = Priors.meaningless(guess) || Priors.unsignedRange(guess);
        if (!defaulted && !open || !KeptRows.sampleable(t, c)) {
            return null;
        }
        String from = null;
        Map<String, Long> best = null;
        boolean bestReferred = false;
        for (Map.Entry<String, KeptRows.Kept> e : ctx.kept().entrySet()) {
            Catalog.Table kt = ctx.catalog().table(e.getKey());
            Catalog.Column kc = kt == null ? null : kt.column(c.name());
            Map<String, Long> sample = e.getValue().sample(c.name());
            if (kc == null || sample.isEmpty() || ColumnRules.isInteger(kc) != ColumnRules.isInteger(c)
                    || !fits(c, sample)) {
                continue;
            }
            // the table this one refers to first, else the one of the most rows; a name any table may use for its
            // own codes (type, status, value) only from a table of the same thing (a host's status is no web check's)
            boolean referred = t.foreignKeys().stream().anyMatch(f -> f.refTable().equalsIgnoreCase(e.getKey()));
            if (GENERIC.contains(c.name().toLowerCase(Locale.ROOT)) && !kin(t.name(), e.getKey())) {
                continue;
            }
            if (best == null || referred && !bestReferred
                    || referred == bestReferred && e.getValue().held() > ctx.kept().get(from).held()) {
                from = e.getKey();
                best = sample;
                bestReferred = referred;
            }
        }
        if (best == null) {
            return null;
        }
        List<String> shown = new ArrayList<>(best.keySet());
        Map<String, Long> weights = best;
        Gen gen = Gen.of("choice").with("values", "{" + String.join(", ", shown.stream().map(v -> YamlText.quote(v)
                + ": " + weights.get(v)).toList()) + "}");
        String listed = String.join(", ", shown.subList(0, Math.min(5, shown.size())).stream()
                .map(v -> v.length() > 20 ? v.substring(0, 17) + "..." : v).toList())
                + (shown.size() > 5 ? " and " + (shown.size() - 5) + " more" : "");
        return new Priors.Prior(gen, "the application's rows of " + from + "." + ctx.catalog().table(from)
                .column(c.name()).name() + ", kept: " + listed, Priors.Source.SHIPPED);
    }

    /** Whether every value fits column {@code c}: a whole number in its range, or text no longer than it. */
    private static boolean fits(Catalog.Column c, Map<String, Long> sample) {
        if (ColumnRules.isInteger(c)) {
            long[] range = ColumnRules.integerRange(c.dataType(), c.type().toLowerCase(Locale.ROOT)
                    .contains("unsigned"));
            for (String v : sample.keySet()) {
                if (!v.matches("-?[0-9]{1,18}") || Long.parseLong(v) < range[0] || Long.parseLong(v) > range[1]) {
                    return false;
                }
            }
            return true;
        }
        return sample.keySet().stream().allMatch(v -> c.length() == null || v.length() <= c.length());
    }
}
