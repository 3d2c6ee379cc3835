package seedgen.load;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import seedgen.error.SeedgenException;
import seedgen.generate.TableSpec;
import seedgen.runs.CommittedBatches;
import seedgen.runs.IdRanges;
import seedgen.runs.ProgressTable;
import seedgen.dialect.mysql.TableSchema;
import seedgen.dialect.mysql.Identifiers;

/**
 * What --resume writes: the id ranges of the recorded run that did not commit. Refuses (exit 3), before anything
 * is written, a resume whose parameters differ from the recorded run's, naming each difference, and a resume with
 * nothing recorded unless the table already holds exactly the rows asked for (a finished run: a no-op).
 */
final class ResumePlan {

    /** {@code batchSize}: the recorded run's, which cuts the ranges still to write; 0 when nothing is recorded. */
    record Resumed(LoadService.Preparation preparation, IdRanges ranges, boolean recorded, long batchSize) {

        Resumed(LoadService.Preparation preparation, IdRanges ranges, boolean recorded) {
            this(preparation, ranges, recorded, 0);
        }
    }

    private ResumePlan() {
    }

    static Resumed prepare(Connection c, TableSchema schema, ProgressTable progress, ProgressTable.RunRecord asked,
            WritePath path) throws SQLException {
        Map<String, TableSchema.ExistingColumn> existing = schema.databaseExists(c) ? schema.existingColumns(c)
                : Map.of();
        ProgressTable.RunRecord run = progress.find(c).orElse(null);
        if (run == null) {
            return finishedOrNothing(c, schema, asked, existing);
        }
        if (run.batchSize() == 0) {
            throw SeedgenException.targetUnusable("the run recorded for " + schema.qualifiedName() + " was started "
                    + "by an earlier seedgen, which kept a row per batch: finish it with that version, or start over "
                    + "with --truncate", null);
        }
        List<String> differences = run.differences(asked);
        if (!differences.isEmpty()) {
            throw SeedgenException.targetUnusable("cannot resume the run recorded for " + schema.qualifiedName()
                    + ": " + String.join("; ", differences) + " differ from it: resume with the interrupted run's "
                    + "options, or start over with --truncate", null);
        }
        if (existing.isEmpty()) {
            throw SeedgenException.targetUnusable("a run is recorded for " + schema.qualifiedName()
                    + " but the table is gone: start over without --resume", null);
        }
        schema.checkCompatible(existing);
        progress.checkpoint(c, run.firstId(), run.firstId() - 1); // moves nothing: checks UPDATE before any row
        long t0 = System.nanoTime();
        CommittedBatches.Search search = progress.missing(c, run, CommittedBatches.of(schema));
        double searchSeconds = (System.nanoTime() - t0) / 1e9;
        IdRanges ranges = search.missing();
        // Keys are never dropped on a resume: those the interrupted run deferred are still missing and are added
        // after the rows, as for any run that finds them missing.
        WritePath keysOnly = new WritePath(path.method(), false, false, path.retryFor());
        LoadService.Preparation base = new LoadService.Preparation(String.format(java.util.Locale.ROOT,
                "resuming the interrupted run: %,d of %,d rows were committed, %,d to write (%,d batches past the "
                + "checkpoint looked up by key in %.2f s); in batches of %,d rows as the interrupted run",
                ranges.alreadyCommitted(), run.rows(), ranges.missing(), search.probedBatches(), searchSeconds,
                run.batchSize()), run.firstId());
        return new Resumed(IndexPlan.apply(c, schema, keysOnly, base), ranges, true, run.batchSize());
    }

    /**
     * No run is recorded: a finished run deletes its record, so the table itself is the evidence. It must hold
     * exactly ids 1..rows, and its first, middle and last rows must be what the asked seed, password and cost
     * generate, column by column; otherwise the resume is refused naming the option that differs, as a resume
     * with a record is. Only then are the options the summary prints facts about the table.
     */
    private static Resumed finishedOrNothing(Connection c, TableSchema schema, ProgressTable.RunRecord asked,
            Map<String, TableSchema.ExistingColumn> existing) throws SQLException {
        String none = "no interrupted run is recorded for " + schema.qualifiedName();
        if (existing.isEmpty()) {
            throw SeedgenException.targetUnusable(none + " and the table does not exist: run without --resume",
                    null);
        }
        long count = schema.count(c);
        long max = schema.maxId(c);
        if (count != asked.rows() || max != count) {
            throw SeedgenException.targetUnusable(none + ", and the table holds " + count + " rows (largest id "
                    + max + "), not the " + asked.rows() + " asked for: run without --resume (--append or --truncate)",
                    null);
        }
        schema.checkCompatible(existing);
        List<Long> sample = count == 0 ? List.of() : List.of(1L, (1 + max) / 2, max);
        List<String> differences = differences(c, schema, asked, sample);
        if (!differences.isEmpty()) {
            throw SeedgenException.targetUnusable("cannot resume " + schema.qualifiedName() + ": no run is "
                    + "recorded, and its rows are not what this resume would write: " + String.join("; ", differences)
                    + ": resume with the options the table was loaded with, or start over with --truncate", null);
        }
        return new Resumed(new LoadService.Preparation(String.format(Locale.ROOT, "nothing to resume: the run on "
                + "this table finished (%,d rows, ids 1..%d; rows %s checked, column by column, against this seed "
                + "and password)", count, max, sample.stream().distinct().map(String::valueOf)
                .collect(Collectors.joining(", "))), 1), new IdRanges(List.of(), count), false);
    }

    /** What differs between the table's rows {@code ids} and the rows {@code asked} generates, for the user. */
    private static List<String> differences(Connection c, TableSchema schema, ProgressTable.RunRecord asked,
            List<Long> ids) throws SQLException {
        TableSpec spec = schema.spec();
        Set<String> differing = new LinkedHashSet<>();
        String tableHash = null;
        int loginColumn = loginColumn(spec, asked);
        for (long id : new LinkedHashSet<>(ids)) {
            String[] stored = storedRow(c, schema, id);
            Object[] expected = spec.row(id);
            for (int i = 0; i < expected.length; i++) {
                if (!String.valueOf(expected[i]).equals(stored[i])) {
                    differing.add(spec.columns().get(i).name());
                    if (i == loginColumn) {
                        tableHash = stored[i];
                    }
                }
            }
        }
        if (differing.isEmpty()) {
            return List.of();
        }
        String loginName = loginColumn < 0 ? null : spec.columns().get(loginColumn).name();
        if (loginName == null || differing.size() > 1 || !differing.contains(loginName)) {
            // Every other column is a function of (seed, id) alone.
            return List.of("--seed " + asked.seed() + " does not generate them (" + String.join(", ", differing)
                    + " differ)");
        }
        return List.of(loginDifference(spec, loginColumn, tableHash));
    }

    /**
     * The column holding the login hash: the one whose generated value is the hash the run record fingerprints;
     * -1 if none.
     */
    private static int loginColumn(TableSpec spec, ProgressTable.RunRecord asked) {
        Object[] first = spec.row(1);
        for (int i = 0; i < first.length; i++) {
            if (first[i] instanceof String v && ProgressTable.fingerprint(v).equals(asked.login())) {
                return i;
            }
        }
        return -1;
    }

    /** bcrypt writes its cost into the hash, so a different cost can be named; otherwise it is the plaintext. */
    private static String loginDifference(TableSpec spec, int loginColumn, String tableHash) {
        String asked = String.valueOf(spec.row(1)[loginColumn]);
        Matcher have = BCRYPT_COST.matcher(tableHash == null ? "" : tableHash);
        Matcher want = BCRYPT_COST.matcher(asked);
        if (have.find() && want.find() && !have.group(1).equals(want.group(1))) {
            return "--bcrypt-cost " + Integer.parseInt(want.group(1)) + " (the table's password hashes have cost "
                    + Integer.parseInt(have.group(1)) + ")";
        }
        return "--password-plain (the table's password hashes are of another plaintext)";
    }

    private static final Pattern BCRYPT_COST = Pattern.compile("^\\$2[abxy]?\\$(\\d\\d)\\$");

    /** Row {@code id} as the server shows it, each column as text (BIGINT as decimal, DATETIME as the CSV has it). */
    private static String[] storedRow(Connection c, TableSchema schema, long id) throws SQLException {
        TableSpec spec = schema.spec();
        String select = spec.columns().stream().map(col -> "CAST(" + Identifiers.quote(col.name()) + " AS CHAR)")
                .collect(Collectors.joining(", "));
        try (PreparedStatement ps = c.prepareStatement("SELECT " + select + " FROM " + schema.qualifiedName()
                + " WHERE " + Identifiers.quote(spec.primaryKey().name()) + " = ?")) {
            ps.setLong(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                String[] row = new String[spec.width()];
                if (rs.next()) {
                    for (int i = 0; i < row.length; i++) {
                        row[i] = rs.getString(i + 1);
                    }
                }
                return row;
            }
        }
    }
}
