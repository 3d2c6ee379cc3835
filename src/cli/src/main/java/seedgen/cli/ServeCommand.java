package seedgen.cli;

import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import seedgen.runner.EmbeddedStart;

/** Keeps an embedded server of this folder running so a load test or a client can reach its rows. */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = "Run an embedded server kept in ./.seedgen/ (the MariaDB, or --embedded postgresql) until Ctrl-C, "
                + "and print how to connect.")
final class ServeCommand implements Callable<Integer> {

    @ParentCommand
    SeedgenCommand parent;

    @Option(names = "--port", paramLabel = "PORT", defaultValue = "0",
            description = "Port to listen on, on 127.0.0.1 (default: any free port).")
    int port;

    @Option(names = "--embedded", paramLabel = "SERVER", defaultValue = "mariadb",
            description = "Which embedded server: mariadb (the default) or postgresql.")
    String embedded;

    @Option(names = "--for-seconds", paramLabel = "N", hidden = true,
            description = "Stop after N seconds (for tests).")
    long forSeconds;

    @Override
    public Integer call() throws InterruptedException {
        if (port < 0 || port > 65535) {
            throw seedgen.error.SeedgenException.badInput("--port must be between 1 and 65535 (or 0 for any free port), got "
                    + port);
        }
        CountDownLatch stop = new CountDownLatch(1);
        try (SignalGuard guard = new SignalGuard(stop::countDown)) {
            return EmbeddedStart.serve(embedded, parent.environment(), port, stop, forSeconds) ? ExitCodes.DONE
                    : ExitCodes.INTERRUPTED;
        }
    }
}
