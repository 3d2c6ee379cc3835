package seedgen.feed;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import seedgen.generate.Column;
import seedgen.generate.Login;
import seedgen.generate.Mix;
import seedgen.generate.ValueGenerator;
import seedgen.spec.Dataset;

/**
 * Rows of one table of a dataset exactly as a load of the same spec, seed and rows writes them, computed from the
 * spec (nothing read from a database), for a load tool to read: a sample of rows drawn uniformly without repeats
 * (selection sampling: each row in turn taken with the chance that leaves exactly the rows asked, so every set of that
 * many rows is as likely; written in the table's order, which a child table computes fastest), or a range of rows,
 * in CSV with a header or in JSON. A bcrypt column is written as the plaintext its hash was made
 * from: what a login sends.
 */
public final class Feed {

    public enum Format {
        CSV, JSON
    }

    private final Dataset.Table table;
    private final List<String> names;
    private final ValueGenerator[] values;

    /** {@code columns}: the table's columns to write, in this order (all of them when empty). */
    public Feed(Dataset.Table table, List<String> columns) {
        this.table = table;
        List<Column> all = table.spec().columns();
        this.names = columns.isEmpty() ? all.stream().map(Column::name).toList() : List.copyOf(columns);
        this.values = new ValueGenerator[names.size()];
        for (int i = 0; i < names.size(); i++) {
            String name = names.get(i);
            Column c = all.stream().filter(col -> col.name().equals(name)).findFirst().orElse(null);
            if (c == null) {
                throw new IllegalArgumentException("table " + table.name() + " has no column " + name + " (its columns: "
                        + String.join(", ", all.stream().map(Column::name).toList()) + ")");
            }
            values[i] = c.generator() instanceof Login login ? row -> login.plaintext() : c.generator();
        }
    }

    public List<String> columns() {
        return names;
    }

    /**
     * Writes {@code count} rows: a sample of the table's rows, uniform and without repeats, chosen by the seed
     * ({@code sample}), or rows {@code first}, {@code first + 1}, ... in order.
     */
    public long write(Writer out, Format format, long count, boolean sample, long first, long seed) throws IOException {
        BufferedWriter w = out instanceof BufferedWriter b ? b : new BufferedWriter(out, 1 << 16);
        StringBuilder line = new StringBuilder(256);
        if (format == Format.CSV) {
            for (int i = 0; i < names.size(); i++) {
                if (i > 0) {
                    line.append(',');
                }
                csv(line, names.get(i));
            }
            w.append(line).append('\n');
        } else {
            w.write('[');
        }
        each(count, sample, first, seed, (k, row) -> {
            line.setLength(0);
            if (format == Format.CSV) {
                for (int i = 0; i < values.length; i++) {
                    if (i > 0) {
                        line.append(',');
                    }
                    Object v = values[i].valueFor(row);
                    if (v != null) {
                        csv(line, text(v));
                    }
                }
                line.append('\n');
            } else {
                line.append(k == 0 ? "\n{" : ",\n{");
                for (int i = 0; i < values.length; i++) {
                    if (i > 0) {
                        line.append(',');
                    }
                    json(line, names.get(i));
                    line.append(':');
                    Object v = values[i].valueFor(row);
                    if (v == null) {
                        line.append("null");
                    } else if (v instanceof Long || v instanceof Integer || v instanceof Short) {
                        line.append(v);
                    } else if (v instanceof Boolean b) {
                        line.append(b);
                    } else {
                        json(line, text(v));
                    }
                }
                line.append('}');
            }
            w.append(line);
        });
        if (format == Format.JSON) {
            w.write("\n]\n");
        }
        w.flush();
        return count;
    }

    /**
     * The same rows as {@link #write} picks, in memory: each a map from column to the value the load wrote (a
     * bcrypt column's plaintext instead of its hash), for a test to use directly.
     */
    public List<Map<String, Object>> rows(int count, boolean sample, long first, long seed) {
        List<Map<String, Object>> out = new ArrayList<>(count);
        try {
            each(count, sample, first, seed, (k, row) -> {
                Map<String, Object> r = new LinkedHashMap<>();
                for (int i = 0; i < values.length; i++) {
                    r.put(names.get(i), values[i].valueFor(row));
                }
                out.add(Collections.unmodifiableMap(r));
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Collections.unmodifiableList(out);
    }

    /** A uniform sample of {@code count} rows without repeats, chosen by {@code seed}, in the table's order. */
    public List<Map<String, Object>> sample(int count, long seed) {
        return rows(count, true, 1, seed);
    }

    /** Rows {@code first} to {@code last} of the table (from 1), in order. */
    public List<Map<String, Object>> range(long first, long last) {
        return rows(Math.toIntExact(last - first + 1), false, first, 0);
    }

    /** One row the feed takes: {@code k} counts from 0, {@code row} is the table's row, from 1. */
    private interface RowTaken {
        void take(long k, long row) throws IOException;
    }

    /** The rows of a sample (Knuth's selection sampling) or of a range, in the table's order. */
    private void each(long count, boolean sample, long first, long seed, RowTaken taken) throws IOException {
        long n = table.rows();
        if (count < 0 || (sample ? count > n : first < 1 || first - 1 + count > n)) {
            throw new IllegalArgumentException(String.format(Locale.ROOT, "table %s has %,d rows: %s", table.name(), n,
                    sample ? "a sample of " + count + " rows is more than it holds"
                            : "rows " + first + " to " + (first - 1 + count) + " are not all in it"));
        }
        long row = sample ? 0 : first - 1;
        for (long k = 0; k < count; k++) {
            row++;
            if (sample) {
                // Knuth's selection sampling: row r taken with chance (still to take) / (rows left from r)
                while (Mix.unit(seed ^ 0xFEEDL, row, 0x5EED) * (n - row + 1) >= count - k) {
                    row++;
                }
            }
            taken.take(k, row);
        }
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

    /** RFC 4180: quoted where it holds a comma, a quote or a line break (or starts or ends with a space). */
    static void csv(StringBuilder out, String s) {
        boolean quote = s.isEmpty() || s.charAt(0) == ' ' || s.charAt(s.length() - 1) == ' ';
        for (int i = 0; i < s.length() && !quote; i++) {
            char ch = s.charAt(i);
            quote = ch == ',' || ch == '"' || ch == '\n' || ch == '\r';
        }
        if (!quote) {
            out.append(s);
            return;
        }
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (ch == '"') {
                out.append('"');
            }
            out.append(ch);
        }
        out.append('"');
    }

    static void json(StringBuilder out, String s) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            switch (ch) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (ch < 0x20 || ch == '\u2028' || ch == '\u2029') {
                        out.append(String.format("\\u%04x", (int) ch));
                    } else {
                        out.append(ch);
                    }
                }
            }
        }
        out.append('"');
    }
}
