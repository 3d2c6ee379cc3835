package seedgen.fromdb;

import seedgen.catalog.Catalog;
import seedgen.catalog.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

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
            new String[] {"opened", "closed"}, new String[] {"open", "close"}, new String[] {"first", "last"},
            new String[] {"create", "modify"}, new String[] {"create", "update"}, new String[] {"create", "change"},
            new String[] {"creation", "modification"}, new String[] {"creation", "update"},
            new String[] {"created", "deleted"}, new String[] {"start", "finish"}, new String[] {"started", "stopped"},
            new String[] {"sent", "read"}, new String[] {"sent", "received"}, new String[] {"sent", "delivered"},
            new String[] {"since", "till"}, new String[] {"since", "until"}, new String[] {"ctime", "mtime"},
            new String[] {"entered", "updated"}, new String[] {"entered", "modified"});
    /** Dates that follow another date of the row: shipped after ordered, due after issued. */
    private static final Set<String> LATER = Set.of("shipped", "delivered", "required", "due", "closed", "completed",
            "returned", "return", "ended", "expires", "expiry", "finished", "resolved", "paid", "last", "updated",
            "modified", "changed", "end", "to", "until", "modification", "modify", "update", "expiration", "deadline",
            "received", "deleted", "till", "removal", "removed", "mtime");
    private static final Set<String> EARLIER = Set.of("created", "order", "ordered", "placed", "start", "started",
            "from", "begin", "issued", "rental", "opened", "registered", "joined", "hire", "hired", "sent", "invoice",
            "purchase", "booked", "signup", "create", "creation", "register", "registration", "trans", "transaction",
            "posted", "entered", "since", "ctime");
    /** The earlier words of pairs of numbers: an opening price may be above the closing one, a minimum never. */
    private static final Set<String> BOUNDS = Set.of("min", "minimum", "lower", "low", "start", "from", "begin");
    /** The later words of an edit: within 30 days of what it edits. */
    private static final Set<String> EDITS = Set.of("updated", "modified", "changed", "last", "modify", "update",
            "modification", "change");

    private OrderedPairs() {
    }

    /**
     * {@code gen}, the guess for column {@code c} of {@code t} alone, made to follow the earlier end of its pair
     * when it is a later end: a date or time after it, a number at least it. {@code rows} as for
     * {@link ColumnRules#choose}; {@code made} the columns whose generators a key of several columns chose (a
     * sequence, a code, dates in order), which a number cannot follow.
     */
    static Gen follow(Catalog.Table t, Catalog.Column c, Gen gen, long rows, java.util.Map<String, Gen> made) {
        List<String> words = ColumnRules.words(c.name());
        Pair pair = byStem(t, c, words, gen, rows);
        Catalog.Column earlier = pair == null ? null : pair.earlier();
        if (earlier == null && (c.kind().isDateOrDateTime() || Moments.formatted(gen))) {
            earlier = anyEarlierDate(t, c, words, gen, rows);
        }
        if (earlier == null || isReference(t, earlier)) {
            return gen;
        }
        Gen keyMade = made.get(earlier.name());
        if (keyMade != null && !keyMade.is("datetime")) {
            return gen; // a key made the start a sequence or a code: no moment to follow
        }
        List<Gen.Option> theirs = written(earlier, guess(t, earlier, rows));
        List<Gen.Option> mine = written(c, gen);
        if (mine == null && theirs != null && holdsSeconds(c, theirs)) {
            mine = theirs; // a later end by name follows its start's kind: read after sent, both Unix seconds
        }
        if (mine != null && theirs != null && (c.kind() == Kind.TIME) == (earlier.kind() == Kind.TIME)) {
            // a key's ordered TIMESTAMPs stop a year before the type's end, so the end after one fits
            boolean edit = words.stream().anyMatch(EDITS::contains);
            boolean clock = mine.stream().anyMatch(o -> o.key().equals("format") && o.value().startsWith("\"HH:"));
            String within = c.kind() == Kind.TIME || clock ? "8h" : edit ? "30d" : "365d";
            return Gen.of("datetime").with("after", YamlText.yamlName(earlier.name())).with("within", within)
                    .with(mine);
        }
        boolean numbers = (gen.is("int") || gen.is("decimal")) && !gen.options().isEmpty();
        boolean bounds = ColumnRules.words(earlier.name()).stream().anyMatch(BOUNDS::contains)
                || pair != null && BOUNDS.contains(pair.word());
        // a member of a key of several columns keeps its guess unless the key made it (a sequence); one unique alone
        // is made unique
        if (!numbers || !bounds || made.containsKey(earlier.name()) || uniqueAlone(t, earlier)) {
            return gen;
        }
        Gen first = ColumnRules.alone(t, earlier, false, false, null, rows);
        if (!first.is(gen.kind()) || first.options().isEmpty() || first.has("at_least")
                || new java.math.BigDecimal(max(first)).compareTo(new java.math.BigDecimal(max(gen))) > 0) {
            return gen;
        }
        return gen.with("at_least", YamlText.yamlName(earlier.name()));
    }

    /** The earlier end of a pair, and the pair's earlier word in its name. */
    private record Pair(Catalog.Column earlier, String word) {
    }

    /**
     * The column whose name is this one's with the earlier word of a pair in place of its later word: the name as
     * written first, wherever its words run together or are split ({@code yaxismax} and {@code yaxismin},
     * {@code max-size} and {@code min-size}, not {@code minsize}), then by the words of the names
     * ({@code size_max} and {@code min_size}).
     */
    private static Pair byStem(Catalog.Table t, Catalog.Column c, List<String> words, Gen gen, long rows) {
        String kind = kind(c, gen);
        if (kind == null) {
            return null;
        }
        String name = c.name().toLowerCase(Locale.ROOT);
        for (String[] pair : PAIRS) {
            for (int at = name.indexOf(pair[1]); at >= 0; at = name.indexOf(pair[1], at + 1)) {
                String other = name.substring(0, at) + pair[0] + name.substring(at + pair[1].length());
                for (Catalog.Column o : t.columns()) {
                    if (o != c && o.name().equalsIgnoreCase(other) && partners(c, kind, o, guess(t, o, rows))) {
                        return new Pair(o, pair[0]);
                    }
                }
            }
        }
        for (String[] pair : PAIRS) {
            if (!words.contains(pair[1])) {
                continue;
            }
            List<String> stem = without(words, pair[1]);
            for (Catalog.Column o : t.columns()) {
                List<String> other = ColumnRules.words(o.name());
                if (o != c && other.contains(pair[0]) && without(other, pair[0]).equals(stem)
                        && other.stream().noneMatch(LATER::contains) && partners(c, kind, o, guess(t, o, rows))) {
                    return new Pair(o, pair[0]);
                }
            }
        }
        return null;
    }

    private static final Set<String> STARTS = Set.of("start", "started", "starts", "begin", "begins", "from");

    /**
     * A later date with no partner by name follows the table's first earlier date ({@code shippedDate}, orderDate);
     * a moment written as a number or text ({@code date_completed}, Unix seconds) follows one of its own kind.
     */
    private static Catalog.Column anyEarlierDate(Catalog.Table t, Catalog.Column c, List<String> words, Gen gen,
            long rows) {
        if (words.stream().noneMatch(LATER::contains) || words.stream().anyMatch(EARLIER::contains)) {
            return null;
        }
        List<Gen.Option> written = c.kind().isDateOrDateTime() ? null : Moments.format(gen);
        // a start of the same kind first (due_date after start_date, not created_at), then any earlier date; a moment
        // written as a number or text follows one written alike
        List<Catalog.Column> earlier = t.columns().stream().filter(o -> o != c && (written != null
                ? !o.kind().isDateOrDateTime() && written.equals(written(o, guess(t, o, rows)))
                : o.kind().isDateOrDateTime())
                && ColumnRules.words(o.name()).stream().anyMatch(EARLIER::contains)
                && ColumnRules.words(o.name()).stream().noneMatch(LATER::contains)).toList();
        return earlier.stream().filter(o -> o.dataType().equals(c.dataType()) && ColumnRules.words(o.name()).stream()
                .anyMatch(STARTS::contains)).findFirst().orElse(earlier.isEmpty() ? null : earlier.get(0));
    }

    /**
     * Whether {@code o} (guessed {@code og}) can be the earlier end of {@code c} (of {@code kind}): both times or both
     * numbers, or {@code c} an integer that can hold the Unix times {@code o} is written as.
     */
    private static boolean partners(Catalog.Column c, String kind, Catalog.Column o, Gen og) {
        String theirs = kind(o, og);
        return kind.equals(theirs) || kind.equals("number") && "time".equals(theirs) && holdsSeconds(c, written(o, og));
    }

    /** A pair's two ends are both times (a date or time type, or a moment written as a number or text), or numbers. */
    private static String kind(Catalog.Column c, Gen gen) {
        return written(c, gen) != null ? "time" : number(c) ? "number" : null;
    }

    /**
     * How a time column's values are written: no option for a date or time type, its {@code format:} and what follows
     * for a moment written as a number or text; null for a column that holds no time.
     */
    private static List<Gen.Option> written(Catalog.Column c, Gen gen) {
        return c.kind().isDateOrDateTime() || c.kind() == Kind.TIME ? List.of()
                : Moments.formatted(gen) ? Moments.format(gen) : null;
    }

    /** The guess for a column alone, where it could be a moment written as a number or text; else null. */
    private static Gen guess(Catalog.Table t, Catalog.Column o, long rows) {
        boolean written = ColumnRules.isInteger(o) || ColumnRules.isText(o)
                || Set.of("binary", "varbinary").contains(o.dataType());
        return written ? ColumnRules.alone(t, o, false, false, null, rows) : null;
    }

    /** Whether integer column {@code c} holds the Unix times {@code format} writes (an INT seconds, a BIGINT both). */
    private static boolean holdsSeconds(Catalog.Column c, List<Gen.Option> format) {
        String dt = c.dataType();
        return format.equals(List.of(new Gen.Option("format", "unix")))
                && (dt.equals("int") || dt.equals("integer") || dt.equals("bigint"))
                || format.equals(List.of(new Gen.Option("format", "unix_ms"))) && dt.equals("bigint");
    }

    private static boolean number(Catalog.Column c) {
        return ColumnRules.isInteger(c) || c.kind().isNumber();
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

    private static String max(Gen gen) {
        String max = gen.option("max");
        if (max == null) {
            throw new IllegalStateException("no max in " + gen.render().toLowerCase(Locale.ROOT));
        }
        return max;
    }
}
