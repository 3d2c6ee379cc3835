package seedgen.load;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import java.util.function.Consumer;
import seedgen.dialect.Dialect;
import seedgen.model.Dataset;
import seedgen.model.ForeignKey;

/** The keys of a dataset's tables around the load: tables made where missing, keys dropped before and added after. */
final class TableKeys {

    private final Dialect sql;
    private final Consumer<String> info;

    TableKeys(Dialect sql, Consumer<String> info) {
        this.sql = sql;
        this.info = info;
    }

    void createMissing(Connection c, Dataset dataset, String database, List<String> existing,
            boolean deferKeys) throws SQLException {
        createMissing(c, dataset, database, existing, deferKeys, deferKeys);
    }

    void createMissing(Connection c, Dataset dataset, String database, List<String> existing,
            boolean deferUnique, boolean deferForeign) throws SQLException {
        try (Statement st = c.createStatement()) {
            for (Dataset.Table t : dataset.tables()) {
                if (!existing.contains(t.name())) {
                    st.execute(DatasetDdl.ddl(dataset, t, database, !(deferUnique && sql.primaryKeyAfterRows()),
                            !deferUnique, !deferForeign, false, sql));
                    if (!deferUnique) {
                        for (String index : DatasetDdl.indexStatements(t, database, sql).values()) {
                            st.execute(index);
                        }
                    }
                }
            }
        }
    }

    /** The keys a table has now: the names of its indexes and of its foreign keys. */
    record Keys(java.util.Set<String> indexes, java.util.Set<String> foreignKeys) {
        static Keys of(Connection c, Dialect sql, String database, String table) throws SQLException {
            return new Keys(sql.indexNames(c, database, table), sql.foreignKeyNames(c, database, table));
        }
    }

    /**
     * Tables that exist (emptied by --truncate) lose the keys a new table would not have: with --defer-indexes ({@code
     * all}) their foreign keys, then their unique keys, so that the rows go in with the primary key alone; otherwise
     * only the foreign keys to their own rows or to a table loaded later in a cycle (added after the rows, as in a
     * new table).
     */
    void dropSecondaryKeys(Connection c, Dataset dataset, String database, List<String> existing, boolean all)
            throws SQLException {
        dropSecondaryKeys(c, dataset, database, existing, all, all);
    }

    /** As above, {@code allForeign}: every foreign key, whatever the unique keys. */
    void dropSecondaryKeys(Connection c, Dataset dataset, String database, List<String> existing, boolean all,
            boolean allForeign) throws SQLException {
        try (Statement st = c.createStatement()) {
            for (Dataset.Table t : dataset.tables()) {
                if (existing.contains(t.name())) {
                    Keys present = Keys.of(c, sql, database, t.name());
                    StringJoiner drop = new StringJoiner(", ");
                    for (ForeignKey fk : t.foreignKeys()) {
                        boolean wanted = allForeign || dataset.refersForward(t, fk);
                        if (wanted && present.foreignKeys().contains(DatasetDdl.fkName(t.name(), fk, sql))) {
                            drop.add(sql.dropForeignKey(DatasetDdl.fkName(t.name(), fk, sql)));
                        }
                    }
                    if (drop.length() > 0) {
                        st.execute(sql.alterTable(sql.qualify(database, t.name()), drop.toString()));
                    }
                }
            }
            for (Dataset.Table t : dataset.tables()) {
                if (all && existing.contains(t.name())) {
                    Keys present = Keys.of(c, sql, database, t.name());
                    StringJoiner drop = new StringJoiner(", ");
                    for (int n = 1; n <= t.unique().size(); n++) {
                        if (present.indexes().contains(DatasetDdl.uniqueName(t, n, sql))) {
                            drop.add(sql.dropUniqueKey(DatasetDdl.uniqueName(t, n, sql)));
                        }
                    }
                    // the indexes InnoDB made for the foreign keys dropped above
                    for (ForeignKey fk : t.foreignKeys()) {
                        String index = DatasetDdl.fkName(t.name(), fk, sql);
                        if (present.indexes().contains(index)
                                && sql.foreignKeyIndex(index, DatasetDdl.columns(fk.columns(), sql)) != null) {
                            drop.add(sql.dropUniqueKey(index));
                        }
                    }
                    if (sql.primaryKeyAfterRows() && present.indexes().contains(sql.primaryKeyName(t.name()))) {
                        drop.add(sql.dropUniqueKey(sql.primaryKeyName(t.name())));
                    }
                    // the indexes made for the foreign keys where the server makes none
                    for (String index : DatasetDdl.indexStatements(t, database, sql).keySet()) {
                        if (present.indexes().contains(index)) {
                            st.execute(sql.dropIndex(database, index));
                        }
                    }
                    if (drop.length() > 0) {
                        st.execute(sql.alterTable(sql.qualify(database, t.name()), drop.toString()));
                    }
                }
            }
        }
    }

    /**
     * What one table lacks after the rows: {@code keys}, an ALTER TABLE adding its primary key (where the server
     * builds it after the rows), unique keys, and the indexes of its references (those of its foreign keys, where the
     * server would make them); {@code foreign}, one adding its foreign keys unchecked ({@link Dialect#addedUnchecked}),
     * named in {@code foreignNames}; {@code validate}, the statements checking the rows against every foreign key of
     * the table where the server has them (a key already valid costs nothing); {@code indexes}, the statements making
     * the indexes of its foreign keys where the server makes none ({@link DatasetDdl#indexStatements}).
     * Null where nothing is missing.
     */
    record Missing(String table, String keys, int unique, String foreign, List<String> foreignNames,
            List<String> validate, List<String> indexes) {
    }

    /**
     * What every table of the dataset lacks: all its keys after a load that deferred them, none after one that made
     * them up front. Each table's keys are built on a connection of their own, several at once; the foreign keys,
     * which refer to them, go on after every table's, one table after the other (each takes its parents' locks for a
     * moment, and one at a time no two wait for each other), unchecked; then their rows are checked, several tables
     * at once: by the server where it validates (PostgreSQL), else by counting orphans.
     */
    List<Missing> missing(Connection c, Dataset dataset, String database) throws SQLException {
        List<Missing> out = new java.util.ArrayList<>();
        for (Dataset.Table t : dataset.tables()) {
            Keys present = Keys.of(c, sql, database, t.name());
            StringJoiner add = new StringJoiner(", ");
            if (!t.primaryKey().isEmpty() && sql.primaryKeyAfterRows()
                    && !present.indexes().contains(sql.primaryKeyName(t.name()))) {
                add.add("ADD PRIMARY KEY " + DatasetDdl.columns(t.primaryKey(), sql));
            }
            int unique = 0;
            for (int n = 1; n <= t.unique().size(); n++) {
                if (!present.indexes().contains(DatasetDdl.uniqueName(t, n, sql))) {
                    add.add("ADD " + DatasetDdl.uniqueKey(t, n, sql));
                    unique++;
                }
            }
            java.util.Map<String, String> indexes = new java.util.LinkedHashMap<>(DatasetDdl.unconstrainedIndexes(t,
                    sql));
            indexes.putAll(DatasetDdl.foreignKeyIndexes(t, sql));
            for (Map.Entry<String, String> index : indexes.entrySet()) {
                if (!present.indexes().contains(index.getKey())) {
                    add.add("ADD " + index.getValue());
                }
            }
            StringJoiner foreign = new StringJoiner(", ");
            List<String> names = new java.util.ArrayList<>();
            List<String> validate = new java.util.ArrayList<>();
            String table = sql.qualify(database, t.name());
            for (ForeignKey fk : t.foreignKeys()) {
                String name = DatasetDdl.fkName(t.name(), fk, sql);
                if (!present.foreignKeys().contains(name)) {
                    foreign.add("ADD " + DatasetDdl.foreignKey(t, fk, sql.quote(database) + ".", sql)
                            + sql.addedUnchecked());
                    names.add(name);
                }
                // every key, those an interrupted finish added unchecked too (one already valid: nothing to do)
                String check = sql.validateForeignKey(table, name);
                if (check != null) {
                    validate.add(check);
                }
            }
            List<String> made = new java.util.ArrayList<>();
            DatasetDdl.indexStatements(t, database, sql).forEach((name, statement) -> {
                if (!present.indexes().contains(name)) {
                    made.add(statement);
                }
            });
            out.add(new Missing(t.name(), add.length() == 0 ? null : sql.alterTable(table, add.toString()), unique,
                    foreign.length() == 0 ? null : sql.alterTable(table, foreign.toString()), names, validate, made));
        }
        return out;
    }
}
