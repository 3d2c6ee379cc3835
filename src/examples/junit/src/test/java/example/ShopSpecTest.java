package example;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import seedgen.junit.JdbcTarget;
import seedgen.junit.SeedgenData;
import seedgen.junit.SeedgenDataset;
import seedgen.junit.SeedgenTarget;

/** The application's own spec, a test resource, at 500 accounts. */
@SeedgenDataset(spec = "classpath:shop.yaml", rows = 500, seed = 11, database = "sample_shop")
class ShopSpecTest {

    @SeedgenTarget
    static final JdbcTarget DATABASE = SampleDatabase.get();

    @Test
    void noOrderIsPlacedBeforeItsAccountWasMade(SeedgenData data) throws SQLException {
        assertEquals(500, data.rows("accounts"));
        try (Connection c = data.connect(); Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("SELECT COUNT(*), SUM(CASE WHEN o.created_at < a.created_at THEN 1 ELSE 0 "
                        + "END) FROM orders o JOIN accounts a ON a.id = o.account_id")) {
            rs.next();
            assertEquals(data.rows("orders"), rs.getLong(1), "every order has its account");
            assertEquals(0, rs.getLong(2), "orders before their account");
        }
    }

    @Test
    void theFirstAccountsAreTheFeedsRange(SeedgenData data) throws SQLException {
        var first = data.range("accounts", 1, 3, "id", "email");
        try (Connection c = data.connect(); Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("SELECT id, email FROM accounts ORDER BY id LIMIT 3")) {
            for (var row : first) {
                rs.next();
                assertEquals(((Number) row.get("id")).longValue(), rs.getLong(1));
                assertEquals(row.get("email"), rs.getString(2));
            }
        }
    }
}
