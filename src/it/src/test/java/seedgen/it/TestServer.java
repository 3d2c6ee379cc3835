package seedgen.it;

import java.net.URI;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Locale;
import java.util.Properties;
import org.junit.jupiter.api.extension.ExtensionContext;
import seedgen.embedded.EmbeddedMariaDb;

/**
 * The one MariaDB/MySQL server every integration test of a run talks to. With SEEDGEN_TEST_JDBC_URL set
 * (e.g. jdbc:mysql://127.0.0.1:3306/?user=root, password in SEEDGEN_TEST_PASSWORD) that server; otherwise
 * one embedded MariaDB in target/it-mariadb-forkN (N: the test JVM), started on first use and stopped when that JVM
 * ends, the test classes it runs one after another sharing it. Holds the shared test user {@value #IT_USER} the CLI runs as, so that
 * "no connection left" can be checked in the server's process list.
 */
final class TestServer implements AutoCloseable {

    static final String URL_VARIABLE = "SEEDGEN_TEST_JDBC_URL";
    static final String PASSWORD_VARIABLE = "SEEDGEN_TEST_PASSWORD";
    /** The user every CLI run connects as; nothing else uses it. */
    static final String IT_USER = "seedgen_it";
    static final String IT_PASSWORD = "it-pw-Q7x2-not-a-secret";
    /** Both hosts: an anonymous ''@'localhost' would otherwise win over 'user'@'%' for local connections. */
    static final String[] USER_HOSTS = {"%", "localhost"};

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(TestServer.class);

    private final EmbeddedMariaDb embedded;
    private final String host;
    private final int port;
    private final String adminUser;
    private final String adminPassword;
    private boolean closed;

    private TestServer(EmbeddedMariaDb embedded, String host, int port, String adminUser, String adminPassword) {
        this.embedded = embedded;
        this.host = host;
        this.port = port;
        this.adminUser = adminUser;
        this.adminPassword = adminPassword;
    }

    /** This JVM's server, once started; stopped by a shutdown hook when the JVM ends. */
    private static TestServer jvmServer;

    /**
     * The shared server, started on the first call in this JVM and kept for the test classes that run after it here
     * (a start costs seconds, and the runner takes one class after another in each JVM). Each class that asks gets the
     * test user made again, with no grant, as a server of its own would give it; its databases and any users it made
     * are dropped by {@link ItDatabase}, and a class that changes a global setting puts it back itself.
     */
    static TestServer shared(ExtensionContext context) {
        return context.getRoot().getStore(NAMESPACE).getOrComputeIfAbsent(ClassLease.class, k -> new ClassLease(
                jvmServer()), ClassLease.class).server;
    }

    /** A test class's use of the JVM's server: the test user made afresh when the class starts. */
    private record ClassLease(TestServer server) implements AutoCloseable {
        ClassLease {
            try {
                server.createUser(IT_USER, IT_PASSWORD);
            } catch (SQLException e) {
                throw new IllegalStateException("could not make the test user " + IT_USER + " again", e);
            }
        }

        @Override
        public void close() {
            // the server stays for the next class; the shutdown hook stops it
        }
    }

    private static synchronized TestServer jvmServer() {
        if (jvmServer == null) {
            TestServer server = start();
            Runtime.getRuntime().addShutdownHook(new Thread(server::close, "it-mariadb-stop"));
            jvmServer = server;
        }
        return jvmServer;
    }

    private static TestServer start() {
        String url = System.getenv(URL_VARIABLE);
        TestServer server;
        if (url != null && !url.isBlank()) {
            URI uri = URI.create(url.strip().substring("jdbc:".length()));
            String user = "root";
            if (uri.getRawQuery() != null) {
                for (String pair : uri.getRawQuery().split("&")) {
                    if (pair.startsWith("user=")) {
                        user = pair.substring("user=".length());
                    }
                }
            }
            String password = System.getenv(PASSWORD_VARIABLE);
            server = new TestServer(null, uri.getHost(), uri.getPort() < 0 ? 3306 : uri.getPort(), user,
                    password == null ? "" : password);
        } else {
            EmbeddedMariaDb db = EmbeddedMariaDb.start(ItPaths.target("it-mariadb"), System.err::println);
            server = new TestServer(db, db.host(), db.port(), EmbeddedMariaDb.USER, "");
        }
        try {
            server.createUser(IT_USER, IT_PASSWORD);
        } catch (SQLException e) {
            server.close();
            throw new IllegalStateException("could not create the test user " + IT_USER, e);
        }
        return server;
    }

    boolean isEmbedded() {
        return embedded != null;
    }

    String host() {
        return host;
    }

    int port() {
        return port;
    }

    /** A new connection as the admin user, no database selected; the caller closes it. */
    Connection admin() throws SQLException {
        return admin(new Properties());
    }

    /** As {@link #admin()}, with further Connector/J settings (e.g. allowLoadLocalInfile). */
    Connection admin(Properties extra) throws SQLException {
        Properties info = new Properties();
        info.putAll(extra);
        info.setProperty("user", adminUser);
        info.setProperty("password", adminPassword);
        info.setProperty("characterEncoding", "UTF-8");
        info.setProperty("allowPublicKeyRetrieval", "true");
        return DriverManager.getConnection("jdbc:mysql://" + host + ":" + port + "/", info);
    }

    void execute(String... sql) throws SQLException {
        try (Connection c = admin(); Statement st = c.createStatement()) {
            for (String s : sql) {
                st.execute(s);
            }
        }
    }

    /** (Re)creates {@code name} at every host in {@link #USER_HOSTS}, with no privileges yet. */
    void createUser(String name, String password) throws SQLException {
        for (String h : USER_HOSTS) {
            execute("DROP USER IF EXISTS " + account(name, h),
                    "CREATE USER " + account(name, h) + " IDENTIFIED BY " + literal(password));
        }
    }

    /** Grants {@code privileges} on {@code dbPattern}.* (a GRANT database pattern, quoted here) at every host. */
    void grant(String privileges, String dbPattern, String user) throws SQLException {
        for (String h : USER_HOSTS) {
            execute("GRANT " + privileges + " ON " + Sql.quote(dbPattern) + ".* TO " + account(user, h));
        }
    }

    void revokeAll(String dbPattern, String user) throws SQLException {
        for (String h : USER_HOSTS) {
            execute("REVOKE ALL PRIVILEGES ON " + Sql.quote(dbPattern) + ".* FROM " + account(user, h));
        }
    }

    void dropUser(String name) throws SQLException {
        for (String h : USER_HOSTS) {
            execute("DROP USER IF EXISTS " + account(name, h));
        }
    }

    static String account(String user, String host) {
        return literal(user) + "@" + literal(host);
    }

    static String literal(String text) {
        return "'" + text.replace("\\", "\\\\").replace("'", "''") + "'";
    }

    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            dropUser(IT_USER);
        } catch (SQLException e) {
            System.err.println("TestServer: could not drop " + IT_USER + ": " + e.getMessage());
        } finally {
            if (embedded != null) {
                System.err.println("TestServer: stopping the embedded MariaDB on port " + port);
                embedded.close();
            }
        }
    }

    @Override
    public String toString() {
        return (embedded != null ? "embedded MariaDB" : "server").toLowerCase(Locale.ROOT) + " at " + host + ":" + port;
    }
}
