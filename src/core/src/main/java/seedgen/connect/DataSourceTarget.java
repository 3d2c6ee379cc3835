package seedgen.connect;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.SQLException;
import java.util.Map;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.sql.DataSource;
import seedgen.error.SeedgenException;
import seedgen.run.Protocol;

/**
 * A {@link Target} made of the caller's {@link DataSource} (a HikariCP pool, Spring's): the server family, database
 * and schema are read from one borrowed connection's metadata, so the run writes exactly where the DataSource points
 * and never creates or switches a database. The connection is given back at once; nothing of its session is changed.
 */
public final class DataSourceTarget {

    /** The host and port of a JDBC URL, for messages only: {@code jdbc:KIND://HOST[:PORT]...}. */
    private static final Pattern HOST_PORT = Pattern.compile("jdbc:[a-z]+://(?:[^@/?]*@)?(\\[[^\\]]+\\]|[^/:?,;]+)"
            + "(?::(\\d+))?.*", Pattern.CASE_INSENSITIVE | Pattern.DOTALL);

    private DataSourceTarget() {
    }

    /** The target {@code dataSource} points at; refused in one line when its connections name no database. */
    public static Target read(DataSource dataSource) {
        if (dataSource == null) {
            throw SeedgenException.badInput("into(DataSource): the DataSource is null: give the pool the test uses");
        }
        try (Connection c = dataSource.getConnection()) {
            DatabaseMetaData meta = c.getMetaData();
            Protocol protocol = protocol(meta.getDatabaseProductName());
            String database = c.getCatalog();
            if (database == null || database.isBlank()) {
                throw SeedgenException.badInput("the DataSource's connections have no database selected: point its "
                        + "URL at the database to fill (jdbc:mysql://HOST:PORT/DATABASE)");
            }
            String schema = null;
            if (protocol.hasSchemas()) {
                schema = c.getSchema();
                if (schema == null || schema.isBlank()) {
                    throw SeedgenException.badInput("the DataSource's connections have no current schema (no schema "
                            + "of their search_path exists): create it, or set currentSchema in the pool's URL");
                }
            }
            String url = meta.getURL() == null ? "" : meta.getURL();
            Matcher m = HOST_PORT.matcher(url);
            String host = m.matches() ? m.group(1) : "(host not given by the driver)";
            int port = m.matches() && m.group(2) != null ? Integer.parseInt(m.group(2)) : 0;
            String user = meta.getUserName() == null ? "" : meta.getUserName();
            // MySQL reports user@client-host; the user is enough in messages
            int at = user.indexOf('@');
            user = at > 0 && protocol.userWithHost() ? user.substring(0, at) : user;
            return new Target(Target.Kind.BORROWED, host, port, user, Secret.empty(), "the DataSource", database,
                    Map.of(), protocol, schema, dataSource);
        } catch (SQLException e) {
            throw SeedgenException.targetUnusable("could not borrow a connection from the DataSource ("
                    + e.getMessage() + "): check the pool's URL and that the server runs", e);
        }
    }

    private static Protocol protocol(String product) {
        return Protocol.named(product, true).orElseThrow(() -> SeedgenException.badInput("the DataSource's server is "
                + product + ": seedgen loads MySQL, MariaDB and PostgreSQL"));
    }

    /**
     * How many connections {@code dataSource} lends at most, where the pool says (HikariCP's maximumPoolSize, through
     * a wrapper that unwraps to it too); empty for a DataSource that does not tell.
     */
    public static OptionalInt poolSize(DataSource dataSource) {
        try {
            if (dataSource instanceof com.zaxxer.hikari.HikariConfigMXBean h) {
                return OptionalInt.of(h.getMaximumPoolSize());
            }
            if (dataSource.isWrapperFor(com.zaxxer.hikari.HikariDataSource.class)) {
                return OptionalInt.of(dataSource.unwrap(com.zaxxer.hikari.HikariDataSource.class)
                        .getMaximumPoolSize());
            }
        } catch (SQLException e) {
            // a wrapper that cannot say: the size is not known
        }
        return OptionalInt.empty();
    }
}
