package seedgen.workload;

import java.util.BitSet;

/**
 * Where a part of a workload's stream goes: a database (each operation run when it is due), files (written at once),
 * or a broker. The pacing loop ({@link Pacing}) hands it the part's operations in stream order; a sink that records
 * what it did ({@link #done()}) lets a stopped or killed run go on from where it ended.
 */
public interface OperationSink {

    /**
     * The writes of this part an earlier run of the same stream recorded as done, by index; empty for a first run. A
     * read before the last of them counts as done too.
     */
    BitSet done();

    /** Whether the loop waits until each operation is due before handing it over (files take the stream at once). */
    boolean paced();

    /** An operation the earlier run did: not done again, but those that follow it may count on it. */
    void already(Operation op);

    /** An operation to do, due at {@code dueNanos} on {@link System#nanoTime()}'s clock. */
    void accept(Operation op, long dueNanos);

    /** Every operation of the part was handed over, or the run was stopped: waits for those under way. */
    void finish(boolean stopped) throws InterruptedException;
}
