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
import seedgen.model.Dataset;
import seedgen.runs.RunRecords;

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

    /**
     * The keys a deferred load left out added, several tables at once ({@code threads} connections at most), then
     * the rows checked against every foreign key: by the server where it validated the key just now, else counted.
     */
    Finished finish(Loading server, Dataset dataset, String key, String ns, boolean existingSchema, boolean split,
            int threads) {
        List<RunResult.Phase> phases = new ArrayList<>();
        // A connection of its own: the probe sat idle through the load, and the check joins whole tables, which on
        // large ones runs for minutes without a byte on the wire.
        try (Connection check = server.single()) {
            java.util.Set<String> validated = new java.util.HashSet<>();
            RunResult.KeysAdded keys = existingSchema ? RunResult.KeysAdded.NONE
                    : addKeys(server, check, dataset, ns, threads, validated);
            if (keys != RunResult.KeysAdded.NONE) {
                phases.add(new RunResult.Phase("add " + (keys.unique() + keys.foreign() == 0 ? "primary"
                        : keys.foreign() == 0 ? "unique" : keys.unique() == 0 ? "foreign" : "unique and foreign")
                        + " keys", keys.seconds()));
            }
            sql.afterRows(check, ns, dataset.tables().stream().map(Dataset.Table::name).toList());
            long t0 = System.nanoTime();
            // An application's schema: every key its catalog holds, partitions' own among them, not only the spec's
            List<OrphanCount.Check> checks = existingSchema ? OrphanCount.declaredChecks(check, dataset, ns, sql)
                    : OrphanCount.checks(dataset, sql, validated);
            List<Long> counts = OnConnections.run(server, threads, "check", checks.stream()
                    .<OnConnections.Task<Long>>map(ch -> c -> OrphanCount.count(c, ns, ch, sql)).toList());
            Map<String, Long> orphans = new LinkedHashMap<>();
            for (int i = 0; i < checks.size(); i++) {
                orphans.put(checks.get(i).name(), counts.get(i));
            }
            if (!checks.isEmpty()) {
                phases.add(new RunResult.Phase("check foreign keys", (System.nanoTime() - t0) / 1e9));
            }
            // the keys the server checked count as checked, with no orphan
            validated.forEach(name -> orphans.putIfAbsent(name, 0L));
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

    /**
     * Adds what {@link TableKeys#missing} finds missing: each table's keys on a connection of their own, several at
     * once; then the foreign keys, one table after the other, unchecked; then, where the server validates them, every
     * table's checked, several at once ({@code validated} hears their names).
     */
    private RunResult.KeysAdded addKeys(Loading server, Connection c, Dataset dataset, String ns, int threads,
            java.util.Set<String> validated) throws SQLException {
        long t0 = System.nanoTime();
        List<TableKeys.Missing> missing = new TableKeys(sql, info).missing(c, dataset, ns);
        List<OnConnections.Task<Void>> builds = new ArrayList<>();
        int unique = 0;
        int foreign = 0;
        for (TableKeys.Missing m : missing) {
            unique += m.unique();
            foreign += m.foreignNames().size();
            if (m.keys() != null || !m.indexes().isEmpty()) {
                builds.add(on -> {
                    info.accept("Table " + ns + "." + m.table() + ": building its keys");
                    if (m.keys() != null) {
                        execute(on, m.keys());
                    }
                    for (String index : m.indexes()) {
                        execute(on, index);
                    }
                    return null;
                });
            }
        }
        OnConnections.run(server, threads, "keys", builds);
        sql.withoutForeignKeyChecks(c, () -> {
            for (TableKeys.Missing m : missing) {
                if (m.foreign() != null) {
                    info.accept("Table " + ns + "." + m.table() + ": adding its foreign keys");
                    execute(c, m.foreign());
                }
            }
        });
        List<OnConnections.Task<Void>> checks = new ArrayList<>();
        for (TableKeys.Missing m : missing) {
            if (!m.validate().isEmpty()) {
                checks.add(on -> {
                    for (String statement : m.validate()) {
                        execute(on, statement);
                    }
                    return null;
                });
            }
        }
        OnConnections.run(server, threads, "validate", checks);
        for (TableKeys.Missing m : missing) {
            if (!m.validate().isEmpty()) {
                Dataset.Table t = dataset.table(m.table());
                t.foreignKeys().forEach(fk -> validated.add(DatasetDdl.fkName(t.name(), fk, sql)));
            }
        }
        return unique + foreign == 0 && builds.isEmpty() ? RunResult.KeysAdded.NONE
                : new RunResult.KeysAdded(unique, foreign, (System.nanoTime() - t0) / 1e9);
    }

    private static void execute(Connection c, String statement) throws SQLException {
        try (java.sql.Statement st = c.createStatement()) {
            st.execute(statement);
        }
    }
}
