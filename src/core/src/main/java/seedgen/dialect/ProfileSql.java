package seedgen.dialect;

import java.util.Collection;
import java.util.List;
import java.util.StringJoiner;

/**
 * The queries that profile a table ({@code profile/Profiler}: seedgen report's figures): a column's counts and range,
 * its values and their rows, its histogram, its quantiles, the characters at each position of its text, a foreign
 * key's fan-out and the order of a child's times against its parent's. Each takes the table qualified and the column
 * quoted; the family's words where they differ ({@link Dialect#asText}).
 */
public final class ProfileSql {

    private final Dialect sql;

    public ProfileSql(Dialect sql) {
        this.sql = sql;
    }

    /** The column's values that are not NULL, and (with {@code distinct}) how many differ. */
    public String counts(String table, String column, boolean distinct) {
        return "SELECT COUNT(" + column + ")" + (distinct ? ", COUNT(DISTINCT " + column + ")" : "") + " FROM " + table;
    }

    /** As {@link #counts}, then the least and greatest of {@code measure} (the column as a number); -1 for no count. */
    public String countsAndRange(String table, String column, boolean distinct, String measure) {
        return "SELECT COUNT(" + column + "), " + (distinct ? "COUNT(DISTINCT " + column + ")" : "-1") + ", MIN("
                + measure + "), MAX(" + measure + ") FROM " + table;
    }

    /** Each value as text and its rows, the most held first. */
    public String members(String table, String column) {
        return "SELECT " + sql.asText(column) + ", COUNT(*) FROM " + table + " WHERE " + column + " IS NOT NULL "
                + "GROUP BY " + column + " ORDER BY 2 DESC, 1";
    }

    /** Each bin's rows: the bin of {@code measure} from {@code min} by {@code width}, both decimal literals. */
    public String histogram(String table, String column, String measure, String min, String width) {
        String bin = "FLOOR((" + measure + " - " + min + ") / " + width + ")";
        return "SELECT " + bin + " AS b, COUNT(*) FROM " + table + " WHERE " + column + " IS NOT NULL GROUP BY " + bin;
    }

    /** How many parents have each number of children: {@code columns} the key's, joined by commas. */
    public String fanOut(String table, String columns, String allNotNull) {
        return "SELECT n, COUNT(*) FROM (SELECT COUNT(*) AS n FROM " + table + " WHERE " + allNotNull + " GROUP BY "
                + columns + ") g GROUP BY n ORDER BY n";
    }

    /**
     * The child rows (alias c) joined to their parents (p) on {@code on}, with both times, and how many of them have
     * the child's time before the parent's ({@code after}: after it).
     */
    public String timeOrder(String child, String parent, String on, String childTime, String parentTime,
            boolean after) {
        return "SELECT COUNT(*), COALESCE(SUM(CASE WHEN " + childTime + (after ? " > " : " < ") + parentTime
                + " THEN 1 ELSE 0 END), 0) FROM " + child + " c JOIN " + parent + " p ON " + on + " WHERE "
                + childTime + " IS NOT NULL AND " + parentTime + " IS NOT NULL";
    }

    /**
     * The values with a row number in their order, of each of {@code measures} (v0, n0, v1, n1, ... by its place; a
     * NULL numbered apart), on the rows where one is at one of its {@code ranks}.
     */
    public String quantiles(String table, List<String> measures, List<? extends Collection<Long>> ranks) {
        StringJoiner values = new StringJoiner(", ");
        StringJoiner numbered = new StringJoiner(", ");
        StringJoiner wanted = new StringJoiner(" OR ");
        for (int i = 0; i < measures.size(); i++) {
            values.add(measures.get(i) + " AS v" + i);
            numbered.add("v" + i);
            numbered.add("ROW_NUMBER() OVER (PARTITION BY CASE WHEN v" + i + " IS NULL THEN 1 ELSE 0 END ORDER BY v" + i
                    + ") AS n" + i);
            StringJoiner in = new StringJoiner(", ", "v" + i + " IS NOT NULL AND n" + i + " IN (", ")");
            ranks.get(i).forEach(r -> in.add(Long.toString(r)));
            wanted.add(in.toString());
        }
        return "SELECT * FROM (SELECT " + numbered + " FROM (SELECT " + values + " FROM " + table + ") s) r WHERE "
                + wanted;
    }

    /**
     * The values of the column that are not NULL, then for each of its first {@code positions} positions, of each of
     * {@code ranges} (least and greatest, inclusive), the values whose character there has a code in it.
     */
    public String positions(String table, String column, int positions, int[][] ranges) {
        StringJoiner select = new StringJoiner(", ", "SELECT COUNT(*), ", " FROM " + table + " WHERE " + column
                + " IS NOT NULL");
        String text = sql.asText(column);
        for (int i = 1; i <= positions; i++) {
            String code = "ASCII(SUBSTRING(" + text + ", " + i + ", 1))";
            for (int[] range : ranges) {
                select.add("SUM(CASE WHEN " + code + " BETWEEN " + range[0] + " AND " + range[1]
                        + " THEN 1 ELSE 0 END)");
            }
        }
        return select.toString();
    }
}
