// One query's runtime and result rows for each id of a feed, for where-bench.sh: the query (one ? for the id) run once
// for every id to warm the server's caches, then ROUNDS times more, each id's time the median of its rounds, through
// Connector/J on one connection. Prints one line: ids, then the median, p10, p90, max and p90/p10 of the times (ms) and
// their coefficient of variation, then the same of the rows each id's query returns.
//
//   javac -d /tmp/spread src/bench/QuerySpread.java
//   java -cp '/tmp/spread:target/cli/lib/*' QuerySpread 'jdbc:mysql://127.0.0.1:3306/db?user=root' 'SELECT ...' ids.csv 5
// ids.csv: a feed with a header, the id its first field. The password, if any, comes from SEEDGEN_PASSWORD.
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Properties;

public class QuerySpread {
    public static void main(String[] args) throws Exception {
        List<Long> ids = Files.readAllLines(Path.of(args[2])).stream().skip(1)
                .map(l -> Long.parseLong(l.split(",")[0])).toList();
        int rounds = Integer.parseInt(args[3]);
        Properties props = new Properties();
        String password = System.getenv("SEEDGEN_PASSWORD");
        if (password != null) {
            props.setProperty("password", password);
        }
        double[] ms = new double[ids.size()];
        double[] rows = new double[ids.size()];
        try (Connection c = DriverManager.getConnection(args[0], props);
                PreparedStatement ps = c.prepareStatement(args[1])) {
            for (int i = 0; i < ids.size(); i++) {
                rows[i] = run(ps, ids.get(i));
            }
            double[][] times = new double[ids.size()][rounds];
            for (int r = 0; r < rounds; r++) {
                for (int i = 0; i < ids.size(); i++) {
                    long t0 = System.nanoTime();
                    run(ps, ids.get(i));
                    times[i][r] = (System.nanoTime() - t0) / 1e6;
                }
            }
            for (int i = 0; i < ids.size(); i++) {
                ms[i] = quantile(times[i], 0.5);
            }
        }
        System.out.println(String.format(Locale.ROOT, "%d ids  time ms: %s  rows: %s", ids.size(), spread(ms, "%.3f"),
                spread(rows, "%.0f")));
    }

    private static long run(PreparedStatement ps, long id) throws Exception {
        ps.setLong(1, id);
        long n = 0;
        try (ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                n++;
            }
        }
        return n;
    }

    private static String spread(double[] v, String f) {
        double mean = Arrays.stream(v).average().orElse(0);
        double sd = Math.sqrt(Arrays.stream(v).map(x -> (x - mean) * (x - mean)).sum() / v.length);
        double p10 = quantile(v, 0.1);
        double p90 = quantile(v, 0.9);
        return String.format(Locale.ROOT, "median " + f + " p10 " + f + " p90 " + f + " max " + f
                + " p90/p10 %s cv %.2f", quantile(v, 0.5), p10, p90, quantile(v, 1),
                p10 > 0 ? String.format(Locale.ROOT, "%.2f", p90 / p10) : "inf",
                mean > 0 ? sd / mean : 0);
    }

    /** The q quantile, linear between the two nearest of the sorted values. */
    private static double quantile(double[] values, double q) {
        double[] s = values.clone();
        Arrays.sort(s);
        double at = q * (s.length - 1);
        int lo = (int) Math.floor(at);
        int hi = Math.min(s.length - 1, lo + 1);
        return s[lo] + (s[hi] - s[lo]) * (at - lo);
    }
}
