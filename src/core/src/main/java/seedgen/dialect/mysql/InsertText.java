package seedgen.dialect.mysql;

import java.nio.charset.StandardCharsets;
import seedgen.generate.BinaryUuid;

/**
 * The text of a multi-row INSERT, written by seedgen rather than by the driver's binding of each value: rows
 * go straight from the generator into one reused buffer per worker, so the per-value work the driver does for a
 * prepared statement (a bind object per value, a charset look-up, an escape scan, a second copy when it rewrites
 * the batch) is not done at all. Literals read the same whatever the session's sql_mode: a quote is doubled
 * (with or without NO_BACKSLASH_ESCAPES, and single quotes quote strings under ANSI_QUOTES too), and a string
 * holding a backslash or a NUL, which the two modes read differently, goes as a UTF-8 hex literal
 * ({@code _utf8mb4 X'...'}), which no mode reads differently. A binary value (a BINARY(16) uuid) is a hex literal of
 * its bytes, {@code X'...'}.
 */
public final class InsertText {

    /** The most a string adds beyond twice its UTF-8 length: the hex literal's introducer and quotes. */
    static final int LITERAL_OVERHEAD = "_utf8mb4 X''".length();
    /** The length of a binary value's literal. */
    static final int BINARY_LITERAL = "X''".length() + 2 * BinaryUuid.BYTES;
    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private InsertText() {
    }

    /** Appends {@code (v1,'v2',...)}: Longs as decimals, Strings as literals, BinaryUuids and Bytes as hex, null as NULL. */
    public static void appendTuple(StringBuilder out, Object[] values) {
        out.append('(');
        for (int i = 0; i < values.length; i++) {
            if (i > 0) {
                out.append(',');
            }
            Object v = values[i];
            if (v instanceof Long l) {
                out.append(l.longValue());
            } else if (v == null) {
                out.append("NULL");
            } else if (v instanceof BinaryUuid u) {
                out.append("X'");
                appendHex(out, u.high());
                appendHex(out, u.low());
                out.append('\'');
            } else if (v instanceof seedgen.generate.Bytes b) {
                out.append("X'");
                for (byte x : b.value()) {
                    out.append(HEX[(x >> 4) & 0xF]).append(HEX[x & 0xF]);
                }
                out.append('\'');
            } else {
                appendLiteral(out, (String) v);
            }
        }
        out.append(')');
    }

    private static void appendHex(StringBuilder out, long v) {
        for (int shift = 60; shift >= 0; shift -= 4) {
            out.append(HEX[(int) (v >>> shift) & 0xF]);
        }
    }

    /** Appends {@code s} as a string literal that every sql_mode reads as {@code s}. */
    public static void appendLiteral(StringBuilder out, String s) {
        if (s.indexOf('\\') >= 0 || s.indexOf('\0') >= 0) {
            out.append("_utf8mb4 X'");
            for (byte b : s.getBytes(StandardCharsets.UTF_8)) {
                out.append(HEX[(b >> 4) & 0xf]).append(HEX[b & 0xf]);
            }
            out.append('\'');
            return;
        }
        out.append('\'');
        int from = 0;
        for (int i = s.indexOf('\''); i >= 0; i = s.indexOf('\'', i + 1)) {
            out.append(s, from, i + 1).append('\'');
            from = i + 1;
        }
        out.append(s, from, s.length()).append('\'');
    }
}
