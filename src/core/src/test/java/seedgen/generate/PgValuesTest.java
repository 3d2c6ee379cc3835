package seedgen.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The text of PostgreSQL's own types as its input functions read it; the server's acceptance is in PostgresIT. */
class PgValuesTest {

    @Test
    void arraysQuoteEveryElementAndHoldTheirCount() {
        ValueGenerator quoted = row -> row % 2 == 0 ? "a \"b\", {c}" : null;
        ValueGenerator a = PgValues.array(quoted, 7, 1, 2, 2);
        assertEquals("{\"a \\\"b\\\", {c}\",NULL}", a.valueFor(5));
        for (long row = 1; row <= 200; row++) {
            String v = (String) PgValues.array(r -> r, 7, 1, 0, 3).valueFor(row);
            int n = v.equals("{}") ? 0 : v.split(",").length;
            assertTrue(n >= 0 && n <= 3, v);
        }
    }

    @Test
    void rangesHaveTheirLowerBoundBelowTheUpperAndMultirangesInOrder() {
        for (long row = 1; row <= 500; row++) {
            String r = (String) PgValues.range("int4range", 3, 9).valueFor(row);
            String[] b = r.substring(1, r.length() - 1).split(",");
            assertTrue(Long.parseLong(b[0]) < Long.parseLong(b[1]), r);
            String m = (String) PgValues.range("int8multirange", 3, 9).valueFor(row);
            long last = Long.MIN_VALUE;
            for (String bound : m.replaceAll("[{}\\[)]", "").split(",")) {
                assertTrue(Long.parseLong(bound) > last, m);
                last = Long.parseLong(bound);
            }
        }
        assertTrue(((String) PgValues.range("tstzrange", 3, 9).valueFor(1)).matches("\\[\"20\\d\\d-.*\",\"20.*\"\\)"));
        assertTrue(((String) PgValues.range("daterange", 3, 9).valueFor(1)).matches("\\[20\\d\\d-\\d\\d-\\d\\d,.*\\)"));
    }

    @Test
    void eachKindHasItsForm() {
        assertTrue(((String) PgValues.macaddr(1, 2, 8).valueFor(3)).matches("([0-9a-f]{2}:){7}[0-9a-f]{2}"));
        assertTrue(((String) PgValues.bitString(1, 2, 70, false).valueFor(3)).matches("[01]{70}"));
        assertTrue(((String) PgValues.bitString(1, 2, 20, true).valueFor(3)).matches("[01]{1,20}"));
        assertTrue(((String) PgValues.xml(1, 2).valueFor(3)).matches("<note id=\"\\d+\">[a-z ]+</note>"));
        assertTrue(((String) PgValues.shape("circle", 1, 2).valueFor(3)).matches("<\\(-?[\\d.]+,-?[\\d.]+\\),\\d+>"));
        assertTrue(((String) PgValues.shape("line", 1, 2).valueFor(3)).matches("\\{[1-9],-?[\\d.]+,-?[\\d.]+}"));
        assertTrue(((String) PgValues.hstore(1, 2).valueFor(3)).matches("\"[a-z]+\"=>\"\\d+\"(, \"[a-z]+\"=>\"\\d+\")*"));
        assertTrue(((String) PgValues.ltree(1, 2).valueFor(3)).matches("[a-z]+(\\.[a-z]+){0,3}"));
    }

    @Test
    void aTsvectorHoldsItsSourcesLowercaseWords() {
        ValueGenerator title = row -> "Red Shoes, red!";
        assertEquals("'red' 'shoes'", PgValues.tsvector(List.of(title), 1, 2).valueFor(4));
        assertTrue(((String) PgValues.tsvector(List.of(), 1, 2).valueFor(4)).matches("'[a-z]+'( '[a-z]+')*"));
    }

    @Test
    void theSameRowGivesTheSameValue() {
        assertEquals(PgValues.range("nummultirange", 5, 6).valueFor(42), PgValues.range("nummultirange", 5, 6)
                .valueFor(42));
    }
}
