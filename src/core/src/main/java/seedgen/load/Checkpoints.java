package seedgen.load;

import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import javax.sql.DataSource;
import seedgen.dialect.Dialect;
import seedgen.dialect.SqlFailure;
import seedgen.runs.IdRanges;
import seedgen.runs.RunRecords;

/**
 * Moves a table's checkpoint ({@link RunRecords#checkpoint}) on to what {@link IdRanges} knows is committed, at most
 * once per {@link #INTERVAL_MS} ms, from whichever worker has just committed a batch when it is due, so a run writes
 * one small UPDATE a second, not one bookkeeping row per batch. The checkpoint only saves a resume look-ups: a lost
 * connection while writing it costs nothing (the next one catches up, and a resume looks up what lies past the last
 * one), so that failure alone is let pass; any other failure stops the run like a batch's.
 */
final class Checkpoints {

    static final long INTERVAL_MS = 1_000;

    private final DataSource pool;
    private final RunRecords records;
    private final String table;
    private final IdRanges ranges;
    private final long firstId;
    private final Dialect dialect;
    private final AtomicLong due = new AtomicLong();
    private final AtomicLong written = new AtomicLong(Long.MIN_VALUE);

    Checkpoints(DataSource pool, RunRecords records, String table, IdRanges ranges, long firstId, Dialect dialect) {
        this.pool = pool;
        this.records = records;
        this.table = table;
        this.ranges = ranges;
        this.firstId = firstId;
        this.dialect = dialect;
        this.due.set(System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(INTERVAL_MS));
    }

    /** Checkpoints that are never written: a partition's, whose tables other processes write too. */
    static Checkpoints none(IdRanges ranges) {
        return new Checkpoints(null, null, null, ranges, 1, null);
    }

    /** Writes the checkpoint if it is due and no other worker is writing it; called after each committed batch. */
    void maybeWrite() throws SQLException {
        long now = System.nanoTime();
        long at = due.get();
        if (now - at >= 0 && due.compareAndSet(at, now + TimeUnit.MILLISECONDS.toNanos(INTERVAL_MS))) {
            write();
        }
    }

    /** Writes the checkpoint now if it has moved on; at the end of the run, so a resume looks up as little as can be. */
    void write() throws SQLException {
        if (records == null) {
            return;
        }
        long through = ranges.committedThrough();
        if (through < firstId || through <= written.get()) {
            return;
        }
        try (Connection c = pool.getConnection()) {
            boolean explicit = !c.getAutoCommit();
            try {
                records.checkpoint(c, table, firstId, through);
                if (explicit) {
                    c.commit();
                }
            } catch (SQLException e) {
                try {
                    if (explicit) {
                        c.rollback();
                    }
                } catch (SQLException rollbackFailure) {
                    e.addSuppressed(rollbackFailure);
                }
                if (SqlFailure.of(e, dialect).lostConnection() && pool instanceof HikariDataSource h) {
                    h.evictConnection(c); // dead: not to be handed to a worker
                }
                throw e;
            }
            written.accumulateAndGet(through, Math::max);
        } catch (SQLException e) {
            if (!SqlFailure.of(e, dialect).retried()) {
                throw e;
            }
        }
    }
}
