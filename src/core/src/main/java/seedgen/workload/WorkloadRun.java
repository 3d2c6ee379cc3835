package seedgen.workload;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import javax.sql.DataSource;
import seedgen.dialect.Dialect;
import seedgen.dialect.SqlFailure;

/**
 * Runs one partition of a workload's stream against a database, the sink of its {@link Pacing} loop: each operation is
 * handed to a worker when it is due, whether or not the ones before it are done (a late server makes later operations
 * late, and their latency, counted from when each was due, says so), on a fixed pool of workers each keeping a
 * connection and its prepared statements, each operation its own transaction. An operation that must follow another
 * waits for it; if that one failed, it is skipped.
 */
final class WorkloadRun implements OperationSink {

    private static final long ON_TIME_NANOS = TimeUnit.SECONDS.toNanos(1);

    private final Workload.Settings settings;
    private final OperationStream stream;
    private final DataSource pool;
    private final Dialect dialect;
    private final String[] sql;
    private final OperationStats[] stats;
    private final Timer[][] timers;
    private final Completions completions = new Completions();
    private final Map<String, AtomicLong> errors = new ConcurrentHashMap<>();
    private final Map<String, AtomicLong> rowsChanged = new ConcurrentHashMap<>();
    private final AtomicLong onTime = new AtomicLong();
    private final AtomicLong skipped = new AtomicLong();
    private final AtomicBoolean stop;
    private final Journal journal;
    /** The options that make the stream, recorded beside the journal for a refusal to name. */
    private final java.util.Map<String, String> options;
    /** The writes the journal holds when the run opens it; the workers and where their progress goes. */
    private BitSet journaled;
    private ExecutorService workers;
    private Consumer<String> progress;

    WorkloadRun(Plan plan, Workload.Settings settings, DataSource pool, Dialect dialect, String namespace,
            MeterRegistry metrics, AtomicBoolean stop) {
        this.settings = settings;
        this.stream = Workload.stream(plan, settings);
        this.pool = pool;
        this.dialect = dialect;
        this.stop = stop;
        this.journal = new Journal(dialect, namespace, Journal.fingerprint(plan, settings), settings.partition(),
                settings.partitions());
        this.options = Journal.options(plan, settings);
        List<OpKind> kinds = plan.kinds();
        sql = new String[kinds.size()];
        stats = new OperationStats[kinds.size()];
        timers = new Timer[kinds.size()][2];
        for (OpKind k : kinds) {
            sql[k.id()] = Statements.of(k, dialect, namespace);
            stats[k.id()] = new OperationStats(k);
            if (metrics != null) {
                for (int ok = 0; ok < 2; ok++) {
                    // buckets as well as the process's own quantiles: only buckets add up over the processes of
                    // a partitioned run and over ops; a read by key takes well under a millisecond
                    timers[k.id()][ok] = Timer.builder("seedgen.workload.operation").description("Operations of the "
                            + "workload, from when each was due to its end").tag("op", k.name())
                            .tag("outcome", ok == 1 ? "ok" : "error").publishPercentiles(0.5, 0.95, 0.99)
                            .publishPercentileHistogram().minimumExpectedValue(Duration.ofNanos(100_000))
                            .maximumExpectedValue(Duration.ofMinutes(1)).register(metrics);
                }
            }
        }
    }

    WorkloadResult run(boolean resume, Consumer<String> progress) throws InterruptedException, SQLException {
        try (Connection c = pool.getConnection()) {
            journaled = journal.open(c, resume, options);
        }
        this.progress = progress;
        AtomicInteger worker = new AtomicInteger();
        workers = Executors.newFixedThreadPool(settings.threads(), r -> {
            Thread t = new Thread(r, "seedgen-workload-" + worker.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        Pacing.Handed handed = Pacing.run(stream, settings.partition(), this, stop, progress);
        if (!stop.get()) {
            try (Connection c = pool.getConnection()) {
                journal.close(c);
            }
        }
        double seconds = handed.seconds();
        List<WorkloadResult.Kind> kinds = new ArrayList<>();
        long done = 0;
        long failed = 0;
        for (OperationStats s : stats) {
            WorkloadResult.Kind k = s.result();
            kinds.add(k);
            done += k.done();
            failed += k.failed();
        }
        Map<String, Long> errorCounts = new java.util.TreeMap<>();
        errors.forEach((cause, n) -> errorCounts.put(cause, n.get()));
        Map<String, Long> changed = new java.util.TreeMap<>();
        rowsChanged.forEach((t, n) -> changed.put(t, n.get()));
        return new WorkloadResult(done, failed, onTime.get(), seconds, done / seconds, kinds, errorCounts, changed,
                skipped.get(), stream.rowsDelta(), handed.resumed());
    }

    @Override
    public BitSet done() {
        return journaled;
    }

    @Override
    public boolean paced() {
        return true;
    }

    @Override
    public void already(Operation op) {
        completions.mark(op.index(), true);
    }

    @Override
    public void accept(Operation op, long due) {
        workers.execute(() -> one(op, due));
    }

    @Override
    public void finish(boolean stopped) throws InterruptedException {
        workers.shutdown();
        while (!workers.awaitTermination(1, TimeUnit.MINUTES)) {
            progress.accept("seedgen: workload waiting for operations still running");
        }
        synchronized (workersOpen) {
            workersOpen.forEach(Worker::close);
        }
    }

    private void one(Operation op, long due) {
        boolean ok = false;
        long rows = 0;
        long started = System.nanoTime();
        try {
            boolean ready = true;
            for (long before : op.after()) {
                ready &= completions.await(before);
            }
            started = System.nanoTime();
            if (!ready) {
                skipped.incrementAndGet();
                errors.computeIfAbsent("skipped: an operation it follows failed", x -> new AtomicLong())
                        .incrementAndGet();
            } else {
                rows = execute(op);
                ok = true;
            }
        } catch (SQLException e) {
            SqlFailure failure = SqlFailure.of(e, dialect);
            String cause = failure.label() + (failure.code() == null ? "" : " " + failure.code())
                    + (failure.serverText() == null ? "" : ": " + firstLine(failure.serverText()));
            errors.computeIfAbsent(op.kind().name() + ": " + cause, x -> new AtomicLong()).incrementAndGet();
        } catch (MismatchException e) {
            errors.computeIfAbsent(op.kind().name() + ": " + e.getMessage(), x -> new AtomicLong())
                    .incrementAndGet();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            long ended = System.nanoTime();
            if (started - due <= ON_TIME_NANOS) {
                onTime.incrementAndGet();
            }
            stats[op.kind().id()].record(ok, ended - due, ended - started, rows);
            Timer t = timers[op.kind().id()][ok ? 1 : 0];
            if (t != null) {
                t.record(ended - due, TimeUnit.NANOSECONDS);
            }
            if (ok && op.rowsDelta() != 0) {
                rowsChanged.computeIfAbsent(op.kind().table(), x -> new AtomicLong()).addAndGet(op.rowsDelta());
            }
            completions.mark(op.index(), ok);
        }
    }

    /**
     * A worker's connection, taken from the pool at its first operation and kept to the end, with each kind's statement
     * prepared once: an operation costs the client its values and its round trip, not a borrow and a prepare.
     */
    private final class Worker {
        private Connection connection;
        private final PreparedStatement[] statements = new PreparedStatement[sql.length];
        private PreparedStatement journaled;

        PreparedStatement statement(int kind) throws SQLException {
            if (connection == null) {
                connection = pool.getConnection();
                connection.setAutoCommit(false); // a write and its journal row commit together
                synchronized (workersOpen) {
                    workersOpen.add(this);
                }
            }
            if (statements[kind] == null) {
                statements[kind] = connection.prepareStatement(sql[kind]);
            }
            return statements[kind];
        }

        /** The journal's insert, prepared once on the worker's connection. */
        PreparedStatement journal() throws SQLException {
            if (journaled == null) {
                journaled = connection.prepareStatement(journal.insertSql());
            }
            return journaled;
        }

        /** Closes the statements and gives the connection back (a lost one is then replaced at the next operation). */
        void close() {
            try {
                if (connection != null) {
                    connection.close();
                }
            } catch (SQLException e) {
                // the pool drops a connection it cannot reset; nothing of the run is lost
            } finally {
                connection = null;
                journaled = null;
                java.util.Arrays.fill(statements, null);
            }
        }
    }

    private final List<Worker> workersOpen = new ArrayList<>();
    private final ThreadLocal<Worker> worker = ThreadLocal.withInitial(Worker::new);

    /** Runs the operation in a transaction of its own; answers the rows it read or changed. */
    private long execute(Operation op) throws SQLException, MismatchException {
        Worker w = worker.get();
        Connection c = null;
        try {
            PreparedStatement ps = w.statement(op.kind().id());
            c = w.connection;
            Object[] params = op.params();
            for (int i = 0; i < params.length; i++) {
                dialect.bind(ps, i + 1, params[i]);
            }
            long rows;
            if (op.kind().action().reads()) {
                rows = 0;
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        rows++;
                    }
                }
            } else {
                rows = ps.executeUpdate();
            }
            if (!op.kind().action().reads()) {
                if (rows != 1) {
                    throw new MismatchException(rows + " rows changed where the stream changes one");
                }
                PreparedStatement j = w.journal();
                journal.bind(j, op.index());
                j.executeUpdate();
            }
            if (!c.getAutoCommit()) {
                c.commit();
            }
            return rows;
        } catch (SQLException | MismatchException | RuntimeException e) {
            if (c != null) {
                try {
                    if (!c.getAutoCommit()) {
                        c.rollback();
                    }
                } catch (SQLException rollback) {
                    e.addSuppressed(rollback);
                    w.close();
                }
            }
            if (e instanceof SQLException failed && SqlFailure.of(failed, dialect).lostConnection()) {
                w.close();
            }
            throw e;
        }
    }

    /**
     * The first line of a server's message, its values masked so that failures of one cause are counted on one line:
     * MySQL's {@code Duplicate entry '5-17' for key 'PRIMARY'} is {@code Duplicate entry '...' for key 'PRIMARY'}
     * whatever the key's value (a quoted text with a digit in it is a value; a key's name has none, or keeps it
     * masked too).
     */
    static String firstLine(String text) {
        int nl = text.indexOf('\n');
        String line = nl < 0 ? text : text.substring(0, nl);
        line = VALUE.matcher(line).replaceAll("'...'");
        return line.length() > 160 ? line.substring(0, 160) + "..." : line;
    }

    private static final java.util.regex.Pattern VALUE = java.util.regex.Pattern.compile("'[^']*[0-9][^']*'");

    /** An operation that changed another number of rows than the stream says it does. */
    private static final class MismatchException extends Exception {
        MismatchException(String message) {
            super(message);
        }
    }
}
