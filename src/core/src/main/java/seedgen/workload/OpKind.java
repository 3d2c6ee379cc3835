package seedgen.workload;

import java.util.List;

/**
 * A kind of operation of a workload: what it does ({@link Action}) to which table, its name as the summary, the
 * metrics and a stream file give it ({@code insert likes}), its share of the mix, and the columns its statement names
 * (the values are bound in this order).
 */
public record OpKind(int id, String name, Action action, String table, double weight, List<String> columns,
        List<String> where, String orderBy) {

    public enum Action {
        /** A row by its key or a unique column (a log-in by email). */
        READ_KEY,
        /** An owner's rows of a per-parent table, newest key first, at most {@value OpKind#READ_LIMIT}. */
        READ_CHILDREN,
        /** A new row with the key after the loaded ones (and after the stream's earlier ones). */
        INSERT_ROW,
        /** One column of a loaded row set to another value the column takes. */
        UPDATE,
        /** A new pair of a pair table (a like), one its owner does not hold at that moment. */
        INSERT_PAIR,
        /** A pair its owner holds at that moment, deleted (an unlike). */
        DELETE_PAIR,
        /** A row the stream inserted earlier, deleted (nothing refers to it). */
        DELETE_MADE;

        boolean reads() {
            return this == READ_KEY || this == READ_CHILDREN;
        }
    }

    /** The most rows a read of an owner's rows asks for. */
    public static final int READ_LIMIT = 100;

    public OpKind {
        columns = List.copyOf(columns);
        where = List.copyOf(where);
    }

    OpKind withWeight(double w) {
        return new OpKind(id, name, action, table, w, columns, where, orderBy);
    }
}
