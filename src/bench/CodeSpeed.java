// How fast gen: code makes a value, against the codes of data version 4 (scheme: affine) in the same run: ROWS codes
// of each length by each scheme, rounds alternating the two, after untimed rounds that let the compiler warm up.
// Each line gives the medians of the thread's CPU nanoseconds a value (time the machine gives to others is not
// counted) and of the rounds' ratios (shuffled over affine: 1.00 is as fast), and a sum of the codes' hashes that
// keeps the work from being optimised away.
//
//   mvn -q -o package -DskipTests -Dassembly.skipAssembly=true
//   java -cp target/core/classes src/bench/CodeSpeed.java 2000000 7
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import seedgen.generate.Generators;
import seedgen.generate.ValueGenerator;

public class CodeSpeed {
    public static void main(String[] args) {
        long rows = args.length > 0 ? Long.parseLong(args[0]) : 2_000_000;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 7;
        int stream = Generators.stream("items", "sku");
        System.out.printf(Locale.ROOT, "rows: %,d  rounds: %d  java: %s%n", rows, rounds,
                System.getProperty("java.version"));
        for (int length : new int[] {4, 8, 12, 16}) {
            // the affine codes stop at 12 characters: 16 is measured against them at 12
            ValueGenerator affine = Generators.affineCode(1, stream, Math.min(length, 12));
            ValueGenerator shuffled = Generators.code(1, stream, length);
            for (int warm = 0; warm < 3; warm++) {
                time(affine, rows);
                time(shuffled, rows);
            }
            List<Double> a = new ArrayList<>();
            List<Double> s = new ArrayList<>();
            List<Double> ratios = new ArrayList<>();
            for (int round = 0; round < rounds; round++) {
                double x = round % 2 == 0 ? time(affine, rows) : time(shuffled, rows);
                double y = round % 2 == 0 ? time(shuffled, rows) : time(affine, rows);
                double af = round % 2 == 0 ? x : y;
                double sh = round % 2 == 0 ? y : x;
                a.add(af);
                s.add(sh);
                ratios.add(sh / af);
            }
            System.out.printf(Locale.ROOT, "length %2d: affine (data version 4) %.1f ns a value, shuffled %.1f ns: "
                    + "%.2fx (checksum %d)%n", length, median(a), median(s), median(ratios), sink);
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

    static double median(List<Double> v) {
        List<Double> s = new ArrayList<>(v);
        Collections.sort(s);
        return s.size() % 2 == 1 ? s.get(s.size() / 2) : (s.get(s.size() / 2 - 1) + s.get(s.size() / 2)) / 2;
    }
}
