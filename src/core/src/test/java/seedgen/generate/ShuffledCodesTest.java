package seedgen.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code gen: code} gives neighbouring rows unrelated codes: the first 10,000 rows' codes look like 10,000 codes drawn
 * at random (no more of them share a prefix than chance allows, and one code is not the last plus a constant), at
 * every length from 4 to 16, and they stay unique by construction at every length from 1 to 16.
 */
class ShuffledCodesTest {

    private static final int ROWS = 10_000;
    private static final long SEED = 1;
    private static final int STREAM = Generators.stream("items", "sku");

    private static List<String> firstRows(int length) {
        ValueGenerator code = Generators.code(SEED, STREAM, length);
        List<String> codes = new ArrayList<>(ROWS);
        for (long row = 1; row <= ROWS; row++) {
            codes.add((String) code.valueFor(row));
        }
        return codes;
    }

    /**
     * For each k below the length, the pairs of rows whose codes share their first k characters. For n codes drawn
     * at random from the 36^L of length L, a pair shares a k-character prefix with probability 36^-k (a little less
     * for codes that must differ), so the count has mean E_k = C(n, 2) / 36^k; the pairs' indicators are pairwise
     * independent (two pairs with a row in common share a prefix together with probability 36^-2k), so its variance
     * is at most E_k. The bound is E_k + 10 * sqrt(E_k), ten standard deviations: by Chebyshev chance passes it at
     * most once in 100 (by the normal approximation of a sum of so many small terms, never). For n = 10,000 it is
     * 1,400,534 pairs for one character, 40,540 for two, 1,398 for three, 84 for four, 9 for five, 1 for six, and 0
     * from seven on: the birthday bound, no two of 10,000 random codes share seven characters but with probability
     * at most C(n, 2) / 36^7 < 0.00065. The codes of data version 4 fail it at 8 to 12 characters (rows close together
     * share their first characters: at 12 all 10,000 share their first nine).
     */
    @ParameterizedTest
    @ValueSource(ints = {4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16})
    void neighbouringRowsShareNoLongerPrefixesThanChance(int length) {
        List<String> codes = firstRows(length);
        double pairs = ROWS * (ROWS - 1) / 2.0;
        for (int k = 1; k < length; k++) {
            double expected = pairs / Math.pow(36, k);
            long bound = (long) Math.floor(expected + 10 * Math.sqrt(expected));
            long shared = pairsSharingAPrefix(codes, k);
            assertTrue(shared <= bound, String.format("length %d: %,d pairs of the first %,d rows share their first %d "
                    + "characters, chance allows %,d (expected %.4g); rows 1 to 3: %s", length, shared, ROWS, k,
                    bound, expected, codes.subList(0, 3)));
        }
    }

    /**
     * A code read as a number in base 36 is not the previous row's plus a constant: the differences of consecutive
     * codes (modulo 36^L) repeat no more than chance allows. For 9,999 differences each spread evenly over the 36^L
     * values, the chance that some difference comes 4 times or more is at most 36^L * C(9999, 4) / 36^(4L), which at
     * L = 4 (the worst) is 4.2 * 10^14 / 4.7 * 10^18 < 0.0001. Every difference of data version 4's codes is the
     * same, its factor.
     */
    @ParameterizedTest
    @ValueSource(ints = {4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16})
    void consecutiveCodesDoNotStepByAConstant(int length) {
        List<String> codes = firstRows(length);
        BigInteger values = BigInteger.valueOf(36).pow(length);
        Map<BigInteger, Integer> steps = new HashMap<>();
        for (int i = 1; i < codes.size(); i++) {
            BigInteger step = new BigInteger(codes.get(i), 36).subtract(new BigInteger(codes.get(i - 1), 36))
                    .mod(values);
            steps.merge(step, 1, Integer::sum);
        }
        Map.Entry<BigInteger, Integer> most = steps.entrySet().stream().max(Map.Entry.comparingByValue())
                .orElseThrow();
        assertTrue(most.getValue() <= 3, "length " + length + ": " + most.getValue() + " of " + (ROWS - 1)
                + " consecutive codes step by " + most.getKey().toString(36).toUpperCase() + "; rows 1 to 3: "
                + codes.subList(0, 3));
    }

    /**
     * Unique by construction, at every length: at 1 to 3 characters the rows 1 to 36^L take every code once; at 4 to
     * 16, the first 10,000 rows and 10,000 rows at the top of what a table could hold (36^L rows, or as many as a
     * long counts) are all different codes of L characters from 0-9 and A-Z.
     */
    @Test
    void everyLengthFrom1To16IsABijectionOfTheRows() {
        for (int length = 1; length <= 3; length++) {
            ValueGenerator code = Generators.code(SEED, STREAM, length);
            long all = Generators.codeValues(length);
            Set<Object> seen = new HashSet<>();
            for (long row = 1; row <= all; row++) {
                seen.add(code.valueFor(row));
            }
            assertEquals(all, seen.size(), "length " + length + ": rows 1 to " + all + " take every code once");
        }
        for (int length = 4; length <= 16; length++) {
            ValueGenerator code = Generators.code(SEED, STREAM, length);
            long top = Generators.codeValues(length);
            Set<Object> seen = new HashSet<>();
            for (long i = 0; i < ROWS; i++) {
                for (long row : new long[] {1 + i, top - i}) {
                    String v = (String) code.valueFor(row);
                    assertTrue(v.matches("[0-9A-Z]{" + length + "}") && seen.add(v), "length " + length + ", row "
                            + row + ": " + v);
                }
            }
        }
    }

    /** The pairs of codes that share their first k characters: a group of g codes with one prefix holds C(g, 2). */
    private static long pairsSharingAPrefix(List<String> codes, int k) {
        String[] sorted = codes.toArray(String[]::new);
        Arrays.sort(sorted);
        long pairs = 0;
        long group = 1;
        for (int i = 1; i <= sorted.length; i++) {
            if (i < sorted.length && sorted[i].regionMatches(0, sorted[i - 1], 0, k)) {
                group++;
            } else {
                pairs += group * (group - 1) / 2;
                group = 1;
            }
        }
        return pairs;
    }
}
