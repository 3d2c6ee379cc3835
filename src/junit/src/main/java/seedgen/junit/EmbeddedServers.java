package seedgen.junit;

import java.nio.file.Path;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.extension.ExtensionContext;
import seedgen.Seedgen;
import seedgen.error.SeedgenException;

/**
 * The servers {@link SeedgenDataset#embedded()} asks for: each family started once per test run, on first use, in
 * {@code .seedgen/} of the working directory (or of the folder {@value #DIR_PROPERTY} names), with the command's folder
 * rules; stopped when JUnit closes the run's root store.
 */
final class EmbeddedServers {

    /** The folder that holds {@code .seedgen/}, when not the working directory (a build's target folder, say). */
    static final String DIR_PROPERTY = "seedgen.embedded.dir";

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(EmbeddedServers.class);

    private EmbeddedServers() {
    }

    /** The target of {@code name}'s server (started if this run has not yet), on its default database. */
    static JdbcTarget target(String name, ExtensionContext context, Class<?> testClass) {
        String family;
        try {
            family = Seedgen.embeddedServer(name, "embedded =");
        } catch (SeedgenException e) {
            throw new ExtensionConfigurationException("@SeedgenDataset on " + testClass.getName() + ": "
                    + e.getMessage());
        }
        Running running = context.getRoot().getStore(NAMESPACE).getOrComputeIfAbsent(family,
                f -> new Running(start(family)), Running.class);
        Seedgen.Embedded server = running.server;
        return new JdbcTarget(server.jdbcUrl(), server.user(), "");
    }

    private static Seedgen.Embedded start(String family) {
        Path dir = Path.of(System.getProperty(DIR_PROPERTY, System.getProperty("user.dir")));
        // The first start unpacks the server (a few seconds, once per folder): said, so a slow first test is explained.
        return Seedgen.embedded(family, dir, line -> System.err.println("seedgen: " + line));
    }

    /** A started server in the root store, stopped when the run ends (JUnit closes the store). */
    @SuppressWarnings("deprecation") // CloseableResource: what JUnit before 5.13 closes; 5.13 and later close it too
    static final class Running implements ExtensionContext.Store.CloseableResource {

        final Seedgen.Embedded server;

        Running(Seedgen.Embedded server) {
            this.server = server;
        }

        @Override
        public void close() {
            server.close();
        }
    }
}
