package seedgen.loadtest;

import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import org.mindrot.jbcrypt.BCrypt;

/**
 * A login's whole check: the user's stored bcrypt hash read by email from the users table, then jBCrypt's checkpw of
 * the password against it. The endpoint and the in-process reference both call this, so the reference measures the
 * very work the endpoint does, less HTTP. Owns its connection pool; close it to close the pool.
 */
final class PasswordCheck implements AutoCloseable {

    private static final String LOOKUP = "SELECT password_hash FROM users WHERE email = ?";

    private final HikariDataSource pool;

    PasswordCheck(Options options) {
        pool = Pools.open(options, "login-pool", true);
    }

    /**
     * True when a user has this email and the password matches the stored hash; false for an unknown email or a wrong
     * password, which the caller cannot tell apart (as a login page should not).
     */
    boolean check(String email, String password) throws SQLException {
        String hash = null;
        try (Connection c = pool.getConnection(); PreparedStatement ps = c.prepareStatement(LOOKUP)) {
            ps.setString(1, email);
            try (ResultSet rs = ps.executeQuery()) {
                if (rs.next()) {
                    hash = rs.getString(1);
                }
            }
        }
        // The connection is back in the pool before the slow part: bcrypt at cost 10 takes tens of milliseconds.
        return hash != null && BCrypt.checkpw(password, hash);
    }

    @Override
    public void close() {
        pool.close();
    }
}
