package seedgen.run;

import java.nio.file.Path;

/**
 * How a load is split, as asked: this process's {@code partition} ("K/N", or "auto/N" with K from
 * JOB_COMPLETION_INDEX; null: all of it), and the file listing the {@code shards} the dataset is spread over (null:
 * the one server the target names). The runner reads and checks both before anything connects.
 */
public record Split(String partition, Path shardsFile) {

    public static final Split NONE = new Split(null, null);
}
