package seedgen.workload;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import seedgen.model.Dataset;
import seedgen.model.ForeignKey;
import seedgen.spec.Spec;

/**
 * The kinds of operation a dataset's workload is made of and their shares of the mix, read from the dataset's shape:
 * <ul>
 * <li>reads: a root table's row by its first unique column, or its key (sns: by username), 10; an owner's rows of each
 * table of rows of their own under it (a user's posts), 40 in all;</li>
 * <li>new rows: of a root table (a sign-up) 2, of each per-parent table of rows of their own (a post) 8 in all;</li>
 * <li>updates of one column of a loaded row (an edited post) 3 in all, 1 for root tables;</li>
 * <li>pairs (a like, a bookmark, a follow): 28 new, 6 deleted in all, shared by the tables' loaded rows;</li>
 * <li>rows the workload made, deleted again: 2 in all.</li>
 * </ul>
 * A category a dataset has no table for drops out, and the rest keep their proportions. {@code --mix NAME=W,...} sets
 * a kind's weight by its name (0 leaves it out); {@code --mix only:NAME=W,...} leaves out every kind it does not name.
 */
public final class Plan {

    private final List<OpKind> kinds;
    private final Map<String, TableShape> shapes;
    private final List<String> notes;

    private Plan(List<OpKind> kinds, Map<String, TableShape> shapes, List<String> notes) {
        this.kinds = List.copyOf(kinds);
        this.shapes = shapes;
        this.notes = List.copyOf(notes);
    }

    public List<OpKind> kinds() {
        return kinds;
    }

    /** Why a kind a table would have is not in the plan, a line each. */
    public List<String> notes() {
        return notes;
    }

    TableShape shape(String table) {
        return shapes.get(table);
    }

    /**
     * The plan of {@code dataset} (compiled from {@code spec}), with {@code mix} ({@code name=weight,...}, or empty for
     * the default shares) applied.
     */
    public static Plan of(Spec spec, Dataset dataset, String mix) {
        Map<String, TableShape> shapes = new LinkedHashMap<>();
        for (Dataset.Table t : dataset.tables()) {
            Spec.TableDef def = spec.tables().stream().filter(d -> d.name().equals(t.name())).findFirst().orElse(null);
            shapes.put(t.name(), TableShape.of(t, def));
        }
        List<String> notes = new ArrayList<>();
        List<OpKind> kinds = new ArrayList<>();
        List<TableShape> all = List.copyOf(shapes.values());
        // a table whose rows others refer to, by a foreign key or as a row of the same parent (a message's sender,
        // a member of its room): no operation deletes its rows, which the rows referring to them need
        List<TableShape> referred = all.stream().filter(s -> all.stream().anyMatch(o -> o.table().foreignKeys()
                .stream().anyMatch(fk -> fk.refTable().equals(s.name())) || o.withinParent().values().stream()
                .anyMatch(w -> w[0].equals(s.name())))).toList();
        for (TableShape s : all) {
            if (s.root() && s.keyColumns().length == 1) {
                int lookup = lookupColumn(s);
                kinds.add(kind(kinds, "read " + s.name(), OpKind.Action.READ_KEY, s, 10, List.of("*"),
                        List.of(s.column(lookup)), null));
            }
        }
        share(kinds, all.stream().filter(s -> !s.root() && s.entity() && s.parentColumn() >= 0).toList(), 40,
                s -> "read " + s.name()
                + " by " + s.column(s.parentColumn()), OpKind.Action.READ_CHILDREN, s -> List.of("*"),
                s -> List.of(s.column(s.parentColumn())), notes);
        for (TableShape s : all) {
            if (s.root() && s.entity() && insertable(s, notes)) {
                kinds.add(kind(kinds, "insert " + s.name(), OpKind.Action.INSERT_ROW, s, 2, allColumns(s), List.of(),
                        null));
            }
        }
        share(kinds, all.stream().filter(s -> !s.root() && s.entity() && s.parentColumn() >= 0
                && insertable(s, notes)).toList(), 8,
                s -> "insert " + s.name(), OpKind.Action.INSERT_ROW, Plan::allColumns, s -> List.of(), notes);
        share(kinds, all.stream().filter(s -> !s.root() && s.entity() && s.updatable() >= 0).toList(), 3,
                s -> "update " + s.name(), OpKind.Action.UPDATE, Plan::updated,
                s -> List.of(s.column(s.sequenceKey())), notes);
        share(kinds, all.stream().filter(s -> s.root() && s.entity() && s.updatable() >= 0).toList(), 1,
                s -> "update " + s.name(), OpKind.Action.UPDATE, Plan::updated,
                s -> List.of(s.column(s.sequenceKey())), notes);
        List<TableShape> pairs = all.stream().filter(s -> s.pair() && s.table().unique().isEmpty()).toList();
        share(kinds, pairs, 28, s -> "insert " + s.name(), OpKind.Action.INSERT_PAIR, Plan::allColumns,
                s -> List.of(), notes);
        share(kinds, pairs.stream().filter(s -> !referred.contains(s)).toList(), 6, s -> "delete " + s.name(),
                OpKind.Action.DELETE_PAIR, s -> List.of(), s -> List.of(s.column(s.parentColumn()),
                        s.column(s.pairRef())), notes);
        share(kinds, all.stream().filter(s -> s.entity() && !s.root() && kinds.stream().anyMatch(k -> k.action()
                == OpKind.Action.INSERT_ROW && k.table().equals(s.name()))).toList(), 2, s -> "delete " + s.name(),
                OpKind.Action.DELETE_MADE, s -> List.of(), s -> List.of(s.column(s.sequenceKey())), notes);
        return new Plan(applyMix(kinds, mix), shapes, notes);
    }

    /**
     * A column the plan's statements find rows by, beyond keys: a table's rows read by their owner, or the references
     * to a row deleted, which the server checks on delete. Without an index on it each such statement scans the table.
     */
    public record Lookup(String table, String column, String operation) {
    }

    /** The columns the plan's operations (of weight above 0) find rows by besides a key, each once. */
    public List<Lookup> lookups() {
        List<Lookup> out = new ArrayList<>();
        for (OpKind k : kinds) {
            if (k.weight() <= 0) {
                continue;
            }
            if (k.action() == OpKind.Action.READ_CHILDREN) {
                out.add(new Lookup(k.table(), k.where().get(0), k.name()));
            } else if (k.action() == OpKind.Action.DELETE_MADE) {
                for (TableShape s : shapes.values()) {
                    for (ForeignKey fk : s.table().foreignKeys()) {
                        if (fk.refTable().equals(k.table()) && fk.columns().size() == 1) {
                            out.add(new Lookup(s.name(), fk.columns().get(0), k.name()));
                        }
                    }
                }
            }
        }
        return out.stream().distinct().toList();
    }

    /** A root table's first single-column unique key other than its key (a log-in's email), else its key. */
    private static int lookupColumn(TableShape s) {
        for (List<String> u : s.table().unique()) {
            if (u.size() == 1) {
                for (int i = 0; i < s.width(); i++) {
                    if (s.column(i).equals(u.get(0))) {
                        return i;
                    }
                }
            }
        }
        return s.keyColumns()[0];
    }

    /**
     * Whether a new row of {@code s} can be made past its loaded ones: every column the workload does not set itself
     * (key, owner, references, event times) has a value at the row after the last.
     */
    private static boolean insertable(TableShape s, List<String> notes) {
        if (s.table().foreignKeys().stream().anyMatch(fk -> fk.columns().size() > 1)) {
            String note = "no inserts of " + s.name() + ": a foreign key of several columns, which the workload "
                    + "does not pick rows for yet";
            if (!notes.contains(note)) {
                notes.add(note);
            }
            return false;
        }
        if (s.entity() && ((Number) s.value(s.sequenceKey(), s.rows() + 1)).longValue() > s.keyCapacity()) {
            String note = "no inserts of " + s.name() + ": its key " + s.column(s.sequenceKey()) + " is full (its "
                    + "type holds up to " + s.keyCapacity() + ")";
            if (!notes.contains(note)) {
                notes.add(note);
            }
            return false;
        }
        for (int i = 0; i < s.width(); i++) {
            if (i == s.parentColumn() || s.referring().contains(i) || s.eventTimes().contains(i)) {
                continue;
            }
            try {
                s.value(i, s.rows() + 1);
            } catch (RuntimeException e) {
                String note = "no inserts of " + s.name() + ": column " + s.column(i) + " has no value past the "
                        + "loaded rows (it is made from its owner's)";
                if (!notes.contains(note)) {
                    notes.add(note);
                }
                return false;
            }
        }
        return true;
    }

    /** The columns an update sets: the one it changes, then the times that say when a row last changed. */
    private static List<String> updated(TableShape s) {
        List<String> out = new ArrayList<>(List.of(s.column(s.updatable())));
        s.touched().forEach(c -> out.add(s.column(c)));
        return out;
    }

    private static List<String> allColumns(TableShape s) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < s.width(); i++) {
            out.add(s.column(i));
        }
        return out;
    }

    private static OpKind kind(List<OpKind> kinds, String name, OpKind.Action action, TableShape s, double weight,
            List<String> columns, List<String> where, String orderBy) {
        return new OpKind(kinds.size(), name, action, s.name(), weight, columns, where, orderBy);
    }

    /** {@code total} shared by {@code tables} in proportion to their loaded rows. */
    private static void share(List<OpKind> kinds, List<TableShape> tables, double total,
            java.util.function.Function<TableShape, String> name, OpKind.Action action,
            java.util.function.Function<TableShape, List<String>> columns,
            java.util.function.Function<TableShape, List<String>> where, List<String> notes) {
        double rows = tables.stream().mapToDouble(s -> Math.max(1, s.rows())).sum();
        for (TableShape s : tables) {
            String order = action == OpKind.Action.READ_CHILDREN ? String.join(",", java.util.Arrays.stream(
                    s.keyColumns()).mapToObj(s::column).toList()) : null;
            kinds.add(kind(kinds, name.apply(s), action, s, total * Math.max(1, s.rows()) / rows, columns.apply(s),
                    where.apply(s), order));
        }
    }

    private static List<OpKind> applyMix(List<OpKind> kinds, String mix) {
        Map<String, Double> weights = new LinkedHashMap<>();
        boolean only = mix != null && mix.strip().startsWith("only:");
        if (mix != null && !mix.isBlank()) {
            for (String part : (only ? mix.strip().substring("only:".length()) : mix).split(",")) {
                int eq = part.lastIndexOf('=');
                String name = eq < 0 ? "" : part.substring(0, eq).strip();
                double w;
                try {
                    w = eq < 0 ? -1 : Double.parseDouble(part.substring(eq + 1).strip());
                } catch (NumberFormatException e) {
                    w = -1;
                }
                if (w < 0 || !Double.isFinite(w)) {
                    throw new IllegalArgumentException("--mix " + part.strip() + ": give NAME=WEIGHT, a weight of 0 "
                            + "or more (" + names(kinds) + ")");
                }
                if (kinds.stream().noneMatch(k -> k.name().equals(name))) {
                    throw new IllegalArgumentException("--mix " + name + ": the dataset's workload has no such "
                            + "operation (its operations: " + names(kinds) + ")");
                }
                weights.put(name, w);
            }
        }
        List<OpKind> out = new ArrayList<>();
        for (OpKind k : kinds) {
            double w = weights.getOrDefault(k.name(), only ? 0 : k.weight());
            out.add(k.withWeight(w));
        }
        if (out.stream().mapToDouble(OpKind::weight).sum() <= 0) {
            throw new IllegalArgumentException("--mix leaves no operation with a weight above 0");
        }
        return out;
    }

    private static String names(List<OpKind> kinds) {
        return String.join(", ", kinds.stream().map(OpKind::name).toList());
    }

    /** The mix as shares, a line: {@code read posts by user_id 40.0%, ...}. */
    /**
     * The plan as --dry-run prints it: one line an operation that runs, its share and its statement as the server
     * family {@code dialect} quotes it (the values its parameters).
     */
    public List<String> statements(seedgen.dialect.Dialect dialect) {
        double sum = kinds.stream().mapToDouble(OpKind::weight).sum();
        int width = kinds.stream().mapToInt(k -> k.name().length()).max().orElse(0);
        return kinds.stream().filter(k -> k.weight() > 0).map(k -> String.format(Locale.ROOT, "  %-" + width
                + "s %5.1f%%  %s", k.name(), 100 * k.weight() / sum, Statements.of(k, dialect, null))).toList();
    }

    public String describe() {
        double sum = kinds.stream().mapToDouble(OpKind::weight).sum();
        return String.join(", ", kinds.stream().filter(k -> k.weight() > 0).map(k -> String.format(Locale.ROOT,
                "%s %.1f%%", k.name(), 100 * k.weight() / sum)).toList());
    }
}
