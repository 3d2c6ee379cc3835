package seedgen.load;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import seedgen.dialect.Loading;

/**
 * Statements that each take a while and do not depend on each other (a table's keys, a foreign key's check), run by
 * up to {@code n} named threads at once, each on a connection of its own: the server builds several tables' keys at
 * the same time. The results come back in the tasks' order; the first failure stops the tasks not started yet and is
 * thrown once the running ones end.
 */
final class OnConnections {

    /** One statement's work on a connection. */
    interface Task<T> {
        T run(Connection c) throws SQLException;
    }

    private OnConnections() {
    }

    static <T> List<T> run(Loading server, int n, String name, List<Task<T>> tasks) throws SQLException {
        int workers = Math.max(1, Math.min(n, tasks.size()));
        List<T> results = new ArrayList<>(tasks.size());
        for (int i = 0; i < tasks.size(); i++) {
            results.add(null);
        }
        if (tasks.isEmpty()) {
            return results;
        }
        AtomicInteger next = new AtomicInteger();
        AtomicBoolean failed = new AtomicBoolean();
        AtomicInteger thread = new AtomicInteger();
        ExecutorService executor = Executors.newFixedThreadPool(workers, r -> {
            Thread t = new Thread(r, "seedgen-" + name + "-" + thread.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        List<Future<?>> futures = new ArrayList<>();
        try {
            for (int w = 0; w < workers; w++) {
                futures.add(executor.submit(() -> {
                    try (Connection c = server.single()) {
                        for (int i = next.getAndIncrement(); i < tasks.size() && !failed.get();
                                i = next.getAndIncrement()) {
                            results.set(i, tasks.get(i).run(c));
                        }
                    } catch (SQLException | RuntimeException e) {
                        failed.set(true);
                        throw e;
                    }
                    return null;
                }));
            }
            Throwable first = null;
            for (Future<?> f : futures) {
                try {
                    f.get();
                } catch (ExecutionException e) {
                    first = first == null ? e.getCause() : first;
                }
            }
            if (first instanceof SQLException s) {
                throw s;
            }
            if (first instanceof RuntimeException r) {
                throw r;
            }
            if (first != null) {
                throw new IllegalStateException(first);
            }
            return results;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SQLException("interrupted while " + name + " ran", "57014", e);
        } finally {
            executor.shutdownNow();
        }
    }
}
