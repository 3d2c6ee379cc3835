package seedgen.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A language's values: unique where asked (every row, in any order, past a small language's end refused with how many
 * it holds), uniform within a length, short lengths preferred, and drawn from printable ASCII and the characters the
 * patterns name, never a control character.
 */
class TextLanguageTest {

    private static TextLanguage regex(String pattern) {
        return TextLanguage.builder().matching(TextPattern.regex(pattern, false)).build();
    }

    @ParameterizedTest
    @ValueSource(strings = {"^[A-Z]{2}[A-Z0-9]{3}[0-9]{7}$", "^T-?\\d{3}.?\\d{3}.?\\d{3}[-.]?\\d$", "^\\d{15}[\\dX]$",
            "^\\d{11}$", "^[A-Za-z0-9.~_-]{43,128}$", "^[a-z]+$", "x", "^[0-9]{2,9}$"})
    void uniqueValuesAreDistinctAndMatch(String pattern) {
        TextLanguage l = regex(pattern);
        int rows = 30_000;
        ValueGenerator g = l.uniqueValues(5, 17, rows);
        Set<String> seen = new HashSet<>();
        Set<String> folded = new HashSet<>();
        for (long r = 1; r <= rows; r++) {
            String v = (String) g.valueFor(r);
            assertTrue(seen.add(v), pattern + ": row " + r + " repeats " + v);
            assertTrue(l.matches(v), pattern + ": " + v);
            // distinct too where a key ignores case and trailing spaces (MySQL's and MariaDB's default collations)
            assertTrue(folded.add(v.toLowerCase().stripTrailing()), pattern + ": row " + r + " repeats " + v
                    + " but for case or trailing spaces");
        }
    }

    /** A language of few strings deals every one of them, each once, to as many rows. */
    @Test
    void aSmallLanguageIsDealtWhole() {
        TextLanguage l = regex("^[a-c]{1,3}$");
        assertEquals(3 + 9 + 27, l.size());
        ValueGenerator g = l.uniqueValues(1, 2, 39);
        Set<String> all = new HashSet<>();
        for (long r = 1; r <= 39; r++) {
            all.add((String) g.valueFor(r));
        }
        assertEquals(39, all.size());
        TextLanguage.TooFewStringsException e = assertThrows(TextLanguage.TooFewStringsException.class,
                () -> l.uniqueValues(1, 2, 40));
        assertEquals(39, e.holds());
        assertTrue(e.getMessage().contains("holds 39 strings, fewer than the 40 rows"), e.getMessage());
    }

    /** The same values whatever order the rows are asked in, from any thread; another seed, other values. */
    @Test
    void valuesArePureFunctionsOfTheRow() {
        for (String pattern : List.of("^[A-Z]{2}[0-9]{4}$", "^[A-Za-z0-9.~_-]{43,128}$")) {
            TextLanguage l = regex(pattern);
            for (boolean unique : new boolean[] {false, true}) {
                ValueGenerator g = unique ? l.uniqueValues(3, 4, 20_000) : l.randomValues(3, 4);
                List<Object> inOrder = new ArrayList<>();
                for (long r = 1; r <= 20_000; r++) {
                    inOrder.add(g.valueFor(r));
                }
                List<Long> rows = new ArrayList<>(LongStream.rangeClosed(1, 20_000).boxed().toList());
                Collections.shuffle(rows, new java.util.Random(1));
                Map<Long, Object> scattered = new ConcurrentHashMap<>();
                rows.parallelStream().forEach(r -> scattered.put(r, g.valueFor(r)));
                for (long r = 1; r <= 20_000; r++) {
                    assertEquals(inOrder.get((int) r - 1), scattered.get(r), pattern + " row " + r);
                }
                ValueGenerator other = unique ? l.uniqueValues(4, 4, 20_000) : l.randomValues(4, 4);
                int same = 0;
                for (long r = 1; r <= 100; r++) {
                    same += other.valueFor(r).equals(inOrder.get((int) r - 1)) ? 1 : 0;
                }
                assertTrue(same < 5, pattern + ": another seed gave " + same + " of 100 values the same");
            }
        }
    }

    /** A unique column's first rows keep their values when the table grows (an --append run adds rows after). */
    @Test
    void uniqueValuesDoNotDependOnTheRowCount() {
        TextLanguage l = regex("^[a-z]{1,4}$");
        ValueGenerator small = l.uniqueValues(9, 9, 100);
        ValueGenerator large = l.uniqueValues(9, 9, 200_000);
        Set<Object> seen = new HashSet<>();
        for (long r = 1; r <= 200_000; r++) {
            Object v = large.valueFor(r);
            assertTrue(seen.add(v), "row " + r + " repeats " + v);
            if (r <= 100) {
                assertEquals(small.valueFor(r), v);
            }
        }
    }

    /**
     * Within a length every string is equally likely, though the DFA's branches hold different numbers of them:
     * ^(a[0-9]|bb|[c-e][x-z])$ has 10 + 1 + 9 strings, each drawn 1/20 of the time; a chi-square over 100,000 draws
     * stays under its 0.999 quantile for 19 degrees of freedom (43.8). A walk that chose branches evenly would give bb
     * a third of the draws.
     */
    @Test
    void eachStringOfALengthIsEquallyLikely() {
        ValueGenerator g = regex("^(a[0-9]|bb|[c-e][x-z])$").randomValues(11, 12);
        Map<Object, Integer> counts = new HashMap<>();
        int n = 100_000;
        for (long r = 1; r <= n; r++) {
            counts.merge(g.valueFor(r), 1, Integer::sum);
        }
        assertEquals(20, counts.size(), counts.keySet().toString());
        double expected = n / 20.0;
        double chi = 0;
        for (int c : counts.values()) {
            chi += (c - expected) * (c - expected) / expected;
        }
        assertTrue(chi < 43.8, "chi-square " + chi + " over " + counts);
    }

    /**
     * Most values are near the shortest length with plenty (a million) of strings: for ^[a-z]+$ that is 5 (26^5 =
     * 11.9 million). A length weighs its strings up to a million (26, 676, 17,576, 456,976, then 1,000,000 at 5),
     * halved at each letter past 5: 4 to 7 letters take 2,206,976 of the 2,475,254 (89.2%), 8 letters or more 10%,
     * 12 or more 0.8%. Each length's share is within five standard deviations of its weight's.
     */
    @Test
    void shortLengthsArePreferred() {
        ValueGenerator g = regex("^[a-z]+$").randomValues(1, 1);
        int n = 100_000;
        int[] byLength = new int[65];
        for (long r = 1; r <= n; r++) {
            byLength[((String) g.valueFor(r)).length()]++;
        }
        double[] weight = new double[65];
        double sum = 0;
        for (int len = 1; len <= 64; len++) {
            weight[len] = Math.min(Math.pow(26, len), 1e6) * Math.pow(0.5, Math.max(0, len - 5));
            sum += weight[len];
        }
        for (int len = 1; len <= 64; len++) {
            double p = weight[len] / sum;
            double sd = Math.sqrt(n * p * (1 - p));
            assertTrue(Math.abs(byLength[len] - n * p) <= 5 * sd + 1, "length " + len + ": " + byLength[len]
                    + " values, expected " + n * p + " of " + n);
        }
        assertTrue(byLength[4] + byLength[5] + byLength[6] + byLength[7] > 0.88 * n, Arrays.toString(byLength));
    }

    @Test
    void neverAControlCharacterAndOnlyTheCharactersAsked() {
        for (String pattern : List.of("^.{8}$", "^[^a]{6}$", "^\\S\\s\\W{4}$", "^[\\x00-\\x{FFFF}]{5}$")) {
            ValueGenerator g = regex(pattern).randomValues(2, 3);
            for (long r = 1; r <= 2_000; r++) {
                String v = (String) g.valueFor(r);
                for (char c : v.toCharArray()) {
                    assertTrue(c >= 0x20 && c <= 0x7E, pattern + " made " + (int) c + " in '" + v + "'");
                }
            }
        }
        // a character the pattern names is kept, whatever the default alphabet
        ValueGenerator cafe = regex("^caf[eé]-[à-â]$").uniqueValues(1, 1, 6);
        Set<Object> all = new HashSet<>();
        for (long r = 1; r <= 6; r++) {
            all.add(cafe.valueFor(r));
        }
        assertEquals(Set.of("cafe-à", "cafe-á", "cafe-â", "café-à", "café-á", "café-â"), all);
        // a pattern that asks for nothing but control characters holds no value
        assertThrows(TextLanguage.NoStringException.class, () -> regex("^\\t+$"));
    }

    @Test
    void constraintsCombine() {
        TextLanguage l = TextLanguage.builder()
                .matching(TextPattern.regex("^[A-Za-z]{2,6}$", false))
                .matching(TextPattern.like("%a%", false))
                .notMatching(TextPattern.like("b%", false))
                .notMatching(TextPattern.regex("z", true))
                .lettersIn(TextLanguage.Case.LOWER)
                .length(3, 5)
                .build();
        ValueGenerator g = l.randomValues(1, 1);
        for (long r = 1; r <= 2_000; r++) {
            String v = (String) g.valueFor(r);
            assertTrue(v.matches("[a-y]{3,5}") && v.contains("a") && !v.startsWith("b"), v);
            assertTrue(l.matches(v));
        }
        assertFalse(l.matches("bat"));
        assertFalse(l.matches("Cat"));
        assertFalse(l.matches("ab"));
        assertTrue(l.matches("cat"));
        assertEquals(3, l.shortest());
        assertEquals(5, l.longest());
        assertTrue(l.digitFree());
    }

    @Test
    void emptyLanguagesAreRefusedNamingTheConstraints() {
        TextLanguage.NoStringException e = assertThrows(TextLanguage.NoStringException.class,
                () -> TextLanguage.builder().matching(TextPattern.regex("^[a-c]{3}$", false))
                        .notMatching(TextPattern.like("%", false)).build());
        assertEquals("no string matching ~ '^[a-c]{3}$' and not LIKE '%'", e.getMessage());
        TextLanguage.NoStringException len = assertThrows(TextLanguage.NoStringException.class,
                () -> TextLanguage.builder().matching(TextPattern.regex("^\\d{11}$", false)).maxLength(10).build());
        assertEquals("no string matching ~ '^\\d{11}$', 0..10 characters", len.getMessage());
        TextLanguage.NoStringException upper = assertThrows(TextLanguage.NoStringException.class,
                () -> TextLanguage.builder().matching(TextPattern.regex("^[A-Z]+$", false))
                        .lettersIn(TextLanguage.Case.LOWER).build());
        assertTrue(upper.getMessage().endsWith("no uppercase letter"), upper.getMessage());
    }

    /** An unbounded language stops at 64 characters, or at the length asked. */
    @Test
    void unboundedLanguagesAreCapped() {
        assertEquals(64, regex("^a.*$").longest());
        assertEquals(12, TextLanguage.builder().matching(TextPattern.regex("^a", false)).maxLength(12).build()
                .longest());
        assertEquals(132, regex("^.{100,}$").longest());
        assertEquals(128, regex("^[A-Za-z0-9.~_-]{43,128}$").longest());
    }
}
