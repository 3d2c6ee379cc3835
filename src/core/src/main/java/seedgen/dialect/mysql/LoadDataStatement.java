package seedgen.dialect.mysql;

import java.util.List;
import java.util.Set;
import java.util.StringJoiner;

/**
 * The LOAD DATA LOCAL INFILE statement that reads CSV as {@code seedgen.format.CsvEncoder} writes it (RFC 4180, no
 * escape character, a binary value as bare hex digits): the load-data method's stream, --out's hint and the
 * directory export's load script.
 */
public final class LoadDataStatement {

    /** The clauses that read exactly what the encoder writes. */
    public static final String CLAUSES = "CHARACTER SET utf8mb4 FIELDS TERMINATED BY ',' "
            + "OPTIONALLY ENCLOSED BY '\"' ESCAPED BY '' LINES TERMINATED BY '\\n'";

    private LoadDataStatement() {
    }

    /**
     * The statement that loads a file written with the encoder's header into {@code qualifiedTable}: {@code file} is
     * a path as the client sees it, {@code columns} already-quoted identifiers.
     */
    public static String of(String file, String qualifiedTable, List<String> quotedColumns, boolean skipHeader) {
        return of(file, qualifiedTable, quotedColumns, Set.of(), skipHeader);
    }

    /**
     * As {@link #of(String, String, List, boolean)}, for a table whose columns {@code hexColumns} (some of
     * {@code quotedColumns}) are binary: the file holds them as hex digits, each read into a user variable and stored
     * as {@code UNHEX} of it (a NULL stays NULL).
     */
    public static String of(String file, String qualifiedTable, List<String> quotedColumns, Set<String> hexColumns,
            boolean skipHeader) {
        StringJoiner cols = new StringJoiner(", ", "(", ")");
        StringJoiner set = new StringJoiner(", ", " SET ", "");
        set.setEmptyValue("");
        for (int i = 0; i < quotedColumns.size(); i++) {
            String column = quotedColumns.get(i);
            if (hexColumns.contains(column)) {
                String variable = "@hex" + (i + 1);
                cols.add(variable);
                set.add(column + " = UNHEX(" + variable + ")");
            } else {
                cols.add(column);
            }
        }
        return "LOAD DATA LOCAL INFILE " + sqlLiteral(file) + " INTO TABLE " + qualifiedTable + " " + CLAUSES
                + (skipHeader ? " IGNORE 1 LINES " : " ") + cols + set;
    }

    /** A string literal for a client in the default SQL mode (backslash is an escape there). */
    static String sqlLiteral(String s) {
        return "'" + s.replace("\\", "\\\\").replace("'", "''") + "'";
    }
}
