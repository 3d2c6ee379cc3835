package seedgen.generate;

import dk.brics.automaton.Automaton;
import dk.brics.automaton.BasicAutomata;
import dk.brics.automaton.State;
import dk.brics.automaton.Transition;
import java.util.Arrays;
import java.util.BitSet;
import java.util.function.IntPredicate;

/**
 * A set of UTF-16 chars as sorted, disjoint, non-touching ranges: a pattern's character classes before they become
 * automata, and the alphabet a language is drawn from. Immutable.
 */
final class CharSet {

    static final int MAX = Character.MAX_VALUE;
    static final CharSet EMPTY = new CharSet(new int[0]);
    static final CharSet ALL = range(0, MAX);
    /** The printable ASCII characters, 0x20 to 0x7E: the alphabet a generated value is drawn from by default. */
    static final CharSet PRINTABLE_ASCII = range(0x20, 0x7E);

    /** lo, hi (inclusive) pairs. */
    private final int[] ranges;

    private CharSet(int[] ranges) {
        this.ranges = ranges;
    }

    static CharSet of(char c) {
        return new CharSet(new int[] {c, c});
    }

    static CharSet range(int lo, int hi) {
        if (lo > hi) {
            return EMPTY;
        }
        return new CharSet(new int[] {lo, hi});
    }

    /** The chars of the BMP for which {@code test} holds. */
    static CharSet where(IntPredicate test) {
        Builder b = new Builder();
        for (int c = 0; c <= MAX; c++) {
            if (test.test(c)) {
                b.add(c, c);
            }
        }
        return b.build();
    }

    boolean isEmpty() {
        return ranges.length == 0;
    }

    boolean contains(int c) {
        int lo = 0;
        int hi = ranges.length / 2 - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (c < ranges[2 * mid]) {
                hi = mid - 1;
            } else if (c > ranges[2 * mid + 1]) {
                lo = mid + 1;
            } else {
                return true;
            }
        }
        return false;
    }

    /** How many chars. */
    int size() {
        int n = 0;
        for (int i = 0; i < ranges.length; i += 2) {
            n += ranges[i + 1] - ranges[i] + 1;
        }
        return n;
    }

    int rangeCount() {
        return ranges.length / 2;
    }

    int lo(int range) {
        return ranges[2 * range];
    }

    int hi(int range) {
        return ranges[2 * range + 1];
    }

    CharSet union(CharSet o) {
        Builder b = new Builder();
        b.addAll(this);
        b.addAll(o);
        return b.build();
    }

    CharSet complement() {
        Builder b = new Builder();
        int next = 0;
        for (int i = 0; i < ranges.length; i += 2) {
            if (ranges[i] > next) {
                b.add(next, ranges[i] - 1);
            }
            next = ranges[i + 1] + 1;
        }
        if (next <= MAX) {
            b.add(next, MAX);
        }
        return b.build();
    }

    CharSet intersect(CharSet o) {
        return complement().union(o.complement()).complement();
    }

    CharSet minus(CharSet o) {
        return intersect(o.complement());
    }

    /** Every char whose case-folded form is that of a char of this set: what (?i) and ILIKE make of a class. */
    CharSet caseClosed() {
        if (size() > 4096) {
            BitSet folded = new BitSet(MAX + 1);
            for (int i = 0; i < ranges.length; i += 2) {
                for (int c = ranges[i]; c <= ranges[i + 1]; c++) {
                    folded.set(CaseFold.fold(c));
                }
            }
            return where(c -> folded.get(CaseFold.fold(c)));
        }
        Builder b = new Builder();
        for (int i = 0; i < ranges.length; i += 2) {
            for (int c = ranges[i]; c <= ranges[i + 1]; c++) {
                for (char v : CaseFold.variants(c)) {
                    b.add(v, v);
                }
            }
        }
        return b.build();
    }

    /**
     * The set with each char's simple upper and lower case: the characters a case-insensitive pattern names, which
     * a generator may use (not the whole case orbit: (?i)k names k and K, not the Kelvin sign).
     */
    CharSet withSimpleCases() {
        Builder b = new Builder().addAll(this);
        for (int i = 0; i < ranges.length; i += 2) {
            for (int c = ranges[i]; c <= ranges[i + 1]; c++) {
                int u = Character.toUpperCase(c);
                int l = Character.toLowerCase(c);
                b.add(u, u);
                b.add(l, l);
            }
        }
        return b.build();
    }

    /**
     * The set as an automaton of one char: two states and a transition per range (a union of one automaton per range
     * would be an NFA of twice as many states, which every later product multiplies); empty for the empty set.
     */
    Automaton automaton() {
        if (ranges.length == 0) {
            return BasicAutomata.makeEmpty();
        }
        State start = new State();
        State end = new State();
        end.setAccept(true);
        for (int i = 0; i < ranges.length; i += 2) {
            start.addTransition(new Transition((char) ranges[i], (char) ranges[i + 1], end));
        }
        Automaton a = new Automaton();
        a.setInitialState(start);
        a.setDeterministic(true);
        return a;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CharSet c && Arrays.equals(ranges, c.ranges);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(ranges);
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder("[");
        for (int i = 0; i < ranges.length; i += 2) {
            s.append(String.format("\\u%04X", ranges[i]));
            if (ranges[i + 1] != ranges[i]) {
                s.append(String.format("-\\u%04X", ranges[i + 1]));
            }
        }
        return s.append(']').toString();
    }

    /** Collects ranges in any order and overlap; {@link #build} sorts and merges them. */
    static final class Builder {
        private int[] pairs = new int[16];
        private int n;

        Builder add(int lo, int hi) {
            if (lo > hi) {
                return this;
            }
            if (n + 2 > pairs.length) {
                pairs = Arrays.copyOf(pairs, pairs.length * 2);
            }
            pairs[n++] = lo;
            pairs[n++] = hi;
            return this;
        }

        Builder addAll(CharSet s) {
            for (int i = 0; i < s.ranges.length; i += 2) {
                add(s.ranges[i], s.ranges[i + 1]);
            }
            return this;
        }

        CharSet build() {
            int count = n / 2;
            long[] sorted = new long[count];
            for (int i = 0; i < count; i++) {
                sorted[i] = (long) pairs[2 * i] << 32 | pairs[2 * i + 1];
            }
            Arrays.sort(sorted);
            int[] out = new int[n];
            int m = 0;
            for (long r : sorted) {
                int lo = (int) (r >>> 32);
                int hi = (int) r;
                if (m > 0 && lo <= out[m - 1] + 1) {
                    out[m - 1] = Math.max(out[m - 1], hi);
                } else {
                    out[m++] = lo;
                    out[m++] = hi;
                }
            }
            return m == 0 ? EMPTY : new CharSet(Arrays.copyOf(out, m));
        }
    }

    /** Case folding over the BMP, computed once: a char's simple fold and the chars sharing it. */
    static final class CaseFold {
        private static final char[] FOLD = new char[MAX + 1];
        /** For each folded form, the chars that fold to it, when more than one does. */
        private static final char[][] ORBIT = new char[MAX + 1][];

        static {
            int[] counts = new int[MAX + 1];
            for (int c = 0; c <= MAX; c++) {
                FOLD[c] = (char) Character.toLowerCase(Character.toUpperCase(c));
                counts[FOLD[c]]++;
            }
            for (int c = 0; c <= MAX; c++) {
                int f = FOLD[c];
                if (counts[f] > 1) {
                    if (ORBIT[f] == null) {
                        ORBIT[f] = new char[0];
                    }
                    char[] o = Arrays.copyOf(ORBIT[f], ORBIT[f].length + 1);
                    o[o.length - 1] = (char) c;
                    ORBIT[f] = o;
                }
            }
        }

        private CaseFold() {
        }

        static int fold(int c) {
            return FOLD[c];
        }

        static char[] variants(int c) {
            char[] o = ORBIT[FOLD[c]];
            return o == null ? new char[] {(char) c} : o;
        }
    }

    /** The classes a pattern names: POSIX bracket classes and the escapes \d \w \s, over the BMP. */
    static final class Named {
        static final CharSet DIGIT = where(Character::isDigit);
        static final CharSet ALPHA = where(Character::isLetter);
        static final CharSet ALNUM = where(Character::isLetterOrDigit);
        static final CharSet UPPER = where(Character::isUpperCase);
        static final CharSet LOWER = where(Character::isLowerCase);
        static final CharSet SPACE = where(c -> Character.isWhitespace(c) || Character.isSpaceChar(c));
        static final CharSet BLANK = where(c -> c == '\t' || Character.getType(c) == Character.SPACE_SEPARATOR);
        static final CharSet CNTRL = where(c -> Character.getType(c) == Character.CONTROL);
        static final CharSet XDIGIT = range('0', '9').union(range('A', 'F')).union(range('a', 'f'));
        static final CharSet WORD = ALNUM.union(of('_'));
        static final CharSet GRAPH = where(c -> !SPACE.contains(c) && Character.isDefined(c)
                && switch (Character.getType(c)) {
                    case Character.CONTROL, Character.SURROGATE, Character.UNASSIGNED, Character.FORMAT,
                            Character.PRIVATE_USE -> false;
                    default -> true;
                });
        static final CharSet PRINT = GRAPH.union(BLANK.minus(of('\t')));
        static final CharSet PUNCT = GRAPH.minus(ALNUM);

        private Named() {
        }

        /** A POSIX class by its name in {@code [[:name:]]}, or null. */
        static CharSet posix(String name) {
            return switch (name) {
                case "alpha" -> ALPHA;
                case "digit" -> DIGIT;
                case "alnum" -> ALNUM;
                case "upper" -> UPPER;
                case "lower" -> LOWER;
                case "space" -> SPACE;
                case "blank" -> BLANK;
                case "punct" -> PUNCT;
                case "xdigit" -> XDIGIT;
                case "cntrl" -> CNTRL;
                case "graph" -> GRAPH;
                case "print" -> PRINT;
                case "word" -> WORD;
                default -> null;
            };
        }
    }
}
