package seedgen.runner;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.function.Consumer;
import java.util.function.Supplier;
import seedgen.connect.Target;
import seedgen.embedded.EmbeddedServer;
import seedgen.error.SeedgenException;
import seedgen.run.Environment;
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
        return EmbeddedServer.Family.of(embedded.protocol());
    }

    /** The started server, or null when a signal stopped the start (then said on {@code err}: exit 130). */
    public static EmbeddedServer start(EmbeddedServer.Family family, Path workDir, int port, Consumer<String> info,
            PrintStream err) {
        return start(() -> EmbeddedServer.start(family, workDir, port, info), err);
    }

    /** What {@code starting} gives (a server, or a lease of one), or null when a signal stopped the start (said). */
    public static <T> T start(Supplier<T> starting, PrintStream err) {
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

    /**
     * {@code seedgen serve}: the embedded server {@code name} names started on {@code port} (0: any free one) in the
     * working folder, how to connect printed, kept until {@code stop} is counted down (or {@code forSeconds} pass, when
     * more than 0), then stopped; false when a signal stopped the start.
     */
    public static boolean serve(String name, Environment env, int port, java.util.concurrent.CountDownLatch stop,
            long forSeconds) throws InterruptedException {
        EmbeddedServer.Family family = EmbeddedServer.Family.parse(name, "--embedded");
        EmbeddedServer started = start(family, env.workDir(), port, env.err()::println, env.err());
        if (started == null) {
            return false;
        }
        try (EmbeddedServer db = started) {
            String database = Target.DEFAULT_DATABASE;
            db.createDatabase(database); // the commands below name it, so it exists even before a first load
            env.out().println("Embedded " + db.family().display() + " running; data in " + db.home());
            env.out().println("  JDBC   " + db.jdbcUrl(database) + " (user " + db.user() + ", empty password)");
            env.out().println("  client " + db.clientCommand(database));
            env.out().println("Press Ctrl-C to stop it.");
            if (forSeconds > 0) {
                stop.await(forSeconds, java.util.concurrent.TimeUnit.SECONDS);
            } else {
                stop.await();
            }
        }
        return true;
    }
}
