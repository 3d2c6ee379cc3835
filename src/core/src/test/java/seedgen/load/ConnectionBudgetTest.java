package seedgen.load;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import seedgen.error.SeedgenException;

/**
 * A run holds its threads' connections and three more at once (the run lock's, the checks', and after the rows the
 * keys'): a server that allows fewer is refused before anything is written, with the threads that would fit.
 */
class ConnectionBudgetTest {

    @Test
    void aServerAllowingThreadsPlusThreeIsEnough() {
        assertDoesNotThrow(() -> DatasetLoad.checkConnections(21, 18));
        assertDoesNotThrow(() -> DatasetLoad.checkConnections(4, 1));
    }

    @Test
    void oneFewerIsRefusedWithTheThreadsThatFit() {
        SeedgenException e = assertThrows(SeedgenException.class, () -> DatasetLoad.checkConnections(20, 18));
        assertEquals("--threads 18 needs as many connections and 3 more (the run lock's, the checks' and the keys'), "
                + "but the server allows 20 in all (max_connections): lower --threads to 17 or less", e.getMessage());
        assertThrows(SeedgenException.class, () -> DatasetLoad.checkConnections(3, 1));
    }
}
