package seedgen.load;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import seedgen.connect.Target;
import seedgen.dialect.Dialect;
import seedgen.error.SeedgenException;
import seedgen.model.Dataset;
import seedgen.runs.RunRecords;

/**
 * The start of an unsplit run, in two steps: {@link #plan} reads the target and decides, refusing what cannot be done
 * before anything is changed (a dry run stops there); {@link #apply} then makes the namespace, records the run,
 * empties, creates or strips the tables, and checks the privileges a batch needs, so that a missing one shows before
 * the first row. A namespace the run made is dropped again when the rest of the setup fails.
 */
final class Setup {

    private final Dialect sql;
    private final Consumer<String> info;
    private final Target target;

    /** {@code target}: the run's, which the messages about a table it lacks name when it is the embedded server. */
    Setup(Dialect sql, Consumer<String> info, Target target) {
        this.sql = sql;
        this.info = info;
        this.target = target;
    }

    private ExistingTables tables() {
        return new ExistingTables(sql, info);
    }

    private TableKeys keys() {
        return new TableKeys(sql, info);
    }

    /** How a run finds the target and what it will do there. */
    enum Kind {
        /** New rows: tables made where missing, emptied with --truncate, used as they are when empty. */
        FRESH,
        /** --append: rows added after those the tables hold. */
        APPEND,
        /** --resume of a recorded run. */
        RESUME,
        /** --resume with nothing recorded, the tables holding exactly the rows asked: nothing to write. */
        FINISHED
    }

    /**
     * What {@link #plan} decided: the batch grid, the rows the root tables held before an --append run ({@code bases}),
     * which tables exist, which are emptied, and per table what was found and will be done ({@code actions}, for the
     * summary); {@code legacy}, a run of seedgen 0.1 this resume takes over.
     */
    record Plan(Kind kind, int batch, Map<String, Long> bases, boolean namespaceExists, List<String> existing,
            List<String> emptied, Map<String, String> actions, RunRecords.LegacyRun legacy) {
        Plan {
            bases = Map.copyOf(bases);
            existing = List.copyOf(existing);
            emptied = List.copyOf(emptied);
            actions = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(actions));
        }
    }

    /** The name a run of {@code dataset} is recorded under (a users table named otherwise has its own). */
    static String key(Dataset dataset) {
        if (dataset.tables().size() != 1 || dataset.tables().get(0).name().equals(dataset.name())) {
            return dataset.name();
        }
        String key = dataset.name() + ":" + dataset.tables().get(0).name();
        return key.length() <= 64 ? key : dataset.name() + ":" + RunRecords.fingerprint(dataset.tables().get(0)
                .name()).substring(0, 40);
    }

    /** The dataset's table, or the dataset, as messages name it. */
    static String what(Dataset dataset, String namespace, Dialect sql) {
        return dataset.tables().size() == 1 ? "table " + sql.qualify(namespace, dataset.tables().get(0).name())
                : "dataset " + dataset.name();
    }

    /** Reads the target and decides; refuses (nothing changed) what the run cannot do. */
    Plan plan(Connection c, Dataset dataset, String ns, Start start, int batch) throws SQLException {
        for (Dataset.Table t : dataset.tables()) {
            if (RunRecords.isOwnTable(t.name())) {
                throw SeedgenException.badInput("table " + t.name() + " is the name of seedgen's own bookkeeping: "
                        + "choose another name (--table, or the spec's)");
            }
        }
        boolean namespaceExists = sql.namespaceExists(c, ns);
        List<String> existing = namespaceExists ? tables().existingTables(c, dataset, ns) : List.of();
        if (!start.existingSchema()) { // before anything is emptied or written: a table of another layout is not ours
            tables().checkLayout(c, dataset, ns, existing);
        }
        RunRecords records = new RunRecords(ns, sql);
        String key = key(dataset);
        Optional<RunRecords.Run> recorded = namespaceExists ? records.read(c, key) : Optional.empty();
        Optional<RunRecords.LegacyRun> legacy = namespaceExists && dataset.tables().size() == 1
                ? records.legacy(c, dataset.tables().get(0).name()) : Optional.empty();
        if (start.resume()) {
            return resumePlan(c, dataset, ns, start, batch, namespaceExists, existing, recorded, legacy);
        }
        if (start.append()) {
            return appendPlan(c, dataset, ns, start, batch, existing, recorded.isPresent() || legacy.isPresent());
        }
        List<String> holding = holding(c, dataset, ns, existing, start);
        if ((recorded.isPresent() || legacy.isPresent() && !holding.isEmpty()) && !start.truncate()) {
            throw SeedgenException.badInput("an interrupted run of " + what(dataset, ns, sql) + " is recorded in "
                    + ns + ": finish it with --resume, or start over with --truncate");
        }
        List<String> emptied = new ArrayList<>();
        if (start.truncate()) {
            emptied.addAll(existing);
            if (start.existingSchema()) {
                emptied.addAll(emptyReferrers(c, ns, existing));
            }
        } else if (!holding.isEmpty() && !start.existingSchema()) {
            throw SeedgenException.badInput(sql.namespaceKind() + " " + ns + " already has table(s) " + holding
                    + " of this dataset holding rows: add --truncate to empty them first, --append to add to them, or "
                    + "choose another --" + sql.namespaceKind());
        }
        if (start.existingSchema()) {
            emptied.addAll(tables().checkExisting(c, dataset, ns, target, existing, start.truncate(),
                    start.fired().tables()).stream()
                    .filter(t -> !emptied.contains(t)).toList());
        }
        Map<String, String> actions = new LinkedHashMap<>();
        for (Dataset.Table t : dataset.tables()) {
            String found = !existing.contains(t.name()) ? (namespaceExists ? "table created"
                    : sql.namespaceKind() + " and table created")
                    : emptied.contains(t.name()) ? "existing table emptied (--truncate)" : "existing empty table";
            actions.put(t.name(), found + keyNote(c, dataset, t, ns, existing, start));
        }
        return new Plan(Kind.FRESH, batch, Map.of(), namespaceExists, existing, emptied, actions, null);
    }

    /** The existing tables of the dataset that hold a row (from-db's own check names them itself). */
    private List<String> holding(Connection c, Dataset dataset, String ns, List<String> existing, Start start)
            throws SQLException {
        List<String> out = new ArrayList<>();
        if (start.existingSchema()) {
            return out;
        }
        for (String t : existing) {
            if (!isEmpty(c, ns, t)) {
                out.add(t);
            }
        }
        return out;
    }

    private boolean isEmpty(Connection c, String ns, String table) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql.anyRow(
                sql.ownRows(c, ns, table)))) {
            return !rs.next();
        }
    }

    /**
     * What the keys of an existing table come to: with --defer-indexes its unique keys are dropped and added after
     * the rows; without, the ones it lacks (an interrupted --defer-indexes run leaves them out) are added after.
     */
    private String keyNote(Connection c, Dataset dataset, Dataset.Table t, String ns, List<String> existing,
            Start start) throws SQLException {
        if (!existing.contains(t.name()) || start.existingSchema() || t.unique().isEmpty()) {
            return "";
        }
        if (start.deferKeys()) {
            return "; unique keys dropped, added after the load (--defer-indexes)";
        }
        java.util.Set<String> present = sql.indexNames(c, ns, t.name());
        List<String> missing = new ArrayList<>();
        for (int n = 1; n <= t.unique().size(); n++) {
            if (!present.contains(DatasetDdl.uniqueName(t, n, sql))) {
                missing.add(String.join("+", t.unique().get(n - 1)));
            }
        }
        return missing.isEmpty() ? "" : "; unique keys on " + String.join(", ", missing) + " missing (left by an "
                + "interrupted --defer-indexes run?), added after the load";
    }

    private Plan appendPlan(Connection c, Dataset dataset, String ns, Start start, int batch, List<String> existing,
            boolean recorded) throws SQLException {
        List<String> absent = dataset.tables().stream().map(Dataset.Table::name).filter(t -> !existing.contains(t))
                .toList();
        if (!absent.isEmpty()) {
            throw SeedgenException.targetUnusable("--append adds to the dataset's tables, but " + ns
                    + target.embeddedPlace() + " has no table " + String.join(", ", absent) + ": load the dataset "
                    + "first (without --append)" + target.embeddedFix(), null);
        }
        if (recorded) {
            throw SeedgenException.badInput("an interrupted run of " + what(dataset, ns, sql) + " is recorded in "
                    + ns + ": finish it with --resume before adding to it");
        }
        Map<String, Long> bases = tables().held(c, dataset, ns, start.sizing());
        ExistingTables.checkAppendable(start.sizing().withRootRows(bases),
                start.sizing().withRootRows(ExistingTables.grown(dataset, bases)));
        if (start.deferKeys() && !start.deferOnRows() && bases.values().stream().anyMatch(n -> n > 0)) {
            throw SeedgenException.badInput("--defer-indexes with --append drops the unique keys and foreign keys of "
                    + "tables that hold rows and rebuilds them over every row: add --defer-indexes-on-rows to do that, "
                    + "or drop --defer-indexes");
        }
        Map<String, String> actions = new LinkedHashMap<>();
        for (Dataset.Table t : dataset.tables()) {
            Long base = bases.get(t.name());
            String found = base == null ? "the rows the new rows of its parents own (--append)" : base == 0
                    ? "existing empty table" : String.format(Locale.ROOT, "added to %,d (--append)", base);
            actions.put(t.name(), found + keyNote(c, dataset, t, ns, existing, start));
        }
        return new Plan(Kind.APPEND, batch, bases, true, existing, List.of(), actions, null);
    }

    private Plan resumePlan(Connection c, Dataset dataset, String ns, Start start, int batch, boolean namespaceExists,
            List<String> existing, Optional<RunRecords.Run> recorded, Optional<RunRecords.LegacyRun> legacy)
            throws SQLException {
        String what = what(dataset, ns, sql);
        if (recorded.isPresent()) {
            RunRecords.Run run = recorded.get();
            if (!run.fingerprint().equals(start.fingerprint())) {
                throw SeedgenException.targetUnusable("cannot resume the run of " + what + " recorded in " + ns + ": "
                        + Resumes.differences(run, start) + ": resume with the interrupted run's options, or start "
                        + "over with --truncate", null);
            }
            if (!run.bases().isEmpty() && start.sizing() == null) {
                throw SeedgenException.targetUnusable("the interrupted run of " + what + " in " + ns + " was an "
                        + "--append run: resume it with the seedgen command", null);
            }
            return resumed(dataset, batch, (int) run.batchSize(), run.bases(), existing, null);
        }
        if (legacy.isPresent()) {
            RunRecords.LegacyRun old = legacy.get();
            Resumes.checkLegacy(old, dataset.tables().get(0), start, sql.qualify(ns, old.table()));
            return resumed(dataset, batch, (int) old.batchSize(), old.firstId() > 1 ? Map.of(old.table(),
                    old.firstId() - 1) : Map.of(), existing, old);
        }
        Map<String, String> actions = new Resumes(sql).nothingRecorded(c, dataset, ns, target, namespaceExists,
                existing, start.seed());
        return new Plan(Kind.FINISHED, batch, Map.of(), namespaceExists, existing, List.of(), actions, null);
    }

    private Plan resumed(Dataset dataset, int asked, int grid, Map<String, Long> bases, List<String> existing,
            RunRecords.LegacyRun legacy) {
        if (grid != asked) {
            info.accept("seedgen: resuming on the interrupted run's grid of " + grid + " rows a batch");
        }
        Map<String, String> actions = new LinkedHashMap<>();
        dataset.tables().forEach(t -> actions.put(t.name(), "resuming the interrupted run"));
        return new Plan(Kind.RESUME, grid, bases, true, existing, List.of(), actions, legacy);
    }

    /**
     * Makes what {@link #plan} decided. {@code run}: the record of this run; {@code checkpoints}: each table's first
     * row this run writes, whose checkpoint it keeps. Returns whether it created the namespace.
     */
    boolean apply(Connection c, Dataset dataset, String ns, Start start, Plan plan, RunRecords.Run run,
            Map<String, Long> checkpoints) throws SQLException {
        boolean created = !plan.namespaceExists();
        sql.enterNamespace(c, ns);
        try {
            RunRecords records = new RunRecords(ns, sql);
            String key = key(dataset);
            switch (plan.kind()) {
                case FINISHED -> {
                    return created;
                }
                case RESUME -> {
                    if (plan.legacy() != null) {
                        records.adopt(c, key, run, plan.legacy());
                    }
                    for (Map.Entry<String, Long> e : checkpoints.entrySet()) {
                        if (!records.hasCheckpoint(c, e.getKey())) {
                            records.addCheckpoint(c, e.getKey(), e.getValue());
                        }
                    }
                    if (!start.existingSchema()) {
                        keys().createMissing(c, dataset, ns, plan.existing(), start.deferKeys());
                    }
                }
                case APPEND -> {
                    records.start(c, key, run, checkpoints);
                    keys().dropSecondaryKeys(c, dataset, ns, plan.existing(), start.deferKeys());
                }
                case FRESH -> {
                    records.start(c, key, run, checkpoints);
                    if (!plan.emptied().isEmpty()) {
                        // said before it happens: a user who sees a table of theirs here can still stop the run
                        info.accept("Emptying " + plan.emptied().size() + (plan.emptied().size() == 1 ? " table"
                                : " tables") + " of " + ns + " (--truncate): " + String.join(", ", plan.emptied()));
                        sql.truncate(c, ns, plan.emptied());
                        info.accept("Tables " + plan.emptied() + " emptied (--truncate)");
                    }
                    if (!start.existingSchema()) {
                        keys().dropSecondaryKeys(c, dataset, ns, plan.existing(), start.deferKeys());
                        keys().createMissing(c, dataset, ns, plan.existing(), start.deferKeys());
                    }
                }
                default -> throw new IllegalStateException(plan.kind().toString());
            }
            checkInsert(c, dataset, ns);
            return created;
        } catch (SQLException | RuntimeException e) {
            if (created) {
                try {
                    sql.dropNamespace(c, ns);
                } catch (SQLException dropFailure) {
                    e.addSuppressed(dropFailure);
                }
            }
            throw e;
        }
    }

    /**
     * An INSERT of nothing into each table: it needs what a batch needs (INSERT and SELECT), so a missing privilege
     * shows before the first row instead of at the first batch.
     */
    private void checkInsert(Connection c, Dataset dataset, String ns) throws SQLException {
        try (Statement st = c.createStatement()) {
            for (Dataset.Table t : dataset.tables()) {
                StringBuilder names = new StringBuilder();
                for (seedgen.model.Column col : t.spec().columns()) {
                    names.append(names.length() == 0 ? "" : ", ").append(sql.quote(col.name()));
                }
                st.execute(sql.insertNothing(sql.qualify(ns, t.name()), names.toString()));
            }
        }
    }

    /**
     * The tables of an application's schema the fill leaves alone (--tables, --exclude-tables, a table it cannot
     * fill) whose foreign keys refer to one it empties: none may hold a row, which would be left referring to
     * nothing (refused before anything is emptied); the empty ones are emptied with them, as PostgreSQL's TRUNCATE
     * needs.
     */
    private List<String> emptyReferrers(Connection c, String ns, List<String> emptied) throws SQLException {
        java.util.Set<String> out = new LinkedHashSet<>();
        for (Dialect.DeclaredForeignKey fk : sql.declaredForeignKeys(c, ns)) {
            if (emptied.contains(fk.refRoot()) && !emptied.contains(fk.root())) {
                out.add(fk.root());
            }
        }
        for (String table : out) {
            if (!isEmpty(c, ns, table)) {
                throw SeedgenException.badInput("--truncate would empty tables that " + table + " refers to, "
                        + "and its rows would then refer to nothing: empty " + table + " first, or fill it too");
            }
        }
        return new ArrayList<>(out);
    }
}
