package seedgen.runs;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import seedgen.error.SeedgenException;
import seedgen.dialect.mysql.LockNames;
import seedgen.dialect.mysql.NamedLocks;
import seedgen.dialect.mysql.Identifiers;

/**
 * The durable state of a run, kept in the target database: one row per run in {@value #RUNS} (what the run writes:
 * table, seed, first id, row count, the batch size that cuts its ids, fingerprints of the columns and of the
 * login) and a checkpoint in {@value #PROGRESS}: ids from the first up to {@code last_id} are all committed. Rows
 * are a function of (seed, id) and every batch is one transaction of consecutive ids, so which batches committed
 * is read from the table itself ({@link CommittedBatches}); the checkpoint, moved on about once a second, only
 * spares a resume the look-ups below it. A run that ends deletes its rows here, and the last one drops both
 * tables. Every name is quoted, every value bound.
 */
public final class ProgressTable {

    public static final String RUNS = "seedgen_runs";
    public static final String PROGRESS = "seedgen_progress";
    private static final String BATCH_SIZE = "batch_size";
    private static final int DELETE_CHUNK = 10_000;
    private static final int NO_SUCH_TABLE = 1146;
    private static final int DUPLICATE_COLUMN = 1060;
    /** Far above the few statements the bookkeeping lock is held for; the connections' read timeout is longer. */
    static final int BOOKKEEPING_WAIT_SECONDS = 30;

    private final String database;
    private final String table;

    public ProgressTable(String database, String table) {
        this.database = database;
        this.table = table;
    }

    public static boolean isOwnTable(String name) {
        return RUNS.equalsIgnoreCase(name) || PROGRESS.equalsIgnoreCase(name);
    }

    private String runs() {
        return Identifiers.quote(database) + "." + Identifiers.quote(RUNS);
    }

    private String progress() {
        return Identifiers.quote(database) + "." + Identifiers.quote(PROGRESS);
    }

    /**
     * What a run writes; two runs with equal records write equal rows into the same ids. {@code batchSize} cuts the
     * ids into the batches the run commits one by one; a resume keeps it, whatever --batch it is given, so that a
     * batch's first id still tells whether it committed. 0 in a record of an earlier seedgen, which recorded every
     * batch instead.
     */
    public record RunRecord(long seed, long firstId, long rows, String columns, String login, long batchSize) {

        /** The parameters in which {@code other} (asked for now) differs from this (recorded), for the user. */
        public List<String> differences(RunRecord asked) {
            List<String> d = new ArrayList<>();
            if (seed != asked.seed) {
                d.add("--seed " + asked.seed + " (the interrupted run used " + seed + ")");
            }
            if (rows != asked.rows) {
                d.add("--rows " + asked.rows + " (the interrupted run used " + rows + ")");
            }
            if (!columns.equals(asked.columns)) {
                d.add("the table's columns (the table spec changed since the interrupted run)");
            }
            if (!login.equals(asked.login)) {
                d.add("--password-plain or --bcrypt-cost (the generated password hash differs)");
            }
            return d;
        }

        long lastId() {
            return firstId + rows - 1;
        }
    }

    public static String fingerprint(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }

    /** Creates the two tables if missing (needs CREATE; run before the first row, so it doubles as the check). */
    public void ensure(Connection c) throws SQLException {
        try (Statement st = c.createStatement()) {
            st.execute("CREATE TABLE IF NOT EXISTS " + runs() + " ("
                    + "table_name VARCHAR(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL PRIMARY KEY, "
                    + "seed BIGINT NOT NULL, first_id BIGINT NOT NULL, row_count BIGINT NOT NULL, "
                    + "columns_fingerprint CHAR(64) NOT NULL, login_fingerprint CHAR(64) NOT NULL, "
                    + "started_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP, "
                    + BATCH_SIZE + " BIGINT NOT NULL DEFAULT 0) ENGINE=InnoDB");
            st.execute("CREATE TABLE IF NOT EXISTS " + progress() + " ("
                    + "table_name VARCHAR(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL, "
                    + "first_id BIGINT NOT NULL, last_id BIGINT NOT NULL, PRIMARY KEY (table_name, first_id)) "
                    + "ENGINE=InnoDB");
        }
        if (!hasBatchSize(c)) {
            // Left by an earlier seedgen, with a record of its own in it perhaps: that one keeps 0 (see RunRecord).
            try (Statement st = c.createStatement()) {
                st.execute("ALTER TABLE " + runs() + " ADD COLUMN " + BATCH_SIZE + " BIGINT NOT NULL DEFAULT 0");
            } catch (SQLException e) {
                if (e.getErrorCode() != DUPLICATE_COLUMN) { // a run on another table added it just now
                    throw e;
                }
            }
        }
    }

    private boolean hasBatchSize(Connection c) throws SQLException {
        return Columns.exists(c, database, RUNS, BATCH_SIZE);
    }

    /** Whether the bookkeeping tables exist (a dry run or a --resume with nothing recorded must not create them). */
    boolean exists(Connection c) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT COUNT(*) FROM information_schema.TABLES "
                + "WHERE TABLE_SCHEMA = ? AND TABLE_NAME IN (?, ?)")) {
            ps.setString(1, database);
            ps.setString(2, RUNS);
            ps.setString(3, PROGRESS);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getInt(1) == 2;
            }
        }
    }

    /** The unfinished run recorded for the table, if any. */
    public Optional<RunRecord> find(Connection c) throws SQLException {
        if (!exists(c)) {
            return Optional.empty();
        }
        // A table of an earlier seedgen may lack batch_size: its records are of that kind (0).
        String batchSize = hasBatchSize(c) ? BATCH_SIZE : "0";
        try (PreparedStatement ps = c.prepareStatement("SELECT seed, first_id, row_count, columns_fingerprint, "
                + "login_fingerprint, " + batchSize + " FROM " + runs() + " WHERE table_name = ?")) {
            ps.setString(1, table);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    return Optional.empty();
                }
                return Optional.of(new RunRecord(rs.getLong(1), rs.getLong(2), rs.getLong(3), rs.getString(4),
                        rs.getString(5), rs.getLong(6)));
            }
        }
    }

    /**
     * Records a new run for the table, replacing any earlier record (and its ranges). Autocommit connection. The
     * tables are created again first, under the bookkeeping lock: a run on another table that finished since
     * {@link #ensure} may have dropped them, and the lock keeps such a drop from falling between the two.
     */
    public void start(Connection c, RunRecord run) throws SQLException {
        // An earlier record can have millions of ranges: they go before the bookkeeping lock is taken, not under
        // it. No other run writes ranges of this table (it holds the run lock), so none come back meanwhile.
        try {
            forget(c);
        } catch (SQLException e) {
            // Dropped since ensure() by the last run of the database to finish: there was no record to forget.
            if (e.getErrorCode() != NO_SUCH_TABLE) {
                throw e;
            }
        }
        boolean done = underBookkeepingLock(c, () -> {
            ensure(c);
            forget(c);
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO " + runs() + " (table_name, seed, "
                    + "first_id, row_count, columns_fingerprint, login_fingerprint, " + BATCH_SIZE + ") "
                    + "VALUES (?, ?, ?, ?, ?, ?, ?)")) {
                ps.setString(1, table);
                ps.setLong(2, run.seed());
                ps.setLong(3, run.firstId());
                ps.setLong(4, run.rows());
                ps.setString(5, run.columns());
                ps.setString(6, run.login());
                ps.setLong(7, run.batchSize());
                ps.executeUpdate();
            }
            // The checkpoint starts empty (last_id below first_id) and only moves on.
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO " + progress()
                    + " (table_name, first_id, last_id) VALUES (?, ?, ?)")) {
                ps.setString(1, table);
                ps.setLong(2, run.firstId());
                ps.setLong(3, run.firstId() - 1);
                ps.executeUpdate();
            }
            checkpoint(c, run.firstId(), run.firstId() - 1); // moves nothing: checks UPDATE before the first row

        });
        if (!done) {
            throw SeedgenException.targetUnusable("another seedgen run in database " + Identifiers.quote(database)
                    + " held the lock on " + RUNS + "/" + PROGRESS + " for " + BOOKKEEPING_WAIT_SECONDS + " s: "
                    + "run again when it has moved on (no row was loaded)", null);
        }
    }

    /**
     * Moves the run's checkpoint on to {@code committedThrough}: every id from the run's first up to it is committed.
     * Never moves it back. In the caller's transaction.
     */
    public void checkpoint(Connection c, long firstId, long committedThrough) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("UPDATE " + progress() + " SET last_id = ? "
                + "WHERE table_name = ? AND first_id = ? AND last_id < ?")) {
            ps.setLong(1, committedThrough);
            ps.setString(2, table);
            ps.setLong(3, firstId);
            ps.setLong(4, committedThrough);
            ps.executeUpdate();
        }
    }

    /**
     * The batches of the recorded run that are not in the table: below the checkpoint none, above it each one looked
     * up by its first id in {@code batches} (none above the largest id). Only the few batches past the checkpoint
     * are read, so the search takes about as long for 100M rows as for 1,000.
     */
    public CommittedBatches.Search missing(Connection c, RunRecord run, CommittedBatches batches) throws SQLException {
        List<long[]> known = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT first_id, last_id FROM " + progress()
                + " WHERE table_name = ? AND last_id >= first_id ORDER BY first_id")) {
            ps.setString(1, table);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    known.add(new long[] {rs.getLong(1), rs.getLong(2)});
                }
            }
        }
        long maxId = batches.maxIn(c, run.firstId(), run.lastId());
        return CommittedBatches.missing(run.firstId(), run.lastId(), run.batchSize(), known, maxId,
                ids -> batches.present(c, ids));
    }

    /**
     * The run is over: its ranges and its record go, in chunks so no statement holds millions of row locks, and
     * the tables themselves when no other run is recorded, checked and dropped under the bookkeeping lock so that
     * a run on another table cannot record itself in between. Autocommit connection.
     */
    public void finish(Connection c) throws SQLException {
        forget(c);
        // Not getting the lock in time means a run on another table is still between creating the tables and
        // recording itself (it holds the lock only for those few statements): the tables stay for it.
        underBookkeepingLock(c, () -> {
            boolean othersLeft;
            try (Statement st = c.createStatement();
                    ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM " + runs())) {
                rs.next();
                othersLeft = rs.getLong(1) > 0;
            }
            if (!othersLeft) {
                try (Statement st = c.createStatement()) {
                    st.execute("DROP TABLE IF EXISTS " + progress() + ", " + runs());
                }
            }
        });
    }

    private interface SqlAction {
        void run() throws SQLException;
    }

    /**
     * Runs {@code action} under the named lock over creating, recording in and dropping the two tables, which runs
     * on other tables of the database share; it is held for a few statements at a time. Returns false, having done
     * nothing, when the lock is not had within {@value #BOOKKEEPING_WAIT_SECONDS} s.
     */
    private boolean underBookkeepingLock(Connection c, SqlAction action) throws SQLException {
        String name = LockNames.bookkeeping(database, LockNames.foldsCase(c));
        if (!NamedLocks.get(c, name, BOOKKEEPING_WAIT_SECONDS)) {
            return false;
        }
        try {
            action.run();
        } catch (SQLException | RuntimeException e) {
            try {
                NamedLocks.release(c, name);
            } catch (SQLException releaseFailure) {
                e.addSuppressed(releaseFailure);
            }
            throw e;
        }
        NamedLocks.release(c, name);
        return true;
    }

    private void forget(Connection c) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("DELETE FROM " + progress() + " WHERE table_name = ? LIMIT "
                + DELETE_CHUNK)) {
            ps.setString(1, table);
            while (ps.executeUpdate() == DELETE_CHUNK) {
                // next chunk
            }
        }
        try (PreparedStatement ps = c.prepareStatement("DELETE FROM " + runs() + " WHERE table_name = ?")) {
            ps.setString(1, table);
            ps.executeUpdate();
        }
    }
}
