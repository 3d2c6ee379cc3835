package seedgen.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class DealtCountsTest {

    private static final Empirical.Weights WEIGHTS = new Empirical.Weights(new long[] {5, 3, 10, 7},
            new long[] {5, 8, 10, 7}, new double[] {4, 3, 2, 1});

    /**
     * The rows dealt a bin are found from the bin: over several sizes (one row, a power of two, one past it, sizes
     * the Feistel square overshoots), the permutation taken back returns every place's row, and the rows of each bin,
     * taken by rowAt, are every row exactly once, each dealt that bin.
     */
    @Test
    void theRowsOfEachBinAreFoundByTakingThePermutationBack() {
        for (long n : new long[] {1, 2, 3, 7, 16, 17, 100, 1000, 4097}) {
            DealtCounts d = new DealtCounts(WEIGHTS, n, 11, 42);
            Set<Long> places = new HashSet<>();
            for (long x = 0; x < n; x++) {
                long place = d.permute(x);
                assertTrue(place >= 0 && place < n && places.add(place), n + ": place " + place);
                assertEquals(x, d.unpermute(place), n + ": row " + x);
            }
            Set<Long> rows = new HashSet<>();
            long dealt = 0;
            for (int bin = 0; bin < 4; bin++) {
                for (long k = 0; k < d.rowsOf(bin); k++) {
                    long row = d.rowAt(bin, k);
                    assertTrue(row >= 1 && row <= n && rows.add(row), n + ": row " + row + " twice");
                    assertEquals(bin, d.binOf(row), n + ": row " + row);
                }
                dealt += d.rowsOf(bin);
            }
            assertEquals(n, dealt);
        }
    }

    /** A count's bin: its own where one is exactly it, else the first range holding it, else none. */
    @Test
    void aCountsBinIsItsOwnElseARangeHoldingIt() {
        DealtCounts d = new DealtCounts(WEIGHTS, 10, 1, 2);
        assertEquals(0, d.binHolding(5));
        assertEquals(3, d.binHolding(7));
        assertEquals(1, d.binHolding(4));
        assertEquals(2, d.binHolding(10));
        assertEquals(-1, d.binHolding(9));
        assertEquals(-1, d.binHolding(2));
    }
}
