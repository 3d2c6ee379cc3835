package seedgen.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import seedgen.model.Column;
import seedgen.model.ColumnType;
import seedgen.model.Dataset;
import seedgen.model.ForeignKey;
import seedgen.model.TableSpec;

class LoadSizeTest {

    private static Dataset.Table table(String name, long rows, List<List<String>> unique,
            List<ForeignKey> foreignKeys) {
        TableSpec spec = new TableSpec(name, List.of(
                new Column("id", ColumnType.bigint(), row -> row),
                // 9 characters, and one more for its length: 10 bytes
                new Column("code", ColumnType.varchar(20), row -> "c" + String.format("%08d", row)),
                new Column("owner", ColumnType.bigint(), row -> row % 7 == 0 ? null : row / 2),
                new Column("note", ColumnType.varchar(40), row -> "é".repeat(4))), List.of(), false);
        return new Dataset.Table(name, rows, spec, List.of("id"), unique, foreignKeys, null, List.of("owner"), null,
                null);
    }

    @Test
    void rowsAndKeysAreTheSampledValuesTimesTheRows() {
        // 3,000 rows (sampled 64 ids apart, 1 in 7 without an owner: the sample's own share counts)
        Dataset.Table t = table("t", 3_000, List.of(List.of("code")), List.of());
        LoadSize size = LoadSize.of(new Dataset("d", "", List.of(t)));
        assertEquals(3_000, size.rows());
        long owners = 0;
        for (int i = 0; i < LoadSize.SAMPLE; i++) {
            owners += (1 + i * 2_999L / (LoadSize.SAMPLE - 1)) % 7 == 0 ? 0 : 1;
        }
        // id 8, code 10, owner 8 when there is one, note 4 x 2 bytes of UTF-8 + 1
        assertEquals(Math.round((8 + 10 + 9 + 8.0 * owners / LoadSize.SAMPLE) * 3_000), size.rowBytes());
        // the unique code, with the id it points to
        assertEquals(3_000, size.keyEntries());
        assertEquals((10 + 8) * 3_000, size.keyBytes());
    }

    @Test
    void everyTableAndEveryForeignKeyCounts() {
        Dataset.Table parent = table("p", 100, List.of(), List.of());
        Dataset.Table child = table("c", 1_000, List.of(List.of("code"), List.of("id")),
                List.of(new ForeignKey(List.of("owner"), "p", List.of("id"))));
        LoadSize size = LoadSize.of(new Dataset("d", "", List.of(parent, child)));
        assertEquals(1_100, size.rows());
        // the child's code and owner keys; a unique key on the primary key is the primary key itself
        assertEquals(2_000, size.keyEntries());
    }
}
