package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** Same seed, same table contents, whatever the threads and batch size; another seed, other contents. */
class DeterminismIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(DeterminismIT.class);

    @TempDir
    Path dir;

    @Test
    void sameSeedGivesTheSameTableWhateverThreadsAndBatch() throws Exception {
        db.seedgen(dir, db.name(), "--rows", "5000", "--seed", "42", "--threads", "1", "--batch", "1000",
                "--table", "serial").assertExit(0);
        db.seedgen(dir, db.name(), "--rows", "5000", "--seed", "42", "--threads", "8", "--batch", "7",
                "--table", "parallel").assertExit(0);
        db.seedgen(dir, db.name(), "--rows", "5000", "--seed", "43", "--threads", "1", "--batch", "1000",
                "--table", "other_seed").assertExit(0);
        db.assertNoConnectionLeft();

        // Equal checksums of empty tables would prove nothing: check the rows are there first.
        assertEquals(5000, db.count(db.name(), "serial"));
        assertEquals(5000, db.count(db.name(), "parallel"));
        assertEquals(5000, db.count(db.name(), "other_seed"));
        long serial = db.checksum(db.name(), "serial");
        assertEquals(serial, db.checksum(db.name(), "parallel"),
                "seed 42 with 1 thread x 1000 and 8 threads x 7 must write identical tables");
        assertNotEquals(serial, db.checksum(db.name(), "other_seed"), "seed 43 must write different rows");
    }
}
