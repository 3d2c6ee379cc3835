package seedgen.dialect.mysql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.ConnectException;
import java.security.cert.CertPathValidatorException;
import java.security.cert.CertificateException;
import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.util.Map;
import javax.net.ssl.SSLHandshakeException;
import org.junit.jupiter.api.Test;
import seedgen.error.SeedgenException;
import seedgen.connect.Secret;
import seedgen.connect.Target;

/**
 * Connect-time errors as Connector/J 9.4 raises them (the chains were recorded against MariaDB 11.4 with TLS;
 * TlsIT produces the real ones), and the one line each becomes.
 */
class MySqlErrorsTest {

    private static final String LINK_FAILURE = "Communications link failure\n\nThe last packet sent successfully to "
            + "the server was 0 milliseconds ago. The driver has not received any packets from the server.";

    private static Target target(Map<String, String> props) {
        return new Target(Target.Kind.SERVER, "db.example", 3307, "loader", Secret.of("s3cr3t!"), "SEEDGEN_PASSWORD",
                "shop", props);
    }

    private static final Target VERIFY_CA = target(Map.of("sslMode", "VERIFY_CA", "trustCertificateKeyStoreUrl",
            "file%3A%2F%2F%2Fwork%2F.seedgen%2Fca-0123.p12"));

    /** A handshake that failed on {@code certificateProblem}, wrapped as Connector/J wraps it. */
    private static SQLException handshakeFailure(Exception certificateProblem) {
        SSLHandshakeException handshake = new SSLHandshakeException(certificateProblem.toString());
        handshake.initCause(certificateProblem);
        return new SQLNonTransientConnectionException(LINK_FAILURE, "08S01", 0, handshake);
    }

    @Test
    void aServerCertificateFromAnotherCaNamesTheCertificateAndSslCaNotTheNetwork() {
        CertPathValidatorException path = new CertPathValidatorException(
                "Path does not chain with any of the trust anchors");
        SeedgenException e = MySqlErrors.atConnect(handshakeFailure(new CertificateException(path.toString(), path)),
                VERIFY_CA);

        assertEquals(SeedgenException.Kind.TARGET_UNUSABLE, e.kind());
        assertTrue(e.getMessage().startsWith("the TLS certificate of the server at db.example:3307 is not signed by "
                + "the CA in --ssl-ca (Path does not chain with any of the trust anchors): give --ssl-ca the PEM file "
                + "of the CA that signed the server's certificate"), e.getMessage());
        assertFalse(e.getMessage().contains("cannot reach"), e.getMessage());
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
    }

    @Test
    void withoutSslCaTheMessageSaysJavasOwnCasWereUsed() {
        CertPathValidatorException path = new CertPathValidatorException(
                "Path does not chain with any of the trust anchors");
        SeedgenException e = MySqlErrors.atConnect(handshakeFailure(new CertificateException(path.toString(), path)),
                target(Map.of("sslMode", "VERIFY_CA")));

        assertTrue(e.getMessage().contains("is not signed by any of Java's default CAs, which seedgen trusts without "
                + "--ssl-ca (Path does not chain"), e.getMessage());
    }

    /** Connector/J checks the host itself, after the handshake: no SSLException in this chain. */
    @Test
    void aCertificateForAnotherHostNamesTheHostAndVerifyCa() {
        SeedgenException e = MySqlErrors.atConnect(new SQLNonTransientConnectionException(LINK_FAILURE, "08S01", 0,
                new CertificateException("Server identity verification failed. None of the certificate's DNS or IP "
                        + "Subject Alternative Name entries matched the server hostname/IP 'db.example'.")),
                VERIFY_CA);

        assertTrue(e.getMessage().startsWith("the TLS certificate of the server at db.example:3307 is not issued "
                + "for db.example (Server identity verification failed."), e.getMessage());
        assertTrue(e.getMessage().endsWith("or use --ssl-mode VERIFY_CA to check only the CA that signed it"),
                e.getMessage());
    }

    @Test
    void aPlainConnectionRefusedByRequireSecureTransportSaysToTurnTlsOn() {
        SQLException refused = new SQLNonTransientConnectionException("Connections using insecure transport are "
                + "prohibited while --require_secure_transport=ON.", "08004", 3159);

        SeedgenException e = MySqlErrors.atConnect(refused, target(Map.of("sslMode", "DISABLED")));

        assertEquals("the server at db.example:3307 accepts only encrypted connections (require_secure_transport=ON) "
                + "and seedgen connected without TLS (--ssl-mode DISABLED): use --ssl-mode REQUIRED, or VERIFY_CA or "
                + "VERIFY_IDENTITY with --ssl-ca", e.getMessage());
    }

    @Test
    void aServerWithoutTlsUnderRequiredSaysTheServerOffersNone() {
        SQLException none = new SQLNonTransientConnectionException(
                "SSL Connection required, but not provided by server.", "08001", 0);

        SeedgenException e = MySqlErrors.atConnect(none, target(Map.of("sslMode", "REQUIRED")));

        assertTrue(e.getMessage().startsWith("the server at db.example:3307 does not offer TLS and --ssl-mode "
                + "REQUIRED requires it: enable TLS on the server"), e.getMessage());
    }

    @Test
    void anyOtherHandshakeFailureIsStillCalledATlsProblem() {
        SQLException e = new SQLNonTransientConnectionException(LINK_FAILURE, "08S01", 0,
                new SSLHandshakeException("Received fatal alert: protocol_version"));

        String message = MySqlErrors.atConnect(e, target(Map.of("sslMode", "REQUIRED"))).getMessage();

        assertEquals("the TLS handshake with the server at db.example:3307 failed (Received fatal alert: "
                + "protocol_version): check --ssl-mode and --ssl-ca against the server's TLS settings", message);
    }

    @Test
    void aRefusedTcpConnectionIsStillUnreachable() {
        SQLException e = new SQLNonTransientConnectionException(LINK_FAILURE, "08S01", 0,
                new ConnectException("Connection refused"));

        String message = MySqlErrors.atConnect(e, VERIFY_CA).getMessage();

        assertTrue(message.startsWith("cannot reach the server at db.example:3307 (connection refused)"), message);
    }

    /** 1040 arrives with SQLState 08004, which alone would read as "cannot reach the server". */
    @Test
    void tooManyConnectionsIsNotMistakenForAnUnreachableServer() {
        SQLException e = new SQLNonTransientConnectionException("Too many connections", "08004", 1040);

        String message = MySqlErrors.atConnect(e, target(Map.of())).getMessage();

        assertTrue(message.startsWith("the server at db.example:3307 has no free connection (max_connections "
                + "reached)"), message);
    }

    @Test
    void aCachingSha2LoginWithoutTlsOrKeyRetrievalSaysWhatToDoNotThatTheServerIsUnreachable() {
        // As Connector/J 9.4 raises it against MySQL 8.0.15 with --ssl-mode DISABLED (MySql8IT produces the real one).
        SQLException e = new SQLNonTransientConnectionException("Public Key Retrieval is not allowed", "08001", 0,
                new com.mysql.cj.exceptions.UnableToConnectException("Public Key Retrieval is not allowed"));

        SeedgenException s = MySqlErrors.atConnect(e, target(Map.of("sslMode", "DISABLED")));

        assertEquals(SeedgenException.Kind.TARGET_UNUSABLE, s.kind());
        assertTrue(s.getMessage().startsWith("user 'loader' logs in with caching_sha2_password"), s.getMessage());
        assertTrue(s.getMessage().contains("--ssl-mode PREFERRED") && s.getMessage().contains(
                "allowPublicKeyRetrieval=true"), s.getMessage());
        assertFalse(s.getMessage().contains("cannot reach"), s.getMessage());
        assertFalse(s.getMessage().contains("s3cr3t!"), s.getMessage());
    }
}
