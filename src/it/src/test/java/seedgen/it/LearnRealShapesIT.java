package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import seedgen.it.shape.Measure;
import seedgen.it.shape.Measures;
import seedgen.it.shape.ShapeComparator;
import seedgen.it.shape.Side;

/**
 * Issue 35's bounds on a source with the structures of real databases ({@link LeagueSource}: a 16-row parent with
 * very unequal children, a key member counting within its parent, a reference inside a composite key and a composite
 * foreign key, a heavy tail, columns NULL together, a correlated pair, an order between two columns, a category
 * depending on another, a chain of times), learned with {@code spec --from-db --learn} and filled into an empty copy
 * of the schema: every measure of {@link ShapeComparator} holds but the gaps {@link #GAPS} names with their reasons, on
 * MariaDB at 1x and at --scale 10 and on PostgreSQL in one go with --learn-from. A failure lists every other measure
 * that does not hold.
 */
class LearnRealShapesIT {

    @RegisterExtension
    static final ItDatabase db = new ItDatabase(LearnRealShapesIT.class);

    @RegisterExtension
    static final SharedPg pg = new SharedPg();

    @TempDir
    Path dir;

    @Test
    void mariadbCopyKeepsTheLeaguesShapesAt1xAndAt10x() throws Exception {
        String src = db.name("src");
        String copy = db.name("copy");
        String big = db.name("big");
        try (Connection c = db.admin()) {
            for (String name : List.of(src, copy, big)) {
                try (Statement st = c.createStatement()) {
                    st.execute("CREATE DATABASE " + Sql.quote(name));
                }
                c.setCatalog(name);
                LeagueSource.create(c, false);
            }
            c.setCatalog(src);
            LeagueSource.fill(c, 35);
        }
        List<String> failures = new ArrayList<>();
        for (double scale : new double[] {1, 10}) {
            String target = scale == 1 ? copy : big;
            List<String> args = new ArrayList<>(List.of("spec", "--from-db", "--learn"));
            if (scale != 1) {
                args.addAll(List.of("--scale", "10"));
            }
            CliRun learned = db.seedgen(dir, src, args.toArray(String[]::new)).assertExit(0);
            Path spec = dir.resolve("league-" + (int) scale + ".yaml");
            Files.writeString(spec, learned.out());
            db.seedgen(dir, target, "--from-db", "--spec", spec.toString()).assertExit(0);
            try (Connection s = mysql(src); Connection c = mysql(target)) {
                failures.addAll(compare("MariaDB x" + (int) scale, Side.of(s), Side.of(c), scale, learned.out()));
            }
        }
        assertTrue(failures.isEmpty(), String.join("\n", failures));
    }

    @Test
    void postgresqlCopyKeepsTheLeaguesShapesInOneGo() throws Exception {
        String src = pg.server.database("league_src");
        String copy = pg.server.database("league_copy");
        try (Connection c = pg.server.connectAsTestUser(copy)) {
            LeagueSource.create(c, true);
        }
        try (Connection c = pg.server.connectAsTestUser(src)) {
            LeagueSource.create(c, true);
            LeagueSource.fill(c, 36);
        }
        Map<String, String> env = Map.of("SEEDGEN_PASSWORD", PgTestServer.IT_PASSWORD);
        CliRun printed = CliRun.of(env, dir, "spec", "--from-db", "--learn", "--url", pg.server.url(src), "--user",
                PgTestServer.IT_USER).assertExit(0);
        // an existing schema's foreign keys are checked after the rows, which needs this right (as LearnIT)
        pg.server.admin("GRANT SET ON PARAMETER session_replication_role TO " + PgTestServer.IT_USER);
        try {
            CliRun.of(env, dir, "--from-db", "--learn-from", src, "--url", pg.server.url(copy), "--user",
                    PgTestServer.IT_USER).assertExit(0);
        } finally {
            pg.server.admin("REVOKE SET ON PARAMETER session_replication_role FROM " + PgTestServer.IT_USER);
        }
        try (Connection s = pg.server.connectAsTestUser(src); Connection c = pg.server.connectAsTestUser(copy)) {
            List<String> failures = compare("PostgreSQL x1", Side.of(s), Side.of(c), 1, printed.out());
            assertTrue(failures.isEmpty(), String.join("\n", failures));
        }
    }

    /**
     * A measure a learned copy does not keep, and why (docs/learn.md lists the same): printed, not held to its bound.
     * Every other measure is. {@code scale} 0 for any scale.
     */
    record Gap(double scale, Measure.Kind kind, String table, String subject, String why) {
        boolean covers(double at, Measure m) {
            return (scale == 0 || scale == at) && m.kind() == kind && m.table().equals(table)
                    && m.subject().equals(subject);
        }
    }

    static final List<Gap> GAPS = List.of(
            new Gap(0, Measure.Kind.FACT, "seasons", "seasons inside the career", "a player's seasons start in his "
                    + "debut's year (year_of:), but his final game is made before his seasons are dealt, so it cannot "
                    + "follow how many he gets: a player with more seasons than years runs past it"),
            new Gap(10, Measure.Kind.ROWS, "teams", "", "teams' key (year, team_id) keeps team_id's 16 values and "
                    + "the years' shares, which key 480 rows: the spec keeps the table at 480 and says why"),
            new Gap(0, Measure.Kind.FANOUT_KS, "seasons", "(year, team_id) -> teams", "below the source's own noise: "
                    + "each season's team is drawn at random among its year's, and two leagues made by this process "
                    + "(simulated with 40 seeds) differ by a median KS of 0.075, 82% of them above 0.05; at "
                    + "--scale 10, also "
                    + "ten times the seasons on as many team-years (the cap on teams)"),
            new Gap(10, Measure.Kind.FANOUT_MAX, "seasons", "(year, team_id) -> teams", "from the cap on teams"));

    /** Every measure printed; the failing ones not in {@link #GAPS}, with the spec that made the copy, returned. */
    private static List<String> compare(String label, Side source, Side copy, double scale, String spec)
            throws SQLException {
        List<Measure> measures = new ShapeComparator(source, copy, scale, LeagueSource.TABLES, LeagueSource.FACTS)
                .measure();
        System.out.println("LearnRealShapesIT " + label + ":\n" + Measures.text(measures, true));
        // every kind of measure taken at least once, so no structure of the league goes unmeasured
        for (Measure.Kind kind : Measure.Kind.values()) {
            assertTrue(measures.stream().anyMatch(m -> m.kind() == kind), label + ": no " + kind.label() + " measured");
        }
        List<Measure> held = new ArrayList<>();
        for (Measure m : measures) {
            Gap gap = GAPS.stream().filter(g -> g.covers(scale, m)).findFirst().orElse(null);
            if (gap == null) {
                held.add(m);
            } else if (!m.holds()) {
                System.out.println("known gap, " + label + ": " + m.table() + " " + m.subject() + " " + m.what() + ": "
                        + gap.why());
            }
        }
        if (Measures.holding(held) == held.size()) {
            return List.of();
        }
        return List.of(label + ": " + Measures.failures(held) + "spec:\n" + spec);
    }

    private static Connection mysql(String database) throws SQLException {
        Connection c = db.admin();
        c.setCatalog(database);
        return c;
    }

}
