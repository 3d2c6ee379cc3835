package seedgen.runner;

import java.util.function.Function;
import seedgen.run.Environment;
import seedgen.connect.Target;
import seedgen.embedded.EmbeddedServer;

/**
 * A piece of work against a target's server that is not a load (reading a catalog, learning, tune --show, doctor,
 * report): on the server the target names, or on the embedded server of the working folder, started for it and
 * stopped after.
 */
public final class OnServer {

    private OnServer() {
    }

    /** {@code read} applied to the live target: {@code resolved}, or the embedded server it stands for. */
    public static <T> T run(Environment env, Target resolved, Function<Target, T> read) {
        if (resolved.isEmbedded()) {
            try (EmbeddedServer db = EmbeddedServer.start(EmbeddedStart.family(resolved), env.workDir(), 0,
                    env.err()::println)) {
                return read.apply(resolved.at(db.host(), db.port()));
            }
        }
        return read.apply(resolved);
    }
}
