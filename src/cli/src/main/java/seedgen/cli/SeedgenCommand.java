package seedgen.cli;

import seedgen.run.TargetRequest;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import seedgen.run.Environment;
import seedgen.error.SeedgenException;
import seedgen.run.Invocation;
import seedgen.run.MetricsSpec;
import seedgen.run.RunRequest;

/**
 * The root command: loads a dataset (the plain users table, a built-in, a spec, or the schema --from-db reads) into a
 * server or to files. Turns the options into one run's work and place, and makes one call.
 */
@Command(name = "seedgen", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        sortOptions = false, usageHelpAutoWidth = true,
        customSynopsis = {"seedgen --rows N [OPTIONS]", "       seedgen COMMAND [OPTIONS]"},
        description = "Fills MySQL, MariaDB or PostgreSQL tables with realistic, reproducible data, fast.",
        commandListHeading = "%nCommands (seedgen help COMMAND for each one's options):%n",
        footer = {"", "Exit codes: 0 done; 1 failed while running; 2 bad usage or input; 3 target unusable "
                + "(unreachable, authentication, privileges, incompatible table, another run on the table or "
                + "another --tune run on the server); 130 interrupted.",
                "The password comes from SEEDGEN_PASSWORD, --ask-password or an option file, never the command "
                + "line."})
public final class SeedgenCommand implements Callable<Integer> {

    // Not picocli-required: that would also demand it of `seedgen serve`. call() checks it.
    @Option(names = "--rows", paramLabel = "N", converter = Counts.LongCount.class,
            description = "Rows to write (required, at least 1): 1000000, 1_000_000, 1e6, 1M or 250k.")
    Long rows;

    @Option(names = "--batch", paramLabel = "N", converter = Counts.IntCount.class,
            description = "Rows per transaction: per INSERT batch (default 1000) or per chunk of the bulk path, "
                    + "load-data or copy (default 50000).")
    Integer batch;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "4", converter = Counts.IntCount.class,
            description = "Worker threads, each with one pooled connection (default ${DEFAULT-VALUE}, at most 512).")
    int threads;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1",
            description = "Seed: same seed, same rows (default ${DEFAULT-VALUE}).")
    long seed;

    @Mixin
    SourceOptions source;

    @Mixin
    TargetOptions target;

    @Mixin
    SpeedOptions speed;

    @Mixin
    SplitOptions splitting;

    @Mixin
    ExistingRowsOptions existing;

    @Mixin
    UsersOptions usersTable;

    @Mixin
    TuneOptions tuning;

    @Mixin
    MetricsOptions metrics;

    @Option(names = "--dry-run", description = "Print the plan, the DDL and the first three rows; write nothing.")
    boolean dryRun;

    @Option(names = "--report", paramLabel = "FILE", description = "Also write the summary as JSON to FILE.")
    Path report;

    @Option(names = "--verbose", description = "Log more, and show stack traces with errors.")
    boolean verbose;

    @Option(names = "--quiet", description = "Print nothing but errors.")
    boolean quiet;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    private final Environment env;
    private final java.time.Instant launched;

    SeedgenCommand(Environment env) {
        this(env, null);
    }

    /** {@code launched}: when the process started, for the summary's "start" phase; null: none. */
    SeedgenCommand(Environment env, java.time.Instant launched) {
        this.launched = launched;
        this.env = env;
    }

    boolean verbose() {
        return verbose;
    }

    Environment environment() {
        return env;
    }

    @Override
    public Integer call() {
        if (target.passwordGiven()) {
            throw TargetRequest.passwordOnCommandLine();
        }
        RunRequest.Builder asked = request().checkSource();
        picocli.CommandLine.ParseResult given = spec.commandLine().getParseResult();
        boolean users = asked.usersTable();
        if (!users) {
            SourceOptions.refuseUsersOnly(given);
        }
        if (quiet && verbose) {
            throw SeedgenException.badInput("--quiet and --verbose exclude each other: choose one");
        }
        UnusedOptions.refuse(given, speed, dryRun, quiet);
        RunRequest request = asked.split(splitting.split(given, metrics.given())).tune(tuning.toSpec()).build();
        if (speed.out != null || speed.kafka.kafka != null) {
            return new OutRun(env, quiet).export(request, given, speed, target, metrics.given(), report != null);
        }
        speed.checkDatabaseOnly();
        String launcher = env.variable(ResumeCommand.LAUNCHER).orElse(null);
        return Execute.run(env, new Invocation(quiet, verbose, ResumeCommand.of(launcher, given.originalArgs()),
                launcher == null ? "seedgen" : ResumeCommand.quote(launcher), launched, dryRun ? MetricsSpec.OFF
                : metrics.toSpec(), metrics.progress), request);
    }

    /** The run the options ask for, not yet checked as a whole. */
    private RunRequest.Builder request() {
        return source.into(new RunRequest.Builder()).rows(rows).seed(seed).threads(threads).batch(batch)
                .method(speed.method).keys(new RunRequest.Keys(existing.truncate, existing.resume, existing.append,
                        RunRequest.Keys.keysAfter(speed.deferIndexes, speed.keysFirst, speed.deferOnRows,
                                source.usersTable()), speed.deferOnRows))
                .retryFor(Durations.parse(existing.retryFor, "--retry-for")).target(target.toChoice()).report(report)
                .dryRun(dryRun).toFile(speed.out != null || speed.kafka.kafka != null)
                .users(source.table, usersTable.passwordPlain, usersTable.bcryptCost);
    }

}
