package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.sql.Connection;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import seedgen.dialect.postgresql.Postgres;

/**
 * Sessions that make the same schema at the same moment (the partitions of a split run starting together) all enter
 * it: PostgreSQL's CREATE SCHEMA IF NOT EXISTS lets two of them pass its check, and the second then fails on the
 * catalog's unique index (23505), which a split run of PostgresIT met in CI.
 */
class PgSchemaRaceIT {

    @RegisterExtension
    static final SharedPg pg = new SharedPg();

    @Test
    void sessionsMakingOneSchemaAtOnceAllEnterIt() throws Exception {
        String database = pg.server.database("race");
        int sessions = 4;
        ExecutorService pool = Executors.newFixedThreadPool(sessions);
        try {
            for (int round = 0; round < 30; round++) {
                String schema = "race_" + round;
                CyclicBarrier together = new CyclicBarrier(sessions);
                List<Future<String>> entered = new ArrayList<>();
                for (int s = 0; s < sessions; s++) {
                    entered.add(pool.submit(() -> {
                        try (Connection c = pg.server.connect(database)) {
                            together.await();
                            Postgres.INSTANCE.enterNamespace(c, schema);
                            try (var st = c.createStatement(); var rs = st.executeQuery("SELECT current_schema()")) {
                                rs.next();
                                return rs.getString(1);
                            }
                        }
                    }));
                }
                for (Future<String> f : entered) {
                    assertEquals(schema, f.get(), "round " + round);
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
