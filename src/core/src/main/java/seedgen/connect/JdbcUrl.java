package seedgen.connect;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import seedgen.error.SeedgenException;
import seedgen.run.Protocol;
import seedgen.run.TargetRequest;

/**
 * A parsed {@code jdbc:mysql://host:port/database?key=value} URL ({@code jdbc:mariadb:} is accepted too:
 * seedgen always speaks to MySQL and MariaDB through Connector/J), or {@code jdbc:postgresql://...} (pgjdbc). A
 * password in the URL is refused: it would show in the process list and the shell history.
 */
record JdbcUrl(String host, Integer port, String user, String database, Map<String, String> properties,
        Protocol protocol) {

    private static final String HINT = ": use jdbc:mysql://HOST:PORT/DATABASE or jdbc:postgresql://HOST:PORT/DATABASE";

    JdbcUrl(String host, Integer port, String user, String database, Map<String, String> properties) {
        this(host, port, user, database, properties, Protocol.orDefault(null));
    }

    static JdbcUrl parse(String url) {
        Protocol protocol = Protocol.ofUrl(url).orElse(null);
        String scheme = protocol == null ? null : protocol.scheme(url);
        if (scheme == null || !url.startsWith("//", scheme.length())) {
            throw SeedgenException.badInput("--url must start with jdbc:mysql://, jdbc:mariadb:// or "
                    + "jdbc:postgresql://" + HINT);
        }
        String rest = url.substring(scheme.length() + 2);
        String query = "";
        int q = rest.indexOf('?');
        if (q >= 0) {
            query = rest.substring(q + 1);
            rest = rest.substring(0, q);
        }
        String database = null;
        int slash = rest.indexOf('/');
        if (slash >= 0) {
            database = rest.substring(slash + 1);
            rest = rest.substring(0, slash);
            if (database.isEmpty()) {
                database = null;
            }
        }
        String user = null;
        int at = rest.lastIndexOf('@');
        if (at >= 0) {
            String userInfo = rest.substring(0, at);
            rest = rest.substring(at + 1);
            if (userInfo.contains(":")) {
                throw passwordRefused();
            }
            user = userInfo;
        }
        if (rest.contains(",")) {
            throw SeedgenException.badInput("--url names several hosts; seedgen loads one server" + HINT);
        }
        String host = rest;
        Integer port = null;
        int colon = rest.lastIndexOf(':');
        if (colon >= 0 && !rest.endsWith("]")) {
            host = rest.substring(0, colon);
            // An unencoded '/' or '?' in user:password@host ends the authority inside the password, which then
            // reads as host:port; the '@' left further on gives it away. Refuse it without echoing it.
            boolean atFurtherOn = database != null && database.contains("@") || query.contains("@");
            port = parsePort(rest.substring(colon + 1), atFurtherOn);
        }
        if (host.isEmpty()) {
            throw SeedgenException.badInput("--url has no host" + HINT);
        }
        Map<String, String> props = new LinkedHashMap<>();
        for (String pair : query.split("&")) {
            if (pair.isEmpty()) {
                continue;
            }
            int eq = pair.indexOf('=');
            String key = eq < 0 ? pair : pair.substring(0, eq);
            String value = eq < 0 ? "" : pair.substring(eq + 1);
            if (key.equalsIgnoreCase("password") || key.toLowerCase(Locale.ROOT).startsWith("password")) {
                throw passwordRefused();
            }
            if (key.equalsIgnoreCase("user")) {
                user = value;
            } else {
                props.put(key, value);
            }
        }
        return new JdbcUrl(host, port, user, database, props, protocol);
    }

    private static Integer parsePort(String text, boolean mayBePassword) {
        try {
            int port = Integer.parseInt(text);
            if (port >= 1 && port <= 65535) {
                return port;
            }
        } catch (NumberFormatException e) {
            // reported below with the same message as an out-of-range port
        }
        if (mayBePassword) {
            throw passwordRefused();
        }
        throw SeedgenException.badInput("--url has an invalid port '" + text + "'" + HINT);
    }

    private static SeedgenException passwordRefused() {
        return TargetRequest.passwordOnCommandLine();
    }
}
