package seedgen.dialect.mysql.tune;

import java.util.Comparator;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeMap;
import seedgen.dialect.TuneSettings;
import seedgen.error.SeedgenException;
import seedgen.run.TuneSpec;

/**
 * --tune-set and --tune-skip as MySQL and MariaDB take them: names from the allow-list ({@link Setting}), values as
 * the server takes them, and the buffer pool asked for in one way only.
 */
public final class AllowList implements TuneSettings {

    public static final AllowList INSTANCE = new AllowList();

    private AllowList() {
    }

    @Override
    public String require(String option, String name) {
        return Setting.require(option, name).variable();
    }

    @Override
    public String normalise(String option, String name, String value) {
        return Setting.require(option, name).normalise(option, value);
    }

    @Override
    public TuneSpec spec(Map<String, String> overrides, Set<String> skipped, OptionalLong bufferPoolBytes) {
        // In the allow-list's order, so that of two contradictions the same one is always named.
        Map<String, String> ordered = new TreeMap<>(Comparator.comparingInt(AllowList::rank));
        ordered.putAll(overrides);
        TuneSpec spec = new TuneSpec(ordered, skipped, bufferPoolBytes);
        String pool = Setting.INNODB_BUFFER_POOL_SIZE.variable();
        if (bufferPoolBytes.isPresent() && skipped.contains(pool)) {
            throw SeedgenException.badInput("--tune-buffer-pool and --tune-skip " + pool + " exclude each other: "
                    + "choose one");
        }
        if (bufferPoolBytes.isPresent() && overrides.containsKey(pool)) {
            throw SeedgenException.badInput("--tune-buffer-pool and --tune-set " + pool + "=... say the same thing "
                    + "twice: keep one");
        }
        return spec;
    }

    private static int rank(String name) {
        return Setting.byVariable(name).orElseThrow(() -> new IllegalArgumentException(name
                + " is not on the allow-list: pass names through require() first")).ordinal();
    }
}
