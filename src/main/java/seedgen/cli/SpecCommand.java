package seedgen.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import seedgen.SeedgenException;
import seedgen.spec.BuiltIn;

/** {@code seedgen spec --dataset NAME}: a built-in dataset's spec, to copy and edit. */
@Command(name = "spec", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = "Print a built-in dataset's spec (YAML), to save, edit and load with --spec FILE.")
final class SpecCommand implements Callable<Integer> {

    @picocli.CommandLine.ParentCommand
    SeedgenCommand parent;

    @Option(names = "--dataset", paramLabel = "NAME", description = "The built-in dataset: sns or chat.")
    String dataset;

    @Override
    public Integer call() {
        if (dataset == null) {
            throw SeedgenException.badInput("say which: seedgen spec --dataset NAME (seedgen datasets lists them)");
        }
        parent.environment().out().print(BuiltIn.text(dataset));
        parent.environment().out().flush();
        return ExitCodes.DONE;
    }
}
