package seedgen.it;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The PostgreSQL server of the PostgreSQL integration tests. With SEEDGEN_TEST_PG_URL set (e.g.
 * jdbc:postgresql://127.0.0.1:5432/postgres?user=postgres, password in SEEDGEN_TEST_PG_PASSWORD) that server;
 * otherwise a real PostgreSQL from Maven Central (zonky's binaries) in target/it-postgres-forkN (N: the test JVM),
 * started on first use and stopped when that JVM ends, the test classes it runs one after another sharing it. Its
 * pg_hba.conf lets the admin in without a password and asks every other user for one, so a wrong password is refused
 * as on a real server. The tests' user {@value #IT_USER} is
 * made here and dropped at the end, with every database a test made.
 */
final class PgTestServer implements AutoCloseable {

    static final String URL_VARIABLE = "SEEDGEN_TEST_PG_URL";
    static final String PASSWORD_VARIABLE = "SEEDGEN_TEST_PG_PASSWORD";
    static final String IT_USER = "seedgen_pg_it";
    static final String IT_PASSWORD = "pg-it-pw-5Rt9-not-a-secret";

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(PgTestServer.class);

    private final EmbeddedPostgres embedded;
    private final String host;
    private final int port;
    private final String adminUser;
    private final String adminPassword;
    private final String adminDatabase;
    private final List<String> databases = new ArrayList<>();

    private PgTestServer(EmbeddedPostgres embedded, String host, int port, String adminUser, String adminPassword,
            String adminDatabase) {
        this.embedded = embedded;
        this.host = host;
        this.port = port;
        this.adminUser = adminUser;
        this.adminPassword = adminPassword;
        this.adminDatabase = adminDatabase;
    }

    /** This JVM's server, once started; stopped by a shutdown hook when the JVM ends. */
    private static PgTestServer jvmServer;

    /**
     * The shared server, started on the first call in this JVM and kept for the test classes that run after it here
     * (an initdb and a start cost seconds). The databases a class made are dropped when the class ends.
     */
    static PgTestServer shared(ExtensionContext context) {
        return context.getRoot().getStore(NAMESPACE).getOrComputeIfAbsent(ClassLease.class, k -> new ClassLease(
                jvmServer()), ClassLease.class).server;
    }

    /** A test class's use of the JVM's server: the databases it made are dropped when it ends. */
    private record ClassLease(PgTestServer server) implements AutoCloseable {
        @Override
        public void close() {
            try {
                server.dropDatabases();
            } catch (SQLException e) {
                throw new IllegalStateException("dropping the test class's PostgreSQL databases", e);
            }
        }
    }

    private static synchronized PgTestServer jvmServer() {
        if (jvmServer == null) {
            PgTestServer server = start();
            Runtime.getRuntime().addShutdownHook(new Thread(server::close, "it-postgres-stop"));
            jvmServer = server;
        }
        return jvmServer;
    }

    private synchronized void dropDatabases() throws SQLException {
        for (String d : databases) {
            admin("DROP DATABASE IF EXISTS " + d + " WITH (FORCE)");
        }
        databases.clear();
    }

    private static PgTestServer start() {
        String url = System.getenv(URL_VARIABLE);
        PgTestServer server;
        if (url != null && !url.isBlank()) {
            URI uri = URI.create(url.strip().substring("jdbc:".length()));
            String user = "postgres";
            if (uri.getRawQuery() != null) {
                for (String pair : uri.getRawQuery().split("&")) {
                    if (pair.startsWith("user=")) {
                        user = pair.substring("user=".length());
                    }
                }
            }
            String password = System.getenv(PASSWORD_VARIABLE);
            String database = uri.getPath() == null || uri.getPath().length() <= 1 ? "postgres"
                    : uri.getPath().substring(1);
            server = new PgTestServer(null, uri.getHost(), uri.getPort() < 0 ? 5432 : uri.getPort(), user,
                    password == null ? "" : password, database);
        } else {
            try {
                EmbeddedPostgres pg = EmbeddedPostgres.builder()
                        .setDataDirectory(ItPaths.target("it-postgres"))
                        .setCleanDataDirectory(true)
                        .setDataDirectoryCustomizer(dir -> writeHba(dir.toPath()))
                        .start();
                server = new PgTestServer(pg, "127.0.0.1", pg.getPort(), "postgres", "", "postgres");
            } catch (IOException e) {
                throw new IllegalStateException("could not start the embedded PostgreSQL", e);
            }
        }
        try {
            server.admin("DROP ROLE IF EXISTS " + IT_USER, "CREATE ROLE " + IT_USER + " LOGIN PASSWORD '" + IT_PASSWORD
                    + "'");
        } catch (SQLException e) {
            server.close();
            throw new IllegalStateException("could not create the test user " + IT_USER, e);
        }
        return server;
    }

    private static void writeHba(Path dir) {
        try {
            Files.writeString(dir.resolve("pg_hba.conf"), String.join("\n",
                    "local all all trust",
                    "host all postgres 127.0.0.1/32 trust",
                    "host all postgres ::1/128 trust",
                    "host all all 127.0.0.1/32 scram-sha-256",
                    "host all all ::1/128 scram-sha-256", ""));
        } catch (IOException e) {
            throw new IllegalStateException("writing pg_hba.conf", e);
        }
    }

    boolean embedded() {
        return embedded != null;
    }

    String host() {
        return host;
    }

    int port() {
        return port;
    }

    /** A new database owned by the tests' user (dropped at the end), named {@code prefix} and a number. */
    synchronized String database(String prefix) throws SQLException {
        String name = "seedgen_pgit_" + prefix + "_" + ProcessHandle.current().pid();
        admin("DROP DATABASE IF EXISTS " + name, "CREATE DATABASE " + name + " OWNER " + IT_USER);
        databases.add(name);
        return name;
    }

    /** A database name the tests' runs may create themselves; dropped at the end. */
    synchronized String newName(String prefix) throws SQLException {
        String name = "seedgen_pgit_" + prefix + "_" + ProcessHandle.current().pid();
        admin("DROP DATABASE IF EXISTS " + name);
        databases.add(name);
        return name;
    }

    String url(String database) {
        return "jdbc:postgresql://" + host + ":" + port + "/" + database;
    }

    Connection connect(String database) throws SQLException {
        Properties p = new Properties();
        p.setProperty("user", adminUser);
        p.setProperty("password", adminPassword);
        return DriverManager.getConnection(url(database), p);
    }

    /** A new connection to {@code database} as the tests' user; the caller closes it. */
    Connection connectAsTestUser(String database) throws SQLException {
        return DriverManager.getConnection(url(database), IT_USER, IT_PASSWORD);
    }

    /** seedgen run in {@code dir} as the tests' user, its password in SEEDGEN_PASSWORD; {@code args} name the URL. */
    static CliRun seedgenAsTestUser(java.nio.file.Path dir, String... args) {
        String[] all = java.util.Arrays.copyOf(args, args.length + 2);
        all[args.length] = "--user";
        all[args.length + 1] = IT_USER;
        return CliRun.of(java.util.Map.of("SEEDGEN_PASSWORD", IT_PASSWORD), dir, all);
    }

    void admin(String... statements) throws SQLException {
        try (Connection c = connect(adminDatabase); Statement st = c.createStatement()) {
            for (String s : statements) {
                st.execute(s);
            }
        }
    }

    /** Sessions of the tests' user still open on the server. */
    long sessionsOf(String user) throws SQLException {
        try (Connection c = connect(adminDatabase); Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM pg_stat_activity WHERE usename = '" + user
                        + "'")) {
            rs.next();
            return rs.getLong(1);
        }
    }

    @Override
    public void close() {
        try {
            try {
                dropDatabases();
                admin("DROP ROLE IF EXISTS " + IT_USER);
            } catch (SQLException e) {
                throw new IllegalStateException("cleaning up the PostgreSQL test server", e);
            }
        } finally {
            if (embedded != null) {
                try {
                    embedded.close();
                } catch (IOException e) {
                    throw new IllegalStateException("stopping the embedded PostgreSQL", e);
                }
            }
        }
    }
}
