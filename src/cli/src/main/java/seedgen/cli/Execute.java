package seedgen.cli;

import seedgen.run.Environment;
import seedgen.run.Request;
import seedgen.runner.Requests;

/** A command's request run by the one runner: printed as the command prints, stopped by Ctrl-C and SIGTERM. */
final class Execute {

    private Execute() {
    }

    /** The exit code of {@code request} run in {@code env}. */
    static int run(Environment env, Request request) {
        return ExitCodes.of(new Requests(env, false, SignalGuard::watch, OutRun.stdout(env)).run(request).ending());
    }
}
