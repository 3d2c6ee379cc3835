package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import seedgen.Seedgen;
import seedgen.error.SeedgenException;

/** The library entry point, as a user's test would call it: a few lines, no command line. */
class LibraryIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(LibraryIT.class);

    @Test
    void aTestLoadsADatasetIntoItsOwnDatabaseInAFewLines() throws Exception {
        Seedgen.Result r = Seedgen.dataset("chat").rows(800).seed(3).param("message_key", "uuid7")
                .into(db.url(db.name()), TestServer.IT_USER, TestServer.IT_PASSWORD);
        for (String table : r.tables().keySet()) {
            assertEquals(r.rows(table), db.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(db.name(), table)),
                    table);
        }
        assertEquals(800, r.rows("users"));
        assertTrue(r.rows("messages") > 0);
        assertEquals(Seedgen.dataset("chat").rows(800).seed(3).param("message_key", "uuid7").plan().totalRows(),
                r.totalRows(), "the plan says what the load writes");
        SeedgenException again = assertThrows(SeedgenException.class, () -> Seedgen.dataset("chat").rows(800)
                .into(db.url(db.name()), TestServer.IT_USER, TestServer.IT_PASSWORD));
        assertTrue(again.getMessage().contains("--truncate"), again.getMessage());
        assertEquals(r.totalRows(), Seedgen.dataset("chat").rows(800).seed(3).param("message_key", "uuid7").truncate()
                .into(db.url(db.name()), TestServer.IT_USER, TestServer.IT_PASSWORD).totalRows());
    }
}
