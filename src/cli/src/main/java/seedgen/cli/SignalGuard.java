package seedgen.cli;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Turns SIGINT/SIGTERM into an orderly stop. The JVM runs shutdown hooks on those signals; this hook asks the
 * run to stop, then waits until the main thread has finished its cleanup (batches in flight committed or
 * rolled back, pool closed, embedded server stopped, summary printed) and closed this guard.
 */
final class SignalGuard implements AutoCloseable {

    static final long CLEANUP_WAIT_SECONDS = 60;

    private final CountDownLatch cleanedUp = new CountDownLatch(1);
    private final Thread hook;
    private volatile boolean signalled;

    SignalGuard(Runnable onSignal) {
        hook = new Thread(() -> {
            signalled = true;
            onSignal.run();
            try {
                cleanedUp.await(CLEANUP_WAIT_SECONDS, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            // The JVM would exit 130 after SIGINT but 143 after SIGTERM; the contract says 130 for both.
            System.out.flush();
            System.err.flush();
            Runtime.getRuntime().halt(ExitCodes.INTERRUPTED);
        }, "seedgen-signal");
        Runtime.getRuntime().addShutdownHook(hook);
    }

    /** A guard for a run of the library's ({@link seedgen.run.StopSignals}): {@code onStop} on a signal. */
    static seedgen.run.StopSignals.Handle watch(Runnable onStop) {
        return new SignalGuard(onStop)::close;
    }

    boolean signalled() {
        return signalled;
    }

    @Override
    public void close() {
        cleanedUp.countDown();
        if (!signalled) {
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException alreadyShuttingDown) {
                // the hook is running or about to; the latch above releases it
            }
        }
    }
}
