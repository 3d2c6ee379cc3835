package seedgen.fromdb;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
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
    static String follow(Checks.Rule r, String gen, Catalog.Column c, boolean keyed) {
        if (gen.startsWith("gen: parent") || gen.startsWith("gen: ref") || gen.startsWith("gen: sequence")
                || gen.startsWith("gen: uuid")) {
            return kept(r, gen) ? gen : null; // a key's or a reference's values are not ours to change
        }
        if (gen.startsWith("gen: choice, values: ")) {
            List<String> values = Checks.choiceValues(gen);
            return !values.isEmpty() && values.stream().allMatch(v -> keeps(r, v)) ? gen : null;
        }
        if (r.patterns.isEmpty() || kept(r, gen)) {
            String cased = cased(r, gen, c);
            if (cased != null) {
                return cased;
            }
        }
        if (!ColumnRules.isText(c) && !ColumnRules.isBytes(c) && c.length() == null && !textType(c)) {
            return null;
        }
        String p = pattern(r, c);
        return p == null || !keyed ? p : p + ", unique: true"; // a key's member: distinct strings of the language
    }

    private static boolean textType(Catalog.Column c) {
        return seedgen.check.ValueKind.ofType(c.type()).isText();
    }

    /** Whether every value of {@code gen} keeps the patterns, as far as seedgen can tell without the rows. */
    private static boolean kept(Checks.Rule r, String gen) {
        for (Checks.Pattern p : r.patterns) {
            if (p.kind() != Expr.MatchKind.LIKE || p.not() || p.ignoreCase() || !Checks.matchesLike(gen, p.text())) {
                return false;
            }
        }
        return r.minLength == 0 && r.maxLength == Long.MAX_VALUE && r.caseRule == null || lengthOfCode(r, gen);
    }

    private static boolean lengthOfCode(Checks.Rule r, String gen) {
        Matcher m = CODE.matcher(gen);
        if (!m.lookingAt()) {
            return false;
        }
        long n = Long.parseLong(m.group(1));
        return n >= r.minLength && n <= r.maxLength && r.caseRule == null;
    }

    private static final java.util.regex.Pattern CODE = java.util.regex.Pattern.compile(
            "gen: code, length: (\\d+)");

    /**
     * {@code gen} with the case and the length asked, where it says them: a code of a length within the bounds, in
     * the case; another generator with {@code case:}, where only a case is asked. Null where neither fits.
     */
    private static String cased(Checks.Rule r, String gen, Catalog.Column c) {
        Matcher m = CODE.matcher(gen);
        if (m.lookingAt()) {
            long n = Long.parseLong(m.group(1));
            long length = Math.max(Math.min(n, r.maxLength), r.minLength);
            if (length < 1 || length > 16 || c.length() != null && length > c.length()) {
                return null;
            }
            String rest = gen.substring(m.end()).replaceAll(", case: \\w+", "");
            return "gen: code, length: " + length + ("lower".equals(r.caseRule) ? ", case: lower" : "") + rest;
        }
        if (r.minLength == r.maxLength) {
            // a length of its own (length(token) = 32): a code of it, or letters and digits where a code is too short
            return r.minLength <= 16 ? "gen: code, length: " + r.minLength + ("lower".equals(r.caseRule)
                    ? ", case: lower" : "") : null;
        }
        if (r.caseRule != null) {
            return gen.replaceAll(", case: \\w+", "") + ", case: " + r.caseRule;
        }
        return gen;
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
    private static String pattern(Checks.Rule r, Catalog.Column c) {
        StringBuilder b = new StringBuilder("gen: pattern");
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
        list(b, "regex", regex);
        list(b, "not_regex", notRegex);
        list(b, "like", like);
        list(b, "not_like", notLike);
        list(b, "similar", similar);
        if (ignoreCase) {
            b.append(", ignore_case: true");
        }
        long most = Math.min(r.maxLength, c.length() == null ? Long.MAX_VALUE : c.length());
        if (r.minLength > 0 || most < Long.MAX_VALUE) {
            b.append(", length: ").append(r.minLength).append("..").append(most == Long.MAX_VALUE ? 64 : most);
        }
        if (r.caseRule != null) {
            b.append(", case: ").append(r.caseRule);
        }
        return b.toString();
    }

    private static void list(StringBuilder b, String name, List<String> items) {
        if (items.isEmpty()) {
            return;
        }
        b.append(", ").append(name).append(": [");
        for (int i = 0; i < items.size(); i++) {
            b.append(i == 0 ? "" : ", ").append(YamlText.quote(items.get(i)));
        }
        b.append(']');
    }
}
