// How fast seedgen makes and encodes change events, with no broker: every row of sns (USERS users) made and written
// as a record's key and value (Debezium's envelope with its schema, as JSON), on one thread, four rounds; the mean
// record size too. The reference for kafka-bench.sh's figures: what the sink costs before the producer.
//
//   mvn -q package -DskipTests && java -cp 'target/core/classes:target/cli/lib/*' src/bench/KafkaEncodeSpeed.java 20000
import seedgen.Seedgen;
import seedgen.kafka.ChangeEvents;
import seedgen.model.Dataset;
import seedgen.plan.Plan;

public class KafkaEncodeSpeed {
    public static void main(String[] args) {
        long users = args.length > 0 ? Long.parseLong(args[0]) : 20_000;
        Plan plan = Seedgen.dataset("sns").rows(users).seed(1).plan();
        for (int round = 1; round <= 4; round++) {
            long t0 = System.nanoTime();
            long n = 0;
            long bytes = 0;
            for (Plan.Table pt : plan.tables()) {
                Dataset.Table t = Dataset.Table.of(pt);
                int[] key = t.primaryKey().stream().mapToInt(c -> t.columns().indexOf(c)).toArray();
                ChangeEvents e = new ChangeEvents("sns", t.name(), t.spec().columns(), key, "seedgen.sns." + t.name());
                Object[] row = new Object[t.spec().columns().size()];
                for (long r = 1; r <= t.rows(); r++, n++) {
                    t.spec().fillRow(r, row);
                    bytes += e.key(row).length + e.value(ChangeEvents.Op.READ, null, row, 0L, n).length;
                }
            }
            double s = (System.nanoTime() - t0) / 1e9;
            System.out.printf("round %d: %,d records in %.2f s, %,.0f a second (%.2f µs each), mean %,d bytes%n", round,
                    n, s, n / s, s * 1e6 / n, bytes / n);
        }
    }
}
