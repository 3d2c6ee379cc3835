package seedgen.load;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import seedgen.catalog.Trigger;
import seedgen.run.Method;

/** The summary's line on how an application's tables are written: side by side, or parents first and why. */
class ExistingOrderTest {

    private static Trigger trigger(String table, String name, boolean reads) {
        return new Trigger(table, name, true, true, Trigger.State.FIRES, "BEFORE INSERT", List.of(), null, List.of(),
                reads);
    }

    @Test
    void sideBySideByTheBulkPathSaysWhyItMay() {
        assertEquals("seedgen: the tables side by side by LOAD DATA: their foreign keys are not checked in the load's "
                + "sessions (the orphan count after the rows is the check), and no trigger fires",
                DatasetLoad.existingOrder(true, List.of(), Method.LOAD_DATA));
        assertEquals("seedgen: the tables side by side by INSERT: their foreign keys are not checked in the load's "
                + "sessions (the orphan count after the rows is the check), and no trigger fires",
                DatasetLoad.existingOrder(true, List.of(), Method.INSERT));
    }

    @Test
    void aTriggerThatReadsAnotherTableKeepsParentsFirstAndIsNamed() {
        assertEquals("seedgen: the tables one after another, parents first, by COPY: trigger guard on orders (and 1 "
                + "more) fires as the rows go in and may read or write another table",
                DatasetLoad.existingOrder(false, List.of(trigger("orders", "guard", true), trigger("lines", "g2",
                        true)), Method.COPY));
    }

    @Test
    void onlyATriggerTouchingAnotherTableCounts() {
        // Zabbix 6.0's hosts_name_upper_insert sets a column of its own row: the tables' order cannot change it
        assertEquals(false, trigger("hosts", "hosts_name_upper_insert", false).touchesOtherTables());
        assertEquals(true, trigger("orders", "guard", true).touchesOtherTables());
        assertEquals(true, new Trigger("gl", "t", true, true, Trigger.State.FIRES, "", List.of(new Trigger.Write(null,
                "transactions", Trigger.Verb.INSERT, List.of(), List.of())), null, List.of(), false)
                .touchesOtherTables());
        assertEquals(true, new Trigger("a", "t", true, true, Trigger.State.FIRES, "", List.of(), "its function is in "
                + "c", List.of(), false).touchesOtherTables());
    }
}
