package seedgen.cli;

import java.nio.file.Path;
import java.util.Locale;
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
import seedgen.load.DatasetLoad;
import seedgen.spec.Dataset;
import seedgen.spec.DatasetCompiler;
import seedgen.spec.SpecReader;

/**
 * `seedgen finish`: the work that ends a run split into partitions (the keys added, every foreign key checked, the
 * records removed), which the last partition to end does itself; for when that partition failed or was stopped
 * there. Refused while a partition's rows are not all in.
 */
@Command(name = "finish", mixinStandardHelpOptions = true, sortOptions = false,
        description = "End a run split with --partition K/N once every partition's rows are in: add the keys, "
                + "check every foreign key, remove the run's records. The last partition to end does this itself.")
final class FinishCommand implements Callable<Integer> {

    @ParentCommand
    SeedgenCommand parent;

    @Option(names = "--dataset", paramLabel = "NAME", description = "The built-in dataset the partitions load.")
    String dataset;

    @Option(names = "--spec", paramLabel = "FILE", description = "The spec file the partitions load.")
    Path specFile;

    @Option(names = "--param", paramLabel = "NAME=VALUE", description = "The partitions' --param (repeatable).")
    Map<String, String> params = new java.util.LinkedHashMap<>();

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1", description = "The partitions' --seed "
            + "(default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--rows", paramLabel = "N", converter = Counts.LongCount.class,
            description = "The partitions' --rows (none if they gave none).")
    Long rows;

    @Option(names = "--partitions", paramLabel = "N", required = true, converter = Counts.IntCount.class,
            description = "N of the partitions' --partition K/N.")
    int partitions;

    @Option(names = "--threads", paramLabel = "N", converter = Counts.IntCount.class,
            description = "Connections building the keys and checking the rows at once (default: the processors "
                    + "here).")
    Integer threads;

    @Mixin
    TargetOptions target;

    @Override
    public Integer call() {
        if (target.passwordGiven()) {
            throw TargetResolver.passwordOnCommandLine();
        }
        if ((dataset == null) == (specFile == null)) {
            throw SeedgenException.badInput("finish needs the dataset the partitions load: give --dataset NAME or "
                    + "--spec FILE (one of them), with their --rows, --seed and --param");
        }
        new seedgen.slice.Partition(1, partitions); // N checked as --partition checks it
        Environment env = parent.environment();
        seedgen.run.Loaded loaded = seedgen.run.Loaded.read(env, specFile, dataset, params);
        Dataset compiled = DatasetCompiler.compile(loaded.spec(), seed, rows);
        Target resolved = target.resolve(env, env.err()::println);
        DatasetLoad load = new DatasetLoad(env.err()::println, seedgen.metrics.RunMetrics.NONE);
        long t0 = System.nanoTime();
        seedgen.load.RunFinish.Finished f = load.finishSplit(compiled, resolved, SpecReader.fingerprint(loaded.text(), params,
                seed, rows), partitions, threads == null ? Runtime.getRuntime().availableProcessors() : threads);
        if (f.status() != seedgen.load.RunResult.Status.DONE) {
            env.err().println("seedgen: " + f.failure());
            return ExitCodes.FAILED;
        }
        env.out().println(String.format(Locale.ROOT, "seedgen: done: the %d partitions of dataset %s in %s are one "
                + "run: %d unique and %d foreign keys added, %d foreign keys checked (no orphan row), the run's "
                + "records removed, in %.1f s", partitions, compiled.name(), resolved.describe(),
                f.keys().unique(), f.keys().foreign(), f.orphans().size(), (System.nanoTime() - t0) / 1e9));
        return ExitCodes.DONE;
    }
}
