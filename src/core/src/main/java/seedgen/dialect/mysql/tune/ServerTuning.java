package seedgen.dialect.mysql.tune;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import seedgen.dialect.Admin;
import seedgen.error.SeedgenException;
import seedgen.tune.LoadSize;
import seedgen.tune.Sizes;
import seedgen.run.TuneSpec;
import seedgen.tune.TuningReport;

/**
 * A tuning in force: the bulk profile applied to a server, and put back by {@link #close()}. Applying is all
 * or nothing: the privilege and read-only checks run before the first change, the snapshot is on disk before
 * the first change, and if setting k fails, settings 1..k-1 are put back before the error is thrown.
 */
public final class ServerTuning implements Admin.Tuned {

    private final ConnectionSource source;
    private final SnapshotStore store;
    private final Consumer<String> info;
    private final List<BulkProfile.Step> steps;
    private final Map<Setting, String> originals;
    private final Map<Setting, String> during;
    private Map<Setting, String> after;
    private boolean closed;

    private ServerTuning(ConnectionSource source, SnapshotStore store, Consumer<String> info,
            List<BulkProfile.Step> steps, Map<Setting, String> originals, Map<Setting, String> during) {
        this.source = source;
        this.store = store;
        this.info = info;
        this.steps = steps;
        this.originals = originals;
        this.during = during;
    }

    /**
     * Applies the profile. {@code server} names the server in the snapshot ("host:port" or
     * {@link Snapshot#EMBEDDED}); {@code load}, the size of the load the tuning is for, bounds the buffer pool;
     * {@code stop} cuts a buffer pool wait short when the run is being interrupted.
     */
    public static ServerTuning apply(ConnectionSource source, String server, TuneSpec spec, OptionalLong memory,
            Optional<LoadSize> load, SnapshotStore store, Consumer<String> info, BooleanSupplier stop) {
        store.read().ifPresent(old -> {
            throw leftover(store, old);
        });
        try (Connection c = source.open()) {
            String version = Variables.version(c);
            Map<Setting, Optional<String>> current = new EnumMap<>(Setting.class);
            for (Setting s : Setting.values()) {
                current.put(s, Variables.global(c, s.variable()));
            }
            List<BulkProfile.Step> planned = BulkProfile.plan(current, spec, memory, load, chunk(c));
            List<BulkProfile.Step> steps = checkChangeable(c, planned, version);
            Map<Setting, String> originals = new LinkedHashMap<>();
            steps.stream().filter(BulkProfile.Step::changes).forEach(st -> originals.put(st.setting(), st.before()));
            Map<Setting, String> during = new EnumMap<>(Setting.class);
            ServerTuning tuning = new ServerTuning(source, store, info, steps, originals, during);
            if (!originals.isEmpty()) {
                store.write(new Snapshot(server, Instant.now(), ProcessHandle.current().pid(), originals));
                tuning.applySteps(c, stop);
            }
            return tuning;
        } catch (SQLException e) {
            throw SeedgenException.targetUnusable("could not read or change the server's settings ("
                    + e.getMessage() + "): nothing was changed; run without --tune, or check the server", e);
        }
    }

    /**
     * The step the buffer pool grows by: its chunk times its instances (MariaDB 10.8 and later have one instance and
     * no such variable); 0 when the server does not say.
     */
    private static long chunk(Connection c) throws SQLException {
        long chunk = Variables.global(c, "innodb_buffer_pool_chunk_size").map(Long::parseLong).orElse(0L);
        long instances = Variables.global(c, "innodb_buffer_pool_instances").map(Long::parseLong).orElse(1L);
        return chunk * Math.max(1, instances);
    }

    private static SeedgenException leftover(SnapshotStore store, Snapshot old) {
        // The snapshot is written on this machine, so its process id says whether that run is still going.
        boolean alive = ProcessHandle.of(old.pid()).map(ProcessHandle::isAlive).orElse(false);
        String state = alive ? "process " + old.pid() + " is still running: let it end, and it puts them back itself"
                : "process " + old.pid() + " has ended without putting them back (killed?): run `seedgen tune "
                + "--restore` first";
        return SeedgenException.targetUnusable("a tuning snapshot from an earlier run (server " + old.server()
                + ", taken " + old.takenAt() + ") is in " + store.file() + ", and its settings may still be in "
                + "force; " + state, null);
    }

    /** The no-op SET GLOBAL x = @@GLOBAL.x fails exactly as the real change would, and changes nothing. */
    private static List<BulkProfile.Step> checkChangeable(Connection c, List<BulkProfile.Step> planned,
            String version) throws SQLException {
        List<BulkProfile.Step> checked = new ArrayList<>();
        for (BulkProfile.Step st : planned) {
            if (!st.changes()) {
                checked.add(st);
                continue;
            }
            try {
                Variables.setToItself(c, st.setting());
                checked.add(st);
            } catch (SQLException e) {
                if (e.getErrorCode() == Variables.ACCESS_DENIED) {
                    throw SeedgenException.targetUnusable("the user may not change server settings: SET GLOBAL "
                            + "needs the " + Privilege.forVersion(version) + " privilege; grant it (GRANT "
                            + Privilege.forVersion(version).split(" ")[0] + " ON *.* TO ...) or run without --tune; "
                            + "nothing was changed", e);
                }
                if (e.getErrorCode() == Variables.READ_ONLY) {
                    checked.add(new BulkProfile.Step(st.setting(), st.before(), null,
                            "could not be changed: read-only on this server (set it in the option file and restart)"));
                    continue;
                }
                throw e;
            }
        }
        return checked;
    }

    private void applySteps(Connection c, BooleanSupplier stop) throws SQLException {
        List<Setting> done = new ArrayList<>();
        for (BulkProfile.Step st : steps) {
            if (!st.changes()) {
                continue;
            }
            try {
                Variables.set(c, st.setting(), st.wanted());
                done.add(st.setting());
                if (st.setting() == Setting.INNODB_BUFFER_POOL_SIZE) {
                    awaitResize(c, Long.parseLong(st.before()), Long.parseLong(st.wanted()), stop, "raising");
                }
                during.put(st.setting(), Variables.global(c, st.setting().variable()).orElse("?"));
            } catch (SQLException | RuntimeException e) {
                undo(c, done, e);
                throw SeedgenException.targetUnusable("could not set " + st.setting().variable() + " = "
                        + st.wanted() + " (" + e.getMessage() + "); the " + done.size()
                        + " setting(s) changed before it were put back: run without --tune or --tune-skip "
                        + st.setting().variable(), e);
            }
        }
    }

    private void undo(Connection c, List<Setting> done, Exception cause) {
        boolean allBack = true;
        for (int i = done.size() - 1; i >= 0; i--) {
            Setting s = done.get(i);
            try {
                Variables.set(c, s, originals.get(s));
            } catch (SQLException | RuntimeException undoFailure) {
                cause.addSuppressed(undoFailure);
                allBack = false;
            }
        }
        if (allBack) {
            store.delete();
        }
    }

    private void awaitResize(Connection c, long from, long bytes, BooleanSupplier stop, String verb)
            throws SQLException {
        BufferPoolResize.Outcome o = BufferPoolResize.await(c, from, bytes, stop);
        if (o.done()) {
            info.accept("Buffer pool: finished " + verb + " to " + Sizes.format(o.serverBytes()) + rounded(bytes, o)
                    + " in " + o.waited().toMillis() + " ms");
        } else {
            info.accept("Buffer pool: still " + verb + " to " + Sizes.format(o.serverBytes()) + rounded(bytes, o)
                    + " after " + o.waited().toSeconds() + " s (" + o.status() + "); going on, the server finishes it "
                    + "in the background");
        }
    }

    private static String rounded(long asked, BufferPoolResize.Outcome o) {
        return o.serverBytes() == asked ? "" : " (" + Sizes.format(asked) + " asked for, rounded up by the server to "
                + "whole chunks of innodb_buffer_pool_chunk_size)";
    }

    /** The rows for the table, the summary and the JSON report (after is filled in once restored). */
    @Override
    public TuningReport report() {
        List<TuningReport.Row> rows = new ArrayList<>();
        for (BulkProfile.Step st : steps) {
            Setting s = st.setting();
            String now = during.getOrDefault(s, st.before());
            String then = after == null ? null : after.getOrDefault(s, st.before());
            rows.add(new TuningReport.Row(s.variable(), st.before(), now, then, during.containsKey(s), st.why()));
        }
        return new TuningReport(true, rows, after != null || originals.isEmpty(),
                after == null && !originals.isEmpty() ? store.file().toString() : null);
    }

    /** The snapshot file, where the values before are while they are changed (none is written when none changes). */
    @Override
    public Optional<Path> savedIn() {
        return Optional.of(store.file());
    }

    /** Puts back every changed value, then deletes the snapshot; keeps the snapshot if any value could not be. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        if (originals.isEmpty()) {
            after = Map.of();
            return;
        }
        after = Restorer.restore(source, originals, store, info);
    }
}
