package seedgen.run;

import java.util.Map;
import seedgen.error.SeedgenException;
import seedgen.plan.BuiltIn;

/**
 * The load a command follows (the workload after it, a feed of its rows): its spec (a file, a built-in or the
 * library's text), its {@code rows} (null: the spec's own), {@code seed} and {@code params}, which make the same rows
 * again.
 */
public record LoadGiven(RunRequest.Source source, Long rows, long seed, Map<String, String> params) {

    public LoadGiven {
        if (!(source instanceof RunRequest.SpecSource || source instanceof RunRequest.SpecText)
                || source instanceof RunRequest.SpecSource s && (s.file() == null) == (s.builtIn() == null)) {
            throw SeedgenException.badInput("say which dataset was loaded: --dataset NAME or --spec FILE, as the load "
                    + "was given");
        }
        if (source instanceof RunRequest.SpecSource s && s.builtIn() != null && BuiltIn.isUsers(s.builtIn())) {
            throw SeedgenException.badInput("--dataset users is one table with nothing to refer to: give a dataset "
                    + "such as sns or chat, or a --spec");
        }
        if (rows != null && rows < 1) {
            throw SeedgenException.badInput("--rows must be at least 1");
        }
        params = Map.copyOf(params);
    }

    /** The load's --rows as a message names it. */
    public String rowsText() {
        return rows == null ? "the spec's own rows" : "--rows " + rows;
    }
}
