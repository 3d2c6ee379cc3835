package seedgen.loadtest;

import com.sun.net.httpserver.HttpServer;
import com.zaxxer.hikari.HikariDataSource;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The login endpoint: POST /login, and POST /signup and /like that insert a users and a likes row of sns (a workload
 * stream's sign-ups and likes, see {@link InsertHandler}), on 127.0.0.1 only, on a port the system picks, written to the port file once the
 * server accepts connections (so a script that waits for the file never races the bind). Runs until it is sent
 * SIGTERM or SIGINT, then stops taking requests, lets those in flight finish, closes the pools and prints its counts:
 * a line for the logins, and a line for the inserts.
 *
 * <pre>java -cp ... seedgen.loadtest.LoginServer --url jdbc:mysql://127.0.0.1:3306/DB --user root --threads 4
 *     --port-file PATH</pre>
 */
public final class LoginServer {

    private LoginServer() {
    }

    public static void main(String[] args) {
        try {
            start(Options.parse(args, "--port-file"));
        } catch (IllegalArgumentException e) {
            System.err.println("login endpoint: " + e.getMessage());
            System.exit(2);
        } catch (IOException | RuntimeException e) {
            System.err.println("login endpoint: cannot start: " + e);
            System.exit(1);
        }
    }

    /** Starts serving and returns; the server's own thread keeps the JVM alive until a signal. */
    private static void start(Options options) throws IOException {
        PasswordCheck check = new PasswordCheck(options);
        LoginHandler handler = new LoginHandler(check);
        HikariDataSource writes = Pools.open(options, "insert-pool", false);
        InsertHandler signup = new InsertHandler("signup", writes, "users",
                List.of("id", "first_name", "last_name", "username", "email", "password_hash", "created_at",
                        "updated_at", "deleted_at"));
        InsertHandler like = new InsertHandler("like", writes, "likes", List.of("user_id", "post_id", "created_at"));
        ExecutorService workers = Executors.newFixedThreadPool(options.threads(), named("login-http-"));
        HttpServer server;
        try {
            server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 64);
        } catch (IOException e) {
            workers.shutdown();
            check.close();
            writes.close();
            throw e;
        }
        server.createContext("/login", handler);
        server.createContext("/signup", signup);
        server.createContext("/like", like);
        server.setExecutor(workers);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.stop(1); // no new exchanges; up to a second for those being answered
            workers.shutdown();
            try {
                if (!workers.awaitTermination(10, TimeUnit.SECONDS)) {
                    System.err.println("login endpoint: request threads still busy after 10 s; closing anyway");
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            check.close();
            writes.close();
            System.err.println("login endpoint: stopped; " + handler.counts());
            System.err.println("login endpoint: inserts: " + signup.counts() + "; " + like.counts());
        }, "login-shutdown"));
        server.start();
        int port = server.getAddress().getPort();
        writePort(options.file(), port);
        System.err.println("login endpoint: listening on 127.0.0.1:" + port + " with " + options.threads()
                + " request threads and as many connections");
    }

    /** The port, written beside the file and moved over it, so a reader never sees half a number. */
    private static void writePort(Path file, int port) throws IOException {
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        Files.writeString(tmp, port + "\n");
        Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE);
    }

    private static ThreadFactory named(String prefix) {
        AtomicInteger next = new AtomicInteger(1);
        return r -> new Thread(r, prefix + next.getAndIncrement());
    }
}
