package seedgen.model;

import java.util.List;
import seedgen.plan.Plan;
import seedgen.plan.TableRows;

/**
 * A compiled dataset: its tables in load order (every table after the tables it references), each with its row
 * count, its generators ({@link TableSpec}) and its keys; and the {@code kept} tables, whose rows the database holds
 * already (an application's own rows): never written or emptied, their listed columns the values those rows hold,
 * so that the tables written can refer to them.
 */
public record Dataset(String name, String description, List<Table> tables, List<Table> kept) implements Plan {

    public Dataset {
        tables = List.copyOf(tables);
        kept = List.copyOf(kept);
    }

    public Dataset(String name, String description, List<Table> tables) {
        this(name, description, tables, List.of());
    }

    /** The dataset behind {@code plan}; refused when seedgen did not make it (a plan is a view of one). */
    public static Dataset of(Plan plan) {
        if (plan instanceof Dataset d) {
            return d;
        }
        throw new IllegalArgumentException("a plan that seedgen did not make (" + plan.getClass().getName()
                + "): take it from Seedgen.plan() or a result's plan()");
    }

    /** This dataset with other tables to write, the same kept tables. */
    public Dataset withTables(List<Table> written) {
        return new Dataset(name, description, written, kept);
    }

    /**
     * A table to load: rows, generators, primary key, unique keys, foreign keys; {@code owner} for per-parent, and
     * {@code ownerRow}, the owner's row (1-based) of each of this table's rows (null for a root table), and
     * {@code index}, how many rows each owner row owns and where they start (null for a root table, and for a slice
     * of a dataset, whose rows are renumbered). {@code unconstrained}: references written without a foreign key
     * (a shard's, whose rows can sit on another shard); they keep the index the server would have made for the key.
     * {@code uniqueNames}: the names of the unique keys, one for each of {@code unique}, or empty for the names the
     * DDL makes up ({@code uk_TABLE_N}); the users table keeps the names it always had ({@code uk_username}).
     */
    public record Table(String name, long rows, TableSpec spec, List<String> primaryKey, List<List<String>> unique,
            List<ForeignKey> foreignKeys, String owner, List<String> nullable,
            java.util.function.LongUnaryOperator ownerRow, seedgen.generate.ParentIndex index,
            List<ForeignKey> unconstrained, List<String> uniqueNames, Checks checks) implements Plan.Table {

        public Table(String name, long rows, TableSpec spec, List<String> primaryKey, List<List<String>> unique,
                List<ForeignKey> foreignKeys, String owner, List<String> nullable,
                java.util.function.LongUnaryOperator ownerRow, seedgen.generate.ParentIndex index,
                List<ForeignKey> unconstrained, List<String> uniqueNames) {
            this(name, rows, spec, primaryKey, unique, foreignKeys, owner, nullable, ownerRow, index, unconstrained,
                    uniqueNames, Checks.NONE);
        }

        public Table {
            uniqueNames = List.copyOf(uniqueNames);
            if (!uniqueNames.isEmpty() && uniqueNames.size() != unique.size()) {
                throw new IllegalArgumentException("table " + name + ": " + uniqueNames.size() + " unique key names for "
                        + unique.size() + " unique keys");
            }
        }

        public Table(String name, long rows, TableSpec spec, List<String> primaryKey, List<List<String>> unique,
                List<ForeignKey> foreignKeys, String owner, List<String> nullable,
                java.util.function.LongUnaryOperator ownerRow, seedgen.generate.ParentIndex index,
                List<ForeignKey> unconstrained) {
            this(name, rows, spec, primaryKey, unique, foreignKeys, owner, nullable, ownerRow, index, unconstrained,
                    List.of());
        }

        public Table(String name, long rows, TableSpec spec, List<String> primaryKey, List<List<String>> unique,
                List<ForeignKey> foreignKeys, String owner, List<String> nullable,
                java.util.function.LongUnaryOperator ownerRow, seedgen.generate.ParentIndex index) {
            this(name, rows, spec, primaryKey, unique, foreignKeys, owner, nullable, ownerRow, index, List.of());
        }

        /** The table behind {@code table}; refused when seedgen did not make it. */
        public static Table of(Plan.Table table) {
            if (table instanceof Table t) {
                return t;
            }
            throw new IllegalArgumentException("a plan's table that seedgen did not make ("
                    + table.getClass().getName() + "): take it from Seedgen.plan() or a result's plan()");
        }

        @Override
        public List<String> columns() {
            return spec.columns().stream().map(Column::name).toList();
        }
    }

    /**
     * What a table's {@code checks:} came to, from the rows sampled when it compiled: each check as written, the
     * columns drawn again where a row breaks one, and per column how many of the sampled rows drew it again;
     * {@code failure} says why no draw kept a sampled row (null when every row held, as a run's always do).
     */
    public record Checks(List<String> checks, List<String> redrawable, long sampled, long redrawn,
            java.util.Map<String, Long> redrawnByColumn, String failure) {

        public static final Checks NONE = new Checks(List.of(), List.of(), 0, 0, java.util.Map.of(), null);

        public Checks {
            checks = List.copyOf(checks);
            redrawable = List.copyOf(redrawable);
            redrawnByColumn = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(redrawnByColumn));
        }
    }

    /** A table to write, or else a kept one, by name. */
    @Override
    public Table table(String name) {
        return java.util.stream.Stream.concat(tables.stream(), kept.stream()).filter(t -> t.name().equals(name))
                .findFirst().orElseThrow(() -> new IllegalArgumentException("no table " + name));
    }

    /**
     * Whether {@code fk} of {@code t} refers to a table loaded at the same time or later: its own rows, or a table
     * after it in a cycle. Such a key cannot be checked as rows arrive; it is added after the rows.
     */
    public boolean refersForward(Table t, ForeignKey fk) {
        return position(fk.refTable()) >= position(t.name());
    }

    private int position(String table) {
        if (kept.stream().anyMatch(k -> k.name().equals(table))) {
            return -1; // in the database before any row is written
        }
        for (int i = 0; i < tables.size(); i++) {
            if (tables.get(i).name().equals(table)) {
                return i;
            }
        }
        throw new IllegalArgumentException("no table " + table);
    }

    @Override
    public TableRows rows(String table) {
        return new TypedRows(tables.stream().filter(t -> t.name().equals(table)).findFirst().orElseThrow(
                () -> new IllegalArgumentException("no written table " + table + " (the tables: " + String.join(", ",
                        tables.stream().map(Table::name).toList()) + ")")));
    }

    @Override
    public long totalRows() {
        return tables.stream().mapToLong(Table::rows).sum();
    }
}
