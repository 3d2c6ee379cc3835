package seedgen.run;

import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Consumer;
import javax.sql.DataSource;
import seedgen.connect.DataSourceTarget;
import seedgen.connect.Environment;
import seedgen.connect.Target;
import seedgen.connect.TargetRequest;
import seedgen.connect.TargetResolver;
import seedgen.connect.Tls;
import seedgen.dialect.ServerFamily;
import seedgen.dialect.servers.Servers;
import seedgen.embedded.EmbeddedServer;
import seedgen.error.SeedgenException;
import seedgen.slice.Shards;

/**
 * Where a run goes, as asked: the server and database ({@code request}, before option files and the environment are
 * read), and Connector/J's TLS settings ({@code sslMode}, {@code sslCa}; null when not given); or the caller's
 * {@code dataSource} (the library's), whose connections the run borrows, the request then naming nothing.
 */
public record TargetChoice(TargetRequest request, String sslMode, Path sslCa, DataSource dataSource) {

    public TargetChoice(TargetRequest request, String sslMode, Path sslCa) {
        this(request, sslMode, sslCa, null);
    }

    /** Where {@code dataSource} points: its server, database and (PostgreSQL) schema, read when the run starts. */
    public static TargetChoice of(DataSource dataSource) {
        if (dataSource == null) {
            throw SeedgenException.badInput("into(DataSource): the DataSource is null: give the pool the test uses");
        }
        return new TargetChoice(TargetRequest.none(), null, null, dataSource);
    }

    /** The server a {@code --dialect} value names: mysql (and mariadb), postgresql (and postgres); null for none. */
    public static Target.Protocol protocol(String dialect) {
        if (dialect == null) {
            return null;
        }
        return switch (dialect.toLowerCase(Locale.ROOT)) {
            case "mysql", "mariadb" -> Target.Protocol.MYSQL;
            case "postgresql", "postgres" -> Target.Protocol.POSTGRESQL;
            default -> throw SeedgenException.badInput("--dialect " + dialect + " is not known: use mysql or "
                    + "postgresql");
        };
    }

    /** Whether the request names a PostgreSQL server (--dialect postgresql, or a jdbc:postgresql: URL). */
    public boolean postgresql() {
        return request.protocol() == Target.Protocol.POSTGRESQL
                || request.url() != null && request.url().toLowerCase(Locale.ROOT).startsWith("jdbc:postgresql:");
    }

    /** The server family the choice names: PostgreSQL's, or MySQL's and MariaDB's (also when it names none). */
    public ServerFamily family() {
        return Servers.family(postgresql() ? Target.Protocol.POSTGRESQL : Target.Protocol.MYSQL);
    }

    /** The same choice for one shard of a --shards file: its server, this choice's password prompt and TLS. */
    public TargetChoice forShard(Shards.Shard shard) {
        return new TargetChoice(new TargetRequest(shard.url(), shard.host(), shard.port(), shard.user(),
                shard.database(), shard.defaultsFile() == null ? null : Path.of(shard.defaultsFile()),
                request.askPassword(), false, protocol(shard.dialect()), shard.schema()), sslMode, sslCa);
    }

    /** The target, with the TLS settings; warnings (an option file others can read) go to {@code warn}. */
    public Target resolve(Environment env, Consumer<String> warn) {
        if (dataSource != null) {
            return DataSourceTarget.read(dataSource);
        }
        TargetResolver resolver = new TargetResolver(env);
        Target resolved = resolver.resolve(request);
        resolver.warnings().forEach(warn);
        if (sslMode == null && sslCa == null) {
            return resolved;
        }
        if (resolved.isEmbedded()) {
            throw SeedgenException.badInput("--ssl-mode and --ssl-ca apply to a server of your own, not the "
                    + "embedded one (it listens on 127.0.0.1 only)");
        }
        if (resolved.isPostgresql()) {
            throw SeedgenException.badInput("--ssl-mode and --ssl-ca are Connector/J's; for PostgreSQL put "
                    + "sslmode=verify-full and sslrootcert=FILE in --url");
        }
        return resolved.withProperties(Tls.properties(sslMode == null ? null : Tls.parseMode(sslMode),
                sslCa == null ? null : env.workDir().resolve(sslCa), env.workDir().resolve(EmbeddedServer.STATE_DIR)));
    }
}
