package seedgen.write;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import seedgen.SeedgenException;

/**
 * What --resume writes: the id ranges of the recorded run that did not commit. Refuses (exit 3), before anything
 * is written, a resume whose parameters differ from the recorded run's, naming each difference, and a resume with
 * nothing recorded unless the table already holds exactly the rows asked for (a finished run: a no-op).
 */
final class ResumePlan {

    record Resumed(LoadService.Preparation preparation, IdRanges ranges, boolean recorded) {
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
        IdRanges ranges = progress.missing(c, run);
        // Keys are never dropped on a resume: those the interrupted run deferred are still missing and are added
        // after the rows, as for any run that finds them missing.
        WritePath keysOnly = new WritePath(path.method(), false, false, path.retryFor());
        LoadService.Preparation base = new LoadService.Preparation(String.format(java.util.Locale.ROOT,
                "resuming the interrupted run: %,d of %,d rows were committed, %,d to write", ranges.alreadyCommitted(),
                run.rows(), ranges.missing()), run.firstId());
        return new Resumed(IndexPlan.apply(c, schema, keysOnly, base), ranges, true);
    }

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
        return new Resumed(new LoadService.Preparation("nothing to resume: the run on this table finished ("
                + count + " rows, ids 1.." + max + ")", 1), new IdRanges(List.of(), count), false);
    }
}
