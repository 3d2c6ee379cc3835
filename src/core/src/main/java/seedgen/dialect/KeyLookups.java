package seedgen.dialect;

/**
 * The look-ups by key that tell which batches of a load committed ({@code runs/CommittedBatches} and
 * {@code RowKeyBatches}): {@code table} quoted and qualified, {@code key} a quoted column or a row of them
 * ({@code (a, b)}), in SQL every family takes.
 */
public final class KeyLookups {

    private KeyLookups() {
    }

    /** One row where the key is {@code value} (placeholders), if the table holds it. */
    public static String exists(String table, String key, String value) {
        return "SELECT 1 FROM " + table + " WHERE " + key + " = " + value;
    }

    /** The greatest key from the first parameter to the second. */
    public static String maxBetween(String table, String key) {
        return "SELECT MAX(" + key + ") FROM " + table + " WHERE " + key + " BETWEEN ? AND ?";
    }

    /** {@code select} of the rows whose key is one of {@code values} (comma-separated: numbers, or placeholders). */
    public static String in(String table, String select, String key, String values) {
        return "SELECT " + select + " FROM " + table + " WHERE " + key + " IN (" + values + ")";
    }
}
