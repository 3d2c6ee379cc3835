package seedgen.dialect.mysql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;
import seedgen.generate.BinaryUuid;

class InsertTextTest {

    private static String literal(String s) {
        StringBuilder out = new StringBuilder();
        InsertText.appendLiteral(out, s);
        return out.toString();
    }

    @Test
    void plainStringsAreQuotedAndQuotesDoubled() {
        assertEquals("'abc'", literal("abc"));
        assertEquals("''", literal(""));
        assertEquals("''''", literal("'"));
        assertEquals("'it''s ''quoted'''", literal("it's 'quoted'"));
        assertEquals("'$2a$10$x./y\"\n\r\u001a'", literal("$2a$10$x./y\"\n\r\u001a"), "nothing else is touched");
    }

    @Test
    void aBackslashOrANulMakesAHexLiteralOfTheUtf8Bytes() {
        for (String s : List.of("\\", "a\\'b", "\0", "用\\户\uD83D\uDE00")) {
            String lit = literal(s);
            assertTrue(lit.startsWith("_utf8mb4 X'") && lit.endsWith("'"), lit);
            byte[] bytes = HexFormat.of().parseHex(lit.substring("_utf8mb4 X'".length(), lit.length() - 1));
            assertEquals(s, new String(bytes, StandardCharsets.UTF_8));
        }
    }

    @Test
    void aTupleIsWithinTheBoundTheWriterSplitsStatementsBy() {
        List<String> hostile = List.of("", "'", "\\", "'".repeat(300), "\\".repeat(300), "\0'\"\\\n\r\u001a".repeat(50),
                "é".repeat(100), "用户".repeat(100), "\uD83D\uDE00".repeat(100), "'\uD83D\uDE00\\用".repeat(100));
        for (String s : hostile) {
            Object[] row = {Long.MIN_VALUE, s, null, s, Long.MAX_VALUE, new BinaryUuid(-1L, Long.MIN_VALUE)};
            StringBuilder out = new StringBuilder();
            InsertText.appendTuple(out, row);
            long real = out.append(',').toString().getBytes(StandardCharsets.UTF_8).length;
            assertTrue(real <= BatchWriter.worstCaseBytes(row), s.length() + " chars: " + real + " bytes");
        }
        StringBuilder out = new StringBuilder();
        InsertText.appendTuple(out, new Object[] {-5L, null, "x"});
        assertEquals("(-5,NULL,'x')", out.toString());
    }

    @Test
    void aBinaryValueIsAHexLiteralOfItsSixteenBytesWithinTheBound() {
        BinaryUuid u = new BinaryUuid(0x0190A1B2C3D47E5FL, 0x8000000000000001L);
        StringBuilder out = new StringBuilder();
        InsertText.appendTuple(out, new Object[] {u, null});
        assertEquals("(X'0190A1B2C3D47E5F8000000000000001',NULL)", out.toString());
        Object[] one = {u};
        out.setLength(0);
        InsertText.appendTuple(out, one);
        long real = out.append(',').length();
        long bound = BatchWriter.worstCaseBytes(one);
        assertTrue(real <= bound && bound <= real + 1, "bound " + bound + " for " + real + " bytes");
    }
}
