package seedgen.format;

import java.util.List;

/**
 * The one text encoding of rows that both {@code --method load-data} streams to the server and
 * {@code --out FILE.csv} writes: RFC 4180 CSV as LOAD DATA reads it with the clauses MySQL's dialect gives it
 * (dialect/mysql's LoadDataStatement) and PostgreSQL's COPY in CSV format.
 * Numbers are bare; a string is bare unless it holds a comma, a double quote, CR or LF, or reads as the word
 * NULL (which LOAD DATA would take for SQL NULL), in which case it is enclosed in double quotes with inner
 * quotes doubled. There is no escape character, so backslashes, tabs and NUL pass through as themselves. A binary
 * value (a BINARY(16) uuid) is its bytes as bare hex digits, which the LOAD DATA statement turns back into bytes with
 * UNHEX.
 */
public final class CsvEncoder {

    private CsvEncoder() {
    }

    /** Appends one row, values in column order, ending in LF. Values are Long, String, BinaryUuid or Bytes. */
    public static void row(Object[] values, ByteSink out) {
        Values.commaSeparated(values, out, CsvEncoder::field, Values::hex);
        out.ascii('\n');
    }

    /** Appends the header line: the column names, encoded as values. */
    public static void header(List<String> columns, ByteSink out) {
        row(columns.toArray(), out);
    }

    static void field(String s, ByteSink out) {
        if (!nullWord(s) && out.plainAscii(s, ',', '"')) {
            return;
        }
        if (!needsQuotes(s)) {
            out.utf8(s);
            return;
        }
        out.ascii('"');
        int i = 0;
        while (i < s.length()) {
            if (s.charAt(i) == '"') {
                out.ascii('"');
            }
            i = out.utf8At(s, i);
        }
        out.ascii('"');
    }

    /** Whether {@code s} is the word NULL in any case (quoted, so LOAD DATA reads text, not NULL): no case folding. */
    static boolean nullWord(String s) {
        return s.length() == 4 && (s.charAt(0) | 0x20) == 'n' && (s.charAt(1) | 0x20) == 'u'
                && (s.charAt(2) | 0x20) == 'l' && (s.charAt(3) | 0x20) == 'l';
    }

    static boolean needsQuotes(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == ',' || c == '"' || c == '\n' || c == '\r') {
                return true;
            }
        }
        return nullWord(s);
    }
}
