package seedgen.fromdb;

import static seedgen.fromdb.SpecFromCatalog.unfillable;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import seedgen.catalog.Catalog;

/**
 * A key of several columns none of which is unique alone: an integer member that is no reference becomes a
 * sequence, or else a date in order, or a text member a code, which makes the whole key unique.
 */
final class UniqueKeys {

    /** A code of at most this many characters, as {@code gen: code} writes it. */
    static final String CODE = "gen: code, length: ";

    private UniqueKeys() {
    }

    static void make(KeyShape s) {
        Catalog.Table t = s.t;
        List<List<String>> keys = new ArrayList<>(t.unique());
        if (t.primaryKey().size() > 1 && !s.gens.containsValue("gen: parent")
                && (s.learnedKey == null || !s.learnedKey.unique())) {
            keys.add(t.primaryKey());
        }
        Checks.Parsed listed = CheckClauses.parse(t);
        Set<String> madeUnique = new HashSet<>();
        for (List<String> key : keys) {
            if (!distinctAlready(s, key)) {
                makeUnique(s, key, listed, madeUnique);
            }
        }
    }

    /**
     * Whether the key's values differ on every row already: an owner's column and a member different within its
     * rows, or a whole reference of several columns (made distinct here).
     */
    private static boolean distinctAlready(KeyShape s, List<String> key) {
        Catalog catalog = s.catalog;
        Map<String, String> gens = s.gens;
        String per = s.per;
        List<Catalog.ForeignKey> pairs = s.pairs;
        Map<String, String> distinctOf = s.distinctOf;
        // a key that holds a whole foreign key of several columns to a key (a one-to-one on a composite key, as
        // Quartz's trigger tables have): each row a different row of the parent, so the key's values differ
        Catalog.ForeignKey whole = per != null ? null : pairs.stream().filter(fk -> fk.columns().stream().allMatch(
                col -> key.stream().anyMatch(col::equalsIgnoreCase)) && catalog.table(fk.refTable()) != null
                && catalog.table(fk.refTable()).isKey(fk.refColumns())).findFirst().orElse(null);
        // the owner's column and a member different within its rows (a role of each user's): a key already
        boolean owned = key.stream().anyMatch(k -> "gen: parent".equals(gens.get(k))) && key.stream().anyMatch(
                k -> gens.getOrDefault(k, "").startsWith("gen: choice, distinct: true"));
        if (owned) {
            return true;
        }
        if (whole != null && key.size() > 1) {
            String first = whole.columns().get(0);
            if (!gens.get(first).contains("distinct: true")) {
                gens.put(first, gens.get(first) + ", distinct: true");
                distinctOf.put(first, whole.refTable());
            }
            return true;
        }
        return false;
    }

    private static void makeUnique(KeyShape s, List<String> key, Checks.Parsed listed, Set<String> madeUnique) {
        Catalog.Table t = s.t;
        Map<String, String> gens = s.gens;
        List<Catalog.ForeignKey> linked = s.linked;
        long rows = s.rows;
        boolean holdsLink = linked != null && linked.stream().allMatch(f -> key.stream().anyMatch(
                f.columns().get(0)::equalsIgnoreCase)); // the pair is different on every row already
        // a member already unique alone (a sequence, or one made unique for another key) holds this key too
        if (key.size() > 1 && !holdsLink && key.stream().noneMatch(k -> "gen: sequence".equals(gens.get(k))
                || madeUnique.contains(k))) {
            // a flag (TINYINT(1)) stays a boolean: a sequence in it would write 2, 3, ... and stop at 127 rows
            // a member a CHECK holds to a list (a partition's values) cannot be a sequence
            Optional<String> number = key.stream().filter(k -> !gens.containsKey(k)
                    && ColumnRules.isInteger(t.column(k)) && !ColumnRules.isFlag(t.column(k))
                    && (listed.of(k) == null || listed.of(k).in == null)).findFirst();
            // text, or bytes of a known length: a code's characters are its bytes
            Optional<String> text = key.stream().filter(k -> !gens.containsKey(k)
                    && (ColumnRules.isText(t.column(k)) || ColumnRules.isBytes(t.column(k)))).findFirst();
            Optional<String> date = key.stream().filter(k -> !gens.containsKey(k)
                    && ColumnRules.isDate(t.column(k))).findFirst();
            if (number.isPresent()) {
                gens.put(number.get(), "gen: sequence");
                madeUnique.add(number.get());
            } else if (date.isPresent()) {
                gens.put(date.get(), ColumnRules.orderedInTable(t.column(date.get()), rows));
                madeUnique.add(date.get());
            } else if (text.isPresent()) {
                Long length = t.column(text.get()).length();
                gens.put(text.get(), CODE + (length == null ? 12 : Math.min(12, length)));
                madeUnique.add(text.get());
            } else {
                throw unfillable(t, key.get(key.size() - 1), "key (" + String.join(", ", key) + ") has no "
                        + "member seedgen can make unique on its own (a number, text or date that is no "
                        + "reference or flag)");
            }
        }
    }
}
