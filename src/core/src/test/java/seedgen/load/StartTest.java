package seedgen.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import seedgen.spec.UsersTable;

/** A run's fingerprint, given or computed on another thread while the run starts. */
class StartTest {

    @Test
    void aFingerprintComputedMeanwhileIsTheOneComputedAtOnce() {
        UsersTable users = new UsersTable("users", "password", 4);
        Start start = Start.computedMeanwhile(() -> users.fingerprint(7, 1000), 7, 1000L, UsersTable.MADE_FROM)
                .existingRows(true, false, false).retryFor(java.time.Duration.ZERO);
        assertEquals(users.fingerprint(7, 1000), start.fingerprint());
        assertNotEquals(users.fingerprint(8, 1000), start.fingerprint());
        assertEquals(Start.of("abc", 1, 1L, "x").fingerprint(), "abc");
    }

    @Test
    void itIsComputedOnAnotherThreadAndWaitedFor() throws InterruptedException {
        CountDownLatch release = new CountDownLatch(1);
        AtomicReference<Thread> computedOn = new AtomicReference<>();
        Start start = Start.computedMeanwhile(() -> {
            computedOn.set(Thread.currentThread());
            try {
                release.await(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return "done";
        }, 1, 1L, "x");
        release.countDown();
        assertEquals("done", start.fingerprint());
        assertNotEquals(Thread.currentThread(), computedOn.get());
    }

    @Test
    void whatTheComputationThrowsIsThrownByFingerprint() {
        IllegalStateException thrown = new IllegalStateException("no hash");
        Start start = Start.computedMeanwhile(() -> {
            throw thrown;
        }, 1, 1L, "x");
        assertSame(thrown, assertThrows(IllegalStateException.class, start::fingerprint));
        assertThrows(IllegalArgumentException.class, () -> Start.of(null, 1, 1L, "x"));
    }
}
