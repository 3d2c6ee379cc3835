package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * UUID keys stored as BINARY(16) (type: BINARY(16) on a uuid column): the same tables by INSERT and by LOAD DATA,
 * whatever the threads and batches; the bytes are those of the UUIDs a CHAR(36) run with the same seed holds as text;
 * their references hold; a resume finds the batches that are there by their binary keys.
 */
class BinaryUuidIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(BinaryUuidIT.class);

    @TempDir
    Path dir;

    private Path spec;

    private static final List<String> TABLES = List.of("devices", "readings", "notes", "audit");
    /** Per table, its uuid columns: the key, then the references to uuid keys. */
    private static final List<List<String>> UUID_COLUMNS = List.of(List.of("id"),
            List.of("id", "device_id", "spare_id", "previous_id"), List.of("id", "reading_id"), List.of());

    @BeforeEach
    void writeSpec() throws Exception {
        spec = dir.resolve("binary.yaml");
        Files.writeString(spec, """
                seedgen: 1
                params:
                  key_type: {default: "BINARY(16)", values: ["BINARY(16)", "CHAR(36)"]}
                tables:
                  devices:
                    rows: 1500
                    columns:
                      id: {gen: uuid7, type: "${key_type}"}
                      name: {gen: first_name}
                      label: {gen: template, text: "dev-{id}"}
                  readings:
                    per: {parent: devices, count: 0..8}
                    columns:
                      id: {gen: uuid7, type: "${key_type}"}
                      device_id: {gen: parent}
                      spare_id: {gen: ref, table: devices, null: 0.3}
                      previous_id: {gen: ref, table: readings, within: parent}
                      value: {gen: decimal, min: 0, max: 100, scale: 3}
                  notes:
                    per: {parent: readings, count: 0..1}
                    columns:
                      id: {gen: uuid4, type: "${key_type}"}
                      reading_id: {gen: parent}
                      body: {gen: lorem, words: 1..5}
                  audit:
                    rows: 20
                    columns:
                      id: {gen: sequence}
                      note: {gen: lorem, words: 1..3}
                """);
    }

    @Test
    void binaryKeysAreTheSameTablesByInsertAndLoadDataAndHoldTheUuidsOfTheTextForm() throws Exception {
        String insert = db.name("insert");
        String loadData = db.name("load_data");
        String text = db.name("text");
        CliRun a = db.seedgen(dir, insert, "--spec", spec.toString(), "--threads", "4", "--batch", "37")
                .assertExit(0);
        assertTrue(a.out().contains("4 checked after the load: no orphan row"), a::describe);
        CliRun b = db.seedgen(dir, loadData, "--spec", spec.toString(), "--threads", "3", "--batch", "101",
                "--method", "load-data").assertExit(0);
        assertTrue(b.out().contains("no orphan row"), b::describe);
        db.seedgen(dir, text, "--spec", spec.toString(), "--param", "key_type=CHAR(36)").assertExit(0);
        for (int i = 0; i < TABLES.size(); i++) {
            String t = TABLES.get(i);
            long rows = db.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(insert, t));
            assertTrue(rows > 0, t);
            assertEquals(checksum(insert, t), checksum(loadData, t), t + ": the same rows by INSERT and LOAD DATA");
            for (String c : UUID_COLUMNS.get(i)) {
                assertEquals("binary", db.queryString("SELECT DATA_TYPE FROM information_schema.COLUMNS WHERE "
                        + "TABLE_SCHEMA = '" + insert + "' AND TABLE_NAME = '" + t + "' AND COLUMN_NAME = '" + c
                        + "'"), t + "." + c);
                assertEquals(rows, sameUuids(insert, text, t, c), t + "." + c + ": the bytes of the text's UUIDs");
            }
        }
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(insert, "devices") + " WHERE label <> "
                + "CONCAT('dev-', LOWER(CONCAT_WS('-', SUBSTR(HEX(id), 1, 8), SUBSTR(HEX(id), 9, 4), "
                + "SUBSTR(HEX(id), 13, 4), SUBSTR(HEX(id), 17, 4), SUBSTR(HEX(id), 21))))"),
                "a template naming a binary key writes its text");
        assertTrue(db.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(insert, "readings")
                + " WHERE spare_id IS NULL") > 0, "NULL references written as NULL");
        assertEquals(0, orphans(loadData), "every reference finds its row");
        assertEquals(0, orphans(insert), "every reference finds its row");
    }

    /**
     * A run that fails at its last table leaves its record; with batches of a binary-keyed table gone as well (as a
     * kill in the middle of the table leaves them), --resume looks the batches up by their binary keys, writes only the
     * missing ones and the failed table, and every table equals a clean run's.
     */
    @Test
    void aResumeFindsTheBatchesThereByTheirBinaryKeys() throws Exception {
        String clean = db.name("clean");
        db.seedgen(dir, clean, "--spec", spec.toString(), "--batch", "50").assertExit(0);
        String resumed = db.name("resumed");
        db.execute("CREATE DATABASE " + Sql.quote(resumed), "CREATE TABLE " + ItDatabase.table(resumed, "audit")
                + " (id BIGINT NOT NULL PRIMARY KEY, note VARCHAR(100) NOT NULL CHECK (note = 'never'))");
        CliRun failed = db.seedgen(dir, resumed, "--spec", spec.toString(), "--batch", "50", "--threads", "3",
                "--truncate").assertExit(1);
        assertTrue(failed.err().contains("table audit"), failed::describe);
        assertEquals(checksum(clean, "readings"), checksum(resumed, "readings"), "readings whole before the damage");
        db.execute("DROP TABLE " + ItDatabase.table(resumed, "audit"));
        long gone = dropBatches(ItDatabase.table(resumed, "readings"), 50, 2, 5, 6);
        Path report = dir.resolve("resume.json");
        CliRun resume = db.seedgen(dir, resumed, "--spec", spec.toString(), "--batch", "50", "--threads", "2",
                "--resume", "--report", report.toString()).assertExit(0);
        assertTrue(resume.err().contains("batches looked up by key"), resume::describe);
        var json = new com.fasterxml.jackson.databind.ObjectMapper().readTree(report.toFile());
        for (var t : json.get("tables")) {
            long written = t.get("rowsWritten").asLong();
            switch (t.get("table").asText()) {
                case "readings" -> assertEquals(gone, written, "only the missing batches written: " + json);
                case "audit" -> assertEquals(20, written, json::toString);
                default -> assertEquals(0, written, "a whole table left as it is: " + json);
            }
        }
        for (String t : TABLES) {
            assertEquals(checksum(clean, t), checksum(resumed, t), t + " after the resume");
        }
        assertEquals(0, orphans(resumed));
    }

    /**
     * Deletes the rows of {@code batches} (0-based, of {@code size} rows) of a table whose uuid7 key grows with the
     * row, and of the last batch when it is not among them (foreign key checks off: their children stay, as they do
     * when a killed run is resumed); returns the rows deleted.
     */
    private static long dropBatches(String table, int size, int... batches) throws Exception {
        try (Connection c = db.server().admin(); Statement st = c.createStatement()) {
            List<String> keys = new ArrayList<>();
            try (ResultSet rs = st.executeQuery("SELECT HEX(id) FROM " + table + " ORDER BY id")) {
                while (rs.next()) {
                    keys.add(rs.getString(1));
                }
            }
            List<String> doomed = new ArrayList<>();
            for (int b : batches) {
                doomed.addAll(keys.subList(b * size, Math.min(keys.size(), (b + 1) * size)));
            }
            doomed.addAll(keys.subList((keys.size() - 1) / size * size, keys.size()));
            st.execute("SET SESSION foreign_key_checks = 0");
            long deleted = st.executeUpdate("DELETE FROM " + table + " WHERE id IN (UNHEX('"
                    + String.join("'), UNHEX('", doomed) + "'))");
            assertEquals(doomed.size(), deleted);
            return deleted;
        }
    }

    /**
     * Rows of {@code table} in {@code binary} whose {@code column}, in hex, is the text run's value without its dashes
     * (BIN_TO_UUID, which MariaDB lacks, spelled out), or NULL in both.
     */
    private static long sameUuids(String binary, String text, String table, String column) throws Exception {
        String b = "b." + column;
        String t = "t." + column;
        return db.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(text, table) + " t JOIN "
                + ItDatabase.table(binary, table) + " b ON b.id = UNHEX(REPLACE(t.id, '-', '')) WHERE LOWER(HEX(b.id)) "
                + "= REPLACE(t.id, '-', '') AND (" + b + " IS NULL AND " + t + " IS NULL OR LOWER(HEX(" + b + ")) = "
                + "REPLACE(" + t + ", '-', ''))");
    }

    private static long orphans(String database) throws Exception {
        return db.queryLong("SELECT (SELECT COUNT(*) FROM " + ItDatabase.table(database, "readings") + " r LEFT JOIN "
                + ItDatabase.table(database, "devices") + " d ON d.id = r.device_id WHERE d.id IS NULL) + (SELECT "
                + "COUNT(*) FROM " + ItDatabase.table(database, "readings") + " r LEFT JOIN "
                + ItDatabase.table(database, "devices") + " d ON d.id = r.spare_id WHERE r.spare_id IS NOT NULL AND "
                + "d.id IS NULL) + (SELECT COUNT(*) FROM " + ItDatabase.table(database, "readings") + " r LEFT JOIN "
                + ItDatabase.table(database, "readings") + " p ON p.id = r.previous_id WHERE r.previous_id IS NOT "
                + "NULL AND p.id IS NULL) + (SELECT COUNT(*) FROM " + ItDatabase.table(database, "notes") + " n LEFT "
                + "JOIN " + ItDatabase.table(database, "readings") + " r ON r.id = n.reading_id WHERE r.id IS NULL)");
    }

    private static String checksum(String database, String table) throws Exception {
        try (Connection c = db.server().admin(); Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("CHECKSUM TABLE " + ItDatabase.table(database, table) + " EXTENDED")) {
            rs.next();
            return rs.getString(2);
        }
    }
}
