package seedgen.dialect.postgresql;

import java.util.function.Consumer;
import seedgen.connect.Target;
import seedgen.dialect.Admin;
import seedgen.dialect.Dialect;
import seedgen.dialect.Loading;
import seedgen.run.Method;
import seedgen.dialect.ServerFamily;

/** PostgreSQL: pgjdbc, COPY FROM STDIN, advisory locks, session-level tuning. */
public final class PgFamily implements ServerFamily {

    public static final PgFamily INSTANCE = new PgFamily();

    private PgFamily() {
    }

    @Override
    public String displayName() {
        return "PostgreSQL";
    }

    @Override
    public Dialect dialect() {
        return Postgres.INSTANCE;
    }

    @Override
    public Admin admin() {
        return PgAdmin.INSTANCE;
    }

    @Override
    public Loading loading(Target target, Consumer<String> info) {
        return new PgLoading(target, info);
    }

    @Override
    public Method bulkMethod() {
        return Method.COPY;
    }

    @Override
    public boolean writesSqlFiles() {
        return false;
    }

    @Override
    public String loadScriptCommand() {
        return "psql -v ON_ERROR_STOP=1 -d DATABASE -f ";
    }
}
