package seedgen.format;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import seedgen.generate.BinaryUuid;

class SqlEncoderTest {

    private static String tuple(Object... values) {
        ByteSink sink = new ByteSink(2);
        SqlEncoder.tuple(values, sink);
        return CsvEncoderTest.utf8(sink);
    }

    @Test
    void numbersAreBareAndStringsQuoted() {
        assertEquals("(7,'abc','')", tuple(7L, "abc", ""));
    }

    @Test
    void quoteBackslashNulLineBreaksAndCtrlZAreEscaped() {
        assertEquals("('it\\'s','a\\\\b','x\\0y','l1\\nl2','c\\rr','z\\Z')",
                tuple("it's", "a\\b", "x\0y", "l1\nl2", "c\rr", "z\u001A"));
    }

    @Test
    void tabsCommasAndUnicodeAreWrittenAsThemselves() {
        assertEquals("('a\tb,c','Zoë 名前 😀')", tuple("a\tb,c", "Zoë 名前 😀"));
    }

    @Test
    void aBinaryValueIsAHexLiteralOfItsBytes() {
        assertEquals("(X'0123456789ABCDEF8000000000000A0F',NULL,'x')",
                tuple(new BinaryUuid(0x0123456789ABCDEFL, 0x8000000000000A0FL), null, "x"));
    }
}
