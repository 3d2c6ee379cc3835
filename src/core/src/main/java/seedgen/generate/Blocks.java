package seedgen.generate;

import dk.brics.automaton.Automaton;
import dk.brics.automaton.State;
import dk.brics.automaton.Transition;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The characters cut into blocks that no set at hand tells apart, each block then one symbol (its number, as a char):
 * what keeps automaton operations cheap. A pattern tells characters apart only by the classes that
 * hold them, so \w, whose Unicode reading is some 700 ranges, is one block, where over the characters themselves every
 * product, determinisation and minimisation would work through all 700 ranges' ends in every state. The operations
 * run over the blocks' symbols, and {@link #expand} turns the result back into ranges of characters once.
 */
final class Blocks {

    /** The intervals the characters fall into, by their first characters (the last runs to 0xFFFF). */
    private final int[] starts;
    /** The block of each interval. */
    private final int[] blockOf;
    /** Each block's intervals. */
    private final int[][] intervals;

    private Blocks(int[] starts, int[] blockOf, int blocks) {
        this.starts = starts;
        this.blockOf = blockOf;
        List<List<Integer>> members = new ArrayList<>();
        for (int b = 0; b < blocks; b++) {
            members.add(new ArrayList<>());
        }
        for (int i = 0; i < starts.length; i++) {
            members.get(blockOf[i]).add(i);
        }
        intervals = new int[blocks][];
        for (int b = 0; b < blocks; b++) {
            intervals[b] = members.get(b).stream().mapToInt(Integer::intValue).toArray();
        }
    }

    /**
     * The coarsest blocks that keep every set of {@code sets} and every block of every partition of
     * {@code partitions} whole: two characters share a block when each set holds both or neither and each partition
     * has them in one block.
     */
    static Blocks refining(List<CharSet> sets, List<Blocks> partitions) {
        java.util.TreeSet<Integer> cuts = new java.util.TreeSet<>();
        cuts.add(0);
        for (CharSet s : sets) {
            for (int r = 0; r < s.rangeCount(); r++) {
                cuts.add(s.lo(r));
                if (s.hi(r) < CharSet.MAX) {
                    cuts.add(s.hi(r) + 1);
                }
            }
        }
        for (Blocks b : partitions) {
            for (int start : b.starts) {
                cuts.add(start);
            }
        }
        int[] starts = cuts.stream().mapToInt(Integer::intValue).toArray();
        int m = starts.length;
        int width = sets.size() + partitions.size();
        Map<SignatureKey, Integer> blocks = new HashMap<>();
        int[] blockOf = new int[m];
        for (int i = 0; i < m; i++) {
            int[] signature = new int[width];
            for (int k = 0; k < sets.size(); k++) {
                signature[k] = sets.get(k).contains(starts[i]) ? 1 : 0;
            }
            for (int k = 0; k < partitions.size(); k++) {
                signature[sets.size() + k] = partitions.get(k).symbol((char) starts[i]);
            }
            blockOf[i] = blocks.computeIfAbsent(new SignatureKey(signature), key -> blocks.size());
        }
        return new Blocks(starts, blockOf, blocks.size());
    }

    private record SignatureKey(int[] values) {
        @Override
        public boolean equals(Object o) {
            return o instanceof SignatureKey k && Arrays.equals(values, k.values);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(values);
        }
    }

    int size() {
        return intervals.length;
    }

    private int intervalOf(int c) {
        int i = Arrays.binarySearch(starts, c);
        return i >= 0 ? i : -i - 2;
    }

    private int end(int interval) {
        return interval + 1 < starts.length ? starts[interval + 1] - 1 : CharSet.MAX;
    }

    /** The symbols of the blocks a set holds (the blocks refine it). */
    CharSet symbols(CharSet s) {
        CharSet.Builder b = new CharSet.Builder();
        for (int block = 0; block < intervals.length; block++) {
            if (s.contains(starts[intervals[block][0]])) {
                b.add(block, block);
            }
        }
        return b.build();
    }

    /** The symbol of the block holding {@code c}. */
    char symbol(char c) {
        return (char) blockOf[intervalOf(c)];
    }

    /**
     * {@code a}, an automaton over the symbols of {@code coarser} (which these blocks refine), over these blocks'
     * symbols: a block reads as the coarser block that holds it.
     */
    Automaton translate(Automaton a, Blocks coarser) {
        int[] outer = new int[intervals.length];
        for (int b = 0; b < intervals.length; b++) {
            outer[b] = coarser.symbol((char) starts[intervals[b][0]]);
        }
        return map(a, (t, from, to) -> {
            for (int b = 0; b < outer.length; b++) {
                if (t.getMin() <= outer[b] && outer[b] <= t.getMax()) {
                    from.addTransition(new Transition((char) b, to));
                }
            }
        });
    }

    /** {@code a}, over the blocks' symbols, back over characters; symbols past the last block are dropped. */
    Automaton expand(Automaton a) {
        return map(a, (t, from, to) -> {
            for (int s = t.getMin(); s <= Math.min(t.getMax(), intervals.length - 1); s++) {
                for (int i : intervals[s]) {
                    from.addTransition(new Transition((char) starts[i], (char) end(i), to));
                }
            }
        });
    }

    private interface Relabel {
        void add(Transition t, State from, State to);
    }

    private static Automaton map(Automaton a, Relabel relabel) {
        Map<State, State> copy = new HashMap<>();
        for (State s : a.getStates()) {
            State c = new State();
            c.setAccept(s.isAccept());
            copy.put(s, c);
        }
        for (State s : a.getStates()) {
            for (Transition t : s.getTransitions()) {
                relabel.add(t, copy.get(s), copy.get(t.getDest()));
            }
        }
        Automaton out = new Automaton();
        out.setInitialState(copy.get(a.getInitialState()));
        out.setDeterministic(a.isDeterministic());
        out.reduce();
        return out;
    }
}
