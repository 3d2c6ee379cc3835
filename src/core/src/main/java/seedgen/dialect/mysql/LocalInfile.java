package seedgen.dialect.mysql;

import seedgen.run.Method;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.function.Consumer;
import seedgen.error.SeedgenException;
import seedgen.connect.Target;

/** Whether LOAD DATA LOCAL INFILE can work here, and which method a run uses in the end. */
public final class LocalInfile {

    /** MariaDB's and MySQL 5.x's answer when local_infile is OFF. */
    static final int NOT_ALLOWED_COMMAND = 1148;
    /** MySQL 8's answer when either side has local infile off. */
    static final int LOCAL_FILES_DISABLED = 3948;

    static final String SERVER_OFF = "the server refuses LOAD DATA LOCAL INFILE (local_infile=OFF)";
    static final String SERVER_FIX = "enable it with SET GLOBAL local_infile=ON (or start the server with "
            + "--local-infile=1)";

    private LocalInfile() {
    }

    /** The method the run uses: {@code asked}, or INSERT for AUTO when local infile is not possible (said so). */
    public static Method resolve(Method asked, Connection probe, Target target, Consumer<String> info)
            throws SQLException {
        if (asked == Method.INSERT) {
            return Method.INSERT;
        }
        if (asked == Method.COPY) {
            throw SeedgenException.badInput("--method copy is PostgreSQL's bulk path: on MySQL and MariaDB use "
                    + "--method load-data, insert or auto");
        }
        String refusal = refusal(probe, target);
        if (refusal == null) {
            return Method.LOAD_DATA;
        }
        if (asked == Method.LOAD_DATA) {
            throw SeedgenException.targetUnusable(refusal + ", or use --method insert", null);
        }
        info.accept("seedgen: " + refusal.substring(0, refusal.indexOf(':')) + "; --method auto uses insert");
        return Method.INSERT;
    }

    /** Why local infile cannot work, as "reason: fix", or null when it can. */
    public static String refusal(Connection probe, Target target) throws SQLException {
        if (target.isBorrowed()) {
            String driver = borrowedRefusal(probe);
            if (driver != null) {
                return driver;
            }
        }
        String localInfile = target.properties().getOrDefault(MySqlConnections.LOCAL_INFILE_PROPERTY, "true");
        if ("false".equalsIgnoreCase(localInfile)) {
            return "the connection settings turn LOAD DATA LOCAL INFILE off (allowLoadLocalInfile=false in --url): "
                    + "remove that setting";
        }
        try (Statement st = probe.createStatement(); ResultSet rs = st.executeQuery("SELECT @@local_infile")) {
            rs.next();
            if (!rs.getBoolean(1)) {
                return SERVER_OFF + ": " + SERVER_FIX;
            }
        }
        return null;
    }

    /**
     * A DataSource's connections carry its pool's driver settings: LOAD DATA LOCAL INFILE needs Connector/J (seedgen
     * hands it each statement's rows as a stream) with allowLoadLocalInfile on.
     */
    private static String borrowedRefusal(Connection probe) throws SQLException {
        if (!probe.isWrapperFor(com.mysql.cj.jdbc.JdbcConnection.class)) {
            return "the DataSource's connections are not MySQL Connector/J's, through which seedgen sends LOAD DATA "
                    + "LOCAL INFILE: build the pool on Connector/J (jdbc:mysql:)";
        }
        boolean allowed = probe.unwrap(com.mysql.cj.jdbc.JdbcConnection.class).getPropertySet()
                .getBooleanProperty(com.mysql.cj.conf.PropertyKey.allowLoadLocalInfile).getValue();
        return allowed ? null : "the DataSource's connections do not allow LOAD DATA LOCAL INFILE "
                + "(allowLoadLocalInfile=false): add allowLoadLocalInfile=true to the pool's URL or data source "
                + "properties";
    }

    /** A one-line reason for a load-data failure that comes from local infile being refused, or null. */
    public static String explain(SQLException e) {
        if (e.getErrorCode() == NOT_ALLOWED_COMMAND || e.getErrorCode() == LOCAL_FILES_DISABLED
                || String.valueOf(e.getMessage()).contains("Loading local data is disabled")) {
            return SERVER_OFF.replace("(local_infile=OFF)", "(" + MySqlErrors.serverText(e) + ")") + ": "
                    + SERVER_FIX + ", or use --method insert";
        }
        return null;
    }
}
