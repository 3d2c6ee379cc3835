package seedgen.model;

import java.util.List;
import seedgen.plan.Plan;

/**
 * A reference, the one model of it: {@code columns} of a table refer to {@code refColumns} of {@code refTable}, its
 * primary key or any other unique key. The server's catalog reads it, fromdb writes it into a spec, the compiler makes
 * it, and the load order, the slices, the workload, the feeds and the orphan count follow it.
 *
 * <p>What the catalog says of it: {@code name}, the constraint's name (null where none is known, as in a compiled
 * spec); {@code inferred}, null for a key the schema declares, for one seedgen inferred from names and types why;
 * {@code from}, null for a key of the table's own, for one it takes from a table it inherits from that table.
 *
 * <p>What a compiled spec says of it: {@code sameOwner}, the row referred to is the referring row's owner row, or a row
 * owned by that same owner row (gen: parent, or a reference {@code within: parent}), so both sit on the shard of the
 * same root row; {@code when}, the reference holds only on the rows whose column {@link When#column()} holds
 * {@link When#value()}, one target of a reference whose table another column names (a polymorphic pair): the target
 * is chosen per row, so such a key is no constraint the server can keep, only counted after the load; else null.
 */
public record ForeignKey(String name, List<String> columns, String refTable, List<String> refColumns,
        boolean sameOwner, When when, String inferred, String from) implements Plan.Reference {

    /** A compiled reference. */
    public ForeignKey(List<String> columns, String refTable, List<String> refColumns, boolean sameOwner, When when) {
        this(null, columns, refTable, refColumns, sameOwner, when, null, null);
    }

    public ForeignKey(List<String> columns, String refTable, List<String> refColumns, boolean sameOwner) {
        this(columns, refTable, refColumns, sameOwner, null);
    }

    public ForeignKey(List<String> columns, String refTable, List<String> refColumns) {
        this(columns, refTable, refColumns, false, null);
    }

    /** A key the catalog declares. */
    public ForeignKey(String name, List<String> columns, String refTable, List<String> refColumns) {
        this(name, columns, refTable, refColumns, null);
    }

    /** A key the catalog declares ({@code inferred} null) or one seedgen inferred, and why. */
    public ForeignKey(String name, List<String> columns, String refTable, List<String> refColumns,
            String inferred) {
        this(name, columns, refTable, refColumns, inferred, null);
    }

    public ForeignKey(String name, List<String> columns, String refTable, List<String> refColumns,
            String inferred, String from) {
        this(name, columns, refTable, refColumns, false, null, inferred, from);
    }

    public boolean isInferred() {
        return inferred != null;
    }

    /** Whether the target is chosen per row: this reference holds on some rows only. */
    public boolean conditional() {
        return when != null;
    }

    /** The rows a conditional reference holds on: those whose {@code column} is {@code value}. */
    public record When(String column, String value) {
    }
}
