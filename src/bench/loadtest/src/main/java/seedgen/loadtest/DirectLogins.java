package seedgen.loadtest;

import com.sun.management.OperatingSystemMXBean;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The reference the load test is measured against: every login of the feed checked in this process by the endpoint's
 * own {@link PasswordCheck}, on as many threads as the endpoint has, with no HTTP and no load tool. What the endpoint
 * reaches of this rate is what HTTP, the JDK server and the load tool sharing the machine cost.
 * Prints one line, {@code direct: N logins, OK=n KO=n, S s, R/s, CPU C s}, where C is this process's CPU time over
 * the same span (on a machine that other work shares, wall time varies from run to run far more than CPU time does);
 * exits 1 when a login fails.
 *
 * <pre>java -cp ... seedgen.loadtest.DirectLogins --url jdbc:mysql://127.0.0.1:3306/DB --user root --threads 4
 *     --feed logins.csv</pre>
 */
public final class DirectLogins {

    private static final OperatingSystemMXBean PROCESS =
            (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

    private DirectLogins() {
    }

    public static void main(String[] args) {
        try {
            System.exit(run(Options.parse(args, "--feed")));
        } catch (IllegalArgumentException e) {
            System.err.println("direct logins: " + e.getMessage());
            System.exit(2);
        } catch (IOException | SQLException | RuntimeException e) {
            System.err.println("direct logins: " + e);
            System.exit(1);
        }
    }

    private static int run(Options options) throws IOException, SQLException {
        List<String[]> logins = readFeed(options);
        AtomicInteger next = new AtomicInteger();
        AtomicLong ok = new AtomicLong();
        AtomicLong ko = new AtomicLong();
        try (PasswordCheck check = new PasswordCheck(options)) {
            check.check("warm-up@example.invalid", "x"); // the pool and the driver's first statement, untimed
            ExecutorService threads = Executors.newFixedThreadPool(options.threads());
            long t0 = System.nanoTime();
            long cpu0 = PROCESS.getProcessCpuTime();
            List<Future<Void>> done = new ArrayList<>();
            for (int t = 0; t < options.threads(); t++) {
                done.add(threads.submit(() -> {
                    for (int i = next.getAndIncrement(); i < logins.size(); i = next.getAndIncrement()) {
                        String[] login = logins.get(i);
                        (check.check(login[0], login[1]) ? ok : ko).incrementAndGet();
                    }
                    return null;
                }));
            }
            try {
                for (Future<Void> f : done) {
                    f.get();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted", e);
            } catch (ExecutionException e) {
                throw new IllegalStateException("a check failed: " + e.getCause(), e.getCause());
            } finally {
                threads.shutdownNow();
            }
            double seconds = (System.nanoTime() - t0) / 1e9;
            double cpu = (PROCESS.getProcessCpuTime() - cpu0) / 1e9;
            System.out.printf("direct: %d logins, OK=%d KO=%d, %.2f s, %.1f/s, CPU %.2f s%n", logins.size(), ok.get(),
                    ko.get(), seconds, logins.size() / seconds, cpu);
        }
        return ko.get() == 0 ? 0 : 1;
    }

    /** The feed's email and password_hash columns (the plaintext, as seedgen feed writes a bcrypt column). */
    private static List<String[]> readFeed(Options options) throws IOException {
        List<String> lines = Files.readAllLines(options.file(), StandardCharsets.UTF_8);
        if (lines.isEmpty()) {
            throw new IllegalArgumentException(options.file() + " is empty; expected a header line");
        }
        List<String> header = Csv.fields(lines.get(0));
        int email = header.indexOf("email");
        int password = header.indexOf("password_hash");
        if (email < 0 || password < 0) {
            throw new IllegalArgumentException(options.file() + ": header " + header
                    + " lacks email or password_hash");
        }
        List<String[]> logins = new ArrayList<>();
        for (String line : lines.subList(1, lines.size())) {
            List<String> row = Csv.fields(line);
            logins.add(new String[] {row.get(email), row.get(password)});
        }
        return logins;
    }
}
