package seedgen.generate;

import dk.brics.automaton.Automaton;
import dk.brics.automaton.BasicAutomata;
import dk.brics.automaton.BasicOperations;
import dk.brics.automaton.RunAutomaton;
import java.util.ArrayList;
import java.util.List;

/**
 * One pattern a text column's values are held to, as the strings it matches: a regular expression as {@code ~}
 * ({@code ~*} with {@code ignoreCase}), REGEXP, RLIKE and REGEXP_LIKE test it (a match anywhere in the value unless
 * anchored by {@code ^} and {@code $}), a LIKE (ILIKE) pattern or a SIMILAR TO pattern (both matching the whole value).
 * The factories parse the pattern into a minimal automaton once; {@link #matches} then runs it, thread-safe.
 * <p>
 * Lengths and characters are UTF-16 chars (the same as SQL's characters for text of the Basic Multilingual Plane).
 * {@code .} and {@code _} match any character, line breaks too (PostgreSQL's reading; no generated value holds one).
 */
public final class TextPattern {

    /** The three pattern languages of SQL. */
    public enum Kind {
        REGEX, LIKE, SIMILAR
    }

    private final Kind kind;
    private final String source;
    private final boolean ignoreCase;
    /** The characters cut into the blocks the pattern does not tell apart; each block is one symbol. */
    private final Blocks blocks;
    /** The strings that match, as a minimal DFA over the blocks' symbols. */
    private final Automaton automaton;
    private final CharSet asked;
    private final RunAutomaton run;

    private TextPattern(Kind kind, String source, boolean ignoreCase, Blocks blocks, Automaton automaton,
            CharSet asked) {
        this.kind = kind;
        this.source = source;
        this.ignoreCase = ignoreCase;
        this.blocks = blocks;
        this.automaton = automaton;
        this.asked = asked;
        this.run = new RunAutomaton(automaton, false);
    }

    /**
     * A regular expression, matched anywhere in a value unless anchored ({@code ^ $ \A \z}, at any place).
     *
     * @throws PatternException for a syntax error or a construct no automaton holds (a backreference), naming it
     */
    public static TextPattern regex(String pattern, boolean ignoreCase) {
        return of(Kind.REGEX, pattern, ignoreCase, PatternParser.regex(pattern, ignoreCase));
    }

    /**
     * A LIKE pattern, matching the whole value: {@code %} any string, {@code _} one character; {@code escape} (null
     * for none; PostgreSQL and MySQL take a backslash by default) before {@code %}, {@code _} or itself makes it
     * literal. {@code ignoreCase}: ILIKE, or LIKE under a case-insensitive collation.
     */
    public static TextPattern like(String pattern, Character escape, boolean ignoreCase) {
        return of(Kind.LIKE, pattern, ignoreCase, PatternParser.like(pattern, escape, ignoreCase));
    }

    /** LIKE with the backslash as its escape, as PostgreSQL and MySQL read it without an ESCAPE clause. */
    public static TextPattern like(String pattern, boolean ignoreCase) {
        return like(pattern, '\\', ignoreCase);
    }

    /**
     * A SIMILAR TO pattern (PostgreSQL's), matching the whole value: {@code %} {@code _} as in LIKE, {@code | * + ?
     * {m,n} ( )} and bracket expressions as in a regex; {@code .}, {@code ^} and {@code $} are literal.
     */
    public static TextPattern similar(String pattern, Character escape, boolean ignoreCase) {
        return of(Kind.SIMILAR, pattern, ignoreCase, PatternParser.similar(pattern, escape, ignoreCase));
    }

    /**
     * The pattern's automaton, built over the blocks of characters its classes tell apart (and the two markers), the
     * anchors read off there, and expanded to characters once.
     */
    private static TextPattern of(Kind kind, String source, boolean ignoreCase, PatternParser.Parsed p) {
        List<CharSet> sets = new ArrayList<>();
        PatternParser.leaves(p.root(), sets);
        sets.add(PatternParser.ANY);
        sets.add(CharSet.of(PatternParser.BEGIN));
        sets.add(CharSet.of(PatternParser.END));
        Blocks blocks = Blocks.refining(sets, List.of());
        Automaton a;
        try {
            a = PatternParser.build(p.root(), blocks);
            if (kind == Kind.REGEX) {
                a = p.anchored() ? Automata.minimal(searched(a, true, blocks)) : searched(a, false, blocks);
            }
        } catch (Automata.TooManyStates e) {
            throw new PatternException(PatternException.Reason.UNSUPPORTED, source, -1, null, "too complex to hold "
                    + "as an automaton (" + e.getMessage() + ")");
        }
        return new TextPattern(kind, source, ignoreCase, blocks, a, p.asked());
    }

    /** SIMILAR TO with the backslash as its escape. */
    public static TextPattern similar(String pattern) {
        return similar(pattern, '\\', false);
    }

    /** Whether the whole of {@code value} is a string this pattern matches (for a regex: holds a match). */
    public boolean matches(String value) {
        int state = run.getInitialState();
        for (int i = 0; i < value.length() && state >= 0; i++) {
            state = run.step(state, blocks.symbol(value.charAt(i)));
        }
        return state >= 0 && run.isAccept(state);
    }

    public Kind kind() {
        return kind;
    }

    public String source() {
        return source;
    }

    public boolean ignoreCase() {
        return ignoreCase;
    }

    /** The pattern as SQL writes the test: {@code ~ '^a+$'}, {@code ILIKE 'a%'}, {@code SIMILAR TO '(a|b)%'}. */
    @Override
    public String toString() {
        String quoted = "'" + source.replace("'", "''") + "'";
        return switch (kind) {
            case REGEX -> (ignoreCase ? "~* " : "~ ") + quoted;
            case LIKE -> (ignoreCase ? "ILIKE " : "LIKE ") + quoted;
            case SIMILAR -> "SIMILAR TO " + quoted + (ignoreCase ? " (ignoring case)" : "");
        };
    }

    /** The strings that match, over {@link #blocks()}'s symbols. */
    Automaton automaton() {
        return automaton;
    }

    Blocks blocks() {
        return blocks;
    }

    /** The characters the pattern names itself (its literals, its classes' ranges), which a generator may use. */
    CharSet asked() {
        return asked;
    }

    /**
     * The values holding a match of {@code p}, its anchors read off. A value matches where some string w of the
     * pattern's automaton matches a part x of it, w being x with markers around: BEGIN only where x starts the value
     * (so only before x's first character), END only where x ends it. So the value is x in four ways: anywhere
     * (no marker), a prefix (BEGIN+ x), a suffix (x END+), or the whole (BEGIN+ x END+); and an empty x may mix the
     * markers in any order (the empty value, where the start is the end).
     */
    private static Automaton searched(Automaton l, boolean anchored, Blocks blocks) {
        CharSet anySymbols = blocks.symbols(PatternParser.ANY);
        Automaton any = BasicOperations.repeat(anySymbols.automaton());
        if (!anchored) {
            return Automata.thenAnything(any.concatenate(l), anySymbols);
        }
        char begin = blocks.symbol(PatternParser.BEGIN);
        char end = blocks.symbol(PatternParser.END);
        Automaton begins = BasicOperations.repeat(BasicAutomata.makeChar(begin), 1);
        Automaton ends = BasicOperations.repeat(BasicAutomata.makeChar(end), 1);
        Automaton inside = erase(l.intersection(any), begin, end);
        Automaton prefix = erase(l.intersection(begins.concatenate(any)), begin, end);
        Automaton suffix = erase(l.intersection(any.concatenate(ends)), begin, end);
        Automaton whole = erase(l.intersection(BasicOperations.concatenate(List.of(begins, any, ends))), begin, end);
        Automaton markers = BasicOperations.repeat(BasicAutomata.makeChar(begin).union(BasicAutomata.makeChar(end)));
        Automaton onlyOneKind = begins.union(ends).union(BasicAutomata.makeEmptyString());
        boolean mixed = !l.intersection(markers.minus(onlyOneKind)).isEmpty();
        return BasicOperations.union(List.of(
                Automata.thenAnything(any.concatenate(inside), anySymbols),
                Automata.thenAnything(prefix, anySymbols),
                Automata.minimal(any.concatenate(suffix)),
                Automata.minimal(whole),
                mixed ? BasicAutomata.makeEmptyString() : BasicAutomata.makeEmpty()));
    }

    private static Automaton erase(Automaton a, char begin, char end) {
        return a.subst(begin, "").subst(end, "");
    }
}
