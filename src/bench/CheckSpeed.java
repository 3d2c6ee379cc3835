// How fast a table with checks: generates its rows, against the very same table without them, in the same run: the
// rows of each, rounds alternating the two, after untimed rounds that let the compiler warm up. The table is a
// MusicBrainz-like relation: two references to the same table that must differ, two nullable numbers NULL together,
// a flag true wherever a nullable year is set, a text that keeps its own trim (an inlined controlled_for_whitespace)
// and eight columns no check reads. With the checks, every row is evaluated and the rows that break one are drawn
// again (the share is printed). Each line gives the medians of the thread's CPU nanoseconds a row (time the machine
// gives to others is not counted) and of the rounds' ratios (without over with: the issue asks 0.5 or more, i.e. the
// checked table at least half as fast), and a checksum of the rows that keeps the work from being optimised away.
//
//   mvn -q -o package -DskipTests -Dassembly.skipAssembly=true
//   java -cp "target/cli/seedgen-core.jar:target/cli/lib/*" src/bench/CheckSpeed.java 1000000 7
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import seedgen.model.TableSpec;
import seedgen.model.Dataset;
import seedgen.spec.DatasetCompiler;
import seedgen.spec.SpecReader;

public class CheckSpeed {

    static final String SPEC = """
            seedgen: 1
            name: bench
            tables:
              tag:
                rows: 10000
                columns:
                  id: {gen: sequence}
                primary_key: [id]
              relation:
                rows: ROWS
                columns:
                  id: {gen: sequence}
                  entity0: {gen: ref, table: tag}
                  entity1: {gen: ref, table: tag}
                  low: {gen: int, min: 0, max: 100, null: 0.3}
                  high: {gen: int, min: 0, max: 100, null: 0.3}
                  end_year: {gen: int, min: 1950, max: 2024, null: 0.8, type: smallint}
                  ended: {gen: bool, p: 0.5, type: boolean}
                  credit: {gen: lorem, words: 1..4}
                  c1: {gen: int, min: 0, max: 1000000}
                  c2: {gen: decimal, min: 0, max: 500, scale: 2}
                  c3: {gen: lorem, words: 2..6}
                  c4: {gen: datetime, from: "2023-01-01", to: "2025-01-01"}
                  c5: {gen: choice, values: {open: 5, closed: 2, merged: 1}}
                  c6: {gen: code, length: 10}
                  c7: {gen: first_name}
                  c8: {gen: uuid4}
                primary_key: [id]
            CHECKS""";

    static final String CHECKS = """
                checks:
                  - "entity0 <> entity1"
                  - "(low IS NULL) = (high IS NULL)"
                  - "(((end_year IS NOT NULL) AND (ended = true)) OR (end_year IS NULL))"
                  - "(NOT (btrim(credit) <> credit))"
            """;

    public static void main(String[] args) {
        long rows = args.length > 0 ? Long.parseLong(args[0]) : 1_000_000;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 7;
        String spec = SPEC.replace("ROWS", Long.toString(rows));
        Dataset plain = DatasetCompiler.compile(SpecReader.read("plain", spec.replace("CHECKS", ""), Map.of()), 1,
                null);
        Dataset checked = DatasetCompiler.compile(SpecReader.read("checked", spec.replace("CHECKS", CHECKS),
                Map.of()), 1, null);
        Dataset.Checks report = checked.table("relation").checks();
        System.out.printf(Locale.ROOT, "rows: %,d  rounds: %d  java: %s  checks: %d, redrawn on %.1f%% of %,d rows "
                + "sampled %s%n", rows, rounds, System.getProperty("java.version"), report.checks().size(),
                100.0 * report.redrawn() / report.sampled(), report.sampled(), report.redrawnByColumn());
        TableSpec without = plain.table("relation").spec();
        TableSpec with = checked.table("relation").spec();
        for (int warm = 0; warm < 2; warm++) {
            time(without, rows);
            time(with, rows);
        }
        List<Double> w = new ArrayList<>();
        List<Double> c = new ArrayList<>();
        List<Double> ratios = new ArrayList<>();
        for (int round = 0; round < rounds; round++) {
            double x = round % 2 == 0 ? time(without, rows) : time(with, rows);
            double y = round % 2 == 0 ? time(with, rows) : time(without, rows);
            double plainNs = round % 2 == 0 ? x : y;
            double checkedNs = round % 2 == 0 ? y : x;
            w.add(plainNs);
            c.add(checkedNs);
            ratios.add(plainNs / checkedNs);
        }
        System.out.printf(Locale.ROOT, "without checks %.0f ns a row, with them %.0f ns: the checked table at %.2f of "
                + "the plain one's speed (checksum %d)%n", median(w), median(c), median(ratios), sink);
    }

    static long sink;
    static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    /** CPU nanoseconds a row for rows 1 to {@code rows}, every value of the row made. */
    static double time(TableSpec spec, long rows) {
        long t0 = THREADS.getCurrentThreadCpuTime();
        long sum = 0;
        Object[] out = new Object[spec.width()];
        for (long row = 1; row <= rows; row++) {
            spec.fillRow(row, out);
            for (Object v : out) {
                sum += v == null ? 0 : v.hashCode();
            }
        }
        sink += sum;
        return (double) (THREADS.getCurrentThreadCpuTime() - t0) / rows;
    }

    static double median(List<Double> xs) {
        List<Double> s = new ArrayList<>(xs);
        Collections.sort(s);
        return s.get(s.size() / 2);
    }
}
