package seedgen;

import seedgen.connect.Environment;
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
        int code = new Cli(Environment.system()).run(args);
        System.exit(code);
    }
}
