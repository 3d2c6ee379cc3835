package seedgen.runner;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import seedgen.catalog.Catalog;
import seedgen.connect.Target;
import seedgen.dialect.Admin;
import seedgen.dialect.Dialect;
import seedgen.dialect.servers.Servers;
import seedgen.error.SeedgenException;
import seedgen.fromdb.InferredReferences;
import seedgen.fromdb.KeptRows;
import seedgen.fromdb.ServerJudge;
import seedgen.fromdb.SpecFromCatalog;
import seedgen.fromdb.TriggerPlan;
import seedgen.model.Dataset;
import seedgen.run.Environment;
import seedgen.run.FromSchema;

/**
 * A schema to fill, as read from its server: its catalog (its triggers with it), the tables kept as they are
 * ({@link KeptRows}; never one a trigger may write, whose rows are the trigger's), and the checks the server judged.
 */
public record Schema(Catalog catalog, Map<String, KeptRows.Kept> kept,
        Map<String, Map<String, ServerJudge.Judged>> judged) {

    /**
     * The base tables of the target's database (MySQL) or schema (PostgreSQL), or those {@code tables} names, less
     * {@code exclude}; refused (exit 2) when there is none.
     */
    public static Catalog catalog(Environment env, Target resolved, List<String> tables, List<String> exclude) {
        return read(env, resolved, tables, exclude, false, false, false, false, true).catalog();
    }

    /**
     * As {@link #catalog}, and with {@code keep} the tables that hold rows (all but migration tables where
     * {@code truncate}; not those a run to {@code resume} wrote, nor those a trigger firing as {@code triggers} says
     * may write), read on the same server start; with {@code infer}, the references the schema's names and types say
     * added to its foreign keys ({@link InferredReferences}).
     */
    public static Schema read(Environment env, Target resolved, List<String> tables, List<String> exclude,
            boolean keep, boolean truncate, boolean resume, boolean infer, boolean triggers) {
        Admin admin = Servers.family(resolved).admin();
        Schema schema = OnServer.run(env, resolved, live -> {
            Catalog declared = admin.catalog(live, tables).without(exclude, live.embeddedPlace(),
                    live.embeddedFix());
            Catalog read = infer ? InferredReferences.infer(declared).catalog() : declared;
            if (read.tables().isEmpty()) {
                return new Schema(read, Map.of(), Map.of());
            }
            // a table a trigger may write holds the trigger's rows (a killed run's among them), never ones to keep
            Catalog mayBeTriggers = TriggerPlan.mayWrite(read, live.namespace(), triggers).apply(read, f -> { });
            // the rows kept, the checks seedgen cannot read judged by the server
            return admin.read(live, (c, sql) -> new Schema(read, keep ? KeptRows.read(c, sql, live.namespace(),
                    mayBeTriggers, truncate, resume) : Map.of(), ServerJudge.judge(c, sql, read, FromSchema.DEFAULT_ROWS)));
        });
        Catalog catalog = schema.catalog();
        if (catalog.tables().isEmpty()) {
            String where = resolved.embeddedPlace();
            Dialect d = Servers.family(resolved).dialect();
            throw SeedgenException.badInput(d.namespaceWords(resolved.database(), resolved.schema()) + where
                    + " has no base table to fill: check " + d.namespaceOptions() + resolved.embeddedFix());
        }
        return schema;
    }

    /**
     * What a fill of a schema read with --from-db tells in its summary, each line labelled: the tables kept, given
     * fewer rows than asked or left out, the columns left to the server, the references inferred or not.
     */
    public static List<String> notes(SpecFromCatalog.Written written) {
        List<String> notes = new ArrayList<>();
        written.kept().forEach(n -> notes.add("kept           " + n));
        written.capped().forEach(n -> notes.add("fewer rows     " + n));
        written.leftOut().forEach(n -> notes.add("left out       " + n));
        written.columnsLeft().forEach(n -> notes.add("not filled     " + n));
        if (!written.inferred().isEmpty()) {
            int n = written.inferred().size();
            notes.add("inferred       " + n + (n == 1 ? " reference" : " references") + " no foreign key declares, "
                    + "followed and counted among the foreign keys checked: " + String.join(", ", written.inferred()
                    .stream().limit(3).map(i -> i.substring(0, i.indexOf(": "))).toList()) + (n > 3 ? " and " + (n - 3)
                    + " more" : "") + " (seedgen spec --from-db says why each)");
        }
        written.notInferred().forEach(n -> notes.add("not inferred   " + n));
        return notes;
    }

    /**
     * {@code notes} with a line for each table of {@code follows} whose rows in {@code whole} come out more than a
     * tenth away from the rows asked, saying why (after the tables kept or given fewer rows by a cap).
     */
    public static List<String> withFollowed(List<String> notes, List<SpecFromCatalog.Follows> follows, Dataset whole) {
        List<String> lines = new ArrayList<>();
        for (SpecFromCatalog.Follows f : follows) {
            Dataset.Table t = whole.tables().stream().filter(x -> x.name().equals(f.table())).findFirst()
                    .orElse(null);
            if (t == null || Math.abs(t.rows() - f.asked()) * 10 <= f.asked()) {
                continue;
            }
            lines.add(String.format(java.util.Locale.ROOT, "%s%s: %,d, not %,d: %s", t.rows() < f.asked()
                    ? "fewer rows     " : "more rows      ", f.table(), t.rows(), f.asked(), f.why()));
        }
        if (lines.isEmpty()) {
            return notes;
        }
        List<String> out = new ArrayList<>(notes);
        int at = 0;
        while (at < out.size() && (out.get(at).startsWith("kept ") || out.get(at).startsWith("fewer rows "))) {
            at++;
        }
        out.addAll(at, lines);
        return out;
    }
}
