package seedgen.feed;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.Writer;
import java.util.List;

/**
 * A feed's text: CSV with a header (RFC 4180 quoting, NULL an empty field) or a JSON array of objects (numbers as
 * numbers, NULL as null, a JSON column's value as that value), one row at a time, for {@link Feed} and
 * {@link AbsentPairs} alike.
 */
final class Lines {

    private final BufferedWriter w;
    private final Feed.Format format;
    private final List<String> names;
    /** The columns whose values are JSON text, written into a JSON feed as they are. */
    private final boolean[] json;
    private final StringBuilder line = new StringBuilder(256);
    private long written;

    /** Writes the header (CSV) or the opening bracket (JSON). */
    Lines(Writer out, Feed.Format format, List<String> names) throws IOException {
        this(out, format, names, new boolean[names.size()]);
    }

    /** As above; {@code json}: the columns whose values are JSON text, which a JSON feed writes as JSON values. */
    Lines(Writer out, Feed.Format format, List<String> names, boolean[] json) throws IOException {
        this.w = out instanceof BufferedWriter b ? b : new BufferedWriter(out, 1 << 16);
        this.format = format;
        this.names = names;
        this.json = json.clone();
        if (format == Feed.Format.CSV) {
            for (int i = 0; i < names.size(); i++) {
                if (i > 0) {
                    line.append(',');
                }
                Feed.csv(line, names.get(i));
            }
            w.append(line).append('\n');
        } else {
            w.write('[');
        }
    }

    void row(Object[] values) throws IOException {
        line.setLength(0);
        if (format == Feed.Format.CSV) {
            for (int i = 0; i < values.length; i++) {
                if (i > 0) {
                    line.append(',');
                }
                if (values[i] != null) {
                    Feed.csv(line, text(values[i]));
                }
            }
            line.append('\n');
        } else {
            line.append(written == 0 ? "\n{" : ",\n{");
            for (int i = 0; i < values.length; i++) {
                if (i > 0) {
                    line.append(',');
                }
                Feed.json(line, names.get(i));
                line.append(':');
                Object v = values[i];
                if (v == null) {
                    line.append("null");
                } else if (v instanceof Long || v instanceof Integer || v instanceof Short) {
                    line.append(v);
                } else if (v instanceof Boolean b) {
                    line.append(b);
                } else if (json[i] && v instanceof String text) {
                    line.append(text);
                } else {
                    Feed.json(line, text(v));
                }
            }
            line.append('}');
        }
        w.append(line);
        written++;
    }

    /** Closes the JSON array and flushes; the rows written. */
    long end() throws IOException {
        if (format == Feed.Format.JSON) {
            w.write("\n]\n");
        }
        w.flush();
        return written;
    }

    private static String text(Object v) {
        if (v instanceof byte[] bytes) {
            StringBuilder hex = new StringBuilder(bytes.length * 2);
            for (byte b : bytes) {
                hex.append(Character.forDigit((b >> 4) & 0xF, 16)).append(Character.forDigit(b & 0xF, 16));
            }
            return hex.toString();
        }
        return v.toString();
    }
}
