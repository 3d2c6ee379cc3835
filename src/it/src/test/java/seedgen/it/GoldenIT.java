package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import seedgen.Seedgen;

/**
 * Same seed, same data, across versions. The rows of the users table, of the sns and chat datasets (each message key),
 * of every-generator.yaml, composite-keys.yaml and the specs in golden/, run with the default options, are
 * fingerprinted on MariaDB, MySQL 8 and PostgreSQL and in the files --out writes, and compared with
 * golden/fingerprints.txt. The other paths ({@code --from-db} on application schemas, a learned spec, partitions,
 * shards, each method) are pinned by {@link GoldenPathsIT}, with these fingerprints. A
 * refactor or a dependency (Datafaker, the JDK, a driver) that changes one value fails here. A deliberate change of
 * generated values bumps {@link Seedgen#DATA_VERSION}, adds a line to docs/changelog.md and replaces the pins (the
 * failure prints the lines to paste).
 * <p>
 * A server's table is read back whole in a UTC session: bytes as hex, decimals plain, numbers and booleans as Java
 * writes them, anything else (times among them) as the server's text; the rows sorted, the text hashed. A file is
 * hashed as written.
 */
class GoldenIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(GoldenIT.class);

    @RegisterExtension
    static final SharedPg pg = new SharedPg();

    @TempDir
    Path dir;

    static final Path PINS = Path.of("src/it/src/test/resources/golden/fingerprints.txt");
    static final Path EVERY = Path.of("src/it/src/test/resources/specs/every-generator.yaml").toAbsolutePath();
    static final Path MORE = Path.of("src/it/src/test/resources/golden/more-generators.yaml").toAbsolutePath();
    static final Path MORE_PG = Path.of("src/it/src/test/resources/golden/more-generators-pg.yaml").toAbsolutePath();
    static final Path FACTS = Path.of("src/it/src/test/resources/golden/measured-facts.yaml").toAbsolutePath();
    static final Path COMPOSITE = Path.of("src/it/src/test/resources/specs/composite-keys.yaml").toAbsolutePath();
    static final Path GIVEN = Path.of("src/it/src/test/resources/golden/given-and-runs.yaml").toAbsolutePath();
    static final Path DEALT = Path.of("src/it/src/test/resources/golden/dealt-and-until.yaml").toAbsolutePath();
    static final Path PATTERNS = Path.of("src/it/src/test/resources/golden/patterns.yaml").toAbsolutePath();

    /** A run of the CLI that makes one golden case: its name and the options that choose its rows. */
    record Case(String name, List<String> args) {
        static Case of(String name, String... args) {
            return new Case(name, List.of(args));
        }
    }

    /** Every case of the MySQL family and the files: a spec with every generator, and the built-ins. */
    static final List<Case> CASES = List.of(
            Case.of("users", "--rows", "300", "--seed", "7", "--bcrypt-cost", "4"),
            Case.of("sns", "--dataset", "sns", "--rows", "150", "--seed", "7"),
            Case.of("chat-sequence", "--dataset", "chat", "--param", "message_key=sequence", "--rows", "60"),
            Case.of("chat-uuid4", "--dataset", "chat", "--param", "message_key=uuid4", "--rows", "60"),
            Case.of("chat-uuid7", "--dataset", "chat", "--param", "message_key=uuid7", "--rows", "60"),
            // the earlier shapes, kept loadable: their tables hold the rows sns and chat held before data version 4
            Case.of("sns-v3", "--dataset", "sns-v3", "--rows", "150", "--seed", "7"),
            Case.of("chat-v3-sequence", "--dataset", "chat-v3", "--param", "message_key=sequence", "--rows", "60"),
            Case.of("chat-v3-uuid4", "--dataset", "chat-v3", "--param", "message_key=uuid4", "--rows", "60"),
            Case.of("chat-v3-uuid7", "--dataset", "chat-v3", "--param", "message_key=uuid7", "--rows", "60"),
            // and before data version 3
            Case.of("sns-v1", "--dataset", "sns-v1", "--rows", "150", "--seed", "7"),
            Case.of("chat-v1-sequence", "--dataset", "chat-v1", "--param", "message_key=sequence", "--rows", "60"),
            Case.of("chat-v1-uuid4", "--dataset", "chat-v1", "--param", "message_key=uuid4", "--rows", "60"),
            Case.of("chat-v1-uuid7", "--dataset", "chat-v1", "--param", "message_key=uuid7", "--rows", "60"),
            Case.of("every", "--spec", EVERY.toString(), "--seed", "3"),
            Case.of("more", "--spec", MORE.toString(), "--seed", "3"),
            // the options that keep measured facts: ranked quantiles, other:, exact:, null_with:, after:, correlate:
            Case.of("facts", "--spec", FACTS.toString(), "--seed", "3"),
            // keys of several columns: a parent's columns, counters, series, groups, references by value
            Case.of("composite", "--spec", COMPOSITE.toString(), "--seed", "3"),
            // a series' runs:, a choice given another column, a reference given another
            Case.of("given", "--spec", GIVEN.toString(), "--seed", "3"),
            // the codes of data version 4 (scheme: affine): the rows given held before data version 5
            Case.of("given-v4", "--spec", GIVEN.toString(), "--param", "code_scheme=affine", "--seed", "3"),
            Case.of("dealt", "--spec", DEALT.toString(), "--seed", "3"),
            // text of patterns: regex, LIKE and SIMILAR TO, drawn and unique
            Case.of("patterns", "--spec", PATTERNS.toString(), "--seed", "3"));

    /** PostgreSQL's: the built-ins, and the generators of its own types. */
    static final List<Case> PG_CASES = Stream.concat(CASES.stream().filter(c -> !c.name().startsWith("every")
            && !c.name().equals("more")), Stream.of(Case.of("more-pg", "--spec", MORE_PG.toString(), "--seed", "3")))
            .toList();

    @Test
    void theFilesHoldThePinnedBytes() throws Exception {
        Map<String, String> actual = new TreeMap<>();
        for (Case c : CASES) {
            Path csvDir = dir.resolve(c.name());
            Path sql = dir.resolve(c.name() + ".sql");
            boolean users = c.name().equals("users");
            Path csv = users ? dir.resolve("users.csv") : csvDir;
            CliRun.of(Map.of(), dir, with(c.args(), "--out", csv.toString())).assertExit(0);
            CliRun.of(Map.of(), dir, with(c.args(), "--out", sql.toString())).assertExit(0);
            if (users) {
                actual.put(c.name() + " users.csv", hash(Files.readAllBytes(csv)));
            } else {
                try (Stream<Path> files = Files.list(csvDir)) {
                    for (Path f : files.sorted().toList()) {
                        actual.put(c.name() + " " + f.getFileName(), hash(Files.readAllBytes(f)));
                    }
                }
            }
            actual.put(c.name() + " " + c.name() + ".sql", hash(Files.readAllBytes(sql)));
        }
        compare("files", actual);
    }

    @Test
    void mariadbHoldsThePinnedRows() throws Exception {
        Map<String, String> actual = new TreeMap<>();
        for (Case c : CASES) {
            String database = db.name(c.name().replace('-', '_'));
            db.seedgen(dir, database, c.args().toArray(String[]::new)).assertExit(0);
            try (Connection conn = db.server().admin()) {
                fingerprints(conn, database, null, c.name(), actual);
            }
        }
        compare("mariadb", actual);
    }

    @Test
    void mysql8HoldsThePinnedRows() throws Exception {
        assumeTrue(MySql8Server.unsupportedReason() == null, MySql8Server::unsupportedReason);
        Map<String, String> actual = new TreeMap<>();
        try (MySql8Server mysql = MySql8Server.start(ItPaths.target("mysql8"))) {
            for (Case c : CASES) {
                String database = "golden_" + c.name().replace('-', '_');
                List<String> all = new ArrayList<>(c.args());
                all.addAll(List.of("--host", mysql.host(), "--port", Integer.toString(mysql.port()), "--user", "root",
                        "--database", database));
                CliRun.of(Map.of("SEEDGEN_PASSWORD", ""), dir, all.toArray(String[]::new)).assertExit(0);
                try (Connection conn = mysql.admin()) {
                    fingerprints(conn, database, null, c.name(), actual);
                }
            }
        }
        compare("mysql8", actual);
    }

    @Test
    void postgresqlHoldsThePinnedRows() throws Exception {
        Map<String, String> actual = new TreeMap<>();
        String database = pg.server.database("golden");
        for (Case c : PG_CASES) {
            String schema = "golden_" + c.name().replace('-', '_');
            List<String> all = new ArrayList<>(c.args());
            all.addAll(List.of("--url", pg.server.url(database), "--user", PgTestServer.IT_USER, "--schema", schema));
            CliRun.of(Map.of("SEEDGEN_PASSWORD", PgTestServer.IT_PASSWORD), dir, all.toArray(String[]::new))
                    .assertExit(0);
            try (Connection conn = pg.server.connect(database)) {
                fingerprints(conn, null, schema, c.name(), actual);
            }
        }
        compare("postgresql", actual);
    }

    private static String[] with(List<String> args, String... more) {
        List<String> all = new ArrayList<>(args);
        all.addAll(List.of(more));
        return all.toArray(String[]::new);
    }

    /** One fingerprint a table of {@code catalog} (MySQL) or {@code schema} (PostgreSQL), keyed "CASE TABLE". */
    static void fingerprints(Connection c, String catalog, String schema, String name,
            Map<String, String> into) throws SQLException {
        DatabaseMetaData meta = c.getMetaData();
        List<String> tables = new ArrayList<>();
        try (ResultSet rs = meta.getTables(catalog, schema, "%", new String[] {"TABLE"})) {
            while (rs.next()) {
                tables.add(rs.getString("TABLE_NAME"));
            }
        }
        assertFalse(tables.isEmpty(), name + ": no table written");
        try (Statement st = c.createStatement()) {
            st.execute(catalog != null ? "SET time_zone = '+00:00'" : "SET TIME ZONE 'UTC'");
        }
        String quote = catalog != null ? "`" : "\"";
        String prefix = quote + (catalog != null ? catalog : schema) + quote + ".";
        for (String t : tables) {
            try (Statement st = c.createStatement();
                    ResultSet rs = st.executeQuery("SELECT * FROM " + prefix + quote + t + quote)) {
                into.put(name + " " + t, rowsHash(rs));
            }
        }
    }

    /** The rows' count and a hash of their rendering, sorted, so that the order they are read in does not count. */
    static String rowsHash(ResultSet rs) throws SQLException {
        return rowsHash(rows(rs));
    }

    /** Each row rendered as the fingerprint reads it: its columns' text joined by tabs. */
    static List<String> rows(ResultSet rs) throws SQLException {
        ResultSetMetaData md = rs.getMetaData();
        List<String> rows = new ArrayList<>();
        while (rs.next()) {
            StringBuilder row = new StringBuilder();
            for (int i = 1; i <= md.getColumnCount(); i++) {
                row.append(i > 1 ? "\t" : "").append(render(rs, i));
            }
            rows.add(row.toString());
        }
        return rows;
    }

    /** The fingerprint of rendered rows, whatever their order: the count and a hash of the sorted text. */
    static String rowsHash(List<String> rendered) {
        List<String> rows = new ArrayList<>(rendered);
        rows.sort(null);
        return rows.size() + ":" + hash(String.join("\n", rows).getBytes(StandardCharsets.UTF_8));
    }

    private static String render(ResultSet rs, int i) throws SQLException {
        Object v = rs.getObject(i);
        if (v == null) {
            return "\\N";
        }
        if (v instanceof byte[] b) {
            return "x" + HexFormat.of().formatHex(b);
        }
        if (v instanceof BigDecimal d) {
            return d.toPlainString();
        }
        if (v instanceof Number || v instanceof Boolean) {
            return v.toString();
        }
        // Times as the server writes them, in the session's time zone (UTC, set before reading), not the JVM's.
        return rs.getString(i);
    }

    static String hash(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes)).substring(0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The pins of {@code target} against what this run made. A mismatch names every differing line; the message
     * ends with the lines to paste, for the day a change of generated values is meant (and the data version bumped).
     */
    private static void compare(String target, Map<String, String> actual) throws IOException {
        compare(PINS, target, c -> true, actual);
    }

    /**
     * The pins of {@code target} in {@code pins} whose case {@code cases} accepts against what this run made, as
     * {@link #compare(String, Map)} does.
     */
    static void compare(Path pins, String target, Predicate<String> cases, Map<String, String> actual)
            throws IOException {
        Map<String, String> pinned = pinned(pins, target, cases);
        StringBuilder diff = new StringBuilder();
        for (String key : union(pinned, actual)) {
            String was = pinned.get(key);
            String now = actual.get(key);
            if (!java.util.Objects.equals(was, now)) {
                diff.append("\n  ").append(target).append(' ').append(key).append(": pinned ").append(was)
                        .append(", now ").append(now);
            }
        }
        StringBuilder lines = new StringBuilder();
        actual.forEach((k, v) -> lines.append('\n').append(target).append(' ').append(k).append(' ').append(v));
        assertEquals("", diff.toString(), () -> "generated values differ from data version " + Seedgen.DATA_VERSION
                + " on " + target + ". If the change is meant, bump Seedgen.DATA_VERSION, say what changed in "
                + "docs/changelog.md and put these lines for " + target + " into " + pins + ":" + lines);
    }

    /**
     * The fingerprints {@code pins} holds for {@code target}, keyed "CASE TABLE", of the cases {@code cases} accepts;
     * fails unless the file pins this data version.
     */
    static Map<String, String> pinned(Path pins, String target, Predicate<String> cases) throws IOException {
        Map<String, String> pinned = new LinkedHashMap<>();
        int version = -1;
        for (String line : Files.readAllLines(pins)) {
            if (line.startsWith("data-version ")) {
                version = Integer.parseInt(line.substring("data-version ".length()).strip());
            } else if (!line.isBlank() && !line.startsWith("#")) {
                String[] f = line.split(" ");
                if (f[0].equals(target) && cases.test(f[1])) {
                    pinned.put(f[1] + " " + f[2], f[3]);
                }
            }
        }
        assertEquals(Seedgen.DATA_VERSION, version, pins + " pins data version " + version + ", the code is at "
                + Seedgen.DATA_VERSION + ": pin this version's fingerprints");
        return pinned;
    }

    private static List<String> union(Map<String, String> a, Map<String, String> b) {
        TreeMap<String, String> all = new TreeMap<>(a);
        all.putAll(b);
        return new ArrayList<>(all.keySet());
    }
}
