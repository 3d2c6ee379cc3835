package seedgen.feed;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import seedgen.generate.Login;
import seedgen.generate.Mix;
import seedgen.generate.ValueGenerator;
import seedgen.model.Column;
import seedgen.model.Dataset;
import seedgen.plan.Plan;

/**
 * Rows of one table of a dataset exactly as a load of the same spec, seed and rows writes them, computed from the
 * spec (nothing read from a database), for a load tool to read: a sample of rows drawn uniformly without repeats
 * (selection sampling: each row in turn taken with the chance that leaves exactly the rows asked, so every set of that
 * many rows is as likely; written in the table's order, which a child table computes fastest), or a range of rows,
 * in CSV with a header or in JSON; of all the table's rows, or ({@link #where}) of those referred to by so many rows of
 * another table. A bcrypt column is written as the plaintext its hash was made
 * from: what a login sends.
 */
public final class Feed {

    public enum Format {
        CSV, JSON
    }

    private final Dataset.Table table;
    private final List<String> names;
    private final ValueGenerator[] values;
    /** The rows to write from (all of them when null), and how many they are; the wheres they match. */
    private final java.util.function.LongPredicate keep;
    private final long matching;
    private final List<Where> where;

    private Feed(Dataset.Table table, List<String> names, ValueGenerator[] values,
            java.util.function.LongPredicate keep, long matching, List<Where> where) {
        this.table = table;
        this.names = names;
        this.values = values;
        this.keep = keep;
        this.matching = matching;
        this.where = List.copyOf(where);
    }

    /** {@code columns}: the table's columns to write, in this order (all of them when empty). */
    public Feed(Plan.Table planned, List<String> columns) {
        Dataset.Table table = Dataset.Table.of(planned);
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
        this.keep = null;
        this.matching = table.rows();
        this.where = List.of();
    }

    public List<String> columns() {
        return names;
    }

    /**
     * Which of the columns written hold JSON (MySQL's JSON, PostgreSQL's json and jsonb: what gen json makes, or a
     * column a spec types so): a JSON feed writes their values as JSON values, not as strings that hold JSON.
     */
    private boolean[] jsonColumns() {
        boolean[] json = new boolean[names.size()];
        for (int i = 0; i < json.length; i++) {
            String name = names.get(i);
            json[i] = table.spec().columns().stream().filter(c -> c.name().equals(name)).findFirst()
                    .map(c -> c.type().sql() != null && c.type().sql().strip().matches("(?i)jsonb?")).orElse(false);
        }
        return json;
    }

    /**
     * Writes {@code count} rows: a sample of the table's rows (of those that match, after {@link #where}), uniform and
     * without repeats, chosen by the seed ({@code sample}); or rows {@code first} to {@code first + count - 1} in
     * order (those of them that match). Returns the rows written.
     */
    public long write(Writer out, Format format, long count, boolean sample, long first, long seed) throws IOException {
        Lines lines = new Lines(out, format, names, jsonColumns());
        Object[] row = new Object[values.length];
        each(count, sample, first, seed, (k, r) -> {
            for (int i = 0; i < values.length; i++) {
                row[i] = values[i].valueFor(r);
            }
            lines.row(row);
        });
        return lines.end();
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

    /** Rows {@code first} to {@code last} of the table (from 1), in order: those that match, after {@link #where}. */
    public List<Map<String, Object>> range(long first, long last) {
        return rows(Math.toIntExact(last - first + 1), false, first, 0);
    }

    /**
     * This feed of only the rows that match every one of {@code where} (AND): rows of this table referred to by as many
     * rows of another table of {@code dataset} (the dataset this table is of) as each asks. The counts are made here,
     * once: from the parent index where the other table is owned per row of this one, else in one pass over the other
     * table's rows (an int a row of this table). Refused (IllegalArgumentException, a line saying why) where a table or
     * column does not refer to this table.
     */
    public Feed where(Plan plan, List<Where> where) {
        Dataset dataset = Dataset.of(plan);
        if (where.isEmpty()) {
            return this;
        }
        java.util.function.LongPredicate all = null;
        for (Where w : where) {
            java.util.function.LongUnaryOperator counts = ReferringCounts.of(dataset, table, w);
            long min = w.min();
            long max = w.max();
            java.util.function.LongPredicate one = row -> {
                long n = counts.applyAsLong(row);
                return n >= min && n <= max;
            };
            java.util.function.LongPredicate before = all;
            all = before == null ? one : row -> before.test(row) && one.test(row);
        }
        java.util.function.LongPredicate before = keep;
        java.util.function.LongPredicate these = all;
        java.util.function.LongPredicate both = before == null ? these : row -> before.test(row) && these.test(row);
        long matching = 0;
        for (long row = 1; row <= table.rows(); row++) {
            if (both.test(row)) {
                matching++;
            }
        }
        List<Where> joined = new ArrayList<>(this.where);
        joined.addAll(where);
        return new Feed(table, names, values, both, matching, joined);
    }

    /** The rows of the table that match {@link #where} (all of them without one). */
    public long matching() {
        return matching;
    }

    /**
     * Rows of this feed's table referred to by between {@code min} and {@code max} rows of {@code table} (both
     * included): through its {@code column} when given, else through the one column of {@code table} that refers to
     * the fed table (a table with two, as follows has follower_id and followee_id, needs the column named).
     */
    public record Where(String table, String column, long min, long max) {

        public Where {
            if (table == null || table.isBlank()) {
                throw new IllegalArgumentException("a where needs a table");
            }
            if (column != null && column.isBlank()) {
                throw new IllegalArgumentException("a where's column is a name or null");
            }
            if (min < 0 || max < min) {
                throw new IllegalArgumentException("bounds " + min + ".." + max + ": give 0 <= A <= B");
            }
        }

        private static final java.util.regex.Pattern TEXT = java.util.regex.Pattern.compile(
                "([^.:\\s]+)(?:\\.([^.:\\s]+))?:(?:(\\d+)|(\\d*)\\.\\.(\\d*))");

        /**
         * {@code TABLE[.COLUMN]:BOUNDS}, BOUNDS {@code A..B}, {@code A..} (at least A), {@code ..B} (at most B) or
         * {@code N} (exactly N): {@code posts:90..110}, {@code likes:1001..}, {@code follows.followee_id:1000..}.
         */
        public static Where parse(String text) {
            java.util.regex.Matcher m = TEXT.matcher(text.strip());
            if (!m.matches() || m.group(3) == null && m.group(4).isEmpty() && m.group(5).isEmpty()) {
                throw new IllegalArgumentException(text + ": give TABLE[.COLUMN]:BOUNDS, BOUNDS as A..B, A.., ..B or N "
                        + "(e.g. posts:90..110, follows.followee_id:1000..)");
            }
            try {
                long min = m.group(3) != null ? Long.parseLong(m.group(3))
                        : m.group(4).isEmpty() ? 0 : Long.parseLong(m.group(4));
                long max = m.group(3) != null ? min
                        : m.group(5).isEmpty() ? Long.MAX_VALUE : Long.parseLong(m.group(5));
                if (max < min) {
                    throw new IllegalArgumentException(text + ": the bounds go from low to high (A..B with A <= B)");
                }
                return new Where(m.group(1), m.group(2), min, max);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(text + ": a bound is too large");
            }
        }

        @Override
        public String toString() {
            String bounds = min == max ? Long.toString(min)
                    : (min == 0 ? "" : Long.toString(min)) + ".." + (max == Long.MAX_VALUE ? "" : Long.toString(max));
            return table + (column == null ? "" : "." + column) + ":" + bounds;
        }
    }

    /** One row the feed takes: {@code k} counts from 0, {@code row} is the table's row, from 1. */
    private interface RowTaken {
        void take(long k, long row) throws IOException;
    }

    /**
     * The rows of a sample (Knuth's selection sampling over the rows that match, each in turn taken with the chance
     * that leaves exactly the rows asked) or of a range (those of its rows that match), in the table's order.
     */
    private void each(long count, boolean sample, long first, long seed, RowTaken taken) throws IOException {
        long n = table.rows();
        if (count < 0 || (sample ? count > matching : first < 1 || first - 1 + count > n)) {
            throw new IllegalArgumentException(sample && keep != null
                    ? String.format(Locale.ROOT, "%,d rows of table %s match %s: a sample of %,d rows is more than "
                            + "that", matching, table.name(), whereText(), count)
                    : String.format(Locale.ROOT, "table %s has %,d rows: %s", table.name(), n,
                            sample ? "a sample of " + count + " rows is more than it holds"
                                    : "rows " + first + " to " + (first - 1 + count) + " are not all in it"));
        }
        if (sample) {
            long row = 0;
            long j = 0; // the rows that match so far, the last of them row
            for (long k = 0; k < count; k++) {
                do {
                    row = next(row);
                    j++;
                } while (Mix.unit(seed ^ 0xFEEDL, j, 0x5EED) * (matching - j + 1) >= count - k);
                taken.take(k, row);
            }
            return;
        }
        long k = 0;
        for (long row = first, last = first - 1 + count; row <= last; row++) {
            if (keep == null || keep.test(row)) {
                taken.take(k++, row);
            }
        }
    }

    /** The next row after {@code row} that matches. */
    private long next(long row) {
        row++;
        if (keep != null) {
            while (!keep.test(row)) {
                row++;
            }
        }
        return row;
    }

    private String whereText() {
        return String.join(" and ", where.stream().map(Where::toString).toList());
    }

    /** RFC 4180: quoted where it holds a comma, a quote or a line break (or starts or ends with a space). */
    public static void csv(StringBuilder out, String s) {
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
