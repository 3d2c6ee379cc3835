package seedgen.runner;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import seedgen.error.SeedgenException;
import seedgen.run.Environment;
import seedgen.run.Split;
import seedgen.slice.Partition;
import seedgen.slice.Shards;

/** A {@link Split} as a run takes it: the partition parsed, the shards file read. */
final class Splits {

    /** This process's {@code partition} (null: all of it), the {@code shards} (null: the one server). */
    record Resolved(Partition partition, Shards shards) {
        static final Resolved NONE = new Resolved(null, null);
    }

    private Splits() {
    }

    static Resolved resolve(Split split, Environment env) {
        if (split.partition() == null && split.shardsFile() == null) {
            return Resolved.NONE;
        }
        Partition partition = split.partition() == null ? null
                : Partition.parse(split.partition(), name -> env.variable(name).orElse(null));
        Shards shards = null;
        if (split.shardsFile() != null) {
            Path file = env.workDir().resolve(split.shardsFile());
            String text;
            try {
                text = Files.readString(file, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw SeedgenException.badInput("--shards " + split.shardsFile() + ": cannot read it ("
                        + e.getMessage() + "): check the path");
            }
            shards = Shards.parse(split.shardsFile().toString(), text);
        }
        if (shards != null && partition != null && partition.n() != shards.shards().size()) {
            throw SeedgenException.badInput("--partition " + partition + " with --shards loads one shard per "
                    + "process: N must be the number of shards (" + shards.shards().size() + "); drop --partition "
                    + "to load every shard from this process");
        }
        return new Resolved(partition, shards);
    }
}
