package seedgen.embedded;

import java.io.IOException;
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
import java.util.Comparator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import seedgen.error.SeedgenException;

/**
 * The rules every embedded server's folder ({@code .seedgen/mariadb/}, {@code .seedgen/postgresql/}) follows, written
 * once so the two servers cannot drift apart: one process at a time (a file lock naming the holder's pid and port),
 * a marker that tells a start an earlier first start never finished, and the one-line messages of both.
 */
final class ServerFolder {

    static final String HOST = "127.0.0.1";

    /** Held for as long as a process uses the folder's server; holds "pid=N port=P" for the message. */
    static final String LOCK_FILE = "in-use.lock";

    /**
     * Present from the moment a first start begins until its install has finished: a start that finds it knows
     * the last one was interrupted (Ctrl-C, kill, power cut) and installs again into an emptied data folder.
     */
    static final String INSTALLING = "first-start-unfinished";

    private ServerFolder() {
    }

    /**
     * One process at a time per folder: a second server on the same data would fail on the first one's file locks,
     * and two first runs would unpack the server over each other. The OS releases the lock when the process ends,
     * however it ends. {@code server} ("MariaDB") and {@code user} name the server in the refusal.
     */
    static FileChannel lock(Path home, String server, String user) throws IOException {
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
            throw inUse(home, Files.readString(file, StandardCharsets.US_ASCII).trim(), server, user);
        }
        return channel;
    }

    static SeedgenException inUse(Path home, String holder, String server, String user) {
        Matcher m = Pattern.compile("pid=(\\d+) port=(\\d+)").matcher(holder);
        String who = m.matches() ? "seedgen process " + m.group(1) + " (its server listens on " + HOST + ":"
                + m.group(2) + ")" : "another seedgen process";
        String reuse = m.matches() ? "; or load into that server with --host " + HOST + " --port " + m.group(2)
                + " --user " + user + (server.equals("PostgreSQL") ? " --dialect postgresql" : "") : "";
        return SeedgenException.targetUnusable("the embedded " + server + " in " + home + " is in use by " + who
                + ": wait for it to end, or run in another folder" + reuse, null);
    }

    /** Writes this process and its server's port into the held lock file, for a second process's message. */
    static void record(FileChannel lock, int port) throws IOException {
        byte[] text = ("pid=" + ProcessHandle.current().pid() + " port=" + port + "\n")
                .getBytes(StandardCharsets.US_ASCII);
        lock.truncate(0);
        lock.write(ByteBuffer.wrap(text), 0);
        lock.force(false);
    }

    static void closeQuietly(FileChannel lock, Exception failure) {
        if (lock == null) {
            return;
        }
        try {
            lock.close();
        } catch (IOException e) {
            failure.addSuppressed(e);
        }
    }

    /**
     * Ctrl-C or SIGTERM during a start: one line, exit 130; the folder stays usable, since an unfinished first
     * start is redone by the next one (see {@link #INSTALLING}).
     */
    static void stopIfSignalled(Path home, String server) {
        if (shuttingDown()) {
            throw new SeedgenException(SeedgenException.Kind.INTERRUPTED, "interrupted while the embedded " + server
                    + " in " + home + " was starting; nothing is lost: run again in this folder and its first start, "
                    + "if unfinished, is done again", null);
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

    static void deleteContents(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return;
        }
        try (var walk = Files.walk(dir)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                if (!p.equals(dir)) {
                    Files.delete(p);
                }
            }
        }
    }

    static boolean isEmpty(Path dir) throws IOException {
        try (var entries = Files.list(dir)) {
            return entries.findFirst().isEmpty();
        }
    }

    /** Whether {@code data} holds no finished install: missing, empty, or left by a first start that never ended. */
    static boolean fresh(Path home, Path data) throws IOException {
        return !Files.isDirectory(data) || isEmpty(data) || Files.exists(home.resolve(INSTALLING));
    }

    static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getByName(HOST))) {
            return socket.getLocalPort();
        }
    }

    static String rootMessage(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String text = root.getMessage() == null ? root.getClass().getSimpleName() : root.getMessage();
        int nl = text.indexOf('\n');
        return nl < 0 ? text : text.substring(0, nl);
    }
}
