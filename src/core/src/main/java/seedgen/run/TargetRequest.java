package seedgen.run;

import java.nio.file.Path;

/**
 * The target as the user asked for it, before option files and the environment are consulted. Any field may
 * be null when not given; {@code protocol}: --dialect, {@code schema}: --schema (PostgreSQL).
 */
public record TargetRequest(String url, String host, Integer port, String user, String database,
        Path defaultsFile, boolean askPassword, boolean embedded, Protocol protocol, String schema) {

    /** The environment variable a password is read from. */
    public static final String PASSWORD_VARIABLE = "SEEDGEN_PASSWORD";

    /** The refusal of a password given on the command line, wherever it was given. */
    public static seedgen.error.SeedgenException passwordOnCommandLine() {
        return seedgen.error.SeedgenException.badInput("a password on the command line is visible in the process list "
                + "and shell history; set " + PASSWORD_VARIABLE + ", use --ask-password, or put it in an option file "
                + "(--defaults-file)");
    }

    public TargetRequest(String url, String host, Integer port, String user, String database, Path defaultsFile,
            boolean askPassword, boolean embedded) {
        this(url, host, port, user, database, defaultsFile, askPassword, embedded, null, null);
    }

    public static TargetRequest none() {
        return new TargetRequest(null, null, null, null, null, null, false, false);
    }

    public boolean namesAServer() {
        return url != null || host != null || port != null || user != null || defaultsFile != null;
    }
}
