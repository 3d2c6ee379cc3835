package seedgen.load;

import seedgen.dialect.mysql.MySqlLoading;
import java.util.function.Consumer;
import seedgen.connect.Target;
import seedgen.dialect.Loading;
import seedgen.dialect.postgresql.PgLoading;

/** The {@link Loading} of a target's server family. */
final class Loadings {

    private Loadings() {
    }

    static Loading of(Target target, Consumer<String> info) {
        return target.isPostgresql() ? new PgLoading(target, info) : new MySqlLoading(target);
    }
}
