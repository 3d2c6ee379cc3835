package seedgen.format;

import java.util.function.BiConsumer;
import seedgen.generate.BinaryUuid;

/**
 * The comma-separated values of one row, shared by the CSV and SQL encoders; they differ only in strings and in
 * binary values.
 */
final class Values {

    private Values() {
    }

    /**
     * Appends {@code values} separated by commas: Longs as bare decimals, null as a bare {@code NULL} (both
     * LOAD DATA with these clauses and SQL read it as NULL; a string "NULL" is always quoted), Strings through
     * {@code strings}, BinaryUuids through {@code binaries}.
     */
    static void commaSeparated(Object[] values, ByteSink out, BiConsumer<String, ByteSink> strings,
            BiConsumer<BinaryUuid, ByteSink> binaries) {
        for (int i = 0; i < values.length; i++) {
            if (i > 0) {
                out.ascii(',');
            }
            if (values[i] instanceof Long l) {
                out.decimal(l);
            } else if (values[i] == null) {
                out.ascii("NULL");
            } else if (values[i] instanceof BinaryUuid u) {
                binaries.accept(u, out);
            } else {
                strings.accept((String) values[i], out);
            }
        }
    }

    /** Appends the 32 hex digits of {@code u}'s 16 bytes. */
    static void hex(BinaryUuid u, ByteSink out) {
        out.hex(u.high());
        out.hex(u.low());
    }
}
