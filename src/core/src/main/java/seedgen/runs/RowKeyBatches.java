package seedgen.runs;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;
import seedgen.dialect.KeyLookups;
import seedgen.dialect.TableSql;
import seedgen.generate.BinaryUuid;
import seedgen.model.TableSpec;

/**
 * {@link CommittedBatches} for a table whose primary key is not the row number (a dataset's table: a composite key,
 * a UUID, a sequence that does not start at 1): a batch's first row is regenerated from the spec, which is a pure
 * function of the row, and its key values are looked up. Same grid, same one-transaction-per-batch rule. A BINARY(16)
 * key is bound and read as its bytes, never as text.
 */
public final class RowKeyBatches extends CommittedBatches {

    private final String table;
    private final java.util.function.UnaryOperator<String> quote;
    private final TableSpec spec;
    private final int[] keyIndexes;
    private final boolean[] binary;
    private final String keyTuple;
    /** A UUID key in the server's uuid type (PostgreSQL) is bound and read as a java.util.UUID. */
    private final boolean uuidType;

    public RowKeyBatches(TableSql schema, List<String> key) {
        super(schema.qualifiedName(), schema.dialect().quote(key.get(0)));
        this.uuidType = schema.dialect().hasUuidType();
        this.table = schema.qualifiedName();
        this.quote = schema.dialect()::quote;
        this.spec = schema.spec();
        List<String> names = spec.columns().stream().map(seedgen.model.Column::name).toList();
        keyIndexes = key.stream().mapToInt(names::indexOf).toArray();
        binary = new boolean[keyIndexes.length];
        for (int i = 0; i < keyIndexes.length; i++) {
            binary[i] = spec.columns().get(keyIndexes[i]).type().isBinary();
        }
        StringJoiner j = new StringJoiner(", ", "(", ")");
        key.forEach(k -> j.add(schema.dialect().quote(k)));
        keyTuple = j.toString();
    }

    private String quotedKey(String name) {
        return quote.apply(name);
    }

    private BinaryUuid uuidOf(ResultSet rs, int column) throws SQLException {
        if (uuidType) {
            java.util.UUID u = (java.util.UUID) rs.getObject(column);
            return new BinaryUuid(u.getMostSignificantBits(), u.getLeastSignificantBits());
        }
        return BinaryUuid.of(rs.getBytes(column));
    }

    private List<Object> keyOf(long row) {
        Object[] values = spec.row(row);
        List<Object> key = new ArrayList<>(keyIndexes.length);
        for (int i : keyIndexes) {
            key.add(values[i]);
        }
        return key;
    }

    private void bind(PreparedStatement ps, int index, Object value) throws SQLException {
        if (value instanceof BinaryUuid u && uuidType) {
            ps.setObject(index, new java.util.UUID(u.high(), u.low()));
        } else if (value instanceof BinaryUuid u) {
            ps.setBytes(index, u.bytes());
        } else {
            ps.setObject(index, value);
        }
    }

    /** A key value as {@link #present} matches it: a BinaryUuid as itself, anything else as its text. */
    private static Object comparable(Object value) {
        return value instanceof BinaryUuid ? value : String.valueOf(value);
    }

    private String placeholders() {
        StringJoiner j = new StringJoiner(", ", "(", ")");
        for (int i = 0; i < keyIndexes.length; i++) {
            j.add("?");
        }
        return j.toString();
    }

    @Override
    public boolean isCommitted(Connection c, long first) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(KeyLookups.exists(table, keyTuple, placeholders()))) {
            List<Object> key = keyOf(first);
            for (int i = 0; i < key.size(); i++) {
                bind(ps, i + 1, key.get(i));
            }
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next();
            }
        }
    }

    @Override
    public Set<Long> present(Connection c, List<Long> rows) throws SQLException {
        Set<Long> found = new HashSet<>();
        if (rows.isEmpty()) {
            return found;
        }
        Map<List<Object>, Long> byKey = new HashMap<>();
        StringJoiner in = new StringJoiner(", ");
        for (int n = 0; n < rows.size(); n++) {
            in.add(placeholders());
        }
        StringJoiner select = new StringJoiner(", ");
        for (int i : keyIndexes) {
            select.add(quotedKey(spec.columns().get(i).name()));
        }
        try (PreparedStatement ps = c.prepareStatement(KeyLookups.in(table, select.toString(), keyTuple,
                in.toString()))) {
            int p = 1;
            for (long row : rows) {
                List<Object> key = keyOf(row);
                byKey.put(key.stream().map(RowKeyBatches::comparable).toList(), row);
                for (Object v : key) {
                    bind(ps, p++, v);
                }
            }
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    List<Object> key = new ArrayList<>();
                    for (int i = 1; i <= keyIndexes.length; i++) {
                        key.add(binary[i - 1] ? uuidOf(rs, i) : rs.getString(i));
                    }
                    Long row = byKey.get(key);
                    if (row != null) {
                        found.add(row);
                    }
                }
            }
        }
        return found;
    }
}
