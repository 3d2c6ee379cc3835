package seedgen.cli;

import picocli.CommandLine.Option;

/** What a load does with rows its tables already hold, and how long it retries a lost connection. */
final class ExistingRowsOptions {

    @Option(names = "--resume",
            description = "Finish the interrupted run recorded for --table: write only the id ranges that did not "
                    + "commit (same --rows, --seed and --password-plain as that run).")
    boolean resume;

    @Option(names = "--retry-for", paramLabel = "DURATION", defaultValue = "60s",
            description = "How long a batch is retried after a lost connection or a server restart, e.g. 30s, 5m "
                    + "(default ${DEFAULT-VALUE}); 0 stops at the first loss.")
    String retryFor;

    @Option(names = "--append", description = "Continue after the table's current largest id (a dataset: add --rows "
            + "rows to each root table, and their rows to the others, after a whole earlier run).")
    boolean append;

    @Option(names = "--truncate", description = "Empty the table first.")
    boolean truncate;
}
