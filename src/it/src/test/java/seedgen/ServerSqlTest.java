package seedgen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The marks of server SQL that ArchitectureTest looks for, tried on texts as the class files hold them. */
class ServerSqlTest {

    @Test
    void eachServersCatalogStatementsSettingsAndLocksAreMarked() {
        assertEquals(Optional.of("information_schema"),
                ServerSql.in("SELECT COUNT(*) FROM information_schema.COLUMNS"));
        assertEquals(Optional.of("pg_catalog"), ServerSql.in("SELECT c.oid FROM pg_catalog.pg_class c"));
        assertEquals(Optional.of("LOAD DATA"), ServerSql.in("LOAD DATA LOCAL INFILE \u0001 INTO TABLE \u0001"));
        assertEquals(Optional.of("load  data"), ServerSql.in("load  data local infile 'f' into table t"));
        assertEquals(Optional.of("SET SESSION"), ServerSql.in("SET SESSION sql_mode = @seedgen_sql_mode;\n"));
        assertEquals(Optional.of("GET_LOCK"), ServerSql.in("SELECT GET_LOCK(?, ?)"));
        assertEquals(Optional.of("pg_advisory"), ServerSql.in("SELECT pg_advisory_unlock(?)"));
        assertEquals(Optional.of("COPY "), ServerSql.in("COPY \u0001 (\u0001) FROM STDIN WITH (FORMAT binary)"));
    }

    /** COPY in lower case is a statement only in a statement's shape, psql's {@code \copy} among them. */
    @Test
    void aCopyStatementIsMarkedInAnyCase() {
        assertEquals(Optional.of("copy \u0001 FROM '"),
                ServerSql.in("then \\copy \u0001 FROM '\u0001' WITH (FORMAT csv)"));
        assertEquals(Optional.of("copy t (a, b) from stdin"), ServerSql.in("copy t (a, b) from stdin"));
        assertEquals(Optional.of("Copy t TO \u0001"), ServerSql.in("Copy t TO \u0001"));
    }

    /** Copy is an English word too: the messages that say it are not SQL. */
    @Test
    void theWordCopyInAMessageIsNot() {
        assertEquals(Optional.empty(), ServerSql.in("fill an empty copy of its schema"));
        assertEquals(Optional.empty(), ServerSql.in("--method copy is PostgreSQL's bulk path: on MySQL and MariaDB use "
                + "--method load-data, insert or auto"));
        assertEquals(Optional.empty(), ServerSql.in("columns \u0001 and \u0001 both copy \u0001.\u0001: a parent's "
                + "column is copied once"));
        assertEquals(Optional.empty(), ServerSql.in("copy the rows to the clipboard"));
        assertEquals(Optional.empty(), ServerSql.in(" copy streams (--method copy)"));
    }
}
