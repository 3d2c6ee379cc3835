package seedgen.generate;

import dk.brics.automaton.Automaton;
import dk.brics.automaton.BasicAutomata;
import dk.brics.automaton.BasicOperations;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a regular expression (the common ground of PostgreSQL's ARE, MySQL 8's ICU and MariaDB's PCRE), a SIMILAR TO
 * pattern or a LIKE pattern into an automaton built through dk.brics's operations, and notes the characters it asks
 * for by name (its literals, its classes' single characters and their ranges that lie wholly outside printable ASCII:
 * [à-ÿ], not [\x00-\x{FFFF}], which means any character), which stay in a generator's alphabet.
 * <p>
 * A regex's anchors are zero-width, which an automaton over the string's characters has no place for: {@code ^} and
 * {@code \A} become the marker {@link #BEGIN} and {@code $}, {@code \z} the marker {@link #END}, two noncharacters no
 * text holds. {@link TextPattern} then reads the markers off: a match may use BEGIN only before any character of the
 * string and END only after every one.
 */
final class PatternParser {

    static final char BEGIN = '\uFDD0';
    static final char END = '\uFDD1';
    /** Any character a string may hold: everything but the two markers. */
    static final CharSet ANY = CharSet.ALL.minus(CharSet.range(BEGIN, END));
    private static final int MOST_REPEATS = 1000;

    enum Mode {
        REGEX, SIMILAR
    }

    /** What a pattern became: its tree (with markers for a regex's anchors), and the characters it names. */
    record Parsed(Node root, CharSet asked, boolean anchored) {
    }

    /** A pattern as a tree whose leaves are sets of characters: {@link #build} makes it an automaton over blocks. */
    sealed interface Node permits Chars, Seq, Alt, Rep {
    }

    /** One character of a set. */
    record Chars(CharSet set) implements Node {
    }

    /** The parts one after the other; none is the empty string. */
    record Seq(List<Node> parts) implements Node {
    }

    record Alt(List<Node> branches) implements Node {
    }

    /** {@code body} min to max times (max -1: no bound). */
    record Rep(Node body, int min, int max) implements Node {
    }

    static final Node EMPTY_STRING = new Seq(List.of());

    /** The sets at the leaves of {@code n}. */
    static void leaves(Node n, List<CharSet> out) {
        if (n instanceof Chars c) {
            out.add(c.set());
        } else if (n instanceof Seq s) {
            s.parts().forEach(p -> leaves(p, out));
        } else if (n instanceof Alt a) {
            a.branches().forEach(b -> leaves(b, out));
        } else if (n instanceof Rep r) {
            leaves(r.body(), out);
        }
    }

    /**
     * The automaton of {@code n} over the symbols of {@code blocks} (which refine every leaf), each part kept minimal
     * as it is built so that no product later multiplies states a smaller automaton does without.
     */
    static Automaton build(Node n, Blocks blocks) {
        Automaton a;
        if (n instanceof Chars c) {
            a = blocks.symbols(c.set()).automaton();
        } else if (n instanceof Seq s) {
            a = s.parts().isEmpty() ? BasicAutomata.makeEmptyString()
                    : BasicOperations.concatenate(s.parts().stream().map(p -> build(p, blocks)).toList());
        } else if (n instanceof Alt alt) {
            a = BasicOperations.union(alt.branches().stream().map(b -> build(b, blocks)).toList());
        } else {
            Rep r = (Rep) n;
            Automaton body = build(r.body(), blocks);
            a = r.max() < 0 ? BasicOperations.repeat(body, r.min()) : BasicOperations.repeat(body, r.min(), r.max());
        }
        return Automata.minimal(a);
    }

    private final String src;
    private final Mode mode;
    /** SIMILAR TO's escape character, or -1 for none. */
    private final int escape;
    private int pos;
    private boolean ignoreCase;
    private boolean extended;
    private boolean anchored;
    private final CharSet.Builder asked = new CharSet.Builder();

    private PatternParser(String src, Mode mode, int escape, boolean ignoreCase) {
        this.src = src;
        this.mode = mode;
        this.escape = escape;
        this.ignoreCase = ignoreCase;
    }

    static Parsed regex(String pattern, boolean ignoreCase) {
        PatternParser p = new PatternParser(pattern, Mode.REGEX, '\\', ignoreCase);
        if (pattern.startsWith("***=")) { // PostgreSQL: the rest is a literal string
            p.pos = 4;
            Node a = p.literalRun(pattern.length());
            return new Parsed(a, p.asked.build(), false);
        }
        if (pattern.startsWith("***:")) { // PostgreSQL: an ARE, which every pattern here is read as
            p.pos = 4;
        }
        return p.parseAll();
    }

    static Parsed similar(String pattern, Character escape, boolean ignoreCase) {
        return new PatternParser(pattern, Mode.SIMILAR, escape == null ? -1 : escape, ignoreCase).parseAll();
    }

    /** LIKE: {@code %} any string, {@code _} any one character, {@code escape} (or none) before a literal. */
    static Parsed like(String pattern, Character escape, boolean ignoreCase) {
        PatternParser p = new PatternParser(pattern, Mode.SIMILAR, escape == null ? -1 : escape, ignoreCase);
        List<Node> parts = new ArrayList<>();
        for (int i = 0; i < pattern.length(); i++) {
            char c = pattern.charAt(i);
            if (escape != null && c == escape) {
                if (i + 1 == pattern.length()) {
                    throw p.error(PatternException.Reason.SYNTAX, i, null, "LIKE pattern ends with its escape "
                            + "character '" + c + "'");
                }
                parts.add(p.literal(pattern.charAt(++i), i));
            } else if (c == '%') {
                parts.add(anyString());
            } else if (c == '_') {
                parts.add(new Chars(ANY));
            } else {
                parts.add(p.literal(c, i));
            }
        }
        return new Parsed(new Seq(parts), p.asked.build(), false);
    }

    private Parsed parseAll() {
        Node a = alternation();
        if (pos < src.length()) {
            throw error(PatternException.Reason.SYNTAX, pos, null, "unmatched ')'");
        }
        return new Parsed(a, asked.build(), anchored);
    }

    private Node alternation() {
        boolean outerCase = ignoreCase;
        boolean outerExtended = extended;
        List<Node> branches = new ArrayList<>();
        branches.add(sequence());
        while (pos < src.length() && src.charAt(pos) == '|') {
            pos++;
            branches.add(sequence());
        }
        // an inline (?i) lasts to the end of its group, across the group's later branches
        ignoreCase = outerCase;
        extended = outerExtended;
        return branches.size() == 1 ? branches.get(0) : new Alt(branches);
    }

    private Node sequence() {
        List<Node> parts = new ArrayList<>();
        while (true) {
            skipExtended();
            if (pos >= src.length() || src.charAt(pos) == '|' || src.charAt(pos) == ')') {
                break;
            }
            int at = pos;
            Node atom = atom();
            if (atom == null) {
                continue; // an inline option or a comment
            }
            parts.add(quantified(atom, at));
        }
        return parts.isEmpty() ? EMPTY_STRING : new Seq(parts);
    }

    private void skipExtended() {
        while (extended && pos < src.length()) {
            char c = src.charAt(pos);
            if (Character.isWhitespace(c)) {
                pos++;
            } else if (c == '#') {
                while (pos < src.length() && src.charAt(pos) != '\n') {
                    pos++;
                }
            } else {
                return;
            }
        }
    }

    private Node atom() {
        char c = src.charAt(pos);
        if (mode == Mode.SIMILAR && escape >= 0 && c == escape) {
            if (pos + 1 >= src.length()) {
                throw error(PatternException.Reason.SYNTAX, pos, null, "pattern ends with its escape character");
            }
            pos += 2;
            // PostgreSQL makes the escape and the character a regex escape: \d is a digit, \% a percent sign
            CharSet named = namedClass(src.charAt(pos - 1));
            return named != null ? new Chars(without(named)) : literal(src.charAt(pos - 1), pos - 1);
        }
        switch (c) {
            case '(':
                return group();
            case '[':
                return charClass();
            case '*', '+', '?':
                throw error(PatternException.Reason.SYNTAX, pos, "'" + c + "'", "quantifier without an operand:");
            case '{':
                if (bounds(pos) != null) {
                    throw error(PatternException.Reason.SYNTAX, pos, "'{'", "quantifier without an operand:");
                }
                pos++;
                return literal('{', pos - 1);
            default:
                break;
        }
        if (mode == Mode.SIMILAR) {
            pos++;
            return switch (c) {
                case '%' -> anyString();
                case '_' -> new Chars(ANY);
                default -> literal(c, pos - 1);
            };
        }
        switch (c) {
            case '.':
                pos++;
                return new Chars(ANY);
            case '^':
                pos++;
                anchored = true;
                return new Chars(CharSet.of(BEGIN));
            case '$':
                pos++;
                anchored = true;
                return new Chars(CharSet.of(END));
            case '\\':
                return escapeOutside();
            default:
                pos++;
                return literal(c, pos - 1);
        }
    }

    private Node group() {
        int open = pos;
        pos++;
        boolean outerCase = ignoreCase;
        boolean outerExtended = extended;
        if (mode == Mode.REGEX && pos < src.length() && src.charAt(pos) == '?' && !groupStart(open)) {
            return null;
        }
        Node inner = alternation();
        if (pos >= src.length() || src.charAt(pos) != ')') {
            throw error(PatternException.Reason.SYNTAX, open, null, "unclosed '('");
        }
        pos++;
        ignoreCase = outerCase;
        extended = outerExtended;
        return inner;
    }

    /**
     * After {@code (?}: true where a group's content follows (one that captures or not, or {@code (?i:}, whose
     * options then hold), false for an inline option or a comment, read whole; a construct refused by name throws.
     */
    private boolean groupStart(int open) {
        String rest = src.substring(pos + 1);
        if (rest.startsWith(":") || rest.startsWith("|")) {
            pos += 2;
            return true;
        }
        if (rest.startsWith("#")) {
            int close = src.indexOf(')', pos);
            if (close < 0) {
                throw error(PatternException.Reason.SYNTAX, open, null, "unclosed comment '(?#'");
            }
            pos = close + 1;
            return false;
        }
        if (rest.startsWith("=") || rest.startsWith("!")) {
            throw error(PatternException.Reason.UNSUPPORTED, open, "(?" + rest.charAt(0), "lookahead");
        }
        if (rest.startsWith("<=") || rest.startsWith("<!")) {
            throw error(PatternException.Reason.UNSUPPORTED, open, "(?" + rest.substring(0, 2), "lookbehind");
        }
        if (rest.startsWith(">")) {
            throw error(PatternException.Reason.UNSUPPORTED, open, "(?>", "atomic group");
        }
        if (rest.startsWith("(")) {
            throw error(PatternException.Reason.NOT_REGULAR, open, "(?(", "conditional group");
        }
        if (rest.startsWith("P=")) {
            throw error(PatternException.Reason.NOT_REGULAR, open, "(?P=", "backreference");
        }
        if (rest.startsWith("R") || rest.startsWith("&") || rest.startsWith("P>") || !rest.isEmpty()
                && (Character.isDigit(rest.charAt(0)) || rest.charAt(0) == '+' || rest.charAt(0) == '-'
                        && rest.length() > 1 && Character.isDigit(rest.charAt(1)))) {
            throw error(PatternException.Reason.NOT_REGULAR, open, "(?" + rest.charAt(0), "recursion");
        }
        for (String named : new String[] {"P<", "<", "'"}) {
            if (rest.startsWith(named)) {
                char close = named.endsWith("'") ? '\'' : '>';
                int end = src.indexOf(close, pos + 1 + named.length());
                if (end < 0) {
                    throw error(PatternException.Reason.SYNTAX, open, null, "unclosed group name");
                }
                pos = end + 1;
                return true;
            }
        }
        // options: (?i) (?-i) (?i:...) (?x); i and c (PostgreSQL's case-sensitive) are read, and x; s, m and n
        // only move where . and the anchors meet line breaks, which no generated value holds
        int at = pos + 1;
        boolean on = true;
        while (at < src.length() && src.charAt(at) != ')' && src.charAt(at) != ':') {
            char f = src.charAt(at);
            switch (f) {
                case '-' -> on = false;
                case 'i' -> ignoreCase = on;
                case 'c' -> ignoreCase = !on;
                case 'x' -> extended = on;
                case 's', 'm', 'n', 'U', 'J', 'w', 'p', 't' -> {
                    // no line breaks: nothing changes
                }
                case 'q', 'b', 'e' -> throw error(PatternException.Reason.UNSUPPORTED, at, "(?" + f, "option");
                default -> throw error(PatternException.Reason.SYNTAX, at, "'" + f + "'", "unknown option");
            }
            at++;
        }
        if (at >= src.length()) {
            throw error(PatternException.Reason.SYNTAX, open, null, "unclosed '(?'");
        }
        pos = at + 1;
        // (?i) holds to the end of the enclosing group, (?i:...) within its own: group() puts the outer ones back
        return src.charAt(at) == ':';
    }

    private Node quantified(Node atom, int at) {
        Node a = atom;
        skipExtended();
        if (pos >= src.length()) {
            return a;
        }
        char c = src.charAt(pos);
        int[] b = c == '{' ? bounds(pos) : null;
        if (c == '*') {
            a = new Rep(a, 0, -1);
            pos++;
        } else if (c == '+') {
            a = new Rep(a, 1, -1);
            pos++;
        } else if (c == '?') {
            a = new Rep(a, 0, 1);
            pos++;
        } else if (b != null) {
            pos = b[2];
            a = new Rep(a, b[0], b[1]);
        } else {
            return a;
        }
        // lazy and possessive forms match the same strings as a whole-string test sees them
        if (mode == Mode.REGEX && pos < src.length() && (src.charAt(pos) == '?' || src.charAt(pos) == '+')) {
            pos++;
        }
        skipExtended();
        if (pos < src.length() && ("*+?".indexOf(src.charAt(pos)) >= 0 || src.charAt(pos) == '{'
                && bounds(pos) != null)) {
            throw error(PatternException.Reason.SYNTAX, pos, "'" + src.charAt(pos) + "'", "quantifier after a "
                    + "quantifier:");
        }
        return a;
    }

    /**
     * {@code {n}}, {@code {n,}}, {@code {n,m}} or {@code {,m}} at {@code at}: min, max (-1 for none) and the place
     * after it; null where the brace starts no bound (a literal brace then, as PCRE and ICU read it).
     */
    private int[] bounds(int at) {
        int close = src.indexOf('}', at);
        if (close < 0) {
            return null;
        }
        String inside = src.substring(at + 1, close);
        if (!inside.matches("\\d*(,\\d*)?") || inside.isEmpty() || inside.equals(",")) {
            return null;
        }
        int comma = inside.indexOf(',');
        String lo = comma < 0 ? inside : inside.substring(0, comma);
        String hi = comma < 0 ? inside : inside.substring(comma + 1);
        if (lo.isEmpty() && comma < 0) {
            return null;
        }
        int min = lo.isEmpty() ? 0 : parseBound(lo, at);
        int max = hi.isEmpty() ? -1 : parseBound(hi, at);
        if (max >= 0 && max < min) {
            throw error(PatternException.Reason.SYNTAX, at, "{" + inside + "}", "repeat bounds out of order:");
        }
        return new int[] {min, max, close + 1};
    }

    private int parseBound(String digits, int at) {
        if (digits.length() > 4 || Integer.parseInt(digits) > MOST_REPEATS) {
            throw error(PatternException.Reason.UNSUPPORTED, at, "{" + digits + "}", "repeat count above "
                    + MOST_REPEATS + ":");
        }
        return Integer.parseInt(digits);
    }

    private Node escapeOutside() {
        int at = pos;
        if (pos + 1 >= src.length()) {
            throw error(PatternException.Reason.SYNTAX, pos, null, "pattern ends with a backslash");
        }
        char c = src.charAt(pos + 1);
        pos += 2;
        CharSet named = namedClass(c);
        if (named != null) {
            return new Chars(without(named));
        }
        switch (c) {
            case 'A':
                anchored = true;
                return new Chars(CharSet.of(BEGIN));
            case 'z', 'Z':
                anchored = true;
                return new Chars(CharSet.of(END));
            case 'b', 'B', 'y', 'Y', 'm', 'M':
                throw error(PatternException.Reason.UNSUPPORTED, at, "\\" + c, "word boundary");
            case 'G':
                throw error(PatternException.Reason.UNSUPPORTED, at, "\\G", "match-start anchor");
            case 'k', 'g':
                throw error(PatternException.Reason.NOT_REGULAR, at, "\\" + c, "backreference");
            case 'p', 'P':
                throw error(PatternException.Reason.UNSUPPORTED, at, "\\" + c, "Unicode property class");
            case 'X', 'R', 'K', 'N', 'C':
                throw error(PatternException.Reason.UNSUPPORTED, at, "\\" + c, "escape");
            case 'Q': {
                int end = src.indexOf("\\E", pos);
                int stop = end < 0 ? src.length() : end;
                Node quoted = literalRun(stop);
                pos = end < 0 ? stop : end + 2;
                return quoted;
            }
            case 'E':
                return EMPTY_STRING;
            default:
                break;
        }
        if (c >= '1' && c <= '9') {
            throw error(PatternException.Reason.NOT_REGULAR, at, "\\" + c, "backreference");
        }
        pos = at;
        int ch = escapedChar(false);
        return literalCode(ch, at);
    }

    /** \d \w \s and their negations (and PCRE's \h), or null. */
    private static CharSet namedClass(char c) {
        return switch (c) {
            case 'd' -> CharSet.Named.DIGIT;
            case 'D' -> CharSet.Named.DIGIT.complement();
            case 'w' -> CharSet.Named.WORD;
            case 'W' -> CharSet.Named.WORD.complement();
            case 's' -> CharSet.Named.SPACE;
            case 'S' -> CharSet.Named.SPACE.complement();
            case 'h' -> CharSet.Named.BLANK;
            case 'H' -> CharSet.Named.BLANK.complement();
            default -> null;
        };
    }

    /**
     * The character of the escape at {@link #pos} (a backslash), which it passes: \t \n \x41 \x{263A} \u00e9 \0 \cA,
     * or a non-alphanumeric character as itself. {@code inClass}: inside brackets, where \b is a backspace.
     */
    private int escapedChar(boolean inClass) {
        int at = pos;
        char c = src.charAt(pos + 1);
        pos += 2;
        switch (c) {
            case 't':
                return '\t';
            case 'n':
                return '\n';
            case 'r':
                return '\r';
            case 'f':
                return '\f';
            case 'v':
                return 0x0B;
            case 'a':
                return 0x07;
            case 'e':
                return 0x1B;
            case 'b':
                if (inClass) {
                    return 0x08;
                }
                break;
            case 'x':
                if (pos < src.length() && src.charAt(pos) == '{') {
                    int close = src.indexOf('}', pos);
                    if (close < 0) {
                        throw error(PatternException.Reason.SYNTAX, at, "\\x{", "unclosed");
                    }
                    int code = hex(src.substring(pos + 1, close), at);
                    pos = close + 1;
                    return code;
                }
                return hexDigits(2, 1, at);
            case 'u':
                return hexDigits(4, 4, at);
            case 'U':
                return hexDigits(8, 8, at);
            case 'c':
                if (pos >= src.length()) {
                    throw error(PatternException.Reason.SYNTAX, at, "\\c", "unfinished");
                }
                pos++;
                return Character.toUpperCase(src.charAt(pos - 1)) ^ 0x40;
            case '0': {
                int code = 0;
                int digits = 0;
                while (digits < 2 && pos < src.length() && src.charAt(pos) >= '0' && src.charAt(pos) <= '7') {
                    code = code * 8 + src.charAt(pos++) - '0';
                    digits++;
                }
                return code;
            }
            default:
                break;
        }
        if (Character.isLetterOrDigit(c)) {
            throw error(PatternException.Reason.SYNTAX, at, "\\" + c, "unknown escape");
        }
        return c;
    }

    private int hexDigits(int most, int least, int at) {
        int end = pos;
        while (end < src.length() && end - pos < most && Character.digit(src.charAt(end), 16) >= 0) {
            end++;
        }
        if (end - pos < least) {
            throw error(PatternException.Reason.SYNTAX, at, src.substring(at, end), "incomplete escape");
        }
        int code = hex(src.substring(pos, end), at);
        pos = end;
        return code;
    }

    private int hex(String digits, int at) {
        try {
            int code = Integer.parseInt(digits, 16);
            if (code > Character.MAX_CODE_POINT) {
                throw new NumberFormatException();
            }
            return code;
        } catch (NumberFormatException e) {
            throw error(PatternException.Reason.SYNTAX, at, src.substring(at, Math.min(src.length(), pos + 1)),
                    "bad character code");
        }
    }

    /** A bracket expression at {@link #pos}. */
    private Node charClass() {
        int open = pos;
        pos++;
        boolean negate = pos < src.length() && src.charAt(pos) == '^';
        if (negate) {
            pos++;
        }
        CharSet.Builder set = new CharSet.Builder();
        CharSet.Builder named = new CharSet.Builder();
        CharSet.Builder askedHere = new CharSet.Builder();
        boolean first = true;
        while (true) {
            if (pos >= src.length()) {
                throw error(PatternException.Reason.SYNTAX, open, null, "unclosed '['");
            }
            char c = src.charAt(pos);
            if (c == ']' && !first) {
                pos++;
                break;
            }
            first = false;
            if (src.startsWith("[:", pos)) {
                int close = src.indexOf(":]", pos + 2);
                if (close < 0) {
                    throw error(PatternException.Reason.SYNTAX, pos, "[:", "unclosed class name");
                }
                String name = src.substring(pos + 2, close);
                CharSet posix = CharSet.Named.posix(name);
                if (posix == null) {
                    throw error(PatternException.Reason.SYNTAX, pos, "[:" + name + ":]", "unknown class");
                }
                named.addAll(posix);
                pos = close + 2;
                continue;
            }
            if (c == '\\' && pos + 1 < src.length() && (mode == Mode.REGEX || escape == '\\')) {
                CharSet cls = namedClass(src.charAt(pos + 1));
                if (cls != null) {
                    named.addAll(cls);
                    pos += 2;
                    continue;
                }
            }
            int lo = classChar(open);
            if (pos + 1 < src.length() && src.charAt(pos) == '-' && src.charAt(pos + 1) != ']') {
                int dash = pos;
                pos++;
                if (src.startsWith("[:", pos)) {
                    throw error(PatternException.Reason.SYNTAX, dash, "-", "range ending in a class:");
                }
                int hi = classChar(open);
                if (hi < lo) {
                    throw error(PatternException.Reason.SYNTAX, dash, src.substring(dash - 1, pos), "range out of "
                            + "order:");
                }
                addCode(set, lo, hi);
                // a range over ordinary characters ([\x00-\x{FFFF}]) means any of them, not these ones
                if (hi < 0x20 || lo > 0x7E) {
                    addCode(askedHere, lo, hi);
                }
            } else {
                addCode(set, lo, lo);
                addCode(askedHere, lo, lo);
            }
        }
        CharSet all = set.build().union(named.build());
        if (ignoreCase) {
            all = all.caseClosed();
        }
        if (!negate) {
            CharSet explicit = askedHere.build();
            asked.addAll(ignoreCase ? explicit.withSimpleCases() : explicit);
            return new Chars(without(all));
        }
        return new Chars(without(all.complement()));
    }

    /** One character of a bracket expression: plain, escaped, or a collating element {@code [.x.]}. */
    private int classChar(int open) {
        if (pos >= src.length()) {
            throw error(PatternException.Reason.SYNTAX, open, null, "unclosed '['");
        }
        char c = src.charAt(pos);
        if (src.startsWith("[.", pos) || src.startsWith("[=", pos)) {
            String end = src.startsWith("[.", pos) ? ".]" : "=]";
            int close = src.indexOf(end, pos + 2);
            if (close < 0) {
                throw error(PatternException.Reason.SYNTAX, pos, src.substring(pos, pos + 2), "unclosed");
            }
            String name = src.substring(pos + 2, close);
            if (name.codePointCount(0, name.length()) != 1) {
                throw error(PatternException.Reason.UNSUPPORTED, pos, src.substring(pos, close + 2), "collating "
                        + "element");
            }
            pos = close + 2;
            return name.codePointAt(0);
        }
        if (c == '\\' && pos + 1 < src.length() && (mode == Mode.REGEX || escape == '\\')) {
            if (mode == Mode.SIMILAR) {
                pos += 2;
                return src.charAt(pos - 1);
            }
            return escapedChar(true);
        }
        if (Character.isHighSurrogate(c) && pos + 1 < src.length() && Character.isLowSurrogate(src.charAt(pos + 1))) {
            throw error(PatternException.Reason.UNSUPPORTED, pos, src.substring(pos, pos + 2), "character beyond "
                    + "the Basic Multilingual Plane in a class:");
        }
        pos++;
        return c;
    }

    private void addCode(CharSet.Builder set, int lo, int hi) {
        if (hi > CharSet.MAX) {
            throw error(PatternException.Reason.UNSUPPORTED, pos - 1, null, "character beyond the Basic "
                    + "Multilingual Plane in a class");
        }
        set.add(lo, hi);
    }

    /** The characters from {@link #pos} to {@code end}, each as itself. */
    private Node literalRun(int end) {
        List<Node> parts = new ArrayList<>();
        while (pos < end) {
            parts.add(literal(src.charAt(pos), pos));
            pos++;
        }
        return parts.isEmpty() ? EMPTY_STRING : new Seq(parts);
    }

    private Node literalCode(int code, int at) {
        if (code > CharSet.MAX) {
            char[] pair = Character.toChars(code);
            return new Seq(List.of(literal(pair[0], at), literal(pair[1], at)));
        }
        return literal((char) code, at);
    }

    private Node literal(char c, int at) {
        if (c == BEGIN || c == END) {
            throw error(PatternException.Reason.UNSUPPORTED, at, String.format("\\u%04X", (int) c), "noncharacter");
        }
        CharSet set = ignoreCase ? CharSet.of(c).caseClosed() : CharSet.of(c);
        asked.addAll(ignoreCase ? CharSet.of(c).withSimpleCases() : set);
        return new Chars(set);
    }

    private static CharSet without(CharSet set) {
        return set.intersect(ANY);
    }

    private static Node anyString() {
        return new Rep(new Chars(ANY), 0, -1);
    }

    private PatternException error(PatternException.Reason reason, int at, String construct, String what) {
        return new PatternException(reason, src, at, construct, what);
    }
}
