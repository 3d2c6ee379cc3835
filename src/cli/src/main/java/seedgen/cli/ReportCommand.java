package seedgen.cli;

import seedgen.run.TargetRequest;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import seedgen.run.ReportRequest;

/**
 * {@code seedgen report}: the shape of a database's tables (any database seedgen can reach, not only its own loads)
 * as one self-contained HTML page, and with {@code --against} of a second database beside it.
 */
@Command(name = "report", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = "Write one HTML page (nothing fetched when it opens) of the tables of --database: per table its "
                + "rows and size, per column its NULL share, distinct values, range and a histogram, per foreign key "
                + "how many rows each parent row has (log scales) and the share the top 1%% hold, and the times across "
                + "each foreign key that run backwards. With --against, a second database on the same server beside "
                + "it.")
final class ReportCommand implements Callable<Integer> {

    @picocli.CommandLine.ParentCommand
    SeedgenCommand parent;

    @Option(names = "--out", paramLabel = "FILE", required = true, description = "The HTML file to write (replaced "
            + "whole once the page is ready).")
    Path out;

    @Option(names = "--against", paramLabel = "DATABASE", description = "A second database on the same server (on "
            + "PostgreSQL, its same schema), shown beside the first: its tables are matched by name.")
    String against;

    @Option(names = "--tables", paramLabel = "A,B", split = ",", description = "Only these tables.")
    List<String> tables;

    @Option(names = "--exclude-tables", paramLabel = "A,B", split = ",", description = "All tables but these.")
    List<String> excludeTables;

    @Mixin
    TargetOptions target;

    @Override
    public Integer call() {
        if (target.passwordGiven()) {
            throw TargetRequest.passwordOnCommandLine();
        }
        return Execute.run(parent.environment(), new ReportRequest(out, against, tables, excludeTables,
                target.toChoice()));
    }
}
