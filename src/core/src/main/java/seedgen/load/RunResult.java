package seedgen.load;

import java.util.List;
import java.util.Map;
import seedgen.slice.Partition;

/**
 * What a run did, for the summary and the JSON report. Holds no password: the target is described as
 * user@host:port/namespace, its tables' {@code namespace} (a database, a schema). {@code rowsPlanned}: the rows this run adds to all tables; {@code orphans}: rows whose
 * foreign key finds no parent row, per constraint (all 0 when DONE); {@code waitingFor}: the partitions of a split run
 * still to end; {@code logins}: the tables' bcrypt columns, and what their rows log in with; {@code sideBySide}: the
 * tables were written at the same time by one pool of workers, their keys added after, rather than one after the
 * other, parents first; {@code notes}: what the run chose and said on a line of its own (INSERT where the bulk path
 * could not go, fewer threads than asked).
 */
public record RunResult(Status status, String dataset, String namespace, String target, String serverVersion,
        String method, boolean sideBySide,
        List<TableResult> tables, Map<String, Long> orphans, double seconds, String error, KeysAdded keysAdded,
        long rowsPlanned, List<Partition> waitingFor, BatchLatency batchLatency, long statements, int connections,
        int threads, int batchSize, List<Phase> phases, Map<String, Long> retries, List<LoginUsed> logins,
        List<String> notes) {

    public RunResult {
        tables = List.copyOf(tables);
        orphans = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(orphans));
        waitingFor = List.copyOf(waitingFor);
        phases = List.copyOf(phases);
        retries = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(retries));
        logins = List.copyOf(logins);
        notes = List.copyOf(notes);
    }

    /**
     * The same result with a last phase, {@code name}, holding what {@code total} (the run's time so far) has past the
     * phases' sum: the time between and after them, so that they add up to the run's.
     */
    public RunResult endingWith(String name, double total) {
        double rest = Math.max(0, total - phases.stream().mapToDouble(Phase::seconds).sum());
        List<Phase> all = new java.util.ArrayList<>(phases);
        all.add(new Phase(name, rest));
        return new RunResult(status, dataset, namespace, target, serverVersion, method, sideBySide, tables, orphans,
                seconds, error, keysAdded, rowsPlanned, waitingFor, batchLatency, statements, connections, threads,
                batchSize, all, retries, logins, notes);
    }

    /** The same result with {@code first} before its phases ("start", the time before the load); null: as it is. */
    public RunResult startingWith(Phase first) {
        if (first == null) {
            return this;
        }
        List<Phase> all = new java.util.ArrayList<>(phases.size() + 1);
        all.add(first);
        all.addAll(phases);
        return new RunResult(status, dataset, namespace, target, serverVersion, method, sideBySide, tables, orphans,
                seconds, error, keysAdded, rowsPlanned, waitingFor, batchLatency, statements, connections, threads,
                batchSize, all, retries, logins, notes);
    }

    public enum Status {
        DONE, FAILED, INTERRUPTED;

        /** The same, as the API says how a run ended. */
        public seedgen.run.Ending ending() {
            return seedgen.run.Ending.valueOf(name());
        }
    }

    /**
     * One table's part of the run: what was found and done to it before the rows ({@code action}); {@code rows} this
     * run adds, {@code rowsBefore} of them an interrupted run had committed; {@code held}: rows the table held before an
     * --append run (0 otherwise); its rows {@code firstRow..lastRow}, which are its ids where {@code rowIds}.
     */
    public record TableResult(String table, String action, long rows, long rowsWritten, long rowsBefore,
            double seconds, long statements, long held, long firstRow, long lastRow, boolean rowIds) {
        public double rowsPerSecond() {
            return seconds > 0 ? rowsWritten / seconds : 0;
        }
    }

    /** The keys a run added after the rows (--defer-indexes, or a resume of such a run) and how long that took. */
    public record KeysAdded(int unique, int foreign, double seconds) {
        public static final KeysAdded NONE = new KeysAdded(0, 0, 0);
    }

    /**
     * A timed step of the run: the start (the process's time before the load, a command's run only), prepare (checks
     * and DDL), load, the keys added after, the orphan count.
     */
    public record Phase(String name, double seconds) {
    }

    /** A bcrypt column: every row of {@code table} logs in with {@code plaintext}. */
    public record LoginUsed(String table, String column, String plaintext, int cost, int hashesComputed) {
    }

    public long rowsWritten() {
        return tables.stream().mapToLong(TableResult::rowsWritten).sum();
    }

    /** Rows an interrupted run had committed, which this resume found in place. */
    public long rowsAlreadyCommitted() {
        return tables.stream().mapToLong(TableResult::rowsBefore).sum();
    }

    public double rowsPerSecond() {
        return seconds > 0 ? rowsWritten() / seconds : 0;
    }

    /** Batches retried after a transient fault, all reasons together. */
    public long retriesTotal() {
        return retries.values().stream().mapToLong(Long::longValue).sum();
    }

    /** Whether this run finished a recorded one (or found it finished). */
    public boolean resumed() {
        return tables.stream().anyMatch(t -> t.action().startsWith("resuming") || t.action().startsWith("nothing to"));
    }
}
