package seedgen.dialect.mysql.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import seedgen.error.SeedgenException;

class SnapshotStoreTest {

    @TempDir
    Path dir;

    @Test
    void roundTripOwnerOnlyAndNoOverwrite() throws Exception {
        SnapshotStore store = new SnapshotStore(dir.resolve(".seedgen"));
        assertTrue(store.read().isEmpty());
        Map<Setting, String> originals = new LinkedHashMap<>();
        originals.put(Setting.INNODB_FLUSH_LOG_AT_TRX_COMMIT, "1");
        originals.put(Setting.WAIT_TIMEOUT, "28800");
        Snapshot s = new Snapshot("127.0.0.1:3306", Instant.parse("2025-01-02T03:04:05Z"), 42, originals);

        store.write(s);

        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(store.file())));
        assertEquals(s, store.read().orElseThrow());
        try (var files = Files.list(store.file().getParent())) {
            assertEquals(1, files.count(), "no temporary file left beside the snapshot");
        }
        assertThrows(SeedgenException.class, () -> store.write(new Snapshot("other:1", Instant.now(), 1, Map.of())));
        assertEquals(s, store.read().orElseThrow(), "the first snapshot's originals survive a second write");

        store.delete();
        assertFalse(Files.exists(store.file()));
    }
}
