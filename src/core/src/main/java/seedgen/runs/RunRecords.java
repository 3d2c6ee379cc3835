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
import java.util.Collection;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import seedgen.dialect.Dialect;
import seedgen.dialect.RunRecordsSql;
import seedgen.error.SeedgenException;
import seedgen.model.ColumnType;
import seedgen.slice.Partition;

/**
 * What a run records in the target namespace (a MySQL database, a PostgreSQL schema) so that a kill -9 leaves what
 * {@code --resume} needs, and nothing more:
 * <ul>
 * <li>{@value #TABLE}: one row a run (or a partition of a split run), keyed by the run's name: a fingerprint of what
 * its rows are made from (spec, parameters, seed, rows), the seed and rows asked (to name what differs), the batch
 * grid, the rows an --append run's root tables held before it, and when a partition's rows were all in.</li>
 * <li>{@value #PROGRESS}: one checkpoint a table of an unsplit run: rows {@code first_id} to {@code last_id} are all
 * committed. Moved on about once a second; it spares a resume the look-ups below it.</li>
 * </ul>
 * Which batches committed is read from the tables themselves. A run that ends well deletes its rows here, and the
 * tables go with their last row. Runs on other tables of the namespace share these tables, so creating, recording in
 * and dropping them happen under the namespace's bookkeeping lock, held for a few statements at a time. Every name is
 * quoted, every value bound.
 * <p>
 * {@value #LEGACY} is what seedgen 0.1 kept for its users table (a row a table: seed, first id, rows, fingerprints of
 * the columns and of the login, the grid), beside the same {@value #PROGRESS}: read to resume such a run, and removed
 * with it.
 */
public final class RunRecords {

    public static final String TABLE = "seedgen_dataset_runs";
    public static final String PROGRESS = "seedgen_progress";
    public static final String LEGACY = "seedgen_runs";
    /** The triggers a PostgreSQL fill switched on for its run, as it found them (its dialect keeps it). */
    public static final String TRIGGERS = "seedgen_triggers";
    /** Every table seedgen keeps in a namespace of the user's. */
    public static final List<String> ALL = List.of(TABLE, PROGRESS, LEGACY, TRIGGERS);
    /** Far above the few statements the bookkeeping lock is held for. */
    static final int BOOKKEEPING_WAIT_SECONDS = 30;
    private static final String[] ADDED_COLUMNS = {"bases", "done_at", "seed", "rows_asked"};

    /**
     * A recorded run: {@code fingerprint} of what its rows are made from, its batch grid, for an --append run the rows
     * each root table held before it ({@code bases}, else empty); {@code seed} and {@code rows} as asked (null in a
     * record of an earlier seedgen, or rows when the spec gave them).
     */
    public record Run(String fingerprint, long batchSize, Map<String, Long> bases, Long seed, Long rows) {
        public Run {
            bases = Map.copyOf(bases);
        }

        String basesText() {
            StringBuilder b = new StringBuilder();
            new TreeMap<>(bases).forEach((t, n) -> b.append(t).append('=').append(n).append('\n'));
            return b.toString();
        }

        static Map<String, Long> parseBases(String text) {
            Map<String, Long> out = new LinkedHashMap<>();
            if (text != null) {
                for (String line : text.split("\n")) {
                    int eq = line.lastIndexOf('=');
                    if (eq > 0) {
                        out.put(line.substring(0, eq), Long.parseLong(line.substring(eq + 1)));
                    }
                }
            }
            return out;
        }
    }

    /** One partition of a split run: its grid and whether its rows are all in ({@code done}). */
    public record Part(Partition partition, String fingerprint, long batchSize, boolean done) {
    }

    /**
     * A run of seedgen 0.1's users table: what it wrote (seed, first id, rows), fingerprints of the table's columns
     * and of its password hash, and its grid (0 in a record of a version before the checkpoint, which kept a row per
     * batch).
     */
    public record LegacyRun(String table, long seed, long firstId, long rows, String columns, String login,
            long batchSize) {
    }

    private final String namespace;
    private final Dialect sql;
    private final RunRecordsSql statements;

    public RunRecords(String namespace, Dialect dialect) {
        this.namespace = namespace;
        this.sql = dialect;
        this.statements = new RunRecordsSql(dialect, namespace, TABLE, PROGRESS);
    }

    public static boolean isOwnTable(String name) {
        return ALL.stream().anyMatch(name::equalsIgnoreCase);
    }

    /** SHA-256 of {@code text}, in hex. */
    public static String fingerprint(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }

    /** The run recorded under {@code key}, if any. */
    public Optional<Run> read(Connection c, String key) throws SQLException {
        if (!sql.tableExists(c, namespace, TABLE)) {
            return Optional.empty();
        }
        List<Boolean> present = new ArrayList<>();
        for (String column : ADDED_COLUMNS) {
            present.add(sql.columnExists(c, namespace, TABLE, column));
        }
        try (PreparedStatement ps = c.prepareStatement(statements.readRun(List.of(ADDED_COLUMNS), present))) {
            ps.setString(1, key);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    return Optional.empty();
                }
                long seed = rs.getLong(5);
                Long seedAsked = rs.wasNull() ? null : seed;
                long rows = rs.getLong(6);
                Long rowsAsked = rs.wasNull() ? null : rows;
                return Optional.of(new Run(rs.getString(1), rs.getLong(2), Run.parseBases(rs.getString(3)),
                        seedAsked, rowsAsked));
            }
        }
    }

    /**
     * Records a run under {@code key}, replacing an earlier record of it, with a checkpoint for each of
     * {@code checkpoints} (a table and the first row this run writes in it; none for a partition, which shares its
     * tables). Each checkpoint is then moved by a no-op UPDATE, so that a missing privilege shows before the first row.
     * A record of seedgen 0.1 for one of those tables goes. Under the bookkeeping lock; autocommit connection.
     */
    public void start(Connection c, String key, Run run, Map<String, Long> checkpoints) throws SQLException {
        underLock(c, () -> {
            ensure(c, !checkpoints.isEmpty());
            forgetRun(c, key);
            for (String table : checkpoints.keySet()) {
                forgetTable(c, table);
            }
            insertRun(c, key, run);
            for (Map.Entry<String, Long> e : checkpoints.entrySet()) {
                // The checkpoint starts empty (last_id below first_id) and only moves on.
                insertCheckpoint(c, e.getKey(), e.getValue());
                checkpoint(c, e.getKey(), e.getValue(), e.getValue() - 1);
            }
        });
    }

    /** A table's checkpoint, empty: last_id below first_id. */
    private void insertCheckpoint(Connection c, String table, long firstId) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(statements.insertCheckpoint())) {
            ps.setString(1, table);
            ps.setLong(2, firstId);
            ps.setLong(3, firstId - 1);
            ps.executeUpdate();
        }
    }

    private void insertRun(Connection c, String key, Run run) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(statements.insertRun())) {
            ps.setString(1, key);
            ps.setString(2, run.fingerprint());
            ps.setLong(3, run.batchSize());
            ps.setObject(4, java.time.LocalDateTime.now(java.time.ZoneOffset.UTC).withNano(0));
            ps.setString(5, run.bases().isEmpty() ? null : run.basesText());
            setLong(ps, 6, run.seed());
            setLong(ps, 7, run.rows());
            ps.executeUpdate();
        }
    }

    private static void setLong(PreparedStatement ps, int index, Long value) throws SQLException {
        if (value == null) {
            ps.setNull(index, java.sql.Types.BIGINT);
        } else {
            ps.setLong(index, value);
        }
    }

    /** Adds a checkpoint for {@code table} from {@code firstId} to a recorded run that had none for it. */
    public void addCheckpoint(Connection c, String table, long firstId) throws SQLException {
        underLock(c, () -> {
            ensure(c, true);
            forgetTable(c, table);
            insertCheckpoint(c, table, firstId);
        });
    }

    /**
     * Moves {@code table}'s checkpoint on to {@code committedThrough}: every row from its first up to it is committed.
     * Never moves it back. In the caller's transaction.
     */
    public void checkpoint(Connection c, String table, long firstId, long committedThrough) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(statements.moveCheckpoint())) {
            ps.setLong(1, committedThrough);
            ps.setString(2, table);
            ps.setLong(3, firstId);
            ps.setLong(4, committedThrough);
            ps.executeUpdate();
        }
    }

    /** The row ranges of {@code table} its checkpoint says are committed, in order (none when it has none). */
    public List<long[]> committed(Connection c, String table) throws SQLException {
        List<long[]> known = new ArrayList<>();
        if (!sql.tableExists(c, namespace, PROGRESS)) {
            return known;
        }
        try (PreparedStatement ps = c.prepareStatement(statements.committed())) {
            ps.setString(1, table);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    known.add(new long[] {rs.getLong(1), rs.getLong(2)});
                }
            }
        }
        return known;
    }

    /** Whether {@code table} has a checkpoint (its run recorded one). */
    public boolean hasCheckpoint(Connection c, String table) throws SQLException {
        if (!sql.tableExists(c, namespace, PROGRESS)) {
            return false;
        }
        try (PreparedStatement ps = c.prepareStatement(statements.anyCheckpoint())) {
            ps.setString(1, table);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next();
            }
        }
    }

    /**
     * The run under {@code key} is over: its record and the checkpoints of {@code tables} go (with a record of seedgen
     * 0.1 of one of them), and each bookkeeping table with its last row, under the bookkeeping lock.
     */
    public void finish(Connection c, String key, Collection<String> tables) throws SQLException {
        underLock(c, () -> {
            forgetRun(c, key);
            for (String table : tables) {
                forgetTable(c, table);
            }
            dropEmpty(c);
        });
    }

    /** Forgets what is recorded of {@code tables} (checkpoints, records of seedgen 0.1) whatever run made it. */
    public void forget(Connection c, Collection<String> tables) throws SQLException {
        if (tables.isEmpty() || !sql.tableExists(c, namespace, PROGRESS) && !sql.tableExists(c, namespace, LEGACY)) {
            return;
        }
        underLock(c, () -> {
            for (String table : tables) {
                forgetTable(c, table);
            }
            dropEmpty(c);
        });
    }

    private void forgetRun(Connection c, String key) throws SQLException {
        if (sql.tableExists(c, namespace, TABLE)) {
            try (PreparedStatement ps = c.prepareStatement(statements.deleteRun())) {
                ps.setString(1, key);
                ps.executeUpdate();
            }
        }
    }

    private void forgetTable(Connection c, String table) throws SQLException {
        for (String own : new String[] {PROGRESS, LEGACY}) {
            if (sql.tableExists(c, namespace, own)) {
                try (PreparedStatement ps = c.prepareStatement(statements.deleteTable(statements.qualified(own)))) {
                    ps.setString(1, table);
                    ps.executeUpdate();
                }
            }
        }
    }

    /** Drops each bookkeeping table that holds no row: no other run uses it. */
    private void dropEmpty(Connection c) throws SQLException {
        for (String own : ALL) {
            if (!sql.tableExists(c, namespace, own)) {
                continue;
            }
            String qualified = statements.qualified(own);
            boolean empty;
            try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(statements.anyRow(qualified))) {
                empty = !rs.next();
            }
            if (empty) {
                try (Statement st = c.createStatement()) {
                    st.execute(statements.drop(qualified));
                }
            }
        }
    }

    /** Creates the run table (and with {@code progress} the checkpoint table), or adds the columns one lacks. */
    private void ensure(Connection c, boolean withProgress) throws SQLException {
        String datetime = sql.columnType(ColumnType.datetime(), TABLE, "started_at");
        try (Statement st = c.createStatement()) {
            st.execute(statements.createRuns(datetime));
            for (String column : ADDED_COLUMNS) {
                if (!sql.columnExists(c, namespace, TABLE, column)) {
                    String type = column.equals("bases") ? "TEXT" : column.equals("done_at") ? datetime : "BIGINT";
                    st.execute(statements.addColumn(column, type));
                }
            }
            if (withProgress) {
                st.execute(statements.createProgress());
            }
        }
    }

    private interface SqlAction {
        void run() throws SQLException;
    }

    /**
     * Runs {@code action} under the namespace's bookkeeping lock; refused (exit 3, nothing written) when another run
     * holds it for {@value #BOOKKEEPING_WAIT_SECONDS} s.
     */
    private void underLock(Connection c, SqlAction action) throws SQLException {
        if (!sql.lockBookkeeping(c, namespace, BOOKKEEPING_WAIT_SECONDS)) {
            throw SeedgenException.targetUnusable("another seedgen run in " + sql.namespaceKind() + " "
                    + sql.quote(namespace) + " held the lock on its bookkeeping (" + TABLE + ", " + PROGRESS + ") for "
                    + BOOKKEEPING_WAIT_SECONDS + " s: run again when it has moved on", null);
        }
        try {
            action.run();
        } catch (SQLException | RuntimeException e) {
            try {
                sql.unlockBookkeeping(c, namespace);
            } catch (SQLException releaseFailure) {
                e.addSuppressed(releaseFailure);
            }
            throw e;
        }
        sql.unlockBookkeeping(c, namespace);
    }

    // ---- split runs: a record per partition, keyed "NAME part K/N" ----

    /** The record's key for partition {@code p} of a split run of {@code key}. */
    static String partKey(String key, Partition p) {
        return key + " part " + p.k() + "/" + p.n();
    }

    /** The partitions of split runs of {@code key} recorded (those of every N). */
    public List<Part> parts(Connection c, String key) throws SQLException {
        List<Part> out = new ArrayList<>();
        if (!sql.tableExists(c, namespace, TABLE)) {
            return out;
        }
        String prefix = key + " part ";
        boolean doneAt = sql.columnExists(c, namespace, TABLE, "done_at");
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(statements.readRuns(doneAt))) {
            while (rs.next()) {
                String name = rs.getString(1);
                if (name.startsWith(prefix) && name.substring(prefix.length()).matches("\\d+/\\d+")) {
                    String[] kn = name.substring(prefix.length()).split("/");
                    out.add(new Part(new Partition(Integer.parseInt(kn[0]), Integer.parseInt(kn[1])),
                            rs.getString(2), rs.getLong(3), rs.getObject(4) != null));
                }
            }
        }
        return out;
    }

    /** Records partition {@code p} of a split run of {@code key} as started. */
    public void startPart(Connection c, String key, Partition p, Run run) throws SQLException {
        if (partKey(key, p).length() > 64) {
            throw SeedgenException.badInput("dataset " + key + ": its name is too long to split into partitions (the "
                    + "record's key holds 64 characters): shorten name: in the spec");
        }
        start(c, partKey(key, p), run, Map.of());
    }

    /** Records partition {@code p}'s rows as all in. */
    public void partDone(Connection c, String key, Partition p) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(statements.markDone())) {
            ps.setObject(1, java.time.LocalDateTime.now(java.time.ZoneOffset.UTC).withNano(0));
            ps.setString(2, partKey(key, p));
            ps.executeUpdate();
        }
    }

    /** Forgets every partition of split runs of {@code key}, and the run's own record. */
    public void finishParts(Connection c, String key) throws SQLException {
        if (!sql.tableExists(c, namespace, TABLE)) {
            return;
        }
        List<Part> parts = parts(c, key);
        underLock(c, () -> {
            for (Part p : parts) {
                forgetRun(c, partKey(key, p.partition()));
            }
            forgetRun(c, key);
            dropEmpty(c);
        });
    }

    // ---- seedgen 0.1's users table ----

    /** The run seedgen 0.1 recorded for {@code table}, if any. */
    public Optional<LegacyRun> legacy(Connection c, String table) throws SQLException {
        if (!sql.tableExists(c, namespace, LEGACY)) {
            return Optional.empty();
        }
        try (PreparedStatement ps = c.prepareStatement(statements.readLegacy(LEGACY,
                sql.columnExists(c, namespace, LEGACY, "batch_size")))) {
            ps.setString(1, table);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    return Optional.empty();
                }
                return Optional.of(new LegacyRun(table, rs.getLong(1), rs.getLong(2), rs.getLong(3), rs.getString(4),
                        rs.getString(5), rs.getLong(6)));
            }
        }
    }

    /**
     * Takes over seedgen 0.1's run of {@code legacy.table()} as the run {@code key}: the record is written in today's
     * form, the table's checkpoint kept, and the old record removed, in one go under the bookkeeping lock.
     */
    public void adopt(Connection c, String key, Run run, LegacyRun legacy) throws SQLException {
        underLock(c, () -> {
            ensure(c, true);
            forgetRun(c, key);
            insertRun(c, key, run);
            try (PreparedStatement ps = c.prepareStatement(statements.deleteTable(statements.qualified(LEGACY)))) {
                ps.setString(1, legacy.table());
                ps.executeUpdate();
            }
            dropEmpty(c);
        });
    }
}
