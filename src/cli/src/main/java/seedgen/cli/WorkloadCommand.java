package seedgen.cli;

import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeParseException;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import seedgen.error.SeedgenException;
import seedgen.run.TargetRequest;
import seedgen.run.WorkloadRequest;

/**
 * {@code seedgen workload}: after a load, the dataset's next operations (reads, inserts, updates, deletes of its own
 * tables) at a rate for a duration, against the database or written out as a stream for a load tool.
 */
@Command(name = "workload", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = "After a load of the same --dataset or --spec, --rows and --seed, run its next operations "
                + "against the database: reads by key, new rows and pairs that never collide, updates and deletes that "
                + "break no key, at --rate for --duration, the same stream for the same seed, split over processes by "
                + "--partition K/N; or write the stream to --out DIR for a load tool, or to Kafka with --kafka.",
        footer = {"", "Examples:",
            "  seedgen --dataset sns --rows 20000 --seed 5 -D shop",
            "  seedgen workload --dataset sns --rows 20000 --seed 5 --rate 300 --duration 60s -D shop",
            "  seedgen workload --dataset sns --rows 20000 --seed 5 --rate 300 --duration 60s -D shop --resume",
            "  seedgen workload --dataset sns --rows 20000 --seed 5 --dry-run",
            "  seedgen workload --dataset sns --rows 20000 --seed 5 --rate 500 --duration 60s --kafka 127.0.0.1:9092",
            "", "Exit codes: 0 done; 1 an operation failed (counted by cause); 2 bad usage or input (a table "
                + "missing or not as the load left it, a database that does not exist, more --threads than the "
                + "server's connections, an option the run does not use); 3 target unusable (unreachable, "
                + "privileges; an interrupted run of this workload here: finish it with its own options and "
                + "--resume; a --resume with none to finish; a part of a split stream run again before every "
                + "part ended); 130 stopped by a signal (--resume runs the rest)."})
final class WorkloadCommand implements Callable<Integer> {

    @picocli.CommandLine.ParentCommand
    SeedgenCommand parent;

    @Mixin
    LoadOptions load;

    @Option(names = "--rate", paramLabel = "R", defaultValue = "100", description = "Operations a second: 500 "
            + "(constant), poisson:500 (exponential gaps) or 100..1000 (a ramp over --duration); default "
            + "${DEFAULT-VALUE}.")
    String rate;

    @Option(names = "--duration", paramLabel = "TIME", defaultValue = "60s", description = "How long the stream "
            + "runs: 30s, 5m, 1h (default ${DEFAULT-VALUE}).")
    String duration;

    @Option(names = "--operations", paramLabel = "N", converter = Counts.LongCount.class, description = "At most "
            + "this many operations of the whole stream (default: as many as --rate makes in --duration).")
    Long operations;

    @Option(names = "--mix", paramLabel = "NAME=W,...", description = "Weights of the operations by name, e.g. "
            + "'insert likes=30,read posts by user_id=40' (0 leaves one out); only:NAME=W,... runs only those named; "
            + "--dry-run lists them.")
    String mix;

    @Option(names = "--partition", paramLabel = "K/N", description = "Run the K-th of N parts of the stream (split by "
            + "the acting root row, so no part waits for another); the N parts together are the whole stream.")
    String partition;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "8", converter = Counts.IntCount.class,
            description = "Operations in flight at once, each on its own connection (default ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--clock", paramLabel = "DATETIME", description = "Where the event times of new rows start "
            + "(yyyy-MM-ddTHH:mm:ss; default 2030-01-01T00:00:00, after every time the built-ins make).")
    String clock;

    @Option(names = "--out", paramLabel = "DIR", description = "Write the stream (a CSV file per operation and "
            + "operations.csv with each statement) into this new directory instead of running it.")
    Path out;

    @Mixin
    KafkaOptions kafka;

    @Option(names = "--dry-run", description = "Print the plan (operations, shares, statements) and run nothing.")
    boolean dryRun;

    @Option(names = "--resume", description = "Finish a run of the same workload (options and part) that was stopped "
            + "or killed: the writes it did, as its journal in the database (or on Kafka) has them, are not done "
            + "again, and the rest run on schedule from now.")
    boolean resume;

    @Option(names = "--metrics-port", paramLabel = "PORT", description = "Serve Prometheus metrics at "
            + "http://HOST:PORT/metrics during the run (0: any free port).")
    Integer metricsPort;

    @Option(names = "--metrics-host", paramLabel = "ADDRESS", defaultValue = "127.0.0.1",
            description = "Address the metrics endpoint binds to (default ${DEFAULT-VALUE}: this machine only).")
    String metricsHost;

    @Mixin
    TargetOptions target;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        if (target.passwordGiven()) {
            throw TargetRequest.passwordOnCommandLine();
        }
        WorkloadRequest request = new WorkloadRequest(load.given(), rate, Durations.parse(duration, "--duration"),
                operations, mix, partition, threads, clock(), out, dryRun, resume, metricsPort, metricsHost,
                target.toChoice(), kafka.target());
        refuseUnused(spec.commandLine().getParseResult());
        return Execute.run(parent.environment(), request);
    }

    private LocalDateTime clock() {
        try {
            return clock == null ? null : LocalDateTime.parse(clock.strip().replace(' ', 'T'));
        } catch (DateTimeParseException e) {
            throw SeedgenException.badInput("--clock " + clock + ": give a date and time as 2030-01-01T00:00:00");
        }
    }

    /** An option the run would not use is refused (exit 2), never ignored: --out, --kafka, --dry-run use none. */
    private void refuseUnused(picocli.CommandLine.ParseResult given) {
        if (out != null || kafka.kafka != null) {
            refuse(given, out != null ? "--out" : "--kafka", out != null ? "--out writes the stream to files and "
                    + "reaches no server" : "--kafka sends the stream to Kafka and reaches no database", "--threads",
                    "--host", "--port", "--user", "--database", "--defaults-file", "--ask-password", "--embedded",
                    "--ssl-mode", "--ssl-ca", "--metrics-port", "--metrics-host");
        }
        if (dryRun) {
            refuse(given, "--dry-run", "--dry-run prints the plan and runs nothing", "--threads", "--metrics-port",
                    "--metrics-host");
        }
        if (given.hasMatchedOption("--metrics-host") && !given.hasMatchedOption("--metrics-port")) {
            throw SeedgenException.badInput("--metrics-host is the address the --metrics-port endpoint binds to: add "
                    + "--metrics-port PORT or drop --metrics-host");
        }
    }

    /** The first of {@code options} given is refused: {@code why}, so it does not apply with {@code flag}. */
    private static void refuse(picocli.CommandLine.ParseResult given, String flag, String why, String... options) {
        for (String option : options) {
            if (given.hasMatchedOption(option)) {
                throw SeedgenException.badInput(why + ", so " + option + " does not apply: drop " + option + " or "
                        + flag);
            }
        }
    }
}
