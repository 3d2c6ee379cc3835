package seedgen.dialect.postgresql;

import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.sql.SQLException;
import seedgen.SeedgenException;
import seedgen.connect.Target;

/** PostgreSQL's errors (by SQLSTATE) as one line that names the fix. */
final class PgErrors {

    static final String INVALID_PASSWORD = "28P01";
    static final String INVALID_AUTHORIZATION = "28000";
    static final String NO_SUCH_DATABASE = "3D000";
    static final String INSUFFICIENT_PRIVILEGE = "42501";
    static final String TOO_MANY_CONNECTIONS = "53300";

    private PgErrors() {
    }

    /** The server's own words: the message without the driver's prefix, on one line. */
    static String serverText(SQLException e) {
        String text = String.valueOf(e.getMessage()).replaceAll("\\s+", " ").strip();
        return text.replaceFirst("^ERROR: ", "");
    }

    /** An error met while connecting or checking the target, before any row was written. */
    static SeedgenException atConnect(SQLException e, Target target) {
        String where = target.host() + ":" + target.port();
        String state = String.valueOf(e.getSQLState());
        return switch (state) {
            case INVALID_PASSWORD, INVALID_AUTHORIZATION -> SeedgenException.targetUnusable("the PostgreSQL server at "
                    + where + " refused user '" + target.user() + "' (" + serverText(e) + "; password from "
                    + target.passwordSource() + "): check the user name and the password in SEEDGEN_PASSWORD, "
                    + "PGPASSWORD, ~/.pgpass or the prompt, and the server's pg_hba.conf", e);
            case NO_SUCH_DATABASE -> SeedgenException.targetUnusable("the PostgreSQL server at " + where + " has no "
                    + "database '" + target.database() + "' and user '" + target.user() + "' may not create it: "
                    + "create it (createdb " + target.database() + ") or name one with --database", e);
            case INSUFFICIENT_PRIVILEGE -> privilege(e, target);
            case TOO_MANY_CONNECTIONS -> SeedgenException.targetUnusable("the PostgreSQL server at " + where
                    + " has no free connection (" + serverText(e) + "): close idle sessions or lower --threads", e);
            default -> state.startsWith("08") || cause(e, ConnectException.class) != null
                    || cause(e, UnknownHostException.class) != null
                    ? SeedgenException.targetUnusable("cannot reach the PostgreSQL server at " + where + " ("
                            + network(e) + "): check --host/--port or --url, and that the server is running", e)
                    : SeedgenException.targetUnusable("the PostgreSQL server at " + where + " answered " + state
                            + " (" + serverText(e) + ")", e);
        };
    }

    static SeedgenException privilege(SQLException e, Target target) {
        return SeedgenException.targetUnusable("user '" + target.user() + "' lacks a privilege seedgen needs ("
                + serverText(e) + "): seedgen needs CREATE on the database (for a new schema) or on schema "
                + target.schema() + ", and INSERT, SELECT, UPDATE, DELETE and TRUNCATE on its tables", e);
    }

    private static String network(SQLException e) {
        if (cause(e, UnknownHostException.class) != null) {
            return "unknown host";
        }
        if (cause(e, ConnectException.class) != null) {
            return "connection refused";
        }
        if (cause(e, SocketTimeoutException.class) != null) {
            return "no answer within " + PgConnections.CONNECT_TIMEOUT.toSeconds() + " s";
        }
        return serverText(e);
    }

    private static <T extends Throwable> T cause(Throwable e, Class<T> type) {
        for (Throwable c = e; c != null; c = c.getCause()) {
            if (type.isInstance(c)) {
                return type.cast(c);
            }
        }
        return null;
    }
}
