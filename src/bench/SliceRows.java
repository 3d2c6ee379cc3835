// How fast a shard's rows are made, against the whole dataset's: every row of the sns dataset (users aside, whose
// bcrypt is made once either way) generated in memory, no server, for the whole dataset and for shard 2 of N under
// routing by users' id modulo N. Both print a sum of the first column's hashes, the same on every run of a build.
//
//   mvn -q package -DskipTests && java -cp 'target/core/classes:target/cli/lib/*' src/bench/SliceRows.java 200000 3
import java.util.Map;
import seedgen.slice.Shards;
import seedgen.slice.Slice;
import seedgen.plan.BuiltIn;
import seedgen.model.Dataset;
import seedgen.spec.DatasetCompiler;
import seedgen.spec.SpecReader;

public class SliceRows {
    public static void main(String[] args) {
        long users = args.length > 0 ? Long.parseLong(args[0]) : 200_000;
        int n = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        Dataset sns = DatasetCompiler.compile(SpecReader.read("sns", BuiltIn.text("sns"), Map.of()), 1, users);
        StringBuilder file = new StringBuilder("routing: {table: users, by: modulo}\nshards:\n");
        for (int i = 0; i < n; i++) {
            file.append("  - {url: 'jdbc:mysql://shard").append(i).append("/db'}\n");
        }
        Shards shards = Shards.parse("shards.yaml", file.toString());
        for (String which : new String[] {"whole", "shard 2 of " + n}) {
            long t0 = System.nanoTime();
            Slice slice = which.equals("whole") ? Slice.whole(sns) : Slice.of(sns, shards.routing(), 1, n, "2", null);
            long rows = 0;
            long sum = 0;
            for (Dataset.Table t : slice.dataset().tables()) {
                if (t.name().equals("users")) {
                    continue;
                }
                Object[] row = new Object[t.spec().width()];
                for (long r = 1; r <= t.rows(); r++) {
                    t.spec().fillRow(r, row);
                    sum += row[0].hashCode();
                    rows++;
                }
            }
            double s = (System.nanoTime() - t0) / 1e9;
            System.out.printf("%-12s %,12d rows in %6.2f s (%,.0f rows/s), sum %d%n", which, rows, s, rows / s, sum);
        }
    }
}
