package seedgen.load;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import java.util.function.Consumer;
import seedgen.connect.Target;
import seedgen.dialect.Dialect;
import seedgen.dialect.TableSql;
import seedgen.error.SeedgenException;
import seedgen.model.Dataset;
import seedgen.runs.RowKeyBatches;

/** The tables a dataset load finds in place: whether each fits the spec, and the rows they already hold. */
final class ExistingTables {

    private final Dialect sql;
    private final Consumer<String> info;

    ExistingTables(Dialect sql, Consumer<String> info) {
        this.sql = sql;
        this.info = info;
    }

    /**
     * How an existing table fits a table of the spec: the spec's columns it lacks, and the columns it has that the
     * spec does not fill and the server cannot (NOT NULL without a default, not generated or auto-numbered).
     * PostgreSQL's GENERATED ALWAYS AS IDENTITY columns are written as any other (OVERRIDING SYSTEM VALUE).
     */
    record Fit(List<String> missing, List<String> unfilled) {
    }

    Fit fit(Connection c, Dataset.Table t, String database) throws SQLException {
        return fit(t, new TableSql(t.spec(), database, sql).existingColumns(c));
    }

    static Fit fit(Dataset.Table t, Map<String, TableSql.ExistingColumn> columns) {
        List<String> missing = t.spec().columns().stream().map(seedgen.model.Column::name)
                .filter(n -> !columns.containsKey(n.toLowerCase(java.util.Locale.ROOT))).toList();
        List<String> unfilled = new ArrayList<>();
        for (TableSql.ExistingColumn e : columns.values()) {
            boolean filled = t.spec().columns().stream().anyMatch(col -> col.name().equalsIgnoreCase(e.name()));
            if (!filled && !e.serverFills()) {
                unfilled.add(e.name());
            }
        }
        return new Fit(missing, unfilled);
    }

    /**
     * Why an existing table cannot take the rows of {@code t}, each named with the table ({@code database.table}):
     * a missing column, a type of another family or too narrow, a required column nothing fills, and for a table
     * whose key is its row number a key elsewhere. Empty when it can.
     */
    static List<String> misfits(Dataset.Table t, String database, Map<String, TableSql.ExistingColumn> columns,
            Dialect sql) {
        String name = database + "." + t.name();
        Fit fit = fit(t, columns);
        List<String> problems = new ArrayList<>();
        fit.missing().forEach(col -> problems.add(name + " has no column " + col));
        for (seedgen.model.Column c : t.spec().columns()) {
            TableSql.ExistingColumn e = columns.get(c.name().toLowerCase(java.util.Locale.ROOT));
            if (e != null && !sql.columnFits(c.type(), e)) {
                problems.add(name + " column " + c.name() + " is " + e.dataType() + (e.maxLength() > 0 ? "("
                        + e.maxLength() + ")" : "") + ", needs " + sql.columnType(c.type(), t.name(), c.name()));
            }
        }
        if (t.spec().rowIdKey()) {
            TableSql.ExistingColumn id = columns.get(t.spec().primaryKey().name().toLowerCase(java.util.Locale.ROOT));
            if (id != null && !"PRI".equals(id.key())) {
                problems.add(name + " column " + id.name() + " is not the primary key");
            }
        }
        fit.unfilled().forEach(col -> problems.add(name + "." + col + " is NOT NULL without a default, and the spec "
                + "has no such column"));
        return problems;
    }

    /**
     * Refuses (exit 3) existing tables of the dataset's names that cannot take its rows: a table of some other
     * application, or of an older spec, that --truncate would empty and the load then fail on.
     */
    void checkLayout(Connection c, Dataset dataset, String database, List<String> existing)
            throws SQLException {
        List<String> problems = new ArrayList<>();
        for (String name : existing) {
            Dataset.Table t = dataset.table(name);
            problems.addAll(misfits(t, database, new TableSql(t.spec(), database, sql).existingColumns(c), sql));
        }
        refuseMisfits(problems, database, sql);
    }

    /** The one-line refusal of {@code problems}, if any. */
    static void refuseMisfits(List<String> problems, String database, Dialect sql) {
        if (!problems.isEmpty()) {
            throw SeedgenException.targetUnusable(sql.namespaceKind() + " " + database + " has tables of the "
                    + "dataset's names but another layout (" + String.join("; ", problems) + "): nothing was "
                    + "changed; choose another --" + sql.namespaceKind() + ", or drop those tables (--truncate keeps "
                    + "their columns)", null);
        }
    }

    /**
     * A run into the application's tables (--from-db), nothing about them changed. Refuses an existing schema that
     * lacks a table of the dataset, or holds rows without --truncate; returns the tables outside the dataset whose rows
     * come from its tables' triggers ({@code fromTriggers}: an application's audit or search table), which are emptied
     * with them: rows the triggers wrote before would collide with those they write now.
     */
    List<String> checkExisting(Connection c, Dataset dataset, String database, Target target, List<String> existing,
            boolean truncate, List<String> fromTriggers) throws SQLException {
        List<String> absent = dataset.tables().stream().map(Dataset.Table::name).filter(t -> !existing.contains(t))
                .toList();
        if (!absent.isEmpty()) {
            throw SeedgenException.targetUnusable("--from-db fills tables that exist, but " + database
                    + target.embeddedPlace() + " has no table " + String.join(", ", absent) + ": check --database, or "
                    + "leave them out of the spec" + target.embeddedFix(), null);
        }
        // every column the spec fills exists; every column it leaves to the server can be left (a default, NULL,
        // AUTO_INCREMENT or generated), so a batch is never refused for a column midway
        List<String> problems = new ArrayList<>();
        for (Dataset.Table t : dataset.tables()) {
            Fit fit = fit(c, t, database);
            fit.missing().forEach(col -> problems.add("the spec fills " + t.name() + "." + col + ", which the table "
                    + "does not have"));
            fit.unfilled().forEach(col -> problems.add(t.name() + "." + col + " is NOT NULL without a default, and "
                    + "the spec does not fill it"));
        }
        if (!problems.isEmpty()) {
            throw SeedgenException.badInput(String.join("; ", problems) + ": give each column the table has a "
                    + "generator in the spec (seedgen spec --from-db prints one for every column), or leave out only "
                    + "columns the server can fill");
        }
        List<String> triggered = new ArrayList<>();
        for (String written : fromTriggers) {
            boolean ours = dataset.tables().stream().anyMatch(t -> t.name().equalsIgnoreCase(written));
            if (!ours && sql.tableExists(c, database, written)) {
                triggered.add(written);
            }
        }
        if (truncate) {
            return triggered;
        }
        List<String> holding = new ArrayList<>();
        List<String> all = new ArrayList<>(dataset.tables().stream().map(Dataset.Table::name).toList());
        all.addAll(triggered);
        for (String t : all) {
            try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql.anyRow(
                    sql.ownRows(c, database, t)))) {
                if (rs.next()) {
                    holding.add(t + (triggered.contains(t) ? " (which a trigger writes)" : ""));
                }
            }
        }
        if (!holding.isEmpty()) {
            // bad usage, as for a dataset's tables that hold rows: the command did not say what to do with them
            throw SeedgenException.badInput("table(s) " + holding + " of " + database + " already hold rows, "
                    + "whose keys seedgen's rows could collide with: add --truncate to empty them first, or fill a "
                    + "copy of the schema");
        }
        return List.of(); // all empty: nothing to empty
    }

    /**
     * What an --append run continues from: the rows each root table holds (for a table whose key is its row number,
     * such as the users table, its largest key, whatever rows below it are gone). Refused unless the other tables
     * hold exactly a whole run of this spec and seed at that size: each table holding the rows the dataset sized to
     * those root rows has, its last row's key there and the next one's not (a key made from another seed is not).
     */
    Map<String, Long> held(Connection c, Dataset dataset, String database, Start.Sizing sizing)
            throws SQLException {
        Map<String, Long> counts = new LinkedHashMap<>();
        for (Dataset.Table t : dataset.tables()) {
            TableSql schema = new TableSql(t.spec(), database, sql);
            counts.put(t.name(), byRowKey(t) ? schema.maxId(c) : count(c, schema));
        }
        Map<String, Long> bases = new LinkedHashMap<>();
        for (Dataset.Table t : dataset.tables()) {
            if (t.owner() == null) {
                bases.put(t.name(), counts.get(t.name()));
            }
        }
        Dataset before = sizing.withRootRows(bases);
        for (Dataset.Table t : before.tables()) {
            if (byRowKey(t)) {
                continue; // its rows go on after its largest key, which a new row never collides with
            }
            long n = before.table(t.name()).rows();
            String whole = "--append continues a whole run of this spec, --seed and --param: ";
            if (counts.get(t.name()) != n) {
                throw SeedgenException.targetUnusable(String.format(java.util.Locale.ROOT, "%stable %s holds %,d rows "
                        + "where a run with %s would have %,d: finish an interrupted run with --resume, or start over "
                        + "with --truncate", whole, t.name(), counts.get(t.name()), rootRowsText(bases), n), null);
            }
            if (n > 0) {
                Dataset.Table grown = dataset.table(t.name());
                RowKeyBatches keys = new RowKeyBatches(new TableSql(t.spec(), database, sql), t.primaryKey());
                java.util.Set<Long> present = keys.present(c, List.of(n));
                if (!present.contains(n)) {
                    throw SeedgenException.targetUnusable(String.format(java.util.Locale.ROOT, "%stable %s holds %,d "
                            + "rows, but not the key of its row %,d as this spec, --seed and --param make it: append "
                            + "with the ones that made the rows, or start over with --truncate", whole, t.name(), n,
                            n), null);
                }
                if (grown.rows() > n && !new RowKeyBatches(new TableSql(grown.spec(), database, sql),
                        grown.primaryKey())
                        .present(c, List.of(n + 1)).isEmpty()) {
                    throw SeedgenException.targetUnusable(whole + "table " + t.name() + " already holds the key of "
                            + "the next row to add: start over with --truncate", null);
                }
            }
        }
        return bases;
    }

    static String rootRowsText(Map<String, Long> bases) {
        StringJoiner j = new StringJoiner(", ");
        bases.forEach((t, n) -> j.add(String.format(java.util.Locale.ROOT, "%,d %s", n, t)));
        return j.toString();
    }

    /** The root tables' rows grown by those {@code asked} gives them: what an --append run ends with. */
    static Map<String, Long> grown(Dataset asked, Map<String, Long> bases) {
        Map<String, Long> out = new LinkedHashMap<>();
        for (Dataset.Table t : asked.tables()) {
            if (t.owner() == null) {
                out.put(t.name(), Math.addExact(bases.getOrDefault(t.name(), 0L), t.rows()));
            }
        }
        return out;
    }

    /**
     * Refuses an --append whose grown dataset would lay out the rows it keeps differently: a table owned per parent
     * row must give the parents it held exactly the rows it holds. Counts drawn per parent can differ only when a
     * count was cut to the number of rows its distinct picks choose from, and that number grew; counts dealt
     * ({@code exact: true}) are dealt again over the grown parent table.
     */
    static void checkAppendable(Dataset before, Dataset after) {
        for (Dataset.Table t : before.tables()) {
            if (t.owner() == null) {
                continue;
            }
            long n = t.rows();
            long owners = before.table(t.owner()).rows();
            Dataset.Table grown = after.table(t.name());
            boolean lastKept = n == 0 || grown.ownerRow().applyAsLong(n) <= owners;
            boolean nextNew = grown.rows() == n || grown.ownerRow().applyAsLong(n + 1) > owners;
            if (!lastKept || !nextNew) {
                throw SeedgenException.targetUnusable("--append cannot continue table " + t.name() + ": with more rows "
                        + "in the tables its distinct picks choose from, or its counts dealt again (exact: true), its "
                        + "rows per " + t.owner() + " row are no longer laid out the same way, so the rows it holds "
                        + "would move: load the total with --truncate", null);
            }
        }
    }

    /** A root table whose key is its row number (the users table): its rows go on after its largest key. */
    static boolean byRowKey(Dataset.Table t) {
        return t.owner() == null && t.spec().rowIdKey();
    }

    static long count(Connection c, TableSql schema) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(schema.countRows())) {
            rs.next();
            return rs.getLong(1);
        }
    }

    List<String> existingTables(Connection c, Dataset dataset, String database) throws SQLException {
        List<String> existing = new ArrayList<>();
        for (Dataset.Table t : dataset.tables()) {
            if (sql.tableExists(c, database, t.name())) {
                existing.add(t.name());
            }
        }
        return existing;
    }
}
