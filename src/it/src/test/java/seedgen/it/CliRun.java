package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import seedgen.run.Environment;
import seedgen.cli.Cli;

/** One in-process run of the seedgen CLI: exit code, captured stdout and stderr, wall time. */
record CliRun(int exit, String out, String err, Duration elapsed, List<String> args) {

    /**
     * Runs the CLI with {@code variables} as its whole environment and {@code dir} as both home and working
     * directory, so no ~/.my.cnf of the developer is read and nothing is written outside {@code dir}.
     */
    static CliRun of(Map<String, String> variables, Path dir, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit;
        long t0 = System.nanoTime();
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
                PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            exit = new Cli(new Environment(variables, dir, dir, o, e, prompt -> Optional.empty())).run(args);
        }
        return new CliRun(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8),
                Duration.ofNanos(System.nanoTime() - t0), List.of(args));
    }

    List<String> errLines() {
        return err.lines().toList();
    }

    String describe() {
        return "seedgen " + String.join(" ", args) + "\n-- exit " + exit + " after " + elapsed.toMillis()
                + " ms\n-- stdout:\n" + out + "-- stderr:\n" + err;
    }

    CliRun assertExit(int expected) {
        assertEquals(expected, exit, () -> "unexpected exit code\n" + describe());
        return this;
    }

    /** The contract for a refused run: the exit code, exactly one line on stderr, no stack trace anywhere. */
    CliRun assertRefused(int expectedExit) {
        assertExit(expectedExit);
        assertEquals(1, errLines().size(), () -> "stderr must hold exactly one line\n" + describe());
        assertTrue(err.startsWith("seedgen: "), () -> "error line must start with 'seedgen: '\n" + describe());
        assertFalse(err.contains("\tat ") || out.contains("\tat "), () -> "stack trace printed\n" + describe());
        assertFalse(err.contains("internal error"), () -> "an unexpected exception reached the user\n" + describe());
        return this;
    }
}
