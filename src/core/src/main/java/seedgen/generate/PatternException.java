package seedgen.generate;

/**
 * A pattern that cannot become an automaton: a syntax error, or a construct whose strings are no regular language
 * (a backreference) or that this reading does not take (a lookahead, a word boundary). The message is one line naming
 * the construct and where it is; {@link #reason()} and {@link #construct()} let a caller fall back (to judging values
 * by the server) instead of failing.
 */
public final class PatternException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** Why the pattern was refused. */
    public enum Reason {
        /** Not a well-formed pattern: the server would refuse it too. */
        SYNTAX,
        /** A construct that matches no regular language: a backreference, recursion. */
        NOT_REGULAR,
        /** A construct this reading does not take, though a server may: a lookaround, a word boundary, \p{..}. */
        UNSUPPORTED
    }

    private final Reason reason;
    private final String construct;
    private final int position;

    PatternException(Reason reason, String pattern, int position, String construct, String what) {
        super(describe(pattern, position, construct, what));
        this.reason = reason;
        this.construct = construct;
        this.position = position;
    }

    private static String describe(String pattern, int position, String construct, String what) {
        return "pattern '" + pattern + "': " + what + (construct == null ? "" : " " + construct)
                + (position < 0 ? "" : " at character " + (position + 1));
    }

    public Reason reason() {
        return reason;
    }

    /** The construct as written ({@code \1}, {@code (?=}), or null for a plain syntax error. */
    public String construct() {
        return construct;
    }

    /** Its place in the pattern, from 0; -1 where the whole pattern is at fault (too complex). */
    public int position() {
        return position;
    }
}
