package seedgen.model;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import seedgen.Seedgen;
import seedgen.generate.BinaryUuid;
import seedgen.generate.Bytes;
import seedgen.plan.Plan;
import seedgen.plan.TableRows;
import seedgen.plan.ValueType;

/** The row-level API: slices that cover a table exactly, and each declared type's values in its Java type. */
class TypedRowsTest {

    @Test
    void slicesCoverEveryRowOnceInOrder() {
        for (long count : new long[] {0, 1, 7, 100, 1001}) {
            for (int n : new int[] {1, 2, 3, 7, 64}) {
                long next = 1;
                for (int k = 1; k <= n; k++) {
                    long[] r = TableRows.slice(count, k, n);
                    assertEquals(next, r[0], count + " rows, " + k + " of " + n);
                    long size = r[1] - r[0] + 1;
                    assertTrue(size == count / n || size == count / n + 1, count + " rows, " + k + " of " + n);
                    next = r[1] + 1;
                }
                assertEquals(count + 1, next, count + " rows in " + n);
            }
        }
        assertThrows(IllegalArgumentException.class, () -> TableRows.slice(10, 0, 3));
        assertThrows(IllegalArgumentException.class, () -> TableRows.slice(10, 4, 3));
    }

    @Test
    void aTableReadInSlicesIsTheTableReadWhole() {
        Plan plan = Seedgen.dataset("chat").rows(200).seed(5).plan();
        for (Plan.Table t : plan.tables()) {
            TableRows rows = plan.rows(t.name());
            assertEquals(t.rows(), rows.count());
            assertEquals(Dataset.Table.of(t).spec().columns().stream().map(c -> c.type().ddl()).toList(),
                    rows.declaredTypes(), t.name());
            List<List<Object>> whole = read(rows.rows(1, rows.count()));
            List<List<Object>> sliced = new ArrayList<>();
            for (int k = 1; k <= 7; k++) {
                long[] r = TableRows.slice(rows.count(), k, 7);
                sliced.addAll(read(rows.rows(r[0], r[1])));
            }
            assertEquals(whole, sliced, t.name());
            // the same rows as the table's generators make, typed
            Object[] raw = Dataset.Table.of(t).spec().row(1);
            Object[] typed = rows.rows(1, 1).next();
            for (int i = 0; i < raw.length; i++) {
                assertEquals(comparable(ValueTypes.as(rows.types().get(i), raw[i])), comparable(typed[i]));
            }
        }
        assertThrows(IllegalArgumentException.class, () -> plan.rows("no_such_table"));
        TableRows users = plan.rows("users");
        assertThrows(IllegalArgumentException.class, () -> users.rows(0, 3));
        assertThrows(IllegalArgumentException.class, () -> users.rows(1, users.count() + 1));
        assertEquals(false, users.rows(5, 4).hasNext()); // an empty range
    }

    private static List<List<Object>> read(Iterator<Object[]> it) {
        List<List<Object>> out = new ArrayList<>();
        while (it.hasNext()) {
            List<Object> row = new ArrayList<>();
            for (Object v : it.next()) {
                row.add(comparable(v));
            }
            out.add(row);
        }
        return out;
    }

    private static Object comparable(Object v) {
        return v instanceof byte[] b ? java.util.HexFormat.of().formatHex(b) : v;
    }

    @Test
    void eachDeclaredTypeHasItsValueType() {
        Map<String, ValueType> cases = Map.ofEntries(Map.entry("INT(11) UNSIGNED", ValueType.LONG),
                Map.entry("int4", ValueType.LONG), Map.entry("bigserial", ValueType.LONG),
                Map.entry("DECIMAL(10,2)", ValueType.DECIMAL), Map.entry("numeric", ValueType.DECIMAL),
                Map.entry("double precision", ValueType.DOUBLE), Map.entry("FLOAT", ValueType.DOUBLE),
                Map.entry("boolean", ValueType.BOOLEAN), Map.entry("date", ValueType.DATE),
                Map.entry("time without time zone", ValueType.TIME), Map.entry("TIMESTAMP(3)", ValueType.TIMESTAMP),
                Map.entry("timestamp(6) with time zone", ValueType.TIMESTAMP_TZ),
                Map.entry("timestamptz", ValueType.TIMESTAMP_TZ), Map.entry("bytea", ValueType.BYTES),
                Map.entry("LONGBLOB", ValueType.BYTES), Map.entry("bit varying(20)", ValueType.TEXT),
                Map.entry("integer[]", ValueType.TEXT), Map.entry("ENUM('a','b')", ValueType.TEXT),
                Map.entry("jsonb", ValueType.TEXT), Map.entry("character varying(80)", ValueType.TEXT));
        cases.forEach((sql, type) -> assertEquals(type, ValueTypes.of(ColumnType.sql(sql, 10)), sql));
        assertEquals(ValueType.TIMESTAMP, ValueTypes.of(ColumnType.datetime()));
        assertEquals(ValueType.BYTES, ValueTypes.of(ColumnType.binaryUuid()));
        assertEquals(ValueType.LONG, ValueTypes.of(ColumnType.bigint()));
    }

    @Test
    void valuesReadAsTheirTypeAsAServerReadsTheirText() {
        assertEquals(42L, ValueTypes.as(ValueType.LONG, "42"));
        assertEquals(new BigDecimal("-12.50"), ValueTypes.as(ValueType.DECIMAL, "-12.50"));
        assertEquals(BigDecimal.valueOf(7), ValueTypes.as(ValueType.DECIMAL, 7L));
        assertEquals(3.25, ValueTypes.as(ValueType.DOUBLE, "3.25"));
        assertEquals(true, ValueTypes.as(ValueType.BOOLEAN, "t"));
        assertEquals(false, ValueTypes.as(ValueType.BOOLEAN, 0L));
        assertEquals(LocalDate.of(2024, 2, 29), ValueTypes.as(ValueType.DATE, "2024-02-29"));
        assertEquals(LocalTime.of(9, 26, 53), ValueTypes.as(ValueType.TIME, "09:26:53"));
        assertEquals(LocalDateTime.of(2025, 3, 14, 9, 26, 53, 500_000_000),
                ValueTypes.as(ValueType.TIMESTAMP, "2025-03-14 09:26:53.5"));
        assertEquals(LocalDateTime.of(12025, 1, 1, 0, 0), ValueTypes.as(ValueType.TIMESTAMP, "12025-01-01 00:00:00"));
        // the generators' own form, read without the pattern, reads as the pattern reads it; other forms still read
        assertEquals(LocalDateTime.of(2025, 3, 14, 9, 26, 53, 123_456_000),
                ValueTypes.as(ValueType.TIMESTAMP, "2025-03-14T09:26:53.123456"));
        assertEquals(LocalDateTime.of(1999, 12, 31, 23, 59, 59, 123_456_789),
                ValueTypes.as(ValueType.TIMESTAMP, "1999-12-31 23:59:59.123456789"));
        assertEquals(LocalDateTime.of(2025, 3, 14, 9, 26), ValueTypes.as(ValueType.TIMESTAMP, " 2025-03-14 09:26 "));
        for (String bad : new String[] {"2025-03-14 09:26:53.", "2025-13-14 09:26:53", "2025-03-14 09:26:5x",
                "2025-03-14 09:26:53.1234567891", "2025-03-14 09:26:53+01"}) {
            assertThrows(IllegalArgumentException.class, () -> ValueTypes.as(ValueType.TIMESTAMP, bad), bad);
        }
        assertEquals(OffsetDateTime.of(2025, 3, 14, 9, 26, 0, 0, ZoneOffset.ofHoursMinutes(5, 30)),
                ValueTypes.as(ValueType.TIMESTAMP_TZ, "2025-03-14 09:26+05:30"));
        assertEquals(OffsetDateTime.of(2025, 3, 14, 9, 26, 53, 0, ZoneOffset.UTC),
                ValueTypes.as(ValueType.TIMESTAMP_TZ, "2025-03-14 09:26:53"));
        assertArrayEquals(new BinaryUuid(1, 2).bytes(), (byte[]) ValueTypes.as(ValueType.BYTES, new BinaryUuid(1, 2)));
        assertArrayEquals(new byte[] {5, 6}, (byte[]) ValueTypes.as(ValueType.BYTES, new Bytes(new byte[] {5, 6})));
        assertEquals("17", ValueTypes.as(ValueType.TEXT, 17L));
        assertEquals(null, ValueTypes.as(ValueType.DATE, null));
        for (Object[] bad : new Object[][] {{ValueType.LONG, "4.5"}, {ValueType.BOOLEAN, "maybe"},
                {ValueType.TIMESTAMP, "2025-03-14 09:26:53+01"}, {ValueType.TEXT, new Bytes(new byte[] {1})},
                {ValueType.DATE, "14/03/2025"}}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> ValueTypes.as((ValueType) bad[0], bad[1]));
            assertTrue(e.getMessage().contains("is no " + bad[0]), e.getMessage());
        }
    }
}
