package seedgen.dialect.mysql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import seedgen.generate.BinaryUuid;
import seedgen.model.Column;
import seedgen.model.ColumnType;
import seedgen.model.TableSpec;
import seedgen.spec.UsersSpec;

/** The statements a MySQL batch sends for a table, and the DDL statements MySQL's dialect runs, quoted whole. */
class TableSchemaTest {

    private static final String HASH = "$2a$04$" + "x".repeat(53);

    @Test
    void binaryColumnsAreLoadedByUnhex() {
        TableSpec spec = new TableSpec("t", java.util.List.of(
                new Column("id", ColumnType.binaryUuid(), row -> new BinaryUuid(row, row)),
                new Column("name", ColumnType.varchar(10), row -> "x"),
                new Column("owner", ColumnType.binaryUuid(), row -> new BinaryUuid(0, row))), java.util.List.of(),
                false);
        TableSchema schema = new TableSchema(spec, "d");
        assertTrue(schema.loadDataSql().endsWith("(@hex1, `name`, @hex3) SET `id` = UNHEX(@hex1), `owner` = "
                + "UNHEX(@hex3)"), schema.loadDataSql());
    }

    @Test
    void hostileTableAndDatabaseNamesAreQuotedAsOneIdentifierEach() {
        String table = "x`; DROP TABLE users; --";
        String database = "d`b";
        TableSchema schema = new TableSchema(UsersSpec.create(1, HASH).withName(table), database);
        assertEquals("INSERT INTO `d``b`.`x``; DROP TABLE users; --` (", schema.insertPrefix().substring(0, 48));
        assertEquals("TRUNCATE TABLE `d``b`.`x``; DROP TABLE users; --`", MySql.INSTANCE.truncateSql(database,
                table));
        assertEquals("CREATE DATABASE IF NOT EXISTS `d``b` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci",
                MySql.INSTANCE.createDatabaseSql(database));
    }

    @Test
    void theInsertNamesEveryColumnOnce() {
        TableSpec spec = UsersSpec.create(1, HASH);
        assertEquals("INSERT INTO `seedgen`.`users` (`id`, `username`, `email`, `password_hash`, `first_name`, "
                + "`last_name`, `user_type`, `created_at`) VALUES ", new TableSchema(spec, "seedgen").insertPrefix());
    }
}
