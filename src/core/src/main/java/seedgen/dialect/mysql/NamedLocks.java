package seedgen.dialect.mysql;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/** GET_LOCK and RELEASE_LOCK on one connection, the name always a bind parameter (names from {@link LockNames}). */
public final class NamedLocks {

    private NamedLocks() {
    }

    /** Waits up to {@code seconds} for the lock; true when this session holds it, false when another kept it. */
    public static boolean get(Connection c, String name, int seconds) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT GET_LOCK(?, ?)")) {
            ps.setString(1, name);
            ps.setInt(2, seconds);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                long got = rs.getLong(1);
                if (rs.wasNull()) {
                    throw new SQLException("GET_LOCK('" + name + "') answered NULL: the server failed to take it");
                }
                return got == 1;
            }
        }
    }

    public static void release(Connection c, String name) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT RELEASE_LOCK(?)")) {
            ps.setString(1, name);
            ps.executeQuery().close();
        }
    }
}
