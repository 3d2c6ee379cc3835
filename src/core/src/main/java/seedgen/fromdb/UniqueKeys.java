package seedgen.fromdb;

import static seedgen.fromdb.SpecFromCatalog.unfillable;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import seedgen.catalog.Catalog;
import seedgen.model.ForeignKey;

/**
 * A key of several columns none of which is unique alone: an integer member that is no reference becomes a
 * sequence, or else a date in order, or a text member a code, which makes the whole key unique.
 */
final class UniqueKeys {

    private static final Gen PARENT = Gen.of("parent");

    private UniqueKeys() {
    }

    /** A code of {@code length} characters: {@code gen: code, length: N}. */
    static Gen code(long length) {
        return Gen.of("code").with("length", length);
    }

    /** Whether {@code gen} is a code of a length (and perhaps more options after it). */
    static boolean isCode(Gen gen) {
        return gen != null && gen.is("code") && gen.opensWith("length");
    }

    /** Whether {@code gen} picks rows of a table named first ({@code gen: ref, table: T, ...}). */
    static boolean picks(Gen gen) {
        return gen != null && gen.is("ref") && gen.opensWith("table");
    }

    static void make(KeyShape s) {
        Catalog.Table t = s.t;
        List<List<String>> keys = new ArrayList<>(t.unique());
        if (t.primaryKey().size() > 1 && !s.gens.containsValue(PARENT)
                && (s.learnedKey == null || !s.learnedKey.unique())) {
            keys.add(t.primaryKey());
        }
        Checks.Parsed listed = s.checks;
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
        Map<String, Gen> gens = s.gens;
        String per = s.per;
        List<ForeignKey> pairs = s.pairs;
        Map<String, String> distinctOf = s.distinctOf;
        // the owner's whole key, one row a parent (a one-to-one on a composite key, as Quartz's trigger tables have)
        if (per != null && per.contains(", count: 1..1") && !s.ownerColumns.isEmpty() && key.stream().allMatch(
                k -> s.ownerColumns.stream().anyMatch(k::equalsIgnoreCase))) {
            return true;
        }
        // a key that holds a whole foreign key of several columns to a key (a one-to-one on a composite key, as
        // Quartz's trigger tables have): each row a different row of the parent, so the key's values differ
        ForeignKey whole = per != null ? null : pairs.stream().filter(fk -> fk.columns().stream().allMatch(
                col -> key.stream().anyMatch(col::equalsIgnoreCase)) && catalog.table(fk.refTable()) != null
                && catalog.table(fk.refTable()).isKey(fk.refColumns())).findFirst().orElse(null);
        // the owner's column and a member different within its rows (a role of each user's): a key already
        boolean owned = key.stream().anyMatch(k -> PARENT.equals(gens.get(k))) && key.stream().map(gens::get)
                .anyMatch(g -> g != null && g.is("choice") && g.opensWith("distinct") && g.flag("distinct")
                        || g != null && g.is("ref") && !g.options().isEmpty() && g.flag("distinct") && !g.has("with"));
        if (owned) {
            return true;
        }
        if (whole != null && key.size() > 1) {
            String first = whole.columns().get(0);
            if (!gens.get(first).flag("distinct")) {
                gens.put(first, gens.get(first).with("distinct", "true"));
                distinctOf.put(first, whole.refTable());
            }
            return true;
        }
        return false;
    }

    /**
     * A key made only of references (a membership: (tenant, user) and (tenant, group)), held as every other key of the
     * table is: where the rows follow the parent one member names, another member picks each of its rows of its
     * own table once within that parent (distinct picks), with no more rows to a parent than that table has; in a
     * table of its own rows, a member picks each row of its table once, so the table has no more rows than it; a
     * member that may be NULL and picks nothing else is left to NULL, which no unique key compares equal.
     */
    private static boolean byReferences(KeyShape s, List<String> key, Set<String> madeUnique) {
        Catalog.Table t = s.t;
        Map<String, Gen> gens = s.gens;
        boolean owned = key.stream().anyMatch(k -> PARENT.equals(gens.get(k)));
        if (s.per != null && !owned) {
            return nullMember(s, key);
        }
        for (String k : key) {
            ForeignKey fk = References.fkOn(s.singles, k);
            Gen gen = gens.get(k);
            if (fk == null || fk.refTable().equalsIgnoreCase(t.name()) || s.catalog.table(fk.refTable()) == null
                    || !picks(gen) || gen.flag("distinct") || gen.has("with")
                    || gen.has("given") || s.nulls.contains(k)) {
                continue;
            }
            long targetRows = s.rowsOf.applyAsLong(fk.refTable());
            if (owned && !fitCount(s, targetRows)) {
                continue;
            }
            // each row of the target once: a fan-out learned of the picks gives way to that
            gens.put(k, gen.without("fanout").without("exact").with("distinct", "true"));
            if (!owned) { // unique alone: it holds every other key it is in; within a parent it is not
                madeUnique.add(k);
                s.distinctOf.put(k, fk.refTable());
            }
            return true;
        }
        return nullMember(s, key);
    }

    /** A nullable member of the key that is no key member elsewhere, left to NULL: the key then never collides. */
    private static boolean nullMember(KeyShape s, List<String> key) {
        for (String k : key) {
            Catalog.Column c = s.t.column(k);
            if (c.nullable() && References.fkOn(s.singles, k) != null && !s.t.primaryKey().contains(k)
                    && !PARENT.equals(s.gens.get(k))) {
                s.nulls.add(k);
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the parent's count of rows ({@code count: A..B}) is at most {@code targetRows}, cutting it there when it
     * is a guess: each parent's distinct picks of a table of that many rows.
     */
    private static boolean fitCount(KeyShape s, long targetRows) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("count: (\\d+)\\.\\.(\\d+)").matcher(s.per);
        if (!m.find()) {
            // a learned fan-out, {0: 12, 1: 300, 2..3: 40}: kept as measured where no parent gets more rows
            java.util.regex.Matcher w = java.util.regex.Pattern.compile("(\\d+)(?:\\.\\.(\\d+))?: \\d+")
                    .matcher(s.per.contains("weights: ") ? s.per.substring(s.per.indexOf("weights: ")) : "");
            long most = -1;
            while (w.find()) {
                most = Math.max(most, Long.parseLong(w.group(2) != null ? w.group(2) : w.group(1)));
            }
            return most >= 0 && most <= targetRows;
        }
        long lo = Long.parseLong(m.group(1));
        long hi = Long.parseLong(m.group(2));
        if (hi <= targetRows) {
            return true;
        }
        if (targetRows < 1) {
            return false;
        }
        s.per = s.per.substring(0, m.start()) + "count: " + Math.min(lo, targetRows) + ".." + targetRows
                + s.per.substring(m.end());
        return true;
    }

    /**
     * Text unique by the table's own integer key, where it has one and the column's name says what the text is (an
     * address {@code user17@example.com}, a name {@code name_17}): a template of the key; else null.
     */
    private static Gen uniqueByKey(Catalog.Table t, String column) {
        if (t.primaryKey().size() != 1 || !ColumnRules.isInteger(t.column(t.primaryKey().get(0)))
                || !YamlText.NAME.matcher(t.primaryKey().get(0)).matches()) {
            return null;
        }
        Catalog.Column c = t.column(column);
        Gen gen = TextColumns.text(t, c, ColumnRules.words(c.name()), true, t.primaryKey().get(0));
        return gen.is("template") && !gen.options().isEmpty() ? gen : null;
    }

    private static void makeUnique(KeyShape s, List<String> key, Checks.Parsed listed, Set<String> madeUnique) {
        Catalog.Table t = s.t;
        Map<String, Gen> gens = s.gens;
        List<ForeignKey> linked = s.linked;
        long rows = s.rows;
        boolean holdsLink = linked != null && linked.stream().allMatch(f -> key.stream().anyMatch(
                f.columns().get(0)::equalsIgnoreCase)); // the pair is different on every row already
        // a member already unique alone (a sequence, or one made unique for another key) holds this key too
        if (key.size() > 1 && !holdsLink && key.stream().noneMatch(k -> Gen.of("sequence").equals(gens.get(k))
                || madeUnique.contains(k) || s.distinctOf.containsKey(k))) {
            // a flag (TINYINT(1)) stays a boolean: a sequence in it would write 2, 3, ... and stop at 127 rows
            // a member a CHECK holds to a list (a partition's values) cannot be a sequence
            Optional<String> integer = key.stream().filter(k -> !gens.containsKey(k)
                    && ColumnRules.isInteger(t.column(k)) && !ColumnRules.isFlag(t.column(k))
                    && (listed.of(k) == null || listed.of(k).in == null)).findFirst();
            // a code (a type, a status) holds a few values the application reads: another member is made unique
            // where there is one (user_id, type, email: the address, not the type)
            boolean elsewhere = key.stream().anyMatch(k -> !gens.containsKey(k) && !k.equals(integer.orElse(null))
                    && (ColumnRules.isDate(t.column(k)) || ColumnRules.isText(t.column(k))));
            Optional<String> number = integer.isPresent() && elsewhere
                    && Codes.of(ColumnRules.words(integer.get())) != null ? Optional.empty() : integer;
            // text, or bytes of a known length: a code's characters are its bytes
            Optional<String> text = key.stream().filter(k -> !gens.containsKey(k)
                    && (ColumnRules.isText(t.column(k)) || ColumnRules.isBytes(t.column(k)))).findFirst();
            Optional<String> date = key.stream().filter(k -> !gens.containsKey(k)
                    && ColumnRules.isDate(t.column(k))).findFirst();
            if (number.isPresent()) {
                gens.put(number.get(), Gen.of("sequence"));
                madeUnique.add(number.get());
            } else if (date.isPresent()) {
                gens.put(date.get(), ColumnRules.orderedInTable(t.column(date.get()), rows));
                madeUnique.add(date.get());
            } else if (text.isPresent()) {
                Long length = t.column(text.get()).length();
                Gen named = uniqueByKey(t, text.get());
                gens.put(text.get(), named != null ? named : code(length == null ? 12 : Math.min(12, length)));
                madeUnique.add(text.get());
            } else if (byReferences(s, key, madeUnique)) {
                return;
            } else {
                throw unfillable(t, key.get(key.size() - 1), "key (" + String.join(", ", key) + ") has no "
                        + "member seedgen can make unique on its own (a number, text or date that is no "
                        + "reference or flag)");
            }
        }
    }
}
