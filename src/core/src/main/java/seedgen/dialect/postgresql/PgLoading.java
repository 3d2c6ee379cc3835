package seedgen.dialect.postgresql;

import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.metrics.MetricsTrackerFactory;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import seedgen.connect.Target;
import seedgen.dialect.Dialect;
import seedgen.dialect.Loading;
import seedgen.dialect.RangeWriter;
import seedgen.dialect.SqlFailure;
import seedgen.error.SeedgenException;
import seedgen.model.TableSpec;
import seedgen.tune.TuningReport;

/**
 * A dataset load into PostgreSQL: COPY FROM STDIN as the bulk path, batched INSERTs otherwise, an advisory lock as
 * the run lock. A database that does not exist is created (through the {@code postgres} database) when the user
 * may, as seedgen creates a missing MySQL database.
 */
public final class PgLoading implements Loading {

    private static final String REPLICA = "SET session_replication_role = replica";
    /** --tune on PostgreSQL: the session settings of the load's connections, and why. */
    public static final List<TuningReport.Row> TUNING = List.of(
            new TuningReport.Row("synchronous_commit", "the server's", "off", "the server's", true, "a commit does "
                    + "not wait for its WAL to reach disk; a crash loses at most the last moment of commits"),
            new TuningReport.Row("maintenance_work_mem", "the server's", "1GB", "the server's", true, "the keys "
                    + "added after the rows (--defer-indexes) sort in memory"));
    private volatile boolean tuned;
    private volatile String version;

    private final Target target;
    private final Consumer<String> info;

    public PgLoading(Target target, Consumer<String> info) {
        if (target.protocol() != seedgen.run.Protocol.POSTGRESQL) {
            throw new IllegalArgumentException("not a PostgreSQL target: " + target);
        }
        this.target = target;
        this.info = info;
    }

    @Override
    public Dialect dialect() {
        return Postgres.INSTANCE;
    }

    @Override
    public String bulkMethod() {
        return "copy";
    }

    @Override
    public String bulkStatement() {
        return "COPY";
    }

    @Override
    public Connection probe() throws SQLException {
        try {
            return PgConnections.probe(target, target.database());
        } catch (SQLException e) {
            if (!PgErrors.NO_SUCH_DATABASE.equals(e.getSQLState())) {
                throw e;
            }
        }
        createDatabase();
        return PgConnections.probe(target, target.database());
    }

    @Override
    public Connection existingProbe(String fix) throws SQLException {
        try {
            return PgConnections.probe(target, target.database());
        } catch (SQLException e) {
            if (PgErrors.NO_SUCH_DATABASE.equals(e.getSQLState())) {
                throw seedgen.error.SeedgenException.badInput("database " + target.database() + " does not exist on "
                        + target.describe() + ": " + fix);
            }
            throw e;
        }
    }

    /**
     * CREATE DATABASE copies template1, and refuses (55006) while another session uses it: another seedgen process
     * creating the same database at the same moment (the partitions of a split run). That is waited out for a while.
     */
    private void createDatabase() throws SQLException {
        for (int attempt = 1; ; attempt++) {
            try (Connection c = PgConnections.probe(target, "postgres"); Statement st = c.createStatement()) {
                st.execute("CREATE DATABASE " + Postgres.INSTANCE.quote(target.database()));
                info.accept("seedgen: created database " + target.database());
                return;
            } catch (SQLException e) {
                if ("42P04".equals(e.getSQLState())) { // duplicate_database: another run made it just now
                    return;
                }
                if (!"55006".equals(e.getSQLState()) || attempt == 50) {
                    throw new SQLException(e.getMessage(), PgErrors.NO_SUCH_DATABASE, e);
                }
            }
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new SQLException("interrupted", PgErrors.NO_SUCH_DATABASE, e);
            }
        }
    }

    @Override
    public Connection single() throws SQLException {
        Connection c = PgConnections.single(target);
        if (tuned) {
            try (Statement st = c.createStatement()) {
                st.execute("SET maintenance_work_mem = '1GB'");
            } catch (SQLException e) {
                c.close();
                throw e;
            }
        }
        return c;
    }

    @Override
    public Connection bulk() throws SQLException {
        return PgConnections.single(target);
    }

    @Override
    public SeedgenException connectFailure(SQLException e) {
        return PgErrors.atConnect(e, target);
    }

    /**
     * {@code tuning} (--tune) sets the load's own sessions for a bulk load ({@link #TUNING}); no server setting is
     * changed, so there is nothing to claim or to put back.
     */
    @Override
    public Lock lock(List<String> names, boolean tuning, Consumer<String> lockInfo) {
        tuned = tuning;
        Connection c;
        try {
            c = probe();
        } catch (SQLException e) {
            throw connectFailure(e);
        }
        try {
            return PgRunLock.take(target, names, c);
        } catch (SQLException | RuntimeException e) {
            try {
                c.close();
            } catch (SQLException closing) {
                e.addSuppressed(closing);
            }
            if (e instanceof SQLException s) {
                throw connectFailure(s);
            }
            throw (RuntimeException) e;
        }
    }

    @Override
    public java.util.OptionalLong lockHolder(Connection probe, String name) throws SQLException {
        return PgRunLock.holder(probe, PgRunLock.keyOf(target, name));
    }

    @Override
    public String serverVersion() {
        return version;
    }

    /** max_connections less the connections kept for superusers (and, from 16, for pg_use_reserved_connections). */
    @Override
    public int maxConnections(Connection probe) throws SQLException {
        try (Statement st = probe.createStatement(); ResultSet rs = st.executeQuery("SELECT current_setting("
                + "'max_connections')::int - current_setting('superuser_reserved_connections')::int - COALESCE("
                + "current_setting('reserved_connections', true)::int, 0)")) {
            rs.next();
            return rs.getInt(1);
        }
    }

    /** A server on another machine reached without TLS gets a warning (the rows and the password cross in clear). */
    @Override
    public void prepare(Connection probe, Consumer<String> warn) throws SQLException {
        try (Statement st = probe.createStatement(); ResultSet rs = st.executeQuery("SHOW server_version")) {
            version = rs.next() ? rs.getString(1) : null;
        }
        if (target.isLoopback()) {
            return;
        }
        try (Statement st = probe.createStatement();
                ResultSet rs = st.executeQuery("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()")) {
            if (!rs.next() || !rs.getBoolean(1)) {
                warn.accept("warning: the connection to " + target.host() + ":" + target.port() + " is not "
                        + "encrypted (no TLS): add sslmode=verify-full (and sslrootcert=FILE) to --url");
            }
        }
    }

    /**
     * The load's sessions run with {@code session_replication_role = replica}, under which PostgreSQL neither checks
     * foreign keys nor fires the application's triggers; a superuser may set it, or a user granted SET on it.
     */
    @Override
    public void checkForeignKeysCanWait(Connection probe) throws SQLException {
        try (Statement st = probe.createStatement()) {
            st.execute(REPLICA);
            st.execute("RESET session_replication_role");
        } catch (SQLException e) {
            if (!PgErrors.INSUFFICIENT_PRIVILEGE.equals(e.getSQLState())) {
                throw e;
            }
            throw SeedgenException.targetUnusable("filling an existing schema writes each table on several "
                    + "connections at once, so its foreign keys are checked after the rows, which on PostgreSQL needs "
                    + "session_replication_role = replica and user '" + target.user() + "' may not set it: run as a "
                    + "superuser, or have one GRANT SET ON PARAMETER session_replication_role TO " + target.user(), e);
        }
    }

    @Override
    public String bulkRefusal(Connection probe) throws SQLException {
        // COPY FROM STDIN needs only INSERT on the table, and pgjdbc's own interface, which a pool may hide
        if (target.isBorrowed() && !probe.isWrapperFor(org.postgresql.PGConnection.class)) {
            return "the DataSource's connections do not unwrap to pgjdbc's PGConnection, through which COPY goes: "
                    + "build the pool on pgjdbc (HikariCP's connections unwrap to it)";
        }
        return null;
    }

    @Override
    public String insertOnly(TableSpec spec) {
        return null;
    }

    @Override
    public HikariDataSource pool(int size, boolean bulk, boolean foreignKeyChecksOff, MetricsTrackerFactory metrics) {
        // an application's triggers name its tables as its own sessions find them: its schema first on the path
        String settings = foreignKeyChecksOff ? REPLICA + "; " + schemaFirst(target.schema(), false) : null;
        if (tuned) {
            settings = (settings == null ? "" : settings + "; ") + "SET synchronous_commit = off";
        }
        return PgConnections.pool(target, size, metrics, settings);
    }

    @Override
    public Switched fireTriggers(String namespace, List<seedgen.catalog.Trigger> triggers) {
        return PgTriggerSwitch.on(target, namespace, triggers, info);
    }

    @Override
    public List<String> putBackTriggers(String namespace, java.util.Collection<String> tables) throws SQLException {
        return PgTriggerSwitch.putBack(target, namespace, tables, true);
    }

    @Override
    public String switching() {
        return "switched to ENABLE ALWAYS for the run, put back as found after";
    }

    @Override
    public Refusal tryTriggers(String namespace, TableSpec spec, String qualifiedTable, List<String> quotedColumns,
            List<seedgen.catalog.Trigger> firing, List<long[]> ranges) throws SQLException {
        return PgTriggerSwitch.trial(target, namespace, new InsertWriter(spec, qualifiedTable, quotedColumns), firing,
                ranges);
    }

    /**
     * The statement that puts {@code schema} first on the session's search_path, before what it held ({@code local}:
     * for the transaction only): where a trigger's function names a table of the application's without its schema.
     */
    static String schemaFirst(String schema, boolean local) {
        return "SELECT set_config('search_path', '" + Postgres.INSTANCE.quote(schema).replace("'", "''")
                + ", ' || current_setting('search_path'), " + local + ")";
    }

    @Override
    public RangeWriter writer(TableSpec spec, String qualifiedTable, List<String> quotedColumns, boolean bulk) {
        return bulk ? new CopyWriter(spec, qualifiedTable, quotedColumns)
                : new InsertWriter(spec, qualifiedTable, quotedColumns);
    }

    @Override
    public String describeRefusal(SQLException e, String namespace, String table) {
        org.postgresql.util.ServerErrorMessage server = PgErrors.serverError(e);
        if (server == null || PgErrors.INSUFFICIENT_PRIVILEGE.equals(server.getSQLState())
                // a session ended by the server (57P01-57P03) carries a server message, but no row was refused
                || SqlFailure.of(e, Postgres.INSTANCE).lostConnection()) {
            return describe(e);
        }
        Map<String, String> types = Map.of();
        if (PgErrors.column(server) == null) {
            try (Connection c = probe()) {
                types = Postgres.INSTANCE.columnTypes(c, namespace, table);
            } catch (SQLException unread) {
                // the types only name the column; the server's words are said all the same
            }
        }
        return PgErrors.refusal(server, types);
    }

    @Override
    public String describe(SQLException e) {
        if (PgErrors.INSUFFICIENT_PRIVILEGE.equals(e.getSQLState())) {
            return PgErrors.privilege(e, target).getMessage();
        }
        SqlFailure failure = SqlFailure.of(e, Postgres.INSTANCE);
        if (failure.lostConnection()) {
            return "lost the connection to " + target.host() + ":" + target.port() + " (" + failure.serverText()
                    + ")";
        }
        return "the server refused a batch: " + failure.code() + " (" + failure.serverText() + ")";
    }
}
