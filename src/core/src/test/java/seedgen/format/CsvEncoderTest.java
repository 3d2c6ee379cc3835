package seedgen.format;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import seedgen.generate.BinaryUuid;

class CsvEncoderTest {

    private static String csv(Object... values) {
        ByteSink sink = new ByteSink(4);
        CsvEncoder.row(values, sink);
        return utf8(sink);
    }

    static String utf8(ByteSink sink) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            sink.writeTo(out);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void plainValuesAreBareAndNumbersAreDigits() {
        assertEquals("1,abc,2025-01-02 03:04:05\n", csv(1L, "abc", "2025-01-02 03:04:05"));
        assertEquals("-9223372036854775808,9223372036854775807,0\n", csv(Long.MIN_VALUE, Long.MAX_VALUE, 0L));
    }

    @Test
    void separatorsQuotesAndLineBreaksAreEnclosedWithQuotesDoubled() {
        assertEquals("\"a,b\"\n", csv("a,b"));
        assertEquals("\"say \"\"hi\"\"\"\n", csv("say \"hi\""));
        assertEquals("\"two\nlines\",\"cr\rhere\"\n", csv("two\nlines", "cr\rhere"));
    }

    @Test
    void tabsBackslashesAndNulPassThroughBecauseThereIsNoEscapeCharacter() {
        assertEquals("a\tb,c\\d,\\N,x\0y\n", csv("a\tb", "c\\d", "\\N", "x\0y"));
    }

    @Test
    void theWordNullIsEnclosedSoItStaysAString() {
        assertEquals("\"NULL\",\"null\",NULLS,\n", csv("NULL", "null", "NULLS", ""));
    }

    @Test
    void unicodeIsUtf8IncludingSupplementaryCharacters() {
        String text = "Zoë 名前 😀";
        ByteSink sink = new ByteSink(1);
        CsvEncoder.row(new Object[] {text}, sink);
        byte[] expected = (text + "\n").getBytes(StandardCharsets.UTF_8);
        byte[] actual = new byte[sink.length()];
        sink.copyTo(0, actual, 0, actual.length);
        assertArrayEquals(expected, actual);
        assertEquals("\"😀,\"\"\"\n", csv("😀,\""));
    }

    @Test
    void aLoneSurrogateBecomesAQuestionMarkAsStringGetBytesDoes() {
        assertEquals(new String("a\uD800b".getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8) + "\n",
                csv("a\uD800b"));
    }

    @Test
    void aBinaryValueIsItsBytesInBareHexAndNullStaysNull() {
        BinaryUuid u = new BinaryUuid(0x0190A1B2C3D47E5FL, 0x8000000000000001L);
        assertEquals("0190A1B2C3D47E5F8000000000000001,NULL,7\n", csv(u, null, 7L));
        assertEquals("FFFFFFFFFFFFFFFF0000000000000000\n", csv(new BinaryUuid(-1L, 0L)));
    }

    @Test
    void headerIsTheColumnList() {
        ByteSink sink = new ByteSink(8);
        CsvEncoder.header(List.of("id", "na,me"), sink);
        assertEquals("id,\"na,me\"\n", utf8(sink));
    }
}
