package seedgen.cli;

import seedgen.run.TargetRequest;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import seedgen.error.SeedgenException;
import seedgen.run.TuneRequest;

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
        if (target.passwordGiven()) {
            throw TargetRequest.passwordOnCommandLine();
        }
        return Execute.run(parent.environment(), new TuneRequest(restore, json, target.toChoice()));
    }
}
