package seedgen.runs;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class CommittedBatchesTest {

    /** A table holding exactly the ids of the committed batches, and a count of the look-ups made. */
    private static final class Table implements CommittedBatches.Lookup {
        final Set<Long> ids = new HashSet<>();
        final List<Integer> queries = new ArrayList<>();

        Table commit(long first, long last) {
            for (long id = first; id <= last; id++) {
                ids.add(id);
            }
            return this;
        }

        long max() {
            return ids.stream().mapToLong(Long::longValue).max().orElse(0);
        }

        @Override
        public Set<Long> present(List<Long> asked) {
            queries.add(asked.size());
            Set<Long> found = new HashSet<>();
            for (long id : asked) {
                if (ids.contains(id)) {
                    found.add(id);
                }
            }
            return found;
        }
    }

    private static List<long[]> drain(IdRanges r, int batchSize) {
        List<long[]> out = new ArrayList<>();
        for (long[] range = r.next(batchSize); range != null; range = r.next(batchSize)) {
            out.add(range);
        }
        return out;
    }

    @Test
    void holesAnywhereAreFoundWhenNothingIsKnown() throws SQLException {
        // ids 1..1000 in batches of 50; batches 3 (151..200) and 10 (501..550) lost, all after 700 not written.
        Table t = new Table().commit(1, 150).commit(201, 500).commit(551, 700);
        CommittedBatches.Search s = CommittedBatches.missing(1, 1000, 50, List.of(), t.max(), t);
        assertEquals(1000 - 600, s.missing().missing());
        assertEquals(600, s.missing().alreadyCommitted());
        List<long[]> ranges = drain(s.missing(), 50);
        assertEquals(List.of("151..200", "501..550", "701..750", "751..800", "801..850", "851..900", "901..950",
                "951..1000"), ranges.stream().map(r -> r[0] + ".." + r[1]).toList());
        assertEquals(14, s.probedBatches(), "only batches up to the largest id are looked up");
        assertEquals(List.of(14), t.queries);
    }

    @Test
    void batchesBelowTheCheckpointAreNotLookedUp() throws SQLException {
        Table t = new Table().commit(1, 100_000).commit(100_101, 100_300);
        // The checkpoint says 1..100,000; a batch past it (100,001..100,100) is missing though later ones are in.
        CommittedBatches.Search s = CommittedBatches.missing(1, 200_000, 100, List.<long[]>of(new long[] {1, 100_000}),
                t.max(), t);
        assertEquals(3, s.probedBatches());
        assertEquals(1, s.queries());
        List<long[]> ranges = drain(s.missing(), 100);
        assertEquals("100001..100100", ranges.get(0)[0] + ".." + ranges.get(0)[1]);
        assertEquals("100301..100400", ranges.get(1)[0] + ".." + ranges.get(1)[1]);
        assertEquals(200_000 - 100_300 + 100, s.missing().missing());
    }

    @Test
    void lookUpsGoAThousandToAQueryAndTheShortLastBatchIsKept() throws SQLException {
        // 2,500 batches of 3 ids each plus a last batch of 2 (ids 1..7,502); every batch committed but the last.
        Table t = new Table().commit(1, 7_500);
        CommittedBatches.Search s = CommittedBatches.missing(1, 7_502, 3, List.of(), t.max(), t);
        assertEquals(List.of(1_000, 1_000, 500), t.queries);
        assertEquals(2, s.missing().missing());
        assertArrayEquals(new long[] {7_501, 7_502}, s.missing().next(3));
    }

    @Test
    void anAppendingRunCountsFromItsOwnFirstId() throws SQLException {
        Table t = new Table().commit(1, 500).commit(501, 520); // 1..500 were there before; the run starts at 501
        CommittedBatches.Search s = CommittedBatches.missing(501, 600, 10, List.of(), t.max(), t);
        assertEquals(80, s.missing().missing());
        assertArrayEquals(new long[] {521, 530}, s.missing().next(10));
    }

    @Test
    void nothingInTheTableMeansEverythingIsMissingWithoutALookUp() throws SQLException {
        Table t = new Table();
        CommittedBatches.Search s = CommittedBatches.missing(1, 1_000_000, 50, List.of(), 0, t);
        assertEquals(1_000_000, s.missing().missing());
        assertEquals(0, s.queries());
    }

    @Test
    void aCheckpointOverEverythingLeavesNothing() throws SQLException {
        Table t = new Table();
        CommittedBatches.Search s = CommittedBatches.missing(1, 1_000, 50, List.<long[]>of(new long[] {1, 1_000}),
                1_000, t);
        assertEquals(0, s.missing().missing());
        assertEquals(0, s.queries());
    }

    @Test
    void coveredBatchesAreThoseWhollyInsideARange() {
        assertArrayEquals(new long[] {0, 1}, CommittedBatches.coveredBatches(1, 1000, 50, 1, 100));
        assertArrayEquals(new long[] {0, 1}, CommittedBatches.coveredBatches(1, 1000, 50, 1, 149));
        assertArrayEquals(new long[] {0, 0}, CommittedBatches.coveredBatches(1, 1000, 50, 1, 99));
        assertArrayEquals(new long[] {1, 19}, CommittedBatches.coveredBatches(1, 1000, 50, 2, 1000));
        assertNull(CommittedBatches.coveredBatches(1, 1000, 50, 1, 0));
        assertNull(CommittedBatches.coveredBatches(1, 1000, 50, 2, 99));
        // The short last batch (ids 1,001..1,010 of 1..1,010) is covered by a range reaching the last id.
        assertArrayEquals(new long[] {20, 20}, CommittedBatches.coveredBatches(1, 1010, 50, 1001, 1010));
        assertArrayEquals(new long[] {0, 0},
                CommittedBatches.coveredBatches(Long.MAX_VALUE - 9, Long.MAX_VALUE, 100, Long.MAX_VALUE - 9,
                        Long.MAX_VALUE));
    }
}
