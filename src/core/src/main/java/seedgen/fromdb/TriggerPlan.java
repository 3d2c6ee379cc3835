package seedgen.fromdb;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import seedgen.catalog.Catalog;
import seedgen.catalog.Trigger;
import seedgen.model.ForeignKey;

/**
 * Which triggers fire as a fill writes an application's tables, and so which tables' rows come from triggers rather
 * than from the spec. A trigger that fires on an INSERT of a table the fill writes rows into fires in the fill if it
 * fires in its sessions as it is (every MySQL trigger; PostgreSQL's ENABLE ALWAYS), or if it can be switched on for the
 * run (PostgreSQL's ordinary trigger under the fill's session_replication_role = replica) and should be: with
 * {@code --triggers on}, once a row, every table it writes read from its text, all of them tables of the namespace
 * read, none its own table nor one whose rows the fill makes, and at least one other: a trigger that only checks the
 * row, or sets columns of it, stays off (it would change or refuse seedgen's rows, not keep another table's).
 * <p>
 * A table an INSERT of a firing trigger writes gets its rows from it: it is left out of the spec and left to the
 * trigger (and the triggers of its own fire in turn, by the same rules). A reference to such a table is followed
 * through the trigger: from the table the trigger is on, a key whose values the trigger writes into the referred
 * columns ({@code gl.id -> transactions.id}, written {@code VALUES (NEW.id, ...)}) is held by the trigger itself and
 * made as if it referred to nothing; from any other table, the reference goes to the trigger's table and the columns
 * it copies ({@code acc_trans.trans_id -> transactions.id} to {@code gl.id}), whose every row has its row written.
 * A reference the trigger's values do not follow leaves its table out, as a reference to a table left out does.
 */
public final class TriggerPlan {

    /**
     * What happens to one trigger in the fill: whether it {@code fires}, whether it is {@code switched} on for the run
     * to do so, and {@code why}.
     */
    public record Decision(Trigger trigger, boolean fires, boolean switched, String why) {
    }

    /** A reference changed because its parent's rows are a trigger's: held by the trigger (to null) or moved. */
    public record Followed(String table, ForeignKey was, ForeignKey now, Trigger by) {
    }

    private final String namespace;
    private final List<Decision> decisions;
    private final Map<String, List<Trigger>> rowsFrom;

    private TriggerPlan(String namespace, List<Decision> decisions, Map<String, List<Trigger>> rowsFrom) {
        this.namespace = namespace;
        this.decisions = List.copyOf(decisions);
        this.rowsFrom = rowsFrom;
    }

    /** No trigger fires: a fill with --triggers off on a server where none fires as it is. */
    public static TriggerPlan none(String namespace) {
        return new TriggerPlan(namespace, List.of(), new TreeMap<>(String.CASE_INSENSITIVE_ORDER));
    }

    /**
     * The plan for a fill of {@code catalog}'s tables in {@code namespace} that may write {@code candidates} (the
     * tables not kept as they are nor left out; {@code kept}, those holding the application's rows, which no trigger
     * is let write): where {@code fixed} (a spec given), every candidate is filled and a trigger writing one does not
     * fire; else a table a firing trigger writes is the trigger's, not the spec's. {@code on}: --triggers;
     * {@code refused}: triggers the server refused rows with ({@link #key}: why), which do not fire.
     */
    public static TriggerPlan of(Catalog catalog, String namespace, Collection<String> candidates,
            Collection<String> kept, boolean fixed, boolean on, Map<String, String> refused) {
        return of(catalog, namespace, candidates, kept, fixed, on, refused, true);
    }

    /**
     * The tables a trigger may write, before it is known which tables hold the application's rows: every trigger
     * that could fire, a constant it writes into a reference no doubt yet (the table referred to may hold the
     * application's rows), so that a table such a trigger wrote in a killed run is read as the trigger's, not as
     * rows to keep.
     */
    public static TriggerPlan mayWrite(Catalog catalog, String namespace, boolean on) {
        return of(catalog, namespace, catalog.tables().stream().map(Catalog.Table::name).toList(), List.of(), false,
                on, Map.of(), false);
    }

    private static TriggerPlan of(Catalog catalog, String namespace, Collection<String> candidates,
            Collection<String> kept, boolean fixed, boolean on, Map<String, String> refused, boolean doubt) {
        Set<String> all = names(candidates);
        Set<String> claimed = names(List.of());
        Set<String> keep = names(kept);
        TriggerPlan loose = null;
        if (!fixed) {
            loose = decide(catalog, namespace, all, keep, keep, on, refused, doubt);
            claimed.addAll(loose.rowsFrom.keySet());
            claimed.retainAll(all);
        }
        while (true) {
            Set<String> filled = names(all);
            filled.removeAll(claimed);
            Set<String> owned = names(filled);
            owned.addAll(keep);
            TriggerPlan plan = decide(catalog, namespace, filled, owned, keep, on, refused, doubt);
            if (plan.rowsFrom.keySet().containsAll(claimed)) {
                return loose == null ? plan : plan.withReasonsOf(loose);
            }
            // a table no firing trigger writes after all is the spec's: the triggers writing it then stand down
            claimed.retainAll(plan.rowsFrom.keySet());
        }
    }

    /**
     * This plan, a trigger that does not fire here saying why it did not where no table was the spec's yet: its own
     * reason (a constant it writes into a reference, a table outside the schema) rather than that the table it writes
     * became the spec's for that reason.
     */
    private TriggerPlan withReasonsOf(TriggerPlan loose) {
        Map<String, Decision> first = new LinkedHashMap<>();
        loose.decisions().forEach(d -> first.put(key(d.trigger()), d));
        List<Decision> out = new ArrayList<>();
        for (Decision d : decisions) {
            Decision before = first.get(key(d.trigger()));
            out.add(!d.fires() && before != null && !before.fires() ? before : d);
        }
        return new TriggerPlan(namespace, out, rowsFrom);
    }

    /** The key of a trigger in {@code refused}: its table and name. */
    public static String key(Trigger t) {
        return t.table() + "." + t.name();
    }

    /**
     * The decisions for the triggers on the tables that get rows: {@code filled} and, in turn, those firing triggers
     * write; a trigger writing one of {@code owned} (the spec's, or kept as they are) does not fire.
     */
    private static TriggerPlan decide(Catalog catalog, String namespace, Set<String> filled, Set<String> owned,
            Set<String> kept, boolean on, Map<String, String> refused, boolean doubt) {
        Set<String> receiving = names(filled);
        Map<String, Decision> decided = new LinkedHashMap<>();
        Map<String, List<Trigger>> rowsFrom = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        boolean grown = true;
        while (grown) {
            grown = false;
            for (Trigger t : catalog.triggers()) {
                if (!t.onInsert() || !receiving.contains(t.table()) || decided.containsKey(key(t))) {
                    continue;
                }
                Decision d = decision(catalog, namespace, t, owned, kept, on, refused, doubt);
                decided.put(key(t), d);
                if (!d.fires()) {
                    continue;
                }
                for (Trigger.Write w : t.writes()) {
                    String target = tableOf(catalog, w);
                    if (w.verb() == Trigger.Verb.INSERT && target != null && inside(w, namespace)
                            && !target.equalsIgnoreCase(t.table()) && !owned.contains(target)) {
                        List<Trigger> by = rowsFrom.computeIfAbsent(target, k -> new ArrayList<>());
                        if (!by.contains(t)) {
                            by.add(t);
                        }
                        grown |= receiving.add(target);
                    }
                }
            }
        }
        List<Decision> ordered = new ArrayList<>();
        for (Trigger t : catalog.triggers()) {
            if (decided.containsKey(key(t))) {
                ordered.add(decided.get(key(t)));
            }
        }
        return new TriggerPlan(namespace, ordered, rowsFrom);
    }

    private static Decision decision(Catalog catalog, String namespace, Trigger t, Set<String> owned,
            Set<String> kept, boolean on, Map<String, String> refused, boolean doubt) {
        if (t.state() == Trigger.State.DISABLED) {
            return new Decision(t, false, false, "it is disabled");
        }
        if (t.state() == Trigger.State.FIRES) {
            return new Decision(t, true, false, "it fires in the fill's sessions as it is" + writing(t) + (on ? ""
                    : " (--triggers off does not hold it off)"));
        }
        if (!on) {
            return new Decision(t, false, false, "--triggers off");
        }
        if (refused.containsKey(key(t))) {
            return new Decision(t, false, false, refused.get(key(t)));
        }
        if (!t.perRow()) {
            return new Decision(t, false, false, "it fires once a statement, so what it writes would follow how the "
                    + "rows are batched");
        }
        if (t.unread() != null) {
            return new Decision(t, false, false, t.unread());
        }
        Set<String> others = names(List.of());
        for (Trigger.Write w : t.writes()) {
            String target = tableOf(catalog, w);
            if (!inside(w, namespace)) {
                return new Decision(t, false, false, "it writes " + w.schema() + "." + w.table() + ", outside "
                        + namespace);
            }
            if (target == null) {
                return new Decision(t, false, false, "it writes " + w.table() + ", which is not among the tables "
                        + "read");
            }
            if (target.equalsIgnoreCase(t.table())) {
                return new Decision(t, false, false, "it writes its own table, whose rows are the fill's");
            }
            if (owned.contains(target)) {
                return new Decision(t, false, false, "it writes " + target + (kept.contains(target) ? ", which "
                        + "holds rows of the application's own, kept as they are" : ", whose rows the fill makes"));
            }
            String unknown = doubt ? unknownReference(catalog.table(target), w, kept) : null;
            if (unknown != null) {
                return new Decision(t, false, false, unknown);
            }
            others.add(target);
        }
        if (others.isEmpty()) {
            return new Decision(t, false, false, "it writes no other table" + (t.setsNew().isEmpty()
                    ? " (a check of the row)" : " (it sets " + String.join(", ", t.setsNew().stream().map(c -> "NEW."
                            + c).toList()) + ": the rows hold seedgen's values there)"));
        }
        return new Decision(t, true, true, "it writes " + String.join(", ", others));
    }

    /**
     * Why the rows an INSERT of the trigger writes could refer to nothing, or null: a reference of the written table
     * given a value that is not the new row's (a constant, as MusicBrainz's a_ins_instrument writes parent 14, which
     * only the application's default rows hold), which no row seedgen makes is known to hold. A reference to a table
     * that keeps the application's own rows is no such doubt: the application's trigger writes what its rows hold
     * (a ledger's kind, the table's name among the kinds it ships), and the server's trial of the trigger and the
     * orphan count after the load judge it.
     */
    private static String unknownReference(Catalog.Table written, Trigger.Write w, Set<String> kept) {
        if (w.verb() != Trigger.Verb.INSERT || written == null) {
            return null;
        }
        for (ForeignKey fk : written.foreignKeys()) {
            for (String col : fk.columns()) {
                boolean named = w.columns().isEmpty() || w.columns().stream().anyMatch(col::equalsIgnoreCase);
                if (named && w.fromNew(col, written) == null
                        && kept.stream().noneMatch(fk.refTable()::equalsIgnoreCase)) {
                    return "it writes " + written.name() + "." + col + ", a reference to " + fk.refTable() + ", a "
                            + "value that is not the new row's, which no row the fill makes is known to hold";
                }
            }
        }
        return null;
    }

    private static String writing(Trigger t) {
        Set<String> tables = names(List.of());
        t.writes().forEach(w -> tables.add(w.table()));
        return tables.isEmpty() ? "" : "; it writes " + String.join(", ", tables);
    }

    /** The catalog's name of the table {@code w} writes, or null when it reads none of that name. */
    private static String tableOf(Catalog catalog, Trigger.Write w) {
        Catalog.Table t = catalog.table(w.table());
        return t == null ? null : t.name();
    }

    private static boolean inside(Trigger.Write w, String namespace) {
        return w.schema() == null || w.schema().equalsIgnoreCase(namespace);
    }

    private static Set<String> names(Collection<String> names) {
        Set<String> out = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        out.addAll(names);
        return out;
    }

    /** Each trigger on a table that gets rows, and what becomes of it, in table and name order. */
    public List<Decision> decisions() {
        return decisions;
    }

    /** The triggers switched on for the run. */
    public List<Trigger> switched() {
        return decisions.stream().filter(Decision::switched).map(Decision::trigger).toList();
    }

    /** Each table whose rows come from triggers, with the firing triggers that write it. */
    public Map<String, List<Trigger>> rowsFrom() {
        return java.util.Collections.unmodifiableMap(rowsFrom);
    }

    /** Whether {@code other} fires the same triggers and leaves the same tables to them. */
    public boolean same(TriggerPlan other) {
        return decisions.equals(other.decisions) && rowsFrom.equals(other.rowsFrom);
    }

    /**
     * {@code catalog} as the fill sees it: the tables whose rows come from triggers marked so, the references to them
     * followed through the triggers (see the class), and only the triggers that fire; {@code followed} hears each
     * reference changed.
     */
    public Catalog apply(Catalog catalog, java.util.function.Consumer<Followed> followed) {
        List<Catalog.Table> tables = new ArrayList<>();
        for (Catalog.Table t : catalog.tables()) {
            List<ForeignKey> keys = new ArrayList<>();
            for (ForeignKey fk : t.foreignKeys()) {
                List<Trigger> by = rowsFrom.get(fk.refTable());
                Followed f = by == null ? null : follow(catalog, t, fk, by);
                if (f == null) {
                    keys.add(fk);
                    continue;
                }
                followed.accept(f);
                if (f.now() != null) {
                    keys.add(f.now());
                }
            }
            tables.add(new Catalog.Table(t.name(), t.columns(), t.primaryKey(), t.unique(), keys,
                    rowsFrom.containsKey(t.name()), t.checks(), t.defaulted(), t.said()));
        }
        // what the spec's rules read of the triggers: those that fire
        return catalog.withTables(tables).withTriggers(decisions.stream().filter(Decision::fires)
                .map(Decision::trigger).toList());
    }

    /**
     * How {@code fk} of {@code table} is followed through one of {@code by}, or null when none writes its values: held
     * by a trigger of the table itself where one copies the key's own values, else moved to the first that copies them
     * from a key of its table.
     */
    private static Followed follow(Catalog catalog, Catalog.Table table, ForeignKey fk, List<Trigger> by) {
        List<Trigger> own = by.stream().filter(t -> t.table().equalsIgnoreCase(table.name())).toList();
        List<Trigger> ordered = new ArrayList<>(own);
        by.stream().filter(t -> !own.contains(t)).forEach(ordered::add);
        Catalog.Table written = catalog.table(fk.refTable());
        for (Trigger t : ordered) {
            Catalog.Table source = catalog.table(t.table());
            for (Trigger.Write w : t.writes()) {
                if (w.verb() != Trigger.Verb.INSERT || !w.table().equalsIgnoreCase(written.name())) {
                    continue;
                }
                List<String> copied = new ArrayList<>();
                for (String rc : fk.refColumns()) {
                    String from = w.fromNew(rc, written);
                    Catalog.Column col = from == null ? null : source.column(from);
                    copied.add(col == null ? null : col.name());
                }
                if (copied.contains(null)) {
                    continue;
                }
                if (source.name().equalsIgnoreCase(table.name()) && sameColumns(fk.columns(), copied)) {
                    return new Followed(table.name(), fk, null, t);
                }
                if (source.isKey(copied)) {
                    return new Followed(table.name(), fk, new ForeignKey(fk.name(), fk.columns(),
                            source.name(), copied, fk.inferred()), t);
                }
            }
        }
        return null;
    }

    private static boolean sameColumns(List<String> a, List<String> b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            if (!a.get(i).equalsIgnoreCase(b.get(i))) {
                return false;
            }
        }
        return true;
    }

    /**
     * The summary's lines before the load: what each trigger on a table the fill writes does ({@code filled}: those
     * tables; the ones the triggers write are said in {@link #rowsFrom}), and the tables whose rows come from
     * triggers. {@code switching}: how a switched trigger is switched on and back, in the server's words.
     */
    public List<String> notes(Set<String> filled, String switching) {
        List<String> out = new ArrayList<>();
        Set<String> tables = names(filled);
        tables.addAll(rowsFrom.keySet());
        for (Decision d : decisions) {
            Trigger t = d.trigger();
            if (!tables.contains(t.table())) {
                continue;
            }
            String what = t.table() + ": trigger " + t.name() + (d.fires() ? " fires" : " did not fire") + " ("
                    + t.routine() + "): " + d.why();
            out.add((d.fires() ? "triggers on    " : "triggers off   ") + what + (d.switched() ? "; " + switching
                    : ""));
        }
        return out;
    }

    /** The tables whose rows come from triggers, as the summary names them: table, by trigger of table. */
    public List<String> sources() {
        List<String> out = new ArrayList<>();
        rowsFrom.forEach((table, by) -> out.add(table + ": its rows are written by " + String.join(", ", by.stream()
                .map(t -> "trigger " + t.name() + " of " + t.table()).toList())));
        return out;
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "TriggerPlan[%s: %d decisions, rows from triggers %s]", namespace,
                decisions.size(), rowsFrom.keySet());
    }
}
