package seedgen.check;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A schema's own functions written as one SQL expression, inlined where a CHECK calls them, so that the check reads as
 * built-in functions the evaluator knows: MusicBrainz's {@code controlled_for_whitespace(name)} is {@code SELECT NOT
 * padded_by_whitespace($1)}, itself {@code SELECT btrim($1) <> $1}, and the check becomes {@code NOT (btrim(name) <>
 * name)}. A body is substituted as text, each argument in parentheses, for its {@code $n} or its parameter's name; a
 * call nested in a body is inlined in turn, to a depth of {@link #DEPTH}.
 */
public final class Inlining {

    /** How deep calls within bodies are inlined (a function that calls itself stops here). */
    static final int DEPTH = 8;

    /** A function of the schema: its name (lowercase), its parameters' names (null where unnamed), its expression. */
    public record SqlFunction(String name, List<String> params, String body) {
        public SqlFunction {
            params = params == null ? List.of() : java.util.Collections.unmodifiableList(new ArrayList<>(params));
        }
    }

    private static final Pattern SELECT = Pattern.compile("(?is)^\\s*select\\s+(.*?)\\s*;?\\s*$");
    private static final Pattern RETURN = Pattern.compile("(?is)^\\s*begin\\s+return\\s+(.*?)\\s*;\\s*end\\s*;?\\s*$");
    private static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_$]*");

    private Inlining() {
    }

    /**
     * The expression a function's source holds, or null where it holds more than one: SQL's {@code SELECT expr} with
     * no FROM, PL/pgSQL's {@code BEGIN RETURN expr; END}.
     */
    public static String expression(String language, String source) {
        Matcher m = (language.equalsIgnoreCase("sql") ? SELECT : RETURN).matcher(source);
        if (!m.matches()) {
            return null;
        }
        String e = m.group(1);
        String upper = e.toUpperCase(Locale.ROOT);
        // one expression: no FROM, no second statement, no subquery
        if (upper.matches("(?s).*\\b(FROM|SELECT|INTO|DECLARE|LOOP|IF|RAISE)\\b.*") || e.contains(";")) {
            return null;
        }
        return e;
    }

    /** {@code clause} with every call of one of {@code functions} replaced by its body. */
    public static String expand(String clause, Map<String, SqlFunction> functions) {
        if (functions.isEmpty()) {
            return clause;
        }
        String s = clause;
        for (int depth = 0; depth < DEPTH; depth++) {
            String next = once(s, functions);
            if (next.equals(s)) {
                return s;
            }
            s = next;
        }
        return s;
    }

    private static String once(String s, Map<String, SqlFunction> functions) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (c == '\'' || c == '"') { // a literal or a quoted name, copied whole
                int j = close(s, i, c);
                out.append(s, i, j);
                i = j;
                continue;
            }
            Matcher name = NAME.matcher(s).region(i, s.length());
            if (!name.lookingAt() || i > 0 && (Character.isLetterOrDigit(s.charAt(i - 1)) || s.charAt(i - 1) == '_')) {
                out.append(c);
                i++;
                continue;
            }
            int end = name.end();
            String word = name.group();
            // schema.function(...): the schema's name is dropped with the call
            int open = end;
            while (open < s.length() && s.charAt(open) == ' ') {
                open++;
            }
            SqlFunction f = functions.get(word.toLowerCase(Locale.ROOT));
            if (f == null || open >= s.length() || s.charAt(open) != '(') {
                out.append(word);
                i = end;
                continue;
            }
            int closing = matching(s, open);
            List<String> args = arguments(s.substring(open + 1, closing));
            if (args.size() != f.params().size()) {
                out.append(word);
                i = end;
                continue;
            }
            if (out.length() > 0 && out.charAt(out.length() - 1) == '.') {
                int dot = out.length() - 1;
                int start = dot;
                while (start > 0 && (Character.isLetterOrDigit(out.charAt(start - 1)) || out.charAt(start - 1) == '_'
                        || out.charAt(start - 1) == '"')) {
                    start--;
                }
                out.setLength(start);
            }
            out.append('(').append(substitute(f, args)).append(')');
            i = closing + 1;
        }
        return out.toString();
    }

    /** The body with {@code $n} and each parameter's name replaced by the argument, in parentheses. */
    private static String substitute(SqlFunction f, List<String> args) {
        StringBuilder out = new StringBuilder();
        String b = f.body();
        int i = 0;
        while (i < b.length()) {
            char c = b.charAt(i);
            if (c == '\'') {
                int j = close(b, i, c);
                out.append(b, i, j);
                i = j;
            } else if (c == '$' && i + 1 < b.length() && Character.isDigit(b.charAt(i + 1))) {
                int j = i + 1;
                while (j < b.length() && Character.isDigit(b.charAt(j))) {
                    j++;
                }
                int n = Integer.parseInt(b.substring(i + 1, j));
                out.append(n >= 1 && n <= args.size() ? "(" + args.get(n - 1) + ")" : b.substring(i, j));
                i = j;
            } else {
                Matcher name = NAME.matcher(b).region(i, b.length());
                if (name.lookingAt() && (i == 0 || !Character.isLetterOrDigit(b.charAt(i - 1)) && b.charAt(i - 1) != '_'
                        && b.charAt(i - 1) != '.')) {
                    int p = f.params().indexOf(name.group().toLowerCase(Locale.ROOT));
                    out.append(p >= 0 ? "(" + args.get(p) + ")" : name.group());
                    i = name.end();
                } else {
                    out.append(c);
                    i++;
                }
            }
        }
        return out.toString();
    }

    /** Where a quoted run that starts at {@code i} ends (just past its closing quote). */
    private static int close(String s, int i, char q) {
        int j = i + 1;
        while (j < s.length()) {
            if (s.charAt(j) == q && j + 1 < s.length() && s.charAt(j + 1) == q) {
                j += 2;
            } else if (s.charAt(j) == q) {
                return j + 1;
            } else {
                j++;
            }
        }
        return s.length();
    }

    /** The index of the parenthesis closing the one at {@code open}. */
    private static int matching(String s, int open) {
        int depth = 0;
        for (int i = open; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\'' || c == '"') {
                i = close(s, i, c) - 1;
            } else if (c == '(') {
                depth++;
            } else if (c == ')' && --depth == 0) {
                return i;
            }
        }
        return s.length() - 1;
    }

    /** A call's arguments, split at the commas outside parentheses and quotes. */
    private static List<String> arguments(String inside) {
        List<String> out = new ArrayList<>();
        if (inside.isBlank()) {
            return out;
        }
        int depth = 0;
        int start = 0;
        for (int i = 0; i < inside.length(); i++) {
            char c = inside.charAt(i);
            if (c == '\'' || c == '"') {
                i = close(inside, i, c) - 1;
            } else if (c == '(' || c == '[') {
                depth++;
            } else if (c == ')' || c == ']') {
                depth--;
            } else if (c == ',' && depth == 0) {
                out.add(inside.substring(start, i).strip());
                start = i + 1;
            }
        }
        out.add(inside.substring(start).strip());
        return out;
    }
}
