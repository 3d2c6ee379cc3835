package seedgen.dialect;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import seedgen.catalog.Trigger;

/**
 * What the text of a trigger's body or of a routine does, read token by token (comments, string literals and quoted
 * names are tokens of their own, so that a word inside them counts for nothing): the tables it writes (INSERT,
 * REPLACE and MERGE INTO, UPDATE, DELETE FROM, TRUNCATE), with, for an INSERT, which value is which column of the new
 * row ({@code VALUES (NEW.id, ...)}); the columns of the new row it sets; the routines it calls; and whether it runs
 * SQL made at run time (EXECUTE, PREPARE), whose tables no text tells. Each server says how its text is written
 * ({@link Syntax}); the reader knows no server by name.
 */
public final class RoutineText {

    /**
     * How a server writes text: the character that quotes a name; whether a name not quoted folds to lower case;
     * whether {@code #} starts a comment; whether a backslash escapes in a string; whether {@code "..."} is a string
     * (else a quoted name); whether {@code $tag$...$tag$} quotes a string.
     */
    public record Syntax(char nameQuote, boolean foldsLower, boolean hashComments, boolean backslashEscapes,
            boolean doubleQuotedStrings, boolean dollarQuotes) {
    }

    /**
     * What a text does: its {@code writes}, the columns of the new row it sets ({@code setsNew}), the routines it
     * names as calls ({@code calls}, each [schema or null, name]), whether it runs SQL made at run time
     * ({@code dynamic}) and whether it may read a table ({@code reads}: a SELECT or a FROM anywhere in it).
     */
    public record Read(List<Trigger.Write> writes, List<String> setsNew, List<List<String>> calls, boolean dynamic,
            boolean reads) {
    }

    private enum Kind { WORD, NAME, STRING, NUMBER, SYMBOL }

    /** One token: a word (as written), a quoted name (unquoted), a string, a number or a symbol. */
    private record Token(Kind kind, String text) {
        boolean is(String word) {
            return kind == Kind.WORD && text.equalsIgnoreCase(word);
        }

        boolean symbol(String s) {
            return kind == Kind.SYMBOL && text.equals(s);
        }

        boolean name() {
            return kind == Kind.WORD || kind == Kind.NAME;
        }
    }

    /** Words before UPDATE that make it no statement of its own (FOR UPDATE, DO UPDATE, ON DUPLICATE KEY UPDATE). */
    private static final Set<String> NOT_A_STATEMENT = Set.of("for", "do", "key", "or", "of", "on", "before", "after");
    /** Words after INSERT that begin its values, not a table's name (MERGE's INSERT has none). */
    private static final Set<String> CLAUSE_WORDS = Set.of("values", "value", "select", "default", "overriding");
    private static final Set<String> INSERT_MODIFIERS = Set.of("ignore", "low_priority", "delayed", "high_priority");
    /** Where a statement starts, so that {@code NEW.x = ...} there is an assignment, not a comparison. */
    private static final Set<String> STATEMENT_STARTS = Set.of("begin", "then", "else", "loop", "set", "into",
            "declare", "do");

    private final List<Token> tokens;
    private final Syntax syntax;

    private RoutineText(List<Token> tokens, Syntax syntax) {
        this.tokens = tokens;
        this.syntax = syntax;
    }

    /** What {@code text}, written in {@code syntax}, does. */
    public static Read read(String text, Syntax syntax) {
        return new RoutineText(tokens(text == null ? "" : text, syntax), syntax).read();
    }

    private Read read() {
        List<Trigger.Write> writes = new ArrayList<>();
        List<String> setsNew = new ArrayList<>();
        List<List<String>> calls = new ArrayList<>();
        boolean dynamic = false;
        boolean reads = false;
        for (int i = 0; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            if (t.kind() != Kind.WORD || i > 0 && tokens.get(i - 1).symbol(".")) {
                continue;
            }
            String w = t.text().toLowerCase(Locale.ROOT);
            reads |= w.equals("select") || w.equals("from");
            switch (w) {
                case "insert", "replace", "merge" -> insert(i, w, writes);
                case "update" -> update(i, writes);
                case "delete" -> delete(i, writes);
                case "truncate" -> truncate(i, writes);
                case "execute", "prepare" -> dynamic |= !at(i + 1).is("function") && !at(i + 1).is("procedure");
                case "new" -> {
                    String set = assigned(i);
                    if (set != null && setsNew.stream().noneMatch(set::equalsIgnoreCase)) {
                        setsNew.add(set);
                    }
                }
                default -> {
                    List<String> call = call(i);
                    if (call != null) {
                        calls.add(call);
                    }
                }
            }
        }
        return new Read(List.copyOf(writes), List.copyOf(setsNew), List.copyOf(calls), dynamic, reads);
    }

    private Token at(int i) {
        return i < tokens.size() ? tokens.get(i) : new Token(Kind.SYMBOL, ";");
    }

    /** INSERT [modifiers] [INTO] name, REPLACE [modifiers] INTO name, MERGE INTO name; then its columns and values. */
    private void insert(int i, String word, List<Trigger.Write> writes) {
        int j = i + 1;
        while (INSERT_MODIFIERS.contains(at(j).text().toLowerCase(Locale.ROOT)) && at(j).kind() == Kind.WORD) {
            j++;
        }
        boolean into = at(j).is("into");
        if (into) {
            j++;
        } else if (!word.equals("insert")) {
            return; // replace(...) and merge as words of their own
        }
        Name name = name(j);
        if (name == null || !into && at(j).kind() == Kind.WORD && CLAUSE_WORDS.contains(at(j).text()
                .toLowerCase(Locale.ROOT))) {
            return; // MERGE's WHEN NOT MATCHED THEN INSERT VALUES (...)
        }
        j = name.next();
        List<String> columns = new ArrayList<>();
        if (at(j).symbol("(") && !at(j + 1).is("select")) {
            j++;
            while (j < tokens.size() && !at(j).symbol(")")) {
                if (at(j).name()) {
                    columns.add(fold(at(j)));
                }
                j++;
            }
            j++;
        }
        List<String> fromNew = new ArrayList<>();
        if (!word.equals("merge")) {
            while (at(j).is("overriding") || at(j).is("system") || at(j).is("user") || at(j).is("value")
                    && !at(j + 1).symbol("(")) {
                j++;
            }
            if ((at(j).is("values") || at(j).is("value")) && at(j + 1).symbol("(")) {
                fromNew = values(j + 2, Set.of(")"));
            } else if (at(j).is("select")) {
                fromNew = values(j + 1, Set.of("from", "where", "on", "returning", "union", "limit", "order", "group"));
            }
        }
        writes.add(new Trigger.Write(name.schema(), name.table(), Trigger.Verb.INSERT, columns, fromNew));
    }

    /**
     * The values from {@code j} up to a closing parenthesis or {@code end} word at depth 0, each as the column of the
     * new row it is ({@code NEW.x}, a cast of it too) or null.
     */
    private List<String> values(int j, Set<String> end) {
        List<String> out = new ArrayList<>();
        int depth = 0;
        List<Token> value = new ArrayList<>();
        for (; j < tokens.size(); j++) {
            Token t = at(j);
            boolean closes = depth == 0 && (t.symbol(";") || t.symbol(")") && end.contains(")")
                    || t.kind() == Kind.WORD && end.contains(t.text().toLowerCase(Locale.ROOT)));
            if (closes || depth == 0 && t.symbol(",")) {
                out.add(newColumn(value));
                value.clear();
                if (closes) {
                    break;
                }
                continue;
            }
            if (t.symbol("(")) {
                depth++;
            } else if (t.symbol(")")) {
                depth--;
            }
            value.add(t);
        }
        return out;
    }

    /** {@code NEW.x}, or {@code NEW.x::type}, as {@code x}; anything else null. */
    private String newColumn(List<Token> value) {
        if (value.size() >= 3 && value.get(0).is("new") && value.get(1).symbol(".") && value.get(2).name()
                && (value.size() == 3 || value.get(3).symbol("::"))) {
            return fold(value.get(2));
        }
        return null;
    }

    /** UPDATE [ONLY|LOW_PRIORITY|IGNORE] name ... SET: a statement, unless a word before makes it a clause. */
    private void update(int i, List<Trigger.Write> writes) {
        if (i > 0 && tokens.get(i - 1).kind() == Kind.WORD
                && NOT_A_STATEMENT.contains(tokens.get(i - 1).text().toLowerCase(Locale.ROOT))) {
            return;
        }
        int j = i + 1;
        while (at(j).is("only") || at(j).is("low_priority") || at(j).is("ignore")) {
            j++;
        }
        Name name = name(j);
        if (name == null || at(name.next()).symbol("=") || at(name.next()).symbol(":=")
                || at(j).kind() == Kind.WORD && at(j).is("set")) {
            return; // ON DUPLICATE KEY UPDATE col = ..., MERGE's WHEN MATCHED THEN UPDATE SET
        }
        writes.add(new Trigger.Write(name.schema(), name.table(), Trigger.Verb.UPDATE, List.of(), List.of()));
    }

    /** DELETE [LOW_PRIORITY|QUICK|IGNORE] FROM [ONLY] name. */
    private void delete(int i, List<Trigger.Write> writes) {
        int j = i + 1;
        while (at(j).is("low_priority") || at(j).is("quick") || at(j).is("ignore")) {
            j++;
        }
        if (!at(j).is("from")) {
            return;
        }
        j++;
        if (at(j).is("only")) {
            j++;
        }
        Name name = name(j);
        if (name != null) {
            writes.add(new Trigger.Write(name.schema(), name.table(), Trigger.Verb.DELETE, List.of(), List.of()));
        }
    }

    /** TRUNCATE [TABLE] [ONLY] name. */
    private void truncate(int i, List<Trigger.Write> writes) {
        int j = i + 1;
        if (at(j).is("table")) {
            j++;
        }
        if (at(j).is("only")) {
            j++;
        }
        Name name = name(j);
        if (name != null && !at(j).symbol("(")) {
            writes.add(new Trigger.Write(name.schema(), name.table(), Trigger.Verb.DELETE, List.of(), List.of()));
        }
    }

    /** {@code NEW.x := ...} or {@code NEW.x = ...} where a statement starts: x; else null. */
    private String assigned(int i) {
        if (!at(i + 1).symbol(".") || !at(i + 2).name()) {
            return null;
        }
        Token op = at(i + 3);
        Token before = i > 0 ? tokens.get(i - 1) : new Token(Kind.SYMBOL, ";");
        // SET NEW.a = 1, NEW.b = 2 sets both
        boolean starts = before.symbol(";") || before.symbol(",")
                || before.kind() == Kind.WORD && STATEMENT_STARTS.contains(before.text().toLowerCase(Locale.ROOT));
        if (op.symbol(":=") || starts && op.symbol("=") || before.is("into")) {
            return fold(at(i + 2));
        }
        return null;
    }

    /** A name followed by {@code (}, or CALL name: [schema or null, name]; null for anything else. */
    private List<String> call(int i) {
        Token t = tokens.get(i);
        if (t.kind() != Kind.WORD) {
            return null;
        }
        if (t.is("call") || t.is("perform")) {
            Name name = name(i + 1);
            return name == null ? null : java.util.Arrays.asList(name.schema(), name.table());
        }
        if (at(i + 1).symbol(".") && at(i + 2).name() && at(i + 3).symbol("(")) {
            return java.util.Arrays.asList(fold(t), fold(at(i + 2)));
        }
        if (at(i + 1).symbol("(")) {
            return java.util.Arrays.asList(null, fold(t));
        }
        return null;
    }

    /** A table's name at {@code j}: [schema.]table, and the token after it. */
    private record Name(String schema, String table, int next) {
    }

    private Name name(int j) {
        if (!at(j).name()) {
            return null;
        }
        if (at(j + 1).symbol(".") && at(j + 2).name()) {
            return new Name(fold(at(j)), fold(at(j + 2)), j + 3);
        }
        return new Name(null, fold(at(j)), j + 1);
    }

    private String fold(Token t) {
        return t.kind() == Kind.WORD && syntax.foldsLower() ? t.text().toLowerCase(Locale.ROOT) : t.text();
    }

    private static List<Token> tokens(String s, Syntax syntax) {
        List<Token> out = new ArrayList<>();
        int n = s.length();
        int i = 0;
        while (i < n) {
            char c = s.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (c == '-' && i + 1 < n && s.charAt(i + 1) == '-' || c == '#' && syntax.hashComments()) {
                while (i < n && s.charAt(i) != '\n') {
                    i++;
                }
            } else if (c == '/' && i + 1 < n && s.charAt(i + 1) == '*') {
                i = blockComment(s, i);
            } else if (c == '\'' || c == '"' && syntax.doubleQuotedStrings()) {
                boolean escapes = syntax.backslashEscapes() || i > 0 && (s.charAt(i - 1) == 'E'
                        || s.charAt(i - 1) == 'e') && (i < 2 || !Character.isLetterOrDigit(s.charAt(i - 2)));
                int end = quoted(s, i, c, escapes);
                out.add(new Token(Kind.STRING, s.substring(i + 1, Math.max(i + 1, end - 1))));
                i = end;
            } else if (c == syntax.nameQuote()) {
                int end = quoted(s, i, c, false);
                String doubled = String.valueOf(c) + c;
                out.add(new Token(Kind.NAME, s.substring(i + 1, Math.max(i + 1, end - 1)).replace(doubled,
                        String.valueOf(c))));
                i = end;
            } else if (c == '$' && syntax.dollarQuotes() && dollarTag(s, i) != null) {
                String tag = dollarTag(s, i);
                int close = s.indexOf(tag, i + tag.length());
                int end = close < 0 ? n : close + tag.length();
                out.add(new Token(Kind.STRING, s.substring(i + tag.length(), close < 0 ? n : close)));
                i = end;
            } else if (Character.isLetter(c) || c == '_') {
                int start = i;
                while (i < n && (Character.isLetterOrDigit(s.charAt(i)) || s.charAt(i) == '_'
                        || s.charAt(i) == '$')) {
                    i++;
                }
                out.add(new Token(Kind.WORD, s.substring(start, i)));
            } else if (Character.isDigit(c)) {
                int start = i;
                while (i < n && (Character.isLetterOrDigit(s.charAt(i)) || s.charAt(i) == '.')) {
                    i++;
                }
                out.add(new Token(Kind.NUMBER, s.substring(start, i)));
            } else if (c == ':' && i + 1 < n && (s.charAt(i + 1) == '=' || s.charAt(i + 1) == ':')) {
                out.add(new Token(Kind.SYMBOL, s.substring(i, i + 2)));
                i += 2;
            } else {
                out.add(new Token(Kind.SYMBOL, String.valueOf(c)));
                i++;
            }
        }
        return out;
    }

    /** The end of a comment {@code /* ... *}{@code /} from {@code i} (nested ones counted, as PostgreSQL does). */
    private static int blockComment(String s, int i) {
        int depth = 0;
        int n = s.length();
        while (i < n) {
            if (s.startsWith("/*", i)) {
                depth++;
                i += 2;
            } else if (s.startsWith("*/", i)) {
                depth--;
                i += 2;
                if (depth == 0) {
                    return i;
                }
            } else {
                i++;
            }
        }
        return n;
    }

    /** The end (past the closing quote) of a quoted text from {@code i}; a doubled quote is one inside it. */
    private static int quoted(String s, int i, char q, boolean escapes) {
        int n = s.length();
        int j = i + 1;
        while (j < n) {
            char c = s.charAt(j);
            if (escapes && c == '\\') {
                j += 2;
            } else if (c == q) {
                if (j + 1 < n && s.charAt(j + 1) == q) {
                    j += 2;
                } else {
                    return j + 1;
                }
            } else {
                j++;
            }
        }
        return n;
    }

    /** The tag ({@code $$}, {@code $body$}) of a dollar-quoted string at {@code i}, or null ({@code $1} is none). */
    private static String dollarTag(String s, int i) {
        int j = i + 1;
        while (j < s.length() && (Character.isLetterOrDigit(s.charAt(j)) || s.charAt(j) == '_')) {
            j++;
        }
        if (j >= s.length() || s.charAt(j) != '$' || j > i + 1 && Character.isDigit(s.charAt(i + 1))) {
            return null;
        }
        return s.substring(i, j + 1);
    }
}
