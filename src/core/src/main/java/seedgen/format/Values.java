package seedgen.format;

import java.util.function.BiConsumer;
import seedgen.generate.BinaryUuid;
import seedgen.generate.Bytes;

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
     * {@code strings}, BinaryUuids and Bytes through {@code binaries}.
     */
    static void commaSeparated(Object[] values, ByteSink out, BiConsumer<String, ByteSink> strings,
            BiConsumer<Object, ByteSink> binaries) {
        for (int i = 0; i < values.length; i++) {
            if (i > 0) {
                out.ascii(',');
            }
            if (values[i] instanceof Long l) {
                out.decimal(l);
            } else if (values[i] == null) {
                out.ascii("NULL");
            } else if (values[i] instanceof BinaryUuid || values[i] instanceof Bytes) {
                binaries.accept(values[i], out);
            } else {
                strings.accept((String) values[i], out);
            }
        }
    }

    /** Appends the hex digits of a binary value's bytes: a {@link BinaryUuid}'s 16, or a {@link Bytes}'s. */
    static void hex(Object binary, ByteSink out) {
        if (binary instanceof BinaryUuid u) {
            out.hex(u.high());
            out.hex(u.low());
        } else {
            out.hex(((Bytes) binary).value());
        }
    }
}
