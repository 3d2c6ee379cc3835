package seedgen.generate;

import java.util.ArrayList;
import java.util.List;

/**
 * A language's strings dealt one to a row, never twice: unique keys by construction, whatever order rows are asked
 * in and however many the table has.
 * <p>
 * <b>Which length.</b> The rows go in epochs of doubling size (row 1, rows 2-3, rows 4-7, ...), and each epoch's rows
 * are shared among the lengths by the language's length weights, a length taking no more than the strings it has left
 * (what it cannot take goes to the others in their proportions). An epoch's rows are shuffled (a keyed permutation
 * of the epoch, {@link Shuffle}) before they are cut into the lengths' shares, so a row's length does not follow its
 * number; and a length's k-th row across all epochs takes its k-th place. None of this depends on the table's row
 * count: an --append run's new rows take places no earlier row took.
 * <p>
 * <b>Which string.</b> The k-th place of a length is the string of rank P(k) among that length's N strings, P a keyed
 * permutation of [0, N) (so the strings spread over the whole language, not its first ranks), unranked exactly over
 * the DFA's counts. Where N passes 2^62, the string is split: its first characters a uniform random walk, a function
 * of the row (they may repeat), the rest the string of rank P_s(k) among those the state s reached accepts at the
 * length left, P_s a permutation of that state's count. Two rows whose walks differ differ; two whose walks agree reach
 * the same state and take different ranks. The split is where every state a walk can reach still has the most strings
 * without passing 2^62, and that fewest is the length's capacity.
 */
final class UniqueStrings implements ValueGenerator {

    private final CountedDfa dfa;
    private final long seed;
    private final int stream;
    private final Space[] spaces;
    private final Epoch[] epochs;
    private final long capacity;

    UniqueStrings(TextLanguage language, long seed, int stream) {
        this.dfa = language.dfa();
        this.seed = seed;
        this.stream = stream;
        int shortest = language.shortest();
        double[] weights = language.weights();
        List<Space> found = new ArrayList<>();
        List<Double> w = new ArrayList<>();
        for (int len = shortest; len <= language.longest(); len++) {
            if (dfa.count(len) > 0) {
                found.add(space(len));
                w.add(Math.max(weights[len - shortest], Double.MIN_NORMAL));
            }
        }
        spaces = found.toArray(new Space[0]);
        long total = 0;
        for (Space s : spaces) {
            total = CountedDfa.add(total, s.capacity);
        }
        capacity = total;
        double[] weight = w.stream().mapToDouble(Double::doubleValue).toArray();
        long[] used = new long[spaces.length];
        List<Epoch> made = new ArrayList<>();
        long covered = 0;
        for (int e = 0; e < 63 && covered < capacity; e++) {
            long size = Math.min(1L << e, capacity - covered);
            long[] room = new long[spaces.length];
            for (int i = 0; i < spaces.length; i++) {
                room[i] = spaces[i].capacity - used[i];
            }
            long[] share = share(size, weight, room);
            made.add(new Epoch(size, share, used, new Shuffle(size, seed, stream ^ (0x5EED_0000 + e))));
            for (int i = 0; i < spaces.length; i++) {
                used[i] += share[i];
            }
            covered += size;
        }
        epochs = made.toArray(new Epoch[0]);
    }

    /** How many rows can have a value: the strings of every length, each counted up to its capacity. */
    long capacity() {
        return capacity;
    }

    @Override
    public Object valueFor(long row) {
        long r = row - 1;
        if (r < 0 || r >= capacity) {
            throw new IllegalArgumentException("row " + row + " is past the " + capacity + " distinct strings");
        }
        int e = 63 - Long.numberOfLeadingZeros(r + 1);
        Epoch epoch = epochs[e];
        long p = epoch.shuffle.permute(r + 1 - (1L << e));
        int k = 0;
        while (p >= epoch.ends[k]) {
            k++;
        }
        long place = epoch.bases[k] + p - (k == 0 ? 0 : epoch.ends[k - 1]);
        Space s = spaces[epoch.spaces[k]];
        char[] out = new char[s.length];
        if (s.whole != null) {
            dfa.unrank(out, 0, 0, s.length, s.whole.permute(place));
        } else {
            int state = dfa.walk(out, 0, 0, s.length, s.prefix, Mix.hash(seed, row, stream ^ 0x0F1E_57A7));
            dfa.unrank(out, s.prefix, state, s.length - s.prefix, s.byState[state].permute(place));
        }
        return new String(out);
    }

    /** How a length's places become strings. */
    private Space space(int len) {
        long n = dfa.count(len);
        int key = stream ^ (0x1E46_0000 + len);
        if (n < CountedDfa.LIMIT) {
            return new Space(len, n, 0, new Shuffle(n, seed, key), null);
        }
        // split: the longest suffix at which no reachable state's count saturates, for the largest fewest
        boolean[][] at = dfa.statesByDepth(len);
        int bestPrefix = len;
        long bestFewest = 1;
        for (int prefix = len; prefix >= 0; prefix--) {
            long fewest = Long.MAX_VALUE;
            long most = 0;
            for (int s = 0; s < at[prefix].length; s++) {
                if (at[prefix][s]) {
                    long c = dfa.count(len - prefix, s);
                    fewest = Math.min(fewest, c);
                    most = Math.max(most, c);
                }
            }
            if (most >= CountedDfa.LIMIT) {
                break;
            }
            if (fewest > bestFewest || prefix == len) {
                bestFewest = fewest;
                bestPrefix = prefix;
            }
        }
        Shuffle[] byState = new Shuffle[dfa.states];
        for (int s = 0; s < dfa.states; s++) {
            if (at[bestPrefix][s]) {
                byState[s] = new Shuffle(dfa.count(len - bestPrefix, s), seed, key ^ (s * 0x9E37));
            }
        }
        return new Space(len, bestFewest, bestPrefix, null, byState);
    }

    /**
     * {@code need} rows shared among lengths by {@code weight}, none past its {@code room}: a length whose share would
     * pass its room takes its room and the rest is shared again among the others; then each takes the floor of its
     * share, and what the floors leave goes one at a time to the largest remainders.
     */
    static long[] share(long need, double[] weight, long[] room) {
        int n = weight.length;
        long[] q = new long[n];
        boolean[] full = new boolean[n];
        for (int i = 0; i < n; i++) {
            full[i] = room[i] <= 0;
        }
        long left = need;
        boolean again = true;
        while (again && left > 0) {
            again = false;
            double sum = 0;
            for (int i = 0; i < n; i++) {
                sum += full[i] ? 0 : weight[i];
            }
            for (int i = 0; i < n && sum > 0; i++) {
                if (!full[i] && left * (weight[i] / sum) >= room[i]) {
                    q[i] = room[i];
                    left -= room[i];
                    full[i] = true;
                    again = true;
                }
            }
            if (!again && sum > 0) {
                double[] exact = new double[n];
                long given = 0;
                for (int i = 0; i < n; i++) {
                    if (!full[i]) {
                        exact[i] = left * (weight[i] / sum);
                        q[i] = Math.min(room[i], (long) Math.floor(exact[i]));
                        given += q[i];
                    }
                }
                left -= given;
                // what the floors leave goes to the largest remainders (the first length among equals)
                while (left > 0) {
                    int best = -1;
                    for (int i = 0; i < n; i++) {
                        if (!full[i] && q[i] < room[i] && (best < 0 || exact[i] - q[i] > exact[best] - q[best])) {
                            best = i;
                        }
                    }
                    if (best < 0) {
                        break;
                    }
                    long more = Math.min(room[best] - q[best], Math.max(1, (long) Math.ceil(exact[best] - q[best])));
                    more = Math.min(more, left);
                    q[best] += more;
                    left -= more;
                }
            }
        }
        // rounding past what a double holds exactly: the rest to any length with room, or back from the last
        for (int i = 0; i < n && left > 0; i++) {
            long more = Math.min(room[i] - q[i], left);
            q[i] += more;
            left -= more;
        }
        for (int i = n - 1; i >= 0 && left < 0; i--) {
            long less = Math.min(q[i], -left);
            q[i] -= less;
            left += less;
        }
        return q;
    }

    /** One length's strings: its capacity, and how a place becomes a string (whole, or split after prefix chars). */
    private record Space(int length, long capacity, int prefix, Shuffle whole, Shuffle[] byState) {
    }

    /** One epoch's rows: the lengths that take some (their index among the spaces), where each share ends, and
     * where it starts among the length's places. */
    private static final class Epoch {
        final int[] spaces;
        final long[] ends;
        final long[] bases;
        final Shuffle shuffle;

        Epoch(long size, long[] share, long[] used, Shuffle shuffle) {
            int count = 0;
            for (long q : share) {
                count += q > 0 ? 1 : 0;
            }
            spaces = new int[count];
            ends = new long[count];
            bases = new long[count];
            long end = 0;
            int k = 0;
            for (int i = 0; i < share.length; i++) {
                if (share[i] > 0) {
                    end += share[i];
                    spaces[k] = i;
                    ends[k] = end;
                    bases[k] = used[i];
                    k++;
                }
            }
            if (end != size) {
                throw new IllegalStateException("an epoch of " + size + " rows shared as " + end);
            }
            this.shuffle = shuffle;
        }
    }
}
