package seedgen.dialect.mysql;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mysql.cj.util.StringUtils;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import seedgen.generate.PasswordHashes;
import seedgen.model.Column;
import seedgen.model.ColumnType;
import seedgen.model.TableSpec;
import seedgen.spec.UsersSpec;

class BatchWriterTest {

    /**
     * The bytes one row adds to a statement Connector/J rewrites as a multi-row INSERT: "(v1,v2,...)" plus the
     * comma before the next row. Strings go through the driver's own escaping (StringValueEncoder calls
     * StringUtils.escapeString, quotes included), once per ANSI_QUOTES setting, keeping the longer; numbers are
     * sent as decimal text.
     */
    private static long realTupleBytes(Object[] row) {
        StringBuilder tuple = new StringBuilder("(");
        for (int i = 0; i < row.length; i++) {
            if (i > 0) {
                tuple.append(',');
            }
            if (row[i] instanceof Long l) {
                tuple.append(l.longValue());
            } else {
                String s = (String) row[i];
                String plain = StringUtils.escapeString(new StringBuilder(), s, false, null).toString();
                String ansi = StringUtils.escapeString(new StringBuilder(), s, true, null).toString();
                tuple.append(utf8(ansi) > utf8(plain) ? ansi : plain);
            }
        }
        tuple.append("),");
        return utf8(tuple.toString());
    }

    private static long utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8).length;
    }

    @Test
    void boundHoldsForGeneratedUsersRows() {
        String hash = new PasswordHashes(1, 4).hashOf("password");
        for (long seed : new long[] {1, -1, 42}) {
            TableSpec spec = UsersSpec.create(seed, hash);
            Object[] row = new Object[spec.width()];
            for (long id = 1; id <= 20_000; id++) {
                check(spec, id, row);
                check(spec, Long.MAX_VALUE - id, row);
            }
        }
    }

    private static void check(TableSpec spec, long id, Object[] row) {
        spec.fillRow(id, row);
        long real = realTupleBytes(row);
        long bound = BatchWriter.worstCaseBytes(row);
        assertTrue(real <= bound, "row " + id + ": real " + real + " bytes, bound " + bound);
    }

    @Test
    void boundHoldsForStringsThatNeedEscapingEverywhere() {
        List<String> hostile = List.of("", "'", "\\", "\"", "\0", "\n", "\r", "\u001a", "'".repeat(300),
                "\\".repeat(300), "\0'\"\\\n\r\u001a".repeat(50), "é".repeat(100), "用户".repeat(100),
                "\uD83D\uDE00".repeat(100), "'\uD83D\uDE00\\用".repeat(100));
        for (String s : hostile) {
            Object[] row = {Long.MIN_VALUE, s, s, Long.MAX_VALUE};
            long real = realTupleBytes(row);
            long bound = BatchWriter.worstCaseBytes(row);
            assertTrue(real <= bound, "value " + s.length() + " chars: real " + real + " bytes, bound " + bound);
        }
    }

    @Test
    void boundHoldsForRandomUnicodeRowsFromACustomSpec() {
        // Any TableSpec plugs into the writer, so the bound must hold for every string, not only names.
        TableSpec spec = new TableSpec("t", List.of(
                new Column("id", ColumnType.bigint(), id -> -id),
                new Column("a", ColumnType.varchar(200), BatchWriterTest::randomText),
                new Column("b", ColumnType.varchar(200), id -> randomText(~id))), List.of());
        Object[] row = new Object[spec.width()];
        for (long id = 0; id < 20_000; id++) {
            check(spec, id, row);
        }
    }

    private static String randomText(long id) {
        Random r = new Random(id);
        StringBuilder sb = new StringBuilder();
        int n = r.nextInt(200);
        for (int i = 0; i < n; i++) {
            switch (r.nextInt(5)) {
                case 0 -> sb.append("\0\n\r\\'\"\u001a".charAt(r.nextInt(7)));
                case 1 -> sb.append((char) (0x20 + r.nextInt(0x5f)));
                case 2 -> sb.append((char) (0x80 + r.nextInt(0x780)));
                case 3 -> sb.append((char) (0x800 + r.nextInt(0xd000 - 0x800)));
                default -> sb.appendCodePoint(0x10000 + r.nextInt(0x10ffff - 0x10000));
            }
        }
        return sb.toString();
    }
}
