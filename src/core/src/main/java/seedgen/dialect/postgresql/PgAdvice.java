package seedgen.dialect.postgresql;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import seedgen.connect.Target;
import seedgen.run.RunSize;
import seedgen.run.Advice;

/**
 * `seedgen tune --show` and `seedgen doctor` on PostgreSQL: the server settings that decide a bulk load's speed
 * (read with current_setting, which needs no privilege), and the state of the server before a load (sessions by
 * state, transactions left open, the table's indexes), read-only.
 */
public final class PgAdvice {

    /** An idle transaction older than this holds locks and keeps vacuum from cleaning up behind the load. */
    static final long LONG_IDLE_SECONDS = 60;

    private PgAdvice() {
    }

    /** What {@code read} makes of the target, on a connection of its own. */
    public interface Read<T> {
        T apply(Connection c) throws SQLException;
    }

    public static <T> T on(Target target, Read<T> read) {
        try (Connection c = PgConnections.probe(target, target.database())) {
            return read.apply(c);
        } catch (SQLException e) {
            throw PgErrors.atConnect(e, target);
        }
    }

    static List<Advice> settings(Connection c) throws SQLException {
        List<Advice> rows = new ArrayList<>();
        rows.add(new Advice("shared_buffers", setting(c, "shared_buffers"), "about a quarter of memory on a "
                + "dedicated server", "inserts into indexes that do not fit read pages from disk"));
        rows.add(new Advice("max_wal_size", setting(c, "max_wal_size"), "4GB or more for multi-million-row loads",
                "a checkpoint starts each time this much WAL is written; a small value checkpoints over and over "
                        + "during the load, each flushing every dirty page and then writing full pages to WAL again"));
        rows.add(new Advice("checkpoint_timeout", setting(c, "checkpoint_timeout"), "15min or more during a load",
                "the other trigger of a checkpoint, with the same cost"));
        rows.add(new Advice("wal_level", setting(c, "wal_level"), "minimal on a throw-away server without "
                + "replicas (with max_wal_senders = 0; a restart)", "with minimal, COPY into a table created or "
                + "truncated in the same transaction writes no WAL; replica and logical log every row"));
        rows.add(new Advice("synchronous_commit", setting(c, "synchronous_commit"), "off in the load's sessions "
                + "(seedgen --tune sets it there)", "on, every commit waits for its WAL to reach disk; off, a crash "
                + "loses at most the last moment of commits, never consistency"));
        rows.add(new Advice("maintenance_work_mem", setting(c, "maintenance_work_mem"), "1GB for the index builds "
                + "after the rows (seedgen --tune sets it for them)", "--defer-indexes builds each unique key and "
                + "checks each foreign key in one pass; more memory sorts it in fewer runs"));
        rows.add(new Advice("max_connections", setting(c, "max_connections"), "more than --threads plus other "
                + "clients", "each worker thread holds one connection, and the run lock one more"));
        rows.add(new Advice("autovacuum", setting(c, "autovacuum"), "on; ANALYZE the tables after the load",
                "the planner knows nothing of the new rows until they are analysed"));
        rows.add(new Advice("idle_in_transaction_session_timeout", setting(c,
                "idle_in_transaction_session_timeout"), "a few minutes on a shared server", "a client killed inside "
                + "a transaction leaves it open, holding its locks, until this ends it (0: never)"));
        return rows;
    }

    private static String setting(Connection c, String name) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT current_setting(?)")) {
            ps.setString(1, name);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getString(1);
            }
        }
    }

    /** The server as a load would meet it: sessions, open transactions, the table and its indexes. */
    static List<Advice> doctor(Connection c, String schema, String table, int threads) throws SQLException {
        List<Advice> rows = new ArrayList<>();
        Map<String, Long> states = new LinkedHashMap<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT COALESCE(state, 'background'), COUNT(*) FROM "
                + "pg_stat_activity WHERE pid <> pg_backend_pid() GROUP BY 1 ORDER BY 1")) {
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    states.put(rs.getString(1), rs.getLong(2));
                }
            }
        }
        long clients = states.entrySet().stream().filter(e -> !e.getKey().equals("background"))
                .mapToLong(Map.Entry::getValue).sum() + 1;
        long max = Long.parseLong(setting(c, "max_connections"));
        long reserved = Long.parseLong(setting(c, "superuser_reserved_connections"));
        rows.add(new Advice("connections by state", states.isEmpty() ? "only this one" : states.toString()
                .replaceAll("[{}]", ""), "no idle in transaction", "sessions of other users are counted only when "
                + "this user may see them (pg_monitor)"));
        long free = max - reserved - clients;
        long needed = threads + (long) RunSize.BESIDE_THREADS;
        rows.add(new Advice("free connections", free + " of " + max + " (" + clients + " in use, " + reserved
                + " reserved)", "at least " + needed + " (--threads " + threads + ", the run lock, a check, the keys)",
                free >= needed ? "the load's pool fits" : "the pool's connections would be refused: lower "
                        + "--threads or close idle sessions"));
        try (PreparedStatement ps = c.prepareStatement("SELECT COUNT(*), COALESCE(MAX(EXTRACT(EPOCH FROM now() - "
                + "state_change))::bigint, 0), string_agg(pid::text, ', ' ORDER BY state_change) FROM pg_stat_activity "
                + "WHERE state LIKE 'idle in transaction%' AND now() - state_change > make_interval(secs => ?)")) {
            ps.setLong(1, LONG_IDLE_SECONDS);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                long n = rs.getLong(1);
                rows.add(new Advice("idle in transaction over " + LONG_IDLE_SECONDS + " s", n == 0 ? "none"
                        : n + " (longest " + rs.getLong(2) + " s; pids " + rs.getString(3) + ")", "none",
                        n == 0 ? "no open transaction holds locks or old rows" : "they hold their locks and keep "
                                + "vacuum from cleaning up: end them with pg_terminate_backend(pid) if they are "
                                + "left over from killed clients"));
            }
        }
        rows.addAll(table(c, schema, table));
        return rows;
    }

    private static List<Advice> table(Connection c, String schema, String table) throws SQLException {
        String qualified = Postgres.INSTANCE.qualify(schema, table);
        try (PreparedStatement ps = c.prepareStatement("SELECT to_regclass(?) IS NOT NULL")) {
            ps.setString(1, qualified);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                if (!rs.getBoolean(1)) {
                    return List.of(new Advice("table " + schema + "." + table, "does not exist", "-",
                            "seedgen creates it"));
                }
            }
        }
        List<Advice> rows = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT pg_size_pretty(pg_table_size(?::regclass)), "
                + "pg_size_pretty(pg_indexes_size(?::regclass)), (SELECT reltuples::bigint FROM pg_class WHERE oid = "
                + "?::regclass)")) {
            ps.setString(1, qualified);
            ps.setString(2, qualified);
            ps.setString(3, qualified);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                long estimate = rs.getLong(3);
                rows.add(new Advice("table " + schema + "." + table, "data " + rs.getString(1) + ", indexes "
                        + rs.getString(2) + ", about " + (estimate < 0 ? "? (never analysed)" : estimate) + " rows",
                        "empty, or --append / --truncate", "seedgen refuses a table that holds rows unless told "
                                + "what to do with them"));
            }
        }
        try (PreparedStatement ps = c.prepareStatement("SELECT indexrelid::regclass::text, pg_size_pretty("
                + "pg_relation_size(indexrelid)), indisunique FROM pg_index WHERE indrelid = ?::regclass ORDER BY 1")) {
            ps.setString(1, qualified);
            List<String> indexes = new ArrayList<>();
            int unique = 0;
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    indexes.add(rs.getString(1) + " " + rs.getString(2) + (rs.getBoolean(3) ? " unique" : ""));
                    unique += rs.getBoolean(3) ? 1 : 0;
                }
            }
            rows.add(new Advice("indexes", indexes.isEmpty() ? "none" : String.join(", ", indexes),
                    "the keys alone during the load (--defer-indexes)", unique > 1 ? "every row updates each of "
                            + "them as it arrives; built after the rows, each is one sort" : "every row updates each "
                            + "index as it arrives"));
        }
        return rows;
    }
}
