package seedgen.run;

import java.util.Locale;

/**
 * How rows reach the server ({@code --method}). What each is in a server's words (its statement) is said by
 * {@code seedgen.dialect.MethodWords}, beside the SQL it names.
 */
public enum Method {
    /** Batched multi-row INSERTs: works everywhere. */
    INSERT,
    /** MySQL's bulk path: a generated stream the server reads as a local file; needs local_infile. */
    LOAD_DATA,
    /** PostgreSQL's bulk path: a generated stream the server reads from the client. */
    COPY,
    /** The server's bulk path where it can be used, INSERT otherwise (said so). */
    AUTO;

    /** The name on the command line: insert, load-data, copy, auto. */
    public String optionName() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
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
