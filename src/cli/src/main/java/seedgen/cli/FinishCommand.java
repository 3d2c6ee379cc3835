package seedgen.cli;

import seedgen.run.TargetRequest;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import seedgen.runner.Finish;

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
            throw TargetRequest.passwordOnCommandLine();
        }
        Finish.Outcome done = Finish.run(parent.environment(), target.toChoice(), specFile,
                dataset, rows, seed, params, partitions, threads);
        boolean finished = done.ending() == seedgen.run.Ending.DONE;
        (finished ? parent.environment().out() : parent.environment().err()).println(done.line());
        return finished ? ExitCodes.DONE : ExitCodes.FAILED;
    }
}
