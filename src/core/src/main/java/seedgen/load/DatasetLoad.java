package seedgen.load;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import seedgen.connect.Target;
import seedgen.dialect.Loading;
import seedgen.error.SeedgenException;
import seedgen.generate.Login;
import seedgen.metrics.RunMetrics;
import seedgen.model.Column;
import seedgen.model.Dataset;
import seedgen.model.ForeignKey;
import seedgen.run.Method;
import seedgen.run.RunSize;
import seedgen.runs.IdRanges;
import seedgen.runs.RunRecords;
import seedgen.slice.Partition;

/**
 * The run engine, for every dataset (the plain command's users table is the built-in {@code users} dataset of one
 * table): the run lock on the tables it writes, the server's tuning around it, the setup (tables made or emptied, the
 * run recorded), the tables filled one after the other in load order (parents first, so the server checks every
 * foreign key as rows arrive), each by its own pool of workers, and after the rows the keys added and every foreign key
 * verified by counting orphans. A process writing one partition of a split run shares the tables with the others
 * ({@link SplitSetup}).
 */
public final class DatasetLoad {

    private static final int BESIDE_THREADS = RunSize.BESIDE_THREADS;

    private final Consumer<String> info;
    /** The lines said of what this run chose (INSERT for the bulk path, fewer threads), for {@link RunResult#notes()}. */
    private final List<String> notes = new java.util.concurrent.CopyOnWriteArrayList<>();
    private final RunMetrics metrics;
    /** Which slice of the dataset this load writes, for the metrics' slice label. */
    private final String slice;
    private volatile LoadRunner runner;
    private volatile boolean stopRequested;
    private volatile SeedgenException takenOver;

    public DatasetLoad(Consumer<String> info, RunMetrics metrics) {
        this(info, metrics, "all");
    }

    /** {@code slice}: which part of the dataset it writes ("all", "partition 2/4", "shard b"). */
    public DatasetLoad(Consumer<String> info, RunMetrics metrics, String slice) {
        this.info = info;
        this.metrics = metrics;
        this.slice = slice;
    }

    /** Says {@code line} of what the run chose, and keeps it for the result. */
    private void note(String line) {
        info.accept(line);
        notes.add(line);
    }

    /** Asks a running load to stop after the batches in flight; safe from any thread, e.g. a signal handler. */
    public void requestStop() {
        stopRequested = true;
        LoadRunner r = runner;
        if (r != null) {
            r.requestStop();
        }
    }

    /** The run lock went to another session: stop the workers, and fail the run. Called on the lock's thread. */
    private void takenOver(SeedgenException e) {
        info.accept("Stopping the run: " + e.getMessage());
        takenOver = e;
        LoadRunner r = runner;
        if (r != null) {
            r.fail(e);
        }
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

    /** How the tables' rows begin: the setup's plan (null for a partition), the grid, and the rows held before. */
    record Begun(int batch, Map<String, Long> bases, boolean resume, boolean partDone, Setup.Plan plan) {
        Begun(int batch, Map<String, Long> bases, boolean resume) {
            this(batch, bases, resume, false, null);
        }
    }

    /**
     * Loads {@code asked} into {@code target} with {@code tuning} (null for none) around it. {@code start}: afresh,
     * adding to the tables, or finishing a recorded run (tables already whole stay, the others get the batches their
     * keys show missing, on the recorded grid).
     */
    public RunResult load(Dataset asked, Target target, Method askedMethod, int requestedBatch, int threads,
            Start start, Tuning tuning) {
        long t0 = System.nanoTime();
        threads = lendable(target, threads);
        Loading server = seedgen.dialect.servers.Servers.family(target).loading(target, info);
        String ns = target.namespace();
        List<String> claims = start.partition() == null ? asked.tables().stream().map(Dataset.Table::name).toList()
                : List.of("partition " + start.partition() + " of dataset " + asked.name());
        RunResult result;
        try (server; Loading.Lock lock = server.lock(claims, tuning != null, info)) {
            lock.onTakenOver(this::takenOver);
            try (Tuning.Applied tuned = tuning == null ? () -> { } : tuning.apply(target);
                    Connection probe = server.probe()) {
                result = load(asked, target, server, probe, askedMethod, requestedBatch, threads, start, t0);
            }
        } catch (SQLException e) {
            throw server.connectFailure(e);
        }
        // the rest of the run's time: its record removed, the server's settings put back, the lock released and
        // every connection closed, all untimed until now
        return result.endingWith("finish", (System.nanoTime() - t0) / 1e9);
    }

    private RunResult load(Dataset asked, Target target, Loading server, Connection probe, Method askedMethod,
            int requestedBatch, int threads, Start start, long t0) throws SQLException {
        String ns = target.namespace();
        server.prepare(probe, info);
        checkConnections(server.maxConnections(probe), threads);
        if (start.existingSchema()) {
            server.checkForeignKeysCanWait(probe);
            // a run killed while it had triggers switched on left them so: put back before anything else
            server.putBackTriggers(ns, asked.tables().stream().map(Dataset.Table::name).toList()).forEach(info);
        }
        try (Loading.Switched fired = start.existingSchema() ? server.fireTriggers(ns, start.fired().switched())
                : Loading.Switched.NONE) {
            return loadRows(asked, target, server, probe, askedMethod, requestedBatch, threads, start, t0);
        }
    }

    /** The rows of the run, then the keys and the orphan count, once the server is ready for them. */
    private RunResult loadRows(Dataset asked, Target target, Loading server, Connection probe, Method askedMethod,
            int requestedBatch, int threads, Start start, long t0) throws SQLException {
        String ns = target.namespace();
        Method method = resolve(askedMethod, server, probe);
        Begun begun = start.partition() == null ? begin(server, target, probe, asked, ns, start, requestedBatch)
                : new SplitSetup(server.dialect(), info).beginPart(probe, asked, ns, start, requestedBatch);
        // An --append run (or the resume of one): the rows past those of the dataset at the size it held.
        Dataset before = begun.bases().isEmpty() ? null : start.sizing().withRootRows(begun.bases());
        Dataset dataset = before == null ? asked
                : start.sizing().withRootRows(ExistingTables.grown(asked, begun.bases()));
        boolean split = start.partition() != null;
        RunRecords records = new RunRecords(ns, server.dialect());
        RetryCounts retries = new RetryCounts(metrics::retried);
        LatencyRecorder latency = new LatencyRecorder();
        TableRun tables = new TableRun(new TableRun.Shared(server, ns, records, !split, begun.batch(),
                start.retryFor(), retries, latency, metrics, start.existingSchema(), info));
        // One table written whole is labelled as that table's run (run_id, table, method), as the plain command's
        // users table always was; a dataset's series share a dataset and a slice label.
        boolean oneTable = dataset.tables().size() == 1 && !split;
        if (!oneTable) {
            metrics.datasetStarted(dataset.name(), method.optionName(), slice);
        }
        List<RunResult.Phase> phases = new ArrayList<>(List.of(new RunResult.Phase("prepare",
                (System.nanoTime() - t0) / 1e9)));
        long planned = dataset.totalRows() - (before == null ? 0 : before.totalRows());
        long loadStart = System.nanoTime();
        // With no foreign key on the tables while the rows go in, no table waits for its parents: one pool of
        // workers writes them all, side by side. An application's tables keep their foreign keys, unchecked in the
        // load's sessions (the orphan count after is the check), unless a trigger that reads or writes another table
        // fires as the rows go in: then parents go first.
        boolean sideBySide = dataset.tables().size() > 1 && (start.existingSchema()
                ? start.fired().firing().isEmpty() : noForeignKeyChecked(server, probe, dataset, ns));
        if (start.existingSchema() && dataset.tables().size() > 1 && !split) {
            note(existingOrder(sideBySide, start.fired().firing(), method));
        }
        List<Planned> plans = plan(dataset, before, begun, start, tables, probe, server, ns, method, threads,
                sideBySide, planned);
        Writing w = write(rounds(plans, sideBySide), tables, server, ns, threads, oneTable);
        RunResult.Status status = w.status() != null ? w.status() : RunResult.Status.DONE;
        String failure = w.failure();
        List<RunResult.TableResult> results = results(plans, status, w.written(), w.wall());
        phases.add(new RunResult.Phase("load", (System.nanoTime() - loadStart) / 1e9));
        Map<String, Long> orphans = new LinkedHashMap<>();
        RunResult.KeysAdded keys = RunResult.KeysAdded.NONE;
        List<Partition> waitingFor = List.of();
        if (status == RunResult.Status.DONE && split) {
            waitingFor = new SplitSetup(server.dialect(), info).partDone(probe, dataset, ns, start);
        }
        if (status == RunResult.Status.DONE && waitingFor.isEmpty()) {
            RunFinish.Finished f = new RunFinish(server.dialect(), info).finish(server, dataset, Setup.key(dataset),
                    ns, start.existingSchema(), split, threads);
            status = f.status();
            failure = f.failure();
            orphans = f.orphans();
            keys = f.keys();
            phases.addAll(f.phases());
        }
        metrics.runEnded(switch (status) {
            case DONE -> RunMetrics.State.DONE;
            case FAILED -> RunMetrics.State.FAILED;
            case INTERRUPTED -> RunMetrics.State.INTERRUPTED;
        });
        return new RunResult(status, dataset.name(), ns, target.describe(), server.serverVersion(), method.optionName(),
                sideBySide, results, orphans, (System.nanoTime() - t0) / 1e9, failure, keys, planned, waitingFor,
                latency.snapshot(), w.statements(), w.connections(), threads, begun.batch(), phases, retries.snapshot(),
                logins(dataset), notes);
    }

    /** Each table's part of the run: its rows held before, its rows to write, the ranges missing, its method. */
    private List<Planned> plan(Dataset dataset, Dataset before, Begun begun, Start start, TableRun tables,
            Connection probe, Loading server, String ns, Method method, int threads, boolean sideBySide, long planned)
            throws SQLException {
        boolean split = start.partition() != null;
        List<Planned> plans = new ArrayList<>();
        long rowsBefore = 0;
        for (int i = 0; i < dataset.tables().size(); i++) {
            Dataset.Table table = dataset.tables().get(i);
            // rows 1..held were there before this run (an --append run); this run's are held+1..rows
            long held = before == null ? 0 : before.table(table.name()).rows();
            long rows = table.rows() - held;
            String[] action = {begun.plan() == null ? (begun.resume() ? "resuming partition " + start.partition()
                    : "partition " + start.partition() + " of the run") : begun.plan().actions().get(table.name())};
            boolean nothingToDo = begun.partDone() || begun.plan() != null
                    && begun.plan().kind() == Setup.Kind.FINISHED;
            IdRanges ranges = rows == 0 ? null : nothingToDo ? new IdRanges(List.of(), rows)
                    : begun.resume() ? tables.missing(probe, table, held, split, a -> action[0] = a)
                    : IdRanges.all(held + 1, rows);
            int workers = ranges == null ? 0 : (int) Math.max(1, Math.min(threads, ranges.batches(begun.batch())));
            info.accept(startLine(ns, table, action[0], ranges, held, workers, sideBySide, i, dataset, rowsBefore,
                    planned));
            rowsBefore += rows;
            Method tableMethod = method;
            String insertOnly = rows == 0 || method == Method.INSERT ? null : server.insertOnly(table.spec());
            if (insertOnly != null) {
                tableMethod = Method.INSERT;
                note("Table " + table.name() + ": by INSERT, since " + insertOnly);
            }
            plans.add(new Planned(table, held, rows, action[0], ranges, tableMethod));
        }
        return plans;
    }

    /** Side by side, every table with rows to write in one round; else a round a table, in load order. */
    private static List<List<Planned>> rounds(List<Planned> plans, boolean sideBySide) {
        List<List<Planned>> rounds = new ArrayList<>();
        List<Planned> writing = plans.stream().filter(p -> p.ranges() != null && p.ranges().missing() > 0).toList();
        if (sideBySide && !writing.isEmpty()) {
            rounds.add(writing);
        } else {
            writing.forEach(p -> rounds.add(List.of(p)));
        }
        return rounds;
    }

    /** What the rounds wrote: each table's outcome and wall time; a status and failure where they did not all end. */
    private record Writing(RunResult.Status status, String failure, Map<String, LoadRunner.TableOutcome> written,
            Map<String, Double> wall, long statements, int connections) {
    }

    /** Writes the rounds in turn, each with one pool; stops at a failure, a stop asked for or a run taken over. */
    private Writing write(List<List<Planned>> rounds, TableRun tables, Loading server, String ns, int threads,
            boolean oneTable) {
        RunResult.Status status = null;
        String failure = null;
        Map<String, LoadRunner.TableOutcome> written = new LinkedHashMap<>();
        Map<String, Double> wall = new LinkedHashMap<>();
        long statements = 0;
        int connections = 0;
        for (List<Planned> round : rounds) {
            if (stopRequested || takenOver != null) {
                status = takenOver != null ? RunResult.Status.FAILED : RunResult.Status.INTERRUPTED;
                failure = takenOver != null ? takenOver.getMessage() : null;
                break;
            }
            long t1 = System.nanoTime();
            List<RunMetrics.RunInfo> infos = round.stream().map(p -> new RunMetrics.RunInfo(p.table().name(),
                    p.method().optionName(), p.rows(), p.ranges().alreadyCommitted())).toList();
            if (oneTable) {
                metrics.runStarted(infos.get(0));
            } else if (round.size() == 1) {
                metrics.tableStarted(infos.get(0)); // before the pool opens: its meters are the table's
            } else {
                metrics.tablesStarted(infos);
            }
            LoadRunner.Outcome outcome;
            try {
                TableRun.Done done = tables.write(round.stream().map(p -> new TableRun.Part(p.table(), p.ranges(),
                        p.held() + 1, p.method())).toList(), threads, r -> {
                            runner = r;
                            if (stopRequested) {
                                r.requestStop();
                            }
                            if (takenOver != null) {
                                r.fail(takenOver);
                            }
                        });
                outcome = done.outcome();
                connections = Math.max(connections, done.connections());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                metrics.runEnded(RunMetrics.State.INTERRUPTED);
                throw new SeedgenException(SeedgenException.Kind.INTERRUPTED, "interrupted", e);
            } finally {
                runner = null;
            }
            metrics.rowsEnded();
            written.putAll(outcome.tables());
            if (round.size() == 1) {
                wall.put(round.get(0).table().name(), (System.nanoTime() - t1) / 1e9);
            }
            statements += outcome.statements();
            if (outcome.failure() != null) {
                status = RunResult.Status.FAILED;
                String table = outcome.failedTable() != null ? outcome.failedTable() : round.get(0).table().name();
                failure = "table " + table + ": " + describe(server, outcome.failure(), ns, table);
                break;
            }
            if (outcome.stopped() || stopRequested) {
                status = RunResult.Status.INTERRUPTED;
                break;
            }
        }
        return new Writing(status, failure, written, wall, statements, connections);
    }

    /** A result a table the run reached: rows written now and before, its wall time, its row ids. */
    private static List<RunResult.TableResult> results(List<Planned> plans, RunResult.Status status,
            Map<String, LoadRunner.TableOutcome> written, Map<String, Double> wall) {
        List<RunResult.TableResult> results = new ArrayList<>();
        for (Planned p : plans) {
            if (status != RunResult.Status.DONE && !written.containsKey(p.table().name())
                    && p.ranges() != null && p.ranges().missing() > 0) {
                break; // a table the run did not reach
            }
            LoadRunner.TableOutcome out = written.getOrDefault(p.table().name(),
                    new LoadRunner.TableOutcome(0, 0, 0));
            long committed = p.ranges() == null ? 0 : p.ranges().alreadyCommitted();
            results.add(new RunResult.TableResult(p.table().name(), p.action(), p.rows(), out.rowsWritten(),
                    committed, wall.getOrDefault(p.table().name(), out.seconds()), out.statements(), p.held(),
                    p.held() + 1, p.held() + p.rows(), p.table().spec().rowIdKey()));
        }
        return results;
    }

    /** The summary's line on how an application's tables are written, and why. */
    static String existingOrder(boolean sideBySide, List<seedgen.catalog.Trigger> firing, Method method) {
        String by = "by " + method.optionName().toUpperCase(Locale.ROOT).replace('-', ' ');
        if (sideBySide) {
            return "seedgen: the tables side by side " + by + ": their foreign keys are not checked in the load's "
                    + "sessions (the orphan count after the rows is the check), and no trigger fires";
        }
        seedgen.catalog.Trigger t = firing.get(0);
        return "seedgen: the tables one after another, parents first, " + by + ": trigger " + t.name() + " on "
                + t.table() + (firing.size() > 1 ? " (and " + (firing.size() - 1) + " more)" : "")
                + " fires as the rows go in and may read or write another table";
    }

    /** One table's part of the run, as planned before any row: its rows, what was found, the ranges and method. */
    private record Planned(Dataset.Table table, long held, long rows, String action, IdRanges ranges, Method method) {
    }

    /** Whether none of the dataset's foreign keys is on its tables now: the rows go in unchecked, checked after. */
    private static boolean noForeignKeyChecked(Loading server, Connection probe, Dataset dataset, String ns)
            throws SQLException {
        for (Dataset.Table t : dataset.tables()) {
            java.util.Set<String> present = server.dialect().foreignKeyNames(probe, ns, t.name());
            for (ForeignKey fk : t.foreignKeys()) {
                if (present.contains(DatasetDdl.fkName(t.name(), fk, server.dialect()))) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * The line said as a table starts: what was found and done, and what is written now: by {@code workers} threads,
     * or ({@code sideBySide}) by the run's threads, shared with the other tables.
     */
    private String startLine(String ns, Dataset.Table table, String action, IdRanges ranges, long held, int workers,
            boolean sideBySide, int index, Dataset dataset, long rowsBefore, long planned) {
        long rows = table.rows() - held;
        String by = sideBySide ? "side by side with the other tables"
                : String.format(Locale.ROOT, "with %d %s", workers, workers == 1 ? "thread" : "threads");
        String what = ranges == null || ranges.missing() == 0 ? "no rows left to write"
                : String.format(Locale.ROOT, "writing %,d rows%s %s", ranges.missing(),
                        table.spec().rowIdKey() && ranges.missing() == rows ? " (ids " + (held + 1) + ".."
                                + table.rows() + ")" : "", by);
        String place = dataset.tables().size() == 1 && slice.equals("all") ? ""
                : sideBySide ? String.format(Locale.ROOT, " (%stable %d of %d; %,d of the run's %,d rows)",
                        slice.equals("all") ? "" : slice + ", ", index + 1, dataset.tables().size(), rows, planned)
                : String.format(Locale.ROOT, " (%stable %d of %d; %,d of the run's %,d rows before it)",
                        slice.equals("all") ? "" : slice + ", ", index + 1, dataset.tables().size(), rowsBefore,
                        planned);
        return "Table " + ns + "." + table.name() + ": " + action + "; " + what + place;
    }

    /** A failed batch as one line: seedgen's own reason, or the server's words naming the column. */
    private static String describe(Loading server, Throwable failure, String ns, String table) {
        return failure instanceof SQLException e ? server.describeRefusal(e, ns, table)
                : failure instanceof SeedgenException s ? s.getMessage()
                : failure.getClass().getSimpleName() + ": " + failure.getMessage();
    }

    /** The bcrypt columns of the dataset and what their rows log in with (hashes counted once the rows are made). */
    private static List<RunResult.LoginUsed> logins(Dataset dataset) {
        List<RunResult.LoginUsed> out = new ArrayList<>();
        for (Dataset.Table t : dataset.tables()) {
            for (Column c : t.spec().columns()) {
                if (c.generator() instanceof Login login) {
                    out.add(new RunResult.LoginUsed(t.name(), c.name(), login.plaintext(), login.cost(),
                            login.computed()));
                }
            }
        }
        return out;
    }

    /**
     * The pool's connections, the run lock's, the probe's and (after the rows) the keys' are open together: refused
     * before anything is written when the server allows fewer.
     */
    static void checkConnections(int allowed, int threads) {
        if (threads + BESIDE_THREADS > allowed) {
            throw SeedgenException.badInput("--threads " + threads + " needs as many connections and " + BESIDE_THREADS
                    + " more (the run lock's, the checks' and the keys'), but the server allows " + allowed
                    + " in all (max_connections): lower --threads to " + Math.max(1, allowed - BESIDE_THREADS)
                    + " or less");
        }
    }

    /**
     * The threads a run on a borrowed target may have. Besides the writers (after the rows: the key builders and orphan
     * counts, as many) a run holds the run lock's connection, the checks' and, after the rows, one more for the keys;
     * so where the DataSource's pool says its size the threads are capped at that size less 3 (said so), and a pool of
     * fewer than 4 is refused. A pool that does not say is trusted with {@code threads} + 3.
     */
    private int lendable(Target target, int threads) {
        java.util.OptionalInt size = target.isBorrowed()
                ? seedgen.connect.DataSourceTarget.poolSize(target.dataSource()) : java.util.OptionalInt.empty();
        if (size.isEmpty() || threads + BESIDE_THREADS <= size.getAsInt()) {
            return threads;
        }
        int most = size.getAsInt() - BESIDE_THREADS;
        if (most < 1) {
            throw SeedgenException.badInput("the DataSource's pool lends at most " + size.getAsInt() + " connection"
                    + (size.getAsInt() == 1 ? "" : "s") + " and a run borrows " + (1 + BESIDE_THREADS) + " at least "
                    + "(a writer's, the run lock's, the checks' and the keys'): give the pool a maximumPoolSize of "
                    + (1 + BESIDE_THREADS) + " or more");
        }
        note("seedgen: the DataSource's pool lends at most " + size.getAsInt() + " connections: " + most
                + " threads (" + threads + " asked), and 1 connection each for the run lock, the checks and the keys");
        return most;
    }

    /** Plans, records and prepares an unsplit run (see {@link Setup}). */
    private Begun begin(Loading server, Target target, Connection probe, Dataset asked, String ns, Start start,
            int batch) throws SQLException {
        Setup setup = new Setup(server.dialect(), info, target);
        Setup.Plan plan = setup.plan(probe, asked, ns, start, batch);
        Dataset before = plan.bases().isEmpty() ? null : start.sizing().withRootRows(plan.bases());
        Dataset dataset = before == null ? asked
                : start.sizing().withRootRows(ExistingTables.grown(asked, plan.bases()));
        Map<String, Long> firstRows = new LinkedHashMap<>();
        for (Dataset.Table t : dataset.tables()) {
            firstRows.put(t.name(), (before == null ? 0 : before.table(t.name()).rows()) + 1);
        }
        setup.apply(probe, dataset, ns, start, plan, new RunRecords.Run(start.fingerprint(), plan.batch(),
                plan.bases(), start.seed(), start.rowsAsked()), firstRows);
        return new Begun(plan.batch(), plan.bases(), plan.kind() == Setup.Kind.RESUME, false, plan);
    }

    /**
     * What a dry run shows of {@code dataset} in {@code target}: per table what a real run would find and do, read on
     * a connection that changes nothing, with the same refusals; or that another run is loading a table now.
     */
    public DryRun dryRun(Dataset dataset, Target target, Start start, int batch) {
        Loading server = seedgen.dialect.servers.Servers.family(target).loading(target, info);
        try (server; Connection c = server.probe()) {
            c.setReadOnly(true);
            server.prepare(c, line -> { });
            return DryRun.of(server, c, dataset, target, start, batch);
        } catch (SQLException e) {
            throw server.connectFailure(e);
        }
    }

    /** The method this run uses: {@code asked}, or for --method auto the bulk path where the server allows it. */
    private Method resolve(Method asked, Loading server, Connection probe) throws SQLException {
        if (asked == Method.INSERT) {
            return Method.INSERT;
        }
        if (asked != Method.AUTO && !asked.optionName().equals(server.bulkMethod())) {
            throw SeedgenException.badInput("--method " + asked.optionName() + " is not a bulk path of "
                    + server.dialect().name() + ": use --method " + server.bulkMethod() + ", insert or auto");
        }
        String refusal = server.bulkRefusal(probe);
        if (refusal == null) {
            return Method.ofOption(server.bulkMethod());
        }
        if (asked != Method.AUTO) {
            throw SeedgenException.targetUnusable(refusal + ", or use --method insert", null);
        }
        note("seedgen: " + refusal.substring(0, refusal.indexOf(':')) + "; --method auto uses insert");
        return Method.INSERT;
    }

    /**
     * {@code seedgen finish}: the work after the rows of a run split into {@code n} partitions (made from
     * {@code fingerprint}), done here rather than by the last partition (whose finishing failed, or was stopped), on up to
     * {@code threads} connections at once.
     */
    public RunFinish.Finished finishSplit(Dataset dataset, Target target, String fingerprint, int n, int threads) {
        Loading server = seedgen.dialect.servers.Servers.family(target).loading(target, info);
        try (server; Connection probe = server.probe()) {
            return new SplitSetup(server.dialect(), info).finish(server, probe, dataset, target.namespace(),
                    fingerprint, n, threads);
        } catch (SQLException e) {
            throw server.connectFailure(e);
        }
    }
}
