package seedgen.fromdb;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import seedgen.catalog.Catalog;
import seedgen.dialect.Dialect;
import seedgen.model.Dataset;
import seedgen.model.TableSpec;
import seedgen.spec.DatasetCompiler;
import seedgen.spec.SpecReader;

/**
 * What seedgen cannot read, the server judges: for a CHECK constraint on one column that {@link Checks} does not
 * follow ({@code name = lower(name)}, {@code char_length(code) = 8}, {@code slug ~ '^[a-z0-9-]+$'}), candidate
 * generators are tried in turn (the guess from the column's name, lowercase words, a code in either case and of each
 * length the check names, small numbers) and the first whose sampled values the server finds none to break the
 * check with is kept: the check's own expression, asked of the values in a query, by the server that enforces it.
 * A check over several columns, or one no candidate passes, leaves the table out as before, with the check named.
 */
public final class ServerJudge {

    /** Values sampled from each candidate, spread over the table's rows. */
    static final int SAMPLE = 1_000;

    private static final Pattern LENGTH = Pattern.compile("(?i)\\b(char_length|character_length|length|octet_length)"
            + "\\s*\\(");
    private static final Pattern NUMBER = Pattern.compile("(?<![\\w.])(\\d{1,3})(?![\\w.])");

    private ServerJudge() {
    }

    /**
     * The generator kept for a column, and the checks it was judged against; {@code keyGen}, the first candidate
     * that can be unique (a code) the server found to keep them too, or null: what a member of a key is made of.
     */
    public record Judged(Gen gen, List<String> checks, int sampled, Gen keyGen) {
        public Judged {
            checks = List.copyOf(checks);
        }

        public Judged(Gen gen, List<String> checks, int sampled) {
            this(gen, checks, sampled, null);
        }
    }

    /** Per table, per column, the generator the server judged to keep that column's checks; none where none did. */
    public static Map<String, Map<String, Judged>> judge(Connection c, Dialect sql, Catalog catalog, long rows)
            throws SQLException {
        Map<String, Map<String, Judged>> out = new LinkedHashMap<>();
        for (Catalog.Table t : catalog.tables()) {
            Map<String, List<String>> byColumn = new LinkedHashMap<>();
            for (CheckClauses.Clause read : CheckClauses.parse(t).clauses()) {
                if (read.evaluable()) {
                    continue; // seedgen evaluates it on every row: the fill keeps it by redraws
                }
                String clause = read.text();
                List<Catalog.Column> named = read.expr() != null ? read.columns().stream().map(t::column)
                        .filter(java.util.Objects::nonNull).toList()
                        : t.columns().stream().filter(col -> names(clause, col.name())).toList();
                if (named.size() == 1) {
                    byColumn.computeIfAbsent(named.get(0).name(), k -> new ArrayList<>()).add(clause);
                }
            }
            for (Map.Entry<String, List<String>> e : byColumn.entrySet()) {
                Catalog.Column col = t.column(e.getKey());
                if (t.foreignKeys().stream().anyMatch(f -> f.columns().stream().anyMatch(col.name()::equalsIgnoreCase))) {
                    continue; // a reference's values are its parent's
                }
                Gen kept = null;
                Gen keyGen = null;
                int sampled = 0;
                for (Gen gen : candidates(t, col, e.getValue(), rows)) {
                    boolean unique = UniqueKeys.isCode(gen);
                    if (kept != null && (keyGen != null || !unique)) {
                        continue;
                    }
                    List<Object> sample = sample(t, col, gen, rows);
                    if (sample != null && !sample.isEmpty() && breaks(c, sql, col, e.getValue(), sample) == 0) {
                        if (kept == null) {
                            kept = gen;
                            sampled = sample.size();
                        }
                        keyGen = unique && keyGen == null ? gen : keyGen;
                    }
                }
                if (kept != null) {
                    out.computeIfAbsent(t.name(), k -> new LinkedHashMap<>()).put(col.name(),
                            new Judged(kept, e.getValue(), sampled, keyGen));
                }
            }
        }
        return out;
    }

    /** Whether {@code clause} names the column (as a word, quoted or not, in any case). */
    static boolean names(String clause, String column) {
        return Pattern.compile("(?i)(?<![\\w$])[`\"]?" + Pattern.quote(column) + "[`\"]?(?![\\w$])").matcher(clause)
                .find();
    }

    /** The generators to try for {@code col}, in order: its guess first. */
    static List<Gen> candidates(Catalog.Table t, Catalog.Column col, List<String> clauses, long rows) {
        List<Gen> out = new ArrayList<>();
        boolean key = t.isKey(List.of(col.name()));
        try {
            out.add(ColumnRules.alone(t, col, key && t.primaryKey().size() == 1, key, null, rows));
        } catch (RuntimeException e) {
            // no guess for this column: the other candidates still
        }
        if (ColumnRules.isText(col)) {
            long length = col.length() == null ? 64 : col.length();
            List<Long> lengths = new ArrayList<>();
            for (String clause : clauses) {
                if (!LENGTH.matcher(clause).find()) {
                    continue; // numbers of a pattern ([0-9]) are no lengths
                }
                var m = NUMBER.matcher(clause);
                while (m.find()) {
                    long n = Long.parseLong(m.group(1));
                    if (n >= 1 && n <= Math.min(12, length) && !lengths.contains(n)) {
                        lengths.add(n);
                    }
                }
            }
            if (!key && length >= 12) {
                out.add(Gen.of("lorem").with("words", "1.." + Math.max(1, Math.min(4, length / 12))));
            }
            long plain = Math.min(12, length);
            for (long n : lengths.isEmpty() ? List.of(plain) : lengths) {
                out.add(UniqueKeys.code(n).with("case", "lower"));
                out.add(UniqueKeys.code(n));
            }
        } else if (ColumnRules.isInteger(col) && !key) {
            out.add(Gen.of("int").with("min", 1).with("max", 100));
            out.add(Gen.of("int").with("min", 0).with("max", 9));
        }
        return out;
    }

    /** {@code gen}'s values for {@code col}, spread over the rows; null where the generator does not stand alone. */
    private static List<Object> sample(Catalog.Table t, Catalog.Column col, Gen gen, long rows) {
        String text = "seedgen: 1\ntables:\n  t:\n    rows: " + Math.max(rows, SAMPLE) + "\n    columns:\n      c: {"
                + gen.render() + ", type: " + YamlText.quote(col.type()) + "}\n    primary_key: []\n";
        Dataset d;
        try {
            d = DatasetCompiler.compile(SpecReader.read(t.name() + "." + col.name(), text, Map.of()), 1, null);
        } catch (RuntimeException e) {
            return null; // it names another column (after:, at_least:), or does not fit the type
        }
        TableSpec spec = d.table("t").spec();
        long n = d.table("t").rows();
        List<Object> out = new ArrayList<>();
        for (int i = 0; i < SAMPLE; i++) {
            Object v = spec.row(1 + i * n / SAMPLE)[0];
            if (v != null) {
                out.add(v instanceof String || v instanceof Long ? v : v.toString());
            }
        }
        return out;
    }

    /** How many of {@code values} the server finds to break {@code clauses}, the column's CHECKs; -1 if it cannot say. */
    static long breaks(Connection c, Dialect sql, Catalog.Column col, List<String> clauses, List<Object> values) {
        String query = sql.countBreaking(sql.quote(col.name()), col.type(), values.size(), clauses);
        try (PreparedStatement ps = c.prepareStatement(query)) {
            for (int i = 0; i < values.size(); i++) {
                Object v = values.get(i);
                ps.setObject(i + 1, v instanceof Long ? v : v.toString());
            }
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        } catch (SQLException e) {
            rollbackQuietly(c);
            return -1; // the expression needs what a lone column cannot give (another table, a function of ours)
        }
    }

    private static void rollbackQuietly(Connection c) {
        try {
            if (!c.getAutoCommit()) {
                c.rollback();
            }
        } catch (SQLException ignored) {
            // the next query says what is wrong
        }
    }
}
