package seedgen.cli;

import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import seedgen.runner.OnServer;
import seedgen.connect.Environment;
import seedgen.connect.Target;
import seedgen.connect.TargetResolver;
import seedgen.dialect.Admin;
import seedgen.dialect.servers.Servers;
import seedgen.error.SeedgenException;
import seedgen.generate.TableSpec;
import seedgen.generate.UsersSpec;
import seedgen.report.AdviceTable;
import seedgen.tune.Advice;
import seedgen.tune.DoctorRequest;

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
            throw TargetResolver.passwordOnCommandLine();
        }
        if (batch < 1 || threads < 1) {
            throw SeedgenException.badInput("--batch and --threads must be at least 1");
        }
        Environment env = parent.environment();
        Target resolved = target.resolve(env, env.err()::println);
        DoctorRequest request = new DoctorRequest(table, batch, threads, rowBytes());
        Admin admin = Servers.family(resolved).admin();
        List<Advice> rows = OnServer.run(env, resolved, live -> admin.doctor(live, request));
        if (json) {
            AdviceTable.printJson(rows, env.out());
        } else {
            AdviceTable.print(rows, new String[] {"check", "found", "recommended", "why"}, env.out());
        }
        return ExitCodes.DONE;
    }

    /** Average bytes of one row in an INSERT's VALUES list: the values, quotes, commas and parentheses. */
    static long rowBytes() {
        TableSpec spec = UsersSpec.create(1, HASH_SHAPE);
        long total = 0;
        for (long id = 1; id <= SAMPLE_ROWS; id++) {
            for (Object v : spec.row(id)) {
                total += String.valueOf(v).getBytes(java.nio.charset.StandardCharsets.UTF_8).length + 3;
            }
            total += 3;
        }
        return Math.max(1, total / SAMPLE_ROWS);
    }
}
