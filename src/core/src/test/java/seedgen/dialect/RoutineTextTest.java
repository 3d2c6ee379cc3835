package seedgen.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import seedgen.catalog.Trigger;

/**
 * The tables a trigger's body writes, read token by token: generated bodies (statements that write, in every form
 * and quoting, among decoys that name the same words inside strings, comments and clauses) give back exactly the
 * writes they hold; and the forms of real applications' triggers as examples.
 */
class RoutineTextTest {

    static final RoutineText.Syntax PG = new RoutineText.Syntax('"', true, false, false, false, true);
    static final RoutineText.Syntax MYSQL = new RoutineText.Syntax('`', false, true, true, true, false);

    private static List<String> writes(String body, RoutineText.Syntax syntax) {
        return RoutineText.read(body, syntax).writes().stream().map(w -> w.verb() + " " + (w.schema() == null ? ""
                : w.schema() + ".") + w.table()).toList();
    }

    @Test
    void ledgerSmbsGlobalSequenceWritesTransactionsFromNewId() {
        // LedgerSMB 1.6, sql/Pg-database.sql: track_global_sequence()
        String body = "\nBEGIN\n IF tg_op = 'INSERT' THEN\n INSERT INTO transactions (id, table_name, approved)\n"
                + " VALUES (new.id, TG_RELNAME, new.approved);\n ELSEIF tg_op = 'UPDATE' THEN\n IF new.id = old.id AND "
                + "new.approved = old.approved THEN\n return new;\n ELSE\n UPDATE transactions SET id = new.id,\n "
                + "approved = new.approved\n WHERE id = old.id;\n END IF;\n ELSE\n DELETE FROM transactions WHERE id "
                + "= old.id;\n END IF;\n RETURN new;\nEND;\n";
        RoutineText.Read read = RoutineText.read(body, PG);
        assertEquals(List.of("INSERT transactions", "UPDATE transactions", "DELETE transactions"), writes(body, PG));
        Trigger.Write insert = read.writes().get(0);
        assertEquals(List.of("id", "table_name", "approved"), insert.columns());
        assertEquals(Arrays.asList("id", null, "approved"), insert.fromNew());
        assertEquals(List.of(), read.setsNew(), "new.id = old.id is a comparison");
        assertFalse(read.dynamic());
    }

    @Test
    void aGuardAndASetterOfTheNewRowWriteNoTable() {
        // LedgerSMB's prevent_closed_transactions(): reads, and raises
        String guard = "DECLARE t_end_date date; BEGIN SELECT max(end_date) into t_end_date FROM account_checkpoint; "
                + "IF new.transdate <= t_end_date THEN RAISE EXCEPTION 'Transaction entered into closed period.  "
                + "Transdate: %', new.transdate; END IF; RETURN new; END;";
        assertEquals(List.of(), writes(guard, PG));
        RoutineText.Read setter = RoutineText.read("BEGIN NEW.name_upper := upper(NEW.slug); NEW.touched = now(); "
                + "RETURN NEW; END", PG);
        assertEquals(List.of(), setter.writes());
        assertEquals(List.of("name_upper", "touched"), setter.setsNew());
        RoutineText.Read mysql = RoutineText.read("SET NEW.create_date = NOW(), NEW.`last update` = NOW()", MYSQL);
        assertEquals(List.of("create_date", "last update"), mysql.setsNew());
        // the guard reads another table, so a fill writes its tables parents first; the setters read none, so the
        // order of the tables cannot change what they do (Zabbix 6.0's hosts_name_upper_insert, its MySQL schema.sql)
        assertTrue(RoutineText.read(guard, PG).reads());
        assertFalse(setter.reads());
        assertFalse(mysql.reads());
        assertFalse(RoutineText.read("set new.name_upper=upper(new.name)", MYSQL).reads());
        assertTrue(RoutineText.read("IF NOT EXISTS (SELECT 1 FROM hosts WHERE hostid = NEW.hostid) THEN SIGNAL "
                + "SQLSTATE '45000'; END IF", MYSQL).reads());
    }

    @Test
    void sakilasFilmTriggerAndAnUpsertOnMySql() {
        String ins = "BEGIN\n    INSERT INTO film_text (film_id, title, description)\n        VALUES (new.film_id, "
                + "new.title, new.description);\n  END";
        Trigger.Write w = RoutineText.read(ins, MYSQL).writes().get(0);
        assertEquals("film_text", w.table());
        assertEquals(List.of("film_id", "title", "description"), w.fromNew());
        assertEquals(List.of("INSERT counts"), writes("INSERT INTO counts (k, n) VALUES (NEW.k, 1) ON DUPLICATE KEY "
                + "UPDATE n = n + 1", MYSQL));
        Trigger.Write replace = RoutineText.read("REPLACE LOW_PRIORITY INTO `odd ``name` SET a = 1", MYSQL)
                .writes().get(0);
        assertEquals("odd `name", replace.table());
        assertEquals(Trigger.Verb.INSERT, replace.verb());
    }

    @Test
    void callsAreNamedDynamicSqlIsToldAndSqlFunctionsToo() {
        RoutineText.Read read = RoutineText.read("BEGIN PERFORM audit.log_row(TG_TABLE_NAME, NEW.id); "
                + "PERFORM touch(NEW.id); RETURN NULL; END", PG);
        assertTrue(read.calls().contains(Arrays.asList("audit", "log_row")), read.calls()::toString);
        assertTrue(read.calls().contains(Arrays.asList(null, "touch")), read.calls()::toString);
        assertTrue(RoutineText.read("BEGIN EXECUTE format('INSERT INTO %I VALUES ($1)', TG_ARGV[0]) USING NEW.id; "
                + "RETURN NEW; END", PG).dynamic());
        assertEquals(List.of(), writes("BEGIN EXECUTE format('INSERT INTO %I VALUES ($1)', TG_ARGV[0]); END", PG),
                "the text of a dynamic statement is a string, not a statement");
        assertEquals(List.of("INSERT audit"), writes(" INSERT INTO audit (tab, row_id) VALUES ($1, $2) ", PG));
        RoutineText.Read select = RoutineText.read("INSERT INTO seen SELECT NEW.id, now() WHERE true", PG);
        assertEquals(Arrays.asList("id", null), select.writes().get(0).fromNew());
    }

    /** One statement of a generated body: its text, and the write it is (null for a decoy). */
    private record Piece(String text, String write) {
    }

    @Test
    void generatedBodiesGiveBackExactlyTheirWrites() {
        Random random = new Random(48);
        String[] names = {"audit", "Order Lines", "select", "t_2", "naïve", "x"};
        for (int n = 0; n < 2_000; n++) {
            boolean pg = random.nextBoolean();
            RoutineText.Syntax syntax = pg ? PG : MYSQL;
            List<String> expected = new ArrayList<>();
            StringBuilder body = new StringBuilder(pg ? "BEGIN\n" : "BEGIN\n");
            int statements = 1 + random.nextInt(6);
            for (int s = 0; s < statements; s++) {
                String name = names[random.nextInt(names.length)];
                String schema = random.nextInt(4) == 0 ? "app" : null;
                Piece p = piece(random, pg, name, schema);
                body.append(p.text()).append(";\n");
                if (p.write() != null) {
                    expected.add(p.write());
                }
            }
            body.append("END");
            assertEquals(expected, writes(body.toString(), syntax), body::toString);
        }
    }

    private static Piece piece(Random r, boolean pg, String name, String schema) {
        String q = quoted(name, pg, r);
        String qs = schema == null ? null : quoted(schema, pg, r);
        String qualified = (schema == null ? "" : qs + ".") + q;
        String written = (schema == null ? "" : fold(schema, pg, qs) + ".") + fold(name, pg, q);
        String space = r.nextBoolean() ? " " : "\n  ";
        String string = pg && r.nextBoolean() ? "$x$ INSERT INTO " + q + " $x$" : "'it''s INSERT INTO " + name + "'";
        return switch (r.nextInt(10)) {
            case 0 -> new Piece("INSERT INTO" + space + qualified + " (a, b) VALUES (NEW.a, " + string + ")",
                    "INSERT " + written);
            case 1 -> new Piece("UPDATE" + space + (pg && r.nextBoolean() ? "ONLY " : "") + qualified
                    + " SET a = NEW.a WHERE b = OLD.b", "UPDATE " + written);
            case 2 -> new Piece("DELETE FROM " + qualified + " WHERE a = OLD.a", "DELETE " + written);
            case 3 -> new Piece(pg ? "INSERT INTO " + qualified + " VALUES (NEW.id) ON CONFLICT (id) DO UPDATE SET n "
                    + "= 1" : "INSERT IGNORE INTO " + qualified + " VALUES (NEW.id) ON DUPLICATE KEY UPDATE n = 1",
                    "INSERT " + written);
            case 4 -> new Piece("SELECT a INTO v FROM " + qualified + " WHERE b = 1 FOR UPDATE", null);
            case 5 -> new Piece((pg ? "-- INSERT INTO " : "# INSERT INTO ") + name + "\n  v := 1", null);
            case 6 -> new Piece("/* UPDATE " + name + " SET a = 1; /* nested */ */ v := 2".replace(
                    "/* nested */ ", pg ? "/* nested */ " : ""), null);
            case 7 -> new Piece("IF TG_OP = 'DELETE' THEN RAISE EXCEPTION 'DELETE FROM " + name + "'; END IF", null);
            case 8 -> new Piece("v := replace(" + string + ", 'a', 'b')", null);
            default -> new Piece((pg ? "MERGE INTO " + qualified + " USING (SELECT 1) s ON true WHEN NOT MATCHED "
                    + "THEN INSERT VALUES (NEW.id)" : "REPLACE INTO " + qualified + " (a) VALUES (NEW.a)"),
                    "INSERT " + written);
        };
    }

    /** A name as a body writes it: quoted where it must be, or at random. */
    private static String quoted(String name, boolean pg, Random r) {
        boolean must = !name.matches("[a-z_][a-z0-9_]*") || name.equals("select");
        if (!must && r.nextBoolean()) {
            return r.nextBoolean() ? name : name.toUpperCase(java.util.Locale.ROOT);
        }
        char q = pg ? '"' : '`';
        return q + name.replace(String.valueOf(q), "" + q + q) + q;
    }

    /** The name the reader gives back: a PostgreSQL name not quoted folds to lower case. */
    private static String fold(String name, boolean pg, String written) {
        boolean isQuoted = written.startsWith("\"") || written.startsWith("`");
        return isQuoted ? name : pg ? written.toLowerCase(java.util.Locale.ROOT) : written;
    }
}
