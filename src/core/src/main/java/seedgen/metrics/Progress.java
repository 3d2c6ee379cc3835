package seedgen.metrics;

import java.io.PrintStream;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * Progress for a person: on a terminal a progress bar (me.tongfei:progressbar: rows, rows/s, ETA), elsewhere
 * (CI logs) one plain line every few seconds. Starts with the rows and stops when they end, before the summary.
 */
public final class Progress implements RunMetrics, AutoCloseable {

    public enum Mode {
        BAR, LINES
    }

    private final Mode mode;
    private final PrintStream out;
    private final Duration interval;
    private final LongAdder rows = new LongAdder();
    private volatile ProgressBar bar;
    private volatile ScheduledExecutorService lines;
    private volatile long planned;
    private volatile long before;
    private volatile long startNanos;

    public Progress(Mode mode, PrintStream out, Duration interval) {
        this.mode = mode;
        this.out = out;
        this.interval = interval;
    }

    @Override
    public void runStarted(RunInfo run) {
        start(run, null);
    }

    /** A dataset's table: its own bar or lines, named after it, counting from its own first row. */
    @Override
    public void tableStarted(RunInfo table) {
        rows.reset();
        start(table, table.table());
    }

    /** Tables side by side: one bar or line for all their rows together. */
    @Override
    public void tablesStarted(java.util.List<RunInfo> tables) {
        rows.reset();
        long total = tables.stream().mapToLong(RunInfo::rowsTotal).sum();
        long committed = tables.stream().mapToLong(RunInfo::rowsCommittedBefore).sum();
        start(total, committed, tables.size() == 1 ? tables.get(0).table() : tables.size() + " tables");
    }

    private void start(RunInfo run, String task) {
        start(run.rowsTotal(), run.rowsCommittedBefore(), task);
    }

    private synchronized void start(long rowsTotal, long committedBefore, String task) {
        planned = rowsTotal;
        before = committedBefore;
        startNanos = System.nanoTime();
        if (mode == Mode.BAR) {
            RecentRate barRate = new RecentRate(RATE_WINDOW_NANOS);
            barRate.add(startNanos, before);
            bar = new ProgressBarBuilder().setTaskName(task == null ? "rows" : task).setInitialMax(rowsTotal)
                    .startsFrom(before, Duration.ZERO)
                    .setStyle(ProgressBarStyle.ASCII).setUnit(" rows", 1).showSpeed()
                    .setEtaFunction(state -> eta(barRate, System.nanoTime(), state.getCurrent(), state.getMax()))
                    .setUpdateIntervalMillis(250).setConsumer(new ConsoleProgressBarConsumer(out)).build();
        } else {
            ScheduledExecutorService s = Executors.newSingleThreadScheduledExecutor(r -> {
                Thread t = new Thread(r, "seedgen-progress");
                t.setDaemon(true);
                return t;
            });
            long ms = interval.toMillis();
            RecentRate recent = new RecentRate(RATE_WINDOW_NANOS);
            recent.add(startNanos, 0);
            s.scheduleAtFixedRate(() -> {
                long now = System.nanoTime();
                long written = rows.sum();
                recent.add(now, written);
                String line = lineAtRate(before, written, planned, recent.rate());
                out.println(task == null ? line : line.replaceFirst("^seedgen: ", "seedgen: " + task + ": "));
            }, ms, ms, TimeUnit.MILLISECONDS);
            lines = s;
        }
    }

    @Override
    public void batchCommitted(String table, long n, long nanos) {
        rows.add(n);
        ProgressBar b = bar;
        if (b != null) {
            b.stepBy(n);
        }
    }

    /** The rows are in: no more progress lines, even while the unique keys are added. */
    @Override
    public void rowsEnded() {
        close();
    }

    @Override
    public void runEnded(State state) {
        close();
    }

    /** The ETA follows the rate of the last 20 s, not the average since the start (a load slows as it grows). */
    static final long RATE_WINDOW_NANOS = TimeUnit.SECONDS.toNanos(20);

    /**
     * One plain progress line, e.g. "seedgen: 120,000 of 1,000,000 rows (12.0%), 58,210 rows/s, ETA 15 s", with the
     * average rate since the start. {@code before} rows were committed by an interrupted run; the rate counts only
     * this run's {@code written}.
     */
    static String line(long before, long written, long planned, long elapsedNanos) {
        double seconds = elapsedNanos / 1e9;
        return lineAtRate(before, written, planned, seconds > 0 ? written / seconds : 0);
    }

    /** As above, with {@code rate} (rows/s, the recent one during a run) for the rate shown and the ETA. */
    static String lineAtRate(long before, long written, long planned, double rate) {
        long done = before + written;
        String eta = rate > 0 ? String.format(Locale.ROOT, "ETA %.0f s", (planned - done) / rate) : "ETA unknown";
        return String.format(Locale.ROOT, "seedgen: %,d of %,d rows (%.1f%%), %,.0f rows/s, %s", done, planned,
                100.0 * done / planned, rate, eta);
    }

    /**
     * The bar's ETA (its renderer asks a few times a second): {@code current} of {@code max} rows at {@code now},
     * at the rate of the last 20 s; empty while that rate is unknown.
     */
    static java.util.Optional<Duration> eta(RecentRate rate, long now, long current, long max) {
        double rowsPerSecond;
        synchronized (rate) {
            rate.add(now, current);
            rowsPerSecond = rate.rate();
        }
        if (rowsPerSecond <= 0) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(Duration.ofSeconds((long) Math.ceil(Math.max(0, max - current) / rowsPerSecond)));
    }

    @Override
    public synchronized void close() {
        ProgressBar b = bar;
        bar = null;
        if (b != null) {
            b.close();
        }
        ScheduledExecutorService s = lines;
        lines = null;
        if (s != null) {
            s.shutdownNow();
            try {
                s.awaitTermination(5, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** Rows per second over the samples of the last {@code window} nanoseconds (at least two samples). */
    static final class RecentRate {
        private final long window;
        private final java.util.ArrayDeque<long[]> samples = new java.util.ArrayDeque<>();

        RecentRate(long window) {
            this.window = window;
        }

        void add(long nanos, long rows) {
            samples.addLast(new long[] {nanos, rows});
            while (samples.size() > 2 && nanos - samples.peekFirst()[0] > window) {
                samples.removeFirst();
            }
        }

        double rate() {
            if (samples.size() < 2) {
                return 0;
            }
            long[] first = samples.peekFirst();
            long[] last = samples.peekLast();
            double seconds = (last[0] - first[0]) / 1e9;
            return seconds > 0 ? (last[1] - first[1]) / seconds : 0;
        }
    }
}
