package seedgen.run;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import seedgen.error.SeedgenException;
import seedgen.plan.BuiltIn;

/**
 * One run, as asked and checked: what to load ({@link Source}), how much ({@code rows}, {@code seed}, the spec's
 * {@code params}), how ({@code threads}, {@code batch}, {@code method}, {@link Keys}, {@code retryFor}), where
 * ({@code target}, {@code split}), with what around it ({@code tune}, a {@code report} file), whether it only
 * plans ({@code dryRun}), and for an application's tables whether the triggers that write other tables fire
 * ({@code triggers}, --triggers). The command and the library both build one with {@link Builder}, which refuses every
 * combination that does not go together with the one line the command prints, and run it with the runner
 * ({@code seedgen.runner.Runner}, not part of the API). A request holds values only: nothing here connects.
 */
public record RunRequest(Source source, Long rows, long seed, Map<String, String> params, int threads,
        Integer batch, Method method, Keys keys, Duration retryFor, TargetChoice target, Split split, TuneSpec tune,
        Path report, boolean dryRun, boolean triggers) implements Request {

    /** How long a batch is retried after a lost connection (a server restart) when --retry-for is not given. */
    public static final Duration DEFAULT_RETRY_FOR = Duration.ofSeconds(60);
    /** Rows of each INSERT batch when --batch is not given: see docs/performance.md. */
    public static final int INSERT_DEFAULT_BATCH = 1000;
    /** Rows per LOAD DATA or COPY chunk when --batch is not given. */
    public static final int LOAD_DATA_DEFAULT_CHUNK = 50_000;

    /** What a run loads. */
    public sealed interface Source {
    }

    /** The plain command's users table: {@code table}, every user's plaintext and its bcrypt cost. */
    public record Users(String table, String passwordPlain, int bcryptCost) implements Source {
    }

    /**
     * A dataset spec: a file ({@code file}) or a built-in ({@code builtIn}); {@code existingSchema}: into tables that
     * already exist (--from-db --spec FILE), whose shape the spec describes.
     */
    public record SpecSource(Path file, String builtIn, boolean existingSchema) implements Source {
    }

    /** A spec given as text (the library's), its errors labelled {@code label}. */
    public record SpecText(String label, String text) implements Source {
    }

    /** The tables that already exist in the target, read from its catalog (--from-db without a spec). */
    public record SchemaSource(FromSchema schema) implements Source {
    }

    /**
     * What a run does with rows already in its tables ({@code truncate}, {@code resume}, {@code append}, at most one),
     * and where the keys go: after the rows ({@code keysAfter} true), up front (false), or as the run decides (null:
     * after, where it makes or empties the tables); {@code deferOnRows}: keys after the rows of a table that holds rows.
     */
    public record Keys(boolean truncate, boolean resume, boolean append, Boolean keysAfter, boolean deferOnRows) {

        public static final Keys DEFAULT = new Keys(false, false, false, null, false);

        /**
         * The keys as --defer-indexes, --keys-first and --defer-indexes-on-rows ask, refused where they exclude each
         * other; {@code users}: the users table's keys are up front unless --defer-indexes says otherwise.
         */
        public static Boolean keysAfter(boolean deferIndexes, boolean keysFirst, boolean deferOnRows, boolean users) {
            if (keysFirst && (deferIndexes || deferOnRows)) {
                throw SeedgenException.badInput("--keys-first and " + (deferIndexes ? "--defer-indexes"
                        : "--defer-indexes-on-rows") + " exclude each other: choose one");
            }
            return deferIndexes ? Boolean.TRUE : keysFirst || users ? Boolean.FALSE : null;
        }
    }

    /** Whether this run writes the plain command's users table. */
    public boolean users() {
        return source instanceof Users;
    }

    /** Whether this run fills tables that already exist (--from-db), with a spec or without. */
    public boolean existingSchema() {
        return source instanceof SchemaSource || source instanceof SpecSource s && s.existingSchema();
    }

    /**
     * Whether the run loads by the server's bulk path unless {@code method} says otherwise: a dataset, seedgen's own
     * tables or an application's (not the users table, which keeps its INSERTs).
     */
    public boolean bulkByDefault() {
        return !users();
    }

    /** The method as asked, else the bulk path (auto) where {@link #bulkByDefault}, INSERT otherwise. */
    public Method methodOrDefault() {
        return method != null ? method : bulkByDefault() ? Method.AUTO : Method.INSERT;
    }

    /** Rows of each batch (an INSERT's, a bulk chunk's, an SQL file's statement's where {@code toFile}). */
    public int batchSize(boolean toFile) {
        return size(toFile).batch();
    }

    /** The rows, batch and threads of the run; {@code toFile}: rows written to a file, batched as INSERTs. */
    public RunSize size(boolean toFile) {
        int b = batch != null ? batch : methodOrDefault() == Method.INSERT || toFile ? INSERT_DEFAULT_BATCH
                : LOAD_DATA_DEFAULT_CHUNK;
        return new RunSize(rows, b, threads);
    }

    /**
     * A run built option by option, as the command's options or the library's methods give them, and checked as a
     * whole by {@link #build()}.
     */
    public static final class Builder {
        private Path specFile;
        private String specLabel;
        private String specText;
        private String dataset;
        private boolean fromDb;
        private List<String> tables;
        private List<String> exclude;
        private Map<String, Long> rowsFor = new LinkedHashMap<>();
        private boolean inferReferences = true;
        private String learnFrom;
        private Double scale;
        private String learnValues;
        private Map<String, String> params = new LinkedHashMap<>();
        private Long rows;
        private long seed = 1;
        private int threads = 4;
        private Integer batch;
        private Method method;
        private Keys keys = Keys.DEFAULT;
        private Duration retryFor = DEFAULT_RETRY_FOR;
        private TargetChoice target;
        private Split split = Split.NONE;
        private TuneSpec tune;
        private Path report;
        private boolean dryRun;
        private boolean toFile;
        private boolean triggers = true;
        private String table = "users";
        private String passwordPlain = "password";
        private int bcryptCost = 10;

        /** An empty request: every option at its default until set. */
        public Builder() {
        }

        public Builder specFile(Path file) {
            this.specFile = file;
            return this;
        }

        public Builder specText(String label, String text) {
            this.specLabel = label;
            this.specText = text;
            return this;
        }

        public Builder dataset(String name) {
            this.dataset = name;
            return this;
        }

        /** The tables of the target's schema (--from-db), with these tables, exclusions, rows and inference. */
        public Builder fromDb(boolean on, List<String> tables, List<String> exclude, Map<String, Long> rowsFor,
                boolean inferReferences) {
            this.fromDb = on;
            this.tables = tables;
            this.exclude = exclude;
            this.rowsFor = new LinkedHashMap<>(rowsFor);
            this.inferReferences = inferReferences;
            return this;
        }

        /** The tables of the target's schema, as {@code schema} chooses them and learns their shape. */
        public Builder fromSchema(FromSchema schema) {
            fromDb(true, schema.tables(), schema.exclude(), schema.rowsFor(), schema.inferReferences());
            Learning l = schema.learning();
            return l == null ? this : learnFrom(schema.learnFrom(), l.scale(), l.values() ? "all" : "none");
        }

        /** Learn the shape of the same tables in {@code database} (--learn-from), as --scale and --learn-values say. */
        public Builder learnFrom(String database, Double scale, String values) {
            this.learnFrom = database;
            this.scale = scale;
            this.learnValues = values;
            return this;
        }

        public Builder params(Map<String, String> params) {
            this.params = new LinkedHashMap<>(params);
            return this;
        }

        public Builder rows(Long rows) {
            this.rows = rows;
            return this;
        }

        public Builder seed(long seed) {
            this.seed = seed;
            return this;
        }

        public Builder threads(int threads) {
            this.threads = threads;
            return this;
        }

        public Builder batch(Integer batch) {
            this.batch = batch;
            return this;
        }

        public Builder method(Method method) {
            this.method = method;
            return this;
        }

        public Builder keys(Keys keys) {
            this.keys = keys;
            return this;
        }

        public Builder retryFor(Duration retryFor) {
            this.retryFor = retryFor;
            return this;
        }

        public Builder target(TargetChoice target) {
            this.target = target;
            return this;
        }

        public Builder split(Split split) {
            this.split = split;
            return this;
        }

        public Builder tune(TuneSpec tune) {
            this.tune = tune;
            return this;
        }

        public Builder report(Path report) {
            this.report = report;
            return this;
        }

        public Builder dryRun(boolean dryRun) {
            this.dryRun = dryRun;
            return this;
        }

        /**
         * With --from-db: whether the triggers of the tables filled that write other tables' rows fire as the rows
         * go in (on, the default), their tables then left to them; off, on PostgreSQL, fills every table as any other.
         */
        public Builder triggers(boolean on) {
            this.triggers = on;
            return this;
        }

        /** Rows go to files, not a server (--out). */
        public Builder toFile(boolean toFile) {
            this.toFile = toFile;
            return this;
        }

        /** The users table's name, its users' plaintext and the bcrypt cost of their hashes. */
        public Builder users(String table, String passwordPlain, int bcryptCost) {
            this.table = table;
            this.passwordPlain = passwordPlain;
            this.bcryptCost = bcryptCost;
            return this;
        }

        /** Whether the run writes the plain command's users table (no spec, no --from-db, no other dataset). */
        public boolean usersTable() {
            return specFile == null && specText == null && !fromDb && (dataset == null || BuiltIn.isUsers(dataset));
        }

        /**
         * Refuses what the source options ask that does not go together (exit 2): the first of the checks
         * {@link #build()} makes, for a caller that checks options of its own after these.
         */
        public Builder checkSource() {
            refuseMismatched();
            boolean users = usersTable();
            if (users && !params.isEmpty()) {
                throw SeedgenException.badInput("--param sets a parameter of a dataset spec: add --spec FILE or "
                        + "--dataset NAME, or drop it");
            }
            if (users && rows == null) {
                throw SeedgenException.badInput("--rows is required: say how many rows to write, e.g. --rows 1000000");
            }
            return this;
        }

        /** The run, checked: every combination that does not go together refused with one line (exit 2). */
        public RunRequest build() {
            checkSource();
            boolean users = usersTable();
            Source source = users ? new Users(table, passwordPlain, bcryptCost)
                    : specText != null ? new SpecText(specLabel, specText)
                    : fromDb && specFile == null ? new SchemaSource(schema())
                    : new SpecSource(specFile, specFile == null ? dataset : null, fromDb);
            RunRequest request = new RunRequest(source, rows, seed, Collections.unmodifiableMap(new LinkedHashMap<>(
                    params)), threads, batch, method, keys, retryFor, target, split, tune, report, dryRun, triggers);
            request.size(toFile); // the rows, batch and threads checked
            // a DataSource's family is known once a connection is borrowed; the run refuses the other's method then
            if (!toFile && target != null && target.dataSource() == null) {
                refuseOtherFamilysMethod(target.protocol());
            }
            if (tune != null && (toFile || dryRun)) {
                throw SeedgenException.badInput("--tune changes the server for a load, and " + (dryRun ? "a dry run"
                        : "--out") + " touches no server: drop --tune" + (dryRun ? " (see the settings with `seedgen "
                        + "tune --show`)" : ""));
            }
            return request;
        }

        /** Refuses the bulk path of the other server family (exit 2) before any server is reached or started. */
        private void refuseOtherFamilysMethod(Protocol protocol) {
            if (method == null) {
                return;
            }
            String asked = method.optionName();
            java.util.Optional<Protocol> owner = java.util.Arrays.stream(Protocol.values())
                    .filter(p -> p.bulkMethod().equals(asked)).findFirst();
            if (owner.isPresent() && owner.get() != protocol) {
                throw SeedgenException.badInput("--method " + asked + " is " + owner.get().display() + "'s bulk path: "
                        + "on " + protocol.servers() + " use --method " + protocol.bulkMethod() + ", insert or auto");
            }
        }

        private FromSchema schema() {
            Learning learning = Learning.check(learnFrom != null, scale, learnValues, rows, "--learn-from");
            return new FromSchema(tables, exclude, rowsFor, inferReferences, learning == null ? null : learnFrom,
                    learning);
        }

        /** Options that name two things at once, or a thing for a run that has none. */
        private void refuseMismatched() {
            if (specFile != null && dataset != null) {
                throw SeedgenException.badInput("--spec and --dataset exclude each other: choose one");
            }
            if ((learnFrom != null || scale != null || learnValues != null) && (!fromDb || specFile != null)) {
                throw SeedgenException.badInput("--learn-from, --scale and --learn-values learn a database's shape "
                        + "for --from-db without --spec: " + (fromDb ? "the spec given is the shape; drop them"
                                : "add --from-db or drop them"));
            }
            if (fromDb && dataset != null) {
                throw SeedgenException.badInput("--from-db fills the tables of --database; --dataset makes its own: "
                        + "choose one");
            }
            if (!rowsFor.isEmpty() && (!fromDb || specFile != null)) {
                throw SeedgenException.badInput("--rows-for sets a table's rows in the spec --from-db reads from the "
                        + "schema: " + (fromDb ? "with --spec FILE, set rows: in the file; drop --rows-for"
                                : "add --from-db or drop it"));
            }
            if (exclude != null && (!fromDb || specFile != null)) {
                throw SeedgenException.badInput("--exclude-tables leaves tables out of those --from-db reads from the "
                        + "schema: " + (fromDb ? "with --spec FILE the spec names them; drop --exclude-tables"
                                : "add --from-db or drop it"));
            }
            if (!inferReferences && (!fromDb || specFile != null)) {
                throw SeedgenException.badInput("--no-inferred-references changes the spec --from-db reads from the "
                        + "schema: " + (fromDb ? "with --spec FILE the spec names the references; drop "
                                + "--no-inferred-references" : "add --from-db or drop it"));
            }
            if (!triggers && !fromDb) {
                throw SeedgenException.badInput("--triggers off says what a fill of an existing schema does with its "
                        + "triggers: add --from-db or drop it");
            }
            if (tables != null && (!fromDb || specFile != null)) {
                throw SeedgenException.badInput("--tables chooses the tables --from-db reads from the schema: "
                        + (fromDb ? "with --spec FILE the spec names them; drop --tables" : "add --from-db or drop it"));
            }
        }
    }
}
