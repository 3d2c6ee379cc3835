package seedgen.run;

import java.io.Console;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/**
 * What seedgen reads from the process around it: environment variables, the home and working directories,
 * the terminal for a password prompt, and the two output streams. Tests pass their own, so an in-process run
 * neither reads the developer's ~/.my.cnf nor writes under the project's working directory.
 */
public record Environment(Map<String, String> variables, Path home, Path workDir, PrintStream out,
        PrintStream err, PasswordPrompt prompt) {

    /** Reads a password without echo; empty when there is no terminal to ask on. */
    @FunctionalInterface
    public interface PasswordPrompt {
        Optional<char[]> read(String prompt);
    }

    public Environment {
        variables = Map.copyOf(variables);
        home = home.toAbsolutePath();
        workDir = workDir.toAbsolutePath();
    }

    public static Environment system() {
        return new Environment(System.getenv(), Path.of(System.getProperty("user.home")),
                Path.of("").toAbsolutePath(), System.out, System.err, Environment::consolePrompt);
    }

    public Optional<String> variable(String name) {
        return Optional.ofNullable(variables.get(name));
    }

    public Environment withOutput(PrintStream newOut, PrintStream newErr) {
        return new Environment(variables, home, workDir, newOut, newErr, prompt);
    }

    private static Optional<char[]> consolePrompt(String prompt) {
        Console console = System.console();
        return console == null ? Optional.empty() : Optional.ofNullable(console.readPassword("%s", prompt));
    }
}
