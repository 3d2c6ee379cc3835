package seedgen.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.Statement;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import seedgen.Seedgen;
import seedgen.plan.Plan;
import seedgen.plan.TableRows;
import seedgen.plan.ValueType;

/**
 * The row-level API against the server: every row {@link TableRows} gives is the row a load of the same spec, seed and
 * rows leaves in PostgreSQL, each value read back through JDBC as the Java type its {@link ValueType} names. The specs
 * cover every generator, PostgreSQL's own types, and two printed {@code --from-db} specs of real schemas (Quartz's and
 * Spring Batch's, with their native types: bytea, numeric, timestamps, booleans, character varying).
 */
class TableRowsIT {

    @RegisterExtension
    static final SharedPg pg = new SharedPg();

    /** The server's text types, whose text is the generated text; other types print a value in a form of their own. */
    private static final Set<String> TEXT_TYPES = Set.of("varchar", "text", "bpchar", "char", "name", "citext");

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "specs/every-generator.yaml | LONG DECIMAL BOOLEAN TIMESTAMP BYTES TEXT",
        "specs/typed-values.yaml | LONG DOUBLE DATE TIME TIMESTAMP_TZ TEXT",
        "golden/more-generators-pg.yaml | LONG TEXT",
        "golden/printed/postgresql-fromdb-quartz.yaml | LONG DECIMAL BOOLEAN BYTES TEXT",
        "golden/printed/postgresql-fromdb-spring-batch.yaml | LONG TIMESTAMP TEXT"})
    void everyRowIsTheRowTheLoadWrites(String spec, String types) throws Exception {
        Path file = Path.of("src/it/src/test/resources").resolve(spec).toAbsolutePath();
        String database = pg.server.database("rows");
        Seedgen seedgen = Seedgen.spec(file).seed(11);
        seedgen.into(pg.server.url(database), PgTestServer.IT_USER, PgTestServer.IT_PASSWORD);
        Plan plan = seedgen.plan();
        Set<ValueType> typesSeen = EnumSet.noneOf(ValueType.class);
        long compared = 0;
        try (Connection c = pg.server.connect(database); Statement st = c.createStatement()) {
            for (Plan.Table t : plan.tables()) {
                TableRows rows = plan.rows(t.name());
                assertEquals(t.columns(), rows.columns(), t.name());
                typesSeen.addAll(rows.types());
                compared += compare(st, t, rows);
            }
        }
        assertEquals(plan.totalRows(), compared, spec);
        // the value types the spec's declared types come to: each type of a column, not a value, decides it
        assertEquals(types, String.join(" ", typesSeen.stream().map(ValueType::name).toList()), spec);
    }

    /** Every row of the table in the database is the API's row with that primary key; returns the rows compared. */
    private static long compare(Statement st, Plan.Table t, TableRows rows) throws Exception {
        List<String> key = t.primaryKey().isEmpty() ? t.columns() : t.primaryKey();
        List<Integer> keyAt = key.stream().map(k -> rows.columns().indexOf(k)).toList();
        Map<List<Object>, Object[]> made = new HashMap<>();
        for (Iterator<Object[]> it = rows.rows(1, rows.count()); it.hasNext(); ) {
            Object[] row = it.next();
            made.put(keyAt.stream().map(i -> norm(row[i], null)).toList(), row);
        }
        assertEquals(rows.count(), made.size(), t.name() + ": the rows' keys are unique");
        long n = 0;
        try (ResultSet rs = st.executeQuery("SELECT * FROM \"" + t.name().replace("\"", "\"\"") + "\"")) {
            ResultSetMetaData md = rs.getMetaData();
            List<String> names = new ArrayList<>();
            for (int i = 1; i <= md.getColumnCount(); i++) {
                names.add(md.getColumnName(i));
            }
            assertEquals(rows.columns(), names, t.name());
            while (rs.next()) {
                Object[] read = new Object[names.size()];
                for (int i = 0; i < read.length; i++) {
                    read[i] = read(rs, i + 1, rows.types().get(i), md.getColumnTypeName(i + 1));
                }
                Object[] want = made.get(keyAt.stream().map(i -> norm(read[i], null)).toList());
                assertTrue(want != null, () -> t.name() + ": a row the API does not make: " + List.of(read));
                for (int i = 0; i < read.length; i++) {
                    String type = md.getColumnTypeName(i + 1);
                    if (rows.types().get(i) == ValueType.TEXT && !TEXT_TYPES.contains(type)) {
                        continue; // json, xml, ranges, network types: the server prints its own form of the value
                    }
                    assertEquals(norm(want[i], type), norm(read[i], type), t.name() + "." + names.get(i) + " ("
                            + type + ")");
                }
                n++;
            }
        }
        assertEquals(rows.count(), n, t.name() + ": rows in the database");
        return n;
    }

    private static Object read(ResultSet rs, int i, ValueType type, String serverType) throws Exception {
        if (type == ValueType.BYTES && serverType.equals("uuid")) { // a BINARY(16) column is a uuid on PostgreSQL
            java.util.UUID u = rs.getObject(i, java.util.UUID.class);
            return u == null ? null : java.nio.ByteBuffer.allocate(16).putLong(u.getMostSignificantBits())
                    .putLong(u.getLeastSignificantBits()).array();
        }
        if (type == ValueType.LONG || type == ValueType.TEXT) { // pgjdbc converts to neither from every type
            Object v = type == ValueType.LONG ? (Object) rs.getLong(i) : rs.getString(i);
            return rs.wasNull() ? null : v;
        }
        Class<?> as = switch (type) {
            case LONG -> Long.class;
            case DECIMAL -> BigDecimal.class;
            case DOUBLE -> Double.class;
            case BOOLEAN -> Boolean.class;
            case DATE -> LocalDate.class;
            case TIME -> LocalTime.class;
            case TIMESTAMP -> LocalDateTime.class;
            case TIMESTAMP_TZ -> OffsetDateTime.class;
            case BYTES -> byte[].class;
            case TEXT -> String.class;
        };
        return rs.getObject(i, as);
    }

    /** A value as comparable: decimals by value, bytes as hex, instants as instants, CHAR(n)'s padding and REAL's. */
    private static Object norm(Object v, String serverType) {
        if (v instanceof BigDecimal d) {
            return d.signum() == 0 ? BigDecimal.ZERO : d.stripTrailingZeros();
        }
        if (v instanceof byte[] b) {
            return HexFormat.of().formatHex(b);
        }
        if (v instanceof OffsetDateTime o) {
            return o.toInstant();
        }
        if (v instanceof String s && "bpchar".equals(serverType)) {
            return s.stripTrailing();
        }
        if (v instanceof Double d && "float4".equals(serverType)) {
            return d.floatValue();
        }
        return v;
    }
}
