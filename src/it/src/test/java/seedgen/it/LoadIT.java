package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static seedgen.it.ItDatabase.table;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.mindrot.jbcrypt.BCrypt;

/** Real loads: uniqueness and ids under concurrency, login hashes, --append, --truncate and --report. */
class LoadIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(LoadIT.class);

    @TempDir
    Path dir;

    @Test
    void twentyThousandRowsWithEightThreadsAndSmallBatchesAreAllThereAndUnique() throws Exception {
        CliRun run = db.seedgen(dir, db.name(), "--rows", "20000", "--batch", "50", "--threads", "8",
                "--table", "users");

        run.assertExit(0);
        db.assertNoConnectionLeft();
        String t = table(db.name(), "users");
        assertEquals(20000, db.count(db.name(), "users"));
        assertEquals(20000, db.queryLong("SELECT COUNT(DISTINCT email) FROM " + t));
        assertEquals(20000, db.queryLong("SELECT COUNT(DISTINCT username) FROM " + t));
        assertEquals(1, db.queryLong("SELECT MIN(id) FROM " + t));
        assertEquals(20000, db.queryLong("SELECT MAX(id) FROM " + t));
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM " + t + " WHERE user_type NOT IN ('USER', 'SELLER')"));
        String hash = db.queryString("SELECT password_hash FROM " + t + " WHERE id = 12345");
        assertTrue(BCrypt.checkpw("password", hash), "the default login plaintext must verify: " + hash);
        assertFalse(BCrypt.checkpw("Password", hash), "a different plaintext must not verify");
        assertTrue(run.out().contains("20,000 of 20,000 rows"), run::describe);
        assertTrue(run.out().contains("rows/s"), run::describe);
        assertTrue(run.out().contains("p50 ") && run.out().contains("p95 ") && run.out().contains("p99 "),
                run::describe);
        assertTrue(run.out().contains("\"password\""), () -> "summary must name the login plaintext\n"
                + run.describe());
        assertFalse(run.err().contains("\tat "), run::describe);
    }

    @Test
    void customLoginPlaintextVerifiesAgainstTheStoredHash() throws Exception {
        String plain = "Tr0ub4dor & 3 = horse";

        CliRun run = db.seedgen(dir, db.name(), "--rows", "2000", "--table", "custom_login", "--password-plain",
                plain, "--bcrypt-cost", "6");

        run.assertExit(0);
        db.assertNoConnectionLeft();
        String t = table(db.name(), "custom_login");
        assertEquals(2000, db.count(db.name(), "custom_login"));
        String hash = db.queryString("SELECT password_hash FROM " + t + " WHERE id = 1999");
        assertTrue(hash.startsWith("$2a$06$"), "cost 6 requested: " + hash);
        assertTrue(BCrypt.checkpw(plain, hash), "the custom plaintext must verify: " + hash);
        assertFalse(BCrypt.checkpw("password", hash), "the default plaintext must not verify");
        assertTrue(run.out().contains("\"" + plain + "\""), run::describe);
    }

    @Test
    void appendContinuesAfterTheLargestId() throws Exception {
        db.seedgen(dir, db.name(), "--rows", "1000", "--table", "appended").assertExit(0);

        CliRun second = db.seedgen(dir, db.name(), "--rows", "500", "--table", "appended", "--append",
                "--threads", "3", "--batch", "64");

        second.assertExit(0);
        db.assertNoConnectionLeft();
        String t = table(db.name(), "appended");
        assertEquals(1500, db.count(db.name(), "appended"));
        assertEquals(1, db.queryLong("SELECT MIN(id) FROM " + t));
        assertEquals(1500, db.queryLong("SELECT MAX(id) FROM " + t));
        assertEquals(1500, db.queryLong("SELECT COUNT(DISTINCT email) FROM " + t));
        assertEquals(1500, db.queryLong("SELECT COUNT(DISTINCT username) FROM " + t));
        assertTrue(second.out().contains("ids 1001..1500"), second::describe);
    }

    @Test
    void truncateEmptiesTheTableFirst() throws Exception {
        db.seedgen(dir, db.name(), "--rows", "1000", "--table", "truncated").assertExit(0);
        db.seedgen(dir, db.name(), "--rows", "300", "--table", "fresh300").assertExit(0);

        CliRun run = db.seedgen(dir, db.name(), "--rows", "300", "--table", "truncated", "--truncate");

        run.assertExit(0);
        db.assertNoConnectionLeft();
        assertEquals(300, db.count(db.name(), "truncated"));
        assertEquals(300, db.queryLong("SELECT MAX(id) FROM " + table(db.name(), "truncated")));
        assertEquals(db.checksum(db.name(), "fresh300"), db.checksum(db.name(), "truncated"),
                "after --truncate the table must hold exactly what a fresh load writes");
    }

    @Test
    void reportIsJsonWithStatusRowsAndLatencyAndNoPassword() throws Exception {
        CliRun run = db.seedgen(dir, db.name(), "--rows", "2000", "--batch", "250", "--table", "reported",
                "--report", "run-report.json");

        run.assertExit(0);
        db.assertNoConnectionLeft();
        Path file = dir.resolve("run-report.json");
        assertTrue(Files.isRegularFile(file), "report not written to " + file);
        String text = Files.readString(file, StandardCharsets.UTF_8);
        JsonNode json = new ObjectMapper().readTree(text);
        assertEquals("DONE", json.path("status").asText(), text);
        assertEquals(2000, json.path("rowsWritten").asLong(-1), text);
        JsonNode latency = json.path("batchLatency");
        assertTrue(latency.isObject(), text);
        assertEquals(8, latency.path("batches").asLong(-1), text);
        assertTrue(latency.path("p50Ms").asDouble(-1) > 0, text);
        assertTrue(latency.path("p99Ms").asDouble(-1) >= latency.path("p50Ms").asDouble(), text);
        assertFalse(text.contains(TestServer.IT_PASSWORD), "the report must not hold the password:\n" + text);
        assertFalse(run.out().contains(TestServer.IT_PASSWORD) || run.err().contains(TestServer.IT_PASSWORD),
                run::describe);
        assertEquals(2000, db.count(db.name(), "reported"));
    }
}
