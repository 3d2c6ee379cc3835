package seedgen.dialect.postgresql;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;
import seedgen.format.ByteSink;
import seedgen.format.CsvRowStream;
import seedgen.generate.BinaryUuid;
import seedgen.model.Column;
import seedgen.model.ColumnType;
import seedgen.model.TableSpec;

class BinaryCopyTest {

    @Test
    void aTimestampIsMicrosecondsSincePostgresqlsEpoch() {
        assertEquals(0, BinaryCopy.micros("2000-01-01 00:00:00"));
        long at = LocalDateTime.of(2025, 3, 14, 9, 26, 53).toEpochSecond(ZoneOffset.UTC);
        assertEquals((at - 946_684_800L) * 1_000_000L, BinaryCopy.micros("2025-03-14 09:26:53"));
        assertEquals(-86_400L * 1_000_000L, BinaryCopy.micros("1999-12-31 00:00:00"));
        for (String other : new String[] {"2025-03-14T09:26:53", "2025-03-14 09:26:53.5", "2025-02-30 00:00:00",
                "2025-13-01 00:00:00", "2025-03-14 24:00:00", "abcd-ef-gh ij:kl:mn"}) {
            assertEquals(Long.MIN_VALUE, BinaryCopy.micros(other), other);
            assertFalse(BinaryCopy.Kind.TIMESTAMP.fits(other), other);
        }
    }

    @Test
    void theCatalogsTypesMapToTheirBinaryFormsAndOthersStayOnCsv() {
        assertEquals(BinaryCopy.Kind.INT8, BinaryCopy.Kind.of("bigint"));
        assertEquals(BinaryCopy.Kind.TEXT, BinaryCopy.Kind.of("character varying(74)"));
        assertEquals(BinaryCopy.Kind.TEXT, BinaryCopy.Kind.of("character(60)"));
        assertEquals(BinaryCopy.Kind.TEXT, BinaryCopy.Kind.of("text"));
        assertEquals(BinaryCopy.Kind.TIMESTAMP, BinaryCopy.Kind.of("timestamp(0) without time zone"));
        assertEquals(BinaryCopy.Kind.UUID, BinaryCopy.Kind.of("uuid"));
        for (String csv : new String[] {"integer", "smallint", "numeric(10,2)", "timestamp with time zone",
                "timestamp(3) without time zone", "jsonb", "text[]", "date"}) {
            assertNull(BinaryCopy.Kind.of(csv), csv);
        }
        assertTrue(BinaryCopy.Kind.TEXT.fits(12L), "a number into a text column is its decimal text");
        assertFalse(BinaryCopy.Kind.INT8.fits("12"));
        assertFalse(BinaryCopy.Kind.BOOL.fits(2L));
    }

    /** The whole stream of two rows, byte for byte as COPY ... (FORMAT binary) reads it. */
    @Test
    void rowsAreTheSignatureThenEachFieldsLengthAndBytesThenTheTrailer() throws IOException {
        BinaryUuid uuid = new BinaryUuid(0x0123456789ABCDEFL, 0xFEDCBA9876543210L);
        TableSpec spec = new TableSpec("t", List.of(
                new Column("id", ColumnType.bigint(), id -> id),
                new Column("name", ColumnType.varchar(10), id -> id == 1 ? "h\u00e9llo" : null),
                new Column("at", ColumnType.datetime(), id -> "2000-01-01 00:00:0" + id),
                new Column("u", ColumnType.binaryUuid(), id -> uuid)), List.of());
        BinaryCopy copy = new BinaryCopy(new BinaryCopy.Kind[] {BinaryCopy.Kind.INT8, BinaryCopy.Kind.TEXT,
                BinaryCopy.Kind.TIMESTAMP, BinaryCopy.Kind.UUID});
        CsvRowStream in = new CsvRowStream(spec, 1, 2, new ByteSink(16), copy);

        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream want = new DataOutputStream(bytes);
        want.write(new byte[] {'P', 'G', 'C', 'O', 'P', 'Y', '\n', (byte) 0xFF, '\r', '\n', 0});
        want.writeInt(0);
        want.writeInt(0);
        for (long id = 1; id <= 2; id++) {
            want.writeShort(4);
            want.writeInt(8);
            want.writeLong(id);
            if (id == 1) {
                byte[] name = "h\u00e9llo".getBytes(StandardCharsets.UTF_8);
                want.writeInt(name.length);
                want.write(name);
            } else {
                want.writeInt(-1);
            }
            want.writeInt(8);
            want.writeLong(id * 1_000_000L);
            want.writeInt(16);
            want.writeLong(uuid.high());
            want.writeLong(uuid.low());
        }
        want.writeShort(-1);
        assertArrayEquals(bytes.toByteArray(), in.readAllBytes());
    }

    @Test
    void aValueOfAnotherClassThanTheSamplesFailsTheRangeInsteadOfWritingWrongBytes() {
        BinaryCopy copy = new BinaryCopy(new BinaryCopy.Kind[] {BinaryCopy.Kind.INT8});
        assertThrows(IllegalStateException.class, () -> copy.row(new Object[] {"1"}, new ByteSink(16)));
    }
}
