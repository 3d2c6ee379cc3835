package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.KeyStore;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import seedgen.embedded.EmbeddedMariaDb;

/**
 * --ssl-mode and --ssl-ca against a MariaDB that speaks TLS with certificates this test makes: a CA, a server
 * certificate it signs for 127.0.0.1 and localhost, and an unrelated CA. The server (its own, in
 * target/it-tls/server, on its own port) runs with require_secure_transport=ON, so it refuses any TCP client
 * that does not use TLS.
 *
 * <p>That a run used TLS is read from the server, row by row: the tables seedgen loads here carry a trigger that
 * stores the inserting session's Ssl_cipher and connection id in each row. A row written over plain TCP holds an
 * empty cipher; {@link #theWitnessSeesPlainTextWhenTlsIsOff} shows that it does, so the check can fail.
 */
class TlsIT {

    static final Path WORK = Path.of("target/it-tls");
    static final Path CERTS = WORK.resolve("certs");
    static final String USER = "tls_it";
    static final String PASSWORD = "tls-it-pw-V8q3-not-a-secret";
    static final String DATABASE = "it_tls";
    static final long ROWS = 3_000;

    static EmbeddedMariaDb server;
    static TestCerts.Issued ca;
    static TestCerts.Issued goodServer;
    static TestCerts.Issued otherNameServer;
    static TestCerts.Issued localhostOnlyServer;
    static Path caPem;
    static Path otherCaPem;

    @TempDir
    Path dir;

    @BeforeAll
    static void startServerWithTls() throws Exception {
        ca = TestCerts.authority("seedgen test CA");
        TestCerts.Issued otherCa = TestCerts.authority("unrelated test CA");
        goodServer = TestCerts.server(ca, "seedgen test server", "127.0.0.1", "localhost");
        otherNameServer = TestCerts.server(ca, "another server", "db.example.invalid");
        localhostOnlyServer = TestCerts.server(ca, "localhost only", "localhost");
        caPem = CERTS.resolve("ca.pem").toAbsolutePath();
        otherCaPem = CERTS.resolve("other-ca.pem").toAbsolutePath();
        TestCerts.writeCertificate(ca, caPem);
        TestCerts.writeCertificate(otherCa, otherCaPem);
        serveCertificate(goodServer);

        server = EmbeddedMariaDb.start(WORK.resolve("server"), 0, tlsRequired(), System.err::println);
        admin("DROP DATABASE IF EXISTS " + DATABASE, "CREATE DATABASE " + DATABASE);
        for (String host : TestServer.USER_HOSTS) {
            String account = TestServer.account(USER, host);
            admin("DROP USER IF EXISTS " + account, "CREATE USER " + account + " IDENTIFIED BY "
                    + TestServer.literal(PASSWORD), "GRANT ALL ON " + DATABASE + ".* TO " + account);
        }
    }

    @AfterAll
    static void stopServer() throws SQLException {
        if (server == null) {
            return;
        }
        try {
            admin("DROP DATABASE IF EXISTS " + DATABASE);
            for (String host : TestServer.USER_HOSTS) {
                admin("DROP USER IF EXISTS " + TestServer.account(USER, host));
            }
        } finally {
            server.close();
        }
    }

    @Test
    void requiredEncryptsEveryConnectionThatWritesRows() throws Exception {
        createWitnessTable("required");

        CliRun run = seedgen("--table", "required", "--ssl-mode", "REQUIRED", "--threads", "3");

        run.assertExit(0);
        assertEquals(ROWS, count("required"));
        assertEquals(0, plainTextRows("required"), "rows written without TLS");
        assertNoSecretIn(run);
    }

    /** The control for the witness: with the server's requirement lifted, a DISABLED run's rows say plain text. */
    @Test
    void theWitnessSeesPlainTextWhenTlsIsOff() throws Exception {
        createWitnessTable("plain");
        admin("SET GLOBAL require_secure_transport = OFF");
        CliRun run;
        try {
            run = seedgen("--table", "plain", "--ssl-mode", "DISABLED");
        } finally {
            admin("SET GLOBAL require_secure_transport = ON");
        }

        run.assertExit(0);
        assertEquals(ROWS, count("plain"));
        assertEquals(ROWS, plainTextRows("plain"), "a DISABLED run's rows must record no cipher");
    }

    /**
     * REQUIRED must not quietly become PREFERRED: against the same server restarted without TLS it is refused,
     * where PREFERRED falls back to plain text. The server is put back as it was, certificates and all.
     */
    @Test
    void requiredIsRefusedByAServerWithoutTls() throws Exception {
        CliRun required;
        CliRun preferred;
        restart(List.of("--skip-ssl"));
        try {
            required = seedgen("--table", "no_tls_required", "--ssl-mode", "REQUIRED");
            preferred = seedgen("--table", "no_tls_preferred", "--ssl-mode", "PREFERRED");
        } finally {
            restart(tlsRequired());
        }

        required.assertRefused(3);
        assertTrue(required.err().contains("the server at 127.0.0.1:" + server.port() + " does not offer TLS and "
                + "--ssl-mode REQUIRED requires it"), required::describe);
        assertFalse(tableExists("no_tls_required"), required::describe);
        preferred.assertExit(0);
        assertEquals(ROWS, count("no_tls_preferred"));
    }

    @Test
    void disabledIsRefusedByAServerThatRequiresTls() throws Exception {
        CliRun run = seedgen("--table", "refused_plain", "--ssl-mode", "DISABLED");

        run.assertRefused(3);
        assertTrue(run.err().contains("accepts only encrypted connections (require_secure_transport=ON) and seedgen "
                + "connected without TLS (--ssl-mode DISABLED): use --ssl-mode REQUIRED"), run::describe);
        assertFalse(tableExists("refused_plain"), run::describe);
    }

    /**
     * Run from a folder whose name has '&', '#', '%' and '+': the trust store's file URI travels in the JDBC URL,
     * where each of them once broke it.
     */
    @Test
    void verifyCaWithTheServersCaLoadsOverTlsAndKeepsTheTrustStoreOwnerOnly() throws Exception {
        createWitnessTable("verified_ca");
        Path work = Files.createDirectories(dir.resolve("R&D #1 100%+"));

        CliRun run = seedgenIn(work, "127.0.0.1", "--table", "verified_ca", "--ssl-mode", "VERIFY_CA", "--ssl-ca",
                caPem.toString());

        run.assertExit(0);
        assertEquals(ROWS, count("verified_ca"));
        assertEquals(0, plainTextRows("verified_ca"), "rows written without TLS");
        List<Path> stores = trustStores(work);
        assertEquals(1, stores.size(), () -> "one trust store in .seedgen: " + stores);
        Path store = stores.get(0);
        assertEquals(PosixFilePermissions.fromString("rw-------"), Files.getPosixFilePermissions(store),
                () -> store + " must be readable and writable by its owner only");
        KeyStore ks = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(store)) {
            ks.load(in, "seedgen-ca".toCharArray());
        }
        List<String> aliases = Collections.list(ks.aliases());
        assertEquals(1, aliases.size(), aliases::toString);
        assertTrue(ks.isCertificateEntry(aliases.get(0)), "the trust store holds a certificate, never a key");
        assertEquals(ca.certificate(), ks.getCertificate(aliases.get(0)));
        assertNoSecretIn(run);
    }

    @Test
    void verifyCaWithAnotherCaIsRefusedNamingTheCertificate() throws Exception {
        CliRun run = seedgen("--table", "wrong_ca", "--ssl-mode", "VERIFY_CA", "--ssl-ca", otherCaPem.toString());

        run.assertRefused(3);
        assertTrue(run.err().contains("the TLS certificate of the server at 127.0.0.1:" + server.port() + " is not "
                + "signed by the CA in --ssl-ca"), run::describe);
        assertTrue(run.err().contains("give --ssl-ca the PEM file of the CA that signed the server's certificate"),
                run::describe);
        assertFalse(run.err().contains("cannot reach"), run::describe);
        assertFalse(tableExists("wrong_ca"), run::describe);
        CliRun verbose = seedgen("--table", "wrong_ca", "--ssl-mode", "VERIFY_CA", "--ssl-ca", otherCaPem.toString(),
                "--verbose");
        verbose.assertExit(3);
        assertTrue(verbose.err().contains("\tat ") && verbose.err().contains("CertPathValidatorException"),
                () -> "--verbose shows the driver's stack trace\n" + verbose.describe());
        assertNoSecretIn(verbose);
    }

    @Test
    void verifyIdentityAcceptsTheAddressAndTheNameInTheCertificate() throws Exception {
        createWitnessTable("identity_ip");
        createWitnessTable("identity_name");

        CliRun byAddress = seedgen("--table", "identity_ip", "--ssl-mode", "VERIFY_IDENTITY", "--ssl-ca",
                caPem.toString());
        CliRun byName = seedgenAt("localhost", "--table", "identity_name", "--ssl-mode", "VERIFY_IDENTITY",
                "--ssl-ca", caPem.toString());

        byAddress.assertExit(0);
        byName.assertExit(0);
        assertEquals(0, plainTextRows("identity_ip"));
        assertEquals(ROWS, count("identity_ip"));
        assertEquals(0, plainTextRows("identity_name"));
        assertEquals(ROWS, count("identity_name"));
    }

    @Test
    void verifyIdentityRefusesACertificateForAnotherHost() throws Exception {
        serveCertificate(otherNameServer);
        admin("FLUSH SSL");
        CliRun identity;
        CliRun caOnly;
        try {
            identity = seedgen("--table", "other_host", "--ssl-mode", "VERIFY_IDENTITY", "--ssl-ca",
                    caPem.toString());
            caOnly = seedgen("--table", "other_host_ca_only", "--ssl-mode", "VERIFY_CA", "--ssl-ca",
                    caPem.toString());
        } finally {
            serveCertificate(goodServer);
            admin("FLUSH SSL");
        }

        identity.assertRefused(3);
        assertTrue(identity.err().contains("is not issued for 127.0.0.1"), identity::describe);
        assertTrue(identity.err().contains("use --ssl-mode VERIFY_CA"), identity::describe);
        assertFalse(tableExists("other_host"), identity::describe);
        caOnly.assertExit(0);
        assertEquals(ROWS, count("other_host_ca_only"));
    }

    /**
     * seedgen connects to localhost as 127.0.0.1 (README), so Connector/J checks the certificate against
     * 127.0.0.1: one that names only localhost is refused, and the message says why.
     */
    @Test
    void verifyIdentityByLocalhostNeedsTheCertificateToList127001() throws Exception {
        serveCertificate(localhostOnlyServer);
        admin("FLUSH SSL");
        CliRun run;
        try {
            run = seedgenAt("localhost", "--table", "localhost_only", "--ssl-mode", "VERIFY_IDENTITY", "--ssl-ca",
                    caPem.toString());
        } finally {
            serveCertificate(goodServer);
            admin("FLUSH SSL");
        }

        run.assertRefused(3);
        assertTrue(run.err().contains("is not issued for 127.0.0.1") && run.err().contains("seedgen connects to "
                + "localhost as 127.0.0.1, so for localhost too the certificate must list 127.0.0.1"), run::describe);
        assertFalse(tableExists("localhost_only"), run::describe);
    }

    private CliRun seedgen(String... args) {
        return seedgenAt("127.0.0.1", args);
    }

    private CliRun seedgenAt(String host, String... args) {
        return seedgenIn(dir, host, args);
    }

    private CliRun seedgenIn(Path work, String host, String... args) {
        List<String> all = new ArrayList<>(List.of("--rows", Long.toString(ROWS), "--batch", "250", "--host", host,
                "--port", Integer.toString(server.port()), "--user", USER, "--database", DATABASE));
        all.addAll(List.of(args));
        return CliRun.of(Map.of("SEEDGEN_PASSWORD", PASSWORD), work, all.toArray(String[]::new));
    }

    private static List<Path> trustStores(Path work) throws IOException {
        try (Stream<Path> files = Files.list(work.resolve(EmbeddedMariaDb.STATE_DIR))) {
            return files.filter(p -> p.getFileName().toString().endsWith(".p12")).toList();
        }
    }

    private static void assertNoSecretIn(CliRun run) {
        for (String secret : List.of(PASSWORD, "seedgen-ca")) {
            assertFalse(run.out().contains(secret) || run.err().contains(secret),
                    () -> "'" + secret + "' printed\n" + run.describe());
        }
    }

    /**
     * A table seedgen accepts as its users table, plus two nullable columns a trigger fills from the inserting
     * session: its Ssl_cipher (empty without TLS) and its connection id.
     */
    private static void createWitnessTable(String name) throws SQLException {
        String t = DATABASE + "." + name;
        admin("DROP TABLE IF EXISTS " + t, "CREATE TABLE " + t + " (id BIGINT NOT NULL, "
                + "username VARCHAR(64) NOT NULL, email VARCHAR(255) NOT NULL, password_hash CHAR(60) NOT NULL, "
                + "first_name VARCHAR(50) NOT NULL, last_name VARCHAR(50) NOT NULL, user_type VARCHAR(16) NOT NULL, "
                + "created_at DATETIME NOT NULL, tls_cipher VARCHAR(128) NULL, tls_connection BIGINT NULL, "
                + "PRIMARY KEY (id), UNIQUE KEY uk_username (username), UNIQUE KEY uk_email (email)) "
                + "ENGINE=InnoDB DEFAULT CHARSET=utf8mb4",
                "CREATE TRIGGER " + t + "_tls BEFORE INSERT ON " + t + " FOR EACH ROW SET NEW.tls_cipher = "
                        + "(SELECT VARIABLE_VALUE FROM information_schema.SESSION_STATUS "
                        + "WHERE VARIABLE_NAME = 'SSL_CIPHER'), NEW.tls_connection = CONNECTION_ID()");
    }

    private static long plainTextRows(String table) throws SQLException {
        return queryLong("SELECT COUNT(*) FROM " + DATABASE + "." + table
                + " WHERE tls_cipher IS NULL OR tls_cipher = ''");
    }

    private static long count(String table) throws SQLException {
        return queryLong("SELECT COUNT(*) FROM " + DATABASE + "." + table);
    }

    private static boolean tableExists(String table) throws SQLException {
        return queryLong("SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_SCHEMA = '" + DATABASE
                + "' AND TABLE_NAME = '" + table + "'") > 0;
    }

    /** The server's options for TLS with the test's certificates, and no plain TCP. */
    private static List<String> tlsRequired() {
        return List.of("--ssl-cert=" + serverCert(), "--ssl-key=" + serverKey(), "--ssl-ca=" + caPem,
                "--require-secure-transport=ON");
    }

    /** Stops the server and starts it again on the same port and data with {@code serverArgs}. */
    private static void restart(List<String> serverArgs) {
        int port = server.port();
        server.close();
        server = null;
        server = EmbeddedMariaDb.start(WORK.resolve("server"), port, serverArgs, System.err::println);
    }

    private static Path serverCert() {
        return CERTS.resolve("server-cert.pem").toAbsolutePath();
    }

    private static Path serverKey() {
        return CERTS.resolve("server-key.pem").toAbsolutePath();
    }

    /** Puts {@code issued} where the server reads its certificate and key (at start and on FLUSH SSL). */
    private static void serveCertificate(TestCerts.Issued issued) throws IOException {
        Path cert = CERTS.resolve("next-cert.pem");
        Path key = CERTS.resolve("next-key.pem");
        TestCerts.write(issued, cert, key);
        Files.setPosixFilePermissions(key, Set.of(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE));
        Files.move(cert, serverCert(), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        Files.move(key, serverKey(), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /** The test's own connection as root; TLS without verification, since the server refuses plain TCP. */
    private static Connection connect() throws SQLException {
        Properties info = new Properties();
        info.setProperty("user", EmbeddedMariaDb.USER);
        info.setProperty("password", "");
        info.setProperty("sslMode", "REQUIRED");
        return DriverManager.getConnection("jdbc:mysql://127.0.0.1:" + server.port() + "/", info);
    }

    private static void admin(String... sql) throws SQLException {
        try (Connection c = connect(); Statement st = c.createStatement()) {
            for (String s : sql) {
                st.execute(s);
            }
        }
    }

    private static long queryLong(String sql) throws SQLException {
        try (Connection c = connect(); Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
