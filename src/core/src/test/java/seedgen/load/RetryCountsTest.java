package seedgen.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import seedgen.dialect.SqlOutcome;

class RetryCountsTest {

    @Test
    void eachRetryIsCountedAndReachesTheListenerAsItHappens() {
        List<String> heard = new ArrayList<>();
        RetryCounts counts = new RetryCounts((table, outcome) -> heard.add(table + " " + outcome));

        counts.add("users", SqlOutcome.DEADLOCK);
        counts.add("posts", SqlOutcome.LOST_CONNECTION);
        counts.add("users", SqlOutcome.LOST_CONNECTION);

        assertEquals(List.of("users DEADLOCK", "posts LOST_CONNECTION", "users LOST_CONNECTION"), heard);
        assertEquals(3, counts.total());
        assertEquals(Map.of("deadlock", 1L, "lock_wait_timeout", 0L, "lost_connection", 2L), counts.snapshot());
    }

    /** A serialization failure is retried like a deadlock and counted as one, as the metrics label it. */
    @Test
    void retryReasonsAreTheMetricsReasons() {
        RetryCounts counts = new RetryCounts();
        counts.add("users", SqlOutcome.SERIALIZATION_FAILURE);
        counts.add("users", SqlOutcome.LOCK_WAIT);

        assertEquals(Map.of("deadlock", 1L, "lock_wait_timeout", 1L, "lost_connection", 0L), counts.snapshot());
        assertEquals(List.of("deadlock", "lock_wait_timeout", "lost_connection"), SqlOutcome.RETRIED_LABELS);
        assertEquals(List.of("deadlock", "lock_wait_timeout", "lost_connection", "server_error", "client_error"),
                SqlOutcome.LABELS);
    }

    @Test
    void anOutcomeThatIsNotRetriedIsNotCountedAsARetry() {
        RetryCounts counts = new RetryCounts();
        assertThrows(IllegalArgumentException.class, () -> counts.add("users", SqlOutcome.FAILED));
        assertThrows(IllegalArgumentException.class, () -> counts.add("users", SqlOutcome.CLIENT_ERROR));
        assertEquals(0, counts.total());
    }
}
