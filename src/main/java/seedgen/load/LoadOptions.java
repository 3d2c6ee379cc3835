package seedgen.load;

import seedgen.error.SeedgenException;
import seedgen.generate.PasswordHashes;
import seedgen.runs.ExistingRows;
import seedgen.dialect.mysql.Identifiers;

/**
 * A load as asked for, checked once here; everything downstream trusts it. Messages name the option so the
 * user knows what to change.
 */
public record LoadOptions(long rows, int batchSize, int threads, long seed, String table, ExistingRows existing,
        String passwordPlain, int bcryptCost) {

    public static final int MAX_THREADS = 512;
    /** Larger batches stop paying off long before this, and each one is a single transaction. */
    public static final int MAX_BATCH = 100_000;

    public LoadOptions {
        if (rows < 1) {
            throw SeedgenException.badInput("--rows must be at least 1, got " + rows);
        }
        if (batchSize < 1 || batchSize > MAX_BATCH) {
            throw SeedgenException.badInput("--batch must be between 1 and " + MAX_BATCH + ", got " + batchSize);
        }
        if (threads < 1 || threads > MAX_THREADS) {
            throw SeedgenException.badInput("--threads must be between 1 and " + MAX_THREADS + ", got " + threads);
        }
        if (bcryptCost < PasswordHashes.MIN_COST || bcryptCost > PasswordHashes.MAX_COST) {
            throw SeedgenException.badInput("--bcrypt-cost must be between " + PasswordHashes.MIN_COST + " and "
                    + PasswordHashes.MAX_COST + ", got " + bcryptCost);
        }
        try {
            PasswordHashes.checkPlaintext(passwordPlain);
        } catch (IllegalArgumentException e) {
            throw SeedgenException.badInput("--password-plain: " + e.getMessage());
        }
        Identifiers.validate(table, "--table");
        if (existing == null) {
            throw new IllegalArgumentException("existing is required");
        }
    }

    /** Worker threads actually started: never more than there are batches to hand out. */
    public int effectiveThreads() {
        // Not (rows + batchSize - 1) / batchSize: that overflows for rows near Long.MAX_VALUE.
        long batches = rows / batchSize + (rows % batchSize == 0 ? 0 : 1);
        return (int) Math.min(threads, batches);
    }
}
