package seedgen.load;

import seedgen.dialect.Method;
import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import java.util.function.Consumer;
import java.util.function.Supplier;
import seedgen.dialect.Dialect;
import seedgen.dialect.Loading;
import seedgen.dialect.RangeWriter;
import seedgen.dialect.mysql.MySql;
import seedgen.error.SeedgenException;
import seedgen.connect.Target;
import seedgen.metrics.RunMetrics;
import seedgen.runs.CommittedBatches;
import seedgen.runs.DatasetRuns;
import seedgen.runs.IdRanges;
import seedgen.runs.RowKeyBatches;
import seedgen.dialect.mysql.TableSchema;
import seedgen.slice.Partition;
import seedgen.spec.Dataset;

/**
 * Loads a {@link Dataset}: its tables created with their keys and foreign keys, then filled one after the other in
 * load order (parents first, so the server checks every foreign key as rows arrive), each by the same workers,
 * batches and writers as the users table; then every foreign key is verified by counting orphans.
 */
public final class DatasetLoad {

    private final Consumer<String> info;
    private final RunMetrics metrics;
    private volatile LoadRunner runner;
    private volatile boolean stopRequested;
    /** The words of the server of the load under way. */
    private Dialect sql = MySql.INSTANCE;

    /** Which slice of the dataset this load writes, for the metrics' slice label. */
    private final String slice;

    public DatasetLoad(Consumer<String> info, RunMetrics metrics) {
        this(info, metrics, "all");
    }

    /** {@code slice}: which part of the dataset it writes ("all", "partition 2/4", "shard b"). */
    public DatasetLoad(Consumer<String> info, RunMetrics metrics, String slice) {
        this.info = info;
        this.metrics = metrics;
        this.slice = slice;
    }

    /**
     * One table's part of the load: {@code rows} this run adds, {@code rowsBefore} of them a resumed run found
     * committed; {@code held}: rows the table held before an --append run (0 otherwise).
     */
    public record TableResult(String table, long rows, long rowsWritten, long rowsBefore, double seconds,
            long statements, long held) {
        public double rowsPerSecond() {
            return seconds > 0 ? rowsWritten / seconds : 0;
        }
    }

    /**
     * The whole load; {@code orphans}: rows whose foreign key finds no parent, per constraint (all 0 when DONE);
     * {@code rowsPlanned}: the rows this run adds to all tables.
     */
    public record Result(LoadResult.Status status, String target, String method, List<TableResult> tables,
            Map<String, Long> orphans, double seconds, String error, KeysAdded keysAdded, long rowsPlanned,
            List<Partition> waitingFor) {
        public Result {
            waitingFor = List.copyOf(waitingFor);
        }
    }

    /** The keys a run added after the rows (--defer-indexes, or a resume of such a run) and how long that took. */
    public record KeysAdded(int unique, int foreign, double seconds) {
        static final KeysAdded NONE = new KeysAdded(0, 0, 0);
    }

    public void requestStop() {
        stopRequested = true;
        LoadRunner r = runner;
        if (r != null) {
            r.requestStop();
        }
    }

    /**
     * How a dataset run starts: afresh (an existing table refused unless emptied), or finishing a recorded run;
     * {@code deferKeys}: the tables get their unique keys and foreign keys after all rows are in.
     */
    public record Start(boolean truncate, boolean resume, String fingerprint, Duration retryFor, boolean deferKeys,
            boolean append, boolean deferOnRows, Sizing sizing, boolean existingSchema, Partition partition) {
        public Start {
            if (partition != null && (append || existingSchema)) {
                throw SeedgenException.badInput((append ? "--append" : "--from-db") + " is not supported with "
                        + "--partition: load the dataset split, or " + (append ? "append" : "fill the schema")
                        + " in one process");
            }
            if (existingSchema && (deferKeys || append)) {
                throw SeedgenException.badInput((deferKeys ? "--defer-indexes" : "--append") + " is not supported "
                        + "with --from-db: the tables are the application's, filled as they are; drop it");
            }
            if (append && (truncate || resume)) {
                throw SeedgenException.badInput("--append adds to the tables; " + (truncate ? "--truncate empties them"
                        : "--resume finishes a recorded run") + ": choose one");
            }
            if (deferOnRows && !deferKeys) {
                throw SeedgenException.badInput("--defer-indexes-on-rows only makes sense with --defer-indexes: "
                        + "add --defer-indexes or drop it");
            }
            if (append && sizing == null) {
                throw new IllegalArgumentException("an --append run needs the dataset's sizing");
            }
        }

        public Start(boolean truncate, boolean resume, String fingerprint, Duration retryFor, boolean deferKeys,
                boolean append, boolean deferOnRows, Sizing sizing, boolean existingSchema) {
            this(truncate, resume, fingerprint, retryFor, deferKeys, append, deferOnRows, sizing, existingSchema,
                    null);
        }

        public Start(boolean truncate, boolean resume, String fingerprint, Duration retryFor, boolean deferKeys) {
            this(truncate, resume, fingerprint, retryFor, deferKeys, false, false, null, false);
        }

        /** The same start for partition {@code p} of a split run. */
        public Start partition(Partition p) {
            return new Start(truncate, resume, fingerprint, retryFor, deferKeys, append, deferOnRows, sizing,
                    existingSchema, p);
        }

        public Start(boolean truncate, boolean resume, String fingerprint, Duration retryFor, boolean deferKeys,
                boolean append, boolean deferOnRows, Sizing sizing) {
            this(truncate, resume, fingerprint, retryFor, deferKeys, append, deferOnRows, sizing, false);
        }

        public Start(boolean truncate, boolean resume, String fingerprint, Duration retryFor) {
            this(truncate, resume, fingerprint, retryFor, false);
        }
    }

    /**
     * The dataset at other sizes: its root tables (those with {@code rows:}) holding the rows given, the others
     * following their owners. An --append run continues from what the tables hold: the rows of the dataset sized
     * to (held + asked) past those of the dataset sized to what is held.
     */
    public interface Sizing {
        Dataset withRootRows(Map<String, Long> rows);
    }

    /**
     * {@code start.truncate()}: empty the dataset's tables if they exist; otherwise an existing table is refused.
     * {@code start.resume()}: finish the run recorded with the same fingerprint: tables already whole stay, the
     * others get the batches their keys show missing, on the recorded grid.
     */
    public Result load(Dataset dataset, Target target, Method asked, int requestedBatch, int threads, Start start) {
        return load(dataset, target, asked, requestedBatch, threads, start, null);
    }

    /** Server settings changed for the load (--tune) and put back when it ends, however it ends. */
    public interface Tuning {
        /** Called once the run lock (with the server's tuning lock) is held, before any table is touched. */
        Applied apply(Target target);

        /** Puts the settings back. */
        interface Applied extends AutoCloseable {
            @Override
            void close();
        }
    }

    /** As {@link #load(Dataset, Target, Method, int, int, Start)}, with {@code tuning} (null for none) around it. */
    public Result load(Dataset asked, Target target, Method askedMethod, int requestedBatch, int threads, Start start,
            Tuning tuning) {
        long t0 = System.nanoTime();
        Method method;
        Loading server = Loadings.of(target, info);
        sql = server.dialect();
        try (server;
                Loading.Lock lock = server.lock(start.partition() == null ? "(dataset)" : "partition "
                        + start.partition() + " of dataset " + asked.name(), tuning != null, info);
                Tuning.Applied tuned = tuning == null ? () -> { } : tuning.apply(target);
                Connection probe = server.probe()) {
            server.prepare(probe, info);
            if (start.existingSchema()) {
                server.checkForeignKeysCanWait(probe);
            }
            method = resolve(askedMethod, server, probe);
            String database = target.namespace();
            Begun begun = start.partition() == null ? begin(probe, asked, database, start, requestedBatch)
                    : beginPart(probe, asked, database, start, requestedBatch);
            int batch = begun.batch();
            // An --append run (or the resume of one): the rows past those of the dataset at the size it held.
            Dataset before = begun.bases().isEmpty() ? null : start.sizing().withRootRows(begun.bases());
            Dataset dataset = before == null ? asked : start.sizing().withRootRows(grown(asked, begun.bases()));
            List<TableResult> results = new ArrayList<>();
            String failure = null;
            LoadResult.Status status = LoadResult.Status.DONE;
            metrics.datasetStarted(dataset.name(), method.optionName(), slice);
            long datasetRowsDone = 0;
            int tableNumber = 0;
            for (Dataset.Table table : dataset.tables()) {
                tableNumber++;
                if (stopRequested) {
                    status = LoadResult.Status.INTERRUPTED;
                    break;
                }
                TableResult r;
                LoadRunner.Outcome outcome;
                long t1 = System.nanoTime();
                // rows 1..held were there before this run (an --append run); this run's are held+1..rows
                long held = before == null ? 0 : before.table(table.name()).rows();
                long rows = table.rows() - held;
                int workers = (int) Math.max(1, Math.min(threads, (rows + batch - 1) / Math.max(1, batch)));
                TableSchema schema = new TableSchema(table.spec(), database, sql);
                IdRanges ranges = rows == 0 ? null : begun.partDone() ? new IdRanges(List.of(), rows)
                        : begun.resume() ? missing(probe, table, held, schema, batch, start.partition() != null)
                        : IdRanges.all(held + 1, rows);
                long committed = ranges == null ? 0 : ranges.alreadyCommitted();
                info.accept(String.format(java.util.Locale.ROOT, "Table %s.%s: %s%s (%stable %d of %d; %,d of the "
                        + "run's %,d rows before it)", database, table.name(), committed == rows
                        ? String.format(java.util.Locale.ROOT, "whole, %,d rows", committed)
                        : String.format(java.util.Locale.ROOT, "writing %,d rows with %d %s", rows - committed,
                                workers, workers == 1 ? "thread" : "threads"),
                        held == 0 ? "" : String.format(java.util.Locale.ROOT, " after the %,d it held", held),
                        slice.equals("all") ? "" : slice + ", ", tableNumber, dataset.tables().size(), datasetRowsDone,
                        dataset.totalRows() - (before == null ? 0 : before.totalRows())));
                datasetRowsDone += rows;
                if (rows == 0) {
                    outcome = LoadRunner.Outcome.nothingToDo();
                } else {
                    Method tableMethod = method;
                    String insertOnly = method == Method.INSERT ? null : server.insertOnly(table.spec());
                    if (insertOnly != null) {
                        tableMethod = Method.INSERT;
                        info.accept("Table " + table.name() + ": by INSERT, since " + insertOnly);
                    }
                    boolean bulk = tableMethod != Method.INSERT;
                    // before the pool opens: its meters are the table's
                    metrics.tableStarted(new RunMetrics.RunInfo(table.name(), tableMethod.optionName(), rows,
                            committed));
                    // The application's own foreign keys stay on its tables: with several connections a row can
                    // refer to one another connection has not committed yet, so they are checked after the rows.
                    // A TIMESTAMP is read in UTC, where every time exists (no daylight-saving gap) on any server.
                    try (HikariDataSource pool = server.pool(workers, bulk, start.existingSchema(),
                            metrics.poolMetrics())) {
                        Supplier<RangeWriter> writers = () -> server.writer(table.spec(), schema.qualifiedName(),
                                schema.quotedColumns(), bulk);
                        LoadRunner run = new LoadRunner(writers, pool, ranges, Checkpoints.none(ranges),
                                table.primaryKey().isEmpty() ? new seedgen.runs.KeylessBatches(schema)
                                        : new RowKeyBatches(schema, table.primaryKey()), batch, workers,
                                start.retryFor(),
                                new RetryCounts(reason -> metrics.retried(reason.asFailureReason())), metrics,
                                server.dialect());
                        runner = run;
                        if (stopRequested) {
                            run.requestStop();
                        }
                        outcome = run.run();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        throw new SeedgenException(SeedgenException.Kind.INTERRUPTED, "interrupted", e);
                    } finally {
                        runner = null;
                    }
                }
                metrics.rowsEnded();
                r = new TableResult(table.name(), rows, outcome.rowsWritten(), committed,
                        (System.nanoTime() - t1) / 1e9, outcome.statements(), held);
                results.add(r);
                if (outcome.failure() != null) {
                    status = LoadResult.Status.FAILED;
                    failure = "table " + table.name() + ": " + (outcome.failure() instanceof SQLException e
                            ? server.describeRefusal(e, database, table.name())
                            : outcome.failure() instanceof SeedgenException s ? s.getMessage()
                            : outcome.failure().getClass().getSimpleName() + ": " + outcome.failure().getMessage());
                    break;
                }
                if (outcome.stopped() || stopRequested) {
                    status = LoadResult.Status.INTERRUPTED;
                    break;
                }
            }
            Map<String, Long> orphans = new LinkedHashMap<>();
            KeysAdded keys = KeysAdded.NONE;
            List<Partition> waitingFor = List.of();
            if (status == LoadResult.Status.DONE && start.partition() != null) {
                waitingFor = partDone(probe, dataset, database, start);
            }
            if (status == LoadResult.Status.DONE && waitingFor.isEmpty()) {
                Finished f = finish(server, dataset, database, start.existingSchema(), start.partition() != null);
                status = f.status();
                failure = f.failure();
                orphans = f.orphans();
                keys = f.keys();
            }
            metrics.runEnded(switch (status) {
                case DONE -> RunMetrics.State.DONE;
                case FAILED -> RunMetrics.State.FAILED;
                case INTERRUPTED -> RunMetrics.State.INTERRUPTED;
            });
            return new Result(status, target.describe(), method.optionName(), results, orphans,
                    (System.nanoTime() - t0) / 1e9, failure, keys,
                    dataset.totalRows() - (before == null ? 0 : before.totalRows()), waitingFor);
        } catch (SQLException e) {
            throw server.connectFailure(e);
        }
    }

    /** How the work after the rows ended: the keys added, the orphans counted, and a failure (null for none). */
    public record Finished(LoadResult.Status status, String failure, Map<String, Long> orphans, KeysAdded keys) {
    }

    /**
     * After all rows are in: the keys a table lacks added, the server's own after-rows work, every foreign key
     * checked by counting orphans, and (with none) the run's records removed: those of every partition ({@code
     * split}) or the run's.
     */
    private Finished finish(Loading server, Dataset dataset, String database, boolean existingSchema, boolean split) {
        // A connection of its own: the probe sat idle through the load, and the check joins whole tables, which on
        // large ones runs for minutes without a byte on the wire.
        try (Connection check = server.single()) {
            KeysAdded keys = existingSchema ? KeysAdded.NONE : addMissingKeys(check, dataset, database);
            sql.afterRows(check, database, dataset.tables().stream().map(Dataset.Table::name).toList());
            // An application's schema: every key its catalog holds, partitions' own among them, not only the spec's
            Map<String, Long> orphans = existingSchema ? declaredOrphans(check, dataset, database, sql)
                    : orphans(check, dataset, database, sql);
            long total = orphans.values().stream().mapToLong(Long::longValue).sum();
            if (total > 0) {
                Map<String, Long> broken = new LinkedHashMap<>(orphans);
                broken.values().removeIf(n -> n == 0);
                return new Finished(LoadResult.Status.FAILED, total + " rows refer to no parent row: " + broken,
                        orphans, keys);
            }
            if (split) {
                new DatasetRuns(database, sql).finishParts(check, dataset.name());
            } else {
                new DatasetRuns(database, sql).finish(check, dataset.name());
            }
            return new Finished(LoadResult.Status.DONE, null, orphans, keys);
        } catch (SQLException e) {
            return new Finished(LoadResult.Status.FAILED, "the rows are in, but adding or checking their keys failed ("
                    + server.describe(e) + "): run again " + (split ? "(any partition's command line, or seedgen "
                    + "finish)" : "with --resume") + " to finish them", Map.of(), KeysAdded.NONE);
        }
    }

    /**
     * {@code seedgen finish}: the work after the rows of a run split into {@code n} partitions (made from
     * {@code fingerprint}), done here rather than by the last partition (whose finishing failed, or was stopped).
     * Refused while a partition's rows are not all in, naming those partitions.
     */
    public Finished finishSplit(Dataset dataset, Target target, String fingerprint, int n) {
        Loading server = Loadings.of(target, info);
        sql = server.dialect();
        String database = target.namespace();
        try (server; Connection probe = server.probe()) {
            if (!sql.tableExists(probe, database, DatasetRuns.TABLE)) {
                throw nothingToFinish(dataset, database);
            }
            sql.enterNamespace(probe, database);
            lockSetup(probe, database, dataset);
            List<DatasetRuns.Part> parts = new DatasetRuns(database, sql).parts(probe, dataset.name());
            if (parts.isEmpty()) {
                throw nothingToFinish(dataset, database);
            }
            for (DatasetRuns.Part p : parts) {
                if (p.partition().n() != n || !p.fingerprint().equals(fingerprint)) {
                    throw SeedgenException.targetUnusable("the split run of dataset " + dataset.name() + " in "
                            + database + " is " + (p.partition().n() != n ? "in " + p.partition().n()
                            + " partitions, not " + n : "made from another spec, --param, --seed or --rows")
                            + ": finish it with the options that started it", null);
                }
            }
            List<String> waiting = new ArrayList<>();
            for (int k = 1; k <= n; k++) {
                int kk = k;
                if (parts.stream().noneMatch(p -> p.partition().k() == kk && p.done())) {
                    waiting.add(kk + "/" + n);
                }
            }
            if (!waiting.isEmpty()) {
                throw SeedgenException.targetUnusable("partition(s) " + String.join(", ", waiting) + " of dataset "
                        + dataset.name() + " have not written all their rows: run their command lines (each goes on "
                        + "where it stopped; the last to end finishes the run)", null);
            }
            info.accept("seedgen: every partition of dataset " + dataset.name() + " is in: adding and checking the "
                    + "keys");
            return finish(server, dataset, database, false, true);
        } catch (SQLException e) {
            throw server.connectFailure(e);
        }
    }

    private static SeedgenException nothingToFinish(Dataset dataset, String database) {
        return SeedgenException.targetUnusable("no split run of dataset " + dataset.name() + " is recorded in "
                + database + ": nothing to finish (the last partition to end finishes a run and removes its records)",
                null);
    }

    /** The method this run uses: {@code asked}, or for --method auto the bulk path where the server allows it. */
    private Method resolve(Method asked, Loading server, Connection probe) throws SQLException {
        if (asked == Method.INSERT) {
            return Method.INSERT;
        }
        if (asked != Method.AUTO && !asked.optionName().equals(server.bulkMethod())) {
            throw SeedgenException.badInput("--method " + asked.optionName() + " is not a bulk path of "
                    + sql.name() + ": use --method " + server.bulkMethod() + ", insert or auto");
        }
        String refusal = server.bulkRefusal(probe);
        if (refusal == null) {
            return Method.ofOption(server.bulkMethod());
        }
        if (asked != Method.AUTO) {
            throw SeedgenException.targetUnusable(refusal + ", or use --method insert", null);
        }
        info.accept("seedgen: " + refusal.substring(0, refusal.indexOf(':')) + "; --method auto uses insert");
        return Method.INSERT;
    }

    /** How the run began: its batch grid and, for an --append run, the rows each root table held before it. */
    private record Begun(int batch, Map<String, Long> bases, boolean resume, boolean partDone) {
        Begun(int batch, Map<String, Long> bases, boolean resume) {
            this(batch, bases, resume, false);
        }
    }

    /** Checks and records the run, creates (or empties) the tables; returns the batch grid to use. */
    private Begun begin(Connection c, Dataset dataset, String database, Start start, int batch) throws SQLException {
        for (Dataset.Table t : dataset.tables()) {
            if (t.name().equalsIgnoreCase(DatasetRuns.TABLE)) {
                throw SeedgenException.badInput("table " + t.name() + " is the name of seedgen's own bookkeeping: "
                        + "rename it in the spec");
            }
        }
        List<String> existing = new ArrayList<>(existingTables(c, dataset, database));
        if (!start.existingSchema()) { // before anything is emptied or written: a table of another layout is not ours
            checkLayout(c, dataset, database, existing);
        }
        if (start.append()) { // before the database is made: a refused run leaves nothing
            List<String> absent = dataset.tables().stream().map(Dataset.Table::name).filter(t -> !existing.contains(t))
                    .toList();
            if (!absent.isEmpty()) {
                throw SeedgenException.targetUnusable("--append adds to the dataset's tables, but " + database
                        + " has no table " + String.join(", ", absent) + ": load the dataset first (without --append)",
                        null);
            }
        }
        DatasetRuns runs = new DatasetRuns(database, sql);
        java.util.Optional<DatasetRuns.Run> recorded = runs.read(c, dataset.name());
        if (start.resume() && recorded.isEmpty()) { // before the database is made, as for --append
            throw SeedgenException.targetUnusable("no interrupted run of dataset " + dataset.name() + " is recorded in "
                    + database + ": run without --resume", null);
        }
        sql.enterNamespace(c, database);
        if (start.resume()) {
            DatasetRuns.Run run = recorded.get();
            if (!run.fingerprint().equals(start.fingerprint())) {
                throw SeedgenException.targetUnusable("the interrupted run of dataset " + dataset.name() + " in "
                        + database + " was made from another spec, --param, --seed or --rows: resume with the same "
                        + "ones, or start over with --truncate", null);
            }
            if (!run.bases().isEmpty() && start.sizing() == null) {
                throw SeedgenException.targetUnusable("the interrupted run of dataset " + dataset.name() + " in "
                        + database + " was an --append run: resume it with the seedgen command", null);
            }
            if (run.batchSize() != batch) {
                info.accept("seedgen: resuming on the interrupted run's grid of " + run.batchSize() + " rows a batch");
            }
            if (!start.existingSchema()) {
                createMissing(c, dataset, database, existing, start.deferKeys());
            }
            return new Begun((int) run.batchSize(), run.bases(), true);
        }
        if (recorded.isPresent() && !start.truncate()) {
            throw SeedgenException.targetUnusable("an interrupted run of dataset " + dataset.name() + " is recorded in "
                    + database + ": finish it with --resume, or start over with --truncate", null);
        }
        if (start.append()) {
            Map<String, Long> bases = held(c, dataset, database, start.sizing());
            checkAppendable(start.sizing().withRootRows(bases), start.sizing().withRootRows(grown(dataset, bases)));
            if (start.deferKeys() && !start.deferOnRows() && bases.values().stream().anyMatch(n -> n > 0)) {
                throw SeedgenException.badInput("--defer-indexes with --append drops the unique keys and foreign keys "
                        + "of tables that hold rows and rebuilds them over every row: add --defer-indexes-on-rows to do "
                        + "that, or drop --defer-indexes");
            }
            dropSecondaryKeys(c, dataset, database, existing, start.deferKeys());
            runs.start(c, dataset.name(), new DatasetRuns.Run(start.fingerprint(), batch, bases));
            return new Begun(batch, bases, false);
        }
        if (start.existingSchema()) {
            existing.addAll(checkExisting(c, dataset, database, existing, start.truncate()));
        } else if (!existing.isEmpty() && !start.truncate()) {
            throw SeedgenException.targetUnusable(sql.namespaceKind() + " " + database + " already has table(s) "
                    + existing + " of this dataset: add --truncate to empty them first, --append to add to them, or "
                    + "choose another --" + sql.namespaceKind(), null);
        }
        if (!existing.isEmpty() && start.truncate()) { // without --truncate, checkExisting found them empty
            if (start.existingSchema()) {
                existing.addAll(emptyReferrers(c, database, existing));
            }
            sql.truncate(c, database, existing);
            info.accept("Tables " + existing + " emptied (--truncate)");
            if (!start.existingSchema()) {
                dropSecondaryKeys(c, dataset, database, existing, start.deferKeys());
            }
        }
        runs.start(c, dataset.name(), new DatasetRuns.Run(start.fingerprint(), batch, Map.of()));
        if (!start.existingSchema()) {
            createMissing(c, dataset, database, existing, start.deferKeys());
        }
        return new Begun(batch, Map.of(), false);
    }

    /**
     * The tables of an application's schema the fill leaves alone (--tables, --exclude-tables, a table it cannot
     * fill) whose foreign keys refer to one it empties: none may hold a row, which would be left referring to
     * nothing (refused before anything is emptied); the empty ones are emptied with them, as PostgreSQL's TRUNCATE
     * needs.
     */
    private List<String> emptyReferrers(Connection c, String database, List<String> emptied) throws SQLException {
        java.util.Set<String> out = new java.util.LinkedHashSet<>();
        for (Dialect.DeclaredForeignKey fk : sql.declaredForeignKeys(c, database)) {
            if (emptied.contains(fk.refRoot()) && !emptied.contains(fk.root())) {
                out.add(fk.root());
            }
        }
        for (String table : out) {
            try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT 1 FROM "
                    + sql.qualify(database, table) + " LIMIT 1")) {
                if (rs.next()) {
                    throw SeedgenException.badInput("--truncate would empty tables that " + table + " refers to, "
                            + "and its rows would then refer to nothing: empty " + table + " first, or fill it too");
                }
            }
        }
        return new ArrayList<>(out);
    }

    /** How long a partition waits for another to finish setting up or finishing the tables. */
    private static final int SETUP_WAIT_SECONDS = 600;

    private void lockSetup(Connection c, String database, Dataset dataset) throws SQLException {
        if (!sql.lockSetup(c, database, dataset.name(), SETUP_WAIT_SECONDS)) {
            throw SeedgenException.targetUnusable("another partition of dataset " + dataset.name() + " has been "
                    + "setting up or finishing its tables in " + database + " for " + SETUP_WAIT_SECONDS + " s: see "
                    + "what it is doing (seedgen doctor), then run again", null);
        }
    }

    /**
     * The start of partition K/N of a split run: the first partition to start (nothing recorded) checks and creates
     * the tables as an unsplit run does, with their foreign keys left for the last partition to add (a row may refer
     * to another partition's rows, not written yet); a later one joins the run the others record, if it is the same
     * spec, --seed, --rows and N; one recorded before resumes where it stopped; one whose rows are all in does nothing
     * but look whether it is the last. One partition at a time, under the setup lock.
     */
    private Begun beginPart(Connection c, Dataset dataset, String database, Start start, int batch)
            throws SQLException {
        Partition p = start.partition();
        DatasetRuns runs = new DatasetRuns(database, sql);
        String name = dataset.name();
        if (start.resume() && !sql.tableExists(c, database, DatasetRuns.TABLE)) {
            throw SeedgenException.targetUnusable("no interrupted run of dataset " + name + " is recorded in "
                    + database + ": run without --resume", null);
        }
        sql.enterNamespace(c, database);
        lockSetup(c, database, dataset);
        try {
            if (runs.read(c, name).isPresent() && !start.truncate()) {
                throw SeedgenException.targetUnusable("an interrupted run of dataset " + name + " in one process is "
                        + "recorded in " + database + ": finish it with --resume (without --partition), or start over "
                        + "with --truncate", null);
            }
            List<DatasetRuns.Part> parts = runs.parts(c, name);
            List<DatasetRuns.Part> same = parts.stream().filter(x -> x.partition().n() == p.n()
                    && x.fingerprint().equals(start.fingerprint())).toList();
            if (same.size() < parts.size() && !start.truncate()) {
                DatasetRuns.Part other = parts.stream().filter(x -> !same.contains(x)).findFirst().orElseThrow();
                throw SeedgenException.targetUnusable("a run of dataset " + name + " split " + (other.partition().n()
                        == p.n() ? "from another spec, --param, --seed or --rows" : "into " + other.partition().n()
                        + " partitions") + " is recorded in " + database + ": finish it with the command lines that "
                        + "started it, or start over with --truncate", null);
            }
            if (!same.isEmpty() && same.size() == parts.size()) {
                java.util.Optional<DatasetRuns.Part> mine = same.stream().filter(x -> x.partition().equals(p))
                        .findFirst();
                List<String> existing = existingTables(c, dataset, database);
                createMissing(c, dataset, database, existing, start.deferKeys(), true);
                if (mine.isEmpty()) {
                    if (start.truncate()) {
                        info.accept("seedgen: partitions of this run are under way in " + database + ": joining them "
                                + "(--truncate emptied the tables when the first one started)");
                    }
                    runs.startPart(c, name, p, new DatasetRuns.Run(start.fingerprint(), batch, Map.of()));
                    return new Begun(batch, Map.of(), false);
                }
                if (mine.get().done()) {
                    info.accept("seedgen: partition " + p + " of dataset " + name + ": its rows are all in already");
                    return new Begun((int) mine.get().batchSize(), Map.of(), false, true);
                }
                info.accept("seedgen: partition " + p + " of dataset " + name + " was stopped before the end: resuming "
                        + "it on its grid of " + mine.get().batchSize() + " rows a batch");
                return new Begun((int) mine.get().batchSize(), Map.of(), true);
            }
            if (start.resume()) {
                throw SeedgenException.targetUnusable("no interrupted partition " + p + " of dataset " + name + " is "
                        + "recorded in " + database + ": run without --resume", null);
            }
            // the first partition to start: the tables as an unsplit run finds and makes them
            List<String> existing = new ArrayList<>(existingTables(c, dataset, database));
            checkLayout(c, dataset, database, existing);
            if (!existing.isEmpty() && !start.truncate()) {
                throw SeedgenException.targetUnusable(sql.namespaceKind() + " " + database + " already has table(s) "
                        + existing + " of this dataset: add --truncate to empty them first (the first partition to "
                        + "start does it), or choose another --" + sql.namespaceKind(), null);
            }
            if (!existing.isEmpty()) {
                sql.truncate(c, database, existing);
                info.accept("Tables " + existing + " emptied (--truncate)");
                dropSecondaryKeys(c, dataset, database, existing, start.deferKeys(), true);
            }
            runs.finishParts(c, name);
            runs.startPart(c, name, p, new DatasetRuns.Run(start.fingerprint(), batch, Map.of()));
            createMissing(c, dataset, database, existing, start.deferKeys(), true);
            return new Begun(batch, Map.of(), false);
        } finally {
            sql.unlockSetup(c, database, name);
        }
    }

    /**
     * Records this partition's rows as in, under the setup lock, and returns the partitions whose rows are not: none
     * when this one is the last, which then adds the keys and checks them (holding the setup lock, so that no other
     * partition finishes too).
     */
    private List<Partition> partDone(Connection c, Dataset dataset, String database, Start start)
            throws SQLException {
        Partition p = start.partition();
        lockSetup(c, database, dataset);
        boolean last = false;
        try {
            DatasetRuns runs = new DatasetRuns(database, sql);
            runs.partDone(c, dataset.name(), p);
            java.util.Set<Integer> done = new java.util.TreeSet<>();
            for (DatasetRuns.Part x : runs.parts(c, dataset.name())) {
                if (x.done() && x.partition().n() == p.n() && x.fingerprint().equals(start.fingerprint())) {
                    done.add(x.partition().k());
                }
            }
            List<Partition> waiting = new ArrayList<>();
            for (int k = 1; k <= p.n(); k++) {
                if (!done.contains(k)) {
                    waiting.add(new Partition(k, p.n()));
                }
            }
            last = waiting.isEmpty();
            if (last) {
                info.accept("seedgen: partition " + p + " is the last of dataset " + dataset.name() + " to end: adding "
                        + "and checking the keys");
            }
            return waiting;
        } finally {
            if (!last) {
                sql.unlockSetup(c, database, dataset.name());
            }
        }
    }

    /**
     * How an existing table fits a table of the spec: the spec's columns it lacks, and the columns it has that the
     * spec does not fill and the server cannot (NOT NULL without a default, not generated or auto-numbered).
     * PostgreSQL's GENERATED ALWAYS AS IDENTITY columns are written as any other (OVERRIDING SYSTEM VALUE).
     */
    private record Fit(List<String> missing, List<String> unfilled) {
    }

    private Fit fit(Connection c, Dataset.Table t, String database) throws SQLException {
        Map<String, TableSchema.ExistingColumn> columns = new TableSchema(t.spec(), database, sql).existingColumns(c);
        List<String> missing = t.spec().columns().stream().map(seedgen.generate.Column::name)
                .filter(n -> !columns.containsKey(n.toLowerCase(java.util.Locale.ROOT))).toList();
        List<String> unfilled = new ArrayList<>();
        for (TableSchema.ExistingColumn e : columns.values()) {
            boolean filled = t.spec().columns().stream().anyMatch(col -> col.name().equalsIgnoreCase(e.name()));
            if (!filled && !e.serverFills()) {
                unfilled.add(e.name());
            }
        }
        return new Fit(missing, unfilled);
    }

    /**
     * Refuses (exit 3) existing tables of the dataset's names whose columns are not the spec's: a table of some
     * other application, or of an older spec, that --truncate would empty and the load then fail on.
     */
    private void checkLayout(Connection c, Dataset dataset, String database, List<String> existing)
            throws SQLException {
        List<String> problems = new ArrayList<>();
        for (String name : existing) {
            Fit fit = fit(c, dataset.table(name), database);
            fit.missing().forEach(col -> problems.add(name + " has no column " + col));
            fit.unfilled().forEach(col -> problems.add(name + "." + col + " is NOT NULL without a default, and the "
                    + "spec has no such column"));
        }
        if (!problems.isEmpty()) {
            throw SeedgenException.targetUnusable(sql.namespaceKind() + " " + database + " has tables of the "
                    + "dataset's names but another layout (" + String.join("; ", problems) + "): nothing was "
                    + "changed; choose another --" + sql.namespaceKind() + ", or drop those tables", null);
        }
    }

    /**
     * A run into the application's tables (--from-db), nothing about them changed. Refuses an existing schema that
     * lacks a table of the dataset, or holds rows without --truncate; returns the
     * tables outside the dataset that its tables' triggers write (an application's audit or search table), which are
     * emptied with them: rows the triggers wrote before would collide with those they write now.
     */
    private List<String> checkExisting(Connection c, Dataset dataset, String database, List<String> existing,
            boolean truncate) throws SQLException {
        List<String> absent = dataset.tables().stream().map(Dataset.Table::name).filter(t -> !existing.contains(t))
                .toList();
        if (!absent.isEmpty()) {
            throw SeedgenException.targetUnusable("--from-db fills tables that exist, but " + database + " has no "
                    + "table " + String.join(", ", absent) + ": check --database, or leave them out of the spec", null);
        }
        // every column the spec fills exists; every column it leaves to the server can be left (a default, NULL,
        // AUTO_INCREMENT or generated), so a batch is never refused for a column midway
        List<String> problems = new ArrayList<>();
        for (Dataset.Table t : dataset.tables()) {
            Fit fit = fit(c, t, database);
            fit.missing().forEach(col -> problems.add("the spec fills " + t.name() + "." + col + ", which the table "
                    + "does not have"));
            fit.unfilled().forEach(col -> problems.add(t.name() + "." + col + " is NOT NULL without a default, and "
                    + "the spec does not fill it"));
        }
        if (!problems.isEmpty()) {
            throw SeedgenException.badInput(String.join("; ", problems) + ": give each column the table has a "
                    + "generator in the spec (seedgen spec --from-db prints one for every column), or leave out only "
                    + "columns the server can fill");
        }
        List<String> triggered = new ArrayList<>();
        for (Map.Entry<String, java.util.Set<String>> e : seedgen.dialect.mysql.Triggers.written(c, database).entrySet()) {
            String written = e.getKey();
            boolean ours = dataset.tables().stream().anyMatch(t -> t.name().equalsIgnoreCase(written));
            boolean fromOurs = e.getValue().stream().anyMatch(b -> dataset.tables().stream()
                    .anyMatch(t -> t.name().equalsIgnoreCase(b)));
            if (!ours && fromOurs && sql.tableExists(c, database, written)) {
                triggered.add(written);
            }
        }
        if (truncate) {
            return triggered;
        }
        List<String> holding = new ArrayList<>();
        List<String> all = new ArrayList<>(dataset.tables().stream().map(Dataset.Table::name).toList());
        all.addAll(triggered);
        for (String t : all) {
            try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT 1 FROM "
                    + sql.qualify(database, t) + " LIMIT 1")) {
                if (rs.next()) {
                    holding.add(t + (triggered.contains(t) ? " (which a trigger writes)" : ""));
                }
            }
        }
        if (!holding.isEmpty()) {
            throw SeedgenException.targetUnusable("table(s) " + holding + " of " + database + " already hold rows, "
                    + "whose keys seedgen's rows could collide with: add --truncate to empty them first, or fill a "
                    + "copy of the schema", null);
        }
        return List.of(); // all empty: nothing to empty
    }

    /**
     * What an --append run continues from: the rows each root table holds. Refused unless the tables hold exactly
     * a whole run of this spec and seed at that size: each table holding the rows the dataset sized to
     * those root rows has, its last row's key there and the next one's not (a key made from another seed is not).
     */
    private Map<String, Long> held(Connection c, Dataset dataset, String database, Sizing sizing)
            throws SQLException {
        Map<String, Long> counts = new LinkedHashMap<>();
        for (Dataset.Table t : dataset.tables()) {
            counts.put(t.name(), count(c, new TableSchema(t.spec(), database, sql)));
        }
        Map<String, Long> bases = new LinkedHashMap<>();
        for (Dataset.Table t : dataset.tables()) {
            if (t.owner() == null) {
                bases.put(t.name(), counts.get(t.name()));
            }
        }
        Dataset before = sizing.withRootRows(bases);
        for (Dataset.Table t : before.tables()) {
            long n = before.table(t.name()).rows();
            String whole = "--append continues a whole run of this spec, --seed and --param: ";
            if (counts.get(t.name()) != n) {
                throw SeedgenException.targetUnusable(String.format(java.util.Locale.ROOT, "%stable %s holds %,d rows "
                        + "where a run with %s would have %,d: finish an interrupted run with --resume, or start over "
                        + "with --truncate", whole, t.name(), counts.get(t.name()), rootRowsText(bases), n), null);
            }
            if (n > 0) {
                Dataset.Table grown = dataset.table(t.name());
                RowKeyBatches keys = new RowKeyBatches(new TableSchema(t.spec(), database, sql), t.primaryKey());
                java.util.Set<Long> present = keys.present(c, List.of(n));
                if (!present.contains(n)) {
                    throw SeedgenException.targetUnusable(String.format(java.util.Locale.ROOT, "%stable %s holds %,d "
                            + "rows, but not the key of its row %,d as this spec, --seed and --param make it: append "
                            + "with the ones that made the rows, or start over with --truncate", whole, t.name(), n,
                            n), null);
                }
                if (grown.rows() > n && !new RowKeyBatches(new TableSchema(grown.spec(), database, sql),
                        grown.primaryKey())
                        .present(c, List.of(n + 1)).isEmpty()) {
                    throw SeedgenException.targetUnusable(whole + "table " + t.name() + " already holds the key of "
                            + "the next row to add: start over with --truncate", null);
                }
            }
        }
        return bases;
    }

    private static String rootRowsText(Map<String, Long> bases) {
        StringJoiner j = new StringJoiner(", ");
        bases.forEach((t, n) -> j.add(String.format(java.util.Locale.ROOT, "%,d %s", n, t)));
        return j.toString();
    }

    /** The root tables' rows grown by those {@code asked} gives them: what an --append run ends with. */
    private static Map<String, Long> grown(Dataset asked, Map<String, Long> bases) {
        Map<String, Long> out = new LinkedHashMap<>();
        for (Dataset.Table t : asked.tables()) {
            if (t.owner() == null) {
                out.put(t.name(), Math.addExact(bases.getOrDefault(t.name(), 0L), t.rows()));
            }
        }
        return out;
    }

    /**
     * Refuses an --append whose grown dataset would lay out the rows it keeps differently: a table owned per parent
     * row must give the parents it held exactly the rows it holds. Counts are drawn per parent, so they can differ
     * only when a count was cut to the number of rows its distinct picks choose from, and that number grew.
     */
    private static void checkAppendable(Dataset before, Dataset after) {
        for (Dataset.Table t : before.tables()) {
            if (t.owner() == null) {
                continue;
            }
            long n = t.rows();
            long owners = before.table(t.owner()).rows();
            Dataset.Table grown = after.table(t.name());
            boolean lastKept = n == 0 || grown.ownerRow().applyAsLong(n) <= owners;
            boolean nextNew = grown.rows() == n || grown.ownerRow().applyAsLong(n + 1) > owners;
            if (!lastKept || !nextNew) {
                throw SeedgenException.targetUnusable("--append cannot continue table " + t.name() + ": with more rows "
                        + "in the tables its distinct picks choose from, its rows per " + t.owner() + " row are no "
                        + "longer cut the same way, so the rows it holds would move: load the total with --truncate",
                        null);
            }
        }
    }

    private static long count(Connection c, TableSchema schema) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM "
                + schema.qualifiedName())) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private List<String> existingTables(Connection c, Dataset dataset, String database) throws SQLException {
        List<String> existing = new ArrayList<>();
        for (Dataset.Table t : dataset.tables()) {
            if (sql.tableExists(c, database, t.name())) {
                existing.add(t.name());
            }
        }
        return existing;
    }

    private void createMissing(Connection c, Dataset dataset, String database, List<String> existing,
            boolean deferKeys) throws SQLException {
        createMissing(c, dataset, database, existing, deferKeys, deferKeys);
    }

    private void createMissing(Connection c, Dataset dataset, String database, List<String> existing,
            boolean deferUnique, boolean deferForeign) throws SQLException {
        try (Statement st = c.createStatement()) {
            for (Dataset.Table t : dataset.tables()) {
                if (!existing.contains(t.name())) {
                    st.execute(ddl(dataset, t, database, !deferUnique, !deferForeign, false, sql));
                }
            }
        }
    }

    /** The keys a table has now: the names of its indexes and of its foreign keys. */
    private record Keys(java.util.Set<String> indexes, java.util.Set<String> foreignKeys) {
        static Keys of(Connection c, Dialect sql, String database, String table) throws SQLException {
            return new Keys(sql.indexNames(c, database, table), sql.foreignKeyNames(c, database, table));
        }
    }

    /**
     * Tables that exist (emptied by --truncate) lose the keys a new table would not have: with --defer-indexes ({@code
     * all}) their foreign keys, then their unique keys, so that the rows go in with the primary key alone; otherwise
     * only the foreign keys to their own rows or to a table loaded later in a cycle (added after the rows, as in a
     * new table).
     */
    private void dropSecondaryKeys(Connection c, Dataset dataset, String database, List<String> existing, boolean all)
            throws SQLException {
        dropSecondaryKeys(c, dataset, database, existing, all, all);
    }

    /** As above, {@code allForeign}: every foreign key, whatever the unique keys. */
    private void dropSecondaryKeys(Connection c, Dataset dataset, String database, List<String> existing, boolean all,
            boolean allForeign) throws SQLException {
        try (Statement st = c.createStatement()) {
            for (Dataset.Table t : dataset.tables()) {
                if (existing.contains(t.name())) {
                    Keys present = Keys.of(c, sql, database, t.name());
                    StringJoiner drop = new StringJoiner(", ");
                    for (Dataset.ForeignKey fk : t.foreignKeys()) {
                        boolean wanted = allForeign || dataset.refersForward(t, fk);
                        if (wanted && present.foreignKeys().contains(fkName(t.name(), fk, sql))) {
                            drop.add(sql.dropForeignKey(fkName(t.name(), fk, sql)));
                        }
                    }
                    if (drop.length() > 0) {
                        st.execute("ALTER TABLE " + sql.qualify(database, t.name()) + " " + drop);
                    }
                }
            }
            for (Dataset.Table t : dataset.tables()) {
                if (all && existing.contains(t.name())) {
                    Keys present = Keys.of(c, sql, database, t.name());
                    StringJoiner drop = new StringJoiner(", ");
                    for (int n = 1; n <= t.unique().size(); n++) {
                        if (present.indexes().contains(uniqueName(t.name(), n, sql))) {
                            drop.add(sql.dropUniqueKey(uniqueName(t.name(), n, sql)));
                        }
                    }
                    // the indexes InnoDB made for the foreign keys dropped above
                    for (Dataset.ForeignKey fk : t.foreignKeys()) {
                        if (present.indexes().contains(fkName(t.name(), fk, sql))) {
                            drop.add(sql.dropUniqueKey(fkName(t.name(), fk, sql)));
                        }
                    }
                    if (drop.length() > 0) {
                        st.execute("ALTER TABLE " + sql.qualify(database, t.name()) + " " + drop);
                    }
                }
            }
        }
    }

    /**
     * Adds every unique key, then every foreign key, that a table of the dataset lacks: all of them after a
     * --defer-indexes load, none after a load that created them up front. The foreign keys are added without the
     * server re-reading the rows (foreign_key_checks off for the ALTER, which lets InnoDB add them in place); the
     * orphan count that follows is the check.
     */
    private KeysAdded addMissingKeys(Connection c, Dataset dataset, String database) throws SQLException {
        long t0 = System.nanoTime();
        int unique = 0;
        int foreign = 0;
        try (Statement st = c.createStatement()) {
            for (Dataset.Table t : dataset.tables()) {
                Keys present = Keys.of(c, sql, database, t.name());
                StringJoiner add = new StringJoiner(", ");
                for (int n = 1; n <= t.unique().size(); n++) {
                    if (!present.indexes().contains(uniqueName(t.name(), n, sql))) {
                        add.add("ADD " + uniqueKey(t, n, sql));
                        unique++;
                    }
                }
                for (Map.Entry<String, String> index : unconstrainedIndexes(t, sql).entrySet()) {
                    if (!present.indexes().contains(index.getKey())) {
                        add.add("ADD " + index.getValue());
                    }
                }
                if (add.length() > 0) {
                    info.accept("Table " + database + "." + t.name() + ": adding its unique keys");
                    st.execute("ALTER TABLE " + sql.qualify(database, t.name()) + " " + add);
                }
            }
            int[] added = {0};
            sql.withoutForeignKeyChecks(c, () -> {
                for (Dataset.Table t : dataset.tables()) {
                    Keys present = Keys.of(c, sql, database, t.name());
                    StringJoiner add = new StringJoiner(", ");
                    for (Dataset.ForeignKey fk : t.foreignKeys()) {
                        if (!present.foreignKeys().contains(fkName(t.name(), fk, sql))) {
                            add.add("ADD " + foreignKey(t, fk, sql.quote(database) + ".", sql));
                            added[0]++;
                        }
                    }
                    if (add.length() > 0) {
                        info.accept("Table " + database + "." + t.name() + ": adding its foreign keys");
                        st.execute("ALTER TABLE " + sql.qualify(database, t.name()) + " " + add);
                    }
                }
            });
            foreign = added[0];
        }
        return unique + foreign == 0 ? KeysAdded.NONE : new KeysAdded(unique, foreign, (System.nanoTime() - t0) / 1e9);
    }

    /**
     * The batches of {@code table} past its first {@code held} rows (those an --append run found there) not in it:
     * none when it holds all its rows, all when it holds no more than before, else those whose first row's key is
     * missing (looked up 1,000 to a query).
     */
    private IdRanges missing(Connection c, Dataset.Table table, long held, TableSchema schema, int batch,
            boolean shared) throws SQLException {
        // a partition shares its tables with the others: their rows count too, so every batch is looked up
        long count = shared ? -1 : count(c, schema);
        if (count == held) {
            return IdRanges.all(held + 1, table.rows() - held);
        }
        if (count == table.rows()) {
            return new IdRanges(List.of(), count - held);
        }
        if (table.primaryKey().isEmpty()) { // no key tells which rows are in: the table is written again
            if (shared || held > 0) {
                throw SeedgenException.badInput("table " + table.name() + " has no key, so a resumed run cannot tell "
                        + "its rows from the ones before the run or another partition's: load it whole, in one run "
                        + "without --append or --partition");
            }
            try (Statement st = c.createStatement()) {
                st.executeUpdate("DELETE FROM " + schema.qualifiedName());
            }
            info.accept(String.format(java.util.Locale.ROOT, "Table %s: %,d of %,d rows there and no key to tell "
                    + "which: emptied, to be written again", table.name(), count, table.rows()));
            return IdRanges.all(1, table.rows());
        }
        RowKeyBatches keys = new RowKeyBatches(schema, table.primaryKey());
        long t0 = System.nanoTime();
        CommittedBatches.Search search = CommittedBatches.missing(held + 1, table.rows(), batch, List.of(),
                table.rows(), rows -> keys.present(c, rows));
        info.accept(String.format(java.util.Locale.ROOT, "Table %s: %,d of %,d rows there; %,d batches looked up by "
                + "key in %.2f s", table.name(), search.missing().alreadyCommitted(), table.rows() - held,
                search.probedBatches(), (System.nanoTime() - t0) / 1e9));
        return search.missing();
    }

    /**
     * CREATE TABLE with the spec's types, NULL where the spec allows it, and every key of the table that can be there
     * when a file loads the tables in load order and each in row order: all but a foreign key to a table loaded later
     * (a cycle), which {@link #keysAfterRows} adds. With a null {@code database} the names are not qualified (a file
     * loaded into any database).
     */
    public static String ddl(Dataset dataset, Dataset.Table t, String database) {
        return ddl(dataset, t, database, MySql.INSTANCE);
    }

    /** As {@link #ddl(Dataset, Dataset.Table, String)}, in {@code sql}'s words. */
    public static String ddl(Dataset dataset, Dataset.Table t, String database, Dialect sql) {
        return ddl(dataset, t, database, true, true, sql);
    }

    /**
     * ALTER TABLE statements that add the foreign keys {@link #ddl(Dataset, Dataset.Table, String)} leaves out: to a
     * table loaded after (a cycle between tables). The rows are all in when they run; the server checks them.
     */
    public static List<String> keysAfterRows(Dataset dataset, String database) {
        return keysAfterRows(dataset, database, MySql.INSTANCE);
    }

    /** As {@link #keysAfterRows(Dataset, String)}, in {@code sql}'s words. */
    public static List<String> keysAfterRows(Dataset dataset, String database, Dialect sql) {
        String prefix = database == null ? "" : sql.quote(database) + ".";
        List<String> out = new ArrayList<>();
        for (Dataset.Table t : dataset.tables()) {
            StringJoiner add = new StringJoiner(", ");
            for (Dataset.ForeignKey fk : t.foreignKeys()) {
                if (dataset.refersForward(t, fk) && !fk.refTable().equals(t.name())) {
                    add.add("ADD " + foreignKey(t, fk, prefix, sql));
                }
            }
            if (add.length() > 0) {
                out.add("ALTER TABLE " + prefix + sql.quote(t.name()) + " " + add);
            }
        }
        return out;
    }

    /**
     * As {@link #ddl(Dataset, Dataset.Table, String)}; without {@code secondaryKeys}, the primary key alone; without
     * {@code rowOrder}, no foreign key to the table's own rows either (rows written by several connections at once
     * may arrive before the earlier row they refer to; a file loaded in row order never does).
     */
    static String ddl(Dataset dataset, Dataset.Table t, String database, boolean secondaryKeys, boolean rowOrder,
            Dialect sql) {
        return ddl(dataset, t, database, secondaryKeys, secondaryKeys, rowOrder, sql);
    }

    /** As above, the unique keys ({@code uniqueKeys}) and foreign keys ({@code foreignKeys}) chosen apart. */
    static String ddl(Dataset dataset, Dataset.Table t, String database, boolean uniqueKeys, boolean foreignKeys,
            boolean rowOrder, Dialect sql) {
        String prefix = database == null ? "" : sql.quote(database) + ".";
        StringJoiner body = new StringJoiner(",\n  ", "(\n  ", "\n)");
        for (seedgen.generate.Column c : t.spec().columns()) {
            body.add(sql.quote(c.name()) + " " + sql.columnType(c.type(), t.name(), c.name())
                    + (t.nullable().contains(c.name()) ? " NULL" : " NOT NULL"));
        }
        if (!t.primaryKey().isEmpty()) {
            body.add("PRIMARY KEY " + columns(t.primaryKey(), sql));
        }
        if (uniqueKeys) {
            for (int n = 1; n <= t.unique().size(); n++) {
                body.add(uniqueKey(t, n, sql));
            }
            unconstrainedIndexes(t, sql).values().forEach(body::add);
        }
        if (foreignKeys) {
            for (Dataset.ForeignKey fk : t.foreignKeys()) {
                boolean own = fk.refTable().equals(t.name());
                if (!dataset.refersForward(t, fk) || own && rowOrder) {
                    body.add(foreignKey(t, fk, prefix, sql));
                }
            }
        }
        return "CREATE TABLE " + prefix + sql.quote(t.name()) + " " + body + sql.tableOptions();
    }

    private static String uniqueName(String table, int n, Dialect sql) {
        return cut("uk_" + table + "_" + n, sql);
    }

    /** The table's n-th unique key (from 1), as CREATE TABLE and ALTER TABLE ADD write it. */
    private static String uniqueKey(Dataset.Table t, int n, Dialect sql) {
        return sql.uniqueKey(uniqueName(t.name(), n, sql), columns(t.unique().get(n - 1), sql));
    }

    private static String foreignKey(Dataset.Table t, Dataset.ForeignKey fk, String prefix, Dialect sql) {
        return "CONSTRAINT " + sql.quote(fkName(t.name(), fk, sql)) + " FOREIGN KEY " + columns(fk.columns(), sql)
                + " REFERENCES " + prefix + sql.quote(fk.refTable()) + " " + columns(fk.refColumns(), sql);
    }

    /**
     * The indexes of the table's references written without a foreign key (a shard's), by name: those the server
     * would have made for the key, where no other key of the table starts with the reference's columns.
     */
    private static Map<String, String> unconstrainedIndexes(Dataset.Table t, Dialect sql) {
        Map<String, String> out = new LinkedHashMap<>();
        List<List<String>> keys = new ArrayList<>(List.of(t.primaryKey()));
        keys.addAll(t.unique());
        t.foreignKeys().forEach(fk -> keys.add(fk.columns()));
        for (Dataset.ForeignKey fk : t.unconstrained()) {
            boolean covered = keys.stream().anyMatch(k -> k.size() >= fk.columns().size()
                    && k.subList(0, fk.columns().size()).equals(fk.columns()));
            String clause = sql.foreignKeyIndex(fkName(t.name(), fk, sql), columns(fk.columns(), sql));
            if (!covered && clause != null) {
                out.put(fkName(t.name(), fk, sql), clause);
                keys.add(fk.columns());
            }
        }
        return out;
    }

    static String fkName(String table, Dataset.ForeignKey fk, Dialect sql) {
        return cut("fk_" + table + "_" + String.join("_", fk.columns()), sql);
    }

    /** A key's name within what the server keeps (64 characters on MySQL, 63 bytes on PostgreSQL). */
    private static String cut(String name, Dialect sql) {
        String cut = name;
        while (sql.nameLength(cut) > sql.maxNameLength()) {
            cut = cut.substring(0, cut.length() - 1);
        }
        return cut;
    }

    /** Rows whose foreign key has no parent row, per constraint, counted by LEFT JOIN. */
    public static Map<String, Long> orphans(Connection c, Dataset dataset, String database) throws SQLException {
        return orphans(c, dataset, database, MySql.INSTANCE);
    }

    /** As {@link #orphans(Connection, Dataset, String)}, on a server that speaks {@code sql}. */
    public static Map<String, Long> orphans(Connection c, Dataset dataset, String database, Dialect sql)
            throws SQLException {
        Map<String, Long> out = new LinkedHashMap<>();
        for (Dataset.Table t : dataset.tables()) {
            for (Dataset.ForeignKey fk : t.foreignKeys()) {
                out.put(fkName(t.name(), fk, sql), orphanCount(c, database, t.name(), fk.columns(), fk.refTable(),
                        fk.refColumns(), sql));
            }
        }
        return out;
    }

    /**
     * Rows that break a foreign key of the schema's catalog, per key ({@code table.name}): every key declared in it,
     * a partition's own among them, whether or not the load wrote its table (a table left out still refers to the
     * rows the load replaced).
     */
    public static Map<String, Long> declaredOrphans(Connection c, Dataset dataset, String database, Dialect sql)
            throws SQLException {
        Map<String, Long> out = new LinkedHashMap<>();
        java.util.Set<List<Object>> declared = new java.util.HashSet<>();
        for (Dialect.DeclaredForeignKey fk : sql.declaredForeignKeys(c, database)) {
            out.put(fk.table() + "." + fk.name(), orphanCount(c, database, fk.table(), fk.columns(), fk.refTable(),
                    fk.refColumns(), sql));
            declared.add(List.of(fk.root(), fk.columns(), fk.refRoot(), fk.refColumns()));
        }
        // and the references the spec makes that the schema does not declare (an employee reached through a
        // salary's row): those rows must find their parent too
        for (Dataset.Table t : dataset.tables()) {
            for (Dataset.ForeignKey fk : t.foreignKeys()) {
                if (!declared.contains(List.of(t.name(), fk.columns(), fk.refTable(), fk.refColumns()))) {
                    out.put(fkName(t.name(), fk, sql), orphanCount(c, database, t.name(), fk.columns(),
                            fk.refTable(), fk.refColumns(), sql));
                }
            }
        }
        return out;
    }

    /**
     * Rows of {@code table} whose {@code columns}, none NULL (a key with a NULL member refers to nothing, as the
     * servers' MATCH SIMPLE has it), find no row of {@code refTable}.
     */
    private static long orphanCount(Connection c, String database, String table, List<String> columns,
            String refTable, List<String> refColumns, Dialect sql) throws SQLException {
        StringJoiner on = new StringJoiner(" AND ");
        StringJoiner present = new StringJoiner(" AND ");
        for (int i = 0; i < columns.size(); i++) {
            on.add("c." + sql.quote(columns.get(i)) + " = p." + sql.quote(refColumns.get(i)));
            present.add("c." + sql.quote(columns.get(i)) + " IS NOT NULL");
        }
        String query = "SELECT COUNT(*) FROM " + sql.qualify(database, table) + " c"
                + sql.orphanScanHint(c, database, table, columns) + " LEFT JOIN " + sql.qualify(database, refTable)
                + " p ON " + on + " WHERE " + present + " AND p." + sql.quote(refColumns.get(0)) + " IS NULL";
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(query)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private static String columns(List<String> names, Dialect sql) {
        StringJoiner j = new StringJoiner(", ", "(", ")");
        names.forEach(n -> j.add(sql.quote(n)));
        return j.toString();
    }
}
