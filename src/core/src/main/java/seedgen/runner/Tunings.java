package seedgen.runner;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import seedgen.connect.Target;
import seedgen.dialect.Admin;
import seedgen.dialect.servers.Servers;
import seedgen.embedded.EmbeddedServer;
import seedgen.error.SeedgenException;
import seedgen.load.DatasetLoad;
import seedgen.model.Dataset;
import seedgen.report.AdviceTable;
import seedgen.run.Environment;
import seedgen.run.TuneSpec;
import seedgen.tune.LoadSize;
import seedgen.tune.TuningReport;

/**
 * --tune around a load. The run lock is taken first (another run on the tables, or another --tune run on the server,
 * is refused before anything changes); then the profile is applied, its snapshot saved first, and put back on every
 * way out of the load (done, failed, exception, SIGINT/SIGTERM) before the lock is released, the server stops and the
 * process halts. PostgreSQL changes no server setting: the load's own sessions are tuned.
 */
public final class Tunings {

    private Tunings() {
    }

    /**
     * The tuning --tune-set NAME=VALUE ({@code sets}), --tune-skip NAME ({@code skips}) and --tune-buffer-pool SIZE
     * ({@code bufferPool}, null: none) ask for: the profile with those changes, each name one the profile allows and
     * each value one its variable takes, refused with the option that named it otherwise.
     */
    public static TuneSpec spec(java.util.List<String> sets, java.util.List<String> skips, String bufferPool) {
        seedgen.dialect.TuneSettings allowed = seedgen.dialect.servers.Servers.tuneSettings();
        java.util.Map<String, String> overrides = new java.util.LinkedHashMap<>();
        for (String pair : sets) {
            int eq = pair.indexOf('=');
            if (eq <= 0) {
                throw SeedgenException.badInput("--tune-set takes NAME=VALUE, e.g. --tune-set sync_binlog=0, got '"
                        + pair + "'");
            }
            String name = allowed.require("--tune-set", pair.substring(0, eq));
            overrides.put(name, allowed.normalise("--tune-set", name, pair.substring(eq + 1)));
        }
        java.util.Set<String> skipped = new java.util.LinkedHashSet<>();
        for (String name : skips) {
            skipped.add(allowed.require("--tune-skip", name));
        }
        java.util.OptionalLong pool = bufferPool == null ? java.util.OptionalLong.empty()
                : java.util.OptionalLong.of(seedgen.tune.Sizes.parse("--tune-buffer-pool", bufferPool));
        return allowed.spec(overrides, skipped, pool);
    }

    /** Where a tuning saves the values it changes until they are put back: beside the embedded server's data. */
    public static Path stateDir(Environment env) {
        return env.workDir().resolve(EmbeddedServer.STATE_DIR);
    }

    /**
     * The tuning of a load of {@code dataset} into {@code resolved}, which reports what it did to {@code tuned} once put
     * back; refused before anything starts where the server takes no such tuning.
     */
    public static DatasetLoad.Tuning of(Target resolved, TuneSpec spec, Dataset dataset, Environment env,
            PrintStream info, AtomicBoolean stopping, AtomicReference<TuningReport> tuned) {
        Admin admin = Servers.family(resolved).admin();
        admin.checkTuning(spec);
        return live -> {
            Admin.Tuned t = apply(admin, live, spec, LoadSize.of(dataset), env, info, stopping);
            return () -> {
                t.close();
                tuned.set(t.report());
            };
        };
    }

    /**
     * Applies the --tune profile to {@code live} (the snapshot saved first) and shows what changed on the server; the
     * caller puts it back by closing the result, on every way out of the load.
     */
    private static Admin.Tuned apply(Admin admin, Target live, TuneSpec spec, LoadSize load, Environment env,
            PrintStream info, AtomicBoolean stopping) {
        Admin.Tuned tuning = admin.tune(live, spec, Optional.of(load), stateDir(env), info::println, stopping::get);
        tuning.savedIn().ifPresent(file -> {
            info.println("Server tuned for the load (put back when it ends; saved in " + file + "):");
            AdviceTable.printTuning(tuning.report(), info);
        });
        return tuning;
    }
}
