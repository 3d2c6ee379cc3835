package seedgen.workload;

import java.util.BitSet;

/**
 * Which of a run's operations have finished, and how, for the operations that must follow them: one bit each (a
 * million operations hold 250 KB), and a wait until one is done.
 */
final class Completions {

    private final BitSet done = new BitSet();
    private final BitSet failed = new BitSet();

    synchronized void mark(long index, boolean ok) {
        int i = Math.toIntExact(index);
        if (!ok) {
            failed.set(i);
        }
        done.set(i);
        notifyAll();
    }

    /** Waits until operation {@code index} is done; answers whether it succeeded. */
    synchronized boolean await(long index) throws InterruptedException {
        int i = Math.toIntExact(index);
        while (!done.get(i)) {
            wait();
        }
        return !failed.get(i);
    }
}
