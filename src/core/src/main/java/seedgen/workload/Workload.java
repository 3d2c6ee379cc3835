package seedgen.workload;

import io.micrometer.core.instrument.MeterRegistry;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.time.LocalDateTime;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import javax.sql.DataSource;
import seedgen.dialect.Dialect;

/**
 * A dataset's next operations after its load: a stream of reads, inserts, updates and deletes of its own tables, made
 * from the same spec, seed and rows as the load, at a rate, for a duration; run against the database, or written out.
 */
public final class Workload {

    /** The clock of the stream's event times, when none is given: after every time a built-in dataset makes. */
    public static final LocalDateTime DEFAULT_CLOCK = LocalDateTime.of(2030, 1, 1, 0, 0);

    private Workload() {
    }

    /**
     * How a run goes: the seed of its stream (the load's), the rate and the duration (and at most {@code operations}),
     * partition {@code partition} of {@code partitions} (from 1), the workers, and the clock the stream's event times
     * start at.
     */
    public record Settings(long seed, Rate rate, Duration duration, long operations, int partition, int partitions,
            int threads, LocalDateTime clock) {
        public Settings {
            if (partitions < 1 || partition < 1 || partition > partitions) {
                throw new IllegalArgumentException("partition " + partition + " of " + partitions);
            }
            if (threads < 1) {
                throw new IllegalArgumentException("--threads must be at least 1");
            }
            if (duration.isNegative() || duration.isZero()) {
                throw new IllegalArgumentException("--duration must be more than 0");
            }
            if (operations < 1) {
                throw new IllegalArgumentException("--operations must be at least 1");
            }
        }
    }

    /** The whole stream (every partition's operations), from its first operation. */
    public static OperationStream stream(Plan plan, Settings settings) {
        return new OperationStream(plan, settings.seed(), settings.partitions(), settings.rate(),
                settings.duration().toNanos(), settings.operations(), settings.clock());
    }

    /**
     * Refuses (exit 3) a run that is not a resume where an interrupted run of the same stream and part left its journal
     * in {@code namespace} (naming {@code --resume}), a resume where none did, and a part of a split stream that ended
     * here while another part has not: checked before anything else looks at the tables, which an interrupted run
     * changed.
     */
    public static void checkJournal(Connection c, Plan plan, Settings settings, Dialect dialect, String namespace,
            boolean resume) throws SQLException {
        String stream = Journal.fingerprint(plan, settings);
        Journal journal = new Journal(dialect, namespace, stream, settings.partition(), settings.partitions());
        if (journal.hasEnded(c)) {
            throw journal.ranToItsEnd();
        }
        long writes = journal.recorded(c);
        if (!resume && writes > 0) {
            throw Journal.interrupted(writes);
        }
        if (writes == 0) {
            // another run of the part, with other options, interrupted here: its options named, as a load's resume
            String differ = Journal.differences(c, dialect, namespace, stream, settings.partition(),
                    Journal.options(plan, settings));
            if (differ != null) {
                throw Journal.otherOptions(differ, resume);
            }
        }
        if (resume && writes == 0) {
            throw Journal.nothingToResume();
        }
    }

    /**
     * Whether a part of this stream (split by {@code --partition}) is recorded in {@code namespace}, running,
     * interrupted or ended: the tables are then the stream's own to change, so a part that finds them other than the
     * load left them is not refused for it (a part run again after it ended is refused by its journal, by name).
     * Asked after the tables are counted: a part marks itself before its first write.
     */
    public static boolean partsRecorded(Connection c, Plan plan, Settings settings, Dialect dialect,
            String namespace) throws SQLException {
        return settings.partitions() > 1 && new Journal(dialect, namespace, Journal.fingerprint(plan, settings),
                settings.partition(), settings.partitions()).streamRecorded(c);
    }

    /** Connections a run holds beside its pool's: the probe's, and the one that counts the rows after the run. */
    static final int BESIDE_THREADS = 2;

    /**
     * A run holds {@code threads} pooled connections and {@link #BESIDE_THREADS} more: refused (exit 2) before any
     * operation where the server allows fewer in all, rather than filling the server until every client is refused.
     */
    public static void checkConnections(int allowed, int threads) {
        if (threads + BESIDE_THREADS > allowed) {
            throw seedgen.error.SeedgenException.badInput("--threads " + threads + " needs as many connections and "
                    + BESIDE_THREADS + " more (the probe's and the count's after the run), but the server allows "
                    + allowed + " in all (max_connections): lower --threads to " + Math.max(1, allowed
                    - BESIDE_THREADS) + " or less");
        }
    }

    /**
     * Runs the settings' partition of the stream on {@code pool}'s connections ({@code settings.threads()} of them at
     * once) against the tables in {@code namespace}; {@code stop} ends it early (the operations handed out finish).
     */
    public static WorkloadResult run(Plan plan, Settings settings, DataSource pool, Dialect dialect, String namespace,
            MeterRegistry metrics, AtomicBoolean stop, boolean resume, Consumer<String> progress)
            throws InterruptedException, SQLException {
        return new WorkloadRun(plan, settings, pool, dialect, namespace, metrics, stop).run(resume, progress);
    }
}
