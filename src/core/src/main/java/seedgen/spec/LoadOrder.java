package seedgen.spec;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import seedgen.model.Dataset;
import seedgen.model.ForeignKey;

/** The order the tables of a dataset load in. */
final class LoadOrder {

    private final Map<String, Table> compiled;

    private LoadOrder(Map<String, Table> compiled) {
        this.compiled = compiled;
    }

    static List<Table> of(Map<String, Table> compiled) {
        return new LoadOrder(compiled).order();
    }

    /**
     * Tables in the order they load: each after the tables it refers to, where it can be. A table's owner (per:)
     * always comes first; a reference that closes a cycle (or one to the table's own rows) points at a table
     * loaded later, and its foreign key is added after the rows ({@link Dataset#refersForward}). Among the tables
     * that are free to go next, the spec's order decides.
     */
    private List<Table> order() {
        List<Table> order = new ArrayList<>();
        Set<Table> placed = new HashSet<>();
        Set<Table> open = new LinkedHashSet<>();
        for (Table t : compiled.values()) {
            place(t, order, placed, open);
        }
        return order;
    }

    private void place(Table t, List<Table> order, Set<Table> placed, Set<Table> open) {
        if (placed.contains(t) || !open.add(t)) {
            return;
        }
        Table owner = t.def.per() == null ? null : compiled.get(t.def.per().parent());
        if (owner != null) {
            place(owner, order, placed, open);
        }
        for (Col c : t.cols.values()) {
            Table target = c.fk() == null ? null : compiled.get(c.fk().refTable());
            // A reference whose table needs (through its owners) one of the tables being placed closes a cycle.
            if (target != null && target != t && !ownersMeet(target, open)) {
                place(target, order, placed, open);
            }
        }
        for (ForeignKey fk : t.conditional) {
            Table target = compiled.get(fk.refTable());
            if (target != null && target != t && !ownersMeet(target, open)) {
                place(target, order, placed, open);
            }
        }
        open.remove(t);
        placed.add(t);
        order.add(t);
    }

    private boolean ownersMeet(Table t, Set<Table> open) {
        for (Table at = t; at != null; at = at.def.per() == null ? null : compiled.get(at.def.per().parent())) {
            if (open.contains(at)) {
                return true;
            }
        }
        return false;
    }
}
