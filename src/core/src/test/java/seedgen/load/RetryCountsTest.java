package seedgen.load;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import seedgen.metrics.FailureReason;

class RetryCountsTest {

    @Test
    void eachRetryIsCountedAndReachesTheListenerAsItHappens() {
        List<String> heard = new ArrayList<>();
        RetryCounts counts = new RetryCounts((table, reason) -> heard.add(table + " " + reason));

        counts.add("users", RetryCounts.Reason.DEADLOCK);
        counts.add("posts", RetryCounts.Reason.CONNECTION);
        counts.add("users", RetryCounts.Reason.CONNECTION);

        assertEquals(List.of("users DEADLOCK", "posts CONNECTION", "users CONNECTION"), heard);
        assertEquals(3, counts.total());
        assertEquals(Map.of("deadlock", 1L, "lock_wait_timeout", 0L, "lost_connection", 2L), counts.snapshot());
    }

    @Test
    void retryReasonsMapOntoTheMetricsReasons() {
        assertEquals(FailureReason.DEADLOCK, RetryCounts.Reason.DEADLOCK.asFailureReason());
        assertEquals(FailureReason.LOCK_WAIT_TIMEOUT, RetryCounts.Reason.LOCK_WAIT.asFailureReason());
        assertEquals(FailureReason.CONNECTION_LOST, RetryCounts.Reason.CONNECTION.asFailureReason());
    }
}
