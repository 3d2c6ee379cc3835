package seedgen.dialect.postgresql;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.metrics.MetricsTrackerFactory;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import seedgen.connect.Target;
import seedgen.dialect.Borrowed;

/**
 * pgjdbc URLs and pools for a PostgreSQL {@link Target}. The password goes to the driver as a property, never into a
 * URL. Strings are sent untyped ({@code stringtype=unspecified}), so one text value fits a bigint, boolean,
 * timestamp, numeric, jsonb or uuid column alike, as COPY's text does.
 */
final class PgConnections {

    /** A dead or unreachable server must show up as an error within this time, never as a hang. */
    static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(5);
    /** Reads during the checks before the load. */
    private static final Duration PROBE_SOCKET_TIMEOUT = Duration.ofSeconds(10);
    /** Reads during the load: far above any sane batch, so only a dead server trips it. */
    private static final Duration LOAD_SOCKET_TIMEOUT = Duration.ofMinutes(5);
    /** Adding keys and counting orphans after the rows may run for hours on a large table. */
    private static final Duration CHECK_SOCKET_TIMEOUT = Duration.ofHours(6);

    /**
     * The session settings a run changes on a connection (the time zone, the search_path a namespace is entered by,
     * the settings of a load's sessions and of --tune), read from a borrowed one and put back before it returns to the
     * caller's pool.
     */
    static final List<String> SETTINGS = List.of("TimeZone", "search_path", "session_replication_role",
            "synchronous_commit", "maintenance_work_mem", "statement_timeout");

    static final Borrowed.Session SESSION = c -> {
        List<String> values = new ArrayList<>();
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT " + String.join(", ",
                SETTINGS.stream().map(name -> "current_setting('" + name + "')").toList()))) {
            rs.next();
            for (int i = 1; i <= SETTINGS.size(); i++) {
                values.add(rs.getString(i));
            }
        }
        return back -> {
            try (PreparedStatement ps = back.prepareStatement("SELECT " + String.join(", ",
                    SETTINGS.stream().map(name -> "set_config('" + name + "', ?, false)").toList()))) {
                for (int i = 0; i < SETTINGS.size(); i++) {
                    ps.setString(i + 1, values.get(i));
                }
                ps.executeQuery().close();
            }
        };
    };

    private PgConnections() {
    }

    /** A connection of the target's DataSource, with {@code socketTimeout} as its network timeout until given back. */
    private static Connection borrow(Target target, Duration socketTimeout) throws SQLException {
        return Borrowed.connection(target.dataSource(), SESSION, socketTimeout);
    }

    static String url(Target target, String database, Duration socketTimeout) {
        Map<String, String> props = new LinkedHashMap<>();
        props.put("ApplicationName", "seedgen");
        props.put("connectTimeout", Long.toString(CONNECT_TIMEOUT.toSeconds()));
        props.put("socketTimeout", Long.toString(socketTimeout.toSeconds()));
        props.put("stringtype", "unspecified");
        props.put("reWriteBatchedInserts", "true");
        props.put("tcpKeepAlive", "true");
        props.putAll(target.properties());
        StringBuilder url = new StringBuilder("jdbc:postgresql://")
                .append(target.host().contains(":") && !target.host().startsWith("[") ? "[" + target.host() + "]"
                        : target.host())
                .append(':').append(target.port()).append('/')
                .append(URLEncoder.encode(database, StandardCharsets.UTF_8).replace("+", "%20"));
        char sep = '?';
        for (Map.Entry<String, String> e : props.entrySet()) {
            url.append(sep).append(e.getKey()).append('=')
                    .append(URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8));
            sep = '&';
        }
        return url.toString();
    }

    private static Properties login(Target target) {
        Properties info = new Properties();
        info.setProperty("user", target.user());
        info.setProperty("password", target.password().reveal());
        return info;
    }

    static Connection probe(Target target, String database) throws SQLException {
        if (target.isBorrowed()) {
            if (!database.equals(target.database())) {
                throw new IllegalStateException("a borrowed connection is not switched to database " + database);
            }
            return borrow(target, PROBE_SOCKET_TIMEOUT);
        }
        return DriverManager.getConnection(url(target, database, PROBE_SOCKET_TIMEOUT), login(target));
    }

    /** One connection for statements that may run long; its session in UTC. */
    static Connection single(Target target) throws SQLException {
        Connection c = target.isBorrowed() ? borrow(target, CHECK_SOCKET_TIMEOUT)
                : DriverManager.getConnection(url(target, target.database(), CHECK_SOCKET_TIMEOUT), login(target));
        try (Statement st = c.createStatement()) {
            st.execute("SET TIME ZONE 'UTC'");
        } catch (SQLException e) {
            c.close();
            throw e;
        }
        return c;
    }

    /**
     * The load's pool: exactly {@code size} connections, autocommit off (one transaction per batch), in UTC, each
     * session also running {@code setting} unless it is null.
     */
    static HikariDataSource pool(Target target, int size, MetricsTrackerFactory metrics, String setting) {
        HikariConfig config = new HikariConfig();
        config.setPoolName("seedgen-pool");
        if (!target.isBorrowed()) {
            config.setJdbcUrl(url(target, target.database(), LOAD_SOCKET_TIMEOUT));
            config.setUsername(target.user());
            config.setPassword(target.password().reveal());
        }
        config.setMaximumPoolSize(size);
        config.setMinimumIdle(size);
        config.setAutoCommit(false);
        config.setConnectionInitSql("SET TIME ZONE 'UTC'" + (setting == null ? "" : "; " + setting));
        config.setConnectionTimeout(Math.max(CONNECT_TIMEOUT.toMillis() * 2, 10_000));
        if (metrics != null) {
            config.setMetricsTrackerFactory(metrics);
        }
        // A DataSource's: the workers' connections borrowed from it, given back as lent when this pool closes.
        return target.isBorrowed() ? Borrowed.pool(config, target.dataSource(), SESSION) : new HikariDataSource(config);
    }
}
