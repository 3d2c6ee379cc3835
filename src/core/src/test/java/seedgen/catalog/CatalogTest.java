package seedgen.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import seedgen.runs.RunRecords;

class CatalogTest {

    /** The model sits below the run records, so it names their tables itself: the same names, always. */
    @Test
    void seedgensOwnTablesAreTheRunRecordsTables() {
        assertEquals(RunRecords.ALL, Catalog.BOOKKEEPING);
    }

    @Test
    void chosenLeavesSeedgensOwnTablesOut() {
        assertEquals(List.of("a", "b"), Catalog.chosen(List.of("a", "SEEDGEN_RUNS", "b", "seedgen_dataset_runs"), null,
                "db", true));
    }
}
