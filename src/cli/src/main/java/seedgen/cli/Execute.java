package seedgen.cli;

import seedgen.run.Environment;
import seedgen.run.Invocation;
import seedgen.run.MetricsSpec;
import seedgen.run.Request;
import seedgen.runner.Requests;

/** A command's request run by the one runner: printed as the command prints, stopped by Ctrl-C and SIGTERM. */
final class Execute {

    private Execute() {
    }

    /** How a command other than the fill runs: its output printed, nothing served. */
    private static final Invocation PLAIN = new Invocation(false, false, "", "seedgen", null, MetricsSpec.OFF, "none");

    /** How a command other than the fill runs, quiet or not. */
    static Invocation plain(boolean quiet) {
        return quiet ? new Invocation(true, false, "", "seedgen", null, MetricsSpec.OFF, "none") : PLAIN;
    }

    /** The exit code of {@code request} run in {@code env}. */
    static int run(Environment env, Request request) {
        return run(env, PLAIN, request);
    }

    /** The exit code of {@code request} run in {@code env} as {@code how} says. */
    static int run(Environment env, Invocation how, Request request) {
        return ExitCodes.of(new Requests(env, how, SignalGuard::watch, OutRun.stdout(env)).run(request).ending());
    }
}
