// How fast gen: pattern makes a value, against gen: code's values of the same length in the same run: ROWS values of
// each pattern, drawn (random) and dealt (unique), rounds alternating pattern and code, after untimed rounds that let
// the compiler warm up. Each line gives the medians of the thread's CPU nanoseconds a value (time the machine gives to
// others is not counted) and of the rounds' ratios (pattern over code: 1.00 is as fast), and a sum of the values'
// hashes that keeps the work from being optimised away. The token's values are 43 to 128 characters; gen: code stops
// at 16, which it is measured against.
//
//   mvn -q -o package -DskipTests -Dassembly.skipAssembly=true
//   java -cp target/core/classes:$HOME/.m2/repository/dk/brics/automaton/1.12-4/automaton-1.12-4.jar \
//       src/bench/PatternSpeed.java 1000000 7
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import seedgen.generate.Generators;
import seedgen.generate.TextLanguage;
import seedgen.generate.TextPattern;
import seedgen.generate.ValueGenerator;

public class PatternSpeed {
    public static void main(String[] args) {
        long rows = args.length > 0 ? Long.parseLong(args[0]) : 1_000_000;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 7;
        int stream = Generators.stream("recordings", "isrc");
        System.out.printf(Locale.ROOT, "rows: %,d  rounds: %d  java: %s%n", rows, rounds,
                System.getProperty("java.version"));
        String[][] patterns = {
                {"isrc", "^[A-Z]{2}[A-Z0-9]{3}[0-9]{7}$", "12"},
                {"ipi", "^\\d{11}$", "11"},
                {"iswc", "^T-?\\d{3}.?\\d{3}.?\\d{3}[-.]?\\d$", "13"},
                {"slug", "^[a-z0-9]+(-[a-z0-9]+)*$", "8"},
                {"email", "^[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]{2,}$", "16"},
                {"token", "^[A-Za-z0-9.~_-]{43,128}$", "16"},
        };
        for (String[] p : patterns) {
            long t0 = System.nanoTime();
            TextLanguage language = TextLanguage.builder().matching(TextPattern.regex(p[1], false)).build();
            ValueGenerator random = language.randomValues(1, stream);
            ValueGenerator unique = language.uniqueValues(1, stream, rows);
            double built = (System.nanoTime() - t0) / 1e6;
            ValueGenerator code = Generators.code(1, stream, Integer.parseInt(p[2]));
            for (String mode : new String[] {"random", "unique"}) {
                ValueGenerator g = mode.equals("random") ? random : unique;
                for (int warm = 0; warm < 3; warm++) {
                    time(code, rows);
                    time(g, rows);
                }
                List<Double> c = new ArrayList<>();
                List<Double> v = new ArrayList<>();
                List<Double> ratios = new ArrayList<>();
                for (int round = 0; round < rounds; round++) {
                    double x = round % 2 == 0 ? time(code, rows) : time(g, rows);
                    double y = round % 2 == 0 ? time(g, rows) : time(code, rows);
                    double cv = round % 2 == 0 ? x : y;
                    double pv = round % 2 == 0 ? y : x;
                    c.add(cv);
                    v.add(pv);
                    ratios.add(pv / cv);
                }
                System.out.printf(Locale.ROOT, "%-6s %-6s (built in %5.1f ms): code(%s) %6.1f ns a value, pattern "
                        + "%6.1f ns: %5.2fx (checksum %d)%n", p[0], mode, built, p[2], median(c), median(v),
                        median(ratios), sink);
            }
        }
    }

    static long sink;
    static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    /** CPU nanoseconds a value for rows 1 to {@code rows}. */
    static double time(ValueGenerator g, long rows) {
        long t0 = THREADS.getCurrentThreadCpuTime();
        long sum = 0;
        for (long row = 1; row <= rows; row++) {
            sum += g.valueFor(row).hashCode();
        }
        sink += sum;
        return (THREADS.getCurrentThreadCpuTime() - t0) / (double) rows;
    }

    static double median(List<Double> values) {
        List<Double> s = new ArrayList<>(values);
        Collections.sort(s);
        return s.size() % 2 == 1 ? s.get(s.size() / 2) : (s.get(s.size() / 2 - 1) + s.get(s.size() / 2)) / 2;
    }
}
