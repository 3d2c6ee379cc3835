package seedgen.run;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A run's source when it fills the tables that already exist in the target (--from-db without a spec): which tables
 * ({@code tables}, all when null, less {@code exclude}), a table's rows ({@code rowsFor}), whether references nobody
 * declared are followed ({@code inferReferences}), and the database on the same server whose shape is learned
 * ({@code learnFrom}, with {@code learning}; both null to guess the shape from the schema alone).
 */
public record FromSchema(List<String> tables, List<String> exclude, Map<String, Long> rowsFor,
        boolean inferReferences, String learnFrom, Learning learning) {

    /** Rows of each table that no other owns, where neither --rows nor a measure says. */
    public static final long DEFAULT_ROWS = 1000;

    public FromSchema {
        tables = tables == null ? null : List.copyOf(tables);
        exclude = exclude == null ? null : List.copyOf(exclude);
        rowsFor = Collections.unmodifiableMap(new LinkedHashMap<>(rowsFor)); // in the order given
        if ((learnFrom == null) != (learning == null)) {
            throw new IllegalArgumentException("learnFrom and learning go together");
        }
    }

    /** Every table of the target's schema, references inferred, nothing learned. */
    public static FromSchema all() {
        return new FromSchema(null, null, Map.of(), true, null, null);
    }

    /** The same source with these tables, table rows and inference, learning as it is. */
    public FromSchema with(List<String> tables, List<String> exclude, Map<String, Long> rowsFor,
            boolean inferReferences) {
        return new FromSchema(tables, exclude, rowsFor, inferReferences, learnFrom, learning);
    }

    /** The same source, its shape learned from {@code database} on the target's server. */
    public FromSchema learningFrom(String database, Learning how) {
        return new FromSchema(tables, exclude, rowsFor, inferReferences, database, how);
    }
}
