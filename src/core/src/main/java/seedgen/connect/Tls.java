package seedgen.connect;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.MessageDigest;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
import java.util.Collection;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import seedgen.error.SeedgenException;

/**
 * --ssl-mode and --ssl-ca as Connector/J settings. Connector/J reads CA certificates only from a Java key store,
 * so a PEM CA file (what the mysql client's --ssl-ca takes) is converted once into a PKCS12 trust store in
 * {@code .seedgen/}, named by the certificate's digest. A trust store holds only public certificates: its store
 * password ({@value #STORE_PASSWORD}) protects nothing and is not a secret.
 */
public final class Tls {

    public enum Mode {
        DISABLED, PREFERRED, REQUIRED, VERIFY_CA, VERIFY_IDENTITY
    }

    static final String STORE_PASSWORD = "seedgen-ca";

    private Tls() {
    }

    /** The Connector/J properties for {@code mode} (null: the driver's default, PREFERRED) and {@code caFile}. */
    public static Map<String, String> properties(Mode mode, Path caFile, Path stateDir) {
        Map<String, String> props = new LinkedHashMap<>();
        if (caFile != null && (mode == null || mode == Mode.DISABLED || mode == Mode.PREFERRED
                || mode == Mode.REQUIRED)) {
            throw SeedgenException.badInput("--ssl-ca is used only to verify the server: add --ssl-mode VERIFY_CA or "
                    + "VERIFY_IDENTITY");
        }
        if (mode != null) {
            props.put("sslMode", mode.name());
        }
        if (caFile != null) {
            Path store = trustStore(caFile, stateDir);
            props.put("trustCertificateKeyStoreUrl", queryValue(store.toUri().toString()));
            props.put("trustCertificateKeyStoreType", "PKCS12");
            props.put("trustCertificateKeyStorePassword", STORE_PASSWORD);
        }
        return props;
    }

    /**
     * A Target's properties are JDBC URL query values, as a --url gives them: Connector/J percent-decodes each
     * value once. The store's file URI is encoded once more, so a working folder with '&', '#', '%' or '+' in its
     * name reaches the driver as the URI it is (and the URI's own escapes survive the decoding).
     */
    static String queryValue(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8).replace("+", "%20");
    }

    public static Mode parseMode(String text) {
        try {
            return Mode.valueOf(text.strip().toUpperCase(Locale.ROOT).replace('-', '_'));
        } catch (IllegalArgumentException e) {
            throw SeedgenException.badInput("--ssl-mode must be DISABLED, PREFERRED, REQUIRED, VERIFY_CA or "
                    + "VERIFY_IDENTITY, got '" + text + "'");
        }
    }

    private static Path trustStore(Path caFile, Path stateDir) {
        Collection<? extends Certificate> certs;
        byte[] pem;
        try {
            pem = Files.readAllBytes(caFile);
            try (InputStream in = Files.newInputStream(caFile)) {
                certs = CertificateFactory.getInstance("X.509").generateCertificates(in);
            }
        } catch (IOException | GeneralSecurityException e) {
            throw SeedgenException.badInput("--ssl-ca " + caFile + " is not a readable PEM certificate file ("
                    + e.getClass().getSimpleName() + "): give the CA certificate the server's certificate is signed "
                    + "with");
        }
        if (certs.isEmpty()) {
            throw SeedgenException.badInput("--ssl-ca " + caFile + " holds no certificate");
        }
        try {
            Files.createDirectories(stateDir);
            String digest = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(pem))
                    .substring(0, 16);
            Path store = stateDir.resolve("ca-" + digest + ".p12");
            if (Files.isRegularFile(store)) {
                return store;
            }
            KeyStore ks = KeyStore.getInstance("PKCS12");
            ks.load(null, null);
            int i = 0;
            for (Certificate c : certs) {
                ks.setCertificateEntry("ca" + i++, c);
            }
            Path tmp = Files.createTempFile(stateDir, ".ca", ".tmp",
                    PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
            try (OutputStream out = Files.newOutputStream(tmp)) {
                ks.store(out, STORE_PASSWORD.toCharArray());
            }
            Files.move(tmp, store, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            return store;
        } catch (IOException | GeneralSecurityException e) {
            throw SeedgenException.badInput("could not prepare the trust store for --ssl-ca in " + stateDir + " ("
                    + e.getClass().getSimpleName() + ": " + e.getMessage() + ")");
        }
    }
}
