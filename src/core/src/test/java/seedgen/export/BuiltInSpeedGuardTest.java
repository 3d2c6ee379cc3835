package seedgen.export;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import seedgen.Seedgen;
import seedgen.dialect.servers.Servers;
import seedgen.model.Dataset;
import seedgen.run.Protocol;

/**
 * A guard, not a benchmark: a built-in dataset's files take no more than twice the CPU of its v1's, the earlier shape
 * of the same tables, made in the same run. A ratio, so a busy machine does not fail it; the thread's CPU time, so
 * time the machine gives to others is not counted. A change to a built-in's shape or to how its values are made that
 * costs more than that (the causal sns once took 24 times sns-v1's time, and nothing noticed) fails here. The figures
 * of record come from src/bench/generate-bench.sh.
 */
class BuiltInSpeedGuardTest {

    /** The most a built-in may cost against its v1, in CPU time. */
    private static final double LIMIT = 2.0;
    private static final long USERS = 20_000;
    private static final int ROUNDS = 5;

    @TempDir
    Path dir;

    @ParameterizedTest
    @CsvSource({"sns, sns-v1", "chat, chat-v1"})
    void aBuiltInCostsAtMostTwiceItsV1(String name, String v1) throws IOException {
        Dataset now = Dataset.of(Seedgen.dataset(name).rows(USERS).seed(1).plan());
        Dataset before = Dataset.of(Seedgen.dataset(v1).rows(USERS).seed(1).plan());
        // the first three of each, untimed: classes loaded and the hot code compiled, as in a long run (one was not
        // enough inside the whole suite, whose earlier tests leave the compiler's profiles of the shared code paths
        // mixed: the first timed rounds of the side with more kinds of columns then ran up to 1.5 times slower)
        for (int warm = 0; warm < 3; warm++) {
            cpuOf(now, "warm-now" + warm);
            cpuOf(before, "warm-before" + warm);
        }
        List<Double> ratios = new ArrayList<>();
        List<Double> nows = new ArrayList<>();
        List<Double> befores = new ArrayList<>();
        for (int round = 0; round < ROUNDS; round++) {
            // the order turns each round, so neither side always runs on a warmer machine
            double a = round % 2 == 0 ? cpuOf(now, "now" + round) : 0;
            double b = cpuOf(before, "before" + round);
            a = round % 2 == 0 ? a : cpuOf(now, "now" + round);
            nows.add(a);
            befores.add(b);
            ratios.add(a / b);
        }
        double ratio = median(ratios);
        String figures = String.format(Locale.ROOT, "%s %.3f s, %s %.3f s of CPU (medians of %d, %,d users): %.2fx",
                name, median(nows), v1, median(befores), ROUNDS, USERS, ratio);
        System.out.println("BuiltInSpeedGuardTest: " + figures);
        assertTrue(ratio <= LIMIT, name + " took more than " + LIMIT + " times " + v1 + "'s time to generate: "
                + figures + "; profile the new shape's generators (src/bench/generate-bench.sh measures it)");
    }

    /** The CPU seconds of this thread writing the dataset's CSV files. */
    private double cpuOf(Dataset d, String name) throws IOException {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        Path out = dir.resolve(name);
        long t0 = threads.getCurrentThreadCpuTime();
        DatasetExport.Result r = DatasetExport.toCsvDirectory(d, out, () -> false, Servers.family(Protocol.MYSQL).dialect());
        double seconds = (threads.getCurrentThreadCpuTime() - t0) / 1e9;
        for (Path f : r.files()) {
            Files.delete(f);
        }
        Files.delete(out);
        return seconds;
    }

    private static double median(List<Double> values) {
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }
}
