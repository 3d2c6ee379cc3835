package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * References to a unique key that is not the primary key, on MariaDB (PostgreSQL's are in {@link PgInheritanceIT}):
 * a table keyed by a text code whose integer id is unique, its rows referring to each other by that id (a nullable
 * parent, as an accounting application's headings; a NOT NULL one whose first row is its own root), and another
 * table referring to it by the id. Filled by --from-db with exit 0 and nothing left out; every reference finds its
 * row, counted here; a row refers to an earlier one, so the references form no cycle; the same rows with one thread.
 * Before, both self-referring tables were left out ("not its key, is not made yet"), and the table referring to
 * them with them.
 */
class UniqueKeyReferenceIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(UniqueKeyReferenceIT.class);

    @TempDir
    Path dir;

    private static final List<String> DDL = List.of(
            "CREATE TABLE headings (code VARCHAR(20) NOT NULL PRIMARY KEY, id INT NOT NULL AUTO_INCREMENT UNIQUE, "
                    + "parent_id INT NULL, label VARCHAR(40), CONSTRAINT fk_heading_parent FOREIGN KEY (parent_id) "
                    + "REFERENCES headings (id))",
            "CREATE TABLE regions (code CHAR(8) NOT NULL PRIMARY KEY, id BIGINT NOT NULL UNIQUE, top_id BIGINT NOT "
                    + "NULL, name VARCHAR(60) NOT NULL, CONSTRAINT fk_region_top FOREIGN KEY (top_id) REFERENCES "
                    + "regions (id))",
            "CREATE TABLE accounts (id INT NOT NULL AUTO_INCREMENT PRIMARY KEY, heading INT NOT NULL, region BIGINT "
                    + "NULL, name VARCHAR(60), CONSTRAINT fk_account_heading FOREIGN KEY (heading) REFERENCES headings "
                    + "(id), CONSTRAINT fk_account_region FOREIGN KEY (region) REFERENCES regions (id))");

    /** Each reference: table, column, the table it refers to, the unique column it names. */
    private static final List<List<String>> REFERENCES = List.of(List.of("headings", "parent_id", "headings", "id"),
            List.of("regions", "top_id", "regions", "id"), List.of("accounts", "heading", "headings", "id"),
            List.of("accounts", "region", "regions", "id"));

    @Test
    void rowsReferToAUniqueColumnThatIsNotTheKeyTheirOwnTablesToo() throws Exception {
        String a = db.name("a");
        String b = db.name("b");
        for (String name : List.of(a, b)) {
            db.execute("CREATE DATABASE " + Sql.quote(name));
            db.execute(DDL.stream().map(s -> s.replace("CREATE TABLE ", "CREATE TABLE " + Sql.quote(name) + "."))
                    .toArray(String[]::new));
        }
        CliRun run = db.seedgen(dir, a, "--from-db", "--rows", "400", "--threads", "3").assertExit(0);
        assertFalse(run.out().contains("left out"), run::describe);
        assertTrue(run.out().contains("4 checked after the load: no orphan row"), run::describe);
        db.seedgen(dir, b, "--from-db", "--rows", "400", "--threads", "1").assertExit(0);
        try (Connection c = db.admin()) {
            c.setCatalog(a);
            for (List<String> r : REFERENCES) {
                assertEquals(0, Sql.number(c, "SELECT COUNT(*) FROM " + r.get(0) + " c WHERE c." + r.get(1)
                        + " IS NOT NULL AND NOT EXISTS (SELECT 1 FROM " + r.get(2) + " p WHERE p." + r.get(3)
                        + " = c." + r.get(1) + ")"), r + ": every value is a row's");
                assertTrue(Sql.number(c, "SELECT COUNT(*) FROM " + r.get(0) + " WHERE " + r.get(1)
                        + " IS NOT NULL") > 300, r + ": filled");
            }
            assertEquals(1, Sql.number(c, "SELECT COUNT(*) FROM headings WHERE parent_id IS NULL"), "one root heading");
            assertEquals(0, Sql.number(c, "SELECT COUNT(*) FROM headings WHERE parent_id >= id"), "an earlier heading");
            assertEquals(1, Sql.number(c, "SELECT COUNT(*) FROM regions WHERE top_id = id"),
                    "the first region is its own");
            assertEquals(0, Sql.number(c, "SELECT COUNT(*) FROM regions WHERE top_id > id"), "an earlier region");
            for (String t : List.of("headings", "regions", "accounts")) {
                assertEquals(checksum(c, a, t), checksum(c, b, t), t + ": the same rows with one thread");
            }
        }
    }

    private static String checksum(Connection c, String database, String table) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("CHECKSUM TABLE " + Sql.quote(database)
                + "." + table)) {
            rs.next();
            return rs.getString(2);
        }
    }
}
