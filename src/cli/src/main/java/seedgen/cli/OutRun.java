package seedgen.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import seedgen.error.SeedgenException;
import seedgen.run.Environment;
import seedgen.run.ExportRequest;
import seedgen.run.RunRequest;
import seedgen.runner.Exports;

/**
 * --out: the options that need a server refused, then the rows written by the runner ({@link Exports}): Ctrl-C/SIGTERM
 * stops the export, removes the partial file and exits 130; output the destination refuses fails the run (exit 1).
 */
final class OutRun {

    private final Environment env;
    private final boolean quiet;

    OutRun(Environment env, boolean quiet) {
        this.env = env;
        this.quiet = quiet;
    }

    /**
     * --out or --kafka: the rows of {@code request} to files or to Kafka, no database; the options that need one
     * refused first.
     */
    int export(RunRequest request, picocli.CommandLine.ParseResult given, SpeedOptions speed, TargetOptions target,
            boolean metricsGiven, boolean reportGiven) {
        boolean kafka = speed.kafka.kafka != null;
        String flag = kafka ? "--kafka" : "--out";
        if (kafka && speed.out != null) {
            throw SeedgenException.badInput("--out writes the rows to files, --kafka sends them to Kafka: give one of "
                    + "them");
        }
        if (metricsGiven) {
            throw SeedgenException.badInput("--metrics-port, --pushgateway and --metrics-linger need a load into a "
                    + "database, not " + flag + ": drop them");
        }
        // a snapshot into Kafka keeps its progress there, so --resume goes on with a killed one
        for (String option : new String[] {"--resume", "--truncate", "--append", "--dry-run", "--method"}) {
            if (given.hasMatchedOption(option) && !(kafka && option.equals("--resume"))) {
                throw SeedgenException.badInput((kafka ? "--kafka sends the rows to Kafka" : "--out writes files")
                        + " and uses no database, so " + option + " does not apply: drop " + option + " or " + flag);
            }
        }
        if (speed.format != null && kafka) {
            throw SeedgenException.badInput("--format applies only to --out: drop --format");
        }
        // with --from-db the target options name the server whose schema was read; nothing is written there
        speed.checkFileOnly(request.source() instanceof RunRequest.SchemaSource ? new TargetOptions() : target, false,
                false, false, reportGiven, !request.users());
        return Execute.run(env, Execute.plain(quiet), new ExportRequest(request, speed.out, speed.format,
                speed.kafka.target()));
    }

    /**
     * The process's own standard output unwrapped, so that a closed pipe or a full disk is an IOException in the
     * operating system's words (System.out, a PrintStream, would swallow it); any other stream as it is.
     */
    static java.util.function.Supplier<OutputStream> stdout(Environment env) {
        return () -> {
            PrintStream out = LauncherOutput.unwrap(env.out());
            if (out == System.out) {
                System.out.flush();
                return new FileOutputStream(FileDescriptor.out);
            }
            return out;
        };
    }
}
