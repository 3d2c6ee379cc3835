package seedgen.cli;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;
import seedgen.error.SeedgenException;
import seedgen.run.TuneSpec;
import seedgen.runner.Tunings;

/** The load's tuning options; turned into a {@link TuneSpec}, or null when --tune is not given. */
final class TuneOptions {

    @Option(names = "--tune", description = "Apply the bulk-load server profile for the run and put every value "
            + "back afterwards (needs SUPER, or SYSTEM_VARIABLES_ADMIN on MySQL 8).")
    boolean tune;

    @Option(names = "--tune-buffer-pool", paramLabel = "SIZE",
            description = "innodb_buffer_pool_size to raise to, e.g. 4G (default: what the load needs, at most half the "
                    + "memory of a server on this machine; never lowered).")
    String bufferPool;

    @Option(names = "--tune-set", paramLabel = "NAME=VALUE",
            description = "Set an allowed variable to VALUE instead of the profile's (repeatable).")
    List<String> sets = new ArrayList<>();

    @Option(names = "--tune-skip", paramLabel = "NAME", description = "Leave this variable as it is (repeatable).")
    List<String> skips = new ArrayList<>();

    TuneSpec toSpec() {
        if (!tune) {
            if (bufferPool != null || !sets.isEmpty() || !skips.isEmpty()) {
                throw SeedgenException.badInput("--tune-buffer-pool, --tune-set and --tune-skip need --tune: add it");
            }
            return null;
        }
        return Tunings.spec(sets, skips, bufferPool);
    }
}
