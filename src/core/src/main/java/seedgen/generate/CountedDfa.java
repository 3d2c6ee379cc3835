package seedgen.generate;

import dk.brics.automaton.Automaton;
import dk.brics.automaton.State;
import dk.brics.automaton.Transition;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A minimal DFA in flat arrays with, for every length up to {@link #maxLength} and every state, how many strings of
 * that length it accepts from there: what picks a string of a length uniformly (a walk that takes each transition in
 * proportion to the strings behind it, a range of characters counting once per character) and what unranks the r-th
 * string of a length exactly.
 * <p>
 * The states are numbered in the order a breadth-first walk from the start meets them, each state's transitions in
 * character order, so the numbering and every string drawn depend on the language alone, not on how the automaton was
 * built. Counts past {@link #LIMIT} saturate there; alongside, each length's counts as doubles scaled by the largest of
 * that length, whose ratios the random walk needs (no count overflows them, however long the strings).
 */
final class CountedDfa {

    /** Where exact counts saturate: a count at LIMIT means LIMIT or more. */
    static final long LIMIT = 1L << 62;
    /** Counts kept at most: (lengths + 1) * states. */
    private static final long MOST_CELLS = 8_000_000L;

    final int states;
    final int maxLength;
    private final boolean[] accept;
    /** State s's transitions are first[s] to first[s + 1] - 1 of lo, hi, dest. */
    private final int[] first;
    private final char[] lo;
    private final char[] hi;
    private final int[] dest;
    /** exact[len][state]: strings of length len accepted from state, saturating at LIMIT. */
    private final long[][] exact;
    /** scaled[len][state]: the same as doubles, divided by the largest of length len, which is top[len]. */
    private final double[][] scaled;
    private final double[] top;

    /** {@code a}: deterministic; left as it is. */
    CountedDfa(Automaton a, int maxLength) {
        Automaton dfa = a.clone();
        dfa.removeDeadTransitions();
        dfa.reduce();
        Map<State, Integer> number = new HashMap<>();
        List<State> order = new ArrayList<>();
        ArrayDeque<State> queue = new ArrayDeque<>();
        number.put(dfa.getInitialState(), 0);
        order.add(dfa.getInitialState());
        queue.add(dfa.getInitialState());
        List<Transition> all = new ArrayList<>();
        List<Integer> starts = new ArrayList<>();
        while (!queue.isEmpty()) {
            State s = queue.poll();
            starts.add(all.size());
            for (Transition t : s.getSortedTransitions(false)) {
                all.add(t);
                if (!number.containsKey(t.getDest())) {
                    number.put(t.getDest(), order.size());
                    order.add(t.getDest());
                    queue.add(t.getDest());
                }
            }
        }
        states = order.size();
        if ((long) (maxLength + 1) * states > MOST_CELLS) {
            throw new IllegalArgumentException("strings of up to " + maxLength + " characters over " + states
                    + " states are too many to count: give the column a shorter length");
        }
        this.maxLength = maxLength;
        accept = new boolean[states];
        first = new int[states + 1];
        lo = new char[all.size()];
        hi = new char[all.size()];
        dest = new int[all.size()];
        for (int s = 0; s < states; s++) {
            accept[s] = order.get(s).isAccept();
            first[s] = starts.get(s);
        }
        first[states] = all.size();
        for (int i = 0; i < all.size(); i++) {
            lo[i] = all.get(i).getMin();
            hi[i] = all.get(i).getMax();
            dest[i] = number.get(all.get(i).getDest());
        }
        exact = new long[maxLength + 1][states];
        scaled = new double[maxLength + 1][states];
        top = new double[maxLength + 1];
        count();
    }

    private void count() {
        for (int s = 0; s < states; s++) {
            exact[0][s] = accept[s] ? 1 : 0;
            scaled[0][s] = accept[s] ? 1 : 0;
        }
        for (int len = 1; len <= maxLength; len++) {
            long[] e = exact[len];
            double[] d = scaled[len];
            long[] below = exact[len - 1];
            double[] belowScaled = scaled[len - 1];
            double top = 0;
            for (int s = 0; s < states; s++) {
                long n = 0;
                double x = 0;
                for (int t = first[s]; t < first[s + 1]; t++) {
                    int width = hi[t] - lo[t] + 1;
                    n = add(n, times(width, below[dest[t]]));
                    x += width * belowScaled[dest[t]];
                }
                e[s] = n;
                d[s] = x;
                top = Math.max(top, x);
            }
            if (top > 0) {
                for (int s = 0; s < states; s++) {
                    d[s] /= top;
                }
            }
            this.top[len] = top;
        }
    }

    static long add(long a, long b) {
        long sum = a + b;
        return sum >= LIMIT || sum < 0 ? LIMIT : sum;
    }

    static long times(long a, long b) {
        if (a == 0 || b == 0) {
            return 0;
        }
        return a >= LIMIT / b ? LIMIT : Math.min(LIMIT, a * b);
    }

    /** Strings of length {@code len} accepted from the start, saturating at {@link #LIMIT}. */
    long count(int len) {
        return exact[len][0];
    }

    /** Strings of length {@code len} accepted from {@code state}, saturating. */
    long count(int len, int state) {
        return exact[len][state];
    }

    /** For each depth 0..len, the states a string of length {@code len} can be in after that many characters. */
    boolean[][] statesByDepth(int len) {
        boolean[][] at = new boolean[len + 1][];
        at[0] = new boolean[states];
        at[0][0] = exact[len][0] > 0;
        for (int d = 0; d < len; d++) {
            boolean[] next = new boolean[states];
            int rem = len - d - 1;
            for (int s = 0; s < states; s++) {
                if (!at[d][s]) {
                    continue;
                }
                for (int t = first[s]; t < first[s + 1]; t++) {
                    if (exact[rem][dest[t]] > 0) {
                        next[dest[t]] = true;
                    }
                }
            }
            at[d + 1] = next;
        }
        return at;
    }

    /**
     * Writes {@code steps} characters into {@code out} from {@code at}, from {@code state} with {@code rem}
     * characters left to the string's end, each transition taken in proportion to the strings behind it: the first
     * {@code steps} characters of a string drawn uniformly among those of the state and length. {@code h} seeds the
     * draws. Returns the state reached.
     */
    int walk(char[] out, int at, int state, int rem, int steps, long h) {
        int s = state;
        long x = h;
        for (int i = 0; i < steps; i++) {
            double[] next = scaled[rem - i - 1];
            // the transitions' weights add up to the state's count at this length, scaled back
            double total = scaled[rem - i][s] * top[rem - i];
            x = Mix.mix64(x + 0x9e3779b97f4a7c15L);
            double u = (x >>> 11) * 0x1.0p-53 * total;
            int chosen = -1;
            int offset = 0;
            for (int t = first[s]; t < first[s + 1]; t++) {
                double each = next[dest[t]];
                if (each <= 0) {
                    continue;
                }
                int width = hi[t] - lo[t] + 1;
                double block = width * each;
                chosen = t;
                if (u < block) {
                    offset = (int) Math.min(width - 1, (long) (u / each));
                    break;
                }
                u -= block;
                offset = width - 1; // rounding left u past the last block: its last character
            }
            out[at + i] = (char) (lo[chosen] + offset);
            s = dest[chosen];
        }
        return s;
    }

    /**
     * Writes the string of rank {@code rank} (0-based, in character order) among those of length {@code rem}
     * accepted from {@code state} into {@code out} from {@code at}. Exact for any rank below {@link #LIMIT}: a
     * saturated count is at least LIMIT, so such a rank lies in its first block.
     */
    void unrank(char[] out, int at, int state, int rem, long rank) {
        int s = state;
        long r = rank;
        for (int i = 0; i < rem; i++) {
            long[] next = exact[rem - i - 1];
            for (int t = first[s]; t < first[s + 1]; t++) {
                long each = next[dest[t]];
                if (each == 0) {
                    continue;
                }
                int width = hi[t] - lo[t] + 1;
                long block = times(width, each);
                if (r < block) {
                    long index = r / each;
                    out[at + i] = (char) (lo[t] + index);
                    r -= index * each;
                    s = dest[t];
                    break;
                }
                r -= block;
            }
        }
    }
}
