package seedgen.runs;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;
import seedgen.dialect.Dialect;
import seedgen.dialect.mysql.MySql;

/**
 * The record of a dataset run in progress, one row in {@code seedgen_dataset_runs} of the target database: what the
 * rows are made from (a fingerprint of the spec, its parameters, the seed and the rows asked) and the batch grid.
 * Written before the first row, deleted when the run ends well (and the table with its last row); what a kill -9
 * leaves is what {@code --resume} reads. Which batches committed is read from the tables themselves. An --append
 * run also records the rows its root tables held before it ({@code bases}), which its rows continue from.
 */
public final class DatasetRuns {

    public static final String TABLE = "seedgen_dataset_runs";

    /** {@code bases}: for an --append run, the rows each root table held before it; empty otherwise. */
    public record Run(String fingerprint, long batchSize, java.util.Map<String, Long> bases) {
        public Run {
            bases = java.util.Map.copyOf(bases);
        }

        String basesText() {
            StringBuilder b = new StringBuilder();
            new java.util.TreeMap<>(bases).forEach((t, n) -> b.append(t).append('=').append(n).append('\n'));
            return b.toString();
        }

        static java.util.Map<String, Long> parseBases(String text) {
            java.util.Map<String, Long> out = new java.util.LinkedHashMap<>();
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

    private final String qualified;
    private final String database;
    private final Dialect dialect;

    public DatasetRuns(String database) {
        this(database, MySql.INSTANCE);
    }

    /** The record in {@code namespace} (a MySQL database, a PostgreSQL schema) of a server speaking {@code dialect}. */
    public DatasetRuns(String namespace, Dialect dialect) {
        this.database = namespace;
        this.dialect = dialect;
        this.qualified = dialect.qualify(namespace, TABLE);
    }

    public Optional<Run> read(Connection c, String dataset) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT fingerprint, batch_size, bases FROM " + qualified
                + " WHERE dataset = ?")) {
            ps.setString(1, dataset);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(new Run(rs.getString(1), rs.getLong(2), Run.parseBases(rs.getString(3))))
                        : Optional.empty();
            }
        } catch (SQLException e) {
            if (dialect.isMissingTable(e)) { // no such table, database or schema: nothing recorded
                return Optional.empty();
            }
            if (e.getErrorCode() == 1054) { // no bases column: recorded by an earlier seedgen, before --append
                try (PreparedStatement ps = c.prepareStatement("SELECT fingerprint, batch_size FROM " + qualified
                        + " WHERE dataset = ?")) {
                    ps.setString(1, dataset);
                    try (ResultSet rs = ps.executeQuery()) {
                        return rs.next() ? Optional.of(new Run(rs.getString(1), rs.getLong(2), java.util.Map.of()))
                                : Optional.empty();
                    }
                }
            }
            throw e;
        }
    }

    public void start(Connection c, String dataset, Run run) throws SQLException {
        ensureTable(c);
        try (PreparedStatement ps = c.prepareStatement("DELETE FROM " + qualified + " WHERE dataset = ?")) {
            ps.setString(1, dataset);
            ps.executeUpdate();
        }
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO " + qualified
                + " (dataset, fingerprint, batch_size, started_at, bases) VALUES (?, ?, ?, ?, ?)")) {
            ps.setString(1, dataset);
            ps.setString(2, run.fingerprint());
            ps.setLong(3, run.batchSize());
            ps.setObject(4, java.time.LocalDateTime.now(java.time.ZoneOffset.UTC).withNano(0));
            ps.setString(5, run.bases().isEmpty() ? null : run.basesText());
            ps.executeUpdate();
        }
    }

    /** Creates the table, or adds the columns one left by an earlier seedgen lacks. */
    private void ensureTable(Connection c) throws SQLException {
        try (Statement st = c.createStatement()) {
            st.execute("CREATE TABLE IF NOT EXISTS " + qualified + " (dataset VARCHAR(64) NOT NULL PRIMARY KEY, "
                    + "fingerprint CHAR(64) NOT NULL, batch_size BIGINT NOT NULL, started_at "
                    + dialect.columnType(seedgen.generate.ColumnType.datetime(), TABLE, "started_at") + " NOT NULL, "
                    + "bases TEXT NULL, done_at " + dialect.columnType(seedgen.generate.ColumnType.datetime(), TABLE,
                            "done_at") + " NULL)" + dialect.tableOptions());
            for (String column : new String[] {"bases", "done_at"}) {
                if (!Columns.exists(c, database, TABLE, column)) {
                    st.execute("ALTER TABLE " + qualified + " ADD COLUMN " + column + " " + (column.equals("bases")
                            ? "TEXT" : dialect.columnType(seedgen.generate.ColumnType.datetime(), TABLE, column))
                            + " NULL");
                }
            }
        }
    }

    /** One partition of a split run: its grid and whether its rows are all in ({@code done}). */
    public record Part(seedgen.slice.Partition partition, String fingerprint, long batchSize, boolean done) {
    }

    /** The record's key for partition {@code p} of a split run of {@code dataset}. */
    static String partKey(String dataset, seedgen.slice.Partition p) {
        return dataset + " part " + p.k() + "/" + p.n();
    }

    /** The partitions of split runs of {@code dataset} recorded (those of every N). */
    public java.util.List<Part> parts(Connection c, String dataset) throws SQLException {
        java.util.List<Part> out = new java.util.ArrayList<>();
        if (!dialect.tableExists(c, database, TABLE)) {
            return out;
        }
        ensureTable(c); // one an earlier seedgen made lacks done_at
        String prefix = dataset + " part ";
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT dataset, fingerprint, "
                + "batch_size, done_at FROM " + qualified)) {
            while (rs.next()) {
                String key = rs.getString(1);
                if (key.startsWith(prefix) && key.substring(prefix.length()).matches("\\d+/\\d+")) {
                    String[] kn = key.substring(prefix.length()).split("/");
                    out.add(new Part(new seedgen.slice.Partition(Integer.parseInt(kn[0]), Integer.parseInt(kn[1])),
                            rs.getString(2), rs.getLong(3), rs.getObject(4) != null));
                }
            }
        }
        return out;
    }

    /** Records partition {@code p} of a split run as started. */
    public void startPart(Connection c, String dataset, seedgen.slice.Partition p, Run run) throws SQLException {
        if (partKey(dataset, p).length() > 64) {
            throw seedgen.error.SeedgenException.badInput("dataset " + dataset + ": its name is too long to split into "
                    + "partitions (the record's key holds 64 characters): shorten name: in the spec");
        }
        start(c, partKey(dataset, p), run);
    }

    /** Records partition {@code p}'s rows as all in. */
    public void partDone(Connection c, String dataset, seedgen.slice.Partition p) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("UPDATE " + qualified + " SET done_at = ? WHERE dataset = ?")) {
            ps.setObject(1, java.time.LocalDateTime.now(java.time.ZoneOffset.UTC).withNano(0));
            ps.setString(2, partKey(dataset, p));
            ps.executeUpdate();
        }
    }

    /** Forgets every partition of split runs of {@code dataset}; the table goes with its last row. */
    public void finishParts(Connection c, String dataset) throws SQLException {
        if (!dialect.tableExists(c, database, TABLE)) {
            return;
        }
        for (Part p : parts(c, dataset)) {
            try (PreparedStatement ps = c.prepareStatement("DELETE FROM " + qualified + " WHERE dataset = ?")) {
                ps.setString(1, partKey(dataset, p.partition()));
                ps.executeUpdate();
            }
        }
        finish(c, dataset);
    }

    /** Forgets the run; the bookkeeping table goes with its last row. */
    public void finish(Connection c, String dataset) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("DELETE FROM " + qualified + " WHERE dataset = ?")) {
            ps.setString(1, dataset);
            ps.executeUpdate();
        }
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM " + qualified)) {
            rs.next();
            if (rs.getLong(1) == 0) {
                st.execute("DROP TABLE IF EXISTS " + qualified);
            }
        }
    }
}
