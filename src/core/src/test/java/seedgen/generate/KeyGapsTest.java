package seedgen.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class KeyGapsTest {

    /** Keys grow with the row, every key maps back to its row, and every value between them is a gap. */
    @Test
    void keysGrowAndMapBackAndTheGapsAreTheShareAsked() {
        for (double share : new double[] {0.001, 0.02, 0.3, 0.5, 0.51, 0.9}) {
            KeyGaps gaps = new KeyGaps(10, share, 7, 3);
            long rows = 50_000;
            long previous = 9;
            long gapCount = 0;
            for (long row = 1; row <= rows; row++) {
                long key = gaps.key(row);
                assertTrue(key > previous, () -> "share " + share + ": key " + key + " after " + " not above it");
                for (long k = previous + 1; k < key; k++) {
                    assertEquals(0, gaps.row(k), "share " + share + ": key " + k + " is a gap");
                    gapCount++;
                }
                assertEquals(row, gaps.row(key), "share " + share + ": key " + key + " maps back");
                previous = key;
            }
            double measured = (double) gapCount / (previous - 9);
            assertEquals(gaps.share(), measured, 0.002, "share " + share);
            assertEquals(share, gaps.share(), 0.5 / KeyGaps.SLOTS + 1e-12, "rounded to a slot");
            assertEquals(0, gaps.row(9), "before the start");
        }
    }

    /** The same seed gives the same keys, read in any order and from any thread; another seed other gaps. */
    @Test
    void aPureFunctionOfSeedAndRow() throws Exception {
        KeyGaps a = new KeyGaps(1, 0.1, 5, 1);
        long[] forward = new long[20_000];
        for (int r = 1; r <= forward.length; r++) {
            forward[r - 1] = a.key(r);
        }
        KeyGaps b = new KeyGaps(1, 0.1, 5, 1);
        Thread t = new Thread(() -> {
            for (int r = forward.length; r >= 1; r -= 7) {
                if (b.key(r) != forward[r - 1]) {
                    throw new AssertionError("row " + r);
                }
            }
        });
        t.start();
        t.join();
        for (int r = forward.length; r >= 1; r -= 3) {
            assertEquals(forward[r - 1], a.key(r), "row " + r + " read backwards");
        }
        KeyGaps other = new KeyGaps(1, 0.1, 6, 1);
        int same = 0;
        for (int r = 1; r <= 2_000; r++) {
            same += other.key(r) == forward[r - 1] ? 1 : 0;
        }
        assertTrue(same < 2_000, "another seed leaves other gaps");
    }

    /** The k-th set bit, found by halves, is the one counting bits one by one finds. */
    @Test
    void selectFindsTheKthSetBit() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(3);
        for (int n = 0; n < 10_000; n++) {
            long bits = n == 0 ? -1L : n == 1 ? Long.MIN_VALUE : random.nextLong() & random.nextLong();
            int k = 0;
            for (int at = 0; at < 64; at++) {
                if ((bits & (1L << at)) != 0) {
                    assertEquals(at, KeyGaps.select(bits, k), Long.toHexString(bits) + " bit " + k);
                    k++;
                }
            }
        }
    }

    @Test
    void aShareOutsideTheRangeIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new KeyGaps(1, 0, 1, 1));
        assertThrows(IllegalArgumentException.class, () -> new KeyGaps(1, 0.95, 1, 1));
    }
}
