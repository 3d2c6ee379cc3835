package seedgen.workload;

import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import seedgen.generate.Mix;

/**
 * A workload's operations, one after another, each a function of (seed, its index) and of the operations before it:
 * the stream is made the same way by every process, which runs the operations of its own partition. It keeps what its
 * operations did so far, so that
 * <ul>
 * <li>a new row takes the key after the loaded rows' and the earlier new rows' (values as a load past --rows makes
 * them, event times at the workload's clock);</li>
 * <li>a new pair is one its owner does not hold at that moment (neither loaded nor inserted since, or deleted since),
 * a deleted pair one it does;</li>
 * <li>references point only at loaded rows, which no operation deletes; the rows the stream makes are deleted only by
 * the stream, and nothing refers to them;</li>
 * <li>an operation touching a row or pair an earlier one touched follows it ({@link Operation#after}); both act for
 * the same root row, so both are of the same partition.</li>
 * </ul>
 * Popularity is the data's: an acting owner is the owner of a random loaded row (the active act more), a pair's
 * reference the reference of a random loaded row (popular posts get the new likes too), an owner read by a reference
 * of another table to it where one exists (followed users are read more).
 */
public final class OperationStream {

    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");
    private static final int TRIES = 64;

    private final Plan plan;
    private final long seed;
    private final int partitions;
    private final Rate.Clock clock;
    private final long durationNanos;
    private final long maxOperations;
    private final LocalDateTime clockStart;
    private final double[] cumulative;
    private long index;

    /** New rows made so far per table. */
    private final Map<String, Long> made = new HashMap<>();
    /** The stream's own rows of each table, not yet deleted: key and the partition that made it. */
    private final Map<String, List<long[]>> alive = new HashMap<>();
    /** Pairs whose presence the stream changed: true inserted, false deleted. */
    private final Map<PairKey, Boolean> pairs = new HashMap<>();
    /** An owner's pairs the stream inserted (some may be deleted since). */
    private final Map<OwnerKey, List<Long>> inserted = new HashMap<>();
    /** The last operation that touched a row or pair. */
    private final Map<Object, Long> lastTouch = new HashMap<>();
    private final Map<String, Long> rowsDelta = new HashMap<>();

    private record PairKey(String table, long owner, long ref) {
    }

    private record OwnerKey(String table, long owner) {
    }

    private record RowKey(String table, long key) {
    }

    OperationStream(Plan plan, long seed, int partitions, Rate rate, long durationNanos, long maxOperations,
            LocalDateTime clockStart) {
        this.plan = plan;
        this.seed = seed ^ 0x3D0CA11EF10E5L;
        this.partitions = partitions;
        this.clock = rate.clock(seed, durationNanos);
        this.durationNanos = durationNanos;
        this.maxOperations = maxOperations;
        this.clockStart = clockStart;
        List<OpKind> kinds = plan.kinds();
        cumulative = new double[kinds.size()];
        double sum = 0;
        for (int i = 0; i < kinds.size(); i++) {
            sum += kinds.get(i).weight();
            cumulative[i] = sum;
        }
        for (int i = 0; i < cumulative.length; i++) {
            cumulative[i] /= sum;
        }
    }

    /** The next operation of the whole stream, or null past its end (its duration or its count of operations). */
    public Operation next() {
        if (index >= maxOperations) {
            return null;
        }
        long due = clock.next();
        if (due >= durationNanos) {
            return null;
        }
        long i = index++;
        double u = Mix.unit(seed, i, 1);
        int chosen = 0;
        while (chosen < cumulative.length - 1 && u >= cumulative[chosen]) {
            chosen++;
        }
        List<OpKind> kinds = plan.kinds();
        for (int t = 0; t < kinds.size(); t++) {
            OpKind k = kinds.get((chosen + t) % kinds.size());
            if (k.weight() <= 0) {
                continue;
            }
            Operation op = make(k, i, due);
            if (op != null) {
                if (op.rowsDelta() != 0) {
                    rowsDelta.merge(k.table(), (long) op.rowsDelta(), Long::sum);
                }
                return op;
            }
        }
        throw new IllegalStateException("no operation of the mix can be made at operation " + i);
    }

    /** How the whole stream so far changes each table's row count, if every operation succeeds. */
    public Map<String, Long> rowsDelta() {
        return Map.copyOf(rowsDelta);
    }

    private Operation make(OpKind k, long i, long due) {
        TableShape s = plan.shape(k.table());
        return switch (k.action()) {
            case READ_KEY -> {
                long row = 1 + pick(i, 2, s.rows());
                int column = columnIndex(s, k.where().get(0));
                yield new Operation(i, k, due, (int) (i % partitions), new Object[] {s.value(column, row)},
                        new long[0], 0);
            }
            case READ_CHILDREN -> {
                Object ownerKey = popularOwner(s, i);
                yield new Operation(i, k, due, (int) (i % partitions), new Object[] {ownerKey}, new long[0], 0);
            }
            case INSERT_ROW -> insertRow(k, s, i, due);
            case UPDATE -> {
                if (s.rows() == 0) {
                    yield null;
                }
                long row = 1 + pick(i, 2, s.rows());
                // a row that has left, or whose owner has (a post of a user who left), is edited no more: its
                // updated_at would come after the deleted_at, as an act of one who left
                for (int t = 0; t < TRIES && editedNoMore(s, row); t++) {
                    row = 1 + pick(i, 300 + t, s.rows());
                }
                if (editedNoMore(s, row)) {
                    yield null;
                }
                Object value = s.value(s.updatable(), 1 + pick(i, 3, s.rows()));
                Object key = s.value(s.sequenceKey(), row);
                long[] after = touch(new RowKey(s.name(), ((Number) key).longValue()), i);
                Object[] params = new Object[s.touched().size() + 2];
                params[0] = value;
                for (int t = 0; t < s.touched().size(); t++) {
                    params[t + 1] = time(s, s.touched().get(t), due);
                }
                params[params.length - 1] = key;
                yield new Operation(i, k, due, partition(s, row), params, after, 0);
            }
            case INSERT_PAIR -> insertPair(k, s, i, due);
            case DELETE_PAIR -> deletePair(k, s, i, due);
            case DELETE_MADE -> {
                List<long[]> mine = alive.get(s.name());
                if (mine == null || mine.isEmpty()) {
                    yield null;
                }
                int at = (int) pick(i, 2, mine.size());
                long[] row = mine.get(at);
                mine.set(at, mine.get(mine.size() - 1));
                mine.remove(mine.size() - 1);
                long[] after = touch(new RowKey(s.name(), row[0]), i);
                yield new Operation(i, k, due, (int) row[1], new Object[] {row[0]}, after, -1);
            }
        };
    }

    private Operation insertRow(OpKind k, TableShape s, long i, long due) {
        long row = s.rows() + made.getOrDefault(s.name(), 0L) + 1;
        if (((Number) s.value(s.sequenceKey(), row)).longValue() > s.keyCapacity()) {
            return null; // the key's type holds no more: the next kind of the mix instead
        }
        made.merge(s.name(), 1L, Long::sum);
        Object[] values = new Object[s.width()];
        int partition = 0;
        if (s.root()) {
            partition = (int) ((row - 1) % partitions);
        }
        long ownerRow = 0;
        if (!s.root()) {
            TableShape owner = plan.shape(s.owner());
            ownerRow = activeOwner(s, i);
            partition = partition(owner, ownerRow);
            values[s.parentColumn()] = owner.value(owner.keyColumns()[0], ownerRow);
        }
        for (int c = 0; c < s.width(); c++) {
            if (c == s.parentColumn()) {
                continue;
            }
            int r = s.referring().indexOf(c);
            String[] within = s.withinParent().get(c);
            if (within != null && !s.root()) {
                // a row of the same parent (a message's sender: a member of its room), one who has not left
                Object picked = sameParent(within, s.owner(), ownerRow, i, c);
                if (picked == null) {
                    made.merge(s.name(), -1L, Long::sum);
                    return null; // none to act: the next kind of the mix instead
                }
                values[c] = picked;
            } else if (r >= 0) {
                values[c] = s.rows() > 0 ? s.value(c, 1 + pick(i, 10 + c, s.rows())) : null;
            } else if (s.later().contains(c)) {
                values[c] = null;
            } else if (s.eventTimes().contains(c)) {
                values[c] = time(s, c, due);
            } else {
                values[c] = s.value(c, row);
            }
        }
        long key = ((Number) values[s.sequenceKey()]).longValue();
        alive.computeIfAbsent(s.name(), x -> new ArrayList<>()).add(new long[] {key, partition});
        touch(new RowKey(s.name(), key), i);
        return new Operation(i, k, due, partition, values, new long[0], 1);
    }

    private Operation insertPair(OpKind k, TableShape s, long i, long due) {
        if (s.rows() == 0) {
            return null;
        }
        Acting a = acting(s, i);
        long template = a.template();
        long ownerRow = a.ownerRow();
        long owner = a.owner();
        Set<Long> held = a.held();
        boolean self = s.references().get(s.referring().indexOf(s.pairRef())).refTable().equals(s.owner());
        for (int t = 0; t < TRIES; t++) {
            long ref = ((Number) s.value(s.pairRef(), 1 + pick(i, 20 + t, s.rows()))).longValue();
            if ((self && ref == owner) || holds(s, owner, ref, held) || refGone(s, s.pairRef(), ref)) {
                continue;
            }
            Object[] values = new Object[s.width()];
            for (int c = 0; c < s.width(); c++) {
                values[c] = c == s.parentColumn() ? (Object) owner : c == s.pairRef() ? (Object) ref
                        : s.later().contains(c) ? null : s.eventTimes().contains(c) ? time(s, c, due)
                        : s.value(c, template);
            }
            PairKey pair = new PairKey(s.name(), owner, ref);
            pairs.put(pair, true);
            inserted.computeIfAbsent(new OwnerKey(s.name(), owner), x -> new ArrayList<>()).add(ref);
            return new Operation(i, k, due, partition(plan.shape(s.owner()), ownerRow), values, touch(pair, i), 1);
        }
        return null;
    }

    private Operation deletePair(OpKind k, TableShape s, long i, long due) {
        if (s.rows() == 0) {
            return null;
        }
        Acting a = acting(s, i);
        long owner = a.owner();
        List<Long> candidates = new ArrayList<>();
        for (long ref : a.held()) {
            if (!Boolean.FALSE.equals(pairs.get(new PairKey(s.name(), owner, ref)))) {
                candidates.add(ref);
            }
        }
        for (long ref : inserted.getOrDefault(new OwnerKey(s.name(), owner), List.of())) {
            if (Boolean.TRUE.equals(pairs.get(new PairKey(s.name(), owner, ref))) && !a.held().contains(ref)) {
                candidates.add(ref);
            }
        }
        if (candidates.isEmpty()) {
            return null;
        }
        candidates.sort(null);
        long ref = candidates.get((int) pick(i, 3, candidates.size()));
        PairKey pair = new PairKey(s.name(), owner, ref);
        pairs.put(pair, false);
        return new Operation(i, k, due, partition(plan.shape(s.owner()), a.ownerRow()), new Object[] {owner, ref},
                touch(pair, i), -1);
    }

    /**
     * The owner acting on a pair table: the owner of a random loaded row ({@code template}), its row and key, and the
     * references of the pairs it was loaded with.
     */
    private record Acting(long template, long ownerRow, long owner, Set<Long> held) {
    }

    private Acting acting(TableShape s, long i) {
        long template = 1 + pick(i, 2, s.rows());
        long ownerRow = s.table().ownerRow().applyAsLong(template);
        // an owner who has left (its deleted_at set) acts no more: the owner of another loaded row instead
        for (int t = 0; t < TRIES && gone(plan.shape(s.owner()), ownerRow); t++) {
            template = 1 + pick(i, 200 + t, s.rows());
            ownerRow = s.table().ownerRow().applyAsLong(template);
        }
        return new Acting(template, ownerRow, ((Number) s.value(s.parentColumn(), template)).longValue(),
                loadedRefs(s, ownerRow));
    }

    /** Whether loaded row {@code row} of {@code s}, or the row that owns it, has left: no edit of it is made. */
    private boolean editedNoMore(TableShape s, long row) {
        return gone(s, row) || (!s.root() && gone(plan.shape(s.owner()), s.table().ownerRow().applyAsLong(row)));
    }

    /**
     * Whether row {@code row} of {@code s} has left by the stream's clock: one of its times that most rows do not
     * have (a {@code deleted_at}, {@code null:} in the spec) is set, at or before the clock's start.
     */
    private boolean gone(TableShape s, long row) {
        for (int c : s.later()) {
            Object v = s.value(c, row);
            if (v == null) {
                continue;
            }
            LocalDateTime at = v instanceof LocalDateTime t ? t : v instanceof java.sql.Timestamp ts
                    ? ts.toLocalDateTime() : null;
            if (at == null && v instanceof String text && text.length() >= 19) { // a datetime's text, as made
                try {
                    at = LocalDateTime.parse(text.substring(0, 19).replace(' ', 'T'));
                } catch (java.time.format.DateTimeParseException notATime) {
                    at = null;
                }
            }
            if (at == null || !at.isAfter(clockStart)) {
                return true;
            }
        }
        return false;
    }

    /** The row of {@code s} whose sequence key is {@code key}, where its keys step evenly (no gaps); else -1. */
    private static long rowOfKey(TableShape s, long key) {
        if (s.sequenceKey() < 0 || s.rows() < 2) {
            return -1;
        }
        long first = ((Number) s.value(s.sequenceKey(), 1)).longValue();
        long step = ((Number) s.value(s.sequenceKey(), 2)).longValue() - first;
        if (step <= 0 || (key - first) % step != 0) {
            return -1;
        }
        long row = (key - first) / step + 1;
        return row >= 1 && row <= s.rows() && ((Number) s.value(s.sequenceKey(), row)).longValue() == key ? row : -1;
    }

    /** Whether the row a reference of {@code s}'s column {@code c} names, {@code key}, has left (where it is known). */
    private boolean refGone(TableShape s, int c, Object key) {
        int r = s.referring().indexOf(c);
        if (r < 0 || !(key instanceof Number n)) {
            return false;
        }
        TableShape target = plan.shape(s.references().get(r).refTable());
        if (target == null || target.later().isEmpty()) {
            return false;
        }
        long row = rowOfKey(target, n.longValue());
        return row > 0 && gone(target, row);
    }

    /**
     * For a new row of an owner row of table {@code ownerTable}, the value of a row of {@code within[0]} (column
     * {@code within[1]}) of the same owner row that has not left: a loaded one, none the stream deletes. Null where the
     * owner has none.
     */
    private Object sameParent(String[] within, String ownerTable, long ownerRow, long i, int c) {
        TableShape target = plan.shape(within[0]);
        if (target == null || !ownerTable.equals(target.owner()) || target.table().index() == null) {
            return null;
        }
        long first = target.table().index().firstChildOf(ownerRow);
        long count = target.table().index().countOf(ownerRow);
        int column = within[1] == null ? target.keyColumns()[0] : columnIndex(target, within[1]);
        for (int t = 0; t < TRIES && count > 0; t++) {
            Object v = target.value(column, first + pick(i, 300 + c * TRIES + t, count));
            if (!refGone(target, column, v)) {
                return v;
            }
        }
        return null;
    }

    /** Whether {@code owner} holds the pair at this point of the stream. */
    private boolean holds(TableShape s, long owner, long ref, Set<Long> loaded) {
        Boolean changed = pairs.get(new PairKey(s.name(), owner, ref));
        return changed != null ? changed : loaded.contains(ref);
    }

    /** The references of an owner row's loaded pairs: its children's, found by the parent index. */
    private static Set<Long> loadedRefs(TableShape s, long ownerRow) {
        seedgen.generate.ParentIndex index = s.table().index();
        long first = index.firstChildOf(ownerRow);
        long count = index.countOf(ownerRow);
        Set<Long> out = new HashSet<>();
        for (long c = first; c < first + count; c++) {
            out.add(((Number) s.value(s.pairRef(), c)).longValue());
        }
        return out;
    }

    /** An owner of {@code s}'s rows as popular as references to it say: a reference from a random loaded row. */
    private Object popularOwner(TableShape s, long i) {
        TableShape owner = plan.shape(s.owner());
        int[] referrer = referrers.computeIfAbsent(owner.name(), this::referrer);
        if (referrer != null) {
            TableShape other = plan.shape(plan.kinds().get(referrer[0]).table());
            return other.value(other.referring().get(referrer[1]), 1 + pick(i, 2, other.rows()));
        }
        return owner.value(owner.keyColumns()[0], activeOwner(s, i));
    }

    /** Per owner table, found once: the first kind's table with a reference to it, and that reference; or null. */
    private final Map<String, int[]> referrers = new HashMap<>();

    private int[] referrer(String ownerTable) {
        List<String> seen = new ArrayList<>();
        for (OpKind k : plan.kinds()) {
            if (seen.contains(k.table())) {
                continue;
            }
            seen.add(k.table());
            TableShape other = plan.shape(k.table());
            for (int r = 0; r < other.referring().size(); r++) {
                if (other.references().get(r).refTable().equals(ownerTable) && other.rows() > 0) {
                    return new int[] {k.id(), r};
                }
            }
        }
        return null;
    }

    /** An owner row of {@code s} as active as the loaded rows say: the owner of a random one (any, when none). */
    private long activeOwner(TableShape s, long i) {
        TableShape owner = plan.shape(s.owner());
        long row = 0;
        for (int t = 0; t < TRIES; t++) {
            row = s.rows() > 0 ? s.table().ownerRow().applyAsLong(1 + pick(i, t == 0 ? 2 : 400 + t, s.rows()))
                    : 1 + pick(i, t == 0 ? 2 : 400 + t, owner.rows());
            if (!gone(owner, row)) {
                return row; // an owner who has left (its deleted_at set) makes no more rows
            }
        }
        return row;
    }

    /** The partition of a row of {@code s}: that of its root row. */
    private int partition(TableShape s, long row) {
        TableShape at = s;
        long r = row;
        while (!at.root()) {
            r = at.table().ownerRow().applyAsLong(r);
            at = plan.shape(at.owner());
        }
        return (int) ((r - 1) % partitions);
    }

    /** Records operation {@code i} as the last to touch {@code key}; answers the one before it, if any. */
    private long[] touch(Object key, long i) {
        Long before = lastTouch.put(key, i);
        return before == null ? new long[0] : new long[] {before};
    }

    /** The workload's clock at {@code due}, written as the column's loaded values are (with their fraction). */
    private String time(TableShape s, int column, long due) {
        String text = clockStart.plusNanos(due - due % 1000).format(TIME);
        String sample = s.rows() > 0 ? String.valueOf(s.value(column, 1)) : "";
        int dot = sample.indexOf('.');
        if (dot >= 0) {
            String micros = String.format("%06d", (due / 1000) % 1_000_000);
            int digits = sample.length() - dot - 1;
            text += "." + (digits <= 6 ? micros.substring(0, digits) : micros + "0".repeat(digits - 6));
        }
        return text;
    }

    private static int columnIndex(TableShape s, String name) {
        for (int c = 0; c < s.width(); c++) {
            if (s.column(c).equals(name)) {
                return c;
            }
        }
        throw new IllegalArgumentException("no column " + name);
    }

    /** A number in [0, bound) drawn from (seed, operation, stream). */
    private long pick(long i, int stream, long bound) {
        return bound <= 0 ? 0 : Math.floorMod(Mix.hash(seed, i, stream), bound);
    }
}
