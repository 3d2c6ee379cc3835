package seedgen.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import seedgen.plan.BuiltIn;
import seedgen.run.Environment;

/** {@code seedgen datasets}: the built-in datasets, one a line. */
@Command(name = "datasets", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = "List the built-in datasets (load one with --dataset NAME; print its spec with "
                + "`seedgen spec --dataset NAME`).")
final class DatasetsCommand implements Callable<Integer> {

    @picocli.CommandLine.ParentCommand
    SeedgenCommand parent;

    @Override
    public Integer call() {
        Environment env = parent.environment();
        int width = BuiltIn.DATASETS.stream().mapToInt(d -> d[0].length()).max().orElse(0);
        for (String[] d : BuiltIn.DATASETS) {
            env.out().println(String.format(java.util.Locale.ROOT, "%-" + width + "s %s", d[0], d[1]));
        }
        return ExitCodes.DONE;
    }
}
