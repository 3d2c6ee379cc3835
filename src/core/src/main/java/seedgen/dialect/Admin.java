package seedgen.dialect;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import seedgen.catalog.Catalog;
import seedgen.connect.Target;
import seedgen.run.Advice;
import seedgen.tune.DoctorLoad;
import seedgen.run.TuneSpec;
import seedgen.tune.TuningReport;

/**
 * What seedgen reads of and does to a server besides loading it: the settings that matter for a bulk load
 * ({@code tune --show}), the state a load would meet ({@code doctor}), the tables of a namespace ({@code --from-db}),
 * and the --tune profile, applied around a load and put back when it ends or, after a kill, by {@code tune --restore}.
 * A {@code target} here is a server that is up (the caller starts the embedded one); each method connects on its own
 * and turns a failure to connect into its family's one-line refusal.
 */
public interface Admin {

    /** {@code tune --show}: the settings that decide a bulk load's speed, as the server has them now. */
    List<Advice> settings(Target target);

    /** {@code doctor}: the classic bulk-load mistakes as they would look on this server; changes nothing. */
    List<Advice> doctor(Target target, DoctorLoad request);

    /** The base tables of the target's database (MySQL) or schema (PostgreSQL), or only those {@code tables} names. */
    Catalog catalog(Target target, List<String> tables);

    /**
     * Runs {@code read} on a connection of its own to the target's database, with this family's {@link Dialect}: how
     * a reader that speaks to every server (the profile of {@code seedgen report}) gets its connection. A failure to
     * connect is the family's one-line refusal; a failed statement, one line with the server's words (exit 3).
     */
    <T> T read(Target target, Read<T> read);

    /** Statements on a connection to one server, in that server's words. */
    @FunctionalInterface
    interface Read<T> {
        T apply(java.sql.Connection c, Dialect dialect) throws java.sql.SQLException;
    }

    /** Refuses (exit 2), before anything starts, a --tune that this family cannot do. */
    void checkTuning(TuneSpec spec);

    /**
     * Applies {@code spec} to {@code target} for a load of {@code load}'s size (empty when not known), the values it
     * changes saved in {@code stateDir} first; closing the result puts them back. {@code stop} cuts a wait short when
     * the run is being interrupted.
     */
    Tuned tune(Target target, TuneSpec spec, java.util.Optional<seedgen.tune.LoadSize> load, Path stateDir,
            Consumer<String> info, BooleanSupplier stop);

    /**
     * {@code tune --restore}: puts back the values a killed --tune run left saved in {@code stateDir}, on the server
     * {@code server} names, and says what it did (or that there is nothing to do) on {@code out}.
     */
    void restore(Path stateDir, SavedServer server, Consumer<String> out, Consumer<String> info);

    /** A tuning in force for a load: what it changed, and {@link #close()} puts it back. */
    interface Tuned extends AutoCloseable {

        /** Each setting before, during and (once closed) after the load. */
        TuningReport report();

        /** The file the values before are saved in until they are put back; empty when no server setting changes. */
        Optional<Path> savedIn();

        @Override
        void close();
    }

    /** The server {@code tune --restore} puts settings back on. */
    @FunctionalInterface
    interface SavedServer {

        /** The target, given {@code saved}, the server ("host:port") the values in {@code file} were saved from. */
        Target target(String saved, Path file);
    }
}
