package seedgen.connect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import seedgen.error.SeedgenException;

class TlsTest {

    /** What Connector/J does to a URL query value: percent-decoding that leaves '+' a plus sign. */
    private static String asConnectorJDecodes(String value) {
        return URLDecoder.decode(value.replace("+", "%2B"), StandardCharsets.UTF_8);
    }

    @Test
    void theTrustStoreUriSurvivesTheDriversDecodingWhateverTheFolderIsCalled() {
        String uri = Path.of("/home/me/R&D #1 100%+x=y/.seedgen/ca-0123.p12").toUri().toString();

        String value = Tls.queryValue(uri);

        assertFalse(value.contains("&") || value.contains("#") || value.contains("+"), value);
        assertEquals(uri, asConnectorJDecodes(value));
        assertEquals(Path.of("/home/me/R&D #1 100%+x=y/.seedgen/ca-0123.p12"),
                Path.of(java.net.URI.create(asConnectorJDecodes(value))));
    }

    @Test
    void sslCaWithoutVerificationIsRefused() {
        for (Tls.Mode mode : new Tls.Mode[] {null, Tls.Mode.DISABLED, Tls.Mode.PREFERRED, Tls.Mode.REQUIRED}) {
            SeedgenException e = assertThrows(SeedgenException.class,
                    () -> Tls.properties(mode, Path.of("ca.pem"), Path.of(".seedgen")));
            assertEquals(SeedgenException.Kind.BAD_INPUT, e.kind());
        }
    }
}
