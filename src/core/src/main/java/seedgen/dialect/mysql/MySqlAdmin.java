package seedgen.dialect.mysql;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import seedgen.catalog.Catalog;
import seedgen.connect.Target;
import seedgen.dialect.Admin;
import seedgen.dialect.mysql.tune.Restorer;
import seedgen.dialect.mysql.tune.ServerTuning;
import seedgen.dialect.mysql.tune.Setting;
import seedgen.dialect.mysql.tune.Snapshot;
import seedgen.dialect.mysql.tune.SnapshotStore;
import seedgen.dialect.mysql.tune.TuneShow;
import seedgen.error.SeedgenException;
import seedgen.run.Advice;
import seedgen.tune.DoctorLoad;
import seedgen.tune.ServerMemory;
import seedgen.run.TuneSpec;

/**
 * MySQL and MariaDB besides a load: the variables of {@code tune --show}, the doctor, the catalog of a database, and
 * --tune as SET GLOBAL of the allow-list's variables, saved in a snapshot file first and put back from it.
 */
public final class MySqlAdmin implements Admin {

    public static final MySqlAdmin INSTANCE = new MySqlAdmin();

    private MySqlAdmin() {
    }

    @Override
    public List<Advice> settings(Target target) {
        return on(target, TuneShow::read);
    }

    @Override
    public List<Advice> doctor(Target target, DoctorLoad request) {
        return on(target, c -> MySqlDoctor.examine(c, target.database(), request));
    }

    @Override
    public Catalog catalog(Target target, List<String> tables) {
        return on(target, c -> MySqlCatalog.read(c, target, tables));
    }

    @Override
    public <T> T read(Target target, Admin.Read<T> read) {
        Connection c;
        try {
            c = MySqlConnections.probe(target);
        } catch (SQLException e) {
            throw MySqlErrors.atConnect(e, target);
        }
        try (c) {
            MySqlConnections.allowLongReads(c);
            return read.apply(c, MySql.INSTANCE);
        } catch (SQLException e) {
            int code = e.getErrorCode();
            boolean denied = code == MySqlErrors.TABLE_ACCESS_DENIED || code == MySqlErrors.COLUMN_ACCESS_DENIED
                    || code == MySqlErrors.DB_ACCESS_DENIED;
            throw SeedgenException.targetUnusable("reading database " + target.database() + ": "
                    + MySql.INSTANCE.text(e) + (denied ? ": check that " + target.user() + " may SELECT every table"
                            : ": the server refused a query of seedgen's own; run again with --verbose and report it"),
                    e);
        }
    }

    @Override
    public void checkTuning(TuneSpec spec) {
        // Nothing to refuse: every name and value the allow-list let through is one this family can set.
    }

    @Override
    public ServerTuning tune(Target target, TuneSpec spec, java.util.Optional<seedgen.tune.LoadSize> load,
            Path stateDir, Consumer<String> info, BooleanSupplier stop) {
        return ServerTuning.apply(() -> MySqlConnections.probe(target), serverId(target), spec,
                ServerMemory.of(target.host(), target.isEmbedded()), load, new SnapshotStore(stateDir), info, stop);
    }

    @Override
    public void restore(Path stateDir, SavedServer server, Consumer<String> out, Consumer<String> info) {
        SnapshotStore store = new SnapshotStore(stateDir);
        Snapshot snapshot = store.read().orElse(null);
        if (snapshot == null) {
            out.accept("Nothing to restore: no tuning snapshot in " + store.file());
            return;
        }
        if (snapshot.isEmbedded()) {
            // SET GLOBAL does not outlive a server restart, and the embedded server restarts with every run.
            store.delete();
            out.accept("The snapshot was of the embedded MariaDB, whose settings reset when it restarts; "
                    + "snapshot deleted");
            return;
        }
        Target target = server.target(snapshot.server(), store.file());
        String id = serverId(target);
        if (!id.equals(snapshot.server())) {
            throw SeedgenException.badInput("the snapshot in " + store.file() + " is of server " + snapshot.server()
                    + ", not " + id + ": point --host/--port (or --url) at " + snapshot.server());
        }
        Map<Setting, String> after;
        // Refused while a --tune run on the server is going: that run puts its settings back itself when it ends.
        try (MySqlRunLock lock = MySqlRunLock.forTuneRestore(target, info)) {
            after = Restorer.restore(() -> MySqlConnections.probe(target), snapshot.originals(), store, info);
        }
        after.forEach((s, v) -> out.accept("restored " + s.variable() + " = " + v));
        out.accept("Server settings put back from " + store.file() + " (snapshot deleted)");
    }

    /** The server as a snapshot names it: "host:port", or the embedded one, whose port changes from run to run. */
    private static String serverId(Target target) {
        return target.isEmbedded() ? Snapshot.EMBEDDED : target.host() + ":" + target.port();
    }

    private interface Read<T> {
        T apply(Connection c) throws SQLException;
    }

    private static <T> T on(Target target, Read<T> read) {
        try (Connection c = MySqlConnections.probe(target)) {
            return read.apply(c);
        } catch (SQLException e) {
            throw MySqlErrors.atConnect(e, target);
        }
    }
}
