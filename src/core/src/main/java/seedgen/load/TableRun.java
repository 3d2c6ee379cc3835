package seedgen.load;

import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.Supplier;
import seedgen.dialect.Dialect;
import seedgen.dialect.Loading;
import seedgen.dialect.RangeWriter;
import seedgen.dialect.TableSql;
import seedgen.error.SeedgenException;
import seedgen.metrics.RunMetrics;
import seedgen.model.Dataset;
import seedgen.run.Method;
import seedgen.runs.CommittedBatches;
import seedgen.runs.IdRanges;
import seedgen.runs.KeylessBatches;
import seedgen.runs.RowKeyBatches;
import seedgen.runs.RunRecords;

/**
 * The tables of a run: which of a table's rows are still to write (all, those past an --append run's, or those a
 * resume finds missing, looked up by key past the table's checkpoint), then a pool of workers writing them (one
 * table's, or several tables' side by side), each batch one transaction, each table's checkpoint moved on as they
 * commit.
 */
final class TableRun {

    /** What the run shares between its tables. */
    record Shared(Loading server, String namespace, RunRecords records, boolean checkpointed, int batch,
            java.time.Duration retryFor, RetryCounts retries, LatencyRecorder latency, RunMetrics metrics,
            boolean foreignKeyChecksOff, Consumer<String> info) {
    }

    /** How far the writing got: the runner's outcome, and the largest pool it used. */
    record Done(LoadRunner.Outcome outcome, int connections) {
    }

    private final Shared run;
    private final Dialect sql;

    TableRun(Shared run) {
        this.run = run;
        this.sql = run.server().dialect();
    }

    /** The schema of {@code table} in the run's namespace. */
    TableSql schema(Dataset.Table table) {
        return new TableSql(table.spec(), run.namespace(), sql);
    }

    private CommittedBatches committed(Dataset.Table table) {
        TableSql schema = schema(table);
        return table.primaryKey().isEmpty() ? new KeylessBatches(schema) : table.spec().rowIdKey()
                ? CommittedBatches.of(schema) : new RowKeyBatches(schema, table.primaryKey());
    }

    /**
     * The batches of {@code table} past its first {@code held} rows (those an --append run found there) not in it:
     * none when it holds all its rows, all when it holds no more than before, else those whose first row's key is
     * missing past the checkpoint (looked up 1,000 to a query). {@code action} hears how the look-up went.
     */
    IdRanges missing(Connection c, Dataset.Table table, long held, boolean shared, Consumer<String> action)
            throws SQLException {
        TableSql schema = schema(table);
        // a partition shares its tables with the others: their rows count too, so every batch is looked up
        long count = shared ? -1 : ExistingTables.count(c, schema);
        if (count == held) {
            action.accept("resuming the interrupted run: no row of it was committed");
            return IdRanges.all(held + 1, table.rows() - held);
        }
        if (count == table.rows()) {
            action.accept(String.format(Locale.ROOT, "resuming the interrupted run: all %,d rows were committed",
                    count - held));
            return new IdRanges(List.of(), count - held);
        }
        if (table.primaryKey().isEmpty()) { // no key tells which rows are in: the table is written again
            if (shared || held > 0) {
                throw SeedgenException.badInput("table " + table.name() + " has no key, so a resumed run cannot tell "
                        + "its rows from the ones before the run or another partition's: load it whole, in one run "
                        + "without --append or --partition");
            }
            try (Statement st = c.createStatement()) {
                st.executeUpdate(schema.deleteAll());
            }
            run.info().accept(String.format(Locale.ROOT, "Table %s: %,d of %,d rows there and no key to tell "
                    + "which: emptied, to be written again", table.name(), count, table.rows()));
            action.accept("resuming the interrupted run: its rows emptied, to be written again (no key tells them)");
            return IdRanges.all(1, table.rows());
        }
        CommittedBatches keys = committed(table);
        List<long[]> known = shared ? List.of() : run.records().committed(c, table.name());
        long claimed = known.stream().mapToLong(r -> Math.min(r[1], table.rows()) - Math.max(r[0], held + 1) + 1)
                .filter(n -> n > 0).sum();
        if (!shared && claimed > count - held) {
            // fewer rows than the checkpoint says committed: some went after their commit, so it is not trusted
            run.info().accept(String.format(Locale.ROOT, "Table %s: %,d rows there but %,d committed by the "
                    + "checkpoint: every batch is looked up", table.name(), count - held, claimed));
            known = List.of();
        }
        long t0 = System.nanoTime();
        long maxId = table.spec().rowIdKey() ? keys.maxIn(c, held + 1, table.rows()) : table.rows();
        CommittedBatches.Search search = CommittedBatches.missing(held + 1, table.rows(), run.batch(), known, maxId,
                rows -> keys.present(c, rows));
        double seconds = (System.nanoTime() - t0) / 1e9;
        IdRanges ranges = search.missing();
        run.info().accept(String.format(Locale.ROOT, "Table %s: %,d of %,d rows there; %,d batches looked up by key "
                + "in %.2f s", table.name(), ranges.alreadyCommitted(), table.rows() - held, search.probedBatches(),
                seconds));
        action.accept(String.format(Locale.ROOT, "resuming the interrupted run: %,d of %,d rows were committed, %,d "
                + "to write (%,d batches past the checkpoint looked up by key in %.2f s); in batches of %,d rows as "
                + "the interrupted run", ranges.alreadyCommitted(), table.rows() - held, ranges.missing(),
                search.probedBatches(), seconds, run.batch()));
        return ranges;
    }

    /** One table's rows to write: {@code ranges} of {@code table} (rows from {@code firstRow}) by {@code method}. */
    record Part(Dataset.Table table, IdRanges ranges, long firstRow, Method method) {
    }

    /**
     * Writes {@code parts} with up to {@code threads} workers on one pool: the tables side by side where there are
     * several (no foreign key is checked as the rows arrive), the workers taking ranges from the first in order that
     * has any left.
     */
    Done write(List<Part> parts, int threads, java.util.function.Consumer<LoadRunner> running)
            throws InterruptedException {
        long batches = parts.stream().mapToLong(p -> p.ranges().batches(run.batch())).sum();
        int workers = (int) Math.max(1, Math.min(threads, batches));
        boolean bulk = parts.stream().anyMatch(p -> p.method() != Method.INSERT);
        // The application's own foreign keys stay on its tables: with several connections a row can refer to one
        // another connection has not committed yet, so they are checked after the rows. A TIMESTAMP is read in UTC,
        // where every time exists (no daylight-saving gap) on any server.
        try (HikariDataSource pool = run.server().pool(workers, bulk, run.foreignKeyChecksOff(),
                run.metrics().poolMetrics())) {
            List<LoadRunner.Lane> lanes = new java.util.ArrayList<>();
            for (Part p : parts) {
                TableSql schema = schema(p.table());
                Supplier<RangeWriter> writers = () -> run.server().writer(p.table().spec(), schema.qualifiedName(),
                        schema.quotedColumns(), p.method() != Method.INSERT);
                Checkpoints checkpoints = run.checkpointed() ? new Checkpoints(pool, run.records(),
                        p.table().name(), p.ranges(), p.firstRow(), sql) : Checkpoints.none(p.ranges());
                lanes.add(new LoadRunner.Lane(p.table().name(), writers, p.ranges(), checkpoints,
                        committed(p.table())));
            }
            LoadRunner runner = new LoadRunner(lanes, pool, run.batch(), workers, run.retryFor(), run.retries(),
                    run.latency(), run.metrics(), sql);
            running.accept(runner);
            LoadRunner.Outcome outcome = runner.run();
            int connections = pool.getHikariPoolMXBean() == null ? workers
                    : Math.max(workers, pool.getHikariPoolMXBean().getTotalConnections());
            return new Done(outcome, connections);
        }
    }
}
