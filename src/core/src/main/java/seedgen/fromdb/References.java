package seedgen.fromdb;

import static seedgen.fromdb.YamlText.members;
import static seedgen.fromdb.YamlText.yamlName;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.StringJoiner;
import seedgen.catalog.Catalog;
import seedgen.catalog.Kind;
import seedgen.error.SeedgenException;
import seedgen.model.ForeignKey;
import seedgen.profile.Learned;

/** What the rules of {@link KeyShape} ask of a table's references: which key they point at, how many rows each. */
final class References {

    private References() {
    }

    /**
     * The rows each parent owns where nothing was measured: about one each (0..2, never more than {@code most}) where
     * the parent holds as many rows as the table is to have, else as many each as make the table's rows, so that a
     * parent of a few rows (a kept table the application shipped) does not leave the table nearly empty.
     */
    static String guessedCount(long parentRows, long rows, long most) {
        long parents = Math.max(1, parentRows);
        if (parents >= rows) {
            return "0.." + Math.min(2, most);
        }
        long each = Math.min((rows + parents - 1) / parents, most);
        return each + ".." + each;
    }

    /**
     * References to small tables that depend on each other (a flight's origin on its carrier): the one that is no owner
     * (else the later of the two) picks its row by the count dealt to the other's row, {@code given: {column: OTHER,
     * cells: [...]}}, where both are dealt their measured counts exactly ({@code exact: true}). One given a column.
     */
    static void givenRefs(Catalog.Table t, Learned.TableShape shape, Map<String, Gen> gens, String owner) {
        java.util.Set<String> given = new java.util.HashSet<>();
        for (Learned.GivenRef g : shape.givens().stream().sorted(java.util.Comparator.comparingDouble(
                (Learned.GivenRef x) -> -x.v())).toList()) {
            // the owner's rows are dealt by per:, so the other is the one given; else the later (b) the earlier
            boolean ownerIsB = g.b().equalsIgnoreCase(owner);
            String target = ownerIsB ? g.a() : g.b();
            String by = ownerIsB ? g.b() : g.a();
            Gen gen = gens.get(target);
            Gen base = gens.get(by);
            boolean exactBy = by.equalsIgnoreCase(owner) || dealt(base) && !base.has("given");
            if (!dealt(gen) || !exactBy
                    || given.contains(target) || given.contains(by)) {
                continue;
            }
            StringJoiner cells = new StringJoiner(", ", "[", "]");
            for (long[] cell : g.cells()) {
                long[] c = target.equals(g.b()) ? cell : new long[] {cell[1], cell[0], cell[2]};
                cells.add("[" + c[0] + ", " + c[1] + ", " + c[2] + "]");
            }
            gens.put(target, gen.with("given", "{column: " + yamlName(by) + ", cells: " + cells + "}"));
            given.add(target);
        }
    }

    /** A pick of rows dealt its measured counts exactly ({@code gen: ref, ..., exact: true}). */
    static boolean dealt(Gen gen) {
        return gen != null && gen.is("ref") && !gen.options().isEmpty() && gen.flag("exact");
    }

    /** The values of an ENUM or a flag (a boolean, a TINYINT(1)), which a key may pair with a reference; else null. */
    static List<String> smallSet(Catalog.Column c) {
        if (c.kind() == Kind.ENUM) {
            return members(c.type());
        }
        if (c.kind() == Kind.BOOLEAN) {
            return List.of("true", "false");
        }
        return c.type().toLowerCase(Locale.ROOT).startsWith("tinyint(1)") ? List.of("0", "1") : null;
    }

    /**
     * The first two references, each a one-column key to another table's key, in one key of the table (the primary
     * key first, then the unique keys); null when no key holds two.
     */
    static List<ForeignKey> linkKey(Catalog catalog, Catalog.Table t,
            List<ForeignKey> singles) {
        List<List<String>> keys = new ArrayList<>();
        keys.add(t.primaryKey());
        keys.addAll(t.unique());
        for (List<String> key : keys) {
            // the owner refers to its table's key (its rows follow that row); the other to its key or a unique column
            List<ForeignKey> refs = key.stream().map(k -> fkOn(singles, k)).filter(f -> f != null
                    && !f.refTable().equalsIgnoreCase(t.name()) && refersToUnique(catalog, f)).toList();
            ForeignKey owner = refs.stream().filter(f -> refersToKey(catalog, f)).findFirst().orElse(null);
            if (refs.size() >= 2 && owner != null) {
                return List.of(owner, refs.stream().filter(f -> f != owner).findFirst().orElseThrow());
            }
        }
        return null;
    }

    /** Whether the reference points at its table's primary key or a unique column of it. */
    static boolean refersToUnique(Catalog catalog, ForeignKey fk) {
        Catalog.Table parent = catalog.table(fk.refTable());
        return parent != null && fk.refColumns().size() == 1 && parent.isKey(fk.refColumns());
    }

    static ForeignKey fkOn(List<ForeignKey> fks, String column) {
        return fks.stream().filter(f -> f.columns().get(0).equalsIgnoreCase(column)).findFirst().orElse(null);
    }

    /** Whether the reference points at its table's one-column primary key. */
    static boolean refersToKey(Catalog catalog, ForeignKey fk) {
        Catalog.Table parent = catalog.table(fk.refTable());
        return parent != null && parent.primaryKey().size() == 1
                && parent.primaryKey().get(0).equalsIgnoreCase(fk.refColumns().get(0));
    }

    static Gen refColumn(Catalog catalog, ForeignKey fk, Gen gen) {
        if (catalog.table(fk.refTable()) == null) {
            throw SeedgenException.badInput("foreign key " + fk.name() + " refers to table " + fk.refTable()
                    + ", which is not among the tables read: add it to --tables");
        }
        return refersToKey(catalog, fk) ? gen : gen.with("column", yamlName(fk.refColumns().get(0)));
    }
}
