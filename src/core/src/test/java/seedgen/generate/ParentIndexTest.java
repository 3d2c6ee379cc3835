package seedgen.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ParentIndexTest {

    @Test
    void everyChildRowHasExactlyOneParentInParentOrder() {
        ParentIndex index = new ParentIndex(5_000, new Distribution.Draw(Distribution.GEOMETRIC, 0, 40, 6), 7, 3);
        ParentIndex.Cursor cursor = index.cursor();
        ParentIndex.Cursor parents = index.cursor(); // asked for parents only, one child after another
        long child = 1;
        for (long p = 1; p <= index.parents(); p++) {
            long n = index.countOf(p);
            if (n > 0) {
                assertEquals(child, index.firstChildOf(p), "first child of parent " + p);
            }
            for (long k = 0; k < n; k++, child++) {
                ParentIndex.Place direct = index.locate(child);
                assertEquals(p, direct.parent());
                assertEquals(k, direct.k());
                ParentIndex.Place cached = cursor.locate(child);
                assertEquals(direct, cached, "the cursor agrees with the look-up at child " + child);
                assertEquals(p, index.parentOf(child), "parentOf agrees at child " + child);
                assertEquals(p, parents.parentOf(child), "a cursor's parentOf agrees at child " + child);
            }
        }
        assertEquals(child - 1, index.total());
    }

    /**
     * Asked out of order, as a modulo shard asks (every third parent), with gaps past the walk-forward reach and
     * backwards: the cached answers of firstChildOf and of a cursor are the look-up's.
     */
    @Test
    void cachedAnswersHoldWhenAskedOutOfOrder() {
        ParentIndex index = new ParentIndex(20_000, new Distribution.Draw(Distribution.GEOMETRIC, 0, 40, 4), 5, 2);
        long[] brute = new long[20_002];
        brute[1] = 1;
        for (int p = 1; p <= 20_000; p++) {
            brute[p + 1] = brute[p] + index.countOf(p);
        }
        ParentIndex.Cursor cursor = index.cursor();
        long[] parents = {3, 6, 9, 12, 100, 103, 5, 2_000, 2_063, 2_064, 2_200, 19_999, 20_000, 1, 64, 130};
        for (int round = 0; round < 2; round++) {
            for (long p : parents) {
                assertEquals(brute[(int) p], index.firstChildOf(p), "first child of parent " + p);
                for (long child = brute[(int) p]; child < brute[(int) p + 1]; child++) {
                    assertEquals(p, cursor.parentOf(child), "the cursor's parent of child " + child);
                    assertEquals(index.locate(child), cursor.locate(child), "child " + child);
                }
            }
            for (long p = 1; p <= 20_000; p += 3) {
                assertEquals(brute[(int) p], index.firstChildOf(p), "first child of parent " + p);
                if (brute[(int) p + 1] > brute[(int) p]) {
                    assertEquals(index.locate(brute[(int) p]), cursor.locate(brute[(int) p]), "parent " + p);
                    assertEquals(p, cursor.parentOf(brute[(int) p + 1] - 1), "the cursor's parent of the last "
                            + "child of parent " + p);
                }
            }
        }
        assertEquals(index.total(), index.childrenBefore(20_001));
    }

    /**
     * Counts kept in bytes, in chars (a count above 255), in ints (one above 65,535) and not kept at all (drawn again
     * at each look-up): every way gives the answers a running sum of the counts gives, in order and out of it.
     */
    @Test
    void everyWayOfKeepingTheCountsGivesTheSameAnswers() {
        int parents = 3_000;
        java.util.function.LongUnaryOperator small = p -> Mix.hash(9, p, 1) & 7;
        java.util.function.LongUnaryOperator middle = p -> p == 1_500 ? 300 : Mix.hash(9, p, 2) & 15;
        java.util.function.LongUnaryOperator large = p -> p == 2_999 ? 70_000 : p % 97 == 0 ? 0 : Mix.hash(9, p, 3) & 3;
        for (java.util.function.LongUnaryOperator counts : java.util.List.of(small, middle, large)) {
            for (long limit : new long[] {ParentIndex.MEMO_LIMIT, 0}) {
                ParentIndex index = new ParentIndex(parents, counts, limit);
                long[] first = new long[parents + 2];
                first[1] = 1;
                for (int p = 1; p <= parents; p++) {
                    first[p + 1] = first[p] + counts.applyAsLong(p);
                }
                assertEquals(first[parents + 1] - 1, index.total());
                java.util.SplittableRandom r = new java.util.SplittableRandom(limit);
                for (int i = 0; i < 20_000; i++) {
                    long child = 1 + r.nextLong(index.total());
                    int p = 1;
                    int hi = parents;
                    while (p < hi) { // the last parent whose first child is at or before this one
                        int mid = (p + hi + 1) >>> 1;
                        if (first[mid] <= child) {
                            p = mid;
                        } else {
                            hi = mid - 1;
                        }
                    }
                    assertEquals(p, index.parentOf(child), "parentOf " + child);
                    ParentIndex.Place place = index.locate(child);
                    assertEquals(p, place.parent(), "locate " + child);
                    assertEquals(child - first[p], place.k(), "place of " + child);
                    assertEquals(first[p], index.firstChildOf(p), "first child of " + p);
                }
            }
        }
    }

    @Test
    void aCapCutsEveryCountToIt() {
        ParentIndex capped = new ParentIndex(1_000, new Distribution.Draw(Distribution.UNIFORM, 0, 100, 0), 1, 9, 10);
        for (long p = 1; p <= 1_000; p++) {
            assertTrue(capped.countOf(p) <= 10);
        }
    }

    /**
     * The asked distribution, on 100,000 parents: the mean of a geometric count within 3% of the one asked (its
     * standard error here is under 0.5%), and uniform counts each within 5% of their expected share.
     */
    @Test
    void countsFollowTheAskedDistribution() {
        ParentIndex geometric = new ParentIndex(100_000, new Distribution.Draw(Distribution.GEOMETRIC, 0, 1000, 15),
                11, 5);
        double mean = (double) geometric.total() / 100_000;
        assertEquals(15, mean, 15 * 0.03, "geometric mean");
        ParentIndex uniform = new ParentIndex(100_000, new Distribution.Draw(Distribution.UNIFORM, 2, 6, 0), 11, 6);
        long[] seen = new long[7];
        for (long p = 1; p <= 100_000; p++) {
            seen[(int) uniform.countOf(p)]++;
        }
        for (int v = 2; v <= 6; v++) {
            assertEquals(20_000, seen[v], 20_000 * 0.05, "share of count " + v);
        }
        ParentIndex zipf = new ParentIndex(100_000, new Distribution.Draw(Distribution.ZIPF, 0, 99, 1.1), 11, 7);
        long[] f = new long[100];
        for (long p = 1; p <= 100_000; p++) {
            f[(int) zipf.countOf(p)]++;
        }
        // A discrete zipf with s = 1.1 over 100 values gives the first about 23% and each next one less.
        assertTrue(f[0] > f[1] && f[1] > f[5] && f[5] > f[20] && f[20] > f[80], java.util.Arrays.toString(f));
        assertTrue(f[0] > 15_000 && f[0] < 30_000, "the smallest count's share: " + f[0]);
    }
}
