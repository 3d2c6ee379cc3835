package seedgen.cli;

import picocli.CommandLine.ParseResult;
import seedgen.error.SeedgenException;

/** The root command's options that a run of this kind would not use: each refused (exit 2), never ignored. */
final class UnusedOptions {

    private UnusedOptions() {
    }

    /**
     * An option given that this run would not use is refused (exit 2), never ignored: the user meant something by
     * it. (The --out, --tune and TLS pairings that need more context are checked where they are used.)
     */
    static void refuse(ParseResult given, SpeedOptions speed, boolean dryRun, boolean quiet) {
        if (speed.out != null) {
            for (String option : new String[] {"--threads", "--retry-for", "--progress", "--ssl-mode", "--ssl-ca"}) {
                if (given.hasMatchedOption(option)) {
                    throw SeedgenException.badInput("--out writes a file in one thread and uses no database, so "
                            + option + " does not apply: drop " + option + " or --out");
                }
            }
            if (given.hasMatchedOption("--batch") && speed.outputFormat() == seedgen.run.OutputFormat.CSV) {
                throw SeedgenException.badInput("--batch sets the rows of each INSERT in an SQL file; a CSV file has "
                        + "no statements: drop --batch, or write SQL (--format sql)");
            }
        }
        if (dryRun) {
            for (String option : new String[] {"--retry-for", "--progress", "--report", "--metrics-port",
                    "--pushgateway", "--metrics-linger", "--metrics-host"}) {
                if (given.hasMatchedOption(option)) {
                    throw SeedgenException.badInput("--dry-run writes nothing and only prints the plan, so " + option
                            + " does not apply: drop " + option + " or --dry-run");
                }
            }
        }
        if (quiet && given.hasMatchedOption("--progress")) {
            throw SeedgenException.badInput("--quiet prints nothing but errors, so --progress does not apply: drop "
                    + "one of them");
        }
        if (given.hasMatchedOption("--metrics-host") && !given.hasMatchedOption("--metrics-port")) {
            throw SeedgenException.badInput("--metrics-host is the address the --metrics-port endpoint binds to: add "
                    + "--metrics-port PORT or drop --metrics-host");
        }
    }
}
