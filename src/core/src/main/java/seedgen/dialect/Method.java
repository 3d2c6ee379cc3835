package seedgen.dialect;

import java.util.Locale;

/** How rows reach the server ({@code --method}). */
public enum Method {
    /** Batched multi-row INSERTs: works everywhere. */
    INSERT("batched INSERTs"),
    /** MySQL's bulk path: LOAD DATA LOCAL INFILE from a generated stream; needs local_infile. */
    LOAD_DATA("MySQL: LOAD DATA LOCAL INFILE from a generated stream"),
    /** PostgreSQL's bulk path: COPY FROM STDIN from a generated stream. */
    COPY("PostgreSQL: COPY FROM STDIN from a generated stream"),
    /** The server's bulk path where it can be used, INSERT otherwise (said so). */
    AUTO("the server's bulk path where it allows it, else insert");

    private final String help;

    Method(String help) {
        this.help = help;
    }

    /**
     * What the method is, for --help: its server and statement. Here, not in the command, since each names one
     * server's SQL.
     */
    public String help() {
        return help;
    }

    /** The name on the command line: insert, load-data, copy, auto. */
    public String optionName() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /**
     * What the summary counts a load by {@code method} (an {@link #optionName()}) in, after the number: the bulk path's
     * statements or streams, else INSERT statements.
     */
    public static String sentAs(String method) {
        if (method.equals(LOAD_DATA.optionName())) {
            return " LOAD DATA LOCAL INFILE statements (--method load-data)";
        }
        return method.equals(COPY.optionName()) ? " copy streams (--method copy)" : " INSERT statements";
    }

    /** The method whose {@link #optionName()} is {@code name}. */
    public static Method ofOption(String name) {
        for (Method m : values()) {
            if (m.optionName().equals(name)) {
                return m;
            }
        }
        throw new IllegalArgumentException("no method " + name);
    }
}
