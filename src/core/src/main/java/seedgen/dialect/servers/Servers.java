package seedgen.dialect.servers;

import java.util.function.Consumer;
import seedgen.connect.Target;
import seedgen.dialect.Admin;
import seedgen.dialect.Dialect;
import seedgen.dialect.Loading;
import seedgen.dialect.TuneSettings;
import seedgen.dialect.mysql.MySql;
import seedgen.dialect.mysql.MySqlAdmin;
import seedgen.dialect.mysql.MySqlLoading;
import seedgen.dialect.mysql.tune.AllowList;
import seedgen.dialect.postgresql.PgAdmin;
import seedgen.dialect.postgresql.PgLoading;
import seedgen.dialect.postgresql.Postgres;

/**
 * The one place that picks a server family's package: everything above {@code dialect/} asks here for the
 * {@link Dialect}, the {@link Loading} or the {@link Admin} of a target and never names MySQL or PostgreSQL itself.
 */
public final class Servers {

    private Servers() {
    }

    /** The words of PostgreSQL ({@code postgresql}) or of MySQL and MariaDB. */
    public static Dialect dialect(boolean postgresql) {
        return postgresql ? Postgres.INSTANCE : MySql.INSTANCE;
    }

    /** A load's dealings with {@code target}'s server. */
    public static Loading loading(Target target, Consumer<String> info) {
        return target.isPostgresql() ? new PgLoading(target, info) : new MySqlLoading(target);
    }

    /** What is read of and done to a server of PostgreSQL ({@code postgresql}) or of MySQL besides a load. */
    public static Admin admin(boolean postgresql) {
        return postgresql ? PgAdmin.INSTANCE : MySqlAdmin.INSTANCE;
    }

    /**
     * The settings --tune-set and --tune-skip may name, checked before the target is known: MySQL's, the only family
     * whose server settings --tune changes (on PostgreSQL {@link Admin#checkTuning} refuses them).
     */
    public static TuneSettings tuneSettings() {
        return AllowList.INSTANCE;
    }
}
