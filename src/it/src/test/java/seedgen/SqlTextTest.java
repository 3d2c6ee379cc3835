package seedgen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** What {@link SqlText} counts as SQL, on statements of both families, and the messages it leaves alone. */
class SqlTextTest {

    /** A concatenation's hole, as the class file's constant holds it. */
    private static final String HOLE = "\u0001";

    @Test
    void statementsOfEitherFamilyAreSql() {
        for (String sql : List.of("SELECT COUNT(*) FROM " + HOLE, "SELECT DISTINCT table_name FROM t",
                "SELECT " + HOLE + " FROM " + HOLE + " WHERE " + HOLE + " IN (" + HOLE + ")",
                "INSERT INTO t (a) VALUES (?)", "UPDATE \"t\" SET a = ? WHERE id = ?", "DELETE FROM `t`",
                "CREATE TABLE IF NOT EXISTS x (a INT)", "ALTER TABLE " + HOLE + " ADD CONSTRAINT", "DROP INDEX i",
                "TRUNCATE TABLE t", "WITH s AS (SELECT 1) SELECT * FROM s", " FROM t WHERE a IS NOT NULL",
                "ORDER BY n DESC", "SUM(CASE WHEN a THEN 1 ELSE 0 END)", "CREATE UNIQUE INDEX u ON t (a)")) {
            assertTrue(SqlText.in(sql).isPresent(), sql);
        }
    }

    @Test
    void messagesThatNameAStatementAreNot() {
        for (String text : List.of("Table likes: by INSERT, since its key is made by the server",
                "a CHECK the server keeps", "the workload's UPDATE and DELETE operations", "select a table to fill",
                "rows from the file where the key is", "values (a, b) in the spec", "--method insert or copy",
                "count(rows) per table", "CREATE privilege on the schema")) {
            assertEquals(Optional.empty(), SqlText.in(text), text);
        }
    }
}
