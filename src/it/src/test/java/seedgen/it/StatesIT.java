package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import seedgen.model.Dataset;
import seedgen.spec.DatasetCompiler;
import seedgen.spec.SpecReader;

/**
 * specs/states.yaml (orders whose status moves through states, with the time each row entered the one it holds and
 * the time it was paid) loaded by the command into MariaDB and PostgreSQL: every row holds the plan's values, the
 * paid time NULL where the order had not been paid, and the server's own comparisons find no status time before the
 * order or after as_of.
 */
class StatesIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(StatesIT.class);

    @RegisterExtension
    static final SharedPg pg = new SharedPg();

    @TempDir
    Path dir;

    static final Path SPEC = Path.of("src/it/src/test/resources/specs/states.yaml").toAbsolutePath();

    @Test
    void mariadbHoldsThePlansStates() throws Exception {
        String database = db.name("states");
        db.seedgen(dir, database, "--spec", SPEC.toString(), "--seed", "5").assertExit(0);
        try (Connection c = db.server().admin()) {
            c.setCatalog(database);
            holds(c, "`" + database + "`.`orders`", "`");
        }
    }

    @Test
    void postgresqlHoldsThePlansStates() throws Exception {
        String database = pg.server.database("states");
        CliRun.of(Map.of("SEEDGEN_PASSWORD", PgTestServer.IT_PASSWORD), dir, "--spec", SPEC.toString(), "--seed", "5",
                "--url", pg.server.url(database), "--user", PgTestServer.IT_USER).assertExit(0);
        try (Connection c = pg.server.connect(database)) {
            holds(c, "\"orders\"", "\"");
        }
    }

    private static void holds(Connection c, String orders, String q) throws Exception {
        Dataset.Table plan = DatasetCompiler.compile(SpecReader.read(SPEC.toString(), Files.readString(SPEC), Map.of()),
                5, null).table("orders");
        List<String> columns = List.of("id", "created_at", "status", "status_at", "paid_at", "paid_day");
        StringBuilder select = new StringBuilder("SELECT ");
        for (String col : columns) {
            select.append(select.length() > 7 ? ", " : "").append(q).append(col).append(q);
        }
        long rows = 0;
        long paid = 0;
        try (Statement st = c.createStatement();
                ResultSet rs = st.executeQuery(select + " FROM " + orders + " ORDER BY " + q + "id" + q)) {
            while (rs.next()) {
                rows++;
                long id = rs.getLong(1);
                Object[] want = plan.spec().row(id);
                List<Object> got = new ArrayList<>(List.of(id, time(rs, 2), rs.getString(3), time(rs, 4)));
                got.add(rs.getObject(5) == null ? null : time(rs, 5));
                got.add(rs.getObject(6) == null ? null : rs.getObject(6, LocalDate.class).toString());
                List<Object> expected = Arrays.asList(want[0], want[2], want[3], want[4], want[5], want[6]);
                assertEquals(expected, got, "order " + id);
                paid += want[5] == null ? 0 : 1;
            }
        }
        assertEquals(plan.rows(), rows);
        assertTrue(paid > rows / 2 && paid < rows, "most orders paid by as_of, not all: " + paid + " of " + rows);
        java.util.function.UnaryOperator<String> n = name -> q + name + q;
        for (String where : List.of(
                n.apply("status_at") + " < " + n.apply("created_at"),
                n.apply("status_at") + " > '2025-01-01 00:00:00' AND " + n.apply("created_at") + " <= '2025-01-01'",
                n.apply("paid_at") + " < " + n.apply("created_at") + " OR " + n.apply("paid_at") + " > "
                        + n.apply("status_at"),
                n.apply("status") + " = 'placed' AND " + n.apply("paid_at") + " IS NOT NULL",
                n.apply("status") + " IN ('paid', 'shipped', 'delivered') AND " + n.apply("paid_at") + " IS NULL",
                n.apply("status") + " = 'paid' AND " + n.apply("paid_at") + " <> " + n.apply("status_at"))) {
            try (Statement st = c.createStatement();
                    ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM " + orders + " WHERE " + where)) {
                rs.next();
                assertEquals(0, rs.getLong(1), where);
            }
        }
    }

    private static String time(ResultSet rs, int column) throws Exception {
        return rs.getObject(column, LocalDateTime.class).format(java.time.format.DateTimeFormatter.ofPattern(
                "yyyy-MM-dd HH:mm:ss"));
    }
}
