package seedgen.load;

import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.metrics.MetricsTrackerFactory;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.function.Consumer;
import seedgen.SeedgenException;
import seedgen.connect.Target;
import seedgen.dialect.Dialect;
import seedgen.dialect.Loading;
import seedgen.dialect.RangeWriter;
import seedgen.dialect.mysql.MySql;
import seedgen.generate.ColumnType;
import seedgen.generate.Geometries;
import seedgen.generate.TableSpec;
import seedgen.lock.RunLock;
import seedgen.schema.TableSchema;
import seedgen.sql.Connections;
import seedgen.sql.ServerInfo;
import seedgen.sql.SqlErrors;

/** A dataset load into MySQL or MariaDB: LOAD DATA LOCAL INFILE as the bulk path, named locks as the run lock. */
final class MySqlLoading implements Loading {

    /** The session time zone of every load connection: every time exists in UTC (no daylight-saving gap). */
    private static final String UTC = "time_zone = '+00:00'";

    private final Target target;
    private ServerInfo server;

    MySqlLoading(Target target) {
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
    public Connection probe() throws SQLException {
        return Connections.probe(target);
    }

    @Override
    public Connection single() throws SQLException {
        Connection c = Connections.single(target, target.database(), false);
        Connections.allowIndexBuild(c);
        return c;
    }

    @Override
    public SeedgenException connectFailure(SQLException e) {
        return SqlErrors.atConnect(e, target);
    }

    @Override
    public Lock lock(String what, boolean tuning, Consumer<String> info) {
        return RunLock.forLoad(target, what, tuning, info)::close;
    }

    @Override
    public void prepare(Connection probe, Consumer<String> info) throws SQLException {
        server = ServerInfo.read(probe);
        Connections.warnIfUnencrypted(probe, target, info);
        Connections.allowSlowStatements(probe); // counting a large table's rows on a resume takes a while
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
        return Connections.pool(target, size, server, bulk, !bulk, metrics,
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
        return LoadService.describeFailure(e, target);
    }
}
