package seedgen.run;

import java.util.Locale;
import seedgen.error.SeedgenException;

/**
 * How a live database's shape is learned for a fill of its schema: each table's rows times {@code scale}, and
 * whether the values of text columns of few values are copied ({@code values}).
 */
public record Learning(double scale, boolean values) {

    /**
     * A column of text with at most this many values, each on at least {@link #LEAST_ROWS} rows, is a choice of them.
     */
    public static final int FEW_VALUES = 64;
    /** The fewest rows every value of a column of few values holds for its values to be learned. */
    public static final int LEAST_ROWS = 5;


    /** Learn each table's rows as they are, and copy values of few kinds. */
    public static final Learning DEFAULT = new Learning(1, true);

    public Learning {
        checkScale(scale);
    }

    private static void checkScale(double scale) {
        if (!(scale > 0) || Double.isInfinite(scale) || scale > 1e6) {
            throw SeedgenException.badInput("--scale " + scale + " is not a factor of rows: give a number above 0, "
                    + "such as 1, 10 or 0.1");
        }
    }

    /**
     * The options as given ({@code learnOption} names the option that asks to learn: --learn or --learn-from),
     * refused where they do not go together; null when nothing is learned.
     */
    public static Learning check(boolean learn, Double scale, String learnValues, Long rows, String learnOption) {
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
        checkScale(f);
        String v = learnValues == null ? "all" : learnValues.toLowerCase(Locale.ROOT);
        if (!v.equals("all") && !v.equals("none")) {
            throw SeedgenException.badInput("--learn-values " + learnValues + ": say all (the values of columns of few "
                    + "values) or none");
        }
        return new Learning(f, v.equals("all"));
    }
}
