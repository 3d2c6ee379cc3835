package seedgen.dialect.postgresql;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.function.Consumer;
import seedgen.catalog.Trigger;
import seedgen.connect.Target;
import seedgen.dialect.Loading;
import seedgen.error.SeedgenException;

/**
 * A fill's sessions run with session_replication_role = replica (no foreign key checked as the rows arrive), where a
 * trigger enabled the ordinary way does not fire. A trigger the fill must fire is switched to ENABLE ALWAYS for the
 * run, which fires it there while the foreign keys stay unchecked, and put back as it was found after; for the
 * application's own sessions (session_replication_role = origin) ALWAYS and the ordinary way fire alike.
 * <p>
 * Every switch is recorded in the schema ({@value #TABLE}: table, trigger, state found) in the transaction that makes
 * it, and every putting back deletes its row in the transaction that makes it, so the record and the triggers never
 * disagree: a run killed while they are switched leaves its rows, and the next run on those tables (a --resume, or
 * any other) puts them back before anything else. The table goes with its last row. ALTER TABLE needs the table's
 * owner (or a superuser): refused before anything is written, naming the fix.
 */
final class PgTriggerSwitch {

    static final String TABLE = "seedgen_triggers";
    /** How long an ALTER TABLE waits for the application's sessions' locks on the table before it gives up. */
    private static final String LOCK_WAIT = "SET LOCAL lock_timeout = '10s'";
    private static final int BOOKKEEPING_WAIT_SECONDS = 30;

    private PgTriggerSwitch() {
    }

    /** Switches {@code triggers} (of tables of {@code ns}) that are enabled the ordinary way to ALWAYS, recorded. */
    static Loading.Switched on(Target target, String ns, List<Trigger> triggers, Consumer<String> info) {
        if (triggers.isEmpty()) {
            return Loading.Switched.NONE;
        }
        List<Trigger> switched = new ArrayList<>();
        try (Connection c = PgConnections.single(target)) {
            underLock(c, ns, () -> {
                try (Statement st = c.createStatement()) {
                    st.execute(LOCK_WAIT);
                    st.execute("CREATE TABLE IF NOT EXISTS " + record(ns) + " (table_name text NOT NULL, "
                            + "trigger_name text NOT NULL, enabled \"char\" NOT NULL, PRIMARY KEY (table_name, "
                            + "trigger_name))");
                    for (Trigger t : triggers) {
                        if (!"O".equals(state(c, ns, t.table(), t.name()))) {
                            continue; // switched already, or changed since it was read: left as it is
                        }
                        try (PreparedStatement ps = c.prepareStatement("INSERT INTO " + record(ns) + " (table_name, "
                                + "trigger_name, enabled) VALUES (?, ?, 'O') ON CONFLICT DO NOTHING")) {
                            ps.setString(1, t.table());
                            ps.setString(2, t.name());
                            ps.executeUpdate();
                        }
                        st.execute("ALTER TABLE " + Postgres.INSTANCE.qualify(ns, t.table()) + " ENABLE ALWAYS "
                                + "TRIGGER " + Postgres.INSTANCE.quote(t.name()));
                        switched.add(t);
                    }
                }
            });
        } catch (SQLException e) {
            throw refused(e, target, triggers);
        }
        if (!switched.isEmpty()) {
            info.accept("seedgen: " + String.join(", ", switched.stream().map(t -> "trigger " + t.name() + " of "
                    + t.table()).toList()) + " switched to ENABLE ALWAYS for the run (the fill's sessions run with "
                    + "session_replication_role = replica), put back after");
        }
        List<String> tables = switched.stream().map(Trigger::table).distinct().toList();
        return () -> {
            try {
                putBack(target, ns, tables, false).forEach(info);
            } catch (SQLException e) {
                info.accept("warning: the triggers switched to ENABLE ALWAYS for the run could not be put back ("
                        + Postgres.INSTANCE.text(e) + "): the next seedgen run on " + String.join(", ", tables)
                        + " puts them back, as " + ns + "." + TABLE + " records them");
            }
        };
    }

    /**
     * Puts back what {@value #TABLE} records for {@code tables} (all when null): each trigger as it was found, its
     * row deleted in the same transaction; {@code leftover}: a killed run's, said so. Each put back, as a line.
     */
    static List<String> putBack(Target target, String ns, Collection<String> tables, boolean leftover)
            throws SQLException {
        List<String> lines = new ArrayList<>();
        try (Connection c = PgConnections.single(target)) {
            if (!Postgres.INSTANCE.tableExists(c, ns, TABLE)) {
                return lines;
            }
            underLock(c, ns, () -> {
                List<String[]> rows = new ArrayList<>();
                try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT table_name, "
                        + "trigger_name, enabled FROM " + record(ns) + " ORDER BY 1, 2")) {
                    while (rs.next()) {
                        rows.add(new String[] {rs.getString(1), rs.getString(2), rs.getString(3)});
                    }
                }
                try (Statement st = c.createStatement()) {
                    st.execute(LOCK_WAIT);
                    for (String[] row : rows) {
                        if (tables != null && !tables.contains(row[0])) {
                            continue;
                        }
                        if (state(c, ns, row[0], row[1]) != null) {
                            st.execute("ALTER TABLE " + Postgres.INSTANCE.qualify(ns, row[0]) + " " + enable(row[2])
                                    + " TRIGGER " + Postgres.INSTANCE.quote(row[1]));
                        }
                        try (PreparedStatement ps = c.prepareStatement("DELETE FROM " + record(ns)
                                + " WHERE table_name = ? AND trigger_name = ?")) {
                            ps.setString(1, row[0]);
                            ps.setString(2, row[1]);
                            ps.executeUpdate();
                        }
                        lines.add("seedgen: trigger " + row[1] + " of " + row[0] + " put back as it was found ("
                                + enable(row[2]) + ")" + (leftover ? ", where a run killed while it was switched "
                                + "on left it" : ""));
                    }
                    boolean empty;
                    try (ResultSet rs = st.executeQuery("SELECT 1 FROM " + record(ns) + " LIMIT 1")) {
                        empty = !rs.next();
                    }
                    if (empty) {
                        st.execute("DROP TABLE " + record(ns));
                    }
                }
            });
        }
        return lines;
    }

    /** A function a server error's context names: {@code PL/pgSQL function app.audit() line 3}, {@code SQL function "f"}. */
    private static final java.util.regex.Pattern CONTEXT_FUNCTION = java.util.regex.Pattern.compile(
            "(?:PL/pgSQL function (?:\"?[^\"(\\s]+\"?\\.)?\"?([^\"(\\s]+)\"?\\(|SQL function \"([^\"]+)\")");

    /**
     * Writes {@code ranges} of {@code writer}'s rows with {@code firing} switched on, as the load's sessions would
     * (session_replication_role = replica), in a transaction rolled back: null when they went in, or no trigger is to
     * blame (the table's own rows, a lock, a privilege: the load says those itself); else the triggers whose functions
     * the server's error names, and its words.
     */
    static Loading.Refusal trial(Target target, String ns, seedgen.dialect.RangeWriter writer, List<Trigger> firing,
            List<long[]> ranges) throws SQLException {
        try (Connection c = PgConnections.single(target)) {
            c.setAutoCommit(false);
            try (Statement st = c.createStatement()) {
                st.execute("SET LOCAL session_replication_role = replica");
                st.execute(PgLoading.schemaFirst(ns, true));
                st.execute(LOCK_WAIT);
                for (Trigger t : firing) {
                    st.execute("ALTER TABLE " + Postgres.INSTANCE.qualify(ns, t.table()) + " ENABLE ALWAYS TRIGGER "
                            + Postgres.INSTANCE.quote(t.name()));
                }
                for (long[] r : ranges) {
                    writer.write(c, r[0], r[1]);
                }
                return null;
            } catch (SQLException e) {
                org.postgresql.util.ServerErrorMessage m = PgErrors.serverError(e);
                java.util.Set<String> named = new java.util.HashSet<>();
                java.util.regex.Matcher f = CONTEXT_FUNCTION.matcher(m == null || m.getWhere() == null ? ""
                        : m.getWhere());
                while (f.find()) {
                    named.add(f.group(1) != null ? f.group(1) : f.group(2));
                }
                List<Trigger> by = firing.stream().filter(t -> named.contains(function(t.routine()))).toList();
                return by.isEmpty() ? null : new Loading.Refusal(by, m.getMessage());
            } finally {
                c.rollback();
            }
        }
    }

    /** The function's name in a trigger's {@code EXECUTE FUNCTION app.audit()}. */
    private static String function(String routine) {
        int open = routine.indexOf('(');
        String head = open < 0 ? routine : routine.substring(0, open);
        int cut = Math.max(head.lastIndexOf(' '), head.lastIndexOf('.'));
        return head.substring(cut + 1).replace("\"", "");
    }

    /** The clause that gives a trigger back its state as pg_trigger.tgenabled said it. */
    private static String enable(String state) {
        return switch (state) {
            case "D" -> "DISABLE";
            case "A" -> "ENABLE ALWAYS";
            case "R" -> "ENABLE REPLICA";
            default -> "ENABLE";
        };
    }

    /** pg_trigger.tgenabled of trigger {@code name} of {@code ns.table}, or null when there is none. */
    static String state(Connection c, String ns, String table, String name) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT t.tgenabled FROM pg_trigger t JOIN pg_class c ON c.oid "
                + "= t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = ? AND c.relname = ? "
                + "AND t.tgname = ?")) {
            ps.setString(1, ns);
            ps.setString(2, table);
            ps.setString(3, name);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getString(1) : null;
            }
        }
    }

    private static String record(String ns) {
        return Postgres.INSTANCE.qualify(ns, TABLE);
    }

    private interface Work {
        void run() throws SQLException;
    }

    /**
     * {@code work} in one transaction under the schema's bookkeeping lock (another run may be making or dropping the
     * record); rolled back, nothing changed, when it fails.
     */
    private static void underLock(Connection c, String ns, Work work) throws SQLException {
        if (!Postgres.INSTANCE.lockBookkeeping(c, ns, BOOKKEEPING_WAIT_SECONDS)) {
            throw SeedgenException.targetUnusable("another seedgen run in schema " + ns + " held the lock on its "
                    + "bookkeeping for " + BOOKKEEPING_WAIT_SECONDS + " s: run again when it has moved on", null);
        }
        try {
            c.setAutoCommit(false);
            try {
                work.run();
                c.commit();
            } catch (SQLException | RuntimeException e) {
                c.rollback();
                throw e;
            } finally {
                c.setAutoCommit(true);
            }
        } finally {
            Postgres.INSTANCE.unlockBookkeeping(c, ns);
        }
    }

    /** A switch the server refused, as the one line the user reads (exit 3); nothing was changed. */
    private static SeedgenException refused(SQLException e, Target target, List<Trigger> triggers) {
        String named = String.join(", ", triggers.stream().map(t -> t.name() + " of " + t.table()).toList());
        if (PgErrors.INSUFFICIENT_PRIVILEGE.equals(e.getSQLState())) {
            return SeedgenException.targetUnusable("the fill fires trigger(s) " + named + ", which write other tables' "
                    + "rows, by ALTER TABLE ... ENABLE ALWAYS TRIGGER for the run, and user '" + target.user()
                    + "' may not (" + Postgres.INSTANCE.text(e) + "): run as the tables' owner or a superuser, or add "
                    + "--triggers off (the tables they write are then filled as any other)", e);
        }
        if ("55P03".equals(e.getSQLState())) { // lock_not_available
            return SeedgenException.targetUnusable("switching trigger(s) " + named + " on for the run waited 10 s for "
                    + "another session's lock on their tables: run again when it is done, or add --triggers off", e);
        }
        return SeedgenException.targetUnusable("switching trigger(s) " + named + " on for the run: "
                + Postgres.INSTANCE.text(e) + ": add --triggers off to fill without them", e);
    }
}
