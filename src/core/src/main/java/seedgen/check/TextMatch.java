package seedgen.check;

import java.util.function.Predicate;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * LIKE, SIMILAR TO and regular-expression matching as the servers do it, for the evaluator: LIKE and SIMILAR TO
 * match the whole text, a regular expression (PostgreSQL's {@code ~}, MySQL's REGEXP) anywhere in it unless anchored.
 * A pattern is read into a {@link java.util.regex.Pattern} once; POSIX's bracket classes and PostgreSQL's word
 * boundaries are spelled as Java spells them.
 */
public final class TextMatch {

    private TextMatch() {
    }

    /** Whether {@code value} matches the pattern, as a case-sensitive server reads it unless {@code ignoreCase}. */
    public static boolean matches(Expr.MatchKind kind, String pattern, String escape, boolean ignoreCase,
            String value) {
        return of(kind, pattern, escape, ignoreCase).test(value);
    }

    /**
     * The test of one pattern, read as {@code gen: pattern} reads it (its automaton: the very language whose strings
     * that generator draws), or where that cannot hold it (a backreference), as Java's regular expressions read it;
     * IllegalArgumentException where neither can.
     */
    static Predicate<String> of(Expr.MatchKind kind, String pattern, String escape, boolean ignoreCase) {
        Read key = new Read(kind, pattern, escape, ignoreCase);
        Predicate<String> known = READ.get(key);
        if (known != null) {
            return known;
        }
        Predicate<String> test = read(kind, pattern, escape, ignoreCase);
        if (READ.size() < MOST_READ) {
            READ.putIfAbsent(key, test);
        }
        return test;
    }

    /**
     * The tests read, shared by every check and row: a pattern the check makes on the row ({@code x ~ 'p'::text} on
     * PostgreSQL, whose cast makes it no literal) is the same pattern row after row, and reading one into its automaton
     * takes milliseconds (a fill of MusicBrainz's schema spent 13 s of its compile on its 14 such checks).
     */
    private static final java.util.Map<Read, Predicate<String>> READ = new java.util.concurrent.ConcurrentHashMap<>();

    /** The most patterns kept read: past them (patterns made from each row's values) each is read where it is used. */
    private static final int MOST_READ = 256;

    private record Read(Expr.MatchKind kind, String pattern, String escape, boolean ignoreCase) {
    }

    private static Predicate<String> read(Expr.MatchKind kind, String pattern, String escape, boolean ignoreCase) {
        try {
            Character esc = escape == null ? Character.valueOf('\\') : escape.isEmpty() ? null : escape.charAt(0);
            seedgen.generate.TextPattern p = switch (kind) {
                case LIKE -> seedgen.generate.TextPattern.like(pattern, esc, ignoreCase);
                case SIMILAR -> seedgen.generate.TextPattern.similar(pattern, esc, ignoreCase);
                case REGEX -> seedgen.generate.TextPattern.regex(pattern, ignoreCase);
            };
            return p::matches;
        } catch (seedgen.generate.PatternException unreadable) {
            return javaPattern(kind, pattern, escape, ignoreCase);
        }
    }

    private static Predicate<String> javaPattern(Expr.MatchKind kind, String pattern, String escape,
            boolean ignoreCase) {
        int flags = Pattern.DOTALL | (ignoreCase ? Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE : 0);
        try {
            return switch (kind) {
                case LIKE -> {
                    Pattern p = Pattern.compile(like(pattern, escape == null ? '\\' : escape.isEmpty() ? 0
                            : escape.charAt(0)), flags);
                    yield s -> p.matcher(s).matches();
                }
                case SIMILAR -> {
                    Pattern p = Pattern.compile(similar(pattern, escape == null ? '\\' : escape.isEmpty() ? 0
                            : escape.charAt(0)), flags);
                    yield s -> p.matcher(s).matches();
                }
                case REGEX -> {
                    Pattern p = Pattern.compile(regex(pattern), flags);
                    yield s -> p.matcher(s).find();
                }
            };
        } catch (PatternSyntaxException e) {
            throw new IllegalArgumentException(e.getDescription() + " in " + pattern);
        }
    }

    /** A LIKE pattern as a Java regular expression: % any text, _ one character, the escape the next one itself. */
    static String like(String pattern, char escape) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < pattern.length(); i++) {
            char c = pattern.charAt(i);
            if (escape != 0 && c == escape && i + 1 < pattern.length()) {
                out.append(Pattern.quote(String.valueOf(pattern.charAt(++i))));
            } else if (c == '%') {
                out.append(".*");
            } else if (c == '_') {
                out.append('.');
            } else {
                out.append(Pattern.quote(String.valueOf(c)));
            }
        }
        return out.toString();
    }

    /** A SIMILAR TO pattern as a Java regular expression: LIKE's wildcards, a regular expression's operators. */
    static String similar(String pattern, char escape) {
        StringBuilder out = new StringBuilder();
        boolean inClass = false;
        for (int i = 0; i < pattern.length(); i++) {
            char c = pattern.charAt(i);
            if (escape != 0 && c == escape && i + 1 < pattern.length()) {
                out.append(Pattern.quote(String.valueOf(pattern.charAt(++i))));
            } else if (inClass) {
                out.append(c == '\\' ? "\\\\" : String.valueOf(c));
                inClass = c != ']';
            } else if (c == '%') {
                out.append(".*");
            } else if (c == '_') {
                out.append('.');
            } else if (c == '[') {
                out.append('[');
                inClass = true;
            } else if ("|*+?{}()".indexOf(c) >= 0 || Character.isLetterOrDigit(c) || c == ',') {
                out.append(c);
            } else {
                out.append(Pattern.quote(String.valueOf(c)));
            }
        }
        return out.toString();
    }

    /** A POSIX or ICU regular expression as Java reads it: bracket classes and PostgreSQL's escapes translated. */
    static String regex(String pattern) {
        return pattern.replace("[:alpha:]", "\\p{Alpha}").replace("[:digit:]", "\\d").replace("[:alnum:]",
                "\\p{Alnum}").replace("[:upper:]", "\\p{Upper}").replace("[:lower:]", "\\p{Lower}").replace(
                "[:space:]", "\\s").replace("[:punct:]", "\\p{Punct}").replace("[:xdigit:]", "\\p{XDigit}").replace(
                "[:blank:]", " \\t").replace("[:cntrl:]", "\\p{Cntrl}").replace("[:print:]", "\\p{Print}").replace(
                "[:graph:]", "\\p{Graph}").replace("\\m", "\\b(?=\\w)").replace("\\M", "\\b(?<=\\w)").replace("\\y",
                "\\b").replace("\\Y", "\\B");
    }
}
