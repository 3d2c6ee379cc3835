package seedgen.load;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import seedgen.connect.Target;
import seedgen.dialect.Dialect;
import seedgen.error.SeedgenException;
import seedgen.generate.Login;
import seedgen.model.Column;
import seedgen.model.ColumnType;
import seedgen.model.Dataset;
import seedgen.model.TableSpec;
import seedgen.runs.RunRecords;

/**
 * What a --resume finds that it cannot simply continue: a recorded run made from other options (each difference
 * named), a run of seedgen 0.1, or nothing recorded at all. A finished run deletes its record, so with nothing
 * recorded the tables are the evidence: each must hold exactly the rows asked, and its first, middle and last rows
 * must be what this seed and spec generate, column by column; then there is nothing to resume. Otherwise the resume is
 * refused naming the option that differs, as a resume with a record is.
 */
final class Resumes {

    private static final Pattern BCRYPT_COST = Pattern.compile("^\\$2[abxy]?\\$(\\d\\d)\\$");

    private final Dialect sql;

    Resumes(Dialect sql) {
        this.sql = sql;
    }

    /** What differs between the recorded run and the one asked for, for the user. */
    static String differences(RunRecords.Run run, Start asked) {
        List<String> d = new ArrayList<>();
        if (run.seed() != null && run.seed() != asked.seed()) {
            d.add("--seed " + asked.seed() + " (the interrupted run used " + run.seed() + ")");
        }
        if (run.rows() != null && !run.rows().equals(asked.rowsAsked())) {
            d.add("--rows " + (asked.rowsAsked() == null ? "as the spec gives them" : asked.rowsAsked())
                    + " (the interrupted run used " + run.rows() + ")");
        }
        return d.isEmpty() ? "it was made from another " + asked.madeFrom() + ", --seed or --rows"
                : String.join("; ", d) + " differ from it";
    }

    /**
     * Refuses to take over a run of seedgen 0.1 that is not the one asked for, naming what differs, or one of a version
     * before the checkpoint.
     */
    static void checkLegacy(RunRecords.LegacyRun old, Dataset.Table table, Start asked, String qualified) {
        if (old.batchSize() == 0) {
            throw SeedgenException.targetUnusable("the run recorded for " + qualified + " was started by an earlier "
                    + "seedgen, which kept a row per batch: finish it with that version, or start over with "
                    + "--truncate", null);
        }
        List<String> d = new ArrayList<>();
        if (old.seed() != asked.seed()) {
            d.add("--seed " + asked.seed() + " (the interrupted run used " + old.seed() + ")");
        }
        long rows = table.rows() + old.firstId() - 1;
        if (old.firstId() + old.rows() - 1 != rows) {
            d.add("--rows " + (rows - old.firstId() + 1) + " (the interrupted run used " + old.rows() + ")");
        }
        if (!old.columns().equals(legacyColumns(table.spec()))) {
            d.add("the table's columns (the table spec changed since the interrupted run)");
        }
        if (!old.login().equals(legacyLogin(table.spec()))) {
            d.add("--password-plain or --bcrypt-cost (the generated password hash differs)");
        }
        if (!d.isEmpty()) {
            throw SeedgenException.targetUnusable("cannot resume the run recorded for " + qualified + ": "
                    + String.join("; ", d) + " differ from it: resume with the interrupted run's options, or start "
                    + "over with --truncate", null);
        }
    }

    /** The fingerprint of a table's columns as seedgen 0.1 recorded it. */
    static String legacyColumns(TableSpec spec) {
        StringBuilder columns = new StringBuilder();
        spec.columns().forEach(c -> columns.append(c.name()).append(' ').append(c.type().ddl()).append(';'));
        columns.append("unique:").append(String.join(",", spec.uniqueColumns()));
        return RunRecords.fingerprint(columns.toString());
    }

    /** The fingerprint of a table's login hash as seedgen 0.1 recorded it ("" when the table has none). */
    static String legacyLogin(TableSpec spec) {
        for (Column c : spec.columns()) {
            if (c.generator() instanceof Login login) {
                return RunRecords.fingerprint(String.valueOf(login.valueFor(1)));
            }
        }
        return "";
    }

    /**
     * Nothing is recorded: each table must exist, hold exactly its rows, and hold at rows 1, the middle and the last
     * what this seed and spec generate. Returns each table's action for the summary; refuses otherwise.
     */
    Map<String, String> nothingRecorded(Connection c, Dataset dataset, String ns, Target target,
            boolean namespaceExists, List<String> existing, long seed) throws SQLException {
        boolean one = dataset.tables().size() == 1;
        String none = one ? "no interrupted run is recorded for " + sql.qualify(ns, dataset.tables().get(0).name())
                + target.embeddedPlace() : "no interrupted run of dataset " + dataset.name() + " is recorded in " + ns
                + target.embeddedPlace();
        List<String> absent = dataset.tables().stream().map(Dataset.Table::name).filter(t -> !existing.contains(t))
                .toList();
        if (!namespaceExists || !absent.isEmpty()) {
            throw SeedgenException.targetUnusable(none + (one ? " and the table does not exist"
                    : " and it has no table " + String.join(", ", absent)) + ": run without --resume"
                    + target.embeddedFix(), null);
        }
        Map<String, String> actions = new LinkedHashMap<>();
        Set<String> differing = new LinkedHashSet<>();
        String wrongCount = null;
        Login login = null;
        String storedHash = null;
        for (Dataset.Table t : dataset.tables()) {
            TableSpec spec = t.spec();
            String qualified = sql.qualify(ns, t.name());
            long count = scalar(c, sql.countRows(ns, t.name()));
            long max = t.spec().rowIdKey() ? scalar(c, sql.maxOrZero(qualified, sql.quote(spec.primaryKey().name())))
                    : count;
            if (count != t.rows() || max != count) {
                // another seed may give another count: its rows, where they can be compared, say so more plainly
                wrongCount = wrongCount != null ? wrongCount : none + ", and " + (one ? "the table" : "table "
                        + t.name()) + " holds " + count + " rows" + (t.spec().rowIdKey() ? " (largest id " + max + ")"
                        : "") + ", not the " + t.rows() + " asked for: run without --resume (--append or --truncate)";
                continue;
            }
            List<Long> sample = count == 0 ? List.of() : new ArrayList<>(new LinkedHashSet<>(List.of(1L,
                    (1 + count) / 2, count)));
            for (long row : sample) {
                String[] stored = t.primaryKey().isEmpty() ? null : storedRow(c, qualified, t, row);
                if (stored == null) {
                    continue; // a table without a key: its rows cannot be found one by one
                }
                Object[] expected = spec.row(row);
                for (int i = 0; i < expected.length; i++) {
                    Column col = spec.columns().get(i);
                    if (comparable(col, expected[i]) && !same(col, expected[i], stored[i])) {
                        differing.add(one ? col.name() : t.name() + "." + col.name());
                        if (col.generator() instanceof Login l) {
                            login = l;
                            storedHash = stored[i];
                        }
                    }
                }
            }
            actions.put(t.name(), String.format(Locale.ROOT, "nothing to resume: the run on this table finished "
                    + "(%,d rows%s; rows %s checked, column by column, against this seed and password)", count,
                    t.spec().rowIdKey() ? ", ids 1.." + max : "", sample.stream().map(String::valueOf)
                    .collect(Collectors.joining(", "))));
        }
        if (!differing.isEmpty()) {
            String what = one ? sql.qualify(ns, dataset.tables().get(0).name()) : "dataset " + dataset.name();
            throw SeedgenException.targetUnusable("cannot resume " + what + ": no run is recorded, and its rows are "
                    + "not what this resume would write: " + difference(differing, login, storedHash, seed) + ": resume "
                    + "with the options the table was loaded with, or start over with --truncate", null);
        }
        if (wrongCount != null) {
            throw SeedgenException.targetUnusable(wrongCount, null);
        }
        return actions;
    }

    /** Every column but a login's is a function of (seed, row); a login alone differing is its plaintext or cost. */
    private static String difference(Set<String> differing, Login login, String storedHash, long seed) {
        if (login == null || differing.size() > 1) {
            return "--seed " + seed + " does not generate them (" + String.join(", ", differing) + " differ)";
        }
        Matcher have = BCRYPT_COST.matcher(storedHash == null ? "" : storedHash);
        if (have.find() && Integer.parseInt(have.group(1)) != login.cost()) {
            return "--bcrypt-cost " + login.cost() + " (the table's password hashes have cost "
                    + Integer.parseInt(have.group(1)) + ")";
        }
        return "--password-plain (the table's password hashes are of another plaintext)";
    }

    /** Columns whose text the server gives back as Java writes the generated value: numbers, text, times. */
    private static boolean comparable(Column col, Object value) {
        ColumnType.Family f = col.type().family();
        return (value instanceof String || value instanceof Long || value instanceof Integer)
                && (f == ColumnType.Family.BIGINT || f == ColumnType.Family.VARCHAR || f == ColumnType.Family.CHAR
                || f == ColumnType.Family.DATETIME);
    }

    private static boolean same(Column col, Object expected, String stored) {
        String want = String.valueOf(expected);
        if (stored == null) {
            return false;
        }
        return col.type().family() == ColumnType.Family.DATETIME && stored.length() > want.length()
                ? stored.startsWith(want) : want.equals(stored);
    }

    /** Row {@code row} of {@code t} found by its key, each column as the server's text; null when it is not there. */
    private String[] storedRow(Connection c, String qualified, Dataset.Table t, long row) throws SQLException {
        TableSpec spec = t.spec();
        String select = spec.columns().stream().map(col -> sql.asText(sql.quote(col.name())))
                .collect(Collectors.joining(", "));
        List<String> names = spec.columns().stream().map(Column::name).toList();
        Object[] values = spec.row(row);
        try (PreparedStatement ps = c.prepareStatement(sql.rowByKey(qualified, select, t.primaryKey().stream()
                .map(sql::quote).toList()))) {
            int p = 1;
            for (String k : t.primaryKey()) {
                Object v = values[names.indexOf(k)];
                if (v instanceof seedgen.generate.BinaryUuid) {
                    return null; // a binary key: rows are looked up by key elsewhere; the count stands here
                }
                ps.setObject(p++, v);
            }
            try (ResultSet rs = ps.executeQuery()) {
                String[] out = new String[spec.width()];
                if (rs.next()) {
                    for (int i = 0; i < out.length; i++) {
                        out[i] = rs.getString(i + 1);
                    }
                }
                return out;
            }
        }
    }

    private static long scalar(Connection c, String query) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(query)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
