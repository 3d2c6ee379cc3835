package seedgen;

import seedgen.connect.Environment;
import seedgen.error.SeedgenException;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import seedgen.connect.Target;
import seedgen.connect.TargetRequest;
import seedgen.connect.TargetResolver;
import seedgen.load.DatasetLoad;
import seedgen.load.RunResult;
import seedgen.load.RunSize;
import seedgen.load.Start;
import seedgen.dialect.Method;
import seedgen.feed.Feed;
import seedgen.metrics.RunMetrics;
import seedgen.spec.BuiltIn;
import seedgen.spec.Dataset;
import seedgen.spec.DatasetCompiler;
import seedgen.spec.SpecReader;

/**
 * seedgen as a library: a test loads a dataset into its own database in a few lines, with no command line.
 *
 * <pre>{@code
 * Seedgen.Result r = Seedgen.dataset("sns").rows(10_000).seed(7)
 *         .into("jdbc:mysql://127.0.0.1:3306/shop", "root", "");
 * r.rows("posts");   // how many posts were written
 * }</pre>
 *
 * The same engine as the command: same rows for the same spec and seed, keys and foreign keys by construction,
 * orphans counted after the load. A failure is a {@link SeedgenException} whose message is the one line the
 * command would print.
 */
public final class Seedgen {

    /**
     * The version of the generated values. The same data version, spec, seed and rows give the same rows on the same
     * server family and in the files; a change that alters any generated value raises it, and docs/changelog.md says
     * what changed. The golden tests pin the values of this version.
     */
    public static final int DATA_VERSION = 3;

    private final String label;
    private final String text;
    private final Map<String, String> params = new LinkedHashMap<>();
    private Long rows;
    private long seed = 1;
    private int threads = 4;
    private Integer batch;
    private Method method = Method.AUTO;
    private boolean truncate;
    private boolean append;
    private Boolean deferKeys;

    private Seedgen(String label, String text) {
        this.label = label;
        this.text = text;
    }

    /** A built-in dataset: sns or chat. */
    public static Seedgen dataset(String name) {
        return new Seedgen(name + ".yaml (built in)", BuiltIn.text(name));
    }

    /** A spec file. */
    public static Seedgen spec(Path file) throws IOException {
        return new Seedgen(file.toString(), Files.readString(file, StandardCharsets.UTF_8));
    }

    /** A spec given as YAML text. */
    public static Seedgen specText(String yaml) {
        return new Seedgen("spec", yaml);
    }

    /** Rows of every root table (the spec's own counts otherwise). */
    public Seedgen rows(long n) {
        this.rows = n;
        return this;
    }

    public Seedgen seed(long s) {
        this.seed = s;
        return this;
    }

    public Seedgen param(String name, String value) {
        params.put(name, value);
        return this;
    }

    public Seedgen threads(int n) {
        this.threads = n;
        return this;
    }

    public Seedgen batch(int n) {
        this.batch = n;
        return this;
    }

    /**
     * LOAD DATA LOCAL INFILE on MySQL (the server must allow local infile). By default the server's bulk path is used
     * where it allows it (LOAD DATA, COPY), else INSERT.
     */
    public Seedgen loadData() {
        this.method = Method.LOAD_DATA;
        return this;
    }

    /** Batched INSERTs, whatever bulk path the server has. */
    public Seedgen insert() {
        this.method = Method.INSERT;
        return this;
    }

    /**
     * Make or empty the tables with their primary keys only (on PostgreSQL without it too), and add the unique and
     * foreign keys after the rows: the default where the load makes or empties the tables; with {@link #append()},
     * the keys of tables that hold rows are rebuilt over all of them.
     */
    public Seedgen deferKeys() {
        this.deferKeys = true;
        return this;
    }

    /** Every key and foreign key up front, the tables loaded parents first: the server checks each row. */
    public Seedgen keysFirst() {
        this.deferKeys = false;
        return this;
    }

    /** Empty the dataset's tables first if they exist (otherwise an existing table is refused). */
    public Seedgen truncate() {
        this.truncate = true;
        return this;
    }

    /**
     * Add to the dataset's tables instead: {@code rows} more rows of each root table and their rows in the others,
     * continuing a whole earlier load of the same spec and seed (refused otherwise).
     */
    public Seedgen append() {
        this.append = true;
        return this;
    }

    /** The tables, rows and first rows this would write, without connecting anywhere. */
    public Dataset plan() {
        return DatasetCompiler.compile(SpecReader.read(label, text, params), seed, rows);
    }

    /**
     * Rows of {@code table} ({@code columns} of it, all by default) exactly as a load of this spec, seed and rows
     * writes them, computed with no database: {@code feed("users", "email", "password_hash").sample(100, seed)}. A
     * bcrypt column gives the plaintext its hash was made from, which is what a login sends.
     */
    public Feed feed(String table, String... columns) {
        return new Feed(plan().table(table), List.of(columns));
    }

    /** Loads into the database of {@code jdbcUrl} ({@code jdbc:mysql://HOST:PORT/DATABASE}), created if missing. */
    public Result into(String jdbcUrl, String user, String password) {
        Dataset dataset = plan();
        PrintStream quiet = new PrintStream(OutputStream.nullOutputStream());
        // No environment of the process is read: no SEEDGEN_PASSWORD, no ~/.my.cnf; the password is the one given.
        Environment env = new Environment(Map.of(TargetResolver.PASSWORD_VARIABLE, password), Path.of("/nonexistent"),
                Path.of("."), quiet, quiet, prompt -> Optional.empty());
        Target target = new TargetResolver(env).resolve(new TargetRequest(jdbcUrl, null, null, user, null, null, false,
                false));
        RunSize size = new RunSize(rows, batch != null ? batch : method == Method.INSERT ? 1_000 : 50_000, threads);
        Start start = Start.of(SpecReader.fingerprint(text, params, seed, rows), seed, rows, "spec or --param")
                .sizing(sized -> DatasetCompiler.compile(SpecReader.read(label, text, params), seed, rows, sized))
                .existingRows(truncate, false, append).deferKeys(deferKeys, append && Boolean.TRUE.equals(deferKeys));
        RunResult r = new DatasetLoad(line -> { }, RunMetrics.NONE).load(dataset, target, method, size.batch(),
                size.threads(), start, null);
        if (r.status() != RunResult.Status.DONE) {
            throw SeedgenException.runFailed(r.error() == null ? "the load was interrupted" : r.error(), null);
        }
        Map<String, Long> written = new LinkedHashMap<>();
        r.tables().forEach(t -> written.put(t.table(), t.rowsWritten()));
        return new Result(written, r.seconds());
    }

    /** Rows written per table, in load order, and the time it took. */
    public record Result(Map<String, Long> tables, double seconds) {

        public long rows(String table) {
            Long n = tables.get(table);
            if (n == null) {
                throw new IllegalArgumentException("no table " + table + " in this dataset: " + tables.keySet());
            }
            return n;
        }

        public long totalRows() {
            return tables.values().stream().mapToLong(Long::longValue).sum();
        }
    }
}
