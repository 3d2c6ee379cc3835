package seedgen.tune;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import seedgen.error.SeedgenException;

/**
 * What the user asked tuning to do, validated once: values for named settings (--tune-set, already
 * normalised), settings left out (--tune-skip), and the buffer pool size to aim for (--tune-buffer-pool).
 */
public record TuneSpec(Map<Setting, String> overrides, Set<Setting> skipped, OptionalLong bufferPoolBytes) {

    /** Below this a buffer pool size is almost certainly a typo (MySQL's own minimum is 5 MiB). */
    static final long MIN_BUFFER_POOL = 32L << 20;

    public TuneSpec {
        overrides = overrides.isEmpty() ? Map.of() : Map.copyOf(new EnumMap<>(overrides));
        skipped = skipped.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(skipped));
        for (Setting s : overrides.keySet()) {
            if (skipped.contains(s)) {
                throw SeedgenException.badInput("--tune-set " + s.variable() + " and --tune-skip " + s.variable()
                        + " exclude each other: choose one");
            }
        }
        if (bufferPoolBytes.isPresent() && bufferPoolBytes.getAsLong() < MIN_BUFFER_POOL) {
            throw SeedgenException.badInput("--tune-buffer-pool must be at least 32M, got "
                    + bufferPoolBytes.getAsLong() + " bytes");
        }
        if (bufferPoolBytes.isPresent() && skipped.contains(Setting.INNODB_BUFFER_POOL_SIZE)) {
            throw SeedgenException.badInput("--tune-buffer-pool and --tune-skip innodb_buffer_pool_size exclude "
                    + "each other: choose one");
        }
        if (bufferPoolBytes.isPresent() && overrides.containsKey(Setting.INNODB_BUFFER_POOL_SIZE)) {
            throw SeedgenException.badInput("--tune-buffer-pool and --tune-set innodb_buffer_pool_size=... say the "
                    + "same thing twice: keep one");
        }
    }

    public static TuneSpec profile() {
        return new TuneSpec(Map.of(), Set.of(), OptionalLong.empty());
    }
}
