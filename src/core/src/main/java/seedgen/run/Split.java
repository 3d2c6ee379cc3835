package seedgen.run;

import seedgen.error.SeedgenException;
import seedgen.slice.Partition;
import seedgen.slice.Shards;

/**
 * How a load is split: this process's {@code partition} (null: all of it), the {@code shards} the dataset is spread
 * over (null: the one server the target names).
 */
public record Split(Partition partition, Shards shards) {

    public static final Split NONE = new Split(null, null);

    public Split {
        if (shards != null && partition != null && partition.n() != shards.shards().size()) {
            throw SeedgenException.badInput("--partition " + partition + " with --shards loads one shard per "
                    + "process: N must be the number of shards (" + shards.shards().size() + "); drop --partition "
                    + "to load every shard from this process");
        }
    }
}
