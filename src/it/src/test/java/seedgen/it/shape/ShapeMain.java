package seedgen.it.shape;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The comparator from a shell, for src/bench/learn-real.sh:
 * {@code ShapeMain --source URL --copy URL --user USER [--scale N] [--tables a,b] [--facts FILE] [--in-order]}. The
 * password, if any, comes from SEEDGEN_PASSWORD. Each URL names its database; on PostgreSQL the schema is the
 * connection's current one. With no --tables, every table of the source. Prints every measure, the failing ones
 * first (in the order measured with --in-order), and the summary line; exits 0 when all hold, 1 when some do not,
 * 2 on a bad argument, 3 when a measure could not be taken (its error on stderr).
 */
public final class ShapeMain {

    private ShapeMain() {
    }

    public static void main(String[] args) {
        try {
            System.exit(run(args));
        } catch (Exception e) {
            // not 1, which says some measure does not hold
            System.err.println("ShapeMain: " + e);
            e.printStackTrace();
            System.exit(3);
        }
    }

    private static int run(String[] args) throws Exception {
        String sourceUrl = null;
        String copyUrl = null;
        String user = null;
        double scale = 1;
        List<String> tables = new ArrayList<>();
        List<Fact> facts = new ArrayList<>();
        boolean failuresFirst = true;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (a.equals("--in-order")) {
                failuresFirst = false;
                continue;
            }
            if (i + 1 >= args.length) {
                usage(a + " needs a value");
            }
            String v = args[++i];
            switch (a) {
                case "--source" -> sourceUrl = v;
                case "--copy" -> copyUrl = v;
                case "--user" -> user = v;
                case "--scale" -> scale = Double.parseDouble(v);
                case "--tables" -> tables.addAll(Arrays.stream(v.split(",")).map(String::strip)
                        .filter(s -> !s.isEmpty()).toList());
                case "--facts" -> facts.addAll(Fact.parse(Files.readAllLines(Path.of(v))));
                default -> usage("unknown option " + a);
            }
        }
        if (sourceUrl == null || copyUrl == null) {
            usage("--source and --copy are needed");
        }
        String password = System.getenv().getOrDefault("SEEDGEN_PASSWORD", "");
        try (Connection s = DriverManager.getConnection(sourceUrl, user, password);
                Connection c = DriverManager.getConnection(copyUrl, user, password)) {
            Side source = Side.of(s);
            Side copy = Side.of(c);
            if (tables.isEmpty()) {
                tables.addAll(source.tableNames().values());
            }
            List<Measure> measures = new ShapeComparator(source, copy, scale, tables, facts).measure();
            System.out.print(Measures.text(measures, failuresFirst));
            return Measures.holding(measures) == measures.size() ? 0 : 1;
        }
    }

    private static void usage(String why) {
        System.err.println("ShapeMain: " + why + " (--source URL --copy URL --user USER [--scale N] [--tables a,b] "
                + "[--facts FILE] [--in-order])");
        System.exit(2);
    }
}
