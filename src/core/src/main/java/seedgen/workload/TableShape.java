package seedgen.workload;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import seedgen.model.Column;
import seedgen.model.Dataset;
import seedgen.model.ForeignKey;
import seedgen.spec.Spec;

/**
 * What the workload needs to know of one table of a dataset: its key (a single sequence column, so new rows take the
 * keys after the loaded ones), the column naming its owner row ({@code gen: parent}), the columns referring to other
 * tables' rows ({@code referring}, each by the key of {@code references} at its place), the columns holding when a
 * row happened (made again at the workload's clock), and whether it is a pair table: a key of its owner and one
 * reference, as a like is of a user and a post.
 * <p>
 * Two kinds of event time tell a row's history: one that some rows keep at the time they follow ({@code unchanged:},
 * an {@code updated_at}) is {@code touched}, set to the clock by an update too; a time that is NULL on a share of the
 * rows ({@code null:}, a {@code deleted_at}) is {@code later}, something that has not happened to a new row: NULL.
 */
record TableShape(Dataset.Table table, int[] keyColumns, int sequenceKey, int parentColumn, String owner,
        List<Integer> referring, List<ForeignKey> references, Set<Integer> eventTimes, int pairRef, int updatable,
        List<Integer> touched, Set<Integer> later, Map<Integer, String[]> withinParent) {

    /** The event-time columns' generators: a {@code datetime} placed after another's time or in row order. */
    private static final Set<String> EVENT_OPTIONS = Set.of("after", "ordered");

    static TableShape of(Dataset.Table t, Spec.TableDef def) {
        List<Column> columns = t.spec().columns();
        Map<String, Spec.ColumnDef> defs = new java.util.HashMap<>();
        if (def != null) {
            def.columns().forEach(c -> defs.put(c.name(), c));
        }
        int[] key = t.primaryKey().stream().mapToInt(name -> indexOf(columns, name)).toArray();
        int sequence = key.length == 1 && defs.containsKey(t.primaryKey().get(0))
                && "sequence".equals(defs.get(t.primaryKey().get(0)).gen()) ? key[0] : -1;
        int parent = -1;
        List<Integer> refs = new ArrayList<>();
        List<ForeignKey> references = new ArrayList<>();
        for (ForeignKey fk : t.foreignKeys()) {
            if (fk.columns().size() != 1) {
                continue;
            }
            int c = indexOf(columns, fk.columns().get(0));
            Spec.ColumnDef cd = defs.get(fk.columns().get(0));
            if (cd != null && "parent".equals(cd.gen())) {
                parent = c;
            } else if (cd != null && "ref".equals(cd.gen())) {
                refs.add(c);
                references.add(fk);
            }
        }
        Set<Integer> events = new java.util.HashSet<>();
        for (int i = 0; i < columns.size(); i++) {
            Spec.ColumnDef cd = defs.get(columns.get(i).name());
            if (cd != null && "datetime".equals(cd.gen()) && cd.options().keySet().stream()
                    .anyMatch(EVENT_OPTIONS::contains)) {
                events.add(i);
            }
        }
        List<Integer> touched = new ArrayList<>();
        Set<Integer> later = new java.util.HashSet<>();
        for (int i = 0; i < columns.size(); i++) {
            Spec.ColumnDef cd = defs.get(columns.get(i).name());
            if (cd != null && "datetime".equals(cd.gen()) && cd.nullRatio() > 0) {
                later.add(i);
            } else if (events.contains(i) && cd.options().containsKey("unchanged")) {
                touched.add(i);
            }
        }
        touched.sort(null);
        int pairRef = -1;
        if (parent >= 0 && key.length == 2 && refs.size() >= 1) {
            for (int r : refs) {
                if ((key[0] == parent && key[1] == r) || (key[1] == parent && key[0] == r)) {
                    pairRef = r;
                }
            }
        }
        Set<String> unique = new java.util.HashSet<>();
        t.unique().forEach(unique::addAll);
        // the columns a template of the row reads (a username made of the names): an edit of them would part them
        Set<String> read = new java.util.HashSet<>();
        for (Spec.ColumnDef cd : defs.values()) {
            String text = "template".equals(cd.gen()) ? cd.optionText("text") : null;
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\{([^}]*)}").matcher(text == null ? ""
                    : text);
            while (m.find()) {
                read.add(m.group(1));
            }
        }
        int updatable = -1;
        for (int i = 0; i < columns.size() && sequence >= 0; i++) {
            String name = columns.get(i).name();
            Spec.ColumnDef cd = defs.get(name);
            // not a time that has not happened to most rows (a deleted_at): an edit neither deletes nor restores
            if (i != sequence && i != parent && !refs.contains(i) && !events.contains(i) && !unique.contains(name)
                    && !later.contains(i) && !read.contains(name) && cd != null && cd.nullWith() == null
                    && !"bcrypt".equals(cd.gen())) {
                updatable = i;
            }
        }
        // a reference to a row of the same parent (a message's sender, a member of its room): its table and column
        Map<Integer, String[]> within = new java.util.HashMap<>();
        for (int i = 0; i < columns.size(); i++) {
            Spec.ColumnDef cd = defs.get(columns.get(i).name());
            if (cd != null && "ref".equals(cd.gen()) && "parent".equals(cd.optionText("within"))
                    && cd.optionText("table") != null) {
                within.put(i, new String[] {cd.optionText("table"), cd.optionText("column")});
            }
        }
        return new TableShape(t, key, sequence, parent, t.owner(), List.copyOf(refs), List.copyOf(references),
                Set.copyOf(events), pairRef, updatable, List.copyOf(touched), Set.copyOf(later), Map.copyOf(within));
    }

    private static int indexOf(List<Column> columns, String name) {
        for (int i = 0; i < columns.size(); i++) {
            if (columns.get(i).name().equals(name)) {
                return i;
            }
        }
        throw new IllegalArgumentException("no column " + name);
    }

    String name() {
        return table.name();
    }

    /** The largest key the sequence key's column type holds (a TINYINT's 127, an unsigned one's 255, ...). */
    long keyCapacity() {
        if (sequenceKey < 0) {
            return Long.MAX_VALUE;
        }
        seedgen.model.ColumnType type = table.spec().columns().get(sequenceKey).type();
        String sql = type.sql() == null ? "" : type.sql().toLowerCase(java.util.Locale.ROOT).strip();
        boolean unsigned = sql.contains("unsigned");
        if (sql.startsWith("tinyint")) {
            return unsigned ? 255 : 127;
        }
        if (sql.startsWith("smallint") || sql.startsWith("int2") || sql.startsWith("smallserial")) {
            return unsigned ? 65_535 : 32_767;
        }
        if (sql.startsWith("mediumint")) {
            return unsigned ? 16_777_215 : 8_388_607;
        }
        if (sql.startsWith("int") && !sql.startsWith("int8") || sql.startsWith("serial")) {
            return unsigned ? 4_294_967_295L : Integer.MAX_VALUE;
        }
        return Long.MAX_VALUE;
    }

    long rows() {
        return table.rows();
    }

    boolean root() {
        return owner == null;
    }

    /** A table of rows of their own: a single sequence key. */
    boolean entity() {
        return sequenceKey >= 0;
    }

    boolean pair() {
        return pairRef >= 0;
    }

    String column(int i) {
        return table.spec().columns().get(i).name();
    }

    Object value(int column, long row) {
        return table.spec().columns().get(column).generator().valueFor(row);
    }

    int width() {
        return table.spec().columns().size();
    }
}
