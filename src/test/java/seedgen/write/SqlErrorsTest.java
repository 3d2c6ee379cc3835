package seedgen.write;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.ConnectException;
import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.util.Map;
import org.junit.jupiter.api.Test;
import seedgen.target.Secret;
import seedgen.target.Target;

/** Connect-time errors as Connector/J 9.4 raises them (recorded against MariaDB 11.4), and the one line each becomes. */
class SqlErrorsTest {

    private static final String LINK_FAILURE = "Communications link failure\n\nThe last packet sent successfully to "
            + "the server was 0 milliseconds ago. The driver has not received any packets from the server.";

    private static Target target(Map<String, String> props) {
        return new Target(Target.Kind.SERVER, "db.example", 3307, "loader", Secret.of("s3cr3t!"), "SEEDGEN_PASSWORD",
                "shop", props);
    }

    @Test
    void aRefusedTcpConnectionIsStillUnreachable() {
        SQLException e = new SQLNonTransientConnectionException(LINK_FAILURE, "08S01", 0,
                new ConnectException("Connection refused"));

        String message = SqlErrors.atConnect(e, target(Map.of())).getMessage();

        assertTrue(message.startsWith("cannot reach the server at db.example:3307 (connection refused)"), message);
    }

    /** 1040 arrives with SQLState 08004, which alone would read as "cannot reach the server". */
    @Test
    void tooManyConnectionsIsNotMistakenForAnUnreachableServer() {
        SQLException e = new SQLNonTransientConnectionException("Too many connections", "08004", 1040);

        String message = SqlErrors.atConnect(e, target(Map.of())).getMessage();

        assertTrue(message.startsWith("the server at db.example:3307 has no free connection (max_connections "
                + "reached)"), message);
    }
}
