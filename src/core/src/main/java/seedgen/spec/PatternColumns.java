package seedgen.spec;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.regex.Matcher;
import seedgen.generate.PatternException;
import seedgen.generate.TextLanguage;
import seedgen.generate.TextPattern;
import seedgen.generate.ValueGenerator;
import seedgen.model.ColumnType;

/**
 * {@code gen: pattern}: text that matches every {@code regex:}, {@code like:} and {@code similar:} given and none of
 * {@code not_regex:}, {@code not_like:} and {@code not_similar:}, of {@code length:} and {@code case:}, within the
 * column's declared length: the values a CHECK of those patterns accepts ({@link TextLanguage}). Unique by
 * construction where the column is a key; a spec whose patterns leave no value, or fewer than a unique column's rows,
 * is refused naming the column and the patterns.
 */
final class PatternColumns {

    static final List<String> OPTIONS = List.of("regex", "not_regex", "like", "not_like", "similar", "not_similar",
            "escape", "ignore_case", "length", "case");
    /** The longest value a length may ask: past it, the counts of every length would not be worth their memory. */
    private static final int LONGEST = 10_000;

    private final long seed;

    PatternColumns(Compilation comp) {
        this.seed = comp.seed;
    }

    Col pattern(Table t, Spec.ColumnDef c, int stream) {
        TextLanguage any = language(t, c, -1);
        // PostgreSQL matches a CHAR(n)'s pattern against its value padded with spaces to n: values of n characters,
        // where the patterns have them, keep it there too (and on MySQL, which matches the value as it is)
        int fixed = fixedLength(c);
        TextLanguage language = fixed > 0 && any.count(fixed) > 0 ? language(t, c, fixed) : any;
        String column = t.def.name() + "." + c.name();
        boolean unique = c.unique() || t.def.primaryKey().equals(List.of(c.name()))
                || t.def.unique().contains(List.of(c.name()));
        if (unique && language != any && language.size() < t.rows) {
            language = any; // too few of n characters for the rows: every length the patterns leave
        }
        ValueGenerator gen;
        if (unique) {
            try {
                gen = language.uniqueValues(seed, stream, t.rows);
            } catch (TextLanguage.TooFewStringsException e) {
                throw c.genWhere().error(String.format(Locale.ROOT, "column %s is unique, but %s; loosen a pattern "
                        + "or give the table fewer rows", column, e.getMessage()));
            }
        } else {
            gen = language.randomValues(seed, stream);
        }
        return Col.plain(c, gen, ColumnType.varchar(Math.max(1, language.longest())), unique, language.digitFree());
    }

    /** The length of a fixed-length text type ({@code CHAR(n)}, {@code character(n)}), or 0 for any other. */
    private static int fixedLength(Spec.ColumnDef c) {
        if (c.type() == null) {
            return 0;
        }
        Matcher sized = TypeChecks.SIZED.matcher(c.type().strip());
        return sized.matches() && !sized.group(1).toUpperCase(Locale.ROOT).contains("VAR")
                ? Integer.parseInt(sized.group(2)) : 0;
    }

    /** The column's language: its patterns, length and case, its type's length; {@code exactly} n characters if >= 0. */
    private TextLanguage language(Table t, Spec.ColumnDef c, int exactly) {
        Map<String, Node> o = c.options();
        boolean ignoreCase = o.containsKey("ignore_case") && o.get("ignore_case").bool("ignore_case");
        Character escape = escape(o.get("escape"));
        TextLanguage.Builder b = TextLanguage.builder();
        int positive = add(o.get("regex"), "regex", p -> TextPattern.regex(p, ignoreCase), b::matching)
                + add(o.get("like"), "like", p -> TextPattern.like(p, escape, ignoreCase), b::matching)
                + add(o.get("similar"), "similar", p -> TextPattern.similar(p, escape, ignoreCase), b::matching);
        int negative = add(o.get("not_regex"), "not_regex", p -> TextPattern.regex(p, ignoreCase), b::notMatching)
                + add(o.get("not_like"), "not_like", p -> TextPattern.like(p, escape, ignoreCase), b::notMatching)
                + add(o.get("not_similar"), "not_similar", p -> TextPattern.similar(p, escape, ignoreCase),
                        b::notMatching);
        if (positive + negative == 0) {
            throw c.genWhere().error("pattern needs regex:, like: or similar: (a pattern every value matches, or a "
                    + "list of them), or not_regex:, not_like:, not_similar:");
        }
        if (o.containsKey("length")) {
            long[] length = SpecReader.range(o.get("length"), "length");
            if (length[0] < 0 || length[1] > LONGEST) {
                throw o.get("length").where().error("length is 0 to " + LONGEST + " characters");
            }
            b.length((int) length[0], (int) length[1]);
        }
        if (o.containsKey("case")) {
            String letters = o.get("case").scalar("case");
            if (!letters.equals("lower") && !letters.equals("upper")) {
                throw o.get("case").where().error("case is lower (no uppercase letter) or upper (no lowercase letter)");
            }
            b.lettersIn(letters.equals("lower") ? TextLanguage.Case.LOWER : TextLanguage.Case.UPPER);
        }
        declaredLength(c, b);
        if (exactly >= 0) {
            b.length(exactly, exactly);
        }
        String column = t.def.name() + "." + c.name();
        try {
            return b.build();
        } catch (TextLanguage.NoStringException e) {
            throw c.genWhere().error("column " + column + " has no value: " + e.getMessage() + "; loosen a pattern "
                    + "or the length");
        } catch (IllegalArgumentException e) {
            throw c.genWhere().error("column " + column + ": " + e.getMessage());
        }
    }

    /**
     * The patterns of one option, a string or a list, each made by {@code make} and given to {@code to}; a pattern
     * that cannot be read is refused at its place. Returns how many.
     */
    private static int add(Node node, String what, Function<String, TextPattern> make, Consumer<TextPattern> to) {
        if (node == null) {
            return 0;
        }
        List<Node> items = node.isList() ? node.list(what) : List.of(node);
        for (Node item : items) {
            String text = item.scalar("each of " + what);
            try {
                to.accept(make.apply(text));
            } catch (PatternException e) {
                throw item.where().error(what + ": " + e.getMessage());
            }
        }
        return items.size();
    }

    /** {@code escape:} one character, or empty for none; a backslash by default, as the servers read LIKE. */
    private static Character escape(Node node) {
        if (node == null) {
            return '\\';
        }
        String e = node.scalar("escape");
        if (e.length() > 1) {
            throw node.where().error("escape is one character (or \"\" for none), not '" + e + "'");
        }
        return e.isEmpty() ? null : e.charAt(0);
    }

    /**
     * A {@code type:} of text with a length caps the values' length; a fixed-length one (CHAR, which pads) also keeps
     * values from ending in a space, which the server would not keep.
     */
    private static void declaredLength(Spec.ColumnDef c, TextLanguage.Builder b) {
        if (c.type() == null) {
            return;
        }
        Matcher sized = TypeChecks.SIZED.matcher(c.type().strip());
        if (sized.matches()) {
            b.maxLength(Integer.parseInt(sized.group(2)));
            String kind = sized.group(1).toUpperCase(Locale.ROOT);
            if (!kind.contains("VAR")) {
                b.noTrailingSpace();
            }
        }
    }
}
