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
 * A spec using every generator, key kind and reference kind (src/test/resources/specs/every-generator.yaml) loads,
 * and its --out files (a directory of CSV files with load.sql; one .sql.gz file) load back to the same checksums.
 */
class DatasetFilesIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(DatasetFilesIT.class);

    @TempDir
    Path dir;

    private static final List<String> TABLES = List.of("accounts", "products", "profiles", "orders", "lines",
            "favorites");

    @Test
    void everyGeneratorLoadsAndItsFilesLoadBackToTheSameTables() throws Exception {
        Path spec = Path.of("src/test/resources/specs/every-generator.yaml").toAbsolutePath();
        CliRun direct = db.seedgen(dir, db.name("direct"), "--spec", spec.toString()).assertExit(0);
        assertTrue(direct.out().contains("8 checked after the load: no orphan row"), direct::describe);
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(db.name("direct"), "accounts")
                + " WHERE BINARY CAST(color AS CHAR) NOT IN ('red', 'green', 'blue')"), "ENUM members as written");
        long nulls = db.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(db.name("direct"), "accounts")
                + " WHERE nickname IS NULL");
        assertTrue(nulls > 30 && nulls < 120, "about a quarter of 300 nicknames NULL: " + nulls);

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
