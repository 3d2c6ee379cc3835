package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code seedgen report} on MariaDB and PostgreSQL: the page of a dataset against another, opened in a real headless
 * Chromium, which runs its script (Chart.js inlined, nothing fetched) and draws every chart the command counted; a
 * screenshot shows them. CI installs Chromium and sets SEEDGEN_REQUIRE_BROWSER, so there the browser cannot be
 * missing; elsewhere a machine without one skips the browser tests, saying so.
 */
class ReportIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(ReportIT.class);

    @RegisterExtension
    static final SharedPg pg = new SharedPg();

    @TempDir
    Path dir;

    private static final Pattern CHARTS = Pattern.compile("\\((\\d[\\d,]*) bytes, (\\d+) charts\\)");

    @Test
    void mariadbPageDrawsEveryChartOfADatasetAgainstAnother() throws Exception {
        String now = db.name("now");
        String before = db.name("before");
        db.seedgen(dir, now, "--dataset", "sns", "--rows", "1000").assertExit(0);
        db.seedgen(dir, before, "--dataset", "sns-v1", "--rows", "1000").assertExit(0);
        Path page = dir.resolve("report.html");
        CliRun run = db.seedgen(dir, now, "report", "--out", page.toString(), "--against", before).assertExit(0);
        int charts = charts(run);
        assertEquals(23 + 7, charts, "sns: 23 columns (three of them its history) and 7 foreign keys");
        String html = Files.readString(page);
        assertSelfContained(html);
        assertTrue(html.contains("\"name\":\"fk_likes_post_id\""), "the foreign keys are in the page's data");
        assertEquals(charts, drawn(page), "every chart counted is drawn");
        BufferedImage shot = screenshot(page);
        // the two sides' colours (at 75% over white), drawn by Chart.js: no other element of the page has them
        assertTrue(pixels(shot, 33, 102, 172) > 2_000, "the first side's charts are on the screen");
        assertTrue(pixels(shot, 214, 96, 77) > 500, "the second side's charts are on the screen");
        // sns-v1's likes come before their posts; sns's never
        assertTrue(html.matches("(?s).*\"column\":\"created_at\",\"parentColumn\":\"created_at\",\"compared\":\\d+,"
                + "\"backwards\":0.*"), "a time pair with none backwards");
        assertTrue(Pattern.compile("\"column\":\"created_at\",\"parentColumn\":\"created_at\",\"compared\":\\d+,"
                + "\"backwards\":[1-9]").matcher(html).find(), "sns-v1: likes and bookmarks before their post");
    }

    /**
     * A fresh load of sns and of chat shows no time running backwards: a child is judged against its parent's making
     * (before it runs backwards) and deletion (after it runs backwards), never against the parent's later edits (a
     * bookmark made before its user last edited the profile is how it should be); sns's users who left are compared
     * with the rows made after (none).
     */
    @Test
    void aFreshLoadShowsNoTimeRunningBackwards() throws Exception {
        for (String dataset : List.of("sns", "chat")) {
            String d = db.name("fresh_" + dataset);
            db.seedgen(dir, d, "--dataset", dataset, "--rows", "1000").assertExit(0);
            Path page = dir.resolve(dataset + ".html");
            db.seedgen(dir, d, "report", "--out", page.toString()).assertExit(0);
            String html = Files.readString(page);
            Matcher bad = Pattern.compile("\\{\"column\":\"(\\w+)\",\"parentColumn\":\"(\\w+)\",\"compared\":\\d+,"
                    + "\"backwards\":[1-9][^}]*}").matcher(html);
            assertFalse(bad.find(), () -> dataset + ": " + bad.group());
            assertFalse(html.contains("\"parentColumn\":\"updated_at\""), dataset + ": a parent's edits bound nothing");
            if (dataset.equals("sns")) {
                assertTrue(html.matches("(?s).*\"parentColumn\":\"deleted_at\",\"compared\":\\d+,\"backwards\":0,"
                        + "\"after\":true.*"), "sns: rows made after their user left are counted, and none is");
            }
        }
    }

    /**
     * The tables of {@link FactsSource} and a wide one (36 columns, names of 55 characters; a tail; a code of one
     * length), against a copy whose arr is NULL on a third more rows and whose tail is gone: every chart drawn, the
     * page no wider than the window, and the facts across columns with the copy's figures beside, flagged where they
     * part.
     */
    @Test
    void mariadbPageShowsTailsCodesWideTablesAndTheFactsAcrossColumns() throws Exception {
        String source = db.name("facts");
        String copy = db.name("facts_copy");
        for (String name : List.of(source, copy)) {
            db.execute("CREATE DATABASE " + Sql.quote(name));
            try (Connection c = db.admin()) {
                c.setCatalog(name);
                FactsSource.create(c, false);
                wide(c);
            }
        }
        db.execute("UPDATE " + ItDatabase.table(copy, "flights") + " SET arr = NULL WHERE id % 3 = 0");
        // the copy loses the tail: its quantiles are not read, and the page estimates them from its histogram
        db.execute("UPDATE " + ItDatabase.table(copy, "wide") + " SET delay = 10 WHERE id = 1");
        Path page = dir.resolve("facts.html");
        CliRun run = db.seedgen(dir, source, "report", "--out", page.toString(), "--against", copy).assertExit(0);
        int charts = charts(run);
        assertEquals(2 + 12 + 3 + 36 + 1, charts, "teams, flights, crews and wide: a chart a column; one foreign key");
        String html = Files.readString(page);
        assertSelfContained(html);
        // the tail of wide.delay (5 to 15, one at 1,048) is drawn from its quantiles; wide.code by its characters
        Matcher tail = Pattern.compile("\"name\":\"delay\",\"type\":\"int\\(11\\)\".*?\"quantiles\":\\[(\\{?).*?\"tail\":"
                + "(true|false)").matcher(html);
        assertTrue(tail.find() && tail.group(2).equals("true"), "a tail in the source");
        assertTrue(tail.find() && tail.group(1).isEmpty() && tail.group(2).equals("false"), "none in the copy");
        assertTrue(html.contains("\"characters\":[{\"digits\":0,\"upper\":200,\"lower\":0,\"other\":0},"),
                "the code's first character is a capital on every row");
        // the facts: dep and arr NULL together in the source, apart in the copy; the order of dep and arr
        // the copy: arr NULL on 400 rows (id % 3 = 0 or id % 10 = 0), dep on the 100 of them with id % 10 = 0
        assertTrue(html.contains("{\"fact\":\"dep is NULL where arr is\",\"main\":1.0,\"against\":0.25,"
                + "\"differs\":true}"), "NULL together, the copy's figure beside: " + between(html, "NULL together",
                        400));
        assertTrue(Pattern.compile("\\{\"fact\":\"dep \\\\u003c arr\",\"main\":0.97,\"against\":0.9[5-9]\\d*,"
                + "\"differs\":false}").matcher(html).find(), "the order of the times: " + between(html,
                        "Order within", 400));
        assertTrue(html.contains("\"fact\":\"carrier by origin\",\"main\":"), "categories that depend");
        String dom = dom(page, "--window-size=1400,2400");
        assertEquals(charts, attribute(dom, "data-charts"), "every chart counted is drawn");
        int width = attribute(dom, "data-width");
        assertTrue(width > 0 && width <= 1400, "the page keeps the window's width: " + width);
        assertTrue(dom.contains("<td class=\"bad\">25.0%</td>"), "a figure of the copy that parts from the source is "
                + "flagged");
    }

    /** A table of 36 columns with long names: 33 numbers, a tail, a code of eight characters; 200 rows. */
    private static void wide(Connection c) throws Exception {
        StringBuilder ddl = new StringBuilder("CREATE TABLE wide (id INT PRIMARY KEY");
        StringBuilder insert = new StringBuilder("INSERT INTO wide VALUES (?");
        for (int i = 0; i < 33; i++) {
            ddl.append(", a_column_name_long_enough_to_push_a_table_off_the_pag").append(i % 10).append(i / 10)
                    .append(" INT");
            insert.append(", ?");
        }
        ddl.append(", delay INT, code CHAR(8))");
        insert.append(", ?, ?)");
        try (Statement st = c.createStatement()) {
            st.execute(ddl.toString());
        }
        try (PreparedStatement ps = c.prepareStatement(insert.toString())) {
            for (int r = 0; r < 200; r++) {
                ps.setInt(1, r + 1);
                for (int i = 0; i < 33; i++) {
                    ps.setInt(2 + i, (r * (i + 7)) % 97);
                }
                ps.setInt(35, r == 0 ? 1048 : 5 + r % 11);
                ps.setString(36, String.format("%c%c-%05d", 'A' + r % 26, 'K' + r % 7, r * 37));
                ps.addBatch();
            }
            ps.executeBatch();
        }
    }

    private static String between(String html, String from, int length) {
        int at = html.indexOf(from);
        return at < 0 ? "(none)" : html.substring(at, Math.min(html.length(), at + length));
    }

    private static int attribute(String dom, String name) {
        Matcher m = Pattern.compile(name + "=\"(\\d+)\"").matcher(dom);
        assertTrue(m.find(), "the script ran to its end: " + dom.substring(0, Math.min(300, dom.length())));
        return Integer.parseInt(m.group(1));
    }

    @Test
    void postgresqlPageDrawsEveryChart() throws Exception {
        String database = pg.server.database("report");
        Map<String, String> vars = new LinkedHashMap<>();
        vars.put("SEEDGEN_PASSWORD", PgTestServer.IT_PASSWORD);
        List<String> target = List.of("--url", pg.server.url(database), "--user", PgTestServer.IT_USER);
        List<String> load = new ArrayList<>(List.of("--dataset", "chat", "--rows", "500"));
        load.addAll(target);
        CliRun.of(vars, dir, load.toArray(String[]::new)).assertExit(0);
        Path page = dir.resolve("chat.html");
        List<String> report = new ArrayList<>(List.of("report", "--out", page.toString()));
        report.addAll(target);
        CliRun run = CliRun.of(vars, dir, report.toArray(String[]::new)).assertExit(0);
        int charts = charts(run);
        assertEquals(19 + 5, charts, "chat: 19 columns (two of them its history) and 5 foreign keys");
        String html = Files.readString(page);
        assertSelfContained(html);
        assertTrue(html.contains("\"name\":\"messages\""), run::describe);
        assertFalse(html.contains("\"bytes\":-1"), "every table's size: a plain table's own, not its partitions'");
        assertEquals(charts, drawn(page), "every chart counted is drawn");
    }

    @Test
    void badInputIsOneLineAndWritesNothing() throws Exception {
        String database = db.name("bad");
        db.seedgen(dir, database, "--dataset", "sns", "--rows", "50").assertExit(0);
        CliRun noFolder = db.seedgen(dir, database, "report", "--out", dir.resolve("missing/r.html").toString())
                .assertRefused(2);
        assertTrue(noFolder.err().contains("does not exist or is not writable"), noFolder::describe);
        CliRun same = db.seedgen(dir, database, "report", "--out", "r.html", "--against", database).assertRefused(2);
        assertTrue(same.err().contains("is the database the report reads"), same::describe);
        CliRun absent = db.seedgen(dir, database, "report", "--out", "r.html", "--against", db.name("nowhere"))
                .assertRefused(2);
        assertTrue(absent.err().contains("has no base table to report"), absent::describe);
        assertFalse(Files.exists(dir.resolve("r.html")), "nothing written");
        try (var files = Files.list(dir)) {
            assertTrue(files.noneMatch(f -> f.getFileName().toString().startsWith(".seedgen-report")), "no temp left");
        }
    }

    private static int charts(CliRun run) {
        Matcher m = CHARTS.matcher(run.out());
        assertTrue(m.find(), run::describe);
        return Integer.parseInt(m.group(2));
    }

    /** Nothing the page would fetch: no element loads from anywhere. */
    private static void assertSelfContained(String html) {
        assertFalse(Pattern.compile("<(script|img|link|iframe)[^>]*(src|href)=", Pattern.CASE_INSENSITIVE)
                .matcher(html).find(), "an element that loads from elsewhere");
        assertTrue(html.contains("Chart.js v4.4.1"), "Chart.js inlined");
    }

    private static String chromium() {
        for (String c : List.of("/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome")) {
            if (Files.isExecutable(Path.of(c))) {
                return c;
            }
        }
        if (System.getenv("SEEDGEN_REQUIRE_BROWSER") != null) {
            throw new AssertionError("SEEDGEN_REQUIRE_BROWSER is set but no Chromium is installed (apt-get install "
                    + "chromium)");
        }
        Assumptions.abort("no Chromium here (apt-get install chromium): the page is not opened");
        return null;
    }

    /** Chromium's flags for a machine with no network and no display, as root. */
    private List<String> browser(String... more) {
        List<String> cmd = new ArrayList<>(List.of(chromium(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--user-data-dir=" + dir.resolve("chromium-profile")));
        cmd.addAll(List.of(more));
        return cmd;
    }

    private String run(List<String> cmd) throws Exception {
        Path out = Files.createTempFile(dir, "chromium", ".out");
        Process p = new ProcessBuilder(cmd).redirectErrorStream(false).redirectOutput(out.toFile())
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        assertTrue(p.waitFor(90, TimeUnit.SECONDS), "Chromium ended within 90 s");
        assertEquals(0, p.exitValue(), "Chromium's exit");
        return Files.readString(out, StandardCharsets.UTF_8);
    }

    /** The charts the page's script says it drew, read from the DOM Chromium holds after running it. */
    private int drawn(Path page) throws Exception {
        return attribute(dom(page), "data-charts");
    }

    /** The DOM Chromium holds after running the page's script, in a window of {@code flags}. */
    private String dom(Path page, String... flags) throws Exception {
        List<String> args = new ArrayList<>(List.of(flags));
        args.addAll(List.of("--dump-dom", page.toUri().toString()));
        return run(browser(args.toArray(String[]::new)));
    }

    private BufferedImage screenshot(Path page) throws Exception {
        Path png = dir.resolve("report.png");
        run(browser("--window-size=1400,2400", "--screenshot=" + png, page.toUri().toString()));
        BufferedImage image = ImageIO.read(png.toFile());
        assertEquals(1400, image.getWidth());
        return image;
    }

    /** Pixels within a few steps of the colour (r, g, b) drawn at 75% over white, as the page's script draws. */
    private static long pixels(BufferedImage image, int red, int green, int blue) {
        int r = (int) Math.round(red * 0.75 + 255 * 0.25);
        int g = (int) Math.round(green * 0.75 + 255 * 0.25);
        int b = (int) Math.round(blue * 0.75 + 255 * 0.25);
        long n = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                int rgb = image.getRGB(x, y);
                int dr = ((rgb >> 16) & 0xFF) - r;
                int dg = ((rgb >> 8) & 0xFF) - g;
                int db = (rgb & 0xFF) - b;
                n += Math.abs(dr) + Math.abs(dg) + Math.abs(db) < 60 ? 1 : 0;
            }
        }
        return n;
    }
}
