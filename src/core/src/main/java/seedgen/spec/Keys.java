package seedgen.spec;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import seedgen.model.ForeignKey;

/** Primary and unique keys that hold by construction, and the foreign keys {@code with:} joins. */
final class Keys {

    private final Compilation comp;

    Keys(Compilation comp) {
        this.comp = comp;
    }

    List<String> primaryKey(Table t) {
        List<String> pk = t.def.primaryKey();
        if (pk.isEmpty()) {
            for (Spec.ColumnDef c : t.def.columns()) {
                if (c.gen().equals("sequence") || c.gen().startsWith("uuid")) {
                    pk = List.of(c.name());
                    break;
                }
            }
        }
        if (pk.isEmpty() && t.def.keyless()) {
            return pk;
        }
        if (pk.isEmpty()) {
            throw t.def.where().error("table " + t.def.name() + " has no primary key: add a column with gen: sequence"
                    + " (or uuid), name its key with primary_key: [a, b], or say it has none with primary_key: []");
        }
        for (String c : pk) {
            if (t.columnDef(c) != null) { // another table's reference may ask for the key before its other columns
                comp.column(t, c, t.def.where());
            }
        }
        for (String c : pk) {
            if (t.cols.get(c) != null && t.cols.get(c).nullable()) {
                throw t.def.where().error("primary key column " + t.def.name() + "." + c + " cannot have null:");
            }
        }
        checkUnique(t, pk, t.def.where(), "primary key (" + String.join(", ", pk) + ")");
        return pk;
    }

    /**
     * Whether {@code key} holds, for each row, all the columns of a key of one target row that its ref column picks
     * differently for every row (with: columns copying the rest of that row): the same values as the target's key.
     */
    private boolean copiesDistinctKeys(Table t, List<String> key) {
        for (String p : key) {
            Picked picked = t.picks.get(p);
            if (!t.distinctRows.contains(p) || picked == null) {
                continue;
            }
            List<String> copied = key.stream().filter(k -> t.picks.get(k) == picked && t.copies.containsKey(k))
                    .map(t.copies::get).toList();
            Table target = picked.target();
            if (target.pk == null) {
                target.pk = primaryKey(target);
            }
            if (!target.pk.isEmpty() && copied.containsAll(target.pk) || target.def.unique().stream()
                    .anyMatch(copied::containsAll)) {
                return true;
            }
        }
        return false;
    }

    /** A key holds by construction: a member unique by itself, or an owner's column with its distinct picks. */
    void checkUnique(Table t, List<String> key, Where where, String what) {
        boolean parentColumn = false;
        boolean distinct = false;
        for (String c : key) {
            Col col = t.cols.get(c);
            if (col == null) {
                throw where.error(what + " of " + t.def.name() + " names no column '" + c + "'");
            }
            if (col.unique()) {
                return;
            }
            parentColumn |= col.parentColumn();
            distinct |= col.distinctOwnerOf() != null || t.uniqueInParent.contains(c);
        }
        // the owner's key, as one parent column or as its columns copied (gen: parent, column: X), with a distinct pick
        boolean owner = parentColumn || t.def.per() != null && holdsParentKey(t, key);
        // at most one row a parent: the owner's key alone differs on every row (a one-to-one, a kind of the parent)
        boolean one = t.def.per() != null && t.def.per().max() <= 1 && t.def.per().weights() == null;
        if (owner && (distinct || one) || copiesDistinctKeys(t, key) || madeWithin(t, key)) {
            return;
        }
        throw where.error(what + " of " + t.def.name() + " cannot be unique by construction: include a column made "
                + "by sequence, uuid or a template around one, or pair the parent column with a ref that has "
                + "distinct: true or a datetime with ordered: true");
    }

    /**
     * Whether {@code key} holds a column unique within the rows of one parent with equal values of columns the key
     * also holds (a counter, a series, a distinct member of a group), and the parent's key (its columns copied by
     * {@code gen: parent}); or, in a table of its own rows, a column unique among the rows with equal values of columns
     * the key holds (a counter within an ordered column).
     */
    private boolean madeWithin(Table t, List<String> key) {
        boolean parent = t.def.per() != null && holdsParentKey(t, key);
        for (String c : key) {
            List<String> within = t.uniqueWithin.get(c);
            if (within == null && t.uniqueInParent.contains(c)) {
                within = List.of();
            }
            if (parent && within != null && key.containsAll(within)) {
                return true;
            }
            List<String> among = t.uniqueAmong.get(c);
            if (among != null && key.containsAll(among)) {
                return true;
            }
        }
        return false;
    }

    /** Whether the parent columns of {@code key} copy all the columns of the owner's primary key or a unique key. */
    private boolean holdsParentKey(Table t, List<String> key) {
        java.util.Set<String> copied = new java.util.HashSet<>();
        for (String c : key) {
            if (t.parentCopies.containsKey(c)) {
                copied.add(t.parentCopies.get(c));
            }
        }
        if (copied.isEmpty()) {
            return false;
        }
        Table owner = comp.compiled.get(t.def.per().parent());
        if (owner.pk == null) {
            owner.pk = primaryKey(owner);
        }
        return !owner.pk.isEmpty() && copied.containsAll(owner.pk) || owner.def.unique().stream()
                .anyMatch(copied::containsAll);
    }

    /**
     * The foreign keys of {@code t} with its {@code gen: parent} columns joined into one key to the owner where any of
     * them names a {@code column:}: in the order of the owner's primary key or the unique key they copy, refused
     * where they copy neither.
     */
    List<ForeignKey> parentKeys(Table t, List<ForeignKey> fks) {
        if (t.parentColumnAt.isEmpty()) {
            return fks;
        }
        Table owner = comp.compiled.get(t.def.per().parent());
        if (owner.pk == null) {
            owner.pk = primaryKey(owner);
        }
        Map<String, String> byOwnerColumn = new LinkedHashMap<>();
        Where at = t.parentColumnAt.values().iterator().next();
        for (Map.Entry<String, String> e : t.parentCopies.entrySet()) {
            String before = byOwnerColumn.put(e.getValue(), e.getKey());
            if (before != null) {
                throw at.error("columns " + before + " and " + e.getKey() + " both copy " + owner.def.name() + "."
                        + e.getValue() + ": a parent's column is copied once");
            }
        }
        List<List<String>> keys = new ArrayList<>();
        keys.add(owner.pk);
        keys.addAll(owner.def.unique());
        List<String> refColumns = keys.stream().filter(k -> !k.isEmpty() && sameColumns(k,
                List.copyOf(byOwnerColumn.keySet()))).findFirst().orElse(null);
        if (refColumns == null) {
            throw at.error("the gen: parent columns of " + t.def.name() + " copy (" + String.join(", ",
                    byOwnerColumn.keySet()) + ") of " + owner.def.name() + ", which is not its primary key ("
                    + String.join(", ", owner.pk) + ") or a unique key: copy the columns of one, all of them, as one "
                    + "foreign key");
        }
        List<ForeignKey> out = new ArrayList<>();
        for (ForeignKey fk : fks) {
            boolean plainParent = fk.columns().size() == 1 && t.parentCopies.containsKey(fk.columns().get(0))
                    && fk.refTable().equals(owner.def.name()) && fk.sameOwner();
            if (!plainParent) {
                out.add(fk);
            }
        }
        out.add(new ForeignKey(refColumns.stream().map(byOwnerColumn::get).toList(), owner.def.name(),
                refColumns, true));
        return out;
    }

    Col singleKey(Table table, Where where) {
        if (table.pk == null) {
            table.pk = primaryKey(table);
        }
        if (table.pk.size() != 1) {
            throw where.error("table " + table.def.name() + " has a primary key of " + table.pk.size() + " columns; "
                    + "refer to a table with a one-column key");
        }
        return table.cols.get(table.pk.get(0));
    }

    /**
     * The foreign keys of {@code t} with the pairs {@code with:} makes (the ref column that picks a row, and a column
     * copied from that row) joined into one key per picking column: (a, b) and (a, c) are the key (a, b, c), which
     * must be the referred table's primary key or one of its unique keys.
     */
    List<ForeignKey> sameRowKeys(Table t, List<ForeignKey> fks) {
        if (t.sameRowOf.isEmpty()) {
            return fks;
        }
        List<ForeignKey> out = new ArrayList<>();
        Map<String, ForeignKey> joined = new LinkedHashMap<>();
        for (ForeignKey fk : fks) {
            String first = fk.columns().get(0);
            if (fk.columns().size() != 2 || !t.sameRowOf.containsKey(first)) {
                out.add(fk);
                continue;
            }
            ForeignKey before = joined.get(first);
            if (before == null) {
                joined.put(first, fk);
            } else {
                List<String> columns = new ArrayList<>(before.columns());
                columns.add(fk.columns().get(1));
                List<String> refColumns = new ArrayList<>(before.refColumns());
                refColumns.add(fk.refColumns().get(1));
                joined.put(first, new ForeignKey(columns, fk.refTable(), refColumns));
            }
        }
        for (Map.Entry<String, ForeignKey> e : joined.entrySet()) {
            ForeignKey fk = e.getValue();
            Table target = comp.compiled.get(fk.refTable());
            boolean key = sameColumns(target.pk, fk.refColumns())
                    || target.def.unique().stream().anyMatch(u -> sameColumns(u, fk.refColumns()));
            if (!key) {
                throw t.sameRowOf.get(e.getKey()).error("(" + String.join(", ", fk.refColumns()) + ") of "
                        + target.def.name() + " is not its primary key or a unique key: a foreign key of several "
                        + "columns refers to one");
            }
            out.add(fk);
        }
        return out;
    }

    private static boolean sameColumns(List<String> a, List<String> b) {
        return a.size() == b.size() && a.containsAll(b);
    }
}
