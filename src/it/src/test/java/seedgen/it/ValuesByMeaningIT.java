package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A monitoring application's hosts table, filled by {@code --from-db} on the server: what the server stores is what
 * the application would hold (codes within their set, Unix times and MediaWiki-style text times in the window, an
 * end never before its start, an IP address, a port kept as text), and a proxy's password is a plain secret that
 * no summary line says anyone logs in with.
 */
class ValuesByMeaningIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(ValuesByMeaningIT.class);

    @TempDir
    Path dir;

    /** 2023-01-01 and 2025-01-01 as Unix seconds: the window a DATETIME's guess has. */
    private static final long FROM = 1_672_531_200L;
    private static final long TO = 1_735_689_600L;

    @Test
    void anExistingSchemaHoldsWhatTheApplicationWould() throws Exception {
        String d = db.name();
        db.execute("CREATE DATABASE " + d,
                "CREATE TABLE " + d + ".hosts (hostid BIGINT PRIMARY KEY, host VARCHAR(128) NOT NULL, "
                        + "status TINYINT NOT NULL, flags INT NOT NULL, ip VARCHAR(39) NOT NULL, useip INT NOT NULL, "
                        + "port VARCHAR(64) NOT NULL, clock INT NOT NULL, starttime INT NOT NULL, "
                        + "endtime INT NOT NULL, page_touched BINARY(14) NOT NULL)",
                "CREATE TABLE " + d + ".proxy (id INT PRIMARY KEY, hostid BIGINT NOT NULL, "
                        + "password VARCHAR(255) NOT NULL, FOREIGN KEY (hostid) REFERENCES " + d + ".hosts (hostid))");
        CliRun run = db.seedgen(dir, d, "--from-db", "--rows", "500").assertExit(0);
        assertFalse(run.out().contains("logs in"), run::describe);
        String hosts = ItDatabase.table(d, "hosts");
        assertEquals(500, db.count(d, "hosts"));
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM " + hosts + " WHERE status NOT BETWEEN 0 AND 4 "
                + "OR flags NOT BETWEEN 0 AND 7 OR useip NOT IN (0, 1)"), "codes within their set");
        assertEquals(5, db.queryLong("SELECT COUNT(DISTINCT status) FROM " + hosts), "every status code is used");
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM " + hosts + " WHERE clock < " + FROM + " OR clock >= " + TO
                + " OR starttime < " + FROM + " OR starttime >= " + TO), "Unix times in the window");
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM " + hosts + " WHERE endtime < starttime"),
                "an end never before its start");
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM " + hosts + " WHERE STR_TO_DATE(page_touched, "
                + "'%Y%m%d%H%i%s') IS NULL OR STR_TO_DATE(page_touched, '%Y%m%d%H%i%s') NOT BETWEEN '2023-01-01' "
                + "AND '2025-01-01'"), "yyyyMMddHHmmss text in the window");
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM " + hosts + " WHERE NOT ip REGEXP "
                + "'^([0-9]{1,3}[.]){3}[0-9]{1,3}$' OR INET_ATON(ip) IS NULL"), "an IPv4 address");
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM " + hosts + " WHERE NOT port REGEXP '^[0-9]+$' "
                + "OR CAST(port AS UNSIGNED) NOT BETWEEN 1 AND 65535"), "a port as text");
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(d, "proxy")
                + " WHERE password LIKE '$2%' OR CHAR_LENGTH(password) <> 16"), "a plain secret, no hash");
        assertTrue(db.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(d, "proxy")) > 0);
    }
}
