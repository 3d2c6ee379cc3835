package seedgen.dialect.mysql;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import seedgen.connect.Target;
import seedgen.dialect.Borrowed;

/**
 * Connector/J URLs and the HikariCP pool for a {@link Target}. The password goes to the driver as a
 * property, never into a URL, so it cannot leak through a logged URL or an exception message.
 */
public final class MySqlConnections {

    /** A dead or unreachable server must show up as an error within this time, never as a hang. */
    public static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(5);
    /** Reads during the probe; a healthy server answers the probe's queries in milliseconds. */
    static final Duration PROBE_SOCKET_TIMEOUT = Duration.ofSeconds(10);
    /** Reads during the load: far above any sane batch, so only a dead server trips it. */
    static final Duration LOAD_SOCKET_TIMEOUT = Duration.ofMinutes(5);
    /** Connector/J's switch for LOAD DATA LOCAL INFILE. */
    public static final String LOCAL_INFILE_PROPERTY = "allowLoadLocalInfile";
    /** The longest seedgen waits for the index build's ALTER TABLE before it calls the server dead. */
    static final Duration INDEX_BUILD_TIMEOUT = Duration.ofHours(6);
    /** HikariCP's own floor for maxLifetime. */
    private static final long MIN_LIFETIME_MS = 30_000;

    /**
     * The session settings a run changes on a connection ({@code SET SESSION} of the loading pools, the run lock's
     * wait_timeout), read from a borrowed one and put back before it returns to the caller's pool.
     */
    static final Borrowed.Session SESSION = c -> {
        String timeZone;
        long foreignKeyChecks;
        long waitTimeout;
        try (java.sql.Statement st = c.createStatement(); java.sql.ResultSet rs = st.executeQuery(
                "SELECT @@SESSION.time_zone, @@SESSION.foreign_key_checks, @@SESSION.wait_timeout")) {
            rs.next();
            timeZone = rs.getString(1);
            foreignKeyChecks = rs.getLong(2);
            waitTimeout = rs.getLong(3);
        }
        return back -> {
            try (java.sql.PreparedStatement ps = back.prepareStatement(
                    "SET SESSION time_zone = ?, foreign_key_checks = ?, wait_timeout = ?")) {
                ps.setString(1, timeZone);
                ps.setLong(2, foreignKeyChecks);
                ps.setLong(3, waitTimeout);
                ps.execute();
            }
        };
    };

    private MySqlConnections() {
    }

    /** The Connector/J URL for {@code target}, without the password; {@code database} may be null. */
    static String url(Target target, String database, Duration socketTimeout) {
        return url(target, database, socketTimeout, false);
    }

    /**
     * {@code localInfile} lets the driver answer LOAD DATA LOCAL INFILE, which Connector/J refuses by default
     * (a hostile server could ask for any client file): only the pool of a load-data run sets it, and every
     * statement there is given its own stream of generated rows, so no file is ever read.
     */
    static String url(Target target, String database, Duration socketTimeout, boolean localInfile) {
        Map<String, String> props = new LinkedHashMap<>();
        props.put("rewriteBatchedStatements", "true");
        props.put("connectTimeout", Long.toString(CONNECT_TIMEOUT.toMillis()));
        props.put("socketTimeout", Long.toString(socketTimeout.toMillis()));
        props.put("characterEncoding", "UTF-8");
        props.put("cachePrepStmts", "true");
        props.put("useLocalSessionState", "true");
        props.put("elideSetAutoCommits", "true");
        props.put("connectionAttributes", "program_name:seedgen");
        if (localInfile) {
            props.put(LOCAL_INFILE_PROPERTY, "true");
        }
        props.putAll(target.properties());
        StringBuilder url = new StringBuilder("jdbc:mysql://").append(hostForUrl(target.host()))
                .append(':').append(target.port()).append('/');
        if (database != null) {
            url.append(java.net.URLEncoder.encode(database, java.nio.charset.StandardCharsets.UTF_8)
                    .replace("+", "%20"));
        }
        char sep = '?';
        for (Map.Entry<String, String> e : props.entrySet()) {
            url.append(sep).append(e.getKey()).append('=').append(e.getValue());
            sep = '&';
        }
        return url.toString();
    }

    private static String hostForUrl(String host) {
        return host.contains(":") && !host.startsWith("[") ? "[" + host + "]" : host;
    }

    /**
     * One short-lived connection with tight timeouts, for checks before the load; no database selected.
     * Connector/J waits for the server's greeting as long as socketTimeout (connectTimeout covers only the TCP
     * connect), so the connection is opened with CONNECT_TIMEOUT as its socket timeout, which bounds a server
     * that accepts but never answers, and only then given the longer timeout for the checks.
     */
    public static Connection probe(Target target) throws SQLException {
        return single(target, null, false, PROBE_SOCKET_TIMEOUT);
    }

    /**
     * One connection to {@code database} outside any pool, opened as {@link #probe} is, for statements that may
     * take as long as a load's; {@code localInfile} as for {@link #url(Target, String, Duration, boolean)}.
     */
    public static Connection single(Target target, String database, boolean localInfile) throws SQLException {
        return single(target, database, localInfile, LOAD_SOCKET_TIMEOUT);
    }

    private static Connection single(Target target, String database, boolean localInfile, Duration socketTimeout)
            throws SQLException {
        if (target.isBorrowed()) {
            // where the DataSource points, with the driver settings its pool gives (local infile among them)
            return Borrowed.connection(target.dataSource(), SESSION, socketTimeout);
        }
        Properties info = new Properties();
        info.setProperty("user", target.user());
        info.setProperty("password", target.password().reveal());
        Connection connection = DriverManager.getConnection(url(target, database, CONNECT_TIMEOUT, localInfile),
                info);
        try {
            connection.setNetworkTimeout(Runnable::run, (int) socketTimeout.toMillis());
        } catch (SQLException | RuntimeException e) {
            try {
                connection.close();
            } catch (SQLException closeFailure) {
                e.addSuppressed(closeFailure);
            }
            throw e;
        }
        return connection;
    }

    /**
     * One line when the connection to a server on another machine is not encrypted: the password exchange and
     * every row then cross the network readable. The server's own answer (Ssl_cipher) is asked, so PREFERRED
     * that fell back to plain text is caught too.
     */
    public static void warnIfUnencrypted(Connection c, Target target, java.util.function.Consumer<String> info)
            throws SQLException {
        if (target.isLoopback()) {
            return;
        }
        try (java.sql.Statement st = c.createStatement();
                java.sql.ResultSet rs = st.executeQuery("SHOW SESSION STATUS LIKE 'Ssl_cipher'")) {
            if (!rs.next() || rs.getString(2) == null || rs.getString(2).isEmpty()) {
                info.accept("warning: the connection to " + target.host() + ":" + target.port() + " is not "
                        + "encrypted (no TLS): use --ssl-mode REQUIRED, or VERIFY_IDENTITY with --ssl-ca");
            }
        }
    }

    /**
     * Lifts the probe's tight read timeout before DDL (CREATE, TRUNCATE), which may wait behind another
     * session's metadata lock for longer than a check would: that is a slow statement, not a dead server.
     */
    public static void allowSlowStatements(Connection connection) throws SQLException {
        connection.setNetworkTimeout(Runnable::run, (int) LOAD_SOCKET_TIMEOUT.toMillis());
    }

    /**
     * Before the reads of a report or a learner: aggregates over whole tables (a grouping, a ranking by window
     * functions) legitimately run for minutes on a large or busy server without a byte on the wire.
     */
    public static void allowLongReads(Connection connection) throws SQLException {
        connection.setNetworkTimeout(Runnable::run, (int) INDEX_BUILD_TIMEOUT.toMillis());
    }

    /**
     * Before the ALTER that builds unique keys after the rows: on a large table it legitimately runs for many
     * minutes without a byte on the wire, far past LOAD_SOCKET_TIMEOUT.
     */
    public static void allowIndexBuild(Connection connection) throws SQLException {
        connection.setNetworkTimeout(Runnable::run, (int) INDEX_BUILD_TIMEOUT.toMillis());
    }

    /**
     * The load's pool: exactly {@code size} connections, autocommit off (one transaction per batch), retired
     * well before the server's wait_timeout would cut them.
     */
    public static HikariDataSource pool(Target target, int size, MySqlServerInfo server) {
        return pool(target, size, server, false);
    }

    /** The pool, with the driver's local infile allowed when {@code localInfile} (--method load-data). */
    public static HikariDataSource pool(Target target, int size, MySqlServerInfo server, boolean localInfile) {
        return pool(target, size, server, localInfile, null);
    }

    /** As above, with HikariCP's pool metrics bound through {@code poolMetrics} unless it is null. */
    public static HikariDataSource pool(Target target, int size, MySqlServerInfo server, boolean localInfile,
            com.zaxxer.hikari.metrics.MetricsTrackerFactory poolMetrics) {
        return pool(target, size, server, localInfile, false, poolMetrics);
    }

    /**
     * As above; {@code autoCommit} for the INSERT path, where a batch that is one statement commits with it and
     * needs no COMMIT round trip (the writer opens a transaction itself when a batch takes several statements).
     */
    public static HikariDataSource pool(Target target, int size, MySqlServerInfo server, boolean localInfile,
            boolean autoCommit,
            com.zaxxer.hikari.metrics.MetricsTrackerFactory poolMetrics) {
        return pool(target, size, server, localInfile, autoCommit, poolMetrics, null);
    }

    /** As above; {@code initSql}, unless null, runs on every connection as it opens (a session setting). */
    public static HikariDataSource pool(Target target, int size, MySqlServerInfo server, boolean localInfile,
            boolean autoCommit, com.zaxxer.hikari.metrics.MetricsTrackerFactory poolMetrics, String initSql) {
        HikariConfig config = new HikariConfig();
        if (initSql != null) {
            config.setConnectionInitSql(initSql);
        }
        if (poolMetrics != null) {
            config.setMetricsTrackerFactory(poolMetrics);
        }
        config.setPoolName("seedgen-pool");
        if (!target.isBorrowed()) {
            config.setJdbcUrl(url(target, target.database(), LOAD_SOCKET_TIMEOUT, localInfile));
            config.setUsername(target.user());
            config.setPassword(target.password().reveal());
        }
        config.setMaximumPoolSize(size);
        config.setMinimumIdle(size);
        config.setAutoCommit(autoCommit);
        config.setConnectionTimeout(Math.max(CONNECT_TIMEOUT.toMillis() * 2, 10_000));
        long lifetime = maxLifetimeMillis(server.waitTimeoutSeconds());
        config.setMaxLifetime(lifetime);
        config.setKeepaliveTime(lifetime > 2 * MIN_LIFETIME_MS ? Math.min(120_000, lifetime / 2) : 0);
        // A DataSource's: the workers' connections borrowed from it, given back as lent when this pool closes.
        return target.isBorrowed() ? Borrowed.pool(config, target.dataSource(), SESSION) : new HikariDataSource(config);
    }

    /** Below wait_timeout by a margin (the server closes idle connections at wait_timeout), at most 30 min. */
    static long maxLifetimeMillis(long waitTimeoutSeconds) {
        long belowWait = waitTimeoutSeconds * 1000 - 30_000;
        return Math.max(MIN_LIFETIME_MS, Math.min(Duration.ofMinutes(30).toMillis(), belowWait));
    }
}
