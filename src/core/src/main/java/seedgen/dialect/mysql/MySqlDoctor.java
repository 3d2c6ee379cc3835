package seedgen.dialect.mysql;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import seedgen.dialect.mysql.tune.Variables;
import seedgen.run.RunSize;
import seedgen.run.Advice;
import seedgen.tune.DoctorLoad;
import seedgen.tune.Sizes;

/**
 * `seedgen doctor` on MySQL and MariaDB: what the classic bulk-load mistakes would look like on this server,
 * read-only, for the load the request describes into a table of {@code database}.
 */
final class MySqlDoctor {

    static final long LONG_SLEEP_SECONDS = 600;

    private MySqlDoctor() {
    }

    static List<Advice> examine(Connection c, String database, DoctorLoad r) throws SQLException {
        List<Advice> rows = new ArrayList<>();
        Map<String, long[]> states = connectionsByState(c);
        rows.add(sleepers(states));
        rows.add(budget(c, states, r));
        long wait = Long.parseLong(Variables.global(c, "wait_timeout").orElseThrow());
        rows.add(new Advice("wait_timeout", wait + " s", "300 during a load", wait > 3600
                ? "connections of killed clients linger for " + wait / 3600 + " h before the server closes them"
                : "idle connections are closed within " + wait + " s"));
        rows.addAll(table(c, database, r));
        rows.add(runLock(c, database, r));
        rows.add(packet(c, r));
        return rows;
    }

    /** Whether a seedgen run is loading the table right now (its run lock; see MySqlRunLock). */
    private static Advice runLock(Connection c, String database, DoctorLoad r) throws SQLException {
        java.util.OptionalLong holder = MySqlRunLock.loadHolder(c, database, r.table());
        return new Advice("seedgen run on the table", holder.isPresent()
                ? "loading now (server connection " + holder.getAsLong() + ")" : "none", "one at a time",
                holder.isPresent() ? "another seedgen run on this table is refused (exit 3) until that one ends"
                        : "the table is free for a run");
    }

    /** COMMAND to {count, longest TIME}; without the PROCESS privilege only the user's own are visible. */
    private static Map<String, long[]> connectionsByState(Connection c) throws SQLException {
        Map<String, long[]> states = new LinkedHashMap<>();
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT COMMAND, COUNT(*), "
                + "MAX(TIME) FROM information_schema.PROCESSLIST GROUP BY COMMAND ORDER BY COUNT(*) DESC")) {
            while (rs.next()) {
                states.put(rs.getString(1), new long[] {rs.getLong(2), rs.getLong(3)});
            }
        }
        return states;
    }

    private static Advice sleepers(Map<String, long[]> states) {
        StringBuilder found = new StringBuilder();
        states.forEach((state, v) -> found.append(found.length() == 0 ? "" : ", ").append(state).append(' ')
                .append(v[0]).append(" (longest ").append(v[1]).append(" s)"));
        long[] sleep = states.getOrDefault("Sleep", new long[] {0, 0});
        String why = sleep[1] > LONG_SLEEP_SECONDS ? sleep[0] + " idle (Sleep) connection(s), the longest for "
                + sleep[1] + " s: clients that left without closing, each holding a slot of max_connections"
                : "no long-idle connections";
        return new Advice("connections by state", found.toString(), "few Sleep, none for long", why);
    }

    private static Advice budget(Connection c, Map<String, long[]> states, DoctorLoad r) throws SQLException {
        long max = Long.parseLong(Variables.global(c, "max_connections").orElseThrow());
        long perUser = Long.parseLong(Variables.global(c, "max_user_connections").orElse("0"));
        long open = states.values().stream().mapToLong(v -> v[0]).sum();
        long needed = r.threads() + (long) RunSize.BESIDE_THREADS;
        long free = max - open;
        String found = "--threads " + r.threads() + " needs " + needed + " (the run lock, checks, keys); "
                + "max_connections " + max + ", " + open + " open, " + free + " free"
                + (perUser > 0 ? "; max_user_connections " + perUser : "");
        boolean fits = needed <= free && (perUser <= 0 || needed <= perUser);
        return new Advice("connection budget", found, "threads + " + RunSize.BESIDE_THREADS
                + " well within the free connections",
                fits ? "fits" : "does NOT fit: lower --threads, close idle connections or raise max_connections");
    }

    private static List<Advice> table(Connection c, String database, DoctorLoad r) throws SQLException {
        List<String[]> pk = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT COLUMN_NAME, DATA_TYPE, EXTRA FROM "
                + "information_schema.COLUMNS WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ? AND COLUMN_KEY = 'PRI' "
                + "ORDER BY ORDINAL_POSITION")) {
            ps.setString(1, database);
            ps.setString(2, r.table());
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    pk.add(new String[] {rs.getString(1), rs.getString(2), rs.getString(3)});
                }
            }
        }
        String name = database + "." + r.table();
        if (!tableExists(c, database, r)) {
            return List.of(new Advice("primary key", name + " does not exist", "sequential",
                    "seedgen creates it with a BIGINT id primary key and writes ids in ascending order"),
                    new Advice("secondary indexes", name + " does not exist", "as few as the tests need",
                            "seedgen creates unique indexes on username and email"));
        }
        List<Advice> rows = new ArrayList<>();
        rows.add(primaryKey(name, pk));
        rows.add(secondaryIndexes(c, database, r, name));
        return rows;
    }

    private static boolean tableExists(Connection c, String database, DoctorLoad r) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT COUNT(*) FROM information_schema.TABLES "
                + "WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ?")) {
            ps.setString(1, database);
            ps.setString(2, r.table());
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getLong(1) > 0;
            }
        }
    }

    private static Advice primaryKey(String name, List<String[]> pk) {
        if (pk.isEmpty()) {
            return new Advice("primary key", name + " has none", "a sequential integer primary key",
                    "InnoDB then clusters on a hidden row id; lookups by id scan");
        }
        String cols = pk.stream().map(p -> p[0] + " " + p[1] + (p[2].isBlank() ? "" : " " + p[2]))
                .reduce((a, b) -> a + ", " + b).orElseThrow();
        boolean integer = pk.size() == 1 && pk.get(0)[1].toLowerCase(Locale.ROOT).endsWith("int");
        return new Advice("primary key", cols + (integer ? ": sequential" : ": NOT sequential"),
                "one integer column, written in ascending order", integer
                        ? "each insert appends to the end of the clustered index"
                        : "inserts land on random pages of the clustered index, splitting them");
    }

    private static Advice secondaryIndexes(Connection c, String database, DoctorLoad r, String name)
            throws SQLException {
        List<String> indexes = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT INDEX_NAME, MIN(NON_UNIQUE), "
                + "GROUP_CONCAT(COLUMN_NAME ORDER BY SEQ_IN_INDEX) FROM information_schema.STATISTICS "
                + "WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ? AND INDEX_NAME <> 'PRIMARY' GROUP BY INDEX_NAME "
                + "ORDER BY INDEX_NAME")) {
            ps.setString(1, database);
            ps.setString(2, r.table());
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    indexes.add(rs.getString(1) + (rs.getLong(2) == 0 ? " (unique: " : " (") + rs.getString(3) + ")");
                }
            }
        }
        return new Advice("secondary indexes", indexes.isEmpty() ? "none on " + name : String.join(", ", indexes),
                "only those the tests need", indexes.isEmpty() ? "nothing extra to maintain per insert"
                        : indexes.size() + " index(es) updated at every insert (unique ones checked, a random read "
                                + "each once they outgrow the buffer pool); for very large loads add them after");
    }

    private static Advice packet(Connection c, DoctorLoad r) throws SQLException {
        long packet = Long.parseLong(Variables.global(c, "max_allowed_packet").orElseThrow());
        long batchBytes = r.rowBytes() * r.batch();
        long statements = (batchBytes + packet - 1) / packet;
        String found = String.format(Locale.ROOT, "max_allowed_packet %s; --batch %d is about %s (%d bytes a row)",
                Sizes.format(packet), r.batch(), Sizes.format(batchBytes), r.rowBytes());
        return new Advice("max_allowed_packet", found, "larger than one batch", statements <= 1 ? "a batch fits "
                + "in one INSERT" : "a batch needs about " + statements + " INSERTs (seedgen splits it); lower "
                + "--batch or raise max_allowed_packet");
    }
}
