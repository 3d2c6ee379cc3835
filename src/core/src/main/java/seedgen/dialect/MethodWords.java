package seedgen.dialect;

import seedgen.format.Plural;
import seedgen.run.Method;

/** Each {@link Method} in its server's words: the statement it sends, for --help and the summary. */
public final class MethodWords {

    private MethodWords() {
    }

    /** What {@code method} is, for --help: its server and statement. */
    public static String help(Method method) {
        return switch (method) {
            case INSERT -> "batched INSERTs";
            case LOAD_DATA -> "MySQL: LOAD DATA LOCAL INFILE from a generated stream";
            case COPY -> "PostgreSQL: COPY FROM STDIN from a generated stream";
            case AUTO -> "the server's bulk path where it allows it, else insert";
        };
    }

    /**
     * {@code n} of what a load by {@code method} (a {@link Method#optionName()}) sends, for the summary: the bulk
     * path's statements or streams, else INSERT statements ("1 INSERT statement", "20 copy streams (--method copy)").
     */
    public static String sent(long n, String method) {
        if (method.equals(Method.LOAD_DATA.optionName())) {
            return Plural.of(n, "LOAD DATA LOCAL INFILE statement") + " (--method load-data)";
        }
        return method.equals(Method.COPY.optionName()) ? Plural.of(n, "copy stream") + " (--method copy)"
                : Plural.of(n, "INSERT statement");
    }
}
