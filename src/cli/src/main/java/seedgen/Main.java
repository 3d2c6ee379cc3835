package seedgen;

import seedgen.run.Environment;
import java.util.Arrays;
import seedgen.cli.Cli;

/** The entry point, and the only place that exits the JVM. */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        // slf4j-simple reads its level once, when the first logger is made: set it before anything logs.
        if (Arrays.asList(args).contains("--verbose")) {
            System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "info");
            System.setProperty("org.slf4j.simpleLogger.log.com.zaxxer.hikari.pool.ProxyConnection", "info");
        }
        Environment env = Environment.system();
        java.time.Instant launched = launchedAt(env.variable("SEEDGEN_LAUNCHED_AT").orElse(""));
        // the variable is inherited: one the kernel's start of this process (whole seconds off at most) does not
        // follow is a parent's, left out
        java.time.Instant process = ProcessHandle.current().info().startInstant().orElse(null);
        if (launched != null && (process == null || launched.isBefore(process.minusSeconds(2)))) {
            launched = null;
        }
        int code = new Cli(env, launched).run(args);
        System.exit(code);
    }

    /**
     * When the launcher started, from its SEEDGEN_LAUNCHED_AT (seconds since the epoch with microseconds, as bash 5's
     * EPOCHREALTIME writes them, with the locale's decimal point); null if it gave none or none readable.
     */
    static java.time.Instant launchedAt(String text) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d{1,12})[.,](\\d{1,9})").matcher(text.strip());
        if (!m.matches()) {
            return null;
        }
        String fraction = (m.group(2) + "00000000").substring(0, 9);
        return java.time.Instant.ofEpochSecond(Long.parseLong(m.group(1)), Long.parseLong(fraction));
    }
}
