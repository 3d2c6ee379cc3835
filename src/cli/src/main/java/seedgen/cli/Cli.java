package seedgen.cli;

import java.io.PrintWriter;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.HelpCommand;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;
import seedgen.run.Environment;
import seedgen.error.SeedgenException;

/**
 * Parses the arguments, runs the command and maps every outcome to an exit code with at most one line of
 * error on stderr (the stack trace only with --verbose). It never exits the JVM: Main does.
 */
public final class Cli {

    private final Environment env;
    private final java.time.Instant launched;

    public Cli(Environment env) {
        this(env, null);
    }

    /**
     * {@code launched}: when the process started (Main's: the launcher's exec keeps it), from which a run's summary
     * counts its "start" phase; null in a JVM that runs other things too (the tests).
     */
    public Cli(Environment env, java.time.Instant launched) {
        String launcher = env.variable(ResumeCommand.LAUNCHER).orElse(null);
        this.env = env.withOutput(LauncherOutput.of(env.out(), launcher), LauncherOutput.of(env.err(), launcher));
        this.launched = launched;
    }

    /** The commands of {@code seedgen COMMAND}, in the order --help lists them. */
    private static final List<Class<?>> COMMANDS = List.of(ServeCommand.class, TuneCommand.class,
            DoctorCommand.class, DatasetsCommand.class, SpecCommand.class, ReportCommand.class, FeedCommand.class,
            WorkloadCommand.class, FinishCommand.class, ManCommand.class, HelpCommand.class);
    private static final Set<String> COMMAND_NAMES = COMMANDS.stream()
            .map(c -> c.getAnnotation(CommandLine.Command.class).name()).collect(Collectors.toUnmodifiableSet());

    /** The command line of {@code root} with its commands, as --help, the man page and the docs show it. */
    static CommandLine model(SeedgenCommand root) {
        return model(root, true);
    }

    private static CommandLine model(SeedgenCommand root, boolean withCommands) {
        CommandLine cmd = new CommandLine(root);
        if (withCommands) {
            COMMANDS.forEach(cmd::addSubcommand);
        }
        HelpSections.install(cmd);
        return cmd;
    }

    public int run(String... args) {
        return run(args, rootOnly(args));
    }

    /** Whether {@code args} can be parsed without the commands: no command's name, no short option, no --help. */
    static boolean rootOnly(String... args) {
        return Arrays.stream(args).noneMatch(Cli::mayNeedCommands);
    }

    /**
     * Runs {@code args}; {@code rootOnly}: without building the commands' options, which picocli would otherwise
     * read on every start (about 25 ms of a 10,000-row run's 0.6 s). A run that does not parse as the root's alone
     * (a mistyped command's name, say) is parsed again with them, so its error is the one the whole model gives.
     */
    private int run(String[] args, boolean rootOnly) {
        SeedgenCommand root = new SeedgenCommand(env, launched);
        CommandLine cmd = model(root, !rootOnly);
        cmd.setOut(new PrintWriter(env.out(), true));
        cmd.setErr(new PrintWriter(env.err(), true));
        cmd.setParameterExceptionHandler(rootOnly ? (e, arranged) -> run(args, false) : this::usageError);
        cmd.setExecutionExceptionHandler((e, commandLine, parseResult) -> failure(e, root.verbose()));
        String[] arranged;
        try {
            arranged = OptionPlacement.arrange(cmd, args);
        } catch (SeedgenException e) {
            if (rootOnly) {
                return run(args, false);
            }
            env.err().println("seedgen: " + oneLine(e.getMessage()));
            return ExitCodes.of(e.kind());
        }
        return cmd.execute(arranged);
    }

    /** A command's name, or a short option (-h, -V, or an unknown one): the whole model answers those. */
    private static boolean mayNeedCommands(String arg) {
        return COMMAND_NAMES.contains(arg) || arg.startsWith("-") && !arg.startsWith("--") && arg.length() > 1
                || arg.equals("--help");
    }

    private int usageError(ParameterException e, String[] args) {
        String message = oneLine(e.getMessage());
        String suggestion = "";
        if (e instanceof UnmatchedArgumentException unmatched) {
            // picocli lists the value after an unknown option as unknown too (--thread 4: '--thread', '4'); the
            // value is the option's, so only the options are named
            List<String> options = unmatched.getUnmatched().stream().filter(a -> a.startsWith("-")).toList();
            if (!options.isEmpty()) {
                message = (options.size() == 1 ? "unknown option " : "unknown options ") + String.join(", ", options);
            }
            if (!unmatched.getSuggestions().isEmpty()) {
                suggestion = "; did you mean " + String.join(" or ", unmatched.getSuggestions()) + "?";
            }
        }
        env.err().println("seedgen: " + message + suggestion + " (see " + helpFor(e.getCommandLine()) + ")");
        return ExitCodes.BAD_INPUT;
    }

    /** The help that lists the options of {@code cmd}: a command's own (seedgen help feed), else the main one's. */
    static String helpFor(CommandLine cmd) {
        return cmd == null || cmd.getParent() == null ? "seedgen --help" : "seedgen help " + cmd.getCommandName();
    }

    private int failure(Exception e, boolean verbose) {
        if (verbose) {
            e.printStackTrace(env.err());
        }
        if (e instanceof SeedgenException s) {
            env.err().println("seedgen: " + oneLine(s.getMessage()));
            return ExitCodes.of(s.kind());
        }
        env.err().println("seedgen: internal error: " + e.getClass().getSimpleName() + ": " + oneLine(e.getMessage())
                + (verbose ? "" : " (run with --verbose for the stack trace)"));
        return ExitCodes.FAILED;
    }

    private static String oneLine(String text) {
        if (text == null) {
            return "no message";
        }
        int nl = text.indexOf('\n');
        return (nl < 0 ? text : text.substring(0, nl)).strip();
    }
}
