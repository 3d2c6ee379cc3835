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

    /**
     * The guards open in the process, nested (a request's, around its load's): a signal's exit waits until the last
     * has closed, so the outer cleanup (an embedded server the request started, stopped when the request ends) is not
     * cut short when an inner guard closes first. Guarded by itself.
     */
    private static final int[] OPEN = {0};

    private final CountDownLatch cleanedUp = new CountDownLatch(1);
    private boolean closed;
    private final Thread hook;
    private volatile boolean signalled;

    SignalGuard(Runnable onSignal) {
        synchronized (OPEN) {
            OPEN[0]++;
        }
        hook = new Thread(() -> {
            signalled = true;
            onSignal.run();
            try {
                cleanedUp.await(CLEANUP_WAIT_SECONDS, TimeUnit.SECONDS);
                allClosed(CLEANUP_WAIT_SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            // The JVM would exit 130 after SIGINT but 143 after SIGTERM; the contract says 130 for both.
            System.out.flush();
            System.err.flush();
            Runtime.getRuntime().halt(ExitCodes.INTERRUPTED);
        }, "seedgen-signal");
        try {
            Runtime.getRuntime().addShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // the signal came before this guard (while an outer one held the process open): stop at once; the outer
            // guard's hook halts once every guard has closed
            signalled = true;
            onSignal.run();
        }
    }

    /** A guard for a run of the library's ({@link seedgen.run.StopSignals}): {@code onStop} on a signal. */
    static seedgen.run.StopSignals.Handle watch(Runnable onStop) {
        return new SignalGuard(onStop)::close;
    }

    /** Waits until every guard of the process has closed, at most {@code seconds}. */
    private static void allClosed(long seconds) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        synchronized (OPEN) {
            for (long left = end - System.nanoTime(); OPEN[0] > 0 && left > 0; left = end - System.nanoTime()) {
                TimeUnit.NANOSECONDS.timedWait(OPEN, left);
            }
        }
    }

    boolean signalled() {
        return signalled;
    }

    @Override
    public void close() {
        synchronized (OPEN) {
            if (!closed) {
                closed = true;
                OPEN[0]--;
                OPEN.notifyAll();
            }
        }
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
