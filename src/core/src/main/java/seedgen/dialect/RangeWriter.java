package seedgen.dialect;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * Writes one id range's rows: into the connection's open transaction, which the caller commits or rolls back; or,
 * on an autocommit connection, as one transaction of its own. One instance per worker thread; the caller owns the
 * connection.
 */
public interface RangeWriter {

    void write(Connection connection, long first, long last) throws SQLException;

    /** Statements sent so far by this writer. */
    long statements();
}
