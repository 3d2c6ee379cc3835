package seedgen.dialect;

import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.metrics.MetricsTrackerFactory;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.function.Consumer;
import seedgen.error.SeedgenException;
import seedgen.model.TableSpec;

/**
 * A dataset load's dealings with one server: its connections, the run lock, the bulk path and the writers. Made for
 * one target; each implementation knows one server family.
 */
public interface Loading extends AutoCloseable {

    Dialect dialect();

    /** The bulk path's --method name: load-data, copy. */
    String bulkMethod();

    /** The bulk path as the summary names it: the statement, LOAD DATA or COPY. */
    String bulkStatement();

    /** One short-lived connection with tight timeouts, for the checks before the load. */
    Connection probe() throws SQLException;

    /** One connection for statements that may run long (adding keys, counting orphans). */
    Connection single() throws SQLException;

    /** One connection that may take the bulk path, outside any pool (the faster-path probe's). */
    Connection bulk() throws SQLException;

    /** A failure to connect or to read the server as one line with its exit code. */
    SeedgenException connectFailure(SQLException e);

    /**
     * Claims the load of each of {@code names} (the tables of the namespace a run writes, or the name of a split run's
     * partition), and with {@code tuning} the server's settings, until closed; refused (exit 3), before anything is
     * changed, while another run holds one, naming the table and the holder's connection.
     */
    Lock lock(List<String> names, boolean tuning, Consumer<String> info);

    /** A claim held until closed. */
    interface Lock extends AutoCloseable {
        @Override
        void close();

        /**
         * {@code listener} is told, once, if the claim was lost with its connection and another session took it before
         * it could be taken again (two runs would be loading the same table); at once if that happened already.
         */
        default void onTakenOver(Consumer<SeedgenException> listener) {
        }
    }

    /** The server connection (or process) holding the claim on {@code name}, if any; takes nothing. */
    java.util.OptionalLong lockHolder(Connection probe, String name) throws SQLException;

    /**
     * A probe of a database that must exist already (a workload runs on a load's tables): as {@link #probe()}, which
     * makes a missing PostgreSQL database, but refused where it is missing (exit 2), {@code fix} saying what to do,
     * so that nothing is made and left behind.
     */
    default Connection existingProbe(String fix) throws SQLException {
        return probe();
    }

    /** Reads what the load needs of the server through the probe, and warns of what it should know (no TLS). */
    void prepare(Connection probe, Consumer<String> info) throws SQLException;

    /** The server's version as it gives it, once {@link #prepare} has read it. */
    String serverVersion();

    /** How many connections the server allows a user of seedgen's in all (max_connections, less what it reserves). */
    int maxConnections(Connection probe) throws SQLException;

    /**
     * Refuses (exit 3, before anything is written) a fill of an application's schema whose foreign keys this user
     * cannot have checked after the rows: its tables are written on several connections at once, so a row may
     * refer to one another connection has not committed yet.
     */
    void checkForeignKeysCanWait(Connection probe) throws SQLException;

    /** Why the bulk path cannot work here, as "reason: fix", or null when it can. */
    String bulkRefusal(Connection probe) throws SQLException;

    /** Why {@code spec} goes by INSERT even on the bulk path (said on its own line), or null. */
    String insertOnly(TableSpec spec);

    /**
     * The pool of a table's load: {@code size} connections, each session in UTC; {@code bulk} for the bulk path;
     * {@code foreignKeyChecksOff} for an application's schema, whose foreign keys are checked after the rows.
     */
    HikariDataSource pool(int size, boolean bulk, boolean foreignKeyChecksOff, MetricsTrackerFactory metrics);

    /** A worker's writer of {@code spec}'s rows into {@code qualifiedTable}, by the bulk path or by INSERT. */
    RangeWriter writer(TableSpec spec, String qualifiedTable, List<String> quotedColumns, boolean bulk);

    /** A failed batch's server error, as one line. */
    String describe(SQLException e);

    /**
     * A batch of {@code namespace.table} the server refused, as one line naming the column and what was wrong with
     * its value where the server or the table's column types tell, and never the statement's text.
     */
    default String describeRefusal(SQLException e, String namespace, String table) {
        return describe(e);
    }

    /**
     * Makes {@code triggers} (of tables of {@code namespace}) fire in the load's sessions until the result is closed,
     * however the run ends; nothing where those sessions fire every trigger as it is. The change is recorded in the
     * namespace with it, so that a run killed before closing it has it put back by the next run on those tables
     * ({@link #putBackTriggers}). Refused (exit 3, nothing changed) where the user may not make it.
     */
    default Switched fireTriggers(String namespace, List<seedgen.catalog.Trigger> triggers) {
        return Switched.NONE;
    }

    /** Triggers switched on for a run, put back as they were found when closed. */
    interface Switched extends AutoCloseable {
        Switched NONE = () -> { };

        @Override
        void close();
    }

    /**
     * Puts back the triggers of {@code tables} that a run killed while it had them switched on left so, as its record
     * in {@code namespace} says; each one put back, as a line to tell.
     */
    default List<String> putBackTriggers(String namespace, java.util.Collection<String> tables) throws SQLException {
        return List.of();
    }

    /** How a trigger is switched on for the run and back, as the summary says it. */
    default String switching() {
        return "it fires as the rows arrive";
    }

    /**
     * Writes rows {@code ranges} of {@code spec} into {@code qualifiedTable} with {@code firing} switched on, as the
     * load would, in a transaction rolled back: null when they went in (or when the failure is not a trigger's), else
     * the triggers the server's error names and its words.
     */
    default Refusal tryTriggers(String namespace, TableSpec spec, String qualifiedTable, List<String> quotedColumns,
            List<seedgen.catalog.Trigger> firing, List<long[]> ranges) throws SQLException {
        return null;
    }

    /** Rows a trigger refused ({@code by}: the triggers named), in the server's words. */
    record Refusal(List<seedgen.catalog.Trigger> by, String words) {
    }

    @Override
    default void close() {
    }
}
