package seedgen.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;

import ch.vorburger.exec.OutputStreamType;
import org.junit.jupiter.api.Test;
import org.slf4j.event.Level;

class ServerLogTest {

    @Test
    void theServersWarningsAreNotErrorsButItsErrorsAre() {
        assertEquals(Level.INFO, EmbeddedMariaDb.ServerLog.levelOf(OutputStreamType.STDERR, "2026-11-22 14:54:53 148 "
                + "[Warning] Aborted connection 148 to db: 'x' user: 'u' host: 'localhost' (Got an error reading "
                + "communication packets)"));
        assertEquals(Level.INFO, EmbeddedMariaDb.ServerLog.levelOf(OutputStreamType.STDERR,
                "2026-11-22 14:54:53 0 [Note] InnoDB: Buffer pool(s) load completed"));
        assertEquals(Level.ERROR, EmbeddedMariaDb.ServerLog.levelOf(OutputStreamType.STDERR,
                "2026-11-22 14:54:53 0 [ERROR] Can't start server: Bind on TCP/IP port. Got error: 98"));
        assertEquals(Level.ERROR, EmbeddedMariaDb.ServerLog.levelOf(OutputStreamType.STDERR,
                "FATAL ERROR: Could not find mariadbd"));
        assertEquals(Level.INFO, EmbeddedMariaDb.ServerLog.levelOf(OutputStreamType.STDOUT,
                "Installing MariaDB/MySQL system tables in '/x/data' ..."));
    }
}
