package seedgen.it;

import java.io.IOException;
import java.io.Writer;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.SecureRandom;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.Date;
import org.bouncycastle.asn1.x500.X500Name;
import org.bouncycastle.asn1.x509.BasicConstraints;
import org.bouncycastle.asn1.x509.ExtendedKeyUsage;
import org.bouncycastle.asn1.x509.Extension;
import org.bouncycastle.asn1.x509.GeneralName;
import org.bouncycastle.asn1.x509.GeneralNames;
import org.bouncycastle.asn1.x509.KeyPurposeId;
import org.bouncycastle.asn1.x509.KeyUsage;
import org.bouncycastle.cert.X509v3CertificateBuilder;
import org.bouncycastle.cert.jcajce.JcaX509CertificateConverter;
import org.bouncycastle.cert.jcajce.JcaX509ExtensionUtils;
import org.bouncycastle.cert.jcajce.JcaX509v3CertificateBuilder;
import org.bouncycastle.openssl.jcajce.JcaPEMWriter;
import org.bouncycastle.operator.OperatorCreationException;
import org.bouncycastle.operator.jcajce.JcaContentSignerBuilder;

/**
 * Certificates for a test server that speaks TLS, made in Java (Bouncy Castle builds the X.509 structures; the
 * JDK has no public API for that) so the tests need no openssl binary. RSA 2048 and SHA-256, which every TLS
 * library mariadbd may be built with accepts; valid from a day ago for a year, so clock skew does not matter.
 */
final class TestCerts {

    /** A certificate and the key pair whose public half it certifies. */
    record Issued(X509Certificate certificate, KeyPair keys) {

        X500Name subject() {
            return X500Name.getInstance(certificate.getSubjectX500Principal().getEncoded());
        }
    }

    private static final SecureRandom RANDOM = new SecureRandom();

    private TestCerts() {
    }

    /** A self-signed CA certificate named {@code commonName}. */
    static Issued authority(String commonName) throws GeneralSecurityException, IOException {
        KeyPair keys = rsa();
        X500Name name = new X500Name("CN=" + commonName + ",O=seedgen tests");
        JcaX509ExtensionUtils ext = new JcaX509ExtensionUtils();
        X509v3CertificateBuilder builder = builder(name, name, keys)
                .addExtension(Extension.basicConstraints, true, new BasicConstraints(true))
                .addExtension(Extension.keyUsage, true, new KeyUsage(KeyUsage.keyCertSign | KeyUsage.cRLSign))
                .addExtension(Extension.subjectKeyIdentifier, false, ext.createSubjectKeyIdentifier(keys.getPublic()));
        return new Issued(sign(builder, keys), keys);
    }

    /**
     * A server certificate signed by {@code ca}, whose subject alternative names are {@code names}: an IP
     * address ("127.0.0.1") or a DNS name ("localhost"). Hosts are checked against these, not the common name.
     */
    static Issued server(Issued ca, String commonName, String... names) throws GeneralSecurityException, IOException {
        KeyPair keys = rsa();
        GeneralName[] sans = new GeneralName[names.length];
        for (int i = 0; i < names.length; i++) {
            boolean ip = names[i].chars().allMatch(c -> c == '.' || Character.isDigit(c));
            sans[i] = new GeneralName(ip ? GeneralName.iPAddress : GeneralName.dNSName, names[i]);
        }
        JcaX509ExtensionUtils ext = new JcaX509ExtensionUtils();
        X509v3CertificateBuilder builder = builder(ca.subject(), new X500Name("CN=" + commonName + ",O=seedgen tests"),
                keys)
                .addExtension(Extension.basicConstraints, true, new BasicConstraints(false))
                .addExtension(Extension.keyUsage, true,
                        new KeyUsage(KeyUsage.digitalSignature | KeyUsage.keyEncipherment))
                .addExtension(Extension.extendedKeyUsage, false, new ExtendedKeyUsage(KeyPurposeId.id_kp_serverAuth))
                .addExtension(Extension.subjectAlternativeName, false, new GeneralNames(sans))
                .addExtension(Extension.subjectKeyIdentifier, false, ext.createSubjectKeyIdentifier(keys.getPublic()))
                .addExtension(Extension.authorityKeyIdentifier, false,
                        ext.createAuthorityKeyIdentifier(ca.certificate()));
        return new Issued(sign(builder, ca.keys()), keys);
    }

    /** Writes {@code issued}'s certificate as PEM to {@code cert} and its private key as PEM to {@code key}. */
    static void write(Issued issued, Path cert, Path key) throws IOException {
        writeCertificate(issued, cert);
        Files.createDirectories(key.toAbsolutePath().getParent());
        try (Writer w = Files.newBufferedWriter(key, StandardCharsets.US_ASCII);
                JcaPEMWriter pem = new JcaPEMWriter(w)) {
            pem.writeObject(issued.keys().getPrivate());
        }
    }

    static void writeCertificate(Issued issued, Path cert) throws IOException {
        Files.createDirectories(cert.toAbsolutePath().getParent());
        try (Writer w = Files.newBufferedWriter(cert, StandardCharsets.US_ASCII);
                JcaPEMWriter pem = new JcaPEMWriter(w)) {
            pem.writeObject(issued.certificate());
        }
    }

    private static KeyPair rsa() throws GeneralSecurityException {
        KeyPairGenerator generator = KeyPairGenerator.getInstance("RSA");
        generator.initialize(2048, RANDOM);
        return generator.generateKeyPair();
    }

    private static X509v3CertificateBuilder builder(X500Name issuer, X500Name subject, KeyPair keys) {
        Instant now = Instant.now();
        return new JcaX509v3CertificateBuilder(issuer, new BigInteger(64, RANDOM).add(BigInteger.ONE),
                Date.from(now.minus(Duration.ofDays(1))), Date.from(now.plus(Duration.ofDays(365))), subject,
                keys.getPublic());
    }

    private static X509Certificate sign(X509v3CertificateBuilder builder, KeyPair signer)
            throws GeneralSecurityException {
        try {
            return new JcaX509CertificateConverter().getCertificate(
                    builder.build(new JcaContentSignerBuilder("SHA256withRSA").build(signer.getPrivate())));
        } catch (OperatorCreationException e) {
            throw new GeneralSecurityException("could not sign the test certificate", e);
        }
    }
}
