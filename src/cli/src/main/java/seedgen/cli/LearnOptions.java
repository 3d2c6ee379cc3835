package seedgen.cli;

import java.util.Locale;
import seedgen.catalog.Catalog;
import seedgen.connect.Environment;
import seedgen.connect.Target;
import seedgen.dialect.servers.Servers;
import seedgen.error.SeedgenException;
import seedgen.fromdb.InferredReferences;
import seedgen.profile.Learned;
import seedgen.profile.Learner;

/** --learn's options, checked: the scale of the rows and whether values of few kinds are copied. */
record LearnOptions(double scale, boolean values) {

    /** The options as given, refused where they do not go together; null when nothing is learned. */
    static LearnOptions check(boolean learn, Double scale, String learnValues, Long rows, String learnOption) {
        if (!learn) {
            if (scale != null || learnValues != null) {
                throw SeedgenException.badInput((scale != null ? "--scale" : "--learn-values") + " goes with "
                        + learnOption + ": add it or drop " + (scale != null ? "--scale" : "--learn-values"));
            }
            return null;
        }
        if (rows != null) {
            throw SeedgenException.badInput(learnOption + " takes each table's rows from the database it reads (times "
                    + "--scale): drop --rows, or give one table's with --rows-for");
        }
        double f = scale == null ? 1 : scale;
        if (!(f > 0) || Double.isInfinite(f) || f > 1e6) {
            throw SeedgenException.badInput("--scale " + scale + " is not a factor of rows: give a number above 0, such "
                    + "as 1, 10 or 0.1");
        }
        String v = learnValues == null ? "all" : learnValues.toLowerCase(Locale.ROOT);
        if (!v.equals("all") && !v.equals("none")) {
            throw SeedgenException.badInput("--learn-values " + learnValues + ": say all (the values of columns of few "
                    + "values) or none");
        }
        return new LearnOptions(f, v.equals("all"));
    }

    /**
     * Of the references inferred in the schema ({@code inferred}), those the rows of {@code source} break (a value
     * no parent row holds), each with why; one query each. {@code sourceCatalog}: the tables as {@code source} has
     * them.
     */
    java.util.List<InferredReferences.Dropped> unheld(Environment env, Target source, Catalog sourceCatalog,
            java.util.List<InferredReferences.Inferred> inferred) {
        if (inferred.isEmpty()) {
            return java.util.List.of();
        }
        return TuneCommand.OnServer.run(env, source, live -> Servers.admin(live.isPostgresql()).read(live,
                (c, dialect) -> InferredReferences.unheld(c, dialect, live.namespace(), sourceCatalog, inferred)));
    }

    /** What the tables of {@code catalog} in {@code source} hold, measured, with progress on stderr. */
    Learned learn(Environment env, Target source, Catalog catalog) {
        String name = source.isPostgresql() ? source.database() + "." + source.schema() : source.database();
        return TuneCommand.OnServer.run(env, source, live -> Servers.admin(live.isPostgresql()).read(live,
                (c, dialect) -> new Learner(c, dialect, live.namespace(), env.err()::println, values)
                        .learn(catalog, name)));
    }
}
