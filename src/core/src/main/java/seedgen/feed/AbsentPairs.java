package seedgen.feed;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Stream;
import seedgen.generate.Mix;
import seedgen.generate.ParentIndex;
import seedgen.generate.ValueGenerator;
import seedgen.model.Dataset;
import seedgen.model.ForeignKey;
import seedgen.plan.Plan;

/**
 * Keys a table does not hold, for a load test to insert without a duplicate key: for a table owned per row of another
 * ({@code per:}) whose primary or unique key is its parent column and one reference (likes: user_id and post_id),
 * pairs of an existing parent row and an existing referred row that the load did not write, different from each
 * other, as a pure function of the seed. The parent row is drawn uniformly; the referred row as one of the table's
 * own rows refers to it (a row of the table drawn uniformly, its reference taken), so popular rows come up as often as
 * the data has them. A pair is kept when none of the parent row's own rows (its children in the parent index, a few
 * dozen values computed) holds it; a reference to the parent's own table never pairs a row with itself.
 */
public final class AbsentPairs {

    private final Dataset.Table table;
    private final ParentIndex index;
    private final long owners;
    private final long referred;
    private final ValueGenerator parentKey;
    private final ValueGenerator reference;
    private final boolean notItself;
    private final String parentColumn;
    private final String refColumn;
    private final List<String> names;

    /** {@code columns}: of the key's two, the ones to write, in this order (both, in the key's order, when empty). */
    public AbsentPairs(Plan plan, String tableName, List<String> columns) {
        Dataset dataset = Dataset.of(plan);
        Dataset.Table t = dataset.tables().stream().filter(x -> x.name().equals(tableName)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("the dataset has no table " + tableName));
        Key key = key(t);
        if (key == null) {
            throw new IllegalArgumentException("table " + tableName + " has no key of its parent column and one "
                    + "reference, so its absent pairs are not known: tables that have one: "
                    + String.join(", ", tables(dataset)));
        }
        this.table = t;
        this.index = t.index();
        Dataset.Table owner = dataset.table(t.owner());
        this.owners = owner.rows();
        this.referred = dataset.table(key.ref().refTable()).rows();
        this.parentColumn = key.parent().columns().get(0);
        this.refColumn = key.ref().columns().get(0);
        this.parentKey = ReferringCounts.generator(owner, key.parent().refColumns().get(0));
        this.reference = ReferringCounts.generator(t, refColumn);
        this.notItself = key.ref().refTable().equals(owner.name())
                && key.ref().refColumns().equals(key.parent().refColumns());
        List<String> keyOrder = key.columns();
        for (String c : columns) {
            if (!keyOrder.contains(c)) {
                throw new IllegalArgumentException("an absent pair of " + tableName + " has the columns "
                        + String.join(", ", keyOrder) + ", not " + c);
            }
        }
        this.names = columns.isEmpty() ? keyOrder : List.copyOf(columns);
    }

    /** The key: its columns in order, the foreign key to the owner, the reference. */
    private record Key(List<String> columns, ForeignKey parent, ForeignKey ref) {
    }

    private static Key key(Dataset.Table t) {
        if (t.owner() == null || t.index() == null || t.rows() == 0) {
            return null;
        }
        List<ForeignKey> fks = Stream.concat(t.foreignKeys().stream(), t.unconstrained().stream())
                .filter(fk -> !fk.conditional() && fk.columns().size() == 1).toList();
        List<List<String>> keys = new ArrayList<>();
        if (t.primaryKey() != null) {
            keys.add(t.primaryKey());
        }
        keys.addAll(t.unique());
        for (List<String> k : keys) {
            if (k.size() != 2) {
                continue;
            }
            ForeignKey parent = null;
            ForeignKey ref = null;
            for (ForeignKey fk : fks) {
                if (!k.contains(fk.columns().get(0))) {
                    continue;
                }
                if (fk.sameOwner() && fk.refTable().equals(t.owner())) {
                    parent = fk;
                } else if (!fk.sameOwner()) {
                    ref = fk;
                }
            }
            if (parent != null && ref != null && !parent.columns().equals(ref.columns())) {
                return new Key(k, parent, ref);
            }
        }
        return null;
    }

    /** The tables of {@code dataset} whose absent pairs are known. */
    public static List<String> tables(Plan plan) {
        return Dataset.of(plan).tables().stream().filter(t -> key(t) != null).map(Dataset.Table::name).toList();
    }

    public List<String> columns() {
        return names;
    }

    /** Pairs there are in all, and not in the table: an upper bound on those this can find. */
    public long possible() {
        long all = Math.multiplyHigh(owners, referred) != 0 ? Long.MAX_VALUE : owners * referred;
        return all - table.rows() - (notItself ? owners : 0);
    }

    /** Writes {@code count} absent pairs; the pairs written. */
    public long write(Writer out, Feed.Format format, long count, long seed) throws IOException {
        Lines lines = new Lines(out, format, names);
        each(count, seed, lines::row);
        return lines.end();
    }

    /** The same pairs as {@link #write}, each a map from column to value. */
    public List<Map<String, Object>> pairs(int count, long seed) {
        List<Map<String, Object>> out = new ArrayList<>(count);
        try {
            each(count, seed, row -> {
                Map<String, Object> r = new LinkedHashMap<>();
                for (int i = 0; i < names.size(); i++) {
                    r.put(names.get(i), row[i]);
                }
                out.add(Collections.unmodifiableMap(r));
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Collections.unmodifiableList(out);
    }

    private interface PairTaken {
        void take(Object[] row) throws IOException;
    }

    private void each(long count, long seed, PairTaken taken) throws IOException {
        if (count < 0 || count > possible()) {
            throw new IllegalArgumentException(String.format(Locale.ROOT, "table %s has at most %,d absent pairs: "
                    + "ask for %,d or fewer", table.name(), possible(), possible()));
        }
        long s = seed ^ 0xAB5E47L ^ Mix.hash(0, table.name().hashCode(), 0x7AB1E);
        long tries = 64 * count + 100_000;
        Set<List<Object>> taken0 = new HashSet<>();
        boolean parentFirst = names.get(0).equals(parentColumn);
        Object[] row = new Object[names.size()];
        long found = 0;
        for (long a = 0; found < count; a++) {
            if (a == tries) {
                throw new IllegalArgumentException(String.format(Locale.ROOT, "found %,d of %,d absent pairs of %s "
                        + "in %,d tries: its rows hold most pairs at these rows; ask for fewer", found, count,
                        table.name(), tries));
            }
            long p = 1 + Long.remainderUnsigned(Mix.hash(s, a, 1), owners);
            Object v = reference.valueFor(1 + Long.remainderUnsigned(Mix.hash(s, a, 2), table.rows()));
            Object u = parentKey.valueFor(p);
            if (v == null || notItself && Objects.deepEquals(u, v) || held(p, v)) {
                continue;
            }
            if (!taken0.add(List.of(hashable(u), hashable(v)))) {
                continue;
            }
            if (names.size() == 2) {
                row[0] = parentFirst ? u : v;
                row[1] = parentFirst ? v : u;
            } else {
                row[0] = names.get(0).equals(parentColumn) ? u : v;
            }
            taken.take(row);
            found++;
        }
    }

    /** Whether parent row {@code p} owns a row referring to {@code v}. */
    private boolean held(long p, Object v) {
        long n = index.countOf(p);
        long first = n == 0 ? 0 : index.firstChildOf(p);
        for (long c = first; c < first + n; c++) {
            if (Objects.deepEquals(reference.valueFor(c), v)) {
                return true;
            }
        }
        return false;
    }

    private static Object hashable(Object v) {
        return v instanceof byte[] bytes ? java.nio.ByteBuffer.wrap(bytes) : v;
    }
}
