package seedgen.load;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import seedgen.dialect.Dialect;
import seedgen.dialect.Loading;
import seedgen.error.SeedgenException;
import seedgen.model.Dataset;
import seedgen.runs.RunRecords;
import seedgen.slice.Partition;

/**
 * The start and end of a split load's part (--partition, --shards): the first part to arrive sets the tables up and
 * records the run, the others join it, one at a time under the server's setup lock; a part that is done says so and
 * learns whether it is the last.
 */
final class SplitSetup {

    private final Dialect sql;
    private final Consumer<String> info;

    SplitSetup(Dialect sql, Consumer<String> info) {
        this.sql = sql;
        this.info = info;
    }

    private ExistingTables tables() {
        return new ExistingTables(sql, info);
    }

    private TableKeys keys() {
        return new TableKeys(sql, info);
    }

    /** How long a partition waits for another to finish setting up or finishing the tables. */
    private static final int SETUP_WAIT_SECONDS = 600;

    void lockSetup(Connection c, String database, Dataset dataset) throws SQLException {
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
    DatasetLoad.Begun beginPart(Connection c, Dataset dataset, String database, Start start, int batch)
            throws SQLException {
        Partition p = start.partition();
        RunRecords runs = new RunRecords(database, sql);
        String name = Setup.key(dataset);
        if (start.resume() && !sql.tableExists(c, database, RunRecords.TABLE)) {
            throw SeedgenException.targetUnusable("no interrupted run of dataset " + name + " is recorded in "
                    + database + ": run without --resume", null);
        }
        sql.enterNamespace(c, database);
        lockSetup(c, database, dataset);
        try {
            if (runs.read(c, name).isPresent() && !start.truncate()) {
                throw SeedgenException.badInput("an interrupted run of dataset " + name + " in one process is "
                        + "recorded in " + database + ": finish it with --resume (without --partition), or start over "
                        + "with --truncate");
            }
            List<RunRecords.Part> parts = runs.parts(c, name);
            List<RunRecords.Part> same = parts.stream().filter(x -> x.partition().n() == p.n()
                    && x.fingerprint().equals(start.fingerprint())).toList();
            if (same.size() < parts.size() && !start.truncate()) {
                RunRecords.Part other = parts.stream().filter(x -> !same.contains(x)).findFirst().orElseThrow();
                throw SeedgenException.targetUnusable("a run of dataset " + name + " split " + (other.partition().n()
                        == p.n() ? "from another spec, --param, --seed or --rows" : "into " + other.partition().n()
                        + " partitions") + " is recorded in " + database + ": finish it with the command lines that "
                        + "started it, or start over with --truncate", null);
            }
            if (!same.isEmpty() && same.size() == parts.size()) {
                java.util.Optional<RunRecords.Part> mine = same.stream().filter(x -> x.partition().equals(p))
                        .findFirst();
                List<String> existing = tables().existingTables(c, dataset, database);
                keys().createMissing(c, dataset, database, existing, start.deferKeys(), true);
                if (mine.isEmpty()) {
                    if (start.truncate()) {
                        info.accept("seedgen: partitions of this run are under way in " + database + ": joining them "
                                + "(--truncate emptied the tables when the first one started)");
                    }
                    runs.startPart(c, name, p, new RunRecords.Run(start.fingerprint(), batch, Map.of(), start.seed(), start.rowsAsked()));
                    return new DatasetLoad.Begun(batch, Map.of(), false);
                }
                if (mine.get().done()) {
                    info.accept("seedgen: partition " + p + " of dataset " + name + ": its rows are all in already");
                    return new DatasetLoad.Begun((int) mine.get().batchSize(), Map.of(), false, true, null);
                }
                info.accept("seedgen: partition " + p + " of dataset " + name + " was stopped before the end: resuming "
                        + "it on its grid of " + mine.get().batchSize() + " rows a batch");
                return new DatasetLoad.Begun((int) mine.get().batchSize(), Map.of(), true);
            }
            if (start.resume()) {
                throw SeedgenException.targetUnusable("no interrupted partition " + p + " of dataset " + name + " is "
                        + "recorded in " + database + ": run without --resume", null);
            }
            // the first partition to start: the tables as an unsplit run finds and makes them
            List<String> existing = new ArrayList<>(tables().existingTables(c, dataset, database));
            tables().checkLayout(c, dataset, database, existing);
            if (!existing.isEmpty() && !start.truncate()) {
                throw SeedgenException.badInput(sql.namespaceKind() + " " + database + " already has table(s) "
                        + existing + " of this dataset: add --truncate to empty them first (the first partition to "
                        + "start does it), or choose another --" + sql.namespaceKind());
            }
            if (!existing.isEmpty()) {
                sql.truncate(c, database, existing);
                info.accept("Tables " + existing + " emptied (--truncate)");
                keys().dropSecondaryKeys(c, dataset, database, existing, start.deferKeys(), true);
            }
            runs.finishParts(c, name);
            runs.startPart(c, name, p, new RunRecords.Run(start.fingerprint(), batch, Map.of(), start.seed(), start.rowsAsked()));
            keys().createMissing(c, dataset, database, existing, start.deferKeys(), true);
            return new DatasetLoad.Begun(batch, Map.of(), false);
        } finally {
            sql.unlockSetup(c, database, name);
        }
    }

    /**
     * Records this partition's rows as in, under the setup lock, and returns the partitions whose rows are not: none
     * when this one is the last, which then adds the keys and checks them (holding the setup lock, so that no other
     * partition finishes too).
     */
    List<Partition> partDone(Connection c, Dataset dataset, String database, Start start)
            throws SQLException {
        Partition p = start.partition();
        lockSetup(c, database, dataset);
        boolean last = false;
        try {
            RunRecords runs = new RunRecords(database, sql);
            runs.partDone(c, Setup.key(dataset), p);
            java.util.Set<Integer> done = new java.util.TreeSet<>();
            for (RunRecords.Part x : runs.parts(c, Setup.key(dataset))) {
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
     * {@code seedgen finish}: the work after the rows of a run split into {@code n} partitions (made from
     * {@code fingerprint}), done here rather than by the last partition (whose finishing failed, or was stopped).
     * Refused while a partition's rows are not all in, naming those partitions.
     */
    RunFinish.Finished finish(Loading server, Connection probe, Dataset dataset, String database, String fingerprint,
            int n, int threads) throws SQLException {
        if (!sql.tableExists(probe, database, RunRecords.TABLE)) {
            throw nothingToFinish(dataset, database);
        }
        sql.enterNamespace(probe, database);
        lockSetup(probe, database, dataset);
        List<RunRecords.Part> parts = new RunRecords(database, sql).parts(probe, Setup.key(dataset));
        if (parts.isEmpty()) {
            throw nothingToFinish(dataset, database);
        }
        for (RunRecords.Part p : parts) {
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
        info.accept("seedgen: every partition of dataset " + dataset.name() + " is in: adding and checking the keys");
        return new RunFinish(sql, info).finish(server, dataset, Setup.key(dataset), database, false, true,
                threads);
    }

    private static SeedgenException nothingToFinish(Dataset dataset, String database) {
        return SeedgenException.targetUnusable("no split run of dataset " + dataset.name() + " is recorded in "
                + database + ": nothing to finish (the last partition to end finishes a run and removes its records)",
                null);
    }
}
