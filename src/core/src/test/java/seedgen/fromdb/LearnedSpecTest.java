package seedgen.fromdb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import seedgen.catalog.Catalog;
import seedgen.model.ForeignKey;
import seedgen.profile.Facts;
import seedgen.profile.Learned;
import seedgen.profile.Profile;
import seedgen.spec.DatasetCompiler;
import seedgen.spec.SpecReader;

/**
 * What --learn writes for what it measured, without a server: a catalog and a {@link Learned} made by hand, composed
 * into a spec, the spec's lines checked and the spec compiled (so every option written is one the compiler takes).
 */
class LearnedSpecTest {

    private static Catalog.Column col(String name, String dataType, boolean nullable) {
        return Columns.of(name, dataType, dataType, nullable, dataType.equals("varchar") ? 20L : null, null,
                null, false, false, false, null);
    }

    private static Learned.Quantiles q(double... values) {
        double[] ranks = new double[values.length];
        for (int i = 0; i < values.length; i++) {
            ranks[i] = (double) i / (values.length - 1);
        }
        return new Learned.Quantiles(ranks, values);
    }

    private static Learned.ColumnShape number(String name, long rows, long nonNull, Learned.Quantiles q) {
        return new Learned.ColumnShape(name, Profile.Kind.NUMBER, rows, nonNull, 100, q, null, null);
    }

    @Test
    void quantilesDropOnlyThePointsAStraightLineGives() {
        Learned.Quantiles q = new Learned.Quantiles(new double[] {0, 0.25, 0.5, 0.75, 0.9, 1},
                new double[] {0, 0, 0, 3, 6, 100});
        // 0.25 lies on the flat run from 0 to 0.5; 0.75 on the line from 0.5 (0) to 0.9 (6)? 0 + 6 * 0.25 / 0.4 = 3.75
        assertEquals("{0: 0, 0.5: 0, 0.75: 3, 0.9: 6, 1: 100}", LearnedColumns.numbers(q, true));
        Learned.Quantiles line = new Learned.Quantiles(new double[] {0, 0.5, 1}, new double[] {10, 20, 30});
        assertEquals("{0: 10, 1: 30}", LearnedColumns.numbers(line, true));
    }

    @Test
    void aNumberOfFewValuesKeepsEachAtItsShare() {
        Learned.Quantiles s = LearnedColumns.steps(List.of(new Profile.Member("3", 30), new Profile.Member("1", 60),
                new Profile.Member("7", 10)));
        assertEquals(1, s.at(0.0));
        assertEquals(1, s.at(0.59));
        assertEquals(3, s.at(0.61), 1e-6);
        assertEquals(3, s.at(0.89), 1e-6);
        assertEquals(7, s.at(0.91), 1e-6);
        assertEquals(7, s.at(1.0));
    }

    @Test
    void namesThatRunWordsTogetherAreCutIntoThem() {
        assertEquals(List.of("name", "first"), ColumnRules.words("namefirst"));
        assertEquals(List.of("birth", "country"), ColumnRules.words("birthcountry"));
        assertEquals(List.of("start", "time"), ColumnRules.words("starttime"));
        assertEquals(List.of("player", "id"), ColumnRules.words("playerid"));
        assertEquals(List.of("username"), ColumnRules.words("username"), "a known word is never cut");
        assertEquals(List.of("xyzzyplugh"), ColumnRules.words("xyzzyplugh"), "nothing known: one word");
        assertEquals(List.of("name", "first"), ColumnRules.words("nameFirst"), "camelCase as before");
    }

    /**
     * A flights table: dep_time and arr_time NULL together; arr_time a little after dep_time; arr_delay ranked with
     * dep_delay; a year that is before every other number by its scale alone.
     */
    @Test
    void factsAcrossColumnsBecomeNullWithAfterAndCorrelate() {
        Catalog.Table flights = new Catalog.Table("flights", List.of(col("id", "int", false), col("year", "int", false),
                col("dep_time", "int", true), col("arr_time", "int", true), col("dep_delay", "int", true),
                col("arr_delay", "int", true)), List.of("id"), List.of(), List.of(), false);
        Catalog catalog = new Catalog("air", List.of(flights));
        long rows = 10_000;
        Map<String, Learned.ColumnShape> columns = new LinkedHashMap<>();
        columns.put("id", number("id", rows, rows, q(1, 5000, 10000)));
        columns.put("year", number("year", rows, rows, q(2013, 2013)));
        columns.put("dep_time", number("dep_time", rows, 9700, q(500, 900, 1400, 1900, 2359)));
        columns.put("arr_time", number("arr_time", rows, 9690, q(1, 1100, 1600, 2100, 2400)));
        columns.put("dep_delay", number("dep_delay", rows, 9700, q(-20, -5, 0, 15, 900)));
        columns.put("arr_delay", number("arr_delay", rows, 9650, q(-60, -15, -4, 14, 900)));
        Facts facts = new Facts("flights", rows,
                List.of(new Facts.NullPair("dep_time", "arr_time", 300, 310, 300),
                        new Facts.NullPair("dep_delay", "arr_delay", 300, 350, 300)),
                List.of(new Facts.Order("year", "dep_time", 0, 0, 9700), new Facts.Order("dep_time", "arr_time",
                        9400, 0, 290)),
                List.of(new Facts.Rank("dep_delay", "arr_delay", 9650, 0.63)), List.of());
        List<Learned.Difference> differences = List.of(
                new Learned.Difference("year", "dep_time", 0, 0.0, q(-1513, -1113, -613, -113, 346)),
                new Learned.Difference("dep_time", "arr_time", 0.97, 0.9, q(-2300, 100, 150, 200, 600)));
        Learned learned = new Learned("air", Map.of("flights", new Learned.TableShape("flights", rows, 0, columns,
                Map.of(), Map.of(), null, 0, null, facts, differences, List.of(), null)), true, 0.1);
        String spec = SpecFromCatalog.compose(catalog, rows, Map.of(), false, learned, 1).text();
        String arr = line(spec, "arr_time");
        assertTrue(arr.contains("after: dep_time, quantiles: {0: -2300"), arr);
        assertTrue(arr.contains("null_with: dep_time"), arr);
        assertFalse(line(spec, "dep_time").contains("after:"), "a year before every time says nothing: " + spec);
        String delay = line(spec, "arr_delay");
        assertTrue(delay.contains("correlate: {with: dep_delay, rank: 0.6300}"), delay);
        assertTrue(delay.contains("null_with: dep_delay"), delay);
        DatasetCompiler.compile(SpecReader.read("learned.yaml", spec, Map.of()), 1, null);
    }

    /** Batting keyed by (player_id, year, stint) within each player; teams keyed by (year, team_id) in year order. */
    @Test
    void aKeyOfSeveralColumnsIsMadeWithinItsOwner() {
        Catalog.Table players = new Catalog.Table("players", List.of(col("id", "int", false)), List.of("id"), List.of(),
                List.of(), false);
        Catalog.Table teams = new Catalog.Table("teams", List.of(col("year", "int", false), col("team_id", "varchar",
                false)), List.of("year", "team_id"), List.of(), List.of(), false);
        Catalog.Table batting = new Catalog.Table("batting", List.of(col("player_id", "int", false),
                col("year", "int", false), col("stint", "smallint", false), col("team_id", "varchar", false)),
                List.of("player_id", "year", "stint"), List.of(), List.of(
                        new ForeignKey("fk_p", List.of("player_id"), "players", List.of("id")),
                        new ForeignKey("fk_t", List.of("year", "team_id"), "teams", List.of("year",
                                "team_id"))), false);
        Catalog catalog = new Catalog("league", List.of(players, teams, batting));
        Map<String, Learned.TableShape> shapes = new LinkedHashMap<>();
        shapes.put("players", new Learned.TableShape("players", 1000, 0, Map.of("id", number("id", 1000, 1000,
                q(1, 1000))), Map.of(), Map.of(), null, 0, null, null, List.of(), List.of(), null));
        shapes.put("teams", new Learned.TableShape("teams", 300, 0, Map.of("year", number("year", 300, 300,
                q(1990, 2000, 2010)), "team_id", new Learned.ColumnShape("team_id", Profile.Kind.TEXT, 300, 300, 30,
                        q(3, 3), null, null)), Map.of(), Map.of(), null, 0, null, null, List.of(), List.of(), null));
        Learned.KeyShape key = new Learned.KeyShape(List.of("player_id"), "players", List.of(
                new Learned.MemberShape("year", Profile.Kind.NUMBER, List.of(new Profile.Count(0, 10),
                        new Profile.Count(1, 900), new Profile.Count(2, 90)), q(1990, 1995, 2005), -1, 2, null),
                new Learned.MemberShape("stint", Profile.Kind.NUMBER, List.of(new Profile.Count(1, 10)), q(1, 1), 1, 1, null)));
        Learned.FanOut perPlayer = new Learned.FanOut("player_id", "players", 1000, 5000, List.of(
                new Profile.Count(0, 100), new Profile.Count(5, 700), new Profile.Count(10, 200)));
        shapes.put("batting", new Learned.TableShape("batting", 5000, 0, Map.of(), Map.of("player_id", perPlayer),
                Map.of(), null, 0, key, null, List.of(), List.of(), null));
        Learned learned = new Learned("league", shapes, true, 0.1);
        String spec = SpecFromCatalog.compose(catalog, 1000, Map.of(), false, learned, 1).text();
        assertTrue(spec.contains("per: {parent: players, weights: {0: 100, 5: 700, 10: 200}, exact: true}"), spec);
        assertTrue(line(spec, "player_id").contains("gen: parent"), spec);
        assertTrue(line(spec, "stint").contains("gen: counter, within: [year], start: 1"), spec);
        String year = spec.substring(spec.indexOf("  batting:"));
        year = line(year, "year");
        assertTrue(year.contains("ordered: true, steps: {0: 10, 1: 900, 2: 90}, start: {") && year.contains(
                "snap: teams.year"), year);
        assertTrue(line(spec.substring(spec.indexOf("  batting:")), "team_id").contains(
                "gen: ref, table: teams, column: team_id, where: {year: year}"), spec);
        assertTrue(line(spec.substring(spec.indexOf("  teams:")), "year").contains("gen: int, ordered: true, "
                + "quantiles:"), spec);
        assertFalse(spec.contains("stint: {gen: sequence"), "no member capped by its type: " + spec);
        DatasetCompiler.compile(SpecReader.read("learned.yaml", spec, Map.of()), 1, null);
    }

    /**
     * A customer referred by another (a nullable reference to its own table, half NULL, most referrers of none): the
     * spec keeps the NULL share and the fan-out measured, as of a reference to another table (before, both were left
     * out and the copy's picks were uniform over the earlier rows, with one NULL); NOT NULL, the roots refer to
     * themselves, the fan-out kept too. The spec compiles.
     */
    @Test
    void aReferenceToItsOwnTableKeepsItsNullsAndItsFanOut() {
        for (boolean nullable : new boolean[] {true, false}) {
            Catalog.Table customers = new Catalog.Table("customers", List.of(col("id", "int", false),
                    col("referred_by", "int", nullable)), List.of("id"), List.of(), List.of(
                            new ForeignKey("fk_ref", List.of("referred_by"), "customers", List.of("id"))),
                    false);
            Learned.FanOut referred = new Learned.FanOut("referred_by", "customers", 1000, 500, List.of(
                    new Profile.Count(0, 700), new Profile.Count(1, 200), new Profile.Count(2, 80),
                    new Profile.Count(10, 19), new Profile.Count(40, 1)));
            Learned learned = new Learned("shop", Map.of("customers", new Learned.TableShape("customers", 1000, 0,
                    Map.of("id", number("id", 1000, 1000, q(1, 1000)), "referred_by", number("referred_by", 1000,
                            nullable ? 500 : 1000, q(1, 900))), Map.of("referred_by", referred), Map.of(), null, 0,
                    null, null, List.of(), List.of(), null)), true, 0.1);
            String spec = SpecFromCatalog.compose(new Catalog("shop", List.of(customers)), 1000, Map.of(), false,
                    learned, 1).text();
            assertTrue(line(spec, "referred_by").contains("referred_by: {gen: ref, table: customers, "
                    + (nullable ? "" : "roots: self, ") + "fanout: {0: 700, 1: 200, 2: 80, 10: 19, 40: 1}"
                    + (nullable ? ", null: 0.5000}" : "}")), spec);
            DatasetCompiler.compile(SpecReader.read("learned.yaml", spec, Map.of()), 1, null);
        }
    }

    @Test
    void aCheckOfAListKeepsTheWeightsMeasuredWithinIt() {
        Catalog.Table accounts = new Catalog.Table("accounts", List.of(col("id", "int", false),
                col("plan", "varchar", false)), List.of("id"), List.of(), List.of(), false,
                List.of("plan IN ('free', 'pro', 'team')"));
        Catalog catalog = new Catalog("shop", List.of(accounts));
        Learned.ColumnShape plan = new Learned.ColumnShape("plan", Profile.Kind.TEXT, 1000, 1000, 3, q(3, 4), List.of(
                new Profile.Member("free", 797), new Profile.Member("pro", 153), new Profile.Member("team", 50)), null);
        Learned learned = new Learned("shop", Map.of("accounts", new Learned.TableShape("accounts", 1000, 0,
                Map.of("id", number("id", 1000, 1000, q(1, 1000)), "plan", plan), Map.of(), Map.of(), null, 0, null,
                null, List.of(), List.of(), null)), true, 0.1);
        String spec = SpecFromCatalog.compose(catalog, 1000, Map.of(), false, learned, 1).text();
        assertTrue(line(spec, "plan").contains("values: {\"free\": 797, \"pro\": 153, \"team\": 50}"), spec);
    }

    /**
     * A history measured: 5% of the key's values from 1 to 1,000 held by no row (rows deleted), and 40% of the rows
     * with updated_at at exactly created_at (never updated). The spec keeps both as their own options, and the rows it
     * makes hold them: the keys spread over about 1,000 values, and 40% of updated_at equal to created_at, where the
     * delays' 49 ranks alone would place that share only to within 2.5%.
     */
    @Test
    void keyGapsAndRowsNeverUpdatedAreLearnedAsTheirShares() {
        long rows = 9_500;
        String spec = history(rows, new Learned.KeySpan("id", 1, 10_000), 0.4);
        String id = line(spec, "id");
        assertTrue(id.contains("gen: sequence, deleted: 0.0500"), id);
        assertTrue(spec.contains("# id: 5.00% of the values from 1 to 10,000 held by no row (gaps)"), spec);
        String updated = line(spec, "updated_at");
        assertTrue(updated.contains("after: [\"created_at\"], unchanged: 0.4000, quantiles: {0: 60, "), updated);
        seedgen.model.Dataset d = DatasetCompiler.compile(SpecReader.read("learned.yaml", spec, Map.of()), 1, null);
        seedgen.model.TableSpec users = d.table("users").spec();
        long same = 0;
        long last = 0;
        for (long row = 1; row <= rows; row++) {
            Object[] r = users.row(row);
            same += r[1].equals(r[2]) ? 1 : 0;
            long key = ((Number) r[0]).longValue();
            assertTrue(key > last, "keys grow: row " + row + " has " + key + " after " + last);
            last = key;
        }
        assertEquals(0.4, (double) same / rows, 0.02, "share of rows whose updated_at is their created_at");
        assertEquals(0.05, 1 - (double) rows / last, 0.002, "share of the keys up to the last that are gaps");
    }

    /**
     * Gaps kept only where they are a share a sequence can make and the key's type holds them: none below 1 in 1,000,
     * none above 90% (a key of random numbers), none in a SMALLINT the rows and their gaps would nearly fill; a time
     * with no rows at the time it follows (as the learner tells it) says nothing of them.
     */
    @Test
    void keyGapsAreLearnedOnlyWhereASequenceCanMakeThem() {
        assertTrue(line(history(9_995, new Learned.KeySpan("id", 1, 10_000), 0.0005), "id").matches(
                "\\s*id: \\{gen: sequence, type: .*"), "5 gaps in 10,000");
        assertTrue(line(history(9_500, new Learned.KeySpan("id", -5_000_000, 5_000_000), 0), "id").matches(
                "\\s*id: \\{gen: sequence, type: .*"), "keys spread over ten million values");
        String small = history(30_000, new Learned.KeySpan("id", 1, 32_000), 0, "smallint");
        assertTrue(line(small, "id").matches("\\s*id: \\{gen: sequence, type: .*"), small);
        assertFalse(line(small, "updated_at").contains("unchanged:"), "no row at the time it follows: " + small);
    }

    private static String history(long rows, Learned.KeySpan span, double unchanged) {
        return history(rows, span, unchanged, "bigint");
    }

    /** A users table of {@code rows} rows, its key spanning {@code span}, updated_at after created_at. */
    private static String history(long rows, Learned.KeySpan span, double unchanged, String keyType) {
        Catalog.Table users = new Catalog.Table("users", List.of(col("id", keyType, false), col("created_at",
                "datetime", false), col("updated_at", "datetime", false)), List.of("id"), List.of(), List.of(), false);
        Map<String, Learned.ColumnShape> columns = new LinkedHashMap<>();
        columns.put("id", number("id", rows, rows, q(span.min(), span.max())));
        columns.put("created_at", new Learned.ColumnShape("created_at", Profile.Kind.TIME, rows, rows, rows,
                q(1.70e9, 1.71e9, 1.72e9), null, null));
        columns.put("updated_at", new Learned.ColumnShape("updated_at", Profile.Kind.TIME, rows, rows, rows,
                q(1.70e9, 1.71e9, 1.73e9), null, null));
        Learned.After after = new Learned.After("updated_at", List.of("created_at"), q(60, 3_600, 86_400, 864_000),
                unchanged);
        Learned learned = new Learned("app", Map.of("users", new Learned.TableShape("users", rows, 0, columns,
                Map.of(), Map.of("updated_at", after), null, 0, null, null, List.of(), List.of(), span)), true, 0.1);
        return SpecFromCatalog.compose(new Catalog("app", List.of(users)), rows, Map.of(), false, learned, 1).text();
    }

    /** The line of {@code spec} that gives column {@code name}. */
    private static String line(String spec, String name) {
        return spec.lines().filter(l -> l.strip().startsWith(name + ": {")).findFirst().orElse("(no " + name + ")");
    }
}
