package seedgen.dialect;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.io.PrintWriter;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.logging.Logger;
import javax.sql.DataSource;

/**
 * Connections borrowed from the caller's {@link DataSource} and given back as they were lent. Whatever a run changes
 * on a borrowed session is put back when seedgen closes it, before the caller's pool has it again: the JDBC state
 * (autocommit, read-only, isolation, catalog, schema, network timeout) here, the server's session settings by the
 * family's {@link Session}. A transaction left open is rolled back first. A connection whose state cannot be put back
 * is aborted rather than returned changed.
 */
public final class Borrowed {

    /** What a server family reads of a session before the run changes it, and how it puts it back. */
    public interface Session {
        /** The settings of {@code c} the run may change, read now; the result puts them back. */
        Restore save(Connection c) throws SQLException;
    }

    /** Puts back what {@link Session#save} read. */
    public interface Restore {
        void apply(Connection c) throws SQLException;
    }

    private Borrowed() {
    }

    /** One connection of {@code lender}, its closing putting its session back and returning it. */
    public static Connection connection(DataSource lender, Session session) throws SQLException {
        return connection(lender, session, handler -> { });
    }

    /** {@link #connection(DataSource, Session)} with {@code socketTimeout} as its network timeout until given back. */
    public static Connection connection(DataSource lender, Session session, java.time.Duration socketTimeout)
            throws SQLException {
        Connection c = connection(lender, session);
        try {
            c.setNetworkTimeout(Runnable::run, (int) socketTimeout.toMillis());
        } catch (SQLException | RuntimeException e) {
            c.close();
            throw e;
        }
        return c;
    }

    private static Connection connection(DataSource lender, Session session, Consumer<Handler> givenBack)
            throws SQLException {
        Connection lent = lender.getConnection();
        try {
            Handler handler = new Handler(lent, JdbcState.of(lent), session.save(lent), givenBack);
            return (Connection) Proxy.newProxyInstance(Borrowed.class.getClassLoader(),
                    new Class<?>[] {Connection.class}, handler);
        } catch (SQLException | RuntimeException e) {
            try {
                lent.close();
            } catch (SQLException closing) {
                e.addSuppressed(closing);
            }
            throw e;
        }
    }

    /**
     * A pool of seedgen's own (the workers') whose connections are {@link #connection borrowed} from {@code lender}:
     * closing it gives every one back as it was lent, those HikariCP was still opening as it closed included.
     */
    public static HikariDataSource pool(HikariConfig config, DataSource lender, Session session) {
        Lending lending = new Lending(lender, session);
        config.setDataSource(lending);
        return new HikariDataSource(config) {
            @Override
            public void close() {
                try {
                    super.close();
                } finally {
                    lending.close();
                }
            }
        };
    }

    /** The JDBC-level state of a session when it was lent. */
    private record JdbcState(boolean autoCommit, boolean readOnly, int isolation, String catalog, String schema,
            int networkTimeout) {

        static JdbcState of(Connection c) throws SQLException {
            return new JdbcState(c.getAutoCommit(), c.isReadOnly(), c.getTransactionIsolation(), c.getCatalog(),
                    c.getSchema(), c.getNetworkTimeout());
        }

        /** Sets back what differs (after the server's settings, so a search_path put back has given the schema back). */
        void putBack(Connection c) throws SQLException {
            if (c.getAutoCommit() != autoCommit) {
                c.setAutoCommit(autoCommit);
            }
            if (c.isReadOnly() != readOnly) {
                c.setReadOnly(readOnly);
            }
            if (c.getTransactionIsolation() != isolation) {
                c.setTransactionIsolation(isolation);
            }
            if (catalog != null && !catalog.equals(c.getCatalog())) {
                c.setCatalog(catalog);
            }
            if (schema != null && !schema.equals(c.getSchema())) {
                c.setSchema(schema);
            }
            if (c.getNetworkTimeout() != networkTimeout) {
                c.setNetworkTimeout(Runnable::run, networkTimeout);
            }
        }
    }

    /** The borrowed connection: every call goes to the lent one, but closing first puts its session back. */
    private static final class Handler implements InvocationHandler {
        private final Connection lent;
        private final JdbcState state;
        private final Restore restore;
        private final Consumer<Handler> givenBack;
        private boolean closed;

        Handler(Connection lent, JdbcState state, Restore restore, Consumer<Handler> givenBack) {
            this.lent = lent;
            this.state = state;
            this.restore = restore;
            this.givenBack = givenBack;
        }

        @Override
        public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
            switch (method.getName()) {
                case "close":
                    giveBack();
                    return null;
                case "isClosed":
                    return closed || lent.isClosed();
                case "abort":
                    closed = true;
                    break;
                case "equals":
                    return proxy == args[0];
                case "hashCode":
                    return System.identityHashCode(proxy);
                case "toString":
                    return "borrowed " + lent;
                case "unwrap":
                    if (((Class<?>) args[0]).isInstance(proxy)) {
                        return proxy;
                    }
                    break;
                case "isWrapperFor":
                    if (((Class<?>) args[0]).isInstance(proxy)) {
                        return true;
                    }
                    break;
                default:
                    break;
            }
            try {
                return method.invoke(lent, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        }

        private synchronized void giveBack() throws SQLException {
            if (closed) {
                return;
            }
            closed = true;
            givenBack.accept(this);
            try {
                if (!lent.isClosed()) {
                    if (!lent.getAutoCommit()) {
                        lent.rollback();
                    }
                    restore.apply(lent);
                    state.putBack(lent);
                }
            } catch (SQLException | RuntimeException e) {
                // Its session is in a state the pool's other users do not expect: ended, not returned as it is.
                try {
                    lent.abort(Runnable::run);
                } catch (SQLException | RuntimeException aborting) {
                    e.addSuppressed(aborting);
                }
                try {
                    lent.close();
                } catch (SQLException closing) {
                    e.addSuppressed(closing);
                }
                throw new SQLException("could not put back the session of a connection borrowed from the DataSource ("
                        + e.getMessage() + "); it was ended rather than returned changed", e);
            }
            lent.close();
        }
    }

    /**
     * What seedgen's own pool borrows through (see {@link #pool}): each connection borrowed from the lender, and the
     * ones still out given back when the pool has closed. Login settings are the lender's; seedgen's pool changes none.
     */
    private static final class Lending implements DataSource, AutoCloseable {
        private final DataSource lender;
        private final Session session;
        private final Set<Handler> out = ConcurrentHashMap.newKeySet();
        private volatile boolean closed;
        /** What HikariCP sets (its connection timeout), which it also waits for its connection adder on closing. */
        private volatile int loginTimeout = 30;

        Lending(DataSource lender, Session session) {
            this.lender = Objects.requireNonNull(lender, "lender");
            this.session = session;
        }

        @Override
        public Connection getConnection() throws SQLException {
            if (closed) {
                throw new SQLException("seedgen's pool over the DataSource is closed");
            }
            Connection c = connection(lender, session, out::remove);
            out.add((Handler) Proxy.getInvocationHandler(c));
            if (closed) { // closed while this one was borrowed: given back, not left out
                c.close();
                throw new SQLException("seedgen's pool over the DataSource is closed");
            }
            return c;
        }

        /** Gives back every connection still out (HikariCP's adder may have opened one as its pool closed). */
        @Override
        public void close() {
            closed = true;
            for (Handler h : List.copyOf(out)) {
                try {
                    h.giveBack();
                } catch (SQLException e) {
                    // giveBack ended the session rather than return it changed: nothing is left borrowed
                }
            }
        }

        @Override
        public Connection getConnection(String username, String password) throws SQLException {
            throw new SQLFeatureNotSupportedException("a borrowed connection logs in as the DataSource says");
        }

        @Override
        public PrintWriter getLogWriter() {
            return null;
        }

        @Override
        public void setLogWriter(PrintWriter out) {
            // the lender's log writer is the caller's, and stays as it is
        }

        @Override
        public void setLoginTimeout(int seconds) {
            // kept here only: the lender's own timeout is the caller's, and stays as it is
            loginTimeout = seconds;
        }

        @Override
        public int getLoginTimeout() {
            return loginTimeout;
        }

        @Override
        public Logger getParentLogger() throws SQLFeatureNotSupportedException {
            throw new SQLFeatureNotSupportedException();
        }

        @Override
        public <T> T unwrap(Class<T> iface) throws SQLException {
            if (iface.isInstance(this)) {
                return iface.cast(this);
            }
            throw new SQLException("not a wrapper of " + iface.getName());
        }

        @Override
        public boolean isWrapperFor(Class<?> iface) {
            return iface.isInstance(this);
        }
    }
}
