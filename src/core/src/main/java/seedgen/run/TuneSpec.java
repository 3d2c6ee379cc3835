package seedgen.run;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import seedgen.error.SeedgenException;

/**
 * What the user asked tuning to do, validated once: values for named settings (--tune-set, already
 * normalised), settings left out (--tune-skip), and the buffer pool size to aim for (--tune-buffer-pool). Settings
 * are named as the server names them, and were checked against its family's allow-list
 * ({@link seedgen.dialect.TuneSettings}) before they got here; the overrides keep the order they are given in, which
 * decides the one a refusal names.
 */
public record TuneSpec(Map<String, String> overrides, Set<String> skipped, OptionalLong bufferPoolBytes) {

    /** Below this a buffer pool size is almost certainly a typo (MySQL's own minimum is 5 MiB). */
    static final long MIN_BUFFER_POOL = 32L << 20;

    public TuneSpec {
        overrides = overrides.isEmpty() ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(overrides));
        skipped = skipped.isEmpty() ? Set.of() : Set.copyOf(skipped);
        for (String s : overrides.keySet()) {
            if (skipped.contains(s)) {
                throw SeedgenException.badInput("--tune-set " + s + " and --tune-skip " + s
                        + " exclude each other: choose one");
            }
        }
        if (bufferPoolBytes.isPresent() && bufferPoolBytes.getAsLong() < MIN_BUFFER_POOL) {
            throw SeedgenException.badInput("--tune-buffer-pool must be at least 32M, got "
                    + bufferPoolBytes.getAsLong() + " bytes");
        }
    }

    public static TuneSpec profile() {
        return new TuneSpec(Map.of(), Set.of(), OptionalLong.empty());
    }
}
