package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The statements AppSchemasIT sends for an application's script, as the server's own client would send them. */
class SqlScriptTest {

    private static List<String> sql(String text, SqlScript.Dialect dialect) {
        return SqlScript.split(text, dialect).stream().map(SqlScript.Statement::sql).toList();
    }

    private static List<Boolean> rows(String text, SqlScript.Dialect dialect) {
        return SqlScript.split(text, dialect).stream().map(SqlScript.Statement::rows).toList();
    }

    @Test
    void mySqlDelimiterLinesMakeATriggerBodyOneStatement() {
        String script = """
                CREATE TABLE t (a int);
                DELIMITER $$
                create trigger t_upper before insert on t for each row
                begin
                set new.a=1;
                end;$$
                DELIMITER ;
                SELECT 2;
                """;
        assertEquals(List.of("CREATE TABLE t (a int)", """
                create trigger t_upper before insert on t for each row
                begin
                set new.a=1;
                end;""", "SELECT 2"), sql(script, SqlScript.Dialect.MYSQL));
    }

    @Test
    void mySqlCommentsAndQuotesHideTheirSemicolons() {
        String script = """
                # a note; not a statement
                -- another; one
                /* and; a third */
                INSERT INTO t VALUES ('a;b', "c\\";d", 'e'';f');
                CREATE TABLE `x;y` (a int) -- trailing; comment
                ;
                SELECT 1--1;
                """;
        assertEquals(List.of("""
                # a note; not a statement
                -- another; one
                /* and; a third */
                INSERT INTO t VALUES ('a;b', "c\\";d", 'e'';f')""", """
                CREATE TABLE `x;y` (a int) -- trailing; comment""", "SELECT 1--1"),
                sql(script, SqlScript.Dialect.MYSQL));
    }

    @Test
    void aStatementOfCommentsAloneIsNotSentButAnExecutableCommentIs() {
        String script = "-- only a note\n;\n/*!40101 SET NAMES utf8 */;\n/* nothing */;\n";
        assertEquals(List.of("/*!40101 SET NAMES utf8 */"), sql(script, SqlScript.Dialect.MYSQL));
    }

    /** DAViCal's views/dav_principal.sql: a rule's statements in parentheses, one statement to psql. */
    @Test
    void postgresqlEndsNoStatementInsideParentheses() {
        String script = "CREATE RULE r AS ON INSERT TO v DO INSTEAD (\n  INSERT INTO a VALUES (1);\n  INSERT INTO b "
                + "VALUES (');)');\n);\nSELECT 1;\n";
        assertEquals(List.of("CREATE RULE r AS ON INSERT TO v DO INSTEAD (\n  INSERT INTO a VALUES (1);\n  INSERT "
                + "INTO b VALUES (');)');\n)", "SELECT 1"), sql(script, SqlScript.Dialect.POSTGRESQL));
    }

    /** LedgerSMB's Pg-database.sql ships its menu and defaults as psql's COPY FROM stdin blocks. */
    @Test
    void aCopyFromStdinCarriesItsDataLines() {
        String script = "CREATE TABLE d (k text, v text);\n-- Data for Name: d\nCOPY d FROM stdin WITH DELIMITER '|';\na|1;x\nb|\\N\n"
                + "\\.\nCOPY d (k) FROM stdin;\n\\.\nINSERT INTO d VALUES ('c', '2');\n";
        List<SqlScript.Statement> s = SqlScript.split(script, SqlScript.Dialect.POSTGRESQL);
        assertEquals(List.of("CREATE TABLE d (k text, v text)", "-- Data for Name: d\nCOPY d FROM stdin WITH DELIMITER '|'",
                "COPY d (k) FROM stdin", "INSERT INTO d VALUES ('c', '2')"), s.stream().map(SqlScript.Statement::sql)
                .toList());
        assertEquals("a|1;x\nb|\\N\n", s.get(1).copyData());
        assertEquals("", s.get(2).copyData());
        assertEquals(List.of(false, true, true, true), s.stream().map(SqlScript.Statement::rows).toList());
        assertEquals(null, s.get(3).copyData());
    }

    @Test
    void statementsThatWriteRowsAreMarked() {
        String script = """
                CREATE TABLE t (a int);
                -- the version row
                insert into t values (1);
                Update t set a = 2;
                DELETE FROM t;
                REPLACE INTO t VALUES (3);
                INSERT INTO s SELECT * FROM (SELECT 0) x WHERE NOT EXISTS (SELECT * FROM s);
                SET FOREIGN_KEY_CHECKS=1;
                commit;
                """;
        assertEquals(List.of(false, true, true, true, true, true, false, false),
                rows(script, SqlScript.Dialect.MYSQL));
    }

    @Test
    void postgresqlDollarBodiesHideTheirSemicolons() {
        String script = """
                create or replace function f()
                returns trigger language plpgsql as $func$
                begin
                update t set b=upper(a) where id=new.id;
                return null;
                end $func$;
                CREATE FUNCTION g(int) RETURNS int AS $$ SELECT $1; $$ LANGUAGE sql;
                SELECT 'it''s; here', E'\\'; there', "odd;name" FROM t;
                /* outer /* inner; */ still; a comment */ SELECT 1;
                """;
        assertEquals(List.of("""
                create or replace function f()
                returns trigger language plpgsql as $func$
                begin
                update t set b=upper(a) where id=new.id;
                return null;
                end $func$""", "CREATE FUNCTION g(int) RETURNS int AS $$ SELECT $1; $$ LANGUAGE sql",
                "SELECT 'it''s; here', E'\\'; there', \"odd;name\" FROM t",
                "/* outer /* inner; */ still; a comment */ SELECT 1"), sql(script, SqlScript.Dialect.POSTGRESQL));
        assertEquals(List.of(false, false, false, false), rows(script, SqlScript.Dialect.POSTGRESQL));
    }

    @Test
    void postgresqlHasNoDelimiterCommandNorHashComments() {
        String script = "SELECT 1 # 2;\nDELIMITER //\n";
        assertEquals(List.of("SELECT 1 # 2", "DELIMITER //"), sql(script, SqlScript.Dialect.POSTGRESQL));
    }

    @Test
    void anUnclosedQuoteOrBodyIsRefusedNamingWhere() {
        IllegalArgumentException quote = assertThrows(IllegalArgumentException.class,
                () -> SqlScript.split("SELECT 1;\nSELECT 'a;", SqlScript.Dialect.MYSQL));
        assertEquals("a quote ' opened at offset 17 is never closed", quote.getMessage());
        IllegalArgumentException body = assertThrows(IllegalArgumentException.class,
                () -> SqlScript.split("DO $x$ BEGIN END", SqlScript.Dialect.POSTGRESQL));
        assertEquals("a body $x$ opened at offset 3 is never closed", body.getMessage());
    }
}
