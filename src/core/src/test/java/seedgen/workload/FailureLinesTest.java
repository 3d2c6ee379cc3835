package seedgen.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * A workload's failures are counted by cause: the server's first line with its values masked, so 164 duplicate keys
 * of one table are one line of 164, not 164 lines (the messages as MariaDB 10.11 and PostgreSQL 15 word them).
 */
class FailureLinesTest {

    @Test
    void failuresOfOneCauseShareALineWhateverTheirValues() {
        assertEquals("Duplicate entry '...' for key 'PRIMARY'",
                WorkloadRun.firstLine("Duplicate entry '5-17' for key 'PRIMARY'"));
        assertEquals(WorkloadRun.firstLine("Duplicate entry '5-17' for key 'PRIMARY'"),
                WorkloadRun.firstLine("Duplicate entry '1203-88' for key 'PRIMARY'"));
        assertEquals("Duplicate entry '...' for key 'username'",
                WorkloadRun.firstLine("Duplicate entry 'AnnaSmith17' for key 'username'"));
        // PostgreSQL says the values on its DETAIL line, which is not the cause's
        assertEquals("duplicate key value violates unique constraint \"likes_pkey\"", WorkloadRun.firstLine(
                "duplicate key value violates unique constraint \"likes_pkey\"\n  Detail: Key (user_id, post_id)=(5, "
                        + "17) already exists."));
    }
}
