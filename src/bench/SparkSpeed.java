// The Spark data source's rows a second against `seedgen --out`'s, in one JVM and the same run: every table of sns
// made by the source in local[2] (written to Spark's no-op sink, then to Parquet) and written by --out (the library's
// to(), the command's own path: CSV files), then the source in local[1]. Each is timed ROUNDS times after a warm-up
// round; the medians, rows a second and the ratios are printed. spark-bench.sh builds the class path and runs this.
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.apache.spark.sql.SparkSession;
import seedgen.Seedgen;
import seedgen.plan.Plan;

public class SparkSpeed {

    public static void main(String[] args) throws Exception {
        long users = Long.parseLong(args[0]);
        int rounds = Integer.parseInt(args[1]);
        Path work = Path.of(args[2]);
        Plan plan = Seedgen.dataset("sns").rows(users).seed(5).plan();
        long rows = plan.totalRows();
        System.out.printf("sns, %,d users: %,d rows in %d tables; %d rounds after a warm-up; %d cores%n", users, rows,
                plan.tables().size(), rounds, Runtime.getRuntime().availableProcessors());
        double[] out = new double[rounds];
        double[] noop2 = new double[rounds];
        double[] parquet2 = new double[rounds];
        double[] noop1 = new double[rounds];
        for (String master : new String[] {"local[2]", "local[1]"}) {
            SparkSession spark = SparkSession.builder().master(master).appName("seedgen-spark-bench")
                    .config("spark.ui.enabled", "false").getOrCreate();
            for (int r = -1; r < rounds; r++) { // round -1 warms up
                double n = time(() -> spark(spark, plan, users, "noop", work));
                if (master.equals("local[1]")) {
                    if (r >= 0) {
                        noop1[r] = n;
                    }
                    continue;
                }
                double p = time(() -> spark(spark, plan, users, "parquet", work));
                double o = time(() -> Seedgen.dataset("sns").rows(users).seed(5).to(work.resolve("out"), "postgresql"));
                clear(work);
                if (r >= 0) {
                    noop2[r] = n;
                    parquet2[r] = p;
                    out[r] = o;
                }
            }
            spark.stop();
        }
        line("seedgen --out (CSV files)", rows, out);
        line("source, local[2], no-op sink", rows, noop2);
        line("source, local[2], Parquet", rows, parquet2);
        line("source, local[1], no-op sink", rows, noop1);
        System.out.printf("source local[2] (no-op) against --out, rows/s: %.2f%n", median(out) / median(noop2));
        System.out.printf("source local[2] (Parquet) against --out, rows/s: %.2f%n", median(out) / median(parquet2));
        System.out.printf("local[2] against local[1] (no-op), rows/s: %.2fx%n", median(noop1) / median(noop2));
    }

    private static void spark(SparkSession spark, Plan plan, long users, String format, Path work) {
        for (Plan.Table t : plan.tables()) {
            var w = spark.read().format("seedgen").option("dataset", "sns").option("rows", users).option("seed", 5)
                    .option("table", t.name()).load().write().format(format);
            if (format.equals("noop")) {
                w.mode("overwrite").save();
            } else {
                w.save(work.resolve("parquet-" + t.name()).toString());
            }
        }
    }

    interface Step {
        void run() throws Exception;
    }

    private static double time(Step step) throws Exception {
        long t0 = System.nanoTime();
        step.run();
        return (System.nanoTime() - t0) / 1e9;
    }

    private static void clear(Path work) throws Exception {
        try (Stream<Path> all = Files.walk(work)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                if (!p.equals(work)) {
                    Files.delete(p);
                }
            }
        }
    }

    private static double median(double[] v) {
        double[] s = v.clone();
        java.util.Arrays.sort(s);
        return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    }

    private static void line(String what, long rows, double[] seconds) {
        List<String> each = new ArrayList<>();
        for (double s : seconds) {
            each.add(String.format("%.2f", s));
        }
        System.out.printf("%-30s median %6.2f s  %,12.0f rows/s  (%s)%n", what, median(seconds), rows / median(seconds),
                String.join(" ", each));
    }
}
