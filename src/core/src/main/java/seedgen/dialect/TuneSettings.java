package seedgen.dialect;

import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import seedgen.run.TuneSpec;

/**
 * The server settings --tune-set and --tune-skip may name, checked when the options are read (exit 2), before any
 * server is connected to: a name or a value the server would refuse halfway through a tuning is refused here, where
 * nothing has changed yet.
 */
public interface TuneSettings {

    /** {@code name} as the server spells it; refused, listing the allowed names, when seedgen does not change it. */
    String require(String option, String name);

    /** {@code value} as the server takes it for the setting {@code name} (sizes in bytes); refused when it is not one. */
    String normalise(String option, String name, String value);

    /** The request of settings already required and normalised; refused when it contradicts itself. */
    TuneSpec spec(Map<String, String> overrides, Set<String> skipped, OptionalLong bufferPoolBytes);
}
