package seedgen.model;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class TableSpecTest {

    private static final Column ID = new Column("id", ColumnType.bigint(), id -> id);
    private static final Column NAME = new Column("name", ColumnType.varchar(20), id -> "n" + id);

    @Test
    void firstColumnThatIsNotBigintIsRejected() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new TableSpec("t", List.of(NAME, ID), List.of()));
        assertTrue(e.getMessage().contains("BIGINT"), e.getMessage());
    }

    @Test
    void noColumnsIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> new TableSpec("t", List.of(), List.of()));
    }

    @Test
    void unknownUniqueColumnIsRejectedNamingIt() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new TableSpec("t", List.of(ID, NAME), List.of("name", "nickname")));
        assertTrue(e.getMessage().contains("nickname"), e.getMessage());
    }

    @Test
    void uniqueColumnNamesAreMatchedExactly() {
        assertThrows(IllegalArgumentException.class, () -> new TableSpec("t", List.of(ID, NAME), List.of("NAME")));
    }

    @Test
    void validSpecFillsRowsFromItsGenerators() {
        TableSpec spec = new TableSpec("t", List.of(ID, NAME), List.of("name"));
        assertEquals(2, spec.width());
        assertEquals(ID, spec.primaryKey());
        assertArrayEquals(new Object[] {17L, "n17"}, spec.row(17));
    }

    @Test
    void specIsImmutableAgainstTheCallersLists() {
        List<Column> columns = new ArrayList<>(List.of(ID, NAME));
        List<String> unique = new ArrayList<>(List.of("name"));
        TableSpec spec = new TableSpec("t", columns, unique);
        columns.clear();
        unique.clear();
        assertEquals(2, spec.width());
        assertEquals(List.of("name"), spec.uniqueColumns());
        assertThrows(UnsupportedOperationException.class, () -> spec.columns().add(NAME));
    }

    @Test
    void withNameRenamesOnly() {
        TableSpec spec = new TableSpec("t", List.of(ID, NAME), List.of("name")).withName("other");
        assertEquals("other", spec.name());
        assertEquals(List.of(ID, NAME), spec.columns());
        assertEquals(List.of("name"), spec.uniqueColumns());
    }
}
