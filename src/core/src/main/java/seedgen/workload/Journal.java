package seedgen.workload;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.BitSet;
import java.util.HexFormat;
import seedgen.dialect.Dialect;
import seedgen.dialect.JournalSql;
import seedgen.error.SeedgenException;

/**
 * What a workload run records in the target namespace so that a kill -9 leaves what {@code --resume} needs: each write
 * operation's index, inserted in the operation's own transaction ({@value #TABLE}: the stream's fingerprint, the
 * partition, the index), so a write is in the journal exactly when its change is in the tables. Reads change nothing
 * and are not recorded. A run that ends (not stopped) deletes its rows, and the table goes with its last row.
 *
 * <p>Beside the indexes, a part's run keeps a row that marks it present from its start to its end (the table is then
 * not empty, so not dropped, while any part may still write to it). A part of a stream split in N ends by leaving a row
 * that marks it ended, and the last of the N to end deletes the stream's rows: until then the other parts know the tables
 * are the stream's to change (a part that starts late finds them changed), and a part run again is refused.
 */
final class Journal {

    static final String TABLE = "seedgen_workload_ops";
    /** Each run's options, one row a stream and part while its journal lives: what a refusal names. */
    static final String RUNS = "seedgen_workload_runs";
    private static final int LOCK_SECONDS = 30;

    private final Dialect sql;
    private final String namespace;
    private final JournalSql statements;
    private final String stream;
    private final int part;
    private final int parts;

    Journal(Dialect sql, String namespace, String stream, int part, int parts) {
        this.sql = sql;
        this.namespace = namespace;
        this.statements = new JournalSql(sql, namespace, TABLE, RUNS);
        this.stream = stream;
        this.part = part;
        this.parts = parts;
    }

    /** Below every presence mark: the marks of the parts that ended. */
    private static final long ENDED = -(1L << 40);

    /**
     * The fingerprint of a stream: what makes its operations (the plan's kinds, weights and statements, the tables'
     * rows) and the settings that make the same stream (seed, rate, duration, operations, parts, clock); not the
     * workers, which do not change it.
     */
    static String fingerprint(Plan plan, Workload.Settings s) {
        StringBuilder b = new StringBuilder();
        for (OpKind k : plan.kinds()) {
            b.append(k.name()).append('|').append(k.weight()).append('|').append(k.action()).append('|')
                    .append(k.columns()).append('|').append(k.where()).append('|').append(k.table()).append('|')
                    .append(plan.shape(k.table()).rows()).append('\n');
        }
        b.append(s.seed()).append('|').append(s.rate()).append('|').append(s.duration()).append('|')
                .append(s.operations()).append('|').append(s.partitions()).append('|').append(s.clock());
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(b.toString().getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(d, 0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    String insertSql() {
        return statements.insertOp();
    }

    void bind(PreparedStatement ps, long op) throws SQLException {
        ps.setString(1, stream);
        ps.setInt(2, part);
        ps.setLong(3, op);
    }

    /**
     * The options that make a stream, as the command names them, in order: what a run's record keeps and a refusal
     * compares ({@code --rate 300/s}). The operations and their weights, and the tables' rows, stand for --mix and for
     * the load's --rows or --spec.
     */
    static java.util.LinkedHashMap<String, String> options(Plan plan, Workload.Settings s) {
        java.util.LinkedHashMap<String, String> out = new java.util.LinkedHashMap<>();
        StringBuilder rows = new StringBuilder();
        StringBuilder mix = new StringBuilder();
        for (OpKind k : plan.kinds()) {
            mix.append(k.name()).append('=').append(k.weight()).append(',');
            rows.append(k.table()).append('=').append(plan.shape(k.table()).rows()).append(',');
        }
        out.put("--seed", Long.toString(s.seed()));
        out.put("--rows", digest(rows.toString()));
        out.put("--rate", s.rate().toString());
        out.put("--duration", s.duration().toString().substring(2).toLowerCase(java.util.Locale.ROOT));
        out.put("--operations", s.operations() == Long.MAX_VALUE ? "all" : Long.toString(s.operations()));
        out.put("--partition", s.partition() + "/" + s.partitions());
        out.put("--clock", s.clock().toString());
        out.put("--mix", digest(mix.toString()));
        return out;
    }

    private static String digest(String text) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(d, 0, 4);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The options as a record keeps them: {@code --seed=5;--rate=300/s;...}. */
    static String written(java.util.Map<String, String> options) {
        StringBuilder b = new StringBuilder();
        options.forEach((k, v) -> b.append(b.length() == 0 ? "" : ";").append(k).append('=').append(v));
        return b.toString();
    }

    private static java.util.Map<String, String> read(String record) {
        java.util.Map<String, String> out = new java.util.LinkedHashMap<>();
        for (String pair : record.split(";")) {
            int eq = pair.indexOf('=');
            if (eq > 0) {
                out.put(pair.substring(0, eq), pair.substring(eq + 1));
            }
        }
        return out;
    }

    /**
     * The options by which an interrupted run recorded here differs from {@code now} ({@code --rate 300/s, not
     * 400/s}), for the run of the same part whose options differ least; null where no other run of the part is
     * recorded (or no record of runs is here).
     */
    static String differences(Connection c, Dialect sql, String namespace, String stream, int part,
            java.util.Map<String, String> now) throws SQLException {
        String[] best = {null};
        new Journal(sql, namespace, stream, part, 1).underLock(c, () -> {
            if (!sql.tableExists(c, namespace, RUNS)) {
                return;
            }
            int fewest = Integer.MAX_VALUE;
            try (PreparedStatement ps = c.prepareStatement(new JournalSql(sql, namespace, TABLE, RUNS)
                    .otherStreamsOptions())) {
                ps.setString(1, stream);
                ps.setInt(2, part);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        java.util.Map<String, String> then = read(rs.getString(1));
                        java.util.List<String> differ = new java.util.ArrayList<>();
                        now.forEach((k, v) -> {
                            String was = then.get(k);
                            if (was != null && !was.equals(v)) {
                                differ.add(k.equals("--rows") || k.equals("--mix") ? k + (k.equals("--rows")
                                        ? " (or the --spec: the tables' rows differ)" : " (the operations or their "
                                        + "weights differ)") : k + " " + was + ", not " + v);
                            }
                        });
                        if (!differ.isEmpty() && differ.size() < fewest) {
                            fewest = differ.size();
                            best[0] = String.join("; ", differ);
                        }
                    }
                }
            }
        });
        return best[0];
    }

    /**
     * Makes the tables if need be, reads this stream's part (the indexes of the writes an earlier run of it applied),
     * marks the part present and, for a run that is not a resume, records its options (replacing an earlier record of
     * the stream): all under the bookkeeping lock, so another part ending meanwhile, which drops a table it finds
     * empty, never drops one this part is about to use. A run that is not a resume finds none, or is refused (exit 3)
     * naming {@code --resume}; a resume that finds none is refused too, as there is nothing to finish.
     */
    BitSet open(Connection c, boolean resume, java.util.Map<String, String> options) throws SQLException {
        BitSet done = new BitSet();
        underLock(c, () -> {
            try (Statement st = c.createStatement()) {
                st.execute(statements.createOps());
                st.execute(statements.createRuns());
            }
            boolean present = false;
            boolean ended = false;
            try (PreparedStatement ps = c.prepareStatement(statements.opsOfPart())) {
                ps.setString(1, stream);
                ps.setInt(2, part);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        long op = rs.getLong(1);
                        if (op == presence()) {
                            present = true;
                        } else if (op == ended()) {
                            ended = true;
                        } else if (op > Integer.MAX_VALUE || op < 0) {
                            throw new IllegalStateException("operation " + op + " past the journal's reach");
                        } else {
                            done.set((int) op);
                        }
                    }
                }
            }
            if (ended) {
                throw ranToItsEnd();
            }
            if ((!resume && !done.isEmpty()) || (resume && done.isEmpty())) {
                return;
            }
            if (!present) {
                try (PreparedStatement ins = c.prepareStatement(insertSql())) {
                    bind(ins, presence());
                    ins.executeUpdate();
                }
            }
            if (!resume) {
                try (PreparedStatement del = c.prepareStatement(statements.deleteRun());
                        PreparedStatement ins = c.prepareStatement(statements.insertRun())) {
                    del.setString(1, stream);
                    del.setInt(2, part);
                    del.executeUpdate();
                    ins.setString(1, stream);
                    ins.setInt(2, part);
                    ins.setString(3, written(options));
                    ins.executeUpdate();
                }
            }
        });
        if (!resume && !done.isEmpty()) {
            throw interrupted(done.cardinality());
        }
        if (resume && done.isEmpty()) {
            throw nothingToResume();
        }
        return done;
    }

    /**
     * The journal's row that marks a part present from its start to its end (no operation's index is negative): the
     * table is not empty, so not dropped, while any part of any stream may still write to it.
     */
    private long presence() {
        return -1L - part;
    }

    /** The refusal of a part of a split stream run again after it ended, while another part has not. */
    SeedgenException ranToItsEnd() {
        return SeedgenException.targetUnusable(String.format(java.util.Locale.ROOT, "partition %d/%d of this workload "
                + "already ran to its end here, and not every other part has (%s keeps its mark until they have): run "
                + "the parts that have not, or load the dataset again to start over", part, parts, TABLE), null);
    }

    /** Whether this part's mark that it ended is here (a part of a split stream, the others not all ended). */
    boolean hasEnded(Connection c) throws SQLException {
        return streamHolds(c, ended());
    }

    /** The row that marks this part ended, kept until every part of the stream has. */
    private long ended() {
        return ENDED - part;
    }

    /**
     * Whether a part of this stream (split in N) is recorded here, running, interrupted or ended (this one's own mark
     * among them, which {@link #open} then refuses by name): the tables are then the stream's to change, and differ
     * from the load's rows without being another's copy.
     */
    boolean streamRecorded(Connection c) throws SQLException {
        return streamHolds(c, null);
    }

    /** Whether the journal holds a row of this stream (of index {@code op}, where not null). */
    private boolean streamHolds(Connection c, Long op) throws SQLException {
        boolean[] holds = {false};
        underLock(c, () -> {
            if (!sql.tableExists(c, namespace, TABLE)) {
                return;
            }
            try (PreparedStatement ps = c.prepareStatement(statements.anyOp(op != null))) {
                ps.setString(1, stream);
                if (op != null) {
                    ps.setLong(2, op);
                }
                try (ResultSet rs = ps.executeQuery()) {
                    holds[0] = rs.next();
                }
            }
        });
        return holds[0];
    }

    /** The writes an interrupted run of this stream's part recorded here: 0 where none is (or no journal). */
    long recorded(Connection c) throws SQLException {
        long[] writes = {0};
        underLock(c, () -> {
            if (!sql.tableExists(c, namespace, TABLE)) {
                return;
            }
            try (PreparedStatement ps = c.prepareStatement(statements.countDone())) {
                ps.setString(1, stream);
                ps.setInt(2, part);
                try (ResultSet rs = ps.executeQuery()) {
                    rs.next();
                    writes[0] = rs.getLong(1);
                }
            }
        });
        return writes[0];
    }

    /** The refusal of a run that is not a resume over an interrupted one: what to do instead. */
    static SeedgenException interrupted(long writes) {
        return SeedgenException.targetUnusable(String.format(java.util.Locale.ROOT, "a run of this workload (the "
                + "same stream and part) was interrupted here after %,d of its writes (%s): add --resume to finish "
                + "it, or load the dataset again to start over", writes, TABLE), null);
    }

    /** The refusal of a --resume where no run of this stream's part is recorded. */
    static SeedgenException nothingToResume() {
        return SeedgenException.targetUnusable("--resume: no interrupted run of this workload (the same stream and "
                + "part) is recorded here in " + TABLE + ": run it without --resume", null);
    }

    /** The refusal of a run whose options differ from an interrupted run's here: the options, named. */
    static SeedgenException otherOptions(String differences, boolean resume) {
        return SeedgenException.targetUnusable("a run of this workload with other options was interrupted here ("
                + differences + "): " + (resume ? "--resume finishes it with its own options: give them"
                : "finish it with its options and --resume, or load the dataset again to start over"), null);
    }

    /**
     * Deletes this part's rows (its presence among them) and its record of options, and each table with its last row:
     * under the bookkeeping lock, which every part takes to make or use a table, so no part loses one it still uses.
     */
    void close(Connection c) throws SQLException {
        underLock(c, () -> {
            boolean journal = sql.tableExists(c, namespace, TABLE);
            if (journal && parts > 1 && !lastToEnd(c)) {
                return;
            }
            // the whole stream's rows where this was its last part to end (or it is not split): this part's alone
            // would leave the others' ended marks
            boolean whole = parts > 1;
            if (sql.tableExists(c, namespace, RUNS)) {
                deletePart(c, statements.runs(), whole);
            }
            if (journal) {
                deletePart(c, statements.ops(), whole);
            }
        });
    }

    /**
     * Marks this part ended (its indexes and presence deleted), and says whether every part of the stream now has: the
     * last to end deletes the stream's rows.
     */
    private boolean lastToEnd(Connection c) throws SQLException {
        try (PreparedStatement del = c.prepareStatement(statements.deletePartOps());
                PreparedStatement mark = c.prepareStatement(insertSql())) {
            del.setString(1, stream);
            del.setInt(2, part);
            del.executeUpdate();
            bind(mark, ended());
            mark.executeUpdate();
        }
        try (PreparedStatement ps = c.prepareStatement(statements.countAtOrBelow())) {
            ps.setString(1, stream);
            ps.setLong(2, ENDED - 1);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getLong(1) >= parts;
            }
        }
    }

    /** Deletes this part's rows of {@code qualified} (every part's where {@code whole}), and the table with its last. */
    private void deletePart(Connection c, String qualified, boolean whole) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(statements.deleteStream(qualified, whole))) {
            ps.setString(1, stream);
            if (!whole) {
                ps.setInt(2, part);
            }
            ps.executeUpdate();
        }
        boolean empty;
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(statements.anyRow(qualified))) {
            empty = !rs.next();
        }
        if (empty) {
            commitIfOpen(c);
            try (Statement st = c.createStatement()) {
                st.execute(statements.drop(qualified));
            }
        }
    }

    private static void commitIfOpen(Connection c) throws SQLException {
        if (!c.getAutoCommit()) {
            c.commit();
        }
    }

    private interface Action {
        void run() throws SQLException;
    }

    private void underLock(Connection c, Action action) throws SQLException {
        if (!sql.lockBookkeeping(c, namespace, LOCK_SECONDS)) {
            throw SeedgenException.targetUnusable("another seedgen run in " + sql.namespaceKind() + " "
                    + sql.quote(namespace) + " held the lock on its bookkeeping for " + LOCK_SECONDS + " s: run "
                    + "again when it has moved on", null);
        }
        // what the action did is committed before the lock goes: another part of the stream, taking the lock next,
        // sees the table made (PostgreSQL's CREATE TABLE IF NOT EXISTS beside an uncommitted one fails); a failure
        // is rolled back first, so the unlock runs and the failure, not the unlock's, is what is thrown
        try {
            action.run();
            commitIfOpen(c);
        } catch (SQLException | RuntimeException e) {
            if (!c.getAutoCommit()) {
                c.rollback();
            }
            throw e;
        } finally {
            sql.unlockBookkeeping(c, namespace);
        }
    }
}
