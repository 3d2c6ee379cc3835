package seedgen.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import picocli.CommandLine.Option;
import seedgen.dialect.TuneSettings;
import seedgen.dialect.servers.Servers;
import seedgen.error.SeedgenException;
import seedgen.tune.Sizes;
import seedgen.run.TuneSpec;

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
        TuneSettings allowed = Servers.tuneSettings();
        Map<String, String> overrides = new LinkedHashMap<>();
        for (String pair : sets) {
            int eq = pair.indexOf('=');
            if (eq <= 0) {
                throw SeedgenException.badInput("--tune-set takes NAME=VALUE, e.g. --tune-set sync_binlog=0, got '"
                        + pair + "'");
            }
            String name = allowed.require("--tune-set", pair.substring(0, eq));
            overrides.put(name, allowed.normalise("--tune-set", name, pair.substring(eq + 1)));
        }
        Set<String> skipped = new LinkedHashSet<>();
        for (String name : skips) {
            skipped.add(allowed.require("--tune-skip", name));
        }
        OptionalLong pool = bufferPool == null ? OptionalLong.empty()
                : OptionalLong.of(Sizes.parse("--tune-buffer-pool", bufferPool));
        return allowed.spec(overrides, skipped, pool);
    }
}
