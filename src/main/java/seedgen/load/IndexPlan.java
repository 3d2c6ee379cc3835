package seedgen.load;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import seedgen.error.SeedgenException;
import seedgen.dialect.mysql.TableSchema;

/**
 * Which unique keys of an existing table a run builds after its rows. With --defer-indexes they are dropped
 * first (only on an empty table unless --defer-indexes-on-rows); without it, only keys missing already (what
 * an interrupted --defer-indexes run leaves) are added, so any later successful run ends with every key.
 */
final class IndexPlan {

    private IndexPlan() {
    }

    static LoadService.Preparation apply(Connection c, TableSchema schema, WritePath path,
            LoadService.Preparation prepared) throws SQLException {
        Map<String, String> indexes = schema.uniqueIndexes(c);
        List<String> missing = new ArrayList<>();
        List<String> present = new ArrayList<>();
        indexes.forEach((column, index) -> {
            if (index == null) {
                missing.add(column);
            } else {
                present.add(index);
            }
        });
        if (!path.deferIndexes()) {
            return missing.isEmpty() ? prepared : new LoadService.Preparation(prepared.action()
                    + "; unique keys on " + String.join(", ", missing) + " missing (left by an interrupted "
                    + "--defer-indexes run?), added after the load", prepared.firstId(), missing);
        }
        if (!path.deferOnRows() && !schema.isEmpty(c)) {
            throw SeedgenException.badInput("--defer-indexes on " + schema.qualifiedName() + ", which holds rows, "
                    + "would drop its unique keys and rebuild them over every row: add --defer-indexes-on-rows to "
                    + "do that, or drop --defer-indexes");
        }
        if (!present.isEmpty()) {
            try (Statement st = c.createStatement()) {
                st.execute(schema.dropIndexesSql(present));
            }
        }
        return new LoadService.Preparation(prepared.action() + "; unique keys dropped, added after the load "
                + "(--defer-indexes)", prepared.firstId(), List.copyOf(indexes.keySet()));
    }
}
