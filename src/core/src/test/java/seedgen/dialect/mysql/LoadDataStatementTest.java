package seedgen.dialect.mysql;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The LOAD DATA statement that reads CsvEncoder's files and streams (moved here from CsvEncoderTest). */
class LoadDataStatementTest {

    @Test
    void binaryColumnsAreReadIntoVariablesAndStoredByUnhex() {
        String sql = LoadDataStatement.of("stream", "`d`.`t`", List.of("`id`", "`name`", "`ref`"),
                Set.of("`id`", "`ref`"), false);
        assertEquals("LOAD DATA LOCAL INFILE 'stream' INTO TABLE `d`.`t` " + LoadDataStatement.CLAUSES
                + " (@hex1, `name`, @hex3) SET `id` = UNHEX(@hex1), `ref` = UNHEX(@hex3)", sql);
        assertEquals(LoadDataStatement.of("f.csv", "`t`", List.of("`id`"), true),
                LoadDataStatement.of("f.csv", "`t`", List.of("`id`"), Set.of(), true), "no SET without one");
    }

    @Test
    void theStatementSkipsTheHeader() {
        String sql = LoadDataStatement.of("/tmp/it's\\x.csv", "`t`", List.of("`id`", "`name`"), true);
        assertEquals("LOAD DATA LOCAL INFILE '/tmp/it''s\\\\x.csv' INTO TABLE `t` " + LoadDataStatement.CLAUSES
                + " IGNORE 1 LINES (`id`, `name`)", sql);
    }

    /** The clauses are pinned as text too: the files --out wrote before are read with them. */
    @Test
    void theClausesReadRfc4180WithoutAnEscapeCharacter() {
        assertEquals("CHARACTER SET utf8mb4 FIELDS TERMINATED BY ',' OPTIONALLY ENCLOSED BY '\"' ESCAPED BY '' "
                + "LINES TERMINATED BY '\\n'", LoadDataStatement.CLAUSES);
    }
}
