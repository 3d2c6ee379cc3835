package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A batch larger than max_allowed_packet is split into several INSERTs instead of failing. Changes a global
 * setting, so it runs only against the embedded server, and always restores it.
 */
class PacketSplitIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(PacketSplitIT.class);

    @TempDir
    Path dir;

    private JsonNode load(String table, String report) throws Exception {
        db.seedgen(dir, db.name(), "--rows", "2000", "--batch", "500", "--table", table, "--report", report)
                .assertExit(0);
        db.assertNoConnectionLeft();
        assertEquals(2000, db.count(db.name(), table));
        return new ObjectMapper().readTree(dir.resolve(report).toFile());
    }

    @Test
    void batchesLargerThanMaxAllowedPacketAreSplit() throws Exception {
        assumeTrue(db.server().isEmbedded(), "changes a global setting: only on the embedded test server");
        // The control: with the server's own packet size each batch is one statement.
        JsonNode normal = load("normal_packet", "normal.json");
        assertEquals(4, normal.path("batchLatency").path("batches").asLong(), normal::toPrettyString);
        assertEquals(4, normal.path("statements").asLong(), normal::toPrettyString);

        long original = db.queryLong("SELECT @@GLOBAL.max_allowed_packet");
        try {
            db.execute("SET GLOBAL max_allowed_packet = 8192");
            assertEquals(8192, db.queryLong("SELECT @@GLOBAL.max_allowed_packet"), "setting not applied");

            JsonNode small = load("small_packet", "small.json");

            assertEquals(4, small.path("batchLatency").path("batches").asLong(), small::toPrettyString);
            assertTrue(small.path("statements").asLong() > 4,
                    () -> "expected the 4 batches split into more statements:\n" + small.toPrettyString());
        } finally {
            db.execute("SET GLOBAL max_allowed_packet = " + original);
        }
        assertEquals(original, db.queryLong("SELECT @@GLOBAL.max_allowed_packet"));
        assertEquals(db.checksum(db.name(), "normal_packet"), db.checksum(db.name(), "small_packet"),
                "split batches must write the same rows");
    }
}
