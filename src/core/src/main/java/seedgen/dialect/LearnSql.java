package seedgen.dialect;

import java.util.List;
import java.util.StringJoiner;

/**
 * The queries that learn a database's shape ({@code profile/Learner} and {@code KeyShapes}: what spec --from-db
 * --learn copies) and read a table's facts ({@code profile/FactsReader}, for the learner and the report). Each takes
 * the table qualified, the columns quoted, and the rows as a text {@code FROM ... WHERE ...} (a leading space; the
 * caller adds its conditions: a sample's key ranges, the values held) or as a derived table; the family's words where
 * they differ ({@link Dialect#asText}).
 */
public final class LearnSql {

    private final Dialect sql;

    public LearnSql(Dialect sql) {
        this.sql = sql;
    }

    /** The table's rows. */
    public String rows(String table) {
        return "SELECT COUNT(*) FROM " + table;
    }

    /** The rows {@code fromWhere} selects. */
    public String rowsIn(String fromWhere) {
        return "SELECT COUNT(*)" + fromWhere;
    }

    /** The table's rows as the learner reads them: all of them, or those {@code ranges} (" AND ...", or "") hold. */
    public String fromWhere(String table, String ranges) {
        return " FROM " + table + " WHERE 1 = 1" + ranges;
    }

    /** The least and greatest value of {@code key}: the ends of its index. */
    public String span(String table, String key) {
        return "SELECT MIN(" + key + "), MAX(" + key + ") FROM " + table;
    }

    /**
     * The rows, then of each of {@code columns} its values that are not NULL and, where {@code distinct} says so, how
     * many differ (-1 where not).
     */
    public String counts(List<String> columns, List<Boolean> distinct, String fromWhere) {
        StringJoiner counts = new StringJoiner(", ", "SELECT COUNT(*), ", fromWhere);
        for (int i = 0; i < columns.size(); i++) {
            counts.add(countValues(columns.get(i)));
            counts.add(distinct.get(i) ? countDistinct(columns.get(i)) : "-1");
        }
        return counts.toString();
    }

    /** Each value of {@code column} as text and its rows, the most held first. */
    public String members(String column, String fromWhere) {
        return "SELECT " + sql.asText(column) + ", COUNT(*)" + fromWhere + " AND " + column + " IS NOT NULL GROUP BY "
                + column + " ORDER BY 2 DESC, 1";
    }

    /** The values of {@code measure} at the ranks {@code rows} (from 1) in its order: each rank and its value. */
    public String atRanks(String measure, String fromWhere, List<Long> rows) {
        StringJoiner in = new StringJoiner(", ");
        rows.forEach(r -> in.add(Long.toString(r)));
        return "SELECT r.rn, r.m FROM (SELECT s.m, ROW_NUMBER() OVER (ORDER BY s.m) AS rn FROM (SELECT " + measure
                + " AS m" + fromWhere + ") s) r WHERE r.rn IN (" + in + ")";
    }

    /**
     * How many parents have each number of children, over the rows holding the key ({@code allNotNull}) in
     * {@code ranges}: {@code columns} the key's, joined by commas.
     */
    public String fanOut(String table, String columns, String allNotNull, String ranges) {
        return "SELECT g.n, COUNT(*) FROM (SELECT COUNT(*) AS n FROM " + table + " WHERE " + allNotNull + ranges
                + " GROUP BY " + columns + ") g GROUP BY g.n ORDER BY g.n";
    }

    /**
     * The child rows (alias c) joined to their parents (p) on {@code on}, with both times: how many, how many have
     * the child's time before the parent's, and the average of {@code delay}.
     */
    public String beforeParent(String child, String parent, String on, String childTime, String parentTime,
            String delay, String ranges) {
        return "SELECT COUNT(*), COALESCE(SUM(CASE WHEN " + childTime + " < " + parentTime + " THEN 1 ELSE 0 END), 0), "
                + "AVG(" + delay + ") FROM " + child + " c JOIN " + parent + " p ON " + on + " WHERE " + childTime
                + " IS NOT NULL AND " + parentTime + " IS NOT NULL" + ranges;
    }

    /** The rows (alias c) holding both times: how many have {@code time} before {@code other}, and how many after. */
    public String sameRowOrder(String table, String time, String other, String ranges) {
        return "SELECT COALESCE(SUM(CASE WHEN " + time + " < " + other + " THEN 1 ELSE 0 END), 0), COALESCE(SUM(CASE "
                + "WHEN " + time + " > " + other + " THEN 1 ELSE 0 END), 0) FROM " + table + " c WHERE " + time
                + " IS NOT NULL AND " + other + " IS NOT NULL" + ranges;
    }

    /** {@code parent} joined as {@code alias} to the child (c): its {@code key} to the child's {@code column}. */
    public String join(String parent, String alias, String key, String column) {
        return " JOIN " + parent + " " + alias + " ON " + alias + "." + key + " = c." + column;
    }

    /** The rows of {@code table} (alias c) with {@code joins} where {@code time} holds one, and {@code conditions}. */
    public String joinedFromWhere(String table, String joins, String time, String conditions) {
        return " FROM " + table + " c" + joins + " WHERE " + time + " IS NOT NULL" + conditions;
    }

    /** The rows, and how many of them have {@code delay} 0. */
    public String zeros(String delay, String fromWhere) {
        return "SELECT COUNT(*), COALESCE(SUM(CASE WHEN " + delay + " = 0 THEN 1 ELSE 0 END), 0)" + fromWhere;
    }

    /**
     * The sum of the squared differences of the ranks of {@code key} and {@code time} (ties of time broken by key),
     * and the rows: both taken out under seedgen's names first, so that no column's name can be read as a rank's.
     */
    public String rankDifferences(String key, String time, String fromWhere) {
        String d = "CAST(x.seedgen_key_rank AS DECIMAL(20, 0)) - CAST(x.seedgen_time_rank AS DECIMAL(20, 0))";
        return "SELECT SUM((" + d + ") * (" + d + ")), COUNT(*) FROM (SELECT ROW_NUMBER() OVER (ORDER BY "
                + "v.seedgen_key) AS seedgen_key_rank, ROW_NUMBER() OVER (ORDER BY v.seedgen_time, v.seedgen_key) AS "
                + "seedgen_time_rank FROM (SELECT " + key + " AS seedgen_key, " + time + " AS seedgen_time" + fromWhere
                + ") v) x";
    }

    /** Each pair of values of {@code a} and {@code b} over the whole table, as text, and its rows. */
    public String pairs(String table, String a, String b) {
        return "SELECT " + sql.asText(a) + ", " + sql.asText(b) + ", COUNT(*) FROM " + table + " GROUP BY " + a + ", "
                + b;
    }

    /**
     * The groups of {@code owner} (alias g: seedgen_owner, and the least and greatest {@code member} as seedgen_first
     * and seedgen_last, signed) joined to their parent rows (p) on its {@code key}.
     */
    public String ownerGroups(String owner, String member, String fromWhere, String parent, String key) {
        return "(SELECT " + owner + " AS seedgen_owner, MIN(" + member + ") * 1.0 AS seedgen_first, MAX(" + member
                + ") * 1.0 AS seedgen_last" + fromWhere + " GROUP BY " + owner + ") g JOIN " + parent + " p ON p."
                + key + " = g.seedgen_owner";
    }

    /** The year of the parent's (p) time {@code time}. */
    public String parentYear(String time) {
        return "EXTRACT(YEAR FROM p." + time + ")";
    }

    /** The {@link #ownerGroups} whose parent's {@code time} holds one. */
    public String withParentTime(String groups, String time) {
        return " FROM " + groups + " WHERE p." + time + " IS NOT NULL";
    }

    /** The groups, how many end in {@code year} or before, and how far after their last value it is on average. */
    public String yearEnds(String year, String fromWhere) {
        return "SELECT COUNT(*), COALESCE(SUM(CASE WHEN g.seedgen_last <= " + year + " THEN 1 ELSE 0 END), 0), AVG("
                + year + " - g.seedgen_last)" + fromWhere;
    }

    /** A group's first value less {@code year}. */
    public String firstAfter(String year) {
        return "g.seedgen_first - " + year;
    }

    /**
     * From one row to the next within {@code group} (its columns, joined by commas) in {@code order}, how much
     * {@code measure} grows, and on how many rows: the most frequent first.
     */
    public String steps(String measure, String group, String order, String fromWhere) {
        return "SELECT s.seedgen_step, COUNT(*) FROM (SELECT " + measure + " - LAG(" + measure + ") OVER (PARTITION BY "
                + group + " ORDER BY " + order + ") AS seedgen_step" + fromWhere + ") s WHERE s.seedgen_step IS NOT "
                + "NULL GROUP BY s.seedgen_step ORDER BY 2 DESC, 1";
    }

    /** The least {@code measure} of each group (alias g, as {@link #groupStart}): a {@code FROM ... WHERE} text. */
    public String groupStarts(String measure, String group, String fromWhere) {
        return " FROM (SELECT MIN(" + measure + ") AS seedgen_start" + fromWhere + " GROUP BY " + group + ") g WHERE 1 "
                + "= 1";
    }

    /** A group's least value in {@link #groupStarts}. */
    public String groupStart() {
        return "g.seedgen_start";
    }

    /** How many groups {@code member} does not number 1..k, how many it does not number 0..k-1, and the groups. */
    public String numbering(String member, String group, String fromWhere) {
        return "SELECT COALESCE(SUM(CASE WHEN g.lo = 1 AND g.hi = g.n THEN 0 ELSE 1 END), 0), COALESCE(SUM(CASE WHEN "
                + "g.lo = 0 AND g.hi = g.n - 1 THEN 0 ELSE 1 END), 0), COUNT(*) FROM (SELECT MIN(" + member
                + ") AS lo, MAX(" + member + ") AS hi, COUNT(*) AS n" + fromWhere + " GROUP BY " + group + ") g";
    }

    /** The most rows of one group of {@code group}'s columns. */
    public String longestRun(String group, String fromWhere) {
        return "SELECT MAX(g.n) FROM (SELECT COUNT(*) AS n" + fromWhere + " GROUP BY " + group + ") g";
    }

    /** The rows {@code fromWhere} selects as a derived table s of {@code values}: each "expression AS name". */
    public String derived(List<String> values, String fromWhere) {
        StringJoiner list = new StringJoiner(", ", "(SELECT ", fromWhere + ") s");
        values.forEach(list::add);
        return list.toString();
    }

    /** The derived table {@code rows} as one r of {@code values}, each worked out once a row (the LIMIT's doing). */
    public String once(List<String> values, String rows) {
        StringJoiner inner = new StringJoiner(", ", "(SELECT ", " FROM " + rows + " LIMIT 9223372036854775807) r");
        values.forEach(inner::add);
        return inner.toString();
    }

    /** The derived table {@code rows} as one r of {@code values}. */
    public String over(List<String> values, String rows) {
        StringJoiner inner = new StringJoiner(", ", "(SELECT ", " FROM " + rows + ") r");
        values.forEach(inner::add);
        return inner.toString();
    }

    /** {@code expressions} over {@code from}, a table or a derived table: one row. */
    public String select(List<String> expressions, String from) {
        return "SELECT " + String.join(", ", expressions) + " FROM " + from;
    }

    /** The rows, in a select list. */
    public String countAll() {
        return "COUNT(*)";
    }

    /** The values of {@code value} that are not NULL, in a select list. */
    public String countValues(String value) {
        return "COUNT(" + value + ")";
    }

    /** How many values of {@code value} differ, in a select list. */
    public String countDistinct(String value) {
        return "COUNT(DISTINCT " + value + ")";
    }

    /** The rows where {@code condition} holds, in a select list. */
    public String countWhere(String condition) {
        return "SUM(CASE WHEN " + condition + " THEN 1 ELSE 0 END)";
    }

    /** The sum of {@code value} over the rows where {@code condition} holds, in a select list. */
    public String sumWhere(String condition, String value) {
        return "SUM(CASE WHEN " + condition + " THEN " + value + " END)";
    }

    /** A sum of 1 a row with {@code a} below {@code b}, {@code equal} a row with both equal, {@code greater} above. */
    public String orderSum(String a, String b, String equal, String greater) {
        return "SUM(CASE WHEN " + a + " < " + b + " THEN 1 WHEN " + a + " = " + b + " THEN " + equal + " WHEN " + a
                + " > " + b + " THEN " + greater + " END)";
    }

    /** {@code bit} on a row where {@code value} is NULL, else 0. */
    public String nullBit(String value, long bit) {
        return "CASE WHEN " + value + " IS NULL THEN " + bit + " ELSE 0 END";
    }

    /** The rows of the derived table {@code rows} by their {@code pattern} (a number), with each one's rows. */
    public String byPattern(String pattern, String rows) {
        return "SELECT " + pattern + ", COUNT(*) FROM " + rows + " GROUP BY 1";
    }

    /** 1 on a row where {@code value} and each of {@code others} hold one, else 0. */
    public String held(String value, List<String> others) {
        if (others.isEmpty()) {
            return "CASE WHEN " + value + " IS NOT NULL THEN 1 ELSE 0 END";
        }
        StringJoiner all = new StringJoiner(" AND ", "CASE WHEN " + value + " IS NOT NULL AND ", " THEN 1 ELSE 0 END");
        others.forEach(o -> all.add(o + " IS NOT NULL"));
        return all.toString();
    }

    /**
     * Twice the average rank of {@code value} among the rows {@code in} counts (1 or 0 a row): the rows up to it
     * doubled, and with {@code ties}, less its ties, plus one.
     */
    public String doubledRank(String value, String in, boolean ties) {
        String le = "SUM(" + in + ") OVER (ORDER BY " + value + ")";
        if (!ties) {
            return "2 * " + le;
        }
        return "2 * " + le + " - SUM(" + in + ") OVER (PARTITION BY " + value + ") + 1";
    }

    /** Each combination of {@code values} (two: both held) in the derived table {@code rows}, as text, and its rows. */
    public String combinations(List<String> values, String rows) {
        StringJoiner select = new StringJoiner(", ", "SELECT ", ", COUNT(*) FROM " + rows);
        StringJoiner group = new StringJoiner(", ", " GROUP BY ", "");
        for (String v : values) {
            select.add(sql.asText(v));
            group.add(v);
        }
        String where = "";
        if (values.size() == 2) {
            where = " WHERE " + values.get(0) + " IS NOT NULL AND " + values.get(1) + " IS NOT NULL";
        }
        return select + where + group;
    }
}
