package seedgen.dialect.mysql.tune;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import seedgen.tune.Sizes;
import seedgen.run.TuneSpec;

/**
 * Decides, from the server's current values, what a --tune run changes: the profile's values with the user's
 * overrides and omissions applied, the buffer pool never lowered. A pure function, tested without a server.
 */
public final class BulkProfile {

    static final String FLUSH = "2";
    static final String TIMEOUT = "300";

    private BulkProfile() {
    }

    /** One row of the plan: {@code wanted} null means the setting is reported but left as it is, for {@code why}. */
    public record Step(Setting setting, String before, String wanted, String why) {
        public boolean changes() {
            return wanted != null;
        }
    }

    public static List<Step> plan(Map<Setting, Optional<String>> current, TuneSpec spec, OptionalLong serverMemory) {
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
                steps.add(bufferPool(before.get(), spec, serverMemory));
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

    private static Step bufferPool(String before, TuneSpec spec, OptionalLong serverMemory) {
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
            wanted = serverMemory.getAsLong() / 2;
            source = "half of the server's " + Sizes.format(serverMemory.getAsLong()) + " of memory";
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
}
