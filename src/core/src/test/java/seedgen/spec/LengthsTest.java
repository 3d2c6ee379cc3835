package seedgen.spec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import seedgen.error.SeedgenException;
import seedgen.model.Dataset;

/**
 * {@code lengths:} on a generator of words: the values' lengths follow the quantiles given (what {@code --learn}
 * measured), made of the generator's own values (learn-real's Lahman: a given name two words, p50 12, where
 * {@code first_name} alone is 5; a birth state a code of two letters, p50 2, where a state's name is 8).
 */
class LengthsTest {

    private static String spec(String column) {
        return "seedgen: 1\nname: t\ntables:\n  people:\n    rows: 20000\n    columns:\n      id: {gen: sequence}\n"
                + "      v: " + column + "\n";
    }

    private static String[] values(String column, long seed) {
        Dataset d = MeasuredFactsTest.compile(spec(column), seed);
        Dataset.Table t = d.table("people");
        String[] out = new String[(int) t.rows()];
        for (long row = 1; row <= t.rows(); row++) {
            out[(int) row - 1] = (String) t.spec().row(row)[1];
        }
        return out;
    }

    private static int lengthAt(String[] values, double p) {
        int[] lengths = Arrays.stream(values).mapToInt(String::length).sorted().toArray();
        return lengths[(int) Math.floor(p * (lengths.length - 1))];
    }

    @Test
    void theLengthsFollowTheQuantilesInEveryShapeOfTarget() {
        // shorter, longer (two values joined) and cut (a code shorter than any value) than the generator's own
        String[] cities = values("{gen: faker, expr: address.city, lengths: {0: 3, 0.5: 9, 0.9: 12, 0.99: 19, 1: 33}}",
                3);
        String[] given = values("{gen: first_name, lengths: {0: 3, 0.5: 12, 0.9: 15, 0.99: 19, 1: 43}}", 3);
        String[] states = values("{gen: faker, expr: address.state, lengths: {0: 2, 0.5: 2, 0.9: 5, 0.99: 17, 1: 23}}",
                3);
        int[][] expected = {{9, 12, 19}, {12, 15, 19}, {2, 5, 17}};
        String[][] all = {cities, given, states};
        double[] ranks = {0.5, 0.9, 0.99};
        for (int i = 0; i < all.length; i++) {
            for (int k = 0; k < ranks.length; k++) {
                assertEquals(expected[i][k], lengthAt(all[i], ranks[k]), 1.0, "column " + i + " at " + ranks[k]);
            }
        }
        // a long given name is two first names: each word is one of first_name's
        String[] plain = values("{gen: first_name}", 3);
        java.util.Set<String> names = new java.util.HashSet<>(Arrays.asList(plain));
        List<String> joined = new ArrayList<>();
        for (String g : given) {
            if (g.contains(" ")) {
                joined.add(g);
            }
        }
        assertTrue(joined.size() > given.length / 2, joined.size() + " of " + given.length + " joined");
        for (String g : joined.subList(0, 200)) {
            for (String word : g.split(" ")) {
                assertTrue(names.contains(word) || word.matches("[A-Z][a-z]+"), g);
            }
        }
        // the same seed, the same values
        assertEquals(Arrays.asList(given), Arrays.asList(values("{gen: first_name, lengths: {0: 3, 0.5: 12, 0.9: 15, "
                + "0.99: 19, 1: 43}}", 3)));
    }

    @Test
    void aUniqueColumnOrAnotherGeneratorIsRefused() {
        SeedgenException unique = assertThrows(SeedgenException.class, () -> values("{gen: first_name, unique: true, "
                + "lengths: {0: 3, 1: 9}}", 1));
        assertTrue(unique.getMessage().contains("lengths: picks among the column's values"), unique.getMessage());
        SeedgenException code = assertThrows(SeedgenException.class, () -> values("{gen: code, length: 8, lengths: "
                + "{0: 3, 1: 9}}", 1));
        assertTrue(code.getMessage().contains("unknown option 'lengths' for generator code"), code.getMessage());
        SeedgenException negative = assertThrows(SeedgenException.class, () -> values("{gen: lorem, words: 1..3, "
                + "lengths: {0: -1, 1: 9}}", 1));
        assertTrue(negative.getMessage().contains("lengths: are numbers of characters"), negative.getMessage());
    }
}
