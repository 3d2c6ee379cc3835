package seedgen.load;

import seedgen.dialect.mysql.MySql;
import seedgen.dialect.mysql.MySqlLoading;
import seedgen.dialect.Method;
import seedgen.dialect.mysql.BatchWriter;
import seedgen.dialect.mysql.LocalInfile;
import seedgen.dialect.mysql.LoadDataWriter;
import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.pool.HikariPool;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.function.Consumer;
import java.util.function.Supplier;
import seedgen.dialect.RangeWriter;
import seedgen.error.SeedgenException;
import seedgen.connect.Target;
import seedgen.generate.PasswordHashes;
import seedgen.generate.TableSpec;
import seedgen.generate.UsersSpec;
import seedgen.dialect.mysql.RunLock;
import seedgen.metrics.RunMetrics;
import seedgen.runs.CommittedBatches;
import seedgen.runs.ExistingRows;
import seedgen.runs.IdRanges;
import seedgen.runs.ProgressTable;
import seedgen.dialect.mysql.TableSchema;
import seedgen.dialect.mysql.Connections;
import seedgen.dialect.mysql.Identifiers;
import seedgen.dialect.mysql.ServerInfo;
import seedgen.dialect.mysql.SqlErrors;

/**
 * A load from start to end: check the server and the table, prepare the table, run the workers, and report.
 * Everything that can be refused is refused before the first row, with nothing written.
 */
public final class LoadService {

    private final Consumer<String> info;
    private final RunMetrics metrics;
    private volatile LoadRunner runner;
    private volatile boolean stopRequested;
    private volatile SeedgenException lockTakenOver;

    /** {@code info} receives progress lines (the cli silences it with --quiet). */
    public LoadService(Consumer<String> info) {
        this(info, RunMetrics.NONE);
    }

    /** As above, with {@code metrics} told of the run's start, every batch, and its end. */
    public LoadService(Consumer<String> info, RunMetrics metrics) {
        this.info = info;
        this.metrics = metrics;
    }

    /** The run lock went to another session: stop the workers, and fail the run. Called on the lock's thread. */
    private void lockTakenOver(SeedgenException e) {
        info.accept("Stopping the run: " + e.getMessage());
        lockTakenOver = e;
        LoadRunner current = runner;
        if (current != null) {
            current.fail(e);
        }
    }

    /** Asks a running load to stop after the batches in flight; safe from any thread, e.g. a signal handler. */
    public void requestStop() {
        stopRequested = true;
        LoadRunner current = runner;
        if (current != null) {
            current.requestStop();
        }
    }

    /** The table spec a load with these options writes. */
    public static TableSpec specFor(LoadOptions options, PasswordHashes hashes) {
        return UsersSpec.create(options.seed(), hashes.hashOf(options.passwordPlain())).withName(options.table());
    }

    /** Runs the load against a live target (the embedded server already started), with INSERTs. */
    public LoadResult load(LoadOptions options, Target target) {
        return load(options, WritePath.DEFAULT, target);
    }

    /** Runs the load against a live target (the embedded server already started), under a run lock of its own. */
    public LoadResult load(LoadOptions options, WritePath path, Target target) {
        try (RunLock lock = RunLock.forLoad(target, options.table(), false, info)) {
            return load(options, path, target, lock);
        }
    }

    /**
     * Runs the load against a live target under {@code lock}, the run lock on its table, which the caller took
     * before changing anything (e.g. before --tune) and releases after. If the lock is lost and taken by another
     * session, the workers stop and the run fails.
     */
    public LoadResult load(LoadOptions options, WritePath path, Target target, RunLock lock) {
        if (!lock.covers(target.database(), options.table())) {
            throw new IllegalArgumentException("the run lock given is not the one of " + target.database() + "."
                    + options.table());
        }
        lock.onTakenOver(this::lockTakenOver);
        PasswordHashes hashes = new PasswordHashes(options.seed(), options.bcryptCost());
        TableSpec spec = specFor(options, hashes);
        TableSchema schema = new TableSchema(spec, target.database());
        if (ProgressTable.isOwnTable(spec.name())) {
            throw SeedgenException.badInput("--table " + spec.name() + " is the name of seedgen's own progress "
                    + "bookkeeping: choose another table name");
        }
        ProgressTable progress = new ProgressTable(target.database(), spec.name());
        ProgressTable.RunRecord asked = runRecord(options, spec, hashes, 0);
        CommittedBatches committed = CommittedBatches.of(schema);
        ServerInfo server;
        Method method;
        Preparation preparation;
        IdRanges ranges;
        boolean recorded;
        int batchSize = options.batchSize();
        long t0 = System.nanoTime();
        try (Connection probe = Connections.probe(target)) {
            server = ServerInfo.read(probe);
            checkConnectionBudget(options, server);
            method = LocalInfile.resolve(path.method(), probe, target, info);
            Connections.warnIfUnencrypted(probe, target, info);
            if (options.existing() == ExistingRows.RESUME) {
                ResumePlan.Resumed resumed = ResumePlan.prepare(probe, schema, progress, asked, path);
                preparation = resumed.preparation();
                ranges = resumed.ranges();
                recorded = resumed.recorded();
                // A batch's first id tells whether it committed only on the grid the interrupted run cut.
                batchSize = resumed.batchSize() > 0 ? (int) resumed.batchSize() : batchSize;
            } else {
                preparation = prepare(probe, schema, options, path, progress);
                progress.start(probe, runRecord(options, spec, hashes, preparation.firstId()));
                ranges = IdRanges.all(preparation.firstId(), options.rows());
                recorded = true;
            }
        } catch (SQLException e) {
            throw SqlErrors.atConnect(e, target);
        }
        double prepareSeconds = (System.nanoTime() - t0) / 1e9;
        int threads = (int) Math.max(1, Math.min(options.effectiveThreads(), ranges.batches(batchSize)));
        info.accept("Table " + target.database() + "." + spec.name() + ": " + preparation.action() + "; "
                + (ranges.missing() == 0 ? "no rows left to write"
                : "writing ids " + preparation.firstId() + ".." + (preparation.firstId() + options.rows() - 1)
                + " with " + threads + (threads == 1 ? " thread, " : " threads, ") + batchSize
                + " rows a " + (method == Method.LOAD_DATA ? "LOAD DATA chunk" : "batch")));
        RetryCounts retries = new RetryCounts(reason -> metrics.retried(reason.asFailureReason()));
        metrics.runStarted(new RunMetrics.RunInfo(spec.name(), method.optionName(), options.rows(),
                options.rows() - ranges.missing()));
        LoadRunner.Outcome outcome;
        int connections;
        if (ranges.missing() == 0) {
            outcome = LoadRunner.Outcome.nothingToDo();
            connections = 0;
        } else {
            if (lockTakenOver != null) {
                metrics.runEnded(RunMetrics.State.FAILED);
                throw lockTakenOver;
            }
            try (HikariDataSource pool = openPool(target, threads, server, method == Method.LOAD_DATA, metrics)) {
                Supplier<RangeWriter> writers = method == Method.LOAD_DATA
                        ? () -> new LoadDataWriter(spec, schema.loadDataSql())
                        : () -> new BatchWriter(spec, schema.insertPrefix(), server.maxAllowedPacket());
                Checkpoints checkpoints = new Checkpoints(pool, progress, ranges, preparation.firstId());
                LoadRunner r = new LoadRunner(writers, pool, ranges, checkpoints, committed, batchSize, threads,
                        path.retryFor(), retries, metrics, MySql.INSTANCE);
                runner = r;
                if (stopRequested) {
                    r.requestStop();
                }
                if (lockTakenOver != null) {
                    r.fail(lockTakenOver);
                }
                outcome = r.run();
                connections = pool.getHikariPoolMXBean() == null ? threads
                        : Math.max(threads, pool.getHikariPoolMXBean().getTotalConnections());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                metrics.runEnded(RunMetrics.State.INTERRUPTED);
                throw new SeedgenException(SeedgenException.Kind.INTERRUPTED, "interrupted", e);
            } catch (RuntimeException e) {
                metrics.runEnded(RunMetrics.State.FAILED);
                throw e;
            } finally {
                runner = null;
            }
        }
        metrics.rowsEnded();
        List<LoadResult.Phase> phases = new ArrayList<>();
        phases.add(new LoadResult.Phase("prepare", prepareSeconds));
        phases.add(new LoadResult.Phase("load", outcome.elapsed().toNanos() / 1e9));
        String indexFailure = finishIndexes(target, schema, preparation, outcome, phases);
        String finishFailure = indexFailure == null && recorded && outcome.failure() == null && !outcome.stopped()
                && !stopRequested ? forgetRun(target, progress) : null;
        if (finishFailure != null) {
            info.accept("warning: " + finishFailure);
        }
        LoadResult result = result(options, target, server, schema, preparation, outcome, connections, hashes,
                method, phases, indexFailure, ranges, retries, threads, batchSize);
        metrics.runEnded(switch (result.status()) {
            case DONE -> RunMetrics.State.DONE;
            case FAILED -> RunMetrics.State.FAILED;
            case INTERRUPTED -> RunMetrics.State.INTERRUPTED;
        });
        return result;
    }

    /** What this run writes, for the progress table; {@code firstId} 0 when not known yet (a resume's is recorded). */
    private static ProgressTable.RunRecord runRecord(LoadOptions options, TableSpec spec, PasswordHashes hashes,
            long firstId) {
        StringBuilder columns = new StringBuilder();
        spec.columns().forEach(c -> columns.append(c.name()).append(' ').append(c.type().ddl()).append(';'));
        columns.append("unique:").append(String.join(",", spec.uniqueColumns()));
        return new ProgressTable.RunRecord(options.seed(), firstId, options.rows(),
                ProgressTable.fingerprint(columns.toString()),
                ProgressTable.fingerprint(hashes.hashOf(options.passwordPlain())), options.batchSize());
    }

    /** Every row is in and every key built: the run's progress record goes. Returns why it could not, else null. */
    private static String forgetRun(Target target, ProgressTable progress) {
        try (Connection c = Connections.probe(target)) {
            Connections.allowSlowStatements(c);
            progress.finish(c);
            return null;
        } catch (SQLException e) {
            return "the run finished but its record in " + ProgressTable.PROGRESS + "/" + ProgressTable.RUNS
                    + " could not be removed or the emptied tables dropped (" + SqlErrors.serverText(e)
                    + "); drop them by hand once no seedgen run uses the database";
        }
    }

    /**
     * Adds the unique keys the table lacks (all of them after --defer-indexes, or those an interrupted earlier
     * run left out) in one ALTER, once every row is in. Returns why it failed or was left for later, else null.
     */
    private String finishIndexes(Target target, TableSchema schema, Preparation preparation,
            LoadRunner.Outcome outcome, List<LoadResult.Phase> phases) {
        List<String> missing = preparation.indexesToAdd();
        if (missing.isEmpty()) {
            return null;
        }
        String later = "the table has no unique key on " + String.join(", ", missing)
                + " yet: a later run on it (e.g. with --append) adds them";
        if (outcome.failure() != null || outcome.stopped() || stopRequested) {
            return later;
        }
        info.accept("Adding the unique keys on " + String.join(", ", missing) + " in one ALTER TABLE");
        long t0 = System.nanoTime();
        try (Connection c = Connections.probe(target); Statement st = c.createStatement()) {
            Connections.allowIndexBuild(c);
            st.execute(schema.addUniqueKeysSql(missing));
        } catch (SQLException e) {
            return "adding the unique keys failed (" + SqlErrors.serverText(e) + "); " + later;
        }
        phases.add(new LoadResult.Phase("add unique keys", (System.nanoTime() - t0) / 1e9));
        return null;
    }

    private static HikariDataSource openPool(Target target, int threads, ServerInfo server, boolean localInfile,
            RunMetrics metrics) {
        try {
            // LOAD DATA checks a chunk's row count and warnings before its commit: only INSERTs run in autocommit.
            return Connections.pool(target, threads, server, localInfile, !localInfile, metrics.poolMetrics());
        } catch (HikariPool.PoolInitializationException e) {
            if (e.getCause() instanceof SQLException sql) {
                throw SqlErrors.atConnect(sql, target);
            }
            throw SeedgenException.targetUnusable("could not open the connection pool: " + e.getMessage(), e);
        }
    }

    private static void checkConnectionBudget(LoadOptions options, ServerInfo server) {
        // The pool's connections and the run lock's are open together; the check connections are not open while
        // the pool is.
        if (options.effectiveThreads() >= server.maxConnections()) {
            throw SeedgenException.badInput("--threads " + options.effectiveThreads() + " needs as many connections "
                    + "and 1 more for the run lock, but the server allows " + server.maxConnections() + " in all "
                    + "(max_connections): lower --threads");
        }
    }

    /** What was done to the table before the load, the first id to write, and unique keys to add after. */
    record Preparation(String action, long firstId, List<String> indexesToAdd) {

        Preparation(String action, long firstId) {
            this(action, firstId, List.of());
        }

        Preparation {
            indexesToAdd = List.copyOf(indexesToAdd);
        }
    }

    private Preparation prepare(Connection c, TableSchema schema, LoadOptions options, WritePath path,
            ProgressTable progress) throws SQLException {
        Connections.allowSlowStatements(c);
        boolean createdDatabase = false;
        String database = schema.database();
        if (!schema.databaseExists(c)) {
            try (Statement st = c.createStatement()) {
                st.execute(schema.createDatabaseDdl());
                createdDatabase = true;
            } catch (SQLException e) {
                throw cannotCreate("database '" + database + "' does not exist", e,
                        "create it first, grant CREATE to the user, or choose an existing one with --database");
            }
        }
        try {
            // The bookkeeping first: it needs CREATE, INSERT, SELECT and DELETE, and fails before any row if not.
            progress.ensure(c);
            Map<String, TableSchema.ExistingColumn> existing = schema.existingColumns(c);
            if (existing.isEmpty()) {
                try (Statement st = c.createStatement()) {
                    st.execute(schema.createTableDdl());
                } catch (SQLException e) {
                    throw cannotCreate("table " + schema.qualifiedName() + " does not exist", e,
                            "create it first or grant CREATE on the database to the user");
                }
                checkInsert(c, schema);
                String created = createdDatabase ? "database and table created" : "table created";
                // --defer-indexes drops the keys it just made: that needs ALTER and INDEX, now rather than after
                // the last row.
                return IndexPlan.apply(c, schema, path, new Preparation(created, 1));
            }
            schema.checkCompatible(existing);
            checkInsert(c, schema);
            return IndexPlan.apply(c, schema, path, prepareExisting(c, schema, options, progress));
        } catch (SQLException | RuntimeException e) {
            if (createdDatabase) {
                dropQuietly(c, database, e);
            }
            throw e;
        }
    }

    private static void checkInsert(Connection c, TableSchema schema) throws SQLException {
        try (Statement st = c.createStatement()) {
            st.execute(schema.insertNothingSql());
        }
    }

    private static Preparation prepareExisting(Connection c, TableSchema schema, LoadOptions options,
            ProgressTable progress) throws SQLException {
        switch (options.existing()) {
            case TRUNCATE -> {
                try (Statement st = c.createStatement()) {
                    st.execute(schema.truncateSql());
                }
                return new Preparation("existing table emptied (--truncate)", 1);
            }
            case APPEND -> {
                long max = schema.maxId(c);
                if (max > Long.MAX_VALUE - options.rows()) {
                    throw SeedgenException.badInput("--append after id " + max + " would overflow BIGINT: "
                            + "use --truncate or another --table");
                }
                return new Preparation(max == 0 ? "existing empty table" : "appending after id " + max, max + 1);
            }
            default -> {
                if (!schema.isEmpty(c)) {
                    if (progress.find(c).isPresent()) {
                        throw SeedgenException.badInput("table " + schema.qualifiedName() + " holds the rows of an "
                                + "interrupted run: add --resume to finish it, or --truncate to start over");
                    }
                    throw notEmpty(schema, schema.maxId(c));
                }
                return new Preparation("existing empty table", 1);
            }
        }
    }

    private static SeedgenException notEmpty(TableSchema schema, long maxId) {
        return SeedgenException.badInput("table " + schema.qualifiedName() + " already holds rows (largest id "
                + maxId + "): add --append to continue after them, or --truncate to empty the table first");
    }

    private static SeedgenException cannotCreate(String what, SQLException e, String fix) {
        if (e.getErrorCode() == SqlErrors.DB_ACCESS_DENIED || e.getErrorCode() == SqlErrors.TABLE_ACCESS_DENIED
                || e.getErrorCode() == SqlErrors.SPECIFIC_ACCESS_DENIED) {
            return SeedgenException.targetUnusable(what + " and the user may not create it: " + fix, e);
        }
        return SeedgenException.targetUnusable(what + " and creating it failed (" + SqlErrors.serverText(e)
                + "): " + fix, e);
    }

    private static void dropQuietly(Connection c, String database, Exception cause) {
        try (Statement st = c.createStatement()) {
            st.execute("DROP DATABASE IF EXISTS " + Identifiers.quote(database));
        } catch (SQLException dropFailure) {
            cause.addSuppressed(dropFailure);
        }
    }

    private static LoadResult result(LoadOptions options, Target target, ServerInfo server, TableSchema schema,
            Preparation preparation, LoadRunner.Outcome outcome, int connections, PasswordHashes hashes,
            Method method, List<LoadResult.Phase> phases, String indexProblem, IdRanges ranges, RetryCounts retries,
            int threads, int batchSize) {
        LoadResult.Status status = outcome.failure() != null ? LoadResult.Status.FAILED
                : outcome.stopped() ? LoadResult.Status.INTERRUPTED
                : indexProblem != null ? LoadResult.Status.FAILED : LoadResult.Status.DONE;
        // The rows are not usable as asked until their keys exist: the index build counts in the time.
        double seconds = phases.stream().filter(p -> !p.name().equals("prepare")).mapToDouble(LoadResult.Phase::seconds)
                .sum();
        String error = outcome.failure() == null ? null : MySqlLoading.describeFailure(outcome.failure(), target);
        if (indexProblem != null) {
            error = error == null ? indexProblem : error + "; " + indexProblem;
        }
        return new LoadResult(status, target.describe(), server.version(), target.database() + "." + options.table(),
                preparation.action(), options.rows(), outcome.rowsWritten(), preparation.firstId(),
                preparation.firstId() + options.rows() - 1, options.seed(), batchSize,
                threads, seconds, seconds > 0 ? outcome.rowsWritten() / seconds : 0,
                outcome.latency(), outcome.statements(), connections, options.passwordPlain(), hashes.cost(),
                hashes.computed(), error, method.optionName(), phases, ranges.alreadyCommitted(),
                retries.snapshot(), options.existing() == ExistingRows.RESUME);
    }

    /** What a dry run shows: the plan, the DDL and the first rows, with nothing written. */
    public record DryRun(String target, String table, String tableState, String ddl, List<String> columns,
            List<Object[]> firstRows, long firstId, String serverVersion) {
    }

    /**
     * Plans without writing. A server target is inspected on a read-only connection; the embedded one is not
     * started. The same refusals as a real run apply (non-empty table, incompatible table).
     */
    public DryRun dryRun(LoadOptions options, Target target) {
        PasswordHashes hashes = new PasswordHashes(options.seed(), options.bcryptCost());
        TableSpec spec = specFor(options, hashes);
        TableSchema schema = new TableSchema(spec, target.database());
        TableState state = new TableState(
                "embedded MariaDB not started in a dry run; a real run creates the table if it is missing", 1);
        String version = null;
        if (!(target.isEmbedded() && target.host() == null)) {
            try (Connection c = Connections.probe(target)) {
                c.setReadOnly(true);
                version = ServerInfo.read(c).version();
                OptionalLong holder = RunLock.loadHolder(c, target.database(), spec.name());
                // While another run loads the table its contents change under any look at them, and a real run
                // would stop at the lock before looking.
                state = holder.isPresent() ? new TableState("another seedgen run is loading it now (server "
                        + "connection " + holder.getAsLong() + "): a real run would stop with exit 3 until that run "
                        + "ends", 1) : inspect(c, schema, options);
            } catch (SQLException e) {
                throw SqlErrors.atConnect(e, target);
            }
        }
        List<Object[]> rows = new ArrayList<>();
        for (long id = state.firstId(); id < state.firstId() + Math.min(3, options.rows()); id++) {
            rows.add(spec.row(id));
        }
        return new DryRun(target.describe(), target.database() + "." + spec.name(), state.description(),
                schema.createTableDdl(), spec.columns().stream().map(c -> c.name()).toList(), rows,
                state.firstId(), version);
    }

    private record TableState(String description, long firstId) {
    }

    /** What a real run would find and do, read without changing anything; refuses as a real run would. */
    private static TableState inspect(Connection c, TableSchema schema, LoadOptions options) throws SQLException {
        if (!schema.databaseExists(c)) {
            return new TableState("database " + schema.database() + " does not exist: it would be created with "
                    + "the table", 1);
        }
        Map<String, TableSchema.ExistingColumn> existing = schema.existingColumns(c);
        if (existing.isEmpty()) {
            return new TableState("table does not exist: it would be created", 1);
        }
        schema.checkCompatible(existing);
        long max = schema.maxId(c);
        if (max == 0) {
            return new TableState("table exists and is empty", 1);
        }
        return switch (options.existing()) {
            case REFUSE -> throw notEmpty(schema, max);
            case APPEND -> new TableState("table holds ids up to " + max + ": rows would be appended", max + 1);
            case TRUNCATE -> new TableState("table holds ids up to " + max + ": it would be emptied first "
                    + "(--truncate)", 1);
            case RESUME -> new TableState("table holds ids up to " + max + ": the ranges of the recorded run that "
                    + "did not commit would be written (--resume)", 1);
        };
    }
}
