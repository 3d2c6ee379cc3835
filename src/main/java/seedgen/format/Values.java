package seedgen.format;

import java.util.function.BiConsumer;

/** The comma-separated values of one row, shared by the CSV and SQL encoders; they differ only in strings. */
final class Values {

    private Values() {
    }

    /**
     * Appends {@code values} separated by commas: Longs as bare decimals, null as a bare {@code NULL} (both
     * LOAD DATA with these clauses and SQL read it as NULL; a string "NULL" is always quoted), Strings through
     * {@code strings}.
     */
    static void commaSeparated(Object[] values, ByteSink out, BiConsumer<String, ByteSink> strings) {
        for (int i = 0; i < values.length; i++) {
            if (i > 0) {
                out.ascii(',');
            }
            if (values[i] instanceof Long l) {
                out.decimal(l);
            } else if (values[i] == null) {
                out.ascii("NULL");
            } else {
                strings.accept((String) values[i], out);
            }
        }
    }
}
