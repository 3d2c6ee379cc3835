package seedgen.cli;

import java.io.PrintStream;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import seedgen.connect.Environment;
import seedgen.connect.Target;
import seedgen.dialect.mysql.Connections;
import seedgen.embedded.EmbeddedMariaDb;
import seedgen.load.DatasetLoad;
import seedgen.report.AdviceTable;
import seedgen.dialect.mysql.tune.ServerTuning;
import seedgen.dialect.mysql.tune.Snapshot;
import seedgen.dialect.mysql.tune.SnapshotStore;
import seedgen.tune.ServerMemory;
import seedgen.tune.TuneSpec;
import seedgen.tune.TuningReport;

/**
 * --tune around a load. The run lock is taken first (another run on the tables, or another --tune run on the server,
 * is refused before anything changes); then the profile is applied, its snapshot saved first, and put back on every
 * way out of the load (done, failed, exception, SIGINT/SIGTERM) before the lock is released, the server stops and the
 * process halts. PostgreSQL changes no server setting: the load's own sessions are tuned.
 */
final class Tunings {

    private Tunings() {
    }

    static SnapshotStore store(Environment env) {
        return new SnapshotStore(env.workDir().resolve(EmbeddedMariaDb.STATE_DIR));
    }

    static String serverId(Target live) {
        return live.isEmbedded() ? Snapshot.EMBEDDED : live.host() + ":" + live.port();
    }

    /**
     * The tuning of a load into {@code resolved}, which reports what it did to {@code tuned} once put back; refused
     * before anything starts where the server takes no such tuning.
     */
    static DatasetLoad.Tuning of(Target resolved, TuneSpec spec, Environment env, PrintStream info,
            AtomicBoolean stopping, AtomicReference<TuningReport> tuned) {
        if (resolved.isPostgresql()) {
            seedgen.dialect.postgresql.PgAdvice.refuseServerTuning(!spec.equals(TuneSpec.profile()));
            return live -> () -> tuned.set(TuningReport.sessions(seedgen.dialect.postgresql.PgLoading.TUNING));
        }
        return live -> {
            ServerTuning t = apply(live, spec, env, info, stopping);
            return () -> {
                t.close();
                tuned.set(t.report());
            };
        };
    }

    /**
     * Applies the --tune profile to {@code live} (the snapshot saved first) and shows what changed; the caller puts
     * it back by closing the result, on every way out of the load.
     */
    static ServerTuning apply(Target live, TuneSpec spec, Environment env, PrintStream info, AtomicBoolean stopping) {
        ServerTuning tuning = ServerTuning.apply(() -> Connections.probe(live), serverId(live), spec,
                ServerMemory.of(live.host(), live.isEmbedded()), store(env), info::println, stopping::get);
        info.println("Server tuned for the load (put back when it ends; saved in " + store(env).file() + "):");
        AdviceTable.printTuning(tuning.report(), info);
        return tuning;
    }
}
