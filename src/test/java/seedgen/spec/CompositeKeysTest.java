package seedgen.spec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Keys of several columns made by construction: a column laid out in row order, a parent's column, a counter and a
 * series within each parent's rows, a different member for each row of a group, and a reference by a shared value.
 */
class CompositeKeysTest {

    static Dataset compile(String yaml, long seed) {
        return DatasetCompiler.compile(SpecReader.read("t.yaml", yaml, Map.of()), seed, null);
    }

    static long epoch(Object text) {
        return java.time.LocalDateTime.parse(text.toString().replace(' ', 'T')).toEpochSecond(java.time.ZoneOffset.UTC);
    }

    /**
     * A column in row order: 3,000 teams over the years {0: 1871, 0.1: 1900, 0.5: 1980, 1: 2024} never go back a
     * year, and row r holds the quantile at rank (r - 0.5) / 3000 rounded, so exactly 307 rows lie at or before 1900
     * and 1,492 before 1980; times likewise, by the second (1,500 on the first day).
     */
    @Test
    void anOrderedColumnLaysTheMeasuredDistributionOutInRowOrder() {
        Dataset d = compile("seedgen: 1\ntables:\n  teams:\n    rows: 3000\n    columns:\n      id: {gen: sequence}\n"
                + "      yearID: {gen: int, ordered: true, quantiles: {0: 1871, 0.1: 1900, 0.5: 1980, 1: 2024}}\n"
                + "      at: {gen: datetime, ordered: true, quantiles: [\"2024-01-01\", \"2024-01-02\", \"2025-01-01\"]}\n",
                5);
        Dataset.Table t = d.table("teams");
        long lastYear = Long.MIN_VALUE;
        long lastAt = Long.MIN_VALUE;
        int upTo1900 = 0;
        int before1980 = 0;
        int firstDay = 0;
        for (long row = 1; row <= t.rows(); row++) {
            Object[] r = t.spec().row(row);
            long year = (Long) r[1];
            long at = epoch(r[2]);
            assertTrue(year >= lastYear && at >= lastAt, "row " + row + " goes back");
            lastYear = year;
            lastAt = at;
            upTo1900 += year <= 1900 ? 1 : 0;
            before1980 += year < 1980 ? 1 : 0;
            firstDay += at < epoch("2024-01-02 00:00:00") ? 1 : 0;
        }
        // a year rounds to 1900 or less below 1900.5, rank 0.1 + 0.4 * 0.5 / 80 = 0.1025: rows up to 307; to 1979 or
        // less below rank 0.1 + 0.4 * 79.5 / 80 = 0.4975: rows up to 1,492; a time is in the first day below rank 0.5
        assertEquals(307, upTo1900);
        assertEquals(1492, before1980);
        assertEquals(1500, firstDay);
        assertEquals(1871, (Long) t.spec().row(1)[1]);
        assertEquals(2024, (Long) t.spec().row(3000)[1]);
    }

    static final String TEAMS = "seedgen: 1\ntables:\n  teams:\n    rows: 400\n    columns:\n"
            + "      yearID: {gen: int, ordered: true, quantiles: [2000, 2009]}\n"
            + "      teamID: {gen: code, length: 3}\n"
            + "    primary_key: [yearID, teamID]\n";

    /**
     * A parent's columns: managers owned by teams keyed by (yearID, teamID) copy both, the owning row's, and together
     * they are one foreign key to that key, in its order whatever the order the columns are written in; a key of them
     * and a series within the parent holds.
     */
    @Test
    void aParentsColumnsAreItsKeyAsOneForeignKey() {
        Dataset d = compile(TEAMS + "  managers:\n    per: {parent: teams, count: 1..3}\n    columns:\n"
                + "      teamID: {gen: parent, column: teamID}\n      yearID: {gen: parent, column: yearID}\n"
                + "      at: {gen: datetime, ordered: true, step: 30d}\n"
                + "    primary_key: [yearID, teamID, at]\n", 3);
        Dataset.Table managers = d.table("managers");
        Dataset.Table teams = d.table("teams");
        assertEquals(java.util.List.of(new Dataset.ForeignKey(java.util.List.of("yearID", "teamID"), "teams",
                java.util.List.of("yearID", "teamID"), true)), managers.foreignKeys());
        for (long row = 1; row <= managers.rows(); row++) {
            Object[] m = managers.spec().row(row);
            Object[] team = teams.spec().row(managers.ownerRow().applyAsLong(row));
            assertEquals(team[1], m[0]);
            assertEquals(team[0], m[1]);
        }
    }
}
