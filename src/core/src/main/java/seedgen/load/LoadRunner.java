package seedgen.load;

import seedgen.dialect.SqlFailure;
import seedgen.dialect.Dialect;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
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
 * to stop, or a worker fails. The ranges come from one table or, when no foreign key is checked as rows arrive, from
 * several ({@link Lane}s): a worker takes the next range of the first table in load order that has one left, so no
 * worker waits while any table has rows to write. Each range is one transaction, retried by {@link BatchRetry} when
 * the failure is transient; about once a second a worker moves its table's checkpoint on ({@link Checkpoints}). Which
 * worker writes which range depends on timing; what a range contains does not, so the tables end the same whatever
 * the threads and batch size.
 */
final class LoadRunner {

    /**
     * One table's part of a run: {@code writers} makes its writer for a worker, {@code ranges} are its ids to write,
     * {@code checkpoints} is moved on as they commit, and after a lost connection {@code committed} tells whether a
     * range's commit went through.
     */
    static final class Lane {
        final String table;
        final Supplier<RangeWriter> writers;
        final IdRanges ranges;
        final Checkpoints checkpoints;
        final CommittedBatches committed;
        private BatchRetry retry;
        private final AtomicLong rowsWritten = new AtomicLong();
        private final AtomicLong statements = new AtomicLong();
        private final AtomicLong firstTaken = new AtomicLong();
        private final AtomicLong lastDone = new AtomicLong();

        Lane(String table, Supplier<RangeWriter> writers, IdRanges ranges, Checkpoints checkpoints,
                CommittedBatches committed) {
            this.table = table;
            this.writers = writers;
            this.ranges = ranges;
            this.checkpoints = checkpoints;
            this.committed = committed;
        }
    }

    private final List<Lane> lanes;
    private final int batchSize;
    private final int threads;

    private final AtomicBoolean stopRequested = new AtomicBoolean();
    private final AtomicReference<Throwable> failure = new AtomicReference<>();
    private final AtomicReference<String> failedTable = new AtomicReference<>();
    private final LatencyRecorder latency;
    private final RunMetrics metrics;
    private final Dialect dialect;

    /**
     * {@code lanes}: the tables' ranges, in load order, written {@code batchSize} at a time by {@code threads} workers
     * on {@code pool}; transient failures are retried for up to {@code retryFor} (lost connection) and counted in
     * {@code retries}; every batch's time goes into {@code latency}, which the tables of a run share; {@code metrics}
     * hears of every batch committed or failed, by table.
     */
    LoadRunner(List<Lane> lanes, DataSource pool, int batchSize, int threads, Duration retryFor, RetryCounts retries,
            LatencyRecorder latency, RunMetrics metrics, Dialect dialect) {
        this.lanes = List.copyOf(lanes);
        this.latency = latency;
        this.metrics = metrics;
        this.dialect = dialect;
        this.batchSize = batchSize;
        this.threads = threads;
        for (Lane lane : lanes) {
            lane.retry = new BatchRetry(lane.table, pool, lane.committed, retryFor, retries, stopRequested::get, dialect);
        }
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
        for (Lane lane : lanes) {
            try {
                lane.checkpoints.write();
            } catch (SQLException e) {
                failedTable.compareAndSet(null, lane.table);
                failure.compareAndSet(null, e);
            }
        }
        Map<String, TableOutcome> tables = new java.util.LinkedHashMap<>();
        for (Lane lane : lanes) {
            long first = lane.firstTaken.get();
            tables.put(lane.table, new TableOutcome(lane.rowsWritten.get(), lane.statements.get(),
                    first == 0 ? 0 : (lane.lastDone.get() - first) / 1e9));
        }
        long rows = lanes.stream().mapToLong(l -> l.rowsWritten.get()).sum();
        long statements = lanes.stream().mapToLong(l -> l.statements.get()).sum();
        return new Outcome(rows, Duration.ofNanos(System.nanoTime() - start), latency.snapshot(), statements,
                failure.get(), stopRequested.get() && failure.get() == null, tables, failedTable.get());
    }

    private void work() {
        Map<Lane, RangeTransaction> transactions = new HashMap<>();
        Lane lane = null;
        try {
            int from = 0;
            while (!stopRequested.get()) {
                long[] range = null;
                // the first table in load order with a range left: the tables end in about that order
                for (int i = from; i < lanes.size() && range == null; i++) {
                    lane = lanes.get(i);
                    range = lane.ranges.next(batchSize);
                    from = range == null ? i + 1 : i;
                }
                if (range == null) {
                    return;
                }
                RangeTransaction tx = transactions.computeIfAbsent(lane, l -> new RangeTransaction(l.writers.get()));
                long t0 = System.nanoTime();
                lane.firstTaken.compareAndSet(0, t0);
                if (!lane.retry.write(tx, range[0], range[1])) {
                    return; // asked to stop while waiting to retry
                }
                long end = System.nanoTime();
                long nanos = end - t0;
                lane.lastDone.accumulateAndGet(end, Math::max);
                lane.ranges.done(range[0]);
                latency.record(nanos);
                lane.rowsWritten.addAndGet(range[1] - range[0] + 1);
                metrics.batchCommitted(lane.table, range[1] - range[0] + 1, nanos);
                lane.checkpoints.maybeWrite();
            }
        } catch (SQLException | RuntimeException e) {
            metrics.batchFailed(lane == null ? null : lane.table, SqlFailure.of(e, dialect).outcome());
            if (failure.compareAndSet(null, e)) {
                failedTable.set(lane == null ? null : lane.table);
            }
            stopRequested.set(true);
        } finally {
            transactions.forEach((l, tx) -> l.statements.addAndGet(tx.statements()));
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

    /** One table's share of a run: rows committed, statements sent, and from its first range taken to its last. */
    record TableOutcome(long rowsWritten, long statements, double seconds) {
    }

    /**
     * What the run did. {@code failure} is null on success, else {@code failedTable}'s; {@code stopped} means asked to
     * stop early; {@code tables}: each table's share.
     */
    record Outcome(long rowsWritten, Duration elapsed, BatchLatency latency, long statements, Throwable failure,
            boolean stopped, Map<String, TableOutcome> tables, String failedTable) {

        /** A resume that found every range committed: no worker was started. */
        static Outcome nothingToDo() {
            return new Outcome(0, Duration.ZERO, new LatencyRecorder().snapshot(), 0, null, false, Map.of(), null);
        }
    }
}
