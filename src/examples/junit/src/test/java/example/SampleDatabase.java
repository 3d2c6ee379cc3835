package example;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import seedgen.junit.JdbcTarget;

/**
 * The server these tests load into: the one SEEDGEN_JDBC_URL names (user in SEEDGEN_USER, password in
 * SEEDGEN_PASSWORD), else one embedded PostgreSQL for the whole run, started on first use and stopped at exit.
 */
final class SampleDatabase {

    private static JdbcTarget target;

    private SampleDatabase() {
    }

    static synchronized JdbcTarget get() {
        if (target == null) {
            String url = System.getenv("SEEDGEN_JDBC_URL");
            if (url != null && !url.isBlank()) {
                String user = System.getenv("SEEDGEN_USER");
                target = JdbcTarget.of(url, user == null ? "root" : user, System.getenv("SEEDGEN_PASSWORD"));
            } else {
                try {
                    EmbeddedPostgres pg = EmbeddedPostgres.builder().start();
                    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                        try {
                            pg.close();
                        } catch (IOException e) {
                            System.err.println("stopping the embedded PostgreSQL: " + e.getMessage());
                        }
                    }));
                    target = JdbcTarget.of("jdbc:postgresql://127.0.0.1:" + pg.getPort() + "/postgres", "postgres", "");
                } catch (IOException e) {
                    throw new UncheckedIOException("could not start the embedded PostgreSQL", e);
                }
            }
        }
        return target;
    }
}
