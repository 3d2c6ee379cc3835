package seedgen.dialect.mysql;

import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.metrics.MetricsTrackerFactory;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.function.Consumer;
import seedgen.connect.Target;
import seedgen.dialect.Dialect;
import seedgen.dialect.Loading;
import seedgen.dialect.RangeWriter;
import seedgen.dialect.SqlFailure;
import seedgen.error.SeedgenException;
import seedgen.generate.Geometries;
import seedgen.model.ColumnType;
import seedgen.model.TableSpec;
import seedgen.run.Method;

/** A dataset load into MySQL or MariaDB: LOAD DATA LOCAL INFILE as the bulk path, named locks as the run lock. */
public final class MySqlLoading implements Loading {

    /** The session time zone of every load connection: every time exists in UTC (no daylight-saving gap). */
    private static final String UTC = "time_zone = '+00:00'";

    private final Target target;
    private MySqlServerInfo server;

    public MySqlLoading(Target target) {
        this.target = target;
    }

    @Override
    public Dialect dialect() {
        return MySql.INSTANCE;
    }

    @Override
    public String bulkMethod() {
        return Method.LOAD_DATA.optionName();
    }

    @Override
    public String bulkStatement() {
        return "LOAD DATA";
    }

    @Override
    public Connection probe() throws SQLException {
        return MySqlConnections.probe(target);
    }

    @Override
    public Connection single() throws SQLException {
        Connection c = MySqlConnections.single(target, target.database(), false);
        MySqlConnections.allowIndexBuild(c);
        return c;
    }

    @Override
    public Connection bulk() throws SQLException {
        return MySqlConnections.single(target, target.database(), true);
    }

    @Override
    public SeedgenException connectFailure(SQLException e) {
        return MySqlErrors.atConnect(e, target);
    }

    @Override
    public Lock lock(List<String> names, boolean tuning, Consumer<String> info) {
        MySqlRunLock lock = MySqlRunLock.forLoad(target, names, tuning, info);
        return new Lock() {
            @Override
            public void close() {
                lock.close();
            }

            @Override
            public void onTakenOver(Consumer<SeedgenException> listener) {
                lock.onTakenOver(listener);
            }
        };
    }

    @Override
    public java.util.OptionalLong lockHolder(Connection probe, String name) throws SQLException {
        return MySqlRunLock.loadHolder(probe, target.database(), name);
    }

    @Override
    public void prepare(Connection probe, Consumer<String> info) throws SQLException {
        server = MySqlServerInfo.read(probe);
        MySqlConnections.warnIfUnencrypted(probe, target, info);
        MySqlConnections.allowSlowStatements(probe); // counting a large table's rows on a resume takes a while
    }

    @Override
    public String serverVersion() {
        return server == null ? null : server.version();
    }

    @Override
    public int maxConnections(Connection probe) throws SQLException {
        return (server == null ? MySqlServerInfo.read(probe) : server).maxConnections();
    }

    /** foreign_key_checks is a session setting any user may change. */
    @Override
    public void checkForeignKeysCanWait(Connection probe) {
    }

    @Override
    public String bulkRefusal(Connection probe) throws SQLException {
        return LocalInfile.refusal(probe, target);
    }

    /**
     * MySQL's LOAD DATA refuses a NOT NULL geometry set from a variable (error 1364, "doesn't have a default value");
     * INSERT takes the same bytes. MariaDB's takes them.
     */
    @Override
    public String insertOnly(TableSpec spec) {
        boolean spatial = spec.columns().stream().anyMatch(c -> c.type().family() == ColumnType.Family.BYTES
                && Geometries.Kind.ofType(c.type().sql()) != null);
        return spatial && !server.isMariaDb() ? "MySQL's LOAD DATA cannot set its spatial columns" : null;
    }

    /**
     * The application's own foreign keys stay on its tables ({@code foreignKeyChecksOff}): with several connections a
     * row can refer to one another connection has not committed yet, so they are checked after the rows.
     */
    @Override
    public HikariDataSource pool(int size, boolean bulk, boolean foreignKeyChecksOff, MetricsTrackerFactory metrics) {
        return MySqlConnections.pool(target, size, server, bulk, !bulk, metrics,
                foreignKeyChecksOff ? "SET SESSION foreign_key_checks = 0, " + UTC : "SET SESSION " + UTC);
    }

    @Override
    public RangeWriter writer(TableSpec spec, String qualifiedTable, List<String> quotedColumns, boolean bulk) {
        TableSchema schema = new TableSchema(spec, target.database());
        if (!schema.qualifiedName().equals(qualifiedTable)) {
            throw new IllegalArgumentException("table " + qualifiedTable + " is not in " + target.database());
        }
        return bulk ? new LoadDataWriter(spec, schema.loadDataSql())
                : new BatchWriter(spec, schema.insertPrefix(), server.maxAllowedPacket());
    }

    @Override
    public String describe(SQLException e) {
        return describeFailure(e, target);
    }

    /** A failed load in one line: the cause seedgen knows, or the server's code and words. */
    public static String describeFailure(Throwable failure, Target target) {
        if (failure instanceof SeedgenException s) {
            return s.getMessage();
        }
        if (failure instanceof SQLException sql) {
            String localInfile = LocalInfile.explain(sql);
            if (localInfile != null) {
                return localInfile;
            }
            SqlFailure read = SqlFailure.of(sql, MySql.INSTANCE);
            if (read.lostConnection()) {
                return "lost the connection to " + target.host() + ":" + target.port() + " (" + read.serverText()
                        + ")";
            }
            return "the server refused a batch: error " + read.code() + " (" + read.serverText() + ")";
        }
        return failure.getClass().getSimpleName() + ": " + failure.getMessage();
    }
}
