package seedgen.workload;

import java.util.Arrays;

/**
 * One operation of a workload's stream: its index, its kind, when it is due (nanoseconds after the run's start), the
 * partition that runs it, the values bound to its statement in order, the earlier operations it must follow (which
 * touched the same row or pair; always of the same partition), and what it does to its table's row count if it
 * succeeds.
 */
public record Operation(long index, OpKind kind, long dueNanos, int partition, Object[] params, long[] after,
        int rowsDelta) {

    @Override
    public boolean equals(Object o) {
        return o instanceof Operation op && op.index == index && op.kind.equals(kind) && op.dueNanos == dueNanos
                && op.partition == partition && Arrays.equals(op.params, params) && Arrays.equals(op.after, after)
                && op.rowsDelta == rowsDelta;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(index) * 31 + Arrays.hashCode(params);
    }

    @Override
    public String toString() {
        return "#" + index + " " + kind.name() + " " + Arrays.toString(params);
    }
}
