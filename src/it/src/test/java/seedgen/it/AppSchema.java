package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Assumptions;

/**
 * An application's schema for one server family, read at test time from the package that ships it and never
 * committed: a jar on Maven Central (a test-scope dependency in src/it/pom.xml, read from the classpath), a Debian
 * package ({@link DebianPackage}: downloaded and unpacked, not installed), or a file of our own under
 * src/it/src/test/resources/schemas/.
 *
 * @param name         the schema's name in messages and in the databases made for it
 * @param dialect      the server family its scripts are written for, and how they are split into statements
 * @param source       where its scripts come from
 * @param scripts      the scripts that make it, in the order the application runs them (a {@code .gz} is gunzipped)
 * @param rowScripts   scripts of rows only, run after {@code scripts} when the shipped rows are wanted
 * @param foreignKeys  the foreign keys the server's catalog holds once the scripts ran
 * @param pairsAtLeast pairs of columns named as the start and the end of a span the fill must keep in order, at least
 * @param sequencesAtLeast sequences and AUTO_INCREMENT columns that must go on past the fill's keys, at least
 * @param inferredAtLeast references no foreign key declares that --from-db must infer and follow, at least
 */
record AppSchema(String name, SqlScript.Dialect dialect, Source source, List<String> scripts, List<String> rowScripts,
        int foreignKeys, int pairsAtLeast, int sequencesAtLeast, int inferredAtLeast) {

    AppSchema(String name, SqlScript.Dialect dialect, Source source, List<String> scripts, List<String> rowScripts,
            int foreignKeys, int pairsAtLeast, int sequencesAtLeast) {
        this(name, dialect, source, scripts, rowScripts, foreignKeys, pairsAtLeast, sequencesAtLeast, 0);
    }

    /** Where a schema's scripts come from, and why they cannot be read here (null when they can). */
    interface Source {
        String describe();

        String unavailable();

        InputStream open(String script) throws IOException;
    }

    /** A jar on the test classpath, checked to be the version named, so messages name what really ran. */
    record Jar(String group, String artifact, String version) implements Source {
        @Override
        public String describe() {
            return group + ":" + artifact + ":" + version + " (Maven Central)";
        }

        @Override
        public String unavailable() {
            return null;
        }

        @Override
        public InputStream open(String script) throws IOException {
            URL url = AppSchema.class.getResource("/" + script);
            assertTrue(url != null, () -> describe() + " holds no " + script + ": is it a test dependency?");
            assertTrue(url.toString().contains("/" + artifact + "-" + version + ".jar!"), () -> script + " read from "
                    + url + ", not from " + describe() + ": name the version the build uses");
            return url.openStream();
        }
    }

    /** A file of our own beside the tests. */
    record Ours() implements Source {
        @Override
        public String describe() {
            return "ours (src/it/src/test/resources)";
        }

        @Override
        public String unavailable() {
            return null;
        }

        @Override
        public InputStream open(String script) {
            return AppSchema.class.getResourceAsStream("/" + script);
        }
    }

    /**
     * A Debian package, as {@link DebianPackage} unpacks it; {@code upstream} is the version whose schema the counts
     * here were taken from (another version's schema is not the one they describe, so it is not read).
     */
    record Deb(String pkg, String upstream) implements Source {
        @Override
        public String describe() {
            DebianPackage p = DebianPackage.of(pkg);
            return "Debian's " + pkg + " " + (p.unavailable() == null ? p.version() : upstream);
        }

        @Override
        public String unavailable() {
            DebianPackage p = DebianPackage.of(pkg);
            if (p.unavailable() != null) {
                return p.unavailable();
            }
            return p.upstream().equals(upstream) ? null : pkg + " " + p.version() + " is not the " + upstream
                    + " whose schema these counts describe";
        }

        @Override
        public InputStream open(String script) throws IOException {
            return Files.newInputStream(DebianPackage.of(pkg).root().resolve(script));
        }
    }

    /** Several Debian packages one application's scripts come from (a library's tables beside the application's). */
    record Debs(List<Deb> packages) implements Source {
        @Override
        public String describe() {
            return String.join(" and ", packages.stream().map(Deb::describe).toList());
        }

        @Override
        public String unavailable() {
            return packages.stream().map(Deb::unavailable).filter(java.util.Objects::nonNull).findFirst()
                    .orElse(null);
        }

        @Override
        public InputStream open(String script) throws IOException {
            for (Deb d : packages) {
                if (Files.exists(DebianPackage.of(d.pkg()).root().resolve(script))) {
                    return d.open(script);
                }
            }
            throw new IOException("no package of " + describe() + " holds " + script);
        }
    }

    private static final SqlScript.Dialect MYSQL = SqlScript.Dialect.MYSQL;
    private static final SqlScript.Dialect PG = SqlScript.Dialect.POSTGRESQL;
    private static final Jar QUARTZ = new Jar("org.quartz-scheduler", "quartz", "2.5.2");
    private static final Jar SPRING_BATCH = new Jar("org.springframework.batch", "spring-batch-core", "6.0.6");
    private static final Jar CAMUNDA = new Jar("org.camunda.bpm", "camunda-engine", "7.24.0");
    private static final String CAMUNDA_DIR = "org/camunda/bpm/engine/db/create/activiti.";
    private static final String QUARTZ_DIR = "org/quartz/impl/jdbcjobstore/";
    private static final String BATCH_DIR = "org/springframework/batch/core/";
    /** Debian 12's zabbix-server-mysql and -pgsql are 1:6.0.14+dfsg-1+b1. */
    private static final String ZABBIX = "6.0.14+dfsg";
    private static final String ZABBIX_MYSQL = "usr/share/zabbix-server-mysql/";
    private static final String ZABBIX_PG = "usr/share/zabbix-server-pgsql/";
    /** Debian 12's roundcube-core is 1.6.5+dfsg-1+deb12u13; a security update keeps the upstream 1.6.5. */
    private static final Deb ROUNDCUBE = new Deb("roundcube-core", "1.6.5+dfsg");
    /** Debian 12's icinga2-ido-mysql and -pgsql are 2.13.6-2+deb12u2: the IDO schema declares no foreign key. */
    private static final String ICINGA = "2.13.6";
    private static final String ICINGA_DIR = "usr/share/dbconfig-common/data/icinga2-ido-";
    /**
     * Debian 12's pdns-backend-pgsql is 4.7.3-2: PowerDNS's schema, four of its tables holding their names lowercase
     * by {@code CHECK (((name)::TEXT = LOWER((name)::TEXT)))}.
     */
    private static final String PDNS = "4.7.3";
    private static final String PDNS_DIR = "usr/share/pdns-backend-pgsql/schema/";
    /**
     * Debian 12's ledgersmb is 1.6.33+ds-2.1: an accounting application's 164 tables, with children by INHERITS,
     * CHECKs over several columns, keys made only of references, references to unique columns that are not the key,
     * triggers that write a row of another table for each row, and its menu and defaults as COPY FROM stdin.
     */
    private static final String LEDGERSMB = "1.6.33+ds";
    private static final String LEDGERSMB_DIR = "usr/share/ledgersmb/sql/";
    /**
     * Debian 12's davical is 1.1.12-2 and libawl-php, whose tables it builds on, 0.64-1: a CalDAV server's 34 tables,
     * loaded in the order its create-database.sh and update-davical-database run them, with a CHECK that calls a
     * function of the schema (NOT real_path_exists(dav_name)), keys of two references and triggers.
     */
    private static final String DAVICAL = "1.1.12";
    private static final String DAVICAL_DIR = "usr/share/davical/dba/";
    private static final String AWL = "0.64";
    private static final String AWL_DIR = "usr/share/awl/dba/";
    /** The order Camunda's engine runs its create scripts in: the engine's tables first, the rest refer to them. */
    private static final List<String> CAMUNDA_PARTS = List.of("engine", "history", "identity", "case.engine",
            "case.history", "decision.engine", "decision.history");

    /**
     * The registry schemas AppSchemasIT fills. From Maven Central: Quartz's job store (11 tables, foreign keys of three
     * columns to a key of three), Spring Batch's job repository (9 tables on MySQL, three of them tables used as
     * sequences; 6 and 3 sequences on PostgreSQL) and Camunda 7's process engine (49 tables: runtime, history,
     * identity, case and decision tables, text keys throughout, 42 foreign keys). From Debian 12: Zabbix 6.0's server
     * (173 tables, 226 foreign keys, self-references, triggers) and Roundcube's webmail (17 tables, 14 foreign keys,
     * AUTO_INCREMENT keys on MySQL and sequences a DEFAULT names by text on PostgreSQL) and Icinga 2's IDO database
     * (61 tables that refer to each other by name only: not one foreign key is declared). All but Quartz's ship rows of
     * their own: Zabbix's thousands (users, media types, templates, images), Camunda's properties and schema log,
     * Roundcube's and Icinga's schema version, Spring Batch's sequence rows on MySQL. Also from Debian 12, on PostgreSQL:
     * PowerDNS's schema (its lowercase-name CHECKs), DAViCal's (34 tables beside its library's) and LedgerSMB's (164 tables, 251 foreign keys, INHERITS, triggers
     * that write other tables, CHECKs over several columns, its menu and settings shipped as COPY data).
     */
    static final List<AppSchema> REGISTRY = List.of(
            new AppSchema("quartz-mysql", MYSQL, QUARTZ, List.of(QUARTZ_DIR + "tables_mysql_innodb.sql"), List.of(),
                    5, 0, 0),
            new AppSchema("quartz-pg", PG, QUARTZ, List.of(QUARTZ_DIR + "tables_postgres.sql"), List.of(), 5, 0, 0),
            new AppSchema("spring-batch-mysql", MYSQL, SPRING_BATCH, List.of(BATCH_DIR + "schema-mysql.sql"),
                    List.of(), 5, 2, 0),
            new AppSchema("spring-batch-pg", PG, SPRING_BATCH, List.of(BATCH_DIR + "schema-postgresql.sql"),
                    List.of(), 5, 2, 0),
            new AppSchema("camunda-mysql", MYSQL, CAMUNDA, camunda("mysql"), List.of(), 42, 4, 0),
            new AppSchema("camunda-pg", PG, CAMUNDA, camunda("postgres"), List.of(), 42, 4, 0),
            new AppSchema("zabbix-mysql", MYSQL, new Deb("zabbix-server-mysql", ZABBIX), List.of(ZABBIX_MYSQL
                    + "schema.sql.gz"), List.of(ZABBIX_MYSQL + "images.sql.gz", ZABBIX_MYSQL + "data.sql.gz"), 226, 2,
                    3),
            new AppSchema("zabbix-pg", PG, new Deb("zabbix-server-pgsql", ZABBIX), List.of(ZABBIX_PG + "schema.sql.gz"),
                    List.of(ZABBIX_PG + "images.sql.gz", ZABBIX_PG + "data.sql.gz"), 226, 2, 3),
            new AppSchema("roundcube-mysql", MYSQL, ROUNDCUBE, List.of("usr/share/roundcube/SQL/mysql.initial.sql"),
                    List.of(), 14, 0, 9),
            new AppSchema("roundcube-pg", PG, ROUNDCUBE, List.of("usr/share/roundcube/SQL/postgres.initial.sql"),
                    List.of(), 14, 0, 8),
            new AppSchema("icinga-mysql", MYSQL, new Deb("icinga2-ido-mysql", ICINGA), List.of(ICINGA_DIR
                    + "mysql/install/mysql"), List.of(), 0, 2, 60, 80),
            new AppSchema("pdns-pg", PG, new Deb("pdns-backend-pgsql", PDNS), List.of(PDNS_DIR + "schema.pgsql.sql"),
                    List.of(), 4, 0, 0),
            new AppSchema("ledgersmb-pg", PG, new Deb("ledgersmb", LEDGERSMB), List.of(LEDGERSMB_DIR
                    + "Pg-database.sql"), List.of(), 251, 0, 0),
            new AppSchema("davical-pg", PG, new Debs(List.of(new Deb("libawl-php", AWL), new Deb("davical",
                    DAVICAL))), List.of(AWL_DIR + "awl-tables.sql", AWL_DIR + "schema-management.sql", DAVICAL_DIR
                    + "davical.sql", DAVICAL_DIR + "supported_locales.sql", DAVICAL_DIR + "views/dav_principal.sql",
                    DAVICAL_DIR + "caldav_functions.sql", DAVICAL_DIR + "rrule_functions.sql"),
                    List.of(DAVICAL_DIR + "base-data.sql"), 43, 0, 0),
            new AppSchema("icinga-pg", PG, new Deb("icinga2-ido-pgsql", ICINGA), List.of(ICINGA_DIR
                    + "pgsql/install/pgsql"), List.of(), 0, 2, 60, 80));

    /** Hyphens, a leading digit, spaces, mixed case, reserved words and non-ASCII letters in names: ours. */
    static final AppSchema ODD_NAMES_MYSQL = new AppSchema("odd-names-mysql", MYSQL, new Ours(), List.of(
            "schemas/odd-names-mysql.sql"), List.of(), 3, 0, 0);
    static final AppSchema ODD_NAMES_PG = new AppSchema("odd-names-pg", PG, new Ours(), List.of(
            "schemas/odd-names-pg.sql"), List.of(), 3, 0, 0);

    private static List<String> camunda(String server) {
        return CAMUNDA_PARTS.stream().map(p -> CAMUNDA_DIR + server + ".create." + p + ".sql").toList();
    }

    boolean postgresql() {
        return dialect == PG;
    }

    /** Skips the test (a JUnit assumption, one line saying why) when the package cannot be had here. */
    void assumeAvailable() {
        String why = source.unavailable();
        if (why != null && (source instanceof Deb || source instanceof Debs)
                && System.getenv(DebianPackage.REQUIRE) != null) {
            throw new AssertionError(DebianPackage.REQUIRE + " is set, but " + name + " cannot be read: " + why);
        }
        Assumptions.assumeTrue(why == null, () -> name + " skipped: " + why);
    }

    /**
     * The statements that make the schema, in order; with {@code withRows} the rows it ships too (its scripts' own
     * INSERTs where they stand, then its row scripts), without them the tables are left empty for a fill.
     */
    List<SqlScript.Statement> statements(boolean withRows) throws IOException {
        List<SqlScript.Statement> out = new ArrayList<>();
        for (String script : scripts) {
            for (SqlScript.Statement s : SqlScript.split(read(script), dialect)) {
                if (withRows || !s.rows()) {
                    out.add(s);
                }
            }
        }
        if (withRows) {
            for (String script : rowScripts) {
                out.addAll(SqlScript.split(read(script), dialect));
            }
        }
        return out;
    }

    private String read(String script) throws IOException {
        try (InputStream raw = source.open(script);
                InputStream in = script.endsWith(".gz") ? new GZIPInputStream(raw) : raw) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** Where a script's text is described in a message. */
    String origin() {
        return name + " (" + source.describe() + ": " + String.join(", ", scripts) + ")";
    }

    @Override
    public String toString() {
        return name;
    }
}
