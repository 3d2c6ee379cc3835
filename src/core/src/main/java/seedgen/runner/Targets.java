package seedgen.runner;

import java.nio.file.Path;
import java.util.function.Consumer;
import seedgen.connect.DataSourceTarget;
import seedgen.connect.Target;
import seedgen.connect.TargetResolver;
import seedgen.connect.Tls;
import seedgen.dialect.ServerFamily;
import seedgen.dialect.servers.Servers;
import seedgen.embedded.EmbeddedServer;
import seedgen.error.SeedgenException;
import seedgen.run.Environment;
import seedgen.run.TargetChoice;
import seedgen.run.TargetRequest;
import seedgen.slice.Shards;

/** What a {@link TargetChoice} comes to: its server family, a shard's choice, and the target resolved. */
public final class Targets {

    private Targets() {
    }

    /** The server family the choice names: PostgreSQL's, or MySQL's and MariaDB's (also when it names none). */
    public static ServerFamily family(TargetChoice choice) {
        return Servers.family(choice.protocol());
    }

    /**
     * The embedded server {@code name} names ({@code postgresql}, {@code postgres} or {@code mariadb}) by the name
     * {@code --embedded} takes; refused with one line that {@code what} (the setting that gave it) starts.
     */
    public static String embeddedServer(String name, String what) {
        return EmbeddedServer.Family.parse(name, what).optionName();
    }

    /** The same choice for one shard of a --shards file: its server, this choice's password prompt and TLS. */
    public static TargetChoice forShard(TargetChoice choice, Shards.Shard shard) {
        return new TargetChoice(new TargetRequest(shard.url(), shard.host(), shard.port(), shard.user(),
                shard.database(), shard.defaultsFile() == null ? null : Path.of(shard.defaultsFile()),
                choice.request().askPassword(), false, TargetChoice.protocol(shard.dialect()), shard.schema()),
                choice.sslMode(), choice.sslCa());
    }

    /** The target, with the TLS settings; warnings (an option file others can read) go to {@code warn}. */
    public static Target resolve(TargetChoice choice, Environment env, Consumer<String> warn) {
        if (choice.dataSource() != null) {
            return DataSourceTarget.read(choice.dataSource());
        }
        TargetResolver resolver = new TargetResolver(env);
        Target resolved = resolver.resolve(choice.request());
        resolver.warnings().forEach(warn);
        String sslMode = choice.sslMode();
        Path sslCa = choice.sslCa();
        if (sslMode == null && sslCa == null) {
            return resolved;
        }
        if (resolved.isEmbedded()) {
            throw SeedgenException.badInput("--ssl-mode and --ssl-ca apply to a server of your own, not the "
                    + "embedded one (it listens on 127.0.0.1 only)");
        }
        if (resolved.protocol().tlsInUrl() != null) {
            throw SeedgenException.badInput("--ssl-mode and --ssl-ca are Connector/J's; for " + resolved.protocol()
                    .display() + " put " + resolved.protocol().tlsInUrl() + " in --url");
        }
        return resolved.withProperties(Tls.properties(sslMode == null ? null : Tls.parseMode(sslMode),
                sslCa == null ? null : env.workDir().resolve(sslCa), env.workDir().resolve(EmbeddedServer.STATE_DIR)));
    }
}
