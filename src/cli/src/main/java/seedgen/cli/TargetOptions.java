package seedgen.cli;

import java.nio.file.Path;
import picocli.CommandLine.Option;
import seedgen.run.Protocol;
import seedgen.run.TargetRequest;
import seedgen.runner.Targets;

/** Where to load: shared by the load and by `serve`. */
final class TargetOptions {

    @Option(names = "--url", paramLabel = "JDBC_URL",
            description = "Server and database as jdbc:mysql://HOST:PORT/DATABASE or "
                    + "jdbc:postgresql://HOST:PORT/DATABASE (no password in it).")
    String url;

    @Option(names = "--dialect", paramLabel = "NAME",
            description = "The server's kind when --url does not say it: mysql (MySQL and MariaDB, the default) or "
                    + "postgresql (then PGHOST, PGPORT, PGUSER, PGDATABASE, PGPASSWORD and ~/.pgpass apply).")
    String dialect;

    @Option(names = "--schema", paramLabel = "NAME",
            description = "PostgreSQL: the schema the tables go in, created if missing (default public).")
    String schema;

    @Option(names = "--host", paramLabel = "HOST",
            description = "Server host (default 127.0.0.1; PostgreSQL: PGHOST first).")
    String host;

    @Option(names = {"-P", "--port"}, paramLabel = "PORT",
            description = "Server port (default 3306; PostgreSQL: PGPORT, else 5432).")
    Integer port;

    @Option(names = {"-u", "--user"}, paramLabel = "USER",
            description = "User name (default root, or the option file's; PostgreSQL: PGUSER, else the login name "
                    + "$USER, else postgres).")
    String user;

    @Option(names = {"-D", "--database"}, paramLabel = "NAME",
            description = "Database, created if missing (default seedgen; PostgreSQL: PGDATABASE first).")
    String database;

    @Option(names = "--defaults-file", paramLabel = "FILE",
            description = "MySQL option file whose [client] group gives host, port, user, password, database "
                    + "(default ~/.my.cnf if present).")
    Path defaultsFile;

    @Option(names = "--ask-password", description = "Prompt for the password, without echo.")
    boolean askPassword;

    @Option(names = "--embedded", arity = "0..1", fallbackValue = "", paramLabel = "SERVER",
            description = "Use a server seedgen runs itself, kept in ./.seedgen/: mariadb (the default, and the server "
                    + "when none is named) or postgresql (alone, the one --dialect names).")
    String embedded;

    @Option(names = "--ssl-mode", paramLabel = "MODE",
            description = "TLS: DISABLED, PREFERRED (the driver's default), REQUIRED, VERIFY_CA or VERIFY_IDENTITY.")
    String sslMode;

    @Option(names = "--ssl-ca", paramLabel = "FILE",
            description = "PEM file of the CA that signed the server's certificate (with --ssl-mode VERIFY_CA or "
                    + "VERIFY_IDENTITY).")
    Path sslCa;

    @Option(names = {"-p", "--password"}, arity = "0..1", hidden = true, paramLabel = "IGNORED")
    String refusedPassword;

    /** The options naming a server, which a --shards file names for each shard instead. */
    static final java.util.List<String> SERVER_OPTIONS = java.util.List.of("--url", "--dialect", "--schema", "--host",
            "--port", "--user", "--database", "--defaults-file", "--embedded");

    /**
     * The server of {@code shard} (a --shards file's entry), with this command line's --ask-password and TLS
     * settings.
     */
    boolean passwordGiven() {
        return refusedPassword != null;
    }

    /** Whether the command line names a server (an option file may still do so for the resolver). */
    boolean namesServer() {
        return url != null || host != null || port != null || embedded != null || dialect != null;
    }

    /** Names {@code server} ("host:port", as a tuning snapshot records it) as if given with --host and --port. */
    void useServer(String server) {
        int colon = server.lastIndexOf(':');
        host = server.substring(0, colon).replaceAll("^\\[|\\]$", "");
        port = Integer.parseInt(server.substring(colon + 1));
    }

    /** The target as the run takes it: the server asked for and the TLS settings. */
    seedgen.run.TargetChoice toChoice() {
        return new seedgen.run.TargetChoice(toRequest(), sslMode, sslCa);
    }

    TargetRequest toRequest() {
        Protocol spoken = embeddedProtocol();
        return new TargetRequest(url, host, port, user, database, defaultsFile, askPassword, embedded != null,
                spoken == null ? protocol() : spoken, schema);
    }

    /**
     * The protocol of the embedded server --embedded asks for (null: none): the one it names, or alone the one of
     * --dialect's family, MariaDB's without it. A --dialect of the other family is refused rather than one of the two
     * ignored.
     */
    private Protocol embeddedProtocol() {
        if (embedded == null) {
            return null;
        }
        Protocol dialectGiven = protocol();
        if (embedded.isBlank()) {
            return Protocol.orDefault(dialectGiven);
        }
        String server = seedgen.runner.Targets.embeddedServer(embedded, "--embedded");
        Protocol spoken = Protocol.named(server, false).orElseThrow();
        if (dialectGiven != null && dialectGiven != spoken) {
            throw seedgen.error.SeedgenException.badInput("--embedded " + server + " and --dialect " + dialect
                    + " name two kinds of server: drop --dialect, --embedded says which server it is");
        }
        return spoken;
    }

    private seedgen.run.Protocol protocol() {
        return seedgen.run.TargetChoice.protocol(dialect);
    }
}
