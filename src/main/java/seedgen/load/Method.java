package seedgen.load;

import java.util.Locale;

/** How rows reach the server ({@code --method}). */
public enum Method {
    /** Batched multi-row INSERTs through a PreparedStatement: works everywhere. */
    INSERT,
    /** LOAD DATA LOCAL INFILE from a generated stream: the server's bulk path; needs local_infile. */
    LOAD_DATA,
    /** LOAD_DATA when the server and the connection allow local infile, INSERT otherwise (said so). */
    AUTO;

    /** The name on the command line: insert, load-data, auto. */
    public String optionName() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
