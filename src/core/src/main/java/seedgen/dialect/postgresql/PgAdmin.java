package seedgen.dialect.postgresql;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import seedgen.catalog.Catalog;
import seedgen.connect.Target;
import seedgen.dialect.Admin;
import seedgen.error.SeedgenException;
import seedgen.run.Advice;
import seedgen.tune.DoctorLoad;
import seedgen.run.TuneSpec;
import seedgen.tune.TuningReport;

/**
 * PostgreSQL besides a load: the settings of {@code tune --show} and the doctor ({@link PgAdvice}), the catalog of a
 * schema ({@link PgCatalog}), and --tune, which changes no server setting: the load's own sessions are tuned
 * ({@link PgLoading#TUNING}) and end with it, so there is nothing to save or put back.
 */
public final class PgAdmin implements Admin {

    public static final PgAdmin INSTANCE = new PgAdmin();

    private PgAdmin() {
    }

    @Override
    public List<Advice> settings(Target target) {
        return PgAdvice.on(target, PgAdvice::settings);
    }

    @Override
    public List<Advice> doctor(Target target, DoctorLoad request) {
        return PgAdvice.on(target, c -> PgAdvice.doctor(c, target.schema(), request.table(), request.threads()));
    }

    @Override
    public Catalog catalog(Target target, List<String> tables) {
        return PgCatalog.read(target, tables);
    }

    @Override
    public <T> T read(Target target, Admin.Read<T> read) {
        java.sql.Connection c;
        try {
            c = PgConnections.probe(target, target.database());
        } catch (java.sql.SQLException e) {
            throw PgErrors.atConnect(e, target);
        }
        try (c) {
            // aggregates over whole tables (a report, a learner) run for minutes on a large or busy server
            c.setNetworkTimeout(Runnable::run, (int) java.time.Duration.ofHours(6).toMillis());
            return read.apply(c, Postgres.INSTANCE);
        } catch (java.sql.SQLException e) {
            boolean denied = PgErrors.INSUFFICIENT_PRIVILEGE.equals(e.getSQLState());
            throw SeedgenException.targetUnusable("reading schema " + target.schema() + " of database "
                    + target.database() + ": " + Postgres.INSTANCE.text(e) + (denied ? ": check that " + target.user()
                            + " may SELECT every table" : ": the server refused a query of seedgen's own; run again "
                            + "with --verbose and report it"), e);
        }
    }

    /** Refuses the MySQL tuning options, which name server settings; here --tune sets only the load's sessions. */
    @Override
    public void checkTuning(TuneSpec spec) {
        if (!spec.equals(TuneSpec.profile())) {
            throw SeedgenException.badInput("--tune-set, --tune-skip and --tune-buffer-pool name MySQL server "
                    + "settings; on PostgreSQL --tune sets synchronous_commit and maintenance_work_mem for the load's "
                    + "own sessions: drop them");
        }
    }

    @Override
    public Tuned tune(Target target, TuneSpec spec, Optional<seedgen.tune.LoadSize> load, Path stateDir,
            Consumer<String> info, BooleanSupplier stop) {
        return new Tuned() {
            @Override
            public TuningReport report() {
                return TuningReport.sessions(PgLoading.TUNING);
            }

            @Override
            public Optional<Path> savedIn() {
                return Optional.empty();
            }

            @Override
            public void close() {
                // The sessions' settings end with the sessions.
            }
        };
    }

    @Override
    public void restore(Path stateDir, SavedServer server, Consumer<String> out, Consumer<String> info) {
        out.accept("Nothing to restore: on PostgreSQL --tune sets only the load's own sessions, which end with it");
    }
}
