package seedgen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import seedgen.error.SeedgenException;

/** A program that calls the library has no flags: what the run says names the builder's calls instead. */
class LibraryWordsTest {

    @Test
    void flagsAreSaidAsTheCallsThatSetThem() {
        assertEquals("the DataSource's connections are not MySQL Connector/J's; the run uses INSERT",
                Seedgen.Words.said("seedgen: the DataSource's connections are not MySQL Connector/J's; --method auto "
                        + "uses insert"));
        assertEquals("threads(20) needs 22 connections: lower threads(n) to 8 or less",
                Seedgen.Words.said("--threads 20 needs 22 connections: lower --threads to 8 or less"));
        assertEquals("add allowLoadLocalInfile=true to the pool's URL, or use insert()",
                Seedgen.Words.said("add allowLoadLocalInfile=true to the pool's URL, or use --method insert"));
        assertEquals("rowsFor(table, n) orders: rows(1_000) asked",
                Seedgen.Words.said("--rows-for orders: --rows 1,000 asked"));
        // the command's own flags, with no call in the library, and words that only look like flags, stay
        assertEquals("add --resume to finish it", Seedgen.Words.said("add --resume to finish it"));
        assertEquals("a --tablespace and --threadsafe", Seedgen.Words.said("a --tablespace and --threadsafe"));
    }

    @Test
    void aRefusalOfTheLibrarysPlanNamesTheCall() {
        SeedgenException e = assertThrows(SeedgenException.class,
                () -> Seedgen.dataset("chat").param("no_such", "1").plan());
        assertEquals(SeedgenException.Kind.BAD_INPUT, e.kind());
        assertTrue(e.getMessage().startsWith("param(name, value) no_such:"), e.getMessage());
        assertFalse(e.getMessage().contains("--"), e.getMessage());
    }

    @Test
    void aSpecFileThatCannotBeReadIsABadInputNamingIt() {
        Path missing = Path.of("no-such-dir", "shop.yaml");
        SeedgenException e = assertThrows(SeedgenException.class, () -> Seedgen.spec(missing));
        assertEquals(SeedgenException.Kind.BAD_INPUT, e.kind());
        assertTrue(e.getMessage().contains(missing.toString()) && e.getMessage().contains("check the path"),
                e.getMessage());
    }
}
