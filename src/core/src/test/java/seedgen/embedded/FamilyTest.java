package seedgen.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import seedgen.error.SeedgenException;

/** The names --embedded takes, and where each server's folder is: the same rule for both. */
class FamilyTest {

    @Test
    void eachNameIsOneServer() {
        assertEquals(EmbeddedServer.Family.MARIADB, EmbeddedServer.Family.parse("mariadb", "--embedded"));
        assertEquals(EmbeddedServer.Family.MARIADB, EmbeddedServer.Family.parse(" MariaDB ", "--embedded"));
        assertEquals(EmbeddedServer.Family.POSTGRESQL, EmbeddedServer.Family.parse("postgresql", "--embedded"));
        assertEquals(EmbeddedServer.Family.POSTGRESQL, EmbeddedServer.Family.parse("postgres", "--embedded"));
    }

    @Test
    void anUnknownNameIsRefusedNamingTheChoices() {
        for (String name : new String[] {"mysql", "oracle", ""}) {
            SeedgenException e = assertThrows(SeedgenException.class,
                    () -> EmbeddedServer.Family.parse(name, "--embedded"));
            assertEquals(SeedgenException.Kind.BAD_INPUT, e.kind());
            assertEquals("--embedded " + name + " is not an embedded server seedgen knows: use mariadb or postgresql",
                    e.getMessage());
        }
    }

    @Test
    void eachServerKeepsItsFilesInItsOwnFolderUnderDotSeedgen() {
        Path work = Path.of("/work/dir");
        assertEquals(Path.of("/work/dir/.seedgen/mariadb"), EmbeddedMariaDb.homeFor(work));
        assertEquals(Path.of("/work/dir/.seedgen/postgresql"), EmbeddedPostgresql.homeFor(work));
    }

    @Test
    void aSecondProcessIsToldHowToReachTheFirstOnesServer() {
        assertEquals("the embedded PostgreSQL in /w/.seedgen/postgresql is in use by seedgen process 42 (its server "
                + "listens on 127.0.0.1:5999): wait for it to end, or run in another folder; or load into that server "
                + "with --host 127.0.0.1 --port 5999 --user postgres --dialect postgresql",
                ServerFolder.inUse(Path.of("/w/.seedgen/postgresql"), "pid=42 port=5999", "PostgreSQL", "postgres")
                        .getMessage());
        assertEquals("the embedded MariaDB in /w/.seedgen/mariadb is in use by another seedgen process: wait for it "
                + "to end, or run in another folder", ServerFolder.inUse(Path.of("/w/.seedgen/mariadb"), "", "MariaDB",
                "root").getMessage());
    }
}
