package seedgen.cli;

import seedgen.run.TargetRequest;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import seedgen.run.DoctorRequest;

/** `seedgen doctor`: the classic bulk-load mistakes, as they would look on this server. Changes nothing. */
@Command(name = "doctor", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Check the server and the table for the classic bulk-load mistakes; changes nothing.")
final class DoctorCommand implements Callable<Integer> {

    /** A bcrypt hash is always 60 characters; its value does not change a row's size. */
    private static final String HASH_SHAPE = "$2a$10$" + "x".repeat(53);
    private static final int SAMPLE_ROWS = 1000;

    @ParentCommand
    SeedgenCommand parent;

    @Option(names = "--table", paramLabel = "NAME", defaultValue = "users",
            description = "Table the load would fill (default ${DEFAULT-VALUE}).")
    String table;

    @Option(names = "--batch", paramLabel = "N", defaultValue = "1000",
            description = "Rows per INSERT the load would use (default ${DEFAULT-VALUE}).")
    int batch;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "4",
            description = "Worker threads the load would use (default ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--json", description = "Print JSON.")
    boolean json;

    @Mixin
    TargetOptions target;

    @Override
    public Integer call() {
        if (target.passwordGiven()) {
            throw TargetRequest.passwordOnCommandLine();
        }
        return Execute.run(parent.environment(), new DoctorRequest(table, batch, threads, json, target.toChoice()));
    }
}
