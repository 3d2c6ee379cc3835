package seedgen.cli;

import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import seedgen.connect.Environment;
import seedgen.connect.Target;
import seedgen.connect.TargetResolver;
import seedgen.dialect.servers.Servers;
import seedgen.error.SeedgenException;
import seedgen.report.AdviceTable;
import seedgen.runner.Targets;
import seedgen.tune.Advice;

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
        List<Advice> rows = seedgen.runner.OnServer.run(env, resolved, Servers.family(resolved).admin()::settings);
        if (json) {
            AdviceTable.printJson(rows, env.out());
        } else {
            AdviceTable.print(rows, new String[] {"setting", "value", "recommended", "why"}, env.out());
        }
        return ExitCodes.DONE;
    }

    private int restore(Environment env) {
        Targets.family(target.toChoice()).admin().restore(seedgen.runner.Tunings.stateDir(env), (server, file) -> {
            if (!target.namesServer()) {
                // A bare `tune --restore` after a killed run: the server is the one the snapshot names.
                target.useServer(server);
                env.err().println("Restoring the settings of " + server + ", the server in " + file);
            }
            return target.resolve(env, env.err()::println);
        }, env.out()::println, env.err()::println);
        return ExitCodes.DONE;
    }
}
