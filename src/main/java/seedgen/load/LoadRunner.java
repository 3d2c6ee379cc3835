package seedgen.load;

import seedgen.metrics.FailureReason;
import seedgen.dialect.SqlOutcome;
import seedgen.dialect.Dialect;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import javax.sql.DataSource;
import seedgen.dialect.RangeWriter;
import seedgen.metrics.RunMetrics;
import seedgen.runs.CommittedBatches;
import seedgen.runs.IdRanges;

/**
 * The run loop: a fixed pool of named worker threads takes id ranges of one batch (an INSERT batch or a LOAD
 * DATA chunk, written by a {@link RangeWriter}) each from {@link IdRanges} until the ids run out, the run is asked
 * to stop, or a worker fails. Each range is one transaction, retried by {@link BatchRetry} when the failure is
 * transient; about once a second a worker moves the run's checkpoint on ({@link Checkpoints}). Which worker writes
 * which range depends on timing; what a range contains does not, so the table ends the same whatever the threads
 * and batch size.
 */
final class LoadRunner {

    private final Supplier<RangeWriter> writers;
    private final IdRanges ranges;
    private final Checkpoints checkpoints;
    private final BatchRetry retry;
    private final int batchSize;
    private final int threads;

    private final AtomicLong rowsWritten = new AtomicLong();
    private final AtomicLong statements = new AtomicLong();
    private final AtomicBoolean stopRequested = new AtomicBoolean();
    private final AtomicReference<Throwable> failure = new AtomicReference<>();
    private final LatencyRecorder latency;
    private final RunMetrics metrics;
    private final Dialect dialect;

    /**
     * {@code writers} makes one writer per worker thread; {@code ranges} are the ids to write, {@code batchSize}
     * at a time; {@code checkpoints} is moved on as ranges commit; after a lost connection {@code committed} tells
     * whether a range's commit went through; transient failures are retried for up to {@code retryFor} (lost
     * connection) and counted in {@code retries}; every batch's time goes into {@code latency}, which the tables of a
     * run share; {@code metrics} hears of every batch committed or failed.
     */
    LoadRunner(Supplier<RangeWriter> writers, DataSource pool, IdRanges ranges, Checkpoints checkpoints,
            CommittedBatches committed, int batchSize, int threads, Duration retryFor, RetryCounts retries,
            LatencyRecorder latency, RunMetrics metrics, Dialect dialect) {
        this.latency = latency;
        this.metrics = metrics;
        this.dialect = dialect;
        this.writers = writers;
        this.ranges = ranges;
        this.checkpoints = checkpoints;
        this.batchSize = batchSize;
        this.threads = threads;
        this.retry = new BatchRetry(pool, committed, retryFor, retries, stopRequested::get, dialect);
    }

    /** Asks the workers to stop taking new ranges; ranges in flight still commit or roll back. */
    void requestStop() {
        stopRequested.set(true);
    }

    /** Stops the workers as {@link #requestStop()} does, and ends the run as failed with {@code cause}. */
    void fail(Throwable cause) {
        failure.compareAndSet(null, cause);
        stopRequested.set(true);
    }

    long rowsWritten() {
        return rowsWritten.get();
    }

    /** Runs to the end and returns what happened; never throws for a worker's failure, reports it. */
    Outcome run() throws InterruptedException {
        long start = System.nanoTime();
        ExecutorService executor = Executors.newFixedThreadPool(threads, namedThreads());
        List<Future<?>> workers = new ArrayList<>();
        try {
            for (int i = 0; i < threads; i++) {
                workers.add(executor.submit(this::work));
            }
            for (Future<?> worker : workers) {
                try {
                    worker.get();
                } catch (ExecutionException e) {
                    failure.compareAndSet(null, e.getCause());
                }
            }
        } catch (InterruptedException e) {
            requestStop();
            throw e;
        } finally {
            executor.shutdown();
            if (!executor.awaitTermination(1, TimeUnit.MINUTES)) {
                executor.shutdownNow();
            }
        }
        try {
            checkpoints.write();
        } catch (SQLException e) {
            failure.compareAndSet(null, e);
        }
        return new Outcome(rowsWritten.get(), Duration.ofNanos(System.nanoTime() - start), latency.snapshot(),
                statements.get(), failure.get(), stopRequested.get() && failure.get() == null);
    }

    private void work() {
        RangeTransaction tx = new RangeTransaction(writers.get());
        try {
            while (!stopRequested.get()) {
                long[] range = ranges.next(batchSize);
                if (range == null) {
                    return;
                }
                long t0 = System.nanoTime();
                if (!retry.write(tx, range[0], range[1])) {
                    return; // asked to stop while waiting to retry
                }
                long nanos = System.nanoTime() - t0;
                ranges.done(range[0]);
                latency.record(nanos);
                rowsWritten.addAndGet(range[1] - range[0] + 1);
                metrics.batchCommitted(range[1] - range[0] + 1, nanos);
                checkpoints.maybeWrite();
            }
        } catch (SQLException | RuntimeException e) {
            metrics.batchFailed(FailureReason.of(SqlOutcome.of(e, dialect)));
            failure.compareAndSet(null, e);
            stopRequested.set(true);
        } finally {
            statements.addAndGet(tx.statements());
        }
    }

    private static ThreadFactory namedThreads() {
        AtomicInteger n = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, "seedgen-writer-" + n.incrementAndGet());
            t.setDaemon(false);
            return t;
        };
    }

    /** What the run did. {@code failure} is null on success; {@code stopped} means asked to stop early. */
    record Outcome(long rowsWritten, Duration elapsed, BatchLatency latency, long statements, Throwable failure,
            boolean stopped) {

        /** A resume that found every range committed: no worker was started. */
        static Outcome nothingToDo() {
            return new Outcome(0, Duration.ZERO, new LatencyRecorder().snapshot(), 0, null, false);
        }
    }
}
