package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** --defer-indexes: keys built after the rows, refused on rows unless asked, and restored by a later run. */
class DeferIndexesIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(DeferIndexesIT.class);

    @TempDir
    Path dir;

    private static void assertUniqueKeys(String ddl) {
        assertTrue(ddl.contains("UNIQUE KEY `uk_username` (`username`)"), ddl);
        assertTrue(ddl.contains("UNIQUE KEY `uk_email` (`email`)"), ddl);
    }

    @Test
    void deferredKeysAreThereAfterwardsAndTheRowsAreTheSame() throws Exception {
        db.seedgen(dir, db.name(), "--rows", "10000", "--table", "plain").assertExit(0);
        CliRun run = db.seedgen(dir, db.name(), "--rows", "10000", "--table", "deferred", "--method", "load-data",
                "--defer-indexes").assertExit(0);
        assertTrue(run.out().contains("add unique keys"), run::describe);
        assertUniqueKeys(db.showCreate(db.name(), "deferred"));
        assertEquals(db.checksum(db.name(), "plain"), db.checksum(db.name(), "deferred"));

        db.seedgen(dir, db.name(), "--rows", "3000", "--table", "deferred_ins", "--defer-indexes").assertExit(0);
        assertUniqueKeys(db.showCreate(db.name(), "deferred_ins"));
    }

    @Test
    void refusedOnATableWithRowsUnlessAskedExplicitly() throws Exception {
        db.seedgen(dir, db.name(), "--rows", "1000", "--table", "full").assertExit(0);
        CliRun refused = db.seedgen(dir, db.name(), "--rows", "1000", "--table", "full", "--append",
                "--defer-indexes").assertRefused(2);
        assertTrue(refused.err().contains("--defer-indexes-on-rows"), refused::describe);
        assertEquals(1000, db.count(db.name(), "full"));
        assertUniqueKeys(db.showCreate(db.name(), "full"));

        db.seedgen(dir, db.name(), "--rows", "1000", "--table", "full", "--append", "--defer-indexes",
                "--defer-indexes-on-rows").assertExit(0);
        assertEquals(2000, db.count(db.name(), "full"));
        assertUniqueKeys(db.showCreate(db.name(), "full"));

        // --truncate empties the table first, so no consent is needed.
        db.seedgen(dir, db.name(), "--rows", "500", "--table", "full", "--truncate", "--defer-indexes")
                .assertExit(0);
        assertEquals(500, db.count(db.name(), "full"));
        assertUniqueKeys(db.showCreate(db.name(), "full"));
    }

    @Test
    void aRunOnATableLeftWithoutItsKeysAddsThem() throws Exception {
        // What an interrupted --defer-indexes run leaves: rows, and no unique keys.
        db.seedgen(dir, db.name(), "--rows", "2000", "--table", "left").assertExit(0);
        db.execute("ALTER TABLE " + ItDatabase.table(db.name(), "left") + " DROP INDEX uk_username, DROP INDEX uk_email");
        assertFalse(db.showCreate(db.name(), "left").contains("UNIQUE"));

        CliRun run = db.seedgen(dir, db.name(), "--rows", "1000", "--table", "left", "--append", "--method",
                "load-data").assertExit(0);
        assertTrue(run.out().contains("missing"), run::describe);
        assertUniqueKeys(db.showCreate(db.name(), "left"));
        assertEquals(3000, db.count(db.name(), "left"));

        db.seedgen(dir, db.name(), "--rows", "3000", "--table", "straight").assertExit(0);
        assertEquals(db.checksum(db.name(), "straight"), db.checksum(db.name(), "left"));
    }
}
