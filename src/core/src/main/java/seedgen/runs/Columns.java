package seedgen.runs;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/** Questions about the columns of seedgen's own bookkeeping tables, which an earlier seedgen made without some. */
final class Columns {

    private Columns() {
    }

    /** Whether {@code schema}.{@code table} has {@code column} (information_schema, on MySQL and PostgreSQL alike). */
    static boolean exists(Connection c, String schema, String table, String column) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT COUNT(*) FROM information_schema.COLUMNS "
                + "WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ? AND COLUMN_NAME = ?")) {
            ps.setString(1, schema);
            ps.setString(2, table);
            ps.setString(3, column);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getLong(1) > 0;
            }
        }
    }
}
