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

    private ExistingTables tables() {
        return new ExistingTables(sql, info);
    }

    private TableKeys keys() {
        return new TableKeys(sql, info);
    }

    private SplitSetup split() {
        return new SplitSetup(sql, info);
    }

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
                    : split().beginPart(probe, asked, database, start, requestedBatch);
            int batch = begun.batch();
            // An --append run (or the resume of one): the rows past those of the dataset at the size it held.
            Dataset before = begun.bases().isEmpty() ? null : start.sizing().withRootRows(begun.bases());
            Dataset dataset = before == null ? asked
                    : start.sizing().withRootRows(ExistingTables.grown(asked, begun.bases()));
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
                waitingFor = split().partDone(probe, dataset, database, start);
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
            KeysAdded keys = existingSchema ? KeysAdded.NONE : keys().addMissingKeys(check, dataset, database);
            sql.afterRows(check, database, dataset.tables().stream().map(Dataset.Table::name).toList());
            // An application's schema: every key its catalog holds, partitions' own among them, not only the spec's
            Map<String, Long> orphans = existingSchema ? OrphanCount.declaredOrphans(check, dataset, database, sql)
                    : OrphanCount.orphans(check, dataset, database, sql);
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
            split().lockSetup(probe, database, dataset);
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
    record Begun(int batch, Map<String, Long> bases, boolean resume, boolean partDone) {
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
        List<String> existing = new ArrayList<>(tables().existingTables(c, dataset, database));
        if (!start.existingSchema()) { // before anything is emptied or written: a table of another layout is not ours
            tables().checkLayout(c, dataset, database, existing);
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
                keys().createMissing(c, dataset, database, existing, start.deferKeys());
            }
            return new Begun((int) run.batchSize(), run.bases(), true);
        }
        if (recorded.isPresent() && !start.truncate()) {
            throw SeedgenException.targetUnusable("an interrupted run of dataset " + dataset.name() + " is recorded in "
                    + database + ": finish it with --resume, or start over with --truncate", null);
        }
        if (start.append()) {
            Map<String, Long> bases = tables().held(c, dataset, database, start.sizing());
            ExistingTables.checkAppendable(start.sizing().withRootRows(bases),
                    start.sizing().withRootRows(ExistingTables.grown(dataset, bases)));
            if (start.deferKeys() && !start.deferOnRows() && bases.values().stream().anyMatch(n -> n > 0)) {
                throw SeedgenException.badInput("--defer-indexes with --append drops the unique keys and foreign keys "
                        + "of tables that hold rows and rebuilds them over every row: add --defer-indexes-on-rows to do "
                        + "that, or drop --defer-indexes");
            }
            keys().dropSecondaryKeys(c, dataset, database, existing, start.deferKeys());
            runs.start(c, dataset.name(), new DatasetRuns.Run(start.fingerprint(), batch, bases));
            return new Begun(batch, bases, false);
        }
        if (start.existingSchema()) {
            existing.addAll(tables().checkExisting(c, dataset, database, existing, start.truncate()));
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
                keys().dropSecondaryKeys(c, dataset, database, existing, start.deferKeys());
            }
        }
        runs.start(c, dataset.name(), new DatasetRuns.Run(start.fingerprint(), batch, Map.of()));
        if (!start.existingSchema()) {
            keys().createMissing(c, dataset, database, existing, start.deferKeys());
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

    /**
     * The batches of {@code table} past its first {@code held} rows (those an --append run found there) not in it:
     * none when it holds all its rows, all when it holds no more than before, else those whose first row's key is
     * missing (looked up 1,000 to a query).
     */
    private IdRanges missing(Connection c, Dataset.Table table, long held, TableSchema schema, int batch,
            boolean shared) throws SQLException {
        // a partition shares its tables with the others: their rows count too, so every batch is looked up
        long count = shared ? -1 : ExistingTables.count(c, schema);
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

}
