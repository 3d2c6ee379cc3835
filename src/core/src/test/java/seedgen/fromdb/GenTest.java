package seedgen.fromdb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A generator choice as a value: its operations keep the options' order, and it renders as the spec writes it. */
class GenTest {

    private static final Gen PICK = Gen.of("ref").with("table", "users").with("fanout", "{0: 3, 1: 5}")
            .with("exact", "true");

    @Test
    void itRendersItsKindAndOptionsInOrder() {
        assertEquals("gen: sequence", Gen.of("sequence").render());
        assertEquals("gen: ref, table: users, fanout: {0: 3, 1: 5}, exact: true", PICK.render());
        assertEquals("gen: int, min: -90, max: 90", Gen.of("int").with("min", -90).with("max", 90).render());
        assertEquals("gen: choice, values: [\"a\", \"b\"]", Checks.choiceOf(List.of("a", "b")).render());
    }

    @Test
    void itsOperationsReplaceTheTextSurgery() {
        assertEquals("gen: ref, table: users, distinct: true",
                PICK.without("fanout").without("exact").with("distinct", "true").render());
        assertEquals("gen: ref, table: teams, fanout: {0: 3, 1: 5}, exact: true",
                PICK.replacing("table", "teams").render(), "replaced where it is written");
        assertEquals("gen: ref, table: users, fanout: {0: 3, 1: 5}, exact: true, column: id",
                PICK.replacing("column", "id").render(), "appended when absent");
        assertEquals("gen: ref, table: users", PICK.before("fanout").render());
        assertEquals(List.of(new Gen.Option("exact", "true")), PICK.from("exact"));
        assertEquals(List.of(), PICK.from("given"));
        assertEquals("{0: 3, 1: 5}", PICK.option("fanout"));
        assertNull(PICK.option("with"));
        assertTrue(PICK.is("ref") && PICK.opensWith("table") && PICK.flag("exact") && PICK.has("fanout"));
        assertFalse(PICK.is("refs") || PICK.opensWith("fanout") || PICK.flag("table") || PICK.has("with"));
        assertEquals(12, UniqueKeys.code(12).longOption("length", 0));
        assertEquals(1, Gen.of("sequence").longOption("start", 1));
        assertEquals(Gen.of("sequence").with("start", 0), ColumnRules.FLAG_KEY, "equal by kind and options");
    }

    @Test
    void aKindAndEveryOptionAreNamed() {
        assertThrows(IllegalArgumentException.class, () -> Gen.of(" "));
        assertThrows(IllegalArgumentException.class, () -> Gen.of("int").with("min", null));
    }
}
