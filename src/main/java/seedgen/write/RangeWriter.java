package seedgen.write;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * Writes one id range's rows into the connection's open transaction; the caller ({@link RangeTransaction})
 * records the range and commits, or rolls back. One instance per worker thread; the caller owns the connection.
 */
interface RangeWriter {

    void write(Connection connection, long first, long last) throws SQLException;

    /** Statements sent so far by this writer. */
    long statements();
}
