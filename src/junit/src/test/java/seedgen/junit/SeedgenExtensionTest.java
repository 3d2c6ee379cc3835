package seedgen.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;
import org.junit.platform.testkit.engine.Events;

/**
 * What a test class gets wrong about @SeedgenDataset, run through the JUnit Platform as a build would run it: each
 * fails its class with a message that says what to change, before anything is loaded. The loads themselves are
 * tested against real servers by the sample project (src/examples/junit), which CI runs.
 */
class SeedgenExtensionTest {

    @SeedgenDataset(name = "sns", rows = 10)
    static class NoTarget {
        @Test
        void never() {
        }
    }

    @SeedgenDataset(name = "sns", spec = "shop.yaml")
    static class NameAndSpec {
        @SeedgenTarget
        static final String URL = "jdbc:mysql://127.0.0.1:1/none";

        @Test
        void never() {
        }
    }

    @SeedgenDataset(name = "sns", rows = 10)
    static class TwoTargets {
        @SeedgenTarget
        static final String A = "jdbc:mysql://127.0.0.1:1/a";

        @SeedgenTarget
        static JdbcTarget b() {
            return JdbcTarget.of("jdbc:mysql://127.0.0.1:1/b", "root", "");
        }

        @Test
        void never() {
        }
    }

    @SeedgenDataset(spec = "classpath:no-such-spec.yaml")
    static class MissingResource {
        @SeedgenTarget
        static final String URL = "jdbc:mysql://127.0.0.1:1/none";

        @Test
        void never() {
        }
    }

    @SeedgenDataset(name = "sns", rows = 10, params = "no-equals-sign")
    static class BadParam {
        @SeedgenTarget
        static final String URL = "jdbc:mysql://127.0.0.1:1/none";

        @Test
        void never() {
        }
    }

    @SeedgenDataset(name = "sns", rows = 10, embedded = "postgresql", url = "jdbc:postgresql://127.0.0.1:1/none")
    static class EmbeddedAndUrl {
        @Test
        void never() {
        }
    }

    @SeedgenDataset(name = "sns", rows = 10, embedded = "postgresql")
    static class EmbeddedAndTarget {
        @SeedgenTarget
        static final String URL = "jdbc:postgresql://127.0.0.1:1/none";

        @Test
        void never() {
        }
    }

    @SeedgenDataset(name = "sns", rows = 10, embedded = "oracle")
    static class UnknownEmbedded {
        @Test
        void never() {
        }
    }

    @ExtendWith(SeedgenExtension.class)
    static class NothingLoaded {
        @Test
        void wantsData(SeedgenData data) {
        }
    }

    private static String classFailure(Class<?> testClass) {
        Events containers = EngineTestKit.engine("junit-jupiter").selectors(selectClass(testClass)).execute()
                .containerEvents();
        List<Event> failed = containers.failed().list();
        assertEquals(1, failed.size(), "the class fails: " + containers.list());
        Throwable t = failed.get(0).getPayload(org.junit.platform.engine.TestExecutionResult.class).orElseThrow()
                .getThrowable().orElseThrow();
        return t.getMessage();
    }

    @Test
    void aClassWithNoDatabaseIsToldTheThreeWaysToNameOne() {
        // The third way is the environment: where it names a server, this class would have one.
        assumeTrue(System.getenv(SeedgenExtension.URL_VARIABLE) == null
                && System.getProperty(SeedgenExtension.URL_PROPERTY) == null, "SEEDGEN_JDBC_URL names a server");
        String message = classFailure(NoTarget.class);
        assertTrue(message.contains("no database to load into") && message.contains("@SeedgenTarget")
                && message.contains("SEEDGEN_JDBC_URL"), message);
    }

    @Test
    void anEmbeddedServerAndAnotherDatabaseTogetherAreRefused() {
        assertEquals("@SeedgenDataset on " + EmbeddedAndUrl.class.getName() + ": embedded = \"postgresql\" and url "
                + "both name the database: keep one", classFailure(EmbeddedAndUrl.class));
        assertEquals("@SeedgenDataset on " + EmbeddedAndTarget.class.getName() + ": embedded = \"postgresql\" and a "
                + "@SeedgenTarget member both name the database: keep one", classFailure(EmbeddedAndTarget.class));
    }

    @Test
    void anUnknownEmbeddedServerIsNamedWithTheChoices() {
        assertEquals("@SeedgenDataset on " + UnknownEmbedded.class.getName() + ": embedded = oracle is not an "
                + "embedded server seedgen knows: use mariadb or postgresql", classFailure(UnknownEmbedded.class));
    }

    @Test
    void nameAndSpecTogetherAreRefused() {
        String message = classFailure(NameAndSpec.class);
        assertTrue(message.contains("either name") && message.contains("not both"), message);
    }

    @Test
    void twoTargetsAreRefusedByName() {
        String message = classFailure(TwoTargets.class);
        assertTrue(message.contains("2 @SeedgenTarget members") && message.contains("keep one"), message);
    }

    @Test
    void aSpecResourceThatIsNotThereIsNamed() {
        String message = classFailure(MissingResource.class);
        assertTrue(message.contains("no resource no-such-spec.yaml"), message);
    }

    @Test
    void aParamWithoutAnEqualsSignIsNamed() {
        String message = classFailure(BadParam.class);
        assertTrue(message.contains("\"no-equals-sign\" is not name=value"), message);
    }

    @Test
    void aTestAskingForDataWithNoDatasetIsToldWhereToPutTheAnnotation() {
        Events tests = EngineTestKit.engine("junit-jupiter").selectors(selectClass(NothingLoaded.class)).execute()
                .testEvents();
        assertEquals(1, tests.failed().count(), tests.list().toString());
        Throwable t = tests.failed().list().get(0).getPayload(org.junit.platform.engine.TestExecutionResult.class)
                .orElseThrow().getThrowable().orElseThrow();
        assertTrue(t.getMessage().contains("no dataset is loaded for") && t.getMessage().contains("put @SeedgenDataset"),
                t.getMessage());
    }

    @Test
    void anotherDatabaseKeepsTheServerAndTheSettingsAndThePasswordStaysOutOfToString() {
        JdbcTarget t = JdbcTarget.of("jdbc:mysql://db.example:3307/shop?sslMode=REQUIRED", "loader", "s3cret");
        JdbcTarget other = t.withDatabase("fixtures");
        assertEquals("jdbc:mysql://db.example:3307/fixtures?sslMode=REQUIRED", other.url());
        assertEquals("s3cret", other.password());
        assertEquals("jdbc:postgresql://127.0.0.1:5432/x", JdbcTarget.of("jdbc:postgresql://127.0.0.1:5432", "p", "")
                .withDatabase("x").url());
        assertFalse(t.toString().contains("s3cret"), t.toString());
        assertEquals("jdbc:mysql://db.example:3306/shop?a=1", JdbcTarget.of("jdbc:mariadb://db.example:3306/shop?a=1",
                "u", "").driverUrl(), "no MariaDB driver here: Connector/J takes a jdbc:mariadb: URL's place");
        assertEquals(t.url(), t.driverUrl());
        assertFalse(other.toString().contains("s3cret"), other.toString());
    }
}
