package seedgen.write;

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
}
