package seedgen.dialect.mysql;

import java.util.function.Consumer;
import seedgen.connect.Target;
import seedgen.dialect.Admin;
import seedgen.dialect.Dialect;
import seedgen.dialect.Loading;
import seedgen.run.Method;
import seedgen.dialect.ServerFamily;

/** MySQL and MariaDB: Connector/J, LOAD DATA LOCAL INFILE, named locks, SET GLOBAL tuning. */
public final class MySqlFamily implements ServerFamily {

    public static final MySqlFamily INSTANCE = new MySqlFamily();

    private MySqlFamily() {
    }

    @Override
    public String displayName() {
        return "MySQL and MariaDB";
    }

    @Override
    public Dialect dialect() {
        return MySql.INSTANCE;
    }

    @Override
    public Admin admin() {
        return MySqlAdmin.INSTANCE;
    }

    @Override
    public Loading loading(Target target, Consumer<String> info) {
        return new MySqlLoading(target);
    }

    @Override
    public Method bulkMethod() {
        return Method.LOAD_DATA;
    }

    @Override
    public boolean writesSqlFiles() {
        return true;
    }

    @Override
    public String loadScriptCommand() {
        return "mariadb --local-infile=1 DATABASE < ";
    }
}
