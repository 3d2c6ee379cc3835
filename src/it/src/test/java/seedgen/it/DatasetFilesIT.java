package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.Properties;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A spec using every generator, key kind and reference kind (src/it/src/test/resources/specs/every-generator.yaml), BINARY(16)
 * uuid keys among them, loads, and its --out files (a directory of CSV files with load.sql; one .sql.gz file) load back
 * to the same checksums.
 */
class DatasetFilesIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(DatasetFilesIT.class);

    @TempDir
    Path dir;

    private static final List<String> TABLES = List.of("accounts", "products", "profiles", "orders", "lines",
            "favorites", "devices", "readings");

    @Test
    void everyGeneratorLoadsAndItsFilesLoadBackToTheSameTables() throws Exception {
        Path spec = Path.of("src/it/src/test/resources/specs/every-generator.yaml").toAbsolutePath();
        CliRun direct = db.seedgen(dir, db.name("direct"), "--spec", spec.toString()).assertExit(0);
        assertTrue(direct.out().contains("12 checked after the load: no orphan row"), direct::describe);
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(db.name("direct"), "accounts")
                + " WHERE BINARY CAST(color AS CHAR) NOT IN ('red', 'green', 'blue')"), "ENUM members as written");
        long nulls = db.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(db.name("direct"), "accounts")
                + " WHERE nickname IS NULL");
        assertTrue(nulls > 30 && nulls < 120, "about a quarter of 300 nicknames NULL: " + nulls);
        String readings = ItDatabase.table(db.name("direct"), "readings");
        assertEquals(db.queryLong("SELECT COUNT(*) FROM " + readings), db.queryLong("SELECT COUNT(*) FROM " + readings
                + " WHERE LENGTH(id) = 16 AND SUBSTR(HEX(id), 13, 1) = '4' AND LENGTH(serial) = 16"),
                "BINARY(16) uuids: 16 bytes, version 4 in its place");
        assertTrue(db.queryLong("SELECT COUNT(*) FROM " + readings + " WHERE spare_id IS NULL") > 0);

        Path csvDir = dir.resolve("every");
        CliRun csv = CliRun.of(java.util.Map.of(), dir, "--spec", spec.toString(), "--out", csvDir.toString())
                .assertExit(0);
        String script = Files.readString(csvDir.resolve("load.sql"))
                .replace("LOAD DATA LOCAL INFILE '", "LOAD DATA LOCAL INFILE '" + csvDir + "/");
        run(db.name("csv"), script);

        Path sqlFile = dir.resolve("every.sql.gz");
        CliRun sql = CliRun.of(java.util.Map.of(), dir, "--spec", spec.toString(), "--out", sqlFile.toString(),
                "--batch", "77").assertExit(0);
        try (InputStream in = new GZIPInputStream(Files.newInputStream(sqlFile))) {
            run(db.name("sql"), new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
        for (String t : TABLES) {
            String want = checksum(db.name("direct"), t);
            assertEquals(want, checksum(db.name("csv"), t), t + " from the CSV files\n" + csv.describe());
            assertEquals(want, checksum(db.name("sql"), t), t + " from the SQL file\n" + sql.describe());
        }
    }

    /**
     * Tables that refer to each other in a cycle (src/core/src/test/resources/specs/cycle.yaml) load with 4 connections in
     * batches of 7 (side by side, every key after) and with one by LOAD DATA, keys first, again over the existing tables with --truncate, and from both kinds
     * of files: the same tables each way, every foreign key in place and holding; --append adds to them.
     */
    @Test
    void tablesInACycleLoadEveryWayToTheSameTablesWithTheirForeignKeys() throws Exception {
        Path spec = Path.of("src/core/src/test/resources/specs/cycle.yaml").toAbsolutePath();
        List<String> tables = List.of("departments", "employees", "teams");
        CliRun parallel = db.seedgen(dir, db.name("cy_a"), "--spec", spec.toString(), "--threads", "4", "--batch", "7")
                .assertExit(0);
        // by default every foreign key goes on after the rows, the tables loaded side by side
        assertTrue(parallel.out().contains("0 unique and 5 foreign keys added after the rows"), parallel::describe);
        assertTrue(parallel.out().contains("5 checked after the load: no orphan row"), parallel::describe);
        // keys first: parents first, and only the keys that refer forward in the cycle wait for the rows
        CliRun first = db.seedgen(dir, db.name("cy_b"), "--spec", spec.toString(), "--threads", "1", "--method",
                "load-data", "--keys-first").assertExit(0);
        assertTrue(first.out().contains("0 unique and 3 foreign keys added after the rows"), first::describe);
        assertTrue(first.out().contains("parents first"), first::describe);
        CliRun again = db.seedgen(dir, db.name("cy_a"), "--spec", spec.toString(), "--threads", "3", "--batch", "11",
                "--truncate").assertExit(0);
        assertTrue(again.out().contains("5 checked after the load: no orphan row"), again::describe);
        Path csvDir = dir.resolve("cycle");
        CliRun.of(java.util.Map.of(), dir, "--spec", spec.toString(), "--out", csvDir.toString()).assertExit(0);
        run(db.name("cy_csv"), Files.readString(csvDir.resolve("load.sql"))
                .replace("LOAD DATA LOCAL INFILE '", "LOAD DATA LOCAL INFILE '" + csvDir + "/"));
        Path sqlFile = dir.resolve("cycle.sql");
        CliRun.of(java.util.Map.of(), dir, "--spec", spec.toString(), "--out", sqlFile.toString()).assertExit(0);
        run(db.name("cy_sql"), Files.readString(sqlFile));
        for (String t : tables) {
            String want = checksum(db.name("cy_a"), t);
            for (String other : List.of("cy_b", "cy_csv", "cy_sql")) {
                assertEquals(want, checksum(db.name(other), t), t + " in " + other);
            }
        }
        for (String database : List.of("cy_a", "cy_b", "cy_csv", "cy_sql")) {
            assertEquals(5, db.queryLong("SELECT COUNT(*) FROM information_schema.REFERENTIAL_CONSTRAINTS WHERE "
                    + "CONSTRAINT_SCHEMA = '" + db.name(database) + "'"), database + ": every foreign key in place");
        }
        String a = db.name("cy_a");
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(a, "departments") + " d LEFT JOIN "
                + ItDatabase.table(a, "employees") + " e ON e.id = d.head_id WHERE e.id IS NULL"),
                "a head who is no one");
        assertTrue(db.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(a, "employees")) >= 40);
        // more rows over the tables: the keys that point forward come off for the rows and go back on
        CliRun more = db.seedgen(dir, a, "--spec", spec.toString(), "--rows", "30", "--append", "--threads", "4",
                "--batch", "7").assertExit(0);
        assertTrue(more.out().contains("0 unique and 3 foreign keys added after the rows"), more::describe);
        assertTrue(more.out().contains("5 checked after the load: no orphan row"), more::describe);
        assertEquals(70, db.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(a, "departments")));
        assertEquals(5, db.queryLong("SELECT COUNT(*) FROM information_schema.REFERENTIAL_CONSTRAINTS WHERE "
                + "CONSTRAINT_SCHEMA = '" + a + "'"), "every foreign key back in place");
    }

    /** Runs a script's statements (one per ";\n") in a new database, as the mariadb client would. */
    private static void run(String database, String script) throws Exception {
        db.execute("CREATE DATABASE " + Sql.quote(database));
        Properties props = new Properties();
        props.setProperty("allowLoadLocalInfile", "true");
        try (Connection c = db.server().admin(props); Statement st = c.createStatement()) {
            st.execute("USE " + Sql.quote(database));
            for (String statement : script.split(";\n")) {
                String s = statement.lines().filter(l -> !l.startsWith("--")).reduce("", (a, b) -> a + b + "\n").strip();
                if (!s.isEmpty()) {
                    st.execute(s);
                }
            }
        }
    }

    private static String checksum(String database, String table) throws Exception {
        try (Connection c = db.server().admin(); Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("CHECKSUM TABLE " + ItDatabase.table(database, table) + " EXTENDED")) {
            rs.next();
            return rs.getString(2);
        }
    }
}
