package seedgen.load;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import seedgen.dialect.Dialect;
import seedgen.dialect.Loading;
import seedgen.runs.RunRecords;
import seedgen.spec.Dataset;

/**
 * After all rows are in: the keys a table lacks added, the server's own after-rows work, every foreign key checked by
 * counting orphans, and (with none) the run's records removed: those of every partition of a split run, or the run's
 * own.
 */
public final class RunFinish {

    /** How the work after the rows ended: the keys added, the orphans counted, the phases, and a failure (or null). */
    public record Finished(RunResult.Status status, String failure, Map<String, Long> orphans, RunResult.KeysAdded keys,
            List<RunResult.Phase> phases) {
    }

    private final Dialect sql;
    private final Consumer<String> info;

    RunFinish(Dialect sql, Consumer<String> info) {
        this.sql = sql;
        this.info = info;
    }

    /**
     * Every row and key is in: the run's records go. A server that refuses (no DROP privilege) leaves them, which
     * changes nothing of the rows: the run is done, and a warning says what to drop.
     */
    private void forget(Loading server, Connection c, Dataset dataset, String key, String ns, boolean split) {
        RunRecords records = new RunRecords(ns, sql);
        try {
            if (split) {
                records.finishParts(c, key);
            } else {
                records.finish(c, key, dataset.tables().stream().map(Dataset.Table::name).toList());
            }
        } catch (SQLException e) {
            info.accept("warning: the run finished but its record in " + RunRecords.TABLE + "/" + RunRecords.PROGRESS
                    + " could not be removed or the emptied tables dropped (" + server.describe(e) + "); drop them by "
                    + "hand once no seedgen run uses the " + sql.namespaceKind());
        }
    }

    Finished finish(Loading server, Dataset dataset, String key, String ns, boolean existingSchema, boolean split) {
        List<RunResult.Phase> phases = new ArrayList<>();
        // A connection of its own: the probe sat idle through the load, and the check joins whole tables, which on
        // large ones runs for minutes without a byte on the wire.
        try (Connection check = server.single()) {
            RunResult.KeysAdded keys = existingSchema ? RunResult.KeysAdded.NONE
                    : new TableKeys(sql, info).addMissingKeys(check, dataset, ns);
            if (keys.unique() + keys.foreign() > 0) {
                phases.add(new RunResult.Phase("add " + (keys.foreign() == 0 ? "unique" : keys.unique() == 0
                        ? "foreign" : "unique and foreign") + " keys", keys.seconds()));
            }
            sql.afterRows(check, ns, dataset.tables().stream().map(Dataset.Table::name).toList());
            long t0 = System.nanoTime();
            // An application's schema: every key its catalog holds, partitions' own among them, not only the spec's
            Map<String, Long> orphans = existingSchema ? OrphanCount.declaredOrphans(check, dataset, ns, sql)
                    : OrphanCount.orphans(check, dataset, ns, sql);
            if (!orphans.isEmpty()) {
                phases.add(new RunResult.Phase("check foreign keys", (System.nanoTime() - t0) / 1e9));
            }
            long total = orphans.values().stream().mapToLong(Long::longValue).sum();
            if (total > 0) {
                Map<String, Long> broken = new LinkedHashMap<>(orphans);
                broken.values().removeIf(n -> n == 0);
                return new Finished(RunResult.Status.FAILED, total + " rows refer to no parent row: " + broken,
                        orphans, keys, phases);
            }
            forget(server, check, dataset, key, ns, split);
            return new Finished(RunResult.Status.DONE, null, orphans, keys, phases);
        } catch (SQLException e) {
            return new Finished(RunResult.Status.FAILED, "the rows are in, but adding or checking their keys failed ("
                    + server.describe(e) + "): run again " + (split ? "(any partition's command line, or seedgen "
                    + "finish)" : "with --resume") + " to finish them", Map.of(), RunResult.KeysAdded.NONE, phases);
        }
    }
}
