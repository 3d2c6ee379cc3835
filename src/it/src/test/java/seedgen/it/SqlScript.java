package seedgen.it;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An SQL script split into the statements a server's own client would send, its text left as it ships. MySQL and
 * MariaDB scripts follow the mysql client: {@code DELIMITER} lines, comments by {@code --}, {@code #} and
 * {@code /* *}{@code /} (a {@code /*!} comment is code the server runs, so it counts as a statement's text), quotes by
 * {@code '}, {@code "} and {@code `} with backslash escapes. PostgreSQL scripts follow psql: dollar-quoted bodies
 * ({@code $$ ... $$}, {@code $func$ ... $func$}), comments by {@code --} and nested {@code /* *}{@code /}, quotes by
 * {@code '} and {@code "}, and backslash escapes only in an {@code E'...'} string.
 *
 * <p>Each statement says whether it writes rows (INSERT, REPLACE, UPDATE, DELETE first): an application's script
 * often ships rows beside its tables (a schema version, properties), and a caller runs the tables alone or both.
 * A PostgreSQL {@code COPY ... FROM stdin} statement carries the data lines that follow it, up to psql's {@code \.}
 * line, as {@link Statement#copyData}: the caller sends them with the server's COPY protocol. Not handled, since no
 * script read here has them: psql's other backslash commands.
 */
final class SqlScript {

    enum Dialect { MYSQL, POSTGRESQL }

    /**
     * One statement's text, without its delimiter; {@code rows} when it writes rows rather than making things;
     * {@code copyData} the lines a {@code COPY ... FROM stdin} reads (null for any other statement).
     */
    record Statement(String sql, boolean rows, String copyData) {
        Statement(String sql, boolean rows) {
            this(sql, rows, null);
        }
    }

    private static final Pattern COPY_STDIN = Pattern.compile("(?is)COPY\\s.*\\sFROM\\s+stdin\\b.*");

    private static final Pattern DELIMITER = Pattern.compile("(?i)DELIMITER[ \\t]+(\\S+)[ \\t]*");
    private static final Pattern FIRST_WORD = Pattern.compile("[A-Za-z]+");
    private static final Pattern DOLLAR_TAG = Pattern.compile("\\$([A-Za-z_][A-Za-z_0-9]*)?\\$");
    private static final List<String> ROW_WRITERS = List.of("INSERT", "REPLACE", "UPDATE", "DELETE");

    private final String text;
    private final Dialect dialect;
    private final List<Statement> out = new ArrayList<>();
    private String delimiter = ";";
    private int at;
    private int start;
    /**
     * Parentheses open in the statement: psql ends no statement at a semicolon inside them (a rule's {@code DO
     * INSTEAD (INSERT ...; UPDATE ...)}); the mysql client keeps no count.
     */
    private int depth;
    /** Whether the statement begun at {@code start} holds anything but blanks and comments yet. */
    private boolean code;
    /** The statement's text so far with its comments blanked out: what its first word is read from. */
    private final StringBuilder bare = new StringBuilder();

    private SqlScript(String text, Dialect dialect) {
        this.text = text;
        this.dialect = dialect;
    }

    static List<Statement> split(String text, Dialect dialect) {
        SqlScript script = new SqlScript(text, dialect);
        script.run();
        return List.copyOf(script.out);
    }

    private void run() {
        while (at < text.length()) {
            if (!code && atLineStart() && dialect == Dialect.MYSQL && delimiterCommand()) {
                continue;
            }
            if (text.startsWith(delimiter, at) && depth == 0) {
                end(at);
                at += delimiter.length();
                start = at;
                copyData();
                continue;
            }
            char c = text.charAt(at);
            if (lineComment(c)) {
                at = lineEnd();
            } else if (c == '/' && text.startsWith("/*", at) && !(dialect == Dialect.MYSQL
                    && text.startsWith("/*!", at))) {
                at = commentEnd();
            } else if (c == '\'' || c == '"' || c == '`' && dialect == Dialect.MYSQL) {
                mark(quoteEnd(c));
            } else if (c == '$' && dialect == Dialect.POSTGRESQL && dollarQuote()) {
                continue;
            } else {
                if (dialect == Dialect.POSTGRESQL && (c == '(' || c == ')')) {
                    depth = Math.max(0, depth + (c == '(' ? 1 : -1));
                }
                mark(at + 1);
            }
        }
        end(text.length());
    }

    /** The text from {@code at} to {@code to} is code: kept for the statement's first word. */
    private void mark(int to) {
        if (!Character.isWhitespace(text.charAt(at))) {
            code = true;
        }
        bare.append(text, at, to);
        at = to;
    }

    private void end(int to) {
        if (code) {
            Matcher first = FIRST_WORD.matcher(bare);
            boolean rows = first.find() && ROW_WRITERS.contains(first.group().toUpperCase(Locale.ROOT));
            out.add(new Statement(text.substring(start, to).strip(), rows));
        }
        code = false;
        depth = 0;
        bare.setLength(0);
    }

    /** After a {@code COPY ... FROM stdin;}: the lines up to {@code \.}, given to the statement, and skipped. */
    private void copyData() {
        if (dialect != Dialect.POSTGRESQL || out.isEmpty() || out.get(out.size() - 1).copyData() != null
                || !COPY_STDIN.matcher(out.get(out.size() - 1).sql().replaceAll("(?m)^\\s*--.*$", "").strip())
                .matches()) {
            return;
        }
        int from = lineEnd() < text.length() ? lineEnd() + 1 : text.length(); // the rest of the COPY's line
        int end = text.indexOf("\n\\.", from - 1);
        if (end < 0) {
            throw new IllegalArgumentException("a COPY FROM stdin without its \\. line: " + out.get(out.size() - 1));
        }
        Statement copy = out.remove(out.size() - 1);
        out.add(new Statement(copy.sql(), true, text.substring(from, end + 1)));
        at = lineEnd(end + 1);
        start = at;
    }

    private boolean atLineStart() {
        int i = at - 1;
        while (i >= 0 && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
            i--;
        }
        return i < 0 || text.charAt(i) == '\n' || text.charAt(i) == '\r';
    }

    /** The mysql client's {@code DELIMITER x} line: a command of the client, never sent to the server. */
    private boolean delimiterCommand() {
        int end = lineEnd();
        Matcher m = DELIMITER.matcher(text.substring(at, end).stripTrailing());
        if (!m.matches()) {
            return false;
        }
        delimiter = m.group(1);
        at = end;
        start = at;
        bare.setLength(0);
        return true;
    }

    private boolean lineComment(char c) {
        if (c == '#') {
            return dialect == Dialect.MYSQL;
        }
        if (c != '-' || !text.startsWith("--", at)) {
            return false;
        }
        // MySQL's "--" starts a comment only when a blank or the line's end follows: "1--1" is arithmetic
        return dialect == Dialect.POSTGRESQL || at + 2 >= text.length() || Character.isWhitespace(text.charAt(at + 2));
    }

    private int lineEnd() {
        return lineEnd(at);
    }

    private int lineEnd(int from) {
        int nl = text.indexOf('\n', from);
        return nl < 0 ? text.length() : nl;
    }

    /** Past a comment; PostgreSQL's nest, MySQL's end at the first close. */
    private int commentEnd() {
        int depth = 0;
        int i = at;
        while (i < text.length()) {
            if (text.startsWith("/*", i)) {
                depth++;
                i += 2;
                if (dialect == Dialect.MYSQL && depth > 1) {
                    depth = 1;
                }
            } else if (text.startsWith("*/", i)) {
                depth--;
                i += 2;
                if (depth == 0) {
                    return i;
                }
            } else {
                i++;
            }
        }
        throw new IllegalArgumentException("a comment opened at offset " + at + " is never closed");
    }

    /** Past the quoted text that opens at {@code at}: a doubled quote stays inside, as may a backslashed one. */
    private int quoteEnd(char quote) {
        boolean backslash = dialect == Dialect.MYSQL && quote != '`' || dialect == Dialect.POSTGRESQL && quote == '\''
                && at > 0 && Character.toUpperCase(text.charAt(at - 1)) == 'E' && (at < 2
                || !Character.isLetterOrDigit(text.charAt(at - 2)) && text.charAt(at - 2) != '_');
        int i = at + 1;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (backslash && c == '\\') {
                i += 2;
            } else if (c == quote && i + 1 < text.length() && text.charAt(i + 1) == quote) {
                i += 2;
            } else if (c == quote) {
                return i + 1;
            } else {
                i++;
            }
        }
        throw new IllegalArgumentException("a quote " + quote + " opened at offset " + at + " is never closed");
    }

    /** A dollar-quoted body ({@code $$...$$}, {@code $tag$...$tag$}), not a parameter such as {@code $1}. */
    private boolean dollarQuote() {
        if (at > 0 && (Character.isLetterOrDigit(text.charAt(at - 1)) || text.charAt(at - 1) == '_')) {
            return false;
        }
        Matcher tag = DOLLAR_TAG.matcher(text).region(at, text.length());
        if (!tag.lookingAt()) {
            return false;
        }
        int close = text.indexOf(tag.group(), tag.end());
        if (close < 0) {
            throw new IllegalArgumentException("a body " + tag.group() + " opened at offset " + at
                    + " is never closed");
        }
        mark(close + tag.group().length());
        return true;
    }
}
