package seedgen.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import seedgen.dialect.Dialect;
import seedgen.dialect.TableSql;
import seedgen.dialect.servers.Servers;
import seedgen.error.SeedgenException;
import seedgen.generate.BinaryUuid;
import seedgen.model.Column;
import seedgen.model.ColumnType;
import seedgen.model.Dataset;
import seedgen.model.TableSpec;
import seedgen.run.Protocol;
import seedgen.spec.UsersSpec;
import seedgen.spec.UsersTable;

/**
 * The users table's DDL as the one engine makes it (the same as it always was), and the rules that an existing table
 * can take a table's rows: on MySQL and MariaDB, as information_schema describes the table.
 */
class TableLayoutTest {

    private static final String HASH = "$2a$04$" + "x".repeat(53);
    private static final Dialect MYSQL = Servers.family(Protocol.MYSQL).dialect();

    private static Dataset users(String table) {
        return UsersTable.dataset(UsersSpec.create(1, HASH).withName(table), 10);
    }

    private static TableSql.ExistingColumn col(String name, String type, long length, String key) {
        return new TableSql.ExistingColumn(name, type, length, false, false, "", key);
    }

    /** The layout seedgen's own CREATE TABLE produces, as information_schema reports it. */
    private static Map<String, TableSql.ExistingColumn> compatibleLayout() {
        Map<String, TableSql.ExistingColumn> m = new HashMap<>();
        put(m, col("id", "bigint", -1, "PRI"));
        put(m, col("username", "varchar", 64, "UNI"));
        put(m, col("email", "varchar", 255, "UNI"));
        put(m, col("password_hash", "char", 60, ""));
        put(m, col("first_name", "varchar", 50, ""));
        put(m, col("last_name", "varchar", 50, ""));
        put(m, col("user_type", "varchar", 16, ""));
        put(m, col("created_at", "datetime", -1, ""));
        return m;
    }

    private static void put(Map<String, TableSql.ExistingColumn> m, TableSql.ExistingColumn c) {
        m.put(c.name().toLowerCase(Locale.ROOT), c);
    }

    @Test
    void createTableDdlHasEveryColumnAPrimaryKeyAndTwoUniqueKeys() {
        Dataset d = users("users");
        String ddl = DatasetDdl.ddl(d, d.tables().get(0), "seedgen", MYSQL);
        assertTrue(ddl.startsWith("CREATE TABLE `seedgen`.`users` ("), ddl);
        for (String column : new String[] {"`id` BIGINT NOT NULL", "`username` VARCHAR(64) NOT NULL",
                "`email` VARCHAR(255) NOT NULL", "`password_hash` CHAR(60) NOT NULL",
                "`first_name` VARCHAR(50) NOT NULL", "`last_name` VARCHAR(50) NOT NULL",
                "`user_type` VARCHAR(16) NOT NULL", "`created_at` DATETIME NOT NULL"}) {
            assertTrue(ddl.contains(column), column + " missing from " + ddl);
        }
        assertTrue(ddl.contains("PRIMARY KEY (`id`)"), ddl);
        assertTrue(ddl.contains("UNIQUE KEY `uk_username` (`username`)"), ddl);
        assertTrue(ddl.contains("UNIQUE KEY `uk_email` (`email`)"), ddl);
        assertEquals(2, count(ddl, "UNIQUE KEY"), ddl);
        assertEquals(1, count(ddl, "PRIMARY KEY"), ddl);
        assertTrue(ddl.contains("utf8mb4"), ddl);
    }

    /** A .sql file's INSERT names every column, quoted, and its rows follow on the next line; bare or qualified. */
    @Test
    void aFilesInsertListsTheColumns() {
        TableSpec spec = new TableSpec("t", List.of(new Column("a", ColumnType.varchar(10), row -> "x"),
                new Column("b", ColumnType.varchar(10), row -> "y")), List.of(), false);
        assertEquals("INSERT INTO `t` (`a`, `b`) VALUES\n", new TableSql(spec, null, MYSQL).insertValues());
        assertEquals("INSERT INTO `d`.`t` (`a`, `b`) VALUES\n", new TableSql(spec, "d", MYSQL).insertValues());
    }

    @Test
    void binaryColumnsAreBinary16AndAnotherTypeIsRefused() {
        TableSpec spec = new TableSpec("t", List.of(
                new Column("id", ColumnType.binaryUuid(), row -> new BinaryUuid(row, row)),
                new Column("name", ColumnType.varchar(10), row -> "x"),
                new Column("owner", ColumnType.binaryUuid(), row -> new BinaryUuid(0, row))), List.of(), false);
        Dataset.Table t = new Dataset.Table("t", 10, spec, List.of("id"), List.of(), List.of(), null, List.of(),
                null, null);
        Dataset d = new Dataset("d", "", List.of(t));
        String ddl = DatasetDdl.ddl(d, t, "d", MYSQL);
        assertTrue(ddl.contains("`id` BINARY(16) NOT NULL"), ddl);
        assertEquals(java.util.Set.of("`id`", "`owner`"), new TableSql(spec, "d", MYSQL).hexColumns());
        Map<String, TableSql.ExistingColumn> existing = new HashMap<>();
        put(existing, col("id", "binary", 16, "PRI"));
        put(existing, col("name", "varchar", 10, ""));
        put(existing, col("owner", "binary", 16, ""));
        assertEquals(List.of(), ExistingTables.misfits(t, "d", existing, MYSQL));
        put(existing, col("owner", "char", 36, ""));
        List<String> problems = ExistingTables.misfits(t, "d", existing, MYSQL);
        assertTrue(problems.size() == 1 && problems.get(0).contains("column owner is char(36), needs BINARY(16)"),
                problems::toString);
    }

    @Test
    void hostileTableAndDatabaseNamesAreQuotedAsOneIdentifierEach() {
        String table = "x`; DROP TABLE users; --";
        Dataset d = users(table);
        String ddl = DatasetDdl.ddl(d, d.tables().get(0), "d`b", MYSQL);
        assertTrue(ddl.startsWith("CREATE TABLE `d``b`.`x``; DROP TABLE users; --` ("), ddl);
        // Outside doubled backticks, the name part holds exactly two quoted identifiers joined by a dot.
        Matcher m = Pattern.compile("^CREATE TABLE (`(?:[^`]|``)*`)\\.(`(?:[^`]|``)*`) \\(").matcher(ddl);
        assertTrue(m.find(), ddl);
        assertEquals("`d``b`", m.group(1));
        assertEquals("`x``; DROP TABLE users; --`", m.group(2));
    }

    @Test
    void compatibleLayoutIsAccepted() {
        assertEquals(List.of(), problems(compatibleLayout()));
    }

    @Test
    void widerTextAndTimestampAndNullableExtrasAreAccepted() {
        Map<String, TableSql.ExistingColumn> m = compatibleLayout();
        put(m, col("username", "varchar", 255, "UNI"));
        put(m, col("email", "text", 65_535, ""));
        put(m, col("password_hash", "varchar", 60, ""));
        put(m, col("created_at", "timestamp", -1, ""));
        put(m, new TableSql.ExistingColumn("nickname", "varchar", 20, true, false, "", ""));
        put(m, new TableSql.ExistingColumn("score", "int", -1, false, true, "", ""));
        put(m, new TableSql.ExistingColumn("full_name", "varchar", 120, false, false, "VIRTUAL GENERATED", ""));
        assertEquals(List.of(), problems(m));
    }

    @Test
    void columnNamesAreMatchedCaseInsensitively() {
        Map<String, TableSql.ExistingColumn> m = compatibleLayout();
        m.remove("email");
        put(m, col("EMAIL", "varchar", 255, "UNI"));
        assertEquals(List.of(), problems(m));
    }

    @Test
    void missingColumnIsRejectedNamingIt() {
        Map<String, TableSql.ExistingColumn> m = compatibleLayout();
        m.remove("email");
        assertIncompatible(m, "no column email");
    }

    @Test
    void tooNarrowVarcharIsRejectedNamingBothSizes() {
        Map<String, TableSql.ExistingColumn> m = compatibleLayout();
        put(m, col("username", "varchar", 32, "UNI"));
        SeedgenException e = assertIncompatible(m, "username");
        assertTrue(e.getMessage().contains("varchar(32)"), e.getMessage());
        assertTrue(e.getMessage().contains("VARCHAR(64)"), e.getMessage());
    }

    @Test
    void wrongTypeIsRejected() {
        Map<String, TableSql.ExistingColumn> m = compatibleLayout();
        put(m, col("id", "int", -1, "PRI"));
        assertIncompatible(m, "column id");
        Map<String, TableSql.ExistingColumn> m2 = compatibleLayout();
        put(m2, col("created_at", "date", -1, ""));
        assertIncompatible(m2, "column created_at");
    }

    @Test
    void idThatIsNotThePrimaryKeyIsRejected() {
        Map<String, TableSql.ExistingColumn> m = compatibleLayout();
        put(m, col("id", "bigint", -1, "UNI"));
        assertIncompatible(m, "not the primary key");
    }

    @Test
    void notNullExtraColumnWithoutDefaultIsRejected() {
        Map<String, TableSql.ExistingColumn> m = compatibleLayout();
        put(m, new TableSql.ExistingColumn("tenant_id", "int", -1, false, false, "", ""));
        assertIncompatible(m, "tenant_id");
    }

    @Test
    void everyProblemIsListedInOneMessage() {
        Map<String, TableSql.ExistingColumn> m = compatibleLayout();
        m.remove("email");
        put(m, col("username", "varchar", 10, "UNI"));
        put(m, new TableSql.ExistingColumn("tenant_id", "int", -1, false, false, "", ""));
        SeedgenException e = assertIncompatible(m, "no column email");
        assertTrue(e.getMessage().contains("username"), e.getMessage());
        assertTrue(e.getMessage().contains("tenant_id"), e.getMessage());
    }

    private static List<String> problems(Map<String, TableSql.ExistingColumn> m) {
        return ExistingTables.misfits(users("users").tables().get(0), "seedgen", m, MYSQL);
    }

    private static SeedgenException assertIncompatible(Map<String, TableSql.ExistingColumn> m, String text) {
        SeedgenException e = assertThrows(SeedgenException.class,
                () -> ExistingTables.refuseMisfits(problems(m), "seedgen", MYSQL));
        assertEquals(SeedgenException.Kind.TARGET_UNUSABLE, e.kind());
        assertTrue(e.getMessage().contains(text), "expected '" + text + "' in: " + e.getMessage());
        assertTrue(e.getMessage().contains("seedgen.users"), e.getMessage());
        assertTrue(e.getMessage().indexOf('\n') < 0, "one line: " + e.getMessage());
        return e;
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
            n++;
        }
        return n;
    }
}
