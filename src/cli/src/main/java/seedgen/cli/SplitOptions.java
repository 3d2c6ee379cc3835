package seedgen.cli;

import java.nio.file.Path;
import picocli.CommandLine.Option;
import seedgen.error.SeedgenException;
import seedgen.run.Split;

/** How a load is split over processes (--partition) and servers (--shards). */
final class SplitOptions {

    @Option(names = "--partition", paramLabel = "K/N", description = "Load only the K-th of N slices of the dataset "
            + "(each root table's rows split evenly, every row they own with them): N processes, on one machine or "
            + "many, together write one run's rows. auto/N takes K from JOB_COMPLETION_INDEX (a Kubernetes Indexed "
            + "Job). With --shards, the K-th shard.")
    String partition;

    @Option(names = "--shards", paramLabel = "FILE", description = "Spread the dataset over the servers FILE lists, "
            + "each row of its routing table, and every row it owns, on one of them (see docs/scale-out.md).")
    Path shardsFile;

    /**
     * --partition and --shards as given (NONE for neither), checked against the options they do not go with; the run
     * reads the shards file.
     */
    Split split(picocli.CommandLine.ParseResult given, boolean metricsGiven) {
        if (partition == null && shardsFile == null) {
            return Split.NONE;
        }
        String option = shardsFile != null ? "--shards" : "--partition";
        for (String other : new String[] {"--append", "--from-db", "--out"}) {
            if (given.hasMatchedOption(other)) {
                throw SeedgenException.badInput(other + " is not supported with " + option + ": load the dataset "
                        + "split without it, or " + other + " in one process");
            }
        }
        if (shardsFile != null) {
            for (String other : TargetOptions.SERVER_OPTIONS) {
                if (given.hasMatchedOption(other)) {
                    throw SeedgenException.badInput(other + " names one server, but --shards " + shardsFile + " names "
                            + "the servers: put it in the file's shard entries, or drop --shards");
                }
            }
            if (partition == null && (given.hasMatchedOption("--report") || metricsGiven)) {
                throw SeedgenException.badInput((given.hasMatchedOption("--report") ? "--report" : "the metrics "
                        + "options") + " describe one load, and --shards without --partition loads every shard in "
                        + "turn: run one process per shard (--partition K/N, N the number of shards)");
            }
        }
        return new Split(partition, shardsFile);
    }
}
