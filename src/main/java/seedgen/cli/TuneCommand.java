package seedgen.cli;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import seedgen.connect.Environment;
import seedgen.error.SeedgenException;
import seedgen.connect.Target;
import seedgen.connect.TargetResolver;
import seedgen.embedded.EmbeddedMariaDb;
import seedgen.dialect.mysql.RunLock;
import seedgen.report.AdviceTable;
import seedgen.dialect.mysql.Connections;
import seedgen.dialect.mysql.SqlErrors;
import seedgen.tune.Advice;
import seedgen.dialect.mysql.tune.Restorer;
import seedgen.dialect.mysql.tune.Setting;
import seedgen.dialect.mysql.tune.Snapshot;
import seedgen.dialect.mysql.tune.SnapshotStore;
import seedgen.dialect.mysql.tune.TuneShow;

/** `seedgen tune --show` and `seedgen tune --restore`. */
@Command(name = "tune", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Show the server settings that matter for bulk loads, or put back the settings a killed "
                + "`seedgen --tune` run left changed."})
final class TuneCommand implements Callable<Integer> {

    @ParentCommand
    SeedgenCommand parent;

    @Option(names = "--show", description = "Print the current values, a recommendation and why.")
    boolean show;

    @Option(names = "--restore", description = "Put back the values saved in ./.seedgen/tune-snapshot and delete it.")
    boolean restore;

    @Option(names = "--json", description = "With --show: print JSON.")
    boolean json;

    @Mixin
    TargetOptions target;

    @Override
    public Integer call() {
        if (show == restore) {
            throw SeedgenException.badInput("say what to do: seedgen tune --show, or seedgen tune --restore");
        }
        if (json && !show) {
            throw SeedgenException.badInput("--json goes with --show");
        }
        if (target.passwordGiven()) {
            throw TargetResolver.passwordOnCommandLine();
        }
        Environment env = parent.environment();
        return show ? show(env) : restore(env);
    }

    private int show(Environment env) {
        Target resolved = target.resolve(env, env.err()::println);
        List<Advice> rows = resolved.isPostgresql() ? seedgen.dialect.postgresql.PgAdvice.on(resolved,
                seedgen.dialect.postgresql.PgAdvice::settings) : OnServer.run(env, resolved, TuneShow::read);
        if (json) {
            AdviceTable.printJson(rows, env.out());
        } else {
            AdviceTable.print(rows, new String[] {"setting", "value", "recommended", "why"}, env.out());
        }
        return ExitCodes.DONE;
    }

    private int restore(Environment env) {
        if (target.postgresql()) {
            env.out().println("Nothing to restore: on PostgreSQL --tune sets only the load's own sessions, which "
                    + "end with it");
            return ExitCodes.DONE;
        }
        SnapshotStore store = Tunings.store(env);
        Snapshot snapshot = store.read().orElse(null);
        if (snapshot == null) {
            env.out().println("Nothing to restore: no tuning snapshot in " + store.file());
            return ExitCodes.DONE;
        }
        if (snapshot.isEmbedded()) {
            // SET GLOBAL does not outlive a server restart, and the embedded server restarts with every run.
            store.delete();
            env.out().println("The snapshot was of the embedded MariaDB, whose settings reset when it restarts; "
                    + "snapshot deleted");
            return ExitCodes.DONE;
        }
        if (!target.namesServer()) {
            // A bare `tune --restore` after a killed run: the server is the one the snapshot names.
            target.useServer(snapshot.server());
            env.err().println("Restoring the settings of " + snapshot.server() + ", the server in " + store.file());
        }
        Target resolved = target.resolve(env, env.err()::println);
        String id = resolved.isEmbedded() ? Snapshot.EMBEDDED : resolved.host() + ":" + resolved.port();
        if (!id.equals(snapshot.server())) {
            throw SeedgenException.badInput("the snapshot in " + store.file() + " is of server " + snapshot.server()
                    + ", not " + id + ": point --host/--port (or --url) at " + snapshot.server());
        }
        Map<Setting, String> after;
        // Refused while a --tune run on the server is going: that run puts its settings back itself when it ends.
        try (RunLock lock = RunLock.forTuneRestore(resolved, env.err()::println)) {
            after = Restorer.restore(() -> Connections.probe(resolved), snapshot.originals(), store,
                    env.err()::println);
        }
        after.forEach((s, v) -> env.out().println("restored " + s.variable() + " = " + v));
        env.out().println("Server settings put back from " + store.file() + " (snapshot deleted)");
        return ExitCodes.DONE;
    }

    /** Runs a read on the target, starting the embedded server for it when that is the target. */
    static final class OnServer {

        interface Read<T> {
            T apply(Connection c) throws SQLException;
        }

        private OnServer() {
        }

        static <T> T run(Environment env, Target resolved, Read<T> read) {
            if (resolved.isEmbedded()) {
                try (EmbeddedMariaDb db = EmbeddedMariaDb.start(env.workDir(), env.err()::println)) {
                    return on(resolved.at(db.host(), db.port()), read);
                }
            }
            return on(resolved, read);
        }

        private static <T> T on(Target live, Read<T> read) {
            try (Connection c = Connections.probe(live)) {
                return read.apply(c);
            } catch (SQLException e) {
                throw SqlErrors.atConnect(e, live);
            }
        }
    }
}
