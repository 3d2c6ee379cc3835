package seedgen.dialect.mysql;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import seedgen.error.SeedgenException;
import seedgen.generate.BinaryUuid;
import seedgen.generate.Column;
import seedgen.generate.ColumnType;
import seedgen.generate.TableSpec;
import seedgen.generate.UsersSpec;

class TableSchemaTest {

    private static final String HASH = "$2a$04$" + "x".repeat(53);

    private static TableSchema schema(String table, String database) {
        return new TableSchema(UsersSpec.create(1, HASH).withName(table), database);
    }

    private static TableSchema.ExistingColumn col(String name, String type, long length, String key) {
        return new TableSchema.ExistingColumn(name, type, length, false, false, "", key);
    }

    /** The layout seedgen's own CREATE TABLE produces, as information_schema reports it. */
    private static Map<String, TableSchema.ExistingColumn> compatibleLayout() {
        Map<String, TableSchema.ExistingColumn> m = new HashMap<>();
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

    private static void put(Map<String, TableSchema.ExistingColumn> m, TableSchema.ExistingColumn c) {
        m.put(c.name().toLowerCase(Locale.ROOT), c);
    }

    @Test
    void createTableDdlHasEveryColumnAPrimaryKeyAndTwoUniqueKeys() {
        String ddl = schema("users", "seedgen").createTableDdl();
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

    @Test
    void binaryColumnsAreBinary16AndLoadDataStoresThemByUnhex() {
        TableSpec spec = new TableSpec("t", java.util.List.of(
                new Column("id", ColumnType.binaryUuid(), row -> new BinaryUuid(row, row)),
                new Column("name", ColumnType.varchar(10), row -> "x"),
                new Column("owner", ColumnType.binaryUuid(), row -> new BinaryUuid(0, row))), java.util.List.of(),
                false);
        TableSchema schema = new TableSchema(spec, "d");
        assertTrue(schema.createTableDdl().contains("`id` BINARY(16) NOT NULL"), schema.createTableDdl());
        assertEquals(java.util.Set.of("`id`", "`owner`"), schema.hexColumns());
        assertTrue(schema.loadDataSql().endsWith("(@hex1, `name`, @hex3) SET `id` = UNHEX(@hex1), `owner` = "
                + "UNHEX(@hex3)"), schema.loadDataSql());
        Map<String, TableSchema.ExistingColumn> existing = new HashMap<>();
        put(existing, col("id", "binary", 16, "PRI"));
        put(existing, col("name", "varchar", 10, ""));
        put(existing, col("owner", "binary", 16, ""));
        assertDoesNotThrow(() -> schema.checkCompatible(existing));
        put(existing, col("owner", "char", 36, ""));
        SeedgenException e = assertThrows(SeedgenException.class, () -> schema.checkCompatible(existing));
        assertTrue(e.getMessage().contains("column owner is char(36), needs BINARY(16)"), e.getMessage());
    }

    @Test
    void hostileTableAndDatabaseNamesAreQuotedAsOneIdentifierEach() {
        String table = "x`; DROP TABLE users; -- ";
        String database = "d`b";
        TableSchema schema = schema(table.strip(), database);
        String ddl = schema.createTableDdl();
        assertTrue(ddl.startsWith("CREATE TABLE `d``b`.`x``; DROP TABLE users; --` ("), ddl);
        // Outside doubled backticks, the name part holds exactly two quoted identifiers joined by a dot.
        Matcher m = Pattern.compile("^CREATE TABLE (`(?:[^`]|``)*`)\\.(`(?:[^`]|``)*`) \\(").matcher(ddl);
        assertTrue(m.find(), ddl);
        assertEquals("`d``b`", m.group(1));
        assertEquals("`x``; DROP TABLE users; --`", m.group(2));
        assertEquals("INSERT INTO `d``b`.`x``; DROP TABLE users; --` (", schema.insertSql().substring(0, 48));
        assertEquals("TRUNCATE TABLE `d``b`.`x``; DROP TABLE users; --`", schema.truncateSql());
        assertEquals("CREATE DATABASE IF NOT EXISTS `d``b` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci",
                schema.createDatabaseDdl());
    }

    @Test
    void insertSqlHasOnePlaceholderPerColumn() {
        TableSpec spec = UsersSpec.create(1, HASH);
        String sql = new TableSchema(spec, "seedgen").insertSql();
        assertEquals("INSERT INTO `seedgen`.`users` (`id`, `username`, `email`, `password_hash`, `first_name`, "
                + "`last_name`, `user_type`, `created_at`) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", sql);
    }

    @Test
    void compatibleLayoutIsAccepted() {
        assertDoesNotThrow(() -> schema("users", "seedgen").checkCompatible(compatibleLayout()));
    }

    @Test
    void widerTextAndTimestampAndNullableExtrasAreAccepted() {
        Map<String, TableSchema.ExistingColumn> m = compatibleLayout();
        put(m, col("username", "varchar", 255, "UNI"));
        put(m, col("email", "text", 65_535, ""));
        put(m, col("password_hash", "varchar", 60, ""));
        put(m, col("created_at", "timestamp", -1, ""));
        put(m, new TableSchema.ExistingColumn("nickname", "varchar", 20, true, false, "", ""));
        put(m, new TableSchema.ExistingColumn("score", "int", -1, false, true, "", ""));
        put(m, new TableSchema.ExistingColumn("full_name", "varchar", 120, false, false, "VIRTUAL GENERATED", ""));
        assertDoesNotThrow(() -> schema("users", "seedgen").checkCompatible(m));
    }

    @Test
    void columnNamesAreMatchedCaseInsensitively() {
        Map<String, TableSchema.ExistingColumn> m = compatibleLayout();
        m.remove("email");
        put(m, col("EMAIL", "varchar", 255, "UNI"));
        assertDoesNotThrow(() -> schema("users", "seedgen").checkCompatible(m));
    }

    @Test
    void missingColumnIsRejectedNamingIt() {
        Map<String, TableSchema.ExistingColumn> m = compatibleLayout();
        m.remove("email");
        assertIncompatible(m, "no column email");
    }

    @Test
    void tooNarrowVarcharIsRejectedNamingBothSizes() {
        Map<String, TableSchema.ExistingColumn> m = compatibleLayout();
        put(m, col("username", "varchar", 32, "UNI"));
        SeedgenException e = assertIncompatible(m, "username");
        assertTrue(e.getMessage().contains("varchar(32)"), e.getMessage());
        assertTrue(e.getMessage().contains("VARCHAR(64)"), e.getMessage());
    }

    @Test
    void wrongTypeIsRejected() {
        Map<String, TableSchema.ExistingColumn> m = compatibleLayout();
        put(m, col("id", "int", -1, "PRI"));
        assertIncompatible(m, "column id");
        Map<String, TableSchema.ExistingColumn> m2 = compatibleLayout();
        put(m2, col("created_at", "date", -1, ""));
        assertIncompatible(m2, "column created_at");
    }

    @Test
    void idThatIsNotThePrimaryKeyIsRejected() {
        Map<String, TableSchema.ExistingColumn> m = compatibleLayout();
        put(m, col("id", "bigint", -1, "UNI"));
        assertIncompatible(m, "not the primary key");
    }

    @Test
    void notNullExtraColumnWithoutDefaultIsRejected() {
        Map<String, TableSchema.ExistingColumn> m = compatibleLayout();
        put(m, new TableSchema.ExistingColumn("tenant_id", "int", -1, false, false, "", ""));
        assertIncompatible(m, "tenant_id");
    }

    @Test
    void everyProblemIsListedInOneMessage() {
        Map<String, TableSchema.ExistingColumn> m = compatibleLayout();
        m.remove("email");
        put(m, col("username", "varchar", 10, "UNI"));
        put(m, new TableSchema.ExistingColumn("tenant_id", "int", -1, false, false, "", ""));
        SeedgenException e = assertIncompatible(m, "no column email");
        assertTrue(e.getMessage().contains("username"), e.getMessage());
        assertTrue(e.getMessage().contains("tenant_id"), e.getMessage());
    }

    private static SeedgenException assertIncompatible(Map<String, TableSchema.ExistingColumn> m, String text) {
        SeedgenException e = assertThrows(SeedgenException.class,
                () -> schema("users", "seedgen").checkCompatible(m));
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
