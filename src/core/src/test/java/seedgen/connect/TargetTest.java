package seedgen.connect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

class TargetTest {

    private static final String PASSWORD = "s3cr3t!";

    private static Target server() {
        return new Target(Target.Kind.SERVER, "db.example", 3307, "loader", Secret.of(PASSWORD), "SEEDGEN_PASSWORD",
                "shop", Map.of("sslMode", "REQUIRED"));
    }

    @Test
    void toStringAndDescribeNeverShowThePassword() {
        Target t = server();
        assertEquals("loader@db.example:3307/shop", t.describe());
        assertFalse(t.toString().contains(PASSWORD), t.toString());
        assertFalse(t.toString().contains("s3cr3t"), t.toString());
        assertTrue(t.toString().contains("****"), t.toString());
        assertFalse(t.describe().contains("s3cr3t"), t.describe());
        assertEquals(PASSWORD, t.password().reveal());
    }

    @Test
    void embeddedTargetDescribesItselfBeforeAndAfterStarting() {
        Target t = Target.embedded("seedgen");
        assertTrue(t.isEmbedded());
        assertTrue(t.describe().contains("embedded"), t.describe());
        Target started = t.at("127.0.0.1", 40123);
        assertTrue(started.isEmbedded());
        assertEquals("root@127.0.0.1:40123/seedgen", started.describe());
        assertEquals(t.password(), started.password());
    }

    @Test
    void serverTargetNeedsAHostAndAValidPort() {
        assertThrows(IllegalArgumentException.class, () -> new Target(Target.Kind.SERVER, null, 3306, "u",
                Secret.empty(), "none", "db", Map.of()));
        assertThrows(IllegalArgumentException.class, () -> new Target(Target.Kind.SERVER, " ", 3306, "u",
                Secret.empty(), "none", "db", Map.of()));
        assertThrows(IllegalArgumentException.class, () -> new Target(Target.Kind.SERVER, "h", 0, "u",
                Secret.empty(), "none", "db", Map.of()));
        assertThrows(IllegalArgumentException.class, () -> new Target(Target.Kind.SERVER, "h", 65536, "u",
                Secret.empty(), "none", "db", Map.of()));
    }

    @Test
    void secretIsMaskedButRevealsItsValue() {
        Secret s = Secret.of(PASSWORD);
        assertEquals("****", s.toString());
        assertEquals(PASSWORD, s.reveal());
        assertFalse(s.isEmpty());
        assertEquals("(empty)", Secret.empty().toString());
        assertTrue(Secret.of("").isEmpty());
        assertEquals(Secret.of(PASSWORD), Secret.of(PASSWORD.toCharArray()));
        assertEquals(Secret.of(PASSWORD).hashCode(), Secret.of(PASSWORD).hashCode());
        assertNotEquals(Secret.of(PASSWORD), Secret.of("other"));
    }

    @Test
    void secretCopiesTheCallersArray() {
        char[] typed = PASSWORD.toCharArray();
        Secret s = Secret.of(typed);
        java.util.Arrays.fill(typed, '\0');
        assertEquals(PASSWORD, s.reveal());
    }
}
