package seedgen.dialect.servers;

import seedgen.connect.Target;
import seedgen.dialect.ServerFamily;
import seedgen.dialect.TuneSettings;
import seedgen.dialect.mysql.MySqlFamily;
import seedgen.dialect.mysql.tune.AllowList;
import seedgen.dialect.postgresql.PgFamily;
import seedgen.run.Protocol;

/**
 * The one place that picks a server family: everything above {@code dialect/} asks here for the {@link ServerFamily}
 * of a target, once, and takes its dialect, loading and admin from it; it never names MySQL or PostgreSQL itself.
 */
public final class Servers {

    private Servers() {
    }

    /** The family of {@code target}'s server. */
    public static ServerFamily family(Target target) {
        return family(target.protocol());
    }

    /** The family that speaks {@code protocol}: PostgreSQL's, or MySQL's and MariaDB's. */
    public static ServerFamily family(Protocol protocol) {
        return protocol == Protocol.POSTGRESQL ? PgFamily.INSTANCE : MySqlFamily.INSTANCE;
    }

    /**
     * The settings --tune-set and --tune-skip may name, checked before the target is known: MySQL's, the only family
     * whose server settings --tune changes (on PostgreSQL {@link seedgen.dialect.Admin#checkTuning} refuses them).
     */
    public static TuneSettings tuneSettings() {
        return AllowList.INSTANCE;
    }
}
