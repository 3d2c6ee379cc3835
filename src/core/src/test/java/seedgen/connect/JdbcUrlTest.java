package seedgen.connect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import seedgen.error.SeedgenException;
import seedgen.run.Protocol;

class JdbcUrlTest {

    private static final String PASSWORD = "s3cr3t";

    @Test
    void parsesHostPortDatabaseAndProperties() {
        JdbcUrl url = JdbcUrl.parse("jdbc:mysql://db.example:3307/shop?sslMode=REQUIRED&useSSL=true");
        assertEquals("db.example", url.host());
        assertEquals(3307, url.port());
        assertEquals("shop", url.database());
        assertNull(url.user());
        assertEquals(Map.of("sslMode", "REQUIRED", "useSSL", "true"), url.properties());
    }

    @Test
    void portDatabaseAndPropertiesAreOptional() {
        JdbcUrl url = JdbcUrl.parse("jdbc:mysql://db.example");
        assertEquals("db.example", url.host());
        assertNull(url.port());
        assertNull(url.database());
        assertEquals(Map.of(), url.properties());
        assertNull(JdbcUrl.parse("jdbc:mysql://db.example/").database());
    }

    @Test
    void acceptsMariadbSchemeAndAnyCase() {
        JdbcUrl url = JdbcUrl.parse("jdbc:mariadb://10.0.0.5:3306/app");
        assertEquals("10.0.0.5", url.host());
        assertEquals(3306, url.port());
        assertEquals("app", url.database());
        assertEquals("h", JdbcUrl.parse("JDBC:MySQL://h/db").host());
    }

    @Test
    void userWithoutPasswordIsAcceptedInAuthorityOrQuery() {
        assertEquals("loader", JdbcUrl.parse("jdbc:mysql://loader@db.example:3307/shop").user());
        JdbcUrl url = JdbcUrl.parse("jdbc:mysql://db.example/shop?user=loader&x=1");
        assertEquals("loader", url.user());
        assertEquals(Map.of("x", "1"), url.properties(), "user is not passed on as a driver property");
    }

    @Test
    void ipv6HostInBrackets() {
        JdbcUrl url = JdbcUrl.parse("jdbc:mysql://[::1]:3310/db");
        assertEquals("[::1]", url.host());
        assertEquals(3310, url.port());
        assertEquals("[::1]", JdbcUrl.parse("jdbc:mysql://[::1]/db").host());
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "jdbc:mysql://root:" + PASSWORD + "@db.example:3306/shop",
            "jdbc:mysql://root:" + PASSWORD + "@db.example/shop",
            "jdbc:mariadb://root:" + PASSWORD + "@db.example",
            "jdbc:mysql://:" + PASSWORD + "@db.example/shop",
            "jdbc:mysql://root:" + PASSWORD + "@h1,h2/shop",
            "jdbc:mysql://root:" + PASSWORD + "@db.example:notaport/shop",
            "jdbc:mysql://db.example/shop?password=" + PASSWORD,
            "jdbc:mysql://db.example/shop?user=root&password=" + PASSWORD,
            "jdbc:mysql://db.example/shop?PASSWORD=" + PASSWORD,
            "jdbc:mysql://db.example/shop?password1=" + PASSWORD,
            "jdbc:mysql://db.example:3306?password=" + PASSWORD,
            // Unencoded '/', '?' or '@' in the password must not make it show up as a "port" or elsewhere.
            "jdbc:mysql://root:" + PASSWORD + "/x@db.example:3306/shop",
            "jdbc:mysql://root:" + PASSWORD + "?x@db.example:3306/shop",
            "jdbc:mysql://root:" + PASSWORD + "@x@db.example:3306/shop",
    })
    void passwordIsRefusedWithoutEchoingIt(String url) {
        SeedgenException e = assertThrows(SeedgenException.class, () -> JdbcUrl.parse(url));
        assertEquals(SeedgenException.Kind.BAD_INPUT, e.kind());
        assertFalse(e.getMessage().contains(PASSWORD), e.getMessage());
        assertTrue(e.getMessage().contains("SEEDGEN_PASSWORD"), e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"jdbc:mysql://db.example:0/shop", "jdbc:mysql://db.example:65536/shop",
            "jdbc:mysql://db.example:-1/shop", "jdbc:mysql://db.example:abc/shop", "jdbc:mysql://db.example:/shop",
            "jdbc:mysql://db.example:99999999999/shop", "jdbc:mysql://loader@db.example:abc/shop"})
    void badPortIsRejected(String url) {
        SeedgenException e = assertThrows(SeedgenException.class, () -> JdbcUrl.parse(url));
        assertEquals(SeedgenException.Kind.BAD_INPUT, e.kind());
        assertTrue(e.getMessage().contains("invalid port"), e.getMessage());
    }

    @Test
    void portBoundsAreAccepted() {
        assertEquals(1, JdbcUrl.parse("jdbc:mysql://h:1/db").port());
        assertEquals(65535, JdbcUrl.parse("jdbc:mysql://h:65535/db").port());
    }

    @ParameterizedTest
    @ValueSource(strings = {"jdbc:mysql://h1,h2/shop", "jdbc:mysql://h1:3306,h2:3306/shop",
            "jdbc:mysql://h1,h2/shop?password=" + PASSWORD})
    void multipleHostsAreRejected(String url) {
        SeedgenException e = assertThrows(SeedgenException.class, () -> JdbcUrl.parse(url));
        assertEquals(SeedgenException.Kind.BAD_INPUT, e.kind());
        assertFalse(e.getMessage().contains(PASSWORD), e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"jdbc:sqlserver://root:" + PASSWORD + "@h/db", "mysql://root:" + PASSWORD + "@h/db",
            "jdbc:mysql:loadbalance://h1/db", "jdbc:mysql+srv://h/db", "db.example:3306", "",
            "jdbc:mysql://", "jdbc:mysql:///db", "jdbc:mysql://:3306/db"})
    void otherSchemesAndHostlessUrlsAreRejected(String url) {
        SeedgenException e = assertThrows(SeedgenException.class, () -> JdbcUrl.parse(url));
        assertEquals(SeedgenException.Kind.BAD_INPUT, e.kind());
        assertTrue(e.getMessage().contains("--url"), e.getMessage());
        assertFalse(e.getMessage().contains(PASSWORD), e.getMessage());
    }

    @Test
    void aPostgresqlUrlNamesTheServerKindAndItsPasswordIsRefused() {
        JdbcUrl url = JdbcUrl.parse("jdbc:postgresql://db.example:5433/shop?user=loader&sslmode=require");
        assertEquals(Protocol.POSTGRESQL, url.protocol());
        assertEquals("db.example", url.host());
        assertEquals(5433, url.port());
        assertEquals("loader", url.user());
        assertEquals("shop", url.database());
        assertEquals(java.util.Map.of("sslmode", "require"), url.properties());
        assertEquals(Protocol.MYSQL, JdbcUrl.parse("jdbc:mariadb://h/db").protocol());
        for (String withPassword : new String[] {"jdbc:postgresql://root:" + PASSWORD + "@h/db",
                "jdbc:postgresql://h/db?password=" + PASSWORD}) {
            SeedgenException e = assertThrows(SeedgenException.class, () -> JdbcUrl.parse(withPassword));
            assertEquals(SeedgenException.Kind.BAD_INPUT, e.kind());
            assertFalse(e.getMessage().contains(PASSWORD), e.getMessage());
            assertTrue(e.getMessage().contains("SEEDGEN_PASSWORD"), e.getMessage());
        }
    }
}
