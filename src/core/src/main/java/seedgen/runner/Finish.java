package seedgen.runner;

import java.util.Locale;
import java.util.Map;
import seedgen.connect.Target;
import seedgen.error.SeedgenException;
import seedgen.load.DatasetLoad;
import seedgen.load.RunFinish;
import seedgen.load.RunResult;
import seedgen.metrics.RunMetrics;
import seedgen.model.Dataset;
import seedgen.run.Environment;
import seedgen.run.TargetChoice;
import seedgen.slice.Partition;
import seedgen.spec.DatasetCompiler;
import seedgen.spec.SpecReader;

/**
 * {@code seedgen finish}: the N partitions of a dataset, each loaded by its own process, made one run: the keys
 * added, every foreign key checked, the run's records removed.
 */
public final class Finish {

    private Finish() {
    }

    /** How a finish ended: DONE with the line saying what was done, or FAILED with the line saying why. */
    public record Outcome(RunResult.Status status, String line) {

        public seedgen.run.Ending ending() {
            return status.ending();
        }
    }

    /**
     * Finishes the {@code partitions} of the dataset of {@code specFile} or {@code dataset} (with its {@code rows},
     * {@code seed} and {@code params}, as the partitions loaded it) in {@code target}, on {@code threads} connections
     * (null: one a core).
     */
    public static Outcome run(Environment env, TargetChoice target, java.nio.file.Path specFile, String dataset,
            Long rows, long seed, Map<String, String> params, int partitions, Integer threads) {
        if ((dataset == null) == (specFile == null)) {
            throw SeedgenException.badInput("finish needs the dataset the partitions load: give --dataset NAME or "
                    + "--spec FILE (one of them), with their --rows, --seed and --param");
        }
        new Partition(1, partitions); // N checked as --partition checks it
        Loaded loaded = Loaded.read(env, specFile, dataset, params);
        Dataset compiled = DatasetCompiler.compile(loaded.spec(), seed, rows);
        Target resolved = Targets.resolve(target, env, env.err()::println);
        DatasetLoad load = new DatasetLoad(env.err()::println, RunMetrics.NONE);
        long t0 = System.nanoTime();
        RunFinish.Finished f = load.finishSplit(compiled, resolved, SpecReader.fingerprint(loaded.text(), params,
                seed, rows), partitions, threads == null ? Runtime.getRuntime().availableProcessors() : threads);
        if (f.status() != RunResult.Status.DONE) {
            return new Outcome(f.status(), "seedgen: " + f.failure());
        }
        return new Outcome(RunResult.Status.DONE, String.format(Locale.ROOT, "seedgen: done: the %d partitions of dataset %s in %s are one run: %d "
                + "unique and %d foreign keys added, %d foreign keys checked (no orphan row), the run's records "
                + "removed, in %.1f s", partitions, compiled.name(), resolved.describe(), f.keys().unique(),
                f.keys().foreign(), f.orphans().size(), (System.nanoTime() - t0) / 1e9));
    }
}
