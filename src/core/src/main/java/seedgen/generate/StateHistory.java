package seedgen.generate;

import java.util.List;
import java.util.function.LongUnaryOperator;

/**
 * A row's way through a list of states: it enters the first at its start time, stays in each a dwell drawn
 * exponentially with that state's mean, and then moves to the next state, or (with an exit's chance at that step) to
 * an exit, where it stays. The last state and the exits are final. The row holds at {@code asOf} the last state it had
 * entered by then (the first where it starts after {@code asOf}).
 * <p>
 * The dwell of step k and the exit draw of step k are each a draw of their own stream for (seed, row), so a row's
 * whole history is a pure function of (seed, table, column, row) and does not depend on {@code asOf}: a later
 * {@code asOf} reads further along the same history.
 */
public final class StateHistory {

    /** What {@link #entered(long, int)} gives for a state the row never enters. */
    public static final long NEVER = Long.MIN_VALUE;

    private final List<String> names;
    private final int last;
    private final double[] means;
    private final double[][] exitBelow;
    private final int[] dwellStreams;
    private final int[] exitStreams;
    private final long seed;
    private final Generators.Timed since;
    private final LongUnaryOperator sinceRow;
    private final long asOf;

    /**
     * @param names      the states in order, then the exits
     * @param means      per state but the last, its mean dwell in seconds (at least 1)
     * @param exitChance per state but the last, per exit, the chance to leave that state for that exit rather than the
     *                   next state (each step's chances add up to less than 1)
     * @param dwellStreams per state but the last, the stream of its dwell; {@code exitStreams} of its exit draw
     * @param since      the time the row enters the first state ({@code since} at {@code sinceRow} of the row)
     */
    public StateHistory(List<String> names, double[] means, double[][] exitChance, int[] dwellStreams,
            int[] exitStreams, long seed, Generators.Timed since, LongUnaryOperator sinceRow, long asOf) {
        this.names = List.copyOf(names);
        this.last = means.length;
        this.means = means.clone();
        this.exitBelow = new double[last][];
        for (int k = 0; k < last; k++) {
            double[] c = new double[exitChance[k].length];
            double sum = 0;
            for (int e = 0; e < c.length; e++) {
                sum += exitChance[k][e];
                c[e] = sum;
            }
            if (!(sum < 1)) {
                throw new IllegalArgumentException("the exits of step " + k + " add up to " + sum + ", not below 1");
            }
            exitBelow[k] = c;
        }
        this.dwellStreams = dwellStreams.clone();
        this.exitStreams = exitStreams.clone();
        this.seed = seed;
        this.since = since;
        this.sinceRow = sinceRow;
        this.asOf = asOf;
    }

    /** The states, then the exits: the values of {@link #held}. */
    public List<String> names() {
        return names;
    }

    /** The time the histories are read at, in epoch seconds. */
    public long asOf() {
        return asOf;
    }

    /** The index (into {@link #names}) of the state the row holds at asOf. */
    public int held(long row) {
        return (int) walk(row, HELD);
    }

    /** The time the row entered the state it holds at asOf, in epoch seconds. */
    public long heldSince(long row) {
        return walk(row, HELD_SINCE);
    }

    /**
     * The time the row enters {@code state} (an index into {@link #names}) along its whole history, asOf or not, or
     * {@link #NEVER} where its way passes it by (an exit taken before, or another exit).
     */
    public long entered(long row, int state) {
        return walk(row, state);
    }

    /** The time the row enters the final state its whole history ends in, asOf or not. */
    public long ended(long row) {
        return walk(row, END);
    }

    private static final int HELD = -1;
    private static final int HELD_SINCE = -2;
    private static final int END = -3;

    private long walk(long row, int target) {
        long at = since.epochAt(sinceRow.applyAsLong(row));
        int state = 0;
        boolean byAsOf = target == HELD || target == HELD_SINCE;
        while (state != target && state < last) {
            long dwell = (long) LogFloors.timesLog1pNeg(-means[state], Mix.unit(seed, row, dwellStreams[state]));
            long next = at > Long.MAX_VALUE - dwell ? Long.MAX_VALUE : at + dwell;
            if (byAsOf && next > asOf) {
                break;
            }
            at = next;
            state = next(row, state);
        }
        if (target == HELD) {
            return state;
        }
        return target >= 0 && state != target ? NEVER : at;
    }

    /** The state after {@code state}: the next one, or an exit by its chance at this step. */
    private int next(long row, int state) {
        double[] below = exitBelow[state];
        if (below.length > 0 && below[below.length - 1] > 0) {
            double u = Mix.unit(seed, row, exitStreams[state]);
            for (int e = 0; e < below.length; e++) {
                if (u < below[e]) {
                    return last + 1 + e;
                }
            }
        }
        return state + 1;
    }
}
