package seedgen.feed;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.LongUnaryOperator;
import java.util.function.ToLongFunction;
import java.util.stream.Stream;
import seedgen.generate.ValueGenerator;
import seedgen.model.Column;
import seedgen.model.Dataset;
import seedgen.model.ForeignKey;

/**
 * For each row of a fed table, how many rows of another table refer to it, as the load wrote them. A table owned per
 * row of the fed table ({@code gen: parent}) has the counts in its parent index already; any other reference is
 * counted in one pass over the referring table's values, an int a row of the fed table.
 */
final class ReferringCounts {

    private ReferringCounts() {
    }

    static LongUnaryOperator of(Dataset dataset, Dataset.Table fed, Feed.Where w) {
        Dataset.Table from = dataset.tables().stream().filter(t -> t.name().equals(w.table())).findFirst()
                .orElseThrow(() -> new IllegalArgumentException(w + ": the dataset has no table " + w.table()
                        + " (tables referring to " + fed.name() + ": " + referrers(dataset, fed) + ")"));
        ForeignKey fk = key(dataset, fed, from, w);
        if (fed.name().equals(from.owner()) && fk.sameOwner() && from.index() != null) {
            return from.index()::countOf;
        }
        if (fk.columns().size() != 1) {
            throw new IllegalArgumentException(w + ": " + from.name() + " refers to " + fed.name() + " by ("
                    + String.join(", ", fk.columns()) + "), a key of several columns, which a where does not count");
        }
        return counted(fed, from, fk);
    }

    /** The one foreign key of {@code from} to {@code fed} that {@code w} names. */
    private static ForeignKey key(Dataset dataset, Dataset.Table fed, Dataset.Table from, Feed.Where w) {
        List<ForeignKey> all = Stream.concat(from.foreignKeys().stream(), from.unconstrained().stream())
                .filter(fk -> !fk.conditional() && fk.refTable().equals(fed.name())).toList();
        List<ForeignKey> named = all.stream()
                .filter(fk -> w.column() == null || fk.columns().contains(w.column())).toList();
        if (named.size() == 1) {
            return named.get(0);
        }
        List<String> choices = all.stream().map(fk -> from.name() + "." + String.join(",", fk.columns())).toList();
        if (named.isEmpty() && all.isEmpty()) {
            throw new IllegalArgumentException(w + ": table " + from.name() + " does not refer to " + fed.name()
                    + " (tables that do: " + referrers(dataset, fed) + ")");
        }
        if (named.isEmpty()) {
            throw new IllegalArgumentException(w + ": " + from.name() + "." + w.column() + " does not refer to "
                    + fed.name() + " (what does: " + String.join(", ", choices) + ")");
        }
        throw new IllegalArgumentException(w + ": " + from.name() + " refers to " + fed.name() + " through "
                + String.join(" and ", choices) + ": name one, as " + choices.get(choices.size() - 1) + ":"
                + w.toString().substring(w.toString().indexOf(':') + 1));
    }

    private static String referrers(Dataset dataset, Dataset.Table fed) {
        List<String> names = new ArrayList<>();
        for (Dataset.Table t : dataset.tables()) {
            if (Stream.concat(t.foreignKeys().stream(), t.unconstrained().stream())
                    .anyMatch(fk -> !fk.conditional() && fk.refTable().equals(fed.name()))) {
                names.add(t.name());
            }
        }
        return names.isEmpty() ? "none" : String.join(", ", names);
    }

    /** One pass over the referring column: each value found among the fed table's keys, and its row counted. */
    private static LongUnaryOperator counted(Dataset.Table fed, Dataset.Table from, ForeignKey fk) {
        if (fed.rows() > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException(String.format(Locale.ROOT, "table %s has %,d rows, more than a where "
                    + "counts in memory", fed.name(), fed.rows()));
        }
        ValueGenerator referring = generator(from, fk.columns().get(0));
        ToLongFunction<Object> rowOf = rowOf(fed, generator(fed, fk.refColumns().get(0)));
        int size = (int) fed.rows();
        // a thread a core, each over a run of the referring rows into counts of its own, where they fit in 256 MB
        int threads = (int) Math.max(1, Math.min(Math.min(Runtime.getRuntime().availableProcessors(),
                (256L << 20) / (4L * size + 1)), from.rows() / 100_000));
        int[][] counts = new int[threads][];
        Thread[] workers = new Thread[threads];
        RuntimeException[] failed = new RuntimeException[threads];
        long per = (from.rows() + threads - 1) / threads;
        for (int i = 0; i < threads; i++) {
            int slot = i;
            long lo = 1 + i * per;
            long hi = Math.min(from.rows(), lo + per - 1);
            Runnable pass = () -> {
                try {
                    counts[slot] = count(referring, rowOf, size, lo, hi);
                } catch (RuntimeException e) {
                    failed[slot] = e;
                }
            };
            if (i == threads - 1) {
                pass.run();
            } else {
                workers[i] = new Thread(pass, "seedgen-where-" + i);
                workers[i].start();
            }
        }
        for (int i = 0; i < threads - 1; i++) {
            try {
                workers[i].join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while counting " + from.name(), e);
            }
        }
        for (RuntimeException e : failed) {
            if (e != null) {
                throw e;
            }
        }
        int[] sum = counts[0];
        for (int i = 1; i < threads; i++) {
            for (int j = 0; j < size; j++) {
                sum[j] += counts[i][j];
            }
        }
        return row -> sum[(int) (row - 1)];
    }

    /** Rows {@code lo..hi} of the referring column counted by the row they refer to. */
    private static int[] count(ValueGenerator referring, ToLongFunction<Object> rowOf, int size, long lo, long hi) {
        int[] counts = new int[size];
        for (long r = lo; r <= hi; r++) {
            Object v = referring.valueFor(r);
            if (v != null) {
                long at = rowOf.applyAsLong(v);
                if (at > 0) {
                    counts[(int) (at - 1)]++;
                }
            }
        }
        return counts;
    }

    /**
     * The row of the fed table holding a key value: arithmetic where its key is its row plus a constant (a sequence),
     * as every key a spec numbers is; else looked up in a map of its keys. 0 for a value no row holds.
     */
    static ToLongFunction<Object> rowOf(Dataset.Table fed, ValueGenerator key) {
        long rows = fed.rows();
        Object first = key.valueFor(1);
        boolean sequence = first instanceof Long;
        long offset = sequence ? (Long) first - 1 : 0;
        for (long r = 2; sequence && r <= rows; r++) {
            sequence = key.valueFor(r) instanceof Long l && l - r == offset;
        }
        if (sequence) {
            return v -> v instanceof Long l && l - offset >= 1 && l - offset <= rows ? l - offset : 0;
        }
        Map<Object, Long> byKey = new HashMap<>();
        for (long r = 1; r <= rows; r++) {
            byKey.put(hashable(key.valueFor(r)), r);
        }
        return v -> byKey.getOrDefault(hashable(v), 0L);
    }

    /** A byte array compared by its bytes. */
    private static Object hashable(Object v) {
        return v instanceof byte[] bytes ? java.nio.ByteBuffer.wrap(bytes) : v;
    }

    static ValueGenerator generator(Dataset.Table t, String column) {
        return t.spec().columns().stream().filter(c -> c.name().equals(column)).map(Column::generator).findFirst()
                .orElseThrow(() -> new IllegalStateException("table " + t.name() + " has no column " + column));
    }
}
