package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Real applications' schemas, read at test time from the packages that ship them and never committed ({@link
 * AppSchema#REGISTRY}: Quartz 2.5.2, Spring Batch 6.0.6 and Camunda 7.24.0 from Maven Central; Zabbix 6.0.14,
 * Roundcube 1.6.5 and Icinga 2.13.6 from Debian 12's packages, skipped with a line saying why where apt-get cannot
 * fetch them), each on MariaDB, MySQL 8 and PostgreSQL, made with the rows its scripts ship and filled by {@code
 * seedgen --from-db --rows 500} with nothing but the target. For each: exit 0; the shipped rows unchanged and the
 * tables holding them said kept; every other table has rows or the summary names it as left out with why; not one
 * row breaks a foreign key the catalog holds (counted here, partitions' own keys included, as many as the schema
 * declares) or a reference the printed spec says it inferred; every sequence and AUTO_INCREMENT of a table filled
 * past the largest key; no pair of columns named as a start and an end out of order; integer status and type
 * columns a handful of codes; on the local MariaDB and on PostgreSQL, the same rows with one thread in a second copy
 * and the fill learned and filled again (on MySQL 8 the fill and its checks only).
 */
class AppSchemasIT {

    /** The least share of an application's tables a fill must give rows (the rest named, with why). */
    private static final double MOST_LEFT_OUT = 0.25;
    /**
     * Zabbix's 173 tables take minutes a cycle: its whole cycle (one thread again, learned and filled again) runs on
     * PostgreSQL only, and its MySQL file is filled and checked once on MariaDB and on MySQL 8.
     */
    private static final String FILLED_ONCE = "zabbix-mysql";
    /**
     * LedgerSMB's 164 tables with their triggers tried on the server take a minute a fill: filled and checked once,
     * not again with one thread nor learned.
     */
    private static final java.util.Set<String> PG_FILLED_ONCE = java.util.Set.of("ledgersmb-pg");
    /**
     * The schemas no table of which may be left out (issue 48): keys made of references only, several unique keys at
     * once, CHECKs of every form (lower(name::text), sums, NaN, lengths, lists), INHERITS, references to a unique
     * column, triggers that write other tables' rows.
     */
    static final java.util.Set<String> WHOLE = java.util.Set.of("quartz-mysql", "quartz-pg", "spring-batch-mysql",
            "spring-batch-pg", "camunda-mysql", "camunda-pg", "pdns-pg", "davical-pg", "ledgersmb-pg");

    private static MySql8Server mysql8;

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(AppSchemasIT.class);

    @RegisterExtension
    static final SharedPg pg = new SharedPg();

    @TempDir
    Path dir;

    /** One server the schemas go to: how to run seedgen against a database there, and how to query it. */
    interface Server {
        CliRun seedgen(String database, String... args);

        Connection connect(String database) throws SQLException;

        /** A server of the MySQL family unless it says so. */
        default boolean postgresql() {
            return false;
        }

        /** A new empty database on this server, named after the application's {@code name}, for a second fill. */
        String another(String name) throws Exception;

        /**
         * Whether the fill here is held to {@link AppValues}' rules: on the tests' MariaDB and PostgreSQL, whose
         * counts the rules file states (MySQL 8 shows types its own way, TINYINT without its width).
         */
        default boolean valueRules() {
            return true;
        }
    }

    static List<AppSchema> mySqlSchemas() {
        return AppSchema.REGISTRY.stream().filter(a -> !a.postgresql()).toList();
    }

    static List<AppSchema> postgresqlSchemas() {
        return AppSchema.REGISTRY.stream().filter(AppSchema::postgresql).toList();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("mySqlSchemas")
    void mySqlApplicationFillsWholeOnTheLocalServer(AppSchema app) throws Exception {
        app.assumeAvailable();
        Server local = localServer();
        String database = db.name(app.name().replace('-', '_'));
        db.execute("CREATE DATABASE " + Sql.quote(database));
        load(local, database, app);
        boolean whole = !app.name().equals(FILLED_ONCE);
        fillAndCheck(local, database, app, whole, whole);
    }

    /** The tests' MariaDB (or SEEDGEN_TEST_JDBC_URL's server), seedgen as the tests' user. */
    private Server localServer() {
        return new Server() {
            @Override
            public CliRun seedgen(String database, String... args) {
                return db.seedgen(dir, database, args);
            }

            @Override
            public Connection connect(String database) throws SQLException {
                Connection c = db.admin();
                c.setCatalog(database);
                return c;
            }

            @Override
            public String another(String name) throws Exception {
                String database = db.name(name + "_again");
                db.execute("CREATE DATABASE " + Sql.quote(database));
                return database;
            }
        };
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("mySqlSchemas")
    void mySqlApplicationFillsWholeOnMySql8(AppSchema app) throws Exception {
        assumeTrue(MySql8Server.unsupportedReason() == null, MySql8Server::unsupportedReason);
        app.assumeAvailable();
        MySql8Server mysql = mysql8();
        Server my8 = new Server() {
            @Override
            public CliRun seedgen(String database, String... args) {
                List<String> all = new ArrayList<>(List.of(args));
                all.addAll(List.of("--host", mysql.host(), "--port", Integer.toString(mysql.port()), "--user",
                        "root", "--database", database));
                return CliRun.of(Map.of("SEEDGEN_PASSWORD", ""), dir, all.toArray(String[]::new));
            }

            @Override
            public Connection connect(String database) throws SQLException {
                Connection c = mysql.admin();
                c.setCatalog(database);
                try (Statement st = c.createStatement()) {
                    st.execute("SET SESSION information_schema_stats_expiry = 0"); // AUTO_INCREMENT as it is now
                }
                return c;
            }

            @Override
            public String another(String name) throws Exception {
                mysql.execute("CREATE DATABASE " + Sql.quote(name + "_again"));
                return name + "_again";
            }

            @Override
            public boolean valueRules() {
                return false;
            }
        };
        String database = app.name().replace('-', '_');
        mysql.execute("CREATE DATABASE " + Sql.quote(database));
        load(my8, database, app);
        // filled and checked once: the second copy with one thread and the learned fill are the MySQL family's on the
        // local server (mySqlApplicationFillsWholeOnTheLocalServer), whose reading of a schema MySQL 8 shares but for
        // the catalog, which this fill reads
        fillAndCheck(my8, database, app, false, false);
    }

    /** This class's MySQL 8, started by the first test that needs it and stopped after the last. */
    private static synchronized MySql8Server mysql8() throws Exception {
        if (mysql8 == null) {
            mysql8 = MySql8Server.start(ItPaths.target("mysql8-apps"));
        }
        return mysql8;
    }

    @AfterAll
    static void stopMySql8() {
        if (mysql8 != null) {
            mysql8.close();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("postgresqlSchemas")
    void postgresqlApplicationFillsWhole(AppSchema app) throws Exception {
        app.assumeAvailable();
        Server server = postgresql();
        pg.server.admin("GRANT SET ON PARAMETER session_replication_role TO " + PgTestServer.IT_USER);
        try {
            String database = pg.server.database(app.name().replace('-', '_'));
            load(server, database, app);
            boolean cycle = !PG_FILLED_ONCE.contains(app.name());
            fillAndCheck(server, database, app, cycle, cycle); // every file a second time with one thread
        } finally {
            pg.server.admin("REVOKE SET ON PARAMETER session_replication_role FROM " + PgTestServer.IT_USER);
        }
    }

    /** The tests' PostgreSQL, seedgen as the tests' user (who owns each database made for a schema). */
    private Server postgresql() {
        return new Server() {
            @Override
            public CliRun seedgen(String database, String... args) {
                List<String> all = new ArrayList<>(List.of(args));
                all.addAll(List.of("--url", pg.server.url(database), "--user", PgTestServer.IT_USER));
                return CliRun.of(Map.of("SEEDGEN_PASSWORD", PgTestServer.IT_PASSWORD), dir,
                        all.toArray(String[]::new));
            }

            @Override
            public Connection connect(String database) throws SQLException {
                return pg.server.connect(database);
            }

            @Override
            public boolean postgresql() {
                return true;
            }

            @Override
            public String another(String name) throws SQLException {
                return pg.server.database(name + "_again");
            }
        };
    }

    /**
     * Hyphens, a leading digit, spaces, mixed case, reserved words and non-ASCII letters in tables, columns and keys
     * (odd-names-*.sql): quoted in the printed spec and in every statement, filled, every key holding.
     */
    @Test
    void anyNameTheServerHoldsIsFilled() throws Exception {
        String database = db.name("odd");
        db.execute("CREATE DATABASE " + Sql.quote(database));
        Server local = localServer();
        load(local, database, AppSchema.ODD_NAMES_MYSQL);
        CliRun spec = local.seedgen(database, "spec", "--from-db", "--rows", "300").assertExit(0);
        assertTrue(spec.out().contains("  \"order-items\":\n") && spec.out().contains("      \"user name\": {")
                && spec.out().contains("  \"2fa codes\":\n"), spec::describe);
        fillAndCheck(local, database, AppSchema.ODD_NAMES_MYSQL, false, true);
        pg.server.admin("GRANT SET ON PARAMETER session_replication_role TO " + PgTestServer.IT_USER);
        try {
            String pgDatabase = pg.server.database("odd_names");
            load(postgresql(), pgDatabase, AppSchema.ODD_NAMES_PG);
            fillAndCheck(postgresql(), pgDatabase, AppSchema.ODD_NAMES_PG, false, true);
        } finally {
            pg.server.admin("REVOKE SET ON PARAMETER session_replication_role FROM " + PgTestServer.IT_USER);
        }
    }

    /** How many of a script's row statements go to the server in one batch. */
    private static final int ROWS_A_BATCH = 500;

    /**
     * The application's schema as it ships, with the rows its scripts write, run in order on one connection in
     * {@code database} (on PostgreSQL as the database's owner); runs of row statements go in batches.
     */
    private static void load(Server server, String database, AppSchema app) throws Exception {
        List<SqlScript.Statement> statements = app.statements(true);
        try (Connection c = server.connect(database); Statement st = c.createStatement()) {
            if (server.postgresql()) {
                st.execute("SET ROLE " + PgTestServer.IT_USER);
            }
            List<SqlScript.Statement> batch = new ArrayList<>();
            for (SqlScript.Statement statement : statements) {
                if (statement.copyData() != null) { // psql's COPY FROM stdin: its lines by the COPY protocol
                    flush(st, batch, app);
                    try {
                        c.unwrap(org.postgresql.PGConnection.class).getCopyAPI().copyIn(statement.sql(),
                                new java.io.StringReader(statement.copyData()));
                    } catch (SQLException e) {
                        throw new AssertionError(app.origin() + ": the server refused a statement of the schema: "
                                + e.getMessage() + "\n" + statement.sql(), e);
                    }
                    continue;
                }
                if (statement.rows()) {
                    batch.add(statement);
                    if (batch.size() == ROWS_A_BATCH) {
                        flush(st, batch, app);
                    }
                    continue;
                }
                flush(st, batch, app);
                try {
                    st.execute(statement.sql()); // DDL, or a SELECT of a function that writes the version row
                } catch (SQLException e) {
                    throw new AssertionError(app.origin() + ": the server refused a statement of the schema: "
                            + e.getMessage() + "\n" + statement.sql(), e);
                }
            }
            flush(st, batch, app);
        }
    }

    /** Runs the statements as one batch and empties the list; a refusal names the first. */
    private static void flush(Statement st, List<SqlScript.Statement> statements, AppSchema app) {
        if (statements.isEmpty()) {
            return;
        }
        try {
            for (SqlScript.Statement s : statements) {
                st.addBatch(s.sql());
            }
            st.executeBatch();
        } catch (SQLException e) {
            throw new AssertionError(app.origin() + ": the server refused a statement of the schema: "
                    + e.getMessage() + "\n" + statements.get(0).sql(), e);
        }
        statements.clear();
    }

    /**
     * The fill and its checks; {@code again} the same fill with one thread into a second database made the same way,
     * {@code learn} learned and filled again.
     */
    private void fillAndCheck(Server server, String database, AppSchema app, boolean again, boolean learn)
            throws Exception {
        Map<String, String> shipped = new LinkedHashMap<>();
        for (String t : tables(server, database)) {
            if (count(server, database, t) > 0) {
                shipped.put(t, hash(server, database, t));
            }
        }
        // the spec of the fill that follows, for the references it infers
        List<String[]> inferred = inferred(server.seedgen(database, "spec", "--from-db", "--rows", "500")
                .assertExit(0).out());
        assertTrue(inferred.size() >= app.inferredAtLeast(), () -> app + ": " + inferred.size() + " references "
                + "inferred, " + app.inferredAtLeast() + " expected");
        CliRun run = server.seedgen(database, "--from-db", "--rows", "500").assertExit(0);
        List<String> tables = tables(server, database);
        for (Map.Entry<String, String> t : shipped.entrySet()) {
            String numbered = counted(t.getKey(), tables, shipped.keySet());
            if (numbered != null) {
                // a table the application keeps as the counter of another's key (Spring Batch's BATCH_JOB_SEQ on
                // MySQL): moved past the keys the fill wrote, so the application's next row takes a new one
                String key = column(server, database, "SELECT COLUMN_NAME FROM information_schema.KEY_COLUMN_USAGE "
                        + "WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = '" + numbered + "' AND CONSTRAINT_NAME = "
                        + "'PRIMARY'").get(0);
                long counter = number(server, database, "SELECT MAX(ID) FROM " + quote(server, t.getKey()));
                long largest = number(server, database, "SELECT COALESCE(MAX(" + quote(server, key) + "), 0) FROM "
                        + quote(server, numbered));
                assertTrue(counter >= largest, () -> app + ": " + t.getKey() + " counts to " + counter + ", but "
                        + numbered + " holds " + largest + "\n" + run.describe());
                assertTrue(run.out().contains("  kept           " + t.getKey() + ": "), () -> app + ": " + t.getKey()
                        + " holds the application's rows and the summary does not say it was kept\n" + run.describe());
                continue;
            }
            assertEquals(t.getValue(), hash(server, database, t.getKey()), () -> app + ": " + t.getKey() + "'s rows, "
                    + "as the application shipped them, changed\n" + run.describe());
            assertTrue(run.out().contains("  kept           " + t.getKey() + ": "), () -> app + ": " + t.getKey()
                    + " holds the application's rows and the summary does not say it was kept\n" + run.describe());
        }
        List<String> leftOut = new ArrayList<>();
        for (String t : tables) {
            if (count(server, database, t) == 0) {
                assertTrue(run.out().contains("  left out       " + t + ": "), () -> app + ": " + t + " has no rows "
                        + "and the summary does not say why\n" + run.describe());
                leftOut.add(t);
            }
        }
        assertTrue(leftOut.size() <= tables.size() * MOST_LEFT_OUT, () -> app + ": " + leftOut.size() + " of "
                + tables.size() + " tables left out: " + leftOut);
        assertTrue(!WHOLE.contains(app.name()) || leftOut.isEmpty(), () -> app + ": no table may be left out, and "
                + leftOut + " were\n" + run.describe());
        Map<String, Long> orphans = orphans(server, database);
        assertEquals(app.foreignKeys(), orphans.size(), app.origin() + ": the foreign keys the schema declares");
        orphans.forEach((fk, n) -> assertEquals(0, n, () -> app + ": " + fk + " has orphans\n" + run.describe()));
        for (String[] ref : inferred) {
            long n = number(server, database, "SELECT COUNT(*) FROM " + quote(server, ref[0]) + " c LEFT JOIN "
                    + quote(server, ref[2]) + " p ON p." + quote(server, ref[3]) + " = c." + quote(server, ref[1])
                    + " WHERE c." + quote(server, ref[1]) + " IS NOT NULL AND p." + quote(server, ref[3]) + " IS NULL");
            assertEquals(0, n, () -> app + ": " + String.join(".", ref[0], ref[1]) + ", inferred to refer to "
                    + String.join(".", ref[2], ref[3]) + ", has orphans\n" + run.describe());
        }
        Matcher checked = CHECKED.matcher(run.out());
        int references = orphans.size() + inferred.size();
        assertTrue(references == 0 || checked.find() && Integer.parseInt(checked.group(1)) >= references,
                () -> app + ": " + references + " keys declared and inferred, each checked\n" + run.describe());
        int sequences = sequencesGoOn(server, database, app, shipped.keySet());
        assertTrue(sequences >= app.sequencesAtLeast(), () -> app.origin() + ": " + sequences + " sequences and "
                + "AUTO_INCREMENT columns checked, " + app.sequencesAtLeast() + " expected");
        int pairs = pairsInOrder(server, database, app);
        assertTrue(pairs >= app.pairsAtLeast(), () -> app.origin() + ": " + pairs + " pairs of a start and an end "
                + "checked, " + app.pairsAtLeast() + " expected");
        codesWithinTheirSet(server, database, app, shipped.keySet());
        if (server.valueRules()) {
            valuesTheApplicationAccepts(server, database, app, run);
        }
        if (again) {
            String second = server.another(app.name().replace('-', '_'));
            load(server, second, app);
            server.seedgen(second, "--from-db", "--rows", "500", "--threads", "1").assertExit(0);
            for (String t : tables) {
                if (!shipped.containsKey(t)) { // shipped rows may hold the moment they were loaded
                    assertEquals(hash(server, database, t), hash(server, second, t), app + ": " + t + " the same "
                            + "with one thread");
                }
            }
        }
        if (learn) {
            learnAndFillAgain(server, database, app, tables, leftOut);
        }
    }

    /**
     * The table a shipped table named {@code T_SEQ} counts the keys of, where T is a table the fill wrote (not one
     * shipped); else null.
     */
    private static String counted(String table, List<String> tables, java.util.Set<String> shipped) {
        if (!table.toLowerCase(Locale.ROOT).endsWith("_seq")) {
            return null;
        }
        String stem = table.substring(0, table.length() - 4);
        return tables.stream().filter(t -> t.equalsIgnoreCase(stem) && !shipped.contains(t)).findFirst().orElse(null);
    }

    private static final Pattern TABLE_LINE = Pattern.compile("^  (\\S[^#]*):$");
    private static final Pattern INFERRED = Pattern.compile(
            "^ +# (.+): refers to ([^ ]+)\\.([^ .,]+), inferred \\(no foreign key declares it\\)");

    /** The references a printed spec says it inferred: table, column, referred table, referred column. */
    private static List<String[]> inferred(String spec) {
        List<String[]> out = new ArrayList<>();
        String table = null;
        for (String line : spec.lines().toList()) {
            Matcher t = TABLE_LINE.matcher(line);
            if (t.matches()) {
                table = t.group(1).replace("\"", "");
                continue;
            }
            Matcher r = INFERRED.matcher(line);
            if (r.find()) {
                out.add(new String[] {table, r.group(1).replace("\"", ""), r.group(2), r.group(3)});
            }
        }
        return out;
    }

    /** The last word of an integer column that holds a code of a few values: a status, a type, a state. */
    private static final java.util.Set<String> CODE_WORDS = java.util.Set.of("status", "state", "type", "kind",
            "severity", "mode", "flag");
    /** Words that make such a column something else: a count, a reference, a bound. */
    private static final java.util.Set<String> NOT_CODES = java.util.Set.of("id", "count", "max", "min", "num",
            "number", "total", "version", "size", "order", "time", "date", "value", "hash", "code");
    /** The most a code column may hold: its codes are a handful from 0, never a range up to a million. */
    private static final long MOST_CODE = 255;

    /**
     * Integer columns named as a status, a type, a state or a flag, in the tables the fill wrote (not those the
     * application shipped rows in), none of a foreign key or a key: a handful of small codes, never a wide range.
     */
    private static void codesWithinTheirSet(Server server, String database, AppSchema app,
            java.util.Set<String> shipped) throws SQLException {
        String query = server.postgresql()
                ? "SELECT c.table_name, c.column_name FROM information_schema.columns c JOIN pg_class t ON t.relname = "
                        + "c.table_name AND t.relnamespace = 'public'::regnamespace AND NOT t.relispartition WHERE "
                        + "c.table_schema = 'public' AND c.data_type IN ('smallint', 'integer', 'bigint') AND NOT "
                        + "EXISTS (SELECT 1 FROM pg_constraint k JOIN pg_attribute a ON a.attrelid = k.conrelid AND "
                        + "a.attnum = ANY (k.conkey) WHERE k.conrelid = t.oid AND a.attname = c.column_name AND "
                        + "k.contype = 'f') AND NOT EXISTS (SELECT 1 FROM pg_index i JOIN pg_attribute a ON "
                        + "a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey) WHERE i.indrelid = t.oid AND "
                        + "i.indisunique AND a.attname = c.column_name)"
                : "SELECT c.TABLE_NAME, c.COLUMN_NAME FROM information_schema.COLUMNS c WHERE c.TABLE_SCHEMA = "
                        + "DATABASE() AND c.DATA_TYPE IN ('tinyint', 'smallint', 'mediumint', 'int', 'bigint') AND "
                        + "NOT EXISTS (SELECT 1 FROM information_schema.KEY_COLUMN_USAGE k WHERE k.TABLE_SCHEMA = "
                        + "c.TABLE_SCHEMA AND k.TABLE_NAME = c.TABLE_NAME AND k.COLUMN_NAME = c.COLUMN_NAME) AND NOT "
                        + "EXISTS (SELECT 1 FROM information_schema.STATISTICS s WHERE s.TABLE_SCHEMA = c.TABLE_SCHEMA "
                        + "AND s.TABLE_NAME = c.TABLE_NAME AND s.COLUMN_NAME = c.COLUMN_NAME AND s.NON_UNIQUE = 0)";
        List<String[]> columns = new ArrayList<>();
        try (Connection c = server.connect(database); Statement st = c.createStatement();
                ResultSet rs = st.executeQuery(query)) {
            while (rs.next()) {
                List<String> words = words(rs.getString(2));
                if (!shipped.contains(rs.getString(1)) && !words.isEmpty()
                        && CODE_WORDS.contains(words.get(words.size() - 1))
                        && words.stream().noneMatch(NOT_CODES::contains)) {
                    columns.add(new String[] {rs.getString(1), rs.getString(2)});
                }
            }
        }
        for (String[] col : columns) {
            String column = quote(server, col[1]);
            long most = number(server, database, "SELECT COALESCE(MAX(ABS(" + column + ")), 0) FROM "
                    + quote(server, col[0]));
            assertTrue(most <= MOST_CODE, () -> app + ": " + col[0] + "." + col[1] + " holds " + most + ", not a code");
        }
    }

    /**
     * The rules of what the application's own code accepts ({@link AppValues}), counted on the fill: each as the
     * rules file says, holding or falling short; the counts are printed, one line a rule.
     */
    private static void valuesTheApplicationAccepts(Server server, String database, AppSchema app, CliRun run)
            throws SQLException {
        List<AppValues.Counted> counted;
        try (Connection c = server.connect(database)) {
            counted = AppValues.count(c, app.name(), server.postgresql());
        }
        long held = counted.stream().filter(k -> k.broken() == 0).count();
        System.out.println(app + ": " + held + " of " + counted.size() + " rules of the application's code hold");
        counted.forEach(k -> System.out.println("  " + (k.broken() == 0 ? "holds " : "breaks on " + k.broken()
                + " rows: ") + k.rule()));
        List<String> wrong = AppValues.disagreements(counted, server.postgresql());
        assertTrue(wrong.isEmpty(), () -> app + ": the rules file says otherwise of " + wrong.size() + " rules:\n"
                + String.join("\n", wrong) + "\n" + run.describe());
    }

    /**
     * The fill learned (spec --from-db --learn) and the tables filled again with what was learned: every table filled
     * before is filled again, with about its rows, and no foreign key has an orphan.
     */
    private void learnAndFillAgain(Server server, String database, AppSchema app, List<String> tables,
            List<String> leftOut) throws Exception {
        CliRun learned = server.seedgen(database, "spec", "--from-db", "--learn").assertExit(0);
        Path spec = dir.resolve(app + "-learned.yaml");
        Files.writeString(spec, learned.out());
        Map<String, Long> before = new LinkedHashMap<>();
        for (String t : tables) {
            before.put(t, count(server, database, t));
        }
        CliRun again = server.seedgen(database, "--from-db", "--spec", spec.toString(), "--truncate").assertExit(0);
        for (String t : tables) {
            long rows = count(server, database, t);
            if (!leftOut.contains(t)) {
                assertTrue(rows > 0, () -> app + ": " + t + " empty after the learned fill\n" + again.describe());
            }
            long was = before.get(t);
            // a table of its own rows gets the rows counted; one owned by another about as many as its fan-out gives
            assertTrue(Math.abs(rows - was) <= Math.max(5, 0.25 * was), app + ": " + t + " " + rows + " rows after "
                    + "the learned fill, " + was + " learned\n" + learned.out());
        }
        orphans(server, database).forEach((fk, n) -> assertEquals(0, n, () -> app + ": " + fk + " has orphans after "
                + "the learned fill\n" + again.describe()));
    }

    /** The base tables an application's fill writes: partitions are their table's. */
    private static List<String> tables(Server server, String database) throws SQLException {
        String query = server.postgresql()
                ? "SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = "
                        + "'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY 1"
                : "SELECT TABLE_NAME FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = "
                        + "'BASE TABLE' AND TABLE_NAME NOT LIKE 'seedgen\\_%' ORDER BY 1";
        return column(server, database, query);
    }

    private static List<String> column(Server server, String database, String query) throws SQLException {
        List<String> out = new ArrayList<>();
        try (Connection c = server.connect(database); Statement st = c.createStatement();
                ResultSet rs = st.executeQuery(query)) {
            while (rs.next()) {
                out.add(rs.getString(1));
            }
        }
        return out;
    }

    private static String quote(Server server, String name) {
        return server.postgresql() ? "\"" + name.replace("\"", "\"\"") + "\"" : Sql.quote(name);
    }

    private static long count(Server server, String database, String table) throws SQLException {
        return number(server, database, "SELECT COUNT(*) FROM " + quote(server, table));
    }

    private static long number(Server server, String database, String query) throws SQLException {
        try (Connection c = server.connect(database); Statement st = c.createStatement();
                ResultSet rs = st.executeQuery(query)) {
            assertTrue(rs.next(), query);
            return rs.getLong(1);
        }
    }

    private static String hash(Server server, String database, String table) throws SQLException {
        String query = server.postgresql()
                ? "SELECT COUNT(*) || ':' || COALESCE(md5(string_agg(t::text, '|' ORDER BY t::text)), '') FROM "
                        + quote(server, table) + " t"
                : "CHECKSUM TABLE " + quote(server, table);
        try (Connection c = server.connect(database); Statement st = c.createStatement();
                ResultSet rs = st.executeQuery(query)) {
            assertTrue(rs.next(), query);
            return rs.getString(server.postgresql() ? 1 : 2);
        }
    }

    /**
     * Every foreign key the catalog holds, as the table that declares it has it (a partition's own too), with the
     * rows whose columns, none NULL, find no parent row: counted here, apart from seedgen's own count.
     */
    private static Map<String, Long> orphans(Server server, String database) throws SQLException {
        String query = server.postgresql()
                ? "SELECT con.conrelid::regclass::text || '.' || con.conname, con.conrelid::regclass::text, "
                        + "con.confrelid::regclass::text, a.attname, ra.attname FROM pg_constraint con CROSS JOIN "
                        + "LATERAL unnest(con.conkey, con.confkey) WITH ORDINALITY AS k(att, ratt, ord) JOIN "
                        + "pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.att JOIN pg_attribute ra ON "
                        + "ra.attrelid = con.confrelid AND ra.attnum = k.ratt WHERE con.contype = 'f' AND "
                        + "con.conparentid = 0 ORDER BY con.oid, k.ord"
                : "SELECT CONCAT(TABLE_NAME, '.', CONSTRAINT_NAME), TABLE_NAME, REFERENCED_TABLE_NAME, COLUMN_NAME, "
                        + "REFERENCED_COLUMN_NAME FROM information_schema.KEY_COLUMN_USAGE WHERE TABLE_SCHEMA = "
                        + "DATABASE() AND REFERENCED_TABLE_NAME IS NOT NULL ORDER BY TABLE_NAME, CONSTRAINT_NAME, "
                        + "ORDINAL_POSITION";
        Map<String, String[]> keys = new LinkedHashMap<>();
        Map<String, List<String[]>> pairs = new LinkedHashMap<>();
        try (Connection c = server.connect(database); Statement st = c.createStatement();
                ResultSet rs = st.executeQuery(query)) {
            while (rs.next()) {
                keys.putIfAbsent(rs.getString(1), new String[] {rs.getString(2), rs.getString(3)});
                pairs.computeIfAbsent(rs.getString(1), k -> new ArrayList<>()).add(new String[] {rs.getString(4),
                    rs.getString(5)});
            }
        }
        Map<String, Long> out = new LinkedHashMap<>();
        for (Map.Entry<String, String[]> k : keys.entrySet()) {
            List<String> on = new ArrayList<>();
            List<String> present = new ArrayList<>();
            for (String[] p : pairs.get(k.getKey())) {
                on.add("c." + quote(server, p[0]) + " = p." + quote(server, p[1]));
                present.add("c." + quote(server, p[0]) + " IS NOT NULL");
            }
            // a PostgreSQL regclass is already quoted as it needs to be
            String child = server.postgresql() ? k.getValue()[0] : quote(server, k.getValue()[0]);
            String parent = server.postgresql() ? k.getValue()[1] : quote(server, k.getValue()[1]);
            out.put(k.getKey(), number(server, database, "SELECT COUNT(*) FROM " + child + " c LEFT JOIN " + parent
                    + " p ON " + String.join(" AND ", on) + " WHERE " + String.join(" AND ", present) + " AND p."
                    + quote(server, pairs.get(k.getKey()).get(0)[1]) + " IS NULL"));
        }
        return out;
    }

    /**
     * The application's next row takes a key past every key written: each sequence, each AUTO_INCREMENT of a table
     * the fill wrote (those of the tables the application shipped rows in are as the application left them). Gives
     * how many were checked.
     */
    private static int sequencesGoOn(Server server, String database, AppSchema app, java.util.Set<String> shipped)
            throws SQLException {
        if (server.postgresql()) {
            List<String> uses = column(server, database, "SELECT s.oid::regclass::text || ' ' || t.oid::regclass::text"
                    + " || ' ' || quote_ident(a.attname) FROM pg_depend d JOIN pg_attrdef ad ON d.classid = "
                    + "'pg_attrdef'::regclass AND d.objid = ad.oid JOIN pg_class s ON s.oid = d.refobjid AND s.relkind "
                    + "= 'S' JOIN pg_class t ON t.oid = ad.adrelid AND NOT t.relispartition JOIN pg_attribute a ON "
                    + "a.attrelid = ad.adrelid AND a.attnum = ad.adnum UNION SELECT s.oid::regclass::text || ' ' || "
                    + "t.oid::regclass::text || ' ' || quote_ident(a.attname) FROM pg_depend d JOIN pg_class s ON s.oid "
                    + "= d.objid AND s.relkind = 'S' JOIN pg_class t ON t.oid = d.refobjid AND NOT t.relispartition "
                    + "JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid WHERE d.deptype IN "
                    + "('a', 'i') UNION " + SEQUENCE_BY_TEXT);
            uses.removeIf(use -> shipped.contains(use.split(" ", 3)[1].replace("\"", "")));
            for (String use : uses) {
                String[] p = use.split(" ", 3);
                // a sequence may number a text column (LedgerSMB's invoice numbers): the values that are numbers
                long largest = number(server, database, "SELECT COALESCE(MAX(CASE WHEN " + p[2] + "::text ~ "
                        + "'^-?[0-9]{1,18}$' THEN " + p[2] + "::text::bigint END), 0) FROM " + p[1]);
                long next = number(server, database, "SELECT nextval('" + p[0].replace("'", "''") + "')");
                assertTrue(next > largest, () -> app + ": " + p[0] + " gives " + next + ", but " + p[1] + "." + p[2]
                        + " holds " + largest);
            }
            return uses.size();
        }
        List<String> uses = column(server, database, "SELECT CONCAT(c.TABLE_NAME, ' ', c.COLUMN_NAME, ' ', "
                + "t.AUTO_INCREMENT) FROM information_schema.COLUMNS c JOIN information_schema.TABLES t ON "
                + "t.TABLE_SCHEMA = c.TABLE_SCHEMA AND t.TABLE_NAME = c.TABLE_NAME WHERE c.TABLE_SCHEMA = DATABASE() "
                + "AND c.EXTRA LIKE '%auto_increment%'");
        uses.removeIf(use -> shipped.contains(use.split(" ")[0]));
        for (String use : uses) {
            String[] p = use.split(" ");
            long largest = number(server, database, "SELECT COALESCE(MAX(" + Sql.quote(p[1]) + "), 0) FROM "
                    + Sql.quote(p[0]));
            assertTrue(Long.parseLong(p[2]) > largest, () -> app + ": " + p[0] + "'s AUTO_INCREMENT is " + p[2]
                    + ", but " + p[1] + " holds " + largest);
        }
        return uses.size();
    }

    /**
     * A sequence a DEFAULT names by text, {@code nextval('users_seq'::text)} (Roundcube's): no dependency records it,
     * so it is read from the default's text.
     */
    private static final String SEQUENCE_BY_TEXT = "SELECT (regexp_match(pg_get_expr(ad.adbin, ad.adrelid), "
            + "'nextval\\(\\(''([^'']+)''::text\\)::regclass\\)'))[1]::regclass::text || ' ' || "
            + "t.oid::regclass::text || ' ' || quote_ident(a.attname) FROM pg_attrdef ad JOIN pg_class t ON t.oid = "
            + "ad.adrelid AND NOT t.relispartition JOIN pg_attribute a ON a.attrelid = ad.adrelid AND a.attnum = "
            + "ad.adnum WHERE pg_get_expr(ad.adbin, ad.adrelid) ~ 'nextval\\(\\(''[^'']+''::text\\)::regclass\\)'";

    /** Two columns of a table named as the ends of one span: the same name but for one of these pairs of words. */
    private static final List<String[]> ENDS = List.of(new String[] {"start", "end"},
            new String[] {"from", "until"}, new String[] {"from", "to"}, new String[] {"created", "updated"},
            new String[] {"min", "max"}, new String[] {"begin", "end"}, new String[] {"opened", "closed"},
            new String[] {"starts", "ends"}, new String[] {"started", "finished"});
    private static final Pattern WORD = Pattern.compile("[a-z0-9]+");
    private static final Pattern CHECKED = Pattern.compile("foreign keys +(\\d+) checked after the load: no orphan row");

    /** Gives how many pairs were checked. */
    private static int pairsInOrder(Server server, String database, AppSchema app) throws SQLException {
        // dates and times for every pair of words; numbers for min/max only (opened/closed counts are no span)
        String query = server.postgresql()
                ? "SELECT c.table_name, c.column_name, c.data_type LIKE '%time%' OR c.data_type = 'date' FROM "
                        + "information_schema.columns c JOIN pg_class t ON t.relname = c.table_name AND NOT "
                        + "t.relispartition AND t.relnamespace = 'public'::regnamespace WHERE c.table_schema = "
                        + "'public' AND c.data_type NOT IN ('text', 'character varying', 'boolean', 'bytea', 'jsonb', "
                        + "'json', 'ARRAY', 'USER-DEFINED')"
                : "SELECT TABLE_NAME, COLUMN_NAME, DATA_TYPE IN ('date', 'datetime', 'timestamp', 'time') FROM "
                        + "information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND DATA_TYPE NOT IN ('varchar', "
                        + "'char', 'text', 'mediumtext', 'longtext', 'tinytext', 'blob', 'longblob', 'mediumblob', "
                        + "'binary', 'varbinary', 'enum', 'set', 'json')";
        Map<String, List<String>> byTable = new LinkedHashMap<>();
        java.util.Set<String> times = new java.util.HashSet<>();
        try (Connection c = server.connect(database); Statement st = c.createStatement();
                ResultSet rs = st.executeQuery(query)) {
            while (rs.next()) {
                byTable.computeIfAbsent(rs.getString(1), k -> new ArrayList<>()).add(rs.getString(2));
                if (rs.getBoolean(3)) {
                    times.add(rs.getString(1) + "." + rs.getString(2));
                }
            }
        }
        int pairs = 0;
        for (Map.Entry<String, List<String>> e : byTable.entrySet()) {
            for (String early : e.getValue()) {
                for (String late : e.getValue()) {
                    boolean time = times.contains(e.getKey() + "." + early) && times.contains(e.getKey() + "." + late);
                    if (!ends(early, late) || !time && !words(early).contains("min")) {
                        continue;
                    }
                    pairs++;
                    long backwards = number(server, database, "SELECT COUNT(*) FROM " + quote(server, e.getKey())
                            + " WHERE " + quote(server, late) + " < " + quote(server, early));
                    assertEquals(0, backwards, app + ": " + e.getKey() + "." + late + " before " + early);
                }
            }
        }
        return pairs;
    }

    private static boolean ends(String early, String late) {
        List<String> a = words(early);
        List<String> b = words(late);
        if (a.size() != b.size()) {
            return false;
        }
        int differ = -1;
        for (int i = 0; i < a.size(); i++) {
            if (!a.get(i).equals(b.get(i))) {
                if (differ >= 0) {
                    return false;
                }
                differ = i;
            }
        }
        int at = differ;
        return at >= 0 && ENDS.stream().anyMatch(p -> p[0].equals(a.get(at)) && p[1].equals(b.get(at)));
    }

    private static List<String> words(String name) {
        List<String> out = new ArrayList<>();
        Matcher m = WORD.matcher(name.replaceAll("([a-z])([A-Z])", "$1_$2").toLowerCase(Locale.ROOT));
        while (m.find()) {
            out.add(m.group());
        }
        return out;
    }
}
