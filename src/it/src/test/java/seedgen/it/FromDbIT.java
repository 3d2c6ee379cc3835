package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import seedgen.embedded.EmbeddedMariaDb;

/**
 * Filling a schema an application made (src/it/src/test/resources/schemas/shop.sql: a self-reference, a one-to-one table
 * keyed by its reference, a link table keyed by two references, a TINYINT UNSIGNED key that holds fewer rows than
 * asked, a CHAR(3) key and a reference to it, a key of a reference and a number, a unique reference beside the key, unsigned integers, ENUM with a quote, DATE, TIME, YEAR, JSON, FLOAT, BLOB, VARBINARY, BINARY(2)): the printed spec, the load into the tables as they are, the same rows by INSERT and by LOAD
 * DATA, tables with rows refused unless --truncate, and a column seedgen cannot fill named with what to do.
 */
class FromDbIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(FromDbIT.class);

    @TempDir
    Path dir;

    private static final List<String> SHOP = List.of("categories", "customers", "customer_profiles", "languages",
            "currencies", "orders", "order_events", "products", "order_items", "stores");

    private static final List<String> HR = List.of("departments", "employees", "salaries", "titles", "dept_emp",
            "shifts", "salary_reviews");

    private static void makeShop(String database) throws Exception {
        make("shop", database);
    }

    private static void make(String schema, String database) throws Exception {
        db.execute("CREATE DATABASE " + Sql.quote(database));
        db.execute(statements(schema, database).toArray(String[]::new));
    }

    private static List<String> shopStatements(String database) throws Exception {
        return statements("shop", database);
    }

    /** The statements of schemas/NAME.sql, each table made (or altered) in {@code database}. */
    private static List<String> statements(String schema, String database) throws Exception {
        String text = new String(FromDbIT.class.getResourceAsStream("/schemas/" + schema + ".sql").readAllBytes(),
                StandardCharsets.UTF_8).replaceAll("(?m)^--.*$", "");
        List<String> statements = new ArrayList<>();
        for (String s : text.split(";")) {
            if (!s.isBlank()) {
                statements.add(s.replace("CREATE TABLE ", "CREATE TABLE " + Sql.quote(database) + ".")
                        .replace("ALTER TABLE ", "ALTER TABLE " + Sql.quote(database) + "."));
            }
        }
        return statements;
    }

    private static Map<String, String> schemaOf(String database) throws Exception {
        Map<String, String> out = new LinkedHashMap<>();
        for (String t : SHOP) {
            // AUTO_INCREMENT=N moves with the rows; the rest of the table must be as the application made it
            out.put(t, db.showCreate(database, t).replaceAll(" AUTO_INCREMENT=\\d+", ""));
        }
        return out;
    }

    @Test
    void theSchemaIsFilledAsItIsTheSameByInsertAndLoadDataAndEveryReferenceHolds() throws Exception {
        String a = db.name("a");
        String b = db.name("b");
        makeShop(a);
        makeShop(b);
        Map<String, String> before = schemaOf(a);

        CliRun printed = db.seedgen(dir, a, "spec", "--from-db", "--rows", "700").assertExit(0);
        assertTrue(printed.out().contains("order_items:\n    per: {parent: orders"), printed::describe);
        assertTrue(printed.out().contains("customer_profiles:\n    per: {parent: customers, count: 1..1}"),
                printed::describe);
        assertTrue(printed.out().contains("email: {gen: template, text: \"user{id}@example.com\", unique: true"),
                printed::describe);

        CliRun tooMany = db.seedgen(dir, a, "--from-db", "--rows", "700", "--rows-for", "languages=300")
                .assertRefused(2);
        assertTrue(tooMany.err().contains("holds at most 255 rows: ask for 255 or fewer"), tooMany::describe);
        assertEquals(0, db.count(a, "customers"), "nothing written");
        CliRun dry = db.seedgen(dir, a, "--from-db", "--rows", "700", "--dry-run").assertExit(0);
        assertTrue(dry.out().contains("dry run, nothing written"), dry::describe);
        db.seedgen(dir, a, "--from-db", "--rows", "700", "--out", "shop-rows.sql").assertExit(0);
        assertTrue(Files.readString(dir.resolve("shop-rows.sql")).contains("INSERT INTO `languages`"));
        assertEquals(0, db.count(a, "customers"), "a dry run and --out write nothing to the server");
        CliRun one = db.seedgen(dir, a, "--from-db", "--rows", "700", "--threads", "1", "--batch", "1000",
                "--method", "insert").assertExit(0);
        assertTrue(one.out().contains("10 checked after the load: no orphan row"), one::describe);
        assertTrue(one.out().contains("fewer rows     languages: 255, not 700: key id tinyint(3) unsigned holds 255"),
                one::describe);
        db.seedgen(dir, b, "--from-db", "--rows", "700", "--threads", "3", "--batch", "37", "--method", "load-data")
                .assertExit(0);
        for (String t : SHOP) {
            assertTrue(db.count(a, t) > 0, t + " has rows");
            assertEquals(db.checksum(a, t), db.checksum(b, t), t + ": INSERT and LOAD DATA give the same rows");
        }
        assertEquals(700, db.count(a, "customers"));
        assertEquals(700, db.count(a, "customer_profiles"), "one profile a customer");
        assertEquals(255, db.count(a, "languages"), "a TINYINT UNSIGNED key holds 255 rows, not 700");
        assertEquals(700, db.queryLong("SELECT COUNT(DISTINCT manager_id) FROM " + ItDatabase.table(a, "stores")),
                "every store a different manager");
        assertTrue(printed.out().contains("rows: 255  # not 700: key id tinyint(3) unsigned holds 255"),
                printed::describe);
        assertEquals(before, schemaOf(a), "the tables are as the application made them");
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_SCHEMA = '" + a
                + "' AND TABLE_NAME LIKE 'seedgen%'"), "no bookkeeping left");
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(a, "categories") + " c LEFT JOIN "
                + ItDatabase.table(a, "categories") + " p ON p.id = c.parent_id WHERE c.parent_id IS NOT NULL AND "
                + "p.id IS NULL"), "a category's parent is a category");
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(a, "customers")
                + " WHERE updated_at < created_at"), "updated after created");
        assertTrue(db.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(a, "customers")
                + " WHERE phone IS NULL") > 0, "a nullable column holds some NULLs");

        long customers = db.checksum(a, "customers");
        // every table holds rows now: each is kept, nothing is left to fill, and the run says so
        CliRun again = db.seedgen(dir, a, "--from-db", "--rows", "700").assertRefused(2);
        assertTrue(again.err().contains("already hold rows") && again.err().contains("--truncate"), again::describe);
        assertEquals(customers, db.checksum(a, "customers"), "a refused run changes nothing");
        db.seedgen(dir, a, "--from-db", "--rows", "700", "--truncate", "--threads", "2").assertExit(0);
        for (String t : SHOP) {
            assertEquals(db.checksum(b, t), db.checksum(a, t), t + " after --truncate");
        }
    }

    /**
     * What real applications' schemas hold and a fill left out or got wrong: a key of BINARY and VARBINARY columns
     * only, single-row tables whose key a CHECK holds to 'X', a UNIQUE (user_id, role) beside a surrogate key with
     * role an ENUM, and pairs whose start is a member of a key of several columns (a TIMESTAMP, a number).
     */
    @Test
    void keysOfBytesSingleRowTablesRolesAndPairsInKeysAreFilled() throws Exception {
        String a = db.name("apps");
        String q = Sql.quote(a) + ".";
        db.execute("CREATE DATABASE " + Sql.quote(a),
                "CREATE TABLE " + q + "users (id INT PRIMARY KEY AUTO_INCREMENT, name VARCHAR(40))",
                "CREATE TABLE " + q + "bin_keys (a VARBINARY(32) NOT NULL, b BINARY(14) NOT NULL, note VARCHAR(20), "
                        + "PRIMARY KEY (a, b))",
                "CREATE TABLE " + q + "position (`lock` CHAR(1) NOT NULL DEFAULT 'X', pos BIGINT NOT NULL, PRIMARY "
                        + "KEY (`lock`), CONSTRAINT lock_x CHECK (`lock` = 'X'))",
                "CREATE TABLE " + q + "settings (`lock` CHAR(1) UNIQUE DEFAULT 'X' CHECK (`lock` = 'X'), version INT)",
                "CREATE TABLE " + q + "roles (id INT PRIMARY KEY AUTO_INCREMENT, user_id INT NOT NULL, role "
                        + "ENUM('owner', 'admin', 'member') NOT NULL, UNIQUE KEY (user_id, role), FOREIGN KEY "
                        + "(user_id) REFERENCES users (id))",
                "CREATE TABLE " + q + "slots (id INT PRIMARY KEY AUTO_INCREMENT, user_id INT NOT NULL, start_time "
                        + "TIMESTAMP NOT NULL, end_time TIMESTAMP NOT NULL, UNIQUE KEY (user_id, start_time), "
                        + "FOREIGN KEY (user_id) REFERENCES users (id))",
                "CREATE TABLE " + q + "sizes (id INT NOT NULL, min_size INT NOT NULL, max_size INT NOT NULL, PRIMARY "
                        + "KEY (id, min_size))");
        CliRun run = db.seedgen(dir, a, "--from-db", "--rows", "30000", "--method", "load-data").assertExit(0);
        assertTrue(!run.out().contains("left out"), run::describe);
        assertEquals(30000, db.count(a, "bin_keys"));
        assertEquals(1, db.queryLong("SELECT COUNT(*) FROM " + q + "position WHERE `lock` = 'X'"));
        assertEquals(1, db.queryLong("SELECT COUNT(*) FROM " + q + "settings WHERE `lock` = 'X'"));
        long roles = db.count(a, "roles");
        assertTrue(roles > 10_000, "roles " + roles);
        assertEquals(3, db.queryLong("SELECT COUNT(DISTINCT role) FROM " + q + "roles"));
        assertEquals(30000, db.count(a, "slots"));
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM " + q + "slots WHERE end_time < start_time"));
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM " + q + "sizes WHERE max_size < min_size"));
    }

    /**
     * An application's own rows (a migration table's, status codes, a default user) are kept as they are: the empty
     * tables are filled and refer to them, the summary names each kept table, the same rows come with one thread;
     * --rows-for on a kept table is refused; --truncate empties and fills the others but never a migration table.
     */
    /**
     * Polymorphic pairs on MariaDB: the classes of {@code commentable_type} as the application's shipped rows of
     * another table spell them ({@code activity.subject_type}, a log the schema ships two rows in), and {@code taggable_type}, whose values nothing shows
     * (every table a reference refers to, by its name). Each row's id is a row of the table its type names.
     */
    @Test
    void aPairThatNamesATableRefersToARowOfThatTable() throws Exception {
        String a = db.name("pairs");
        String q = Sql.quote(a) + ".";
        db.execute("CREATE DATABASE " + Sql.quote(a),
                "CREATE TABLE " + q + "users (id INT PRIMARY KEY AUTO_INCREMENT, name VARCHAR(40))",
                "CREATE TABLE " + q + "posts (id INT PRIMARY KEY AUTO_INCREMENT, user_id INT NOT NULL, FOREIGN KEY "
                        + "(user_id) REFERENCES users (id))",
                "CREATE TABLE " + q + "photos (id BIGINT PRIMARY KEY AUTO_INCREMENT, user_id INT NOT NULL, FOREIGN "
                        + "KEY (user_id) REFERENCES users (id))",
                "CREATE TABLE " + q + "favorites (id INT PRIMARY KEY AUTO_INCREMENT, post_id INT, photo_id BIGINT, "
                        + "FOREIGN KEY (post_id) REFERENCES posts (id), FOREIGN KEY (photo_id) REFERENCES photos (id))",
                "CREATE TABLE " + q + "activity (id INT PRIMARY KEY AUTO_INCREMENT, subject_type VARCHAR(60), "
                        + "subject_id BIGINT, description VARCHAR(40))",
                "INSERT INTO " + q + "activity VALUES (1, 'App\\\\Models\\\\Post', 1, 'created'), "
                        + "(2, 'App\\\\Models\\\\Photo', 1, 'created')",
                "CREATE TABLE " + q + "comments (id INT PRIMARY KEY AUTO_INCREMENT, subject_type VARCHAR(60) NOT "
                        + "NULL, subject_id BIGINT NOT NULL, body TEXT)",
                "CREATE TABLE " + q + "taggings (id INT PRIMARY KEY AUTO_INCREMENT, taggable_type VARCHAR(20) NOT "
                        + "NULL, taggable_id INT NOT NULL)");
        CliRun run = db.seedgen(dir, a, "--from-db", "--rows", "400").assertExit(0);
        // by the bulk path where the server takes it (where LOAD DATA LOCAL is off: INSERT, said so), the tables
        // side by side (no trigger), their keys in place and counted after the rows
        boolean bulk = run.out().contains("method         load-data");
        assertTrue(bulk || run.err().contains("--method auto uses insert"), run::describe);
        assertTrue(run.err().contains("seedgen: the tables side by side by " + (bulk ? "LOAD DATA" : "INSERT")
                + ": their foreign keys are not checked in the load's sessions"), run::describe);
        assertTrue(run.out().contains("method         " + (bulk ? "load-data" : "insert") + "; tables side by side\n"),
                run::describe);
        // the four declared and one a table of each pair, on the rows that name it
        assertTrue(run.out().contains("9 checked after the load: no orphan row"), run::describe);
        assertFalse(run.out().contains("left out"), run::describe);
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM " + q + "comments c WHERE NOT (c.subject_type = "
                + "'App\\\\Models\\\\Post' AND EXISTS (SELECT 1 FROM " + q + "posts p WHERE p.id = c.subject_id) "
                + "OR c.subject_type = 'App\\\\Models\\\\Photo' AND EXISTS (SELECT 1 FROM " + q + "photos p "
                + "WHERE p.id = c.subject_id))"));
        assertEquals(2, db.queryLong("SELECT COUNT(DISTINCT subject_type) FROM " + q + "comments"));
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM " + q + "taggings t WHERE NOT (t.taggable_type = 'users' "
                + "AND EXISTS (SELECT 1 FROM " + q + "users x WHERE x.id = t.taggable_id) OR t.taggable_type = "
                + "'posts' AND EXISTS (SELECT 1 FROM " + q + "posts x WHERE x.id = t.taggable_id) OR t.taggable_type "
                + "= 'photos' AND EXISTS (SELECT 1 FROM " + q + "photos x WHERE x.id = t.taggable_id))"));
        assertEquals(3, db.queryLong("SELECT COUNT(DISTINCT taggable_type) FROM " + q + "taggings"));
        // learned from these rows, the values of the source's own rows name the tables
        db.execute("UPDATE " + q + "taggings SET taggable_type = 'App\\\\User' WHERE taggable_type = 'users'",
                "DELETE FROM " + q + "taggings WHERE taggable_type <> 'App\\\\User'");
        CliRun learned = db.seedgen(dir, a, "spec", "--from-db", "--learn").assertExit(0);
        assertTrue(learned.out().contains("taggable_id: {gen: ref, table: users}"), learned::describe);
        assertTrue(learned.out().contains("taggable_type: {gen: constant, value: \"App\\\\User\""),
                learned::describe);
    }

    @Test
    void rowsAnApplicationShipsAreKeptAndReferredTo() throws Exception {
        String a = db.name("shipped");
        String q = Sql.quote(a) + ".";
        db.execute("CREATE DATABASE " + Sql.quote(a),
                "CREATE TABLE " + q + "schema_migrations (version VARCHAR(14) PRIMARY KEY)",
                "INSERT INTO " + q + "schema_migrations VALUES ('20240101000000'), ('20240202000000')",
                "CREATE TABLE " + q + "statuses (id INT PRIMARY KEY, label VARCHAR(20) NOT NULL UNIQUE)",
                "INSERT INTO " + q + "statuses VALUES (1, 'new'), (2, 'open'), (5, 'closed')",
                "CREATE TABLE " + q + "users (id INT PRIMARY KEY AUTO_INCREMENT, name VARCHAR(40), status_id INT NOT "
                        + "NULL, FOREIGN KEY (status_id) REFERENCES statuses (id))",
                "INSERT INTO " + q + "users (name, status_id) VALUES ('admin', 1)",
                "CREATE TABLE " + q + "posts (id INT PRIMARY KEY AUTO_INCREMENT, user_id INT NOT NULL, status VARCHAR(20) "
                        + "NOT NULL, title VARCHAR(80), FOREIGN KEY (user_id) REFERENCES users (id), FOREIGN KEY "
                        + "(status) REFERENCES statuses (label))",
                "CREATE TABLE " + q + "post_states (post_id INT NOT NULL, status_id INT NOT NULL, PRIMARY KEY (post_id, "
                        + "status_id), FOREIGN KEY (post_id) REFERENCES posts (id), FOREIGN KEY (status_id) REFERENCES "
                        + "statuses (id))");
        List<String> kept = List.of("schema_migrations", "statuses", "users");
        Map<String, Long> shipped = new java.util.LinkedHashMap<>();
        for (String t : kept) {
            shipped.put(t, db.checksum(a, t));
        }
        // the spec says what the fill will keep, and takes the fill's options that change it (and --seed)
        CliRun spec = db.seedgen(dir, a, "spec", "--from-db", "--seed", "7").assertExit(0);
        assertTrue(spec.out().contains("  statuses:\n    kept: true  # 3 rows of its own") && spec.out().contains(
                "  # schema_migrations: kept, 2 rows of its own") && spec.out().contains("--spec FILE --seed 7"),
                spec::describe);
        CliRun truncated = db.seedgen(dir, a, "spec", "--from-db", "--truncate").assertExit(0);
        assertTrue(!truncated.out().contains("  statuses:\n    kept: true") && truncated.out().contains(
                "  # schema_migrations: kept"), truncated::describe);
        CliRun run = db.seedgen(dir, a, "--from-db", "--rows", "500").assertExit(0);
        for (String t : kept) {
            assertEquals(shipped.get(t), db.checksum(a, t), t + " kept as it was");
            assertTrue(run.out().contains("  kept           " + t + ": "), run::describe);
        }
        assertEquals(500, db.count(a, "posts"));
        assertTrue(db.count(a, "post_states") > 250, "post_states filled");
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM " + q + "posts p LEFT JOIN " + q + "users u ON u.id = "
                + "p.user_id LEFT JOIN " + q + "statuses s ON s.label = p.status WHERE u.id IS NULL OR s.id IS NULL"));
        assertEquals(3, db.queryLong("SELECT COUNT(DISTINCT status) FROM " + q + "posts"), "every status picked");
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM " + q + "post_states p LEFT JOIN " + q + "statuses s ON "
                + "s.id = p.status_id WHERE s.id IS NULL"));
        long posts = db.checksum(a, "posts");
        long states = db.checksum(a, "post_states");
        db.execute("DELETE FROM " + q + "post_states", "DELETE FROM " + q + "posts");
        db.seedgen(dir, a, "--from-db", "--rows", "500", "--threads", "1").assertExit(0);
        assertEquals(posts, db.checksum(a, "posts"), "the same posts with one thread");
        assertEquals(states, db.checksum(a, "post_states"), "the same post_states with one thread");

        CliRun more = db.seedgen(dir, a, "--from-db", "--rows-for", "users=50").assertRefused(2);
        assertTrue(more.err().contains("--rows-for names table users, which holds 1 row of its own"), more::describe);
        CliRun all = db.seedgen(dir, a, "--from-db", "--rows", "500").assertRefused(2);
        assertTrue(all.err().contains("already hold rows, which seedgen keeps") && all.err().contains("--truncate"),
                all::describe);
        db.seedgen(dir, a, "--from-db", "--rows", "500", "--truncate").assertExit(0);
        assertEquals(shipped.get("schema_migrations"), db.checksum(a, "schema_migrations"), "never emptied");
        assertEquals(500, db.count(a, "statuses"), "--truncate fills the others");
    }

    /**
     * Checks of a column's function, a length, a pattern and a sum of two columns are read as trees: each is derived
     * into its columns' generators (lcase, a length, the pattern's strings, each term under half the sum), the spec
     * says so on the column, and every table and those that refer to it are filled with every row keeping them.
     */
    @Test
    void checksSeedgenCannotReadAreJudgedByTheServer() throws Exception {
        String a = db.name("judged");
        String q = Sql.quote(a) + ".";
        db.execute("CREATE DATABASE " + Sql.quote(a),
                "CREATE TABLE " + q + "tags (id INT PRIMARY KEY AUTO_INCREMENT, name VARCHAR(40) NOT NULL UNIQUE, "
                        + "CHECK (name = lower(name)))",
                "CREATE TABLE " + q + "items (id INT PRIMARY KEY AUTO_INCREMENT, tag_id INT NOT NULL, sku CHAR(10) NOT "
                        + "NULL, slug VARCHAR(60) NOT NULL, CHECK (char_length(sku) = 8), CHECK (slug REGEXP "
                        + "'^[a-z0-9-]+$'), FOREIGN KEY (tag_id) REFERENCES tags (id))",
                "CREATE TABLE " + q + "sums (id INT PRIMARY KEY, a INT NOT NULL, b INT NOT NULL, CHECK (a + b < 100))");
        CliRun spec = db.seedgen(dir, a, "spec", "--from-db").assertExit(0);
        assertTrue(spec.out().contains("# name: made to keep CHECK (`name` = lcase(`name`)) by its generator "
                + "(derived)"), spec::describe);
        assertTrue(spec.out().contains("# a: made to keep CHECK (`a` + `b` < 100) by its generator (derived)"),
                spec::describe);
        CliRun run = db.seedgen(dir, a, "--from-db", "--rows", "3000").assertExit(0);
        assertFalse(run.out().contains("left out"), run::describe);
        assertEquals(3000, db.count(a, "tags"));
        assertEquals(3000, db.count(a, "items"));
        assertEquals(3000, db.count(a, "sums"));
        assertEquals(3000, db.queryLong("SELECT COUNT(*) FROM " + q + "items WHERE char_length(sku) = 8 AND slug "
                + "REGEXP '^[a-z0-9-]+$'"));
        assertEquals(3000, db.queryLong("SELECT COUNT(*) FROM " + q + "tags WHERE BINARY name = BINARY lower(name)"));
        assertEquals(3000, db.queryLong("SELECT COUNT(*) FROM " + q + "sums WHERE a + b < 100"));
    }

    /** The same schema on MySQL 8: its catalog spells types without widths and has its own JSON type. */
    /**
     * mysql-types.sql: a VARBINARY and a BLOB-prefix primary key, generated columns, a SET and TEXT-prefix unique
     * keys are filled by INSERT and LOAD DATA alike: every key holds within its prefix, the SET holds combinations
     * of members, and the generated columns are the server's.
     */
    @Test
    void byteKeysGeneratedColumnsSetsAndPrefixKeysAreFilled() throws Exception {
        String a = db.name("types");
        make("mysql-types", a);
        CliRun printed = db.seedgen(dir, a, "spec", "--from-db", "--rows", "2000").assertExit(0);
        assertTrue(printed.out().contains("# label_upper: generated by the server"), printed::describe);
        assertTrue(printed.out().contains("title: {gen: code, length: 3, unique: true"), printed::describe);
        for (String method : List.of("insert", "load-data")) {
            db.seedgen(dir, a, "--from-db", "--rows", "2000", "--truncate", "--method", method).assertExit(0);
            String q = Sql.quote(a) + ".";
            for (String t : List.of("badges", "blobs", "titles")) {
                assertEquals(2000, db.count(a, t), method + ": " + t);
            }
            assertEquals(2000, db.queryLong("SELECT COUNT(DISTINCT LEFT(title, 3)) FROM " + q + "titles"));
            assertEquals(2000, db.queryLong("SELECT COUNT(DISTINCT LEFT(note, 4)) FROM " + q + "badges"));
            assertEquals(2000, db.queryLong("SELECT COUNT(*) FROM " + q + "badges WHERE label_upper = UPPER(label) "
                    + "AND label_length = CHAR_LENGTH(label)"));
            assertTrue(db.queryLong("SELECT COUNT(*) FROM " + q + "badges WHERE perms LIKE '%,%'") > 0,
                    "some SETs hold several members");
        }
    }

    @Test
    void onMySql8TheSameSchemaLoadsTheSameByInsertAndLoadData() throws Exception {
        assumeTrue(MySql8Server.unsupportedReason() == null, MySql8Server::unsupportedReason);
        try (MySql8Server mysql = MySql8Server.start(ItPaths.target("mysql8"));
                Connection c = mysql.admin(); Statement st = c.createStatement()) {
            st.execute("SET GLOBAL local_infile = ON"); // MySQL 8's default is OFF; this server is the test's own
            for (String database : List.of("shop_a", "shop_b", "hr_a", "hr_b")) {
                st.execute("DROP DATABASE IF EXISTS " + database);
                st.execute("CREATE DATABASE " + database);
                for (String sql : statements(database.substring(0, database.indexOf('_')), database)) {
                    st.execute(sql);
                }
            }
            for (String schema : List.of("shop", "hr")) {
                CliRun a = mysql8(mysql, schema + "_a", "--from-db", "--rows", "600", "--threads", "1").assertExit(0);
                // hr: its 11 constraints, and salary_reviews.emp_no, which refers to an employee through salaries
                assertTrue(a.out().contains((schema.equals("shop") ? "10" : "12") + " checked after the load: no "
                        + "orphan row"), a::describe);
                mysql8(mysql, schema + "_b", "--from-db", "--rows", "600", "--threads", "3", "--batch", "37",
                        "--method", "load-data").assertExit(0);
                for (String t : schema.equals("shop") ? SHOP : HR) {
                    try (ResultSet x = st.executeQuery("CHECKSUM TABLE " + schema + "_a." + t)) {
                        x.next();
                        long first = x.getLong(2);
                        try (Statement st2 = c.createStatement(); ResultSet y = st2.executeQuery("CHECKSUM TABLE "
                                + schema + "_b." + t)) {
                            y.next();
                            assertEquals(first, y.getLong(2), t + " on MySQL 8");
                        }
                    }
                    try (ResultSet n = st.executeQuery("SELECT COUNT(*) FROM " + schema + "_a." + t)) {
                        n.next();
                        assertTrue(n.getLong(1) > 0, t + " has rows");
                    }
                }
            }
            try (ResultSet n = st.executeQuery("SELECT COUNT(*) FROM hr_a.departments WHERE ST_X(site) BETWEEN -180 "
                    + "AND 180 AND ST_Y(site) BETWEEN -90 AND 90 AND ST_IsValid(area) IS NOT FALSE")) {
                n.next();
                assertEquals(600, n.getLong(1), "every site a point on the map, every area a valid polygon");
            }
        }
    }

    /**
     * kill -9 while the shop is being filled, then --resume: every table equals a clean fill's, and seedgen's
     * bookkeeping is gone from the application's schema.
     */
    @Test
    void aFillKilledMidwayResumesToTheSameTables() throws Exception {
        String clean = db.name("rclean");
        String killed = db.name("rkilled");
        makeShop(clean);
        makeShop(killed);
        db.seedgen(dir, clean, "--from-db", "--rows", "20000", "--threads", "3").assertExit(0);
        Process p = db.startProcess(dir, killed, "--from-db", "--rows", "20000", "--threads", "1", "--batch", "50",
                "--progress", "none");
        long orders = 0;
        long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.MINUTES.toNanos(3);
        while (orders < 2_000 && p.isAlive() && System.nanoTime() < deadline) {
            Thread.sleep(20);
            orders = db.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(killed, "orders"));
        }
        String early = p.isAlive() ? "" : Files.readString(dir.resolve("killed.out"));
        assertTrue(p.isAlive(), () -> "the fill ended before it could be killed: " + early);
        p.destroyForcibly().waitFor();
        assertTrue(db.count(killed, "order_items") == 0, "killed before the last tables");
        db.seedgen(dir, killed, "--from-db", "--rows", "20000", "--threads", "2", "--resume").assertExit(0);
        for (String t : SHOP) {
            assertEquals(db.checksum(clean, t), db.checksum(killed, t), t + " after the resume");
        }
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_SCHEMA = '" + killed
                + "' AND TABLE_NAME LIKE 'seedgen%'"), "no bookkeeping left");
    }

    /**
     * A column left out of an edited spec is left to the server when it can fill it (a default), and refused before
     * anything is written when it cannot (NOT NULL without a default), as is a column the table does not have.
     */
    @Test
    void aColumnLeftOutOfTheSpecIsTheServersWhenItHasADefaultAndRefusedWhenNot() throws Exception {
        String k = db.name("kept");
        db.execute("CREATE DATABASE " + Sql.quote(k), "CREATE TABLE " + ItDatabase.table(k, "t") + " (id INT PRIMARY "
                + "KEY, name VARCHAR(20) NOT NULL, joined DATETIME NOT NULL DEFAULT '2001-02-03 04:05:06', "
                + "note VARCHAR(10) NOT NULL)");
        String spec = db.seedgen(dir, k, "spec", "--from-db", "--rows", "30").assertExit(0).out();
        Files.writeString(dir.resolve("no-note.yaml"), spec.replaceAll("(?m)^\\s+(joined|note):.*\\n", ""));
        CliRun refused = db.seedgen(dir, k, "--from-db", "--spec", "no-note.yaml").assertRefused(2);
        assertTrue(refused.err().contains("t.note is NOT NULL without a default, and the spec does not fill it"),
                refused::describe);
        Files.writeString(dir.resolve("extra.yaml"), spec.replace("      note:", "      nothere: {gen: sequence}\n"
                + "      note:"));
        CliRun extra = db.seedgen(dir, k, "--from-db", "--spec", "extra.yaml").assertRefused(2);
        assertTrue(extra.err().contains("the spec fills t.nothere, which the table does not have"), extra::describe);
        assertEquals(0, db.count(k, "t"), "nothing written");
        if (db.queryLong("SELECT VERSION() LIKE '%MariaDB%'") == 1) { // MariaDB's system-versioned tables are filled
            db.execute("CREATE TABLE " + ItDatabase.table(k, "versioned") + " (id INT PRIMARY KEY, name VARCHAR(20) "
                    + "NOT NULL) WITH SYSTEM VERSIONING");
            db.seedgen(dir, k, "--from-db", "--tables", "versioned", "--rows", "40").assertExit(0);
            assertEquals(40, db.count(k, "versioned"));
        }
        Files.writeString(dir.resolve("no-joined.yaml"), spec.replaceAll("(?m)^\\s+joined:.*\\n", ""));
        db.seedgen(dir, k, "--from-db", "--spec", "no-joined.yaml").assertExit(0);
        assertEquals(30, db.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(k, "t")
                + " WHERE joined = '2001-02-03 04:05:06'"), "the server's default kept");
    }

    /**
     * Zero warnings: the rows seedgen makes for each test schema, written to an SQL file from the printed spec and
     * run with a lenient sql_mode (where a value that does not fit its column is cut or changed with a warning instead
     * of refused), raise no warning on any INSERT: every value fits its column as it is.
     */
    @Test
    void everyValueFitsItsColumnSoALenientServerWarnsOfNothing() throws Exception {
        for (String schema : List.of("shop", "hr")) {
            String from = db.name(schema + "w");
            make(schema, from);
            CliRun spec = db.seedgen(dir, from, "spec", "--from-db", "--rows", "400").assertExit(0);
            Path yaml = dir.resolve(schema + ".yaml");
            Files.writeString(yaml, spec.out());
            Path file = dir.resolve(schema + ".sql");
            CliRun.of(Map.of(), dir, "--spec", yaml.toString(), "--out", file.toString(), "--batch", "50")
                    .assertExit(0);
            String into = db.name(schema + "x");
            db.execute("CREATE DATABASE " + Sql.quote(into));
            int inserts = 0;
            try (Connection c = db.admin(); Statement st = c.createStatement()) {
                st.execute("USE " + Sql.quote(into));
                st.execute("SET SESSION sql_mode = ''");
                for (String statement : Files.readString(file).split(";\n")) {
                    if (statement.isBlank()) {
                        continue;
                    }
                    st.clearWarnings();
                    st.execute(statement);
                    if (statement.startsWith("INSERT")) {
                        inserts++;
                        java.sql.SQLWarning w = st.getWarnings();
                        assertTrue(w == null, schema + ": " + (w == null ? "" : w.getMessage()) + " in "
                                + statement.substring(0, Math.min(300, statement.length())));
                    }
                }
            }
            assertTrue(inserts > 10, schema + ": " + inserts + " INSERTs");
            for (String t : schema.equals("shop") ? SHOP : HR) {
                assertTrue(db.count(into, t) > 0, schema + "." + t + " has rows");
            }
        }
    }

    /**
     * A schema with a foreign-key cycle (departments and their head, employees and their department), a
     * self-reference, histories keyed by a reference and a date (salaries, titles), a link table, a unique key of two
     * references and a TIMESTAMP, a foreign key of two columns, BIT columns and every spatial type: the same rows by INSERT and by LOAD DATA, every
     * key and reference holding, dates in order within each employee.
     */
    @Test
    void aSchemaWithACycleHistoriesBitsAndPlacesIsFilledTheSameByInsertAndLoadData() throws Exception {
        String a = db.name("hra");
        String b = db.name("hrb");
        make("hr", a);
        make("hr", b);
        CliRun one = db.seedgen(dir, a, "--from-db", "--rows", "800", "--threads", "2", "--batch", "100")
                .assertExit(0);
        assertTrue(one.out().contains("12 checked after the load: no orphan row"), one::describe);
        db.seedgen(dir, b, "--from-db", "--rows", "800", "--threads", "3", "--batch", "37", "--method", "load-data")
                .assertExit(0);
        for (String t : HR) {
            assertTrue(db.count(a, t) > 0, t + " has rows");
            assertEquals(db.checksum(a, t), db.checksum(b, t), t + ": INSERT and LOAD DATA give the same rows");
        }
        long salaries = db.count(a, "salaries");
        assertTrue(salaries > 600 && salaries < 1000, "0 to 2 salaries an employee, about 800: " + salaries);
        String emp = ItDatabase.table(a, "employees");
        String dept = ItDatabase.table(a, "departments");
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM " + dept + " d LEFT JOIN " + emp + " e ON e.emp_no = "
                + "d.head_emp_no WHERE d.head_emp_no IS NOT NULL AND e.emp_no IS NULL"), "a head is an employee");
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM " + emp + " e LEFT JOIN " + dept + " d ON d.dept_no = "
                + "e.dept_no WHERE d.dept_no IS NULL"), "an employee's department exists");
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(a, "salaries") + " s JOIN "
                + ItDatabase.table(a, "salaries") + " t ON t.emp_no = s.emp_no AND t.from_date > s.from_date "
                + "WHERE t.salary IS NULL OR s.to_date < s.from_date"), "every to_date on or after its from_date");
        assertEquals(800, db.queryLong("SELECT COUNT(*) FROM " + dept + " WHERE ST_X(site) BETWEEN -180 AND 180 "
                + "AND ST_Y(site) BETWEEN -90 AND 90 AND flags < 32 AND active IN (0, 1)"),
                "every site a point on the map, five bits of flags, one of active");
        assertEquals(1, db.queryLong("SELECT COUNT(*) FROM " + dept + " WHERE parent_dept = dept_no"),
                "a NOT NULL reference to its own table: the first department is its own parent, the others earlier ones");
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(a, "salary_reviews") + " r LEFT JOIN "
                + ItDatabase.table(a, "salaries") + " s ON s.emp_no = r.emp_no AND s.from_date = r.salary_from "
                + "WHERE s.emp_no IS NULL"), "a review is of a salary, by both columns of its key");
        assertEquals(db.count(a, "shifts"), db.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(a, "shifts")
                + " WHERE ST_NumGeometries(zones) = 1 OR zones IS NULL"), "a shift's zones is one polygon or NULL");
    }

    /**
     * The embedded default: the schema is made in the embedded server of the working folder, then seedgen, given no
     * server, starts that server to read the schema and again to fill it.
     */
    @Test
    void onTheEmbeddedDefaultTheSchemaInItsFolderIsFilled() throws Exception {
        try (EmbeddedMariaDb server = EmbeddedMariaDb.start(dir, line -> { });
                Connection c = DriverManager.getConnection("jdbc:mysql://" + server.host() + ":" + server.port()
                        + "/", "root", ""); Statement st = c.createStatement()) {
            st.execute("CREATE DATABASE shop");
            for (String sql : shopStatements("shop")) {
                st.execute(sql);
            }
        }
        CliRun run = CliRun.of(Map.of(), dir, "--from-db", "--database", "shop", "--rows", "500", "--threads", "2")
                .assertExit(0);
        assertTrue(run.out().contains("10 checked after the load: no orphan row"), run::describe);
        try (EmbeddedMariaDb server = EmbeddedMariaDb.start(dir, line -> { });
                Connection c = DriverManager.getConnection("jdbc:mysql://" + server.host() + ":" + server.port()
                        + "/", "root", ""); Statement st = c.createStatement()) {
            for (String t : SHOP) {
                try (ResultSet n = st.executeQuery("SELECT COUNT(*) FROM shop." + t)) {
                    n.next();
                    assertTrue(n.getLong(1) > 0, t + " has rows");
                }
            }
            try (ResultSet n = st.executeQuery("SELECT COUNT(*) FROM shop.customers")) {
                n.next();
                assertEquals(500, n.getLong(1));
            }
        }
    }

    /** The references schemas/no-keys.sql leaves undeclared, as (table, column, parent, key). */
    static final List<List<String>> UNDECLARED = List.of(List.of("revision", "rev_page", "page", "page_id"),
            List.of("revision", "rev_actor", "actor", "actor_id"), List.of("posts", "user_id", "users", "id"),
            List.of("posts", "parent_id", "posts", "id"), List.of("comments", "post_id", "posts", "id"),
            List.of("comments", "user_id", "users", "id"));

    /**
     * A schema that declares no foreign key (schemas/no-keys.sql): the references its names and types say are printed
     * as inferred with why, followed by the fill (no orphan for any, counted by a join here and by the run's check),
     * and none with --no-inferred-references; with --learn-from, one the source's rows break is dropped and said.
     */
    @Test
    void referencesNobodyDeclaredAreInferredFollowedAndDroppedWhereTheDataBreaksThem() throws Exception {
        String a = db.name("nokeys");
        make("no-keys", a);
        CliRun printed = db.seedgen(dir, a, "spec", "--from-db", "--rows", "300").assertExit(0);
        assertTrue(printed.out().contains("      # rev_page: refers to page.page_id, inferred (no foreign key declares "
                + "it): the column prefix rev_ of revision, then page, a table whose key is page_id\n      rev_page: "
                + "{gen: ref, table: page"), printed::describe);
        assertTrue(printed.out().contains("# 6 references no foreign key declares are inferred"), printed::describe);
        for (String never : List.of("rev_parent_id: {gen: ref", "external_id: {gen: ref", "rev_minor_edit: {gen: ref")) {
            assertTrue(!printed.out().contains(never), never + "\n" + printed.describe());
        }
        CliRun none = db.seedgen(dir, a, "spec", "--from-db", "--rows", "300", "--no-inferred-references")
                .assertExit(0);
        assertTrue(!none.out().contains("gen: ref") && !none.out().contains("inferred"), none::describe);

        CliRun run = db.seedgen(dir, a, "--from-db", "--rows", "300").assertExit(0);
        assertTrue(run.out().contains("6 checked after the load: no orphan row"), run::describe);
        assertTrue(run.out().contains("  inferred       6 references no foreign key declares"), run::describe);
        String q = Sql.quote(a) + ".";
        for (List<String> r : UNDECLARED) {
            assertTrue(db.count(a, r.get(0)) > 0, r.get(0) + " has rows");
            assertEquals(0, db.queryLong("SELECT COUNT(*) FROM " + q + r.get(0) + " c LEFT JOIN " + q + r.get(2)
                    + " p ON p." + r.get(3) + " = c." + r.get(1) + " WHERE c." + r.get(1) + " IS NOT NULL AND p."
                    + r.get(3) + " IS NULL"), r + ": no orphan");
        }
        assertTrue(db.queryLong("SELECT COUNT(DISTINCT rev_page) FROM " + q + "revision") > 100, "pages spread");

        // a source whose rows hold every inferred reference but one: rev_actor 99 is no actor's
        String src = db.name("nokeys_src");
        String copy = db.name("nokeys_copy");
        make("no-keys", src);
        make("no-keys", copy);
        String s = Sql.quote(src) + ".";
        db.execute("INSERT INTO " + s + "actor (actor_id, actor_name) VALUES (1, 'Ann'), (2, 'Bo')",
                "INSERT INTO " + s + "page (page_id, page_namespace, page_title, page_len) VALUES (1, 0, 'Main', 10), "
                        + "(2, 0, 'Help', 20)",
                // rev_len NULL on every row (learned as null: 1, which the reader refused); rev_parent_id below
                // rev_actor, both unsigned (their difference, measured, was refused by MariaDB as out of range)
                "INSERT INTO " + s + "revision (rev_page, rev_actor, rev_parent_id, rev_len) VALUES (1, 1, NULL, "
                        + "NULL), (2, 2, 1, NULL), (2, 99, 3, NULL)",
                "INSERT INTO " + s + "users (id, email, created_at) VALUES (1, 'a@example.com', '2024-01-01'), "
                        + "(2, 'b@example.com', '2024-02-01')",
                "INSERT INTO " + s + "posts (id, user_id, parent_id, external_id, title) VALUES (1, 1, NULL, 5, "
                        + "'one'), (2, 2, 1, NULL, 'two')",
                "INSERT INTO " + s + "comments (post_id, user_id, body) VALUES (1, 2, 'yes'), (2, NULL, 'no')");
        CliRun learned = db.seedgen(dir, copy, "--from-db", "--learn-from", src).assertExit(0);
        assertTrue(learned.out().contains("  not inferred   revision.rev_actor -> actor.actor_id: 1 row of revision in "
                + src + " holds a rev_actor that no row of actor holds"), learned::describe);
        assertTrue(learned.out().contains("  inferred       5 references"), learned::describe);
        String c = Sql.quote(copy) + ".";
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM " + c + "revision r LEFT JOIN " + c + "page p ON p.page_id "
                + "= r.rev_page WHERE p.page_id IS NULL"), "the references kept hold");
        CliRun spec = db.seedgen(dir, src, "spec", "--from-db", "--learn").assertExit(0);
        assertTrue(spec.out().contains("      # rev_actor: not inferred to refer to actor.actor_id, though the column "
                + "prefix rev_ of revision, then actor, a table whose key is actor_id: 1 row of revision in " + src
                + " holds"), spec::describe);
        assertTrue(spec.out().contains("rev_page: {gen: parent}"), spec::describe);
    }

    private CliRun mysql8(MySql8Server mysql, String database, String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of("--host", mysql.host(), "--port", Integer.toString(mysql.port()), "--user", "root",
                "--database", database));
        return CliRun.of(Map.of("SEEDGEN_PASSWORD", ""), dir, all.toArray(String[]::new));
    }

    @Test
    void aColumnSeedgenCannotFillIsNamedWithWhatToDoAndATriggersTableIsLeftToIt() throws Exception {
        String c = db.name("c");
        db.execute("CREATE DATABASE " + Sql.quote(c),
                // InnoDB lets a key refer to a column that is only indexed: no row is told by its value
                "CREATE TABLE " + ItDatabase.table(c, "places") + " (id INT PRIMARY KEY, code INT NOT NULL, "
                        + "up INT NOT NULL, KEY (code), FOREIGN KEY (up) REFERENCES places (code))",
                "CREATE TABLE " + ItDatabase.table(c, "notes") + " (id INT PRIMARY KEY, body TEXT NOT NULL)",
                "CREATE TABLE " + ItDatabase.table(c, "audit") + " (note_id INT PRIMARY KEY)",
                "CREATE TRIGGER " + Sql.quote(c) + ".notes_audit AFTER INSERT ON " + ItDatabase.table(c, "notes")
                        + " FOR EACH ROW INSERT INTO audit (note_id) VALUES (NEW.id)");
        // what cannot be filled stops nothing else: places is left out, named with why, and the rest is filled
        CliRun partial = db.seedgen(dir, c, "--from-db", "--rows", "50").assertExit(0);
        assertTrue(partial.out().contains("  left out       places: column up: a reference to its own table's column "
                + "code, which is neither its key nor unique, is not made"), partial::describe);
        assertEquals(0, db.count(c, "places"));
        assertEquals(50, db.count(c, "notes"));
        assertEquals(50, db.count(c, "audit"), "the trigger wrote the audit rows");
        db.execute("DELETE FROM " + ItDatabase.table(c, "audit"), "DELETE FROM " + ItDatabase.table(c, "notes"));

        // a check over two columns seedgen evaluates: rows that break it are drawn again, and every row keeps it
        db.execute("CREATE TABLE " + ItDatabase.table(c, "words") + " (id INT PRIMARY KEY, word VARCHAR(20) NOT NULL, "
                + "other VARCHAR(20) NOT NULL, CHECK (char_length(word) > char_length(other)))");
        db.seedgen(dir, c, "--from-db", "--tables", "words", "--rows", "200").assertExit(0);
        assertEquals(200, db.queryLong("SELECT COUNT(*) FROM " + ItDatabase.table(c, "words") + " WHERE "
                + "char_length(word) > char_length(other)"));
        // one over two columns that calls a function seedgen does not evaluate: no generator can be judged against it
        db.execute("CREATE TABLE " + ItDatabase.table(c, "hashed") + " (id INT PRIMARY KEY, word VARCHAR(20) NOT NULL, "
                + "other VARCHAR(20) NOT NULL, CHECK (crc32(word) > crc32(other)))");
        CliRun check = db.seedgen(dir, c, "--from-db", "--tables", "hashed").assertRefused(2);
        assertTrue(check.err().contains("hashed: CHECK (crc32(`word`) > crc32(`other`)) is not one seedgen can "
                + "evaluate (it calls crc32(), a function seedgen does not evaluate)")
                && check.err().contains("seedgen spec --from-db > FILE"), check::describe);
        assertEquals(0, db.count(c, "hashed"), "nothing written");
        CliRun spec = db.seedgen(dir, c, "spec", "--from-db", "--tables", "notes,audit").assertExit(0);
        assertTrue(spec.out().contains("# audit: left out, a trigger of the schema writes it"), spec::describe);
        Files.writeString(dir.resolve("notes.yaml"), spec.out());
        db.seedgen(dir, c, "--from-db", "--spec", "notes.yaml", "--rows", "50").assertExit(0);
        assertEquals(50, db.count(c, "notes"));
        assertEquals(50, db.count(c, "audit"), "the trigger wrote the audit rows");
        CliRun again = db.seedgen(dir, c, "--from-db", "--spec", "notes.yaml", "--rows", "50").assertRefused(2);
        assertTrue(again.err().contains("already hold rows"), again::describe);
        // the audit rows the trigger wrote before would collide with those it writes again: emptied with notes
        CliRun truncated = db.seedgen(dir, c, "--from-db", "--spec", "notes.yaml", "--rows", "50", "--truncate")
                .assertExit(0);
        assertTrue(truncated.err().contains("Tables [notes, audit] emptied (--truncate)"), truncated::describe);
        // the tables are named before they are emptied
        int said = truncated.err().indexOf(" (--truncate): notes, audit");
        assertTrue(said >= 0 && said < truncated.err().indexOf("emptied (--truncate)"), truncated::describe);
        assertEquals(50, db.count(c, "audit"));
    }
}
