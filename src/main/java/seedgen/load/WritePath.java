package seedgen.load;

import seedgen.dialect.Method;
import seedgen.error.SeedgenException;

/**
 * How a load writes, beside what it writes (LoadOptions): the method, and whether the unique indexes are
 * built after the rows rather than during. {@code deferOnRows} is the explicit consent to rebuild the indexes
 * of a table that already holds rows.
 */
public record WritePath(Method method, boolean deferIndexes, boolean deferOnRows, java.time.Duration retryFor) {

    /** How long a batch is retried after a lost connection (a server restart) when --retry-for is not given. */
    public static final java.time.Duration DEFAULT_RETRY_FOR = java.time.Duration.ofSeconds(60);
    public static final WritePath DEFAULT = new WritePath(Method.INSERT, false, false);

    public WritePath(Method method, boolean deferIndexes, boolean deferOnRows) {
        this(method, deferIndexes, deferOnRows, DEFAULT_RETRY_FOR);
    }

    public WritePath {
        if (retryFor == null || retryFor.isNegative()) {
            throw SeedgenException.badInput("--retry-for must be zero or more, e.g. 60s or 5m");
        }
        if (method == null) {
            throw new IllegalArgumentException("method is required");
        }
        if (deferOnRows && !deferIndexes) {
            throw SeedgenException.badInput("--defer-indexes-on-rows only makes sense with --defer-indexes: "
                    + "add --defer-indexes or drop it");
        }
    }
}
