package seedgen.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Regexes drawn from a small grammar (literals, escapes, classes and negated classes, \d \w ., groups that capture
 * or not, alternation, greedy and lazy quantifiers, anchors at the ends of any branch, (?i)), with a fixed seed: for
 * each, every value generated, at random and unique, is one java.util.regex finds a match in, and our matches() agrees
 * with Java on strings one edit from a value and on short strings over the grammar's own characters. A regex whose
 * automaton would pass 20,000 states is refused as too complex (one in 400 here, nested counted repeats of . and \w
 * searched anywhere), and must stay rare. Possessive
 * quantifiers are left out: Java's do not backtrack (a*+a matches nothing there), and ours read them as greedy.
 */
class RegexGrammarTest {

    private static final int REGEXES = 400;

    @Test
    void everyGeneratedValueIsOneJavaMatches() {
        Random random = new Random(48);
        int built = 0;
        int empty = 0;
        int tooComplex = 0;
        int probes = 0;
        int misses = 0;
        Set<String> seen = new HashSet<>();
        while (seen.size() < REGEXES) {
            String regex = (random.nextInt(7) == 0 ? "(?i)" : "") + alternation(random, 0);
            if (!seen.add(regex)) {
                continue;
            }
            Pattern java = Pattern.compile(regex);
            TextPattern ours;
            try {
                ours = TextPattern.regex(regex, false);
            } catch (PatternException e) {
                // a subset construction past 20,000 states: refused at once rather than built for minutes
                assertEquals(PatternException.Reason.UNSUPPORTED, e.reason(), e::getMessage);
                assertTrue(e.getMessage().contains("too complex"), e.getMessage());
                tooComplex++;
                continue;
            }
            TextLanguage language;
            try {
                language = TextLanguage.builder().matching(ours).build();
            } catch (TextLanguage.NoStringException e) {
                // an anchor in the middle (a^b) leaves no string: Java must find none in anything
                empty++;
                for (String s : new String[] {"", "a", "ab", "a0b", "ba", "abcde"}) {
                    assertTrue(!java.matcher(s).find(), regex + " has no string, but Java matches '" + s + "'");
                }
                continue;
            }
            built++;
            ValueGenerator values = language.randomValues(built, 3);
            for (long r = 1; r <= 40; r++) {
                String v = (String) values.valueFor(r);
                assertTrue(java.matcher(v).find(), () -> regex + ": Java finds no match in '" + v + "'");
                for (String probe : TextPatternTest.near(v, Mix.hash(built, r, 5))) {
                    boolean expected = java.matcher(probe).find();
                    misses += expected ? 0 : 1;
                    probes++;
                    assertEquals(expected, ours.matches(probe), () -> regex + " on '" + probe + "'");
                }
            }
            for (int k = 0; k < 20; k++) {
                String probe = randomString(random);
                boolean expected = java.matcher(probe).find();
                misses += expected ? 0 : 1;
                probes++;
                assertEquals(expected, ours.matches(probe), () -> regex + " on '" + probe + "'");
            }
            long rows = Math.min(60, language.size());
            ValueGenerator unique = language.uniqueValues(built, 4, rows);
            Set<Object> distinct = new HashSet<>();
            for (long r = 1; r <= rows; r++) {
                String v = (String) unique.valueFor(r);
                assertTrue(distinct.add(v), regex + ": row " + r + " repeats '" + v + "'");
                assertTrue(java.matcher(v).find(), () -> regex + ": Java finds no match in unique '" + v + "'");
            }
        }
        // the grammar reaches both outcomes, so both halves of the test ran; almost none is too complex
        assertTrue(built > REGEXES * 3 / 4 && empty > 0, built + " built, " + empty + " empty");
        assertTrue(tooComplex <= REGEXES / 100, tooComplex + " of " + REGEXES + " refused as too complex");
        assertTrue(misses > probes / 10, misses + " of " + probes + " probes missed");
    }

    private static String alternation(Random r, int depth) {
        StringBuilder s = new StringBuilder(sequence(r, depth));
        int more = r.nextInt(depth == 0 ? 3 : 2);
        for (int i = 0; i < more; i++) {
            s.append('|').append(sequence(r, depth));
        }
        return s.toString();
    }

    private static String sequence(Random r, int depth) {
        StringBuilder s = new StringBuilder();
        if (r.nextInt(10) < 3) {
            s.append('^');
        }
        int items = 1 + r.nextInt(4);
        for (int i = 0; i < items; i++) {
            s.append(atom(r, depth)).append(quantifier(r));
        }
        if (r.nextInt(10) < 3) {
            s.append('$');
        }
        return s.toString();
    }

    private static String atom(Random r, int depth) {
        int pick = r.nextInt(depth < 2 ? 11 : 9);
        return switch (pick) {
            case 0, 1, 2 -> String.valueOf("abc01".charAt(r.nextInt(5)));
            case 3 -> "\\.";
            case 4 -> ".";
            case 5 -> charClass(r);
            case 6 -> "\\d";
            case 7 -> "\\w";
            case 8 -> "[" + "abc" + "]";
            case 9 -> "(" + alternation(r, depth + 1) + ")";
            default -> "(?:" + alternation(r, depth + 1) + ")";
        };
    }

    private static String charClass(Random r) {
        StringBuilder s = new StringBuilder("[");
        if (r.nextBoolean()) {
            s.append('^');
        }
        int items = 1 + r.nextInt(3);
        for (int i = 0; i < items; i++) {
            switch (r.nextInt(4)) {
                case 0 -> s.append("a-").append("cde".charAt(r.nextInt(3)));
                case 1 -> s.append("0-").append("123".charAt(r.nextInt(3)));
                case 2 -> s.append("\\-");
                default -> s.append("abxyz.".charAt(r.nextInt(6)));
            }
        }
        return s.append(']').toString();
    }

    private static String quantifier(Random r) {
        String q = switch (r.nextInt(12)) {
            case 0 -> "*";
            case 1 -> "+";
            case 2 -> "?";
            case 3 -> "{" + r.nextInt(3) + "}";
            case 4 -> "{" + r.nextInt(3) + ",}";
            case 5 -> {
                int n = r.nextInt(3);
                yield "{" + n + "," + (n + r.nextInt(3)) + "}";
            }
            default -> "";
        };
        return !q.isEmpty() && r.nextInt(4) == 0 ? q + "?" : q;
    }

    private static String randomString(Random r) {
        int n = r.nextInt(7);
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < n; i++) {
            s.append("abcdeAB0123.-xz_ ".charAt(r.nextInt(17)));
        }
        return s.toString();
    }
}
