package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Table inheritance on PostgreSQL, filled by --from-db as a user types it: a child by INHERITS has its parent's
 * columns, NOT NULL and CHECKs, and its DEFAULTs (the parent's id sequence), but none of its keys, and a foreign key on
 * the parent or to it sees the parent's own rows alone. The application reads the children's rows through the
 * parent, as the parent's: so every child row must refer to what a parent row would, and the ids drawn from the
 * parent's sequence must differ across the whole hierarchy. Counted here, for every key the catalog declares and for
 * each parent's key on every descendant's rows, both as the server checks it (ONLY, on both sides) and as the
 * application reads it (the children's rows with the parent's): no orphan either way. With it, references to a unique
 * column that is not the key (schemas/pg-inherits.sql).
 */
class PgInheritanceIT {

    @RegisterExtension
    static final SharedPg pg = new SharedPg();

    @TempDir
    Path dir;

    private static final List<String> NOTES = List.of("notes", "topic_notes", "person_notes", "pinned_topic_notes",
            "loose_notes");

    /**
     * schemas/pg-inherits.sql filled with exit 0 and no table left out: no orphan with or without ONLY, the ids of
     * the five tables of notes all different, and different from the draft shipped in a table numbered by the same
     * sequence (kept), and notes_id_seq past them, each child's pinned kind, a link to notes
     * among notes' own rows, headings that refer to earlier headings by their unique id, accounts that refer to
     * headings by it; the kinds the schema ships kept; the same rows with one thread. Before, the children's
     * author_id referred to nothing (seedgen's own count, which reads through the parent, failed the run), the ids
     * collided across the tables, and headings was left out (a reference to its own unique id was not made), with
     * accounts after it.
     */
    @Test
    void childrenReferAsTheirParentDoesTheirIdsDifferAndUniqueColumnsAreReferredTo() throws Exception {
        String db = pg.server.database("inherits");
        String one = pg.server.database("inherits_t1");
        String ddl = Files.readString(Path.of("src/it/src/test/resources/schemas/pg-inherits.sql"));
        make(db, ddl);
        make(one, ddl);
        pg.server.admin("GRANT SET ON PARAMETER session_replication_role TO " + PgTestServer.IT_USER);
        try {
            CliRun run = seedgen(db, "--from-db", "--schema", "app", "--rows", "300", "--threads", "3").assertExit(0);
            assertFalse(run.out().contains("left out"), run::describe);
            assertTrue(run.out().contains("no orphan row"), run::describe);
            seedgen(one, "--from-db", "--schema", "app", "--rows", "300", "--threads", "1").assertExit(0);
        } finally {
            pg.server.admin("REVOKE SET ON PARAMETER session_replication_role FROM " + PgTestServer.IT_USER);
        }
        try (Connection c = pg.server.connectAsTestUser(db)) {
            assertNoOrphans(c, "app");
            long all = 0;
            for (String t : NOTES) {
                long rows = Sql.number(c, "SELECT COUNT(*) FROM ONLY app." + t);
                assertTrue(rows > 0, t + " has rows");
                all += rows;
            }
            assertEquals(all + 1, Sql.number(c, "SELECT COUNT(DISTINCT id) FROM (SELECT id FROM app.notes UNION ALL "
                    + "SELECT id FROM app.note_drafts) i"), "the ids of all the notes and the draft shipped differ");
            assertEquals(1, Sql.number(c, "SELECT COUNT(*) FROM app.note_drafts WHERE id = 1 AND body = 'a draft the "
                    + "application ships'"), "the draft shipped is kept, alone");
            assertEquals(1, Sql.number(c, "SELECT COUNT(*) FROM app.note_drafts"));
            assertTrue(Sql.number(c, "SELECT nextval('app.notes_id_seq')") > Sql.number(c, "SELECT MAX(id) FROM "
                    + "app.notes"), "notes_id_seq moved past every note's id");
            assertEquals(0, Sql.number(c, "SELECT COUNT(*) FROM app.topic_notes WHERE kind <> 2"), "topic notes' kind");
            assertEquals(0, Sql.number(c, "SELECT COUNT(*) FROM ONLY app.person_notes WHERE kind <> 1"));
            assertEquals(3, Sql.number(c, "SELECT COUNT(*) FROM app.note_kinds WHERE (id, label) IN ((1, 'person'), "
                    + "(2, 'topic'), (3, 'other'))"), "the kinds shipped are kept");
            assertEquals(0, Sql.number(c, "SELECT COUNT(*) FROM app.note_links l WHERE NOT EXISTS (SELECT 1 FROM ONLY "
                    + "app.notes n WHERE n.id = l.note_id)"), "a link refers to one of notes' own rows");
            assertTrue(Sql.number(c, "SELECT COUNT(*) FROM app.headings WHERE parent_id IS NOT NULL") > 200,
                    "headings refer to their parents");
            assertEquals(0, Sql.number(c, "SELECT COUNT(*) FROM app.headings WHERE parent_id >= id"),
                    "a heading's parent is an earlier heading: no cycle");
            assertEquals(300, Sql.number(c, "SELECT COUNT(*) FROM app.accounts a JOIN app.headings h ON h.id = "
                    + "a.heading"), "every account's heading, by its unique id");
        }
        try (Connection a = pg.server.connectAsTestUser(db); Connection b = pg.server.connectAsTestUser(one)) {
            for (String t : tables(a, "app")) {
                assertEquals(rowsHash(a, "app", t), rowsHash(b, "app", t), t + ": the same rows with one thread");
            }
        }
    }

    /**
     * Hierarchies drawn at random (seeded): a root with a serial key and references to one or two of three tables,
     * children and grandchildren (up to three levels, a child of up to two parents), each with its primary key on id,
     * a unique key on it or no key, some with a column and a reference of their own or a CHECK; filled with exit 0 and
     * nothing left out, no orphan with or without ONLY, the ids of each hierarchy all different, the root's sequence
     * past them. Before, each such fill failed with the children's references counted as orphans.
     */
    @Test
    void hierarchiesDrawnAtRandomAreFilledWithEveryReferenceHoldingAndEveryIdDifferent() throws Exception {
        String db = pg.server.database("inherits_drawn");
        for (long seed = 1; seed <= 3; seed++) {
            String schema = "drawn_" + seed;
            Hierarchy h = Hierarchy.drawn(seed);
            try (Connection c = pg.server.connect(db); Statement st = c.createStatement()) {
                st.execute("CREATE SCHEMA " + schema + " AUTHORIZATION " + PgTestServer.IT_USER);
                st.execute("SET ROLE " + PgTestServer.IT_USER);
                st.execute("SET search_path = " + schema);
                st.execute(h.ddl());
            }
            pg.server.admin("GRANT SET ON PARAMETER session_replication_role TO " + PgTestServer.IT_USER);
            CliRun run;
            try {
                run = seedgen(db, "--from-db", "--schema", schema, "--rows", "200").assertExit(0);
            } finally {
                pg.server.admin("REVOKE SET ON PARAMETER session_replication_role FROM " + PgTestServer.IT_USER);
            }
            assertFalse(run.out().contains("left out"), h.ddl() + "\n" + run.describe());
            try (Connection c = pg.server.connectAsTestUser(db)) {
                assertNoOrphans(c, schema);
                long rows = 0;
                for (String t : h.tables()) {
                    long n = Sql.number(c, "SELECT COUNT(*) FROM ONLY " + schema + "." + t);
                    assertTrue(n > 0, seed + ": " + t + " has rows\n" + h.ddl());
                    rows += n;
                }
                assertEquals(rows, Sql.number(c, "SELECT COUNT(DISTINCT id) FROM " + schema + ".root"),
                        seed + ": the ids of the hierarchy all differ\n" + h.ddl());
                assertTrue(Sql.number(c, "SELECT nextval('" + schema + ".root_id_seq')") > Sql.number(c, "SELECT "
                        + "MAX(id) FROM " + schema + ".root"), seed + ": the root's sequence moved past every id");
            }
        }
    }

    /**
     * A hierarchy under {@code root}: its tables by name (the root first) and the DDL that makes them and the three
     * tables they refer to.
     */
    record Hierarchy(List<String> tables, String ddl) {

        static Hierarchy drawn(long seed) {
            Random r = new Random(seed);
            StringBuilder ddl = new StringBuilder();
            for (int i = 0; i < 3; i++) {
                ddl.append("CREATE TABLE target_").append(i).append(" (id serial PRIMARY KEY, name text NOT NULL);\n");
            }
            ddl.append("CREATE TABLE root (id serial PRIMARY KEY, a_id int NOT NULL REFERENCES target_0 (id), "
                    + "b_id int").append(r.nextBoolean() ? " NOT NULL" : "").append(" REFERENCES target_")
                    .append(1 + r.nextInt(2)).append(" (id), note text);\n");
            List<String> tables = new ArrayList<>(List.of("root"));
            int children = 2 + r.nextInt(4);
            for (int i = 0; i < children; i++) {
                String name = "child_" + i;
                List<String> parents = new ArrayList<>(List.of(tables.get(r.nextInt(tables.size()))));
                String second = tables.get(r.nextInt(tables.size()));
                if (r.nextInt(4) == 0 && !parents.contains(second)) {
                    parents.add(second);
                }
                List<String> parts = new ArrayList<>();
                if (r.nextBoolean()) {
                    parts.add("extra_" + i + " int NOT NULL REFERENCES target_" + r.nextInt(3) + " (id)");
                }
                switch (r.nextInt(3)) {
                    case 0 -> parts.add("PRIMARY KEY (id)");
                    case 1 -> parts.add("UNIQUE (id)");
                    default -> { } // no key: its ids come from the root's sequence all the same
                }
                if (r.nextInt(3) == 0) {
                    parts.add("CHECK (note <> '')");
                }
                ddl.append("CREATE TABLE ").append(name).append(" (").append(String.join(", ", parts))
                        .append(") INHERITS (").append(String.join(", ", parents)).append(");\n");
                tables.add(name);
            }
            return new Hierarchy(List.copyOf(tables), ddl.toString());
        }
    }

    /**
     * Every foreign key of {@code schema} and each one declared on a parent, on the rows of every table that inherits
     * from it, near or far: none finds no row, counted with ONLY on both sides (what the server checks) and without
     * (what the application reads through the parents).
     */
    static void assertNoOrphans(Connection c, String schema) throws SQLException {
        Map<String, List<String>> descendants = new LinkedHashMap<>();
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("WITH RECURSIVE d(child, anc) AS "
                + "(SELECT inhrelid, inhparent FROM pg_inherits UNION SELECT i.inhrelid, d.anc FROM pg_inherits i JOIN "
                + "d ON i.inhparent = d.child) SELECT a.relname, k.relname FROM d JOIN pg_class k ON k.oid = d.child "
                + "JOIN pg_class a ON a.oid = d.anc WHERE a.relnamespace = '" + schema + "'::regnamespace")) {
            while (rs.next()) {
                descendants.computeIfAbsent(rs.getString(1), x -> new ArrayList<>()).add(rs.getString(2));
            }
        }
        List<String[]> keys = new ArrayList<>();
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT t.relname, r.relname, "
                + "(SELECT string_agg(a.attname, ',' ORDER BY k.o) FROM unnest(x.conkey) WITH ORDINALITY k(n, o) JOIN "
                + "pg_attribute a ON a.attrelid = x.conrelid AND a.attnum = k.n), (SELECT string_agg(a.attname, ',' "
                + "ORDER BY k.o) FROM unnest(x.confkey) WITH ORDINALITY k(n, o) JOIN pg_attribute a ON a.attrelid = "
                + "x.confrelid AND a.attnum = k.n) FROM pg_constraint x JOIN pg_class t ON t.oid = x.conrelid JOIN "
                + "pg_class r ON r.oid = x.confrelid WHERE x.contype = 'f' AND t.relnamespace = '" + schema
                + "'::regnamespace")) {
            while (rs.next()) {
                keys.add(new String[] {rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4)});
                for (String d : descendants.getOrDefault(rs.getString(1), List.of())) {
                    keys.add(new String[] {d, rs.getString(2), rs.getString(3), rs.getString(4)});
                }
            }
        }
        assertTrue(keys.size() > 3, "keys: " + keys.size());
        for (String[] k : keys) {
            String[] columns = k[2].split(",");
            String[] refColumns = k[3].split(",");
            List<String> on = new ArrayList<>();
            List<String> present = new ArrayList<>();
            for (int i = 0; i < columns.length; i++) {
                on.add("p." + refColumns[i] + " = c." + columns[i]);
                present.add("c." + columns[i] + " IS NOT NULL");
            }
            for (String only : List.of("ONLY ", "")) {
                long orphans = Sql.number(c, "SELECT COUNT(*) FROM " + only + schema + "." + k[0] + " c WHERE "
                        + String.join(" AND ", present) + " AND NOT EXISTS (SELECT 1 FROM " + only + schema + "."
                        + k[1] + " p WHERE " + String.join(" AND ", on) + ")");
                assertEquals(0, orphans, (only.isEmpty() ? "read through the parents: " : "as the server checks: ")
                        + k[0] + " (" + k[2] + ") -> " + k[1]);
            }
        }
    }

    private static void make(String db, String ddl) throws Exception {
        try (Connection c = pg.server.connect(db); Statement st = c.createStatement()) {
            st.execute("CREATE SCHEMA app AUTHORIZATION " + PgTestServer.IT_USER);
            st.execute("SET ROLE " + PgTestServer.IT_USER);
            st.execute("SET search_path = app");
            st.execute(ddl);
        }
    }

    private CliRun seedgen(String database, String... args) {
        String[] all = java.util.Arrays.copyOf(args, args.length + 2);
        all[args.length] = "--url";
        all[args.length + 1] = pg.server.url(database);
        return PgTestServer.seedgenAsTestUser(dir, all);
    }

    private static List<String> tables(Connection c, String schema) throws SQLException {
        List<String> out = new ArrayList<>();
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT tablename FROM pg_tables "
                + "WHERE schemaname = '" + schema + "' ORDER BY 1")) {
            while (rs.next()) {
                out.add(rs.getString(1));
            }
        }
        return out;
    }

    /** A table's own rows in one ordered hash. */
    private static String rowsHash(Connection c, String schema, String table) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT COUNT(*) || ':' || "
                + "COALESCE(md5(string_agg(t::text, '|' ORDER BY t::text)), '') FROM ONLY " + schema + "." + table
                + " t")) {
            rs.next();
            return rs.getString(1);
        }
    }
}
