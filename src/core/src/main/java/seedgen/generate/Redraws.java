package seedgen.generate;

import java.util.ArrayDeque;
import java.util.Arrays;

/**
 * A table's rows kept to conditions (its CHECK constraints) by redrawing: where a row as drawn breaks one, some of the
 * columns the conditions read are drawn again, each as the value it would have on another row (a hash of the seed,
 * the row and the attempt), until the conditions hold. So a row stays a pure function of its number: the same
 * attempt is found for the same row in any thread, slice, partition or resume, and never depends on other rows.
 *
 * <p>The attempts, in order: the row as drawn; each redrawable column alone, a few times ({@link #SINGLE} each), so a
 * flag that follows other columns, or one member of a pair, changes and nothing else does; then all of them together
 * ({@link #JOINT} times). A column is redrawable when its values do not depend on its row's place (not a key, a
 * parent, an ordered time): its caller says which. The conditions read the columns by local index; a redrawable
 * column's own generator ({@link #column}) answers with the value of the attempt found for the row, and, while an
 * attempt is tried, with that attempt's, so a column made from another (a time after it) follows it.
 */
public final class Redraws {

    /** Attempts that redraw one column alone, for each redrawable column. */
    public static final int SINGLE = 8;
    /** Attempts that redraw every redrawable column together. */
    public static final int JOINT = 256;

    /** The conditions, on a row's values by local index. */
    @FunctionalInterface
    public interface Test {
        boolean holds(java.util.function.IntFunction<Object> values);
    }

    /** No attempt kept the conditions on a row. */
    public static final class Exhausted extends RuntimeException {
        public final long row;

        Exhausted(long row, String message) {
            super(message);
            this.row = row;
        }
    }

    private final long seed;
    private final int stream;
    private final ValueGenerator[] gens;
    private final boolean[] redrawable;
    private final int[] order;
    private final Test test;
    private final String describe;
    private final ThreadLocal<Memo> memo = ThreadLocal.withInitial(Memo::new);

    /** One row being decided, on one thread: the attempt tried, and the values read for it so far. */
    private static final class Frame {
        final long row;
        final int[] salts;
        final Object[] cache;
        final boolean[] have;

        Frame(long row, int n) {
            this.row = row;
            this.salts = new int[n];
            this.cache = new Object[n];
            this.have = new boolean[n];
        }

        void attempt(int[] salts) {
            System.arraycopy(salts, 0, this.salts, 0, salts.length);
            Arrays.fill(have, false);
            Arrays.fill(cache, null);
        }
    }

    /** The last row decided on this thread, with its values; and the rows being decided, innermost last. */
    private static final class Memo {
        long row = Long.MIN_VALUE;
        int attempt;
        Object[] values;
        final ArrayDeque<Frame> deciding = new ArrayDeque<>();
    }

    /**
     * @param gens       the generators of the columns the conditions read, by local index (a redrawable one's own,
     *                   not wrapped)
     * @param redrawable which of them may be drawn again
     * @param describe   what the conditions are, for the message when no attempt keeps them
     */
    public Redraws(long seed, int stream, ValueGenerator[] gens, boolean[] redrawable, Test test, String describe) {
        this.seed = seed;
        this.stream = stream;
        this.gens = gens.clone();
        this.redrawable = redrawable.clone();
        this.order = java.util.stream.IntStream.range(0, gens.length).filter(i -> redrawable[i]).toArray();
        this.test = test;
        this.describe = describe;
    }

    /** The generator of redrawable column {@code local}: its value at the attempt that keeps the row's conditions. */
    public ValueGenerator column(int local) {
        return row -> value(local, row);
    }

    /** As {@link #column}, for a column that gives its times to others ({@code after:}). */
    public Generators.Timed timed(int local, Generators.Timed base) {
        return new Generators.Timed() {
            @Override
            public long epochAt(long row) {
                return base.epochAt(at(local, row));
            }

            @Override
            public Object valueFor(long row) {
                return value(local, row);
            }
        };
    }

    /** The row whose draw column {@code local} takes on {@code row}, at the attempt found (or being tried). */
    private long at(int local, long row) {
        Memo m = memo.get();
        for (java.util.Iterator<Frame> it = m.deciding.descendingIterator(); it.hasNext(); ) {
            Frame f = it.next();
            if (f.row == row) {
                return alt(row, f.salts[local]);
            }
        }
        if (m.row != row) {
            decide(row, m);
        }
        return alt(row, saltOf(m.attempt, local));
    }

    /** The value of column {@code local} on {@code row}. */
    Object value(int local, long row) {
        Memo m = memo.get();
        for (java.util.Iterator<Frame> it = m.deciding.descendingIterator(); it.hasNext(); ) {
            Frame f = it.next();
            if (f.row == row) {
                return read(f, local);
            }
        }
        if (m.row != row) {
            decide(row, m);
        }
        return m.values[local];
    }

    private Object read(Frame f, int local) {
        if (!f.have[local]) {
            f.cache[local] = gens[local].valueFor(alt(f.row, f.salts[local]));
            f.have[local] = true;
        }
        return f.cache[local];
    }

    /** The attempt that keeps {@code row}'s conditions: 0 for the row as drawn; what {@link #saltOf} reads. */
    public int attemptOf(long row) {
        Memo m = memo.get();
        if (m.row != row) {
            decide(row, m);
        }
        return m.attempt;
    }

    /** Whether {@code attempt} draws column {@code local} again (rather than keep the row's own value). */
    public boolean redraws(int attempt, int local) {
        return saltOf(attempt, local) != 0;
    }

    /** The number of attempts there are: the row as drawn, each column alone, all together. */
    public int attempts() {
        return 1 + order.length * SINGLE + JOINT;
    }

    /** The salt column {@code local} is drawn with at {@code attempt} (0: its own row). */
    private int saltOf(int attempt, int local) {
        if (attempt == 0 || !redrawable[local]) {
            return 0;
        }
        int single = attempt - 1;
        if (single < order.length * SINGLE) {
            return order[single / SINGLE] == local ? 1 + single % SINGLE : 0;
        }
        return 1 + SINGLE + (attempt - 1 - order.length * SINGLE);
    }

    private void decide(long row, Memo m) {
        Frame f = new Frame(row, gens.length);
        m.deciding.addLast(f);
        int found = -1;
        int[] salts = new int[gens.length];
        try {
            for (int attempt = 0; attempt < attempts() && found < 0; attempt++) {
                for (int i = 0; i < salts.length; i++) {
                    salts[i] = saltOf(attempt, i);
                }
                f.attempt(salts);
                if (test.holds(local -> read(f, local))) {
                    found = attempt;
                }
            }
            if (found < 0) {
                throw new Exhausted(row, "row " + row + " keeps " + describe + " on none of " + attempts()
                        + " draws" + (order.length == 0 ? " (no column it reads can be drawn again)" : ""));
            }
            Object[] values = new Object[gens.length];
            for (int i = 0; i < values.length; i++) {
                values[i] = read(f, i);
            }
            m.row = row;
            m.attempt = found;
            m.values = values;
        } finally {
            m.deciding.removeLast();
        }
    }

    /** The row whose draw stands in for {@code row}'s at {@code salt}: {@code row} itself at salt 0. */
    private long alt(long row, int salt) {
        if (salt == 0) {
            return row;
        }
        return 1 + Long.remainderUnsigned(Mix.hash(seed, row, stream + salt), 1L << 40);
    }
}
