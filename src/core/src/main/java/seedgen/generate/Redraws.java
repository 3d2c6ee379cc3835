package seedgen.generate;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * A table's rows kept to conditions (its CHECK constraints): where a row as drawn breaks one, some of the columns the
 * conditions read are set or drawn again until the conditions hold. So a row stays a pure function of its number: the
 * same attempt is found for the same row in any thread, slice, partition or resume, and never depends on other rows.
 *
 * <p>The attempts, in order: the row as drawn; the repairs, each of which sets columns to what one branch of a
 * condition names ({@code id <> 1 OR (type = 3 AND area IS NULL)}: type 3, area NULL), the others as drawn; each
 * redrawable column alone, a few times ({@link #SINGLE} each), each value the one its generator gives another row (a
 * hash of the seed, the row and the attempt), so a flag that follows other columns, or one member of a pair, changes
 * and nothing else does; then all of them together ({@link #JOINT} times); then each repair with the columns it does
 * not set drawn together ({@link #REPAIRED} times each). A column is redrawable when its values do
 * not depend on its row's place (not a key, a parent, an ordered time): its caller says which, and which columns a
 * repair may set. The conditions read the columns by local index; a wrapped column's generator ({@link #column})
 * answers with the value of the attempt found for the row, and, while an attempt is tried, with that attempt's, so a
 * column made from another (a time after it) follows it.
 */
public final class Redraws {

    /** Attempts that redraw one column alone, for each redrawable column. */
    public static final int SINGLE = 8;
    /** Attempts that redraw every redrawable column together. */
    public static final int JOINT = 256;
    /** Attempts, for each repair, that set what it names and redraw every other redrawable column together. */
    public static final int REPAIRED = 32;

    /** One condition, on a row's values by local index. */
    @FunctionalInterface
    public interface Test {
        boolean holds(java.util.function.IntFunction<Object> values);
    }

    /** In a repair, a column set to the value another column (its local index) holds on the row. */
    public record Copy(int from) {
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
    private final Test[] tests;
    /** Per condition, the local indices of the columns it reads. */
    private final int[][] reads;
    /** Per repair, the columns it sets (local index) and their values (a value, null, or a {@link Copy}). */
    private final List<Map<Integer, Object>> repairs;
    private final String describe;
    private final ThreadLocal<Memo> memo = ThreadLocal.withInitial(Memo::new);

    /** One row being decided, on one thread: the attempt tried, and the values read for it so far. */
    private static final class Frame {
        final long row;
        final int[] salts;
        Map<Integer, Object> set = Map.of();
        final Object[] cache;
        final boolean[] have;

        Frame(long row, int n) {
            this.row = row;
            this.salts = new int[n];
            this.cache = new Object[n];
            this.have = new boolean[n];
        }

        void attempt(int[] salts, Map<Integer, Object> set) {
            System.arraycopy(salts, 0, this.salts, 0, salts.length);
            this.set = set;
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
     * @param gens       the generators of the columns the conditions read, by local index (a wrapped one's own)
     * @param redrawable which of them may be drawn again
     * @param tests      the conditions, each with {@code reads}: the local indices of the columns it reads
     * @param repairs    the columns each repair sets, with their values
     * @param describe   what the conditions are, for the message when no attempt keeps them
     */
    public Redraws(long seed, int stream, ValueGenerator[] gens, boolean[] redrawable, Test[] tests, int[][] reads,
            List<Map<Integer, Object>> repairs, String describe) {
        this.seed = seed;
        this.stream = stream;
        this.gens = gens.clone();
        this.redrawable = redrawable.clone();
        this.order = java.util.stream.IntStream.range(0, gens.length).filter(i -> redrawable[i]).toArray();
        this.tests = tests.clone();
        this.reads = reads.clone();
        this.repairs = List.copyOf(repairs);
        this.describe = describe;
    }

    /** The generator of wrapped column {@code local}: its value at the attempt that keeps the row's conditions. */
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

    /**
     * The row whose draw column {@code local} takes on {@code row}, at the attempt found (or being tried): a repair
     * that sets the column to NULL leaves its time as drawn, as a NULL time's followers keep it.
     */
    private long at(int local, long row) {
        Memo m = memo.get();
        Frame f = deciding(m, row);
        if (f != null) {
            return alt(row, f.salts[local]);
        }
        if (m.row != row) {
            decide(row, m);
        }
        return alt(row, saltOf(m.attempt, local));
    }

    /** The value of column {@code local} on {@code row}. */
    Object value(int local, long row) {
        Memo m = memo.get();
        if (m.row == row && m.deciding.isEmpty()) {
            return m.values[local]; // the row decided last on this thread, asked again for another column
        }
        Frame f = deciding(m, row);
        if (f != null) {
            return read(f, local);
        }
        if (m.row != row) {
            decide(row, m);
        }
        return m.values[local];
    }

    /** The frame of {@code row} where this thread is deciding it now, or null. */
    private static Frame deciding(Memo m, long row) {
        if (m.deciding.isEmpty()) {
            return null;
        }
        for (java.util.Iterator<Frame> it = m.deciding.descendingIterator(); it.hasNext(); ) {
            Frame f = it.next();
            if (f.row == row) {
                return f;
            }
        }
        return null;
    }

    private Object read(Frame f, int local) {
        if (!f.have[local]) {
            f.have[local] = true; // a copy of itself reads its draw
            Object v;
            if (f.set.containsKey(local)) {
                Object set = f.set.get(local);
                v = set instanceof Copy c ? c.from() == local ? gens[local].valueFor(f.row) : read(f, c.from()) : set;
            } else {
                v = gens[local].valueFor(alt(f.row, f.salts[local]));
            }
            f.cache[local] = v;
        }
        return f.cache[local];
    }

    /** The attempt that keeps {@code row}'s conditions: 0 for the row as drawn; what {@link #changes} reads. */
    public int attemptOf(long row) {
        Memo m = memo.get();
        if (m.row != row) {
            decide(row, m);
        }
        return m.attempt;
    }

    /** Whether {@code attempt} sets or draws column {@code local} again (rather than keep the row's own value). */
    public boolean changes(int attempt, int local) {
        Map<Integer, Object> repair = repair(attempt);
        return repair != null && repair.containsKey(local) || saltOf(attempt, local) != 0;
    }

    /**
     * The number of attempts there are: the row as drawn, the repairs, each column alone, all together, then each
     * repair with the other columns drawn together (a row that breaks a check a repair keeps and one only a draw
     * keeps).
     */
    public int attempts() {
        return repaired() + repairs.size() * REPAIRED;
    }

    /** The first attempt that joins a repair and a draw. */
    private int repaired() {
        return 1 + repairs.size() + order.length * SINGLE + JOINT;
    }

    /** The repair {@code attempt} is or holds, or null for one that only draws. */
    private Map<Integer, Object> repair(int attempt) {
        if (attempt >= repaired()) {
            return repairs.get((attempt - repaired()) / REPAIRED);
        }
        return attempt >= 1 && attempt <= repairs.size() ? repairs.get(attempt - 1) : null;
    }

    /** The salt column {@code local} is drawn with at {@code attempt} (0: its own row). */
    private int saltOf(int attempt, int local) {
        if (attempt >= repaired()) {
            return redrawable[local] ? 1 + SINGLE + JOINT + (attempt - repaired()) % REPAIRED : 0;
        }
        int draw = attempt - repairs.size();
        if (attempt == 0 || draw <= 0 || !redrawable[local]) {
            return 0;
        }
        int single = draw - 1;
        if (single < order.length * SINGLE) {
            return order[single / SINGLE] == local ? 1 + single % SINGLE : 0;
        }
        return 1 + SINGLE + (draw - 1 - order.length * SINGLE);
    }

    private void decide(long row, Memo m) {
        Frame f = new Frame(row, gens.length);
        java.util.function.IntFunction<Object> reader = local -> read(f, local);
        m.deciding.addLast(f);
        int found = -1;
        int[] salts = new int[gens.length];
        try {
            f.attempt(salts, Map.of());
            boolean[] broken = new boolean[gens.length]; // the columns the conditions broken as drawn read
            boolean all = true;
            int[] failed = {0};
            for (int k = 0; k < tests.length; k++) {
                if (!tests[k].holds(reader)) {
                    failed[0] = all ? k : failed[0];
                    all = false;
                    for (int c : reads[k]) {
                        broken[c] = true;
                    }
                }
            }
            found = all ? 0 : -1;
            for (int attempt = 1; attempt < attempts() && found < 0; attempt++) {
                Map<Integer, Object> repair = repair(attempt);
                int single = attempt - repairs.size() - 1;
                if (repair == null && single >= 0 && single < order.length * SINGLE
                        && !broken[order[single / SINGLE]]) {
                    continue; // a column alone that no broken condition reads: drawing it again changes nothing
                }
                for (int i = 0; i < salts.length; i++) {
                    salts[i] = saltOf(attempt, i);
                }
                f.attempt(salts, repair == null ? Map.of() : repair);
                if (holds(reader, failed)) {
                    found = attempt;
                }
            }
            if (found < 0) {
                throw new Exhausted(row, "row " + row + " keeps " + describe + " on none of " + attempts()
                        + " attempts" + (order.length == 0 && repairs.isEmpty()
                        ? " (no column it reads can be set or drawn again)" : ""));
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

    /**
     * Whether every condition holds on the attempt {@code reader} reads, the one that broke last ({@code failed[0]})
     * asked first: an attempt mostly fails where the one before did, and then no other condition is read.
     */
    private boolean holds(java.util.function.IntFunction<Object> reader, int[] failed) {
        if (tests.length == 0) {
            return true;
        }
        int first = failed[0];
        if (!tests[first].holds(reader)) {
            return false;
        }
        for (int k = 0; k < tests.length; k++) {
            if (k != first && !tests[k].holds(reader)) {
                failed[0] = k;
                return false;
            }
        }
        return true;
    }

    /** The row whose draw stands in for {@code row}'s at {@code salt}: {@code row} itself at salt 0. */
    private long alt(long row, int salt) {
        if (salt == 0) {
            return row;
        }
        return 1 + Long.remainderUnsigned(Mix.hash(seed, row, stream + salt), 1L << 40);
    }
}
