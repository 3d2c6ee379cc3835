package seedgen.connect;

import java.util.Map;
import java.util.Objects;
import javax.sql.DataSource;
import seedgen.run.Protocol;

/**
 * Where rows go: a server, the protocol it speaks, and the database on it (for PostgreSQL also the schema the tables
 * go in). For the embedded server the port is known only once it runs ({@link #at}). {@code properties} are extra
 * driver settings from a --url. {@link #toString()} and {@link #describe()} never show the password.
 */
public record Target(Kind kind, String host, int port, String user, Secret password, String passwordSource,
        String database, Map<String, String> properties, Protocol protocol, String schema, DataSource dataSource) {

    public static final String DEFAULT_DATABASE = "seedgen";
    public static final int DEFAULT_PORT = Protocol.orDefault(null).defaultPort();
    public static final String DEFAULT_SCHEMA = "public";

    /**
     * A server seedgen connects to itself, the embedded MariaDB, or a {@link DataSource} of the caller's whose
     * connections seedgen borrows ({@link DataSourceTarget}): every connection of the run comes from it and goes back
     * to it as it was lent.
     */
    public enum Kind {
        SERVER, EMBEDDED, BORROWED
    }

    public Target {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(password, "password");
        Objects.requireNonNull(database, "database");
        properties = Map.copyOf(properties);
        Objects.requireNonNull(protocol, "protocol");
        if (protocol.hasSchemas() != (schema != null)) {
            throw new IllegalArgumentException("a schema is given exactly for a PostgreSQL target");
        }
        if (kind == Kind.SERVER && (host == null || host.isBlank())) {
            throw new IllegalArgumentException("host is required");
        }
        if (kind == Kind.SERVER && (port < 1 || port > 65535)) {
            throw new IllegalArgumentException("port must be between 1 and 65535, got " + port);
        }
        if ((kind == Kind.BORROWED) != (dataSource != null)) {
            throw new IllegalArgumentException("a DataSource is given exactly for a borrowed target");
        }
    }

    /** A target seedgen connects to itself. */
    public Target(Kind kind, String host, int port, String user, Secret password, String passwordSource,
            String database, Map<String, String> properties, Protocol protocol, String schema) {
        this(kind, host, port, user, password, passwordSource, database, properties, protocol, schema, null);
    }

    /** A target of the default family's (MySQL's). */
    public Target(Kind kind, String host, int port, String user, Secret password, String passwordSource,
            String database, Map<String, String> properties) {
        this(kind, host, port, user, password, passwordSource, database, properties, Protocol.orDefault(null), null);
    }

    /** The embedded MariaDB's target. */
    public static Target embedded(String database) {
        return embedded(Protocol.orDefault(null), database, null);
    }

    /**
     * The target of the embedded server of {@code protocol}'s family: its superuser, no password (it listens on
     * 127.0.0.1 only; trust there on PostgreSQL), tables in {@code schema} where the family has schemas (else it is
     * ignored).
     */
    public static Target embedded(Protocol protocol, String database, String schema) {
        return new Target(Kind.EMBEDDED, null, 0, protocol.embeddedUser(), Secret.empty(), "none (embedded server)",
                database, Map.of(), protocol, protocol.hasSchemas() ? schema : null);
    }

    /** The same server and login, another database (on PostgreSQL its schema stays). */
    public Target withDatabase(String other) {
        if (isBorrowed()) {
            throw seedgen.error.SeedgenException.badInput("database " + other + " is not where the DataSource's "
                    + "connections point, and seedgen does not switch a borrowed connection's database: give that "
                    + "database's URL, user and password instead of a DataSource");
        }
        return new Target(kind, host, port, user, password, passwordSource, other, properties, protocol, schema);
    }

    /** The embedded target once its server listens on {@code host:port}. */
    public Target at(String newHost, int newPort) {
        return new Target(kind, newHost, newPort, user, password, passwordSource, database, properties, protocol,
                schema, dataSource);
    }

    /** Where the tables go: the database on MySQL, the schema on PostgreSQL. */
    public String namespace() {
        return schema != null ? schema : database;
    }

    /**
     * With further Connector/J settings (--ssl-mode, --ssl-ca); a setting the --url gives as well is refused rather
     * than silently overridden.
     */
    public Target withProperties(Map<String, String> extra) {
        Map<String, String> merged = new java.util.LinkedHashMap<>(properties);
        for (Map.Entry<String, String> e : extra.entrySet()) {
            if (properties.keySet().stream().anyMatch(k -> k.equalsIgnoreCase(e.getKey()))) {
                throw seedgen.error.SeedgenException.badInput("--url sets " + e.getKey() + " and an option sets it too: "
                        + "give it one way");
            }
            merged.put(e.getKey(), e.getValue());
        }
        return new Target(kind, host, port, user, password, passwordSource, database, merged, protocol, schema,
                dataSource);
    }

    /** Whether the server is on this machine (127.0.0.0/8, ::1, localhost): traffic to it never leaves it. */
    public boolean isLoopback() {
        return host == null || host.startsWith("127.") || host.equals("::1") || host.equals("[::1]")
                || host.equalsIgnoreCase("localhost");
    }

    public boolean isEmbedded() {
        return kind == Kind.EMBEDDED;
    }

    /**
     * For a message saying a database, schema or table is missing: " on the embedded MariaDB" (or PostgreSQL) where
     * this is the embedded server, else "". A user whose database is on a server of their own, but who named none,
     * sees that seedgen looked on its own server, not theirs.
     */
    public String embeddedPlace() {
        return isEmbedded() ? " on " + embeddedName() : "";
    }

    /**
     * To end the fix of such a message where this is the embedded server: how to name a server of one's own (the
     * options that do it), else "".
     */
    public String embeddedFix() {
        return isEmbedded() ? protocol.ownServerFix() : "";
    }

    private String embeddedName() {
        return "the embedded " + protocol.embeddedServer();
    }

    /** Whether every connection is borrowed from the caller's {@link #dataSource()}. */
    public boolean isBorrowed() {
        return kind == Kind.BORROWED;
    }

    /** user@host:port/database, for messages and the summary. */
    public String describe() {
        if (isBorrowed()) {
            return "the DataSource's " + user + "@" + host + (port > 0 ? ":" + port : "") + "/" + database
                    + inSchema();
        }
        if (host == null) {
            return embeddedName() + " (not started), database " + database + inSchema();
        }
        return user + "@" + host + ":" + port + "/" + database + inSchema();
    }

    private String inSchema() {
        return schema == null ? "" : " schema " + schema;
    }

    @Override
    public String toString() {
        return "Target[" + describe() + ", password " + password + "]";
    }
}
