package seedgen.slice;

import seedgen.generate.ParentIndex;

/**
 * The rows of one table a slice writes: its own rows 1..{@link #count()}, each standing for the whole table's row
 * {@link #global}, in the whole table's order.
 */
public interface Rows {

    long count();

    /** The whole table's row (1-based) that the slice's row {@code local} (1-based) is. */
    long global(long local);

    /** Every row of a table of {@code rows} rows. */
    static Rows all(long rows) {
        return new Span(1, rows);
    }

    /** Rows {@code first}, {@code first + 1}, ...: {@code count} of them. */
    record Span(long first, long count) implements Rows {
        @Override
        public long global(long local) {
            return first + local - 1;
        }
    }

    /** Rows {@code first}, {@code first + step}, ...: {@code count} of them (a shard's rows under a modulo rule). */
    record Stride(long first, long step, long count) implements Rows {
        @Override
        public long global(long local) {
            return first + (local - 1) * step;
        }
    }

    /** Rows {@code from}..{@code from + count - 1} of {@code of}. */
    record Sub(Rows of, long from, long count) implements Rows {
        @Override
        public long global(long local) {
            return of.global(from + local - 1);
        }
    }

    /**
     * The slice's {@code k}-th of {@code n} parts (1-based), as even as whole rows allow: rows
     * {@code (k-1)*count/n + 1} to {@code k*count/n}.
     */
    static Rows part(Rows rows, int k, int n) {
        long m = rows.count();
        long from = Math.multiplyExact(k - 1L, m) / n + 1;
        long count = Math.multiplyExact((long) k, m) / n - from + 1;
        if (rows instanceof Span s) {
            return new Span(s.first() + from - 1, count);
        }
        if (rows instanceof Stride s) {
            return new Stride(s.first() + (from - 1) * s.step(), s.step(), count);
        }
        return new Sub(rows, from, count);
    }

    /**
     * The rows of a table owned per row of these rows ({@code index}: how many each owner row of the whole table
     * owns): the rows each owner row owns, owner after owner. Owners that are one span own one span, found by
     * arithmetic; others get an index of their own.
     */
    static Rows children(Rows owners, ParentIndex index) {
        if (owners instanceof Span s) {
            long first = s.count() == 0 ? 1 : index.childrenBefore(s.first()) + 1;
            long after = s.count() == 0 ? 1 : index.childrenBefore(s.first() + s.count()) + 1;
            return new Span(first, after - first);
        }
        return new Owned(owners, index);
    }

    /**
     * Rows owned by owner rows that are not one span (a shard's users under a modulo rule): an index over the slice's
     * owner rows, 8 bytes per 1,024 of them, gives each row's owner and place among its siblings, and the whole
     * table's index where that owner's rows start.
     */
    final class Owned implements Rows {
        private final Rows owners;
        private final ParentIndex whole;
        private final ParentIndex local;
        private final ThreadLocal<ParentIndex.Cursor> cursors;

        Owned(Rows owners, ParentIndex whole) {
            this.owners = owners;
            this.whole = whole;
            this.local = new ParentIndex(owners.count(), o -> whole.countOf(owners.global(o)));
            this.cursors = ThreadLocal.withInitial(local::cursor);
        }

        @Override
        public long count() {
            return local.total();
        }

        @Override
        public long global(long row) {
            ParentIndex.Place p = cursors.get().locate(row);
            return whole.firstChildOf(owners.global(p.parent())) + p.k();
        }
    }
}
