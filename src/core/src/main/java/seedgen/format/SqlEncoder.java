package seedgen.format;


/**
 * Rows as multi-row INSERT statements for {@code --out FILE.sql}. String literals escape backslash, quote,
 * NUL, CR, LF and Ctrl-Z with backslashes, which MySQL and MariaDB read that way unless the session has
 * NO_BACKSLASH_ESCAPES: the file's first and last lines ({@code Dialect.sqlFilePrologue} and
 * {@code sqlFileEpilogue}) clear that mode and put it back. A binary value (a BINARY(16) uuid) is a hex literal,
 * {@code X'...'}.
 */
public final class SqlEncoder {

    private SqlEncoder() {
    }

    /** Appends {@code (v1, 'v2', ...)} without separator or terminator. */
    public static void tuple(Object[] values, ByteSink out) {
        out.ascii('(');
        Values.commaSeparated(values, out, SqlEncoder::literal, SqlEncoder::hexLiteral);
        out.ascii(')');
    }

    static void hexLiteral(Object binary, ByteSink out) {
        out.ascii("X'");
        Values.hex(binary, out);
        out.ascii('\'');
    }

    static void literal(String s, ByteSink out) {
        out.ascii('\'');
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            switch (c) {
                case '\\' -> out.ascii("\\\\");
                case '\'' -> out.ascii("\\'");
                case '\0' -> out.ascii("\\0");
                case '\n' -> out.ascii("\\n");
                case '\r' -> out.ascii("\\r");
                case '\u001A' -> out.ascii("\\Z");
                default -> {
                    i = out.utf8At(s, i);
                    continue;
                }
            }
            i++;
        }
        out.ascii('\'');
    }
}
