package seedgen.fromdb;

import seedgen.catalog.Catalog;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Columns that are the two ends of one thing and must stay in order on every row: {@code valid_from} and
 * {@code valid_until}, {@code starts_at} and {@code ends_at}, {@code min_price} and {@code max_price},
 * {@code created_at} and {@code updated_at}. The two share a stem (the name without its pair word); the later end
 * follows the earlier (a date {@code after:} it, a number {@code at_least:} it), so the application never reads an
 * end before its start.
 */
final class OrderedPairs {

    /** Each pair's earlier word, then its later word. */
    private static final List<String[]> PAIRS = List.of(new String[] {"start", "end"},
            new String[] {"start", "stop"}, new String[] {"begin", "end"}, new String[] {"starts", "ends"},
            new String[] {"begins", "ends"}, new String[] {"started", "ended"}, new String[] {"started", "finished"},
            new String[] {"started", "completed"}, new String[] {"from", "to"}, new String[] {"from", "until"},
            new String[] {"from", "till"}, new String[] {"min", "max"}, new String[] {"minimum", "maximum"},
            new String[] {"lower", "upper"}, new String[] {"low", "high"}, new String[] {"created", "updated"},
            new String[] {"created", "modified"}, new String[] {"created", "changed"},
            new String[] {"opened", "closed"}, new String[] {"open", "close"}, new String[] {"first", "last"});
    /** Dates that follow another date of the row: shipped after ordered, due after issued. */
    private static final Set<String> LATER = Set.of("shipped", "delivered", "required", "due", "closed", "completed",
            "returned", "return", "ended", "expires", "expiry", "finished", "resolved", "paid", "last", "updated",
            "modified", "changed", "end", "to", "until");
    private static final Set<String> EARLIER = Set.of("created", "order", "ordered", "placed", "start", "started",
            "from", "begin", "issued", "rental", "opened", "registered", "joined", "hire", "hired", "sent", "invoice",
            "purchase", "booked", "signup");
    /** The earlier words of pairs of numbers: an opening price may be above the closing one, a minimum never. */
    private static final Set<String> BOUNDS = Set.of("min", "minimum", "lower", "low", "start", "from", "begin");
    private static final Set<String> DATES = Set.of("date", "datetime", "timestamp");
    private static final Pattern MAX = Pattern.compile("max: (-?[0-9.]+)");

    private OrderedPairs() {
    }

    /**
     * {@code gen}, the guess for column {@code c} of {@code t} alone, made to follow the earlier end of its pair
     * when it is a later end: a date or time after it, a number at least it. {@code rows} as for
     * {@link ColumnRules#choose}; {@code made} the columns whose generators a key of several columns chose (a
     * sequence, a code, dates in order), which a number cannot follow.
     */
    static String follow(Catalog.Table t, Catalog.Column c, String gen, long rows, java.util.Map<String, String> made) {
        List<String> words = ColumnRules.words(c.name());
        Catalog.Column earlier = byStem(t, c, words);
        if (earlier == null && DATES.contains(c.dataType())) {
            earlier = anyEarlierDate(t, c, words);
        }
        if (earlier == null || isReference(t, earlier)) {
            return gen;
        }
        if (timeLike(c) && timeLike(earlier) && c.dataType().equals("time") == earlier.dataType().equals("time")) {
            // a key's ordered TIMESTAMPs stop a year before the type's end, so the end after one fits
            boolean edit = words.stream().anyMatch(Set.of("updated", "modified", "changed", "last")::contains);
            String within = c.dataType().equals("time") ? "8h" : edit ? "30d" : "365d";
            return "gen: datetime, after: " + YamlText.yamlName(earlier.name()) + ", within: " + within;
        }
        boolean numbers = gen.startsWith("gen: int, ") || gen.startsWith("gen: decimal, ");
        boolean bounds = ColumnRules.words(earlier.name()).stream().anyMatch(BOUNDS::contains);
        // a member of a key of several columns keeps its guess unless the key made it (a sequence); one unique alone
        // is made unique
        if (!numbers || !bounds || made.containsKey(earlier.name()) || uniqueAlone(t, earlier)) {
            return gen;
        }
        String first = ColumnRules.alone(t, earlier, false, false, null, rows);
        String head = gen.substring(0, gen.indexOf(','));
        if (!first.startsWith(head + ",") || first.contains("at_least")
                || new java.math.BigDecimal(max(first)).compareTo(new java.math.BigDecimal(max(gen))) > 0) {
            return gen;
        }
        return gen + ", at_least: " + YamlText.yamlName(earlier.name());
    }

    /** The column whose name is this one's with the earlier word of a pair in place of its later word. */
    private static Catalog.Column byStem(Catalog.Table t, Catalog.Column c, List<String> words) {
        for (String[] pair : PAIRS) {
            if (!words.contains(pair[1])) {
                continue;
            }
            List<String> stem = without(words, pair[1]);
            for (Catalog.Column o : t.columns()) {
                List<String> other = ColumnRules.words(o.name());
                if (o != c && other.contains(pair[0]) && without(other, pair[0]).equals(stem)
                        && other.stream().noneMatch(LATER::contains) && sameKind(c, o)) {
                    return o;
                }
            }
        }
        return null;
    }

    private static final Set<String> STARTS = Set.of("start", "started", "starts", "begin", "begins", "from");

    /** A later date with no partner by name follows the table's first earlier date ({@code shippedDate}, orderDate). */
    private static Catalog.Column anyEarlierDate(Catalog.Table t, Catalog.Column c, List<String> words) {
        if (words.stream().noneMatch(LATER::contains) || words.stream().anyMatch(EARLIER::contains)) {
            return null;
        }
        // a start of the same kind first (due_date after start_date, not created_at), then any earlier date
        List<Catalog.Column> earlier = t.columns().stream().filter(o -> o != c && DATES.contains(o.dataType())
                && ColumnRules.words(o.name()).stream().anyMatch(EARLIER::contains)
                && ColumnRules.words(o.name()).stream().noneMatch(LATER::contains)).toList();
        return earlier.stream().filter(o -> o.dataType().equals(c.dataType()) && ColumnRules.words(o.name()).stream()
                .anyMatch(STARTS::contains)).findFirst().orElse(earlier.isEmpty() ? null : earlier.get(0));
    }

    private static boolean sameKind(Catalog.Column a, Catalog.Column b) {
        return timeLike(a) && timeLike(b) || number(a) && number(b);
    }

    private static boolean timeLike(Catalog.Column c) {
        return DATES.contains(c.dataType()) || c.dataType().equals("time");
    }

    private static boolean number(Catalog.Column c) {
        return ColumnRules.isInteger(c) || Set.of("decimal", "numeric", "float", "double", "real")
                .contains(c.dataType());
    }

    private static boolean isReference(Catalog.Table t, Catalog.Column c) {
        return t.foreignKeys().stream().anyMatch(f -> f.columns().stream().anyMatch(c.name()::equalsIgnoreCase));
    }

    /** The primary key or a unique key alone: its values are made to be unique, not from its range. */
    private static boolean uniqueAlone(Catalog.Table t, Catalog.Column c) {
        return t.isKey(List.of(c.name()));
    }

    private static List<String> without(List<String> words, String word) {
        List<String> out = new ArrayList<>(words);
        out.remove(word);
        return out;
    }

    private static String max(String gen) {
        Matcher m = MAX.matcher(gen);
        if (!m.find()) {
            throw new IllegalStateException("no max in " + gen.toLowerCase(Locale.ROOT));
        }
        return m.group(1);
    }
}
