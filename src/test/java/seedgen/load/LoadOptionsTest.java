package seedgen.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import seedgen.error.SeedgenException;
import seedgen.runs.ExistingRows;

class LoadOptionsTest {

    private static LoadOptions options(long rows, int batch, int threads) {
        return new LoadOptions(rows, batch, threads, 1, "users", ExistingRows.REFUSE, "password", 10);
    }

    private static void assertBadInputNaming(String option, Executable build) {
        SeedgenException e = assertThrows(SeedgenException.class, build);
        assertEquals(SeedgenException.Kind.BAD_INPUT, e.kind(), e.getMessage());
        assertTrue(e.getMessage().contains(option), "message should name " + option + ": " + e.getMessage());
    }

    @Test
    void validOptionsAreKept() {
        LoadOptions o = new LoadOptions(1_000, 500, 8, 42, "people", ExistingRows.APPEND, "secret", 4);
        assertEquals(1_000, o.rows());
        assertEquals(500, o.batchSize());
        assertEquals(8, o.threads());
        assertEquals(42, o.seed());
        assertEquals("people", o.table());
        assertEquals(ExistingRows.APPEND, o.existing());
        assertEquals("secret", o.passwordPlain());
        assertEquals(4, o.bcryptCost());
    }

    @ParameterizedTest
    @ValueSource(longs = {0, -5, Long.MIN_VALUE})
    void rowsBelowOneAreRejected(long rows) {
        assertBadInputNaming("--rows", () -> options(rows, 1000, 4));
    }

    @ParameterizedTest
    @ValueSource(ints = {0, -1, LoadOptions.MAX_BATCH + 1, Integer.MAX_VALUE})
    void batchOutsideRangeIsRejected(int batch) {
        assertBadInputNaming("--batch", () -> options(10, batch, 4));
    }

    @Test
    void batchBoundsAreAccepted() {
        assertEquals(1, options(10, 1, 1).batchSize());
        assertEquals(LoadOptions.MAX_BATCH, options(10, LoadOptions.MAX_BATCH, 1).batchSize());
    }

    @ParameterizedTest
    @ValueSource(ints = {0, -3, 513, 100_000})
    void threadsOutsideRangeAreRejected(int threads) {
        assertBadInputNaming("--threads", () -> options(10, 1000, threads));
    }

    @Test
    void threadBoundsAreAccepted() {
        assertEquals(1, options(10, 1, 1).threads());
        assertEquals(512, options(10, 1, 512).threads());
    }

    @ParameterizedTest
    @ValueSource(ints = {3, 17, 0, 99})
    void bcryptCostOutsideRangeIsRejected(int cost) {
        assertBadInputNaming("--bcrypt-cost",
                () -> new LoadOptions(10, 10, 1, 1, "users", ExistingRows.REFUSE, "password", cost));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "a.b", "db/users", "a\\b", "trailing ", "nul\0byte"})
    void badTableNamesAreRejected(String table) {
        assertBadInputNaming("--table",
                () -> new LoadOptions(10, 10, 1, 1, table, ExistingRows.REFUSE, "password", 4));
    }

    @Test
    void tooLongTableNameIsRejected() {
        assertBadInputNaming("--table",
                () -> new LoadOptions(10, 10, 1, 1, "t".repeat(65), ExistingRows.REFUSE, "password", 4));
    }

    @Test
    void badPasswordPlaintextIsRejected() {
        assertBadInputNaming("--password-plain",
                () -> new LoadOptions(10, 10, 1, 1, "users", ExistingRows.REFUSE, "", 4));
        assertBadInputNaming("--password-plain",
                () -> new LoadOptions(10, 10, 1, 1, "users", ExistingRows.REFUSE, "x".repeat(73), 4));
    }

    @Test
    void effectiveThreadsNeverExceedTheNumberOfBatches() {
        assertEquals(1, options(10, 1000, 4).effectiveThreads());
        assertEquals(1, options(1000, 1000, 4).effectiveThreads());
        assertEquals(2, options(1001, 1000, 4).effectiveThreads());
        assertEquals(4, options(4000, 1000, 4).effectiveThreads());
        assertEquals(4, options(4001, 1000, 4).effectiveThreads());
        assertEquals(3, options(3, 1, 512).effectiveThreads());
        assertEquals(512, options(1_000_000, 1, 512).effectiveThreads());
    }

    @Test
    void effectiveThreadsStayCorrectForTheLargestRowCounts() {
        // --rows accepts any positive long; counting batches must not overflow.
        assertEquals(8, options(Long.MAX_VALUE, 1000, 8).effectiveThreads());
        assertEquals(8, options(Long.MAX_VALUE - 1, LoadOptions.MAX_BATCH, 8).effectiveThreads());
        assertEquals(512, options(Long.MAX_VALUE, 1, 512).effectiveThreads());
    }
}
