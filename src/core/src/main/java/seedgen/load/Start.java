package seedgen.load;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Supplier;
import seedgen.error.SeedgenException;
import seedgen.model.Dataset;
import seedgen.run.RunRequest;
import seedgen.slice.Partition;

/**
 * How a run starts, checked once here: afresh (a table that holds rows is refused unless emptied with
 * {@code truncate} or added to with {@code append}), or finishing a recorded run ({@code resume}).
 * {@code made}: the fingerprint of what the rows are made from (the spec, its parameters, the seed, the rows asked),
 * which a resume must match ({@link #fingerprint()}); {@code seed} and {@code rowsAsked} are recorded beside it so that
 * a resume can name what differs, and {@code madeFrom} names what else the fingerprint covers ("the spec or --param").
 * {@code keysAfter}: the unique and foreign keys go on after the rows, where the tables are made or emptied by the run
 * (null: by default, see {@link #deferKeys()}; false: up front, --keys-first); {@code deferOnRows}: also on tables
 * that hold rows. {@code sizing}: the dataset at other sizes, which --append needs. {@code existingSchema}: the
 * application's own tables (--from-db), filled as they are. {@code partition}: this process's part of a split run, or
 * null. {@code fired}: the triggers switched on for the run and the tables whose rows come from triggers (an
 * application's schema).
 */
public record Start(boolean truncate, boolean resume, boolean append, Supplier<String> made, long seed, Long rowsAsked,
        String madeFrom, Duration retryFor, Boolean keysAfter, boolean deferOnRows, Sizing sizing,
        boolean existingSchema, Partition partition, Fired fired) {

    /**
     * What a fill of an application's tables does with their triggers: {@code switched}, the triggers it switches on
     * for the run (see {@code Loading#fireTriggers}); {@code tables}, those whose rows the firing triggers write, which
     * must be empty as the filled ones (and --truncate empties them with them); {@code firing}, every trigger that
     * fires as the filled tables' rows go in (switched on or firing as it is) and may read or write another table
     * ({@link seedgen.catalog.Trigger#touchesOtherTables}), for which the tables are written one after another,
     * parents first.
     */
    public record Fired(java.util.List<seedgen.catalog.Trigger> switched, java.util.List<String> tables,
            java.util.List<seedgen.catalog.Trigger> firing) {
        public static final Fired NONE = new Fired(java.util.List.of(), java.util.List.of(), java.util.List.of());

        public Fired {
            switched = java.util.List.copyOf(switched);
            tables = java.util.List.copyOf(tables);
            firing = java.util.List.copyOf(firing);
        }
    }

    public Start {
        if (retryFor == null || retryFor.isNegative()) {
            throw SeedgenException.badInput("--retry-for must be zero or more, e.g. 60s or 5m");
        }
        if (partition != null && (append || existingSchema)) {
            throw SeedgenException.badInput((append ? "--append" : "--from-db") + " is not supported with "
                    + "--partition: load the dataset split, or " + (append ? "append" : "fill the schema")
                    + " in one process");
        }
        boolean deferAsked = Boolean.TRUE.equals(keysAfter);
        if (existingSchema && (deferAsked || append)) {
            throw SeedgenException.badInput((deferAsked ? "--defer-indexes" : "--append") + " is not supported "
                    + "with --from-db: the tables are the application's, filled as they are; drop it");
        }
        if (append && truncate) {
            throw SeedgenException.badInput("--append and --truncate exclude each other: choose one");
        }
        if (resume && (append || truncate)) {
            throw SeedgenException.badInput("--resume continues the recorded run where it stopped, so "
                    + (append ? "--append" : "--truncate") + " does not apply: drop it");
        }
        if (deferOnRows && !deferAsked) {
            throw SeedgenException.badInput("--defer-indexes-on-rows only makes sense with --defer-indexes: "
                    + "add --defer-indexes or drop it");
        }
        if (append && sizing == null) {
            throw new IllegalArgumentException("an --append run needs the dataset's sizing");
        }
        if (fired == null) {
            fired = Fired.NONE;
        }
        if (made == null || madeFrom == null) {
            throw new IllegalArgumentException("a run needs its fingerprint and what it covers");
        }
    }

    /** A fresh run of what {@code fingerprint} covers, all else at its default; change it with the methods below. */
    public static Start of(String fingerprint, long seed, Long rowsAsked, String madeFrom) {
        return new Start(false, false, false, fingerprint == null ? null : () -> fingerprint, seed, rowsAsked, madeFrom,
                RunRequest.DEFAULT_RETRY_FOR, null, false, null, false, null, Fired.NONE);
    }

    /**
     * As {@link #of}, with the fingerprint computed on another thread from now on, while the run connects and looks at
     * its tables; {@link #fingerprint()} waits for it. The users table's fingerprint covers its rows' bcrypt hash, tens
     * of milliseconds of CPU that a short run would otherwise spend before its first connection.
     */
    public static Start computedMeanwhile(Supplier<String> fingerprint, long seed, Long rowsAsked, String madeFrom) {
        CompletableFuture<String> computing = CompletableFuture.supplyAsync(fingerprint);
        return new Start(false, false, false, () -> {
            try {
                return computing.join();
            } catch (CompletionException e) {
                if (e.getCause() instanceof RuntimeException r) {
                    throw r;
                }
                if (e.getCause() instanceof Error err) {
                    throw err;
                }
                throw e;
            }
        }, seed, rowsAsked, madeFrom, RunRequest.DEFAULT_RETRY_FOR, null, false, null, false, null, Fired.NONE);
    }

    /** What the rows are made from, which a resume must match; waits for it where it is computed meanwhile. */
    public String fingerprint() {
        return made.get();
    }

    /** Rows already in the tables: emptied first ({@code truncate}), added to ({@code append}), or finished. */
    public Start existingRows(boolean truncateThem, boolean resumeThem, boolean appendToThem) {
        return new Start(truncateThem, resumeThem, appendToThem, made, seed, rowsAsked, madeFrom, retryFor,
                keysAfter, deferOnRows, sizing, existingSchema, partition, fired);
    }

    public Start retryFor(Duration d) {
        return new Start(truncate, resume, append, made, seed, rowsAsked, madeFrom, d, keysAfter,
                deferOnRows, sizing, existingSchema, partition, fired);
    }

    /**
     * The keys after the rows ({@code defer} true), up front (false) or as by default (null), also on tables that hold
     * rows ({@code onRows}).
     */
    public Start deferKeys(Boolean defer, boolean onRows) {
        return new Start(truncate, resume, append, made, seed, rowsAsked, madeFrom, retryFor, defer, onRows,
                sizing, existingSchema, partition, fired);
    }

    public Start sizing(Sizing s) {
        return new Start(truncate, resume, append, made, seed, rowsAsked, madeFrom, retryFor, keysAfter,
                deferOnRows, s, existingSchema, partition, fired);
    }

    /** The application's own tables (--from-db). */
    public Start existingSchema(boolean existing) {
        return new Start(truncate, resume, append, made, seed, rowsAsked, madeFrom, retryFor, keysAfter,
                deferOnRows, sizing, existing, partition, fired);
    }

    /** The triggers the run switches on, and the tables their rows go to. */
    public Start fired(Fired f) {
        return new Start(truncate, resume, append, made, seed, rowsAsked, madeFrom, retryFor, keysAfter,
                deferOnRows, sizing, existingSchema, partition, f);
    }

    /** The same start for partition {@code p} of a split run. */
    public Start partition(Partition p) {
        return new Start(truncate, resume, append, made, seed, rowsAsked, madeFrom, retryFor, keysAfter,
                deferOnRows, sizing, existingSchema, p, fired);
    }

    /**
     * Whether the unique and foreign keys (and on PostgreSQL the primary key) go on after the rows: as asked, else
     * whenever the run makes or empties the tables it writes (not on tables that hold rows, an --append run's, nor
     * on an application's own, --from-db). Rows then go in bare, every table at once, and each key is built in one
     * sort and checked once after.
     */
    public boolean deferKeys() {
        return keysAfter != null ? keysAfter : !append && !existingSchema;
    }

    /**
     * The dataset at other sizes: its root tables (those with {@code rows:}) holding the rows given, the others
     * following their owners. An --append run continues from what the tables hold: the rows of the dataset sized to
     * (held + asked) past those of the dataset sized to what is held.
     */
    public interface Sizing {
        Dataset withRootRows(Map<String, Long> rows);
    }
}
