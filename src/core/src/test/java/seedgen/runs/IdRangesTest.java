package seedgen.runs;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;

class IdRangesTest {

    @Test
    void batchesNeverCrossAGapAndCoverEveryMissingIdOnce() {
        IdRanges r = new IdRanges(List.of(new long[] {1, 250}, new long[] {401, 450}, new long[] {1001, 1001}), 700);
        assertEquals(301, r.missing());
        assertEquals(700, r.alreadyCommitted());
        assertEquals(3 + 1 + 1, r.batches(100));
        assertArrayEquals(new long[] {1, 100}, r.next(100));
        assertArrayEquals(new long[] {101, 200}, r.next(100));
        assertArrayEquals(new long[] {201, 250}, r.next(100));
        assertArrayEquals(new long[] {401, 450}, r.next(100));
        assertArrayEquals(new long[] {1001, 1001}, r.next(100));
        assertNull(r.next(100));
    }

    @Test
    void theLastIdCanBeLongMaxValue() {
        IdRanges r = IdRanges.all(Long.MAX_VALUE - 4, 5);
        assertArrayEquals(new long[] {Long.MAX_VALUE - 4, Long.MAX_VALUE - 2}, r.next(3));
        assertArrayEquals(new long[] {Long.MAX_VALUE - 1, Long.MAX_VALUE}, r.next(3));
        assertNull(r.next(3));
    }

    @Test
    void nothingMissingHandsOutNothing() {
        IdRanges r = new IdRanges(List.of(), 10);
        assertEquals(0, r.missing());
        assertNull(r.next(5));
    }

    @Test
    void committedThroughStopsBelowTheSmallestRangeNotDone() {
        IdRanges r = IdRanges.all(1, 100);
        assertEquals(0, r.committedThrough());
        long[] a = r.next(10);
        long[] b = r.next(10);
        long[] c = r.next(10);
        assertEquals(0, r.committedThrough(), "1..10 is still in flight");
        r.done(b[0]);
        r.done(c[0]);
        assertEquals(0, r.committedThrough(), "later ranges done do not move past one in flight");
        r.done(a[0]);
        assertEquals(30, r.committedThrough(), "31 is the next to hand out");
        long[] d = r.next(10);
        r.next(10);
        assertEquals(30, r.committedThrough());
        r.done(d[0]);
        assertEquals(40, r.committedThrough(), "41..50 was given up (never done): it holds the mark for good");
        for (long[] e = r.next(10); e != null; e = r.next(10)) {
            r.done(e[0]);
        }
        assertEquals(40, r.committedThrough());
    }

    @Test
    void committedThroughReachesTheLastIdOfTheLastGapAndSkipsCommittedOnesBetween() {
        IdRanges r = new IdRanges(List.of(new long[] {11, 20}, new long[] {51, 60}), 80);
        long[] a = r.next(10);
        r.done(a[0]);
        assertEquals(50, r.committedThrough(), "21..50 committed before this run; 51 is the next to hand out");
        long[] b = r.next(10);
        assertEquals(50, r.committedThrough());
        r.done(b[0]);
        assertEquals(60, r.committedThrough());
    }

    @Test
    void committedThroughAtLongMaxValue() {
        IdRanges r = IdRanges.all(Long.MAX_VALUE - 4, 5);
        r.done(r.next(3)[0]);
        assertEquals(Long.MAX_VALUE - 2, r.committedThrough());
        r.done(r.next(3)[0]);
        assertEquals(Long.MAX_VALUE, r.committedThrough());
    }
}
