package seedgen.spec;

import java.util.List;
import seedgen.generate.TableSpec;

/**
 * A compiled dataset: its tables in load order (every table after the tables it references), each with its row
 * count, its generators ({@link TableSpec}) and its keys.
 */
public record Dataset(String name, String description, List<Table> tables) {

    /** A table to load: rows, generators, primary key, unique keys, foreign keys; {@code owner} for per-parent. */
    public record Table(String name, long rows, TableSpec spec, List<String> primaryKey, List<List<String>> unique,
            List<ForeignKey> foreignKeys, String owner, List<String> nullable) {
    }

    /** {@code columns} of the table refer to {@code refColumns} of {@code refTable}. */
    public record ForeignKey(List<String> columns, String refTable, List<String> refColumns) {
    }

    public Table table(String name) {
        return tables.stream().filter(t -> t.name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no table " + name));
    }

    public long totalRows() {
        return tables.stream().mapToLong(Table::rows).sum();
    }
}
