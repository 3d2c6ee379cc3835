package seedgen.run;

import java.io.PrintStream;
import java.util.function.Consumer;
import seedgen.error.SeedgenException;
import seedgen.embedded.EmbeddedMariaDb;

/**
 * Starts the embedded MariaDB while the command's signal guard ({@link StopSignals}) holds the process open. A Ctrl-C
 * or SIGTERM during the start is said here, in one line: once the guard closes after a signal the JVM halts at once,
 * and a line left to the error handler (which runs after the guard has closed) could be cut off.
 */
public final class EmbeddedStart {

    private EmbeddedStart() {
    }

    /** The started server, or null when a signal stopped the start (then said on {@code err}: exit 130). */
    public static EmbeddedMariaDb start(java.nio.file.Path workDir, int port, Consumer<String> info, PrintStream err) {
        try {
            return EmbeddedMariaDb.start(workDir, port, info);
        } catch (SeedgenException e) {
            if (e.kind() != SeedgenException.Kind.INTERRUPTED) {
                throw e;
            }
            err.println("seedgen: " + e.getMessage());
            return null;
        }
    }
}
