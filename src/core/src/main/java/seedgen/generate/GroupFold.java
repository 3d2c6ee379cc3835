package seedgen.generate;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongFunction;

/**
 * A value made along the rows of one parent in row order, per group: the parent's rows with equal values of some other
 * columns (a stint counts the rows of one player's year; a player's seasons follow one another). A row's value is
 * {@link Step#apply} of the value its group's previous row had, or of none for the group's first row, so it depends
 * on the parent's earlier rows only: a pure function of the row. Each thread keeps the walk of its last parent, so rows
 * asked in order (a batch) cost one step each; a row asked out of order walks its parent's rows from the first.
 */
public final class GroupFold {

    /** The next value of a group: {@code first} for its first row (then {@code previous} is 0). */
    @FunctionalInterface
    public interface Step {
        long apply(long row, boolean first, long previous);
    }

    /**
     * As {@link Step}, told also how many rows of the group in a row, up to the previous one, hold {@code previous}
     * (0 for the group's first row): a series that caps its runs of one value needs it.
     */
    @FunctionalInterface
    public interface RunStep {
        long apply(long row, boolean first, long previous, long run);
    }

    /** Where a row's parent's rows start (the parent's first row), and the parent. */
    @FunctionalInterface
    public interface Owner {
        /** {@code [parent, first row of the parent]} for {@code row}. */
        long[] of(long row);
    }

    private final Owner owner;
    private final LongFunction<Object> group;
    private final RunStep step;
    private final ThreadLocal<Walk> walks = ThreadLocal.withInitial(Walk::new);

    /** {@code group}: the key of a row's group among its parent's rows (equal keys, one group); null for one group. */
    public GroupFold(Owner owner, LongFunction<Object> group, Step step) {
        this(owner, group, (RunStep) (row, first, previous, run) -> step.apply(row, first, previous));
    }

    /** As {@link #GroupFold(Owner, LongFunction, Step)}, each step told the run of the group's last value. */
    public GroupFold(Owner owner, LongFunction<Object> group, RunStep step) {
        this.owner = owner;
        this.group = group;
        this.step = step;
    }

    /**
     * One thread's walk: the parent it is in, the last row it reached, and each group's last value so far with the
     * rows in a row that hold it.
     */
    private static final class Walk {
        long parent = Long.MIN_VALUE;
        long last = Long.MIN_VALUE;
        long lastValue;
        Object lastGroup;
        final Map<Object, long[]> groups = new HashMap<>();
    }

    /** The value of {@code row}. */
    public long valueAt(long row) {
        Walk w = walks.get();
        long[] o = owner.of(row);
        if (w.parent == o[0] && w.last == row) {
            return w.lastValue;
        }
        long from = row;
        if (w.parent != o[0] || w.last != row - 1) {
            w.parent = o[0];
            w.groups.clear();
            from = o[1];
        }
        long v = 0;
        for (long r = from; r <= row; r++) {
            Object key = group == null ? "" : group.apply(r);
            long[] g = w.groups.get(key);
            v = g == null ? step.apply(r, true, 0, 0) : step.apply(r, false, g[0], g[1]);
            if (g == null) {
                w.groups.put(key, new long[] {v, 1});
            } else {
                g[1] = v == g[0] ? g[1] + 1 : 1;
                g[0] = v;
            }
            w.lastGroup = key;
        }
        w.last = row;
        w.lastValue = v;
        return v;
    }

    /** The group key of the last row {@link #valueAt} reached on this thread: the row asked, right after. */
    public Object lastGroup() {
        return walks.get().lastGroup;
    }

    /** A stable 64-bit hash of a group key (a list of values: numbers, text, or NULL), the same on every machine. */
    public static long hash(Object key) {
        long h = 0x6A09E667F3BCC909L;
        if (key instanceof List<?> values) {
            for (Object v : values) {
                h = Mix.mix64(h ^ hashOne(v));
            }
            return h;
        }
        return Mix.mix64(h ^ hashOne(key));
    }

    private static long hashOne(Object v) {
        if (v == null) {
            return 0x9E3779B97F4A7C15L;
        }
        if (v instanceof Long l) {
            return Mix.mix64(l);
        }
        String s = v.toString();
        long h = 0xBB67AE8584CAA73BL;
        for (int i = 0; i < s.length(); i++) {
            h = Mix.mix64(h ^ s.charAt(i));
        }
        return h;
    }
}
