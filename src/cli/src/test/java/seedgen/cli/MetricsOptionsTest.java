package seedgen.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import seedgen.error.SeedgenException;
import seedgen.run.MetricsSpec;

class MetricsOptionsTest {

    private static MetricsSpec spec(String... args) {
        return CommandLine.populateCommand(new MetricsOptions(), args).toSpec();
    }

    private static String refused(String... args) {
        SeedgenException e = assertThrows(SeedgenException.class, () -> spec(args));
        assertEquals(SeedgenException.Kind.BAD_INPUT, e.kind());
        return e.getMessage();
    }

    @Test
    void theEndpointBindsToLoopbackUnlessAnotherAddressIsChosen() {
        MetricsSpec s = spec("--metrics-port", "9400");
        assertEquals("127.0.0.1", s.host());
        assertEquals(9400, s.port());
        assertNull(s.pushgateway());
        assertEquals(Duration.ZERO, s.linger());
        assertEquals("0.0.0.0", spec("--metrics-port", "9400", "--metrics-host", "0.0.0.0").host());
        assertTrue(!spec().enabled(), "no option, no metrics");
    }

    @Test
    void badValuesAreRefusedNamingTheOption() {
        assertTrue(refused("--metrics-port", "70000").startsWith("--metrics-port 70000"));
        assertTrue(refused("--metrics-linger", "5").contains("add --metrics-port"));
        assertTrue(refused("--pushgateway", "ftp://x:9091").startsWith("--pushgateway"));
        String withCredentials = refused("--pushgateway", "http://bob:hunter2@gw:9091");
        assertTrue(withCredentials.contains("credentials") && !withCredentials.contains("hunter2"), withCredentials);
        assertTrue(refused("--progress", "fancy").startsWith("--progress fancy"));
    }

    @Test
    void aPushgatewayUrlIsKept() {
        MetricsSpec s = spec("--pushgateway", "http://127.0.0.1:9091");
        assertEquals("http://127.0.0.1:9091", s.pushgateway().toString());
        assertTrue(s.enabled());
    }
}
