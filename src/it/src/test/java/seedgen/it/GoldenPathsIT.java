package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Same seed, same data, on every path a run can take, not only the defaults {@link GoldenIT} pins: on MariaDB, MySQL 8
 * and PostgreSQL, and in the files {@code --out} writes from a server's schema.
 * <ul>
 * <li>{@code spec --from-db} on Quartz's and Spring Batch's schemas (jars from Maven Central, as {@link AppSchema}
 * reads them): the printed spec, word for word (golden/printed/), and the rows of filling it; and the files
 * {@code --from-db --out} writes.</li>
 * <li>{@code spec --from-db --learn} on a shop {@link ShopSource} makes: the printed spec, and the rows of
 * {@code --from-db --learn-from} (the printed spec given back with {@code --spec} makes the same rows).</li>
 * <li>{@code --partition K/3} of sns into one database: the rows each partition adds, and all three together are
 * GoldenIT's pinned sns.</li>
 * <li>{@code --shards} (users by id modulo 2, two databases of one server): each shard's rows, and the two together
 * are GoldenIT's pinned sns.</li>
 * <li>each {@code --method} (INSERT, INSERT one row a statement, LOAD DATA, COPY), on the users table, sns and the
 * spec of every generator (GoldenIT's pins, made by the default method) and on the --from-db fills (INSERT by
 * default; LOAD DATA or COPY here): the fingerprints pinned for the default.</li>
 * </ul>
 * Fingerprints are GoldenIT's, pinned in golden/paths.txt with the same data version and the same way to re-pin
 * (the failure prints the lines to paste). What legitimately varies is normalised, and only that: the name of the
 * database the test made and the seconds a learning took (in a printed spec, {@value #DATABASE} and
 * {@value #SECONDS}), and seedgen's own bookkeeping tables a partition
 * leaves while others are still to run ({@code seedgen_*}, which hold times). A printed spec that differs is written
 * to target/it/golden-printed/ to diff against, or to copy over the pin when the change is meant.
 */
class GoldenPathsIT {

    static final Path PATHS = Path.of("src/it/src/test/resources/golden/paths.txt");
    static final Path PRINTED = Path.of("src/it/src/test/resources/golden/printed");
    static final Path PRINTED_NOW = Path.of("target/it/golden-printed");
    /** What a printed spec says in place of the name of the database the test made. */
    static final String DATABASE = "DATABASE";
    /** What a learned spec says in place of the seconds the learning took. */
    static final String SECONDS = "N.N";
    private static final String QUARTZ = "org/quartz/impl/jdbcjobstore/";
    private static final String BATCH = "org/springframework/batch/core/";
    private static final String[] SNS = {"--dataset", "sns", "--rows", "150", "--seed", "7"};
    private static final int PARTS = 3;

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(GoldenPathsIT.class);

    @RegisterExtension
    static final SharedPg pg = new SharedPg();

    private static MySql8Server mysql8;

    @TempDir
    Path dir;

    /** The server families the paths are pinned on; each name is its target in the pins. */
    enum Family {
        MARIADB, MYSQL8, POSTGRESQL;

        String target() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    private static boolean granted;

    /** Lets the tests' user set session_replication_role until the class ends (as AppSchemasIT and LearnIT do). */
    private static synchronized void grantReplicationRole() throws SQLException {
        if (!granted) {
            pg.server.admin("GRANT SET ON PARAMETER session_replication_role TO " + PgTestServer.IT_USER);
            granted = true;
        }
    }

    @AfterAll
    static void stopMySql8AndRevoke() throws SQLException {
        try {
            if (mysql8 != null) {
                mysql8.close();
            }
        } finally {
            if (granted) {
                pg.server.admin("REVOKE SET ON PARAMETER session_replication_role FROM " + PgTestServer.IT_USER);
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Family.class)
    void fromDbPrintsAndFillsThePinnedSpec(Family family) throws Exception {
        Server server = server(family);
        Map<String, String> files = new TreeMap<>();
        Map<String, String> rows = new TreeMap<>();
        List<Executable> checks = new ArrayList<>();
        for (AppSchema app : apps(family)) {
            String name = "fromdb-" + app.name().replaceAll("-(mysql|pg)$", "");
            String database = server.fresh(name);
            server.load(database, app);
            String printed = server.seedgen(dir, database, "spec", "--from-db", "--rows", "100").assertExit(0).out();
            checks.add(() -> comparePrinted(family.target() + "-" + name + ".yaml", normal(printed, database)));
            out(server, database, name, List.of("--from-db", "--rows", "100", "--seed", "3"), files);
            server.seedgen(dir, database, "--from-db", "--rows", "100", "--seed", "3").assertExit(0);
            rows.putAll(server.fingerprints(database, name));
            String again = server.fresh(name + "_bulk");
            server.load(again, app);
            server.seedgen(dir, again, "--from-db", "--rows", "100", "--seed", "3", "--method", server.bulk())
                    .assertExit(0);
            Map<String, String> bulk = server.fingerprints(again, name);
            checks.add(() -> compare(PATHS, family.target(), name, bulk));
        }
        checks.add(0, () -> compare(PATHS, "files-" + family.target(), null, files));
        checks.add(0, () -> compare(PATHS, family.target(), null, rows));
        assertAll(checks);
    }

    @ParameterizedTest
    @EnumSource(Family.class)
    void aLearnedSpecPrintsAndFillsThePinnedRows(Family family) throws Exception {
        Server server = server(family);
        String name = "learned-shop";
        String source = server.fresh("shop_src");
        try (Connection c = server.owner(source)) {
            ShopSource.create(c, family == Family.POSTGRESQL);
            ShopSource.fill(c, 200, 20, 7);
        }
        CliRun learned = server.seedgen(dir, source, "spec", "--from-db", "--learn").assertExit(0);
        List<Executable> checks = new ArrayList<>();
        checks.add(() -> comparePrinted(family.target() + "-" + name + ".yaml", normal(learned.out(), source)));
        Path spec = dir.resolve("learned.yaml");
        Files.writeString(spec, learned.out());

        String copy = emptyShop(server, "shop_copy");
        Map<String, String> files = new TreeMap<>();
        out(server, copy, name, List.of("--from-db", "--learn-from", source, "--seed", "3"), files);
        server.seedgen(dir, copy, "--from-db", "--learn-from", source, "--seed", "3").assertExit(0);
        Map<String, String> rows = server.fingerprints(copy, name);
        checks.add(() -> compare(PATHS, "files-" + family.target(), name, files));
        checks.add(() -> compare(PATHS, family.target(), name, rows));

        String given = emptyShop(server, "shop_given");
        server.seedgen(dir, given, "--from-db", "--spec", spec.toString(), "--seed", "3").assertExit(0);
        Map<String, String> fromSpec = server.fingerprints(given, name);
        checks.add(() -> compare(PATHS, family.target(), name, fromSpec));
        assertAll(checks);
    }

    private static String emptyShop(Server server, String name) throws Exception {
        String database = server.fresh(name);
        try (Connection c = server.owner(database)) {
            ShopSource.create(c, server.family == Family.POSTGRESQL);
        }
        return database;
    }

    @ParameterizedTest
    @EnumSource(Family.class)
    void eachPartitionWritesItsPinnedRowsAndAllOfThemTheWholeRun(Family family) throws Exception {
        Server server = server(family);
        String database = server.fresh("sns_parts");
        Map<String, List<String>> before = Map.of();
        Map<String, String> parts = new TreeMap<>();
        for (int k = 1; k <= PARTS; k++) {
            server.seedgen(dir, database, with(SNS, "--partition", k + "/" + PARTS)).assertExit(0);
            Map<String, List<String>> after = server.rows(database);
            String name = "sns-partition-" + k + "-of-" + PARTS;
            for (Map.Entry<String, List<String>> t : after.entrySet()) {
                List<String> added = new ArrayList<>(t.getValue());
                for (String row : before.getOrDefault(t.getKey(), List.of())) {
                    added.remove(row);
                }
                parts.put(name + " " + t.getKey(), GoldenIT.rowsHash(added));
            }
            before = after;
        }
        Map<String, String> whole = server.fingerprints(database, "sns");
        assertAll(() -> compare(PATHS, family.target(), null, parts),
                () -> compare(GoldenIT.PINS, family.target(), "sns", whole));
    }

    @ParameterizedTest
    @EnumSource(Family.class)
    void eachShardHoldsItsPinnedRowsAndBothTheWholeRun(Family family) throws Exception {
        Server server = server(family);
        String a = server.fresh("shard_a");
        String b = server.fresh("shard_b");
        Path shards = dir.resolve("shards.yaml");
        Files.writeString(shards, "routing: {table: users, by: modulo}\nshards:\n" + server.shard("a", a)
                + server.shard("b", b));
        CliRun.of(server.environment(), dir, with(SNS, "--shards", shards.toString())).assertExit(0);
        Map<String, String> pins = new TreeMap<>();
        pins.putAll(server.fingerprints(a, "sns-shard-a"));
        pins.putAll(server.fingerprints(b, "sns-shard-b"));
        Map<String, List<String>> onA = server.rows(a);
        Map<String, List<String>> onB = server.rows(b);
        Map<String, String> union = new TreeMap<>();
        for (String t : onA.keySet()) {
            List<String> both = new ArrayList<>(onA.get(t));
            both.addAll(onB.getOrDefault(t, List.of()));
            union.put("sns " + t, GoldenIT.rowsHash(both));
        }
        assertAll(() -> compare(PATHS, family.target(), null, pins),
                () -> compare(GoldenIT.PINS, family.target(), "sns", union));
    }

    /**
     * users, sns and the spec of every generator the family fills, by each method but the one GoldenIT's run took
     * (INSERT for the users table; for a dataset the server's bulk path, INSERT on MySQL 8, whose local_infile is OFF
     * there): the default's pins.
     */
    @ParameterizedTest
    @EnumSource(Family.class)
    void everyMethodWritesTheDefaultsPinnedRows(Family family) throws Exception {
        Server server = server(family);
        List<GoldenIT.Case> cases = Stream.of(family == Family.POSTGRESQL ? GoldenIT.PG_CASES : GoldenIT.CASES)
                .flatMap(List::stream).filter(c -> List.of("users", "sns", "every", "more-pg").contains(c.name()))
                .toList();
        List<Executable> checks = new ArrayList<>();
        for (GoldenIT.Case c : cases) {
            boolean users = c.name().equals("users");
            String golden = users || family == Family.MYSQL8 ? "insert" : server.bulk();
            List<String[]> methods = new ArrayList<>();
            for (String m : List.of("insert", server.bulk())) {
                if (!m.equals(golden)) {
                    methods.add(new String[] {"--method", m});
                }
            }
            if (users) {
                methods.add(new String[] {"--method", "insert", "--batch", "1"}); // one row a statement
            }
            for (String[] method : methods) {
                String database = server.fresh(c.name().replace('-', '_') + "_" + method[1].replace('-', '_')
                        + (method.length > 2 ? "_one" : ""));
                List<String> args = new ArrayList<>(c.args());
                args.addAll(List.of(method));
                server.seedgen(dir, database, args.toArray(String[]::new)).assertExit(0);
                Map<String, String> rows = server.fingerprints(database, c.name());
                checks.add(() -> compare(GoldenIT.PINS, family.target(), c.name(), rows));
            }
        }
        assertAll(checks);
    }

    /** The application schemas of a family: Quartz's and Spring Batch's. */
    private static List<AppSchema> apps(Family family) {
        String suffix = family == Family.POSTGRESQL ? "-pg" : "-mysql";
        return AppSchema.REGISTRY.stream().filter(a -> a.name().equals("quartz" + suffix)
                || a.name().equals("spring-batch" + suffix)).toList();
    }

    /**
     * The files {@code --out} writes from {@code database}'s schema: a CSV folder, and on MySQL and MariaDB one SQL file
     * (PostgreSQL's is not written yet).
     */
    private void out(Server server, String database, String name, List<String> args, Map<String, String> into)
            throws IOException {
        Path csv = dir.resolve(name + "-csv");
        server.seedgen(dir, database, with(args.toArray(String[]::new), "--out", csv.toString())).assertExit(0);
        try (Stream<Path> files = Files.list(csv)) {
            for (Path f : files.sorted().toList()) {
                into.put(name + " " + f.getFileName(), GoldenIT.hash(Files.readAllBytes(f)));
            }
        }
        if (server.family != Family.POSTGRESQL) {
            Path sql = dir.resolve(name + ".sql");
            server.seedgen(dir, database, with(args.toArray(String[]::new), "--out", sql.toString())).assertExit(0);
            into.put(name + " " + name + ".sql", GoldenIT.hash(Files.readAllBytes(sql)));
        }
    }

    /** A printed spec with what legitimately varies put in words: the test's database name, the time a learning took. */
    private static String normal(String printed, String database) {
        return printed.replace(database, DATABASE).replaceFirst("measured of their rows in \\d+[.,]\\d s ",
                "measured of their rows in " + SECONDS + " s ");
    }

    /**
     * A printed spec against its pin, word for word; a difference leaves the text under target/it/golden-printed/ and
     * says how to re-pin.
     */
    private static void comparePrinted(String file, String printed) throws IOException {
        Path pin = PRINTED.resolve(file);
        String pinned = Files.exists(pin) ? Files.readString(pin) : null;
        if (!printed.equals(pinned)) {
            Files.createDirectories(PRINTED_NOW);
            Files.writeString(PRINTED_NOW.resolve(file), printed);
            assertEquals(pinned, printed, "the printed spec differs from " + pin + " (now in " + PRINTED_NOW.resolve(
                    file) + "). If the change is meant, copy it over the pin, re-pin the rows it fills in " + PATHS
                    + " and say what changed in docs/changelog.md");
        }
    }

    /** GoldenIT's comparison of one case's fingerprints ({@code name} null: every case of {@code actual}). */
    private static void compare(Path pins, String target, String name, Map<String, String> actual) {
        try {
            java.util.Set<String> cases = new java.util.HashSet<>();
            actual.keySet().forEach(k -> cases.add(k.substring(0, k.indexOf(' '))));
            GoldenIT.compare(pins, target, name != null ? name::equals : cases::contains, actual);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static String[] with(String[] args, String... more) {
        return Stream.concat(Stream.of(args), Stream.of(more)).toArray(String[]::new);
    }

    private Server server(Family family) throws Exception {
        return switch (family) {
            case MARIADB -> new MariaDb();
            case MYSQL8 -> new MySql8(mysql8());
            case POSTGRESQL -> new Postgresql();
        };
    }

    /** This class's MySQL 8, started by the first test that needs it, LOAD DATA allowed (its default is OFF). */
    private static synchronized MySql8Server mysql8() throws Exception {
        assumeTrue(MySql8Server.unsupportedReason() == null, MySql8Server::unsupportedReason);
        if (mysql8 == null) {
            mysql8 = MySql8Server.start(ItPaths.target("mysql8-paths"));
            mysql8.execute("SET GLOBAL local_infile = ON");
        }
        return mysql8;
    }

    /** One server of a family: how seedgen reaches a database there, and how the test makes and reads one. */
    abstract static class Server {
        final Family family;

        Server(Family family) {
            this.family = family;
        }

        /** A new empty database named after {@code name}. */
        String fresh(String name) throws Exception {
            return create(name.replace('-', '_'));
        }

        abstract String create(String name) throws Exception;

        /** The options that name {@code database} as the target. */
        abstract List<String> target(String database);

        abstract Map<String, String> environment();

        /** A connection to {@code database} as its owner, to make and fill tables. */
        abstract Connection owner(String database) throws SQLException;

        /** The lines of a shards file that name {@code database} as shard {@code name}. */
        abstract String shard(String name, String database);

        /** The family's bulk method. */
        abstract String bulk();

        CliRun seedgen(Path dir, String database, String... args) {
            List<String> all = new ArrayList<>(List.of(args));
            all.addAll(target(database));
            return CliRun.of(environment(), dir, all.toArray(String[]::new));
        }

        /** The application's schema and the rows it ships, run statement by statement as its owner. */
        void load(String database, AppSchema app) throws Exception {
            try (Connection c = owner(database); Statement st = c.createStatement()) {
                for (SqlScript.Statement s : app.statements(true)) {
                    st.execute(s.sql());
                }
            }
        }

        /** Each table's rows as GoldenIT renders them, read in a UTC session; seedgen's bookkeeping left out. */
        Map<String, List<String>> rows(String database) throws SQLException {
            boolean pg = family == Family.POSTGRESQL;
            Map<String, List<String>> out = new TreeMap<>();
            try (Connection c = owner(database)) {
                DatabaseMetaData meta = c.getMetaData();
                List<String> tables = new ArrayList<>();
                try (ResultSet rs = meta.getTables(pg ? null : database, pg ? "public" : null, "%",
                        new String[] {"TABLE"})) {
                    while (rs.next()) {
                        tables.add(rs.getString("TABLE_NAME"));
                    }
                }
                try (Statement st = c.createStatement()) {
                    st.execute(pg ? "SET TIME ZONE 'UTC'" : "SET time_zone = '+00:00'");
                }
                String quote = pg ? "\"" : "`";
                for (String t : tables) {
                    if (t.startsWith("seedgen_")) {
                        continue;
                    }
                    try (Statement st = c.createStatement();
                            ResultSet rs = st.executeQuery("SELECT * FROM " + quote + t + quote)) {
                        out.put(t, GoldenIT.rows(rs));
                    }
                }
            }
            assertFalse(out.isEmpty(), database + ": no table written");
            return out;
        }

        /** One fingerprint a table, keyed "CASE TABLE". */
        Map<String, String> fingerprints(String database, String name) throws SQLException {
            Map<String, String> out = new HashMap<>();
            rows(database).forEach((t, rows) -> out.put(name + " " + t, GoldenIT.rowsHash(rows)));
            return new TreeMap<>(out);
        }
    }

    /** The tests' MariaDB, seedgen as the tests' user. */
    static final class MariaDb extends Server {
        MariaDb() {
            super(Family.MARIADB);
        }

        @Override
        String create(String name) throws SQLException {
            String database = db.name(name);
            db.execute("DROP DATABASE IF EXISTS " + Sql.quote(database), "CREATE DATABASE " + Sql.quote(database));
            return database;
        }

        @Override
        List<String> target(String database) {
            return List.of("--url", db.url(database), "--user", TestServer.IT_USER);
        }

        @Override
        Map<String, String> environment() {
            return Map.of("SEEDGEN_PASSWORD", TestServer.IT_PASSWORD);
        }

        @Override
        Connection owner(String database) throws SQLException {
            Connection c = db.admin();
            c.setCatalog(database);
            return c;
        }

        @Override
        String shard(String name, String database) {
            return "  - name: " + name + "\n    url: " + db.url(database) + "\n    user: " + TestServer.IT_USER + "\n";
        }

        @Override
        String bulk() {
            return "load-data";
        }
    }

    /** This class's MySQL 8, seedgen as root (no password: the server is the test's own). */
    static final class MySql8 extends Server {
        private final MySql8Server mysql;

        MySql8(MySql8Server mysql) {
            super(Family.MYSQL8);
            this.mysql = mysql;
        }

        @Override
        String create(String name) throws SQLException {
            mysql.execute("DROP DATABASE IF EXISTS " + Sql.quote(name), "CREATE DATABASE " + Sql.quote(name));
            return name;
        }

        @Override
        List<String> target(String database) {
            return List.of("--host", mysql.host(), "--port", Integer.toString(mysql.port()), "--user", "root",
                    "--database", database);
        }

        @Override
        Map<String, String> environment() {
            return Map.of("SEEDGEN_PASSWORD", "");
        }

        @Override
        Connection owner(String database) throws SQLException {
            Connection c = mysql.admin();
            c.setCatalog(database);
            return c;
        }

        @Override
        String shard(String name, String database) {
            return "  - name: " + name + "\n    host: " + mysql.host() + "\n    port: " + mysql.port()
                    + "\n    database: " + database + "\n    user: root\n";
        }

        @Override
        String bulk() {
            return "load-data";
        }
    }

    /**
     * The tests' PostgreSQL, seedgen as the tests' user, who owns each database made here and may set
     * session_replication_role (an existing schema's foreign keys are checked after the rows, as AppSchemasIT).
     */
    static final class Postgresql extends Server {
        Postgresql() throws SQLException {
            super(Family.POSTGRESQL);
            grantReplicationRole();
        }

        @Override
        String create(String name) throws SQLException {
            return pg.server.database("gp_" + name);
        }

        @Override
        List<String> target(String database) {
            return List.of("--url", pg.server.url(database), "--user", PgTestServer.IT_USER);
        }

        @Override
        Map<String, String> environment() {
            return Map.of("SEEDGEN_PASSWORD", PgTestServer.IT_PASSWORD);
        }

        @Override
        Connection owner(String database) throws SQLException {
            return DriverManager.getConnection(pg.server.url(database), PgTestServer.IT_USER,
                    PgTestServer.IT_PASSWORD);
        }

        @Override
        String shard(String name, String database) {
            return "  - name: " + name + "\n    url: " + pg.server.url(database) + "\n    user: "
                    + PgTestServer.IT_USER + "\n";
        }

        @Override
        String bulk() {
            return "copy";
        }
    }
}
