package seedgen.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import seedgen.catalog.Catalog;
import seedgen.catalog.Kind;
import org.junit.jupiter.api.Test;

class ReportPageTest {

    private static Profile.ColumnProfile column(String name, List<Profile.Member> members) {
        return new Profile.ColumnProfile(name, "varchar(20)", Profile.Kind.TEXT, 10, 10, members.size(), 1.0, 9.0,
                List.of(new Profile.Bin(1, 9, 10)), members);
    }

    private static Facts noFacts(String table, long rows) {
        return new Facts(table, rows, List.of(), List.of(), List.of(), List.of());
    }

    /** A value of the database that looks like markup stays text: it cannot end the script that holds the data. */
    @Test
    void valuesThatLookLikeMarkupCannotLeaveTheirScript() {
        Profile p = new Profile("db</title><script>x()</script>", "test", List.of(new Profile.TableProfile("t", 10, -1,
                List.of(column("s", List.of(new Profile.Member("</script><img src=x onerror=alert(1)>", 10)))),
                List.of(), noFacts("t", 10))));
        String html = ReportPage.html(p, null);
        int data = html.indexOf("const DATA = ");
        int end = html.indexOf(";\n", data); // the data is one line
        assertFalse(html.substring(data, end).contains("<"), "no < in the data's script");
        assertTrue(html.contains("\\u003c/script>\\u003cimg"), "the value kept, escaped");
        assertTrue(html.contains("<title>seedgen report: db&lt;/title&gt;"), "the name escaped in the title");
        assertEquals(1, ReportPage.charts(p));
    }

    @Test
    void theTopOnePercentsShareWalksTheFanOutFromTheMost() {
        // 1,000 parents: 900 with 1 row, 90 with 10, 10 with 100: the top 10 parents hold 1,000 of 2,800 rows
        List<Profile.Count> fanOut = List.of(new Profile.Count(1, 900), new Profile.Count(10, 90),
                new Profile.Count(100, 10));
        assertEquals(1000.0 / 2800, Profiler.topShare(fanOut, 1000, 2800), 1e-12);
        // the top 1% reaching into the next count down: 20 of 2,000 parents, 10 at 100 and 10 at 10
        assertEquals(1100.0 / 3700, Profiler.topShare(List.of(new Profile.Count(0, 990), new Profile.Count(1, 900),
                new Profile.Count(10, 100), new Profile.Count(100, 10)), 2000, 3700), 1e-12);
        assertEquals(0, Profiler.topShare(List.of(new Profile.Count(0, 5)), 5, 0));
    }

    /** A column as a reader makes it: its fill word, its full type, its native type and its kind. */
    private static Catalog.Column col(String dataType, String type, String nativeType, Kind kind) {
        return new Catalog.Column("c", dataType, type, true, null, null, null, false, false, false, null, nativeType,
                kind);
    }

    @Test
    void columnsAreMeasuredByTheirType() {
        assertEquals(Profile.Kind.NUMBER, Profiler.kind(col("bigint", "bigint(20)", "bigint", Kind.INTEGER)));
        assertEquals(Profile.Kind.NUMBER, Profiler.kind(col("decimal", "numeric", "numeric", Kind.DECIMAL)));
        assertEquals(Profile.Kind.NUMBER, Profiler.kind(col("double", "double precision", "float8",
                Kind.FLOAT)));
        assertEquals(Profile.Kind.TIME, Profiler.kind(col("datetime", "timestamp without time zone",
                "timestamp", Kind.DATETIME)));
        assertEquals(Profile.Kind.TIME, Profiler.kind(col("datetime", "datetime", "datetime", Kind.DATETIME)));
        assertEquals(Profile.Kind.TIME, Profiler.kind(col("date", "date", "date", Kind.DATE)));
        assertEquals(Profile.Kind.TEXT, Profiler.kind(col("varchar", "character varying", "varchar",
                Kind.TEXT)));
        assertEquals(Profile.Kind.TEXT, Profiler.kind(col("enum", "enum('a','b')", "enum", Kind.ENUM)));
        assertEquals(Profile.Kind.OTHER, Profiler.kind(col("varbinary", "varbinary(16)", "varbinary",
                Kind.BINARY)));
        assertEquals(Profile.Kind.OTHER, Profiler.kind(col("blob", "bytea", "bytea", Kind.BINARY)));
        assertEquals(Profile.Kind.OTHER, Profiler.kind(col("point", "point", "point", Kind.SPATIAL)));
        assertEquals(Profile.Kind.OTHER, Profiler.kind(col("shape:point", "point", "point", Kind.SPATIAL)));
        assertEquals(Profile.Kind.OTHER, Profiler.kind(col("time", "time", "time", Kind.TIME)));
        // PostgreSQL's interval and money are filled by the words int and decimal, and are not measured as numbers
        assertEquals(Profile.Kind.OTHER, Profiler.kind(col("int", "interval", "interval", Kind.INTERVAL)));
        assertEquals(Profile.Kind.OTHER, Profiler.kind(col("decimal", "money", "money", Kind.DECIMAL)));
        assertEquals(Profile.Kind.NUMBER, Profiler.kind(col("int", "int(10) unsigned", "int", Kind.INTEGER)));
        assertEquals(Profile.Kind.NUMBER, Profiler.kind(col("smallint", "smallint", "int2", Kind.INTEGER)));
        // an array of text is measured by its text form, any other array only counted
        assertEquals(Profile.Kind.TEXT, Profiler.kind(col("array:varchar", "character varying(20)[]",
                "varchar[]", Kind.ARRAY)));
        assertEquals(Profile.Kind.OTHER, Profiler.kind(col("array:int", "integer[]", "int4[]", Kind.ARRAY)));
    }

    /** Quantiles at {@link Quantiles#POINTS} of the values {@code f(p)}. */
    private static List<Profile.Quantile> quantiles(java.util.function.DoubleUnaryOperator f) {
        List<Profile.Quantile> q = new java.util.ArrayList<>();
        for (double p : Quantiles.POINTS) {
            q.add(new Profile.Quantile(p, f.applyAsDouble(p)));
        }
        return q;
    }

    @Test
    void aTailIsToldFromItsQuantiles() {
        // uniform on 1..20,000 (four orders of magnitude, but spread evenly) and a normal: no tail
        assertFalse(Quantiles.tail(quantiles(p -> 1 + 19_999 * p), Profile.Kind.NUMBER));
        // the least and greatest of 100,000 normal values lie about 4.4 standard deviations out
        assertFalse(Quantiles.tail(quantiles(p -> 50 + 10 * normal(p)), Profile.Kind.NUMBER));
        // log-normal with sigma 1.5: p99 / p1 = e^(2 * 2.33 * 1.5), over 1,000, with p50 at 1 near p1's 0.03
        assertTrue(Quantiles.tail(quantiles(p -> Math.exp(1.5 * normal(p))), Profile.Kind.NUMBER));
        // an exponential spreads over orders of magnitude too, but its median sits at 15% of the span: no tail by
        // magnitudes; the greatest of 100,000 (11.5) is 6.9 past p99 (4.6), further than p1 to p99: a tail by reach
        List<Profile.Quantile> exponential = quantiles(p -> -Math.log(1 - Math.min(p, 0.99999)));
        assertTrue(Quantiles.tail(exponential, Profile.Kind.NUMBER));
        List<Profile.Quantile> capped = new java.util.ArrayList<>(exponential.subList(0, Quantiles.POINTS.length - 1));
        capped.add(new Profile.Quantile(1, 6)); // its greatest at 6: a tail neither by reach nor by magnitudes
        assertFalse(Quantiles.tail(capped, Profile.Kind.NUMBER));
        // 5 to 15, and one value at 1,048: the top 1% reaches a hundred times further than the rest
        List<Profile.Quantile> outlier = quantiles(p -> p == 1 ? 1048 : 5 + 10 * p);
        assertTrue(Quantiles.tail(outlier, Profile.Kind.NUMBER));
        // the same shape in seconds is a tail too, but not by magnitudes: times since 1970 are all about 1.7e9
        assertTrue(Quantiles.tail(quantiles(p -> p == 0 ? 0 : 1.7e9 + 1e6 * p), Profile.Kind.TIME), "one at 1970");
        assertFalse(Quantiles.tail(quantiles(p -> 1.7e9 + 1e6 * p), Profile.Kind.TIME));
        assertFalse(Quantiles.tail(quantiles(p -> 1 + 9_999 * p).subList(0, 5), Profile.Kind.NUMBER), "too few");
        // withQuantiles says so on the column
        Profile.ColumnProfile c = new Profile.ColumnProfile("delay", "int", Profile.Kind.NUMBER, 100, 100, 50, 5.0,
                1048.0, List.of(new Profile.Bin(5, 1048, 100)), List.of()).withQuantiles(outlier);
        assertTrue(c.tail());
        assertEquals(Quantiles.POINTS.length, c.quantiles().size());
    }

    /** Bins of equal width from 0 to 20, with these rows. */
    private static List<Profile.Bin> bins(long... rows) {
        List<Profile.Bin> out = new java.util.ArrayList<>();
        for (int i = 0; i < rows.length; i++) {
            out.add(new Profile.Bin(i, i + 1, rows[i]));
        }
        return out;
    }

    /** The quantiles of a column are read only where its histogram could hide a tail. */
    @Test
    void aHistogramThatCouldHideATailIsLopsided() {
        long[] even = new long[20];
        java.util.Arrays.fill(even, 50);
        assertFalse(Quantiles.lopsided(bins(even)), "spread evenly");
        assertFalse(Quantiles.lopsided(bins(1, 3, 8, 20, 40, 70, 100, 130, 150, 160, 160, 150, 130, 100, 70, 40, 20, 8,
                3, 1)), "a bell");
        assertTrue(Quantiles.lopsided(bins(199, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)),
                "one value far past the rest");
        assertTrue(Quantiles.lopsided(bins(300, 200, 120, 80, 60, 50, 40, 30, 25, 20, 18, 15, 12, 10, 8, 6, 5, 4, 3,
                2)), "crowded at the bottom");
        assertFalse(Quantiles.lopsided(bins(5, 5, 5)), "too few bins to tell");
    }

    /**
     * The standard normal quantile of p, bounded as 100,000 values bound it (Abramowitz and Stegun 26.2.23, within
     * 0.00045).
     */
    private static double normal(double p) {
        double q = Math.min(Math.max(p, 1e-5), 1 - 1e-5);
        double tail = Math.min(q, 1 - q);
        double t = Math.sqrt(-2 * Math.log(tail));
        double z = t - (2.515517 + 0.802853 * t + 0.010328 * t * t) / (1 + 1.432788 * t + 0.189269 * t * t
                + 0.001308 * t * t * t);
        return q < 0.5 ? -z : z;
    }

    private static Profile.ColumnProfile nullable(String name, long rows, long nonNull) {
        return new Profile.ColumnProfile(name, "int", Profile.Kind.NUMBER, rows, nonNull, 10, 1.0, 9.0,
                List.of(new Profile.Bin(1, 9, nonNull)), List.of());
    }

    private static Profile.TableProfile flights(long depNull, long arrNull, Facts facts) {
        return new Profile.TableProfile("flights", 1000, -1, List.of(nullable("dep", 1000, 1000 - depNull),
                nullable("arr", 1000, 1000 - arrNull), nullable("a", 1000, 1000), nullable("b", 1000, 1000)),
                List.of(), facts);
    }

    private static FactsView.Group group(List<FactsView.Group> groups, String start) {
        return groups.stream().filter(g -> g.title().startsWith(start)).findFirst().orElseThrow();
    }

    @Test
    void theFactsShownAreTheStrongestOnEitherSideWithTheCopysFigureBeside() {
        // the source: dep and arr NULL together, arr after dep in 97%, a and b ranked together, carrier by origin
        Facts source = new Facts("flights", 1000, List.of(new Facts.NullPair("dep", "arr", 100, 100, 100)),
                List.of(new Facts.Order("dep", "arr", 873, 0, 27), new Facts.Order("a", "b", 500, 0, 500)),
                List.of(new Facts.Rank("a", "b", 1000, 0.63), new Facts.Rank("dep", "a", 900, 0.05)),
                List.of(new Facts.Categories("carrier", "origin", 1000, 16, 3, 0.59, List.of())));
        // the copy: NULLs apart, the order at 59%, no correlation, b named first in its order pair
        Facts copy = new Facts("flights", 1000, List.of(new Facts.NullPair("dep", "arr", 100, 100, 3)),
                List.of(new Facts.Order("arr", "dep", 410, 0, 590), new Facts.Order("a", "b", 500, 0, 500)),
                List.of(new Facts.Rank("a", "b", 1000, 0.0)),
                List.of(new Facts.Categories("origin", "carrier", 1000, 3, 16, 0.57, List.of())));
        List<FactsView.Group> groups = FactsView.of(flights(100, 100, copy), flights(100, 100, source));

        // the page reads the copy against the source: every fact of the source shows, though the copy lost it
        FactsView.Group nulls = group(groups, "NULL together");
        assertEquals(List.of(new FactsView.Row("arr is NULL where dep is", 0.03, 1.0, true),
                new FactsView.Row("dep is NULL where arr is", 0.03, 1.0, true)), nulls.rows());
        assertEquals(1, nulls.measured());
        assertEquals(1, nulls.measuredAgainst());
        FactsView.Group orders = group(groups, "Order");
        assertEquals(List.of(new FactsView.Row("dep < arr", 0.59, 0.97, true)), orders.rows(), "a, b hold no order");
        FactsView.Group ranks = group(groups, "Rank");
        assertEquals(List.of(new FactsView.Row("a, b", 0.0, 0.63, true)), ranks.rows(), "0.05 is too weak to show");
        assertEquals(List.of(new FactsView.Row("origin by carrier", 0.57, 0.59, false)),
                group(groups, "Columns of few values").rows(), "within 0.05: not flagged");

        // one side only: its own figures, none beside
        List<FactsView.Group> alone = FactsView.of(flights(100, 100, source), null);
        assertEquals(List.of(new FactsView.Row("dep < arr", 0.97, null, false)), group(alone, "Order").rows());
        assertEquals(null, group(alone, "Order").measuredAgainst());
    }

    @Test
    void nullTogetherMeansMoreThanEitherColumnsOwnShare() {
        // arr NULL on 95% of rows: on 95% of dep's NULL rows too, by chance alone: no fact
        Facts chance = new Facts("flights", 1000, List.of(new Facts.NullPair("dep", "arr", 100, 950, 95)), List.of(),
                List.of(), List.of());
        assertEquals(List.of(), group(FactsView.of(flights(100, 950, chance), null), "NULL").rows());
        // a column without NULLs in the copy: the share is 0, not "not measured"
        Facts source = new Facts("flights", 1000, List.of(new Facts.NullPair("dep", "arr", 100, 100, 100)), List.of(),
                List.of(), List.of());
        Facts copy = new Facts("flights", 1000, List.of(), List.of(), List.of(), List.of());
        List<FactsView.Row> rows = group(FactsView.of(flights(100, 0, copy), flights(100, 100, source)), "NULL").rows();
        assertEquals(new FactsView.Row("arr is NULL where dep is", 0.0, 1.0, true), rows.get(0));
        assertEquals(new FactsView.Row("dep is NULL where arr is", null, 1.0, false), rows.get(1),
                "no NULL in the copy's arr: nothing to tell");
    }

    private static Profile.ColumnProfile ranged(String name, Profile.Kind kind, double min, double max) {
        return new Profile.ColumnProfile(name, "x", kind, 1000, 1000, 100, min, max, List.of(new Profile.Bin(min, max,
                1000)), List.of());
    }

    /** A column of {@code n} rows spread evenly from min to max in 10 bins. */
    private static Profile.ColumnProfile even(String name, Profile.Kind kind, double min, double max) {
        List<Profile.Bin> bins = new java.util.ArrayList<>();
        for (int i = 0; i < 10; i++) {
            bins.add(new Profile.Bin(min + (max - min) * i / 10, min + (max - min) * (i + 1) / 10, 100));
        }
        return new Profile.ColumnProfile(name, "x", kind, 1000, 1000, 100, min, max, bins, List.of());
    }

    @Test
    void anOrderTheColumnsGiveApartIsNotShown() {
        Facts f = new Facts("t", 1000, List.of(), List.of(new Facts.Order("id", "delay", 0, 0, 1000),
                new Facts.Order("low", "high", 995, 0, 5), new Facts.Order("dep", "arr", 970, 0, 30),
                new Facts.Order("wait", "distance", 990, 0, 10)), List.of(), List.of());
        Profile.ColumnProfile wait = even("wait", Profile.Kind.NUMBER, 0, 30);
        Profile.ColumnProfile distance = even("distance", Profile.Kind.NUMBER, 20, 4_000);
        Profile.TableProfile t = new Profile.TableProfile("t", 1000, -1, List.of(
                even("id", Profile.Kind.NUMBER, 5_000, 10_000), even("delay", Profile.Kind.NUMBER, -5, 1_200),
                even("low", Profile.Kind.NUMBER, 0, 100), even("high", Profile.Kind.NUMBER, 50, 500),
                even("dep", Profile.Kind.TIME, 1e9, 2e9), even("arr", Profile.Kind.TIME, 1e9, 2e9), wait, distance),
                List.of(), f);
        assertEquals(List.of(new FactsView.Row("dep < arr", 0.97, null, false)), group(FactsView.of(t, null),
                "Order").rows(), "every id is above every delay, nearly every wait below every distance, and low below "
                        + "high in 97% of pairs drawn apart: no fact across columns but dep before arr");
        // drawn apart, a wait is at or above a distance only with both between 20 and 30: about 1 in 2,400
        assertEquals(1 - 50.0 / (30 * 3_980), FactsView.less(wait, distance), 1e-4);
        assertTrue(FactsView.less(wait, distance) < 1);
        // low (0 to 100) below high (50 to 500): about 0.97 of pairs apart; the rows hold it at 0.995, lift 0.02
        assertEquals(1 - 0.5 * 0.5 * (50.0 / 450) / 1, FactsView.less(even("low", Profile.Kind.NUMBER, 0, 100),
                even("high", Profile.Kind.NUMBER, 50, 500)), 0.01);
    }

    @Test
    void theShareOfRowsBelowAValueReadsTheHistogram() {
        List<Profile.Bin> bins = List.of(new Profile.Bin(0, 5, 100), new Profile.Bin(5, 10, 300));
        assertEquals(0.125, FactsView.cdf(bins, 400, 2.5), 1e-12);
        assertEquals(0.25 + 0.375, FactsView.cdf(bins, 400, 7.5), 1e-12);
        assertEquals(0, FactsView.cdf(bins, 400, -1));
        assertEquals(1, FactsView.cdf(bins, 400, 11));
        Profile.ColumnProfile a = even("a", Profile.Kind.NUMBER, 0, 10);
        Profile.ColumnProfile b = even("b", Profile.Kind.NUMBER, 0, 10);
        assertEquals(0.5, FactsView.less(a, b), 1e-12, "two columns alike: either below half the time");
    }

    @Test
    void atMostEightOfAKindWithHowManyWereMeasured() {
        List<Facts.Rank> ranks = new java.util.ArrayList<>();
        for (int i = 0; i < 12; i++) {
            ranks.add(new Facts.Rank("a", "b" + i, 100, 0.4 + i * 0.05));
        }
        Facts f = new Facts("flights", 1000, List.of(), List.of(), ranks, List.of());
        FactsView.Group g = group(FactsView.of(flights(0, 0, f), null), "Rank");
        assertEquals(FactsView.TOP, g.rows().size());
        assertEquals(12, g.measured());
        assertEquals("a, b11", g.rows().get(0).fact(), "the strongest first");
    }

    /** The page's data holds the facts shown, and still one chart per column: a tail or one length changes which. */
    @Test
    void aTailAndTextOfOneLengthAreStillOneChartEach() {
        Profile.ColumnProfile delay = new Profile.ColumnProfile("delay", "int", Profile.Kind.NUMBER, 100, 100, 50, 5.0,
                1048.0, List.of(new Profile.Bin(5, 1048, 100)), List.of()).withQuantiles(quantiles(p -> p == 1 ? 1048
                        : 5 + 10 * p));
        Profile.ColumnProfile hash = new Profile.ColumnProfile("hash", "char(60)", Profile.Kind.TEXT, 100, 100, 100,
                60.0, 60.0, List.of(new Profile.Bin(60, 60, 100)), List.of()).withCharacters(List.of(
                        new Profile.Position(0, 0, 0, 100), new Profile.Position(100, 0, 0, 0)));
        Facts f = new Facts("t", 100, List.of(), List.of(), List.of(new Facts.Rank("delay", "id", 100, 0.9)),
                List.of());
        Profile p = new Profile("db", "test", List.of(new Profile.TableProfile("t", 100, -1, List.of(delay, hash),
                List.of(), f)));
        assertEquals(2, ReportPage.charts(p));
        String html = ReportPage.html(p, null);
        assertTrue(html.contains("\"facts\":{\"t\":[{\"title\":\"NULL together (each pair both ways)\""),
                "the facts shown, by table");
        assertTrue(html.contains("{\"fact\":\"delay, id\",\"main\":0.9,\"against\":null,\"differs\":false}"),
                "the rank correlation shown");
        assertTrue(html.contains("\"tail\":true"));
        assertTrue(html.contains("\"characters\":[{\"digits\":0,\"upper\":0,\"lower\":0,\"other\":100}"));
    }
}
