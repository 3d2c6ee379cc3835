package seedgen.dialect.mysql;

import java.security.cert.CertPathBuilderException;
import java.security.cert.CertPathValidatorException;
import java.security.cert.CertificateException;
import java.sql.SQLException;
import java.util.Locale;
import java.util.Map;
import javax.net.ssl.SSLException;
import seedgen.error.SeedgenException;
import seedgen.connect.Target;

/**
 * Connection failures that TLS caused, told apart from an unreachable server. Connector/J reports a refused
 * server certificate as a "Communications link failure" (SQLState 08S01), and the server's refusal of a plain
 * connection under require_secure_transport carries SQLState 08004: both would otherwise read as "cannot reach
 * the server", whose fix (check host and port) is the wrong one.
 */
final class TlsErrors {

    /** ER_SECURE_TRANSPORT_REQUIRED, the same number on MySQL 8 and MariaDB: a plain TCP connection refused. */
    static final int SECURE_TRANSPORT_REQUIRED = 3159;
    /** Connector/J's text when sslMode REQUIRED or stricter meets a server that offers no TLS. */
    private static final String NOT_OFFERED = "not provided by server";

    private TlsErrors() {
    }

    /** The one-line error for {@code e} when TLS caused it, else null. */
    static SeedgenException atConnect(SQLException e, Target target) {
        String where = target.host() + ":" + target.port();
        String mode = property(target.properties(), "sslMode");
        if (e.getErrorCode() == SECURE_TRANSPORT_REQUIRED) {
            return SeedgenException.targetUnusable("the server at " + where + " accepts only encrypted connections "
                    + "(require_secure_transport=ON) and seedgen connected without TLS"
                    + (mode == null ? "" : " (--ssl-mode " + mode + ")") + ": use --ssl-mode REQUIRED, or VERIFY_CA "
                    + "or VERIFY_IDENTITY with --ssl-ca", e);
        }
        if (e.getErrorCode() != 0) {
            return null;
        }
        if (e.getMessage() != null && e.getMessage().contains(NOT_OFFERED)) {
            return SeedgenException.targetUnusable("the server at " + where + " does not offer TLS and "
                    + (mode == null ? "the connection settings require" : "--ssl-mode " + mode + " requires")
                    + " it: enable TLS on the server (its ssl_cert and ssl_key settings), or, if the network may "
                    + "see the rows and the password, use --ssl-mode PREFERRED", e);
        }
        Throwable certificate = certificateProblem(e);
        if (certificate != null) {
            return certificateRefused(certificate, e, target);
        }
        Throwable tls = causeNamed(e, SSLException.class, "com.mysql.cj.exceptions.SSLParamsException");
        if (tls != null) {
            return SeedgenException.targetUnusable("the TLS handshake with the server at " + where + " failed ("
                    + text(tls) + "): check --ssl-mode and --ssl-ca against the server's TLS settings", e);
        }
        return null;
    }

    private static SeedgenException certificateRefused(Throwable certificate, SQLException e, Target target) {
        String which = "the TLS certificate of the server at " + target.host() + ":" + target.port();
        if (namesTheHost(certificate)) {
            String localhost = target.host().equals("127.0.0.1")
                    ? " (seedgen connects to localhost as 127.0.0.1, so for localhost too the certificate must list "
                    + "127.0.0.1)" : "";
            return SeedgenException.targetUnusable(which + " is not issued for " + target.host() + " ("
                    + text(certificate) + "): connect with --host set to a name or address its Subject Alternative "
                    + "Names list" + localhost + ", or use --ssl-mode VERIFY_CA to check only the CA that signed it", e);
        }
        String trusted = hasTrustStore(target) ? "the CA in --ssl-ca"
                : "any of Java's default CAs, which seedgen trusts without --ssl-ca";
        return SeedgenException.targetUnusable(which + " is not signed by " + trusted + " (" + text(certificate)
                + "): give --ssl-ca the PEM file of the CA that signed the server's certificate (the server's "
                + "ssl_ca), or use --ssl-mode REQUIRED to encrypt without verifying the server", e);
    }

    /**
     * The certificate check that failed, if one did: JSSE's chain validation (inside an SSLHandshakeException), or
     * Connector/J's own host check for VERIFY_IDENTITY, whose CertificateException comes after the handshake and
     * directly under the driver's communications exception.
     */
    private static Throwable certificateProblem(SQLException e) {
        Throwable deepest = null;
        for (Throwable c = e; c != null; c = c.getCause()) {
            if (c instanceof CertificateException || c instanceof CertPathValidatorException
                    || c instanceof CertPathBuilderException) {
                deepest = c;
            }
        }
        return deepest;
    }

    private static boolean namesTheHost(Throwable certificateProblem) {
        String text = certificateProblem.getMessage() == null ? ""
                : certificateProblem.getMessage().toLowerCase(Locale.ROOT);
        return text.contains("identity verification failed") || text.contains("subject alternative name");
    }

    private static boolean hasTrustStore(Target target) {
        return property(target.properties(), "trustCertificateKeyStoreUrl") != null;
    }

    private static String property(Map<String, String> properties, String key) {
        return properties.entrySet().stream().filter(p -> p.getKey().equalsIgnoreCase(key)).map(Map.Entry::getValue)
                .findFirst().orElse(null);
    }

    /** The first cause of type {@code type}, or whose class is named {@code className} (a driver class). */
    private static Throwable causeNamed(Throwable t, Class<? extends Throwable> type, String className) {
        for (Throwable c = t; c != null; c = c.getCause()) {
            if (type.isInstance(c) || c.getClass().getName().equals(className)) {
                return c;
            }
        }
        return null;
    }

    private static String text(Throwable t) {
        String message = t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
        int nl = message.indexOf('\n');
        return (nl < 0 ? message : message.substring(0, nl)).strip();
    }
}
