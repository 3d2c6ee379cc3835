package seedgen.fromdb;

import seedgen.catalog.Catalog;
import seedgen.catalog.Kind;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;

/**
 * What a table's CHECK constraints ask of each column ({@link CheckClauses} reads them), and a column's generator
 * changed to keep them: bounds narrowed, a list chosen from, a LIKE pattern matched, a date after another.
 */
final class Checks {

    /** What the checks ask of one column. */
    static final class Rule {
        BigDecimal lo;
        boolean loStrict;
        BigDecimal hi;
        boolean hiStrict;
        String loText;
        boolean loTextStrict;
        String hiText;
        final List<BigDecimal> not = new ArrayList<>();
        final List<String> notText = new ArrayList<>();
        List<String> in;
        /** A LIKE pattern every value must match ({@code email LIKE '%@%'}, a domain's check). */
        String like;
        boolean notNull;
        /** Another column this one comes after (a date after another), and whether strictly. */
        String after;
        boolean afterStrict;
        /** LIKE, SIMILAR TO and regular expressions every value matches (or, negated, does not). */
        final List<Pattern> patterns = new ArrayList<>();
        /** The fewest and the most characters a value has ({@code char_length(c) BETWEEN 2 AND 8}). */
        long minLength;
        long maxLength = Long.MAX_VALUE;
        /** {@code lower} or {@code upper} where the value is its own lowercase ({@code c = lower(c)}), else null. */
        String caseRule;
        /** The clauses that made this rule, for the printed spec. */
        final List<String> clauses = new ArrayList<>();
    }

    /** A pattern a value must match ({@code not}: must not): LIKE, SIMILAR TO or a regular expression. */
    record Pattern(seedgen.check.Expr.MatchKind kind, String text, boolean ignoreCase, boolean not, String escape) {
    }

    /**
     * The rules by column (any case); the clauses not derived whole into rules; every clause read, with whether
     * seedgen evaluates it.
     */
    record Parsed(Map<String, Rule> rules, List<String> unfollowed, List<CheckClauses.Clause> clauses) {
        Rule of(String column) {
            return rules.entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase(column))
                    .map(Map.Entry::getValue).findFirst().orElse(null);
        }
    }

    private Checks() {
    }


    private static final java.util.regex.Pattern WHOLE = java.util.regex.Pattern.compile("-?\\d+");
    private static final java.util.regex.Pattern NUMBER = java.util.regex.Pattern.compile("-?[\\d.]+");
    private static final java.util.regex.Pattern SCALE = java.util.regex.Pattern.compile("\\d+");
    private static final java.util.regex.Pattern DATE = java.util.regex.Pattern.compile("\"([^\"]+)\"");
    /** Text generators that never write an empty text (a uuid4 or uuid7 by its prefix). */
    private static final java.util.regex.Pattern NEVER_EMPTY = java.util.regex.Pattern.compile("(uuid|code|template|"
            + "lorem|first_name|last_name|bcrypt|sequence).*");
    /** Generators whose values a key or reference asks for, which no CHECK's list replaces (uuid: uuid4, uuid7). */
    private static final java.util.regex.Pattern FIXED = java.util.regex.Pattern.compile("(parent|sequence|uuid|code"
            + "|ref|template).*");

    /**
     * Whether every value of {@code gen} matches LIKE {@code pattern}, as far as seedgen can tell without the rows: a
     * template's text with its keys as digits ({@code user{id}@example.com} and {@code %@%}), or an email address
     * from Datafaker against a pattern that asks for an @. Anything else is not known to keep it.
     */
    static boolean matchesLike(Gen gen, String pattern) {
        StringBuilder regex = new StringBuilder("(?s)");
        for (char ch : pattern.toCharArray()) {
            regex.append(ch == '%' ? ".*" : ch == '_' ? "." : java.util.regex.Pattern.quote(String.valueOf(ch)));
        }
        Matcher template = gen.is("template") && gen.opensWith("text") ? TEMPLATE.matcher(gen.option("text")) : null;
        if (template != null && template.lookingAt()) {
            return template.group(1).replaceAll("\\{[^}]*}", "1").matches(regex.toString());
        }
        boolean email = gen.is("faker") && gen.opensWith("expr")
                && gen.option("expr").startsWith("internet.email_address");
        return email && "someone.1@example.com".matches(regex.toString()) && pattern.replace("%", "").equals("@");
    }

    private static final java.util.regex.Pattern TEMPLATE = java.util.regex.Pattern.compile(
            "\"((?:[^\"\\\\]|\\\\.)*)\"");

    /**
     * {@code gen} (a column's inline options) changed to keep rule {@code r}, or null when seedgen cannot: a key or
     * reference asked for other values, a generator that has no bounds, bounds no value of the column meets.
     */
    /** A choice of the values listed, each as likely. */
    static Gen choiceOf(List<String> values) {
        return Gen.of("choice").with("values", Gen.list(values.stream().map(YamlText::quote).toList()));
    }

    /** Whether {@code g} is a choice of values listed ({@code [..]}, {@code list}) or weighed ({@code {..}}). */
    static boolean choice(Gen g, boolean list) {
        return choice(g) && g.option("values").startsWith(list ? "[" : "{");
    }

    /** Whether {@code g} is a choice, its values first. */
    static boolean choice(Gen g) {
        return g.is("choice") && g.opensWith("values");
    }

    static Gen follow(Rule r, Gen gen, Catalog.Column c, long rows, boolean keyed) {
        List<Gen.Option> pair = gen.from("at_least"); // the upper end of a pair keeps following its lower end
        if (!pair.isEmpty()) {
            Gen g = follow(r, gen.before("at_least"), c, rows, keyed);
            return g == null ? null : g.is(gen.kind()) && !g.options().isEmpty() ? g.with(pair) : g;
        }
        Gen g = gen;
        boolean fixed = FIXED.matcher(g.kind()).matches();
        // a choice already within the list (the values --learn measured, with their weights) keeps its weights
        boolean within = r.in != null && choice(g) && !g.has("other")
                && !choiceValues(g).isEmpty() && r.in.containsAll(choiceValues(g));
        if (r.in != null && !within) {
            if (fixed || r.in.isEmpty()) {
                return null;
            }
            g = choiceOf(r.in);
        }
        if (!r.notText.isEmpty()) {
            if (choice(g)) { // the values seedgen chose, without those excluded
                List<String> values = choiceValues(g);
                List<String> kept = values.stream().filter(v -> !r.notText.contains(v)).toList();
                if (kept.isEmpty() || kept.size() < values.size() && choice(g, false)) {
                    return null;
                }
                if (kept.size() < values.size()) { // where none is excluded, the values keep their weights
                    g = choiceOf(kept);
                }
            } else if (!r.notText.stream().allMatch(String::isEmpty) || !NEVER_EMPTY.matcher(g.kind()).matches()) {
                return null; // a text generator keeps "<> ''" (it never writes an empty text), nothing else
            }
        }
        if (r.lo != null || r.hi != null || !r.not.isEmpty()) {
            g = numbers(r, g, c, rows);
            if (g == null) {
                return null;
            }
        }
        if (r.loText != null || r.hiText != null) {
            Matcher lo = g.is("datetime") && g.opensWith("from") ? DATE.matcher(g.option("from")) : null;
            Matcher hi = lo != null && g.options().size() > 1 && g.options().get(1).key().equals("to")
                    ? DATE.matcher(g.option("to")) : null;
            if (hi == null || !lo.matches() || !hi.matches()) {
                return null;
            }
            String from = r.loText == null ? lo.group(1) : max(lo.group(1), r.loTextStrict ? nextDay(r.loText)
                    : r.loText);
            String to = r.hiText == null ? hi.group(1) : min(hi.group(1), r.hiText);
            if (from.compareTo(to) >= 0) { // the guess lies outside the check: a year from its start, or up to its end
                from = r.loText == null ? previousYear(to) : r.loTextStrict ? nextDay(r.loText) : r.loText;
                to = r.hiText == null ? nextYear(from) : r.hiText;
                if (from.compareTo(to) >= 0) {
                    return null;
                }
            }
            g = g.replacing("from", "\"" + from + "\"").replacing("to", "\"" + to + "\"");
        }
        if (r.after != null) {
            if (!g.is("datetime") || g.flag("ordered")) {
                return null;
            }
            g = Gen.of("datetime").with("after", r.after).with("within", "365d");
            g = r.afterStrict ? g.with("min", c.kind() == Kind.DATE ? "1d" : "1s") : g;
        }
        if (!r.patterns.isEmpty() || r.minLength > 0 || r.maxLength < Long.MAX_VALUE || r.caseRule != null) {
            g = TextShapes.follow(r, g, c, keyed);
        }
        return g;
    }

    /**
     * The values of a choice's options: {@code values: ["a", "b"]} or {@code values: {a: 8, b: 1}}. The options
     * written after them are read too (of a map, their keys: {@code distinct}, {@code within}), as the rules always
     * have: the choices judged by it, and so the printed specs, depend on that.
     */
    static List<String> choiceValues(Gen g) {
        List<String> out = new ArrayList<>();
        boolean list = choice(g, true);
        String text = g.option("values") + String.join("", g.from("values").stream().skip(1)
                .map(o -> ", " + o.key() + ": " + o.value()).toList());
        Matcher m = (list ? QUOTED : KEY).matcher(text);
        while (m.find()) {
            String v = list || m.group(1) != null ? m.group(1) : m.group(2);
            out.add(v.replace("\\\"", "\"").replace("\\\\", "\\"));
        }
        return out;
    }

    private static final java.util.regex.Pattern QUOTED = java.util.regex.Pattern.compile("\"((?:[^\"\\\\]|\\\\.)*)\"");
    /** A key of a map of weights, quoted ({@code "paid": 23827}, as --learn writes it) or plain ({@code a: 3}). */
    private static final java.util.regex.Pattern KEY = java.util.regex.Pattern.compile("(?:\"((?:[^\"\\\\]|\\\\.)*)\"|([A-Za-z_][A-Za-z0-9_]*))\\s*:");

    private static Gen numbers(Rule r, Gen g, Catalog.Column c, long rows) {
        if (g.equals(Gen.of("sequence"))) {
            long lo = r.lo == null ? 1 : Math.max(1, integerLo(r));
            long last = lo + rows - 1;
            if (r.hi != null && BigDecimal.valueOf(last).compareTo(r.hi) > (r.hiStrict ? -1 : 0)
                    || r.not.stream().anyMatch(v -> v.compareTo(BigDecimal.valueOf(lo)) >= 0
                            && v.compareTo(BigDecimal.valueOf(last)) <= 0)) {
                return null;
            }
            return lo == 1 ? g : Gen.of("sequence").with("start", lo);
        }
        if (Moments.formatted(g) && g.option("format").startsWith("unix")) {
            if (Moments.within(g, r.lo == null ? null : integerLo(r), r.hi == null ? null : integerHi(r), r.not)) {
                return g;
            }
            // the check's bounds leave no moment of the window: its values are the numbers it allows
            g = Gen.of("int").with("min", 0).with("max", 1_000_000);
        }
        if (shaped(g, "int", WHOLE, WHOLE, null)) {
            long[] type = ColumnRules.integerRange(c.dataType(), c.type().toLowerCase(Locale.ROOT)
                    .contains("unsigned"));
            long lo = r.lo == null ? type[0] : Math.max(type[0], integerLo(r));
            long hi = r.hi == null ? type[1] : Math.min(type[1], integerHi(r));
            long min = Math.max(Long.parseLong(g.option("min")), lo);
            long max = Math.min(Long.parseLong(g.option("max")), hi);
            if (min > max) {
                min = r.lo == null ? Math.max(lo, hi - 1000) : lo;
                max = Math.min(hi, min + 1000);
            }
            for (BigDecimal v : r.not) {
                if (v.stripTrailingZeros().scale() > 0 || v.compareTo(BigDecimal.valueOf(min)) < 0
                        || v.compareTo(BigDecimal.valueOf(max)) > 0) {
                    continue;
                }
                long x = v.longValueExact();
                if (x - min >= max - x) { // keep the wider side of the value
                    max = x - 1;
                } else {
                    min = x + 1;
                }
            }
            return min > max ? null : Gen.of("int").with("min", min).with("max", max);
        }
        if (shaped(g, "decimal", NUMBER, NUMBER, SCALE)) {
            int scale = Integer.parseInt(g.option("scale"));
            BigDecimal unit = BigDecimal.ONE.movePointLeft(scale);
            BigDecimal largest = c.precision() == null || c.kind() != Kind.DECIMAL ? null
                    : BigDecimal.TEN.pow((int) (c.precision() - scale)).subtract(unit);
            BigDecimal lo = r.lo == null ? null : r.lo.setScale(scale, java.math.RoundingMode.CEILING);
            if (lo != null && r.loStrict && lo.compareTo(r.lo) == 0) {
                lo = lo.add(unit);
            }
            BigDecimal hi = r.hi == null ? largest : r.hi.setScale(scale, java.math.RoundingMode.FLOOR);
            if (r.hi != null && r.hiStrict && hi.compareTo(r.hi) == 0) {
                hi = hi.subtract(unit);
            }
            if (largest != null && hi != null && hi.compareTo(largest) > 0) {
                hi = largest;
            }
            BigDecimal min = lo == null ? new BigDecimal(g.option("min")) : lo.max(new BigDecimal(g.option("min")));
            BigDecimal max = hi == null ? new BigDecimal(g.option("max")) : hi.min(new BigDecimal(g.option("max")));
            if (min.compareTo(max) > 0) {
                min = lo == null ? hi.subtract(BigDecimal.valueOf(1000)) : lo;
                max = hi == null ? min.add(BigDecimal.valueOf(1000)) : hi.min(min.add(BigDecimal.valueOf(1000)));
            }
            for (BigDecimal v : r.not) {
                if (v.compareTo(min) < 0 || v.compareTo(max) > 0) {
                    continue;
                }
                if (v.subtract(min).compareTo(max.subtract(v)) >= 0) { // keep the wider side of the value
                    max = v.setScale(scale, java.math.RoundingMode.CEILING).subtract(unit);
                } else {
                    min = v.setScale(scale, java.math.RoundingMode.FLOOR).add(unit);
                }
            }
            return min.compareTo(max) > 0 ? null : Gen.of("decimal").with("min", min.toPlainString())
                    .with("max", max.toPlainString()).with("scale", scale);
        }
        return null;
    }

    /**
     * Whether {@code g} is exactly {@code kind} with {@code min:} and {@code max:} (and {@code scale:} where one is
     * given) in that order, their values of those forms: the bounds a check can narrow.
     */
    private static boolean shaped(Gen g, String kind, java.util.regex.Pattern min, java.util.regex.Pattern max,
            java.util.regex.Pattern scale) {
        List<String> keys = scale == null ? List.of("min", "max") : List.of("min", "max", "scale");
        return g.is(kind) && g.options().stream().map(Gen.Option::key).toList().equals(keys)
                && min.matcher(g.option("min")).matches() && max.matcher(g.option("max")).matches()
                && (scale == null || scale.matcher(g.option("scale")).matches());
    }

    private static long integerLo(Rule r) {
        BigDecimal f = r.lo.setScale(0, java.math.RoundingMode.FLOOR);
        boolean whole = f.compareTo(r.lo) == 0;
        return r.loStrict || !whole ? f.longValue() + 1 : f.longValue();
    }

    private static long integerHi(Rule r) {
        BigDecimal c = r.hi.setScale(0, java.math.RoundingMode.CEILING);
        boolean whole = c.compareTo(r.hi) == 0;
        return r.hiStrict || !whole ? c.longValue() - 1 : c.longValue();
    }

    private static String max(String a, String b) {
        return a.compareTo(b) >= 0 ? a : b;
    }

    private static String min(String a, String b) {
        return a.compareTo(b) <= 0 ? a : b;
    }

    private static String nextDay(String v) {
        return shift(v, 1, 0);
    }

    private static String nextYear(String v) {
        return shift(v, 0, 1);
    }

    private static String previousYear(String v) {
        return shift(v, 0, -1);
    }

    private static String shift(String v, int days, int years) {
        try {
            return java.time.LocalDate.parse(v.substring(0, 10)).plusDays(days).plusYears(years).toString();
        } catch (RuntimeException e) {
            return v;
        }
    }
}
