package seedgen.connect;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import seedgen.Environment;
import seedgen.SeedgenException;

/**
 * Turns what the user asked for into a {@link Target}. Order of precedence for each setting: the command
 * line (--url, then --host/--port/--user/--database), then the option file (--defaults-file, else
 * ~/.my.cnf), then the defaults. The password comes from --ask-password, else SEEDGEN_PASSWORD, else the
 * option file, else it is empty. With no server named anywhere, the target is the embedded MariaDB.
 */
public final class TargetResolver {

    public static final String PASSWORD_VARIABLE = "SEEDGEN_PASSWORD";

    private final Environment environment;
    private final java.util.List<String> warnings = new java.util.ArrayList<>();

    public TargetResolver(Environment environment) {
        this.environment = environment;
    }

    /** Warnings met while resolving (an option file others can read), one line each, for the caller to print. */
    public java.util.List<String> warnings() {
        return java.util.List.copyOf(warnings);
    }

    /** The refusal of a password given on the command line, wherever it was given. */
    public static SeedgenException passwordOnCommandLine() {
        return SeedgenException.badInput("a password on the command line is visible in the process list and "
                + "shell history; set " + PASSWORD_VARIABLE + ", use --ask-password, or put it in an option file "
                + "(--defaults-file)");
    }

    public Target resolve(TargetRequest request) {
        if (request.embedded() && (request.url() != null || request.host() != null || request.port() != null)) {
            throw SeedgenException.badInput("--embedded cannot be combined with --url, --host or --port: "
                    + "choose the embedded server or a server of your own");
        }
        if (request.url() != null && (request.host() != null || request.port() != null)) {
            throw SeedgenException.badInput("--url cannot be combined with --host or --port: give the server one way");
        }
        Optional<OptionFile> optionFile = optionFile(request.defaultsFile());
        boolean serverNamed = request.namesAServer() || optionFile.map(OptionFile::namesAServer).orElse(false);
        if (request.embedded() || !serverNamed) {
            String database = firstOf(request.database(), null, Target.DEFAULT_DATABASE);
            return Target.embedded(database);
        }
        JdbcUrl url = request.url() == null ? new JdbcUrl(null, null, null, null, Map.of())
                : JdbcUrl.parse(request.url());
        String host = firstOf(request.host(), url.host(), option(optionFile, "host"), "127.0.0.1");
        if ("localhost".equalsIgnoreCase(host)) {
            // Connector/J has no Unix socket support: localhost means TCP to the loopback address.
            host = "127.0.0.1";
        }
        int port = request.port() != null ? request.port()
                : url.port() != null ? url.port()
                : option(optionFile, "port").map(TargetResolver::optionPort).orElse(Target.DEFAULT_PORT);
        String user = firstOf(request.user(), url.user(), option(optionFile, "user"), "root");
        String database = firstOf(request.database(), url.database(), option(optionFile, "database"),
                Target.DEFAULT_DATABASE);
        if (request.port() != null && (request.port() < 1 || request.port() > 65535)) {
            throw SeedgenException.badInput("--port must be between 1 and 65535, got " + request.port());
        }
        return password(request, optionFile).apply(host, port, user, database, url.properties());
    }

    private interface TargetFactory {
        Target apply(String host, int port, String user, String database, Map<String, String> props);
    }

    private TargetFactory password(TargetRequest request, Optional<OptionFile> optionFile) {
        Secret secret;
        String source;
        if (request.askPassword()) {
            char[] typed = environment.prompt().read("Password: ").orElseThrow(() -> SeedgenException.badInput(
                    "--ask-password needs a terminal; set " + PASSWORD_VARIABLE
                            + " or use an option file (--defaults-file) instead"));
            secret = Secret.of(typed);
            java.util.Arrays.fill(typed, '\0');
            source = "typed at the prompt";
        } else if (environment.variable(PASSWORD_VARIABLE).isPresent()) {
            secret = Secret.of(environment.variable(PASSWORD_VARIABLE).get());
            source = PASSWORD_VARIABLE;
        } else if (option(optionFile, "password").isPresent()) {
            secret = Secret.of(option(optionFile, "password").get());
            source = "option file " + optionFile.get().path();
            warnIfReadableByOthers(optionFile.get().path());
        } else {
            secret = Secret.empty();
            source = "none (empty password)";
        }
        return (host, port, user, database, props) ->
                new Target(Target.Kind.SERVER, host, port, user, secret, source, database, props);
    }

    private void warnIfReadableByOthers(Path file) {
        try {
            java.util.Set<java.nio.file.attribute.PosixFilePermission> perms = Files.getPosixFilePermissions(file);
            if (perms.contains(java.nio.file.attribute.PosixFilePermission.GROUP_READ)
                    || perms.contains(java.nio.file.attribute.PosixFilePermission.OTHERS_READ)) {
                warnings.add("warning: option file " + file + " holds a password and can be read by other users: "
                        + "chmod 600 " + file);
            }
        } catch (UnsupportedOperationException | java.io.IOException e) {
            warnings.add("warning: could not read the permissions of option file " + file + " ("
                    + e.getClass().getSimpleName() + "); make sure only you can read it");
        }
    }

    private Optional<OptionFile> optionFile(Path explicit) {
        if (explicit != null) {
            Path path = environment.workDir().resolve(explicit);
            if (!Files.isRegularFile(path)) {
                throw SeedgenException.badInput("option file " + explicit + " does not exist: "
                        + "check the path given to --defaults-file");
            }
            return Optional.of(OptionFile.read(path));
        }
        Path personal = environment.home().resolve(".my.cnf");
        return Files.isRegularFile(personal) ? Optional.of(OptionFile.read(personal)) : Optional.empty();
    }

    private static Optional<String> option(Optional<OptionFile> file, String key) {
        return file.flatMap(f -> f.get(key));
    }

    private static int optionPort(String text) {
        try {
            int port = Integer.parseInt(text.strip());
            if (port >= 1 && port <= 65535) {
                return port;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw SeedgenException.badInput("the option file's port '" + text + "' is not a port number (1-65535)");
    }

    private static String firstOf(Object... candidates) {
        for (Object c : candidates) {
            if (c instanceof Optional<?> o && o.isPresent()) {
                return o.get().toString();
            }
            if (c instanceof String s) {
                return s;
            }
        }
        throw new IllegalStateException("no default given");
    }
}
