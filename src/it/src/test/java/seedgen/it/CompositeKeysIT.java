package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import seedgen.model.Dataset;
import seedgen.spec.DatasetCompiler;
import seedgen.spec.SpecReader;

/**
 * specs/composite-keys.yaml, whose tables are keyed by several columns made by construction (a parent's columns, a
 * counter and a series within the parent, a distinct member of a group, a reference by a shared value, a column in row
 * order), loaded into MariaDB (the default path, keys after the rows and every foreign key's orphans counted; and
 * --keys-first, the server checking each row as it arrives) and into PostgreSQL (each foreign key validated): every
 * primary and foreign key of several columns is declared on the server, every table holds the plan's rows, and queries
 * of this test's own find no orphan, no gap in a counter and no series going back.
 */
class CompositeKeysIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(CompositeKeysIT.class);

    @RegisterExtension
    static final SharedPg pg = new SharedPg();

    @TempDir
    Path dir;

    static final Path SPEC = Path.of("src/it/src/test/resources/specs/composite-keys.yaml").toAbsolutePath();

    /** Each table's keys of several columns, as the server's catalog holds them: "table: (a, b) -> t (c, d)". */
    static final List<String> FOREIGN_KEYS = List.of(
            "appearances: (playerID) -> people (playerID)",
            "appearances: (yearID, teamID) -> teams (yearID, teamID)",
            "batting: (playerID) -> people (playerID)",
            "batting: (yearID, teamID) -> teams (yearID, teamID)",
            "fielding: (playerID) -> people (playerID)",
            "lines: (order_id) -> orders (id)",
            "managers: (playerID) -> people (playerID)",
            "managers: (yearID, teamID) -> teams (yearID, teamID)",
            "weather: (origin) -> airports (faa)");

    static final Map<String, List<String>> PRIMARY_KEYS = Map.of(
            "teams", List.of("yearID", "teamID"),
            "batting", List.of("playerID", "yearID", "stint"),
            "fielding", List.of("playerID", "yearID", "POS"),
            "appearances", List.of("playerID", "yearID", "teamID"),
            "managers", List.of("yearID", "teamID", "inseason"),
            "weather", List.of("origin", "time_hour"),
            "lines", List.of("order_id", "line_no"));

    @Test
    void mariadbLoadsEveryCompositeKeyByEitherPath() throws Exception {
        for (List<String> way : List.of(List.<String>of(), List.of("--keys-first"))) {
            String database = db.name(way.isEmpty() ? "after" : "first");
            List<String> args = new ArrayList<>(List.of("--spec", SPEC.toString(), "--seed", "3"));
            args.addAll(way);
            CliRun run = db.seedgen(dir, database, args.toArray(String[]::new)).assertExit(0);
            if (way.isEmpty()) { // keys added after the rows: seedgen counts each foreign key's orphans
                assertTrue(run.out().contains("no orphan row"), run::describe);
            }
            try (Connection c = db.server().admin()) {
                c.setCatalog(database);
                holds(c, database, null, "`");
            }
        }
    }

    @Test
    void postgresqlLoadsEveryCompositeKey() throws Exception {
        String database = pg.server.database("composite");
        CliRun.of(Map.of("SEEDGEN_PASSWORD", PgTestServer.IT_PASSWORD), dir, "--spec", SPEC.toString(), "--seed", "3",
                "--url", pg.server.url(database), "--user", PgTestServer.IT_USER, "--schema", "keys").assertExit(0);
        try (Connection c = pg.server.connect(database)) {
            holds(c, null, "keys", "\"");
        }
    }

    /** The keys declared, the plan's rows, and this test's own checks of the rows. */
    private static void holds(Connection c, String catalog, String schema, String quote) throws Exception {
        DatabaseMetaData meta = c.getMetaData();
        assertEquals(FOREIGN_KEYS, foreignKeys(meta, catalog, schema));
        for (Map.Entry<String, List<String>> pk : PRIMARY_KEYS.entrySet()) {
            assertEquals(pk.getValue(), primaryKey(meta, catalog, schema, pk.getKey()), pk.getKey());
        }
        Dataset plan = DatasetCompiler.compile(SpecReader.read(SPEC.toString(), Files.readString(SPEC), Map.of()), 3,
                null);
        String prefix = quote + (catalog != null ? catalog : schema) + quote + ".";
        java.util.function.UnaryOperator<String> q = name -> quote + name + quote;
        java.util.function.UnaryOperator<String> t = name -> prefix + q.apply(name);
        for (Dataset.Table table : plan.tables()) {
            assertEquals(table.rows(), count(c, "SELECT COUNT(*) FROM " + t.apply(table.name())), table.name());
        }
        // no batting row without its team of that year, no appearance either (the server checked them as well)
        for (String child : List.of("batting", "appearances")) {
            assertEquals(0, count(c, "SELECT COUNT(*) FROM " + t.apply(child) + " b LEFT JOIN " + t.apply("teams")
                    + " m ON m." + q.apply("yearID") + " = b." + q.apply("yearID") + " AND m." + q.apply("teamID")
                    + " = b." + q.apply("teamID") + " WHERE m." + q.apply("teamID") + " IS NULL"), child);
        }
        // a stint n > 1 follows the player's stint n - 1 of that year; a line n > 1 follows line n - 1
        assertEquals(0, count(c, "SELECT COUNT(*) FROM " + t.apply("batting") + " b WHERE b." + q.apply("stint")
                + " < 1 OR b." + q.apply("stint") + " > 1 AND NOT EXISTS (SELECT 1 FROM " + t.apply("batting")
                + " p WHERE p." + q.apply("playerID") + " = b." + q.apply("playerID") + " AND p." + q.apply("yearID")
                + " = b." + q.apply("yearID") + " AND p." + q.apply("stint") + " = b." + q.apply("stint") + " - 1)"));
        assertEquals(0, count(c, "SELECT COUNT(*) FROM " + t.apply("lines") + " b WHERE b." + q.apply("line_no")
                + " > 1 AND NOT EXISTS (SELECT 1 FROM " + t.apply("lines") + " p WHERE p." + q.apply("order_id")
                + " = b." + q.apply("order_id") + " AND p." + q.apply("line_no") + " = b." + q.apply("line_no")
                + " - 1)"));
        // each team's managers count 1..k and their count follows the dealt weights: 80% of the teams have one
        assertEquals(240, count(c, "SELECT COUNT(*) FROM (SELECT " + q.apply("yearID") + ", " + q.apply("teamID")
                + " FROM " + t.apply("managers") + " GROUP BY " + q.apply("yearID") + ", " + q.apply("teamID")
                + " HAVING MAX(" + q.apply("inseason") + ") = 1 AND COUNT(*) = 1) one"));
    }

    private static long count(Connection c, String sql) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    /** Every foreign key of the dataset's tables, "table: (columns) -> table (columns)", sorted. */
    private static List<String> foreignKeys(DatabaseMetaData meta, String catalog, String schema) throws SQLException {
        List<String> out = new ArrayList<>();
        for (String table : List.of("teams", "people", "batting", "fielding", "appearances", "managers", "airports",
                "weather", "orders", "lines")) {
            Map<String, TreeMap<Integer, String[]>> byName = new TreeMap<>();
            try (ResultSet rs = meta.getImportedKeys(catalog, schema, table)) {
                while (rs.next()) {
                    byName.computeIfAbsent(rs.getString("FK_NAME"), k -> new TreeMap<>()).put(rs.getInt("KEY_SEQ"),
                            new String[] {rs.getString("FKCOLUMN_NAME"), rs.getString("PKTABLE_NAME"),
                                rs.getString("PKCOLUMN_NAME")});
                }
            }
            for (TreeMap<Integer, String[]> key : byName.values()) {
                List<String> from = key.values().stream().map(k -> k[0]).toList();
                List<String> to = key.values().stream().map(k -> k[2]).toList();
                out.add(table + ": (" + String.join(", ", from) + ") -> " + key.firstEntry().getValue()[1] + " ("
                        + String.join(", ", to) + ")");
            }
        }
        out.sort(null);
        return out;
    }

    private static List<String> primaryKey(DatabaseMetaData meta, String catalog, String schema, String table)
            throws SQLException {
        TreeMap<Integer, String> columns = new TreeMap<>();
        try (ResultSet rs = meta.getPrimaryKeys(catalog, schema, table)) {
            while (rs.next()) {
                columns.put(rs.getInt("KEY_SEQ"), rs.getString("COLUMN_NAME"));
            }
        }
        return List.copyOf(columns.values());
    }
}
