package seedgen.dialect.mysql;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/** What seedgen needs to know about the server before it writes. */
public record MySqlServerInfo(String version, long maxAllowedPacket, long waitTimeoutSeconds, int maxConnections) {

    public static MySqlServerInfo read(Connection connection) throws SQLException {
        try (Statement st = connection.createStatement();
                ResultSet rs = st.executeQuery(
                        "SELECT VERSION(), @@max_allowed_packet, @@wait_timeout, @@max_connections")) {
            rs.next();
            return new MySqlServerInfo(rs.getString(1), rs.getLong(2), rs.getLong(3), rs.getInt(4));
        }
    }

    public boolean isMariaDb() {
        return version.toLowerCase().contains("mariadb");
    }
}
