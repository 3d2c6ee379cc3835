package seedgen.load;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import java.util.function.Consumer;
import seedgen.dialect.Dialect;
import seedgen.spec.Dataset;

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
                    st.execute(DatasetDdl.ddl(dataset, t, database, !deferUnique, !deferForeign, false, sql));
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
                    for (Dataset.ForeignKey fk : t.foreignKeys()) {
                        boolean wanted = allForeign || dataset.refersForward(t, fk);
                        if (wanted && present.foreignKeys().contains(DatasetDdl.fkName(t.name(), fk, sql))) {
                            drop.add(sql.dropForeignKey(DatasetDdl.fkName(t.name(), fk, sql)));
                        }
                    }
                    if (drop.length() > 0) {
                        st.execute("ALTER TABLE " + sql.qualify(database, t.name()) + " " + drop);
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
                    for (Dataset.ForeignKey fk : t.foreignKeys()) {
                        if (present.indexes().contains(DatasetDdl.fkName(t.name(), fk, sql))) {
                            drop.add(sql.dropUniqueKey(DatasetDdl.fkName(t.name(), fk, sql)));
                        }
                    }
                    if (drop.length() > 0) {
                        st.execute("ALTER TABLE " + sql.qualify(database, t.name()) + " " + drop);
                    }
                }
            }
        }
    }

    /**
     * Adds every unique key, then every foreign key, that a table of the dataset lacks: all of them after a
     * --defer-indexes load, none after a load that created them up front. The foreign keys are added without the
     * server re-reading the rows (foreign_key_checks off for the ALTER, which lets InnoDB add them in place); the
     * orphan count that follows is the check.
     */
    RunResult.KeysAdded addMissingKeys(Connection c, Dataset dataset, String database) throws SQLException {
        long t0 = System.nanoTime();
        int unique = 0;
        int foreign = 0;
        try (Statement st = c.createStatement()) {
            for (Dataset.Table t : dataset.tables()) {
                Keys present = Keys.of(c, sql, database, t.name());
                StringJoiner add = new StringJoiner(", ");
                for (int n = 1; n <= t.unique().size(); n++) {
                    if (!present.indexes().contains(DatasetDdl.uniqueName(t, n, sql))) {
                        add.add("ADD " + DatasetDdl.uniqueKey(t, n, sql));
                        unique++;
                    }
                }
                for (Map.Entry<String, String> index : DatasetDdl.unconstrainedIndexes(t, sql).entrySet()) {
                    if (!present.indexes().contains(index.getKey())) {
                        add.add("ADD " + index.getValue());
                    }
                }
                if (add.length() > 0) {
                    info.accept("Table " + database + "." + t.name() + ": adding its unique keys");
                    st.execute("ALTER TABLE " + sql.qualify(database, t.name()) + " " + add);
                }
            }
            int[] added = {0};
            sql.withoutForeignKeyChecks(c, () -> {
                for (Dataset.Table t : dataset.tables()) {
                    Keys present = Keys.of(c, sql, database, t.name());
                    StringJoiner add = new StringJoiner(", ");
                    for (Dataset.ForeignKey fk : t.foreignKeys()) {
                        if (!present.foreignKeys().contains(DatasetDdl.fkName(t.name(), fk, sql))) {
                            add.add("ADD " + DatasetDdl.foreignKey(t, fk, sql.quote(database) + ".", sql));
                            added[0]++;
                        }
                    }
                    if (add.length() > 0) {
                        info.accept("Table " + database + "." + t.name() + ": adding its foreign keys");
                        st.execute("ALTER TABLE " + sql.qualify(database, t.name()) + " " + add);
                    }
                }
            });
            foreign = added[0];
        }
        return unique + foreign == 0 ? RunResult.KeysAdded.NONE
                : new RunResult.KeysAdded(unique, foreign, (System.nanoTime() - t0) / 1e9);
    }
}
