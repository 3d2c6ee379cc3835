package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import seedgen.tune.Sizes;

/** `tune --show` and `doctor` print the server's real values (read-only: safe on any test server). */
class TuneShowIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(TuneShowIT.class);

    @TempDir
    Path dir;

    private static Map<String, String> byItem(String json, String field) throws Exception {
        Map<String, String> m = new HashMap<>();
        for (JsonNode row : new ObjectMapper().readTree(json)) {
            m.put(row.get("item").asText(), row.get(field).asText());
        }
        return m;
    }

    @Test
    void tuneShowPrintsTheServersValues() throws Exception {
        CliRun json = db.seedgen(dir, db.name(), "tune", "--show", "--json").assertExit(0);
        Map<String, String> found = byItem(json.out(), "found");

        assertEquals(db.queryLong("SELECT @@GLOBAL.innodb_buffer_pool_size") + " ("
                + Sizes.format(db.queryLong("SELECT @@GLOBAL.innodb_buffer_pool_size")) + ")",
                found.get("innodb_buffer_pool_size"), json::describe);
        assertEquals(db.queryString("SELECT @@GLOBAL.innodb_flush_log_at_trx_commit"),
                found.get("innodb_flush_log_at_trx_commit"));
        assertTrue(found.get("max_allowed_packet").startsWith(db.queryLong("SELECT @@GLOBAL.max_allowed_packet")
                + " ("), json::describe);
        assertEquals(db.queryString("SELECT @@GLOBAL.max_connections"), found.get("max_connections"));
        assertEquals(db.queryString("SELECT @@GLOBAL.wait_timeout"), found.get("wait_timeout"));
        assertEquals(db.queryString("SELECT @@GLOBAL.local_infile"), found.get("local_infile"));
        assertTrue(found.get("binary log").startsWith("log_bin " + db.queryString("SELECT @@GLOBAL.log_bin")),
                json::describe);
        assertTrue(found.get("buffer pool use").contains(" of "
                + db.queryLong("SELECT VARIABLE_VALUE FROM information_schema.GLOBAL_STATUS "
                        + "WHERE VARIABLE_NAME = 'INNODB_BUFFER_POOL_PAGES_TOTAL'") + " pages"), json::describe);

        CliRun text = db.seedgen(dir, db.name(), "tune", "--show").assertExit(0);
        assertTrue(text.out().startsWith("setting "), text::describe);
        assertTrue(text.out().contains("| " + db.queryString("SELECT @@GLOBAL.wait_timeout") + " "), text::describe);
    }

    @Test
    void doctorReportsTheTableAndTheServer() throws Exception {
        db.seedgen(dir, db.name(), "--rows", "100", "--table", "examined").assertExit(0);

        CliRun run = db.seedgen(dir, db.name(), "doctor", "--table", "examined", "--batch", "50", "--threads", "7",
                "--json").assertExit(0);
        Map<String, String> found = byItem(run.out(), "found");

        assertEquals(db.queryString("SELECT @@GLOBAL.wait_timeout") + " s", found.get("wait_timeout"));
        assertTrue(found.get("connection budget").contains("max_connections "
                + db.queryString("SELECT @@GLOBAL.max_connections") + ","), run::describe);
        assertTrue(found.get("connection budget").startsWith("--threads 7 needs 10"), run::describe);
        assertTrue(found.get("max_allowed_packet").startsWith("max_allowed_packet "
                + Sizes.format(db.queryLong("SELECT @@GLOBAL.max_allowed_packet"))), run::describe);
        assertEquals("id bigint: sequential", found.get("primary key"), run::describe);
        String indexes = db.queryString("SELECT GROUP_CONCAT(DISTINCT INDEX_NAME ORDER BY INDEX_NAME) FROM "
                + "information_schema.STATISTICS WHERE TABLE_SCHEMA = '" + db.name() + "' AND TABLE_NAME = 'examined' "
                + "AND INDEX_NAME <> 'PRIMARY'");
        for (String index : indexes.split(",")) {
            assertTrue(found.get("secondary indexes").contains(index + " (unique"), run::describe);
        }
        assertTrue(found.get("connections by state").matches(".*\\w+ \\d+ \\(longest \\d+ s\\).*"), run::describe);
        assertEquals("none", found.get("seedgen run on the table"), run::describe);

        try (java.sql.Connection holder = db.server().admin(new java.util.Properties());
                java.sql.PreparedStatement lock = holder.prepareStatement("SELECT GET_LOCK(?, 0), CONNECTION_ID()")) {
            lock.setString(1, seedgen.dialect.mysql.LockNames.load(db.name(), "examined", false));
            try (java.sql.ResultSet rs = lock.executeQuery()) {
                rs.next();
                assertEquals(1, rs.getInt(1));
                CliRun held = db.seedgen(dir, db.name(), "doctor", "--table", "examined", "--json").assertExit(0);
                assertEquals("loading now (server connection " + rs.getLong(2) + ")",
                        byItem(held.out(), "found").get("seedgen run on the table"), held::describe);
            }
        }

        CliRun missing = db.seedgen(dir, db.name(), "doctor", "--table", "not_there").assertExit(0);
        assertTrue(missing.out().contains("does not exist"), missing::describe);
        assertTrue(missing.out().startsWith("check "), missing::describe);
    }
}
