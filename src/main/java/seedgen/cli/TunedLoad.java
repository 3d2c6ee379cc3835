package seedgen.cli;

import java.io.PrintStream;
import java.util.concurrent.atomic.AtomicBoolean;
import seedgen.connect.Environment;
import seedgen.connect.Target;
import seedgen.embedded.EmbeddedMariaDb;
import seedgen.load.LoadOptions;
import seedgen.load.LoadResult;
import seedgen.load.LoadService;
import seedgen.load.WritePath;
import seedgen.dialect.mysql.RunLock;
import seedgen.report.AdviceTable;
import seedgen.dialect.mysql.Connections;
import seedgen.tune.ServerMemory;
import seedgen.tune.ServerTuning;
import seedgen.tune.Snapshot;
import seedgen.tune.SnapshotStore;
import seedgen.tune.TuneSpec;
import seedgen.tune.TuningReport;

/**
 * A load with or without --tune. The run lock wraps everything: it is taken before the server's settings or the
 * table are touched (another run on the table, or another --tune run on the server, is refused before either) and
 * released last. The tuning wraps the load in try-with-resources, inside the run lock, the signal guard and the
 * embedded server: it is applied before the table is touched and put back on every way out of the load (done,
 * failed, exception, SIGINT/SIGTERM) before the lock is released, the server stops and the process halts.
 */
final class TunedLoad {

    record Outcome(LoadResult result, TuningReport tuning) {
    }

    private TunedLoad() {
    }

    static SnapshotStore store(Environment env) {
        return new SnapshotStore(env.workDir().resolve(EmbeddedMariaDb.STATE_DIR));
    }

    static String serverId(Target live) {
        return live.isEmbedded() ? Snapshot.EMBEDDED : live.host() + ":" + live.port();
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

    static Outcome run(LoadService service, LoadOptions options, WritePath path, Target live, TuneSpec spec,
            Environment env, PrintStream info, AtomicBoolean stopping) {
        try (RunLock lock = RunLock.forLoad(live, options.table(), spec != null, info::println)) {
            if (spec == null) {
                return new Outcome(service.load(options, path, live, lock), TuningReport.off());
            }
            LoadResult result;
            ServerTuning tuning = apply(live, spec, env, info, stopping);
            try (tuning) {
                result = service.load(options, path, live, lock);
            }
            return new Outcome(result, tuning.report());
        }
    }
}
