package seedgen.dialect.mysql;

import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.sql.SQLException;
import seedgen.error.SeedgenException;
import seedgen.connect.Target;

/**
 * Turns driver errors into one-line messages that say what to do. Server messages are not passed through
 * blindly: they can quote statement text, and an authentication failure's text is replaced by our own.
 */
public final class MySqlErrors {

    static final int ACCESS_DENIED = 1045;
    /** MySQL's and MariaDB's "access denied" when a user without a password (or a socket-only user) is refused. */
    static final int ACCESS_DENIED_NO_PASSWORD = 1698;
    public static final int DB_ACCESS_DENIED = 1044;
    static final int UNKNOWN_DATABASE = 1049;
    public static final int TABLE_ACCESS_DENIED = 1142;
    public static final int COLUMN_ACCESS_DENIED = 1143;
    static final int TOO_MANY_CONNECTIONS = 1040;
    public static final int SPECIFIC_ACCESS_DENIED = 1227;

    private MySqlErrors() {
    }

    /** An error met while connecting or checking the target, before any row was written. */
    public static SeedgenException atConnect(SQLException e, Target target) {
        String where = target.host() + ":" + target.port();
        SeedgenException tls = TlsErrors.atConnect(e, target);
        if (tls != null) {
            return tls;
        }
        if (needsPublicKey(e)) {
            return SeedgenException.targetUnusable("user '" + target.user() + "' logs in with caching_sha2_password "
                    + "(MySQL 8's default) or sha256_password, which sends a password over a connection without TLS "
                    + "only encrypted with the server's RSA public key, and the driver does not fetch that key unless "
                    + "allowed: connect with TLS (--ssl-mode PREFERRED or stricter, where the server offers it), or "
                    + "add allowPublicKeyRetrieval=true to --url on a network you trust (anyone in the middle could "
                    + "hand over a key of their own and read the password)", e);
        }
        if (e.getErrorCode() == 0 && notMySql(e)) {
            return SeedgenException.targetUnusable(where + " does not speak the MySQL protocol: it "
                    + (noGreeting(e) ? "accepted the connection but sent no greeting within "
                            + MySqlConnections.CONNECT_TIMEOUT.toSeconds()
                            + " s (PostgreSQL, HTTP and most other servers "
                            + "wait for the client to speak first; a MySQL or MariaDB server greets at once unless "
                            + "it is hung)" : "greeted with bytes that are not a MySQL handshake")
                    + ": check --host/--port or --url", e);
        }
        // An error code means the server answered: some refusals (too many connections) carry SQLState 08004.
        if (e.getErrorCode() == 0 && isCommunication(e)) {
            return SeedgenException.targetUnusable("cannot reach the server at " + where + " ("
                    + networkCause(e) + "): check --host/--port or --url, and that the server is running", e);
        }
        return switch (e.getErrorCode()) {
            case ACCESS_DENIED, ACCESS_DENIED_NO_PASSWORD -> SeedgenException.targetUnusable("the server at " + where
                    + " refused user '" + target.user() + "' (password from " + target.passwordSource()
                    + "): check the user name and the password in SEEDGEN_PASSWORD, the prompt or the option file", e);
            case TOO_MANY_CONNECTIONS -> SeedgenException.targetUnusable("the server at " + where
                    + " has no free connection (max_connections reached): close idle connections or lower --threads", e);
            default -> privilegeOrGeneric(e, target);
        };
    }

    static SeedgenException privilegeOrGeneric(SQLException e, Target target) {
        return switch (e.getErrorCode()) {
            case DB_ACCESS_DENIED -> SeedgenException.targetUnusable("user '" + target.user()
                    + "' may not use database '" + target.database() + "': grant it privileges on that database, "
                    + "or choose another with --database", e);
            case TABLE_ACCESS_DENIED, SPECIFIC_ACCESS_DENIED -> SeedgenException.targetUnusable("user '"
                    + target.user() + "' lacks " + missingPrivilege(e) + " (" + serverText(e) + "): " + NEEDED, e);
            default -> SeedgenException.targetUnusable("the server at " + target.host() + ":" + target.port()
                    + " answered with error " + e.getErrorCode() + " (" + serverText(e) + ")", e);
        };
    }

    /** What a run needs, for the message that names the one missing. */
    static final String NEEDED = "seedgen needs CREATE, INSERT, SELECT, UPDATE and DELETE on the database (its progress "
            + "bookkeeping too), DROP for --truncate, ALTER and INDEX for --defer-indexes";

    private static final java.util.regex.Pattern DENIED = java.util.regex.Pattern.compile(
            "^([A-Z ]+?) command denied", java.util.regex.Pattern.CASE_INSENSITIVE);

    /** "the CREATE privilege" from "CREATE command denied to user ...", else "a privilege seedgen needs". */
    static String missingPrivilege(SQLException e) {
        java.util.regex.Matcher m = DENIED.matcher(serverText(e));
        return m.find() ? "the " + m.group(1).toUpperCase(java.util.Locale.ROOT) + " privilege"
                : "a privilege seedgen needs";
    }

    /**
     * Connector/J's refusal, before any password is sent, to ask the server for its RSA key (a 08001 with no error
     * code, so it would otherwise read as an unreachable server): the server reached it fine.
     */
    static boolean needsPublicKey(SQLException e) {
        for (Throwable c = e; c != null; c = c.getCause()) {
            if (String.valueOf(c.getMessage()).contains("Public Key Retrieval is not allowed")) {
                return true;
            }
        }
        return false;
    }

    /** Something answered at the address, but not as a MySQL server: no greeting, or a greeting of other bytes. */
    static boolean notMySql(SQLException e) {
        if (noGreeting(e)) {
            return true;
        }
        for (Throwable c = e; c != null; c = c.getCause()) {
            // The first bytes of another protocol read as a MySQL packet header give an absurd packet length.
            if (c.getClass().getSimpleName().equals("PacketTooBigException")
                    || String.valueOf(c.getMessage()).contains("Unsupported protocol version")) {
                return true;
            }
        }
        return false;
    }

    /** The TCP connection was made (the read timed out, not the connect) and not one byte came back. */
    static boolean noGreeting(SQLException e) {
        SocketTimeoutException timeout = causeOf(e, SocketTimeoutException.class);
        return timeout != null && String.valueOf(timeout.getMessage()).contains("Read timed out")
                && String.valueOf(e.getMessage()).contains("has not received any packets from the server");
    }

    /** Whether the error means the connection itself failed (refused, timed out, dropped). */
    public static boolean isCommunication(SQLException e) {
        String state = e.getSQLState();
        return state != null && state.startsWith("08") || causeOf(e, ConnectException.class) != null
                || causeOf(e, SocketTimeoutException.class) != null;
    }

    private static String networkCause(SQLException e) {
        if (causeOf(e, ConnectException.class) != null) {
            return "connection refused";
        }
        if (causeOf(e, SocketTimeoutException.class) != null) {
            return "no answer within " + MySqlConnections.CONNECT_TIMEOUT.toSeconds() + " s";
        }
        Throwable root = e;
        while (root.getCause() != null) {
            root = root.getCause();
        }
        return root.getClass().getSimpleName() + (root.getMessage() == null ? "" : ": " + firstLine(root.getMessage()));
    }

    /** The server's own text, first line only. */
    public static String serverText(SQLException e) {
        return e.getMessage() == null ? "no message" : firstLine(e.getMessage());
    }

    private static String firstLine(String text) {
        int nl = text.indexOf('\n');
        return (nl < 0 ? text : text.substring(0, nl)).strip();
    }

    private static <T extends Throwable> T causeOf(Throwable t, Class<T> type) {
        for (Throwable c = t; c != null; c = c.getCause()) {
            if (type.isInstance(c)) {
                return type.cast(c);
            }
        }
        return null;
    }
}
