package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every refusal keeps the contract: the documented exit code, one line on stderr, no stack trace, nothing
 * written, no connection left behind.
 */
class BadInputIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(BadInputIT.class);

    private static final int BAD_INPUT = 2;
    private static final int TARGET_UNUSABLE = 3;

    @TempDir
    Path dir;

    @Test
    void nonEmptyTableWithoutAppendOrTruncateIsRefused() throws Exception {
        db.seedgen(dir, db.name(), "--rows", "200", "--table", "full").assertExit(0);
        long before = db.checksum(db.name(), "full");

        CliRun run = db.seedgen(dir, db.name(), "--rows", "100", "--seed", "7", "--table", "full");

        run.assertRefused(BAD_INPUT);
        assertTrue(run.err().contains("--append") && run.err().contains("--truncate"), run::describe);
        assertEquals(200, db.count(db.name(), "full"));
        assertEquals(before, db.checksum(db.name(), "full"), "rows changed");
        db.assertNoConnectionLeft();
    }

    @Test
    void closedPortFailsFastWithTargetUnusable() throws Exception {
        CliRun run = assertTimeoutPreemptively(Duration.ofSeconds(15), () -> CliRun.of(
                Map.of("SEEDGEN_PASSWORD", "x"), dir, "--rows", "10", "--url", "jdbc:mysql://127.0.0.1:1/x"));

        run.assertRefused(TARGET_UNUSABLE);
        assertTrue(run.elapsed().compareTo(Duration.ofSeconds(10)) < 0, run::describe);
        assertTrue(run.err().contains("127.0.0.1:1"), () -> "the message must name the address\n" + run.describe());
    }

    /**
     * A PostgreSQL URL at a MariaDB's port: pgjdbc reads the server's greeting as a refused TLS request ("an error
     * occurred while setting up the SSL connection"), which would send the reader after certificates; the message
     * says what the port is instead, with or without TLS asked.
     */
    @Test
    void aPostgresqlUrlAtAMysqlPortIsNamedAsSuch() throws Exception {
        int port = db.server().port();
        for (String settings : new String[] {"", "?sslmode=disable"}) {
            CliRun run = CliRun.of(Map.of(), dir, "--rows", "10", "--url", "jdbc:postgresql://" + db.server().host()
                    + ":" + port + "/x" + settings);

            run.assertRefused(TARGET_UNUSABLE);
            assertTrue(run.err().contains("port " + port + " of " + db.server().host() + " does not answer as "
                    + "PostgreSQL (is it a MySQL server?") && run.err().contains("check --port/--url"), run::describe);
            assertFalse(run.err().contains("SSL"), run::describe);
        }
    }

    @Test
    void serverThatNeverAnswersFailsWithinTenSecondsWithoutHanging() throws Exception {
        try (ServerSocket blackHole = new ServerSocket(0, 50, InetAddress.getByName("127.0.0.1"))) {
            String url = "jdbc:mysql://127.0.0.1:" + blackHole.getLocalPort() + "/" + db.name("blackhole");

            CliRun run = assertTimeoutPreemptively(Duration.ofSeconds(15),
                    () -> CliRun.of(Map.of(), dir, "--rows", "10", "--url", url));

            run.assertRefused(TARGET_UNUSABLE);
            assertTrue(run.elapsed().compareTo(Duration.ofSeconds(10)) < 0,
                    () -> "took longer than 10 s\n" + run.describe());
        }
    }

    @Test
    void wrongPasswordIsRefusedWithoutEchoingIt() throws Exception {
        db.createUser("seedgen_it_pw", "right-pw");
        String target = db.name("pw");
        db.server().grant("ALL PRIVILEGES", target, "seedgen_it_pw");

        CliRun run = db.seedgenAs("seedgen_it_pw", "wrong-pw-xyz", dir, target, "--rows", "10");

        run.assertRefused(TARGET_UNUSABLE);
        assertFalse(run.err().contains("wrong-pw-xyz") || run.out().contains("wrong-pw-xyz"), run::describe);
        assertFalse(db.databaseExists(target), "nothing may be written");
        db.assertNoConnectionLeft("seedgen_it_pw");
        // The control: with the right password the same user and target work, so the refusal was the password's.
        db.seedgenAs("seedgen_it_pw", "right-pw", dir, target, "--rows", "10").assertExit(0);
        assertEquals(10, db.count(target, "users"));
        db.assertNoConnectionLeft("seedgen_it_pw");
    }

    @Test
    void missingDatabaseWithoutThePrivilegeToCreateItIsRefused() throws Exception {
        db.createUser("seedgen_it_nodb", "nodb-pw");
        db.server().grant("ALL PRIVILEGES", db.name("granted"), "seedgen_it_nodb");
        String missing = db.name("missing");

        CliRun run = db.seedgenAs("seedgen_it_nodb", "nodb-pw", dir, missing, "--rows", "10");

        run.assertRefused(TARGET_UNUSABLE);
        assertFalse(db.databaseExists(missing), "the database must not exist afterwards");
        db.assertNoConnectionLeft("seedgen_it_nodb");
    }

    @Test
    void existingTableThatDoesNotFitIsRefusedAndLeftAlone() throws Exception {
        db.execute("CREATE DATABASE IF NOT EXISTS " + Sql.quote(db.name()),
                "CREATE TABLE " + ItDatabase.table(db.name(), "misfit") + " (id INT PRIMARY KEY, name VARCHAR(10))",
                "INSERT INTO " + ItDatabase.table(db.name(), "misfit") + " VALUES (1, 'keep me')");
        String ddl = db.showCreate(db.name(), "misfit");
        long checksum = db.checksum(db.name(), "misfit");

        CliRun run = db.seedgen(dir, db.name(), "--rows", "10", "--table", "misfit", "--truncate");

        run.assertRefused(TARGET_UNUSABLE);
        assertTrue(run.err().contains("misfit"), run::describe);
        assertEquals(ddl, db.showCreate(db.name(), "misfit"), "table definition changed");
        assertEquals(1, db.count(db.name(), "misfit"));
        assertEquals(checksum, db.checksum(db.name(), "misfit"), "table rows changed");
        db.assertNoConnectionLeft();
    }

    @Test
    void missingTableWithoutCreatePrivilegeIsRefused() throws Exception {
        String existing = db.name("nocreate");
        db.execute("CREATE DATABASE IF NOT EXISTS " + Sql.quote(existing));
        db.createUser("seedgen_it_nocreate", "nocreate-pw");
        db.server().grant("SELECT, INSERT, UPDATE, DELETE", existing, "seedgen_it_nocreate");

        CliRun run = db.seedgenAs("seedgen_it_nocreate", "nocreate-pw", dir, existing, "--rows", "10");

        run.assertRefused(TARGET_UNUSABLE);
        assertFalse(db.tableExists(existing, "users"), "no table may be created");
        db.assertNoConnectionLeft("seedgen_it_nocreate");
    }
}
