package seedgen.format;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import seedgen.model.Column;
import seedgen.model.ColumnType;
import seedgen.model.TableSpec;

class CsvRowStreamTest {

    private static final TableSpec SPEC = new TableSpec("t", List.of(
            new Column("id", ColumnType.bigint(), id -> id),
            new Column("v", ColumnType.varchar(40), id -> "v" + id + (id % 3 == 0 ? ",x" : ""))), List.of());

    private static String readAll(CsvRowStream in, int chunk) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[chunk];
        int n;
        while ((n = in.read(buf, 0, chunk)) >= 0) {
            out.write(buf, 0, n);
        }
        return out.toString(StandardCharsets.UTF_8);
    }

    private static String expected(long first, long last) {
        StringBuilder sb = new StringBuilder();
        for (long id = first; id <= last; id++) {
            ByteSink sink = new ByteSink(8);
            CsvEncoder.row(SPEC.row(id), sink);
            sb.append(CsvEncoderTest.utf8(sink));
        }
        return sb.toString();
    }

    @Test
    void streamsExactlyTheRowsOfTheRangeWhateverTheReadSize() throws IOException {
        String want = expected(5, 40_000); // several refills
        assertEquals(want, readAll(new CsvRowStream(SPEC, 5, 40_000, new ByteSink(16)), 1));
        assertEquals(want, readAll(new CsvRowStream(SPEC, 5, 40_000, new ByteSink(16)), 7));
        assertEquals(want, readAll(new CsvRowStream(SPEC, 5, 40_000, new ByteSink(16)), 1 << 20));
    }

    @Test
    void endsAtLongMaxValueWithoutOverflow() throws IOException {
        String s = readAll(new CsvRowStream(SPEC, Long.MAX_VALUE - 1, Long.MAX_VALUE, new ByteSink(16)), 64);
        assertEquals(expected(Long.MAX_VALUE - 1, Long.MAX_VALUE - 1) + "9223372036854775807,v9223372036854775807\n",
                s);
    }

    @Test
    void reusedSinkDoesNotGrowPastOneRefill() throws IOException {
        ByteSink sink = new ByteSink(16);
        readAll(new CsvRowStream(SPEC, 1, 200_000, sink), 8192);
        int capacity = sink.array().length;
        readAll(new CsvRowStream(SPEC, 1, 400_000, sink), 8192);
        assertEquals(capacity, sink.array().length, "the buffer must not grow with the range");
        assertEquals(true, capacity < 2 * CsvRowStream.REFILL_BYTES + 1024);
    }
}
