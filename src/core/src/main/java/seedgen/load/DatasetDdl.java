package seedgen.load;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import seedgen.dialect.Dialect;
import seedgen.model.Dataset;
import seedgen.model.ForeignKey;

/** A dataset's DDL in a server's words: CREATE TABLE, and the keys added after the rows, with their names. */
public final class DatasetDdl {

    private DatasetDdl() {
    }

    /**
     * CREATE TABLE in {@code sql}'s words with the spec's types, NULL where the spec allows it, and every key of the
     * table that can be there when a file loads the tables in load order and each in row order: all but a foreign key
     * to a table loaded later (a cycle), which {@link #keysAfterRows} adds. With a null {@code database} the names are
     * not qualified (a file loaded into any database).
     */
    public static String ddl(Dataset dataset, Dataset.Table t, String database, Dialect sql) {
        return ddl(dataset, t, database, true, true, sql);
    }

    /**
     * ALTER TABLE statements, in {@code sql}'s words, that add the foreign keys {@link #ddl} leaves out: to a table
     * loaded after (a cycle between tables). The rows are all in when they run; the server checks them.
     */
    public static List<String> keysAfterRows(Dataset dataset, String database, Dialect sql) {
        String prefix = database == null ? "" : sql.quote(database) + ".";
        List<String> out = new ArrayList<>();
        for (Dataset.Table t : dataset.tables()) {
            StringJoiner add = new StringJoiner(", ");
            for (ForeignKey fk : t.foreignKeys()) {
                if (dataset.refersForward(t, fk) && !fk.refTable().equals(t.name())) {
                    add.add("ADD " + foreignKey(t, fk, prefix, sql));
                }
            }
            if (add.length() > 0) {
                out.add(sql.alterTable(prefix + sql.quote(t.name()), add.toString()));
            }
        }
        return out;
    }

    /**
     * As {@link #ddl(Dataset, Dataset.Table, String, Dialect)}; without {@code secondaryKeys}, the primary key alone; without
     * {@code rowOrder}, no foreign key to the table's own rows either (rows written by several connections at once
     * may arrive before the earlier row they refer to; a file loaded in row order never does).
     */
    static String ddl(Dataset dataset, Dataset.Table t, String database, boolean secondaryKeys, boolean rowOrder,
            Dialect sql) {
        return ddl(dataset, t, database, secondaryKeys, secondaryKeys, rowOrder, sql);
    }

    /** As above, the unique keys ({@code uniqueKeys}) and foreign keys ({@code foreignKeys}) chosen apart. */
    static String ddl(Dataset dataset, Dataset.Table t, String database, boolean uniqueKeys, boolean foreignKeys,
            boolean rowOrder, Dialect sql) {
        return ddl(dataset, t, database, true, uniqueKeys, foreignKeys, rowOrder, sql);
    }

    /** As above, with or without the primary key ({@code primaryKey}). */
    static String ddl(Dataset dataset, Dataset.Table t, String database, boolean primaryKey, boolean uniqueKeys,
            boolean foreignKeys, boolean rowOrder, Dialect sql) {
        String prefix = database == null ? "" : sql.quote(database) + ".";
        StringJoiner body = new StringJoiner(",\n  ", "(\n  ", "\n)");
        for (seedgen.model.Column c : t.spec().columns()) {
            body.add(sql.quote(c.name()) + " " + sql.columnType(c.type(), t.name(), c.name())
                    + (t.nullable().contains(c.name()) ? " NULL" : " NOT NULL"));
        }
        if (primaryKey && !t.primaryKey().isEmpty()) {
            body.add("PRIMARY KEY " + columns(t.primaryKey(), sql));
        }
        if (uniqueKeys) {
            for (int n = 1; n <= t.unique().size(); n++) {
                body.add(uniqueKey(t, n, sql));
            }
            unconstrainedIndexes(t, sql).values().forEach(body::add);
        }
        if (foreignKeys) {
            for (ForeignKey fk : t.foreignKeys()) {
                boolean own = fk.refTable().equals(t.name());
                if (!dataset.refersForward(t, fk) || own && rowOrder) {
                    body.add(foreignKey(t, fk, prefix, sql));
                }
            }
        }
        return sql.createTable(prefix + sql.quote(t.name()), body.toString());
    }

    /** The name of the table's n-th unique key (from 1): the one the table gives it, or {@code uk_TABLE_N}. */
    static String uniqueName(Dataset.Table t, int n, Dialect sql) {
        return cut(t.uniqueNames().isEmpty() ? "uk_" + t.name() + "_" + n : t.uniqueNames().get(n - 1), sql);
    }

    /** The table's n-th unique key (from 1), as CREATE TABLE and ALTER TABLE ADD write it. */
    static String uniqueKey(Dataset.Table t, int n, Dialect sql) {
        return sql.uniqueKey(uniqueName(t, n, sql), columns(t.unique().get(n - 1), sql));
    }

    static String foreignKey(Dataset.Table t, ForeignKey fk, String prefix, Dialect sql) {
        return "CONSTRAINT " + sql.quote(fkName(t.name(), fk, sql)) + " FOREIGN KEY " + columns(fk.columns(), sql)
                + " REFERENCES " + prefix + sql.quote(fk.refTable()) + " " + columns(fk.refColumns(), sql);
    }

    /**
     * The indexes of the table's references written without a foreign key (a shard's), by name: those the server
     * would have made for the key, where no other key of the table starts with the reference's columns.
     */
    static Map<String, String> unconstrainedIndexes(Dataset.Table t, Dialect sql) {
        Map<String, String> out = new LinkedHashMap<>();
        List<List<String>> keys = new ArrayList<>(List.of(t.primaryKey()));
        keys.addAll(t.unique());
        t.foreignKeys().forEach(fk -> keys.add(fk.columns()));
        for (ForeignKey fk : t.unconstrained()) {
            boolean covered = keys.stream().anyMatch(k -> k.size() >= fk.columns().size()
                    && k.subList(0, fk.columns().size()).equals(fk.columns()));
            String clause = sql.foreignKeyIndex(fkName(t.name(), fk, sql), columns(fk.columns(), sql));
            if (!covered && clause != null) {
                out.put(fkName(t.name(), fk, sql), clause);
                keys.add(fk.columns());
            }
        }
        return out;
    }

    /**
     * The indexes the server makes for the table's foreign keys where no key of the table starts with their columns
     * (InnoDB's, named as the key), by name: made before the keys are added after the rows, so that several tables'
     * are built at once and adding the key itself only writes the catalog. None where the server makes none.
     */
    static Map<String, String> foreignKeyIndexes(Dataset.Table t, Dialect sql) {
        Map<String, String> out = new LinkedHashMap<>();
        List<List<String>> keys = new ArrayList<>(List.of(t.primaryKey()));
        keys.addAll(t.unique());
        for (ForeignKey fk : t.foreignKeys()) {
            boolean covered = keys.stream().anyMatch(k -> k.size() >= fk.columns().size()
                    && k.subList(0, fk.columns().size()).equals(fk.columns()));
            String clause = sql.foreignKeyIndex(fkName(t.name(), fk, sql), columns(fk.columns(), sql));
            if (!covered && clause != null) {
                out.put(fkName(t.name(), fk, sql), clause);
                keys.add(fk.columns());
            }
        }
        return out;
    }

    /**
     * Where the server makes no index for a foreign key (PostgreSQL), the CREATE INDEX statements of the indexes InnoDB
     * would make, by name: one for each reference (with its key or without, a shard's) whose columns no key of the
     * table starts with, as an application's schema has them. None where the server makes its own.
     */
    public static Map<String, String> indexStatements(Dataset.Table t, String database, Dialect sql) {
        Map<String, String> out = new LinkedHashMap<>();
        List<List<String>> keys = new ArrayList<>(List.of(t.primaryKey()));
        keys.addAll(t.unique());
        String table = database == null ? sql.quote(t.name()) : sql.qualify(database, t.name());
        List<ForeignKey> refs = new ArrayList<>(t.foreignKeys());
        refs.addAll(t.unconstrained());
        for (ForeignKey fk : refs) {
            boolean covered = keys.stream().anyMatch(k -> k.size() >= fk.columns().size()
                    && k.subList(0, fk.columns().size()).equals(fk.columns()));
            String name = fkName(t.name(), fk, sql);
            String statement = sql.createIndex(table, name, columns(fk.columns(), sql));
            if (!covered && statement != null && sql.foreignKeyIndex(name, columns(fk.columns(), sql)) == null) {
                out.put(name, statement);
                keys.add(fk.columns());
            }
        }
        return out;
    }

    static String fkName(String table, ForeignKey fk, Dialect sql) {
        return cut("fk_" + table + "_" + String.join("_", fk.columns()), sql);
    }

    /** A key's name within what the server keeps (64 characters on MySQL, 63 bytes on PostgreSQL). */
    static String cut(String name, Dialect sql) {
        String cut = name;
        while (sql.nameLength(cut) > sql.maxNameLength()) {
            cut = cut.substring(0, cut.length() - 1);
        }
        return cut;
    }

    static String columns(List<String> names, Dialect sql) {
        StringJoiner j = new StringJoiner(", ", "(", ")");
        names.forEach(n -> j.add(sql.quote(n)));
        return j.toString();
    }
}
