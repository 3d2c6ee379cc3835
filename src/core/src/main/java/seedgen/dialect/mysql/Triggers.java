package seedgen.dialect.mysql;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import seedgen.catalog.Trigger;
import seedgen.dialect.RoutineText;

/**
 * The triggers of a database's tables and what each writes: its body read by {@link RoutineText}, with the stored
 * procedures and functions it calls (read from their definitions where the user may see them). Every MySQL and
 * MariaDB trigger fires once a row as the rows arrive, by INSERT and by LOAD DATA alike, in any session.
 */
public final class Triggers {

    static final RoutineText.Syntax SYNTAX = new RoutineText.Syntax('`', false, true, true, true, false);

    private Triggers() {
    }

    /** The triggers of {@code database}'s tables, in table and name order. */
    public static List<Trigger> read(Connection c, String database) throws SQLException {
        Map<String, String> routines = routines(c, database);
        List<Trigger> out = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT EVENT_OBJECT_TABLE, TRIGGER_NAME, EVENT_MANIPULATION, "
                + "ACTION_TIMING, ACTION_STATEMENT FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = ? "
                + "ORDER BY EVENT_OBJECT_TABLE, TRIGGER_NAME")) {
            ps.setString(1, database);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    String event = rs.getString(3);
                    List<Trigger.Write> writes = new ArrayList<>();
                    List<String> setsNew = new ArrayList<>();
                    boolean[] reads = {false};
                    String unread = follow(rs.getString(5), routines, new HashSet<>(), writes, setsNew, reads, true);
                    out.add(new Trigger(rs.getString(1), rs.getString(2), "INSERT".equalsIgnoreCase(event), true,
                            Trigger.State.FIRES, rs.getString(4) + " " + event, writes, unread, setsNew, reads[0]));
                }
            }
        }
        return out;
    }

    /**
     * Adds what {@code text} writes, and the routines it calls write, to {@code writes}; the columns of the new row it
     * sets to {@code setsNew} ({@code top}: the trigger's own body); {@code reads[0]} set where any of it reads a
     * table. Why not all it runs is known, or null.
     */
    private static String follow(String text, Map<String, String> routines, Set<String> seen,
            List<Trigger.Write> writes, List<String> setsNew, boolean[] reads, boolean top) {
        RoutineText.Read read = RoutineText.read(text, SYNTAX);
        reads[0] |= read.reads();
        if (read.dynamic()) {
            return "it runs SQL it makes at run time (PREPARE), whose tables no text tells";
        }
        writes.addAll(read.writes());
        if (top) {
            setsNew.addAll(read.setsNew());
        }
        for (List<String> call : read.calls()) {
            String name = call.get(1).toLowerCase(Locale.ROOT);
            if (!routines.containsKey(name) || !seen.add(name)) {
                continue;
            }
            String body = routines.get(name);
            if (body == null) {
                return "it calls routine " + call.get(1) + ", whose definition this user may not read";
            }
            String unread = follow(body, routines, seen, writes, setsNew, reads, false);
            if (unread != null) {
                return unread;
            }
        }
        return null;
    }

    /** The database's stored procedures and functions by lower-case name: their definition, or null where hidden. */
    private static Map<String, String> routines(Connection c, String database) throws SQLException {
        Map<String, String> out = new TreeMap<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT ROUTINE_NAME, ROUTINE_DEFINITION FROM "
                + "information_schema.ROUTINES WHERE ROUTINE_SCHEMA = ?")) {
            ps.setString(1, database);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.put(rs.getString(1).toLowerCase(Locale.ROOT), rs.getString(2));
                }
            }
        }
        return out;
    }
}
