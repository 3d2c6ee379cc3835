package seedgen.dialect.servers;

import java.util.function.Consumer;
import seedgen.connect.Target;
import seedgen.dialect.Dialect;
import seedgen.dialect.Loading;
import seedgen.dialect.mysql.MySql;
import seedgen.dialect.mysql.MySqlLoading;
import seedgen.dialect.postgresql.PgLoading;
import seedgen.dialect.postgresql.Postgres;

/**
 * The one place that picks a server family's package: everything above {@code dialect/} asks here for the
 * {@link Dialect} or the {@link Loading} of a target and never names MySQL or PostgreSQL itself.
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
}
