package seedgen.runner;

import java.util.function.Function;
import seedgen.connect.Target;
import seedgen.embedded.EmbeddedServer;
import seedgen.run.Environment;

/**
 * A piece of work against a target's server that is not a load (reading a catalog, learning, tune --show, doctor,
 * report): on the server the target names, or on the embedded server of the working folder, the request's
 * ({@link RunScope}: started at its first use, stopped when the request ends).
 */
public final class OnServer {

    private OnServer() {
    }

    /** {@code read} applied to the live target: {@code resolved}, or the embedded server it stands for. */
    public static <T> T run(Environment env, Target resolved, Function<Target, T> read) {
        if (resolved.isEmbedded()) {
            try (RunScope.Lease db = RunScope.embedded(EmbeddedStart.family(resolved), env.workDir(),
                    env.err()::println)) {
                return read.apply(resolved.at(db.server().host(), db.server().port()));
            }
        }
        return read.apply(resolved);
    }
}
