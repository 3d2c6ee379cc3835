package seedgen.run;

import java.nio.file.Path;
import java.util.List;

/**
 * What an export wrote: how it ended (a signal stops it, and the partial file is removed), its rows and bytes, in how
 * many seconds, and the files (none for standard output).
 */
public record ExportOutcome(Ending ending, long rows, long bytes, double seconds, List<Path> files)
        implements Outcome {
}
