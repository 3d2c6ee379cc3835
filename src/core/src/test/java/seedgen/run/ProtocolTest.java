package seedgen.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** What each family answers for the code below the dialect, which no longer asks which family it holds. */
class ProtocolTest {

    @Test
    void aDialectWordNamesItsFamilyExactlyAndAProductNameAnywhere() {
        assertEquals(Optional.of(Protocol.MYSQL), Protocol.named("MariaDB", false));
        assertEquals(Optional.of(Protocol.MYSQL), Protocol.named(" mysql ", false));
        assertEquals(Optional.of(Protocol.POSTGRESQL), Protocol.named("postgres", false));
        assertEquals(Optional.empty(), Protocol.named("pg", false));
        assertEquals(Optional.empty(), Protocol.named("MySQL 8.0", false), "a word, not a product name");
        assertEquals(Optional.of(Protocol.MYSQL), Protocol.named("MySQL 8.0", true));
        assertEquals(Optional.of(Protocol.POSTGRESQL), Protocol.named("PostgreSQL", true));
        assertEquals(Optional.empty(), Protocol.named("Oracle", true));
        assertEquals(Optional.empty(), Protocol.named(null, true));
    }

    @Test
    void aUrlsSchemeNamesItsFamily() {
        assertEquals(Optional.of(Protocol.MYSQL), Protocol.ofUrl("jdbc:mysql://h/db"));
        assertEquals(Optional.of(Protocol.MYSQL), Protocol.ofUrl("JDBC:MariaDB://h/db"));
        assertEquals(Optional.of(Protocol.POSTGRESQL), Protocol.ofUrl("jdbc:postgresql://h/db"));
        assertEquals(Optional.of(Protocol.POSTGRESQL), Protocol.ofUrl("jdbc:postgresql:db"), "pgjdbc's short form");
        assertEquals(Optional.empty(), Protocol.ofUrl("jdbc:postgres://h/db"));
        assertEquals("JDBC:MariaDB:".length(), Protocol.MYSQL.scheme("JDBC:MariaDB://h/db").length());
        assertNull(Protocol.POSTGRESQL.scheme("jdbc:mysql://h/db"));
    }

    @Test
    void eachFamilyAnswersForItself() {
        assertEquals(Protocol.MYSQL, Protocol.orDefault(null));
        assertEquals(Protocol.POSTGRESQL, Protocol.orDefault(Protocol.POSTGRESQL));
        assertEquals(3306, Protocol.MYSQL.defaultPort());
        assertEquals(5432, Protocol.POSTGRESQL.defaultPort());
        assertTrue(Protocol.POSTGRESQL.hasSchemas());
        assertFalse(Protocol.MYSQL.hasSchemas());
        assertTrue(Protocol.MYSQL.userWithHost());
        assertFalse(Protocol.POSTGRESQL.userWithHost());
        assertEquals("root", Protocol.MYSQL.embeddedUser());
        assertEquals("postgres", Protocol.POSTGRESQL.embeddedUser());
        assertNull(Protocol.MYSQL.tlsInUrl(), "Connector/J takes --ssl-mode and --ssl-ca");
        assertTrue(Protocol.POSTGRESQL.tlsInUrl().contains("sslmode="));
    }

    /** Each family's bulk path is a --method of its own, and no two families share one. */
    @Test
    void eachBulkPathIsOneFamilysMethod() {
        assertEquals(Method.LOAD_DATA, Method.ofOption(Protocol.MYSQL.bulkMethod()));
        assertEquals(Method.COPY, Method.ofOption(Protocol.POSTGRESQL.bulkMethod()));
        assertEquals(Protocol.values().length, Arrays.stream(Protocol.values()).map(Protocol::bulkMethod).distinct()
                .count());
    }
}
