package seedgen.generate;

import dk.brics.automaton.Automaton;
import dk.brics.automaton.State;
import dk.brics.automaton.Transition;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * Determinisation with a bound. A subset construction can need exponentially many states (a match anywhere of
 * (.{0,3}\w){1,3}.{0,}... took minutes in the library's own determinisation, which cannot be stopped); this one counts
 * the states it makes and gives up past {@link #MOST_STATES}, so that such a pattern is refused at once and a caller
 * can fall back. Over a compressed alphabet ({@link Blocks}) a state's successors are a few set unions.
 */
final class Automata {

    /** The most states a pattern's or a language's automaton may have. */
    static final int MOST_STATES = 20_000;

    private Automata() {
    }

    /** Thrown where an automaton would pass {@link #MOST_STATES}. */
    static final class TooManyStates extends RuntimeException {
        private static final long serialVersionUID = 1L;

        TooManyStates() {
            super("more than " + MOST_STATES + " states", null, false, false);
        }
    }

    /** {@code a} determinised (within the bound) and minimised, in place where it can be. */
    static Automaton minimal(Automaton a) {
        Automaton d = a.isDeterministic() ? a : subsets(a, null);
        if (d.getNumberOfStates() > MOST_STATES) {
            throw new TooManyStates();
        }
        d.minimize();
        return d;
    }

    /** A deterministic automaton of the same language: {@code a} itself where it is one. */
    static Automaton deterministic(Automaton a) {
        return a.isDeterministic() ? a : subsets(a, null);
    }

    /**
     * The strings that start with one of {@code a}'s and go on with any characters of {@code anything}, minimal:
     * a's subset construction in which every subset holding an accepting state is one accepting state reading on.
     * A match anywhere, (any)* x (any)*, as a determinised (any)* x followed by this, needs none of the states that
     * tell apart what was read after the match, which the plain construction makes by the thousand.
     */
    static Automaton thenAnything(Automaton a, CharSet anything) {
        return minimal(subsets(a, anything));
    }

    private static Automaton subsets(Automaton a, CharSet absorbing) {
        List<State> states = new ArrayList<>(a.getStates());
        Map<State, Integer> number = new HashMap<>();
        for (State s : states) {
            number.put(s, number.size());
        }
        int n = states.size();
        boolean[] accepting = new boolean[n];
        int[][] lo = new int[n][];
        int[][] hi = new int[n][];
        int[][] to = new int[n][];
        TreeSet<Integer> cuts = new TreeSet<>();
        for (State s : states) {
            int k = number.get(s);
            accepting[k] = s.isAccept();
            Transition[] ts = s.getTransitions().toArray(new Transition[0]);
            lo[k] = new int[ts.length];
            hi[k] = new int[ts.length];
            to[k] = new int[ts.length];
            for (int i = 0; i < ts.length; i++) {
                lo[k][i] = ts[i].getMin();
                hi[k][i] = ts[i].getMax();
                to[k][i] = number.get(ts[i].getDest());
                cuts.add(lo[k][i]);
                cuts.add(hi[k][i] + 1);
            }
        }
        int[] points = cuts.stream().mapToInt(Integer::intValue).toArray();
        State sink = null;
        if (absorbing != null) {
            sink = new State();
            sink.setAccept(true);
            for (int r = 0; r < absorbing.rangeCount(); r++) {
                sink.addTransition(new Transition((char) absorbing.lo(r), (char) absorbing.hi(r), sink));
            }
        }
        Map<Key, State> made = new HashMap<>();
        ArrayDeque<int[]> work = new ArrayDeque<>();
        int[] start = {number.get(a.getInitialState())};
        State initial;
        if (sink != null && accepting[start[0]]) {
            initial = sink;
        } else {
            initial = new State();
            initial.setAccept(accepting[start[0]]);
            made.put(new Key(start), initial);
            work.add(start);
        }
        boolean[] mark = new boolean[n];
        int[] members = new int[n];
        while (!work.isEmpty()) {
            int[] set = work.poll();
            State from = made.get(new Key(set));
            for (int i = 0; i < points.length && points[i] <= CharSet.MAX; i++) {
                int c = points[i];
                int end = i + 1 < points.length ? points[i + 1] - 1 : CharSet.MAX;
                int size = 0;
                boolean accept = false;
                for (int s : set) {
                    for (int t = 0; t < lo[s].length; t++) {
                        if (lo[s][t] <= c && c <= hi[s][t] && !mark[to[s][t]]) {
                            mark[to[s][t]] = true;
                            members[size++] = to[s][t];
                            accept |= accepting[to[s][t]];
                        }
                    }
                }
                if (size == 0) {
                    continue;
                }
                int[] target = Arrays.copyOf(members, size);
                for (int m : target) {
                    mark[m] = false;
                }
                State next;
                if (sink != null && accept) {
                    next = sink;
                } else {
                    Arrays.sort(target);
                    Key key = new Key(target);
                    next = made.get(key);
                    if (next == null) {
                        if (made.size() >= MOST_STATES) {
                            throw new TooManyStates();
                        }
                        next = new State();
                        next.setAccept(accept);
                        made.put(key, next);
                        work.add(target);
                    }
                }
                from.addTransition(new Transition((char) c, (char) end, next));
            }
        }
        Automaton d = new Automaton();
        d.setInitialState(initial);
        d.setDeterministic(true);
        d.reduce();
        return d;
    }

    private record Key(int[] members) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && Arrays.equals(members, k.members);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(members);
        }
    }
}
