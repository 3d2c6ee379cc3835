package seedgen.it.shape;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.AbstractMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/** Measures a {@link Fact} on one side. */
final class Facts {

    static final double BOUND = 0.05;

    private Facts() {
    }

    /** The fact's figure on {@code side}; {@code names} writes a name in braces as the side spells and quotes it. */
    static double measure(Fact fact, Side side, UnaryOperator<String> names) throws SQLException {
        List<String> e = fact.expressions().stream().map(x -> Fact.resolve(x.on(side.postgresql()), names)).toList();
        String from = names.apply(fact.table());
        switch (fact.kind()) {
            case SHARE: {
                double[] r = side.numbers("SELECT COUNT(*), SUM(CASE WHEN " + e.get(1) + " THEN 1 ELSE 0 END) FROM "
                        + from + " WHERE " + e.get(0));
                return r[0] == 0 ? Double.NaN : r[1] / r[0];
            }
            case SPEARMAN: {
                // average ranks: a tie's first place plus half of the places it shares
                String ranks = "SELECT RANK() OVER (ORDER BY shape_a) + (COUNT(*) OVER (PARTITION BY shape_a) - 1) "
                        + "/ 2.0 AS shape_ra, RANK() OVER (ORDER BY shape_b) + (COUNT(*) OVER (PARTITION BY shape_b) "
                        + "- 1) / 2.0 AS shape_rb FROM (SELECT " + e.get(0) + " AS shape_a, " + e.get(1)
                        + " AS shape_b FROM " + from + " WHERE (" + e.get(0) + ") IS NOT NULL AND (" + e.get(1)
                        + ") IS NOT NULL) shape_p";
                double[] r = side.numbers("SELECT COUNT(*), SUM(shape_ra), SUM(shape_rb), SUM(shape_ra * shape_ra), "
                        + "SUM(shape_rb * shape_rb), SUM(shape_ra * shape_rb) FROM (" + ranks + ") shape_r");
                return new Stats.Sums(r[0], r[1], r[2], r[3], r[4], r[5]).pearson();
            }
            case CRAMERS_V: {
                Map<Map.Entry<String, String>, Long> cells = new HashMap<>();
                try (Statement st = side.connection().createStatement(); ResultSet rs = st.executeQuery("SELECT "
                        + e.get(0) + ", " + e.get(1) + ", COUNT(*) FROM " + from + " WHERE (" + e.get(0)
                        + ") IS NOT NULL AND (" + e.get(1) + ") IS NOT NULL GROUP BY " + e.get(0) + ", "
                        + e.get(1))) {
                    while (rs.next()) {
                        cells.merge(new AbstractMap.SimpleImmutableEntry<>(rs.getString(1), rs.getString(2)),
                                rs.getLong(3), Long::sum);
                    }
                }
                return cells.isEmpty() ? Double.NaN : Stats.cramersV(cells);
            }
            case QUERY:
                return side.numbers(e.get(0))[0];
            default:
                throw new IllegalStateException("no measure for " + fact.kind());
        }
    }
}
