package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A test class's own databases on the shared {@link TestServer}: {@link #name()} ("it_" + the class name) and
 * any database whose name starts with it. Before the class they are dropped (leftovers of an aborted run) and
 * the test user gets all privileges on them; after the class they are dropped again and the grant and any
 * users the class made are removed. Register with {@code @RegisterExtension static final ItDatabase db}.
 */
final class ItDatabase implements BeforeAllCallback, AfterAllCallback {

    private final String name;
    private final List<String> users = new ArrayList<>();
    private TestServer server;

    ItDatabase(Class<?> testClass) {
        this.name = "it_" + testClass.getSimpleName().toLowerCase(Locale.ROOT);
    }

    @Override
    public void beforeAll(ExtensionContext context) throws SQLException {
        server = TestServer.shared(context);
        dropOwnDatabases();
        server.grant("ALL PRIVILEGES", pattern(), TestServer.IT_USER);
    }

    @Override
    public void afterAll(ExtensionContext context) throws SQLException {
        try {
            dropOwnDatabases();
            server.revokeAll(pattern(), TestServer.IT_USER);
        } finally {
            for (String user : users) {
                server.dropUser(user);
            }
        }
    }

    /** The GRANT pattern matching every database of this class: underscores escaped, then a wildcard. */
    private String pattern() {
        return name.replace("_", "\\_") + "%";
    }

    private void dropOwnDatabases() throws SQLException {
        List<String> own = new ArrayList<>();
        try (Connection c = server.admin(); PreparedStatement ps = c.prepareStatement(
                "SELECT SCHEMA_NAME FROM information_schema.SCHEMATA WHERE SCHEMA_NAME LIKE ?")) {
            ps.setString(1, pattern());
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    own.add(rs.getString(1));
                }
            }
        }
        for (String db : own) {
            server.execute("DROP DATABASE IF EXISTS " + Sql.quote(db));
        }
    }

    TestServer server() {
        return server;
    }

    /** This class's main database. */
    String name() {
        return name;
    }

    /** A further database of this class, dropped with the others: name() + "_" + suffix. */
    String name(String suffix) {
        return name + "_" + suffix;
    }

    String url(String database) {
        return "jdbc:mysql://" + server.host() + ":" + server.port() + "/" + database;
    }

    /** A user made for one test, at both hosts, dropped after the class. */
    void createUser(String user, String password) throws SQLException {
        users.add(user);
        server.createUser(user, password);
    }

    /**
     * Runs the CLI as the test user against {@code database}; {@code args} come first, the target options are
     * appended.
     */
    CliRun seedgen(Path dir, String database, String... args) {
        return seedgenAs(TestServer.IT_USER, TestServer.IT_PASSWORD, dir, database, args);
    }

    CliRun seedgenAs(String user, String password, Path dir, String database, String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of("--url", url(database), "--user", user));
        Map<String, String> vars = new LinkedHashMap<>();
        vars.put("SEEDGEN_PASSWORD", password);
        return CliRun.of(vars, dir, all.toArray(String[]::new));
    }

    /** A connection to the server as its administrator; the caller closes it. */
    Connection admin() throws SQLException {
        return server.admin();
    }

    /**
     * The CLI through the launcher as a process of its own (to be killed), as the test user against
     * {@code database}, its output to {@code dir/killed.out}; {@code args} come first.
     */
    Process startProcess(Path dir, String database, String... args) throws java.io.IOException {
        List<String> command = new ArrayList<>(List.of(Path.of("cli/seedgen").toAbsolutePath().toString()));
        command.addAll(List.of(args));
        command.addAll(List.of("--url", url(database), "--user", TestServer.IT_USER));
        ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(dir.resolve("killed.out").toFile());
        pb.environment().put("SEEDGEN_PASSWORD", TestServer.IT_PASSWORD);
        pb.environment().put("SEEDGEN_JAVA_OPTS", "-Duser.home=" + dir);
        pb.environment().remove("SEEDGEN_LAUNCHER");
        return pb.start();
    }

    void execute(String... sql) throws SQLException {
        server.execute(sql);
    }

    long queryLong(String sql) throws SQLException {
        try (Connection c = server.admin(); Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            if (!rs.next()) {
                throw new AssertionError("no row from " + sql);
            }
            long value = rs.getLong(1);
            return rs.wasNull() ? Long.MIN_VALUE : value;
        }
    }

    String queryString(String sql) throws SQLException {
        try (Connection c = server.admin(); Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            if (!rs.next()) {
                throw new AssertionError("no row from " + sql);
            }
            return rs.getString(1);
        }
    }

    static String table(String database, String table) {
        return Sql.quote(database) + "." + Sql.quote(table);
    }

    long count(String database, String table) throws SQLException {
        return queryLong("SELECT COUNT(*) FROM " + table(database, table));
    }

    /** CHECKSUM TABLE's live checksum; fails if the table is missing (the server then answers NULL). */
    long checksum(String database, String table) throws SQLException {
        try (Connection c = server.admin(); Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("CHECKSUM TABLE " + table(database, table))) {
            rs.next();
            long value = rs.getLong(2);
            if (rs.wasNull()) {
                throw new AssertionError("CHECKSUM TABLE " + database + "." + table + " gave NULL: no such table");
            }
            return value;
        }
    }

    String showCreate(String database, String table) throws SQLException {
        try (Connection c = server.admin(); Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("SHOW CREATE TABLE " + table(database, table))) {
            rs.next();
            return rs.getString(2);
        }
    }

    boolean databaseExists(String database) throws SQLException {
        try (Connection c = server.admin(); PreparedStatement ps = c.prepareStatement(
                "SELECT COUNT(*) FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = ?")) {
            ps.setString(1, database);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getLong(1) > 0;
            }
        }
    }

    /** The exact names of the tables in {@code database} equal to {@code table} (binary comparison). */
    List<String> tablesNamed(String database, String table) throws SQLException {
        List<String> names = new ArrayList<>();
        try (Connection c = server.admin(); PreparedStatement ps = c.prepareStatement(
                "SELECT TABLE_NAME FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? "
                        + "AND BINARY TABLE_NAME = BINARY ?")) {
            ps.setString(1, database);
            ps.setString(2, table);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    names.add(rs.getString(1));
                }
            }
        }
        return names;
    }

    boolean tableExists(String database, String table) throws SQLException {
        return !tablesNamed(database, table).isEmpty();
    }

    /** Connections the server holds for {@code user}, whatever their host. */
    long connectionsOf(String user) throws SQLException {
        try (Connection c = server.admin(); PreparedStatement ps = c.prepareStatement(
                "SELECT COUNT(*) FROM information_schema.PROCESSLIST WHERE USER = ?")) {
            ps.setString(1, user);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }

    /** Waits up to 5 s for the server to drop {@code user}'s connections (a close is asynchronous), then asserts none is left. */
    void assertNoConnectionLeft(String user) throws SQLException, InterruptedException {
        long deadline = System.nanoTime() + 5_000_000_000L;
        long open = connectionsOf(user);
        while (open > 0 && System.nanoTime() < deadline) {
            Thread.sleep(100);
            open = connectionsOf(user);
        }
        assertEquals(0, open, "connections of " + user + " still open 5 s after the run");
    }

    void assertNoConnectionLeft() throws SQLException, InterruptedException {
        assertNoConnectionLeft(TestServer.IT_USER);
    }
}
