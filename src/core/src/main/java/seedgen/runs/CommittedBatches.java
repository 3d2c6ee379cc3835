package seedgen.runs;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import seedgen.dialect.KeyLookups;
import seedgen.dialect.TableSql;

/**
 * Which batches of a run are in the table, read from the table itself. A run cuts its ids into batches on a fixed
 * grid (the first id, then every {@code batchSize} ids) and writes each batch as one transaction, so a batch
 * committed exactly when its first id is in the table: no bookkeeping row per batch is needed. Used after a lost
 * connection left a commit's outcome unknown, and by a resume to find the batches still to write. Only the
 * primary key is read: point look-ups, {@value #PROBE_IDS} ids per query.
 */
public class CommittedBatches {

    static final int PROBE_IDS = 1_000;

    private final String table;
    private final String key;

    /** {@code table}: quoted, qualified name; {@code key}: the quoted primary key column (a BIGINT id). */
    CommittedBatches(String table, String key) {
        this.table = table;
        this.key = key;
    }

    public static CommittedBatches of(TableSql schema) {
        return new CommittedBatches(schema.qualifiedName(), schema.dialect().quote(schema.primaryKeyName()));
    }

    /** Whether the batch starting at {@code first} committed. */
    public boolean isCommitted(Connection c, long first) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(KeyLookups.exists(table, key, "?"))) {
            ps.setLong(1, first);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next();
            }
        }
    }

    /** The largest id in {@code first..last}, or {@code first - 1} when there is none. */
    public long maxIn(Connection c, long first, long last) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(KeyLookups.maxBetween(table, key))) {
            ps.setLong(1, first);
            ps.setLong(2, last);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                long max = rs.getLong(1);
                return rs.wasNull() ? first - 1 : max;
            }
        }
    }

    /** Which of {@code ids} are in the table (the ids are numbers, so they are written into the statement). */
    public Set<Long> present(Connection c, List<Long> ids) throws SQLException {
        Set<Long> found = new HashSet<>();
        if (ids.isEmpty()) {
            return found;
        }
        StringBuilder values = new StringBuilder();
        for (int i = 0; i < ids.size(); i++) {
            values.append(i == 0 ? "" : ",").append(ids.get(i).longValue());
        }
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(KeyLookups.in(table, key, key,
                values.toString()))) {
            while (rs.next()) {
                found.add(rs.getLong(1));
            }
        }
        return found;
    }

    /** Looks up which of a list of ids exist; the seam that lets the gap search be tested on its own. */
    public interface Lookup {
        Set<Long> present(List<Long> ids) throws SQLException;
    }

    /** The batches of a run that are missing, and how much looking up it took. */
    public record Search(IdRanges missing, long probedBatches, int queries) {
    }

    /**
     * The batches of the run over ids {@code firstId..lastId} cut every {@code batchSize} ids that are not in the
     * table. {@code known}: id ranges known to be committed (a checkpoint), in id order; {@code maxId}: the largest
     * id of the span in the table. A batch inside a known range is committed; one starting above {@code maxId} is
     * missing; every other batch is looked up by its first id, {@value #PROBE_IDS} to a query.
     */
    public static Search missing(long firstId, long lastId, long batchSize, List<long[]> known, long maxId,
            Lookup lookup)
            throws SQLException {
        Gaps gaps = new Gaps(firstId, lastId, batchSize, maxId, lookup);
        long next = 0;
        for (long[] range : known) {
            long[] covered = coveredBatches(firstId, lastId, batchSize, range[0], range[1]);
            if (covered != null && covered[1] >= next) {
                gaps.lookUp(next, covered[0] - 1);
                next = covered[1] + 1;
            }
        }
        gaps.lookUp(next, gaps.lastBatch);
        return new Search(gaps.toRanges(), gaps.probed, gaps.queries);
    }

    /** Indexes of the batches wholly inside ids {@code a..b}, or null when there is none. */
    static long[] coveredBatches(long firstId, long lastId, long batchSize, long a, long b) {
        if (b < firstId || a > lastId || b < a) {
            return null;
        }
        long from = a <= firstId ? 0 : (a - firstId) / batchSize + ((a - firstId) % batchSize == 0 ? 0 : 1);
        long to = b >= lastId ? (lastId - firstId) / batchSize : (b - firstId + 1) / batchSize - 1;
        return from <= to ? new long[] {from, to} : null;
    }

    /** Missing batches, found in index order and kept as merged id ranges. */
    private static final class Gaps {
        private final long firstId;
        private final long lastId;
        private final long batchSize;
        private final long lastBatch;
        /** The last batch that can be in the table: those after it start above the largest id. */
        private final long lastProbed;
        private final Lookup lookup;
        private final List<long[]> ranges = new ArrayList<>();
        private long missingRows;
        private long probed;
        private int queries;

        Gaps(long firstId, long lastId, long batchSize, long maxId, Lookup lookup) {
            this.firstId = firstId;
            this.lastId = lastId;
            this.batchSize = batchSize;
            this.lastBatch = (lastId - firstId) / batchSize;
            this.lastProbed = maxId < firstId ? -1 : (maxId - firstId) / batchSize;
            this.lookup = lookup;
        }

        /** Batches {@code from..to}, none known: those up to the largest id looked up, the rest missing. */
        void lookUp(long from, long to) throws SQLException {
            long end = Math.min(to, lastProbed);
            for (long start = from; start <= end; start += PROBE_IDS) {
                long chunkEnd = Math.min(end, start + PROBE_IDS - 1);
                List<Long> firsts = new ArrayList<>();
                for (long b = start; b <= chunkEnd; b++) {
                    firsts.add(firstOf(b));
                }
                Set<Long> found = lookup.present(firsts);
                queries++;
                probed += firsts.size();
                for (long b = start; b <= chunkEnd; b++) {
                    if (!found.contains(firstOf(b))) {
                        add(b, b);
                    }
                }
            }
            long unwritten = Math.max(from, end + 1);
            if (unwritten <= to) {
                add(unwritten, to);
            }
        }

        private long firstOf(long batch) {
            return firstId + batch * batchSize;
        }

        private void add(long fromBatch, long toBatch) {
            long first = firstOf(fromBatch);
            long last = toBatch >= lastBatch ? lastId : firstOf(toBatch) + batchSize - 1;
            missingRows += last - first + 1;
            long[] tail = ranges.isEmpty() ? null : ranges.get(ranges.size() - 1);
            if (tail != null && tail[1] + 1 == first) {
                tail[1] = last;
            } else {
                ranges.add(new long[] {first, last});
            }
        }

        IdRanges toRanges() {
            return new IdRanges(ranges, lastId - firstId + 1 - missingRows);
        }
    }
}
