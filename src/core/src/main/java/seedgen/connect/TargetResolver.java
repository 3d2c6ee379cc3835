package seedgen.connect;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import seedgen.error.SeedgenException;
import seedgen.run.Environment;
import seedgen.run.Protocol;
import seedgen.run.TargetRequest;

/**
 * Turns what the user asked for into a {@link Target}. Order of precedence for each setting: the command
 * line (--url, then --host/--port/--user/--database), then the option file (--defaults-file, else
 * ~/.my.cnf), then the defaults. The password comes from --ask-password, else SEEDGEN_PASSWORD, else the
 * option file, else it is empty. With no server named anywhere, the target is the embedded MariaDB; with
 * {@code embedded} and the PostgreSQL protocol, the embedded PostgreSQL.
 */
public final class TargetResolver {

    public static final String PASSWORD_VARIABLE = TargetRequest.PASSWORD_VARIABLE;

    private final Environment environment;
    private final java.util.List<String> warnings = new java.util.ArrayList<>();

    public TargetResolver(Environment environment) {
        this.environment = environment;
    }

    /** Warnings met while resolving (an option file others can read), one line each, for the caller to print. */
    public java.util.List<String> warnings() {
        return java.util.List.copyOf(warnings);
    }

    public Target resolve(TargetRequest request) {
        if (request.embedded() && (request.url() != null || request.host() != null || request.port() != null)) {
            throw SeedgenException.badInput("--embedded cannot be combined with --url, --host or --port: "
                    + "choose the embedded server or a server of your own");
        }
        if (request.url() != null && (request.host() != null || request.port() != null)) {
            throw SeedgenException.badInput("--url cannot be combined with --host or --port: give the server one way");
        }
        JdbcUrl parsed = request.url() == null ? null : JdbcUrl.parse(request.url());
        if (parsed != null && request.protocol() != null && parsed.protocol() != request.protocol()) {
            throw SeedgenException.badInput("--dialect " + request.protocol().name().toLowerCase(java.util.Locale.ROOT)
                    + " and a --url of the other kind: drop --dialect, the URL says which server it is");
        }
        Protocol protocol = Protocol.orDefault(parsed != null ? parsed.protocol() : request.protocol());
        if (protocol == Protocol.POSTGRESQL) { // its own variables and password file
            return resolvePostgresql(request, parsed, protocol);
        }
        if (request.schema() != null) {
            throw SeedgenException.badInput("--schema names a PostgreSQL schema; on MySQL and MariaDB the tables go in "
                    + "--database: drop --schema");
        }
        Optional<OptionFile> optionFile = optionFile(request.defaultsFile());
        boolean serverNamed = request.namesAServer() || optionFile.map(OptionFile::namesAServer).orElse(false);
        if (request.embedded() || !serverNamed) {
            String database = firstOf(request.database(), null, Target.DEFAULT_DATABASE);
            return Target.embedded(database);
        }
        JdbcUrl url = parsed == null ? new JdbcUrl(null, null, null, null, Map.of()) : parsed;
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

    /**
     * A PostgreSQL server, by PostgreSQL's own conventions after the command line: PGHOST, PGPORT, PGUSER,
     * PGDATABASE, the password from --ask-password, SEEDGEN_PASSWORD, PGPASSWORD or the password file (~/.pgpass,
     * or PGPASSFILE). No MySQL option file is read.
     */
    private Target resolvePostgresql(TargetRequest request, JdbcUrl parsed, Protocol protocol) {
        if (request.defaultsFile() != null) {
            throw SeedgenException.badInput("--defaults-file is a MySQL option file: for PostgreSQL use PGHOST, "
                    + "PGPORT, PGUSER, PGDATABASE and ~/.pgpass, or the command line");
        }
        if (request.embedded()) {
            // As the embedded MariaDB: the server's own login, the database and schema as asked (the PG* variables
            // name a server of the user's own, not this one).
            return Target.embedded(protocol, firstOf(request.database(), Target.DEFAULT_DATABASE),
                    firstOf(request.schema(), Target.DEFAULT_SCHEMA));
        }
        JdbcUrl url = parsed == null ? new JdbcUrl(null, null, null, null, Map.of(), protocol) : parsed;
        String host = firstOf(request.host(), url.host(), environment.variable("PGHOST"), "127.0.0.1");
        if ("localhost".equalsIgnoreCase(host)) {
            host = "127.0.0.1";
        }
        if (host.startsWith("/")) {
            throw SeedgenException.badInput("PGHOST " + host + " is a Unix socket folder; seedgen connects by TCP: "
                    + "set --host or PGHOST to the server's address");
        }
        int port;
        if (request.port() != null) {
            port = request.port();
        } else if (url.port() != null) {
            port = url.port();
        } else {
            port = environment.variable("PGPORT").map(TargetResolver::environmentPort)
                    .orElse(protocol.defaultPort());
        }
        if (port < 1 || port > 65535) {
            throw SeedgenException.badInput("--port must be between 1 and 65535, got " + port);
        }
        String user = firstOf(request.user(), url.user(), environment.variable("PGUSER"),
                environment.variable("USER"), "postgres");
        String database = firstOf(request.database(), url.database(), environment.variable("PGDATABASE"),
                Target.DEFAULT_DATABASE);
        Map<String, String> props = new java.util.LinkedHashMap<>(url.properties());
        String urlSchema = props.remove("currentSchema");
        String schema = firstOf(request.schema(), urlSchema, Target.DEFAULT_SCHEMA);
        Secret secret;
        String source;
        Optional<Password> given = promptedOrVariable(request, PASSWORD_VARIABLE + ", PGPASSWORD or ~/.pgpass");
        if (given.isPresent()) {
            secret = given.get().secret();
            source = given.get().source();
        } else if (environment.variable("PGPASSWORD").isPresent()) {
            secret = Secret.of(environment.variable("PGPASSWORD").get());
            source = "PGPASSWORD";
        } else {
            Path file = environment.variable("PGPASSFILE").map(Path::of).orElse(environment.home().resolve(".pgpass"));
            Optional<String> found = Optional.empty();
            if (Files.isRegularFile(file)) {
                try {
                    found = PgPass.find(file, host, port, database, user);
                } catch (java.io.IOException e) {
                    throw SeedgenException.badInput("the password file " + file + " cannot be read (" + e.getMessage()
                            + "): fix its permissions or set PGPASSFILE");
                }
                if (found.isPresent() && !found.get().isEmpty()) {
                    warnIfReadableByOthers(file);
                }
            }
            secret = found.map(Secret::of).orElse(Secret.empty());
            source = found.isPresent() ? "password file " + file : "none (empty password)";
        }
        return new Target(Target.Kind.SERVER, host, port, user, secret, source, database, props, protocol, schema);
    }

    private static int environmentPort(String text) {
        try {
            return Integer.parseInt(text.strip());
        } catch (NumberFormatException e) {
            throw SeedgenException.badInput("PGPORT '" + text + "' is not a port number (1-65535)");
        }
    }

    private interface TargetFactory {
        Target apply(String host, int port, String user, String database, Map<String, String> props);
    }

    private TargetFactory password(TargetRequest request, Optional<OptionFile> optionFile) {
        Secret secret;
        String source;
        Optional<Password> given = promptedOrVariable(request, PASSWORD_VARIABLE
                + " or use an option file (--defaults-file)");
        if (given.isPresent()) {
            secret = given.get().secret();
            source = given.get().source();
        } else if (option(optionFile, "password").isPresent()) {
            secret = Secret.of(option(optionFile, "password").get());
            source = "option file " + optionFile.get().path();
            if (!secret.isEmpty()) { // an empty password= line holds nothing another user could read
                warnIfReadableByOthers(optionFile.get().path());
            }
        } else {
            secret = Secret.empty();
            source = "none (empty password)";
        }
        return (host, port, user, database, props) ->
                new Target(Target.Kind.SERVER, host, port, user, secret, source, database, props);
    }

    /** A password and where it came from. */
    private record Password(Secret secret, String source) {
    }

    /**
     * The password sources every server kind shares, first to last: --ask-password, then SEEDGEN_PASSWORD;
     * {@code otherwise} names the other ways, for a prompt refused without a terminal.
     */
    private Optional<Password> promptedOrVariable(TargetRequest request, String otherwise) {
        if (request.askPassword()) {
            char[] typed = environment.prompt().read("Password: ").orElseThrow(() -> SeedgenException.badInput(
                    "--ask-password needs a terminal; set " + otherwise + " instead"));
            Secret secret = Secret.of(typed);
            java.util.Arrays.fill(typed, '\0');
            return Optional.of(new Password(secret, "typed at the prompt"));
        }
        return environment.variable(PASSWORD_VARIABLE).map(v -> new Password(Secret.of(v), PASSWORD_VARIABLE));
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
