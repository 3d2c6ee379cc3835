package seedgen.fromdb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import seedgen.catalog.Catalog;
import seedgen.catalog.Trigger;
import seedgen.model.Dataset;
import seedgen.model.ForeignKey;
import seedgen.spec.DatasetCompiler;
import seedgen.spec.SpecReader;

/**
 * Which triggers fire in a fill and which tables' rows are theirs: a ledger every entry and payment writes its row
 * into (LedgerSMB's transactions, kept by ar, ap and gl), an audit trail written through a helper, and the triggers
 * that must stay off (a setter of the new row, a guard, one that fires once a statement, one whose text is not read,
 * one that writes its own table, one disabled, one writing a table outside the schema).
 */
class TriggerPlanTest {

    private static Catalog.Column integer(String name) {
        return Columns.of(name, "int", "integer", false, null, null, null, false, false, false, null);
    }

    private static Catalog.Column text(String name) {
        return Columns.of(name, "text", "text", true, 65_535L, null, null, false, false, false, null);
    }

    private static ForeignKey toLedger(String table, String column) {
        return new ForeignKey(table + "_" + column + "_fkey", List.of(column), "ledger", List.of("id"));
    }

    private static Trigger.Write insert(String table, List<String> columns, String... fromNew) {
        return new Trigger.Write(null, table, Trigger.Verb.INSERT, columns, Arrays.asList(fromNew));
    }

    private static Trigger trigger(String table, String name, Trigger.State state, boolean perRow,
            List<Trigger.Write> writes, String unread, List<String> setsNew) {
        return new Trigger(table, name, true, perRow, state, "EXECUTE FUNCTION " + name + "()", writes, unread,
                setsNew, false);
    }

    private static Trigger writing(String table, String name, Trigger.Write... writes) {
        return trigger(table, name, Trigger.State.SWITCHABLE, true, List.of(writes), null, List.of());
    }

    /** The ledger schema, its triggers in the state {@code state} (SWITCHABLE as PostgreSQL's, FIRES as MySQL's). */
    static Catalog ledger(Trigger.State state) {
        List<Catalog.Table> tables = List.of(
                new Catalog.Table("ledger", List.of(integer("id"), text("kind")), List.of("id"), List.of(), List.of(),
                        false),
                new Catalog.Table("entries", List.of(integer("id"), text("memo"), text("memo_upper")), List.of("id"),
                        List.of(), List.of(toLedger("entries", "id")), false),
                new Catalog.Table("payments", List.of(integer("id"), text("note")), List.of("id"), List.of(),
                        List.of(toLedger("payments", "id")), false),
                new Catalog.Table("lines", List.of(integer("id"), integer("entry_id")), List.of("id"), List.of(),
                        List.of(toLedger("lines", "entry_id")), false),
                new Catalog.Table("audit", List.of(integer("n"), text("tab"), integer("row_id")), List.of("n"),
                        List.of(), List.of(), false));
        Trigger.Write toLedger = insert("ledger", List.of("id", "kind"), "id", null);
        List<Trigger> triggers = new ArrayList<>(List.of(
                trigger("entries", "entries_track", state, true, List.of(toLedger,
                        new Trigger.Write(null, "ledger", Trigger.Verb.DELETE, List.of(), List.of())), null, List.of()),
                trigger("entries", "entries_upper", state, true, List.of(), null, List.of("memo_upper")),
                trigger("payments", "payments_track", state, true, List.of(toLedger), null, List.of()),
                trigger("payments", "payments_audit", state, true, List.of(insert("audit", List.of("tab", "row_id"),
                        null, "id")), null, List.of()),
                trigger("payments", "payments_guard", state, true, List.of(), null, List.of()),
                trigger("payments", "payments_batch", state, false, List.of(insert("audit", List.of())), null,
                        List.of()),
                trigger("payments", "payments_c", state, true, List.of(), "its function is in c, whose text "
                        + "seedgen does not read", List.of()),
                trigger("lines", "lines_self", state, true, List.of(new Trigger.Write(null, "lines",
                        Trigger.Verb.UPDATE, List.of(), List.of())), null, List.of()),
                trigger("lines", "lines_off", Trigger.State.DISABLED, true, List.of(insert("audit", List.of())), null,
                        List.of()),
                trigger("lines", "lines_elsewhere", state, true, List.of(new Trigger.Write("history", "lines",
                        Trigger.Verb.INSERT, List.of(), List.of())), null, List.of())));
        return new Catalog("app", tables).withTriggers(triggers);
    }

    private static List<String> names(Catalog c) {
        return c.tables().stream().map(Catalog.Table::name).toList();
    }

    private static List<String> fired(TriggerPlan plan) {
        return plan.decisions().stream().filter(TriggerPlan.Decision::fires).map(d -> d.trigger().name()).toList();
    }

    @Test
    void theTriggersThatWriteOtherTablesFireAndTheTablesTheyWriteAreTheirs() {
        Catalog catalog = ledger(Trigger.State.SWITCHABLE);
        TriggerPlan plan = TriggerPlan.of(catalog, "app", names(catalog), List.of(), false, true, Map.of());
        assertEquals(List.of("entries_track", "payments_track", "payments_audit"), fired(plan));
        assertEquals(List.of("entries_track", "payments_track", "payments_audit"), plan.switched().stream()
                .map(Trigger::name).toList());
        assertEquals(Set.of("ledger", "audit"), plan.rowsFrom().keySet());
        Map<String, String> why = new java.util.HashMap<>();
        plan.decisions().forEach(d -> why.put(d.trigger().name(), d.why()));
        assertEquals("it writes no other table (it sets NEW.memo_upper: the rows hold seedgen's values there)",
                why.get("entries_upper"));
        assertEquals("it writes no other table (a check of the row)", why.get("payments_guard"));
        assertTrue(why.get("payments_batch").startsWith("it fires once a statement"), why::toString);
        assertTrue(why.get("payments_c").startsWith("its function is in c"), why::toString);
        assertEquals("it writes its own table, whose rows are the fill's", why.get("lines_self"));
        assertEquals("it is disabled", why.get("lines_off"));
        assertEquals("it writes history.lines, outside app", why.get("lines_elsewhere"));
    }

    @Test
    void aReferenceToTheTriggersTableIsHeldByItOrMovedToTheTableItCopies() {
        Catalog catalog = ledger(Trigger.State.SWITCHABLE);
        TriggerPlan plan = TriggerPlan.of(catalog, "app", names(catalog), List.of(), false, true, Map.of());
        List<TriggerPlan.Followed> followed = new ArrayList<>();
        Catalog seen = plan.apply(catalog, followed::add);
        assertTrue(seen.table("ledger").writtenByTrigger());
        assertTrue(seen.table("audit").writtenByTrigger());
        assertFalse(seen.table("entries").writtenByTrigger());
        assertEquals(List.of(), seen.table("entries").foreignKeys(), "entries.id -> ledger.id: its own trigger writes "
                + "the row it refers to");
        assertEquals(List.of(), seen.table("payments").foreignKeys());
        ForeignKey moved = seen.table("lines").foreignKeys().get(0);
        assertEquals("entries", moved.refTable(), "lines.entry_id goes to a table whose every id is in ledger");
        assertEquals(List.of("id"), moved.refColumns());
        assertEquals(3, followed.size());
    }

    @Test
    void theSpecLeavesTheTriggersTablesToThemAndTheirSourcesNeverMeetThere() {
        Catalog catalog = ledger(Trigger.State.SWITCHABLE);
        TriggerPlan plan = TriggerPlan.of(catalog, "app", names(catalog), List.of(), false, true, Map.of());
        SpecFromCatalog.Written w = SpecFromCatalog.compose(plan.apply(catalog, f -> { }), 300, Map.of());
        String text = w.text();
        assertTrue(text.contains("# ledger: left out, a trigger of the schema writes it (entries_track of entries, "
                + "payments_track of payments)"), text);
        assertTrue(text.contains("# audit: left out, a trigger of the schema writes it (payments_audit of payments)"),
                text);
        assertEquals(List.of(), w.leftOut(), text);
        Dataset d = DatasetCompiler.compile(SpecReader.read("t", text, Map.of()), 1, null);
        assertFalse(names(d).contains("ledger") || names(d).contains("audit"));
        // the ids both triggers copy into ledger.id: disjoint, so every row the triggers write has a key of its own
        Set<Object> ids = new java.util.HashSet<>();
        for (String t : List.of("entries", "payments")) {
            Dataset.Table table = d.table(t);
            for (long row = 1; row <= table.rows(); row++) {
                assertTrue(ids.add(value(table, "id", row)), t + " row " + row);
            }
        }
        assertEquals(600, ids.size());
        // every line's entry is an entry, whose ledger row its trigger writes
        Dataset.Table lines = d.table("lines");
        Set<Object> entries = new java.util.HashSet<>();
        for (long row = 1; row <= d.table("entries").rows(); row++) {
            entries.add(value(d.table("entries"), "id", row));
        }
        for (long row = 1; row <= lines.rows(); row++) {
            assertTrue(entries.contains(value(lines, "entry_id", row)), "line " + row);
        }
    }

    /** The value of {@code column} on row {@code row} of {@code table}, as the load writes it. */
    private static Object value(Dataset.Table table, String column, long row) {
        List<seedgen.model.Column> columns = table.spec().columns();
        for (int i = 0; i < columns.size(); i++) {
            if (columns.get(i).name().equals(column)) {
                return table.spec().row(row)[i];
            }
        }
        throw new AssertionError(table.name() + " has no column " + column);
    }

    private static List<String> names(Dataset d) {
        return d.tables().stream().map(Dataset.Table::name).toList();
    }

    @Test
    void offNothingSwitchesAndEveryTableIsTheSpecsButATriggerThatFiresAsItIsFires() {
        Catalog pg = ledger(Trigger.State.SWITCHABLE);
        TriggerPlan off = TriggerPlan.of(pg, "app", names(pg), List.of(), false, false, Map.of());
        assertEquals(List.of(), fired(off));
        assertEquals(Set.of(), off.rowsFrom().keySet());
        assertEquals(pg.table("entries").foreignKeys(), off.apply(pg, f -> { }).table("entries").foreignKeys());
        // MySQL's triggers fire as the rows arrive whatever is asked: their tables are theirs either way
        Catalog mysql = ledger(Trigger.State.FIRES);
        TriggerPlan mysqlOff = TriggerPlan.of(mysql, "app", names(mysql), List.of(), false, false, Map.of());
        assertTrue(fired(mysqlOff).containsAll(List.of("entries_track", "payments_track", "payments_audit")));
        assertEquals(Set.of("ledger", "audit"), mysqlOff.rowsFrom().keySet());
    }

    @Test
    void aTriggerTheServerRefusedOrWhoseTableIsLeftOutOrKeptWritesNothingAndItsTableIsTheSpecs() {
        Catalog catalog = ledger(Trigger.State.SWITCHABLE);
        TriggerPlan refused = TriggerPlan.of(catalog, "app", names(catalog), List.of(), false, true,
                Map.of("payments.payments_audit", "the server refused rows of payments with it firing"));
        assertEquals(Set.of("ledger"), refused.rowsFrom().keySet(), "audit is filled as any table");
        List<String> candidates = new ArrayList<>(names(catalog));
        candidates.remove("entries");
        TriggerPlan without = TriggerPlan.of(catalog, "app", candidates, List.of(), false, true, Map.of());
        assertEquals(List.of(catalog.triggers().get(2)), without.rowsFrom().get("ledger"), "only payments writes it");
        TriggerPlan kept = TriggerPlan.of(catalog, "app", List.of("entries", "payments", "lines"), List.of("ledger",
                "audit"), false, true, Map.of());
        assertEquals(Set.of(), kept.rowsFrom().keySet(), "a table holding the application's rows is never written");
        // a spec given fills its tables: a trigger writing one of them stays off
        TriggerPlan fixed = TriggerPlan.of(catalog, "app", List.of("entries", "payments", "ledger"), List.of(), true,
                true, Map.of());
        assertEquals(List.of("payments_audit"), fired(fixed));
    }

    /**
     * A trigger whose INSERT gives a reference of the table it writes a value that is not the new row's (MusicBrainz's
     * a_ins_instrument writes parent 14 into link_attribute_type, a row only the application's default rows hold)
     * does not fire, named, and the table is the fill's: fired, its rows would refer to nothing.
     */
    @Test
    void aTriggerThatWritesAConstantIntoAReferenceDoesNotFire() {
        List<Catalog.Table> tables = List.of(
                new Catalog.Table("instrument", List.of(integer("id"), text("name")), List.of("id"), List.of(),
                        List.of(), false),
                new Catalog.Table("attribute_type", List.of(integer("id"), integer("parent"), text("name")),
                        List.of("id"), List.of(), List.of(new ForeignKey("attribute_type_parent_fkey",
                        List.of("parent"), "attribute_type", List.of("id"))), false));
        Catalog catalog = new Catalog("app", tables).withTriggers(List.of(writing("instrument", "a_ins_instrument",
                insert("attribute_type", List.of("parent", "name"), null, "name"))));
        TriggerPlan plan = TriggerPlan.of(catalog, "app", names(catalog), List.of(), false, true, Map.of());
        assertEquals(List.of(), fired(plan));
        TriggerPlan.Decision d = plan.decisions().get(0);
        assertTrue(d.why().contains("attribute_type.parent, a reference to attribute_type"), d.why());
        Catalog fromNew = new Catalog("app", tables).withTriggers(List.of(writing("instrument", "a_ins_instrument",
                insert("attribute_type", List.of("name"), "name"))));
        assertEquals(List.of("a_ins_instrument"), fired(TriggerPlan.of(fromNew, "app", names(fromNew), List.of(),
                false, true, Map.of())), "a reference it leaves out is NULL or its default");
        // a reference to a table that keeps the application's rows (a ledger's kinds, TriggersIT's triggers-pg.sql):
        // the value is the application's, and the server's trial and the orphan count judge it
        List<Catalog.Table> kinds = List.of(
                new Catalog.Table("kinds", List.of(text("name")), List.of("name"), List.of(), List.of(), false),
                new Catalog.Table("entries", List.of(integer("id")), List.of("id"), List.of(), List.of(), false),
                new Catalog.Table("ledger", List.of(integer("id"), text("kind")), List.of("id"), List.of(),
                        List.of(new ForeignKey("ledger_kind_fkey", List.of("kind"), "kinds",
                                List.of("name"))), false));
        Catalog ledger = new Catalog("app", kinds).withTriggers(List.of(writing("entries", "entries_track",
                insert("ledger", List.of("id", "kind"), "id"))));
        assertEquals(List.of("entries_track"), fired(TriggerPlan.of(ledger, "app", List.of("entries", "ledger"),
                List.of("kinds"), false, true, Map.of())));
        assertEquals(List.of(), fired(TriggerPlan.of(ledger, "app", names(ledger), List.of(), false, true,
                Map.of())), "the same trigger, its kinds made by the fill: no row is known to hold its value");
        // before the tables holding rows are known (a killed run's ledger rows are the trigger's, not to keep), it may
        assertEquals(List.of("entries_track"), fired(TriggerPlan.mayWrite(ledger, "app", true)));
    }
}
