package seedgen.generate;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The members of a distinct choice dealt to the runs of a column laid out in row order (the teams of each year), so
 * that over the table each member holds its weight's share of the rows to within a row: run by run in order, a run of
 * n rows takes the n members (all of them where it is longer) with the most rows still owed to them, ties to the
 * earlier member, in an order drawn for the run. A member owed more than another is in every run the other is in:
 * the commonest teams play every year and a newer one joins the later years, as a league's do. Made once, before the
 * rows: a pure function of the column's values, the weights and the seed.
 */
public final class RunMembers {

    /** Runs times members dealt, above which a table's runs are too many to deal up front. */
    public static final long MOST_CELLS = 4_000_000;

    private final long[] firstRows;
    private final int[][] members;

    private RunMembers(long[] firstRows, int[][] members) {
        this.firstRows = firstRows;
        this.members = members;
    }

    /**
     * The runs of {@code values} dealt {@code weights}' members, or null where they are too many to deal up front
     * ({@link #MOST_CELLS}).
     */
    public static RunMembers deal(OrderedValues values, double[] weights, long seed, int stream) {
        List<long[]> runs = new ArrayList<>();
        long r = 1;
        long cells = 0;
        while (r <= values.rows()) {
            long v = values.valueAt(r);
            long next = v == Long.MAX_VALUE ? values.rows() + 1 : values.firstAtLeast(v + 1);
            runs.add(new long[] {r, next - r});
            cells += Math.min(next - r, weights.length);
            if (cells > MOST_CELLS) {
                return null;
            }
            r = next;
        }
        long dealtRows = 0;
        for (long[] run : runs) {
            dealtRows += Math.min(run[1], weights.length);
        }
        double total = Arrays.stream(weights).sum();
        double[] owed = new double[weights.length];
        for (int i = 0; i < weights.length; i++) {
            owed[i] = weights[i] / total * dealtRows;
        }
        long[] firstRows = new long[runs.size()];
        int[][] members = new int[runs.size()][];
        Integer[] order = new Integer[weights.length];
        for (int k = 0; k < runs.size(); k++) {
            firstRows[k] = runs.get(k)[0];
            int n = (int) Math.min(runs.get(k)[1], weights.length);
            for (int i = 0; i < order.length; i++) {
                order[i] = i;
            }
            Arrays.sort(order, (a, b) -> owed[a] != owed[b] ? Double.compare(owed[b], owed[a]) : Integer.compare(a, b));
            int[] taken = new int[n];
            for (int j = 0; j < n; j++) {
                taken[j] = order[j];
                owed[order[j]] -= 1;
            }
            // the run's rows take its members in an order of its own
            for (int j = n - 1; j > 0; j--) {
                int swap = (int) (Mix.unit(seed, Mix.mix64(firstRows[k]) + j, stream ^ 0x5EA1) * (j + 1));
                int kept = taken[j];
                taken[j] = taken[swap];
                taken[swap] = kept;
            }
            members[k] = taken;
        }
        return new RunMembers(firstRows, members);
    }

    /** The first row of {@code row}'s run. */
    public long runStart(long row) {
        return firstRows[runOf(row)];
    }

    /** The member index {@code row} takes, or -1 where its run has more rows than members (past them). */
    public int memberAt(long row) {
        int run = runOf(row);
        long k = row - firstRows[run];
        return k < members[run].length ? members[run][(int) k] : -1;
    }

    private int runOf(long row) {
        int at = Arrays.binarySearch(firstRows, row);
        return at >= 0 ? at : Math.max(0, -at - 2);
    }
}
