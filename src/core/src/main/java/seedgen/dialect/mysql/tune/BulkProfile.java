package seedgen.dialect.mysql.tune;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import seedgen.tune.LoadSize;
import seedgen.tune.Sizes;
import seedgen.run.TuneSpec;

/**
 * Decides, from the server's current values, what a --tune run changes: the profile's values with the user's
 * overrides and omissions applied, the buffer pool never lowered. A pure function, tested without a server.
 */
public final class BulkProfile {

    static final String FLUSH = "2";
    static final String TIMEOUT = "300";
    /** What a server that does not say rounds its buffer pool to: MySQL's and MariaDB's default chunk. */
    static final long DEFAULT_CHUNK = 128L << 20;
    /** InnoDB's per-record overhead in a clustered index (header, transaction id, roll pointer) ... */
    static final long ROW_OVERHEAD = 18;
    /** ... and in a secondary index (header and offsets). */
    static final long KEY_OVERHEAD = 8;

    private BulkProfile() {
    }

    /** One row of the plan: {@code wanted} null means the setting is reported but left as it is, for {@code why}. */
    public record Step(Setting setting, String before, String wanted, String why) {
        public boolean changes() {
            return wanted != null;
        }
    }

    /** The plan for a load whose size is not known: the buffer pool is sized by the server's memory alone. */
    public static List<Step> plan(Map<Setting, Optional<String>> current, TuneSpec spec, OptionalLong serverMemory) {
        return plan(current, spec, serverMemory, Optional.empty(), DEFAULT_CHUNK);
    }

    /**
     * The plan for a load of {@code load}'s size into a server whose buffer pool grows in whole {@code chunkBytes}:
     * the pool is raised to what the load needs, at most half of the server's memory.
     */
    public static List<Step> plan(Map<Setting, Optional<String>> current, TuneSpec spec, OptionalLong serverMemory,
            Optional<LoadSize> load, long chunkBytes) {
        List<Step> steps = new ArrayList<>();
        for (Setting s : Setting.values()) {
            String name = s.variable();
            if (!s.inProfile() && !spec.overrides().containsKey(name)) {
                continue;
            }
            Optional<String> before = current.getOrDefault(s, Optional.empty());
            if (spec.skipped().contains(name)) {
                steps.add(new Step(s, before.orElse("-"), null, "left out (--tune-skip)"));
            } else if (before.isEmpty()) {
                steps.add(new Step(s, "-", null, "this server has no such variable"));
            } else if (s == Setting.INNODB_BUFFER_POOL_SIZE) {
                steps.add(bufferPool(before.get(), spec, serverMemory, load, chunkBytes));
            } else {
                String wanted = spec.overrides().containsKey(name) ? spec.overrides().get(name) : profileValue(s);
                String why = spec.overrides().containsKey(name) ? "asked for (--tune-set); " + s.why() : s.why();
                steps.add(wanted.equals(before.get()) ? new Step(s, before.get(), null, "already " + wanted)
                        : new Step(s, before.get(), wanted, why));
            }
        }
        return steps;
    }

    private static String profileValue(Setting s) {
        return switch (s) {
            case INNODB_FLUSH_LOG_AT_TRX_COMMIT -> FLUSH;
            case WAIT_TIMEOUT, INTERACTIVE_TIMEOUT -> TIMEOUT;
            default -> throw new IllegalStateException(s + " has no profile value");
        };
    }

    private static Step bufferPool(String before, TuneSpec spec, OptionalLong serverMemory, Optional<LoadSize> load,
            long chunkBytes) {
        Setting s = Setting.INNODB_BUFFER_POOL_SIZE;
        long current = Long.parseLong(before);
        long wanted;
        String source;
        if (spec.overrides().containsKey(s.variable())) {
            wanted = Long.parseLong(spec.overrides().get(s.variable()));
            source = "asked for (--tune-set)";
        } else if (spec.bufferPoolBytes().isPresent()) {
            wanted = spec.bufferPoolBytes().getAsLong();
            source = "asked for (--tune-buffer-pool)";
        } else if (serverMemory.isPresent()) {
            long half = serverMemory.getAsLong() / 2;
            String memory = "half of the server's " + Sizes.format(serverMemory.getAsLong()) + " of memory";
            if (load.isEmpty()) {
                wanted = half;
                source = memory;
            } else {
                long stored = stored(load.get());
                long fit = withRoom(stored, chunkBytes);
                wanted = Math.min(half, fit);
                String needs = "the load's estimated " + Sizes.format(stored) + " of rows and indexes";
                source = fit <= half ? needs + ", with room, below " + memory : memory + ", below " + needs;
            }
        } else {
            return new Step(s, before, null, "left as it is: the server's memory cannot be seen from here; "
                    + "give --tune-buffer-pool SIZE");
        }
        if (wanted <= current) {
            return new Step(s, before, null, "already " + Sizes.format(current) + ", at least the "
                    + Sizes.format(wanted) + " wanted (" + source + "); never lowered");
        }
        return new Step(s, before, Long.toString(wanted), source + "; " + s.why());
    }

    /**
     * What {@code load} takes in InnoDB's pages: its values with each record's overhead, in pages about two thirds
     * full (inserts in key order fill them, inserts into unique or foreign keys split them half-full).
     */
    static long stored(LoadSize load) {
        long bytes = load.rowBytes() + load.rows() * ROW_OVERHEAD + load.keyBytes() + load.keyEntries() * KEY_OVERHEAD;
        return bytes / 2 * 3;
    }

    /**
     * {@code stored} with a quarter more for what else lives in the pool (undo pages, the adaptive hash, the pool's own
     * descriptors), rounded up to whole chunks: the server rounds up to them anyway.
     */
    static long withRoom(long stored, long chunkBytes) {
        long chunk = chunkBytes > 0 ? chunkBytes : DEFAULT_CHUNK;
        long room = stored + stored / 4;
        return Math.max(1, (room + chunk - 1) / chunk) * chunk;
    }
}
