package seedgen.dialect.mysql.tune;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;

/**
 * Reads and sets GLOBAL server variables. Names set come from the allow-list and values are digits only; the doctor
 * reads a few more.
 */
public final class Variables {

    static final int UNKNOWN_VARIABLE = 1193;
    static final int READ_ONLY = 1238;
    static final int ACCESS_DENIED = 1227;

    private Variables() {
    }

    /** The global value, or empty when this server has no such variable. */
    public static Optional<String> global(Connection c, String variable) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT @@GLOBAL." + variable)) {
            rs.next();
            return Optional.ofNullable(rs.getString(1));
        } catch (SQLException e) {
            if (e.getErrorCode() == UNKNOWN_VARIABLE) {
                return Optional.empty();
            }
            throw e;
        }
    }

    static void set(Connection c, Setting s, String value) throws SQLException {
        if (!value.matches("\\d{1,20}")) {
            throw new IllegalArgumentException("not a plain number: " + value);
        }
        try (Statement st = c.createStatement()) {
            st.execute("SET GLOBAL " + s.variable() + " = " + value);
        }
    }

    /** Sets the variable to its own value: changes nothing, but fails as a real change would (privilege, read-only). */
    static void setToItself(Connection c, Setting s) throws SQLException {
        try (Statement st = c.createStatement()) {
            st.execute("SET GLOBAL " + s.variable() + " = @@GLOBAL." + s.variable());
        }
    }

    /** A SHOW GLOBAL STATUS value, or empty when the server does not have it. */
    static Optional<String> status(Connection c, String name) throws SQLException {
        try (java.sql.PreparedStatement ps = c.prepareStatement("SHOW GLOBAL STATUS LIKE ?")) {
            ps.setString(1, name);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.ofNullable(rs.getString(2)) : Optional.empty();
            }
        }
    }

    static String version(Connection c) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT VERSION()")) {
            rs.next();
            return rs.getString(1);
        }
    }
}
