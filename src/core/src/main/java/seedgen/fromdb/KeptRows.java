package seedgen.fromdb;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import seedgen.catalog.Catalog;
import seedgen.dialect.Dialect;
import seedgen.model.ForeignKey;

/**
 * The rows an application's tables hold before a fill: its schema-version row, its status codes, its default user.
 * They are data, not an obstacle: a table that holds rows is kept as it is (never written, never emptied), and the
 * tables filled refer to its rows, whose key values are read here in key order. A migration or version table
 * ({@code schema_migrations}, {@code flyway_schema_history}, a {@code *version*} table of one row) is kept even by
 * {@code --truncate}, and kept empty where it is empty: the application's own schema check reads it.
 */
public final class KeptRows {

    /** The most rows of a kept table listed for the tables that refer to it: they pick among these. */
    static final int MOST_LISTED = 100_000;

    /** Tables a migration tool keeps its history or lock in (lower case). */
    private static final Set<String> MIGRATIONS = Set.of("schema_migrations", "ar_internal_metadata",
            "flyway_schema_history", "schema_version", "databasechangelog", "databasechangeloglock",
            "django_migrations", "alembic_version", "knex_migrations", "knex_migrations_lock",
            "doctrine_migration_versions", "migration_versions", "goose_db_version", "gorp_migrations",
            "__efmigrationshistory", "schema_info", "migrations", "phinxlog", "sequelizemeta");

    private KeptRows() {
    }

    /**
     * A table kept as it is: the rows it holds, why it is kept, and the columns other tables refer to with their
     * values row by row in key order (at most {@link #MOST_LISTED} rows; none where nothing refers to it).
     */
    public record Kept(long held, String why, List<String> columns, List<List<String>> rows,
            Map<String, Map<String, Long>> samples) {
        public Kept {
            columns = List.copyOf(columns);
            rows = List.copyOf(rows);
            samples = Map.copyOf(samples);
        }

        public Kept(long held, String why, List<String> columns, List<List<String>> rows) {
            this(held, why, columns, rows, Map.of());
        }

        /** The values the application's rows hold in {@code column}, each with its rows; empty where not sampled. */
        public Map<String, Long> sample(String column) {
            for (Map.Entry<String, Map<String, Long>> e : samples.entrySet()) {
                if (e.getKey().equalsIgnoreCase(column)) {
                    return e.getValue();
                }
            }
            return Map.of();
        }
    }

    /** The most distinct values of a column sampled from the application's rows: more is no list of codes. */
    static final int MOST_SAMPLED = 20;
    /** The widest text column sampled: a code or a setting, not prose. */
    private static final long WIDEST_SAMPLED = 255;
    /** The most rows a kept table may hold for its columns to be sampled: the application's own, not a dump. */
    private static final long MOST_SAMPLED_ROWS = 1_000_000;

    /** Whether {@code table}'s name is a migration tool's, or a version table's (then only when it holds one row). */
    static boolean migration(String table, long held) {
        String name = table.toLowerCase(Locale.ROOT);
        return MIGRATIONS.contains(name) || name.contains("version") && held == 1;
    }

    /**
     * The tables of {@code catalog} to keep: each that holds rows, unless {@code truncate} (which empties them and
     * fills them again), and each migration or version table whatever {@code truncate} says.
     */
    public static Map<String, Kept> read(Connection c, Dialect sql, String namespace, Catalog catalog,
            boolean truncate) throws SQLException {
        return read(c, sql, namespace, catalog, truncate, false);
    }

    /**
     * As above; {@code resume}: the run being resumed wrote the tables its checkpoints name, whose rows are its own
     * and not kept (the rest it found holding rows it kept, and they hold them still).
     */
    public static Map<String, Kept> read(Connection c, Dialect sql, String namespace, Catalog catalog,
            boolean truncate, boolean resume) throws SQLException {
        Set<String> resumed = resume ? checkpointed(c, sql, namespace) : Set.of();
        Map<String, Kept> out = new LinkedHashMap<>();
        for (Catalog.Table t : catalog.tables()) {
            if (t.writtenByTrigger()) {
                continue; // left to its trigger, emptied with the tables whose trigger writes it
            }
            if (resumed.contains(t.name().toLowerCase(Locale.ROOT))) {
                continue;
            }
            // its own rows: a parent by inheritance that holds none is filled, whatever its children hold
            String own = sql.ownRows(c, namespace, t.name());
            long held = count(c, sql, own);
            boolean migration = migration(t.name(), held);
            if (!migration && (truncate || held == 0)) {
                continue;
            }
            String why = migration ? (held == 0 ? "a migration table, kept empty" : "a migration or version table")
                    : "rows of the application's own";
            List<String> columns = referred(catalog, t);
            List<List<String>> rows = held == 0 || columns.isEmpty() ? List.of()
                    : values(c, sql, own, t, columns);
            out.put(t.name(), new Kept(held, why, columns, rows));
        }
        Set<String> wanted = sampleable(catalog, out.keySet());
        for (Map.Entry<String, Kept> e : out.entrySet()) {
            Kept k = e.getValue();
            Catalog.Table t = catalog.table(e.getKey());
            if (k.held() == 0 || k.held() > MOST_SAMPLED_ROWS) {
                continue;
            }
            Map<String, Map<String, Long>> samples = new LinkedHashMap<>();
            for (Catalog.Column col : t.columns()) {
                if (wanted.contains(col.name().toLowerCase(Locale.ROOT)) && sampleable(t, col)) {
                    Map<String, Long> sample = sample(c, sql, sql.ownRows(c, namespace, t.name()), col.name());
                    if (!sample.isEmpty() && sample.size() <= MOST_SAMPLED) {
                        samples.put(col.name(), sample);
                    }
                }
            }
            e.setValue(new Kept(k.held(), k.why(), k.columns(), k.rows(), samples));
        }
        return out;
    }

    /**
     * The names of the columns a fill makes that the application's rows may show the values of: a number or short
     * text, no key or reference, in a table that is not kept (lower case).
     */
    private static Set<String> sampleable(Catalog catalog, Set<String> kept) {
        Set<String> out = new java.util.HashSet<>();
        for (Catalog.Table t : catalog.tables()) {
            if (kept.contains(t.name())) {
                continue;
            }
            for (Catalog.Column col : t.columns()) {
                if (sampleable(t, col)) {
                    out.add(col.name().toLowerCase(Locale.ROOT));
                }
            }
        }
        return out;
    }

    /** A number or text of at most {@value #WIDEST_SAMPLED} characters, in no key and no foreign key. */
    static boolean sampleable(Catalog.Table t, Catalog.Column col) {
        boolean kind = ColumnRules.isInteger(col) || col.kind() == seedgen.catalog.Kind.TEXT && col.length() != null
                && col.length() <= WIDEST_SAMPLED;
        return kind && !col.generated() && !col.autoIncrement() && !t.inKey(col.name())
                && t.foreignKeys().stream().noneMatch(f -> f.columns().stream().anyMatch(col.name()::equalsIgnoreCase));
    }

    /** The values of {@code column} and their rows, the most common first: at most one more than a list holds. */
    private static Map<String, Long> sample(Connection c, Dialect sql, String table, String column)
            throws SQLException {
        String q = sql.quote(column);
        Map<String, Long> out = new LinkedHashMap<>();
        try (Statement st = c.createStatement();
                ResultSet rs = st.executeQuery(sql.mostHeld(table, q, MOST_SAMPLED + 1))) {
            while (rs.next()) {
                out.put(rs.getString(1), rs.getLong(2));
            }
        }
        return out;
    }

    /** The tables an interrupted run's checkpoints name (lower case): the rows in them are that run's. */
    private static Set<String> checkpointed(Connection c, Dialect sql, String namespace) throws SQLException {
        Set<String> out = new java.util.HashSet<>();
        if (!sql.tableExists(c, namespace, seedgen.runs.RunRecords.PROGRESS)) {
            return out;
        }
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql.distinct(sql.qualify(namespace,
                seedgen.runs.RunRecords.PROGRESS), "table_name"))) {
            while (rs.next()) {
                out.add(rs.getString(1).toLowerCase(Locale.ROOT));
            }
        }
        return out;
    }

    /** The columns of {@code t} other tables' foreign keys refer to, in the table's order. */
    static List<String> referred(Catalog catalog, Catalog.Table t) {
        Set<String> named = new LinkedHashSet<>();
        for (Catalog.Table other : catalog.tables()) {
            for (ForeignKey fk : other.foreignKeys()) {
                if (fk.refTable().equalsIgnoreCase(t.name())) {
                    fk.refColumns().forEach(col -> named.add(col.toLowerCase(Locale.ROOT)));
                }
            }
        }
        List<String> out = new ArrayList<>();
        for (Catalog.Column col : t.columns()) {
            if (named.contains(col.name().toLowerCase(Locale.ROOT))) {
                out.add(col.name());
            }
        }
        return out;
    }

    private static long count(Connection c, Dialect sql, String table) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql.countFrom(table))) {
            rs.next();
            return rs.getLong(1);
        }
    }

    /** The values of {@code columns}, none NULL, in the order of the key (or of the columns), as text. */
    private static List<List<String>> values(Connection c, Dialect sql, String table, Catalog.Table t,
            List<String> columns) throws SQLException {
        List<String> quoted = columns.stream().map(sql::quote).toList();
        List<String> order = (t.primaryKey().isEmpty() ? columns : t.primaryKey()).stream().map(sql::quote).toList();
        String query = sql.firstRows(table, quoted, order, MOST_LISTED);
        List<List<String>> out = new ArrayList<>();
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(query)) {
            while (rs.next()) {
                List<String> row = new ArrayList<>();
                for (int i = 1; i <= columns.size(); i++) {
                    row.add(rs.getString(i));
                }
                out.add(row);
            }
        }
        return out;
    }
}
