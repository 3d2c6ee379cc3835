package seedgen.load;

import java.sql.Connection;
import java.sql.SQLException;
import seedgen.dialect.RangeWriter;
import seedgen.runs.CommittedBatches;

/**
 * One id range as one transaction: the rows (through the worker's {@link RangeWriter}), then the commit; on any
 * failure, the rollback. On an autocommit connection (the INSERT path) the writer makes the range one transaction
 * itself: one statement, which commits on its own with no COMMIT round trip, or an explicit transaction when it
 * needs several. All of the range's rows commit or none does, so its first id alone tells whether it committed
 * ({@link CommittedBatches}), which is what makes a resume and a retry after a lost commit exact.
 */
final class RangeTransaction {

    private final RangeWriter writer;

    RangeTransaction(RangeWriter writer) {
        this.writer = writer;
    }

    void run(Connection connection, long first, long last) throws SQLException {
        if (connection.getAutoCommit()) {
            writer.write(connection, first, last);
            return;
        }
        try {
            writer.write(connection, first, last);
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
