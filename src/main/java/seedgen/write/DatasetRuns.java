package seedgen.write;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;

/**
 * The record of a dataset run in progress, one row in {@code seedgen_dataset_runs} of the target database: what the
 * rows are made from (a fingerprint of the spec, its parameters, the seed and the rows asked) and the batch grid.
 * Written before the first row, deleted when the run ends well (and the table with its last row); what a kill -9
 * leaves is what {@code --resume} reads. Which batches committed is read from the tables themselves.
 */
final class DatasetRuns {

    static final String TABLE = "seedgen_dataset_runs";

    record Run(String fingerprint, long batchSize) {
    }

    private final String qualified;

    DatasetRuns(String database) {
        this.qualified = Identifiers.quote(database) + "." + Identifiers.quote(TABLE);
    }

    Optional<Run> read(Connection c, String dataset) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT fingerprint, batch_size FROM " + qualified
                + " WHERE dataset = ?")) {
            ps.setString(1, dataset);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(new Run(rs.getString(1), rs.getLong(2))) : Optional.empty();
            }
        } catch (SQLException e) {
            if (e.getErrorCode() == 1146) { // no such table: nothing recorded
                return Optional.empty();
            }
            throw e;
        }
    }

    void start(Connection c, String dataset, Run run) throws SQLException {
        try (Statement st = c.createStatement()) {
            st.execute("CREATE TABLE IF NOT EXISTS " + qualified + " (dataset VARCHAR(64) NOT NULL PRIMARY KEY, "
                    + "fingerprint CHAR(64) NOT NULL, batch_size BIGINT NOT NULL, started_at DATETIME NOT NULL) "
                    + "ENGINE=InnoDB DEFAULT CHARSET=utf8mb4");
        }
        try (PreparedStatement ps = c.prepareStatement("REPLACE INTO " + qualified
                + " (dataset, fingerprint, batch_size, started_at) VALUES (?, ?, ?, UTC_TIMESTAMP())")) {
            ps.setString(1, dataset);
            ps.setString(2, run.fingerprint());
            ps.setLong(3, run.batchSize());
            ps.executeUpdate();
        }
    }

    /** Forgets the run; the bookkeeping table goes with its last row. */
    void finish(Connection c, String dataset) throws SQLException {
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
