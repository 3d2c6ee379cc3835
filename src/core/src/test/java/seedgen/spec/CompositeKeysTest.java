package seedgen.spec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import seedgen.error.SeedgenException;
import seedgen.model.Dataset;
import seedgen.model.ForeignKey;

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
        assertEquals(java.util.List.of(new ForeignKey(java.util.List.of("yearID", "teamID"), "teams",
                java.util.List.of("yearID", "teamID"), true)), managers.foreignKeys());
        for (long row = 1; row <= managers.rows(); row++) {
            Object[] m = managers.spec().row(row);
            Object[] team = teams.spec().row(managers.ownerRow().applyAsLong(row));
            assertEquals(team[1], m[0]);
            assertEquals(team[0], m[1]);
        }
    }

    /** Asserts that the values of {@code columns} (0-based) of every row of {@code table} differ between rows. */
    static void unique(Dataset d, String table, int... columns) {
        Dataset.Table t = d.table(table);
        java.util.Set<java.util.List<Object>> seen = new java.util.HashSet<>();
        for (long row = 1; row <= t.rows(); row++) {
            Object[] r = t.spec().row(row);
            java.util.List<Object> key = new java.util.ArrayList<>();
            for (int c : columns) {
                key.add(r[c]);
            }
            assertTrue(seen.add(key), table + " row " + row + " repeats " + key);
        }
    }

    static final String PEOPLE = "seedgen: 1\ntables:\n  people:\n    rows: 30000\n    columns:\n"
            + "      playerID: {gen: code, length: 9}\n    primary_key: [playerID]\n";

    /**
     * A counter within a group: over more than 100,000 batting rows, a player's rows of one year (the years drawn at
     * random, so a year's rows need not be neighbours) count 1, 2, 3... in row order, and (playerID, yearID, stint) is
     * unique; without within:, a row's place among its parent's rows from start: 0; in a table of its own rows, the
     * rows of one year count 1.. k, and (yearID, teamID) is unique.
     */
    @Test
    void aCounterCountsTheRowsOfItsGroupAndMakesTheKeyUnique() {
        Dataset d = compile(PEOPLE + "  batting:\n    per: {parent: people, weights: {1: 30, 2: 20, 5: 20, 10..20: 10}}\n"
                + "    columns:\n      playerID: {gen: parent}\n"
                + "      yearID: {gen: choice, values: [2001, 2002, 2003, 2004]}\n"
                + "      stint: {gen: counter, within: [yearID], type: SMALLINT}\n"
                + "      n: {gen: counter, start: 0}\n"
                + "    primary_key: [playerID, yearID, stint]\n"
                + "  teams:\n    rows: 3000\n    columns:\n"
                + "      yearID: {gen: int, ordered: true, quantiles: {0: 1871, 0.5: 1980, 1: 2024}}\n"
                + "      teamID: {gen: counter, within: [yearID]}\n    primary_key: [yearID, teamID]\n", 4);
        Dataset.Table batting = d.table("batting");
        assertTrue(batting.rows() > 100_000, batting.rows() + " rows");
        java.util.Map<java.util.List<Object>, Long> counted = new java.util.HashMap<>();
        long parent = -1;
        long k = 0;
        for (long row = 1; row <= batting.rows(); row++) {
            Object[] r = batting.spec().row(row);
            long owner = batting.ownerRow().applyAsLong(row);
            k = owner == parent ? k + 1 : 0;
            parent = owner;
            long next = counted.merge(java.util.List.of(r[0], r[1]), 1L, Long::sum);
            assertEquals(next, ((Number) r[2]).longValue(), "row " + row);
            assertEquals(k, ((Number) r[3]).longValue(), "row " + row);
        }
        unique(d, "batting", 0, 1, 2);
        Dataset.Table teams = d.table("teams");
        long lastYear = -1;
        long count = 0;
        for (long row = 1; row <= teams.rows(); row++) {
            Object[] r = teams.spec().row(row);
            count = (Long) r[0] == lastYear ? count + 1 : 1;
            lastYear = (Long) r[0];
            assertEquals(count, ((Number) r[1]).longValue(), "team row " + row);
        }
        unique(d, "teams", 0, 1);
    }

    /**
     * A different member for each row of a group: a player's positions of one year all differ, drawn by weight
     * without putting one back (the first position of a group is P about 30 / 90 of the time); where a group can hold
     * more rows than there are members and the column has null:, the rows past them are NULL.
     */
    @Test
    void aDistinctChoiceWithinAGroupGivesItsRowsDifferentMembersByWeight() {
        Dataset d = compile(PEOPLE + "  fielding:\n    per: {parent: people, count: 1..6}\n    columns:\n"
                + "      playerID: {gen: parent}\n"
                + "      yearID: {gen: choice, values: [2001, 2002]}\n"
                + "      POS: {gen: choice, values: {P: 30, C: 10, 1B: 10, 2B: 10, 3B: 10, SS: 10, OF: 10}, distinct: true,"
                + " within: [yearID]}\n"
                + "      pair: {gen: choice, values: [x, y], distinct: true, within: [yearID], null: 0.0001}\n"
                + "    primary_key: [playerID, yearID, POS]\n", 6);
        Dataset.Table t = d.table("fielding");
        java.util.Map<java.util.List<Object>, Integer> seen = new java.util.HashMap<>();
        int groups = 0;
        int firstP = 0;
        int nulls = 0;
        int drawnNull = 0;
        java.util.Map<java.util.List<Object>, java.util.Set<Object>> pairs = new java.util.HashMap<>();
        for (long row = 1; row <= t.rows(); row++) {
            Object[] r = t.spec().row(row);
            int at = seen.merge(java.util.List.of(r[0], r[1]), 1, Integer::sum);
            if (at == 1) {
                groups++;
                firstP += r[2].equals("P") ? 1 : 0;
            }
            if (at > 2) {
                assertEquals(null, r[3], "row " + row + ": the third row of a group, past x and y");
                nulls++;
            } else if (r[3] != null) {
                assertTrue(pairs.computeIfAbsent(java.util.List.of(r[0], r[1]), g -> new java.util.HashSet<>())
                        .add(r[3]), "row " + row + " repeats " + r[3] + " in its group");
            } else {
                drawnNull++; // null: 0.0001
            }
        }
        unique(d, "fielding", 0, 1, 2);
        assertEquals(30 / 90.0, firstP / (double) groups, 0.02, "first positions P");
        assertTrue(nulls > 1000 && t.nullable().contains("pair"), "rows past x and y are NULL: " + nulls);
        assertTrue(drawnNull < 0.001 * t.rows(), "NULLs of null: " + drawnNull);
    }

    /**
     * A distinct choice in a table of its own rows: teams keyed by (yearID, teamID), 12 teams a year for 20 years then
     * 16 for 10 (the years' quantiles as steps), teamID among 15 members weighted as many years as each plays, rare
     * ones made up (other:). Every year's teams differ, so the key is unique; each member holds exactly the rows its
     * weight says (the members dealt to the years by what they are owed: the commonest play every year); a 16th team
     * of a year, past the 15 members, is made up, 3 letters, no member, different from the year's others. Without
     * other: and null:, a year longer than the members is refused, naming the fix.
     */
    @Test
    void aDistinctChoiceInATableOfItsOwnRowsDealsTheMembersToTheRunsByWeight() {
        String members = "{A: 30, B: 30, C: 30, D: 30, E: 30, F: 30, G: 30, H: 30, I: 30, J: 30, K: 30, L: 30, M: 20, "
                + "N: 10, O: 10}";
        // each year a step of the quantiles: its first rank and the rank just before the next year's
        StringBuilder q = new StringBuilder("{");
        int rows = 0;
        for (int y = 0; y < 30; y++) {
            int n = y < 20 ? 12 : 16;
            q.append(y == 0 ? "" : ", ").append(rows / 400.0).append(": ").append(1990 + y);
            rows += n;
            q.append(", ").append(y == 29 ? "1" : String.valueOf((rows - 1e-6) / 400.0)).append(": ").append(1990 + y);
        }
        q.append("}");
        assertEquals(400, rows);
        String base = "seedgen: 1\ntables:\n  teams:\n    rows: 400\n    columns:\n"
                + "      yearID: {gen: int, ordered: true, quantiles: " + q + "}\n"
                + "      teamID: {gen: choice, values: " + members + ", distinct: true, within: [yearID]%s}\n"
                + "    primary_key: [yearID, teamID]\n";
        Dataset d = compile(String.format(base, ", other: {weight: 10, length: 3, chars: upper}"), 3);
        Dataset.Table t = d.table("teams");
        unique(d, "teams", 0, 1);
        java.util.Map<Object, Integer> count = new java.util.TreeMap<>();
        java.util.Map<Object, java.util.Set<Object>> byYear = new java.util.HashMap<>();
        int madeUp = 0;
        for (long row = 1; row <= t.rows(); row++) {
            Object[] r = t.spec().row(row);
            byYear.computeIfAbsent(r[0], y -> new java.util.HashSet<>()).add(r[1]);
            String team = (String) r[1];
            if (team.length() == 3) {
                assertTrue(team.chars().allMatch(Character::isUpperCase), team);
                madeUp++;
            } else {
                count.merge(team, 1, Integer::sum);
            }
        }
        assertEquals(30, byYear.size());
        assertEquals(10, madeUp, "a 16th team in each of the 10 late years");
        // 390 rows dealt by weights summing to 400: A..L owed 29.25 each, M 19.5, N and O 9.75, each held to a row
        for (String m : List.of("A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L")) {
            assertTrue(Math.abs(count.get(m) - 29.25) <= 1, m + " " + count);
        }
        assertTrue(Math.abs(count.get("M") - 19.5) <= 1, "M " + count);
        assertTrue(Math.abs(count.get("N") - 9.75) <= 1 && Math.abs(count.get("O") - 9.75) <= 1, count.toString());
        SeedgenException refused = assertThrows(SeedgenException.class, () -> compile(String.format(base, ""), 3));
        assertTrue(refused.getMessage().contains("a run holds up to 16 rows here and there are 15 values")
                && refused.getMessage().contains("other:"), refused.getMessage());
    }

    /**
     * A distinct choice with no within: in a table of its own rows: every row a different member (a key by itself,
     * the single row of a settings table whose CHECK allows one value); a table of more rows than members is refused
     * naming the fix, unless the rows past them are NULL.
     */
    @Test
    void aDistinctChoiceWithoutWithinGivesEveryRowOfTheTableADifferentMember() {
        String base = "seedgen: 1\ntables:\n  settings:\n    rows: %d\n    columns:\n"
                + "      name: {gen: choice, values: {a: 5, b: 1, c: 1, d: 1}, distinct: true%s}\n"
                + "      value: {gen: int, min: 1, max: 9}\n    primary_key: [name]\n";
        Dataset d = compile(String.format(base, 4, ""), 3);
        java.util.Set<Object> names = new java.util.HashSet<>();
        for (long row = 1; row <= 4; row++) {
            names.add(d.table("settings").spec().row(row)[0]);
        }
        assertEquals(java.util.Set.of("a", "b", "c", "d"), names);
        Dataset one = compile(String.format(base.replace("{a: 5, b: 1, c: 1, d: 1}", "[X]"), 1, ""), 3);
        assertEquals("X", one.table("settings").spec().row(1)[0]);
        SeedgenException refused = assertThrows(SeedgenException.class, () -> compile(String.format(base, 5, ""), 3));
        assertTrue(refused.getMessage().contains("it has 5 rows and there are 4 values: give the table rows: 4 or "
                + "fewer"), refused.getMessage());
        String nullable = base.replace("    primary_key: [name]\n", "    primary_key: []\n    unique: [[name]]\n");
        Dataset past = compile(String.format(nullable, 6, ", null: 0.01"), 3);
        long nulls = 0;
        for (long row = 1; row <= 6; row++) {
            nulls += past.table("settings").spec().row(row)[0] == null ? 1 : 0;
        }
        assertTrue(nulls >= 2, "the rows past the members are NULL");
    }

    /**
     * until: ends each parent's series by a value: seasons from starts up to 2022 stepping a year, at most 2024; a
     * player whose seasons would pass it starts earlier by as much, so no season is past 2024 and none piles up on
     * it (each year holds at most one season of a player: steps of 1), while players whose seasons fit start as drawn.
     */
    @Test
    void untilEndsEachParentsSeriesByMovingItsStartDown() {
        Dataset d = compile(PEOPLE + "  seasons:\n    per: {parent: people, weights: {1: 30, 5: 30, 12: 10}}\n"
                + "    columns:\n      playerID: {gen: parent}\n"
                + "      yearID: {gen: int, ordered: true, start: [1990, 2022], steps: {1: 1}, until: 2024}\n"
                + "    primary_key: [playerID, yearID]\n", 4);
        Dataset.Table t = d.table("seasons");
        int late = 0;
        for (long row = 1; row <= t.rows(); row++) {
            long year = (Long) t.spec().row(row)[1];
            assertTrue(year <= 2024 && year >= 1990 - 11, "row " + row + ": " + year);
            late += year == 2024 ? 1 : 0;
        }
        unique(d, "seasons", 0, 1);
        // every player whose start is within his seasons of the end ends on 2024: about 30 + 30 * 4/32 ... below a
        // tenth of the players, never a pile-up of their rows
        assertTrue(late > 0 && late < 0.15 * 30_000, late + " seasons of 2024");
        // a time series likewise: a station's hours end by the last hour measured
        Dataset hours = compile(PEOPLE + "  weather:\n    per: {parent: people, weights: {1: 10, 48: 10}}\n"
                + "    columns:\n      playerID: {gen: parent}\n"
                + "      at: {gen: datetime, ordered: true, start: [\"2013-12-30\", \"2013-12-31 23:00:00\"], steps: "
                + "{3600: 1}, until: \"2013-12-31 23:00:00\"}\n    primary_key: [playerID, at]\n", 4);
        Dataset.Table w = hours.table("weather");
        for (long row = 1; row <= w.rows(); row++) {
            long at = epoch(w.spec().row(row)[1]);
            assertTrue(at <= epoch("2013-12-31 23:00:00"), "row " + row + ": " + w.spec().row(row)[1]);
        }
        unique(hours, "weather", 0, 1);
        SeedgenException refused = assertThrows(SeedgenException.class, () -> compile(PEOPLE + "  seasons:\n    per: "
                + "{parent: people, count: 1..3}\n    columns:\n      playerID: {gen: parent}\n"
                + "      lg: {gen: choice, values: [AL, NL]}\n"
                + "      yearID: {gen: int, ordered: true, start: [1990, 2022], steps: {1: 1}, within: [lg], until: "
                + "2024}\n", 4));
        assertTrue(refused.getMessage().contains("until: ends the series of a parent's rows"), refused.getMessage());
    }

    /**
     * year_of: a player's seasons start in his debut's year (offset 0 for 90% of the players, 1 for the rest) and end
     * by his final game's: no season is before the debut's year; a player whose seasons fit between the two years ends
     * by the final game's (a first season of offset 1 moved back to fit), and one with more seasons than years runs
     * past it from his debut's year rather than starting before it.
     */
    @Test
    void yearOfStartsASeriesAtTheParentsYearAndEndsItByAnother() {
        Dataset d = compile("seedgen: 1\ntables:\n  people:\n    rows: 3000\n    columns:\n"
                + "      id: {gen: sequence}\n"
                + "      debut: {gen: datetime, from: \"1990-01-01\", to: \"2010-01-01\"}\n"
                + "      final_game: {gen: datetime, after: debut, within: 4000d, min: 1000d}\n"
                + "  seasons:\n    per: {parent: people, weights: {1: 30, 3: 30, 6: 10}}\n    columns:\n"
                + "      player_id: {gen: parent}\n"
                + "      year: {gen: int, ordered: true, start: [1990, 2010], steps: {1: 1}, year_of: {start: "
                + "people.debut, offsets: {0: 0, 0.9: 0, 0.900001: 1, 1: 1}, until: people.final_game}}\n"
                + "    primary_key: [player_id, year]\n", 8);
        Dataset.Table people = d.table("people");
        Dataset.Table t = d.table("seasons");
        java.util.Map<Long, long[]> players = new java.util.LinkedHashMap<>(); // first, last, seasons
        for (long row = 1; row <= t.rows(); row++) {
            long year = (Long) t.spec().row(row)[1];
            long[] p = players.computeIfAbsent(t.ownerRow().applyAsLong(row), o -> new long[] {year, year, 0});
            p[1] = year;
            p[2]++;
        }
        int atDebut = 0;
        int fit = 0;
        for (java.util.Map.Entry<Long, long[]> e : players.entrySet()) {
            Object[] p = people.spec().row(e.getKey());
            long debut = Long.parseLong(p[1].toString().substring(0, 4));
            long last = Long.parseLong(p[2].toString().substring(0, 4));
            long[] s = e.getValue();
            assertTrue(s[0] >= debut, "player " + e.getKey() + " starts in " + s[0] + ", before his debut " + debut);
            if (s[2] - 1 <= last - debut) {
                fit++;
                assertTrue(s[1] <= last, "player " + e.getKey() + " ends in " + s[1] + ", after " + last);
            } else {
                assertEquals(debut, s[0], "player " + e.getKey() + " with more seasons than years");
            }
            atDebut += s[0] == debut ? 1 : 0;
        }
        unique(d, "seasons", 0, 1);
        // careers of 3 to 11 years hold most players' 1, 3 or 6 seasons
        assertTrue(fit > 0.8 * players.size(), fit + " of " + players.size() + " fit");
        assertTrue(atDebut >= 0.9 * players.size() - 0.03 * players.size(), atDebut + " start in the debut's year");
    }

    /**
     * A series within each parent: over more than 100,000 batting rows, a player's years start as start: says (the
     * first years' median near 1975) and step 0, 1 or 2 years from one row to the next as often as their weights (70,
     * 900, 30 of 1,000), never going back; snapped to the years teams holds (every tenth year), each year is one a
     * team has, still never going back; a time series by hours of 95 and two hours of 5 gives (origin, time_hour) a
     * unique key; a series within a group restarts for each group and never goes back within it.
     */
    @Test
    void aSeriesStepsAsWeightedWithinEachParentAndSnapsToHeldValues() {
        Dataset d = compile(PEOPLE + "  teams:\n    rows: 40\n    columns:\n"
                + "      yearID: {gen: int, ordered: true, quantiles: [1870, 2030]}\n      id: {gen: sequence}\n"
                + "  batting:\n    per: {parent: people, weights: {1: 30, 2: 20, 5: 20, 10..20: 10}}\n    columns:\n"
                + "      playerID: {gen: parent}\n"
                + "      yearID: {gen: int, ordered: true, start: {0: 1871, 0.5: 1975, 1: 2020}, steps: {0: 70, 1: 900,"
                + " 2: 30}}\n"
                + "      snapped: {gen: int, ordered: true, start: [1871, 2020], steps: {0: 70, 1: 900, 2: 30},"
                + " snap: teams.yearID}\n"
                + "      league: {gen: choice, values: [AL, NL]}\n"
                + "      game: {gen: int, ordered: true, start: [1, 10], steps: {1: 1, 2: 1}, within: [league]}\n"
                + "      at: {gen: datetime, ordered: true, start: [\"2013-01-01\", \"2013-01-02\"], steps: {3600: 95,"
                + " 7200: 5}}\n"
                + "    primary_key: [playerID, at]\n", 2);
        Dataset.Table t = d.table("batting");
        assertTrue(t.rows() > 100_000, t.rows() + " rows");
        java.util.Set<Long> held = new java.util.HashSet<>();
        for (long row = 1; row <= 40; row++) {
            held.add((Long) d.table("teams").spec().row(row)[0]);
        }
        long[] steps = new long[3];
        java.util.List<Long> firsts = new java.util.ArrayList<>();
        java.util.Map<java.util.List<Object>, Long> lastGame = new java.util.HashMap<>();
        Object[] before = null;
        long parent = -1;
        for (long row = 1; row <= t.rows(); row++) {
            Object[] r = t.spec().row(row);
            long owner = t.ownerRow().applyAsLong(row);
            long snapped = (Long) r[2];
            assertTrue(held.contains(snapped), "row " + row + ": no team of " + snapped);
            if (owner != parent) {
                firsts.add((Long) r[1]);
            } else {
                long step = (Long) r[1] - (Long) before[1];
                assertTrue(step >= 0 && step <= 2, "row " + row + " steps " + step);
                steps[(int) step]++;
                assertTrue(snapped >= (Long) before[2], "row " + row + ": snapped goes back");
                assertTrue(epoch(r[5]) - epoch(before[5]) >= 3600, "row " + row + ": at does not grow by an hour");
            }
            Long game = lastGame.put(java.util.List.of(owner, r[3]), (Long) r[4]);
            assertTrue(game == null || (Long) r[4] - game >= 1 && (Long) r[4] - game <= 2, "row " + row + ": game "
                    + game + " then " + r[4]);
            parent = owner;
            before = r;
        }
        long all = steps[0] + steps[1] + steps[2];
        assertEquals(0.07, steps[0] / (double) all, 0.005);
        assertEquals(0.9, steps[1] / (double) all, 0.005);
        assertEquals(0.03, steps[2] / (double) all, 0.003);
        java.util.Collections.sort(firsts);
        assertEquals(1975, firsts.get(firsts.size() / 2), 1);
        unique(d, "batting", 0, 5);
    }

    /**
     * Runs in a series: fielding keyed by (playerID, yearID, stint, POS), a player owning up to 300 rows, stint a
     * series within the year whose step is 0 for 82% of the rows, capped at runs: 7. No more than 7 rows of a
     * player's year hold one stint (and some hold 7: the cap is reached), so the 7 positions, distinct within
     * (yearID, stint), keep the key unique, and a counter within (yearID, stint) fits a TINYINT where the parent's
     * 300 rows would not; a step of 0 keeps its weight on the rows below the cap, and a row at the cap steps 1 or 2
     * by their weights. A time series with runs: 2 holds no time on more than 2 rows of a parent.
     */
    @Test
    void runsCapTheRowsOfAGroupThatHoldOneValueOfASeries() {
        Dataset d = compile("seedgen: 1\ntables:\n  people:\n    rows: 8000\n    columns:\n"
                + "      playerID: {gen: code, length: 9}\n    primary_key: [playerID]\n"
                + "  fielding:\n    per: {parent: people, weights: {1: 50, 5: 30, 20: 15, 300: 1}}\n    columns:\n"
                + "      playerID: {gen: parent}\n"
                + "      yearID: {gen: int, ordered: true, start: [1990, 2019], steps: {0: 60, 1: 40}}\n"
                + "      stint: {gen: int, ordered: true, steps: {0: 39711, 1: 8552, 2: 10}, start: [1, 1], within: "
                + "[yearID], runs: 7, type: SMALLINT}\n"
                + "      POS: {gen: choice, values: {P: 30, C: 10, 1B: 10, 2B: 10, 3B: 10, SS: 10, OF: 20}, distinct: "
                + "true, within: [yearID, stint]}\n"
                + "      n: {gen: counter, within: [yearID, stint], type: TINYINT}\n"
                + "      at: {gen: datetime, ordered: true, start: [\"2013-01-01\", \"2013-01-02\"], steps: {0: 9, "
                + "3600: 1}, runs: 2}\n"
                + "    primary_key: [playerID, yearID, stint, POS]\n", 9);
        Dataset.Table t = d.table("fielding");
        assertTrue(t.rows() > 60_000, t.rows() + " rows");
        java.util.Map<java.util.List<Object>, Long> stints = new java.util.HashMap<>();
        java.util.Map<java.util.List<Object>, Long> runs = new java.util.HashMap<>();
        java.util.Map<java.util.List<Object>, Long> times = new java.util.HashMap<>();
        long[] belowCap = new long[3];
        long[] atCap = new long[3];
        long full = 0;
        for (long row = 1; row <= t.rows(); row++) {
            Object[] r = t.spec().row(row);
            long owner = t.ownerRow().applyAsLong(row);
            java.util.List<Object> year = java.util.List.of(owner, r[1]);
            long stint = ((Number) r[2]).longValue();
            Long before = stints.put(year, stint);
            if (before != null) {
                long step = stint - before;
                long run = runs.get(year);
                (run >= 7 ? atCap : belowCap)[(int) step]++;
            }
            long run = before != null && before == stint ? runs.get(year) + 1 : 1;
            runs.put(year, run);
            assertTrue(run <= 7, "row " + row + ": stint " + stint + " on " + run + " rows of its year");
            full += run == 7 ? 1 : 0;
            assertEquals(run, ((Number) r[4]).longValue(), "row " + row + ": the counter within (yearID, stint)");
            long onTime = times.merge(java.util.List.of(owner, r[5]), 1L, Long::sum);
            assertTrue(onTime <= 2, "row " + row + ": " + onTime + " rows at " + r[5]);
        }
        unique(d, "fielding", 0, 1, 2, 3);
        assertTrue(full > 100, "runs of 7 rows: " + full);
        assertEquals(0, atCap[0], "a step of 0 past the cap");
        assertTrue(atCap[1] > 100 && atCap[2] < atCap[1] / 100, "steps at the cap: " + java.util.Arrays.toString(atCap));
        long below = belowCap[0] + belowCap[1] + belowCap[2];
        assertEquals(39711 / 48273.0, belowCap[0] / (double) below, 0.005, "steps of 0 below the cap");
    }

    static final String LEAGUE = PEOPLE + "  teams:\n    rows: 1500\n    columns:\n"
            + "      yearID: {gen: int, ordered: true, quantiles: {0: 1871, 0.3: 1950, 1: 2024}}\n"
            + "      teamID: {gen: counter, within: [yearID]}\n      name: {gen: code, length: 5}\n"
            + "    primary_key: [yearID, teamID]\n";

    /**
     * A reference by a shared value: each of more than 100,000 batting rows finds a team of its own year (the year a
     * series snapped to the years teams has), and (yearID, teamID) is one foreign key to teams' key; with distinct:
     * true the rows of a player's year (here 1 to 3 of them, a year holding 3 teams or more) take different teams.
     */
    @Test
    void aReferenceByValueAlwaysFindsARowOfThatValue() {
        Dataset d = compile(LEAGUE + "  batting:\n    per: {parent: people, weights: {1: 30, 2: 20, 5: 20, 10..20: 10}}\n"
                + "    columns:\n      playerID: {gen: parent}\n"
                + "      yearID: {gen: int, ordered: true, start: {0: 1871, 0.5: 1975, 1: 2020}, steps: {0: 70, 1: 900,"
                + " 2: 30}, snap: teams.yearID}\n"
                + "      stint: {gen: counter, within: [yearID]}\n"
                + "      teamID: {gen: ref, table: teams, column: teamID, where: {yearID: yearID}}\n"
                + "      team_name: {gen: ref, table: teams, column: name, where: {yearID: yearID}}\n"
                + "    primary_key: [playerID, yearID, stint]\n"
                + "  appearances:\n    per: {parent: people, count: 1..3}\n    columns:\n      playerID: {gen: parent}\n"
                + "      yearID: {gen: int, ordered: true, start: [1990, 2020], steps: {0: 1}, snap: teams.yearID}\n"
                + "      teamID: {gen: ref, table: teams, column: teamID, where: {yearID: yearID}, distinct: true}\n"
                + "    primary_key: [playerID, yearID, teamID]\n", 8);
        Dataset.Table teams = d.table("teams");
        java.util.Set<java.util.List<Object>> keys = new java.util.HashSet<>();
        java.util.Map<Long, Long> perYear = new java.util.HashMap<>();
        for (long row = 1; row <= teams.rows(); row++) {
            Object[] r = teams.spec().row(row);
            keys.add(java.util.List.of(r[0], r[1]));
            perYear.merge((Long) r[0], 1L, Long::sum);
        }
        Dataset.Table batting = d.table("batting");
        assertTrue(batting.rows() > 100_000, batting.rows() + " rows");
        assertEquals(java.util.List.of(new ForeignKey(java.util.List.of("playerID"), "people",
                java.util.List.of("playerID"), true), new ForeignKey(java.util.List.of("yearID", "teamID"),
                "teams", java.util.List.of("yearID", "teamID"))), batting.foreignKeys());
        for (long row = 1; row <= batting.rows(); row++) {
            Object[] r = batting.spec().row(row);
            assertTrue(keys.contains(java.util.List.of(r[1], r[3])), "batting row " + row + ": no team " + r[3] + " in "
                    + r[1]);
        }
        unique(d, "batting", 0, 1, 2);
        Dataset.Table appearances = d.table("appearances");
        java.util.Map<java.util.List<Object>, Integer> group = new java.util.HashMap<>();
        for (long row = 1; row <= appearances.rows(); row++) {
            Object[] r = appearances.spec().row(row);
            assertTrue(keys.contains(java.util.List.of(r[1], r[2])), "appearance " + row);
            group.merge(java.util.List.of(r[0], r[1]), 1, Integer::sum);
        }
        assertTrue(group.values().stream().anyMatch(n -> n == 3), "some player has 3 teams in a year");
        unique(d, "appearances", 0, 1, 2);
    }

    /**
     * A counter, a series (its runs too), a group's distinct members and a reference by value depend on their parent's
     * earlier rows, which each thread walks and keeps: the rows asked backwards on another thread, or every seventh row
     * (as batches of several threads start anywhere in a parent), are the rows asked in order.
     */
    @Test
    void rowsMadeAlongTheirParentAreTheSameInAnyOrderOnAnyThread() throws Exception {
        String spec = LEAGUE + "  batting:\n    per: {parent: people, weights: {1: 30, 2: 20, 5: 20, 10..20: 10}}\n"
                + "    columns:\n      playerID: {gen: parent}\n"
                + "      yearID: {gen: int, ordered: true, start: {0: 1871, 0.5: 1975, 1: 2020}, steps: {0: 300, 1: 700},"
                + " snap: teams.yearID}\n"
                + "      stint: {gen: counter, within: [yearID]}\n"
                + "      POS: {gen: choice, values: [P, C, 1B, 2B, 3B, SS, LF, CF, RF], distinct: true, within: [yearID, "
                + "stint], null: 0.01}\n"
                + "      teamID: {gen: ref, table: teams, column: teamID, where: {yearID: yearID}, distinct: true, null: "
                + "0.01}\n"
                + "      at: {gen: datetime, ordered: true, start: [\"2013-01-01\", \"2014-01-01\"], steps: {3600: 1},"
                + " within: [yearID]}\n"
                + "      game: {gen: int, ordered: true, start: [1, 3], steps: {0: 8, 1: 2}, within: [yearID], runs: 2}\n"
                + "    primary_key: [playerID, yearID, stint]\n";
        Dataset.Table forward = compile(spec, 5).table("batting");
        int n = 20_000;
        java.util.List<java.util.List<Object>> inOrder = new java.util.ArrayList<>();
        for (long row = 1; row <= n; row++) {
            inOrder.add(java.util.List.of(java.util.Arrays.asList(forward.spec().row(row))));
        }
        Dataset.Table again = compile(spec, 5).table("batting");
        java.util.List<java.util.List<Object>> backward = new java.util.ArrayList<>(java.util.Collections.nCopies(n,
                null));
        Thread other = new Thread(() -> {
            for (long row = n; row >= 1; row--) {
                backward.set((int) row - 1, java.util.List.of(java.util.Arrays.asList(again.spec().row(row))));
            }
        });
        other.start();
        other.join();
        assertEquals(inOrder, backward);
        for (long row = 1; row <= n; row += 7) {
            assertEquals(inOrder.get((int) row - 1), java.util.List.of(java.util.Arrays.asList(again.spec().row(row))),
                    "row " + row);
        }
    }
}
