package seedgen.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import seedgen.error.SeedgenException;

/** A run's size as asked: --rows, --batch and --threads, checked once, for every dataset. */
class RunSizeTest {

    private static RunSize size(long rows, int batch, int threads) {
        return new RunSize(rows, batch, threads);
    }

    static void assertBadInputNaming(String option, Executable build) {
        SeedgenException e = assertThrows(SeedgenException.class, build);
        assertEquals(SeedgenException.Kind.BAD_INPUT, e.kind(), e.getMessage());
        assertTrue(e.getMessage().contains(option), "message should name " + option + ": " + e.getMessage());
    }

    @Test
    void validOptionsAreKept() {
        RunSize s = size(1_000, 500, 8);
        assertEquals(1_000, s.rows());
        assertEquals(500, s.batch());
        assertEquals(8, s.threads());
        assertEquals(null, new RunSize(null, 500, 8).rows(), "no --rows: the spec's own counts");
    }

    @ParameterizedTest
    @ValueSource(longs = {0, -5, Long.MIN_VALUE})
    void rowsBelowOneAreRejected(long rows) {
        assertBadInputNaming("--rows", () -> size(rows, 1000, 4));
    }

    @ParameterizedTest
    @ValueSource(ints = {0, -1, RunSize.MAX_BATCH + 1, Integer.MAX_VALUE})
    void batchOutsideRangeIsRejected(int batch) {
        assertBadInputNaming("--batch", () -> size(10, batch, 4));
    }

    @Test
    void batchBoundsAreAccepted() {
        assertEquals(1, size(10, 1, 1).batch());
        assertEquals(RunSize.MAX_BATCH, size(10, RunSize.MAX_BATCH, 1).batch());
    }

    @ParameterizedTest
    @ValueSource(ints = {0, -3, 513, 100_000})
    void threadsOutsideRangeAreRejected(int threads) {
        assertBadInputNaming("--threads", () -> size(10, 1000, threads));
    }

    @Test
    void threadBoundsAreAccepted() {
        assertEquals(1, size(10, 1, 1).threads());
        assertEquals(512, size(10, 1, 512).threads());
    }

    @Test
    void effectiveThreadsNeverExceedTheNumberOfBatches() {
        assertEquals(1, size(10, 1000, 4).effectiveThreads(10));
        assertEquals(1, size(1000, 1000, 4).effectiveThreads(1000));
        assertEquals(2, size(1001, 1000, 4).effectiveThreads(1001));
        assertEquals(4, size(4000, 1000, 4).effectiveThreads(4000));
        assertEquals(4, size(4001, 1000, 4).effectiveThreads(4001));
        assertEquals(3, size(3, 1, 512).effectiveThreads(3));
        assertEquals(512, size(1_000_000, 1, 512).effectiveThreads(1_000_000));
    }

    @Test
    void effectiveThreadsStayCorrectForTheLargestRowCounts() {
        // --rows accepts any positive long; counting batches must not overflow.
        assertEquals(8, size(Long.MAX_VALUE, 1000, 8).effectiveThreads(Long.MAX_VALUE));
        assertEquals(8, size(Long.MAX_VALUE - 1, RunSize.MAX_BATCH, 8).effectiveThreads(Long.MAX_VALUE - 1));
        assertEquals(512, size(Long.MAX_VALUE, 1, 512).effectiveThreads(Long.MAX_VALUE));
    }
}
