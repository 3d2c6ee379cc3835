package seedgen.junit;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A database to load into: a JDBC URL ({@code jdbc:mysql:}, {@code jdbc:mariadb:} or {@code jdbc:postgresql:}), the
 * user and the password. Testcontainers gives all three: {@code JdbcTarget.of(c.getJdbcUrl(), c.getUsername(),
 * c.getPassword())}. {@link #toString()} leaves the password out.
 */
public record JdbcTarget(String url, String user, String password) {

    private static final Pattern URL = Pattern.compile("(jdbc:[a-z]+://[^/?]*)(/[^?]*)?(\\?.*)?");

    public JdbcTarget {
        Objects.requireNonNull(url, "url");
        Objects.requireNonNull(user, "user");
        password = password == null ? "" : password;
    }

    public static JdbcTarget of(String url, String user, String password) {
        return new JdbcTarget(url, user, password);
    }

    /** The same server, user and password, and the database {@code name} (the URL's settings kept). */
    public JdbcTarget withDatabase(String name) {
        Matcher m = URL.matcher(url);
        if (!m.matches()) {
            throw new IllegalArgumentException("cannot name another database in " + url
                    + ": expected jdbc:KIND://HOST[:PORT][/DATABASE][?SETTINGS]");
        }
        return new JdbcTarget(m.group(1) + "/" + name + (m.group(3) == null ? "" : m.group(3)), user, password);
    }

    /**
     * A new connection to the database; the caller closes it. A {@code jdbc:mariadb:} URL (Testcontainers' MariaDB
     * gives one) goes through Connector/J, as seedgen's own loads do, unless a MariaDB driver is on the class path.
     */
    public Connection connect() throws SQLException {
        return DriverManager.getConnection(driverUrl(), user, password);
    }

    /** The URL as a driver on the class path takes it. */
    String driverUrl() {
        String mariadb = "jdbc:mariadb:";
        if (url.regionMatches(true, 0, mariadb, 0, mariadb.length())) {
            try {
                DriverManager.getDriver(url);
            } catch (SQLException noMariaDbDriver) {
                return "jdbc:mysql:" + url.substring(mariadb.length());
            }
        }
        return url;
    }

    @Override
    public String toString() {
        return user + " at " + url;
    }
}
