package seedgen.dialect.postgresql;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import seedgen.catalog.Trigger;
import seedgen.dialect.RoutineText;

/**
 * The triggers of a schema's tables, read from pg_trigger, and what each writes: the text of its function (PL/pgSQL
 * or SQL) read by {@link RoutineText}, with the functions it calls that are PL/pgSQL or SQL too, however deep. A
 * function in another language (C, PL/Python) is not read: such a trigger says so. Its state as a fill's sessions
 * meet it: enabled the ordinary way ('O'), it does not fire under their session_replication_role = replica
 * ({@link Trigger.State#SWITCHABLE}); ENABLE ALWAYS ('A') and ENABLE REPLICA ('R') fire there; DISABLE ('D') nowhere.
 */
final class PgTriggers {

    static final RoutineText.Syntax SYNTAX = new RoutineText.Syntax('"', true, false, false, false, true);

    /** pg_trigger.tgtype's bits. */
    private static final int ROW = 1;
    private static final int INSERT = 4;

    private PgTriggers() {
    }

    /** A function's language and text, by its oid. */
    private record Function(String schema, String name, String language, String text) {
    }

    /**
     * The triggers of the tables of {@code schema}, in table and name order; a trigger a killed run left switched on
     * as the state its record says it was found in (the next run puts it back to that).
     */
    static List<Trigger> read(Connection c, String schema) throws SQLException {
        Map<String, String> found = switchedBefore(c, schema);
        Map<Long, Function> functions = functions(c);
        Map<String, List<Long>> byName = new HashMap<>();
        functions.forEach((oid, f) -> byName.computeIfAbsent(f.name(), k -> new ArrayList<>()).add(oid));
        List<Trigger> out = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT c.relname, t.tgname, t.tgenabled, t.tgtype, t.tgfoid, "
                + "pg_get_triggerdef(t.oid), l.lanname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN "
                + "pg_namespace n ON n.oid = c.relnamespace JOIN pg_proc p ON p.oid = t.tgfoid JOIN pg_language l ON "
                + "l.oid = p.prolang WHERE n.nspname = ? AND NOT t.tgisinternal AND c.relkind IN ('r', 'p') "
                + "ORDER BY 1, 2")) {
            ps.setString(1, schema);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    int type = rs.getInt(4);
                    String def = rs.getString(6);
                    int on = def.indexOf(" EXECUTE ");
                    String routine = on > 0 ? def.substring(on + 1) : def;
                    Trigger.State state = switch (found.getOrDefault(rs.getString(1) + "\0" + rs.getString(2),
                            rs.getString(3))) {
                        case "O" -> Trigger.State.SWITCHABLE;
                        case "D" -> Trigger.State.DISABLED;
                        default -> Trigger.State.FIRES;
                    };
                    String language = rs.getString(7);
                    Function f = functions.get(rs.getLong(5));
                    List<Trigger.Write> writes = new ArrayList<>();
                    List<String> setsNew = new ArrayList<>();
                    String unread = null;
                    boolean[] reads = {false};
                    if (f == null) {
                        unread = "its function is in " + language + ", whose text seedgen does not read";
                    } else {
                        unread = follow(rs.getLong(5), functions, byName, new HashSet<>(), writes, setsNew, reads,
                                true);
                    }
                    out.add(new Trigger(rs.getString(1), rs.getString(2), (type & INSERT) != 0, (type & ROW) != 0,
                            state, routine, writes, unread, setsNew, reads[0]));
                }
            }
        }
        return out;
    }

    /**
     * Adds what function {@code oid} writes, and the functions it calls write, to {@code writes}; the columns of the new
     * row it sets to {@code setsNew} ({@code top}: the trigger's own function, whose NEW is the row); {@code reads[0]}
     * set where any of them reads a table. Why what it runs is not all known, or null.
     */
    private static String follow(long oid, Map<Long, Function> functions, Map<String, List<Long>> byName,
            Set<Long> seen, List<Trigger.Write> writes, List<String> setsNew, boolean[] reads, boolean top) {
        if (!seen.add(oid)) {
            return null;
        }
        Function f = functions.get(oid);
        RoutineText.Read read = RoutineText.read(f.text(), SYNTAX);
        reads[0] |= read.reads();
        if (read.dynamic()) {
            return "function " + f.name() + " runs SQL it makes at run time (EXECUTE), whose tables no text tells";
        }
        writes.addAll(read.writes());
        if (top) {
            setsNew.addAll(read.setsNew());
        }
        for (List<String> call : read.calls()) {
            for (long callee : byName.getOrDefault(call.get(1), List.of())) {
                if (call.get(0) == null || call.get(0).equals(functions.get(callee).schema())) {
                    String unread = follow(callee, functions, byName, seen, writes, setsNew, reads, false);
                    if (unread != null) {
                        return unread;
                    }
                }
            }
        }
        return null;
    }

    /** What the record of a run that switched triggers on says each was found as: table NUL trigger to state. */
    private static Map<String, String> switchedBefore(Connection c, String schema) throws SQLException {
        Map<String, String> out = new HashMap<>();
        if (!Postgres.INSTANCE.tableExists(c, schema, PgTriggerSwitch.TABLE)) {
            return out;
        }
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT table_name, trigger_name, "
                + "enabled FROM " + Postgres.INSTANCE.qualify(schema, PgTriggerSwitch.TABLE))) {
            while (rs.next()) {
                out.put(rs.getString(1) + "\0" + rs.getString(2), rs.getString(3));
            }
        }
        return out;
    }

    /** The PL/pgSQL and SQL functions outside the system's schemas, by oid (a BEGIN ATOMIC body as its definition). */
    private static Map<Long, Function> functions(Connection c) throws SQLException {
        Map<Long, Function> out = new HashMap<>();
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT p.oid, n.nspname, p.proname, "
                + "l.lanname, CASE WHEN COALESCE(p.prosrc, '') = '' THEN pg_get_functiondef(p.oid) ELSE p.prosrc END "
                + "FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace JOIN pg_language l ON l.oid = "
                + "p.prolang WHERE l.lanname IN ('plpgsql', 'sql') AND p.prokind IN ('f', 'p') AND n.nspname NOT IN "
                + "('pg_catalog', 'information_schema')")) {
            while (rs.next()) {
                out.put(rs.getLong(1), new Function(rs.getString(2), rs.getString(3), rs.getString(4),
                        rs.getString(5)));
            }
        }
        return out;
    }
}
