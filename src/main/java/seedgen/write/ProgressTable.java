package seedgen.write;

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
import seedgen.SeedgenException;

/**
 * The durable state of a run, kept in the target database so that it commits with the rows: one row per run in
 * {@value #RUNS} (what the run writes: table, seed, first id, row count, fingerprints of the columns and of
 * the login) and one row per committed id range in {@value #PROGRESS}, inserted in the same transaction as the
 * range's rows. Rows are a function of (seed, id), so the committed ranges are the whole state: a resume writes
 * exactly the ranges that are missing. A run that ends deletes its rows here, and the last one drops both
 * tables. Every name is quoted, every value bound.
 */
final class ProgressTable {

    static final String RUNS = "seedgen_runs";
    static final String PROGRESS = "seedgen_progress";
    private static final int DELETE_CHUNK = 10_000;
    private static final int NO_SUCH_TABLE = 1146;
    /** Far above the few statements the bookkeeping lock is held for; the connections' read timeout is longer. */
    static final int BOOKKEEPING_WAIT_SECONDS = 30;

    private final String database;
    private final String table;

    ProgressTable(String database, String table) {
        this.database = database;
        this.table = table;
    }

    static boolean isOwnTable(String name) {
        return RUNS.equalsIgnoreCase(name) || PROGRESS.equalsIgnoreCase(name);
    }

    private String runs() {
        return Identifiers.quote(database) + "." + Identifiers.quote(RUNS);
    }

    private String progress() {
        return Identifiers.quote(database) + "." + Identifiers.quote(PROGRESS);
    }

    /** What a run writes; two runs with equal records write equal rows into the same ids. */
    record RunRecord(long seed, long firstId, long rows, String columns, String login) {

        /** The parameters in which {@code other} (asked for now) differs from this (recorded), for the user. */
        List<String> differences(RunRecord asked) {
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

    static String fingerprint(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }

    /** Creates the two tables if missing (needs CREATE; run before the first row, so it doubles as the check). */
    void ensure(Connection c) throws SQLException {
        try (Statement st = c.createStatement()) {
            st.execute("CREATE TABLE IF NOT EXISTS " + runs() + " ("
                    + "table_name VARCHAR(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL PRIMARY KEY, "
                    + "seed BIGINT NOT NULL, first_id BIGINT NOT NULL, row_count BIGINT NOT NULL, "
                    + "columns_fingerprint CHAR(64) NOT NULL, login_fingerprint CHAR(64) NOT NULL, "
                    + "started_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP) ENGINE=InnoDB");
            st.execute("CREATE TABLE IF NOT EXISTS " + progress() + " ("
                    + "table_name VARCHAR(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL, "
                    + "first_id BIGINT NOT NULL, last_id BIGINT NOT NULL, PRIMARY KEY (table_name, first_id)) "
                    + "ENGINE=InnoDB");
        }
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
    Optional<RunRecord> find(Connection c) throws SQLException {
        if (!exists(c)) {
            return Optional.empty();
        }
        try (PreparedStatement ps = c.prepareStatement("SELECT seed, first_id, row_count, columns_fingerprint, "
                + "login_fingerprint FROM " + runs() + " WHERE table_name = ?")) {
            ps.setString(1, table);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    return Optional.empty();
                }
                return Optional.of(new RunRecord(rs.getLong(1), rs.getLong(2), rs.getLong(3), rs.getString(4),
                        rs.getString(5)));
            }
        }
    }

    /**
     * Records a new run for the table, replacing any earlier record (and its ranges). Autocommit connection. The
     * tables are created again first, under the bookkeeping lock: a run on another table that finished since
     * {@link #ensure} may have dropped them, and the lock keeps such a drop from falling between the two.
     */
    void start(Connection c, RunRecord run) throws SQLException {
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
                    + "first_id, row_count, columns_fingerprint, login_fingerprint) VALUES (?, ?, ?, ?, ?, ?)")) {
                ps.setString(1, table);
                ps.setLong(2, run.seed());
                ps.setLong(3, run.firstId());
                ps.setLong(4, run.rows());
                ps.setString(5, run.columns());
                ps.setString(6, run.login());
                ps.executeUpdate();
            }
        });
        if (!done) {
            throw SeedgenException.targetUnusable("another seedgen run in database " + Identifiers.quote(database)
                    + " held the lock on " + RUNS + "/" + PROGRESS + " for " + BOOKKEEPING_WAIT_SECONDS + " s: "
                    + "run again when it has moved on (no row was loaded)", null);
        }
    }

    /** Inside the range's own transaction, before its commit: the range is committed exactly when this row is. */
    void record(Connection c, long first, long last) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO " + progress()
                + " (table_name, first_id, last_id) VALUES (?, ?, ?)")) {
            ps.setString(1, table);
            ps.setLong(2, first);
            ps.setLong(3, last);
            ps.executeUpdate();
        }
    }

    /** Whether the range starting at {@code first} committed: asked after a lost connection left it unknown. */
    boolean isRecorded(Connection c, long first) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT COUNT(*) FROM " + progress()
                + " WHERE table_name = ? AND first_id = ?")) {
            ps.setString(1, table);
            ps.setLong(2, first);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getLong(1) > 0;
            }
        }
    }

    /** The committed ranges of the run, read in id order as a stream (not held in memory), and what is missing. */
    IdRanges missing(Connection c, RunRecord run) throws SQLException {
        List<long[]> gaps = new ArrayList<>();
        long next = run.firstId();
        long committed = 0;
        try (PreparedStatement ps = c.prepareStatement("SELECT first_id, last_id FROM " + progress()
                + " WHERE table_name = ? ORDER BY first_id", ResultSet.TYPE_FORWARD_ONLY, ResultSet.CONCUR_READ_ONLY)) {
            ps.setFetchSize(Integer.MIN_VALUE); // Connector/J: stream rows instead of reading them all
            ps.setString(1, table);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    long first = rs.getLong(1);
                    long last = rs.getLong(2);
                    if (first > next) {
                        gaps.add(new long[] {next, first - 1});
                    }
                    committed += last - first + 1;
                    next = Math.max(next, last + 1);
                }
            }
        }
        if (next <= run.lastId()) {
            gaps.add(new long[] {next, run.lastId()});
        }
        return new IdRanges(gaps, committed);
    }

    /**
     * The run is over: its ranges and its record go, in chunks so no statement holds millions of row locks, and
     * the tables themselves when no other run is recorded, checked and dropped under the bookkeeping lock so that
     * a run on another table cannot record itself in between. Autocommit connection.
     */
    void finish(Connection c) throws SQLException {
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
