package seedgen.runs;

import java.sql.Connection;
import seedgen.error.SeedgenException;
import seedgen.dialect.TableSql;

/**
 * {@link CommittedBatches} for an application's table that has no key: nothing in a row tells which batch wrote it,
 * so a batch whose commit's answer was lost cannot be looked up. The run stops and says so; --resume writes such a
 * table again from its first row (DatasetLoad empties it first), which is the one way to have its rows exactly once.
 */
public final class KeylessBatches extends CommittedBatches {

    private final String name;

    public KeylessBatches(TableSql schema) {
        super(schema.qualifiedName(), null);
        this.name = schema.spec().name();
    }

    @Override
    public boolean isCommitted(Connection c, long first) {
        throw SeedgenException.runFailed("lost the connection while writing table " + name + ", which has no key to "
                + "tell whether the batch from row " + first + " was stored: continue with --resume, which writes "
                + name + " again from its first row", null);
    }
}
