package seedgen.runner;

import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Map;
import java.util.function.Consumer;
import seedgen.embedded.EmbeddedServer;

/**
 * One request's embedded servers: each family's started the first time the request needs it (to read a schema, to
 * learn, to load, to count what triggers wrote) and stopped once, when the request ends, instead of once a step.
 * {@link Requests#run} opens the scope on the thread that runs the request, inside the request's signal watch, so a
 * server is stopped before a signal's exit. Outside a scope (a step called on its own) a lease starts its own server
 * and stops it when closed.
 */
final class RunScope implements AutoCloseable {

    private static final ThreadLocal<RunScope> CURRENT = new ThreadLocal<>();

    /** How many embedded servers scopes and leases have started in this process (RunScopeIT counts a request's). */
    static final java.util.concurrent.atomic.AtomicInteger STARTS = new java.util.concurrent.atomic.AtomicInteger();

    private final Path workDir;
    private final RunScope outer;
    private final Map<EmbeddedServer.Family, EmbeddedServer> started = new EnumMap<>(EmbeddedServer.Family.class);

    private RunScope(Path workDir, RunScope outer) {
        this.workDir = workDir;
        this.outer = outer;
    }

    /** A scope for the request about to run on this thread; one already open (a request inside one) is shared. */
    static RunScope open(Path workDir) {
        RunScope scope = new RunScope(workDir, CURRENT.get());
        CURRENT.set(scope);
        return scope;
    }

    /**
     * {@code family}'s embedded server of {@code workDir}: the request's, started now if this is its first use, or,
     * outside a scope, one of the lease's own. {@code info} hears a start's progress.
     */
    static Lease embedded(EmbeddedServer.Family family, Path workDir, Consumer<String> info) {
        for (RunScope s = CURRENT.get(); s != null; s = s.outer) {
            if (s.workDir.equals(workDir)) {
                EmbeddedServer server = s.started.get(family);
                if (server == null) {
                    server = EmbeddedServer.start(family, workDir, 0, info);
                    STARTS.incrementAndGet();
                    s.started.put(family, server);
                }
                return new Lease(server, false);
            }
        }
        Lease own = new Lease(EmbeddedServer.start(family, workDir, 0, info), true);
        STARTS.incrementAndGet();
        return own;
    }

    /** A server to use until closed; closing stops it only where no scope holds it. */
    record Lease(EmbeddedServer server, boolean own) implements AutoCloseable {
        @Override
        public void close() {
            if (own) {
                server.close();
            }
        }
    }

    /** Stops the servers this scope started, and makes the outer scope (or none) current again. */
    @Override
    public void close() {
        try {
            RuntimeException first = null;
            for (EmbeddedServer server : started.values()) {
                try {
                    server.close();
                } catch (RuntimeException e) {
                    first = first == null ? e : first;
                }
            }
            started.clear();
            if (first != null) {
                throw first;
            }
        } finally {
            if (outer == null) {
                CURRENT.remove();
            } else {
                CURRENT.set(outer);
            }
        }
    }
}
