package seedgen.slice;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import seedgen.error.SeedgenException;
import seedgen.model.Dataset;

/**
 * Which shard each row of the routing table (a root table of the dataset) goes to, by its primary key: {@code
 * modulo} (key mod N is the shard's place in the list, from 0: what {@code user_id % N} in an application finds) or
 * {@code range} (each shard's own key range). Every row owned by a routed row, and their rows in turn, go with it.
 * The key must be a single integer column that grows by the same step each row ({@code gen: sequence}), so that a
 * shard's rows are found by arithmetic.
 */
public record Routing(String table, Rule rule, List<long[]> ranges) {

    public enum Rule { MODULO, RANGE }

    public Routing {
        ranges = ranges == null ? List.of() : List.copyOf(ranges);
    }

    /** The rows of {@code root} (the routing table of the whole dataset) that shard {@code shard} (from 0) holds. */
    public Rows rows(Dataset.Table root, int shard, int shards) {
        Key key = Key.of(root);
        if (rule == Rule.MODULO) {
            return key.modulo(shard, shards);
        }
        List<Rows.Span> spans = new ArrayList<>();
        for (long[] r : ranges) {
            spans.add(key.range(r[0], r[1]));
        }
        // every row in exactly one shard: the ranges, in key order, leave no row out and take none twice
        List<Rows.Span> ordered = new ArrayList<>(spans.stream().filter(s -> s.count() > 0).toList());
        ordered.sort(java.util.Comparator.comparingLong(Rows.Span::first));
        long next = 1;
        for (Rows.Span s : ordered) {
            if (s.first() < next) {
                throw SeedgenException.badInput(String.format(Locale.ROOT, "--shards: the key ranges of two shards "
                        + "both hold %s key %s: make the ranges apart", table, key.at(s.first())));
            }
            if (s.first() > next) {
                break;
            }
            next = s.first() + s.count();
        }
        if (next <= root.rows()) {
            throw SeedgenException.badInput(String.format(Locale.ROOT, "--shards: %s key %s is in no shard's key "
                    + "range, and the rows it owns would be written nowhere: widen the ranges to cover keys %s..%s",
                    table, key.at(next), key.at(1), key.at(root.rows())));
        }
        return spans.get(shard);
    }

    /** The routing table's key as a function of its row: {@code first + (row - 1) * step}. */
    private record Key(long first, long step, long rows) {
        static Key of(Dataset.Table t) {
            if (t.primaryKey().size() != 1) {
                throw notRoutable(t, "its primary key has " + t.primaryKey().size() + " columns");
            }
            String name = t.primaryKey().get(0);
            seedgen.model.Column column = t.spec().columns().stream().filter(c -> c.name().equals(name))
                    .findFirst().orElseThrow();
            long first = integer(t, column, 1);
            long step = t.rows() < 2 ? 1 : integer(t, column, 2) - first;
            Key key = new Key(first, step, t.rows());
            for (long row : new long[] {t.rows() / 2, t.rows()}) {
                if (row >= 1 && integer(t, column, row) != key.at(row)) {
                    throw notRoutable(t, "its key " + name + " does not grow by the same step every row");
                }
            }
            if (step <= 0) {
                throw notRoutable(t, "its key " + name + " does not grow from row to row");
            }
            return key;
        }

        private static long integer(Dataset.Table t, seedgen.model.Column c, long row) {
            Object v = c.generator().valueFor(row);
            if (!(v instanceof Long || v instanceof Integer)) {
                throw notRoutable(t, "its key " + c.name() + " is not an integer");
            }
            return ((Number) v).longValue();
        }

        private static SeedgenException notRoutable(Dataset.Table t, String why) {
            return SeedgenException.badInput("--shards routes by the key of table " + t.name() + ", but " + why
                    + ": give it an integer key with gen: sequence, or route by another root table (routing: {table: "
                    + "NAME})");
        }

        long at(long row) {
            return first + (row - 1) * step;
        }

        /** Rows whose key mod {@code n} is {@code r}: one every n / gcd(step, n) rows, or none. */
        Rows modulo(int r, int n) {
            long period = n / gcd(Math.floorMod(step, n), n);
            for (long row = 1; row <= Math.min(rows, period); row++) {
                if (Math.floorMod(at(row), n) == r) {
                    long count = (rows - row) / period + 1;
                    return period == 1 ? new Rows.Span(row, count) : new Rows.Stride(row, period, count);
                }
            }
            return new Rows.Span(1, 0);
        }

        /** Rows whose key is in {@code lo..hi}. */
        Rows.Span range(long lo, long hi) {
            long from = Math.max(1, lo <= first ? 1 : Math.floorDiv(lo - first + step - 1, step) + 1);
            long to = Math.min(rows, hi < first ? 0 : Math.floorDiv(hi - first, step) + 1);
            return to < from ? new Rows.Span(1, 0) : new Rows.Span(from, to - from + 1);
        }

        private static long gcd(long a, long b) {
            return b == 0 ? a : gcd(b, a % b);
        }
    }
}
