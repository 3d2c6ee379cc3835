package seedgen.fromdb;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import seedgen.catalog.Catalog;

/**
 * What the catalog says of a column beside its name and type, weighed against the guess they made: a COMMENT that
 * lists the column's values ({@code 0 => none, 1 => mirror, 2 => reshare}) is a choice of them; a small integer
 * DEFAULT on a column whose name is no quantity marks a code or a flag of a few values from 0 to it, the default the
 * most common; a short text column's one-character DEFAULT of a yes/no pair ({@code Y}/{@code N}, {@code 0}/{@code
 * 1}, {@code t}/{@code f}) is that pair; {@code DEFAULT ''} on a column of at most {@value #SHORT} characters is
 * left empty, the one value the schema shows; a boolean-like name on a small integer ({@code *_enabled}, {@code
 * is_*}, {@code active}) is 0 or 1. A quantity (a count, a size, a duration...) keeps the spread its name gave it, and
 * a name that says more than the default (a port, a year, a moment) keeps its guess. Each prior says its evidence,
 * which the printed spec shows above the column.
 */
final class Priors {

    /** Where a prior's evidence comes from, strongest first: a COMMENT outweighs the application's rows. */
    enum Source {
        /** A COMMENT that lists the column's values. */
        COMMENT,
        /** The rows the application ships, in a column of the same name. */
        SHIPPED,
        /** A constant DEFAULT weighed against the name. */
        DEFAULT,
        /** The name alone on a type that holds few values (a yes/no name on a small integer). */
        NAME
    }

    /** A guess refined: the generator, the evidence it rests on (for the spec's comment) and where it comes from. */
    record Prior(Gen gen, String evidence, Source source) {
    }

    /** The widest text column whose {@code DEFAULT ''} leaves it empty: a flag or a code kept as text. */
    static final int SHORT = 3;
    /** The largest integer default read as a code's last value: codes are a handful from 0. */
    private static final int LAST_CODE = 9;
    /** Words of a quantity: its default is a starting value, not one of a few codes. */
    private static final Set<String> QUANTITY = Set.of("count", "counter", "total", "sum", "size", "score", "amount",
            "duration", "length", "num", "number", "nb", "qty", "quantity", "price", "cost", "weight", "height",
            "width", "depth", "balance", "limit", "max", "min", "maximum", "minimum", "seconds", "minutes", "hours",
            "days", "weeks", "months", "years", "bytes", "kb", "mb", "gb", "timeout", "ttl", "delay", "interval",
            "retries", "attempts", "tries", "hits", "views", "votes", "likes", "rate", "ratio", "percent", "pct",
            "version", "rev", "revision", "seq", "sequence", "order", "position", "pos", "sort", "sortorder",
            "rank", "index", "idx", "offset", "level", "priority", "port", "year", "age", "id", "uid", "gid", "pid",
            "lft", "rgt", "x", "y", "z", "lat", "lng", "lon", "latitude", "longitude", "step", "steps",
            "capacity", "quota", "usage", "used", "free", "left", "remaining", "credit", "credits", "points",
            "fee", "tax", "discount", "period", "frequency", "threshold", "precision", "scale", "decimals", "digits");
    /** Last words that make a name a yes or no: mail_enabled, account_locked. */
    private static final Set<String> YES_NO = Set.of("enabled", "disabled", "active", "flag", "visible", "hidden",
            "locked", "deleted", "default", "required", "allowed", "approved", "verified", "confirmed");
    /** The yes/no pairs a one-character DEFAULT names, each as (the default, the other). */
    private static final List<String[]> PAIRS = List.of(new String[] {"Y", "N"}, new String[] {"N", "Y"},
            new String[] {"y", "n"}, new String[] {"n", "y"}, new String[] {"T", "F"}, new String[] {"F", "T"},
            new String[] {"t", "f"}, new String[] {"f", "t"}, new String[] {"0", "1"}, new String[] {"1", "0"});
    /** A value a COMMENT lists: a number or short word, then {@code =>}, {@code =}, {@code :} or {@code -}. */
    private static final Pattern LISTED = Pattern.compile(
            "(?<![\\w.'\"-])(-?[0-9]{1,6}|[A-Za-z][A-Za-z0-9_]{0,15})\\s*(?:=>|==|=|:|->| - )\\s*['\"]?[A-Za-z]");
    private static final Pattern WHOLE = Pattern.compile("-?\\d+");
    private static final Pattern COUNT = Pattern.compile("\\d+");

    private Priors() {
    }

    /**
     * The prior for column {@code c} of {@code t} whose guess from name and type was {@code guess}; null when the
     * catalog says nothing the guess does not already hold. Not for keys, references, or columns a CHECK rules.
     */
    static Prior of(Catalog.Table t, Catalog.Column c, Gen guess) {
        Catalog.Said said = t.said(c.name());
        List<String> words = ColumnRules.words(c.name());
        boolean integer = ColumnRules.isInteger(c);
        boolean text = c.kind() == seedgen.catalog.Kind.TEXT && c.length() != null;
        if (!integer && !text) {
            return null;
        }
        Prior listed = said.comment() == null ? null : listed(c, said, integer);
        if (listed != null) {
            return listed;
        }
        if (integer) {
            return integer(c, words, guess, said.constant());
        }
        Prior shown = text(c, guess, said.constant());
        if (shown == null && said.constant() == null && c.length() == 1 && yesNo(words)) {
            // no default to say which pair: 0 and 1, which every language reads as false and true (a Y and an N are
            // both true to PHP and Perl)
            return new Prior(Checks.choiceOf(List.of("0", "1")), "a yes/no name on " + c.type() + ": 0 or 1",
                    Source.NAME);
        }
        return shown;
    }

    /** A choice of the values a COMMENT lists, where it lists two or more and they fit the column. */
    private static Prior listed(Catalog.Column c, Catalog.Said said, boolean integer) {
        Set<String> values = new LinkedHashSet<>();
        Matcher m = LISTED.matcher(said.comment());
        while (m.find()) {
            String v = m.group(1);
            boolean number = v.matches("-?[0-9]+");
            if (integer != number || !integer && v.length() > c.length()) {
                continue;
            }
            if (integer && !fits(c, Long.parseLong(v))) {
                return null;
            }
            values.add(v);
        }
        if (values.size() < 2 || said.constant() != null && !values.contains(said.constant())) {
            return null; // one value, or a default the list leaves out: not a list of the column's values
        }
        return new Prior(weighted(new ArrayList<>(values), said.constant()), "COMMENT "
                + quoted(said.comment()) + " lists its values", Source.COMMENT);
    }

    /** A code or flag of a few values by a small DEFAULT, or 0/1 by a yes/no name; null where neither holds. */
    private static Prior integer(Catalog.Column c, List<String> words, Gen guess, String constant) {
        if (!range(guess, WHOLE) || words.stream().anyMatch(QUANTITY::contains) || counted(words)) {
            return null; // a name that said more (a moment, a flag, a port) or a quantity: its guess stands
        }
        long max = Long.parseLong(guess.option("max"));
        long[] range = ColumnRules.integerRange(c.dataType(), c.type().toLowerCase(Locale.ROOT).contains("unsigned"));
        boolean fallback = max == Math.min(range[1], 1_000_000L);
        long[] codes = Codes.of(words);
        boolean yesNo = codes != null && codes[1] == 1 || yesNo(words);
        Long d = constant != null && constant.matches("-?[0-9]{1,4}") ? Long.valueOf(constant) : null;
        if (d != null && d >= -1 && d <= LAST_CODE && (fallback || codes != null)) {
            // the default and one neighbour every run of codes that holds it holds too, whether it runs from 0 or 1:
            // 0 and 1 from 0; 1 and 2 from 1 (a run from 0 with a default of 1 is mostly a yes/no, named so); d - 1
            // and d above
            long first = yesNo && d <= 1 ? 0 : d >= 2 ? d - 1 : d;
            long last = yesNo && d <= 1 ? 1 : d >= 2 ? d : d + 1;
            List<String> values = new ArrayList<>();
            for (long v = first; v <= last; v++) {
                values.add(Long.toString(v));
            }
            return new Prior(weighted(values, constant), "DEFAULT " + constant + " on a name of no quantity: "
                    + (yesNo ? "a flag" : "a code") + " of " + first + ".." + last + ", mostly " + constant,
                    Source.DEFAULT);
        }
        if (d == null && yesNo && fallback) {
            return new Prior(Gen.of("int").with("min", 0).with("max", 1), "a yes/no name on " + c.type() + ": 0 or 1",
                    Source.NAME);
        }
        return null;
    }

    /** Ends of a word run together that make it a quantity: datasize, filesize, maxlength, rowcount. */
    private static final List<String> QUANTITY_ENDS = List.of("size", "count", "length", "total", "amount", "bytes",
            "duration");
    /** Last words of a reference to another row, whose DEFAULT 0 says none: parent-item, owner (not user_type). */
    private static final Set<String> REFERRING = Set.of("parent", "child", "owner", "author", "user", "uid", "item",
            "post", "thread", "account", "group", "node", "ref", "reference");

    /**
     * A name that ends in things counted (visits, logins, failed_attempts; not status, flags, alias), a word run
     * together with a quantity (datasize), or a name that refers to another row (parent-item).
     */
    private static boolean counted(List<String> words) {
        if (!words.isEmpty() && REFERRING.contains(words.get(words.size() - 1)) || words.stream().anyMatch(w -> QUANTITY_ENDS.stream()
                .anyMatch(e -> w.length() > e.length() + 1 && w.endsWith(e)))) {
            return true;
        }
        String last = words.isEmpty() ? "" : words.get(words.size() - 1);
        return last.length() > 3 && last.endsWith("s") && !last.endsWith("ss") && !last.endsWith("us")
                && !last.endsWith("is") && !last.equals("flags") && !last.equals("yes");
    }

    /** A yes/no name the code list does not reach: mail_enabled, is_public_flag, *_active. */
    private static boolean yesNo(List<String> words) {
        if (words.isEmpty()) {
            return false;
        }
        String last = words.get(words.size() - 1);
        return YES_NO.contains(last)
                || Set.of("is", "has", "can", "allow", "use", "show", "hide").contains(words.get(0)) && words.size() >= 2;
    }

    /** A guess of text that says no meaning: words of Lorem, letters, a code. */
    static boolean meaningless(Gen guess) {
        return guess.is("lorem") && guess.opensWith("words")
                || guess.is("faker") && guess.options().equals(List.of(new Gen.Option("expr", "lorem.characters")))
                || guess.is("code") && guess.options().size() == 1 && guess.opensWith("length")
                        && COUNT.matcher(guess.option("length")).matches();
    }

    /** An integer guessed by its type alone: {@code gen: int, min: A, max: B}, B of the form {@code max}. */
    static boolean range(Gen guess, Pattern max) {
        return guess.is("int") && guess.options().stream().map(Gen.Option::key).toList().equals(List.of("min", "max"))
                && WHOLE.matcher(guess.option("min")).matches() && max.matcher(guess.option("max")).matches();
    }

    /** {@link #range} of a maximum of no sign, as a type's range gives. */
    static boolean unsignedRange(Gen guess) {
        return range(guess, COUNT);
    }

    /**
     * A short text column's empty or yes/no DEFAULT, or the DEFAULT of a column whose name says nothing seedgen reads
     * (a {@code delay} of {@code '1m'}, a {@code period} of {@code '1-7,00:00-24:00'}): the one value the schema shows,
     * which the application parses; null where the default says nothing of the values.
     */
    private static Prior text(Catalog.Column c, Gen guess, String constant) {
        if (constant == null) {
            return null;
        }

        if (constant.isEmpty() && c.length() <= SHORT) {
            return new Prior(Checks.choiceOf(List.of("")), "DEFAULT '' on " + c.type() + ": empty, the one value "
                    + "the schema shows", Source.DEFAULT);
        }
        if (c.length() <= SHORT) {
            for (String[] pair : PAIRS) {
                if (pair[0].equals(constant)) {
                    return new Prior(weighted(List.of(pair[0], pair[1]), constant), "DEFAULT '" + constant + "' on "
                            + c.type() + ": a yes/no of " + pair[0] + " and " + pair[1] + ", mostly " + constant,
                            Source.DEFAULT);
                }
            }
        }
        if (!constant.isBlank() && constant.length() <= c.length() && meaningless(guess)) {
            return new Prior(Checks.choiceOf(List.of(constant)), "DEFAULT '" + constant
                    + "' on a name that says no more: the value the schema shows", Source.DEFAULT);
        }
        return null;
    }

    /**
     * A choice of {@code values}; the default, where it is one of them, three times as common as all the others
     * together (three rows in four), as an application's rows mostly keep the value it starts them with.
     */
    static Gen weighted(List<String> values, String preferred) {
        return Gen.of("choice").with("values", "{" + String.join(", ", values.stream().map(v -> YamlText.quote(v)
                + ": " + (v.equals(preferred) ? 3 * Math.max(1, values.size() - 1) : 1)).toList()) + "}");
    }

    private static boolean fits(Catalog.Column c, long v) {
        long[] range = ColumnRules.integerRange(c.dataType(), c.type().toLowerCase(Locale.ROOT).contains("unsigned"));
        return v >= range[0] && v <= range[1];
    }

    private static String quoted(String comment) {
        String one = comment.replaceAll("\\s+", " ").trim();
        return "'" + (one.length() > 60 ? one.substring(0, 57) + "..." : one) + "'";
    }
}
