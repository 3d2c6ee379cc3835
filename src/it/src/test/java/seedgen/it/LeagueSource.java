package seedgen.it;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Random;
import seedgen.it.shape.Fact;

/**
 * A database with the structures of the real ones of issue 35 (nycflights13, Lahman), made with java.util.Random and
 * nothing of seedgen's, for the comparator to hold a learned copy to:
 * <ul>
 *   <li>16 carriers, a 16-row parent whose flights are very unequal (about 26% on one, 3 on another);</li>
 *   <li>flights: a delay most often within -10..30 with a long tail past 1,000 and one outlier far out (2,870);
 *       cancelled flights (2.5%) with both times, both delays and the departure time all NULL, diverted ones with
 *       the arrival alone NULL; the arrival delay following the departure delay (Spearman about 0.65); arrival after
 *       departure in about 97% of rows (clock times as hhmm, so an overnight flight arrives "before"); the carrier
 *       drawn by weights of its own for each of three origins;</li>
 *   <li>players: born, debut 19 to 27 years later, final game after the debut, died after that for about a fifth (NULL
 *       for the rest, never after 2024); bats R/L/B with one S;</li>
 *   <li>teams keyed by (year, team_id), 12 teams in 1990 growing to 16;</li>
 *   <li>seasons keyed by (player_id, year, stint): player_id a reference inside the key, the years of a career
 *       consecutive, stint 1, 2, 3 counting within (player, year), and (year, team_id) a composite reference to
 *       teams.</li>
 * </ul>
 * About 52,000 rows.
 */
final class LeagueSource {

    static final int FLIGHTS = 30_000;
    static final int PLAYERS = 3_000;
    static final List<String> TABLES = List.of("carriers", "flights", "players", "teams", "seasons");

    private static final String[] CARRIERS = {"KX", "LM", "NP", "QR", "ST", "UV", "WX", "YZ", "BF", "CG", "DH", "EJ",
        "FK", "GL", "HM", "JN"};
    /** Flights per carrier, as nycflights13's are: a few carry most, the last a handful. */
    private static final double[] CARRIER_WEIGHTS = {58, 54, 48, 41, 32, 27, 20, 18, 12, 10, 6, 3, 2, 1, 0.7, 0.05};
    private static final String[] ORIGINS = {"NWK", "KEN", "LAG"};
    private static final String[] TEAMS = {"ANA", "BAL", "BOS", "CHA", "CLE", "DET", "KCA", "MIN", "NYA", "OAK",
        "SEA", "TEX", "TBA", "TOR", "ARI", "COL"};
    private static final int FIRST_YEAR = 1990;
    private static final int LAST_YEAR = 2024;
    private static final String LETTERS = "abcdefghijklmnopqrstuvwxyz";
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");

    /** The facts across columns the source has and a copy must keep, each within 0.05 of the source's figure. */
    static final List<Fact> FACTS = List.of(
            Fact.share("cancelled flights have both times NULL", "flights", "{dep_time} IS NULL",
                    "{arr_time} IS NULL"),
            Fact.share("cancelled flights have no delay and no departure", "flights", "{dep_time} IS NULL",
                    "{dep_delay} IS NULL AND {arr_delay} IS NULL AND {dep_at} IS NULL"),
            Fact.share("arrival after departure", "flights", "{dep_time} IS NOT NULL AND {arr_time} IS NOT NULL",
                    "{arr_time} > {dep_time}"),
            Fact.spearman("departure and arrival delays (Spearman)", "flights", "{dep_delay}", "{arr_delay}"),
            Fact.cramersV("carrier by origin (Cramer's V)", "flights", "{carrier}", "{origin}"),
            Fact.share("birth before debut", "players", "{born} IS NOT NULL AND {debut} IS NOT NULL",
                    "{born} < {debut}"),
            Fact.share("debut no later than final game", "players", "{final_game} IS NOT NULL",
                    "{debut} <= {final_game}"),
            Fact.share("death no earlier than final game", "players", "{died} IS NOT NULL", "{died} >= {final_game}"),
            Fact.query("seasons inside the career", "seasons", Fact.Expr.of("SELECT AVG(CASE WHEN s.{year} BETWEEN "
                    + "EXTRACT(YEAR FROM p.{debut}) AND EXTRACT(YEAR FROM p.{final_game}) THEN 1.0 ELSE 0 END) FROM "
                    + "{seasons} s JOIN {players} p ON p.{id} = s.{player_id}")));

    private LeagueSource() {
    }

    static List<String> ddl(boolean pg) {
        String time = pg ? "TIMESTAMP" : "DATETIME";
        return List.of(
                "CREATE TABLE carriers (code VARCHAR(2) PRIMARY KEY, name VARCHAR(40) NOT NULL)",
                "CREATE TABLE flights (id INT PRIMARY KEY, flight_date DATE NOT NULL, carrier VARCHAR(2) NOT NULL "
                        + "REFERENCES carriers (code), origin VARCHAR(3) NOT NULL, dep_time SMALLINT, dep_delay INT, "
                        + "arr_time SMALLINT, arr_delay INT, distance SMALLINT NOT NULL, dep_at " + time + ")",
                "CREATE TABLE players (id INT PRIMARY KEY, name VARCHAR(40) NOT NULL, bats VARCHAR(1), born DATE NOT "
                        + "NULL, debut DATE NOT NULL, final_game DATE NOT NULL, died DATE)",
                "CREATE TABLE teams (year SMALLINT NOT NULL, team_id VARCHAR(3) NOT NULL, name VARCHAR(30) NOT NULL, "
                        + "wins SMALLINT NOT NULL, PRIMARY KEY (year, team_id))",
                "CREATE TABLE seasons (player_id INT NOT NULL REFERENCES players (id), year SMALLINT NOT NULL, "
                        + "stint SMALLINT NOT NULL, team_id VARCHAR(3) NOT NULL, games SMALLINT NOT NULL, hits "
                        + "SMALLINT NOT NULL, PRIMARY KEY (player_id, year, stint), FOREIGN KEY (year, team_id) "
                        + "REFERENCES teams (year, team_id))");
    }

    static void create(Connection c, boolean pg) throws SQLException {
        try (Statement st = c.createStatement()) {
            for (String s : ddl(pg)) {
                st.execute(s);
            }
        }
    }

    static void fill(Connection c, long seed) throws SQLException {
        Random r = new Random(seed);
        boolean auto = c.getAutoCommit();
        c.setAutoCommit(false);
        try (InsertRows rows = new InsertRows(c, "carriers", null)) {
            for (String code : CARRIERS) {
                rows.add(text(code), text(capital(word(r, 4, 9)) + " " + capital(word(r, 3, 8)) + " Air"));
            }
        }
        flights(c, r);
        int[] teamsIn = teams(c, r);
        players(c, r, teamsIn);
        c.commit();
        c.setAutoCommit(auto);
    }

    private static void flights(Connection c, Random r) throws SQLException {
        // each origin its own liking of each carrier (a tenth, as much, or five times), so carrier depends on origin
        double[][] cumulative = new double[ORIGINS.length][CARRIERS.length];
        for (int o = 0; o < ORIGINS.length; o++) {
            double sum = 0;
            for (int k = 0; k < CARRIERS.length; k++) {
                double u = r.nextDouble();
                sum += CARRIER_WEIGHTS[k] * (u < 0.3 ? 0.1 : u < 0.7 ? 1 : 5);
                cumulative[o][k] = sum;
            }
            for (int k = 0; k < CARRIERS.length; k++) {
                cumulative[o][k] /= sum;
            }
        }
        int outlier = 1 + r.nextInt(FLIGHTS);
        try (InsertRows rows = new InsertRows(c, "flights", null)) {
            for (int id = 1; id <= FLIGHTS; id++) {
                int o = r.nextInt(ORIGINS.length);
                double u = r.nextDouble();
                int k = 0;
                while (cumulative[o][k] < u) {
                    k++;
                }
                LocalDate day = LocalDate.of(2023, 1, 1).plusDays(r.nextInt(365));
                int scheduled = (int) Math.min(22 * 60, Math.max(5 * 60, 13 * 60 + 3.8 * 60 * r.nextGaussian()));
                int distance = (int) Math.min(4_900, Math.max(80, Math.round(Math.exp(6.6 + 0.6 * r.nextGaussian()))));
                int delay = id == outlier ? 2_870 : r.nextDouble() < 0.72 ? (int) Math.round(-3 + 5 * r.nextGaussian())
                        : (int) Math.min(1_300, Math.round(10 + 15 * (Math.pow(r.nextDouble(), -1 / 1.15) - 1)));
                int arrDelay = delay + (int) Math.round(-6 + 14 * r.nextGaussian());
                double fate = r.nextDouble();
                String depTime = "NULL";
                String arrTime = "NULL";
                String depDelay = "NULL";
                String arrDelayText = "NULL";
                String depAt = "NULL";
                if (fate >= 0.025) {
                    int dep = Math.floorMod(scheduled + delay, 1_440);
                    depTime = Integer.toString(dep / 60 * 100 + dep % 60);
                    depDelay = Integer.toString(delay);
                    depAt = text(day.atStartOfDay().plusMinutes(scheduled + delay).format(TIME));
                    if (fate >= 0.028) {
                        // a diverted flight (the 0.3% before) departs and never arrives
                        int arr = Math.floorMod(dep + 45 + r.nextInt(301) + arrDelay - delay, 1_440);
                        arrTime = Integer.toString(arr / 60 * 100 + arr % 60);
                        arrDelayText = Integer.toString(arrDelay);
                    }
                }
                rows.add(Integer.toString(id), text(day.toString()), text(CARRIERS[k]), text(ORIGINS[o]), depTime,
                        depDelay, arrTime, arrDelayText, Integer.toString(distance), depAt);
            }
        }
    }

    /** Teams of each year, 12 in 1990 and one more every few years up to 16; the number of teams per year. */
    private static int[] teams(Connection c, Random r) throws SQLException {
        int[] teamsIn = new int[LAST_YEAR - FIRST_YEAR + 1];
        String[] names = new String[TEAMS.length];
        for (int t = 0; t < TEAMS.length; t++) {
            names[t] = capital(word(r, 4, 10)) + " " + capital(word(r, 4, 9)) + "s";
        }
        try (InsertRows rows = new InsertRows(c, "teams", null)) {
            for (int y = FIRST_YEAR; y <= LAST_YEAR; y++) {
                int n = Math.min(TEAMS.length, 12 + (y - FIRST_YEAR) / 8);
                teamsIn[y - FIRST_YEAR] = n;
                for (int t = 0; t < n; t++) {
                    rows.add(Integer.toString(y), text(TEAMS[t]), text(names[t]),
                            Long.toString(Math.round(81 + 10 * r.nextGaussian())));
                }
            }
        }
        return teamsIn;
    }

    private static void players(Connection c, Random r, int[] teamsIn) throws SQLException {
        try (InsertRows players = new InsertRows(c, "players", null);
                InsertRows seasons = new InsertRows(c, "seasons", players)) {
            for (int id = 1; id <= PLAYERS; id++) {
                int debutYear = FIRST_YEAR + r.nextInt(LAST_YEAR - FIRST_YEAR - 1);
                LocalDate debut = LocalDate.of(debutYear, 4, 1).plusDays(r.nextInt(180));
                LocalDate born = debut.minusYears(19 + r.nextInt(9)).minusDays(r.nextInt(365));
                int years = 1 + (int) Math.floor(Math.log(1 - r.nextDouble()) / Math.log(0.8));
                int finalYear = Math.min(LAST_YEAR, debutYear + years - 1);
                LocalDate last = LocalDate.of(finalYear, 4, 1).plusDays(r.nextInt(180));
                LocalDate finalGame = last.isBefore(debut) ? debut.plusDays(r.nextInt(30)) : last;
                String died = "NULL";
                double dies = born.getYear() < 1975 ? 0.45 : 0.12;
                long room = LocalDate.of(LAST_YEAR, 12, 31).toEpochDay() - finalGame.plusYears(1).toEpochDay();
                if (room > 0 && r.nextDouble() < dies) {
                    died = text(finalGame.plusYears(1).plusDays((long) (r.nextDouble() * room)).toString());
                }
                double b = r.nextDouble();
                String bats = id == PLAYERS / 2 ? "'S'" : b < 0.03 ? "NULL" : b < 0.62 ? "'R'" : b < 0.91 ? "'L'"
                        : "'B'";
                players.add(Integer.toString(id), text(capital(word(r, 3, 9)) + " " + capital(word(r, 4, 12))),
                        bats, text(born.toString()), text(debut.toString()), text(finalGame.toString()), died);
                for (int y = debutYear; y <= finalYear; y++) {
                    int stints = r.nextDouble() < 0.1 ? (r.nextDouble() < 0.1 ? 3 : 2) : 1;
                    int teams = teamsIn[y - FIRST_YEAR];
                    int team = r.nextInt(teams);
                    for (int s = 1; s <= stints; s++) {
                        int games = 1 + (int) Math.min(161, Math.floor(162 * Math.pow(r.nextDouble(), 1.6)));
                        int hits = (int) Math.round(games * 3.6 * 0.26 * r.nextDouble() * 1.4);
                        seasons.add(Integer.toString(id), Integer.toString(y), Integer.toString(s),
                                text(TEAMS[team]), Integer.toString(games), Integer.toString(hits));
                        team = (team + 1 + r.nextInt(teams - 1)) % teams;
                    }
                }
            }
        }
    }

    private static String word(Random r, int least, int most) {
        StringBuilder b = new StringBuilder();
        int len = least + r.nextInt(most - least + 1);
        for (int i = 0; i < len; i++) {
            b.append(LETTERS.charAt(r.nextInt(LETTERS.length())));
        }
        return b.toString();
    }

    private static String capital(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    private static String text(String s) {
        return "'" + s.replace("'", "''") + "'";
    }
}
