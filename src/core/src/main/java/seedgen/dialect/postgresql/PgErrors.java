package seedgen.dialect.postgresql;

import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.sql.SQLException;
import java.util.List;
import seedgen.error.SeedgenException;
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
            // a load tries to create a missing database (and says why it could not); a read of the schema does not
            case NO_SUCH_DATABASE -> SeedgenException.targetUnusable((target.isEmbedded() ? "the embedded PostgreSQL"
                    : "the PostgreSQL server") + " at " + where + " has no database '" + target.database() + "'"
                    + (!(e.getCause() instanceof SQLException create) ? ""
                            : INSUFFICIENT_PRIVILEGE.equals(create.getSQLState()) ? " and user '" + target.user()
                                    + "' may not create it" : " and creating it failed (" + serverText(create) + ")")
                    + ": create it (createdb " + target.database() + ") or name one with --database"
                    + target.embeddedFix(), e);
            case INSUFFICIENT_PRIVILEGE -> privilege(e, target);
            case TOO_MANY_CONNECTIONS -> SeedgenException.targetUnusable("the PostgreSQL server at " + where
                    + " has no free connection (" + serverText(e) + "): close idle sessions or lower --threads", e);
            default -> otherAtConnect(e, state, target);
        };
    }

    private static SeedgenException otherAtConnect(SQLException e, String state, Target target) {
        String where = target.host() + ":" + target.port();
        String other = notPostgresql(e, state, target);
        if (other != null) {
            return SeedgenException.targetUnusable("port " + target.port() + " of " + target.host() + " does not "
                    + "answer as PostgreSQL (" + other + "): check --port/--url", e);
        }
        return state.startsWith("08") || cause(e, ConnectException.class) != null
                || cause(e, UnknownHostException.class) != null
                ? SeedgenException.targetUnusable("cannot reach the PostgreSQL server at " + where + " ("
                        + network(e) + "): check --host/--port or --url, and that the server is running", e)
                : SeedgenException.targetUnusable("the PostgreSQL server at " + where + " answered " + state
                        + " (" + serverText(e) + ")", e);
    }

    /** How long a server that speaks first gets to do it, when a connection failed in a way a wrong port explains. */
    private static final int GREETING_WAIT_MILLIS = 1000;

    /**
     * What the server at the target said where PostgreSQL would have waited, or null when it did not: a connection
     * the server accepted but that failed as no PostgreSQL server fails one (pgjdbc reads another server's first
     * bytes as a refused TLS request, or as a broken message). PostgreSQL never speaks before the client; a MySQL or
     * MariaDB server greets at once with its handshake (protocol version 10 after the 4-byte packet header), and
     * pgjdbc's "error occurred while setting up the SSL connection" would send the reader after certificates.
     */
    private static String notPostgresql(SQLException e, String state, Target target) {
        if (!state.startsWith("08") || cause(e, ConnectException.class) != null
                || cause(e, UnknownHostException.class) != null || cause(e, SocketTimeoutException.class) != null) {
            return null;
        }
        byte[] first = new byte[5];
        int read = 0;
        try (java.net.Socket s = new java.net.Socket()) {
            s.connect(new java.net.InetSocketAddress(target.host(), target.port()), GREETING_WAIT_MILLIS);
            s.setSoTimeout(GREETING_WAIT_MILLIS);
            java.io.InputStream in = s.getInputStream();
            for (int n; read < first.length && (n = in.read(first, read, first.length - read)) > 0; ) {
                read += n;
            }
        } catch (java.io.IOException quiet) {
            // silent, or gone: nothing said first, so nothing to go by
        }
        if (read == 0) {
            return null;
        }
        return read == first.length && first[3] == 0 && first[4] == 10
                ? "is it a MySQL server? it greets with a MySQL handshake"
                : "it speaks first, which a PostgreSQL server never does";
    }

    static SeedgenException privilege(SQLException e, Target target) {
        return SeedgenException.targetUnusable("user '" + target.user() + "' lacks a privilege seedgen needs ("
                + serverText(e) + "): seedgen needs CREATE on the database (for a new schema) or on schema "
                + target.schema() + ", and INSERT, SELECT, UPDATE, DELETE and TRUNCATE on its tables", e);
    }

    /**
     * The server's own error behind {@code e}: pgjdbc wraps a failed batch in a BatchUpdateException whose text is
     * the statement's, and puts the server's error behind {@link SQLException#getNextException()}.
     */
    static org.postgresql.util.ServerErrorMessage serverError(SQLException e) {
        java.util.Set<Throwable> seen = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        java.util.ArrayDeque<Throwable> todo = new java.util.ArrayDeque<>(List.of(e));
        while (!todo.isEmpty()) {
            Throwable t = todo.pop();
            if (!seen.add(t)) {
                continue;
            }
            if (t instanceof org.postgresql.util.PSQLException p && p.getServerErrorMessage() != null) {
                return p.getServerErrorMessage();
            }
            if (t instanceof SQLException s && s.getNextException() != null) {
                todo.add(s.getNextException());
            }
            if (t.getCause() != null) {
                todo.add(t.getCause());
            }
        }
        return null;
    }

    private static final java.util.regex.Pattern COPY_COLUMN = java.util.regex.Pattern.compile(
            "^COPY .*?, line \\d+, column (.+?)(?:: .*)?$", java.util.regex.Pattern.DOTALL);
    private static final int MOST_DETAIL = 160;

    /** The column the server names, itself or in a COPY's context line; null when it names none. */
    static String column(org.postgresql.util.ServerErrorMessage m) {
        if (m.getColumn() != null) {
            return m.getColumn();
        }
        java.util.regex.Matcher c = m.getWhere() == null ? null : COPY_COLUMN.matcher(m.getWhere());
        return c != null && c.matches() ? c.group(1) : null;
    }

    /**
     * A refused row as one line: the column (the server's, or the columns of {@code types} whose type the message
     * names, as for a value too long for {@code character varying(12)}), the server's message, a short detail
     * without the row's values, the constraint and the SQLSTATE.
     */
    static String refusal(org.postgresql.util.ServerErrorMessage m, java.util.Map<String, String> types) {
        String column = column(m);
        String message = String.valueOf(m.getMessage()).replaceAll("\\s+", " ").strip();
        if (column == null) {
            String type = types.values().stream().filter(t -> message.matches("(?s).*\\btype " + java.util.regex
                    .Pattern.quote(t) + "(?:[: ].*)?")).max(java.util.Comparator.comparingInt(String::length))
                    .orElse(null);
            List<String> named = types.entrySet().stream().filter(e -> e.getValue().equals(type))
                    .map(java.util.Map.Entry::getKey).toList();
            column = named.isEmpty() ? null : named.size() == 1 ? named.get(0) + " (" + type + ")"
                    : "one of " + String.join(", ", named) + " (" + type + ")";
        }
        String detail = m.getDetail() == null || m.getDetail().startsWith("Failing row contains") ? null
                : m.getDetail().replaceAll("\\s+", " ").strip();
        if (detail != null && detail.length() > MOST_DETAIL) {
            detail = detail.substring(0, MOST_DETAIL) + "...";
        }
        return (column == null ? "" : "column " + column + ": ") + message + (detail == null ? "" : " (" + detail
                + ")") + (m.getConstraint() == null ? "" : " [constraint " + m.getConstraint() + "]") + " (SQLSTATE "
                + m.getSQLState() + ")";
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
