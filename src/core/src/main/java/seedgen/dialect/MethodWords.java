package seedgen.dialect;

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
     * What the summary counts a load by {@code method} (a {@link Method#optionName()}) in, after the number: the bulk
     * path's statements or streams, else INSERT statements.
     */
    public static String sentAs(String method) {
        if (method.equals(Method.LOAD_DATA.optionName())) {
            return " LOAD DATA LOCAL INFILE statements (--method load-data)";
        }
        return method.equals(Method.COPY.optionName()) ? " copy streams (--method copy)" : " INSERT statements";
    }
}
