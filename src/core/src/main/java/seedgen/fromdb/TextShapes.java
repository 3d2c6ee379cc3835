package seedgen.fromdb;

import java.util.ArrayList;
import java.util.List;
import seedgen.catalog.Catalog;
import seedgen.check.Expr;

/**
 * What a column's CHECKs ask of its text, and the generator that keeps it: patterns (LIKE, SIMILAR TO, a regular
 * expression, and those it must not match), a length, a case. A generator whose every value is known to keep them
 * stays (a template's text for {@code '%@%'}, a code of the length asked, a choice whose members all match); a case
 * alone is asked of the generator ({@code case: lower}); anything else becomes strings of the language the patterns,
 * the length and the case leave ({@code gen: pattern}), drawn from it.
 */
final class TextShapes {

    private TextShapes() {
    }

    /**
     * {@code gen} kept to the text rules of {@code r}, or null when no generator seedgen has can keep them; {@code
     * keyed}: its values must differ on every row (a key's member made unique by it).
     */
    static Gen follow(Checks.Rule r, Gen gen, Catalog.Column c, boolean keyed) {
        if (FIXED.matcher(gen.kind()).matches()) {
            return kept(r, gen) ? gen : null; // a key's or a reference's values are not ours to change
        }
        if (Checks.choice(gen)) {
            List<String> values = Checks.choiceValues(gen);
            return !values.isEmpty() && values.stream().allMatch(v -> keeps(r, v)) ? gen : null;
        }
        if (r.patterns.isEmpty() || kept(r, gen)) {
            Gen cased = cased(r, gen, c);
            if (cased != null) {
                return cased;
            }
        }
        if (!ColumnRules.isText(c) && !ColumnRules.isBytes(c) && c.length() == null && !textType(c)) {
            return null;
        }
        Gen p = pattern(r, c);
        return p == null || !keyed ? p : p.with("unique", "true"); // a key's member: distinct strings of the language
    }

    private static boolean textType(Catalog.Column c) {
        return seedgen.check.ValueKind.ofType(c.type()).isText();
    }

    /** Whether every value of {@code gen} keeps the patterns, as far as seedgen can tell without the rows. */
    private static boolean kept(Checks.Rule r, Gen gen) {
        for (Checks.Pattern p : r.patterns) {
            if (p.kind() != Expr.MatchKind.LIKE || p.not() || p.ignoreCase() || !Checks.matchesLike(gen, p.text())) {
                return false;
            }
        }
        return r.minLength == 0 && r.maxLength == Long.MAX_VALUE && r.caseRule == null || lengthOfCode(r, gen);
    }

    private static boolean lengthOfCode(Checks.Rule r, Gen gen) {
        if (!code(gen)) {
            return false;
        }
        long n = codeLength(gen);
        return n >= r.minLength && n <= r.maxLength && r.caseRule == null;
    }

    /** The generators whose values a key or a reference asks for (uuid: uuid4, uuid7), by their kind's start. */
    private static final java.util.regex.Pattern FIXED = java.util.regex.Pattern.compile(
            "(parent|ref|sequence|uuid).*");
    private static final java.util.regex.Pattern DIGITS = java.util.regex.Pattern.compile("\\d+.*");

    /** A code of a length: {@code gen: code, length: N} and what follows. */
    private static boolean code(Gen gen) {
        return gen.is("code") && gen.opensWith("length") && DIGITS.matcher(gen.option("length")).matches();
    }

    private static long codeLength(Gen gen) {
        return Long.parseLong(gen.option("length").replaceAll("\\D.*", ""));
    }

    /**
     * {@code gen} with the case and the length asked, where it says them: a code of a length within the bounds, in
     * the case; another generator with {@code case:}, where only a case is asked. Null where neither fits.
     */
    private static Gen cased(Checks.Rule r, Gen gen, Catalog.Column c) {
        if (code(gen)) {
            long n = codeLength(gen);
            long length = Math.max(Math.min(n, r.maxLength), r.minLength);
            if (length < 1 || length > 16 || c.length() != null && length > c.length()) {
                return null;
            }
            List<Gen.Option> rest = gen.without("case").options();
            return codeCased(length, r.caseRule).with(rest.subList(1, rest.size()));
        }
        if (r.minLength == r.maxLength) {
            // a length of its own (length(token) = 32): a code of it, or letters and digits where a code is too short
            return r.minLength <= 16 ? codeCased(r.minLength, r.caseRule) : null;
        }
        if (r.caseRule != null) {
            return gen.without("case").with("case", r.caseRule);
        }
        return gen;
    }

    private static Gen codeCased(long length, String caseRule) {
        Gen code = UniqueKeys.code(length);
        return "lower".equals(caseRule) ? code.with("case", "lower") : code;
    }

    /** Whether the value {@code v} keeps the rule's patterns, length and case. */
    static boolean keeps(Checks.Rule r, String v) {
        long length = v.codePointCount(0, v.length());
        if (length < r.minLength || length > r.maxLength) {
            return false;
        }
        if ("lower".equals(r.caseRule) && !v.equals(v.toLowerCase(java.util.Locale.ROOT))
                || "upper".equals(r.caseRule) && !v.equals(v.toUpperCase(java.util.Locale.ROOT))) {
            return false;
        }
        for (Checks.Pattern p : r.patterns) {
            if (seedgen.check.TextMatch.matches(p.kind(), p.text(), p.escape(), p.ignoreCase(), v) == p.not()) {
                return false;
            }
        }
        return true;
    }

    /** Strings of the language the patterns, the length and the case leave ({@code gen: pattern}). */
    private static Gen pattern(Checks.Rule r, Catalog.Column c) {
        List<String> regex = new ArrayList<>();
        List<String> notRegex = new ArrayList<>();
        List<String> like = new ArrayList<>();
        List<String> notLike = new ArrayList<>();
        List<String> similar = new ArrayList<>();
        boolean ignoreCase = false;
        for (Checks.Pattern p : r.patterns) {
            if (p.escape() != null && !p.escape().equals("\\")) {
                return null; // an ESCAPE of its own: not one the generator reads
            }
            ignoreCase |= p.ignoreCase();
            switch (p.kind()) {
                case REGEX -> (p.not() ? notRegex : regex).add(p.text());
                case LIKE -> (p.not() ? notLike : like).add(p.text());
                case SIMILAR -> {
                    if (p.not()) {
                        return null;
                    }
                    similar.add(p.text());
                }
            }
        }
        if (ignoreCase && r.patterns.stream().anyMatch(p -> !p.ignoreCase())) {
            return null; // one pattern read in any case, another not: the generator reads them alike
        }
        if (regex.isEmpty() && like.isEmpty() && similar.isEmpty()) {
            regex.add("^[a-z0-9]*$"); // a length alone: letters and digits
        }
        Gen b = list(Gen.of("pattern"), "regex", regex);
        b = list(b, "not_regex", notRegex);
        b = list(b, "like", like);
        b = list(b, "not_like", notLike);
        b = list(b, "similar", similar);
        if (ignoreCase) {
            b = b.with("ignore_case", "true");
        }
        long most = Math.min(r.maxLength, c.length() == null ? Long.MAX_VALUE : c.length());
        if (r.minLength > 0 || most < Long.MAX_VALUE) {
            b = b.with("length", r.minLength + ".." + (most == Long.MAX_VALUE ? 64 : most));
        }
        return r.caseRule == null ? b : b.with("case", r.caseRule);
    }

    private static Gen list(Gen b, String name, List<String> items) {
        return items.isEmpty() ? b : b.with(name, Gen.list(items.stream().map(YamlText::quote).toList()));
    }
}
