package seedgen.dialect.mysql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import seedgen.connect.Secret;
import seedgen.connect.Target;

class MySqlConnectionsTest {

    private static final long THIRTY_MINUTES = Duration.ofMinutes(30).toMillis();

    private static Target server(String host, String database, Map<String, String> props) {
        return new Target(Target.Kind.SERVER, host, 3307, "loader", Secret.of("s3cr3t!"), "SEEDGEN_PASSWORD",
                database, props);
    }

    @Test
    void maxLifetimeStaysAtLeastThirtySecondsBelowWaitTimeout() {
        for (long wait = 60; wait <= 200_000; wait += 7) {
            long lifetime = MySqlConnections.maxLifetimeMillis(wait);
            assertTrue(lifetime <= wait * 1000 - 30_000, "wait_timeout " + wait + " s gave " + lifetime + " ms");
        }
    }

    @Test
    void maxLifetimeIsCappedAtThirtyMinutes() {
        assertEquals(THIRTY_MINUTES, MySqlConnections.maxLifetimeMillis(28_800));
        assertEquals(THIRTY_MINUTES, MySqlConnections.maxLifetimeMillis(31_536_000));
        assertEquals(THIRTY_MINUTES, MySqlConnections.maxLifetimeMillis(1_830));
        assertEquals(THIRTY_MINUTES - 1_000, MySqlConnections.maxLifetimeMillis(1_829));
        assertEquals(570_000, MySqlConnections.maxLifetimeMillis(600));
    }

    @Test
    void maxLifetimeNeverGoesBelowHikarisFloor() {
        for (long wait : new long[] {0, 1, 10, 30, 59, 60, 61}) {
            long lifetime = MySqlConnections.maxLifetimeMillis(wait);
            assertTrue(lifetime >= 30_000, "wait_timeout " + wait + " s gave " + lifetime + " ms");
            assertTrue(lifetime <= THIRTY_MINUTES);
        }
        assertEquals(30_000, MySqlConnections.maxLifetimeMillis(1));
        assertEquals(31_000, MySqlConnections.maxLifetimeMillis(61));
    }

    @Test
    void urlCarriesTheLoadSettingsAndNeverThePassword() {
        Target target = server("db.example", "shop", Map.of());
        String url = MySqlConnections.url(target, "shop", Duration.ofMinutes(5));
        assertTrue(url.startsWith("jdbc:mysql://db.example:3307/shop?"), url);
        assertTrue(url.contains("rewriteBatchedStatements=true"), url);
        assertTrue(url.contains("connectTimeout=" + MySqlConnections.CONNECT_TIMEOUT.toMillis()), url);
        assertTrue(url.contains("socketTimeout=300000"), url);
        assertFalse(url.contains("s3cr3t"), url);
        assertFalse(url.toLowerCase().contains("password"), url);
    }

    @Test
    void urlWithoutDatabaseSelectsNone() {
        String url = MySqlConnections.url(server("db.example", "shop", Map.of()), null, Duration.ofSeconds(10));
        assertTrue(url.startsWith("jdbc:mysql://db.example:3307/?"), url);
        assertTrue(url.contains("socketTimeout=10000"), url);
    }

    @Test
    void urlEncodesAnAwkwardDatabaseName() {
        String url = MySqlConnections.url(server("db.example", "my db?&x", Map.of()), "my db?&x",
                Duration.ofSeconds(10));
        assertTrue(url.startsWith("jdbc:mysql://db.example:3307/my%20db%3F%26x?"), url);
    }

    @Test
    void urlBracketsAnIpv6Host() {
        String url = MySqlConnections.url(server("::1", "shop", Map.of()), "shop", Duration.ofSeconds(10));
        assertTrue(url.startsWith("jdbc:mysql://[::1]:3307/shop?"), url);
    }

    @Test
    void urlKeepsPropertiesFromTheUsersUrl() {
        String url = MySqlConnections.url(server("db.example", "shop", Map.of("sslMode", "REQUIRED")), "shop",
                Duration.ofSeconds(10));
        assertTrue(url.contains("sslMode=REQUIRED"), url);
        assertFalse(url.contains("s3cr3t"), url);
    }
}
