package seedgen.run;

import java.nio.file.Path;

/** What a feed wrote: its rows, to which file (null: standard output). */
public record FeedOutcome(long rows, Path file) implements Outcome {

    @Override
    public Ending ending() {
        return Ending.DONE;
    }
}
