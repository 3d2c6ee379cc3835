package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** --method load-data and auto against a real server: same rows as insert, and clear refusals. */
class LoadDataIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(LoadDataIT.class);

    @TempDir
    Path dir;

    @Test
    void loadDataWritesTheSameTableAsInsertWhateverThreadsAndChunk() throws Exception {
        db.seedgen(dir, db.name(), "--rows", "20000", "--seed", "9", "--table", "ins", "--batch", "500",
                "--threads", "2").assertExit(0);
        CliRun one = db.seedgen(dir, db.name(), "--rows", "20000", "--seed", "9", "--table", "ld1",
                "--method", "load-data", "--threads", "1").assertExit(0);
        assertTrue(one.out().contains("1 LOAD DATA LOCAL INFILE statement (--method load-data)"), one::describe);
        db.seedgen(dir, db.name(), "--rows", "20000", "--seed", "9", "--table", "ld3", "--method", "load-data",
                "--threads", "3", "--batch", "777").assertExit(0);
        db.seedgen(dir, db.name(), "--rows", "20000", "--seed", "10", "--table", "other", "--method",
                "load-data").assertExit(0);
        db.assertNoConnectionLeft();

        assertEquals(20000, db.count(db.name(), "ld1"));
        assertEquals(20000, db.count(db.name(), "ld3"));
        long insert = db.checksum(db.name(), "ins");
        assertEquals(insert, db.checksum(db.name(), "ld1"), "load-data with 1 thread must equal insert");
        assertEquals(insert, db.checksum(db.name(), "ld3"), "load-data with 3 threads x 777 must equal insert");
        assertTrue(insert != db.checksum(db.name(), "other"), "another seed must give other rows");
    }

    @Test
    void loadDataAppendsAfterExistingRowsLikeInsert() throws Exception {
        db.seedgen(dir, db.name(), "--rows", "3000", "--table", "app_ins").assertExit(0);
        db.seedgen(dir, db.name(), "--rows", "2000", "--table", "app_ins", "--append").assertExit(0);
        db.seedgen(dir, db.name(), "--rows", "3000", "--table", "app_ld", "--method", "load-data").assertExit(0);
        db.seedgen(dir, db.name(), "--rows", "2000", "--table", "app_ld", "--append", "--method", "load-data")
                .assertExit(0);
        assertEquals(5000, db.count(db.name(), "app_ld"));
        assertEquals(db.checksum(db.name(), "app_ins"), db.checksum(db.name(), "app_ld"));
    }

    @Test
    void rowsTheServerSkipsFailTheRunInsteadOfVanishing() throws Exception {
        // LOAD DATA LOCAL turns duplicate keys into warnings and skips the rows: seedgen must notice.
        db.seedgen(dir, db.name(), "--rows", "100", "--table", "dup").assertExit(0);
        // Ids -99..0 now carry the usernames of ids 1..100, which --append writes next.
        db.execute("UPDATE " + ItDatabase.table(db.name(), "dup") + " SET id = id - 100 ORDER BY id");
        CliRun run = db.seedgen(dir, db.name(), "--rows", "100", "--table", "dup", "--append", "--method",
                "load-data", "--threads", "1").assertExit(1);
        assertTrue(run.err().contains("LOAD DATA stored 0 of the 100 rows"), run::describe);
        assertEquals(100, db.count(db.name(), "dup"), "the failed chunk must be rolled back");
    }

    @Test
    void localInfileOffIsRefusedInOneLineOrFallsBackWithAuto() throws Exception {
        assumeTrue(db.server().isEmbedded(), "changes a server global: only on the embedded test server");
        long before = db.queryLong("SELECT @@GLOBAL.local_infile");
        db.execute("SET GLOBAL local_infile = 0");
        try {
            CliRun refused = db.seedgen(dir, db.name(), "--rows", "100", "--table", "off_ld", "--method",
                    "load-data").assertRefused(3);
            assertTrue(refused.err().contains("local_infile=OFF") && refused.err().contains("SET GLOBAL local_infile=ON")
                    && refused.err().contains("--method insert"), refused::describe);
            assertFalse(db.tableExists(db.name(), "off_ld"), "nothing may be created before the refusal");

            CliRun auto = db.seedgen(dir, db.name(), "--rows", "100", "--table", "off_auto", "--method", "auto")
                    .assertExit(0);
            assertTrue(auto.err().contains("--method auto uses insert"), auto::describe);
            assertTrue(auto.out().contains("one transaction each, 1 INSERT statement\n"), auto::describe);
            assertEquals(100, db.count(db.name(), "off_auto"));
        } finally {
            db.execute("SET GLOBAL local_infile = " + before);
        }
        CliRun auto = db.seedgen(dir, db.name(), "--rows", "100", "--table", "on_auto", "--method", "auto")
                .assertExit(0);
        assertTrue(auto.out().contains("1 LOAD DATA LOCAL INFILE statement (--method load-data)"), auto::describe);
    }

    @Test
    void aUrlThatTurnsLocalInfileOffIsRefused() throws Exception {
        CliRun run = CliRun.of(java.util.Map.of("SEEDGEN_PASSWORD", TestServer.IT_PASSWORD), dir, "--rows", "10",
                "--method", "load-data", "--url", db.url(db.name()) + "?allowLoadLocalInfile=false", "--user",
                TestServer.IT_USER).assertRefused(3);
        assertTrue(run.err().contains("allowLoadLocalInfile=false"), run::describe);
    }
}
