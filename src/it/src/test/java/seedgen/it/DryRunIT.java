package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** --dry-run inspects the server, writes nothing, and refuses what the real run would refuse. */
class DryRunIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(DryRunIT.class);

    @TempDir
    Path dir;

    /** The printed data rows: lines that start with an id and a column separator. */
    private static List<String> dataRows(CliRun run) {
        return run.out().lines().filter(l -> l.matches("\\d+ \\| .*")).toList();
    }

    @Test
    void dryRunOnAMissingDatabaseCreatesNothingAndShowsDdlAndThreeRows() throws Exception {
        String database = db.name("absent");
        assertFalse(db.databaseExists(database));

        CliRun run = db.seedgen(dir, database, "--rows", "1000", "--dry-run");

        run.assertExit(0);
        db.assertNoConnectionLeft();
        assertFalse(db.databaseExists(database), "a dry run must not create the database");
        assertTrue(run.out().contains("CREATE TABLE"), run::describe);
        List<String> rows = dataRows(run);
        assertEquals(3, rows.size(), run::describe);
        assertTrue(rows.get(0).startsWith("1 | ") && rows.get(2).startsWith("3 | "), run::describe);
    }

    @Test
    void dryRunOnAMissingTableCreatesNothing() throws Exception {
        db.execute("CREATE DATABASE IF NOT EXISTS " + Sql.quote(db.name()));

        CliRun run = db.seedgen(dir, db.name(), "--rows", "2", "--table", "not_yet", "--dry-run");

        run.assertExit(0);
        db.assertNoConnectionLeft();
        assertFalse(db.tableExists(db.name(), "not_yet"), "a dry run must not create the table");
        assertTrue(run.out().contains("CREATE TABLE"), run::describe);
        assertEquals(2, dataRows(run).size(), () -> "--rows 2 shows two rows\n" + run.describe());
    }

    @Test
    void dryRunOnANonEmptyTableIsRefusedLikeTheRealRun() throws Exception {
        db.seedgen(dir, db.name(), "--rows", "100", "--table", "full").assertExit(0);
        long checksum = db.checksum(db.name(), "full");

        CliRun refused = db.seedgen(dir, db.name(), "--rows", "10", "--table", "full", "--dry-run");

        refused.assertRefused(2);
        db.assertNoConnectionLeft();
        assertEquals(checksum, db.checksum(db.name(), "full"));

        CliRun appending = db.seedgen(dir, db.name(), "--rows", "10", "--table", "full", "--dry-run", "--append");
        appending.assertExit(0);
        db.assertNoConnectionLeft();
        List<String> rows = dataRows(appending);
        assertEquals(3, rows.size(), appending::describe);
        assertTrue(rows.get(0).startsWith("101 | "), () -> "appending starts after id 100\n" + appending.describe());
        assertEquals(100, db.count(db.name(), "full"));
        assertEquals(checksum, db.checksum(db.name(), "full"));
    }
}
