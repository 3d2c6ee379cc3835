package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code gen: pattern} against the servers' own judges: a table whose CHECKs hold text to patterns of every kind
 * (PostgreSQL's ~, ~*, !~, LIKE, ILIKE, NOT LIKE and SIMILAR TO; MariaDB's REGEXP, NOT REGEXP, LIKE and NOT LIKE),
 * among them the forms MusicBrainz's schema checks (ISRC, ISWC, ISNI, IPI, an OAuth token), is filled from a spec
 * that gives each column the same patterns. The table is made first, so the server enforces every CHECK on every row
 * written: the run exits 0 with every row there only if each value passed. The unique columns' UNIQUE constraints
 * hold and their values are distinct (on MariaDB under its case-insensitive default collation, where the token's
 * mixed case could have collided).
 */
class PatternChecksIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(PatternChecksIT.class);

    @RegisterExtension
    static final SharedPg pg = new SharedPg();

    @TempDir
    Path dir;

    private static final int ROWS = 3000;

    /** The MusicBrainz forms and the others, as one spec: YAML's single quotes keep each backslash as written. */
    private static String spec(String moreColumns) {
        return """
                seedgen: 1
                tables:
                  recordings:
                    rows: %d
                    columns:
                      id: {gen: sequence}
                      isrc: {gen: pattern, regex: '^[A-Z]{2}[A-Z0-9]{3}[0-9]{7}$', unique: true, type: 'varchar(12)'}
                      iswc: {gen: pattern, regex: '^T-?\\d{3}.?\\d{3}.?\\d{3}[-.]?\\d$', type: 'varchar(15)'}
                      isni: {gen: pattern, regex: '^\\d{15}[\\dX]$', type: 'varchar(16)'}
                      ipi: {gen: pattern, regex: '^\\d{11}$', type: 'varchar(11)'}
                      token: {gen: pattern, regex: '^[A-Za-z0-9.~_-]{43,128}$', unique: true, type: 'varchar(128)'}
                      slug: {gen: pattern, regex: '^[a-z0-9]+(-[a-z0-9]+)*$', unique: true, type: 'varchar(40)'}
                """.formatted(ROWS) + moreColumns;
    }

    @Test
    void postgresqlAcceptsEveryRow() throws Exception {
        String database = pg.server.database("pattern");
        try (Connection c = pg.server.connect(database); Statement st = c.createStatement()) {
            st.execute("CREATE SCHEMA app AUTHORIZATION " + PgTestServer.IT_USER);
            st.execute("SET ROLE " + PgTestServer.IT_USER);
            st.execute("SET search_path = app");
            st.execute("""
                    CREATE TABLE recordings (
                      id bigint PRIMARY KEY,
                      isrc varchar(12) NOT NULL UNIQUE CHECK (isrc ~ '^[A-Z]{2}[A-Z0-9]{3}[0-9]{7}$'),
                      iswc varchar(15) NOT NULL CHECK (iswc ~ '^T-?\\d{3}.?\\d{3}.?\\d{3}[-.]?\\d$'),
                      isni varchar(16) NOT NULL CHECK (isni ~ '^\\d{15}[\\dX]$'),
                      ipi varchar(11) NOT NULL CHECK (ipi ~ '^\\d{11}$'),
                      token varchar(128) NOT NULL UNIQUE CHECK (token ~ '^[A-Za-z0-9.~_-]{43,128}$'),
                      slug varchar(40) NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
                      tag text NOT NULL CHECK (tag ~* '^[a-z]+$'),
                      free text NOT NULL CHECK (free !~ '[0-9]'),
                      code varchar(20) NOT NULL CHECK (code LIKE 'AB\\_%' AND code NOT LIKE '%z'),
                      name text NOT NULL CHECK (name ILIKE 'n%'),
                      part text NOT NULL CHECK (part SIMILAR TO '(x|y)[0-9]{2}%')
                    )""");
        }
        Path spec = dir.resolve("pattern.yaml");
        Files.writeString(spec, spec("""
                      tag: {gen: pattern, regex: '^[a-z]+$', ignore_case: true, type: text}
                      free: {gen: pattern, not_regex: '[0-9]', type: text}
                      code: {gen: pattern, like: 'AB\\_%', not_like: '%z', type: 'varchar(20)'}
                      name: {gen: pattern, like: 'n%', ignore_case: true, type: text}
                      part: {gen: pattern, similar: '(x|y)[0-9]{2}%', type: text}
                """));
        CliRun.of(Map.of("SEEDGEN_PASSWORD", PgTestServer.IT_PASSWORD), dir, "--spec", spec.toString(), "--schema",
                "app", "--url", pg.server.url(database), "--user", PgTestServer.IT_USER).assertExit(0);
        try (Connection c = pg.server.connect(database)) {
            assertEquals(ROWS, count(c, "SELECT COUNT(*) FROM app.recordings"));
            // the server judged each row as it was written; asked again, all of them pass
            assertEquals(ROWS, count(c, "SELECT COUNT(*) FROM app.recordings WHERE isrc ~ '^[A-Z]{2}[A-Z0-9]{3}[0-9]{7}$'"
                    + " AND iswc ~ '^T-?\\d{3}.?\\d{3}.?\\d{3}[-.]?\\d$' AND tag ~* '^[a-z]+$' AND code LIKE 'AB\\_%' "
                    + "AND part SIMILAR TO '(x|y)[0-9]{2}%'"));
            for (String unique : new String[] {"isrc", "token", "slug"}) {
                assertEquals(ROWS, count(c, "SELECT COUNT(DISTINCT " + unique + ") FROM app.recordings"), unique);
            }
            // ~* and ILIKE: the values take both cases, as the checks allow
            long lower = count(c, "SELECT COUNT(*) FROM app.recordings WHERE tag = lower(tag)");
            assertTrue(lower > 0 && lower < ROWS, lower + " of " + ROWS + " tags all lowercase");
        }
    }

    @Test
    void mariadbAcceptsEveryRow() throws Exception {
        String database = db.name("pattern");
        // MariaDB reads a backslash in a string literal as an escape: the patterns' backslashes are doubled here
        db.execute("CREATE DATABASE " + Sql.quote(database), """
                CREATE TABLE %s (
                  id BIGINT PRIMARY KEY,
                  isrc VARCHAR(12) NOT NULL UNIQUE CHECK (isrc REGEXP '^[A-Z]{2}[A-Z0-9]{3}[0-9]{7}$'),
                  iswc VARCHAR(15) NOT NULL CHECK (iswc REGEXP '^T-?\\\\d{3}.?\\\\d{3}.?\\\\d{3}[-.]?\\\\d$'),
                  isni VARCHAR(16) NOT NULL CHECK (isni REGEXP '^\\\\d{15}[\\\\dX]$'),
                  ipi VARCHAR(11) NOT NULL CHECK (ipi REGEXP '^\\\\d{11}$'),
                  token VARCHAR(128) NOT NULL UNIQUE CHECK (token REGEXP '^[A-Za-z0-9.~_-]{43,128}$'),
                  slug VARCHAR(40) NOT NULL UNIQUE CHECK (slug REGEXP '^[a-z0-9]+(-[a-z0-9]+)*$'),
                  tag VARCHAR(64) NOT NULL CHECK (tag REGEXP '^[a-z]+$'),
                  free VARCHAR(64) NOT NULL CHECK (free NOT REGEXP '[a-f0-9]'),
                  code VARCHAR(20) NOT NULL CHECK (code LIKE 'AB\\\\_%%' AND code NOT LIKE '%%z'),
                  name VARCHAR(64) NOT NULL CHECK (name LIKE 'n%%')
                )""".formatted(ItDatabase.table(database, "recordings")));
        Path spec = dir.resolve("pattern.yaml");
        // the default collation ignores case, in REGEXP and LIKE alike: so do the columns' patterns here
        Files.writeString(spec, spec("""
                      tag: {gen: pattern, regex: '^[a-z]+$', ignore_case: true, type: 'varchar(64)'}
                      free: {gen: pattern, not_regex: '[a-f0-9]', ignore_case: true, type: 'varchar(64)'}
                      code: {gen: pattern, like: 'AB\\_%', not_like: '%z', ignore_case: true, type: 'varchar(20)'}
                      name: {gen: pattern, like: 'n%', ignore_case: true, type: 'varchar(64)'}
                """));
        db.seedgen(dir, database, "--spec", spec.toString()).assertExit(0);
        String table = ItDatabase.table(database, "recordings");
        assertEquals(ROWS, db.queryLong("SELECT COUNT(*) FROM " + table));
        assertEquals(ROWS, db.queryLong("SELECT COUNT(*) FROM " + table + " WHERE isrc REGEXP "
                + "'^[A-Z]{2}[A-Z0-9]{3}[0-9]{7}$' AND isni REGEXP '^\\\\d{15}[\\\\dX]$' AND code LIKE 'AB\\\\_%' "
                + "AND free NOT REGEXP '[a-f0-9]'"));
        for (String unique : new String[] {"isrc", "token", "slug"}) {
            assertEquals(ROWS, db.queryLong("SELECT COUNT(DISTINCT " + unique + ") FROM " + table), unique);
            // distinct the way a case-sensitive reading sees them too
            assertEquals(ROWS, db.queryLong("SELECT COUNT(DISTINCT BINARY " + unique + ") FROM " + table), unique);
        }
    }

    private static long count(Connection c, String sql) throws Exception {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
