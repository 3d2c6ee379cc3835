package seedgen.runner;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.function.Consumer;
import java.util.function.Supplier;
import seedgen.connect.Target;
import seedgen.embedded.EmbeddedServer;
import seedgen.error.SeedgenException;
import seedgen.run.StopSignals;

/**
 * Starts an embedded server while the command's signal guard ({@link StopSignals}) holds the process open. A Ctrl-C
 * or SIGTERM during the start is said here, in one line: once the guard closes after a signal the JVM halts at once,
 * and a line left to the error handler (which runs after the guard has closed) could be cut off.
 */
public final class EmbeddedStart {

    private EmbeddedStart() {
    }

    /** The embedded server an embedded target speaks to: PostgreSQL for its protocol, else MariaDB. */
    public static EmbeddedServer.Family family(Target embedded) {
        return embedded.isPostgresql() ? EmbeddedServer.Family.POSTGRESQL : EmbeddedServer.Family.MARIADB;
    }

    /** The started server, or null when a signal stopped the start (then said on {@code err}: exit 130). */
    public static EmbeddedServer start(EmbeddedServer.Family family, Path workDir, int port, Consumer<String> info,
            PrintStream err) {
        return start(() -> EmbeddedServer.start(family, workDir, port, info), err);
    }

    /** {@code starting}'s server, or null when a signal stopped its start (then said on {@code err}). */
    public static <T extends EmbeddedServer> T start(Supplier<T> starting, PrintStream err) {
        try {
            return starting.get();
        } catch (SeedgenException e) {
            if (e.kind() != SeedgenException.Kind.INTERRUPTED) {
                throw e;
            }
            err.println("seedgen: " + e.getMessage());
            return null;
        }
    }
}
