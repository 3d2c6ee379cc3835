package seedgen.check;

/**
 * SQL's three truth values as a set: what a condition can be on a row. One member is a plain answer; several, an
 * answer that depends on what the evaluator cannot see (a collation that folds case, a server that reads a literal
 * its own way). A CHECK passes a row that is TRUE or UNKNOWN (NULL), so a row holds only where FALSE is not in the
 * set: a doubt counts against the row, never for it, and the server never refuses a row the evaluator passed.
 */
public final class Truth {

    public static final int TRUE = 1;
    public static final int FALSE = 2;
    public static final int UNKNOWN = 4;
    /** Any of the three: nothing is known. */
    public static final int ANY = TRUE | FALSE | UNKNOWN;

    private Truth() {
    }

    public static int of(boolean b) {
        return b ? TRUE : FALSE;
    }

    /** Whether a CHECK whose condition is {@code mask} passes the row for sure. */
    public static boolean holds(int mask) {
        return (mask & FALSE) == 0;
    }

    public static int not(int a) {
        return (a & UNKNOWN) | ((a & TRUE) != 0 ? FALSE : 0) | ((a & FALSE) != 0 ? TRUE : 0);
    }

    public static int and(int a, int b) {
        int out = 0;
        for (int x = 1; x <= 4; x <<= 1) {
            for (int y = 1; y <= 4; y <<= 1) {
                if ((a & x) != 0 && (b & y) != 0) {
                    out |= x == FALSE || y == FALSE ? FALSE : x == UNKNOWN || y == UNKNOWN ? UNKNOWN : TRUE;
                }
            }
        }
        return out;
    }

    public static int or(int a, int b) {
        int out = 0;
        for (int x = 1; x <= 4; x <<= 1) {
            for (int y = 1; y <= 4; y <<= 1) {
                if ((a & x) != 0 && (b & y) != 0) {
                    out |= x == TRUE || y == TRUE ? TRUE : x == UNKNOWN || y == UNKNOWN ? UNKNOWN : FALSE;
                }
            }
        }
        return out;
    }

    /** {@code IS TRUE} ({@code value} true), {@code IS FALSE} (false) or {@code IS UNKNOWN} (null): never unknown. */
    public static int is(int a, Boolean value) {
        int wanted = value == null ? UNKNOWN : value ? TRUE : FALSE;
        return ((a & wanted) != 0 ? TRUE : 0) | ((a & ~wanted & ANY) != 0 ? FALSE : 0);
    }

    static String describe(int mask) {
        StringBuilder b = new StringBuilder("{");
        if ((mask & TRUE) != 0) {
            b.append("TRUE");
        }
        if ((mask & FALSE) != 0) {
            b.append(b.length() > 1 ? "," : "").append("FALSE");
        }
        if ((mask & UNKNOWN) != 0) {
            b.append(b.length() > 1 ? "," : "").append("UNKNOWN");
        }
        return b.append('}').toString();
    }
}
