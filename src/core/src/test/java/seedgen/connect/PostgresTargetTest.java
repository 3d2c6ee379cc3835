package seedgen.connect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import seedgen.error.SeedgenException;
import seedgen.run.Environment;
import seedgen.run.Protocol;
import seedgen.run.TargetRequest;

/** A PostgreSQL target by its URL, --dialect, PostgreSQL's own variables and ~/.pgpass; never a MySQL option file. */
class PostgresTargetTest {

    @TempDir
    Path home;

    private Target resolve(Map<String, String> variables, String url, String host, String user, String database,
            String schema, boolean postgresql) {
        PrintStream sink = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        Environment env = new Environment(variables, home, home, sink, sink, prompt -> Optional.empty());
        return new TargetResolver(env).resolve(new TargetRequest(url, host, null, user, database, null, false, false,
                postgresql ? Protocol.POSTGRESQL : null, schema));
    }

    private Target embedded(Map<String, String> variables, String database, String schema) {
        PrintStream sink = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        Environment env = new Environment(variables, home, home, sink, sink, prompt -> Optional.empty());
        return new TargetResolver(env).resolve(new TargetRequest(null, null, null, null, database, null, false, true,
                Protocol.POSTGRESQL, schema));
    }

    @Test
    void theEmbeddedPostgresqlIsItsOwnSuperuserWhateverThePgVariablesName() {
        Target t = embedded(Map.of("PGHOST", "pg.internal", "PGUSER", "loader", "PGDATABASE", "app", "PGPASSWORD",
                "from-env"), null, null);
        assertTrue(t.isEmbedded());
        assertEquals(Protocol.POSTGRESQL, t.protocol());
        assertEquals("postgres", t.user());
        assertTrue(t.password().isEmpty());
        assertEquals("seedgen", t.database());
        assertEquals("public", t.schema());
        assertEquals("the embedded PostgreSQL (not started), database seedgen schema public", t.describe());
        Target started = t.at("127.0.0.1", 40000);
        assertEquals("postgres@127.0.0.1:40000/seedgen schema public", started.describe());
    }

    @Test
    void theEmbeddedPostgresqlKeepsTheAskedDatabaseAndSchema() {
        Target t = embedded(Map.of(), "shop", "load");
        assertEquals("shop", t.database());
        assertEquals("load", t.namespace());
    }

    @Test
    void theEmbeddedPostgresqlRefusesWhatTheEmbeddedMariaDbRefuses() {
        PrintStream sink = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        TargetResolver resolver = new TargetResolver(new Environment(Map.of(), home, home, sink, sink,
                prompt -> Optional.empty()));
        for (TargetRequest r : java.util.List.of(
                new TargetRequest(null, "db.example", null, null, null, null, false, true, Protocol.POSTGRESQL,
                        null),
                new TargetRequest(null, null, 5433, null, null, null, false, true, Protocol.POSTGRESQL, null),
                new TargetRequest("jdbc:postgresql://db.example/x", null, null, null, null, null, false, true,
                        Protocol.POSTGRESQL, null))) {
            SeedgenException e = assertThrows(SeedgenException.class, () -> resolver.resolve(r));
            assertEquals("--embedded cannot be combined with --url, --host or --port: choose the embedded server or a "
                    + "server of your own", e.getMessage());
        }
    }

    @Test
    void theUrlSaysPostgresqlAndTheDefaultsArePostgresqls() {
        Target t = resolve(Map.of("USER", "alice"), "jdbc:postgresql://db.example/shop", null, null, null, null,
                false);
        assertEquals(Protocol.POSTGRESQL, t.protocol());
        assertEquals("db.example", t.host());
        assertEquals(5432, t.port());
        assertEquals("alice", t.user());
        assertEquals("shop", t.database());
        assertEquals("public", t.schema());
        assertEquals("public", t.namespace());
        assertEquals("alice@db.example:5432/shop schema public", t.describe());
    }

    @Test
    void postgresqlsVariablesNameTheServerAndThePassword() {
        Target t = resolve(Map.of("PGHOST", "pg.internal", "PGPORT", "6543", "PGUSER", "loader", "PGDATABASE", "app",
                "PGPASSWORD", "from-env"), null, null, null, null, "load", true);
        assertEquals("pg.internal:6543", t.host() + ":" + t.port());
        assertEquals("loader", t.user());
        assertEquals("app", t.database());
        assertEquals("load", t.namespace());
        assertEquals("from-env", t.password().reveal());
        assertEquals("PGPASSWORD", t.passwordSource());
        assertFalse(t.toString().contains("from-env"));
        Target cli = resolve(Map.of("PGHOST", "pg.internal", "PGUSER", "loader", "SEEDGEN_PASSWORD", "wins"), null,
                "other", "me", "db", null, true);
        assertEquals("other", cli.host());
        assertEquals("me", cli.user());
        assertEquals("wins", cli.password().reveal(), "SEEDGEN_PASSWORD before PGPASSWORD");
    }

    @Test
    void thePasswordFileGivesTheFirstMatchingLine() throws IOException {
        Path pgpass = home.resolve(".pgpass");
        Files.writeString(pgpass, String.join("\n",
                "# host:port:database:user:password",
                "other:5432:*:loader:not-this-one",
                "db.example:5432:shop:loader:pa\\:ss\\\\word",
                "*:*:*:*:fallback", ""));
        Files.setPosixFilePermissions(pgpass, PosixFilePermissions.fromString("rw-------"));
        Target t = resolve(Map.of(), "jdbc:postgresql://db.example/shop", null, "loader", null, null, false);
        assertEquals("pa:ss\\word", t.password().reveal());
        assertTrue(t.passwordSource().startsWith("password file "));
        Target other = resolve(Map.of(), "jdbc:postgresql://db.example/shop", null, "someone", null, null, false);
        assertEquals("fallback", other.password().reveal());
        Target none = resolve(Map.of("PGPASSFILE", home.resolve("absent").toString()),
                "jdbc:postgresql://db.example/shop", null, "loader", null, null, false);
        assertTrue(none.password().isEmpty());
    }

    @Test
    void mysqlOnlyOptionsAndMismatchesAreRefusedWithTheFix() {
        SeedgenException schema = assertThrows(SeedgenException.class, () -> resolve(Map.of(),
                "jdbc:mysql://h/db", null, null, null, "s", false));
        assertTrue(schema.getMessage().contains("drop --schema"), schema.getMessage());
        SeedgenException clash = assertThrows(SeedgenException.class, () -> resolve(Map.of(),
                "jdbc:mysql://h/db", null, null, null, null, true));
        assertTrue(clash.getMessage().contains("the URL says which server it is"), clash.getMessage());
        SeedgenException socket = assertThrows(SeedgenException.class, () -> resolve(Map.of("PGHOST",
                "/var/run/postgresql"), null, null, null, null, null, true));
        assertTrue(socket.getMessage().contains("Unix socket"), socket.getMessage());
        SeedgenException port = assertThrows(SeedgenException.class, () -> resolve(Map.of("PGPORT", "x"), null,
                null, null, null, null, true));
        assertEquals(SeedgenException.Kind.BAD_INPUT, port.kind());
    }
}
