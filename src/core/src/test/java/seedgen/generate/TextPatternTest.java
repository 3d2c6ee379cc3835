package seedgen.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A pattern's automaton matches what the servers' engines match: every regex of a table is read the way
 * java.util.regex reads it where the two languages agree (the table holds such patterns, or gives Java's spelling of
 * ours beside it: [[:alpha:]] is \p{Alpha} there), judged on values generated from it and on printable strings that
 * miss it; LIKE and SIMILAR TO against their definitions; and what is no regular language is refused by name.
 */
class TextPatternTest {

    /** Ours, then Java's spelling of the same language where it differs. */
    static final String[][] REGEXES = {
            {"^[A-Z]{2}[A-Z0-9]{3}[0-9]{7}$"},
            {"^T-?\\d{3}.?\\d{3}.?\\d{3}[-.]?\\d$"},
            {"^\\d{15}[\\dX]$"},
            {"^\\d{11}$"},
            {"^[A-Za-z0-9.~_-]{43,128}$"},
            {"[0-9]{3}"},
            {"ab|^cd|ef$"},
            {"^(foo|bar)+baz?$"},
            {"^a(b|c)*d{2,}$"},
            {"^x{0,3}y{1,2}z?$"},
            {"^[^a-z]{2,5}$"},
            {"^[[:alpha:]]{3}[[:digit:]]+$", "^\\p{Alpha}{3}\\p{Digit}+$"},
            {"^[[:upper:][:digit:]]{4}$", "^[\\p{Upper}\\p{Digit}]{4}$"},
            {"^[[:xdigit:]]{8}$", "^\\p{XDigit}{8}$"},
            {"^[[:alnum:]_]+@[[:lower:]]+\\.com$", "^[\\p{Alnum}_]+@\\p{Lower}+\\.com$"},
            {"^[[:punct:]]{2}$", "^\\p{Punct}{2}$"},
            {"^\\w+\\s\\w+$"},
            {"^\\S+\\.\\S+$"},
            {"^\\D\\W\\d$"},
            {"^a\\.b\\-c\\+d\\*e\\?f\\(g\\)h\\[i\\]j\\{k\\}l\\|m\\^n\\$o\\\\p$"},
            {"^\\x41\\x{42}\\u0043$", "^ABC$"},
            {"(?i)^abc[d-f]$"},
            {"^(?i:ab)c$"},
            {"^(?:ab){2}(?<name>cd)$"},
            {"^a*?b+?c??d{2,3}?e*+f++$"},
            {"\\Aabc\\z"},
            {"^[]a]{2}$"},
            {"^[a-]{3}$"},
            {"^(a|)b$"},
            {"^$|^x$"},
            {"(^a|b$)"},
            {"^ab{3}c{1,}d{0,1}$"},
            {"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},
            {"^[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]{2,}$"},
            {"^https?://[a-z0-9.-]+(/[a-z0-9._~-]*)*$"},
            {"^\\+?[0-9 ()-]{7,20}$"},
    };

    private static Pattern java(String[] row) {
        return Pattern.compile(row.length > 1 ? row[1] : row[0]);
    }

    @Test
    void generatedValuesMatchJavasReadingAndOurs() {
        for (String[] row : REGEXES) {
            TextPattern p = TextPattern.regex(row[0], false);
            Pattern j = java(row);
            TextLanguage l = TextLanguage.builder().matching(p).build();
            ValueGenerator random = l.randomValues(7, 11);
            for (long r = 1; r <= 400; r++) {
                String v = (String) random.valueFor(r);
                assertTrue(j.matcher(v).find(), () -> row[0] + ": Java rejects " + v);
                assertTrue(p.matches(v), () -> row[0] + ": our matches() rejects " + v);
                assertTrue(l.matches(v), () -> row[0] + ": the language rejects " + v);
            }
            long rows = Math.min(400, l.size());
            ValueGenerator unique = l.uniqueValues(7, 11, rows);
            for (long r = 1; r <= rows; r++) {
                String v = (String) unique.valueFor(r);
                assertTrue(j.matcher(v).find(), () -> row[0] + ": Java rejects unique " + v);
            }
        }
    }

    /** matches() says no where Java does: on printable strings near the pattern's own (cut, grown, a character changed). */
    @Test
    void matchesAgreesWithJavaOnStringsThatMiss() {
        for (String[] row : REGEXES) {
            TextPattern p = TextPattern.regex(row[0], false);
            Pattern j = java(row);
            ValueGenerator random = TextLanguage.builder().matching(p).build().randomValues(3, 5);
            int misses = 0;
            for (long r = 1; r <= 300; r++) {
                String v = (String) random.valueFor(r);
                long h = Mix.hash(9, r, 1);
                for (String probe : near(v, h)) {
                    boolean expected = j.matcher(probe).find();
                    misses += expected ? 0 : 1;
                    assertEquals(expected, p.matches(probe), () -> row[0] + " on '" + probe + "'");
                }
            }
            if (!row[0].equals("[0-9]{3}") && !row[0].startsWith("ab|")) {
                assertTrue(misses > 0, row[0] + ": no probe missed, so nothing was tested");
            }
        }
    }

    /** Strings one step from v: v cut, v with a character added, v with one changed. */
    static List<String> near(String v, long h) {
        List<String> out = new ArrayList<>();
        char c = (char) (0x20 + Long.remainderUnsigned(h, 95));
        int at = v.isEmpty() ? 0 : (int) Long.remainderUnsigned(h >>> 20, v.length());
        out.add(v.isEmpty() ? "" : v.substring(0, v.length() - 1));
        out.add(v.substring(0, at) + c + v.substring(at));
        if (!v.isEmpty()) {
            out.add(v.substring(0, at) + c + v.substring(at + 1));
        }
        out.add(v + c);
        return out;
    }

    @Test
    void ignoringCaseMatchesEveryCaseAndGeneratesBoth() {
        TextPattern p = TextPattern.regex("^[a-c]x{2}$", true);
        assertTrue(p.matches("AXx"));
        assertTrue(p.matches("cxX"));
        assertFalse(p.matches("dxx"));
        Pattern j = Pattern.compile("^[a-c]x{2}$", Pattern.CASE_INSENSITIVE);
        ValueGenerator g = TextLanguage.builder().matching(p).build().randomValues(1, 1);
        boolean upper = false;
        boolean lower = false;
        for (long r = 1; r <= 200; r++) {
            String v = (String) g.valueFor(r);
            assertTrue(j.matcher(v).find(), v);
            upper |= !v.equals(v.toLowerCase());
            lower |= !v.equals(v.toUpperCase());
        }
        assertTrue(upper && lower, "both cases drawn");
        // (?i)k names k and K, never the Kelvin sign, though a case-insensitive match takes it
        TextPattern k = TextPattern.regex("(?i)^k{6}$", false);
        assertTrue(k.matches("kK\u212Akkk"));
        ValueGenerator ks = TextLanguage.builder().matching(k).build().uniqueValues(1, 1, 64);
        for (long r = 1; r <= 64; r++) {
            assertTrue(((String) ks.valueFor(r)).matches("[kK]{6}"));
        }
    }

    @Test
    void anchorsAnywhere() {
        assertTrue(TextPattern.regex("^$", false).matches(""));
        assertFalse(TextPattern.regex("^$", false).matches("a"));
        assertTrue(TextPattern.regex("$^", false).matches(""));
        assertTrue(TextPattern.regex("^", false).matches("anything"));
        assertTrue(TextPattern.regex("(a|^)b", false).matches("bzz"));
        assertTrue(TextPattern.regex("(a|^)b", false).matches("zzab"));
        assertFalse(TextPattern.regex("(a|^)b", false).matches("zzb"));
        assertTrue(TextPattern.regex("^^a$$", false).matches("a"));
        assertTrue(TextPattern.regex("a(b$|c)", false).matches("zzacq"));
        assertFalse(TextPattern.regex("a(b$|c)", false).matches("zzabq"));
        assertThrows(TextLanguage.NoStringException.class, () -> TextLanguage.builder()
                .matching(TextPattern.regex("a^b", false)).build());
        assertThrows(TextLanguage.NoStringException.class, () -> TextLanguage.builder()
                .matching(TextPattern.regex("a$b", false)).build());
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
            "(a)\\1 => NOT_REGULAR => \\1",
            "(?<n>a)\\k<n> => NOT_REGULAR => \\k",
            "(a)(?P=x) => NOT_REGULAR => (?P=",
            "a(?=b) => UNSUPPORTED => (?=",
            "a(?!b) => UNSUPPORTED => (?!",
            "(?<=a)b => UNSUPPORTED => (?<=",
            "(?<!a)b => UNSUPPORTED => (?<!",
            "(?>ab) => UNSUPPORTED => (?>",
            "a(?R)?b => NOT_REGULAR => (?R",
            "(a)(?(1)b|c) => NOT_REGULAR => (?(",
            "\\bword\\b => UNSUPPORTED => \\b",
            "\\p{L}+ => UNSUPPORTED => \\p",
            "a{2000} => UNSUPPORTED => {2000}",
    })
    void whatIsNoRegularLanguageIsRefusedByName(String regex, String reason, String construct) {
        PatternException e = assertThrows(PatternException.class, () -> TextPattern.regex(regex, false));
        assertEquals(PatternException.Reason.valueOf(reason), e.reason(), e::getMessage);
        assertEquals(construct, e.construct(), e::getMessage);
        assertTrue(e.getMessage().contains(construct) && e.getMessage().contains(regex), e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"(ab", "*a", "a**", "a{3,2}", "[a", "[z-a]", "a)", "\\", "[[:nope:]]", "(?z)a", "\\q"})
    void syntaxErrorsAreRefused(String regex) {
        PatternException e = assertThrows(PatternException.class, () -> TextPattern.regex(regex, false));
        assertEquals(PatternException.Reason.SYNTAX, e.reason(), e::getMessage);
    }

    @Test
    void likeWithItsEscapes() {
        TextPattern p = TextPattern.like("a\\%b%_", false);
        assertTrue(p.matches("a%bx"));
        assertTrue(p.matches("a%bxyz"));
        assertFalse(p.matches("axbx"));
        assertFalse(p.matches("a%b"));
        TextPattern bang = TextPattern.like("1!_2%", '!', false);
        assertTrue(bang.matches("1_2"));
        assertFalse(bang.matches("1x2"));
        TextPattern none = TextPattern.like("a\\b", null, false);
        assertTrue(none.matches("a\\b"));
        TextPattern ilike = TextPattern.like("ab%", true);
        assertTrue(ilike.matches("ABc"));
        assertFalse(TextPattern.like("ab%", false).matches("ABc"));
        PatternException dangling = assertThrows(PatternException.class, () -> TextPattern.like("ab\\", false));
        assertEquals(PatternException.Reason.SYNTAX, dangling.reason());
        Pattern j = Pattern.compile("a%b.+", Pattern.DOTALL);
        ValueGenerator g = TextLanguage.builder().matching(p).build().randomValues(2, 2);
        for (long r = 1; r <= 300; r++) {
            String v = (String) g.valueFor(r);
            assertTrue(j.matcher(v).matches(), v);
        }
    }

    /** SIMILAR TO against Java's reading of its translation (as PostgreSQL translates it to a regex), both ways. */
    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
            "(ab|cd)% => (ab|cd).*",
            "[0-9]{3}-[0-9]{4} => [0-9]{3}-[0-9]{4}",
            "a.b_ => a\\.b.",
            "%(x|y)+ => .*(x|y)+",
            "[A-Z]+\\%? => [A-Z]+%?",
            "(a|b)*c{2,3} => (a|b)*c{2,3}",
            "^x$ => \\^x\\$",
            "\\d{3}[\\s]\\%% => [0-9]{3} %.*",
    })
    void similarTo(String similar, String javaRegex) {
        TextPattern p = TextPattern.similar(similar);
        Pattern j = Pattern.compile(javaRegex, Pattern.DOTALL);
        ValueGenerator g = TextLanguage.builder().matching(p).build().randomValues(4, 4);
        for (long r = 1; r <= 300; r++) {
            String v = (String) g.valueFor(r);
            assertTrue(j.matcher(v).matches(), () -> similar + " made " + v);
            for (String probe : near(v, Mix.hash(1, r, 2))) {
                assertEquals(j.matcher(probe).matches(), p.matches(probe), () -> similar + " on '" + probe + "'");
            }
        }
    }
}
