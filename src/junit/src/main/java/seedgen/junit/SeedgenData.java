package seedgen.junit;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;
import seedgen.Seedgen;
import seedgen.feed.Feed;
import seedgen.plan.Plan;

/**
 * What {@link SeedgenDataset} loaded, for a test to take as a parameter: the plan (tables, rows, keys), the rows
 * written per table, the database, and feeds, rows of a table as the load wrote them, computed with no query.
 */
public final class SeedgenData {

    private final long seed;
    private final Plan plan;
    private final Seedgen.Result result;
    private final JdbcTarget target;
    private final DataSource dataSource;

    /** {@code plan}: the result's unless given; exactly one of {@code target} and {@code dataSource}. */
    SeedgenData(long seed, Plan plan, Seedgen.Result result, JdbcTarget target, DataSource dataSource) {
        this.seed = seed;
        this.plan = plan != null ? plan : result.plan();
        this.result = result;
        this.target = target;
        this.dataSource = dataSource;
    }

    /** The tables, their rows, keys and foreign keys, in load order. */
    public Plan plan() {
        return plan;
    }

    /** Rows written per table, and how long the load took. */
    public Seedgen.Result result() {
        return result;
    }

    /** Rows written to {@code table}. */
    public long rows(String table) {
        return result.rows(table);
    }

    public long seed() {
        return seed;
    }

    /** Where the rows went; null when they went through the {@link #dataSource()}. */
    public JdbcTarget target() {
        return target;
    }

    /** The @SeedgenTarget DataSource the rows went through; null when they went to a {@link #target()}. */
    public DataSource dataSource() {
        return dataSource;
    }

    /** A connection to that database (new, or borrowed from the DataSource); the caller closes it. */
    public Connection connect() throws SQLException {
        return dataSource != null ? dataSource.getConnection() : target.connect();
    }

    /** The rows of {@code table} as the load wrote them ({@code columns} of them, all by default). */
    public Feed feed(String table, String... columns) {
        return new Feed(plan.table(table), List.of(columns));
    }

    /**
     * {@code count} rows of {@code table}, a uniform sample without repeats chosen by the dataset's seed, each a map of
     * column to value; a bcrypt column gives its plaintext.
     */
    public List<Map<String, Object>> sample(String table, int count, String... columns) {
        return feed(table, columns).sample(count, seed);
    }

    /** Rows {@code first} to {@code last} of {@code table}, from 1, in order. */
    public List<Map<String, Object>> range(String table, long first, long last, String... columns) {
        return feed(table, columns).range(first, last);
    }

    /** Writes a CSV feed of {@code count} sampled rows with a header, for a load tool (k6, JMeter, Gatling). */
    public Path writeCsv(Path file, String table, long count, String... columns) throws IOException {
        try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            feed(table, columns).write(w, Feed.Format.CSV, count, true, 1, seed);
        }
        return file;
    }
}
