package seedgen.format;

import java.util.List;
import java.util.StringJoiner;

/**
 * Rows as multi-row INSERT statements for {@code --out FILE.sql}. String literals escape backslash, quote,
 * NUL, CR, LF and Ctrl-Z with backslashes, which MySQL and MariaDB read that way unless the session has
 * NO_BACKSLASH_ESCAPES: {@link #PROLOGUE} clears that mode for the file and {@link #EPILOGUE} restores it. A binary
 * value (a BINARY(16) uuid) is a hex literal, {@code X'...'}.
 */
public final class SqlEncoder {

    public static final String PROLOGUE = "SET NAMES utf8mb4;\n"
            + "SET @seedgen_sql_mode = @@SESSION.sql_mode;\n"
            + "SET SESSION sql_mode = REPLACE(@@SESSION.sql_mode, 'NO_BACKSLASH_ESCAPES', '');\n";
    public static final String EPILOGUE = "SET SESSION sql_mode = @seedgen_sql_mode;\n";

    private SqlEncoder() {
    }

    /** {@code INSERT INTO t (a, b) VALUES} followed by a newline; identifiers already quoted. */
    public static String insertPrefix(String quotedTable, List<String> quotedColumns) {
        StringJoiner cols = new StringJoiner(", ", "(", ")");
        quotedColumns.forEach(cols::add);
        return "INSERT INTO " + quotedTable + " " + cols + " VALUES\n";
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
