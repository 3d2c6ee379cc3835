package seedgen.dialect.postgresql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import seedgen.error.SeedgenException;
import seedgen.model.ColumnType;

/** A spec written with MySQL's type names loads into PostgreSQL; names are quoted or refused. */
class PostgresTest {

    private static String type(ColumnType t) {
        return Postgres.INSTANCE.columnType(t, "t", "c");
    }

    @Test
    void mysqlsTypeNamesBecomePostgresqls() {
        assertEquals("bigint", type(ColumnType.bigint()));
        assertEquals("varchar(64)", type(ColumnType.varchar(64)));
        assertEquals("char(36)", type(ColumnType.fixedChar(36)));
        assertEquals("timestamp(0)", type(ColumnType.datetime()));
        assertEquals("uuid", type(ColumnType.binaryUuid()));
        assertEquals("integer", type(ColumnType.sql("INT", 11)));
        assertEquals("bigint", type(ColumnType.sql("int unsigned", 10)));
        assertEquals("numeric(20)", type(ColumnType.sql("BIGINT UNSIGNED", 20)));
        assertEquals("smallint", type(ColumnType.sql("TINYINT(1)", 1)));
        assertEquals("numeric(10,2)", type(ColumnType.sql("DECIMAL(10,2)", 12)));
        assertEquals("boolean", type(ColumnType.sql("BOOLEAN", 1)));
        assertEquals("text", type(ColumnType.sql("MEDIUMTEXT", 0)));
        assertEquals("jsonb", type(ColumnType.sql("JSON", 0)));
        assertEquals("double precision", type(ColumnType.sql("DOUBLE", 0)));
        assertEquals("date", type(ColumnType.sql("DATE", 10)));
        assertEquals("time(0)", type(ColumnType.sql("TIME", 8)));
        assertEquals("timestamp(3)", type(ColumnType.sql("DATETIME(3)", 23)));
        assertEquals("text", type(ColumnType.sql("ENUM('a','b')", 1)));
        assertEquals("timestamptz", type(ColumnType.sql("timestamptz", 0)), "a PostgreSQL type as written");
        assertEquals("numeric[]", type(ColumnType.sql("numeric[]", 0)));
    }

    @Test
    void typesPostgresqlDoesNotHaveAreRefusedNamingTheColumn() {
        SeedgenException bit = assertThrows(SeedgenException.class, () -> type(ColumnType.bytes("BIT(3)", 1)));
        assertTrue(bit.getMessage().startsWith("t.c is BIT(3)"), bit.getMessage());
        SeedgenException blob = assertThrows(SeedgenException.class, () -> type(ColumnType.sql("LONGBLOB", 0)));
        assertTrue(blob.getMessage().contains("which PostgreSQL does not have"), blob.getMessage());
    }

    @Test
    void namesAreDoubleQuotedAndTooLongOnesRefused() {
        assertEquals("\"we\"\"ird\"", Postgres.INSTANCE.quote("we\"ird"));
        assertEquals("'it''s \\ fine'", Postgres.INSTANCE.literal("it's \\ fine"));
        assertEquals(63, Postgres.INSTANCE.quote("x".repeat(63)).length() - 2);
        assertThrows(SeedgenException.class, () -> Postgres.INSTANCE.quote("é".repeat(32)), "64 bytes");
        assertThrows(SeedgenException.class, () -> Postgres.INSTANCE.quote("a\0b"));
    }

    /**
     * --out's hint after a CSV file is psql's {@code \copy} of it, as the command wrote it before the dialect did; an
     * SQL file of MySQL's literals is refused.
     */
    @Test
    void aCsvFileIsLoadedByPsqlsCopyAndAnSqlFileIsRefused() {
        seedgen.model.Dataset users = new seedgen.spec.UsersTable("users", "password", 4).dataset(1, 10);
        seedgen.dialect.TableSql table = new seedgen.dialect.TableSql(users.tables().get(0).spec(), null,
                Postgres.INSTANCE);
        assertEquals("  load it, after gunzip, with psql: create the table (seedgen --dry-run prints it), then "
                + "\\copy users FROM '/tmp/u.csv' WITH (FORMAT csv, HEADER true)", Postgres.INSTANCE.csvFileHint(
                "/tmp/u.csv", false, true, "CREATE TABLE IF NOT EXISTS \"users\" ()", table));
        assertEquals("  load it with psql: create the table (seedgen --dry-run prints it), then \\copy users FROM "
                + "'FILE.csv' WITH (FORMAT csv, HEADER true)", Postgres.INSTANCE.csvFileHint("FILE.csv", true, false,
                "CREATE TABLE", table), "rows on stdout: the name to save them as, nothing more");
        assertThrows(SeedgenException.class, Postgres.INSTANCE::sqlFilePrologue);
    }
}
