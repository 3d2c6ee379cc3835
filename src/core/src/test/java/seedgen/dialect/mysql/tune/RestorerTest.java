package seedgen.dialect.mysql.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The retry of a buffer pool shrink the server aborted: the policy alone, the statement a counter. */
class RestorerTest {

    private static final SQLException ABORTED = new SQLException("innodb_buffer_pool_size change aborted", "HY000",
            1210);

    @Test
    void anAbortedShrinkIsTriedAgainUntilTheServerTakesIt() throws Exception {
        int[] calls = {0};
        List<Long> slept = new ArrayList<>();
        List<String> said = new ArrayList<>();
        Restorer.retryingAbortedShrink(() -> {
            if (++calls[0] < 4) {
                throw ABORTED;
            }
        }, Duration.ofSeconds(120), slept::add, said::add);
        assertEquals(4, calls[0]);
        assertEquals(List.of(1_000L, 1_000L, 1_000L), slept);
        assertEquals(1, said.size(), "one line, not one a try: " + said);
        assertTrue(said.get(0).contains("trying again"), said.get(0));
    }

    @Test
    void anotherFailureIsThrownAtOnce() {
        SQLException denied = new SQLException("Access denied; you need the SUPER privilege", "42000", 1227);
        int[] calls = {0};
        SQLException thrown = assertThrows(SQLException.class, () -> Restorer.retryingAbortedShrink(() -> {
            calls[0]++;
            throw denied;
        }, Duration.ofSeconds(120), ms -> { }, line -> { }));
        assertSame(denied, thrown);
        assertEquals(1, calls[0]);
    }

    @Test
    void theLastRefusalIsThrownOnceTheBoundHasPassed() {
        int[] calls = {0};
        SQLException thrown = assertThrows(SQLException.class, () -> Restorer.retryingAbortedShrink(() -> {
            calls[0]++;
            throw ABORTED;
        }, Duration.ZERO, ms -> Thread.sleep(1), line -> { }));
        assertSame(ABORTED, thrown);
        assertTrue(calls[0] <= 2, "tried " + calls[0] + " times with no time left");
    }
}
