package seedgen.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class ReportPageTest {

    private static Profile.ColumnProfile column(String name, List<Profile.Member> members) {
        return new Profile.ColumnProfile(name, "varchar(20)", Profile.Kind.TEXT, 10, 10, members.size(), 1.0, 9.0,
                List.of(new Profile.Bin(1, 9, 10)), members);
    }

    /** A value of the database that looks like markup stays text: it cannot end the script that holds the data. */
    @Test
    void valuesThatLookLikeMarkupCannotLeaveTheirScript() {
        Profile p = new Profile("db</title><script>x()</script>", "test", List.of(new Profile.TableProfile("t", 10, -1,
                List.of(column("s", List.of(new Profile.Member("</script><img src=x onerror=alert(1)>", 10)))),
                List.of())));
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

    @Test
    void columnsAreMeasuredByTheirType() {
        assertEquals(Profile.Kind.NUMBER, Profiler.kind("bigint"));
        assertEquals(Profile.Kind.NUMBER, Profiler.kind("numeric"));
        assertEquals(Profile.Kind.NUMBER, Profiler.kind("double precision"));
        assertEquals(Profile.Kind.TIME, Profiler.kind("timestamp without time zone"));
        assertEquals(Profile.Kind.TIME, Profiler.kind("datetime"));
        assertEquals(Profile.Kind.TIME, Profiler.kind("date"));
        assertEquals(Profile.Kind.TEXT, Profiler.kind("character varying"));
        assertEquals(Profile.Kind.TEXT, Profiler.kind("enum"));
        assertEquals(Profile.Kind.OTHER, Profiler.kind("varbinary"));
        assertEquals(Profile.Kind.OTHER, Profiler.kind("bytea"));
        assertEquals(Profile.Kind.OTHER, Profiler.kind("point"));
        assertEquals(Profile.Kind.OTHER, Profiler.kind("time"));
        assertEquals(Profile.Kind.OTHER, Profiler.kind("interval"));
        assertEquals(Profile.Kind.OTHER, Profiler.kind("money"));
        assertEquals(Profile.Kind.NUMBER, Profiler.kind("int unsigned"));
        assertEquals(Profile.Kind.NUMBER, Profiler.kind("smallint"));
    }
}
