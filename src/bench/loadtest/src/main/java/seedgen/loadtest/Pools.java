package seedgen.loadtest;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;

/** The endpoint's connection pools: one connection a request thread, so a thread never waits for another's. */
final class Pools {

    private Pools() {
    }

    static HikariDataSource open(Options options, String name, boolean readOnly) {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(options.url());
        config.setUsername(options.user());
        config.setPassword(options.password());
        config.setMaximumPoolSize(options.threads());
        config.setMinimumIdle(options.threads());
        config.setPoolName(name);
        config.setReadOnly(readOnly);
        config.addDataSourceProperty("cachePrepStmts", "true");
        config.addDataSourceProperty("useServerPrepStmts", "true");
        return new HikariDataSource(config);
    }
}
