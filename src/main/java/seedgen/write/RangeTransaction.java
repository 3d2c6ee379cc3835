package seedgen.write;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * One id range as one transaction: the rows (through the worker's {@link RangeWriter}), then the range's row in
 * the progress table, then the commit; on any failure, the rollback. The range is committed exactly when its
 * progress row is, which is what makes a resume exact.
 */
final class RangeTransaction {

    private final RangeWriter writer;
    private final ProgressTable progress;

    RangeTransaction(RangeWriter writer, ProgressTable progress) {
        this.writer = writer;
        this.progress = progress;
    }

    void run(Connection connection, long first, long last) throws SQLException {
        try {
            writer.write(connection, first, last);
            progress.record(connection, first, last);
            connection.commit();
        } catch (SQLException | RuntimeException e) {
            try {
                connection.rollback();
            } catch (SQLException rollbackFailure) {
                e.addSuppressed(rollbackFailure);
            }
            throw e;
        }
    }

    long statements() {
        return writer.statements();
    }
}
