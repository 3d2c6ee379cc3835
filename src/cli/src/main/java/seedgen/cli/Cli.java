package seedgen.cli;

import java.io.PrintWriter;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;
import seedgen.connect.Environment;
import seedgen.error.SeedgenException;

/**
 * Parses the arguments, runs the command and maps every outcome to an exit code with at most one line of
 * error on stderr (the stack trace only with --verbose). It never exits the JVM: Main does.
 */
public final class Cli {

    private final Environment env;

    public Cli(Environment env) {
        String launcher = env.variable(ResumeCommand.LAUNCHER).orElse(null);
        this.env = env.withOutput(LauncherOutput.of(env.out(), launcher), LauncherOutput.of(env.err(), launcher));
    }

    public int run(String... args) {
        SeedgenCommand root = new SeedgenCommand(env);
        CommandLine cmd = new CommandLine(root);
        HelpSections.install(cmd);
        cmd.setOut(new PrintWriter(env.out(), true));
        cmd.setErr(new PrintWriter(env.err(), true));
        cmd.setParameterExceptionHandler(this::usageError);
        cmd.setExecutionExceptionHandler((e, commandLine, parseResult) -> failure(e, root.verbose()));
        String[] arranged;
        try {
            arranged = OptionPlacement.arrange(cmd, args);
        } catch (SeedgenException e) {
            env.err().println("seedgen: " + oneLine(e.getMessage()));
            return ExitCodes.of(e.kind());
        }
        return cmd.execute(arranged);
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
