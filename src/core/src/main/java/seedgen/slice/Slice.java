package seedgen.slice;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import seedgen.model.Dataset;
import seedgen.model.ForeignKey;

/**
 * A slice of a dataset: the dataset whose every table holds the slice's rows, numbered from 1, each with the values
 * the whole dataset has at the row it stands for ({@code dataset}), and which rows those are ({@code rows}).
 * {@code label} says which slice it is ("partition 2/4", "shard b", "shard b, partition 1/2"; empty for the whole).
 */
public record Slice(Dataset dataset, Map<String, Rows> rows, String label, Set<String> routed) {

    /** The whole dataset. */
    public static Slice whole(Dataset d) {
        Map<String, Rows> rows = new LinkedHashMap<>();
        d.tables().forEach(t -> rows.put(t.name(), Rows.all(t.rows())));
        return new Slice(d, rows, "", Set.of());
    }

    /**
     * Shard {@code shard} (from 0) of {@code shards} under {@code routing} (null: no shards), and of that the
     * {@code part}-th partition (null: all of it). Root tables are split into partitions by their rows; a table owned
     * per parent row goes with its owner's rows. Under routing, the routing table's rows are the shard's, tables
     * owned by it (and by those) go with them, and the other tables are written whole to every shard; a foreign key
     * whose rows can sit on two shards is left out of the shard's tables.
     */
    public static Slice of(Dataset whole, Routing routing, int shard, int shards, String shardName,
            Partition part) {
        if (routing != null) {
            if (whole.tables().stream().noneMatch(t -> t.name().equals(routing.table()))) {
                throw seedgen.error.SeedgenException.badInput("--shards routes by table " + routing.table() + ", which "
                        + "dataset " + whole.name() + " does not have (its tables: " + String.join(", ",
                        whole.tables().stream().map(Dataset.Table::name).toList()) + "): name one of them in "
                        + "routing: table:");
            }
            if (whole.table(routing.table()).owner() != null) {
                throw seedgen.error.SeedgenException.badInput("--shards routes by table " + routing.table() + ", which is "
                        + "owned per row of " + whole.table(routing.table()).owner() + ": route by a table with rows: "
                        + "(its root)");
            }
        }
        Set<String> routed = new HashSet<>();
        Map<String, Rows> rows = new LinkedHashMap<>();
        for (Dataset.Table t : whole.tables()) {
            Rows r;
            if (t.owner() == null) {
                boolean routes = routing != null && t.name().equals(routing.table());
                if (routes) {
                    routed.add(t.name());
                }
                r = routes ? routing.rows(t, shard, shards) : Rows.all(t.rows());
                if (part != null) {
                    r = Rows.part(r, part.k(), part.n());
                }
            } else {
                if (routed.contains(t.owner())) {
                    routed.add(t.name());
                }
                r = Rows.children(rows.get(t.owner()), t.index());
            }
            rows.put(t.name(), r);
        }
        List<Dataset.Table> tables = new ArrayList<>();
        for (Dataset.Table t : whole.tables()) {
            Rows r = rows.get(t.name());
            boolean identity = r instanceof Rows.Span s && s.first() == 1 && s.count() == t.rows();
            List<ForeignKey> fks = t.foreignKeys().stream()
                    .filter(fk -> routing == null || !crosses(t, fk, routed)).toList();
            List<ForeignKey> unconstrained = t.foreignKeys().stream().filter(fk -> !fks.contains(fk)).toList();
            tables.add(identity && unconstrained.isEmpty() ? t
                    : new Dataset.Table(t.name(), r.count(), identity ? t.spec() : t.spec().rowsAt(r::global),
                            t.primaryKey(), t.unique(), fks, t.owner(), t.nullable(), null, null, unconstrained,
                            t.uniqueNames()));
        }
        StringBuilder label = new StringBuilder();
        if (routing != null) {
            label.append("shard ").append(shardName);
        }
        if (part != null) {
            label.append(label.length() > 0 ? ", " : "").append("partition ").append(part);
        }
        return new Slice(whole.withTables(tables), rows, label.toString(),
                Set.copyOf(routed));
    }

    /**
     * Whether a row of {@code t} and the row its {@code fk} refers to can sit on two shards: unless the table referred
     * to is written whole to every shard, or the reference stays with the row's own owner row.
     */
    static boolean crosses(Dataset.Table t, ForeignKey fk, Set<String> routed) {
        if (!routed.contains(fk.refTable())) {
            return false;
        }
        return !(routed.contains(t.name()) && fk.sameOwner());
    }

    /** The foreign keys of the whole dataset that a shard's tables leave out. */
    public List<String> crossing(Dataset whole) {
        List<String> out = new ArrayList<>();
        for (Dataset.Table t : dataset.tables()) {
            for (ForeignKey fk : t.unconstrained()) {
                if (fk.conditional()) {
                    continue; // a polymorphic pair's: no key the server could keep, in a shard or not
                }
                out.add(t.name() + "(" + String.join(", ", fk.columns()) + ") -> " + fk.refTable());
            }
        }
        return out;
    }

    /** Which of the whole table's rows the slice holds, in words. */
    public String describe(String table, long wholeRows) {
        Rows r = rows.get(table);
        if (r.count() == wholeRows) {
            return String.format(Locale.ROOT, "all %,d rows", wholeRows);
        }
        if (r instanceof Rows.Span s) {
            return s.count() == 0 ? "no rows" : String.format(Locale.ROOT, "rows %,d..%,d of %,d", s.first(),
                    s.first() + s.count() - 1, wholeRows);
        }
        if (r instanceof Rows.Stride s) {
            return String.format(Locale.ROOT, "%,d rows of %,d: rows %,d, %,d, %,d, ...", s.count(), wholeRows,
                    s.first(), s.first() + s.step(), s.first() + 2 * s.step());
        }
        return String.format(Locale.ROOT, "%,d rows of %,d: those its owner rows own", r.count(), wholeRows);
    }
}
