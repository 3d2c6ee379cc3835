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
 * The characters cut into blocks that no set and no automaton at hand tells apart, each block then one symbol (its
 * number, as a char): what keeps automaton operations cheap. A pattern tells characters apart only by the classes that
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
     * The coarsest blocks that every set of {@code sets} and every transition of every automaton of {@code automata}
     * keeps whole: two characters share a block when each set holds both or neither and each state of each automaton
     * sends both to the same state.
     */
    static Blocks refining(List<CharSet> sets, List<Automaton> automata) {
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
        List<Transition[]> states = new ArrayList<>();
        Map<State, Integer> number = new HashMap<>();
        for (Automaton a : automata) {
            for (State st : a.getStates()) {
                number.put(st, number.size());
                Transition[] ts = st.getSortedTransitions(false).toArray(new Transition[0]);
                states.add(ts);
                for (Transition t : ts) {
                    cuts.add((int) t.getMin());
                    if (t.getMax() < CharSet.MAX) {
                        cuts.add(t.getMax() + 1);
                    }
                }
            }
        }
        int[] starts = cuts.stream().mapToInt(Integer::intValue).toArray();
        int m = starts.length;
        // each interval's signature: its membership in each set, then where each state sends it
        int width = sets.size() + states.size();
        int[][] signature = new int[m][width];
        for (int k = 0; k < sets.size(); k++) {
            CharSet s = sets.get(k);
            for (int i = 0; i < m; i++) {
                signature[i][k] = s.contains(starts[i]) ? 1 : 0;
            }
        }
        for (int k = 0; k < states.size(); k++) {
            Transition[] ts = states.get(k);
            int t = 0;
            for (int i = 0; i < m; i++) {
                int c = starts[i];
                while (t < ts.length && ts[t].getMax() < c) {
                    t++;
                }
                boolean in = t < ts.length && ts[t].getMin() <= c;
                signature[i][sets.size() + k] = in ? number.get(ts[t].getDest()) + 1 : 0;
            }
        }
        Map<SignatureKey, Integer> blocks = new HashMap<>();
        int[] blockOf = new int[m];
        for (int i = 0; i < m; i++) {
            blockOf[i] = blocks.computeIfAbsent(new SignatureKey(signature[i]), k -> blocks.size());
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

    /** {@code a} over the blocks' symbols (the blocks refine its transitions). */
    Automaton compress(Automaton a) {
        return map(a, (t, from, to) -> {
            int first = intervalOf(t.getMin());
            int last = intervalOf(t.getMax());
            for (int i = first; i <= last; i++) {
                char s = (char) blockOf[i];
                from.addTransition(new Transition(s, to));
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
