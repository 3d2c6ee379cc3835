package seedgen.generate;

import dk.brics.automaton.Automaton;
import dk.brics.automaton.BasicAutomata;
import dk.brics.automaton.BasicOperations;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The strings one text column may hold, all its constraints in one automaton: patterns every value matches
 * ({@code ~}, LIKE, SIMILAR TO), patterns none matches (NOT LIKE, {@code !~}), a length range, a case, and the
 * alphabet values are drawn from (printable ASCII, 0x20 to 0x7E, and the characters the patterns name themselves, a
 * literal 'é' say: never a control character). Built once ({@link #builder}), then thread-safe: {@link #matches}
 * judges a value, {@link #randomValues} and {@link #uniqueValues} make them, each a pure function of (seed, stream,
 * row).
 * <p>
 * <b>Lengths.</b> A value's length is drawn first, then the value uniformly among the strings of that length. A
 * length is weighted by its strings up to a million ({@link #PLENTY}), and from the shortest length that holds a
 * million on, by half as much at each further character: most values are within a few characters of the shortest
 * length with plenty of strings, short lengths with few strings get their few, and a language of few strings is drawn
 * uniformly. An unbounded language stops at 64 characters (32 past its shortest string where that is longer), or
 * at the column's length where that is shorter.
 */
public final class TextLanguage {

    /** The strings a length needs to stop growing the weights: beyond it, each character halves them. */
    static final long PLENTY = 1_000_000;
    /** The longest value of an unbounded language without a length: 64, or 32 past its shortest string. */
    static final int DEFAULT_LONGEST = 64;

    /** The letters a value may hold. */
    public enum Case {
        /** No uppercase letter: {@code lower(v) = v}. */
        LOWER,
        /** No lowercase letter: {@code upper(v) = v}. */
        UPPER
    }

    private final Builder spec;
    private final CountedDfa dfa;
    private final int shortest;
    private final int longest;
    private final double[] cumulative;
    private final boolean digitFree;

    private TextLanguage(Builder spec) {
        this.spec = spec;
        Automaton a = spec.automaton();
        if (a.isEmpty()) {
            throw new NoStringException("no string " + spec.describe());
        }
        int states = a.getNumberOfStates();
        int cap;
        if (a.isFinite()) {
            cap = states; // a string past the states would loop
        } else {
            // the shortest string at least min long is within min + states (a loop pumps any shorter one)
            CountedDfa probe = new CountedDfa(a, spec.min + states);
            int first = spec.min;
            while (probe.count(first) == 0) {
                first++;
            }
            cap = Math.max(DEFAULT_LONGEST, first + 32);
        }
        if (spec.max >= 0) {
            cap = Math.min(cap, spec.max);
        }
        cap = Math.max(cap, spec.min);
        CountedDfa counted = new CountedDfa(a, cap);
        int lo = -1;
        int hi = -1;
        for (int len = spec.min; len <= cap; len++) {
            if (counted.count(len) > 0) {
                lo = lo < 0 ? len : lo;
                hi = len;
            }
        }
        if (lo < 0) {
            throw new NoStringException("no string " + spec.describe());
        }
        this.dfa = counted;
        this.shortest = lo;
        this.longest = hi;
        double[] weights = weights();
        cumulative = new double[weights.length];
        double sum = 0;
        for (int i = 0; i < weights.length; i++) {
            sum += weights[i];
            cumulative[i] = sum;
        }
        Automaton digits = BasicOperations.concatenate(List.of(BasicAutomata.makeAnyString(),
                BasicAutomata.makeCharRange('0', '9'), BasicAutomata.makeAnyString()));
        digitFree = a.intersection(digits).isEmpty();
    }

    public static Builder builder() {
        return new Builder();
    }

    /**
     * The weight of each length from {@link #shortest()} to {@link #longest()}: its strings up to {@link #PLENTY},
     * halved for every character past the shortest length that holds PLENTY.
     */
    double[] weights() {
        int plenty = -1;
        for (int len = shortest; len <= longest && plenty < 0; len++) {
            if (dfa.count(len) >= PLENTY) {
                plenty = len;
            }
        }
        double[] w = new double[longest - shortest + 1];
        for (int len = shortest; len <= longest; len++) {
            double n = Math.min(dfa.count(len), PLENTY);
            w[len - shortest] = plenty >= 0 && len > plenty ? Math.scalb(n, plenty - len) : n;
        }
        return w;
    }

    /** Whether {@code value} meets every constraint: the patterns, the length, the case (not the alphabet). */
    public boolean matches(String value) {
        return spec.admits(value);
    }

    /** The shortest value this language makes (at least the length asked). */
    public int shortest() {
        return shortest;
    }

    /** The longest value it makes: the length asked, or the cap of an unbounded language. */
    public int longest() {
        return longest;
    }

    /** How many values of {@code length} characters it makes, saturating at 2^62. */
    public long count(int length) {
        return length < shortest || length > longest ? 0 : dfa.count(length);
    }

    /** How many values it makes in all, saturating at 2^62. */
    public long size() {
        long n = 0;
        for (int len = shortest; len <= longest; len++) {
            n = CountedDfa.add(n, dfa.count(len));
        }
        return n;
    }

    /** Whether no value holds a digit (0-9). */
    public boolean digitFree() {
        return digitFree;
    }

    /** The constraints in words: {@code matching ~ '^a+$' and not LIKE 'ab%', 1..12 characters}. */
    public String describe() {
        return spec.describe();
    }

    /**
     * Values drawn independently for each row: its length by the weights, then a string of that length uniformly,
     * each a pure function of (seed, stream, row).
     */
    public ValueGenerator randomValues(long seed, int stream) {
        double total = cumulative[cumulative.length - 1];
        return row -> {
            long h = Mix.hash(seed, row, stream);
            int len = pickLength((h >>> 11) * 0x1.0p-53 * total);
            char[] out = new char[len];
            dfa.walk(out, 0, 0, len, len, h);
            return new String(out);
        };
    }

    /** The length whose share of the cumulative weights holds {@code u}. */
    int pickLength(double u) {
        int lo = 0;
        int hi = cumulative.length - 1;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (u < cumulative[mid]) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        // a length of weight 0 is never picked: move past any that rounding landed on
        while (lo > 0 && cumulative[lo] == cumulative[lo - 1]) {
            lo--;
        }
        return shortest + lo;
    }

    /**
     * Values that differ on every row 1..{@code rows}, and on any later row while strings last (an --append run
     * adds rows with values apart from the rows there): see {@link UniqueStrings}. Unless the builder fixed a case,
     * the values are drawn from one case and never end in a space (whichever case holds more), so that they stay
     * distinct where a key ignores case and trailing spaces (MySQL's and MariaDB's default collations), as long as
     * those strings are enough for the rows; otherwise from all the strings.
     *
     * @throws TooFewStringsException when the language holds fewer strings than {@code rows}
     */
    public ValueGenerator uniqueValues(long seed, int stream, long rows) {
        UniqueStrings best = null;
        if (spec.letters == null) {
            for (Case c : Case.values()) {
                UniqueStrings u = restricted(spec.copy().lettersIn(c).noTrailingSpace(), seed, stream);
                if (u != null && (best == null || u.capacity() > best.capacity())) {
                    best = u;
                }
            }
        } else if (!spec.noTrailingSpace) {
            best = restricted(spec.copy().noTrailingSpace(), seed, stream);
        }
        if (best != null && best.capacity() >= rows) {
            return best;
        }
        UniqueStrings all = new UniqueStrings(this, seed, stream);
        if (all.capacity() < rows) {
            long n = all.capacity();
            throw new TooFewStringsException(String.format(Locale.ROOT, "%s holds %s, fewer than the %,d rows",
                    describe(), n == 1 ? "1 string" : String.format(Locale.ROOT, "%,d strings", n), rows), n);
        }
        return all;
    }

    private static UniqueStrings restricted(Builder b, long seed, int stream) {
        try {
            return new UniqueStrings(b.build(), seed, stream);
        } catch (NoStringException e) {
            return null;
        }
    }

    CountedDfa dfa() {
        return dfa;
    }

    /** No string meets the constraints: the message names them. */
    public static final class NoStringException extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;

        NoStringException(String message) {
            super(message);
        }
    }

    /** A unique column has more rows than the language has strings; {@link #holds()} says how many it has. */
    public static final class TooFewStringsException extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;
        private final long holds;

        TooFewStringsException(String message, long holds) {
            super(message);
            this.holds = holds;
        }

        /** The strings the language holds, saturating at 2^62. */
        public long holds() {
            return holds;
        }
    }

    /** The constraints of one column, gathered and then built into a {@link TextLanguage}. Not thread-safe. */
    public static final class Builder {
        private final List<TextPattern> must = new ArrayList<>();
        private final List<TextPattern> mustNot = new ArrayList<>();
        private int min;
        private int max = -1;
        private Case letters;
        private boolean noTrailingSpace;
        private CharSet alphabet = CharSet.PRINTABLE_ASCII;

        private Builder() {
        }

        /** Every value matches {@code p}. */
        public Builder matching(TextPattern p) {
            must.add(p);
            return this;
        }

        /** No value matches {@code p}. */
        public Builder notMatching(TextPattern p) {
            mustNot.add(p);
            return this;
        }

        /** Values of {@code min} to {@code max} characters; max -1 for no bound but the default cap. */
        public Builder length(int min, int max) {
            if (min < 0 || max >= 0 && max < min) {
                throw new IllegalArgumentException("length " + min + ".." + max);
            }
            this.min = Math.max(this.min, min);
            this.max = max < 0 ? this.max : this.max < 0 ? max : Math.min(this.max, max);
            return this;
        }

        /** At most {@code max} characters (a column's declared length). */
        public Builder maxLength(int max) {
            return length(0, max);
        }

        /** Not the empty string. */
        public Builder notEmpty() {
            min = Math.max(min, 1);
            return this;
        }

        /** Letters of one case only. */
        public Builder lettersIn(Case c) {
            letters = c;
            return this;
        }

        /** No value ends in a space (a CHAR(n) column would lose it). */
        public Builder noTrailingSpace() {
            noTrailingSpace = true;
            return this;
        }

        /** The characters values are drawn from besides those the patterns name: from {@code lo} to {@code hi}. */
        public Builder alphabet(char lo, char hi) {
            alphabet = CharSet.range(lo, hi);
            return this;
        }

        /**
         * @throws NoStringException when no string meets the constraints within the length (the message names them)
         */
        public TextLanguage build() {
            if (max >= 0 && max < min) {
                throw new NoStringException("no string " + describe());
            }
            return new TextLanguage(copy());
        }

        Builder copy() {
            Builder b = new Builder();
            b.must.addAll(must);
            b.mustNot.addAll(mustNot);
            b.min = min;
            b.max = max;
            b.letters = letters;
            b.noTrailingSpace = noTrailingSpace;
            b.alphabet = alphabet;
            return b;
        }

        /** The characters values are drawn from: the alphabet and what the patterns name, no control character. */
        private CharSet chars() {
            CharSet chars = alphabet;
            for (TextPattern p : must) {
                chars = chars.union(p.asked());
            }
            chars = chars.minus(CharSet.Named.CNTRL).intersect(PatternParser.ANY);
            if (letters != null) {
                CharSet.Builder keep = new CharSet.Builder();
                for (int r = 0; r < chars.rangeCount(); r++) {
                    for (int c = chars.lo(r); c <= chars.hi(r); c++) {
                        if (inCase(c, letters)) {
                            keep.add(c, c);
                        }
                    }
                }
                chars = keep.build();
            }
            return chars;
        }

        private static boolean inCase(int c, Case letters) {
            return letters == Case.LOWER ? Character.toLowerCase(c) == c : Character.toUpperCase(c) == c;
        }

        /**
         * The strings of the alphabet that every pattern of {@link #must} matches and none of {@link #mustNot}, built
         * over the blocks of characters that neither the alphabet nor any pattern tells apart, expanded once.
         */
        Automaton automaton() {
            CharSet chars = chars();
            List<Blocks> partitions = new ArrayList<>();
            must.forEach(p -> partitions.add(p.blocks()));
            mustNot.forEach(p -> partitions.add(p.blocks()));
            Blocks blocks = Blocks.refining(List.of(chars, CharSet.of(' ')), partitions);
            Automaton a = BasicOperations.repeat(blocks.symbols(chars).automaton());
            try {
                for (TextPattern p : must) {
                    a = Automata.minimal(a.intersection(blocks.translate(p.automaton(), p.blocks())));
                }
                for (TextPattern p : mustNot) {
                    a = Automata.minimal(a.minus(blocks.translate(p.automaton(), p.blocks())));
                }
                if (noTrailingSpace) {
                    Automaton endsInSpace = BasicAutomata.makeAnyString().concatenate(
                            BasicAutomata.makeChar(blocks.symbol(' ')));
                    a = a.minus(endsInSpace);
                }
                a = Automata.minimal(a);
            } catch (Automata.TooManyStates e) {
                throw new PatternException(PatternException.Reason.UNSUPPORTED, describe(), -1, null, "the strings "
                        + "together are too complex to hold as an automaton (" + e.getMessage() + ")");
            }
            Automaton expanded = blocks.expand(a);
            expanded.minimize();
            return expanded;
        }

        boolean admits(String v) {
            if (v.length() < min || max >= 0 && v.length() > max) {
                return false;
            }
            if (noTrailingSpace && v.endsWith(" ")) {
                return false;
            }
            if (letters != null) {
                for (int i = 0; i < v.length(); i++) {
                    if (!inCase(v.charAt(i), letters)) {
                        return false;
                    }
                }
            }
            for (TextPattern p : must) {
                if (!p.matches(v)) {
                    return false;
                }
            }
            for (TextPattern p : mustNot) {
                if (p.matches(v)) {
                    return false;
                }
            }
            return true;
        }

        String describe() {
            List<String> parts = new ArrayList<>();
            for (TextPattern p : must) {
                parts.add(p.toString());
            }
            for (TextPattern p : mustNot) {
                parts.add("not " + p);
            }
            String s = parts.isEmpty() ? "" : "matching " + String.join(" and ", parts);
            List<String> more = new ArrayList<>();
            if (max >= 0 || min > 0) {
                more.add((max < 0 ? min + " or more" : min == max ? Integer.toString(min) : min + ".." + max)
                        + " characters");
            }
            if (letters != null) {
                more.add(letters == Case.LOWER ? "no uppercase letter" : "no lowercase letter");
            }
            if (noTrailingSpace) {
                more.add("no trailing space");
            }
            if (!more.isEmpty()) {
                s += (s.isEmpty() ? "" : ", ") + String.join(", ", more);
            }
            return s.isEmpty() ? "at all" : s;
        }
    }
}
