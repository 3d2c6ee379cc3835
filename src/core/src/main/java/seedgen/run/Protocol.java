package seedgen.run;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The server's family as a connection sees it: MySQL and MariaDB (Connector/J), or PostgreSQL (pgjdbc). Each constant
 * answers what the code below the dialect asks of its family (its names, its URL's scheme, its default port, where its
 * tables go, its own server), so nothing there branches on which constant it holds; the SQL a family speaks is its
 * {@code Dialect}'s.
 */
public enum Protocol {
    MYSQL("MySQL", "MySQL and MariaDB", "MariaDB", "root", 3306, false, true, List.of("mysql", "mariadb"),
            List.of("jdbc:mysql:", "jdbc:mariadb:"), "load-data", null,
            "; to use a server of your own, name it with --host/--port, --url or an option file "
                    + "(--defaults-file, ~/.my.cnf): with none named, seedgen uses its own"),
    POSTGRESQL("PostgreSQL", "PostgreSQL", "PostgreSQL", "postgres", 5432, true, false, List.of("postgresql", "postgres"),
            List.of("jdbc:postgresql:"), "copy", "sslmode=verify-full and sslrootcert=FILE",
            "; to use a server of your own, name it with --url, or --dialect postgresql and "
                    + "--host/--port (or PGHOST/PGPORT), instead of --embedded");

    private final String display;
    private final String servers;
    private final String embedded;
    private final String embeddedUser;
    private final int defaultPort;
    private final boolean schemas;
    private final boolean userWithHost;
    private final List<String> words;
    private final List<String> schemes;
    private final String bulkMethod;
    private final String tlsInUrl;
    private final String ownServerFix;

    Protocol(String display, String servers, String embedded, String embeddedUser, int defaultPort, boolean schemas, boolean userWithHost,
            List<String> words, List<String> schemes, String bulkMethod, String tlsInUrl, String ownServerFix) {
        this.display = display;
        this.servers = servers;
        this.embedded = embedded;
        this.embeddedUser = embeddedUser;
        this.defaultPort = defaultPort;
        this.schemas = schemas;
        this.userWithHost = userWithHost;
        this.words = words;
        this.schemes = schemes;
        this.bulkMethod = bulkMethod;
        this.tlsInUrl = tlsInUrl;
        this.ownServerFix = ownServerFix;
    }

    /** The family of a run that names none: MySQL's, whose server (MariaDB) seedgen runs when none is named. */
    public static Protocol orDefault(Protocol protocol) {
        return protocol == null ? MYSQL : protocol;
    }

    /**
     * The family a {@code --dialect} value (or a server's product name, {@code within}) names: mysql and mariadb,
     * postgresql and postgres; empty for none. With {@code within}, a word anywhere in {@code name} names it.
     */
    public static Optional<Protocol> named(String name, boolean within) {
        String n = name == null ? "" : name.strip().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(p -> p.words.stream().anyMatch(w -> within ? n.contains(w)
                : n.equals(w))).findFirst();
    }

    /** The family whose JDBC scheme starts {@code url} (jdbc:mysql:, jdbc:mariadb:, jdbc:postgresql:). */
    public static Optional<Protocol> ofUrl(String url) {
        return Arrays.stream(values()).filter(p -> p.scheme(url) != null).findFirst();
    }

    /** The scheme of this family that starts {@code url}, case aside; null where none does. */
    public String scheme(String url) {
        String lower = url.toLowerCase(Locale.ROOT);
        return schemes.stream().filter(lower::startsWith).findFirst().orElse(null);
    }

    /** The family's name in messages: MySQL, PostgreSQL. */
    public String display() {
        return display;
    }

    /** The servers that speak it, in messages: "MySQL and MariaDB", "PostgreSQL". */
    public String servers() {
        return servers;
    }

    /** The server seedgen runs itself for this family: MariaDB, PostgreSQL (what --embedded takes, case aside). */
    public String embeddedServer() {
        return embedded;
    }

    /** The login of that server: its superuser, with an empty password. */
    public String embeddedUser() {
        return embeddedUser;
    }

    /** The port its servers listen on unless told otherwise. */
    public int defaultPort() {
        return defaultPort;
    }

    /** Whether its tables go in a schema of the database (PostgreSQL), rather than in the database itself. */
    public boolean hasSchemas() {
        return schemas;
    }

    /** Whether its server names a session's user as user@client-host (MySQL's CURRENT_USER()). */
    public boolean userWithHost() {
        return userWithHost;
    }

    /** The word of --method that names its bulk path: load-data, copy. */
    public String bulkMethod() {
        return bulkMethod;
    }

    /**
     * Where its driver takes TLS settings in the URL only, the settings to put there (pgjdbc's); null where seedgen's
     * --ssl-mode and --ssl-ca set them (Connector/J's).
     */
    public String tlsInUrl() {
        return tlsInUrl;
    }

    /** The end of a fix for a user on its embedded server: how to name a server of their own. */
    public String ownServerFix() {
        return ownServerFix;
    }
}
