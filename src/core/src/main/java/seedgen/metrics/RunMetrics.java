package seedgen.metrics;

import com.zaxxer.hikari.metrics.MetricsTrackerFactory;
import java.util.List;
import java.util.Objects;
import seedgen.dialect.SqlOutcome;

/**
 * What the run loop tells the outside world while a load runs. Every method does nothing by default, so a run
 * without --metrics-port, --pushgateway or progress pays one virtual call per batch and nothing else. Methods
 * are called from the worker threads and must be cheap and thread-safe.
 */
public interface RunMetrics {

    /** Does nothing: metrics and progress off. */
    RunMetrics NONE = new RunMetrics() {
    };

    /** The run's states, as seedgen_run_state{state=...} shows them. */
    enum State {
        LOADING, DONE, FAILED, INTERRUPTED;

        public String label() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /**
     * What is known when the rows start: the table, the method actually used, the run's ids in all, and how many
     * of them an interrupted run had already committed ({@code --resume}; 0 otherwise).
     */
    record RunInfo(String table, String method, long rowsTotal, long rowsCommittedBefore) {
        public RunInfo {
            Objects.requireNonNull(table, "table");
            Objects.requireNonNull(method, "method");
            if (rowsTotal < 1) {
                throw new IllegalArgumentException("rowsTotal must be at least 1, was " + rowsTotal);
            }
            if (rowsCommittedBefore < 0 || rowsCommittedBefore > rowsTotal) {
                throw new IllegalArgumentException("rowsCommittedBefore must be within 0.." + rowsTotal + ", was "
                        + rowsCommittedBefore);
            }
        }

        /** A run with nothing committed before. */
        public RunInfo(String table, String method, long rowsTotal) {
            this(table, method, rowsTotal, 0);
        }

        /** The rows this process is to write. */
        public long rowsToWrite() {
            return rowsTotal - rowsCommittedBefore;
        }
    }

    /** Once, after the checks and the DDL, before the pool opens and the first row is written. */
    default void runStarted(RunInfo run) {
    }

    /**
     * A dataset run, once, before its first table and instead of {@link #runStarted}: what every table's series
     * share. Each table then gets {@link #tableStarted} and {@link #rowsEnded}; {@link #runEnded} comes once, at the
     * end of the last table. {@code slice}: which part of the dataset this process writes ("all", "partition 2/4",
     * "shard b"), so that the processes of a split load are told apart.
     */
    default void datasetStarted(String dataset, String method, String slice) {
    }

    /** A table of a dataset run, before its pool opens: {@code table.table()} labels its rows and batches. */
    default void tableStarted(RunInfo table) {
    }

    /**
     * The tables of a dataset run written side by side by one pool of workers, before it opens, instead of {@link
     * #tableStarted} for each; {@link #rowsEnded} comes once, when all their rows are in.
     */
    default void tablesStarted(List<RunInfo> tables) {
        tables.forEach(this::tableStarted);
    }

    /** A batch (an INSERT batch or a LOAD DATA chunk) of {@code rows} rows of {@code table} committed in {@code nanos}. */
    default void batchCommitted(String table, long rows, long nanos) {
    }

    /**
     * A batch of {@code table} (null: before any) failed for good (rolled back), with {@code outcome} (the dialect's
     * classification of its error, {@link seedgen.dialect.SqlFailure#of}).
     */
    default void batchFailed(String table, SqlOutcome outcome) {
    }

    /** A batch of {@code table} is about to be tried again after a transient failure of {@code outcome}. */
    default void retried(String table, SqlOutcome outcome) {
    }

    /** Once the workers have stopped; the keys put off to after the rows may still be added after it. */
    default void rowsEnded() {
    }

    /** Once, when the run has ended. */
    default void runEnded(State state) {
    }

    /** HikariCP's pool metrics, or null for none. */
    default MetricsTrackerFactory poolMetrics() {
        return null;
    }

    /** All of {@code parts}, in order; the first non-null pool-metrics factory wins. */
    static RunMetrics all(List<RunMetrics> parts) {
        List<RunMetrics> list = List.copyOf(parts);
        if (list.isEmpty()) {
            return NONE;
        }
        if (list.size() == 1) {
            return list.get(0);
        }
        return new RunMetrics() {
            @Override
            public void runStarted(RunInfo run) {
                list.forEach(m -> m.runStarted(run));
            }

            @Override
            public void datasetStarted(String dataset, String method, String slice) {
                list.forEach(m -> m.datasetStarted(dataset, method, slice));
            }

            @Override
            public void tableStarted(RunInfo table) {
                list.forEach(m -> m.tableStarted(table));
            }

            @Override
            public void tablesStarted(List<RunInfo> tables) {
                list.forEach(m -> m.tablesStarted(tables));
            }

            @Override
            public void batchCommitted(String table, long rows, long nanos) {
                for (RunMetrics m : list) {
                    m.batchCommitted(table, rows, nanos);
                }
            }

            @Override
            public void batchFailed(String table, SqlOutcome outcome) {
                list.forEach(m -> m.batchFailed(table, outcome));
            }

            @Override
            public void retried(String table, SqlOutcome outcome) {
                list.forEach(m -> m.retried(table, outcome));
            }

            @Override
            public void rowsEnded() {
                list.forEach(RunMetrics::rowsEnded);
            }

            @Override
            public void runEnded(State state) {
                list.forEach(m -> m.runEnded(state));
            }

            @Override
            public MetricsTrackerFactory poolMetrics() {
                return list.stream().map(RunMetrics::poolMetrics).filter(Objects::nonNull).findFirst().orElse(null);
            }
        };
    }
}
